"""PDF to Markdown from the text layer (one ``get_text("dict")`` per page), OCR for pages without one."""

from __future__ import annotations

from typing import Any

import pymupdf

from chalicelib import regexes
from chalicelib.extraction import rejections
from chalicelib.extraction.homoglyphs import is_latin_homoglyph_layer
from chalicelib.extraction.limits import Deadline
from chalicelib.extraction.pdf_layout import (
    PageLayout,
    drop_running_headers,
    in_reading_order,
    merge_visual_lines,
    raw_lines,
)
from chalicelib.extraction.pdf_markdown import TypeScale, layout_to_markdown
from chalicelib.extraction.pdf_tables import extract_tables
from chalicelib.extraction.result import PagesText
from chalicelib.settings import ExtractionSettings

_TEXT_FLAGS = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
_USABLE_TEXT_RE = regexes.compile(r"(?:[^\W_][\W_]*){20}")  # at least 20 letters or digits
_GARBLED_RE = regexes.compile("[\ufffd\ue000-\uf8ff]")
_MAX_GARBLED_SHARE = 0.1
# A word in one script, wrapped in ordinary punctuation. Measured on the 845 text pages of ru-dev and
# cuad-dev: at most 36 % of lettered tokens fail it (tables, codes); OCR with one letter in ten misread
# fails 45 %, one in five 70 %.
_WORD_TOKEN_RE = regexes.compile(
    r"^[(«\"'\[]*(?:[а-яёА-ЯЁ]+(?:[-‐][а-яёА-ЯЁ]+)*|[a-zA-Z]+(?:[-'’][a-zA-Z]+)*\.?)[)»\"'.,;:!?%\]]*$"
)
_LETTER_RE = regexes.compile(r"[^\W\d_]")
_MIN_LAYER_TOKENS = 15
_MAX_BROKEN_TOKEN_SHARE = 0.4

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
        page_count = document.page_count
    except Exception as exc:  # FzErrorFormat and friends: the file's own fault
        raise rejections.corrupt_file("PDF") from exc
    if document.needs_pass:
        document.close()
        raise rejections.encrypted_pdf()
    if page_count == 0:
        document.close()
        raise rejections.corrupt_file("PDF")
    if page_count > limits.max_pages:
        document.close()
        raise rejections.too_many_pages(page_count, limits.max_pages)
    return document


def is_truncated(data: bytes) -> bool:
    """A PDF cut short (an interrupted download) has no end-of-file marker near its end."""
    return b"%%EOF" not in data[-2048:]


def extract_pdf(data: bytes, limits: ExtractionSettings, deadline: Deadline) -> PagesText:
    document = open_pdf(data, limits)
    try:
        result = _extract_open_pdf(document, limits, deadline)
    finally:
        document.close()
    if is_truncated(data):
        result.warnings.append("truncated_pdf")
    return result


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
    confidence = None
    if ocr_numbers:
        from chalicelib.extraction.ocr import mean_confidence, ocr_pdf_pages

        recognised = ocr_pdf_pages(document, [number - 1 for number in ocr_numbers], limits, deadline)
        for number, page in zip(ocr_numbers, recognised, strict=True):
            pages[number - 1] = page.markdown
        confidence = mean_confidence(recognised)
    if ocr_numbers and len(ocr_numbers) < len(layouts):
        warnings.append("mixed_pdf_ocr")
    return PagesText(pages=pages, ocr_pages=len(ocr_numbers), ocr_confidence=confidence, warnings=warnings)


def _read_page(document: PdfDocument, index: int, warnings: list[str]) -> PageLayout:
    try:
        page = document.load_page(index)
        rect = page.rect
        raw = page.get_text("dict", flags=_TEXT_FLAGS)
    except Exception:  # one broken page object must not cost the whole document
        warnings.append("page_unreadable")
        return PageLayout(number=index + 1, width=1.0, height=1.0, lines=[])
    lines = merge_visual_lines(in_reading_order(list(raw_lines(raw))))
    layout = PageLayout(number=index + 1, width=rect.width, height=rect.height, lines=lines)
    text = "".join(line.text for line in lines)
    if _is_garbled(text) or _needs_ocr_over_images(page, lines):
        layout.needs_ocr = True
        layout.lines = []
    else:
        extract_tables(page, layout)
    return layout


def _is_garbled(text: str) -> bool:
    """A text layer from fonts without a Unicode map: replacement or private-use characters."""
    return len(_GARBLED_RE.findall(text)) > _MAX_GARBLED_SHARE * max(len(text), 1) and len(text) >= 20


def _needs_ocr_over_images(page: PdfPage, lines: list[Any]) -> bool:
    """A scanned page: no usable text over its images, or a text layer that is itself bad OCR (broken
    words, or a Russian page read as Latin look-alikes)."""
    text = " ".join(line.text for line in lines)
    if _USABLE_TEXT_RE.search(text) is None:
        return _page_has_images(page)
    # images first: the cheaper test
    return _page_has_images(page) and (is_garbage_layer(text) or is_latin_homoglyph_layer(text))


def is_garbage_layer(text: str) -> bool:
    """Text a poor OCR engine left under a scan: few real words, many mixed-script or broken tokens."""
    tokens = [token for token in text.split() if _LETTER_RE.search(token)]
    if len(tokens) < _MIN_LAYER_TOKENS:
        return False
    broken = sum(1 for token in tokens if not _WORD_TOKEN_RE.match(token))
    return broken / len(tokens) > _MAX_BROKEN_TOKEN_SHARE


def _page_has_images(page: PdfPage) -> bool:
    try:
        return bool(page.get_images(full=False))
    except Exception:  # an unreadable resource dictionary
        return False
