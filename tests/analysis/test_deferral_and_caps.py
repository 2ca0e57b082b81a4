# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Two classes a blind reading of unseen contracts missed.

Payment terms: a deferral read by its length in digits or words («девяноста банковских дней») and by who
controls the event it counts from; the payer's right to deduct penalties from the price; goods sold on credit
whose title passes at once while the seller's pledge is excluded. Liability: a cap at a token sum or at a
short period's fees, a cap on the other side only, penalty rates written in words, and a part of a day
counted as a whole one. The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.analysis.deadlines import deadlines
from chalicelib.clauses.facts import read_numbers
from chalicelib.models import Finding
from chalicelib.settings import AnalysisSettings
from chalicelib.spelled_numbers import words_to_decimal

SERVICES = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику услуги по уборке помещений, Заказчик их оплачивает.\n"
)
SUPPLY = (
    "ДОГОВОР ПОСТАВКИ\n\n"
    "ООО «Завод», именуемое в дальнейшем «Поставщик», и ООО «Магазин», именуемое в дальнейшем «Покупатель», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик передаёт Покупателю товар по спецификации, Покупатель принимает и оплачивает его.\n"
)
PROCUREMENT = (
    "ГРАЖДАНСКО-ПРАВОВОЙ ДОГОВОР № ___\n\n"
    "Государственное бюджетное учреждение «Школа», именуемое в дальнейшем «Заказчик», и ООО «Поставка», "
    "именуемое в дальнейшем «Поставщик», в соответствии с Федеральным законом от 05.04.2013 № 44-ФЗ "
    "«О контрактной системе в сфере закупок товаров, работ, услуг для обеспечения государственных и муниципальных нужд» "
    "заключили настоящий договор.\n\n"
    "1. Поставщик поставляет Заказчику учебную мебель, Заказчик принимает и оплачивает её.\n"
)


def _found(
    head: str, clauses: list[str], settings: AnalysisSettings, side: str, category: str
) -> list[Finding]:
    ctype = "services" if head is SERVICES else "supply"
    return findings_for(head, clauses, settings, side, category, ctype=ctype)


def _with(found: list[Finding], words: str) -> list[Finding]:
    return [f for f in found if words in f.quote]


# --- periods and numbers in words ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("одной десятой", 0.1),
        ("одна десятая", 0.1),
        ("ноль целых пять десятых", 0.5),
        ("ноля целых трёх десятых", 0.3),
        ("двух десятых", 0.2),
        ("пяти сотых", 0.05),
        ("одна целая пять десятых", 1.5),
        ("трёх", 3.0),
        ("двадцати пяти сотых", 0.25),
    ],
)
def test_decimals_in_words_are_read(words: str, value: float) -> None:
    assert words_to_decimal(words) == pytest.approx(value)


@pytest.mark.parametrize("words", ["десятой", "пяти десятых сотых", "целых"])
def test_what_is_no_decimal_is_none(words: str) -> None:
    assert words_to_decimal(words) is None


@pytest.mark.parametrize(
    ("clause", "daily"),
    [
        ("пеня в размере одной десятой процента от суммы долга за каждый день просрочки", 0.1),
        ("неустойка в размере ноль целых пять десятых процента за каждый день просрочки", 0.5),
        ("пени в размере одна десятая (0,1) процента от стоимости за каждый день просрочки", 0.1),
    ],
)
def test_a_penalty_rate_in_words_is_a_daily_rate(clause: str, daily: float) -> None:
    numbers = read_numbers(clause)
    assert numbers.daily_percents == (pytest.approx(daily),)


def test_a_rate_in_digits_with_its_words_is_read_once() -> None:
    assert read_numbers("пеня 0,1 (одна десятая) процента за каждый день просрочки").daily_percents == (0.1,)


def test_a_banking_period_in_words_is_counted() -> None:
    found = deadlines("оплата производится в течение девяноста банковских дней с даты поставки")
    assert [(d.count, d.business) for d in found] == [(90.0, True)]


