"""Tables on PDF pages: runs of lines whose pieces stand in columns, cut along ruling lines if any."""

from __future__ import annotations

import bisect
from typing import Any

import pymupdf

from chalicelib.extraction.markdown import table_to_markdown
from chalicelib.extraction.pdf_layout import Box, Line, PageLayout, centre_in_box, centre_inside

PdfPage = Any
_TABLE_MIN_ROWS = 3
_RULE_THICKNESS = 3.0
_MIN_RULE_LENGTH = 6.0
_WORD_FLAGS = pymupdf.TEXT_MEDIABOX_CLIP


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


def extract_tables(page: PdfPage, layout: PageLayout) -> None:
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
    words = page.get_text("words", clip=grid_box, flags=_WORD_FLAGS)
    cells: dict[tuple[int, int], list[str]] = {}
    for wx0, wy0, wx1, wy1, word, *_ in words:
        if not centre_in_box((wx0 + wx1) / 2, (wy0 + wy1) / 2, grid_box):
            continue
        row = min(max(bisect.bisect(ys, (wy0 + wy1) / 2) - 1, 0), len(ys) - 2)
        column = min(max(bisect.bisect(xs, (wx0 + wx1) / 2) - 1, 0), len(xs) - 2)
        cells.setdefault((row, column), []).append(word)
    if not cells:
        return None
    rows = [[" ".join(cells.get((r, c), [])) for c in range(len(xs) - 1)] for r in range(len(ys) - 1)]
    covered = {index for index, line in enumerate(lines) if centre_inside(line, *grid_box)}
    return ys[0], table_to_markdown(rows), covered
