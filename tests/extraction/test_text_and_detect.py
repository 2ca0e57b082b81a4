"""Format detection from bytes, encodings of plain text, and plain text to Markdown."""

from __future__ import annotations

import codecs
import io
import zipfile

import pytest
from extraction.extraction_samples import en_contract_text, ru_contract_text

from chalicelib.extraction import ExtractionSettings, detect_format, extract_document
from chalicelib.extraction.text import decode_text
from chalicelib.language import detect_language


def _zip(entries: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in entries.items():
            archive.writestr(name, content)
    return out.getvalue()


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"%PDF-1.7\n...", "pdf"),
        (b"\xef\xbb\xbf  \n%PDF-1.4", "pdf"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "image"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", "image"),
        (b"II*\x00\x08\x00\x00\x00", "image"),
        (b"MM\x00*\x00\x00\x00\x08", "image"),
        (b"RIFF\x10\x00\x00\x00WEBPVP8 ", "image"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 100, "doc"),
        (b"{\\rtf1\\ansi\\ansicpg1251 text}", "rtf"),
        ("Договор поставки\n\n1. Предмет".encode("cp1251"), "txt"),
        (b"# Contract\n\n| a | b |\n|---|---|\n", "md"),
        (b"https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/edit?usp=sharing\n", "gdoc"),
        (
            b"[InternetShortcut]\r\nURL=https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123/edit\r\n",
            "gdoc",
        ),
        (b"https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/edit", "link"),
        (b"http://example.com/contract.pdf", "link"),
        (b"   \n\t ", "empty"),
        (bytes(range(256)) * 4, "unknown"),
    ],
)
def test_detect_format_reads_magic_bytes(data: bytes, expected: str) -> None:
    assert detect_format(data) == expected


def test_detect_format_tells_docx_from_other_zips() -> None:
    assert detect_format(_zip({"word/document.xml": b"<w:document/>"})) == "docx"
    assert detect_format(_zip({"contract.pdf": b"%PDF-1.4"})) == "zip"


def test_type_comes_from_bytes_not_the_file_name(limits: ExtractionSettings) -> None:
    text = en_contract_text().encode()
    document = extract_document(text, "scan.pdf", limits)
    assert document.detected_format == "txt"


@pytest.mark.parametrize(
    "encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "cp1251", "koi8_r", "cp866"]
)
def test_decode_text_recovers_russian_in_every_common_encoding(encoding: str) -> None:
    encoded = ru_contract_text().encode(encoding, errors="replace")  # KOI8-R and CP866 lack "№" and "«»"
    expected = encoded.decode(encoding).removeprefix("\ufeff")
    assert decode_text(encoded) == expected


def test_decode_text_handles_utf32_bom() -> None:
    assert decode_text(codecs.BOM_UTF32_LE + "Договор".encode("utf-32-le")) == "Договор"


def test_decode_text_refuses_binary() -> None:
    assert decode_text(bytes(range(32)) * 50) is None


def test_plain_text_becomes_markdown_with_pages_and_headings(limits: ExtractionSettings) -> None:
    text = ru_contract_text().replace("№", "N").replace("«", '"').replace("»", '"').replace("—", "-")
    text += "\f" + "Приложение 1\n\nСпецификация товара: столы, стулья, шкафы - 40 единиц."
    document = extract_document(text.encode("koi8_r"), "contract.txt", limits)
    assert document.pages == 2
    assert document.markdown.startswith("<!-- page 1 -->\n\n## ДОГОВОР ПОСТАВКИ N 17/2024")
    assert "<!-- page 2 -->" in document.markdown
    assert "## 1. ПРЕДМЕТ ДОГОВОРА" in document.markdown
    assert "1.1. Поставщик обязуется передать в собственность Покупателя" in document.markdown
    assert document.language == "ru"
    assert not document.ocr_used
    assert document.chars > 1000


def test_markdown_upload_is_kept_as_written(limits: ExtractionSettings) -> None:
    source = "# Договор\n\n| Пункт | Срок |\n|---|---|\n| Оплата | 10 дней |\n\n" + ru_contract_text()
    document = extract_document(source.encode(), "x.md", limits)
    assert document.detected_format == "md"
    assert "| Оплата | 10 дней |" in document.markdown
    assert "# Договор\n" in document.markdown


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (ru_contract_text(), "ru"),
        (en_contract_text(), "en"),
        (ru_contract_text()[:600] + en_contract_text()[:600], "mixed"),
        ("12345 — 678", "unknown"),
    ],
)
def test_language_detection(text: str, language: str) -> None:
    assert detect_language(text) == language
