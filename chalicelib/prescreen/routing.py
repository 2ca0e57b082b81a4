"""Routing: which analysis a contract gets after prescreen."""

from __future__ import annotations

from chalicelib.models import PrescreenResult, RoutingDecision
from chalicelib.settings import PrescreenSettings


def amount_in_threshold_units(result: PrescreenResult, config: PrescreenSettings) -> float | None:
    """The total in the threshold's currency; an unknown currency is compared as it is (errs toward deep)."""
    if result.total_amount is None:
        return None
    rate = config.currency_rates.get(result.currency or "", 1.0)
    return result.total_amount * rate


def is_high_value(result: PrescreenResult, config: PrescreenSettings) -> bool:
    amount = amount_in_threshold_units(result, config)
    return amount is not None and amount > config.high_value_threshold


def is_trivial(result: PrescreenResult) -> bool:
    """Nothing in it that the risk analysis exists for: a known amount, no penalty, no arbitration."""
    return result.total_amount is not None and not result.has_penalty_clause and not result.has_arbitration


def decide_route(result: PrescreenResult, config: PrescreenSettings) -> RoutingDecision:
    """High value always goes deep; below the confidence threshold a specialist reviews; auto-approve is
    opt-in and only for confident, trivial, not-high-value contracts; everything else goes deep."""
    if is_high_value(result, config):
        return "deep_analysis"
    if result.confidence_score < config.confidence_threshold:
        return "manual_review"
    if config.auto_approve and is_trivial(result):
        return "auto_approve"
    return "deep_analysis"
