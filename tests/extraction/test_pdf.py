"""Born-digital and mixed PDFs: Markdown structure, running headers, tables, hyphenation, refusals."""

from __future__ import annotations

import re
from typing import Any

import pymupdf
import pytest
from extraction.extraction_samples import RU_CLAUSES, en_contract_text, ru_contract_text, scanned_pdf

from chalicelib.errors import DocumentRejected
from chalicelib.extraction import ExtractionSettings, extract_document


def _squash(text: str) -> str:
    return " ".join(re.sub(r"<!-- page \d+ -->|^#+ ", " ", text, flags=re.MULTILINE).split())


def _pdf_from_lines(pages: list[list[str]], fontsize: float = 11) -> bytes:
    """Pages of left-aligned lines placed with insert_text (full control over line breaks)."""
    document: Any = pymupdf.open()
    for lines in pages:
        page = document.new_page()
        for number, line in enumerate(lines):
            page.insert_text((72, 90 + number * fontsize * 1.4), line, fontsize=fontsize, fontname="helv")
    data: bytes = document.tobytes()
    document.close()
    return data


def test_russian_pdf_keeps_every_clause_in_order(ru_pdf: bytes, limits: ExtractionSettings) -> None:
    document = extract_document(ru_pdf, "dogovor.pdf", limits)
    assert document.detected_format == "pdf"
    assert document.language == "ru"
    assert not document.ocr_used
    assert document.markdown.startswith("<!-- page 1 -->\n\n# ДОГОВОР ПОСТАВКИ № 17/2024")
    assert _squash(document.markdown) == _squash(ru_contract_text())


def test_clauses_and_headings_start_their_own_blocks(ru_pdf: bytes, limits: ExtractionSettings) -> None:
    blocks = [block.strip() for block in extract_document(ru_pdf, "d.pdf", limits).markdown.split("\n\n")]
    for heading, clauses in RU_CLAUSES:
        assert any(block.startswith("#") and block.endswith(heading) for block in blocks), heading
        for clause in clauses:
            assert clause in blocks, clause[:30]


def test_english_pdf(en_pdf: bytes, limits: ExtractionSettings) -> None:
    document = extract_document(en_pdf, "msa.pdf", limits)
    assert document.language == "en"
    assert _squash(document.markdown) == _squash(en_contract_text())


def test_running_footers_and_page_numbers_are_removed(
    ru_pdf_with_footer: bytes, limits: ExtractionSettings
) -> None:
    document = extract_document(ru_pdf_with_footer, "d.pdf", limits)
    assert document.pages == 4
    assert [int(n) for n in re.findall(r"<!-- page (\d+) -->", document.markdown)] == [1, 2, 3, 4]
    assert "конфиденциально" not in document.markdown
    assert not re.search(r"^\d+$", document.markdown, flags=re.MULTILINE)
    assert document.markdown.count("1.1. Поставщик обязуется") == 4


def test_hyphenation_is_joined_but_compound_words_keep_their_hyphen(limits: ExtractionSettings) -> None:
    lines = [
        "This Agreement grants the Distributor an exclusive and non-",
        "transferable licence. The Distributor shall promote the Prod-",
        "ucts in the Territory and pay all fees on time as agreed here-",
        "in. Postal code 21218-",
        "2695 applies to every notice sent under this Agreement by post.",
    ]
    markdown = extract_document(_pdf_from_lines([lines]), "x.pdf", limits).markdown
    assert "non-transferable licence" in markdown
    assert "promote the Products in" in markdown
    assert "herein." in markdown
    assert "21218-2695" in markdown


def _ruled_table_pdf() -> bytes:
    document: Any = pymupdf.open()
    page = document.new_page()
    page.insert_text(
        (72, 80), "Specification of goods under the supply agreement", fontsize=12, fontname="helv"
    )
    rows = [
        ("Item", "Quantity", "Price"),
        ("Office desk", "20", "12,000"),
        ("Chair", "40", "3,500"),
        ("Cabinet", "5", "9,900"),
    ]
    xs, top, height = [72, 252, 372, 492], 100, 22
    for index, row in enumerate(rows):
        for column, value in enumerate(row):
            page.insert_text((xs[column] + 4, top + index * height + 15), value, fontsize=10, fontname="helv")
    for index in range(len(rows) + 1):
        page.draw_line((xs[0], top + index * height), (xs[-1], top + index * height))
    for x in xs:
        page.draw_line((x, top), (x, top + len(rows) * height))
    page.insert_text((72, 220), "All prices include VAT and delivery to the buyer's warehouse.", fontsize=10)
    data: bytes = document.tobytes()
    document.close()
    return data


