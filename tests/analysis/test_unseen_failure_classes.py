# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Failure classes a blind review of unseen contracts found, each fixed by what the law and the clause mean.

The contracts are written here (never copied from a data set); each test fails without its fix.
"""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.checklist_items import CHECKLIST
from chalicelib.analysis.findings import merge
from chalicelib.analysis.rules import find_candidates, rank
from chalicelib.analysis.text import normalise
from chalicelib.clauses import is_heading
from chalicelib.models import Finding, PrescreenResult
from chalicelib.prescreen.money import find_total
from chalicelib.prescreen.term import find_term_phrase
from chalicelib.prescreen.text import normalise as prescreen_text
from chalicelib.settings import AnalysisSettings

SUPPLY_HEAD = (
    "ДОГОВОР ПОСТАВКИ № 7\n\n"
    "ООО «Север», именуемое в дальнейшем «Поставщик», и ООО «Юг», именуемое в дальнейшем «Покупатель», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик обязуется поставить товар, а Покупатель обязуется принять и оплатить его. Наименование и "
    "количество товара указываются в спецификации. Срок поставки — 10 дней с даты заявки.\n"
)
COURSE_OFFER = (
    "ПУБЛИЧНАЯ ОФЕРТА НА ОКАЗАНИЕ УСЛУГ\n\n"
    "ИП Орлов Олег Олегович (далее — «Исполнитель») предлагает любому физическому или юридическому лицу "
    "(далее — «Заказчик») заключить договор на следующих условиях.\n\n"
    "1. Исполнитель обязуется провести онлайн-курс, а Заказчик обязуется оплатить его.\n"
)
PRIVATE_SALE = (
    "ДОГОВОР КУПЛИ-ПРОДАЖИ АВТОМОБИЛЯ\n\n"
    "Сидоров С. С., именуемый в дальнейшем «Продавец», и гражданин Петров Пётр Петрович, паспорт [удалено], "
    "именуемый в дальнейшем «Покупатель», заключили настоящий договор.\n\n"
    "1. Продавец обязуется передать в собственность Покупателя автомобиль, а Покупатель обязуется оплатить "
    "его. Цена автомобиля — 500 000 рублей.\n"
)
CONSUMER_SERVICES = (
    "ДОГОВОР ОБ ОКАЗАНИИ ПЛАТНЫХ УСЛУГ\n\n"
    "ООО «Фитнес», именуемое в дальнейшем «Исполнитель», и гражданин Петров Пётр Петрович, паспорт "
    "[удалено], именуемый в дальнейшем «Заказчик», заключили настоящий договор.\n\n"
    "1. Исполнитель обязуется оказать услуги фитнес-клуба, а Заказчик обязуется оплатить их.\n"
)


def _analyse(
    text: str,
    settings: AnalysisSettings,
    contract_type: str = "services",
    side: str | None = None,
    price: float | None = None,
) -> list[Finding]:
    prescreen = PrescreenResult(contract_type=contract_type, total_amount=price)
    outcome = analyze_contract(text, prescreen, None, settings=settings, side=side)
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return outcome.findings


def _of(findings: list[Finding], category: str) -> list[Finding]:
    return [f for f in findings if f.category == category]


# --- a price fixed by reference ----------------------------------------------------------------------------


def test_a_price_fixed_by_a_signed_specification_is_no_missing_term(settings: AnalysisSettings) -> None:
    clause = (
        "2. Цена, количество и сроки поставки каждой партии согласовываются сторонами в спецификации "
        "(приложение № 1), являющейся неотъемлемой частью договора.\n"
    )
    found = _of(_analyse(SUPPLY_HEAD + clause, settings, "supply"), "missing_essential_terms")
    assert not [f for f in found if "в спецификации" in f.quote]


def test_a_price_by_the_other_sides_price_list_is_low_with_advice_to_attach_it(
    settings: AnalysisSettings,
) -> None:
    clause = "2. Стоимость услуг указана в прейскуранте Исполнителя на дату оплаты.\n"
    text = (
        "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
        "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
        "заключили настоящий договор.\n\n"
        "1. Исполнитель обязуется оказать услуги, а Заказчик обязуется оплатить их в течение 30 дней.\n"
    )
    found = [
        f
        for f in _of(_analyse(text + clause, settings), "missing_essential_terms")
        if "прейскуранте" in f.quote
    ]
    assert found and found[0].severity == "low"
    assert "приложить" in found[0].recommendation.lower()


# --- the claimant's court: who is likely to sue -------------------------------------------------------------

FORUM = "5. Споры рассматриваются в арбитражном суде по месту нахождения истца.\n"


def test_claimants_court_is_a_risk_for_a_buyer_who_pays_after_delivery(settings: AnalysisSettings) -> None:
    payment = "2. Покупатель оплачивает товар в течение 10 дней после поставки.\n"
    found = _of(
        _analyse(SUPPLY_HEAD + payment + FORUM, settings, "supply", side="Покупатель"), "jurisdiction"
    )
    assert found and "истца" in found[0].quote
    assert found[0].favours == "Поставщик"


def test_claimants_court_favours_a_buyer_who_prepays(settings: AnalysisSettings) -> None:
    payment = "2. Покупатель вносит 100 % предоплату до отгрузки товара.\n"
    found = _of(
        _analyse(SUPPLY_HEAD + payment + FORUM, settings, "supply", side="Покупатель"), "jurisdiction"
    )
    assert not [f for f in found if "истца" in f.quote]


def test_claimants_court_is_no_risk_for_a_consumer_who_brings_the_claims(settings: AnalysisSettings) -> None:
    text = (
        CONSUMER_SERVICES
        + "2. Заказчик оплачивает абонемент.\n"
        + "3. Споры рассматриваются в суде по месту жительства истца.\n"
    )
    assert not [f for f in _of(_analyse(text, settings), "jurisdiction") if "истца" in f.quote]


# --- headings are never quotes ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "9. Порядок разрешения споров",
        "Статья 5. Ответственность сторон",
        "12. Governing Law and Jurisdiction",
        "© 2024 Cloudberry, Inc. All rights reserved. Copyright assigned to the Cloudberry Foundation.",
        "Copyright 2023 ООО «Альфа». Все права защищены.",
    ],
)
def test_numbered_titles_and_copyright_notices_are_headings(line: str) -> None:
    assert is_heading(line)


@pytest.mark.parametrize(
    "line",
    [
        "9. Споры рассматриваются в суде по месту нахождения ответчика.",
        "2.1. Стоимость услуг будет согласована сторонами дополнительно.",
        "5. Licensee pays royalties",
        "3.7. Общая стоимость услуг включает:",
        "Contractor hereby assigns to Company all copyright in the Deliverables.",
    ],
)
def test_operative_lines_are_not_headings(line: str) -> None:
    assert not is_heading(line)


def test_essential_terms_point_at_the_subject_clause_not_the_title(settings: AnalysisSettings) -> None:
    text = "ДОГОВОР ПОСТАВКИ\n\n1. Поставщик обязуется поставить товар, а Покупатель обязуется принять его.\n"
    found = _of(_analyse(text, settings, "supply"), "missing_essential_terms")
    assert found and not is_heading(found[0].quote)


# --- advice fits the reader's party -------------------------------------------------------------------------


def test_an_offer_to_any_person_gets_advice_fit_for_a_private_person(settings: AnalysisSettings) -> None:
    clause = "2. Оплата курса производится в порядке предоплаты в размере 100 % стоимости.\n"
    found = _of(_analyse(COURSE_OFFER + clause, settings), "prepayment")
    assert found
    advice = " ".join(f.recommendation for f in found)
    assert "банковск" not in advice.lower() and "487" not in advice


def test_no_consumer_law_between_two_private_persons(settings: AnalysisSettings) -> None:
    clause = "2. Продавец не несет ответственности за скрытые недостатки автомобиля.\n"
    findings = _analyse(PRIVATE_SALE + clause, settings, "sale", side="Покупатель")
    assert _of(findings, "liability_cap")
    said = " ".join(f.explanation + " " + f.recommendation for f in findings)
    assert "ЗоЗПП" not in said and "потребител" not in said.lower()


# --- a fixed fine against a private person ------------------------------------------------------------------


def test_a_fine_above_the_price_is_high_for_a_consumer(settings: AnalysisSettings) -> None:
    clause = (
        "2. За передачу клубной карты третьим лицам Заказчик уплачивает штраф в размере 100 000 рублей.\n"
    )
    found = _of(_analyse(CONSUMER_SERVICES + clause, settings, price=40_000), "penalty")
    assert found and found[0].severity == "high"
    assert "250 % цены договора" in found[0].explanation


def test_a_heavy_fine_on_a_private_person_with_no_price_is_high(settings: AnalysisSettings) -> None:
    clause = (
        "2. За передачу клубной карты третьим лицам Заказчик уплачивает штраф в размере 100 000 рублей.\n"
    )
    found = _of(_analyse(CONSUMER_SERVICES + clause, settings), "penalty")
    assert found and found[0].severity == "high"
    assert "для физического лица" in found[0].explanation


def test_a_small_share_of_a_large_business_price_is_not_read_as_heavy(settings: AnalysisSettings) -> None:
    clause = "2. За нарушение срока поставки Поставщик уплачивает штраф в размере 100 000 рублей.\n"
    found = _of(
        _analyse(SUPPLY_HEAD + clause, settings, "supply", side="Поставщик", price=10_000_000), "penalty"
    )
    assert found and "цены договора." not in found[0].explanation
    heavy = _of(
        _analyse(SUPPLY_HEAD + clause, settings, "supply", side="Поставщик", price=150_000), "penalty"
    )
    assert heavy and "67 % цены договора" in heavy[0].explanation


# --- a labour contract with blank essential terms -----------------------------------------------------------


def test_an_employment_contract_with_a_blank_salary_misses_an_essential_term(
    settings: AnalysisSettings,
) -> None:
    text = (
        "ТРУДОВОЙ ДОГОВОР № __\n\n"
        "ООО «Гамма», именуемое в дальнейшем «Работодатель», и гражданин Сидоров Семён Семёнович, именуемый в "
        "дальнейшем «Работник», заключили настоящий трудовой договор.\n\n"
        "1. Работник принимается на работу на должность кладовщика.\n"
        "2. Место работы: склад Работодателя, г. Тула, ул. Лесная, 3.\n"
        "3. Дата начала работы: 1 марта 2025 г.\n"
        "4. Работнику устанавливается должностной оклад в размере __________ рублей в месяц.\n"
    )
    outcome = analyze_contract(text, PrescreenResult(contract_type="employment"), None, settings=settings)
    found = _of(outcome.findings, "missing_essential_terms")
    assert found and found[0].severity == "high"
    assert "оплаты труда" in found[0].explanation and "57 ТК РФ" in found[0].explanation
    assert outcome.risk_score > 0


def test_an_employment_contract_with_every_term_filled_misses_none(settings: AnalysisSettings) -> None:
    text = (
        "ТРУДОВОЙ ДОГОВОР № 3\n\n"
        "ООО «Гамма», именуемое в дальнейшем «Работодатель», и гражданин Сидоров Семён Семёнович, именуемый в "
        "дальнейшем «Работник», заключили настоящий трудовой договор.\n\n"
        "1. Работник принимается на работу на должность кладовщика.\n"
        "2. Место работы: склад Работодателя, г. Тула, ул. Лесная, 3.\n"
        "3. Дата начала работы: 1 марта 2025 г.\n"
        "4. Работнику устанавливается должностной оклад в размере 45 000 рублей в месяц.\n"
    )
    outcome = analyze_contract(text, PrescreenResult(contract_type="employment"), None, settings=settings)
    assert not _of(outcome.findings, "missing_essential_terms")


# --- silence as acceptance, phrased as the reader's right ----------------------------------------------------


def test_a_right_to_object_that_lapses_into_acceptance_is_a_risk_for_its_holder(
    settings: AnalysisSettings,
) -> None:
    text = (
        "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
        "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
        "заключили настоящий договор.\n\n"
        "1. Исполнитель обязуется оказать услуги, а Заказчик обязуется оплатить их.\n"
        "2. Заказчик вправе в течение 2 рабочих дней направить мотивированные возражения по акту, в противном "
        "случае акт считается подписанным.\n"
    )
    found = _of(_analyse(text, settings, side="Заказчик"), "acceptance")
    assert found and "возражения" in found[0].quote


# --- summary fields -----------------------------------------------------------------------------------------


def test_the_term_is_the_contracts_own_not_a_claim_window() -> None:
    text = (
        "Претензия по настоящему договору рассматривается в течение 15 дней с момента её получения. "
        "Настоящий договор действует в течение 2 (двух) лет."
    )
    assert find_term_phrase(prescreen_text(text)) == "в течение 2 (двух) лет"


def test_a_duty_period_alone_is_no_term() -> None:
    text = "Сторона, получившая претензию по настоящему договору, обязана ответить на неё в течение 10 дней."
    assert find_term_phrase(prescreen_text(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "Стоимость восстановительного ремонта составит от 15 000 до 40 000 рублей.",
        "Размер ущерба, причинённого имуществу, определяется в сумме 70 000 рублей.",
        "Максимальная сумма выплат Исполнителя по всем претензиям Заказчика составляет 25 000 рублей.",
    ],
)
def test_a_damage_range_or_sum_is_not_the_price(text: str) -> None:
    normalised = prescreen_text(text)
    assert find_total(normalised.flat, normalised.lower).amount is None


# --- one clause, one finding --------------------------------------------------------------------------------

_SENTENCE = (
    "Оплата производится на основании счёта в порядке предварительной оплаты в размере 100 % суммы счёта "
    "в сроки и на условиях, указанных на сайте Исполнителя, с учётом действующих скидок и акций."
)


def _finding(category: str, severity: str, quote: str) -> Finding:
    return Finding(
        id="",
        category=category,
        severity=severity,  # type: ignore[arg-type]
        title=category,
        quote=quote,
        explanation="",
        recommendation=category,
    )


def test_one_sentence_under_a_clause_item_and_a_document_level_item_is_reported_once() -> None:
    merged = merge(
        [_finding("prepayment", "high", _SENTENCE), _finding("missing_essential_terms", "low", _SENTENCE)],
        once_per_clause=True,
    )
    assert len(merged) == 1 and merged[0].category == "prepayment"


def test_two_windows_of_one_sentence_merge_into_one_finding() -> None:
    first, second = _SENTENCE[:120], _SENTENCE[40:]
    merged = merge(
        [_finding("prepayment", "high", first), _finding("unilateral_change", "medium", second)],
        once_per_clause=True,
    )
    assert len(merged) == 1


def test_the_document_anchor_stays_beside_the_clause_findings() -> None:
    anchor = "Исполнитель обязуется оказать услуги."
    merged = merge(
        [_finding("missing_essential_terms", "high", anchor), _finding("prepayment", "high", _SENTENCE)],
        once_per_clause=True,
        document_quotes=frozenset({anchor}),
    )
    assert {f.category for f in merged} == {"missing_essential_terms", "prepayment"}


# --- parties named by a surname and initials ---------------------------------------------------------------


def test_a_party_named_by_surname_and_initials_before_its_alias_is_found() -> None:
    from chalicelib.prescreen.parties import find_parties

    text = prescreen_text(
        "СОГЛАШЕНИЕ\n\nНастоящее соглашение заключено между Лаптев Р. Н. (далее — «Владелец сайта») и "
        "ООО «Ромашка» в лице директора Гусева К. Л. (далее — «Клиент»)."
    )
    found = find_parties(text, True)
    assert "Лаптев Р. Н." in found and not any("Гусев" in name for name in found)


def test_a_private_buyer_from_a_private_seller_is_not_told_to_get_a_bank_guarantee(
    settings: AnalysisSettings,
) -> None:
    clause = "2. Покупатель вносит аванс при подписании настоящего договора.\n"
    found = _of(_analyse(PRIVATE_SALE + clause, settings, "sale", side="Покупатель"), "prepayment")
    assert found
    assert all("банковск" not in f.recommendation.lower() for f in found)


# --- passport details are not the passport ---------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Заказчик передаёт Исполнителю паспортные данные своего представителя для оформления пропуска.\n",
        "2. Заказчик сообщает Исполнителю серию и номер паспорта для заключения договора.\n",
    ],
)
def test_passport_details_handed_over_are_not_a_retained_passport(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _of(_analyse(CONSUMER_SERVICES + clause, settings, side="Заказчик"), "documents_retention")


def test_a_passport_kept_by_the_other_side_still_is(settings: AnalysisSettings) -> None:
    clause = (
        "2. Заказчик передаёт свой паспорт Исполнителю, паспорт хранится у Исполнителя до полной оплаты.\n"
    )
    assert _of(_analyse(CONSUMER_SERVICES + clause, settings, side="Заказчик"), "documents_retention")


# --- a penalty in the passive, and one within the key rate ---------------------------------------------


def test_a_penalty_accrued_in_the_passive_is_found_and_weighed(settings: AnalysisSettings) -> None:
    clause = (
        "2. При просрочке оплаты начисляется пеня в размере 0,5% от суммы долга за каждый день просрочки.\n"
    )
    (penalty,) = _of(_analyse(CONSUMER_SERVICES + clause, settings, side="Заказчик"), "penalty")
    assert penalty.severity == "high" and "182" in penalty.explanation


def test_a_one_sided_penalty_within_the_key_rate_is_not_raised(settings: AnalysisSettings) -> None:
    clause = (
        "2. За просрочку оплаты Заказчик уплачивает пеню в размере 0,02% от суммы долга за каждый день.\n"
    )
    (penalty,) = _of(_analyse(CONSUMER_SERVICES + clause, settings, side="Заказчик"), "penalty")
    assert penalty.severity == "low"


def test_losses_on_top_of_a_penalty_are_one_finding_not_also_uncapped_liability(
    settings: AnalysisSettings,
) -> None:
    clause = (
        "5.1. За просрочку оплаты Покупатель уплачивает Поставщику неустойку в размере 1% от неоплаченной суммы "
        "за каждый день просрочки.\n5.2. Покупатель возмещает Поставщику убытки в полном объёме сверх неустойки.\n"
    )
    findings = _analyse(SUPPLY_HEAD + clause, settings, "supply", side="Покупатель")
    assert [f.category for f in findings if "сверх неустойки" in f.quote] == ["penalty"]


# --- windows of a day and deliveries deemed made ---------------------------------------------------------

SUPPLY_PRICED = SUPPLY_HEAD + "Цена товара — 100 000 рублей.\n"


def test_defects_to_be_reported_within_a_day_burden_the_buyer(settings: AnalysisSettings) -> None:
    clause = "2. О недостатках товара Покупатель обязан сообщить Поставщику не позднее следующего рабочего дня после получения товара.\n"
    found = _of(_analyse(SUPPLY_PRICED + clause, settings, "supply"), "acceptance")
    assert len(found) == 1 and found[0].severity == "medium"
    assert not _of(_analyse(SUPPLY_PRICED + clause, settings, "supply", side="Поставщик"), "acceptance")
    usual = (
        "2. О недостатках товара Покупатель сообщает Поставщику в течение 20 дней после получения товара.\n"
    )
    assert not _of(_analyse(SUPPLY_PRICED + usual, settings, "supply"), "acceptance")


@pytest.mark.parametrize(
    "clause",
    [
        "2. О выявленных недостатках Покупатель обязан уведомить Поставщика на следующий рабочий день после приёмки.\n",
        "2. Претензии по качеству товара принимаются только в момент приёмки товара.\n",
    ],
)
def test_other_wordings_of_a_window_too_short_for_hidden_defects(
    clause: str, settings: AnalysisSettings
) -> None:
    assert _of(_analyse(SUPPLY_PRICED + clause, settings, "supply"), "acceptance")


def test_a_delivery_deemed_made_on_the_suppliers_notice(settings: AnalysisSettings) -> None:
    clause = "2. Товар считается поставленным с момента направления Поставщиком уведомления о готовности товара к отгрузке.\n"
    assert _of(_analyse(SUPPLY_PRICED + clause, settings, "supply"), "acceptance")


@pytest.mark.parametrize(
    "clause",
    [
        "2. Если какое-либо условие договора, в том числе об ограничении ответственности, будет признано недействительным, это не влечёт недействительности остальных условий.\n",
        "2. If any provision of this Agreement, including the limitation of liability, is held invalid, the remaining provisions shall continue in full force.\n",
    ],
)
def test_the_severability_rule_is_no_risk(clause: str, settings: AnalysisSettings) -> None:
    assert not [
        f for f in _analyse(SUPPLY_PRICED + clause, settings, "supply") if f.quote.startswith(("Если", "If"))
    ]


LEASE_HEAD = (
    "ДОГОВОР АРЕНДЫ НЕЖИЛОГО ПОМЕЩЕНИЯ\n\n"
    "ООО «Дом», именуемое в дальнейшем «Арендодатель», и ООО «Лавка», именуемое в дальнейшем «Арендатор», "
    "заключили настоящий договор.\n\n"
    "1. Арендодатель предоставляет Арендатору помещение площадью 40 кв. м по адресу: г. Тверь, ул. Мира, д. 1. "
    "Арендная плата — 30 000 рублей в месяц.\n"
)


def test_one_period_paid_ahead_is_the_usual_order_not_an_advance(settings: AnalysisSettings) -> None:
    monthly = "2. Арендатор вносит арендную плату авансом не позднее 5 числа за каждый текущий месяц.\n"
    found = _of(_analyse(LEASE_HEAD + monthly, settings, "lease"), "prepayment")
    assert found and all(f.severity == "low" for f in found)
    assert "неиспользованн" in found[0].recommendation
    whole = (
        "2. Арендатор вносит арендную плату авансом за весь срок аренды в течение 5 дней с даты подписания.\n"
    )
    assert any(
        f.severity != "low" for f in _of(_analyse(LEASE_HEAD + whole, settings, "lease"), "prepayment")
    )


def test_a_price_changed_by_the_supplier_and_a_full_advance_are_two_risks(settings: AnalysisSettings) -> None:
    clause = "2. Цена товара может быть изменена Поставщиком в случае роста цен производителя; оплата производится на условиях 100% предоплаты.\n"
    found = {f.category for f in _analyse(SUPPLY_PRICED + clause, settings, "supply")}
    assert {"unilateral_change", "prepayment"} <= found
    agreed = "2. Цена товара может быть изменена соглашением Сторон, оформленным в письменной форме.\n"
    assert "unilateral_change" not in {
        f.category for f in _analyse(SUPPLY_PRICED + agreed, settings, "supply")
    }


def test_a_magistrate_named_by_district_is_a_fixed_forum_for_a_consumer(settings: AnalysisSettings) -> None:
    clause = "2. В случае недостижения согласия спор подлежит рассмотрению мировым судьёй судебного участка № 5 Центрального района г. Твери.\n"
    assert _of(_analyse(CONSUMER_SERVICES + clause, settings), "jurisdiction")


@pytest.mark.parametrize(
    "clause",
    [
        "2. Исполнитель оставляет за собой право расторгнуть договор в любое время.\n",
        "2. Исполнитель вправе заблокировать доступ Заказчика к личному кабинету без предупреждения.\n",
        "2. Исполнитель вправе отказать Заказчику в оказании услуг по своему усмотрению.\n",
        "2. Исполнитель вправе в любой момент прекратить действие оферты.\n",
    ],
)
def test_a_right_to_end_or_refuse_at_will(clause: str, settings: AnalysisSettings) -> None:
    assert _of(_analyse(CONSUMER_SERVICES + clause, settings), "termination_for_convenience")


def test_the_right_at_will_outranks_the_one_on_a_condition() -> None:
    text = CONSUMER_SERVICES + (
        "2. Исполнитель вправе в одностороннем порядке расторгнуть договор, если существует подозрение на нарушение Заказчиком правил клуба.\n"
        "3. Исполнитель вправе в одностороннем порядке расторгнуть договор в любое время.\n"
    )
    found = [c for c in find_candidates(text, CHECKLIST) if c.item_id == "termination_for_convenience"]
    conditioned, at_will = sorted(found, key=lambda c: c.start)
    assert at_will.weight > conditioned.weight and rank(at_will) < rank(conditioned)


def test_an_advance_given_back_within_days_protects_the_payer(settings: AnalysisSettings) -> None:
    refund = "2. При расторжении договора сумма предварительной оплаты возвращается Покупателю в течение 5 (пяти) банковских дней.\n"
    assert not _of(_analyse(SUPPLY_PRICED + refund, settings, "supply"), "prepayment")
    ahead = "2. Покупатель производит предоплату в размере 50% стоимости товара; в случае непоставки предоплата возвращается в течение 5 дней.\n"
    assert _of(_analyse(SUPPLY_PRICED + ahead, settings, "supply"), "prepayment")


@pytest.mark.parametrize(
    "clause",
    [
        "2. Право одностороннего отказа от исполнения договора принадлежит Исполнителю.\n",
        "2. У Исполнителя есть право расторгнуть договор в любое время.\n",
    ],
)
def test_a_right_named_as_what_a_party_has(clause: str, settings: AnalysisSettings) -> None:
    assert not is_heading(clause.strip()), "a short numbered statement is no title"
    assert _of(_analyse(CONSUMER_SERVICES + clause, settings), "termination_for_convenience")
    own = clause.replace("Исполнителю", "Заказчику").replace("У Исполнителя", "У Заказчика")
    assert not _of(_analyse(CONSUMER_SERVICES + own, settings), "termination_for_convenience")