# --- payment deferral by its length ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "severity"),
    [
        (
            "Заказчик оплачивает оказанные услуги в течение 90 (девяноста) банковских дней с даты подписания акта.",
            "high",
        ),
        (
            "Заказчик оплачивает оказанные услуги в течение шестидесяти рабочих дней с даты подписания акта.",
            "high",
        ),
        (
            "Оплата оказанных услуг производится Заказчиком в течение сорока пяти календарных дней с даты выставления счёта.",
            "medium",
        ),
    ],
)
def test_a_long_deferral_in_digits_or_words_is_a_risk_for_the_payee(
    clause: str, severity: str, settings: AnalysisSettings
) -> None:
    found = _found(SERVICES, [clause], settings, "Исполнитель", "payment_terms")
    assert found, clause
    assert found[0].severity == severity
    assert found[0].favours == "Заказчик"
    assert "30" in found[0].explanation


def test_a_long_deferral_favours_the_payer_who_reads_it(settings: AnalysisSettings) -> None:
    clause = "Заказчик оплачивает оказанные услуги в течение шестидесяти рабочих дней с даты подписания акта."
    assert not _found(SERVICES, [clause], settings, "Заказчик", "payment_terms")


def test_a_short_period_in_words_is_no_deferral(settings: AnalysisSettings) -> None:
    clause = (
        "Заказчик оплачивает оказанные услуги в течение пяти рабочих дней с даты получения счёта Исполнителя."
    )
    assert not _found(SERVICES, [clause], settings, "Исполнитель", "payment_terms")


def test_a_deferral_from_the_original_invoice_names_the_payers_trigger(settings: AnalysisSettings) -> None:
    clause = "Покупатель оплачивает товар в течение 35 календарных дней с даты получения Покупателем оригинала счёта-фактуры."
    found = _found(SUPPLY, [clause], settings, "Поставщик", "payment_terms")
    assert found and found[0].severity == "high"
    assert "оригинал" in found[0].explanation


def test_a_procurement_deferral_cites_the_statutory_ceiling(settings: AnalysisSettings) -> None:
    clause = "Оплата поставленного товара производится Заказчиком в течение 15 (пятнадцати) рабочих дней с даты подписания документа о приёмке."
    found = _found(PROCUREMENT, [clause], settings, "Поставщик", "payment_terms")
    assert found and "44-ФЗ" in found[0].explanation
    assert "7 рабочих дней" in found[0].recommendation


def test_an_ordinary_contract_cites_no_procurement_law(settings: AnalysisSettings) -> None:
    clause = "Заказчик оплачивает оказанные услуги в течение шестидесяти рабочих дней с даты подписания акта."
    found = _found(SERVICES, [clause], settings, "Исполнитель", "payment_terms")
    assert found and "44-ФЗ" not in found[0].explanation + found[0].recommendation


# --- penalties deducted from the price, title passing on credit -----------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "Покупатель вправе удержать сумму начисленной неустойки из суммы, подлежащей оплате Поставщику.",
        "Покупатель вправе удержать неустойку из суммы оплаты за поставленный товар.",
        "Покупатель имеет право уменьшить сумму оплаты на сумму штрафов и пеней, начисленных Поставщику.",
    ],
)
def test_penalties_deducted_from_the_price_stay_the_pay_discretion_reading(
    clause: str, settings: AnalysisSettings
) -> None:
    """The set-off of sanctions is pay_discretion's reading; the payment terms item does not repeat it."""
    found = _found(SUPPLY, [clause], settings, "Поставщик", "pay_discretion")
    assert found and found[0].favours == "Покупатель"
    assert not _found(SUPPLY, [clause], settings, "Поставщик", "payment_terms")