def test_ruled_table_becomes_a_markdown_table(limits: ExtractionSettings) -> None:
    markdown = extract_document(_ruled_table_pdf(), "t.pdf", ExtractionSettings(min_text_chars=10)).markdown
    assert "| Item | Quantity | Price |\n|---|---|---|\n| Office desk | 20 | 12,000 |" in markdown
    assert "| Cabinet | 5 | 9,900 |" in markdown
    before, _, after = markdown.partition("| Item")
    assert "Specification of goods" in before
    assert "All prices include VAT" in after


def test_aligned_columns_without_rules_become_a_table() -> None:
    lines = ["Payment schedule of the licence fees for the whole term of the agreement:"]
    document: Any = pymupdf.open()
    page = document.new_page()
    page.insert_text((72, 80), lines[0], fontsize=11, fontname="helv")
    for index, (year, amount) in enumerate(
        [("Year", "Fee"), ("2024", "$200,000"), ("2025", "$204,000"), ("2026", "$208,080")]
    ):
        page.insert_text((72, 110 + index * 16), year, fontsize=11, fontname="helv")
        page.insert_text((300, 110 + index * 16), amount, fontsize=11, fontname="helv")
    data = document.tobytes()
    markdown = extract_document(data, "t.pdf", ExtractionSettings(min_text_chars=10)).markdown
    assert (
        "| Year | Fee |\n|---|---|\n| 2024 | $200,000 |\n| 2025 | $204,000 |\n| 2026 | $208,080 |" in markdown
    )


def test_encrypted_pdf_is_refused(ru_pdf: bytes, limits: ExtractionSettings) -> None:
    document: Any = pymupdf.open(stream=ru_pdf, filetype="pdf")
    locked = document.tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="secret", owner_pw="owner")
    with pytest.raises(DocumentRejected) as caught:
        extract_document(locked, "d.pdf", limits)
    assert caught.value.reason == "encrypted_pdf"
    assert "паролем" in caught.value.message_ru


def test_owner_password_only_pdf_is_read(ru_pdf: bytes, limits: ExtractionSettings) -> None:
    document: Any = pymupdf.open(stream=ru_pdf, filetype="pdf")
    restricted = document.tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, owner_pw="owner", permissions=0)
    assert extract_document(restricted, "d.pdf", limits).language == "ru"


@pytest.mark.parametrize("data", [b"%PDF-1.7\n%garbage without objects", b"%PDF-1.4\n" + b"\x00" * 300])
def test_corrupt_pdf_is_refused(data: bytes, limits: ExtractionSettings) -> None:
    with pytest.raises(DocumentRejected) as caught:
        extract_document(data, "d.pdf", limits)
    assert caught.value.reason == "corrupt_file"


def test_page_limit(ru_pdf_with_footer: bytes) -> None:
    with pytest.raises(DocumentRejected) as caught:
        extract_document(ru_pdf_with_footer, "d.pdf", ExtractionSettings(max_pages=3))
    assert caught.value.reason == "too_many_pages"
    assert "4 страницы" in caught.value.message_ru, "pages by the Russian plural rule, not «4 стр.»"


def test_ocr_page_limit_is_checked_before_any_ocr(ru_pdf_with_footer: bytes) -> None:
    scan = scanned_pdf(ru_pdf_with_footer, dpi=50)
    with pytest.raises(DocumentRejected) as caught:
        extract_document(scan, "scan.pdf", ExtractionSettings(max_ocr_pages=3, time_budget_seconds=2))
    assert caught.value.reason == "too_many_ocr_pages"


def test_too_little_text_is_not_a_contract(limits: ExtractionSettings) -> None:
    with pytest.raises(DocumentRejected) as caught:
        extract_document(_pdf_from_lines([["Invoice 42", "Total: 100 USD"]]), "d.pdf", limits)
    assert caught.value.reason == "text_too_short"


def test_time_budget(ru_pdf_with_footer: bytes) -> None:
    with pytest.raises(DocumentRejected) as caught:
        extract_document(ru_pdf_with_footer, "d.pdf", ExtractionSettings(time_budget_seconds=0))
    assert caught.value.reason == "time_budget_exceeded"


@pytest.mark.slow
def test_mixed_pdf_ocrs_only_the_page_without_text(
    ru_pdf: bytes, en_pdf: bytes, limits: ExtractionSettings
) -> None:
    mixed: Any = pymupdf.open(stream=en_pdf, filetype="pdf")
    mixed.insert_pdf(pymupdf.open(stream=scanned_pdf(ru_pdf, dpi=200), filetype="pdf"))
    document = extract_document(mixed.tobytes(), "mixed.pdf", limits)
    assert document.pages == 2
    assert document.ocr_used
    assert document.ocr_pages == 1
    assert document.warnings == ["mixed_pdf_ocr"]
    assert document.language == "mixed"
    first, second = document.markdown.split("<!-- page 2 -->")
    assert "MASTER SERVICES AGREEMENT" in first
    assert "Поставщик обязуется передать в собственность Покупателя" in second
