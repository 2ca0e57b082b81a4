"""PDF to Markdown from the text layer (one ``get_text("dict")`` per page), OCR for pages without one."""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pymupdf

from chalicelib.extraction import rejections
from chalicelib.extraction.limits import Deadline, ExtractionLimits
from chalicelib.extraction.markdown import (
    CLAUSE_NUMBER_RE,
    bulletise,
    is_clause_start,
    join_wrapped,
    looks_like_heading,
    table_to_markdown,
)
from chalicelib.extraction.result import PagesText

_TEXT_FLAGS = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
_BOLD_FLAG = 16
_USABLE_TEXT_RE = re.compile(r"(?:[^\W_][\W_]*){20}")  # at least 20 letters or digits
_MAX_REPLACEMENT_SHARE = 0.1
_MARGIN_SHARE = 0.12
_EDGE_LINES = 3
_REPEAT_PAGE_SHARE = 0.4
_TABLE_GAP_SIZES = 2.5
_TABLE_MIN_ROWS = 3
_HEADING_SIZE_RATIO = 1.12
_HEADING_MAX_CHARS = 150
_MAX_SIZE_LEVELS = 3
_RULE_THICKNESS = 3.0
_MIN_RULE_LENGTH = 6.0
_DECORATED_PAGE_NUMBER_RE = re.compile(
    r"^\s*(?:(?:page|стр\.?|страница)\s*\d{1,4}(?:\s*(?:of|из)\s*\d{1,4})?|[-–—]\s*\d{1,4}\s*[-–—])\s*$",
    re.IGNORECASE,
)
_PAGE_NUMBER_RE = re.compile(
    r"^\s*(?:(?:page|стр\.?|страница)\s*)?[-–—(]?\s*(?:\d{1,4}|[ivxlc]{1,6})\s*[-–—)]?"
    r"(?:\s*(?:of|из|/)\s*\d{1,4})?\s*$",
    re.IGNORECASE,
)
_DIGITS_RE = re.compile(r"\d+")

# PyMuPDF's API is mostly unannotated: documents and pages cross this boundary as Any.
PdfDocument = Any
PdfPage = Any
Box = tuple[float, float, float, float]
_mupdf: Any = pymupdf
_mupdf.TOOLS.mupdf_display_errors(False)
_mupdf.TOOLS.mupdf_display_warnings(False)


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


def open_pdf(data: bytes, limits: ExtractionLimits) -> PdfDocument:
    """Open and vet a PDF: corrupt, password-protected and over-long files are rejected here."""
    try:
        document = _mupdf.open(stream=data, filetype="pdf")
    except (pymupdf.FileDataError, RuntimeError, ValueError) as exc:
        raise rejections.corrupt_file("PDF") from exc
    if document.needs_pass:
        document.close()
        raise rejections.encrypted_pdf()
    if document.page_count == 0:
        document.close()
        raise rejections.corrupt_file("PDF")
    if document.page_count > limits.max_pages:
        pages = document.page_count
        document.close()
        raise rejections.too_many_pages(pages, limits.max_pages)
    return document


def extract_pdf(data: bytes, limits: ExtractionLimits, deadline: Deadline) -> PagesText:
    document = open_pdf(data, limits)
    try:
        return _extract_open_pdf(document, limits, deadline)
    finally:
        document.close()


def _extract_open_pdf(document: PdfDocument, limits: ExtractionLimits, deadline: Deadline) -> PagesText:
    warnings: list[str] = []
    layouts: list[PageLayout] = []
    for index in range(document.page_count):
        deadline.check()
        layouts.append(_read_page(document, index, warnings))
    ocr_numbers = [layout.number for layout in layouts if layout.needs_ocr]
    if len(ocr_numbers) > limits.max_ocr_pages:
        raise rejections.too_many_ocr_pages(len(ocr_numbers), limits.max_ocr_pages)
    _drop_running_headers(layouts)
    styles = _TypeScale.measure(layouts)
    pages = [_layout_to_markdown(layout, styles) for layout in layouts]
    if ocr_numbers:
        from chalicelib.extraction.ocr import ocr_pdf_pages

        recognised = ocr_pdf_pages(document, [number - 1 for number in ocr_numbers], limits, deadline)
        for number, text in zip(ocr_numbers, recognised, strict=True):
            pages[number - 1] = text
    return PagesText(pages=pages, ocr_pages=len(ocr_numbers), warnings=warnings)


