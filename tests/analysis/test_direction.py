# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Direction: a clause is a risk for the party that bears its burden and protection for the one it benefits.

Each clause is read for both sides: for one it is a risk (reported, favouring the other), for the other it
is protection (not reported). The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.text import normalise
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

SERVICES = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ № 5\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель обязуется оказать услуги, а Заказчик обязуется оплатить их в течение 10 дней.\n"
)
SUPPLY = (
    "ДОГОВОР ПОСТАВКИ № 7\n\n"
    "ООО «Север», именуемое в дальнейшем «Поставщик», и ООО «Юг», именуемое в дальнейшем «Покупатель», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик обязуется поставить товар, а Покупатель обязуется принять и оплатить его. Наименование и "
    "количество товара указываются в спецификации. Срок поставки — 10 дней с даты заявки.\n"
)


def _findings(clause: str, side: str, settings: AnalysisSettings) -> list[Finding]:
    """The findings that quote ``clause`` in a report for ``side``."""
    head, kind = (SUPPLY, "supply") if side in ("Поставщик", "Покупатель") else (SERVICES, "services")
    text = f"{head}2. {clause}\n"
    outcome = analyze_contract(text, PrescreenResult(contract_type=kind), None, settings=settings, side=side)
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return [f for f in outcome.findings if normalise(f.quote) in normalise(clause)]


def _read(clause: str, side: str, settings: AnalysisSettings) -> list[tuple[str, str | None]]:
    return [(f.category, f.favours) for f in _findings(clause, side, settings)]


# (clause, the side it burdens, the side it protects, the item reported for the burdened side)
MIRRORED = [
    # A penalty payable TO the reader, said in the passive with the payee in the dative.
    (
        "За нарушение сроков оказания услуг Заказчику уплачивается пеня в размере 1 % от стоимости услуг за каждый день просрочки.",
        "Исполнитель",
        "Заказчик",
        "penalty",
    ),
    # ... or "в пользу" the payee.
    (
        "Неустойка в размере 1 % за каждый день просрочки начисляется на Исполнителя в пользу Заказчика.",
        "Исполнитель",
        "Заказчик",
        "penalty",
    ),
    # ... or with the payer as the passive's agent, or as the one the sum is taken from.
    (
        "За просрочку оказания услуг неустойка уплачивается Исполнителем в размере 1 % от стоимости услуг за каждый день просрочки.",
        "Исполнитель",
        "Заказчик",
        "penalty",
    ),
    (
        "За просрочку оплаты пеня уплачивается Заказчиком в размере 1 % от суммы долга за каждый день просрочки.",
        "Заказчик",
        "Исполнитель",
        "penalty",
    ),
    (
        "Штраф в размере 50 % стоимости услуг взыскивается с Исполнителя за каждый случай нарушения.",
        "Исполнитель",
        "Заказчик",
        "penalty",
    ),
    # A ceiling on the penalty one side pays protects that side: it is no penalty at all.
    (
        "Размер неустойки, уплачиваемой Заказчиком, не может превышать 5 % от суммы задолженности.",
        "Исполнитель",
        "Заказчик",
        "liability_cap",
    ),
    (
        "Общий размер неустойки, взыскиваемой с Исполнителя, не может превышать 10 % от стоимости услуг.",
        "Заказчик",
        "Исполнитель",
        "liability_cap",
    ),
    # A cap on one side's claims against the other protects the side claimed against.
    (
        "Общая сумма требований Исполнителя к Заказчику по настоящему договору не может превышать 10 % стоимости услуг.",
        "Исполнитель",
        "Заказчик",
        "liability_cap",
    ),
    (
        "Общая сумма требований Заказчика к Исполнителю по настоящему договору не может превышать 10 % стоимости услуг.",
        "Заказчик",
        "Исполнитель",
        "liability_cap",
    ),
    # A duty to compensate cut short by a limit favours the party whose duty it is.
    (
        "Исполнитель возмещает Заказчику убытки только в пределах стоимости услуг.",
        "Заказчик",
        "Исполнитель",
        "liability_cap",
    ),
    (
        "Заказчик возмещает Исполнителю убытки только в пределах стоимости услуг.",
        "Исполнитель",
        "Заказчик",
        "liability_cap",
    ),
    # A liability placed on one party burdens it.
    (
        "Ответственность за сохранность переданных материалов возлагается на Заказчика.",
        "Заказчик",
        "Исполнитель",
        "liability_cap",
    ),
    # A refund barred or cut short burdens the one who paid, named in the dative or as the one refunding.
    (
        "При одностороннем отказе Заказчика от договора полученный аванс Заказчику не возвращается.",
        "Заказчик",
        "Исполнитель",
        "prepayment",
    ),
    (
        "При одностороннем отказе Заказчика от договора Исполнитель возвращает аванс за вычетом 30 % его суммы.",
        "Заказчик",
        "Исполнитель",
        "prepayment",
    ),
    # The payer is the subject of the verb of paying, not the last party the sentence names.
    (
        "Заказчик вносит предоплату в размере 100 % стоимости услуг, которую Исполнитель возвращает при неоказании услуг.",
        "Заказчик",
        "Исполнитель",
        "prepayment",
    ),
    # The reader's own right to walk away is never a risk for the reader.
    (
        "Договор может быть расторгнут Заказчиком в одностороннем порядке в любое время.",
        "Исполнитель",
        "Заказчик",
        "termination_for_convenience",
    ),
    # The buyer's set-off of penalties against the price: the supplier's risk, the buyer's protection.
    (
        "Покупатель вправе удержать сумму неустойки из оплаты за поставленный товар.",
        "Поставщик",
        "Покупатель",
        "pay_discretion",
    ),
    (
        "Сумма неустойки может быть удержана Покупателем из суммы, подлежащей оплате Поставщику.",
        "Поставщик",
        "Покупатель",
        "pay_discretion",
    ),
    (
        "Покупатель вправе зачесть сумму начисленных штрафов и пеней в счёт платежей, причитающихся Поставщику.",
        "Поставщик",
        "Покупатель",
        "pay_discretion",
    ),
    (
        "Покупатель вправе в одностороннем порядке уменьшить сумму оплаты на размер неустойки, начисленной Поставщику.",
        "Поставщик",
        "Покупатель",
        "pay_discretion",
    ),
    (
        "Покупатель вправе производить зачёт встречных однородных требований, в том числе требований об уплате неустойки.",
        "Поставщик",
        "Покупатель",
        "pay_discretion",
    ),
    (
        "Поставщик вправе удержать сумму неустойки из суммы предоплаты, полученной от Покупателя.",
        "Покупатель",
        "Поставщик",
        "pay_discretion",
    ),
]


