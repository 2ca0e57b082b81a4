# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Prepayment and acceptance follow the clause's operative predicate, not a keyword.

Prepayment is the reader paying before the other side performs (or not getting the money back); a discount
for paying early, a product named "prepaid", a preamble or a payment the other side makes to the reader is
none. A contract made by accepting an offer is no deemed acceptance of work; a deemed acceptance is weighed
by the reader's window to object. The contracts are written here, not copied from a data set.
"""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.predicates import prepayment_predicate
from chalicelib.analysis.text import normalise
from chalicelib.clauses import Roles, read_facts
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

SUPPLY = (
    "ДОГОВОР ПОСТАВКИ № 3\n\n"
    "ООО «Север», именуемое в дальнейшем «Поставщик», и ООО «Юг», именуемое в дальнейшем «Покупатель», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик обязуется поставить товар по спецификации, а Покупатель обязуется принять и оплатить его.\n"
)
SERVICES = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель обязуется оказать услуги, а Заказчик обязуется оплатить их.\n"
)
COURSE_OFFER = (
    "ПУБЛИЧНАЯ ОФЕРТА\n\n"
    "ИП Орлов Олег Олегович (далее — «Исполнитель») предлагает любому физическому лицу (далее — «Заказчик») "
    "заключить договор на следующих условиях.\n\n"
    "1. Исполнитель обязуется провести онлайн-курс, а Заказчик обязуется оплатить его.\n"
)
SHOP_OFFER = (
    "ПУБЛИЧНАЯ ОФЕРТА ИНТЕРНЕТ-МАГАЗИНА\n\n"
    "ООО «Товары» (далее — «Продавец») предлагает любому физическому лицу (далее — «Покупатель») заключить "
    "договор купли-продажи товаров для личных нужд.\n\n"
    "1. Продавец обязуется передать товар в собственность Покупателя, а Покупатель обязуется оплатить его.\n"
)
EN_SERVICES = (
    "SERVICES AGREEMENT\n\n"
    'This Agreement is made between Alpha Ltd ("Provider") and Beta Inc ("Customer").\n\n'
    "1. Provider shall provide the services described in Exhibit A and Customer shall pay the fees.\n"
)


def _findings(
    text: str,
    settings: AnalysisSettings,
    category: str,
    contract_type: str = "services",
    side: str | None = None,
) -> list[Finding]:
    outcome = analyze_contract(
        text, PrescreenResult(contract_type=contract_type), None, settings=settings, side=side
    )
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return [f for f in outcome.findings if f.category == category]


# --- prepayment: the reader pays ahead -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. В случае 100 % предоплаты партии товара Покупателю предоставляется скидка в размере 5 % от её стоимости.\n",
        "2. При внесении аванса в размере 50 % стоимости партии Покупатель получает скидку 2 %.\n",
        "2. Покупатель оплачивает товар в течение 30 дней с даты поставки; при досрочной оплате до поставки предоставляется скидка 3 %.\n",
    ],
)
def test_a_discount_for_paying_early_is_no_prepayment(clause: str, settings: AnalysisSettings) -> None:
    assert not _findings(SUPPLY + clause, settings, "prepayment", "supply"), clause


def test_a_duty_to_prepay_that_a_discount_rewards_stays_a_prepayment(settings: AnalysisSettings) -> None:
    clause = "2. Покупатель вносит 100 % предоплату партии до её отгрузки и получает скидку 3 %.\n"
    assert _findings(SUPPLY + clause, settings, "prepayment", "supply", side="Покупатель")


@pytest.mark.parametrize(
    "clause",
    [
        "2. If Customer pays the annual fee in advance, Customer shall receive a discount of five percent (5%).\n",
        "2. A discount of 3% applies to any invoice paid in advance of its due date.\n",
        "2. The monthly fee for the Prepaid Plan is USD 20, payable within thirty days of the invoice.\n",
    ],
)
def test_an_english_discount_or_prepaid_plan_is_no_prepayment(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _findings(EN_SERVICES + clause, settings, "prepayment"), clause


def test_english_fees_payable_in_advance_stay_a_prepayment(settings: AnalysisSettings) -> None:
    clause = "2. Customer shall pay the fees annually in advance.\n"
    assert _findings(EN_SERVICES + clause, settings, "prepayment")


@pytest.mark.parametrize(
    "sentence",
    [
        "абонент вправе подключить предоплаченный тариф «старт» или тариф «бизнес».",
        "настоящая оферта ип орлова (далее — «исполнитель») адресована физическим лицам, желающим приобрести услуги на условиях предоплаты (далее — «заказчик»).",
        "исполнитель обязуется оказать заказчику услуги по приему авансовых платежей от его клиентов.",
        "ооо «альфа», именуемое в дальнейшем «исполнитель», и ооо «бета», именуемое в дальнейшем «заказчик», заключили настоящий договор.",
    ],
)
def test_a_product_name_a_preamble_or_a_subject_has_no_prepayment_predicate(sentence: str) -> None:
    """What the learned scorer may propose under prepayment: no one's duty to pay ahead."""
    assert not prepayment_predicate(read_facts(sentence, Roles(parties=(), consumer=False)), sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "заказчик вносит предоплату в размере 100 % до начала оказания услуг.",
        "не позднее чем за 5 дней до начала поставки покупатель оплачивает партию.",
        "предоплата не возвращается.",
        "договор может быть досрочно прекращен по инициативе страхователя в течение 14 рабочих дней со дня его заключения.",
    ],
)
def test_a_duty_to_pay_ahead_or_a_refund_bar_is_a_prepayment_predicate(sentence: str) -> None:
    assert prepayment_predicate(read_facts(sentence, Roles(parties=(), consumer=False)), sentence)