def _read_page(document: PdfDocument, index: int, warnings: list[str]) -> PageLayout:
    try:
        page = document.load_page(index)
        rect = page.rect
        raw = page.get_text("dict", flags=_TEXT_FLAGS)
    except (RuntimeError, ValueError):
        warnings.append("page_unreadable")
        return PageLayout(number=index + 1, width=1.0, height=1.0, lines=[])
    lines = _merge_visual_lines(_raw_lines(raw))
    layout = PageLayout(number=index + 1, width=rect.width, height=rect.height, lines=lines)
    if not _has_usable_text(lines):
        layout.needs_ocr = _page_has_images(page)
        layout.lines = [] if layout.needs_ocr else lines
    else:
        _extract_tables(page, layout)
    return layout


def _raw_lines(raw: dict[str, Any]) -> Iterator[Line]:
    for block in raw["blocks"]:
        if block.get("type") != 0:
            continue
        for line in block["lines"]:
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
            )


def _is_bold(span: dict[str, Any]) -> bool:
    return bool(span["flags"] & _BOLD_FLAG) or "bold" in span["font"].lower()


def _merge_visual_lines(lines: Iterator[Line]) -> list[Line]:
    """Merge pieces that share a baseline ('1.' and 'Grant of License.' are separate PDF lines)."""
    merged: list[Line] = []
    for line in lines:
        previous = merged[-1] if merged else None
        if previous is not None and _same_baseline(previous, line):
            _append_piece(previous, line)
        else:
            merged.append(line)
    return merged


def _append_piece(line: Line, piece: Line) -> None:
    """Extend ``line`` by a piece on its baseline; a wide gap starts a new table-cell candidate.

    A lone clause number ('1.', '(a)') before the gap is a hanging indent, not a column.
    """
    wide_gap = piece.x0 - line.x1 > _TABLE_GAP_SIZES * piece.size
    if wide_gap and not (len(line.cells) == 1 and CLAUSE_NUMBER_RE.match(line.cells[0])):
        line.cells.append(piece.text)
    else:
        line.cells[-1] = f"{line.cells[-1]} {piece.text}"
    line.text = f"{line.text} {piece.text}"
    line.x1 = max(line.x1, piece.x1)
    line.y0 = min(line.y0, piece.y0)
    line.y1 = max(line.y1, piece.y1)
    line.size = max(line.size, piece.size)
    line.bold = line.bold and piece.bold


def _same_baseline(left: Line, right: Line) -> bool:
    overlap = min(left.y1, right.y1) - max(left.y0, right.y0)
    return overlap > 0.5 * min(left.height, right.height) and right.x0 >= left.x1 - 1.0


def _has_usable_text(lines: list[Line]) -> bool:
    text = "".join(line.text for line in lines)
    enough = _USABLE_TEXT_RE.search(text) is not None
    return enough and text.count("\ufffd") <= _MAX_REPLACEMENT_SHARE * len(text)


def _page_has_images(page: PdfPage) -> bool:
    try:
        return bool(page.get_images(full=False))
    except (RuntimeError, ValueError):
        return False


def _table_runs(lines: list[Line]) -> list[tuple[int, int]]:
    """Index ranges of at least ``_TABLE_MIN_ROWS`` consecutive lines that have two or more cells."""
    runs: list[tuple[int, int]] = []
    start = None
    for index, line in enumerate([*lines, None]):
        multi = line is not None and len(line.cells) >= 2
        if multi and start is None:
            start = index
        elif not multi and start is not None:
            if index - start >= _TABLE_MIN_ROWS:
                runs.append((start, index))
            start = None
    return runs