@pytest.mark.parametrize(("clause", "burdened", "protected", "item"), MIRRORED)
def test_a_clause_is_a_risk_for_the_side_it_burdens_only(
    clause: str, burdened: str, protected: str, item: str, settings: AnalysisSettings
) -> None:
    assert _read(clause, burdened, settings) == [(item, protected)]
    assert _read(clause, protected, settings) == []


@pytest.mark.parametrize(
    "clause",
    [
        "Ответственность за действия субподрядчиков перед Заказчиком возлагается на Исполнителя.",
        "Ответственность за неисполнение обязательств субподрядчиками перед Заказчиком несёт Исполнитель.",
    ],
)
def test_answering_for_ones_subcontractors_limits_no_one(clause: str, settings: AnalysisSettings) -> None:
    """The law's own rule (ст. 403 ГК РФ): no limitation of the customer's remedies, no risk either way."""
    assert _read(clause, "Заказчик", settings) == []
    assert _read(clause, "Исполнитель", settings) == []


def test_a_set_off_clause_is_one_risk_not_also_a_penalty(settings: AnalysisSettings) -> None:
    clause = "Покупатель удерживает сумму штрафа из оплаты за товар."
    assert _read(clause, "Поставщик", settings) == [("pay_discretion", "Покупатель")]
    assert _read(clause, "Покупатель", settings) == [], "never a penalty the buyer pays"


def test_a_penalty_and_its_set_off_in_one_sentence_are_two_risks(settings: AnalysisSettings) -> None:
    clause = "Поставщик уплачивает Покупателю пени в размере 0,5 % за каждый день просрочки, которые Покупатель вправе удержать из оплаты."
    assert sorted(_read(clause, "Поставщик", settings)) == [
        ("pay_discretion", "Покупатель"),
        ("penalty", "Покупатель"),
    ]
    assert _read(clause, "Покупатель", settings) == []


def test_a_claims_cap_at_a_tenth_of_the_price_is_high(settings: AnalysisSettings) -> None:
    clause = "Общая сумма требований Исполнителя к Заказчику по настоящему договору не может превышать 10 % стоимости услуг."
    (found,) = _findings(clause, "Исполнитель", settings)
    assert found.severity == "high"


def test_changes_that_take_both_signatures_are_no_unilateral_change(settings: AnalysisSettings) -> None:
    mutual = "Все изменения и дополнения к настоящему договору вступают в силу только после подписания их обеими Сторонами."
    assert _read(mutual, "Заказчик", settings) == []
    assert _read(mutual, "Исполнитель", settings) == []
    one_sided = "Исполнитель вправе в одностороннем порядке изменять стоимость услуг."
    assert _read(one_sided, "Заказчик", settings) == [("unilateral_change", "Исполнитель")]
    assert _read(one_sided, "Исполнитель", settings) == []


def test_a_duty_to_return_the_advance_is_no_prepayment_risk_for_either_side(
    settings: AnalysisSettings,
) -> None:
    clause = "При одностороннем отказе Заказчика от договора Исполнитель возвращает полученный аванс в течение 5 дней."
    assert _read(clause, "Заказчик", settings) == []
    assert _read(clause, "Исполнитель", settings) == []
