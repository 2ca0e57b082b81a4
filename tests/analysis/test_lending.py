# ruff: noqa: E501  (contract clauses read better unwrapped)
"""The lender's remedies in a loan read for the borrower: the whole debt called early (heavier on grounds
the lender judges by itself or any breach), further security on demand, early repayment that costs the
whole term's interest. The borrower's own right to repay early is no risk, and a report for the lender
does not show them."""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.settings import AnalysisSettings

LOAN_RU = (
    "ДОГОВОР ЗАЙМА № 7\n\n"
    "ООО «Капитал», именуемое в дальнейшем «Займодавец», и ООО «Вектор», именуемое в дальнейшем «Заемщик», "
    "заключили настоящий договор.\n\n"
    "1. Займодавец передаёт Заемщику заём в размере 2 000 000 рублей на 24 месяца под 15 % годовых, а Заемщик обязуется вернуть заём и уплатить проценты.\n"
)
LOAN_EN = (
    "LOAN AGREEMENT\n\n"
    'This Loan Agreement is made between Harbor Capital Limited (the "Lender") and Stevens Trading Ltd (the "Borrower").\n\n'
    "1. The Lender agrees to lend the Borrower GBP 250,000, and the Borrower shall repay it in 24 monthly instalments with interest at 14% per annum.\n"
)


@pytest.mark.parametrize(
    ("clause", "severity"),
    [
        (
            "Займодавец вправе потребовать досрочного возврата всей суммы займа и уплаты процентов в случае ухудшения финансового положения Заемщика.",
            "high",
        ),
        (
            "Займодавец вправе потребовать досрочного возврата суммы займа при нарушении Заемщиком срока возврата очередной части займа.",
            "medium",
        ),
    ],
)
def test_the_lenders_call_of_the_whole_debt_is_a_risk_for_the_borrower(
    clause: str, severity: str, settings: AnalysisSettings
) -> None:
    found = findings_for(LOAN_RU, clause, settings, "Заемщик", "acceleration", ctype="loan")
    assert found and found[0].severity == severity, clause
    assert not findings_for(LOAN_RU, clause, settings, "Займодавец", "acceleration", ctype="loan")


def test_the_borrowers_right_to_repay_early_is_no_acceleration_risk(settings: AnalysisSettings) -> None:
    clause = (
        "Заемщик вправе досрочно вернуть сумму займа полностью или частично, уведомив Займодавца за 10 дней."
    )
    assert not findings_for(LOAN_RU, clause, settings, "Заемщик", "acceleration", ctype="loan")


def test_an_event_of_default_in_the_lenders_opinion_is_high(settings: AnalysisSettings) -> None:
    clauses = [
        "Each of the following is an Event of Default: any event occurs which, in the opinion of the Lender, has or may have a material adverse effect on the Borrower. At any time after an Event of Default the Lender may declare the Loan, together with accrued interest, immediately due and payable."
    ]
    found = findings_for(LOAN_EN, clauses, settings, "Borrower", "acceleration", ctype="loan")
    assert found and found[0].severity == "high"


def test_further_security_on_demand_is_a_risk_for_the_borrower(settings: AnalysisSettings) -> None:
    clause = "The Borrower shall provide such further security as the Lender may require from time to time."
    assert findings_for(LOAN_EN, clause, settings, "Borrower", "further_security", ctype="loan")
    ru = "Заемщик обязуется предоставить дополнительное обеспечение по первому требованию Займодавца."
    assert findings_for(LOAN_RU, ru, settings, "Заемщик", "further_security", ctype="loan")


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (
            LOAN_EN,
            "Borrower",
            "The Borrower may prepay the Loan in whole, provided that the Borrower pays all interest which would have accrued until the end of the term.",
        ),
        (
            LOAN_RU,
            "Заемщик",
            "При досрочном погашении займа Заемщик уплачивает проценты за весь срок пользования займом, установленный договором.",
        ),
    ],
)
def test_early_repayment_at_the_whole_terms_interest_is_a_risk(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    assert findings_for(head, clause, settings, side, "early_repayment", ctype="loan"), clause