def _extract_tables(page: PdfPage, layout: PageLayout) -> None:
    """Turn column-aligned runs of lines into Markdown tables.

    Bordered tables (Word exports, cells with several lines) are cut along their rules: words from a
    clipped ``get_text("words")`` go to the grid cell holding their centre. PyMuPDF's ``find_tables`` did
    the same at ~0.1 s per page, most of this function's budget. Unruled runs (EDGAR-style aligned
    columns) become tables straight from the line cells.
    """
    runs = _table_runs(layout.lines)
    if not runs:
        return
    rules = _ruling_rects(page)
    consumed: set[int] = set()
    for start, end in runs:
        if consumed & set(range(start, end)):
            continue
        rows = layout.lines[start:end]
        table = _ruled_table(page, _bounding_box(rows), rules, layout.lines)
        if table is None:
            table = (rows[0].y0, table_to_markdown([row.cells for row in rows]), set(range(start, end)))
        top, markdown, covered = table
        layout.tables.append((top, markdown))
        consumed |= covered
    layout.lines = [line for index, line in enumerate(layout.lines) if index not in consumed]


def _bounding_box(lines: list[Line]) -> Box:
    return (
        min(line.x0 for line in lines),
        min(line.y0 for line in lines),
        max(line.x1 for line in lines),
        max(line.y1 for line in lines),
    )


def _padded(box: Box) -> Box:
    """Room for the ruling lines just outside the text of the first and last rows."""
    return box[0] - 12, box[1] - 12, box[2] + 12, box[3] + 12


def _ruling_rects(page: PdfPage) -> list[Box]:
    try:
        paths = page.get_cdrawings()
    except (RuntimeError, ValueError):
        return []
    return [tuple(path["rect"]) for path in paths if path.get("rect") is not None]


def _grid_lines(rects: list[Box], clip: Box) -> tuple[list[float], list[float]]:
    """Column and row boundaries from the rules (thin rects) and cell borders (boxes) inside ``clip``."""
    x0, y0, x1, y1 = clip
    xs: list[float] = []
    ys: list[float] = []
    for rx0, ry0, rx1, ry1 in rects:
        if rx0 < x0 or ry0 < y0 or rx1 > x1 or ry1 > y1:
            continue
        if rx1 - rx0 < _RULE_THICKNESS and ry1 - ry0 > _MIN_RULE_LENGTH:
            xs.append((rx0 + rx1) / 2)
        elif ry1 - ry0 < _RULE_THICKNESS and rx1 - rx0 > _MIN_RULE_LENGTH:
            ys.append((ry0 + ry1) / 2)
        elif rx1 - rx0 >= _RULE_THICKNESS and ry1 - ry0 >= _RULE_THICKNESS:
            xs += [rx0, rx1]
            ys += [ry0, ry1]
    return _cluster(xs), _cluster(ys)


def _with_outer_bounds(bounds: list[float], low: float, high: float) -> list[float]:
    """Tables drawn with inner rules only still need their outer edges (the text's extent)."""
    return ([low - 1] if bounds[0] > low + 2 else []) + bounds + ([high + 1] if bounds[-1] < high - 2 else [])


def _cluster(values: list[float], tolerance: float = 2.0) -> list[float]:
    merged: list[float] = []
    for value in sorted(values):
        if not merged or value - merged[-1] > tolerance:
            merged.append(value)
    return merged


def _ruled_table(
    page: PdfPage, text_box: Box, rules: list[Box], lines: list[Line]
) -> tuple[float, str, set[int]] | None:
    xs, ys = _grid_lines(rules, _padded(text_box))
    if len(xs) < 2 or len(ys) < 3:
        return None
    xs = _with_outer_bounds(xs, text_box[0], text_box[2])
    ys = _with_outer_bounds(ys, text_box[1], text_box[3])
    grid_box = (xs[0], ys[0], xs[-1], ys[-1])
    words = page.get_text("words", clip=grid_box, flags=_TEXT_FLAGS)
    cells: dict[tuple[int, int], list[str]] = {}
    for wx0, wy0, wx1, wy1, word, *_ in words:
        if not _centre_in_box((wx0 + wx1) / 2, (wy0 + wy1) / 2, grid_box):
            continue
        row = min(max(bisect.bisect(ys, (wy0 + wy1) / 2) - 1, 0), len(ys) - 2)
        column = min(max(bisect.bisect(xs, (wx0 + wx1) / 2) - 1, 0), len(xs) - 2)
        cells.setdefault((row, column), []).append(word)
    if not cells:
        return None
    rows = [[" ".join(cells.get((r, c), [])) for c in range(len(xs) - 1)] for r in range(len(ys) - 1)]
    covered = {index for index, line in enumerate(lines) if _centre_inside(line, *grid_box)}
    return ys[0], table_to_markdown(rows), covered


