"""A Russian scan whose invisible text layer was OCR'd as Latin look-alikes is re-read from the image."""

from __future__ import annotations

from typing import Any

import pymupdf
import pytest
from extraction.extraction_samples import (
    EN_CLAUSES,
    EN_PREAMBLE,
    EN_TITLE,
    RU_CLAUSES,
    RU_PREAMBLE,
    RU_TITLE,
    contract_html,
    contract_text,
    scanned_pdf,
    story_pdf,
)

from chalicelib.extraction import ExtractionSettings, extract_document
from chalicelib.extraction.homoglyphs import is_latin_homoglyph_layer

# What a Latin-only OCR engine makes of Cyrillic: look-alikes where there are some, shapes otherwise.
_AS_LATIN = str.maketrans(
    {
        **dict(zip("АВЕКМНОРСТУХаеорсух", "ABEKMHOPCTYXaeopcyx", strict=True)),
        **dict(zip("БГДЖЗИЙЛПФЦЧШЩЪЫЬЭЮЯЁ", "BTAX3NNJNOUYWWbbb3IRE", strict=True)),
        **dict(zip("бвгджзийклмнптфцчшщъыьэюяё", "6Brgx3uuknmhnmouywwbbb3orе", strict=True)),
    }
)
_CAPITALS_AS_LATIN = str.maketrans({"Д": "A", "Г": "T", "Л": "J", "П": "N", "Ы": "bI"})


def _with_invisible_layer(scan: bytes, text: str) -> bytes:
    """``scan`` with ``text`` laid over each page in render mode 3 (invisible), as OCR software does."""
    document: Any = pymupdf.open(stream=scan, filetype="pdf")
    for page in document:
        page.insert_textbox(
            pymupdf.Rect(50, 50, page.rect.width - 50, page.rect.height - 50),
            text,
            fontsize=8,
            fontname="china-s",
            render_mode=3,
        )
    data: bytes = document.tobytes()
    document.close()
    return data


@pytest.fixture(scope="module")
def ru_scan() -> bytes:
    return scanned_pdf(story_pdf(contract_html(RU_TITLE, RU_PREAMBLE, RU_CLAUSES)), dpi=200)


def test_the_detector_tells_russian_in_latin_from_latin_languages() -> None:
    russian = contract_text(RU_TITLE, RU_PREAMBLE, RU_CLAUSES)
    assert is_latin_homoglyph_layer(russian.translate(_AS_LATIN))
    assert is_latin_homoglyph_layer(russian.upper().translate(_CAPITALS_AS_LATIN).translate(_AS_LATIN))
    assert not is_latin_homoglyph_layer(russian)
    assert not is_latin_homoglyph_layer(contract_text(EN_TITLE, EN_PREAMBLE, EN_CLAUSES))
    assert not is_latin_homoglyph_layer("Acme Corp\nBeta LLC\nGamma GmbH\n" * 10)  # a list of names


def test_a_latin_lookalike_layer_over_a_russian_scan_is_ocred(ru_scan: bytes) -> None:
    layer = contract_text(RU_TITLE, RU_PREAMBLE, RU_CLAUSES).translate(_AS_LATIN)
    document = extract_document(_with_invisible_layer(ru_scan, layer), "scan.pdf", ExtractionSettings())
    assert document.ocr_pages == 1
    assert document.language == "ru"
    assert "Договор" in document.markdown or "ДОГОВОР" in document.markdown


def test_a_true_russian_layer_over_the_scan_is_kept(ru_scan: bytes) -> None:
    layer = contract_text(RU_TITLE, RU_PREAMBLE, RU_CLAUSES)
    document = extract_document(_with_invisible_layer(ru_scan, layer), "scan.pdf", ExtractionSettings())
    assert document.ocr_pages == 0
    assert document.language == "ru"
