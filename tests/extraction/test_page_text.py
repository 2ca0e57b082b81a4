"""Text as the page shows it: boxes written out of order, slanted watermarks, bad OCR layers, confidence."""

from __future__ import annotations

import random
import re
from typing import Any

import pymupdf
import pytest
from extraction.extraction_samples import ru_contract_text, scanned_pdf

from chalicelib.extraction import ExtractionSettings, extract_document
from chalicelib.extraction.ocr import remove_slanted_text, word_confidences
from chalicelib.extraction.pdf import is_garbage_layer
from chalicelib.extraction.preprocess import watermark_level

_CYRILLIC = {"fontname": "ruserif"}


def _add_font(page: Any) -> None:
    """MuPDF's built-in Noto Serif (no font file on disk needed)."""
    page.insert_font(fontname="ruserif", fontbuffer=pymupdf.Font(language="ru").buffer)


def _lines() -> list[str]:
    words = ru_contract_text().split()
    return [" ".join(words[index : index + 9]) for index in range(0, 9 * 40, 9)]


def _pdf_with_boxes(lines: list[str], order: list[int], watermark: str | None = None) -> bytes:
    """One page whose lines are separate text objects written in ``order``."""
    document: Any = pymupdf.open()
    page = document.new_page()
    _add_font(page)
    for index in order:
        page.insert_text((50, 60 + index * 17), lines[index], fontsize=10, **_CYRILLIC)
    if watermark:
        page.insert_text(
            (120, 600),
            watermark,
            fontsize=60,
            **_CYRILLIC,
            rotate=0,
            morph=(pymupdf.Point(300, 400), pymupdf.Matrix(1, 0, 0, 1, 0, 0).prerotate(40)),
            color=(0.6, 0.6, 0.6),
        )
    data: bytes = document.tobytes()
    document.close()
    return data


def _squash(text: str) -> str:
    return " ".join(re.sub(r"<!-- page \d+ -->|^#+ |^- ", " ", text, flags=re.MULTILINE).split())


def test_text_boxes_written_in_any_order_read_top_to_bottom(limits: ExtractionSettings) -> None:
    lines = _lines()
    order = list(range(len(lines)))
    random.Random(7).shuffle(order)
    document = extract_document(_pdf_with_boxes(lines, order), "boxes.pdf", limits)
    assert " ".join(" ".join(lines).split()) in _squash(document.markdown)


def test_diagonal_watermark_is_not_part_of_the_text(limits: ExtractionSettings) -> None:
    lines = _lines()
    data = _pdf_with_boxes(lines, list(range(len(lines))), watermark="ОБРАЗЕЦ ОБРАЗЕЦ ОБРАЗЕЦ")
    markdown = extract_document(data, "watermark.pdf", limits).markdown
    assert "ОБРАЗЕЦ" not in markdown
    assert " ".join(" ".join(lines).split()) in _squash(markdown)


def test_diagonal_watermark_is_taken_off_the_page_before_it_is_rendered_for_ocr() -> None:
    lines = _lines()[:10]
    scan = scanned_pdf(_pdf_with_boxes(lines, list(range(len(lines)))), dpi=72)
    document: Any = pymupdf.open(stream=scan, filetype="pdf")
    clean = document[0].get_pixmap(dpi=50).samples
    page = document[0]
    _add_font(page)
    page.insert_text(
        (100, 500),
        "ОБРАЗЕЦ ОБРАЗЕЦ",
        fontsize=70,
        **_CYRILLIC,
        morph=(pymupdf.Point(300, 400), pymupdf.Matrix(1, 0, 0, 1, 0, 0).prerotate(35)),
        color=(0.3, 0.3, 0.3),
    )
    page.insert_text((60, 800), "Страница 1", fontsize=10, **_CYRILLIC)
    assert page.get_pixmap(dpi=50).samples != clean
    remove_slanted_text(page)
    assert "ОБРАЗЕЦ" not in page.get_text()
    assert "Страница 1" in page.get_text()  # upright text stays
    assert page.get_images()  # the scan itself is untouched


def _bad_ocr(text: str, rate: float) -> str:
    swaps = {"о": "o", "а": "a", "е": "e", "р": "p", "с": "c", "и": "u", "т": "m", "н": "H"}
    chooser = random.Random(3)
    return "".join(swaps.get(char, char) if chooser.random() < rate else char for char in text)


