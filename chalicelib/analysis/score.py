"""The contract's risk score (0..100) from its findings: it follows their severities and their number.

Every finding counts, the worst of each item in full and each further one of the same item at half the
weight of the one before (one risky clause and five variants of it are not one risk, nor six); the union of
these chance-like weights is the score. Findings that leave the reader with nothing set a floor whatever
else the contract says: a void labour term, a total exclusion of liability or a waiver of all claims, and
several high findings. ``reporting.labels.risk_level`` reads 30+ as medium and 60+ as high.
"""

from __future__ import annotations

from collections.abc import Iterable

from chalicelib import regexes

# The judge's own readings of a total exclusion and of a ceiling that keeps some liability.
from chalicelib.analysis.judge import _CAP as CAP
from chalicelib.analysis.judge import _EN_CAP as EN_CAP
from chalicelib.analysis.judge import _EN_TOTAL_EXCLUSION as EN_TOTAL_EXCLUSION
from chalicelib.analysis.judge import _TOTAL_EXCLUSION as TOTAL_EXCLUSION
from chalicelib.analysis.predicates import WAIVER
from chalicelib.models import SEVERITY_ORDER, Finding

SEVERITY_WEIGHT: dict[str, float] = {"high": 0.25, "medium": 0.10, "low": 0.03}
REPEAT_DECAY = 0.5
# (count of high findings, the score's floor): several high risks are never a low-risk contract.
HIGH_FLOORS: tuple[tuple[int, int], ...] = ((4, 60), (3, 45), (2, 30))
# (count of findings that leave nothing to enforce, the floor).
DECISIVE_FLOORS: tuple[tuple[int, int], ...] = ((2, 60), (1, 45))
# Items whose every finding is a term the law voids for the reader's protection (ст. 9 ТК РФ).
VOID_ITEMS = frozenset({"labour_terms"})
# "release X from any and all claims", "waives all claims": nothing left to claim.
_EN_WAIVER = regexes.compile(
    r"\b(?:release|releases|waive|waives|discharge|discharges)\b[^.;]{0,60}"
    r"\b(?:any and all|all)\s+(?:claims|rights|demands|liabilit)",
)


# "not be liable for any damages in excess of the fees paid": a ceiling, not a total exclusion.
_EN_BEYOND = regexes.compile(r"\b(?:in excess of|beyond|more than|greater than|over and above)\b")


def decisive(finding: Finding) -> bool:
    """A finding that leaves the reader with nothing: a void labour term, or a clause that excludes all
    liability (with no ceiling that keeps some) or waives all claims; a low finding never is one."""
    if finding.severity not in ("high", "medium"):
        return False
    if finding.category in VOID_ITEMS:
        return True
    quote = finding.quote.lower()
    if WAIVER.search(quote) or _EN_WAIVER.search(quote):
        return True
    if TOTAL_EXCLUSION.search(quote) and not CAP.search(quote):
        return True
    return bool(EN_TOTAL_EXCLUSION.search(quote)) and not (EN_CAP.search(quote) or _EN_BEYOND.search(quote))


def risk_score(findings: Iterable[Finding]) -> int:
    """0..100: the union of every finding's weight (repeats of an item decay), never below the floors
    that high and decisive findings set (:data:`HIGH_FLOORS`, :data:`DECISIVE_FLOORS`)."""
    ordered = sorted(findings, key=lambda f: SEVERITY_ORDER[f.severity])
    seen: dict[str, int] = {}
    remaining = 1.0
    for f in ordered:
        repeat = seen.get(f.category, 0)
        seen[f.category] = repeat + 1
        remaining *= 1.0 - SEVERITY_WEIGHT[f.severity] * REPEAT_DECAY**repeat
    highs = sum(f.severity == "high" for f in ordered)
    decisive_count = sum(decisive(f) for f in ordered)
    floor = max(
        next((score for count, score in HIGH_FLOORS if highs >= count), 0),
        next((score for count, score in DECISIVE_FLOORS if decisive_count >= count), 0),
    )
    return max(floor, min(100, round(100 * (1.0 - remaining))))
