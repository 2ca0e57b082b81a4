# ruff: noqa: E501  (contract text reads better unwrapped)
"""The payment family's wording: each reading of a payment, acceptance or warranty clause gets a clause that
protects the party the finding is for, and a clause of no reading keeps its item's template."""

from __future__ import annotations

from amendments.amendment_support import finding

from chalicelib.amendments.proposals import ProposalContext, propose


def _proposal(category: str, quote: str, ours: str, theirs: str, ctype: str = "services") -> str:
    context = ProposalContext(
        finding=finding(category, quote),
        clause=None,
        lang="ru",
        russian_law=True,
        contract_type=ctype,
        ours=ours,
        theirs=theirs,
    )
    return propose(context).text


def test_pay_when_paid_becomes_a_fixed_date_for_the_payee() -> None:
    text = _proposal(
        "payment_terms",
        "Вознаграждение выплачивается Заказчиком в течение 5 рабочих дней с момента поступления денежных средств от Клиента.",
        ours="Исполнитель",
        theirs="Заказчик",
    )
    assert text.startswith("Заказчик оплачивает Исполнителю цену")
    assert "независимо от получения" in text


def test_withholding_is_limited_to_undisputed_sums() -> None:
    text = _proposal(
        "payment_terms",
        "Покупатель вправе приостановить оплату товара до устранения замечаний.",
        ours="Поставщик",
        theirs="Покупатель",
        ctype="supply",
    )
    assert text.startswith(
        "Покупатель вправе удержать из оплаты или зачесть только суммы, признанные Поставщиком"
    )


def test_hidden_defects_survive_the_act_for_the_customer() -> None:
    text = _proposal(
        "acceptance",
        "После подписания акта претензии Заказчика по качеству работ не принимаются.",
        ours="Заказчик",
        theirs="Подрядчик",
        ctype="work",
    )
    assert text.startswith("Подписание акта не лишает Заказчика права заявить о недостатках")


def test_an_ordinary_acceptance_clause_keeps_the_item_template() -> None:
    text = _proposal(
        "acceptance",
        "Заказчик подписывает акт в течение 3 рабочих дней.",
        ours="Заказчик",
        theirs="Подрядчик",
        ctype="work",
    )
    assert "мотивированный отказ" in text and "не считается принятым" in text


def test_a_warranty_void_on_formalities_keeps_only_the_buyers_fault() -> None:
    text = _proposal(
        "warranty",
        "Гарантия не распространяется на товар при отсутствии оригинальной упаковки.",
        ours="Покупатель",
        theirs="Поставщик",
        ctype="supply",
    )
    assert text.startswith("Поставщик гарантирует") and "не прекращается по основаниям" in text
