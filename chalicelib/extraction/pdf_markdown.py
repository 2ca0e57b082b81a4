"""Markdown for a PDF page's visual lines: headings from the document's type scale, paragraphs that
start at every clause number, list items and tables in reading position."""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass

from chalicelib.extraction.markdown import bulletise, is_clause_start, join_wrapped, looks_like_heading
from chalicelib.extraction.pdf_layout import Line, PageLayout

_HEADING_SIZE_RATIO = 1.12
_HEADING_MAX_CHARS = 150
_MAX_SIZE_LEVELS = 3
_PARAGRAPH_GAP_HEIGHTS = 0.45
_LEADING_SLACK_HEIGHTS = 0.2
_MAX_CONTINUATION_GAP_HEIGHTS = 1.6
_SENTENCE_ENDS = (".", ":", ";", "!", "?")


@dataclass(frozen=True, slots=True)
class TypeScale:
    """The document's body size and its larger heading sizes, largest first ('#' for the largest)."""

    body: float
    heading_sizes: tuple[float, ...]

    @classmethod
    def measure(cls, layouts: list[PageLayout]) -> TypeScale:
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


@dataclass(frozen=True, slots=True)
class _PageMeasure:
    right_edge: float
    body_gap: float


@dataclass(slots=True)
class _Paragraph:
    text: str
    heading_level: int
    top: float
    single_line: bool = True


def layout_to_markdown(layout: PageLayout, styles: TypeScale) -> str:
    page = _PageMeasure(
        right_edge=max((line.x1 for line in layout.lines), default=layout.width),
        body_gap=_body_gap(layout.lines),
    )
    paragraphs = _paragraphs(layout.lines, styles, page)
    items: list[tuple[float, str]] = [(p.top, _format(p)) for p in paragraphs]
    if layout.tables:
        items = sorted(items + layout.tables, key=lambda item: item[0])
    return "\n\n".join(text for _, text in items)


def _body_gap(lines: list[Line]) -> float:
    """The page's usual space between one line and the next (its leading), the commonest gap between
    consecutive lines of one column: single spacing leaves about a point, one-and-a-half spacing half a
    line. A paragraph break is a gap wider than this, whatever the spacing."""
    gaps: Counter[float] = Counter()
    for above, below in itertools.pairwise(lines):
        gap = below.y0 - above.y1
        aligned = abs(below.x0 - above.x0) < 2 * above.size
        if aligned and -1.0 <= gap <= _MAX_CONTINUATION_GAP_HEIGHTS * above.height:
            gaps[round(max(gap, 0.0) * 2) / 2] += 1
    return gaps.most_common(1)[0][0] if gaps else 0.0


def _paragraphs(lines: list[Line], styles: TypeScale, page: _PageMeasure) -> list[_Paragraph]:
    paragraphs: list[_Paragraph] = []
    for index, line in enumerate(lines):
        level = styles.heading_level(line)
        previous = lines[index - 1]
        if paragraphs and not _starts_paragraph(previous, line, paragraphs[-1], level, page):
            paragraphs[-1].text = join_wrapped(paragraphs[-1].text, line.text)
            paragraphs[-1].single_line = False
        else:
            paragraphs.append(_Paragraph(text=line.text, heading_level=level, top=line.y0))
    return paragraphs


def _starts_paragraph(
    previous: Line, line: Line, current: _Paragraph, level: int, page: _PageMeasure
) -> bool:
    if level != current.heading_level:
        return True
    vertical_gap = line.y0 - previous.y1
    if line.y1 < previous.y0:
        return True
    if vertical_gap > _PARAGRAPH_GAP_HEIGHTS * previous.height and not _continues(
        previous, line, vertical_gap, page.body_gap
    ):
        return True
    if is_clause_start(line.text):
        return True
    ends_sentence = previous.text.endswith(_SENTENCE_ENDS)
    short = previous.x1 < page.right_edge - 4 * previous.size
    return (ends_sentence and short) or (current.single_line and looks_like_heading(current.text))


def _continues(previous: Line, line: Line, vertical_gap: float, body_gap: float) -> bool:
    """A line below a wide gap that still carries on the sentence: the page's own leading (text set one
    and a half or double spaced, every line its own box), or a word or sentence that visibly goes on
    (a hyphen or no final stop above, a lower-case start below)."""
    too_far = vertical_gap > _MAX_CONTINUATION_GAP_HEIGHTS * previous.height
    if too_far or previous.text.endswith(_SENTENCE_ENDS):
        return False
    if vertical_gap <= body_gap + _LEADING_SLACK_HEIGHTS * previous.height:
        return True
    return line.text[:1].islower()


def _format(paragraph: _Paragraph) -> str:
    level = paragraph.heading_level
    if level == 0 and paragraph.single_line and looks_like_heading(paragraph.text):
        level = 2
    if level:
        return "#" * level + " " + paragraph.text
    return bulletise(paragraph.text)