def test_a_preamble_of_an_offer_on_prepayment_terms_is_no_finding(settings: AnalysisSettings) -> None:
    text = (
        "ПУБЛИЧНАЯ ОФЕРТА\n\n"
        "Настоящая оферта ИП Орлова (далее — «Исполнитель») адресована физическим лицам, желающим приобрести "
        "услуги на условиях предоплаты (далее — «Заказчик»).\n\n1. Исполнитель обязуется провести курс.\n"
    )
    assert not _findings(text, settings, "prepayment")


def test_an_advance_the_reader_receives_is_no_risk_for_it(settings: AnalysisSettings) -> None:
    clause = (
        "2. Исполнитель получает от Заказчика аванс в размере 50 % стоимости услуг до начала их оказания.\n"
    )
    assert not _findings(SERVICES + clause, settings, "prepayment", side="Исполнитель")
    found = _findings(SERVICES + clause, settings, "prepayment", side="Заказчик")
    assert found and found[0].favours == "Исполнитель"


def test_a_consumer_prepaying_goods_is_told_the_goods_rule_not_a_bank_guarantee(
    settings: AnalysisSettings,
) -> None:
    for clause in (
        "2. Покупатель оплачивает заказ в размере 100 % стоимости товара до его передачи.\n",
        "2. Товар передаётся Покупателю после его предварительной оплаты.\n",
    ):
        found = _findings(SHOP_OFFER + clause, settings, "prepayment", "sale", side="Покупатель")
        assert found, clause
        advice = found[0].recommendation or ""
        assert "23.1" in advice and "гарант" not in advice and "487" not in advice, advice


def test_a_consumer_prepaying_services_is_told_the_services_rule(settings: AnalysisSettings) -> None:
    clause = "2. Оплата курса производится Заказчиком авансом до начала обучения.\n"
    found = _findings(COURSE_OFFER + clause, settings, "prepayment", side="Заказчик")
    assert found
    advice = found[0].recommendation or ""
    assert "32 ЗоЗПП" in advice and "гарант" not in advice
    assert advice != CHECKLIST_BY_ID["prepayment"].recommendation.ru


# --- acceptance: the offer accepted, the work deemed accepted ------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. С момента акцепта оферты она считается заключённым договором.\n",
        "2. Акцепт настоящей оферты означает полное согласие Заказчика с её условиями.\n",
    ],
)
def test_a_contract_made_by_accepting_the_offer_is_no_tacit_acceptance(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _findings(COURSE_OFFER + clause, settings, "acceptance"), clause


def test_acceptance_of_the_offer_by_mere_use_stays_a_finding(settings: AnalysisSettings) -> None:
    clause = "2. Использование сайта Исполнителя означает безоговорочное принятие Заказчиком условий настоящей оферты.\n"
    assert _findings(COURSE_OFFER + clause, settings, "acceptance")


@pytest.mark.parametrize(
    ("clause", "severity"),
    [
        (
            "2. Услуги считаются оказанными надлежащим образом и принятыми Заказчиком, если в течение 10 (десяти) рабочих дней с даты получения акта Заказчик не направит мотивированный отказ.\n",
            None,
        ),
        (
            "2. Если в течение пятнадцати календарных дней с момента получения акта Заказчик не направил мотивированных возражений, услуги считаются оказанными надлежащим образом.\n",
            None,
        ),
        (
            "2. Если в течение 2 (двух) дней с момента получения акта Заказчик не направил мотивированный отказ, акт считается подписанным.\n",
            "high",
        ),
        (
            "2. При отсутствии мотивированного отказа услуги считаются оказанными надлежащим образом.\n",
            "medium",
        ),
    ],
)
def test_services_deemed_rendered_are_weighed_by_the_window_to_object(
    clause: str, severity: str | None, settings: AnalysisSettings
) -> None:
    """A real window to object (two weeks) makes the deeming an acceptance procedure; a short one or none
    stays a risk."""
    found = _findings(SERVICES + clause, settings, "acceptance", side="Заказчик")
    assert [f.severity for f in found][:1] == ([severity] if severity else []), clause


@pytest.mark.parametrize(
    ("clause", "severity"),
    [
        ("2. This Agreement is concluded upon Customer's acceptance of the offer.\n", None),
        (
            "2. Deliverables shall be deemed accepted unless Customer rejects them in writing within thirty (30) days after delivery.\n",
            None,
        ),
        (
            "2. Deliverables shall be deemed accepted unless Customer rejects them in writing within two (2) business days after delivery.\n",
            "high",
        ),
    ],
)
def test_an_english_acceptance_follows_who_must_object_and_when(
    clause: str, severity: str | None, settings: AnalysisSettings
) -> None:
    found = _findings(EN_SERVICES + clause, settings, "acceptance", side="Customer")
    assert [f.severity for f in found][:1] == ([severity] if severity else []), clause
    assert all(f.favours == "Provider" for f in found)


def test_an_english_silence_that_counts_as_acceptance_burdens_the_one_who_must_notify(
    settings: AnalysisSettings,
) -> None:
    clause = "2. Customer acknowledges that failure to notify Provider of a defect within the specified period shall constitute acceptance of the Deliverables.\n"
    found = _findings(EN_SERVICES + clause, settings, "acceptance", side="Customer")
    assert found and found[0].favours == "Provider"


@pytest.mark.parametrize(
    ("text", "side"),
    [
        (EN_SERVICES + "2. Customer may, at its option, prepay the fees for the next year.\n", "Customer"),
        (SERVICES + "2. Заказчик вправе внести предоплату в размере 100 % стоимости услуг.\n", "Заказчик"),
    ],
)
def test_an_option_to_prepay_is_the_payers_choice_not_a_risk(
    text: str, side: str, settings: AnalysisSettings
) -> None:
    assert not _findings(text, settings, "prepayment", side=side)
