# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Unilateral change by the back door: a document the other side keeps and may amend made part of the
contract, and its standard terms prevailing over the signed contract (``unilateral_change``). Attached
exhibits, documents as in force at signing, the reader's own rules and a contract that prevails are not.

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.models import Finding
from chalicelib.settings import AnalysisSettings

SERVICES = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику услуги хостинга, Заказчик их оплачивает.\n"
)
HOSTING = (
    "HOSTING SERVICES AGREEMENT\n\n"
    'This Agreement is made between Cloudberry, Inc., a Delaware corporation ("Provider"), and Northwind LLC, a Texas limited liability company ("Customer").\n\n'
    "1. Services. Provider shall provide the hosting services to Customer, and Customer shall pay the fees.\n"
)


def _found(head: str, clause: str, settings: AnalysisSettings, side: str) -> list[Finding]:
    return findings_for(head, clause, settings, side, "unilateral_change")


@pytest.mark.parametrize(
    "clause",
    [
        "Правила оказания услуг, размещённые на сайте Исполнителя, являются неотъемлемой частью настоящего Договора.",
        "Услуги оплачиваются по Тарифам Исполнителя, действующим на момент оплаты.",
        "Неотъемлемой частью Договора являются Регламент технической поддержки и Прайс-лист Исполнителя, опубликованные на сайте Исполнителя.",
        "Порядок оказания услуг определяется действующей редакцией Регламента Исполнителя.",
    ],
)
def test_the_other_sides_changeable_documents_made_part_of_the_contract(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(SERVICES, clause, settings, "Заказчик")
    assert found, clause
    assert "без вашей подписи" in found[0].explanation
    assert "в редакции на дату подписания" in found[0].recommendation


def test_the_drafters_rules_prevailing_over_the_contract_are_high(settings: AnalysisSettings) -> None:
    clause = "В случае противоречия между условиями настоящего Договора и Правилами оказания услуг, размещёнными на сайте Исполнителя, применяются Правила."
    found = _found(SERVICES, clause, settings, "Заказчик")
    assert found and found[0].severity == "high"
    assert "приоритет над подписанным договором" in found[0].explanation


@pytest.mark.parametrize(
    "clause",
    [
        "Customer shall comply with the Acceptable Use Policy, as amended by Provider from time to time, which is incorporated herein by reference.",
        "The Provider's service level policies posted on its website from time to time form part of this Agreement.",
        "In the event of any conflict between this Agreement and the Provider's online terms, as updated from time to time, the online terms shall prevail.",
    ],
)
def test_english_incorporation_of_the_providers_policies(clause: str, settings: AnalysisSettings) -> None:
    found = _found(HOSTING, clause, settings, "Customer")
    assert found, clause
    assert found[0].favours == "Provider"


@pytest.mark.parametrize(
    ("head", "clause", "side"),
    [
        (
            SERVICES,
            "Приложение № 1 (Техническое задание) является неотъемлемой частью настоящего Договора.",
            "Заказчик",
        ),
        (
            SERVICES,
            "Правила оказания услуг в редакции, действующей на дату подписания Договора, приведены в Приложении № 2.",
            "Заказчик",
        ),
        (
            SERVICES,
            "В случае противоречия между Договором и Правилами оказания услуг, размещёнными на сайте Исполнителя, применяются условия Договора.",
            "Заказчик",
        ),
        # The reader's own rules: Исполнитель reads the contract.
        (
            SERVICES,
            "Правила оказания услуг, размещённые на сайте Исполнителя, являются неотъемлемой частью настоящего Договора.",
            "Исполнитель",
        ),
        (
            HOSTING,
            "Exhibit A (Service Levels) is attached hereto and incorporated herein by reference.",
            "Customer",
        ),
        # A regulator's rules change with the law, not at the other side's will.
        (
            HOSTING,
            "The registration statement includes all documents incorporated by reference therein and the information deemed part thereof pursuant to the rules and regulations of the Commission, as amended from time to time.",
            "Customer",
        ),
        (
            HOSTING,
            "In the event of any conflict between the Provider's online terms and this Agreement, this Agreement shall prevail.",
            "Customer",
        ),
    ],
)
def test_exhibits_fixed_documents_and_a_prevailing_contract_are_no_risk(
    head: str, clause: str, side: str, settings: AnalysisSettings
) -> None:
    assert not _found(head, clause, settings, side), clause


@pytest.mark.parametrize(
    "clause",
    [
        "Перевозка выполняется в соответствии с Правилами дорожного движения Российской Федерации в действующей редакции.",
        "Персональные данные обрабатываются согласно Федеральному закону № 152-ФЗ «О персональных данных» в действующей редакции.",
        "Работы выполняются по ГОСТ Р 51000 и СНиП 3.03 в актуальной редакции.",
        "Расчёты ведутся по тарифам, утверждённым постановлением регионального органа регулирования, в действующей редакции.",
        "Учёт операций ведётся по Инструкции Банка России № 200-И в действующей редакции.",
        "Груз перевозится согласно Правилам перевозок грузов автомобильным транспортом в действующей редакции.",
    ],
)
def test_a_state_act_in_its_current_version_is_no_unilateral_change(
    clause: str, settings: AnalysisSettings
) -> None:
    """The state amends a law, a standard or a regulator's tariff for both sides; no party may change it."""
    assert not _found(SERVICES, clause, settings, "Заказчик"), clause


@pytest.mark.parametrize(
    "clause",
    [
        "Услуги оплачиваются по Тарифам Исполнителя, действующим на момент оплаты, с соблюдением законодательства РФ в действующей редакции.",
        "Услуги оказываются в соответствии с законодательством РФ и по Тарифам Исполнителя в действующей редакции.",
    ],
)
def test_the_drafters_rules_beside_a_law_still_count(clause: str, settings: AnalysisSettings) -> None:
    assert _found(SERVICES, clause, settings, "Заказчик"), clause
