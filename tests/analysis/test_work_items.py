# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Two risks of the party that does the work. A civil contract that keeps an individual's work outside
labour law: found for the individual who does the work (high when the same clause puts the person under
internal rules or a schedule), never for the customer, never between two companies and never in a labour
contract (the labour_terms item's). A scope the other side sets alone (other tasks at its direction, any
order to be filled): found for the performer, high when the extra work is in the same price; the statutory
«по заданию Заказчика» of a services contract and extras agreed by both are not found.

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.amendments.proposals import TEMPLATES
from chalicelib.models import Finding
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


def _found(head: str, clause: str, settings: AnalysisSettings, side: str) -> list[Finding]:
    return findings_for(head, clause, settings, side, "disguised_employment")


def test_denying_employment_to_an_individual_worker_is_a_risk_for_the_worker(
    settings: AnalysisSettings,
) -> None:
    found = _found(GIG, DENIAL, settings, "Исполнитель")
    assert found and found[0].favours == "Заказчик"
    assert found[0].severity == "medium"


def test_rules_and_a_schedule_under_a_civil_contract_are_high(settings: AnalysisSettings) -> None:
    found = _found(GIG, CONTROL, settings, "Исполнитель")
    assert found and found[0].severity == "high"


@pytest.mark.parametrize(
    ("head", "side"), [(GIG, "Заказчик"), (COMPANIES, "Заказчик"), (COMPANIES, "Исполнитель")]
)
def test_no_finding_for_the_customer_or_between_companies(
    head: str, side: str, settings: AnalysisSettings
) -> None:
    assert not _found(head, CONTROL, settings, side)


def test_an_english_contractor_denied_employee_benefits(settings: AnalysisSettings) -> None:
    clause = "Independent Contractor. Contractor is not an employee of Company and shall not be entitled to any employee benefits, paid leave or overtime."
    found = _found(CONTRACTOR, clause, settings, "Contractor")
    assert found and found[0].favours == "Company"


def test_the_protocol_has_wording_for_disguised_employment() -> None:
    assert "disguised_employment" in TEMPLATES


# --- the scope of work set by the other side ---------------------------------------------------------------

SUPPLY = (
    "ДОГОВОР ПОСТАВКИ\n\n"
    "ООО «Аптека», именуемое в дальнейшем «Покупатель», и ООО «Фарм», именуемое в дальнейшем «Поставщик», заключили настоящий договор.\n\n"
    "1. Поставщик поставляет Покупателю лекарственные средства по ценам спецификации, Покупатель оплачивает их.\n"
)


def _scope(head: str, clause: str, settings: AnalysisSettings, side: str) -> list[Finding]:
    return findings_for(head, clause, settings, side, "open_scope")


def test_other_tasks_at_the_customers_direction_for_the_same_price_are_high(
    settings: AnalysisSettings,
) -> None:
    clause = "Исполнитель обязуется также выполнять иные поручения Заказчика, связанные с предметом договора, без дополнительной оплаты."
    found = _scope(COMPANIES, clause, settings, "Исполнитель")
    assert found and found[0].favours == "Заказчик" and found[0].severity == "high"
    assert not _scope(COMPANIES, clause, settings, "Заказчик")


def test_a_duty_to_fill_any_order_is_a_risk_for_the_supplier(settings: AnalysisSettings) -> None:
    clause = "Поставщик обязан поставить товар по любой заявке Покупателя в течение 2 рабочих дней."
    found = _scope(SUPPLY, clause, settings, "Поставщик")
    assert found and found[0].favours == "Покупатель"


def test_english_such_other_services_as_the_client_may_request(settings: AnalysisSettings) -> None:
    clause = "Services. Contractor shall provide the services in Exhibit A and such other services as Company may reasonably request from time to time."
    found = _scope(CONTRACTOR, clause, settings, "Contractor")
    assert found and found[0].favours == "Company"


@pytest.mark.parametrize(
    "clause",
    [
        "Исполнитель обязуется по заданию Заказчика оказать услуги по уборке помещений, указанные в Приложении № 1.",
        "Дополнительные услуги оказываются по дополнительному соглашению сторон с указанием их стоимости.",
    ],
)
def test_the_statutory_wording_and_agreed_extras_are_not_found(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _scope(COMPANIES, clause, settings, "Исполнитель")
