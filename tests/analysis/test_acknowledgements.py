# ruff: noqa: E501  (contract clauses read better unwrapped)
"""What the reader signs as already true, and the contract's own terms kept secret from the reader's
advisers: a patient's pre-signed "fully informed, no claims" or refusal of free state care is high, an
acknowledgement of the contract's text or both parties confirming alike is not found; a consumer barred from
disclosing the terms is found unless the law, the courts and advisers are carved out, and never between
companies.

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.amendments.proposals import TEMPLATES
from chalicelib.settings import AnalysisSettings

CLINIC = (
    "ДОГОВОР НА ОКАЗАНИЕ ПЛАТНЫХ МЕДИЦИНСКИХ УСЛУГ\n\n"
    "ООО «Клиника Здоровье», именуемое в дальнейшем «Исполнитель», и гражданка Иванова Анна Сергеевна, именуемая в дальнейшем «Пациент», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Пациенту медицинские услуги, Пациент оплачивает их по прейскуранту.\n"
)
COMPANIES = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику услуги по уборке помещений, Заказчик их оплачивает.\n"
)


@pytest.mark.parametrize(
    "clause",
    [
        "Пациент подтверждает, что получил полную информацию об услугах и не имеет претензий к Исполнителю.",
        "Пациент подтверждает, что ознакомлен со всеми рисками и отказывается от получения бесплатной медицинской помощи в рамках программы ОМС.",
        "Пациент подтверждает, что предупреждён обо всех возможных осложнениях и последствиях вмешательства.",
    ],
)
def test_a_pre_signed_acknowledgement_is_high_for_the_patient(
    clause: str, settings: AnalysisSettings
) -> None:
    found = findings_for(CLINIC, clause, settings, "Пациент", "blanket_acknowledgement")
    assert found and found[0].favours == "Исполнитель" and found[0].severity == "high", clause


@pytest.mark.parametrize(
    "clause",
    [
        "Стороны подтверждают, что ознакомлены с условиями настоящего Договора и получили всю необходимую информацию.",
        "Пациент подтверждает, что ознакомлен с условиями настоящего Договора и принимает их в полном объёме.",
        "Пациент подтверждает, что порядок и последствия отзыва настоящего согласия ему разъяснены и понятны.",
        "Исполнитель подтверждает, что получил от Пациента всю необходимую информацию о состоянии здоровья.",
    ],
)
def test_the_contracts_text_both_parties_or_the_drafters_acknowledgement_are_not_found(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not findings_for(CLINIC, clause, settings, "Пациент", "blanket_acknowledgement"), clause


def test_a_consumer_barred_from_disclosing_the_terms(settings: AnalysisSettings) -> None:
    clause = "Условия настоящего Договора являются конфиденциальными и не подлежат разглашению Пациентом, в противном случае Пациент возмещает Исполнителю убытки."
    found = findings_for(CLINIC, clause, settings, "Пациент", "terms_secrecy")
    assert found and found[0].favours == "Исполнитель"


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (
            CLINIC,
            "Пациент",
            "Условия настоящего Договора не подлежат разглашению, за исключением случаев, предусмотренных законом, и раскрытия консультантам.",
        ),
        (
            COMPANIES,
            "Заказчик",
            "Условия настоящего Договора являются конфиденциальными и не подлежат разглашению Заказчиком.",
        ),
    ],
)
def test_terms_secrecy_with_a_legal_carve_out_or_between_companies_is_not_found(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    assert not findings_for(head, clause, settings, side, "terms_secrecy")


def test_the_protocol_has_wording_for_both() -> None:
    assert {"blanket_acknowledgement", "terms_secrecy"} <= set(TEMPLATES)
