# ruff: noqa: E501  (contract clauses read better unwrapped)
"""The payment family: payment terms, acceptance and warranty, read for whom each clause hurts.

Each rule has wordings that must be found for the party that bears the risk and near misses that must not
(the lawful, mutual or standard clause, and the same clause read for the party it favours). The clauses are
written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.judge_payment import warranty_months
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

SERVICES = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику услуги по привлечению клиентов, Заказчик их оплачивает. Стоимость услуг — 50 000 рублей в месяц.\n"
)
SUPPLY = (
    "ДОГОВОР ПОСТАВКИ\n\n"
    "ООО «Завод», именуемое в дальнейшем «Поставщик», и ООО «Магазин», именуемое в дальнейшем «Покупатель», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик передаёт Покупателю товар по спецификации, Покупатель принимает и оплачивает его. Цена товара — 300 000 рублей.\n"
)
WORK = (
    "ДОГОВОР ПОДРЯДА\n\n"
    "ООО «Ремонт», именуемое в дальнейшем «Подрядчик», и ООО «Офис», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Подрядчик выполняет ремонт помещения с 01.03.2026 по 30.04.2026, Заказчик принимает и оплачивает работы. Цена работ — 900 000 рублей.\n"
)


def _found(
    head: str, clauses: list[str], settings: AnalysisSettings, side: str, category: str
) -> list[Finding]:
    ctype = {SERVICES: "services", SUPPLY: "supply", WORK: "work"}[head]
    return findings_for(head, clauses, settings, side, category, ctype=ctype)


# --- payment terms -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "Вознаграждение выплачивается Заказчиком на расчётный счёт Исполнителя в срок не позднее 5 рабочих дней с момента поступления денежных средств от Клиента на расчётный счёт Заказчика.",
        "Оплата услуг Исполнителя производится Заказчиком в течение 10 дней после получения Заказчиком оплаты от своего заказчика.",
        "Заказчик перечисляет вознаграждение по мере поступления денежных средств от конечного покупателя.",
        "Оплата услуг Исполнителя производится после поступления денежных средств от конечного клиента Заказчика.",
        "Оплата оказанных услуг производится Заказчиком по мере поступления бюджетного финансирования.",
        "Вознаграждение Исполнителя выплачивается Заказчиком из средств, фактически полученных от Клиентов.",
    ],
)
def test_pay_when_paid_is_a_risk_for_the_payee(clause: str, settings: AnalysisSettings) -> None:
    found = _found(SERVICES, [clause], settings, "Исполнитель", "payment_terms")
    assert found, clause
    assert found[0].severity == "medium"
    assert found[0].favours == "Заказчик"
    assert "клиент" in found[0].explanation or "финансирования" in found[0].explanation


def test_pay_when_paid_is_no_risk_for_the_payer(settings: AnalysisSettings) -> None:
    clause = "Вознаграждение выплачивается Заказчиком в срок не позднее 5 рабочих дней с момента поступления денежных средств от Клиента на расчётный счёт Заказчика."
    assert not _found(SERVICES, [clause], settings, "Заказчик", "payment_terms")


def test_a_fixed_date_from_the_invoice_is_no_pay_when_paid(settings: AnalysisSettings) -> None:
    clause = "Заказчик оплачивает услуги в течение 5 рабочих дней с момента получения счёта Исполнителя."
    assert not _found(SERVICES, [clause], settings, "Исполнитель", "payment_terms")


@pytest.mark.parametrize(
    "clause",
    [
        "Покупатель вправе приостановить оплату товара до устранения Поставщиком замечаний к документам.",
        "Покупатель вправе в одностороннем порядке зачесть любые требования к Поставщику в счёт оплаты товара.",
        "Оплата может быть осуществлена путём выплаты Поставщику суммы, уменьшенной на сумму предъявленных Поставщику требований.",
    ],
)
def test_withholding_or_set_off_by_the_payer_is_a_risk_for_the_payee(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(SUPPLY, [clause], settings, "Поставщик", "payment_terms")
    assert found, clause
    assert found[0].favours == "Покупатель"
    assert "бесспорных" in found[0].recommendation


def test_no_recalculation_is_no_withholding(settings: AnalysisSettings) -> None:
    clause = "Поставщик вправе не производить перерасчёт оплаты, если перерыв в поставке вызван обстоятельствами, не зависящими от Поставщика."
    found = _found(SUPPLY, [clause], settings, "Покупатель", "payment_terms")
    assert not [f for f in found if "перерасч" in f.quote]


def test_a_deposit_set_off_against_the_debts_it_secures_is_no_withholding(settings: AnalysisSettings) -> None:
    clause = "Поставщик вправе в одностороннем порядке удержать (произвести зачёт) из суммы обеспечительного платежа задолженность Покупателя по оплате товара."
    found = _found(SUPPLY, [clause], settings, "Покупатель", "payment_terms")
    assert not [f for f in found if "обеспечительного" in f.quote]


def test_a_mutual_set_off_is_no_risk(settings: AnalysisSettings) -> None:
    clause = "Стороны вправе по взаимному согласию произвести зачёт встречных однородных требований."
    assert not _found(SUPPLY, [clause], settings, "Поставщик", "payment_terms")


@pytest.mark.parametrize(
    "clause",
    [
        "Расходы по доставке и упаковке товара оплачиваются Покупателем дополнительно.",
    ],
)
def test_costs_put_on_the_buyer_without_a_price_are_its_risk(clause: str, settings: AnalysisSettings) -> None:
    found = _found(SUPPLY, [clause], settings, "Покупатель", "payment_terms")
    assert found and found[0].favours == "Поставщик"


@pytest.mark.parametrize(
    "clause",
    [
        "Расходы по доставке и упаковке товара включены в цену товара и дополнительно не оплачиваются Покупателем.",
        "Расходы по доставке товара в размере 5 000 рублей оплачиваются Покупателем.",
        "Комиссии банка за перевод денежных средств каждая из Сторон несёт за счёт собственных средств.",
    ],
)
def test_costs_in_the_price_or_with_an_amount_are_no_risk(clause: str, settings: AnalysisSettings) -> None:
    assert not _found(SUPPLY, [clause], settings, "Покупатель", "payment_terms")


def test_a_payment_date_left_to_agreement_is_a_risk_for_the_payee(settings: AnalysisSettings) -> None:
    clause = "Сроки оплаты товара определяются по договорённости Сторон."
    found = _found(SUPPLY, [clause], settings, "Поставщик", "payment_terms")
    assert found and "314" in found[0].explanation


def test_a_payment_date_in_the_specification_is_no_risk(settings: AnalysisSettings) -> None:
    clause = "Сроки оплаты каждой партии определяются Сторонами в спецификации."
    assert not _found(SUPPLY, [clause], settings, "Поставщик", "payment_terms")


def test_statutory_interest_excluded_is_a_risk_for_the_supplier(settings: AnalysisSettings) -> None:
    clause = "Покупатель оплачивает товар с отсрочкой 45 дней; положения статьи 317.1 ГК РФ к отношениям Сторон не применяются."
    found = _found(SUPPLY, [clause], settings, "Поставщик", "payment_terms")
    assert found and found[0].favours == "Покупатель"


# --- payment counted from an act the payer signs, with no deadline to sign ------------------------------


def test_payment_from_an_act_with_no_signing_deadline_is_found_twice(settings: AnalysisSettings) -> None:
    clauses = [
        "По окончании месяца Исполнитель направляет Заказчику акт оказанных услуг, Заказчик подписывает акт оказанных услуг.",
        "Заказчик оплачивает услуги в течение 10 рабочих дней после подписания Заказчиком акта оказанных услуг.",
    ]
    pay = _found(SERVICES, clauses, settings, "Исполнитель", "payment_terms")
    act = _found(SERVICES, clauses, settings, "Исполнитель", "acceptance")
    assert any("подписания Заказчиком акта" in f.quote for f in pay)
    assert any("Заказчик подписывает акт" in f.quote for f in act)


def test_a_signing_deadline_or_deemed_acceptance_closes_the_gap(settings: AnalysisSettings) -> None:
    clauses = [
        "Заказчик в течение 5 рабочих дней с даты получения акта оказанных услуг подписывает его или направляет мотивированный отказ.",
        "Заказчик оплачивает услуги в течение 10 рабочих дней после подписания Заказчиком акта оказанных услуг.",
    ]
    pay = _found(SERVICES, clauses, settings, "Исполнитель", "payment_terms")
    assert not any("подписания Заказчиком акта" in f.quote for f in pay)


def test_no_signing_deadline_is_no_risk_for_the_payer(settings: AnalysisSettings) -> None:
    clauses = [
        "Заказчик подписывает акт оказанных услуг.",
        "Заказчик оплачивает услуги в течение 10 рабочих дней после подписания Заказчиком акта оказанных услуг.",
    ]
    assert not _found(SERVICES, clauses, settings, "Заказчик", "payment_terms")


# --- acceptance ----------------------------------------------------------------------------------------


def test_hidden_defects_barred_after_the_act_is_high_for_the_customer(settings: AnalysisSettings) -> None:
    clause = "После подписания акта сдачи-приёмки претензии Заказчика по качеству работ, в том числе по скрытым недостаткам, не принимаются."
    found = _found(WORK, [clause], settings, "Заказчик", "acceptance")
    assert found and found[0].severity == "high"
    assert found[0].favours == "Подрядчик"


def test_obvious_defects_barred_is_the_law_and_low(settings: AnalysisSettings) -> None:
    clause = "Заказчик, принявший работу без проверки, лишается права ссылаться на явные недостатки работы, которые могли быть установлены при обычном способе её приёмки."
    found = _found(WORK, [clause], settings, "Заказчик", "acceptance")
    assert all(f.severity == "low" for f in found)


def test_acceptance_to_the_customers_satisfaction_is_high_for_the_contractor(
    settings: AnalysisSettings,
) -> None:
    clause = "Работы считаются выполненными после их приёмки к полному удовлетворению Заказчика."
    found = _found(WORK, [clause], settings, "Подрядчик", "acceptance")
    assert found and found[0].severity == "high"


def test_acceptance_if_the_customer_is_satisfied_is_high_for_the_contractor(
    settings: AnalysisSettings,
) -> None:
    clause = "Работа считается выполненной, если Заказчик удовлетворён её результатом."
    found = _found(WORK, [clause], settings, "Подрядчик", "acceptance")
    assert found and found[0].severity == "high"


def test_no_claims_on_signing_the_act_is_a_risk_for_the_customer(settings: AnalysisSettings) -> None:
    clause = "Подписание акта сдачи-приёмки означает отсутствие у Заказчика претензий к качеству работ."
    found = _found(WORK, [clause], settings, "Заказчик", "acceptance")
    assert found and found[0].severity == "medium" and found[0].favours == "Подрядчик"


def test_unloading_by_the_buyer_at_its_own_warehouse_is_no_cost_put_on_it(settings: AnalysisSettings) -> None:
    clause = "Разгрузка товара на складе Покупателя производится силами и за счёт Покупателя."
    assert not _found(SUPPLY, [clause], settings, "Покупатель", "payment_terms")


@pytest.mark.parametrize(
    "clause",
    [
        "Если Заказчик в течение 1 (одного) рабочего дня не направит мотивированный отказ, работы считаются принятыми Заказчиком.",
        "Если Заказчик в течение 24 (двадцати четырёх) часов не направит мотивированный отказ, работы считаются принятыми Заказчиком.",
    ],
)
def test_deemed_acceptance_on_one_day_of_silence_is_high_for_the_customer(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(WORK, [clause], settings, "Заказчик", "acceptance")
    assert found and found[0].severity == "high"


@pytest.mark.parametrize(
    ("window", "severity"),
    [
        ("4 (четырёх) календарных дней", "medium"),
        ("10 (десяти) рабочих дней", None),
        ("15 календарных дней", None),
    ],
)
def test_deemed_acceptance_is_weighed_by_the_customers_window_to_object(
    window: str, severity: str | None, settings: AnalysisSettings
) -> None:
    """Severity by N: under a week is a risk, a week is low, ten working days (the period the item advises)
    is an ordinary acceptance procedure."""
    clause = f"Если Заказчик в течение {window} не направит мотивированный отказ, работы считаются принятыми Заказчиком."
    found = _found(WORK, [clause], settings, "Заказчик", "acceptance")
    assert [f.severity for f in found][:1] == ([severity] if severity else [])


def test_a_week_to_object_to_the_act_is_low_with_advice_to_object_in_time(settings: AnalysisSettings) -> None:
    clause = "Если Заказчик в течение 7 (семи) календарных дней не направит мотивированный отказ, акт считается подписанным Заказчиком."
    found = _found(SERVICES, [clause], settings, "Заказчик", "acceptance")
    assert found and found[0].severity == "low"
    assert "мотивированный отказ" in (found[0].recommendation or "")


def test_the_contractors_own_deadline_is_not_the_customers_window(settings: AnalysisSettings) -> None:
    """Three days for the contractor to send the act do not shorten the customer's ten working days."""
    clause = "Подрядчик направляет акт в течение 3 дней после окончания работ; Заказчик в течение 10 рабочих дней подписывает акт или направляет мотивированный отказ, в противном случае работы считаются принятыми."
    assert not _found(WORK, [clause], settings, "Заказчик", "acceptance")