@pytest.mark.parametrize(
    "clause",
    [
        "Товар, переданный Покупателю до его оплаты, не признаётся находящимся в залоге у Поставщика.",
        "Положения пункта 5 статьи 488 ГК РФ к отношениям Сторон не применяются.",
        "Покупатель оплачивает товар в рассрочку тремя равными платежами в течение трёх месяцев после поставки, право собственности на товар переходит к Покупателю в момент передачи.",
    ],
)
def test_title_passing_before_payment_unsecured_is_a_risk_for_the_seller(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(SUPPLY, [clause], settings, "Поставщик", "payment_terms")
    assert found, clause
    assert found[0].favours == "Покупатель"
    assert "488" in found[0].explanation


def test_title_passing_before_payment_is_no_risk_for_the_buyer(settings: AnalysisSettings) -> None:
    clause = "Товар, переданный Покупателю до его оплаты, не признаётся находящимся в залоге у Поставщика."
    assert not _found(SUPPLY, [clause], settings, "Покупатель", "payment_terms")


# --- liability caps against the weaker side -------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "Совокупная ответственность Исполнителя по настоящему договору не превышает 1 000 (одной тысячи) рублей.",
        "Ответственность Исполнителя ограничивается суммой 500 рублей.",
    ],
)
def test_a_token_cap_is_high(clause: str, settings: AnalysisSettings) -> None:
    found = _found(SERVICES, [clause], settings, "Заказчик", "liability_cap")
    assert found and found[0].severity == "high"
    assert found[0].favours == "Исполнитель"


