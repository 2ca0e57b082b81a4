# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Standard, mutual and lawful clauses that name a risk's topic are no finding; the one-sided ones still are.

Each family pairs the ordinary clause (a penalty for whichever party is wronged, force majeure described by
its marks, an offer accepted by paying for it, a court where both parties are registered) with the clause
that carries the risk. Every clause is written for these tests.
"""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.forum import court_regions, home_region
from chalicelib.analysis.judge_precision import no_automatic_renewal, paid_offer_acceptance
from chalicelib.analysis.text import normalise
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

SUPPLY = (
    "ДОГОВОР ПОСТАВКИ\n\n"
    "ООО «Металл», именуемое в дальнейшем «Поставщик», и ООО «Завод», именуемое в дальнейшем «Покупатель», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик обязуется поставить продукцию по спецификациям, а Покупатель обязуется принять и оплатить "
    "её. Цена договора составляет 900 000 рублей.\n"
)
OFFER = (
    "ПУБЛИЧНАЯ ОФЕРТА НА ОКАЗАНИЕ УСЛУГ\n\n"
    "ИП Смирнов С. С., именуемый в дальнейшем «Исполнитель», предлагает любому физическому лицу, именуемому в "
    "дальнейшем «Заказчик», заключить договор на следующих условиях.\n\n"
    "1. Исполнитель обязуется оказать Заказчику услуги по обучению, а Заказчик обязуется оплатить их.\n"
)


def _findings(text: str, settings: AnalysisSettings, contract_type: str, side: str) -> list[Finding]:
    outcome = analyze_contract(
        text, PrescreenResult(contract_type=contract_type), None, settings=settings, side=side
    )
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return outcome.findings


def _categories(text: str, settings: AnalysisSettings, contract_type: str, side: str) -> set[str]:
    return {f.category for f in _findings(text, settings, contract_type, side)}


# --- penalties for whichever party is wronged or in breach --------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. За нарушение сроков поставки или оплаты Сторона, интересы которой нарушены, вправе начислить пени в размере 0,1 % от суммы долга за каждый день просрочки.\n",
        "2. Пострадавшая сторона вправе потребовать от другой стороны уплаты пени в размере 0,1 % за каждый день просрочки.\n",
        "2. Уплата неустойки не освобождает ни одну из Сторон от исполнения обязательств в натуре.\n",
        "2. Неустойка уплачивается только при условии предъявления любой из Сторон письменного требования о её уплате.\n",
    ],
)
def test_a_penalty_for_whichever_party_is_wronged_is_no_finding(
    clause: str, settings: AnalysisSettings
) -> None:
    assert "penalty" not in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


def test_a_penalty_only_the_reader_pays_is_still_found(settings: AnalysisSettings) -> None:
    clause = "2. За просрочку оплаты Покупатель уплачивает Поставщику пени в размере 0,5 % от неоплаченной суммы за каждый день просрочки.\n"
    assert "penalty" in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


# --- force majeure described by its marks -------------------------------------------------------------------


def test_force_majeure_described_without_its_name_is_no_liability_cap(settings: AnalysisSettings) -> None:
    clause = "2. Ни одна из сторон не несёт ответственности за неисполнение обязательств, вызванное обстоятельствами, возникшими помимо воли и желания сторон, которые нельзя предвидеть или избежать, включая войну, эпидемии и наводнения.\n"
    assert "liability_cap" not in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


def test_an_exemption_of_the_other_side_is_still_a_liability_cap(settings: AnalysisSettings) -> None:
    clause = "2. Поставщик не несёт ответственности за убытки Покупателя, возникшие в связи с просрочкой поставки.\n"
    assert "liability_cap" in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


# --- acceptance: how a contract is made, when performance counts as done ------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Оплата Заказчиком услуг признаётся полным и безоговорочным акцептом настоящей Оферты.\n",
        "2. Факт оформления заказа на сайте является безоговорочным принятием настоящего Договора.\n",
        "2. Моментом акцепта оферты считается момент поступления оплаты на счёт Исполнителя.\n",
    ],
)
def test_an_offer_accepted_by_paying_for_it_is_no_acceptance_risk(
    clause: str, settings: AnalysisSettings
) -> None:
    assert "acceptance" not in _categories(OFFER + clause, settings, "services", "Заказчик")


@pytest.mark.parametrize(
    "clause",
    [
        "2. Продолжение использования услуг после публикации изменений означает согласие Заказчика с новой редакцией Оферты.\n",
        "2. Если Заказчик не направит мотивированные возражения в течение 2 дней, услуги считаются оказанными и принятыми Заказчиком.\n",
    ],
)
def test_consent_by_silence_or_continued_use_is_still_found(clause: str, settings: AnalysisSettings) -> None:
    assert "acceptance" in _categories(OFFER + clause, settings, "services", "Заказчик")


def test_obligations_deemed_performed_on_delivery_are_no_acceptance_risk(settings: AnalysisSettings) -> None:
    clause = "2. Обязательства Поставщика считаются выполненными с момента передачи Товара и подписания представителем Покупателя товарной накладной.\n"
    assert "acceptance" not in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


def test_paid_offer_acceptance_reads_the_accepting_act() -> None:
    assert paid_offer_acceptance(
        "факт оплаты подписки считается полным и безоговорочным акцептом данной оферты."
    )
    assert not paid_offer_acceptance(
        "фактическое использование портала является акцептом настоящего соглашения."
    )
    assert not paid_offer_acceptance("оплатой заказчик подтверждает факт получения достоверной информации.")


# --- a court where both parties are registered -------------------------------------------------------------

_REQUISITES = "\n10. РЕКВИЗИТЫ СТОРОН\nПоставщик: ООО «Металл», ИНН {first}, г. Уфа.\nПокупатель: ООО «Завод», ИНН {second}, г. Уфа.\n"
_FORUM = "2. Споры разрешаются в Арбитражном суде Республики Башкортостан.\n"


def test_a_court_in_the_region_of_both_parties_is_no_forum_risk(settings: AnalysisSettings) -> None:
    text = SUPPLY + _FORUM + _REQUISITES.format(first="0274000011", second="0245000022")
    assert "jurisdiction" not in _categories(text, settings, "supply", "Покупатель")


def test_a_court_in_one_partys_region_is_still_found(settings: AnalysisSettings) -> None:
    text = SUPPLY + _FORUM + _REQUISITES.format(first="0274000011", second="7701000033")
    assert "jurisdiction" in _categories(text, settings, "supply", "Покупатель")


def test_court_and_seat_regions_are_read_from_the_place_and_the_inn() -> None:
    assert court_regions(
        "споры передаются в арбитражный суд г. санкт-петербурга и ленинградской области."
    ) == {"78", "47"}
    assert court_regions("споры рассматриваются в арбитражном суде самарской области.") == {"63"}
    assert court_regions("споры рассматриваются в арбитражном суде московской области.") == {"50"}
    assert home_region("инн 7804444249 ... инн/кпп 7801533934/780101001") == "78"
    assert home_region("инн 7804444249 ... инн 5074087157") is None
    assert home_region("инн 7804444249") is None


# --- a penalty named, not set -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Уплата неустойки не освобождает Покупателя от исполнения обязательства по оплате товара.\n",
        "2. Покупатель обязан уплачивать штрафы, наложенные органами государственного контроля за нарушения законодательства при перевозке.\n",
    ],
)
def test_a_penalty_the_contract_does_not_set_is_no_finding(clause: str, settings: AnalysisSettings) -> None:
    assert "penalty" not in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


def test_a_fine_the_contract_sets_beside_a_state_fine_is_still_found(settings: AnalysisSettings) -> None:
    clause = "2. Покупатель возмещает Поставщику уплаченный административный штраф и уплачивает штраф в размере 100 % от его суммы.\n"
    assert "penalty" in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


# --- secrecy of one's own credentials ---------------------------------------------------------------------


def test_keeping_ones_own_password_secret_is_no_one_sided_secrecy(settings: AnalysisSettings) -> None:
    clause = "2. Заказчик обязуется соблюдать конфиденциальность логина и пароля от личного кабинета.\n"
    assert "confidentiality" not in _categories(OFFER + clause, settings, "services", "Заказчик")


def test_keeping_the_other_sides_information_secret_is_still_found(settings: AnalysisSettings) -> None:
    clause = "2. Заказчик обязуется не разглашать третьим лицам сведения, полученные от Исполнителя, в течение пяти лет после прекращения договора.\n"
    assert "confidentiality" in _categories(OFFER + clause, settings, "services", "Заказчик")


# --- currency: units of a service, an exclusive licence, the licensor's ownership ---------------------------

LICENCE = (
    "ЛИЦЕНЗИОННОЕ СОГЛАШЕНИЕ\n\n"
    "ООО «Софт», именуемое в дальнейшем «Лицензиар», и ООО «Клиника», именуемое в дальнейшем «Лицензиат», "
    "заключили настоящее соглашение.\n\n"
    "1. Лицензиар предоставляет Лицензиату право использования программы для ЭВМ на условиях простой "
    "(неисключительной) лицензии, а Лицензиат уплачивает вознаграждение 120 000 рублей в год.\n"
)


def test_units_of_a_service_priced_in_roubles_are_no_currency_clause(settings: AnalysisSettings) -> None:
    clause = "2. Стоимость условных единиц: 1 занятие — 1 200 рублей, 5 занятий — 5 000 рублей.\n"
    assert "currency_clause" not in _categories(OFFER + clause, settings, "services", "Заказчик")


def test_a_price_in_conventional_units_at_an_exchange_rate_is_still_found(settings: AnalysisSettings) -> None:
    clause = "2. Цена услуг составляет 500 условных единиц, где 1 условная единица равна 1 доллару США по курсу ЦБ РФ на день оплаты.\n"
    assert "currency_clause" in _categories(OFFER + clause, settings, "services", "Заказчик")


@pytest.mark.parametrize(
    "clause",
    [
        "2. Исключительное право на Программу принадлежит Лицензиару.\n",
        "2. Исключительное право на распространение Программы принадлежит Лицензиару.\n",
        "2. Сопровождение Программы осуществляется исключительно Лицензиаром.\n",
        "2. Настоящее соглашение не предусматривает выдачу исключительной лицензии на Программу.\n",
    ],
)
def test_the_licensors_own_right_is_no_risk_for_the_licensee(clause: str, settings: AnalysisSettings) -> None:
    found = _categories(LICENCE + clause, settings, "license", "Лицензиат")
    assert not found & {"ip_assignment", "exclusivity"}


def test_rights_in_the_licensees_own_works_going_to_the_licensor_are_still_found(
    settings: AnalysisSettings,
) -> None:
    clause = "2. Исключительное право на материалы, созданные Лицензиатом с помощью Программы, принадлежит Лицензиару.\n"
    assert "ip_assignment" in _categories(LICENCE + clause, settings, "license", "Лицензиат")


def test_payments_only_through_the_agent_are_no_exclusivity(settings: AnalysisSettings) -> None:
    clause = "2. Все расчёты между Заказчиком и специалистами производятся исключительно через Исполнителя.\n"
    assert "exclusivity" not in _categories(OFFER + clause, settings, "services", "Заказчик")


# --- terms left open: a free service, a carve-out of the applicable law -------------------------------------


def _quoted(findings: list[Finding], category: str, words: str) -> bool:
    return any(words in normalise(f.quote).lower() for f in findings if f.category == category)


def test_free_phone_advice_on_the_website_is_no_open_price(settings: AnalysisSettings) -> None:
    clause = "2. Продавец обязуется предоставить Покупателю возможность получения бесплатных телефонных консультаций по телефонам, указанным на сайте магазина.\n"
    found = _findings(SUPPLY + clause, settings, "supply", "Покупатель")
    assert not _quoted(found, "missing_essential_terms", "бесплатных телефонных")


def test_a_carve_out_of_the_applicable_law_is_no_unnamed_law(settings: AnalysisSettings) -> None:
    clause = "2. Лицензиар не возмещает Лицензиату расходы на приобретение дополнительных функций, если иное прямо не предусмотрено применимым законодательством.\n"
    found = _findings(LICENCE + clause, settings, "license", "Лицензиат")
    assert not _quoted(found, "missing_essential_terms", "применимым законодательством")


def test_a_contract_governed_by_unnamed_applicable_law_is_still_matched() -> None:
    item = CHECKLIST_BY_ID["missing_essential_terms"]
    assert (
        item.first_match_lower("цена услуг и срок её оплаты регулируются применимым законодательством.")
        is not None
    )
    assert (
        item.first_match_lower(
            "цена не возвращается, кроме случаев, предусмотренных применимым законодательством."
        )
        is None
    )


def test_terms_agreed_anew_after_a_breach_were_not_left_open() -> None:
    item = CHECKLIST_BY_ID["missing_essential_terms"]
    after_breach = "при нарушении данного требования сроки исполнения обязательств согласовываются сторонами дополнительно."
    left_open = "сроки поставки каждой партии согласовываются сторонами дополнительно."
    assert item.first_match_lower(after_breach) is None
    assert item.first_match_lower(left_open) is not None


def test_a_refund_ban_worded_as_the_payers_lack_of_a_right_is_found(settings: AnalysisSettings) -> None:
    clause = "2. С момента активации доступа Лицензиат не вправе требовать от Лицензиара возврата вознаграждения, уплаченного за такие права.\n"
    assert "prepayment" in _categories(LICENCE + clause, settings, "license", "Лицензиат")


# --- renewal that does not happen by itself ---------------------------------------------------------------

LOAN = (
    "ДОГОВОР ПОТРЕБИТЕЛЬСКОГО ЗАЙМА\n\n"
    "ООО МКК «Ромашка», именуемое в дальнейшем «Займодавец», и гражданин Петров П. П., именуемый в "
    "дальнейшем «Заемщик», заключили настоящий договор.\n\n"
    "1. Займодавец передаёт Заемщику заём в размере 15 000 рублей на 30 дней, а Заемщик обязуется вернуть его "
    "и уплатить проценты.\n"
)


@pytest.mark.parametrize(
    ("text", "contract_type", "side"),
    [
        (
            LOAN
            + "2. Заемщик даёт согласие на подключение услуги автосписания денежных средств с банковской карты, если сумма займа не возвращена в срок.\n",
            "loan",
            "Заемщик",
        ),
        (
            OFFER
            + "2. В случае продления периода обучения договор считается продлённым на соответствующий срок с момента оплаты Заказчиком следующего периода.\n",
            "services",
            "Заказчик",
        ),
    ],
)
def test_a_debit_or_an_extension_the_parties_make_is_no_automatic_renewal(
    text: str, contract_type: str, side: str, settings: AnalysisSettings
) -> None:
    assert "auto_renewal" not in _categories(text, settings, contract_type, side)


def test_a_subscription_renewed_by_autodebit_is_still_a_renewal() -> None:
    # The predicate, not the report: which item reports a renewing subscription is other families' call.
    assert not no_automatic_renewal(
        "по умолчанию подключено автоматическое продление подписки на следующий месяц с автосписанием её стоимости."
    )
    assert not no_automatic_renewal(
        "договор автоматически продлевается на следующий год, если ни одна из сторон не заявит о расторжении."
    )


# --- a list of one party's rights ------------------------------------------------------------------------

_RIGHTS_LIST = (
    "2. {party} имеет право:\n\n"
    "2.1. Требовать устранения недостатков услуг.\n\n"
    "2.2. Отказаться в любое время в одностороннем порядке от исполнения Договора, уведомив другую сторону за 10 дней.\n"
)


def test_the_readers_own_right_in_a_list_is_no_risk(settings: AnalysisSettings) -> None:
    text = OFFER + _RIGHTS_LIST.format(party="Заказчик")
    assert "termination_for_convenience" not in _categories(text, settings, "services", "Заказчик")


def test_the_other_sides_right_in_a_list_is_found(settings: AnalysisSettings) -> None:
    text = OFFER + _RIGHTS_LIST.format(party="Исполнитель")
    assert "termination_for_convenience" in _categories(text, settings, "services", "Заказчик")


# --- English keywords that name a topic, not the risk -----------------------------------------------------


@pytest.mark.parametrize(
    ("item_id", "sentence"),
    [
        (
            "exclusivity",
            "a sale, lease, transfer, exclusive license or other disposition of all or substantially all of the assets of the company.",
        ),
        (
            "exclusivity",
            "buyer shall have ten days to tender a firm purchase order for the purchase of such shortfall to satisfy the minimum purchase requirements.",
        ),
        (
            "minimum_commitment",
            "upon notice to the company of at least twenty-four (24) hours, each party shall have full access to the records of the company.",
        ),
        (
            "minimum_commitment",
            "the agreement continues for successive annual periods, provided such continuance is approved at least annually by the board.",
        ),
        (
            "audit_rights",
            "the accountants who audited and reported on the consolidated financial statements of the bank have delivered a letter.",
        ),
        (
            "liability_cap",
            "the termination rights set forth herein shall not constitute the exclusive remedy of the non-defaulting party.",
        ),
        (
            "liability_cap",
            "utek shall in no event be liable for any debts or other liabilities of mkos.",
        ),
        (
            "liability_cap",
            "force majeur. neither party will be liable for any delay caused by any reason wholly outside the control of the party so delaying.",
        ),
        (
            "ip_assignment",
            "upon payment of the cancellation charges, all products, components and work-in-process on order shall become the property of buyer.",
        ),
    ],
)
def test_an_english_keyword_naming_another_topic_is_no_match(item_id: str, sentence: str) -> None:
    assert CHECKLIST_BY_ID[item_id].first_match_lower(sentence) is None


@pytest.mark.parametrize(
    ("item_id", "sentence"),
    [
        (
            "exclusivity",
            "licensor grants distributor an exclusive license to sell the products in the territory.",
        ),
        (
            "exclusivity",
            "buyer shall purchase all of its requirements of the products exclusively from seller.",
        ),
        ("minimum_commitment", "distributor shall purchase at least 10,000 units per year."),
        ("audit_rights", "licensor may audit the books and records of licensee once a year."),
        (
            "liability_cap",
            "in no event shall either party's liability exceed the fees paid in the preceding twelve months.",
        ),
        (
            "liability_cap",
            "the remedies in this section are the exclusive remedy of the customer for any defect.",
        ),
        (
            "ip_assignment",
            "all work products and deliverables developed hereunder shall be the sole property of company.",
        ),
    ],
)
def test_the_english_clause_of_the_kind_still_matches(item_id: str, sentence: str) -> None:
    assert CHECKLIST_BY_ID[item_id].first_match_lower(sentence) is not None


# --- one clause, the item its predicate names ---------------------------------------------------------------


def test_an_offer_accepted_by_prepaying_is_no_prepayment_risk(settings: AnalysisSettings) -> None:
    clause = "2. Моментом безоговорочного принятия Заказчиком предложения Исполнителя (акцептом оферты) считается факт предоплаты Заказчиком услуг.\n"
    found = _findings(OFFER + clause, settings, "services", "Заказчик")
    assert not _quoted(found, "prepayment", "акцептом оферты")
    assert not _quoted(found, "acceptance", "акцептом оферты")


def test_full_prepayment_is_still_a_prepayment_risk(settings: AnalysisSettings) -> None:
    clause = "2. Заказчик вносит предоплату в размере 100 % стоимости курса в течение 3 дней с даты заключения договора.\n"
    assert "prepayment" in _categories(OFFER + clause, settings, "services", "Заказчик")


def test_the_law_s_definition_of_a_penalty_is_no_penalty(settings: AnalysisSettings) -> None:
    clause = "2. Неустойка (штраф, пеня) - определенная законом или договором денежная сумма, которую Заемщик обязан уплатить Займодавцу в случае неисполнения обязательств.\n"
    found = _findings(LOAN + clause, settings, "loan", "Заемщик")
    assert not _quoted(found, "penalty", "определенная законом")


# --- who pays in the passive ----------------------------------------------------------------------------

LEASE = (
    "ДОГОВОР АРЕНДЫ НЕЖИЛОГО ПОМЕЩЕНИЯ\n\n"
    "ООО «Дом», именуемое в дальнейшем «Арендодатель», и ООО «Кафе», именуемое в дальнейшем «Арендатор», "
    "заключили настоящий договор.\n\n"
    "1. Арендодатель передаёт Арендатору во временное пользование помещение площадью 80 кв. м, а Арендатор "
    "вносит арендную плату 120 000 рублей в месяц.\n"
)


def test_a_payment_the_reader_makes_in_the_passive_is_no_late_payment_risk(
    settings: AnalysisSettings,
) -> None:
    clause = "2. Депозит вносится Арендатором на расчётный счёт Арендодателя в течение 30 (тридцати) календарных дней с даты подписания Договора.\n"
    assert "payment_terms" not in _categories(LEASE + clause, settings, "lease", "Арендатор")


def test_a_late_payment_to_the_reader_is_still_found(settings: AnalysisSettings) -> None:
    clause = "2. Арендная плата вносится Арендатором на расчётный счёт Арендодателя в течение 60 (шестидесяти) календарных дней после окончания квартала.\n"
    assert "payment_terms" in _categories(LEASE + clause, settings, "lease", "Арендодатель")


# --- a forum agreed only with businesses ------------------------------------------------------------------

CONSUMER_STORAGE = (
    "ДОГОВОР АРЕНДЫ КЛАДОВОЙ\n\n"
    "ООО «Склад», именуемое в дальнейшем «Арендодатель», и гражданин Иванов И. И., именуемый в дальнейшем "
    "«Арендатор», заключили настоящий договор.\n\n"
    "1. Арендодатель предоставляет Арендатору для личных нужд кладовую площадью 3 кв. м, а Арендатор вносит "
    "плату 4 000 рублей в месяц.\n"
)


def test_a_forum_agreed_only_with_businesses_does_not_bind_a_consumer(settings: AnalysisSettings) -> None:
    clause = "2. Если договор заключен с индивидуальным предпринимателем или юридическим лицом, споры рассматриваются в Арбитражном суде Самарской области.\n"
    found = _findings(CONSUMER_STORAGE + clause, settings, "lease", "Арендатор")
    assert not _quoted(found, "jurisdiction", "арбитражном суде самарской")


def test_a_forum_at_the_other_sides_seat_still_binds_a_consumer(settings: AnalysisSettings) -> None:
    clause = "2. Споры рассматриваются в суде по месту нахождения Арендодателя.\n"
    assert "jurisdiction" in _categories(CONSUMER_STORAGE + clause, settings, "lease", "Арендатор")


def test_a_ban_on_pledging_the_licence_is_no_security(settings: AnalysisSettings) -> None:
    clause = "2. Лицензиат не вправе без согласия Лицензиара продавать, передавать, отдавать в залог права по настоящему соглашению.\n"
    assert "guarantee" not in _categories(LICENCE + clause, settings, "license", "Лицензиат")


def test_a_pledge_the_reader_must_give_is_still_security(settings: AnalysisSettings) -> None:
    clause = "2. В обеспечение исполнения обязательств Лицензиат передаёт Лицензиару в залог оборудование стоимостью 500 000 рублей.\n"
    assert "guarantee" in _categories(LICENCE + clause, settings, "license", "Лицензиат")


def test_insolvency_is_no_force_majeure_as_the_law_says(settings: AnalysisSettings) -> None:
    clause = (
        "2. Стороны признают, что неплатежеспособность Сторон не является форс-мажорным обстоятельством.\n"
    )
    assert "force_majeure" not in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


def test_a_force_majeure_list_that_leaves_out_acts_of_state_is_still_found(
    settings: AnalysisSettings,
) -> None:
    clause = (
        "2. Действия органов власти, санкции и эпидемии не являются обстоятельствами непреодолимой силы.\n"
    )
    assert "force_majeure" in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


def test_the_other_sides_right_to_give_security_burdens_the_reader_with_nothing(
    settings: AnalysisSettings,
) -> None:
    clause = "2. Поставщик вправе предоставить Покупателю обеспечение исполнения договора, уменьшенное на размер выполненных обязательств, взамен ранее предоставленного.\n"
    assert "guarantee" not in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


def test_security_the_reader_must_give_is_still_found(settings: AnalysisSettings) -> None:
    clause = "2. Покупатель обязан предоставить Поставщику банковскую гарантию на сумму 900 000 рублей до начала поставки.\n"
    assert "guarantee" in _categories(SUPPLY + clause, settings, "supply", "Покупатель")


def test_the_row_label_of_a_loan_form_sets_no_penalty(settings: AnalysisSettings) -> None:
    clause = "12. Ответственность заемщика за ненадлежащее исполнение условий договора, размер неустойки (штрафа, пени) или порядок их определения\n"
    found = _findings(LOAN + clause, settings, "loan", "Заемщик")
    assert not _quoted(found, "penalty", "порядок их определения")