def test_the_moment_a_payment_counts_as_made_is_no_acceptance(settings: AnalysisSettings) -> None:
    clause = "Обязательства Заказчика по оплате считаются исполненными с момента списания денежных средств с расчётного счёта Заказчика."
    assert not _found(SERVICES, [clause], settings, "Исполнитель", "acceptance")


# --- warranty ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "words"),
    [
        ("Гарантийный срок на товар составляет 12 месяцев с даты изготовления товара.", "изготовления"),
        (
            "Гарантия не распространяется на товар при отсутствии оригинальной упаковки или гарантийного талона.",
            "формальному",
        ),
        (
            "Доставка товара в сервисный центр на гарантийный ремонт осуществляется за счёт Покупателя.",
            "ремонт",
        ),
        ("Гарантийный срок на товар составляет 3 (три) месяца с даты передачи.", "3 мес"),
    ],
)
def test_a_poor_warranty_is_a_risk_for_the_buyer(clause: str, words: str, settings: AnalysisSettings) -> None:
    found = _found(SUPPLY, [clause], settings, "Покупатель", "warranty")
    assert found, clause
    assert found[0].severity == "medium"
    assert words in found[0].explanation


@pytest.mark.parametrize(
    "clause",
    [
        "Гарантийный срок на товар составляет 24 месяца с даты передачи товара Покупателю.",
        "Гарантия не распространяется на недостатки, возникшие вследствие нарушения Покупателем правил эксплуатации товара.",
        "Расходы на диагностику несёт Покупатель, если заявленный недостаток не подтвердится.",
    ],
)
def test_an_ordinary_warranty_is_no_risk(clause: str, settings: AnalysisSettings) -> None:
    assert not _found(SUPPLY, [clause], settings, "Покупатель", "warranty")


