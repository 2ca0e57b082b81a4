"""Confidence: the weighted share of fields the prescreen could fill, with weaker evidence counting less."""

from __future__ import annotations

from dataclasses import dataclass

FIELD_WEIGHTS: dict[str, float] = {
    "contract_type": 0.20,
    "parties": 0.25,
    "start_date": 0.15,
    "total_amount": 0.15,
    "governing_law": 0.10,
    "end_date": 0.10,
    "language": 0.05,
}
# How much of a field's weight weaker evidence earns (a type read from body vocabulary, one party only, an
# amount with no "total price" cue next to it, a value only the LLM supplied).
PARTIAL_CREDIT = 0.5


@dataclass(frozen=True)
class Coverage:
    """Per field: 1.0 for a solid value, PARTIAL_CREDIT for weak evidence, 0.0 when missing."""

    contract_type: float
    parties: float
    start_date: float
    total_amount: float
    governing_law: float
    end_date: float
    language: float


def confidence_score(coverage: Coverage) -> float:
    total = sum(weight * float(getattr(coverage, field)) for field, weight in FIELD_WEIGHTS.items())
    return round(min(1.0, max(0.0, total)), 4)
