# ruff: noqa: E501  (contract clauses read better unwrapped)
"""A civil contract that keeps an individual's work outside labour law: found for the individual who does
the work (high when the same clause puts the person under internal rules or a schedule), never for the
customer, never between two companies and never in a labour contract (the labour_terms item's).

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest

from chalicelib.amendments.proposals import TEMPLATES
from chalicelib.analysis import analyze_contract
from chalicelib.analysis.text import normalise
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

GIG = (
    "ДОГОВОР ВОЗМЕЗДНОГО ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Магазин», именуемое в дальнейшем «Заказчик», и гражданин Сидоров Иван Петрович, именуемый в дальнейшем «Исполнитель», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель лично оказывает Заказчику услуги по выкладке товара, Заказчик оплачивает их по 500 рублей за смену.\n"
)
COMPANIES = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику услуги по уборке помещений, Заказчик их оплачивает.\n"
)
CONTRACTOR = (
    "INDEPENDENT CONTRACTOR AGREEMENT\n\n"
    'This Agreement is made between Acme Corp., a Delaware corporation ("Company"), and John Doe, an individual ("Contractor").\n\n'
    "1. Services. Contractor shall perform the services described in Exhibit A, and Company shall pay Contractor USD 50 per hour.\n"
)

DENIAL = "Настоящий договор не является трудовым, Исполнитель не является работником Заказчика."
CONTROL = "Исполнитель обязуется соблюдать правила внутреннего трудового распорядка и график работы Заказчика; настоящий договор не является трудовым."


def _found(head: str, clause: str, settings: AnalysisSettings, side: str, kind: str = "services") -> list[Finding]:
    text = head + "2. " + clause + "\n"
    outcome = analyze_contract(text, PrescreenResult(contract_type=kind), None, settings=settings, side=side)
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return [f for f in outcome.findings if f.category == "disguised_employment"]


def test_denying_employment_to_an_individual_worker_is_a_risk_for_the_worker(settings: AnalysisSettings) -> None:
    found = _found(GIG, DENIAL, settings, "Исполнитель")
    assert found and found[0].favours == "Заказчик"
    assert found[0].severity == "medium"


def test_rules_and_a_schedule_under_a_civil_contract_are_high(settings: AnalysisSettings) -> None:
    found = _found(GIG, CONTROL, settings, "Исполнитель")
    assert found and found[0].severity == "high"


@pytest.mark.parametrize(("head", "side"), [(GIG, "Заказчик"), (COMPANIES, "Заказчик"), (COMPANIES, "Исполнитель")])
def test_no_finding_for_the_customer_or_between_companies(head: str, side: str, settings: AnalysisSettings) -> None:
    assert not _found(head, CONTROL, settings, side)


def test_an_english_contractor_denied_employee_benefits(settings: AnalysisSettings) -> None:
    clause = "Independent Contractor. Contractor is not an employee of Company and shall not be entitled to any employee benefits, paid leave or overtime."
    found = _found(CONTRACTOR, clause, settings, "Contractor")
    assert found and found[0].favours == "Company"


def test_the_protocol_has_wording_for_disguised_employment() -> None:
    assert "disguised_employment" in TEMPLATES