@pytest.mark.parametrize(
    "clause",
    [
        "Ответственность Исполнителя не может превышать стоимости услуг за один месяц.",
        "Совокупная ответственность Исполнителя не может превышать сумму вознаграждения, полученного за последний календарный месяц.",
        "Ответственность Исполнителя ограничена суммой, фактически уплаченной Заказчиком за соответствующую услугу.",
    ],
)
def test_a_cap_at_a_short_periods_fee_is_at_least_medium_with_its_reason(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(SERVICES, [clause], settings, "Заказчик", "liability_cap")
    assert found, clause
    assert found[0].severity in ("medium", "high")
    assert "плат" in found[0].explanation or "оплач" in found[0].explanation


def test_a_cap_on_the_other_side_only_is_asymmetric(settings: AnalysisSettings) -> None:
    clauses = [
        "Ответственность Исполнителя ограничена суммой, фактически уплаченной Заказчиком за соответствующую услугу.",
        "Заказчик возмещает Исполнителю причинённые убытки в полном объёме.",
    ]
    found = _found(SERVICES, clauses, settings, "Заказчик", "liability_cap")
    capped = _with(found, "ограничена суммой")
    assert capped and capped[0].severity == "high"
    assert "ваша" in capped[0].explanation.lower()


def test_a_cap_on_both_sides_is_not_asymmetric(settings: AnalysisSettings) -> None:
    clauses = [
        "Ответственность Исполнителя ограничена суммой, фактически уплаченной Заказчиком за соответствующую услугу.",
        "Ответственность Заказчика ограничена стоимостью соответствующей услуги.",
    ]
    found = _found(SERVICES, clauses, settings, "Заказчик", "liability_cap")
    assert all("ваша ответственность" not in f.explanation.lower() for f in found)


def test_a_penalty_rate_in_words_is_judged_like_digits(settings: AnalysisSettings) -> None:
    clause = "За нарушение срока оплаты Заказчик уплачивает Исполнителю пеню в размере ноль целых пять десятых процента от неоплаченной суммы за каждый день просрочки."
    found = _found(SERVICES, [clause], settings, "Заказчик", "penalty")
    assert found and found[0].severity == "high"
    assert "0,5" in found[0].recommendation


@pytest.mark.parametrize(
    "clause",
    [
        "Неполный день просрочки считается полным днём просрочки.",
        "Любая часть дня просрочки засчитывается как полный день.",
    ],
)
def test_part_of_a_day_counted_as_a_full_day_weighs_on_the_penalty_payer(
    clause: str, settings: AnalysisSettings
) -> None:
    clauses = [
        "За просрочку оплаты Заказчик уплачивает Исполнителю пеню в размере 0,1 % от суммы долга за каждый день просрочки.",
        clause,
    ]
    found = _with(_found(SERVICES, clauses, settings, "Заказчик", "penalty"), clause[:20])
    assert found, clause
    assert found[0].favours == "Исполнитель"
    assert found[0].severity in ("medium", "high")


def test_part_of_a_day_is_no_risk_for_the_penalty_payee(settings: AnalysisSettings) -> None:
    clauses = [
        "За просрочку оплаты Заказчик уплачивает Исполнителю пеню в размере 0,1 % от суммы долга за каждый день просрочки.",
        "Неполный день просрочки считается полным днём просрочки.",
    ]
    assert not _with(_found(SERVICES, clauses, settings, "Исполнитель", "penalty"), "Неполный день")


SAAS = (
    "SOFTWARE SUBSCRIPTION AGREEMENT\n\n"
    'This Agreement is made between Cloudco Ltd ("Provider") and Shopco Ltd ("Customer").\n\n'
    "1. Provider grants Customer access to the platform; Customer pays the monthly fees.\n"
)


def _found_en(clauses: list[str], settings: AnalysisSettings, side: str, category: str) -> list[Finding]:
    return findings_for(SAAS, clauses, settings, side, category, ctype="services")


def test_an_english_cap_at_three_months_fees_in_digits_is_medium(settings: AnalysisSettings) -> None:
    clause = "Provider's aggregate liability under this Agreement shall not exceed the fees paid by Customer in the preceding 3 months."
    found = _found_en([clause], settings, "Customer", "liability_cap")
    assert found and found[0].severity == "medium"


def test_an_english_cap_at_the_declared_value_is_medium(settings: AnalysisSettings) -> None:
    clause = "Provider's liability for any loss of or damage to the Customer's data shall not exceed the declared value of the affected order."
    found = _found_en([clause], settings, "Customer", "liability_cap")
    assert found and found[0].severity in ("medium", "high")
    assert "price of the order" in found[0].explanation


def test_an_english_cap_on_the_other_side_only_is_asymmetric(settings: AnalysisSettings) -> None:
    clauses = [
        "Provider's aggregate liability under this Agreement shall not exceed the fees paid by Customer in the preceding 3 months.",
        "Customer shall indemnify Provider against all losses arising from Customer's use of the platform.",
    ]
    found = _found_en(clauses, settings, "Customer", "liability_cap")
    capped = _with(found, "aggregate liability")
    assert capped and capped[0].severity == "high"
    assert "your own liability is not" in capped[0].explanation.lower()


def test_an_english_part_of_a_day_counts_as_a_full_day(settings: AnalysisSettings) -> None:
    clauses = [
        "Customer shall pay a late fee of 0.5% of the overdue amount per day of delay.",
        "Any part of a day of delay shall count as a full day.",
    ]
    found = _with(_found_en(clauses, settings, "Customer", "penalty"), "Any part of a day")
    assert found


def test_pay_once_a_quarter_is_a_deferral_whatever_the_days(settings: AnalysisSettings) -> None:
    clause = "Вознаграждение Исполнителя выплачивается один раз в квартал в течение 10 рабочих дней после окончания квартала."
    found = _found(SERVICES, [clause], settings, "Исполнитель", "payment_terms")
    assert found and found[0].severity == "medium"
    assert "квартал" in found[0].explanation


def test_a_payment_owed_by_an_outside_insurer_is_no_payment_term(settings: AnalysisSettings) -> None:
    clause = "Страховщик обязан выплатить страховое возмещение туристу в течение 30 календарных дней с даты получения заявления."
    found = _found(SERVICES, [clause], settings, "Исполнитель", "payment_terms")
    assert not _with(found, "Страховщик")


CONSUMER_WORK = (
    "ДОГОВОР БЫТОВОГО ПОДРЯДА\n\n"
    "ООО «Кухни», именуемое в дальнейшем «Исполнитель», и гражданин Сидоров Олег Петрович, именуемый в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель изготавливает для личных нужд Заказчика кухонный гарнитур, Заказчик принимает и оплачивает его.\n"
)
BUSINESS_WORK = (
    "ДОГОВОР ПОДРЯДА\n\n"
    "ООО «Кухни», именуемое в дальнейшем «Исполнитель», и ООО «Кафе», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель изготавливает для Заказчика кухонную мебель, Заказчик принимает и оплачивает её.\n"
)
_LOW_RATE = "В случае нарушения Исполнителем срока изготовления Заказчик вправе требовать уплаты неустойки в размере 0,1 % от цены изделия за каждый день просрочки."


def test_a_business_penalty_below_the_consumer_rate_limits_the_consumer(settings: AnalysisSettings) -> None:
    found = findings_for(CONSUMER_WORK, [_LOW_RATE], settings, "Заказчик", "liability_cap", ctype="work")
    assert found and found[0].favours == "Исполнитель"
    assert "ст. 28" in found[0].explanation


@pytest.mark.parametrize(
    ("head", "clause"),
    [
        (BUSINESS_WORK, _LOW_RATE),
        (CONSUMER_WORK, _LOW_RATE.replace("0,1 %", "3 %")),
    ],
)
def test_a_penalty_at_or_without_the_consumer_rate_is_no_limitation(
    head: str, clause: str, settings: AnalysisSettings
) -> None:
    assert not findings_for(head, [clause], settings, "Заказчик", "liability_cap", ctype="work")


def test_the_consumer_rate_cut_is_reported_once_as_a_limitation(settings: AnalysisSettings) -> None:
    assert not findings_for(CONSUMER_WORK, [_LOW_RATE], settings, "Заказчик", "penalty", ctype="work")


# --- no payment date anywhere in the contract ------------------------------------------------------------

_NO_DATE = "Заказчик оплачивает услуги Исполнителя на основании выставленного Исполнителем счёта."


def test_a_contract_with_no_payment_date_is_a_risk_for_the_payee(settings: AnalysisSettings) -> None:
    found = _found(SERVICES, [_NO_DATE], settings, "Исполнитель", "payment_terms")
    assert found and found[0].severity == "low"
    assert "314" in found[0].explanation
    assert found[0].favours == "Заказчик"


@pytest.mark.parametrize(
    ("head", "clauses", "side"),
    [
        (
            SERVICES,
            [_NO_DATE, "Счёт оплачивается в течение пяти рабочих дней с даты его получения."],
            "Исполнитель",
        ),
        (
            SERVICES,
            [_NO_DATE, "Оплата производится ежемесячно до 10 числа месяца, следующего за отчётным."],
            "Исполнитель",
        ),
        (SERVICES, [_NO_DATE], "Заказчик"),
        (SUPPLY, ["Покупатель оплачивает товар на основании счёта Поставщика."], "Поставщик"),
    ],
)
def test_a_payment_date_set_anywhere_or_a_payer_reader_is_no_open_date(
    head: str, clauses: list[str], side: str, settings: AnalysisSettings
) -> None:
    found = _found(head, clauses, settings, side, "payment_terms")
    assert not [f for f in found if "314" in f.explanation and "не говорит" in f.explanation]


def test_goods_free_of_third_party_pledges_are_no_unsecured_credit(settings: AnalysisSettings) -> None:
    clause = "Товар не находится под залогом, арестом и не является предметом спора."
    found = _found(SUPPLY, [clause], settings, "Поставщик", "payment_terms")
    assert not _with(found, "под залогом")


def test_a_price_paid_under_another_contract_is_no_open_date(settings: AnalysisSettings) -> None:
    clauses = [_NO_DATE, "Стоимость услуг включена в вознаграждение по основному договору франшизы."]
    found = _found(SERVICES, clauses, settings, "Исполнитель", "payment_terms")
    assert not [f for f in found if "не говорит" in f.explanation]


def test_an_english_ceiling_on_indemnification_is_a_cap(settings: AnalysisSettings) -> None:
    clause = "Financial reimbursements claimed under such indemnification shall not exceed the payments received by Provider under this Agreement."
    assert _found_en([clause], settings, "Customer", "liability_cap")


def test_an_english_ceiling_on_expenses_is_no_cap(settings: AnalysisSettings) -> None:
    clause = "Customer shall reimburse Provider's travel expenses; provided that such reimbursement shall not exceed $5,000."
    assert not _found_en([clause], settings, "Customer", "liability_cap")
