"""Routing on the edges of its thresholds."""

from __future__ import annotations

import pytest

from chalicelib.models import PrescreenResult
from chalicelib.prescreen import PrescreenSettings
from chalicelib.prescreen.routing import decide_route

CONFIG = PrescreenSettings(
    confidence_threshold=0.6, high_value_threshold=10_000_000, currency_rates={"RUB": 1.0, "USD": 90.0}
)


def result(
    confidence: float, amount: float | None = None, currency: str | None = "RUB", **flags: bool
) -> PrescreenResult:
    return PrescreenResult(confidence_score=confidence, total_amount=amount, currency=currency, **flags)


@pytest.mark.parametrize(
    ("confidence", "expected"),
    [(0.0, "manual_review"), (0.5999, "manual_review"), (0.6, "deep_analysis"), (1.0, "deep_analysis")],
)
def test_confidence_threshold_edge(confidence: float, expected: str) -> None:
    assert decide_route(result(confidence), CONFIG) == expected


@pytest.mark.parametrize(
    ("amount", "currency", "expected"),
    [
        (10_000_000, "RUB", "manual_review"),
        (10_000_000.01, "RUB", "deep_analysis"),
        (111_111, "USD", "manual_review"),
        (111_112, "USD", "deep_analysis"),
        (10_000_001, "XYZ", "deep_analysis"),
        (None, None, "manual_review"),
    ],
)
def test_high_value_goes_deep_even_when_unsure(
    amount: float | None, currency: str | None, expected: str
) -> None:
    assert decide_route(result(0.1, amount, currency), CONFIG) == expected


def test_auto_approve_is_off_by_default() -> None:
    assert PrescreenSettings().auto_approve is False
    assert decide_route(result(0.9, 1_000), CONFIG) == "deep_analysis"


def test_auto_approve_only_for_confident_trivial_contracts() -> None:
    config = PrescreenSettings(auto_approve=True, currency_rates={"RUB": 1.0})
    assert decide_route(result(0.9, 1_000), config) == "auto_approve"
    assert decide_route(result(0.9, 1_000, has_penalty_clause=True), config) == "deep_analysis"
    assert decide_route(result(0.9, 1_000, has_arbitration=True), config) == "deep_analysis"
    assert decide_route(result(0.9, None), config) == "deep_analysis"
    assert decide_route(result(0.59, 1_000), config) == "manual_review"
    assert decide_route(result(0.9, 20_000_000), config) == "deep_analysis"
