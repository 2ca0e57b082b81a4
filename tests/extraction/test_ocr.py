"""Scans and photos through Tesseract: accuracy, orientation, skew, multi-page TIFF, bombs, blank pages."""

from __future__ import annotations

import difflib
import io
import re

import pytest
from extraction.extraction_samples import image_bytes, ru_contract_text, scanned_pdf, story_pdf
from PIL import Image

from chalicelib.errors import DocumentRejected
from chalicelib.extraction import ExtractionSettings, extract_document


def _similarity(markdown: str, truth: str) -> float:
    def plain(text: str) -> str:
        return " ".join(re.sub(r"<!-- page \d+ -->|^#+ |^- ", " ", text, flags=re.MULTILINE).split())

    return difflib.SequenceMatcher(None, plain(markdown), plain(truth), autojunk=False).ratio()


@pytest.mark.slow
def test_scanned_russian_pdf(ru_scan_pdf: bytes, limits: ExtractionSettings) -> None:
    document = extract_document(ru_scan_pdf, "scan.pdf", limits)
    assert document.ocr_used
    assert document.ocr_pages == 1
    assert document.language == "ru"
    assert _similarity(document.markdown, ru_contract_text()) > 0.97
    assert "\n\n1.1. Поставщик обязуется" in document.markdown


@pytest.mark.slow
@pytest.mark.parametrize(
    ("fmt", "rotate"), [("JPEG", 0), ("WEBP", 0), ("PNG", 90), ("PNG", 180), ("JPEG", 3)]
)
def test_photos_in_any_format_and_orientation(
    ru_pdf: bytes, fmt: str, rotate: int, limits: ExtractionSettings
) -> None:
    photo = image_bytes(ru_pdf, fmt=fmt, dpi=200, rotate=rotate)
    document = extract_document(photo, "photo.bin", limits)
    assert document.detected_format == "image"
    assert document.ocr_pages == 1
    assert _similarity(document.markdown, ru_contract_text()) > 0.95


@pytest.mark.slow
def test_multi_page_tiff_is_one_page_per_frame(ru_pdf_with_footer: bytes, limits: ExtractionSettings) -> None:
    tiff = image_bytes(ru_pdf_with_footer, fmt="TIFF", dpi=150, page_numbers=(0, 1))
    document = extract_document(tiff, "scan.tiff", limits)
    assert (document.pages, document.ocr_pages) == (2, 2)
    assert document.markdown.count("Поставщик обязуется передать") == 2


@pytest.mark.slow
def test_exif_orientation_of_phone_photos_is_applied(ru_pdf: bytes, limits: ExtractionSettings) -> None:
    upright = Image.open(io.BytesIO(image_bytes(ru_pdf, fmt="PNG", dpi=200)))
    stored = upright.rotate(90, expand=True)  # the camera stored it sideways and recorded Orientation=6
    exif = Image.Exif()
    exif[0x0112] = 6
    out = io.BytesIO()
    stored.save(out, format="JPEG", quality=90, exif=exif.tobytes())
    document = extract_document(out.getvalue(), "photo.jpg", limits)
    assert _similarity(document.markdown, ru_contract_text()) > 0.95


def test_image_pixel_limit_is_checked_from_the_header() -> None:
    out = io.BytesIO()
    Image.new("L", (4000, 3000), 255).save(out, format="PNG")
    with pytest.raises(DocumentRejected) as caught:
        extract_document(out.getvalue(), "big.png", ExtractionSettings(max_image_pixels=10_000_000))
    assert caught.value.reason == "image_too_large"


def test_pil_decompression_bomb_is_an_image_too_large() -> None:
    out = io.BytesIO()
    Image.new("1", (20_000, 20_000), 1).save(out, format="PNG")  # 400 Mpx, PIL's own bomb error
    with pytest.raises(DocumentRejected) as caught:
        extract_document(out.getvalue(), "bomb.png", ExtractionSettings())
    assert caught.value.reason == "image_too_large"


def test_too_many_tiff_frames() -> None:
    frames = [Image.new("L", (50, 50), 255) for _ in range(4)]
    out = io.BytesIO()
    frames[0].save(out, format="TIFF", save_all=True, append_images=frames[1:])
    with pytest.raises(DocumentRejected) as caught:
        extract_document(out.getvalue(), "x.tiff", ExtractionSettings(max_ocr_pages=3))
    assert caught.value.reason == "too_many_ocr_pages"


@pytest.mark.slow
def test_blank_photo_is_too_short_to_be_a_contract(limits: ExtractionSettings) -> None:
    out = io.BytesIO()
    Image.new("RGB", (1200, 1600), (250, 250, 245)).save(out, format="JPEG")
    with pytest.raises(DocumentRejected) as caught:
        extract_document(out.getvalue(), "blank.jpg", limits)
    assert caught.value.reason == "text_too_short"
    assert "распознать" in caught.value.message_ru


def test_truncated_image_is_corrupt(ru_pdf: bytes, limits: ExtractionSettings) -> None:
    png = image_bytes(ru_pdf, fmt="PNG", dpi=60)
    with pytest.raises(DocumentRejected) as caught:
        extract_document(png[: len(png) // 2], "cut.png", limits)
    assert caught.value.reason == "corrupt_file"


@pytest.mark.slow
def test_two_workers_read_the_same_text_as_one(ru_pdf: bytes, en_pdf: bytes) -> None:
    import pymupdf

    both = pymupdf.open(stream=ru_pdf, filetype="pdf")
    both.insert_pdf(pymupdf.open(stream=en_pdf, filetype="pdf"))
    scan = scanned_pdf(both.tobytes(), dpi=150)
    serial = extract_document(scan, "s.pdf", ExtractionSettings(ocr_workers=1))
    parallel = extract_document(scan, "s.pdf", ExtractionSettings(ocr_workers=2))
    assert parallel.markdown == serial.markdown
    assert parallel.ocr_pages == 2
    assert parallel.language == "mixed"


def test_story_pdf_helper_renders_cyrillic() -> None:
    import pymupdf

    pdf = story_pdf("<p>Проверка кириллицы</p>")
    with pymupdf.open(stream=pdf, filetype="pdf") as document:
        assert "Проверка кириллицы" in document[0].get_text()