def test_a_warranty_from_production_is_no_risk_for_the_seller(settings: AnalysisSettings) -> None:
    clause = "Гарантийный срок на товар составляет 12 месяцев с даты изготовления товара."
    assert not _found(SUPPLY, [clause], settings, "Поставщик", "warranty")


@pytest.mark.parametrize(
    ("lower", "months"),
    [
        ("гарантийный срок — 2 (два) года", 24.0),
        ("гарантия качества действует 90 дней", 3.0),
        ("гарантийный срок составляет 6 месяцев", 6.0),
        ("гарантия предоставляется", None),
    ],
)
def test_warranty_months_reads_the_clause_number(lower: str, months: float | None) -> None:
    assert warranty_months(lower) == months


# --- essential terms -----------------------------------------------------------------------------------


def test_goods_left_to_specifications_make_a_framework_contract(settings: AnalysisSettings) -> None:
    clause = "Наименование, количество и цена каждой партии товара согласовываются Сторонами в Спецификации."
    found = _found(SUPPLY, [clause], settings, "Покупатель", "missing_essential_terms")
    framework = [f for f in found if "429.1" in f.explanation]
    assert framework and framework[0].severity == "low"


def test_a_fee_set_by_the_other_sides_regulation_is_a_low_risk(settings: AnalysisSettings) -> None:
    clause = "Заказчик выплачивает Исполнителю вознаграждение в размере, установленном Регламентом Заказчика."
    found = [
        f
        for f in _found(SERVICES, [clause], settings, "Исполнитель", "missing_essential_terms")
        if "Регламентом" in f.quote
    ]
    assert found and found[0].severity == "low"
    assert found[0].favours == "Заказчик"
    assert "незаключ" not in found[0].explanation


