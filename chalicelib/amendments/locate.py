"""Where a finding's quote sits in the contract: its offsets in the text and the clause that holds it.

Quotes are grounded after normalisation (typography unified, whitespace collapsed), so a quote is found in
the normalised copy and mapped back to the original offsets through the whitespace runs that were collapsed.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from chalicelib import regexes
from chalicelib.clauses import ContractModel, Numbers, read_numbers
from chalicelib.clauses.text import TYPOGRAPHY, blank_markup, normalise, replace_each, without_markup

GROUNDING_PAIRS = (*TYPOGRAPHY.items(), ("«", '"'), ("»", '"'))
_WS = regexes.compile(r"\s+")
_PAGE_MARKER = regexes.compile(r"<!--\s*page\s+\d+\s*-->", re.IGNORECASE)
# Markdown's bold, not a blank to fill in («___», «20__ г.»: underscores in runs or after a digit stay).
_EMPHASIS = regexes.compile(r"\*\*|(?<![_\w])__(?=[^\s_\d])|(?<=[^\s_\d])__(?![_\w])")
_TITLE_CHARS = 60  # a located "clause" this short is a section's title line
_LEADING_MARKUP = regexes.compile(r"^[#>\s]+|^[-*•]\s+")


def clean_text(fragment: str) -> str:
    """A clause as the reader sees it: page markers and Markdown emphasis gone, whitespace collapsed."""
    fragment = _PAGE_MARKER.sub(" ", fragment)
    fragment = _EMPHASIS.sub("", fragment)
    fragment = _LEADING_MARKUP.sub("", fragment.strip())
    return _WS.sub(" ", fragment).strip()


class NormalisedText:
    """``normalise(text)`` with a map from each of its offsets back to an offset in ``text``."""

    def __init__(self, text: str) -> None:
        folded = replace_each(blank_markup(text), GROUNDING_PAIRS)
        lead = len(folded) - len(folded.lstrip())
        parts: list[str] = []
        self._norm_starts: list[int] = []
        self._orig_starts: list[int] = []
        pos, norm = lead, 0
        for gap in _WS.finditer(folded, lead):
            self._add(parts, folded[pos : gap.start()], pos, norm)
            norm += gap.start() - pos
            if gap.end() < len(folded):
                self._add(parts, " ", gap.start(), norm)
                norm += 1
            pos = gap.end()
        self._add(parts, folded[pos:], pos, norm)
        self.text = "".join(parts)

    def _add(self, parts: list[str], piece: str, orig: int, norm: int) -> None:
        if piece:
            parts.append(piece)
            self._norm_starts.append(norm)
            self._orig_starts.append(orig)

    def original_offset(self, norm_offset: int) -> int:
        i = max(0, bisect.bisect_right(self._norm_starts, norm_offset) - 1)
        return self._orig_starts[i] + (norm_offset - self._norm_starts[i]) if self._orig_starts else 0

    def find(self, quote: str) -> tuple[int, int] | None:
        """Original ``(start, end)`` of ``quote``, or None when it does not occur."""
        q = normalise(without_markup(quote))
        at = self.text.find(q) if q else -1
        if at < 0:
            return None
        return self.original_offset(at), self.original_offset(at + len(q) - 1) + 1


@dataclass(frozen=True)
class LocatedClause:
    """The clause (or run of clauses) holding a quote: its number as the contract writes it and its text."""

    number: str | None
    own_number: bool  # False: an unnumbered paragraph under ``number``
    text: str
    start: int
    end: int
    numbers: Numbers
    lower: str


class ClauseLocator:
    def __init__(self, model: ContractModel) -> None:
        self._model = model
        self._clauses = [c for c in model.clauses if not c.heading]
        self._starts = [c.start for c in self._clauses]
        self._index = NormalisedText(model.text)

    def locate(self, quote: str) -> LocatedClause | None:
        span = self._index.find(quote)
        if span is None or not self._clauses:
            return None
        first = max(0, bisect.bisect_right(self._starts, span[0]) - 1)
        last = max(first, bisect.bisect_right(self._starts, span[1] - 1) - 1)
        chosen = self._clauses[first : last + 1]
        if not chosen[0].start <= span[0] < max(c.end for c in chosen):
            return None
        if chosen[-1].end - chosen[0].start < _TITLE_CHARS and last + 1 < len(self._clauses):
            chosen.append(self._clauses[last + 1])  # "10. Limitation of Liability." and the text under it
        start, end = chosen[0].start, chosen[-1].end
        text = clean_text(self._model.text[start:end])
        lower = self._model.lower[start:end]
        number, own = self._number(first)
        return LocatedClause(number, own, text, start, end, read_numbers(lower), lower)

    def _number(self, index: int) -> tuple[str | None, bool]:
        """The clause's own number, else the nearest numbered clause before it (a sub-paragraph of it); a
        numbered title ("5.2. Права сторон.") counts, as the paragraphs under it belong to it."""
        own = self._clauses[index]
        every = self._model.clauses
        at = next(i for i, c in enumerate(every) if c is own)
        for clause in reversed(every[max(0, at - 8) : at + 1]):
            if clause.number:
                return clause.number, clause is own
        return None, False
