"""The report's summary agrees with its findings: a forum clause a finding quotes is never "not stated".

Prescreen reads the summary fields before the analysis; when its patterns miss a forum clause that the
jurisdiction check found, the summary takes the court from that clause (or the clause's own words).
"""

from __future__ import annotations

from chalicelib.models import Finding, PrescreenResult
from chalicelib.prescreen.flags import court_named
from chalicelib.prescreen.text import normalise

FORUM_CATEGORY = "jurisdiction"
FORUM_WORDS_MAX = 140


def summary_agreeing_with(prescreen: PrescreenResult, findings: list[Finding]) -> PrescreenResult:
    """``prescreen`` with the forum of the first jurisdiction finding when it names none itself."""
    if prescreen.dispute_forum is not None or prescreen.has_arbitration or prescreen.dispute_court:
        return prescreen
    quotes = [finding.quote for finding in findings if finding.category == FORUM_CATEGORY and finding.quote]
    if not quotes:
        return prescreen
    return prescreen.model_copy(update={"dispute_court": forum_words(quotes[0])})


def forum_words(quote: str) -> str:
    """The court a forum clause names, else the clause itself, cut at a word to fit a summary row."""
    text = normalise(quote)
    court = court_named(text.flat, text.lower)
    if court:
        return court
    if len(text.flat) <= FORUM_WORDS_MAX:
        return text.flat
    return text.flat[:FORUM_WORDS_MAX].rsplit(" ", 1)[0] + "…"
