"""Fast unit tests of the pieces: script mix-ups, deskew, column detection, Markdown helpers."""

from __future__ import annotations

import io

import pytest
from extraction.extraction_samples import (
    RU_CLAUSES,
    RU_PREAMBLE,
    RU_TITLE,
    contract_html,
    image_bytes,
    story_pdf,
)
from PIL import Image

from chalicelib.extraction.homoglyphs import fix_mixed_scripts
from chalicelib.extraction.markdown import join_wrapped, table_to_markdown
from chalicelib.extraction.pdf import _is_garbled
from chalicelib.extraction.preprocess import MULTI_COLUMN_CONFIG, SINGLE_COLUMN_CONFIG, prepare_page


@pytest.mark.parametrize(
    ("ocr_line", "fixed"),
    [
        ("Мау 3, 2016 between the parties", "May 3, 2016 between the parties"),
        ("Cоглашение о нeразглашении", "Соглашение о неразглашении"),
        ("между сторонами: OOO «Альфа»", "между сторонами: ООО «Альфа»"),
        ("сторон Acme Inc. и ООО Бета", "сторон Acme Inc. и ООО Бета"),
        ("plain English line", "plain English line"),
    ],
)
def test_script_mix_ups_are_undone(ocr_line: str, fixed: str) -> None:
    assert fix_mixed_scripts(ocr_line) == fixed


@pytest.mark.parametrize(
    ("left", "right", "joined"),
    [
        ("promote the Prod-", "ucts in", "promote the Products in"),
        ("an exclusive, non-", "transferable right", "an exclusive, non-transferable right"),
        ("Maryland 21218-", "2695 and", "Maryland 21218-2695 and"),
        ("the Parties", "agree", "the Parties agree"),
        ("see Section 5 -", "Term", "see Section 5 - Term"),
    ],
)
def test_join_wrapped(left: str, right: str, joined: str) -> None:
    assert join_wrapped(left, right) == joined


def test_table_to_markdown_escapes_and_drops_empty_columns() -> None:
    rows = [["Name", "", "Value"], ["a|b", None, "line\nbreak"], ["", "", ""]]
    assert table_to_markdown(rows) == "| Name | Value |\n|---|---|\n| a\\|b | line break |"


def test_garbled_text_layer_is_recognised() -> None:
    assert _is_garbled("\ue001\ue002\ue003 \ue004\ue005\ue006\ue007 " * 5)
    assert _is_garbled("�" * 30)
    assert not _is_garbled("Договор поставки № 5 от 1 марта 2024 года")


@pytest.fixture(scope="module")
def page_image() -> Image.Image:
    pdf = story_pdf(contract_html(RU_TITLE, RU_PREAMBLE, RU_CLAUSES))
    return Image.open(io.BytesIO(image_bytes(pdf, fmt="PNG", dpi=150))).convert("L")


@pytest.mark.parametrize("angle", [0.0, 1.0, -2.5, 4.0])
def test_skew_is_measured_and_removed(page_image: Image.Image, angle: float) -> None:
    skewed = page_image.rotate(angle, expand=True, fillcolor=255) if angle else page_image
    prepared = prepare_page(skewed, 60_000_000)
    assert prepared.skew_degrees == pytest.approx(-angle, abs=0.3)
    assert prepared.config == SINGLE_COLUMN_CONFIG


def test_two_column_pages_get_automatic_layout_analysis(page_image: Image.Image) -> None:
    half = page_image.resize((page_image.width // 2, page_image.height))
    spread = Image.new("L", (page_image.width + page_image.width // 6, page_image.height), 255)
    spread.paste(half, (0, 0))
    spread.paste(half, (page_image.width // 2 + page_image.width // 6, 0))
    assert prepare_page(spread, 60_000_000).config == MULTI_COLUMN_CONFIG


def test_two_columns_under_a_full_width_heading_get_layout_analysis(page_image: Image.Image) -> None:
    """A bilingual contract's first page: title and preamble across the page, then two columns."""
    width, height = page_image.width, page_image.height
    heading = page_image.crop((0, 0, width, height // 4))
    column = page_image.resize((width * 2 // 5, height))
    page = Image.new("L", (width, height + height // 4), 255)
    page.paste(heading, (0, 0))
    page.paste(column, (0, height // 4))
    page.paste(column, (width - column.width, height // 4))
    assert prepare_page(page, 60_000_000).config == MULTI_COLUMN_CONFIG


def test_a_narrow_column_of_clause_numbers_is_not_a_second_column(page_image: Image.Image) -> None:
    width, height = page_image.width, page_image.height
    numbers = page_image.crop((0, 0, width // 10, height))
    body = page_image.resize((width * 3 // 5, height))
    page = Image.new("L", (width, height), 255)
    page.paste(numbers, (width // 10, 0))
    page.paste(body, (width * 2 // 5 - width // 20, 0))
    assert prepare_page(page, 60_000_000).config == SINGLE_COLUMN_CONFIG
