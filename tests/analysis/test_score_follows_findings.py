"""The risk score follows the findings: their severities, their number, and the terms that leave nothing."""

from __future__ import annotations

import itertools

from chalicelib.analysis.score import decisive, risk_score
from chalicelib.models import Finding, Severity
from chalicelib.reporting.labels import risk_level


def _finding(category: str, severity: Severity, quote: str = "Условие договора.") -> Finding:
    return Finding(
        id="",
        category=category,
        severity=severity,
        title="t",
        quote=quote,
        explanation="e",
        recommendation="r",
    )


TOTAL_RU = "Исполнитель не несет никакой ответственности за убытки Заказчика, возникшие в связи с договором."
TOTAL_EN = "In no event shall Foundation be liable to Grantee for any damages arising out of this Agreement."
WAIVER_EN = "Grantee releases Foundation from any and all claims arising out of the Project."
CAPPED_EN = (
    "In no event shall Provider be liable for any damages in excess of the fees paid in the twelve months "
    "preceding the claim."
)


def test_a_total_exclusion_or_waiver_alone_is_never_low() -> None:
    for quote in (TOTAL_RU, TOTAL_EN, WAIVER_EN):
        finding = _finding("liability_cap", "medium", quote)
        assert decisive(finding), quote
        assert risk_level(risk_score([finding])) == "medium"


def test_a_cap_that_keeps_some_liability_is_no_total_exclusion() -> None:
    capped = _finding("liability_cap", "medium", CAPPED_EN)
    assert not decisive(capped)
    assert risk_level(risk_score([capped])) == "low"


def test_a_void_labour_term_is_never_low_and_two_are_high() -> None:
    one = [_finding("labour_terms", "medium", "Работник обязан отработать у Работодателя не менее трёх лет.")]
    assert risk_level(risk_score(one)) == "medium"
    two = [*one, _finding("labour_terms", "high", "Работник не вправе уволиться по собственной инициативе.")]
    assert risk_level(risk_score(two)) == "high"


def test_a_low_finding_never_sets_a_floor() -> None:
    assert not decisive(_finding("labour_terms", "low"))
    assert risk_score([_finding("jurisdiction", "low"), _finding("assignment", "low")]) < 10


def test_three_high_findings_of_one_item_are_not_one_risk() -> None:
    highs = [_finding("penalty", "high", f"Неустойка {n}% в день.") for n in (1, 2, 3)]
    assert risk_score(highs) >= 45
    assert risk_score(highs) > risk_score(highs[:1])


def test_every_further_finding_of_an_item_adds_less_than_the_one_before() -> None:
    mediums = [_finding("unilateral_change", "medium", f"Изменение {n}.") for n in range(4)]
    scores = [risk_score(mediums[:n]) for n in range(1, 5)]
    assert scores == sorted(scores) and len(set(scores)) == 4
    steps = [b - a for a, b in itertools.pairwise(scores)]
    assert steps == sorted(steps, reverse=True)


def test_the_score_stays_in_range() -> None:
    many = [_finding(f"item{n}", "high") for n in range(30)]
    assert risk_score(many) == 100
    assert risk_score([]) == 0