def test_garbage_layer_is_told_from_real_text() -> None:
    text = ru_contract_text()
    assert not is_garbage_layer(text)
    assert is_garbage_layer(_bad_ocr(text, 0.3))


@pytest.mark.slow
def test_scan_with_a_garbage_text_layer_is_recognised_again(limits: ExtractionSettings) -> None:
    lines = _lines()[:25]
    scan = scanned_pdf(_pdf_with_boxes(lines, list(range(len(lines)))), dpi=200)
    document: Any = pymupdf.open(stream=scan, filetype="pdf")
    page = document[0]
    _add_font(page)
    for index, line in enumerate(lines):  # an invisible layer, as OCR'd PDFs carry
        page.insert_text((50, 60 + index * 17), _bad_ocr(line, 0.4), fontsize=10, **_CYRILLIC, render_mode=3)
    layered: bytes = document.tobytes()
    document.close()
    extracted = extract_document(layered, "layered.pdf", limits)
    assert extracted.ocr_pages == 1
    assert extracted.ocr_confidence is not None and 50 < extracted.ocr_confidence <= 100
    assert "Поставщик обязуется" in extracted.markdown


def test_text_pdf_has_no_ocr_confidence(limits: ExtractionSettings) -> None:
    lines = _lines()
    document = extract_document(_pdf_with_boxes(lines, list(range(len(lines)))), "text.pdf", limits)
    assert not document.ocr_used and document.ocr_confidence is None


def test_word_confidences_read_tesseract_tsv() -> None:
    header = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"
    rows = [
        header,
        "1\t1\t0\t0\t0\t0\t0\t0\t10\t10\t-1\t",
        "5\t1\t1\t1\t1\t1\t0\t0\t5\t5\t91.5\tДоговор",
        "5\t1\t1\t1\t1\t2\t0\t0\t5\t5\t60\tпоставки",
        "5\t1\t1\t1\t1\t3\t0\t0\t5\t5\t95\t ",
    ]
    assert word_confidences("\n".join(rows)) == [91.5, 60.0]


def _watermarked_scan(grey: float) -> tuple[bytes, str]:
    """A scan of a page with a diagonal watermark printed under the text (as office printers stamp it)."""
    lines = _lines()[:30]
    document: Any = pymupdf.open(stream=_pdf_with_boxes(lines, list(range(len(lines)))), filetype="pdf")
    page = document[0]
    _add_font(page)
    for top in (250, 450, 650):
        page.insert_text(
            (60, top),
            "ОБРАЗЕЦ ДОКУМЕНТА",
            fontsize=48,
            **_CYRILLIC,
            morph=(pymupdf.Point(300, top), pymupdf.Matrix(1, 0, 0, 1, 0, 0).prerotate(30)),
            color=(grey, grey, grey),
            overlay=False,
        )
    printed: bytes = document.tobytes()
    document.close()
    return scanned_pdf(printed, dpi=200), " ".join(" ".join(lines).split())


def test_watermark_level_is_found_only_where_there_is_one() -> None:
    from PIL import Image

    scan, _ = _watermarked_scan(0.5)
    clean, _ = _watermarked_scan(1.0)  # white on white: no watermark to see
    for data, expected in ((scan, True), (clean, False)):
        document: Any = pymupdf.open(stream=data, filetype="pdf")
        pixmap = document[0].get_pixmap(dpi=100, colorspace=pymupdf.csGRAY)
        image = Image.frombytes("L", (pixmap.width, pixmap.height), pixmap.samples)
        assert (watermark_level(image.histogram()) is not None) is expected


@pytest.mark.slow
def test_scan_with_a_grey_watermark_reads_as_the_text(limits: ExtractionSettings) -> None:
    """Measured: mid-grey watermark 0.90 similarity before suppression, 1.00 after."""
    import difflib

    scan, truth = _watermarked_scan(0.5)
    document = extract_document(scan, "scan.pdf", limits)
    assert document.ocr_pages == 1
    similarity = difflib.SequenceMatcher(None, _squash(document.markdown), truth, autojunk=False).ratio()
    assert similarity > 0.97
