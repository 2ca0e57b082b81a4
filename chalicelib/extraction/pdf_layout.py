"""A PDF page as visual lines: spans merged per baseline, with size, weight and cell pieces; running
headers, footers and page numbers removed across pages."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from chalicelib import regexes
from chalicelib.extraction.markdown import CLAUSE_NUMBER_RE

Box = tuple[float, float, float, float]
_BOLD_FLAG = 16
_TABLE_GAP_SIZES = 2.5
# A word space is about a quarter of the type size; boxes closer than this continue the same word
# (generators that place every syllable or kerning run as its own text object).
_WORD_GAP_SIZES = 0.12
_MARGIN_SHARE = 0.12
_EDGE_LINES = 3
_REPEAT_PAGE_SHARE = 0.4
_DECORATED_PAGE_NUMBER_RE = regexes.compile(
    r"^\s*(?:(?:page|стр\.?|страница)\s*\d{1,4}(?:\s*(?:of|из)\s*\d{1,4})?|[-–—]\s*\d{1,4}\s*[-–—])\s*$",
    re.IGNORECASE,
)
_PAGE_NUMBER_RE = regexes.compile(
    r"^\s*(?:(?:page|стр\.?|страница)\s*)?[-–—(]?\s*(?:\d{1,4}|[ivxlc]{1,6})\s*[-–—)]?"
    r"(?:\s*(?:of|из|/)\s*\d{1,4})?\s*$",
    re.IGNORECASE,
)
_DIGITS_RE = regexes.compile(r"\d+")
_MIN_HORIZONTAL_COSINE = 0.985  # within about 10 degrees of horizontal
_MAX_HORIZONTAL_SINE = 0.18
_MAX_BACKWARD_SHARE = 0.1
_MIN_BACKWARD_JUMPS = 3


@dataclass(slots=True)
class Line:
    """One visual line: spans on the same baseline merged, with the style facts Markdown needs."""

    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    size: float
    bold: bool
    cells: list[str] = field(default_factory=list)
    spaced_start: bool = False
    spaced_end: bool = False

    @property
    def height(self) -> float:
        return max(1.0, self.y1 - self.y0)


@dataclass(slots=True)
class PageLayout:
    number: int
    width: float
    height: float
    lines: list[Line]
    tables: list[tuple[float, str]] = field(default_factory=list)
    needs_ocr: bool = False


def is_horizontal(line: dict[str, Any]) -> bool:
    """Upright text: diagonal watermarks and vertical margin notes are not part of the reading text."""
    dx, dy = line.get("dir", (1.0, 0.0))
    return float(dx) >= _MIN_HORIZONTAL_COSINE and abs(float(dy)) < _MAX_HORIZONTAL_SINE


def raw_lines(raw: dict[str, Any]) -> Iterator[Line]:
    for block in raw["blocks"]:
        if block.get("type") != 0:
            continue
        for line in block["lines"]:
            if not is_horizontal(line):
                continue
            spans = [span for span in line["spans"] if span["text"]]
            text = "".join(span["text"] for span in spans)
            if not text.strip():
                continue
            visible = [span for span in spans if span["text"].strip()]
            x0, y0, x1, y1 = line["bbox"]
            yield Line(
                text=text.strip(),
                cells=[text.strip()],
                x0=x0,
                y0=y0,
                x1=x1,
                y1=y1,
                size=max(span["size"] for span in visible),
                bold=all(_is_bold(span) for span in visible),
                spaced_start=text[:1].isspace(),
                spaced_end=text[-1:].isspace(),
            )


def _is_bold(span: dict[str, Any]) -> bool:
    return bool(span["flags"] & _BOLD_FLAG) or "bold" in span["font"].lower()


def in_reading_order(lines: list[Line]) -> list[Line]:
    """Lines in the order the page shows them, when the PDF wrote its text boxes in some other order.

    A page written top to bottom jumps back up only to start a column or a table cell further right; a
    page whose boxes were placed one by one in any order jumps back up to the same margin often. Only then
    are lines sorted into rows (vertical overlap) and each row left to right, so columns and tables with
    wrapped cells keep their stream order.
    """
    backward = sum(1 for above, below in itertools.pairwise(lines) if _jumps_back(above, below))
    if backward < _MIN_BACKWARD_JUMPS or backward <= _MAX_BACKWARD_SHARE * len(lines):
        return lines
    rows: list[list[Line]] = []
    for line in sorted(lines, key=lambda candidate: (candidate.y0 + candidate.y1) / 2):
        row = rows[-1] if rows else None
        if row is not None and _overlaps_vertically(row[0], line):
            row.append(line)
        else:
            rows.append([line])
    return [line for row in rows for line in sorted(row, key=lambda candidate: candidate.x0)]


def _jumps_back(above: Line, below: Line) -> bool:
    """The next line sits higher on the page without moving right (not a new column or cell)."""
    return below.y1 < above.y0 and below.x0 <= above.x0 + above.height


def _overlaps_vertically(left: Line, right: Line) -> bool:
    return min(left.y1, right.y1) - max(left.y0, right.y0) > 0.5 * min(left.height, right.height)


def merge_visual_lines(lines: Iterator[Line] | list[Line]) -> list[Line]:
    """Merge pieces that share a baseline ('1.' and 'Grant of License.' are separate PDF lines), also
    when the PDF wrote the right-hand piece first."""
    merged: list[Line] = []
    for line in lines:
        previous = merged[-1] if merged else None
        if previous is not None and _same_baseline(previous, line):
            _append_piece(previous, line)
        elif previous is not None and _same_baseline(line, previous):
            _append_piece(line, previous)
            merged[-1] = line
        else:
            merged.append(line)
    return merged


def _append_piece(line: Line, piece: Line) -> None:
    """Extend ``line`` by a piece on its baseline; a wide gap starts a new table-cell candidate.

    A lone clause number ('1.', '(a)') before the gap is a hanging indent, not a column.
    """
    gap = piece.x0 - line.x1
    wide_gap = gap > _TABLE_GAP_SIZES * piece.size
    separator = " " if _word_break(line, piece, gap) else ""
    if wide_gap and not (len(line.cells) == 1 and CLAUSE_NUMBER_RE.match(line.cells[0])):
        line.cells.append(piece.text)
    else:
        line.cells[-1] = f"{line.cells[-1]}{separator}{piece.text}"
    line.text = f"{line.text}{separator}{piece.text}"
    line.spaced_end = piece.spaced_end
    line.x1 = max(line.x1, piece.x1)
    line.y0 = min(line.y0, piece.y0)
    line.y1 = max(line.y1, piece.y1)
    line.size = max(line.size, piece.size)
    line.bold = line.bold and piece.bold


def _word_break(line: Line, piece: Line, gap: float) -> bool:
    """Whether a space stands between two pieces of one visual line: a space in the text layer, or a gap
    as wide as one; pieces that touch continue the word ('обору' + 'дования')."""
    if line.spaced_end or piece.spaced_start:
        return True
    return gap > _WORD_GAP_SIZES * min(line.size, piece.size)


def _same_baseline(left: Line, right: Line) -> bool:
    overlap = min(left.y1, right.y1) - max(left.y0, right.y0)
    return overlap > 0.5 * min(left.height, right.height) and right.x0 >= left.x1 - 1.0


def centre_inside(line: Line, x0: float, y0: float, x1: float, y1: float) -> bool:
    return centre_in_box((line.x0 + line.x1) / 2, (line.y0 + line.y1) / 2, (x0, y0, x1, y1))


def centre_in_box(x: float, y: float, box: Box) -> bool:
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]


def _margin_lines(layout: PageLayout) -> Iterator[Line]:
    top = layout.height * _MARGIN_SHARE
    bottom = layout.height * (1 - _MARGIN_SHARE)
    edge = layout.lines[:_EDGE_LINES] + layout.lines[-_EDGE_LINES:]
    seen: set[int] = set()
    for line in edge:
        if id(line) not in seen and (line.y1 <= top or line.y0 >= bottom):
            seen.add(id(line))
            yield line


def _is_page_number(line: Line, layout: PageLayout) -> bool:
    """'- 7 -' or 'Page 7 of 9' anywhere; a bare '7' only first/last in the stream or lowest on the page."""
    if _DECORATED_PAGE_NUMBER_RE.match(line.text):
        return True
    if not _PAGE_NUMBER_RE.match(line.text):
        return False
    lowest = max(layout.lines, key=lambda candidate: candidate.y1)
    return line is lowest or line in layout.lines[:_EDGE_LINES] or line in layout.lines[-_EDGE_LINES:]


def _header_key(text: str) -> str:
    return _DIGITS_RE.sub("#", " ".join(text.lower().split()))


def drop_running_headers(layouts: list[PageLayout]) -> None:
    """Remove page numbers and lines repeated in the top or bottom margin of many pages."""
    counts: Counter[str] = Counter()
    for layout in layouts:
        counts.update({_header_key(line.text) for line in _margin_lines(layout)})
    threshold = max(2, round(_REPEAT_PAGE_SHARE * len(layouts)))
    repeated = {key for key, count in counts.items() if count >= threshold} if len(layouts) >= 3 else set()
    for layout in layouts:
        doomed = {id(line) for line in _margin_lines(layout) if _header_key(line.text) in repeated}
        doomed |= {id(line) for line in layout.lines if _is_page_number(line, layout)}
        if doomed:
            layout.lines = [line for line in layout.lines if id(line) not in doomed]
