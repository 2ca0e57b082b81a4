# ruff: noqa: E501  (contract clauses read better unwrapped)
"""The other side's own set-off or direct debit of the reader's money (heavier without notice, without
acceptance, of unmatured or any claims; none when mutual or only of undisputed matured sums on notice), and
the economics of a loan for the borrower: a fee kept out of the loan at drawdown, interest on interest, and
the contractual rate running on after the term."""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.settings import AnalysisSettings

LOAN_RU = (
    "ДОГОВОР ЗАЙМА № 12\n\n"
    "ООО «Фонд», именуемое в дальнейшем «Займодавец», и ООО «Ромашка», именуемое в дальнейшем «Заемщик», "
    "заключили настоящий договор.\n\n"
    "1. Займодавец передаёт Заемщику заём в размере 3 000 000 рублей на 12 месяцев под 18 % годовых, а Заемщик обязуется вернуть заём и уплатить проценты.\n"
)
AGENCY_RU = (
    "АГЕНТСКИЙ ДОГОВОР № 5\n\n"
    "ООО «Сеть», именуемое в дальнейшем «Принципал», и ИП Орлов, именуемый в дальнейшем «Агент», заключили настоящий договор.\n\n"
    "1. Агент обязуется за вознаграждение совершать по поручению Принципала поиск покупателей, а Принципал обязуется уплачивать Агенту вознаграждение.\n"
)
LOAN_EN = (
    "TERM LOAN AGREEMENT\n\n"
    'This Agreement is made between Northgate Finance Limited (the "Lender") and Bellway Foods Ltd (the "Borrower").\n\n'
    "1. The Lender agrees to lend the Borrower USD 400,000, and the Borrower shall repay it in 12 quarterly instalments with interest at 11% per annum.\n"
)


@pytest.mark.parametrize(
    ("head", "side", "other", "clause", "severity"),
    [
        (
            LOAN_RU,
            "Заемщик",
            "Займодавец",
            "Займодавец вправе без уведомления Заемщика зачесть (удержать) любые суммы, причитающиеся Заемщику, в счёт погашения задолженности по настоящему Договору.",
            "high",
        ),
        (
            LOAN_RU,
            "Заемщик",
            "Займодавец",
            "Займодавец вправе в безакцептном порядке списывать денежные средства с расчётного счёта Заемщика в погашение задолженности по займу.",
            "high",
        ),
        (
            AGENCY_RU,
            "Агент",
            "Принципал",
            "Принципал вправе удерживать из сумм, причитающихся Агенту, любые суммы задолженности Агента по настоящему Договору.",
            "high",
        ),
        (
            LOAN_RU,
            "Заемщик",
            "Займодавец",
            "Займодавец вправе зачесть суммы, причитающиеся Заемщику по договору поставки, в счёт задолженности по настоящему Договору, направив Заемщику уведомление.",
            "medium",
        ),
        (
            LOAN_EN,
            "Borrower",
            "Lender",
            "The Lender may at any time, without notice, set off any obligation owed by the Borrower to the Lender against any obligation owed by the Lender to the Borrower, whether or not matured.",
            "high",
        ),
        (
            LOAN_EN,
            "Borrower",
            "Lender",
            "The Lender may set off amounts due and payable by the Borrower under this Agreement against amounts the Lender owes the Borrower.",
            "medium",
        ),
    ],
)
def test_the_other_sides_own_set_off_is_a_risk_for_the_reader(
    head: str, side: str, other: str, clause: str, severity: str, *, settings: AnalysisSettings
) -> None:
    found = findings_for(head, clause, settings, side, "set_off_right", ctype="loan")
    assert found and found[0].severity == severity, clause
    assert not findings_for(head, clause, settings, other, "set_off_right", ctype="loan")


def test_the_reader_barred_from_set_off_while_the_other_side_may_is_high(
    settings: AnalysisSettings,
) -> None:
    clause = "The Borrower shall make all payments without set-off or counterclaim, and the Lender may set off amounts due and payable by the Borrower against amounts it owes the Borrower."
    found = findings_for(LOAN_EN, clause, settings, "Borrower", "set_off_right", ctype="loan")
    assert found and found[0].severity == "high"


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (
            LOAN_RU,
            "Заемщик",
            "Каждая из Сторон вправе зачесть встречные однородные требования, срок которых наступил.",
        ),
        (
            LOAN_RU,
            "Заемщик",
            "Займодавец вправе зачесть только бесспорные требования, срок исполнения которых наступил, письменно уведомив Заемщика за 5 рабочих дней.",
        ),
        (LOAN_RU, "Заемщик", "Заемщик не вправе производить зачёт встречных требований к Займодавцу."),
        (
            LOAN_RU,
            "Заемщик",
            "Займодавец вправе зачесть поступающие от Заемщика денежные средства в следующей очередности: проценты, затем основной долг.",
        ),
        (
            LOAN_RU,
            "Заемщик",
            "Займодавец вправе в одностороннем порядке зачесть обеспечительный платёж в счёт задолженности Заемщика по уплате процентов.",
        ),
        (
            LOAN_EN,
            "Borrower",
            "Either party may set off undisputed amounts due to it against amounts it owes the other.",
        ),
    ],
)
def test_mutual_or_statutory_set_off_is_no_set_off_risk(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    assert not findings_for(head, clause, settings, side, "set_off_right", ctype="loan"), clause


@pytest.mark.parametrize(
    ("head", "side", "other", "clause"),
    [
        (
            LOAN_RU,
            "Заемщик",
            "Займодавец",
            "Комиссия за предоставление займа в размере 3 % от суммы займа удерживается Займодавцем из суммы займа в момент его выдачи.",
        ),
        (
            LOAN_EN,
            "Borrower",
            "Lender",
            "An arrangement fee of 2% of the Loan shall be payable to the Lender and deducted from the proceeds of the Loan on the drawdown date.",
        ),
        (
            LOAN_RU,
            "Заемщик",
            "Займодавец",
            "Проценты, не уплаченные Заемщиком в срок, присоединяются к сумме основного долга, и на них начисляются проценты по ставке настоящего Договора.",
        ),
        (
            LOAN_EN,
            "Borrower",
            "Lender",
            "Any overdue amount shall bear default interest at 4% per annum above the Interest Rate, compounded monthly.",
        ),
        (
            LOAN_RU,
            "Заемщик",
            "Займодавец",
            "По истечении срока займа проценты за пользование займом продолжают начисляться по ставке, установленной настоящим Договором, наряду с неустойкой до дня фактического возврата займа.",
        ),
        (
            LOAN_EN,
            "Borrower",
            "Lender",
            "Interest shall continue to accrue at the Interest Rate after the Maturity Date until the Loan is repaid in full.",
        ),
    ],
)
def test_the_cost_of_the_loan_for_the_borrower(
    head: str, side: str, other: str, clause: str, settings: AnalysisSettings
) -> None:
    assert findings_for(head, clause, settings, side, "loan_cost", ctype="loan"), clause
    assert not findings_for(head, clause, settings, other, "loan_cost", ctype="loan")


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (LOAN_RU, "Заемщик", "Комиссия за выдачу займа не взимается."),
        (LOAN_RU, "Заемщик", "Начисление процентов на проценты не допускается."),
        (LOAN_EN, "Borrower", "Interest shall not be compounded."),
    ],
)
def test_a_loan_without_those_costs_is_no_loan_cost_risk(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    assert not findings_for(head, clause, settings, side, "loan_cost", ctype="loan"), clause
