# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Personal data read by whose data it is and how far the consent reaches: a consent burdens the person
whose data it is (a courier's consent to his own data being shared is no risk for the customer); publication
and health data are high, sharing with partners, advertising and an indefinite consent medium, processing to
perform the contract low; anonymised statistics are no personal data.

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.models import Finding
from chalicelib.settings import AnalysisSettings

COURIER = (
    "ДОГОВОР ВОЗМЕЗДНОГО ОКАЗАНИЯ КУРЬЕРСКИХ УСЛУГ\n\n"
    "ООО «Доставка», именуемое в дальнейшем «Заказчик», и гражданин Петров Пётр Петрович, именуемый в дальнейшем «Исполнитель», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель доставляет отправления Заказчика, Заказчик оплачивает услуги по 300 рублей за доставку.\n"
)
CLINIC = (
    "ДОГОВОР НА ОКАЗАНИЕ ПЛАТНЫХ МЕДИЦИНСКИХ УСЛУГ\n\n"
    "ООО «Клиника Здоровье», именуемое в дальнейшем «Исполнитель», и гражданка Иванова Анна Сергеевна, именуемая в дальнейшем «Пациент», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Пациенту медицинские услуги, Пациент оплачивает их по прейскуранту.\n"
)


def _found(head: str, clause: str, settings: AnalysisSettings, side: str) -> list[Finding]:
    return findings_for(head, clause, settings, side, "personal_data")


SHARING = "Исполнитель даёт согласие на обработку своих персональных данных и их передачу третьим лицам, в том числе партнёрам Заказчика."


def test_a_consent_to_share_ones_own_data_is_a_risk_for_the_data_subject(settings: AnalysisSettings) -> None:
    found = _found(COURIER, SHARING, settings, "Исполнитель")
    assert found and found[0].favours == "Заказчик"
    assert found[0].severity == "medium"


def test_the_same_consent_is_no_risk_for_the_party_that_receives_the_data(settings: AnalysisSettings) -> None:
    assert not _found(COURIER, SHARING, settings, "Заказчик")


def test_consent_given_to_the_other_side_in_the_dative_is_still_the_consenters_data(
    settings: AnalysisSettings,
) -> None:
    clause = "Пациент в свою очередь даёт согласие Исполнителю на сбор и обработку персональных данных и их передачу партнёрам."
    found = _found(CLINIC, clause, settings, "Пациент")
    assert found and found[0].favours == "Исполнитель"


@pytest.mark.parametrize(
    "clause",
    [
        "Пациент даёт согласие на обработку своих персональных данных, включая генетическую информацию, полученную при исследовании.",
        "Пациент даёт согласие на размещение своих персональных данных в сети Интернет в случае неоплаты услуг.",
        "Пациент даёт согласие на обработку персональных данных, включая их распространение.",
    ],
)
def test_publication_and_genetic_data_are_high(clause: str, settings: AnalysisSettings) -> None:
    found = _found(CLINIC, clause, settings, "Пациент")
    assert found and found[0].severity == "high", clause


def test_a_consent_only_to_perform_the_contract_is_no_risk(settings: AnalysisSettings) -> None:
    """Processing to perform the contract needs no consent (п. 5 ч. 1 ст. 6 152-ФЗ): boilerplate, no risk."""
    clause = (
        "Пациент даёт согласие на обработку своих персональных данных в целях исполнения настоящего договора."
    )
    assert not _found(CLINIC, clause, settings, "Пациент")


@pytest.mark.parametrize(
    "clause",
    [
        "Пациент даёт согласие на обработку своих персональных данных в целях исполнения договора, в том числе на их передачу третьим лицам.",
        "Пациент даёт согласие на обработку своих персональных данных для исполнения договора и для рекламных рассылок.",
        "Пациент даёт согласие на обработку своих персональных данных в целях исполнения договора; согласие действует бессрочно.",
    ],
)
def test_a_contract_purpose_beside_a_wide_scope_stays(clause: str, settings: AnalysisSettings) -> None:
    assert _found(CLINIC, clause, settings, "Пациент"), clause


def test_medical_help_named_near_a_consent_is_no_health_data(settings: AnalysisSettings) -> None:
    clause = "Пациент даёт согласие на обработку своих персональных данных в целях исполнения договора; расходы на медицинскую помощь за рубежом несёт Пациент."
    found = _found(CLINIC, clause, settings, "Пациент")
    assert not any(f.severity == "high" for f in found)


def test_anonymised_statistics_are_no_personal_data(settings: AnalysisSettings) -> None:
    clause = "Пациент соглашается с тем, что Исполнитель может собирать обезличенные (без привязки к персональным данным Пациента) статистические данные о посещениях."
    assert not _found(CLINIC, clause, settings, "Пациент")


PLATFORM = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ ПО ДОСТАВКЕ\n\n"
    "ООО «Быстрая доставка», именуемое в дальнейшем «Исполнитель», и гражданин Петров Пётр Петрович, именуемый в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель организует доставку отправлений Заказчика силами курьеров, Заказчик оплачивает услуги.\n"
)


