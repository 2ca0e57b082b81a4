# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Charges taken from the reader's card or account without an order for each payment (the blind reading's
«активация» for 1 рубль followed by monthly debits): found for the payer, high after a trial or in amounts
the other side sets, never for the side that charges, and not when each payment is confirmed.

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.amendments.proposals import TEMPLATES
from chalicelib.models import Finding
from chalicelib.settings import AnalysisSettings

OFFER = (
    "ПУБЛИЧНАЯ ОФЕРТА НА ОКАЗАНИЕ УСЛУГ\n\n"
    "ООО «Подбор», именуемое в дальнейшем «Исполнитель», предлагает любому физическому лицу, именуемому в дальнейшем «Клиент», "
    "заключить договор на следующих условиях.\n\n"
    "1. Исполнитель предоставляет Клиенту доступ к сервису подбора займов, Клиент оплачивает подписку.\n"
)
TERMS = (
    "TERMS OF SERVICE\n\n"
    'These Terms are an agreement between Cloudberry, Inc. ("Company") and you, the user of the service ("User").\n\n'
    "1. Service. Company provides the hosted service to User, and User pays the subscription fees.\n"
)


def _found(head: str, clause: str, settings: AnalysisSettings, side: str) -> list[Finding]:
    return findings_for(head, clause, settings, side, "recurring_charges")


@pytest.mark.parametrize(
    "clause",
    [
        "Клиент даёт согласие на рекуррентные списания стоимости подписки с привязанной банковской карты.",
        "Привязывая банковскую карту, Клиент поручает Исполнителю списывать с неё плату за подписку ежемесячно без дополнительного подтверждения.",
        "Денежные средства списываются с карты Клиента в безакцептном порядке в дату продления подписки.",
    ],
)
def test_a_standing_consent_to_debit_the_card_is_a_risk_for_the_payer(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(OFFER, clause, settings, "Клиент")
    assert found, clause
    assert found[0].favours == "Исполнитель"


def test_debits_after_a_one_rouble_activation_are_high(settings: AnalysisSettings) -> None:
    clause = "После оплаты активации в размере 1 рубль Клиент даёт согласие на автоматическое списание платы за подписку каждые 5 дней."
    found = _found(OFFER, clause, settings, "Клиент")
    assert found and found[0].severity == "high"


def test_the_charges_are_no_risk_for_the_side_that_charges(settings: AnalysisSettings) -> None:
    clause = (
        "Клиент даёт согласие на рекуррентные списания стоимости подписки с привязанной банковской карты."
    )
    assert not _found(OFFER, clause, settings, "Исполнитель")


@pytest.mark.parametrize(
    "clause",
    [
        "Оплата производится Клиентом банковской картой на сайте; каждый платёж Клиент подтверждает кодом из SMS.",
        "Исполнитель производит списание материалов по акту, подписанному сторонами.",
        "Клиент оплачивает услуги в течение 5 дней с даты выставления счёта.",
    ],
)
def test_a_confirmed_payment_or_a_write_off_is_not_found(clause: str, settings: AnalysisSettings) -> None:
    assert not _found(OFFER, clause, settings, "Клиент")


def test_english_automatic_renewal_charges_burden_the_user(settings: AnalysisSettings) -> None:
    clause = "Billing. You authorize Company to automatically charge your payment method for the subscription fees at the start of each billing period until you cancel."
    found = _found(TERMS, clause, settings, "User")
    assert found and found[0].favours == "Company"


def test_english_charges_confirmed_each_time_are_not_found(settings: AnalysisSettings) -> None:
    clause = "Billing. Company will invoice User monthly and User shall pay each invoice within thirty days."
    assert not _found(TERMS, clause, settings, "User")


def test_the_protocol_has_wording_for_recurring_charges() -> None:
    assert "recurring_charges" in TEMPLATES


def test_a_product_feature_named_recurring_billing_is_not_a_charge(settings: AnalysisSettings) -> None:
    clause = "Features. The CRM offers customer relationship management and retention tools. Recurring billing feature that allows fully automated billing of the merchant's clients."
    assert not _found(TERMS, clause, settings, "User")


@pytest.mark.parametrize(
    "clause",
    [
        "Указывая реквизиты банковской карты, Клиент соглашается на списание с неё любых сумм задолженности перед Исполнителем.",
        "Клиент соглашается на списание денежных средств с банковской карты в счёт оплаты подписки.",
    ],
)
def test_card_details_as_consent_to_debit_are_found(clause: str, settings: AnalysisSettings) -> None:
    found = _found(OFFER, clause, settings, "Клиент")
    assert found and found[0].favours == "Исполнитель", clause


def test_debiting_any_sum_owed_is_high(settings: AnalysisSettings) -> None:
    clause = "Указывая реквизиты банковской карты, Клиент соглашается на списание с неё любых сумм задолженности перед Исполнителем."
    assert _found(OFFER, clause, settings, "Клиент")[0].severity == "high"
