# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Two families a blind review found with no finding: a notice the reader is deemed to have received when
it was only sent or posted, and the other side's discretion to change, withhold or remove what it provides
(not only "the terms"). Each has wordings that must be found for the reader and near misses that must not:
the standard notices clause, a rule that favours the reader, the reader's own discretion.

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.amendments.proposals import TEMPLATES
from chalicelib.models import Finding
from chalicelib.settings import AnalysisSettings

LOAN = (
    "ДОГОВОР ПОТРЕБИТЕЛЬСКОГО ЗАЙМА\n\n"
    "ООО МКК «Быстрые деньги», именуемое в дальнейшем «Займодавец», и гражданин Сидоров Иван Петрович, "
    "именуемый в дальнейшем «Заемщик», заключили настоящий договор.\n\n"
    "1. Займодавец передаёт Заемщику 30 000 рублей, Заемщик возвращает их с процентами через 30 дней.\n"
)
SERVICES = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику услуги доступа к сервису, Заказчик их оплачивает. Стоимость — 50 000 рублей в месяц.\n"
)
TERMS = (
    "TERMS OF SERVICE\n\n"
    'These Terms are an agreement between Cloudberry, Inc. ("Company") and you, the user of the service ("User").\n\n'
    "1. Service. Company provides the hosted service to User, and User pays the subscription fees.\n"
)
GRANT = (
    "GRANT AGREEMENT\n\n"
    'This Grant Agreement is made between the Open Code Foundation, a Delaware nonprofit corporation ("Foundation"), and Jane Smith, an individual ("Grantee").\n\n'
    "1. Grant. Foundation shall pay Grantee USD 20,000 in four instalments to develop the software described in Exhibit A.\n"
)


def _found(head: str, clause: str, settings: AnalysisSettings, side: str, category: str) -> list[Finding]:
    return findings_for(head, clause, settings, side, category)


# --- notices deemed received ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "Уведомление, направленное Займодавцем по адресу электронной почты Заемщика, считается полученным Заемщиком с даты его отправки.",
        "Информация, размещённая на сайте Займодавца, считается доведённой до сведения Заемщика с момента её размещения.",
        "С момента отправки SMS-сообщения на номер телефона, указанный Заемщиком, сообщение считается полученным Заемщиком.",
        "Риск неполучения сообщений, направленных Займодавцем, несёт Заемщик.",
    ],
)
def test_a_notice_counted_from_sending_is_a_risk_for_its_recipient(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(LOAN, clause, settings, "Заемщик", "deemed_notice")
    assert found, clause
    assert found[0].favours == "Займодавец"


def test_a_claim_deemed_received_on_sending_is_high(settings: AnalysisSettings) -> None:
    clause = "Претензия, направленная Займодавцем по электронной почте, считается полученной Заемщиком в день её отправки."
    found = _found(LOAN, clause, settings, "Заемщик", "deemed_notice")
    assert found and found[0].severity == "high"


def test_the_rule_is_no_risk_for_the_sender(settings: AnalysisSettings) -> None:
    clause = "Уведомление, направленное Займодавцем по адресу электронной почты Заемщика, считается полученным Заемщиком с даты его отправки."
    assert not _found(LOAN, clause, settings, "Займодавец", "deemed_notice")


def test_a_mutual_rule_is_low(settings: AnalysisSettings) -> None:
    clause = "Сообщения, направляемые каждой из сторон по электронной почте, считаются полученными с даты их отправки."
    found = _found(SERVICES, clause, settings, "Заказчик", "deemed_notice")
    assert found and all(f.severity == "low" for f in found)


@pytest.mark.parametrize(
    "clause",
    [
        "Уведомление считается полученным с момента его вручения адресату под роспись.",
        "Сообщение считается доставленным, если оно поступило адресату, но не было ему вручено по обстоятельствам, зависящим от него.",
        "Акт считается подписанным Заказчиком, если в течение 5 дней с даты его направления не поступил мотивированный отказ.",
    ],
)
def test_delivery_and_acceptance_are_not_deemed_notice(clause: str, settings: AnalysisSettings) -> None:
    assert not _found(SERVICES, clause, settings, "Заказчик", "deemed_notice")


def test_a_notice_deemed_delivered_is_not_an_acceptance_finding(settings: AnalysisSettings) -> None:
    clause = "Уведомление, направленное Исполнителем Заказчику по электронной почте, считается полученным Заказчиком с даты его отправки."
    assert _found(SERVICES, clause, settings, "Заказчик", "deemed_notice")
    assert not _found(SERVICES, clause, settings, "Заказчик", "acceptance")


def test_english_notices_whether_or_not_received_burden_the_user(settings: AnalysisSettings) -> None:
    clause = "Notices. Company may give notice by e-mail to the address in your account, and such notice is deemed received when sent, whether or not it is actually received or read."
    found = _found(TERMS, clause, settings, "User", "deemed_notice")
    assert found and found[0].favours == "Company"


def test_the_standard_english_notices_clause_is_not_found(settings: AnalysisSettings) -> None:
    clause = "Notices. All notices shall be in writing and shall be deemed given when delivered personally, one business day after sending by overnight courier, or three days after mailing by certified mail."
    assert not _found(TERMS, clause, settings, "User", "deemed_notice")


def test_the_protocol_has_wording_for_deemed_notices() -> None:
    assert "deemed_notice" in TEMPLATES


# --- discretion over what is provided ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (
            TERMS,
            "User",
            "Changes. Company may modify or remove features of the Service at any time, with or without notice.",
        ),
        (
            GRANT,
            "Grantee",
            "Payments. Foundation may, in its sole discretion, withhold or reduce any payment of the Grant.",
        ),
        (
            SERVICES,
            "Заказчик",
            "Исполнитель вправе в любое время по своему усмотрению изменять функционал сервиса.",
        ),
        (
            SERVICES,
            "Заказчик",
            "Исполнитель вправе ограничить функции сервиса без предварительного уведомления Заказчика.",
        ),
    ],
)
def test_the_providers_discretion_over_what_it_provides_is_a_change_risk(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    found = _found(head, clause, settings, side, "unilateral_change")
    assert found, clause


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (
            SERVICES,
            "Заказчик",
            "Заказчик вправе в любое время по своему усмотрению изменять перечень пользователей сервиса.",
        ),
        (
            SERVICES,
            "Заказчик",
            "Исполнитель вправе изменять функционал сервиса только по письменному соглашению с Заказчиком.",
        ),
        (TERMS, "User", "Features. User may remove content from the Service at any time."),
    ],
)
def test_the_readers_own_discretion_or_an_agreed_change_is_not(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    assert not _found(head, clause, settings, side, "unilateral_change")


def test_a_few_days_for_delivery_or_a_rebuttable_presumption_is_the_ordinary_rule(
    settings: AnalysisSettings,
) -> None:
    clause = "Уведомления, направленные заказным письмом, считаются полученными адресатом по истечении 5 (пяти) рабочих дней с даты отправки, если не доказано иное."
    assert not _found(SERVICES, clause, settings, "Заказчик", "deemed_notice")
