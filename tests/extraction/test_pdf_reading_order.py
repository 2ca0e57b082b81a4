"""PDFs whose text boxes are not one tidy stream: a box per line, spaced-out lines, pieces of one line
written right first or touching mid-word. The text must read as the page shows it."""

from __future__ import annotations

from typing import Any

import pymupdf
import pytest

from chalicelib.extraction import ExtractionSettings, extract_document
from chalicelib.extraction.markdown import join_wrapped

_FONT = "china-s"  # PyMuPDF's built-in font with Cyrillic glyphs
_SIZE = 10.0
_CLAUSE_ONE = [
    "1.1. Исполнитель обязуется оказать Заказчику услуги по техническому обслу-",
    "живанию оборудования, а Заказчик обязуется принять и опла-",
    "тить эти услуги в порядке и в сроки, установленные",
    "настоящим договором и приложениями к нему.",
]
_CLAUSE_TWO = [
    "1.2. Срок оказания услуг составляет тридцать календарных дней с даты",
    "подписания сторонами настоящего договора.",
]
_PARAGRAPH_ONE = (
    "1.1. Исполнитель обязуется оказать Заказчику услуги по техническому обслуживанию оборудования, "
    "а Заказчик обязуется принять и оплатить эти услуги в порядке и в сроки, установленные настоящим "
    "договором и приложениями к нему."
)
_PARAGRAPH_TWO = (
    "1.2. Срок оказания услуг составляет тридцать календарных дней с даты подписания сторонами "
    "настоящего договора."
)


def _boxes_pdf(lines: list[str], pitch: float) -> bytes:
    """Every line its own text object (one ``TextWriter`` each), baselines ``pitch`` points apart."""
    document: Any = pymupdf.open()
    page = document.new_page()
    for number, line in enumerate(lines):
        if line:
            _write(page, (60, 90 + number * pitch), line)
    data: bytes = document.tobytes()
    document.close()
    return data


def _write(page: Any, origin: tuple[float, float], text: str) -> Any:
    """Write one text object; returns the pen position after its last glyph."""
    writer = pymupdf.TextWriter(page.rect)
    _, end = writer.append(origin, text, font=pymupdf.Font(_FONT), fontsize=_SIZE)
    writer.write_text(page)
    return end


def _body(pdf: bytes) -> list[str]:
    markdown = extract_document(pdf, "boxes.pdf", ExtractionSettings(min_text_chars=20)).markdown
    return [part.strip() for part in markdown.split("\n\n") if part.strip() and not part.startswith("<!--")]


@pytest.mark.parametrize("spacing", [1.2, 1.5, 2.0])
def test_a_box_per_line_reads_as_paragraphs_with_hyphenated_words_joined(spacing: float) -> None:
    title = "ДОГОВОР ОКАЗАНИЯ УСЛУГ"
    pdf = _boxes_pdf([title, "", *_CLAUSE_ONE, *_CLAUSE_TWO], pitch=_SIZE * 1.2 * spacing)
    body = _body(pdf)
    assert body[-2:] == [_PARAGRAPH_ONE, _PARAGRAPH_TWO]
    assert title in body[0]


def test_boxes_written_bottom_up_still_read_top_down() -> None:
    lines = [*_CLAUSE_ONE, *_CLAUSE_TWO] * 2
    document: Any = pymupdf.open()
    page = document.new_page()
    for number in reversed(range(len(lines))):
        _write(page, (60, 90 + number * _SIZE * 1.8), lines[number])
    pdf: bytes = document.tobytes()
    assert _body(pdf) == [_PARAGRAPH_ONE, _PARAGRAPH_TWO] * 2


def _line_in_two_pieces(first: str, second: str, *, gap: float, right_first: bool) -> bytes:
    """One visual line written as two text objects; the second starts ``gap`` points after the first."""
    document: Any = pymupdf.open()
    page = document.new_page()
    font = pymupdf.Font(_FONT)
    left = pymupdf.TextWriter(page.rect)
    _, end = left.append((60, 100), first, font=font, fontsize=_SIZE)
    right = pymupdf.TextWriter(page.rect)
    right.append((end.x + gap, 100), second, font=font, fontsize=_SIZE)
    for writer in (right, left) if right_first else (left, right):
        writer.write_text(page)
    _write(page, (60, 130), _CLAUSE_TWO[0])
    _write(page, (60, 144), _CLAUSE_TWO[1])
    data: bytes = document.tobytes()
    document.close()
    return data


def test_pieces_of_a_line_written_right_first_touching_mid_word() -> None:
    pdf = _line_in_two_pieces(
        "Поставщик обязуется передать обору", "дование Покупателю в срок.", gap=0.0, right_first=True
    )
    assert _body(pdf)[0] == "Поставщик обязуется передать оборудование Покупателю в срок."


def test_pieces_a_word_space_apart_stay_two_words() -> None:
    pdf = _line_in_two_pieces(
        "Поставщик обязуется передать", "оборудование Покупателю в срок.", gap=_SIZE * 0.3, right_first=True
    )
    assert _body(pdf)[0] == "Поставщик обязуется передать оборудование Покупателю в срок."


def test_soft_and_unicode_hyphens_at_a_line_end() -> None:
    assert join_wrapped("по обслу\u00ad", "живанию") == "по обслуживанию"
    assert join_wrapped("по обслу\u2010", "живанию") == "по обслуживанию"
    assert join_wrapped("Северо\u2011", "Западный") == "Северо-Западный"
