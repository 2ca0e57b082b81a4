"""The user's own DOCX back with one Word comment per finding, anchored on the quoted text.

The document's text is not touched: a run is split at the quote's boundaries only by cutting its text in
two runs with the same formatting (``w:rPr`` copied), and the comment's range markers and reference run
carry no text. Paragraphs are read in document order, body and table cells alike.
"""

from __future__ import annotations

import bisect
import copy
import io
import zipfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from docx import Document
from docx.document import Document as DocxDocument
from docx.oxml.ns import qn
from docx.text.paragraph import Paragraph
from docx.text.run import Run

from chalicelib import regexes
from chalicelib.amendments.locate import NormalisedText
from chalicelib.amendments.protocol import Amendment, Protocol
from chalicelib.messages import language_of, text

# What python-docx, zipfile and lxml (XMLSyntaxError is a SyntaxError) raise on a package it cannot read
# (an embedded OLE object declared as XML): extraction reads such files from their core parts, but a copy
# with comments would have to drop the part, so there is none.
UNREADABLE = (zipfile.BadZipFile, KeyError, ValueError, AttributeError, OSError, SyntaxError)
_SPLITTABLE = frozenset({qn("w:rPr"), qn("w:t"), qn("w:tab"), qn("w:br")})
_LEADING_NUMBER = regexes.compile(r"^\s*\d{1,2}(?:\.\d{1,2})*\.?\s+")


@dataclass(frozen=True)
class CommentResult:
    body: bytes
    anchored: int  # comments on the runs holding the quote
    whole_paragraph: int  # comments on the paragraph when the quote could not be cut out of its runs
    unplaced: int


def add_comments(original: bytes, protocol: Protocol) -> CommentResult:
    document = Document(io.BytesIO(original))
    index = _DocumentIndex(list(paragraphs(document)))
    anchored = whole = unplaced = 0
    for row in protocol.rows:
        # A row answers every finding of its clause: each quoted sentence carries the row's comment.
        for quote in row.quotes or (row.quote,):
            runs = index.quote_runs(quote)
            if runs is None:
                unplaced += 1
                continue
            exact, chosen = runs
            _comment(document, chosen, row, protocol.lang)
            anchored += exact
            whole += not exact
    out = io.BytesIO()
    document.save(out)
    return CommentResult(out.getvalue(), anchored, whole, unplaced)


def _comment(document: DocxDocument, runs: Sequence[Run], row: Amendment, language: str) -> None:
    lang = language_of(language)
    severity = text(lang, f"report.severity_heading.{row.severity}")
    author, initials = text(lang, "comments.author"), text(lang, "comments.initials")
    comment = document.add_comment(runs, text=f"{severity}: {row.title}", author=author, initials=initials)
    comment.add_paragraph(text(lang, "comments.why", reason=row.reason))
    comment.add_paragraph(text(lang, "comments.proposed", proposed=row.proposed))


def paragraphs(document: DocxDocument) -> Iterator[Paragraph]:
    """Every paragraph of the body in document order, including those inside tables."""
    body = document.element.body
    for element in body.iter(qn("w:p")):
        yield Paragraph(element, document._body)


class _DocumentIndex:
    """The document's text once, normalised, to find which paragraph holds a quote; the paragraph's own runs
    are read only for the paragraph found (reading every run's text costs more than the rest)."""

    def __init__(self, items: list[Paragraph]) -> None:
        self._items = items
        texts = [
            "".join(_TEXT_OF.get(node.tag, "") or (node.text or "") for node in p._p.iter(*_TEXT_TAGS))
            for p in items
        ]
        self._starts: list[int] = []
        pos = 0
        for piece in texts:
            self._starts.append(pos)
            pos += len(piece) + 1
        self._whole = NormalisedText("\n".join(texts))

    def quote_runs(self, quote: str) -> tuple[bool, list[Run]] | None:
        """The runs holding ``quote`` (split at its ends when needed), or the runs of the paragraph holding
        its start (a quote that runs on into the next paragraph, or runs that cannot be cut)."""
        for target in (quote, _LEADING_NUMBER.sub("", quote)):
            span = self._whole.find(target)
            if span is None:
                continue
            paragraph = self._items[bisect.bisect_right(self._starts, span[0]) - 1]
            runs = paragraph.runs
            if not runs:
                return None
            local = NormalisedText("".join(run.text for run in runs)).find(target)
            cut = _cut(runs, *local) if local is not None else None
            return (True, cut) if cut else (False, runs)
        return None


_TEXT_TAGS = (qn("w:t"), qn("w:tab"), qn("w:br"), qn("w:cr"))
_TEXT_OF = {qn("w:tab"): "\t", qn("w:br"): "\n", qn("w:cr"): "\n"}


def _cut(runs: list[Run], start: int, end: int) -> list[Run] | None:
    """Runs covering exactly ``[start, end)`` of the paragraph's run text, splitting at most two runs."""
    pos = 0
    bounds: list[tuple[int, int]] = []
    for run in runs:
        bounds.append((pos, pos + len(run.text)))
        pos += len(run.text)
    first = next((i for i, (a, b) in enumerate(bounds) if a <= start < b), None)
    last = next((i for i, (a, b) in enumerate(bounds) if a < end <= b), None)
    if first is None or last is None:
        return None
    runs = list(runs)
    if end < bounds[last][1]:
        if not _splittable(runs[last]):
            return None
        _split(runs[last], end - bounds[last][0])
    if start > bounds[first][0]:
        if not _splittable(runs[first]):
            return None
        tail = _split(runs[first], start - bounds[first][0])
        if first == last:
            return [tail]
        return [tail, runs[last]]
    return [runs[first], runs[last]]


def _splittable(run: Run) -> bool:
    return all(child.tag in _SPLITTABLE for child in run._r)


def _split(run: Run, at: int) -> Run:
    """Cut ``run`` after ``at`` characters; returns the new run holding the rest (same formatting)."""
    text = run.text
    element = run._r
    twin = copy.deepcopy(element)
    element.addnext(twin)
    run.text = text[:at]
    rest = Run(twin, run._parent)
    rest.text = text[at:]
    return rest
