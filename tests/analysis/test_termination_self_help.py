# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Two readings of the other side's unilateral rights that blind reviews of unseen contracts corrected.

- Third parties engaged to perform are no risk where the holder answers for them as for itself (ст. 313,
  403, 706 ГК РФ), whether the same sentence or another clause of the contract says so, and in a consumer's
  mass offer (the provider answers for whom it engages by law); the right stays a risk when it lets the
  holder pass the reader's confidential information or the obligation itself (ст. 391 ГК РФ) to them, or
  disclaims liability for them; passing personal data to them is a low risk.
- The other side's right to end, suspend or refuse performance or to keep the reader's property or papers
  (self-help): found when its subject is the other side, heavier without notice, for any breach or with no
  refund; the reader's own right and a pause for non-payment after notice (ст. 328 ГК РФ) are not risks.

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.models import Finding
from chalicelib.settings import AnalysisSettings

SERVICES = (
    "ДОГОВОР ВОЗМЕЗДНОГО ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Кедр», именуемое в дальнейшем «Исполнитель», и ООО «Ясень», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику услуги по сопровождению бухгалтерского учёта, Заказчик оплачивает их ежемесячно.\n"
)
TELECOM = (
    "ДОГОВОР ОБ ОКАЗАНИИ УСЛУГ СВЯЗИ\n\n"
    "ООО «Сигнал», именуемое в дальнейшем «Оператор», и гражданин Петров Пётр Петрович, именуемый в дальнейшем «Абонент», "
    "заключили настоящий договор.\n\n"
    "1. Оператор оказывает Абоненту услуги доступа к сети интернет для личных нужд, Абонент ежемесячно вносит абонентскую плату.\n"
)
LEASE = (
    "ДОГОВОР АРЕНДЫ НЕЖИЛОГО ПОМЕЩЕНИЯ\n\n"
    "ООО «Квартал», именуемое в дальнейшем «Арендодатель», и ООО «Пекарня», именуемое в дальнейшем «Арендатор», "
    "заключили настоящий договор.\n\n"
    "1. Арендодатель предоставляет Арендатору во временное пользование помещение, Арендатор ежемесячно вносит арендную плату.\n"
)
HOSTING = (
    "HOSTING SERVICES AGREEMENT\n\n"
    'This Agreement is entered into by Cloudway Inc. ("Provider") and Northfield LLC ("Customer").\n\n'
    "1. Provider shall host Customer's web applications and Customer shall pay the monthly fees.\n"
)


def _helpers(clauses: str | list[str], settings: AnalysisSettings, head: str = SERVICES) -> list[Finding]:
    side = "Абонент" if head is TELECOM else "Заказчик"
    return findings_for(head, clauses, settings, side, "unilateral_change")


def _ends(clauses: str | list[str], settings: AnalysisSettings, head: str = SERVICES) -> list[Finding]:
    side = {SERVICES: "Заказчик", TELECOM: "Абонент", LEASE: "Арендатор", HOSTING: "Customer"}[head]
    ctype = "lease" if head is LEASE else "services"
    return findings_for(head, clauses, settings, side, "termination_for_convenience", ctype=ctype)


# --- A. third parties engaged ---------------------------------------------------------------------------

_ANSWERS = (
    "Исполнитель несёт ответственность за действия привлечённых им третьих лиц как за свои собственные."
)


@pytest.mark.parametrize(
    "clauses",
    [
        ["Исполнитель вправе привлекать к оказанию услуг третьих лиц.", _ANSWERS],
        [_ANSWERS, "Исполнитель вправе без согласования с Заказчиком привлекать соисполнителей."],
        "Исполнитель вправе привлекать субисполнителей, оставаясь ответственным перед Заказчиком за их действия.",
    ],
)
def test_helpers_the_holder_answers_for_are_no_risk(
    clauses: str | list[str], settings: AnalysisSettings
) -> None:
    assert not _helpers(clauses, settings)


def test_helpers_in_a_consumers_mass_offer_are_no_risk(settings: AnalysisSettings) -> None:
    assert not _helpers(
        "Оператор вправе привлекать третьих лиц для оказания услуг связи.", settings, head=TELECOM
    )


