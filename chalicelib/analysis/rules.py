"""The offline rules: candidate clauses per checklist item, high recall, quotes cut from the text itself."""

from __future__ import annotations

from dataclasses import dataclass

from chalicelib.analysis.checklist import ChecklistItem
from chalicelib.analysis.text import PageIndex, Span, paragraphs, sentences, window
from chalicelib.models import Severity

QUOTE_MAX_CHARS = 450
CONTEXT_MAX_CHARS = 900
CANDIDATES_PER_ITEM = 4


@dataclass(frozen=True)
class Candidate:
    """A sentence that may hold a checklist item; ``quote`` is a verbatim slice of the text."""

    id: str
    item_id: str
    quote: str
    context: str
    start: int
    page: int | None
    severity: Severity
    hits: int


def find_candidates(text: str, items: tuple[ChecklistItem, ...]) -> list[Candidate]:
    """Every sentence matching an item, the strongest few per item, in document order."""
    pages = PageIndex(text)
    per_item: dict[str, list[Candidate]] = {}
    for para in paragraphs(text):
        context_span = window(text, para, para.start, para.start, CONTEXT_MAX_CHARS)
        for sent in sentences(text, para):
            sentence = text[sent.start : sent.end]
            for item in items:
                if not item.patterns:
                    continue
                match = item.first_match(sentence)
                if match is None:
                    continue
                quote_span = window(
                    text, sent, sent.start + match.start(), sent.start + match.end(), QUOTE_MAX_CHARS
                )
                ctx = _context(text, para, context_span, quote_span)
                per_item.setdefault(item.id, []).append(
                    Candidate(
                        id="",
                        item_id=item.id,
                        quote=text[quote_span.start : quote_span.end],
                        context=ctx,
                        start=quote_span.start,
                        page=pages.page_at(quote_span.start),
                        severity=item.severity_for(text[para.start : para.end]),
                        hits=item.hit_count(sentence),
                    )
                )
    chosen: list[Candidate] = []
    for found in per_item.values():
        best = sorted(found, key=lambda c: (-c.hits, c.start))[:CANDIDATES_PER_ITEM]
        chosen.extend(best)
    chosen.sort(key=lambda c: (c.start, c.item_id))
    return [_with_id(c, f"c{i + 1}") for i, c in enumerate(chosen)]


def _context(text: str, para: Span, default: Span, quote: Span) -> str:
    if default.start <= quote.start and quote.end <= default.end:
        return text[default.start : default.end]
    around = window(text, para, quote.start, quote.end, CONTEXT_MAX_CHARS)
    return text[around.start : around.end]


def _with_id(c: Candidate, cid: str) -> Candidate:
    return Candidate(cid, c.item_id, c.quote, c.context, c.start, c.page, c.severity, c.hits)
