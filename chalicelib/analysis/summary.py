"""The report's summary agrees with its findings: a forum clause a finding quotes is never "not stated".

Prescreen reads the summary fields before the analysis; when its patterns miss a forum clause that the
jurisdiction check found, the summary takes the court or the seat that clause names. A jurisdiction finding
about something else (a claim procedure, the governing law) names no court and changes nothing.
"""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.models import Finding, PrescreenResult
from chalicelib.prescreen.flags import court_named
from chalicelib.prescreen.text import normalise

FORUM_CATEGORY = "jurisdiction"
# The seat or the courts a clause names when it has no «спор ... рассматрива...» frame: «Иски Общества
# рассматриваются в суде по месту нахождения Общества», "in the courts of Ireland".
COURT_OR_SEAT = regexes.compile(
    r"(?:\bв\s+(?:[а-яё-]+\s+){0,3}?суд\w*\s+)?\bпо\s+месту\s+(?:нахождения|жительства|регистрации)\s+[а-яё]+"
    r"|\b(?:state\s+|federal\s+|competent\s+)?courts?\s+(?:of|in|located\s+in|sitting\s+in)\s+[^.;,]{2,60}"
)


def summary_agreeing_with(prescreen: PrescreenResult, findings: list[Finding]) -> PrescreenResult:
    """``prescreen`` with the court of the first jurisdiction finding that names one, when it has none."""
    if prescreen.dispute_forum is not None or prescreen.has_arbitration or prescreen.dispute_court:
        return prescreen
    quotes = (finding.quote for finding in findings if finding.category == FORUM_CATEGORY)
    court = next((found for quote in quotes if (found := forum_words(quote))), None)
    return prescreen if court is None else prescreen.model_copy(update={"dispute_court": court})


def forum_words(quote: str) -> str | None:
    """The court or the seat a forum clause names, in its words; None when it names neither."""
    text = normalise(quote)
    court = court_named(text.flat, text.lower)
    if court:
        return court
    match = COURT_OR_SEAT.search(text.lower)
    return text.flat[match.start() : match.end()].strip() if match else None
