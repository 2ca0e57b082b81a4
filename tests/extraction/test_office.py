"""DOCX (styles, numbering, tables, page breaks, zip bombs) and RTF."""

from __future__ import annotations

import io
import zipfile

import pytest

from chalicelib.errors import DocumentRejected
from chalicelib.extraction import ExtractionSettings, extract_document


def test_docx_structure_becomes_markdown(docx_bytes: bytes, limits: ExtractionSettings) -> None:
    document = extract_document(docx_bytes, "contract.docx", limits)
    markdown = document.markdown
    assert document.detected_format == "docx"
    assert document.pages == 2
    assert markdown.startswith("<!-- page 1 -->\n\n# Договор оказания услуг\n")
    assert "## Предмет договора" in markdown
    assert "1. Исполнитель оказывает услуги по уборке помещений." in markdown
    assert "2. Заказчик принимает и оплачивает услуги ежемесячно." in markdown
    assert "- уборка офиса\n\n- вывоз мусора" in markdown
    assert (
        "| Услуга | Кол-во | Цена |\n|---|---|---|\n| Уборка | 20 | 50 000 |\n| Вывоз | 4 | 8 000 |"
        in markdown
    )
    first, second = markdown.split("<!-- page 2 -->")
    assert "Неустойка составляет 0,5 %" in first
    assert "## Подписи сторон" in second
    assert document.language == "ru"


def _docx_with_extra_entry(docx: bytes, name: str, content: bytes) -> bytes:
    source = zipfile.ZipFile(io.BytesIO(docx))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            target.writestr(item, source.read(item.filename))
        target.writestr(name, content)
    return out.getvalue()


def test_zip_bomb_is_refused_while_inflating(docx_bytes: bytes, limits: ExtractionSettings) -> None:
    bomb = _docx_with_extra_entry(docx_bytes, "word/padding.xml", b" " * 50_000_000)
    assert len(bomb) < 200_000
    with pytest.raises(DocumentRejected) as caught:
        extract_document(bomb, "contract.docx", limits)
    assert caught.value.reason == "zip_bomb"


def test_media_parts_are_never_inflated(docx_bytes: bytes, limits: ExtractionSettings) -> None:
    padded = _docx_with_extra_entry(docx_bytes, "word/media/padding.bin", b"\x00" * 300_000_000)
    assert extract_document(padded, "contract.docx", limits).chars > 200


def test_uncompressed_size_cap_on_an_ordinary_document(docx_bytes: bytes) -> None:
    with pytest.raises(DocumentRejected) as caught:
        extract_document(docx_bytes, "c.docx", ExtractionSettings(max_zip_uncompressed_bytes=1000))
    assert caught.value.reason == "document_too_complex"


def test_docx_with_broken_xml_is_corrupt(limits: ExtractionSettings) -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("[Content_Types].xml", b"<Types")
        archive.writestr("word/document.xml", b"<w:document><unclosed>")
    with pytest.raises(DocumentRejected) as caught:
        extract_document(out.getvalue(), "c.docx", limits)
    assert caught.value.reason == "corrupt_file"


def test_legacy_doc_is_unsupported_with_a_hint(limits: ExtractionSettings) -> None:
    with pytest.raises(DocumentRejected) as caught:
        extract_document(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600, "old.doc", limits)
    assert caught.value.reason == "unsupported_format"
    assert "DOCX" in caught.value.message_ru


def _rtf_escape(text: str, encoding: str) -> str:
    out = []
    for char in text:
        if char == "\n":
            out.append("\\par\n")
        elif ord(char) < 128:
            out.append(char)
        else:
            out.append("".join(f"\\'{byte:02x}" for byte in char.encode(encoding)))
    return "".join(out)


def test_rtf_in_cp1251(limits: ExtractionSettings) -> None:
    text = (
        "ДОГОВОР АРЕНДЫ\n\n1. Арендодатель передаёт Арендатору во временное пользование нежилое помещение.\n"
        "2. Арендная плата составляет 80 000 рублей в месяц и вносится до 5-го числа.\n"
        "3. Договор заключён сроком на 11 месяцев с правом пролонгации по соглашению сторон."
    )
    rtf = (
        "{\\rtf1\\ansi\\ansicpg1251\\deff0{\\fonttbl{\\f0 Times New Roman;}}\\f0\\fs24 "
        + _rtf_escape(text, "cp1251")
        + "}"
    )
    document = extract_document(rtf.encode("ascii"), "lease.rtf", limits)
    assert document.detected_format == "rtf"
    assert "## ДОГОВОР АРЕНДЫ" in document.markdown
    assert "2. Арендная плата составляет 80 000 рублей в месяц" in document.markdown
    assert document.language == "ru"
