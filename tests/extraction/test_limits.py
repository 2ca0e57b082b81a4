"""Limits, settings wiring, refusal messages and a light import."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from chalicelib.errors import DocumentRejected
from chalicelib.extraction import ExtractionSettings, extract_document, rejections


def test_ocr_workers_default_to_the_cpus() -> None:
    assert ExtractionSettings(ocr_workers=3).worker_count == 3
    assert ExtractionSettings().worker_count >= 1


@pytest.mark.parametrize("data", [b"", b"  \n\t"])
def test_empty_file(data: bytes) -> None:
    with pytest.raises(DocumentRejected) as caught:
        extract_document(data, "x.pdf", ExtractionSettings())
    assert caught.value.reason == "empty_file"


def test_file_too_large_message_is_for_people() -> None:
    with pytest.raises(DocumentRejected) as caught:
        extract_document(b"x" * 2048, "x.pdf", ExtractionSettings(max_file_bytes=1024))
    assert caught.value.reason == "file_too_large"
    big = 20 * 1024 * 1024
    assert rejections.file_too_large(big).message_ru == (
        "Файл больше 20 МБ. Пришлите файл поменьше или вставьте текст договора."
    )


def test_other_links_are_not_allowed() -> None:
    with pytest.raises(DocumentRejected) as caught:
        extract_document(b"https://example.com/contract", "link.txt", ExtractionSettings())
    assert caught.value.reason == "link_not_allowed"


def test_unknown_binary_is_unsupported() -> None:
    with pytest.raises(DocumentRejected) as caught:
        extract_document(bytes(range(256)) * 8, "x.bin", ExtractionSettings())
    assert caught.value.reason == "unsupported_format"


def test_every_refusal_speaks_russian() -> None:
    refusals = [
        rejections.empty_file(),
        rejections.file_too_large(1 << 20),
        rejections.unsupported_format("zip"),
        rejections.corrupt_file("PDF"),
        rejections.encrypted_pdf(),
        rejections.too_many_pages(120, 100),
        rejections.too_many_ocr_pages(40, 30),
        rejections.image_too_large(90_000_000, 60_000_000),
        rejections.zip_bomb(),
        rejections.time_budget_exceeded(240),
        rejections.text_too_short(12, True),
        rejections.text_too_short(12, False),
        rejections.link_not_allowed(),
        rejections.link_fetch_failed(404),
    ]
    for refusal in refusals:
        assert re.fullmatch(r"[a-z_]+", refusal.reason)
        assert re.search("[а-яА-Я]{4}", refusal.message_ru), refusal.reason
        assert refusal.message_en and not re.search("[а-яА-Я]", refusal.message_en)
    assert len({refusal.reason for refusal in refusals}) == 13


def test_import_is_light() -> None:
    code = (
        "import sys, chalicelib.extraction; "
        "heavy = ('pymupdf', 'PIL', 'docx', 'pytesseract', 'httpx', 'striprtf'); "
        "print(sorted(m for m in heavy if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