def test_a_couriers_consent_to_his_own_data_is_no_risk_for_the_customer(settings: AnalysisSettings) -> None:
    clause = "Курьер даёт согласие на передачу своих персональных данных Заказчику для выплаты чаевых."
    assert not _found(PLATFORM, clause, settings, "Заказчик")


def test_the_customers_own_consent_is_still_found(settings: AnalysisSettings) -> None:
    clause = "Заказчик даёт согласие на передачу своих персональных данных курьерам и партнёрам Исполнителя."
    found = _found(PLATFORM, clause, settings, "Заказчик")
    assert found and found[0].favours == "Исполнитель"


def test_a_citizen_consenting_in_the_first_person_is_the_reader(settings: AnalysisSettings) -> None:
    clause = "Я, гражданин, даю согласие на передачу моих персональных данных партнёрам Исполнителя."
    assert _found(PLATFORM, clause, settings, "Заказчик")


# --- the consent's scope is the clause to quote ---------------------------------------------------------------

USER_TERMS = (
    "ПОЛЬЗОВАТЕЛЬСКОЕ СОГЛАШЕНИЕ\n\n"
    "ООО «Платформа», именуемое в дальнейшем «Исполнитель», и гражданин, именуемый в дальнейшем «Пользователь», "
    "заключили настоящее соглашение.\n\n"
    "1. Исполнитель предоставляет Пользователю доступ к сервису, Пользователь оплачивает подписку.\n"
)


@pytest.mark.parametrize(
    "clause",
    [
        "Пользователь согласен на получение рекламной информации об акциях Исполнителя и его партнёров по электронной почте и SMS.",
        "Данное согласие действует бессрочно и может быть отозвано Пользователем в любой момент.",
        "Пользователь поручает Исполнителю обработку своих учётных данных, включая их передачу аффилированным лицам Исполнителя.",
    ],
)
def test_a_sentence_stating_the_consents_scope_is_found_on_its_own(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(USER_TERMS, clause, settings, "Пользователь")
    assert found and found[0].severity == "medium"
    assert found[0].favours == "Исполнитель"


def test_passing_on_goods_or_premises_to_third_parties_is_no_personal_data(
    settings: AnalysisSettings,
) -> None:
    assert not _found(
        USER_TERMS,
        "Передача оборудования третьим лицам допускается только с согласия Исполнителя.",
        settings,
        "Пользователь",
    )


def test_the_consents_widest_scope_is_quoted_before_processing_to_perform_the_contract(
    settings: AnalysisSettings,
) -> None:
    clauses = [
        "Пользователь даёт согласие на обработку персональных данных в целях исполнения договора.",
        "Пользователь даёт согласие на обработку персональных данных для исполнения договора.",
        "Пользователь даёт согласие на передачу персональных данных третьим лицам, в том числе трансграничную.",
    ]
    found = findings_for(USER_TERMS, clauses, settings, "Пользователь", "personal_data")
    assert any("трансграничн" in f.quote for f in found)
