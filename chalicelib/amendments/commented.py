"""The user's own DOCX back with one Word comment per finding, anchored on the quoted text.

The document's text is not touched: a run is split at the quote's boundaries only by cutting its text in
two runs with the same formatting (``w:rPr`` copied), and the comment's range markers and reference run
carry no text. Paragraphs are read in document order, body and table cells alike.
"""

from __future__ import annotations

import copy
import io
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from docx import Document
from docx.document import Document as DocxDocument
from docx.oxml.ns import qn
from docx.text.paragraph import Paragraph
from docx.text.run import Run

from chalicelib.amendments.locate import NormalisedText
from chalicelib.amendments.protocol import Amendment, Protocol
from chalicelib.clauses.text import normalise

AUTHOR = "Контракт-чек"
INITIALS = "КЧ"
_SPLITTABLE = frozenset({qn("w:rPr"), qn("w:t"), qn("w:tab"), qn("w:br")})
_LEADING_NUMBER = re.compile(r"^\s*\d{1,2}(?:\.\d{1,2})*\.?\s+")
_SEVERITY = {
    "ru": {"high": "Высокий риск", "medium": "Средний риск", "low": "Низкий риск"},
    "en": {"high": "High risk", "medium": "Medium risk", "low": "Low risk"},
}
_PROPOSED = {"ru": "Предлагаемая редакция", "en": "Proposed wording"}
_WHY = {"ru": "Почему", "en": "Why"}


@dataclass(frozen=True)
class CommentResult:
    body: bytes
    anchored: int  # comments on the runs holding the quote
    whole_paragraph: int  # comments on the paragraph when the quote could not be cut out of its runs
    unplaced: int


def add_comments(original: bytes, protocol: Protocol) -> CommentResult:
    document = Document(io.BytesIO(original))
    index = [
        (paragraph, NormalisedText("".join(run.text for run in paragraph.runs)))
        for paragraph in paragraphs(document)
    ]
    anchored = whole = unplaced = 0
    for row in protocol.rows:
        runs = _quote_runs(index, row.quote)
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


def _comment(document: DocxDocument, runs: Sequence[Run], row: Amendment, lang: str) -> None:
    comment = document.add_comment(
        runs,
        text=f"{_SEVERITY[lang].get(row.severity, row.severity)}: {row.title}",
        author=AUTHOR,
        initials=INITIALS,
    )
    comment.add_paragraph(f"{_WHY[lang]}: {row.reason}")
    comment.add_paragraph(f"{_PROPOSED[lang]}: {row.proposed}")


def paragraphs(document: DocxDocument) -> Iterator[Paragraph]:
    """Every paragraph of the body in document order, including those inside tables."""
    body = document.element.body
    for element in body.iter(qn("w:p")):
        yield Paragraph(element, document._body)


def _quote_runs(index: list[tuple[Paragraph, NormalisedText]], quote: str) -> tuple[bool, list[Run]] | None:
    """The runs holding ``quote`` (split at its ends when needed), or a whole paragraph's runs: the one
    holding the quote's start when the quote runs on into the next paragraph."""
    wanted = normalise(quote)
    if not wanted:
        return None
    candidates = (wanted, normalise(_LEADING_NUMBER.sub("", quote)))
    for target in candidates:
        for paragraph, folded in index:
            span = folded.find(target)
            if span is not None:
                runs = paragraph.runs
                cut = _cut(runs, *span)
                return (True, cut) if cut else (False, runs)
    head = wanted[:60]
    for paragraph, folded in index:
        if head in folded.text and paragraph.runs:
            return False, paragraph.runs
    return None


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