@pytest.mark.parametrize(
    "clause",
    [
        "Исполнитель вправе привлекать третьих лиц и передавать им конфиденциальную информацию Заказчика.",
        "Исполнитель вправе привлекать третьих лиц и передать им исполнение своих обязательств по договору.",
    ],
)
def test_helpers_that_get_secrets_the_obligation_or_no_liability_stay_a_risk(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _helpers([clause, _ANSWERS], settings)
    assert found and found[0].favours == "Исполнитель"
    assert found[0].severity in ("medium", "high")


def test_helpers_the_holder_disclaims_stay_a_risk(settings: AnalysisSettings) -> None:
    clause = "Исполнитель вправе привлекать третьих лиц, при этом Исполнитель не несёт ответственности за их действия."
    text = [clause, _ANSWERS]
    found = _helpers(text, settings) + findings_for(SERVICES, text, settings, "Заказчик", "liability_cap")
    assert [f.favours for f in found if f.quote.startswith("Исполнитель вправе")] == ["Исполнитель"]


def test_helpers_that_get_personal_data_are_a_low_risk(settings: AnalysisSettings) -> None:
    clause = (
        "Исполнитель вправе привлекать третьих лиц и передавать им персональные данные работников Заказчика."
    )
    found = _helpers([clause, _ANSWERS], settings)
    assert found and found[0].severity == "low"


def test_a_disclaimer_elsewhere_earns_the_holder_no_credit(settings: AnalysisSettings) -> None:
    clauses = [
        "Исполнитель вправе привлекать соисполнителей.",
        "Исполнитель не несёт ответственности за действия третьих лиц.",
    ]
    found = _helpers(clauses, settings)
    assert found and found[0].severity == "medium"


# --- B. termination, suspension and self-help ----------------------------------------------------------


@pytest.mark.parametrize(
    ("head", "clause", "severity"),
    [
        (
            SERVICES,
            "Исполнитель вправе удерживать переданные ему Заказчиком документы и материалы.",
            "medium",
        ),
        (
            LEASE,
            "Арендодатель вправе удерживать имущество Арендатора, находящееся в помещении, до погашения задолженности.",
            "low",
        ),
        (SERVICES, "Исполнитель вправе не приступать к оказанию услуг без объяснения причин.", "high"),
        (
            SERVICES,
            "Исполнитель имеет право отказаться от оказания услуг без возврата внесённой оплаты.",
            "high",
        ),
        (
            SERVICES,
            "Исполнитель вправе приостановить оказание услуг без уведомления в случае нарушения Заказчиком любого из условий настоящего Договора.",
            "high",
        ),
        (
            TELECOM,
            "Оператор вправе отключить Абонента от сети при нарушении Абонентом правил пользования.",
            "medium",
        ),
        (TELECOM, "Оператор вправе заблокировать лицевой счёт Абонента.", "medium"),
        (
            TELECOM,
            "Оператор вправе приостановить оказание услуг при неоплате без предварительного уведомления Абонента.",
            "low",
        ),
        (SERVICES, "Исполнитель вправе расторгнуть Договор, уведомив Заказчика за 10 дней.", "medium"),
        (SERVICES, "Исполнитель вправе досрочно расторгнуть настоящий Договор.", "medium"),
        (SERVICES, "Исполнитель вправе удалить учётную запись Заказчика без объяснения причин.", "high"),
        (LEASE, "Арендодатель вправе не допускать Арендатора в помещение.", "medium"),
        (
            LEASE,
            "Арендодатель вправе не допускать Арендатора и его работников в помещение до погашения задолженности.",
            "low",
        ),
    ],
)
def test_the_other_sides_end_suspension_or_self_help_is_found(
    head: str, clause: str, severity: str, settings: AnalysisSettings
) -> None:
    found = _ends(clause, settings, head=head)
    assert found and found[0].favours in ("Исполнитель", "Оператор", "Арендодатель")
    assert found[0].severity == severity


@pytest.mark.parametrize(
    ("head", "clause"),
    [
        (
            TELECOM,
            "Оператор вправе приостановить оказание услуг при неоплате, предварительно уведомив Абонента за три дня.",
        ),
        (TELECOM, "Абонент вправе в любое время отказаться от услуг Оператора."),
        (
            SERVICES,
            "Заказчик вправе отказаться от исполнения договора, оплатив Исполнителю фактически понесённые расходы.",
        ),
        (SERVICES, "Исполнитель не вправе удерживать документы Заказчика."),
        (SERVICES, "Заказчик вправе удерживать из оплаты сумму начисленной неустойки."),
        (
            SERVICES,
            "Исполнитель вправе отказаться от оказания услуг, если Заказчик не предоставил исходные данные.",
        ),
        (
            SERVICES,
            "Исполнитель вправе не приступать к оказанию услуг до поступления оплаты на его расчётный счёт.",
        ),
        (LEASE, "При утере ключа Арендодатель вправе удержать 500 рублей из обеспечительного платежа."),
        (
            SERVICES,
            "Если обстоятельства непреодолимой силы длятся более трёх месяцев, любая из Сторон может отказаться от исполнения Договора.",
        ),
    ],
)
def test_the_readers_own_right_a_ban_or_a_noticed_pause_for_debt_is_no_such_risk(
    head: str, clause: str, settings: AnalysisSettings
) -> None:
    assert not _ends(clause, settings, head=head)


def test_an_item_of_the_other_sides_list_of_rights_is_found(settings: AnalysisSettings) -> None:
    clause = "Исполнитель вправе:\n- отказать в обслуживании при нарушении условий настоящего Договора."
    found = _ends(clause, settings)
    assert found and found[0].favours == "Исполнитель" and found[0].severity == "medium"


def test_an_item_of_the_readers_list_of_duties_is_no_such_right(settings: AnalysisSettings) -> None:
    assert not _ends("Заказчик обязан:\n- прекратить использование программы по окончании срока.", settings)


@pytest.mark.parametrize(
    "clause",
    [
        "Provider may immediately suspend Customer's access to the Services without prior notice.",
        "Provider may suspend the Services if Customer breaches any provision of this Agreement.",
        "Provider may suspend or terminate Customer's account if Customer violates this Agreement.",
    ],
)
def test_an_english_suspension_of_the_service_is_found(clause: str, settings: AnalysisSettings) -> None:
    found = _ends(clause, settings, head=HOSTING)
    assert found and found[0].favours == "Provider"


def test_an_english_termination_for_cause_stays_out(settings: AnalysisSettings) -> None:
    clause = "Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty days."
    assert not _ends(clause, settings, head=HOSTING)
