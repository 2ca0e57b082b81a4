# ruff: noqa: E501  (contract clauses read better unwrapped)
"""A clause that makes the reader pay the other side's lawyers and court costs whatever the outcome is a
risk under the indemnity item; costs that follow the outcome (the law's rule), each side bearing its own,
and the other side paying the reader's costs are not."""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.settings import AnalysisSettings

LEASE = (
    "ДОГОВОР АРЕНДЫ НЕЖИЛОГО ПОМЕЩЕНИЯ\n\n"
    "ООО «Дом», именуемое в дальнейшем «Арендодатель», и ООО «Лавка», именуемое в дальнейшем «Арендатор», "
    "заключили настоящий договор.\n\n"
    "1. Арендодатель передаёт Арендатору во временное владение и пользование помещение площадью 40 кв. м, "
    "а Арендатор обязуется вносить арендную плату 50 000 рублей в месяц.\n"
)
CONTRACTOR = (
    "CONSULTING AGREEMENT\n\n"
    'This Consulting Agreement is made by and between Northwind LLC (the "Company") and Alex Kim (the "Consultant").\n\n'
    "1. Consultant shall provide the consulting services described in Exhibit A, and Company shall pay the fees set out there.\n"
)


@pytest.mark.parametrize(
    "clause",
    [
        "Арендатор возмещает Арендодателю все расходы на оплату услуг представителя и иные судебные расходы, связанные со взысканием задолженности.",
        "Расходы Арендодателя, связанные с принудительным взысканием арендной платы, включая расходы на юридические услуги, несёт Арендатор.",
    ],
)
def test_the_readers_paying_the_other_sides_lawyers_is_a_risk(
    clause: str, settings: AnalysisSettings
) -> None:
    found = findings_for(LEASE, clause, settings, "Арендатор", "indemnity")
    assert found, clause
    assert found[0].title.startswith("Судебные и юридические расходы")
    assert "проигравшая сторона" in found[0].recommendation


@pytest.mark.parametrize(
    "clause",
    [
        "Судебные расходы несёт проигравшая сторона пропорционально размеру удовлетворённых исковых требований.",
        "Каждая из Сторон самостоятельно несёт свои расходы на оплату услуг представителей.",
        "Арендодатель возмещает Арендатору расходы на оплату услуг представителя, если спор возник по вине Арендодателя.",
    ],
)
def test_costs_that_follow_the_outcome_or_fall_on_the_other_side_are_no_risk(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not findings_for(LEASE, clause, settings, "Арендатор", "indemnity"), clause


def test_a_one_way_fee_clause_in_english_is_a_risk_for_the_payer(settings: AnalysisSettings) -> None:
    clause = (
        "Consultant shall pay all attorneys' fees and costs incurred by Company in enforcing this Agreement."
    )
    found = findings_for(CONTRACTOR, clause, settings, "Consultant", "indemnity", ctype="services")
    assert found and found[0].title == "The other side's legal fees at your cost"
    assert not findings_for(CONTRACTOR, clause, settings, "Company", "indemnity", ctype="services")


def test_a_prevailing_party_clause_is_no_risk(settings: AnalysisSettings) -> None:
    clause = "In any action to enforce this Agreement, the prevailing party shall be entitled to recover its reasonable attorneys' fees and costs."
    assert not findings_for(CONTRACTOR, clause, settings, "Consultant", "indemnity", ctype="services")


def test_an_indemnity_that_lists_lawyers_fees_keeps_its_own_reading(settings: AnalysisSettings) -> None:
    clause = "Consultant shall indemnify and hold harmless Company from any and all claims, losses and expenses (including attorneys' fees) arising out of the services."
    found = findings_for(CONTRACTOR, clause, settings, "Consultant", "indemnity", ctype="services")
    assert found and found[0].title == "Indemnity"
