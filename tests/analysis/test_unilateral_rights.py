"""The other side's unilateral rights beyond the price and the terms, read by the operative predicate: who
may engage third parties, move the schedule, cut the scope, fix sums alone, decide claims at its discretion,
demand extras, suspend, block or refuse the service. The reader's own right, a mutual right, a ban, a change
made with the reader's consent, a suspension on the reader's breach and the code's own default are not risks.

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.models import Finding
from chalicelib.settings import AnalysisSettings

SERVICES = (
    "ДОГОВОР ВОЗМЕЗДНОГО ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Ромашка», именуемое в дальнейшем «Исполнитель», и ООО «Лютик», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику консультационные услуги, Заказчик оплачивает их ежемесячно.\n"
)
WORKS = (
    "ДОГОВОР ПОДРЯДА\n\n"
    "ООО «Стройка», именуемое в дальнейшем «Подрядчик», и ООО «Дом», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор подряда.\n\n"
    "1. Подрядчик выполняет ремонт помещения Заказчика, Заказчик принимает и оплачивает работы.\n"
)


def _change(
    clause: str, settings: AnalysisSettings, side: str = "Заказчик", head: str = SERVICES
) -> list[Finding]:
    return findings_for(
        head, clause, settings, side, "unilateral_change", ctype="work" if head is WORKS else "services"
    )


def _end(clause: str, settings: AnalysisSettings, side: str = "Заказчик") -> list[Finding]:
    return findings_for(SERVICES, clause, settings, side, "termination_for_convenience")


@pytest.mark.parametrize(
    ("clause", "severity"),
    [
        ("Исполнитель вправе привлекать к оказанию услуг третьих лиц без согласования с Заказчиком.", "high"),
        ("Исполнитель вправе привлекать соисполнителей.", "medium"),
        (
            "Исполнитель вправе изменить время и место оказания услуг, уведомив Заказчика за один день.",
            "medium",
        ),
        ("Исполнитель оставляет за собой право изменять перечень и объём услуг.", "high"),
        ("Объём и качество услуг определяются Исполнителем самостоятельно.", "medium"),
        ("Исполнитель по своему усмотрению определяет размер компенсации Заказчику.", "high"),
        ("Исполнитель вправе по своему усмотрению разрешать претензии Заказчика.", "high"),
        ("Исполнитель вправе потребовать от Заказчика доплаты за срочность.", "high"),
        ("Исполнитель вправе запросить у Заказчика дополнительные документы.", "low"),
    ],
)
def test_the_other_sides_unilateral_right_is_found_with_its_weight(
    clause: str, severity: str, settings: AnalysisSettings
) -> None:
    found = _change(clause, settings)
    assert found and found[0].favours == "Исполнитель"
    assert found[0].severity == severity


@pytest.mark.parametrize(
    "clause",
    [
        "Заказчик вправе привлекать к приёмке услуг третьих лиц.",  # the reader's own right
        "Исполнитель не вправе привлекать третьих лиц без согласия Заказчика.",  # a ban
        "Исполнитель вправе изменить время оказания услуг по согласованию с Заказчиком.",  # with consent
        "Каждая из сторон вправе привлекать третьих лиц для исполнения договора.",  # mutual
    ],
)
def test_the_readers_own_mutual_banned_or_agreed_right_is_no_risk(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _change(clause, settings)


def test_the_same_right_is_no_risk_for_its_holder(settings: AnalysisSettings) -> None:
    assert not _change("Исполнитель вправе привлекать соисполнителей.", settings, side="Исполнитель")


def test_a_contractor_engaging_subcontractors_is_the_codes_default(settings: AnalysisSettings) -> None:
    assert not _change("Подрядчик вправе привлекать субподрядчиков.", settings, head=WORKS)


def test_emergency_care_decided_by_the_doctor_is_the_laws_rule(settings: AnalysisSettings) -> None:
    clause = (
        "Исполнитель вправе в неотложных случаях самостоятельно определять объём медицинских вмешательств."
    )
    assert not _change(clause, settings)


@pytest.mark.parametrize(
    ("clause", "severity"),
    [
        ("Исполнитель вправе заблокировать учётную запись Заказчика.", "medium"),
        (
            "Исполнитель вправе приостановить оказание услуг без предварительного уведомления Заказчика.",
            "high",
        ),
        ("Исполнитель вправе отказать Заказчику в оказании услуг.", "medium"),
    ],
)
def test_suspending_blocking_or_refusing_the_service_is_found(
    clause: str, severity: str, settings: AnalysisSettings
) -> None:
    found = _end(clause, settings)
    assert found and found[0].favours == "Исполнитель"
    assert found[0].severity == severity


@pytest.mark.parametrize(
    "clause",
    [
        "Исполнитель вправе приостановить оказание услуг при непредоставлении Заказчиком исходных данных.",
        "Исполнитель вправе приостановить оказание услуг до полной оплаты задолженности.",
        "Исполнитель вправе приостанавливать работу сервиса для проведения плановых технических работ.",
        "Заказчик вправе приостановить оказание услуг.",
        "Стороны могут приостановить исполнение обязательств по договору на время действия обстоятельств.",
    ],
)
def test_suspension_on_the_readers_fault_for_upkeep_or_by_the_reader_is_no_risk(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _end(clause, settings)