@pytest.mark.parametrize(
    "clause",
    [
        "Стоимость услуг определяется в соответствии с Тарифами (приложение № 1 к настоящему Договору).",
        "Оплату коммунальных услуг согласно тарифам соответствующих организаций осуществляет Заказчик.",
        "Сроки оплаты услуг определяются по договорённости Сторон.",
    ],
)
def test_an_annex_utility_tariffs_or_a_payment_date_are_no_missing_term(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(SERVICES, [clause], settings, "Заказчик", "missing_essential_terms")
    assert not [f for f in found if clause[:30] in f.quote]


def test_the_subject_and_the_dates_of_work_stated_by_what_the_parties_do(settings: AnalysisSettings) -> None:
    found = _found(
        WORK, ["Заказчик вправе проверять ход работ."], settings, "Заказчик", "missing_essential_terms"
    )
    assert not [f for f in found if "Не найдено" in f.explanation]


LEASE_HEAD = (
    "ДОГОВОР АРЕНДЫ\n\n"
    "ООО «Дом», именуемое в дальнейшем «Арендодатель», и ООО «Склад», именуемое в дальнейшем «Арендатор», "
    "заключили настоящий договор.\n\n"
    "1. Арендодатель передаёт Арендатору во временное владение и пользование нежилое помещение. "
    "Арендная плата составляет 80 000 рублей в месяц. Срок аренды — 11 месяцев.\n"
)
REQUISITES = (
    "3. Адрес Арендодателя: г. Москва, ул. Ленина, д. 1. Адрес Арендатора: г. Тверь, ул. Мира, д. 2.\n"
)


def test_a_lease_object_is_not_identified_by_the_parties_addresses(settings: AnalysisSettings) -> None:
    text = LEASE_HEAD + "2. Арендатор использует помещение под склад.\n" + REQUISITES
    outcome = analyze_contract(
        text, PrescreenResult(contract_type="lease"), None, settings=settings, side="Арендатор"
    )
    missing = [
        f
        for f in outcome.findings
        if f.category == "missing_essential_terms" and "Не найдено" in f.explanation
    ]
    assert missing and "объекте аренды" in missing[0].explanation


def test_a_lease_object_with_its_address_is_identified(settings: AnalysisSettings) -> None:
    text = (
        LEASE_HEAD
        + "2. Помещение расположено по адресу: г. Тверь, ул. Мира, д. 5, общей площадью 120 кв. м.\n"
        + REQUISITES
    )
    outcome = analyze_contract(
        text, PrescreenResult(contract_type="lease"), None, settings=settings, side="Арендатор"
    )
    assert not [f for f in outcome.findings if "объекте аренды" in f.explanation]


# --- currency ------------------------------------------------------------------------------------------


def test_a_rate_of_the_sellers_bank_is_a_risk_for_the_buyer(settings: AnalysisSettings) -> None:
    clause = "Цена товара определяется в условных единицах; оплата производится в рублях по курсу банка Поставщика на дату платежа."
    found = _found(SUPPLY, [clause], settings, "Покупатель", "currency_clause")
    assert found and found[0].severity in ("medium", "high") and found[0].favours == "Поставщик"
    assert "выбирает получатель" in found[0].explanation


def test_a_currency_clause_is_no_risk_for_the_payee(settings: AnalysisSettings) -> None:
    clause = "Цена товара определяется в условных единицах; оплата производится в рублях по курсу банка Поставщика на дату платежа."
    assert not _found(SUPPLY, [clause], settings, "Поставщик", "currency_clause")