def _centre_inside(line: Line, x0: float, y0: float, x1: float, y1: float) -> bool:
    return _centre_in_box((line.x0 + line.x1) / 2, (line.y0 + line.y1) / 2, (x0, y0, x1, y1))


def _centre_in_box(x: float, y: float, box: Box) -> bool:
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


def _drop_running_headers(layouts: list[PageLayout]) -> None:
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


@dataclass(frozen=True, slots=True)
class _TypeScale:
    """The document's body size and its larger heading sizes, largest first ('#' for the largest)."""

    body: float
    heading_sizes: tuple[float, ...]

    @classmethod
    def measure(cls, layouts: list[PageLayout]) -> _TypeScale:
        sizes: Counter[float] = Counter()
        for layout in layouts:
            for line in layout.lines:
                sizes[round(line.size)] += len(line.text)
        body = float(sizes.most_common(1)[0][0]) if sizes else 10.0
        larger = sorted((size for size in sizes if size >= body * _HEADING_SIZE_RATIO), reverse=True)
        return cls(body=body, heading_sizes=tuple(larger[:_MAX_SIZE_LEVELS]))

    def heading_level(self, line: Line) -> int:
        if len(line.text) > _HEADING_MAX_CHARS:
            return 0
        size = round(line.size)
        if size in self.heading_sizes:
            return self.heading_sizes.index(size) + 1
        if size > self.body * _HEADING_SIZE_RATIO:
            return 1
        return len(self.heading_sizes) + 1 if line.bold and size >= self.body else 0


@dataclass(slots=True)
class _Paragraph:
    text: str
    heading_level: int
    top: float
    single_line: bool = True


def _layout_to_markdown(layout: PageLayout, styles: _TypeScale) -> str:
    right_edge = max((line.x1 for line in layout.lines), default=layout.width)
    paragraphs = _paragraphs(layout.lines, styles, right_edge)
    items: list[tuple[float, str]] = [(p.top, _format(p)) for p in paragraphs]
    if layout.tables:
        items = sorted(items + layout.tables, key=lambda item: item[0])
    return "\n\n".join(text for _, text in items)


def _paragraphs(lines: list[Line], styles: _TypeScale, right_edge: float) -> list[_Paragraph]:
    paragraphs: list[_Paragraph] = []
    for index, line in enumerate(lines):
        level = styles.heading_level(line)
        if paragraphs and not _starts_paragraph(lines[index - 1], line, paragraphs[-1], level, right_edge):
            paragraphs[-1].text = join_wrapped(paragraphs[-1].text, line.text)
            paragraphs[-1].single_line = False
        else:
            paragraphs.append(_Paragraph(text=line.text, heading_level=level, top=line.y0))
    return paragraphs


def _starts_paragraph(previous: Line, line: Line, current: _Paragraph, level: int, right_edge: float) -> bool:
    if level != current.heading_level:
        return True
    vertical_gap = line.y0 - previous.y1
    if vertical_gap > 0.45 * previous.height or line.y1 < previous.y0:
        return True
    if is_clause_start(line.text):
        return True
    ends_sentence = previous.text.endswith((".", ":", ";", "!", "?"))
    short = previous.x1 < right_edge - 4 * previous.size
    return (ends_sentence and short) or (current.single_line and looks_like_heading(current.text))


def _format(paragraph: _Paragraph) -> str:
    level = paragraph.heading_level
    if level == 0 and paragraph.single_line and looks_like_heading(paragraph.text):
        level = 2
    if level:
        return "#" * level + " " + paragraph.text
    return bulletise(paragraph.text)
