"""PDF to Markdown from the text layer (one ``get_text("dict")`` per page), OCR for pages without one."""

from __future__ import annotations

import re
from typing import Any

import pymupdf

from chalicelib.extraction import rejections
from chalicelib.extraction.limits import Deadline
from chalicelib.extraction.pdf_layout import PageLayout, drop_running_headers, merge_visual_lines, raw_lines
from chalicelib.extraction.pdf_markdown import TypeScale, layout_to_markdown
from chalicelib.extraction.pdf_tables import extract_tables
from chalicelib.extraction.result import PagesText
from chalicelib.settings import ExtractionSettings

_TEXT_FLAGS = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
_USABLE_TEXT_RE = re.compile(r"(?:[^\W_][\W_]*){20}")  # at least 20 letters or digits
_GARBLED_RE = re.compile("[\ufffd\ue000-\uf8ff]")
_MAX_GARBLED_SHARE = 0.1

# PyMuPDF's API is mostly unannotated: documents and pages cross this boundary as Any.
PdfDocument = Any
PdfPage = Any
_mupdf: Any = pymupdf
_mupdf.TOOLS.mupdf_display_errors(False)
_mupdf.TOOLS.mupdf_display_warnings(False)


def open_pdf(data: bytes, limits: ExtractionSettings) -> PdfDocument:
    """Open and vet a PDF: corrupt, password-protected and over-long files are rejected here."""
    try:
        document = _mupdf.open(stream=data, filetype="pdf")
    except (pymupdf.FileDataError, RuntimeError, ValueError) as exc:
        raise rejections.corrupt_file("PDF") from exc
    if document.needs_pass:
        document.close()
        raise rejections.encrypted_pdf()
    if document.page_count == 0:
        document.close()
        raise rejections.corrupt_file("PDF")
    if document.page_count > limits.max_pages:
        pages = document.page_count
        document.close()
        raise rejections.too_many_pages(pages, limits.max_pages)
    return document


def extract_pdf(data: bytes, limits: ExtractionSettings, deadline: Deadline) -> PagesText:
    document = open_pdf(data, limits)
    try:
        return _extract_open_pdf(document, limits, deadline)
    finally:
        document.close()


def _extract_open_pdf(document: PdfDocument, limits: ExtractionSettings, deadline: Deadline) -> PagesText:
    warnings: list[str] = []
    layouts: list[PageLayout] = []
    for index in range(document.page_count):
        deadline.check()
        layouts.append(_read_page(document, index, warnings))
    ocr_numbers = [layout.number for layout in layouts if layout.needs_ocr]
    if len(ocr_numbers) > limits.max_ocr_pages:
        raise rejections.too_many_ocr_pages(len(ocr_numbers), limits.max_ocr_pages)
    drop_running_headers(layouts)
    styles = TypeScale.measure(layouts)
    pages = [layout_to_markdown(layout, styles) for layout in layouts]
    if ocr_numbers:
        from chalicelib.extraction.ocr import ocr_pdf_pages

        recognised = ocr_pdf_pages(document, [number - 1 for number in ocr_numbers], limits, deadline)
        for number, text in zip(ocr_numbers, recognised, strict=True):
            pages[number - 1] = text
    if ocr_numbers and len(ocr_numbers) < len(layouts):
        warnings.append("mixed_pdf_ocr")
    return PagesText(pages=pages, ocr_pages=len(ocr_numbers), warnings=warnings)


def _read_page(document: PdfDocument, index: int, warnings: list[str]) -> PageLayout:
    try:
        page = document.load_page(index)
        rect = page.rect
        raw = page.get_text("dict", flags=_TEXT_FLAGS)
    except (RuntimeError, ValueError):
        warnings.append("page_unreadable")
        return PageLayout(number=index + 1, width=1.0, height=1.0, lines=[])
    lines = merge_visual_lines(raw_lines(raw))
    layout = PageLayout(number=index + 1, width=rect.width, height=rect.height, lines=lines)
    text = "".join(line.text for line in lines)
    if _is_garbled(text) or (_USABLE_TEXT_RE.search(text) is None and _page_has_images(page)):
        layout.needs_ocr = True
        layout.lines = []
    else:
        extract_tables(page, layout)
    return layout


def _is_garbled(text: str) -> bool:
    """A text layer from fonts without a Unicode map: replacement or private-use characters."""
    return len(_GARBLED_RE.findall(text)) > _MAX_GARBLED_SHARE * max(len(text), 1) and len(text) >= 20


def _page_has_images(page: PdfPage) -> bool:
    try:
        return bool(page.get_images(full=False))
    except (RuntimeError, ValueError):
        return False
