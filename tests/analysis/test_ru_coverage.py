# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Russian risk families read by what the clause does, in the many ways contracts word them.

Forum clauses (договорная подсудность), deposits (задаток), money paid before registration or delivery,
tacit acceptance of work, one-sided secrecy, currency pegs and liability ceilings. Every clause here is
written for these tests (never copied from a data set); each family has several wordings that must be found
and near misses that must not.
"""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.text import normalise
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

SERVICES = (
    "ДОГОВОР ВОЗМЕЗДНОГО ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Вектор», именуемое в дальнейшем «Исполнитель», и ООО «Орбита», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель обязуется оказать услуги по аудиту сайта, а Заказчик обязуется оплатить их. Стоимость "
    "услуг составляет 250 000 рублей.\n"
)
FLAT_SALE = (
    "ДОГОВОР КУПЛИ-ПРОДАЖИ КВАРТИРЫ\n\n"
    "Гражданин Орлов О. О., именуемый в дальнейшем «Продавец», и гражданка Лебедева Л. Л., именуемая в "
    "дальнейшем «Покупатель», заключили настоящий договор.\n\n"
    "1. Продавец обязуется передать в собственность Покупателя квартиру, а Покупатель обязуется принять её и "
    "уплатить цену. Цена квартиры составляет 7 200 000 рублей.\n"
)
SUPPLY = (
    "ДОГОВОР ПОСТАВКИ\n\n"
    "ООО «Металл», именуемое в дальнейшем «Поставщик», и ООО «Завод», именуемое в дальнейшем «Покупатель», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик обязуется поставить продукцию по спецификациям, а Покупатель обязуется принять и оплатить "
    "её.\n"
)


def _findings(
    text: str, settings: AnalysisSettings, contract_type: str, side: str | None = None
) -> list[Finding]:
    outcome = analyze_contract(
        text, PrescreenResult(contract_type=contract_type), None, settings=settings, side=side
    )
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return outcome.findings


def _of(findings: list[Finding], category: str) -> list[Finding]:
    return [f for f in findings if f.category == category]


def _quotes(findings: list[Finding], category: str) -> list[str]:
    return [normalise(f.quote) for f in _of(findings, category)]


# --- jurisdiction: a forum the contract fixes -------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Все разногласия сторон передаются на разрешение Арбитражного суда Республики Башкортостан.\n",
        "2. Споры подлежат рассмотрению в Арбитражном суде Санкт-Петербурга и Ленинградской области.\n",
        "2. Споры рассматриваются в суде по месту нахождения истца.\n",
        "2. Иски к Заказчику предъявляются в суд по месту нахождения Исполнителя.\n",
        "2. Споры разрешаются в суде по месту нахождения Оператора платёжной системы.\n",
        "2. Споры рассматриваются судом общей юрисдикции по месту нахождения «Исполнителя».\n",
        "2. Споры разрешаются путём арбитража, администрируемого Российским арбитражным центром.\n",
        "2. Иски по договору рассматриваются в суде по месту заключения договора.\n",
        "2. Споры рассматриваются в суде города Казани.\n",
        "2. Любой спор из настоящего договора окончательно разрешается в третейском суде при Ассоциации юристов.\n",
        "2. Настоящий договор регулируется и толкуется в соответствии с правом Англии и Уэльса.\n",
        "2. До обращения в суд обязателен претензионный порядок; претензия рассматривается в течение 3 (трёх) календарных дней.\n",
        "2. Претензия должна быть рассмотрена получившей её стороной в течение 5 дней с даты получения.\n",
    ],
)
def test_forum_clauses_in_their_many_forms_are_found(clause: str, settings: AnalysisSettings) -> None:
    quotes = _quotes(_findings(SERVICES + clause, settings, "services", side="Заказчик"), "jurisdiction")
    assert quotes, clause
    assert quotes[0] in normalise(clause)


@pytest.mark.parametrize(
    "clause",
    [
        "2. Споры разрешаются в арбитражном суде в порядке, установленном законодательством Российской Федерации.\n",
        "2. Настоящий договор регулируется законодательством Российской Федерации.\n",
        "2. Споры рассматриваются в суде по месту нахождения Заказчика.\n",
        "2. Претензия рассматривается в течение 30 (тридцати) календарных дней с даты её получения.\n",
        "2. Претензии по качеству услуг принимаются в течение 3 дней с момента подписания акта.\n",
        "2. Спор может быть передан на разрешение арбитражного суда после принятия Сторонами мер по досудебному урегулированию.\n",
        "2. Споры разрешаются в суде по месту нахождения объекта недвижимости.\n",
    ],
)
def test_forums_that_change_nothing_or_favour_the_reader_are_not_risks(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _of(_findings(SERVICES + clause, settings, "services", side="Заказчик"), "jurisdiction")


def test_foreign_law_named_by_its_country_is_medium(settings: AnalysisSettings) -> None:
    clause = "2. К настоящему договору применяется право Швейцарии; споры рассматриваются судом Цюриха.\n"
    found = _of(_findings(SERVICES + clause, settings, "services", side="Заказчик"), "jurisdiction")
    assert found and found[0].severity == "medium"


def test_a_short_claim_reply_ranks_below_the_court_clause(settings: AnalysisSettings) -> None:
    body = (
        "2. Срок ответа на претензию — 5 (пять) рабочих дней с даты её получения.\n"
        "3. Споры передаются на рассмотрение в Арбитражный суд Новосибирской области.\n"
    )
    quotes = _quotes(_findings(SERVICES + body, settings, "services", side="Заказчик"), "jurisdiction")
    assert quotes and "Новосибирской" in quotes[0]


# --- задаток (ст. 380-381 ГК РФ) ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. В доказательство заключения договора и в обеспечение его исполнения Покупатель вносит Продавцу задаток в сумме 300 000 рублей.\n",
        "2. Если договор не будет исполнен по вине Покупателя, задаток остаётся у Продавца.\n",
        "2. Продавец вправе удержать задаток при отказе Покупателя от покупки квартиры.\n",
    ],
)
def test_a_deposit_the_reader_pays_is_found_under_prepayment(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_findings(FLAT_SALE + clause, settings, "sale", side="Покупатель"), "prepayment")
    assert found, clause
    assert "381" in found[0].explanation
    assert normalise(found[0].quote) in normalise(clause)


def test_a_deposit_kept_by_the_reader_is_not_a_risk_for_it(settings: AnalysisSettings) -> None:
    clause = "2. Если договор не будет исполнен по вине Покупателя, задаток остаётся у Продавца.\n"
    assert not _of(_findings(FLAT_SALE + clause, settings, "sale", side="Продавец"), "prepayment")


def test_the_double_return_of_a_deposit_is_a_penalty_on_the_recipient(settings: AnalysisSettings) -> None:
    clause = "2. Если за неисполнение договора ответственен Продавец, он обязан уплатить Покупателю двойную сумму задатка.\n"
    assert _of(_findings(FLAT_SALE + clause, settings, "sale", side="Продавец"), "penalty")
    for_payer = _findings(FLAT_SALE + clause, settings, "sale", side="Покупатель")
    assert not _of(for_payer, "penalty")
    assert not _of(for_payer, "prepayment")


# --- money before registration or delivery ---------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Покупатель уплачивает цену квартиры в день подписания договора, до подачи документов на государственную регистрацию перехода права собственности.\n",
        "2. Расчёт между сторонами производится до государственной регистрации перехода права собственности к Покупателю.\n",
    ],
)
def test_payment_before_the_transfer_is_registered_is_high(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_findings(FLAT_SALE + clause, settings, "sale", side="Покупатель"), "prepayment")
    assert found and found[0].severity == "high"
    assert "регистрац" in found[0].recommendation


@pytest.mark.parametrize(
    "clause",
    [
        "2. Покупатель перечисляет стоимость партии продукции до её отгрузки со склада Поставщика.\n",
        "2. Не позднее чем за 5 (пять) дней до начала поставки Покупатель оплачивает партию.\n",
    ],
)
def test_payment_before_delivery_is_found(clause: str, settings: AnalysisSettings) -> None:
    assert _of(_findings(SUPPLY + clause, settings, "supply", side="Покупатель"), "prepayment"), clause


@pytest.mark.parametrize(
    "clause",
    [
        "2. Расчёт между сторонами производится после государственной регистрации перехода права собственности к Покупателю.\n",
        "2. Покупатель открывает покрытый аккредитив, который раскрывается Продавцу до государственной регистрации перехода права после представления выписки.\n",
        "2. Продавец обязан передать квартиру до 1 июля 2026 года.\n",
        "2. В случае отказа Покупателя от договора до передачи ему квартиры Покупатель возмещает Продавцу понесённые расходы.\n",
    ],
)
def test_payment_after_registration_or_secured_is_not_prepayment(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _of(_findings(FLAT_SALE + clause, settings, "sale", side="Покупатель"), "prepayment")


# --- tacit acceptance: the clause that takes the right to reject ------------------------------------------


@pytest.mark.parametrize(
    "deeming",
    [
        "4. Если Заказчик в течение 3 (трёх) рабочих дней не подпишет акт и не направит мотивированный отказ, акт считается подписанным, а услуги оказанными надлежащим образом.\n",
        "4. При неподписании Заказчиком акта в указанный срок услуги признаются принятыми в полном объёме.\n",
        "4. Ненаправление Заказчиком возражений на отчёт в течение двух дней означает, что работы приняты без замечаний.\n",
    ],
)
def test_deemed_acceptance_of_work_is_quoted_not_the_offer_acceptance(
    deeming: str, settings: AnalysisSettings
) -> None:
    body = (
        "2. Оплата Заказчиком счёта является полным и безоговорочным акцептом оферты.\n"
        "3. Заказчик принимает услуги по акту, который Исполнитель направляет по электронной почте.\n"
        + deeming
    )
    quotes = _quotes(_findings(SERVICES + body, settings, "services", side="Заказчик"), "acceptance")
    assert quotes, deeming
    assert quotes[0] in normalise(deeming)


def test_the_party_deemed_to_accept_is_not_read_from_a_negated_receipt(settings: AnalysisSettings) -> None:
    body = (
        "2. В случае неполучения Исполнителем в течение 3 (трёх) дней подписанного акта или возражений акт "
        "признаётся согласованным Заказчиком в редакции Исполнителя.\n"
    )
    assert _of(_findings(SERVICES + body, settings, "services", side="Заказчик"), "acceptance")


@pytest.mark.parametrize(
    "body",
    [
        "2. Заказчик подписывает акт в течение 10 рабочих дней либо направляет мотивированный отказ с перечнем недостатков.\n",
        "2. С момента подписания Сторонами акта сдачи-приёмки Исполнитель считается выполнившим свои обязательства.\n",
        "2. Работы считаются выполненными после подписания акта приёмки обеими Сторонами.\n",
        "2. Договор считается заключённым с даты его подписания Сторонами.\n",
    ],
)
def test_an_acceptance_procedure_or_an_express_step_is_not_a_risk(
    body: str, settings: AnalysisSettings
) -> None:
    assert not _of(_findings(SERVICES + body, settings, "services", side="Заказчик"), "acceptance")


# --- confidentiality that binds only the reader ----------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Заказчик обязуется хранить в тайне сведения о методиках Исполнителя.\n",
        "2. Заказчик не вправе раскрывать полученные от Исполнителя материалы третьим лицам.\n",
    ],
)
def test_secrecy_that_binds_only_the_reader_is_found(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_findings(SERVICES + clause, settings, "services", side="Заказчик"), "confidentiality")
    assert found, clause
    assert "одну сторону" in found[0].explanation or "одной стороне" in found[0].explanation


def test_secrecy_that_outlives_the_contract_without_a_term_is_medium(settings: AnalysisSettings) -> None:
    clause = "2. Заказчик обязуется хранить в тайне сведения о методиках Исполнителя и после прекращения договора.\n"
    found = _of(_findings(SERVICES + clause, settings, "services", side="Заказчик"), "confidentiality")
    assert found and found[0].severity == "medium"


@pytest.mark.parametrize(
    "clause",
    [
        "2. Стороны обязуются хранить в тайне условия настоящего договора в течение 3 лет.\n",
        "2. Исполнитель обязуется не раскрывать сведения о Заказчике третьим лицам.\n",
    ],
)
def test_mutual_secrecy_or_the_other_sides_duty_is_not_a_risk(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _of(_findings(SERVICES + clause, settings, "services", side="Заказчик"), "confidentiality")


# --- currency: roubles at the rate of the payment day ---------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Стоимость услуг определяется в рублях по курсу ЦБ РФ на дату платежа.\n",
        "2. Оплата производится в рублях по курсу, установленному Банком России на день списания средств со счёта Заказчика.\n",
        "2. Счёт выставляется в рублях по внутреннему курсу Исполнителя.\n",
        "2. Сумма к оплате пересчитывается исходя из курса Исполнителя, действующего на дату выставления счёта.\n",
    ],
)
def test_a_rate_taken_on_the_payment_day_is_high(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_findings(SERVICES + clause, settings, "services", side="Заказчик"), "currency_clause")
    assert found and found[0].severity == "high"


@pytest.mark.parametrize(
    "clause",
    [
        "2. Исполнитель проводит для сотрудников Заказчика курс обучения по работе с сайтом в течение дня оплаты.\n",
        "2. Курс лекций Исполнителя оплачивается в рублях в день заключения договора.\n",
        "2. Все платежи по договору производятся в рублях Российской Федерации.\n",
    ],
)
def test_a_course_or_a_rouble_price_is_no_currency_clause(clause: str, settings: AnalysisSettings) -> None:
    assert not _of(_findings(SERVICES + clause, settings, "services", side="Заказчик"), "currency_clause")


# --- liability ceilings, also those left to an appendix --------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Предельный размер ответственности Поставщика указан в Спецификации к настоящему договору.\n",
        "2. Ответственность Поставщика определяется в соответствии с Приложением № 2.\n",
        "2. Поставщик возмещает убытки Покупателя в размере, не превышающем 5 % стоимости партии.\n",
        "2. Лимит ответственности Поставщика по каждой партии составляет 50 000 рублей.\n",
    ],
)
def test_liability_ceilings_are_found(clause: str, settings: AnalysisSettings) -> None:
    quotes = _quotes(_findings(SUPPLY + clause, settings, "supply", side="Покупатель"), "liability_cap")
    assert quotes and quotes[0] in normalise(clause), clause


@pytest.mark.parametrize(
    "ceiling",
    [
        "Совокупная ответственность Поставщика по договору не может превышать стоимость одной партии.",
        "При любых обстоятельствах ответственность Поставщика перед Покупателем ограничена суммой 100 рублей.",
        "Поставщик несёт ответственность перед Покупателем только в пределах стоимости доставки.",
    ],
)
def test_the_ceiling_is_quoted_ahead_of_an_exemption_for_one_event(
    ceiling: str, settings: AnalysisSettings
) -> None:
    body = (
        "2. Поставщик не несёт ответственности за задержки, вызванные работой перевозчика.\n"
        "3. Поставщик не несёт ответственности за действия таможенных органов.\n"
        f"4. {ceiling}\n"
    )
    quotes = _quotes(_findings(SUPPLY + body, settings, "supply", side="Покупатель"), "liability_cap")
    assert quotes and normalise(ceiling)[:30] in quotes[0], quotes


@pytest.mark.parametrize(
    "clause",
    [
        "2. Покупатель возмещает Поставщику расходы на доставку продукции.\n",
        "2. Ответственность сторон определяется в соответствии с законодательством Российской Федерации.\n",
        "2. До достижения максимального размера страхового фонда гарантийной ответственности Поставщика средства фонда расходуются на выплаты покупателям.\n",
    ],
)
def test_reimbursement_or_the_law_is_no_ceiling(clause: str, settings: AnalysisSettings) -> None:
    assert not _of(_findings(SUPPLY + clause, settings, "supply", side="Покупатель"), "liability_cap")


# --- a fixed fee for withdrawing (not the provider's actual costs) ---------------------------------------

COURSE = (
    "ДОГОВОР ОБ ОКАЗАНИИ ПЛАТНЫХ УСЛУГ\n\n"
    "ООО «Школа языков», именуемое в дальнейшем «Исполнитель», и гражданка Волкова В. В., паспорт [удалено], "
    "именуемая в дальнейшем «Заказчик», заключили настоящий договор.\n\n"
    "1. Исполнитель проводит занятия по английскому языку, Заказчик оплачивает их. Стоимость — 60 000 рублей.\n"
)


@pytest.mark.parametrize(
    "clause",
    [
        "2. При отказе Заказчика от занятий менее чем за 10 дней до их начала Исполнитель удерживает 50 % стоимости.\n",
        "2. В случае одностороннего отказа Заказчика от исполнения договора Заказчик выплачивает Исполнителю 30 (тридцать) % цены договора.\n",
        "2. С Заказчика взимается 20 % стоимости курса при отказе от посещения занятий.\n",
    ],
)
def test_a_fixed_withdrawal_fee_is_a_high_penalty_for_a_consumer(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _of(_findings(COURSE + clause, settings, "services", side="Заказчик"), "penalty")
    assert found and found[0].severity == "high", clause
    assert "фактически понесённые" in found[0].explanation


def test_a_withdrawal_fee_between_companies_is_medium(settings: AnalysisSettings) -> None:
    clause = "2. При отказе Заказчика от услуг Исполнитель удерживает 40 % их стоимости.\n"
    found = _of(_findings(SERVICES + clause, settings, "services", side="Заказчик"), "penalty")
    assert found and found[0].severity == "medium"


@pytest.mark.parametrize(
    "clause",
    [
        "2. При отказе Исполнителя от исполнения договора Исполнитель выплачивает Заказчику 10 % цены.\n",
        "2. При отказе Заказчика от договора он возмещает Исполнителю фактически понесённые расходы.\n",
    ],
)
def test_the_other_sides_fee_or_actual_costs_are_no_penalty_for_the_reader(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _of(_findings(COURSE + clause, settings, "services", side="Заказчик"), "penalty")


# --- a passive right belongs to its agent ----------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Договор может быть в любой момент расторгнут Исполнителем в одностороннем порядке.\n",
        "2. Доступ Заказчика к личному кабинету может быть заблокирован Исполнителем без объяснения причин в любое время.\n",
    ],
)
def test_a_passive_right_of_the_other_side_is_found(clause: str, settings: AnalysisSettings) -> None:
    found = _of(
        _findings(SERVICES + clause, settings, "services", side="Заказчик"), "termination_for_convenience"
    )
    assert found and normalise(found[0].quote) in normalise(clause), clause


def test_a_passive_right_of_the_reader_is_not_a_risk_for_it(settings: AnalysisSettings) -> None:
    clause = "2. Договор может быть расторгнут Заказчиком в любое время путём направления уведомления Исполнителю.\n"
    findings = _findings(SERVICES + clause, settings, "services", side="Заказчик")
    assert not _of(findings, "termination_for_convenience")


def test_a_consumers_short_claim_reply_is_not_given_the_forum_note(settings: AnalysisSettings) -> None:
    clause = "2. Для обращения в суд обязательно направление претензии, которая рассматривается в течение 3 дней.\n"
    found = _of(_findings(COURSE + clause, settings, "services", side="Заказчик"), "jurisdiction")
    assert found and found[0].severity == "low"
    assert "ст. 17 ЗоЗПП" not in found[0].explanation
