# ruff: noqa: E501  (contract clauses read better unwrapped)
"""A security deposit (обеспечительный платёж, ст. 381.1 ГК РФ) read apart from an advance: its own title and
advice (what may be deducted, when it comes back), no advance advice; the holder's side and a prompt full
refund are no risk for the reader."""

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


@pytest.mark.parametrize(
    "clause",
    [
        "Арендатор вносит обеспечительный платёж в размере 100 000 рублей до передачи помещения.",
        "Гарантийный взнос, внесённый Арендатором, не возвращается.",
        "Арендатор перечисляет Арендодателю обеспечительный платеж до начала аренды, он возвращается по окончании срока за вычетом задолженности.",
    ],
)
def test_a_security_deposit_the_reader_pays_has_its_own_reading(
    clause: str, settings: AnalysisSettings
) -> None:
    found = findings_for(LEASE, clause, settings, "Арендатор", "prepayment")
    assert found, clause
    assert found[0].title.startswith("Обеспечительный платёж")
    assert "782" not in found[0].recommendation and "30%" not in found[0].recommendation
    assert "удерживаются только" in found[0].recommendation


def test_a_deposit_kept_whole_is_high(settings: AnalysisSettings) -> None:
    clause = "Гарантийный взнос, внесённый Арендатором, не возвращается."
    assert findings_for(LEASE, clause, settings, "Арендатор", "prepayment")[0].severity == "high"


def test_a_deposit_returned_in_full_within_days_is_no_risk(settings: AnalysisSettings) -> None:
    clause = "Арендатор вносит обеспечительный платёж до передачи помещения, который возвращается Арендатору в полном объёме в течение 10 рабочих дней после возврата помещения."
    assert not findings_for(LEASE, clause, settings, "Арендатор", "prepayment")


def test_the_deposit_holder_bears_no_deposit_risk(settings: AnalysisSettings) -> None:
    clause = "Арендатор вносит обеспечительный платёж в размере 100 000 рублей до передачи помещения."
    assert not findings_for(LEASE, clause, settings, "Арендодатель", "prepayment")


def test_an_ordinary_advance_keeps_the_advance_advice(settings: AnalysisSettings) -> None:
    clause = (
        "Арендатор вносит аванс в размере 100 % арендной платы за весь срок аренды до передачи помещения."
    )
    found = findings_for(LEASE, clause, settings, "Арендатор", "prepayment")
    assert found and not found[0].title.startswith("Обеспечительный")
