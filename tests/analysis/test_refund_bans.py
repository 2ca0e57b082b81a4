# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Money paid and not given back when the contract ends early, the service is suspended or performance
becomes impossible is the refund item's (prepayment) risk, for the payer only; consent to changed terms read
from continued use is the unilateral change's clause, and a refund ban dressed as performance is the
refund's: acceptance yields to the item the clause's predicate names. The clauses are written here."""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.text import normalise
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

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
EN_SERVICES = (
    "SERVICES AGREEMENT\n\n"
    'This Agreement is made between Alpha Ltd ("Provider") and Beta Inc ("Customer").\n\n'
    "1. Provider shall provide the services described in Exhibit A and Customer shall pay the fees.\n"
)


def _findings(text: str, settings: AnalysisSettings, side: str, category: str) -> list[Finding]:
    outcome = analyze_contract(
        text, PrescreenResult(contract_type="services"), None, settings=settings, side=side
    )
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return [f for f in outcome.findings if f.category == category]


B2B_BANS = [
    "2. При расторжении договора по инициативе Заказчика оплаченные денежные средства не возвращаются.\n",
    "2. Неизрасходованный остаток аванса при досрочном прекращении договора остаётся у Исполнителя в качестве дополнительного вознаграждения.\n",
    "2. В случае приостановления оказания услуг внесённая Заказчиком абонентская плата не возвращается.\n",
    "2. Если исполнение договора стало невозможным по обстоятельствам, за которые ни одна из сторон не отвечает, уплаченный аванс возврату не подлежит.\n",
    "2. При досрочном прекращении договора Исполнитель удерживает неотработанную часть аванса.\n",
]


@pytest.mark.parametrize("clause", B2B_BANS)
def test_a_business_refund_ban_is_high_with_the_codes_refund_rule(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _findings(SERVICES + clause, settings, "Заказчик", "prepayment")
    assert found and found[0].severity == "high", clause
    assert "782" in found[0].recommendation and "1102" in found[0].recommendation


@pytest.mark.parametrize("clause", B2B_BANS[:2] + B2B_BANS[4:])
def test_a_refund_ban_is_no_risk_for_the_one_paid(clause: str, settings: AnalysisSettings) -> None:
    assert not _findings(SERVICES + clause, settings, "Исполнитель", "prepayment"), clause


def test_a_consumers_refund_ban_cites_the_consumer_law(settings: AnalysisSettings) -> None:
    clause = "2. При отказе Заказчика от договора стоимость оплаченного курса не возвращается.\n"
    found = _findings(COURSE_OFFER + clause, settings, "Заказчик", "prepayment")
    assert found and found[0].severity == "high"
    assert "ст. 32 ЗоЗПП" in found[0].recommendation


def test_the_providers_duty_to_refund_is_no_risk(settings: AnalysisSettings) -> None:
    clause = "2. При досрочном расторжении договора Исполнитель возвращает Заказчику неотработанный аванс в течение 5 дней.\n"
    assert not _findings(SERVICES + clause, settings, "Заказчик", "prepayment")


@pytest.mark.parametrize(
    "clause",
    [
        "2. All fees paid are non-refundable, including upon termination or suspension of the Services.\n",
        "2. Upon termination of this Agreement for any reason, Customer shall not be entitled to a refund of any prepaid fees.\n",
        "2. Any unused portion of the prepaid fees shall be retained by Provider as an additional fee upon early termination.\n",
    ],
)
def test_an_english_refund_ban_is_the_customers_risk(clause: str, settings: AnalysisSettings) -> None:
    found = _findings(EN_SERVICES + clause, settings, "Customer", "prepayment")
    assert found and found[0].severity == "high", clause
    assert "refund" in found[0].recommendation
    assert not _findings(EN_SERVICES + clause, settings, "Provider", "prepayment"), clause


def test_a_refund_ban_dressed_as_performance_is_not_acceptance(settings: AnalysisSettings) -> None:
    clause = "2. При приостановлении доступа за нарушение правил услуги считаются оказанными надлежащим образом и денежные средства не возвращаются.\n"
    text = COURSE_OFFER + clause
    assert _findings(text, settings, "Заказчик", "prepayment")
    assert not _findings(text, settings, "Заказчик", "acceptance")


def test_a_deemed_act_beside_a_refund_ban_keeps_its_acceptance(settings: AnalysisSettings) -> None:
    clause = "2. Если Заказчик не направит мотивированные возражения в течение 2 дней, акт считается подписанным, а оплата не возвращается.\n"
    assert _findings(SERVICES + clause, settings, "Заказчик", "acceptance")


SHOP_OFFER = (
    "ПУБЛИЧНАЯ ОФЕРТА ИНТЕРНЕТ-МАГАЗИНА\n\n"
    "ООО «Товары» (далее — «Продавец») предлагает любому физическому лицу (далее — «Покупатель») заключить "
    "договор купли-продажи товаров для личных нужд.\n\n"
    "1. Продавец обязуется передать товар в собственность Покупателя, а Покупатель обязуется оплатить его.\n"
)


def _shop(clause: str, settings: AnalysisSettings) -> list[Finding]:
    text = SHOP_OFFER + clause
    outcome = analyze_contract(
        text, PrescreenResult(contract_type="sale"), None, settings=settings, side="Покупатель"
    )
    assert all(normalise(f.quote) in normalise(text) for f in outcome.findings)
    return [f for f in outcome.findings if f.category == "consumer_rights"]


@pytest.mark.parametrize(
    ("clause", "cited"),
    [
        (
            "2. Возврат товара принимается только при условии, что товар не был в употреблении, в том числе при обнаружении в нём недостатков.\n",
            "ст. 18",
        ),
        (
            "2. Возврат денежных средств за товар производится только в виде бонусных баллов на личный счёт Покупателя.\n",
            "ст. 22",
        ),
        (
            "2. Денежные средства за возвращённый товар возвращаются исключительно в форме подарочного сертификата магазина.\n",
            "ст. 22",
        ),
        (
            "2. Покупатель вправе вернуть товар надлежащего качества в течение 3 дней с момента его получения.\n",
            "26.1",
        ),
        (
            "2. Требования о недостатках товара Покупатель может предъявить только в течение 10 дней после доставки.\n",
            "ст. 19",
        ),
    ],
)
def test_statutory_consumer_remedies_cut_down_are_found(
    clause: str, cited: str, settings: AnalysisSettings
) -> None:
    found = _shop(clause, settings)
    assert found and found[0].severity == "high", clause
    assert cited in found[0].explanation + found[0].recommendation, clause


def test_a_return_within_the_laws_period_is_no_restriction(settings: AnalysisSettings) -> None:
    clause = (
        "2. Покупатель вправе вернуть товар надлежащего качества в течение 7 дней с момента его получения.\n"
    )
    assert not _shop(clause, settings)


def test_a_right_to_end_with_no_refund_gives_both_findings(settings: AnalysisSettings) -> None:
    """The clause does two things: the provider ends the contract at will and keeps the money."""
    clause = "2. В случае нарушения Заказчиком условий договора Исполнитель вправе в любое время прекратить оказание услуг без возврата уплаченных денежных средств.\n"
    assert _findings(SERVICES + clause, settings, "Заказчик", "termination_for_convenience")
    assert _findings(SERVICES + clause, settings, "Заказчик", "prepayment")
