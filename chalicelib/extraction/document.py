"""``extract_document``: one uploaded file in, faithful Markdown (or a clear refusal) out."""

from __future__ import annotations

import re
import time
import unicodedata
from typing import TYPE_CHECKING

from chalicelib import regexes
from chalicelib.errors import PermanentFailure, TransientFailure
from chalicelib.extraction import rejections
from chalicelib.extraction.contents import drop_contents
from chalicelib.extraction.detect import detect_format
from chalicelib.extraction.limits import Deadline
from chalicelib.extraction.markdown import page_marker
from chalicelib.extraction.result import PagesText
from chalicelib.extraction.text import decode_text, html_to_text, plain_text_to_pages, text_pages
from chalicelib.language import detect_language
from chalicelib.models import ExtractedDocument
from chalicelib.observability import logger
from chalicelib.settings import ExtractionSettings

if TYPE_CHECKING:
    import httpx


_MARKUP_RE = regexes.compile(r"<!-- page \d+ -->|^#{1,6} |^\|[-|]+\|$", re.MULTILINE)
_FORMAT_NAMES = {"image": "изображение", "gdoc": "Google Документ"}
_UNSUPPORTED = frozenset({"doc", "zip", "odt", "epub", "xps", "office_other", "markup", "unknown"})


def extract_document(
    data: bytes, filename: str, limits: ExtractionSettings, http_client: httpx.Client | None = None
) -> ExtractedDocument:
    """Read any upload into Markdown with '<!-- page N -->' markers.

    The type comes from the bytes; ``filename`` is only used for log context. Raises
    :class:`~chalicelib.errors.DocumentRejected` for input that cannot be a readable contract and
    :class:`~chalicelib.errors.TransientFailure` when a Google Docs export fails for network reasons.
    """
    started = time.monotonic()
    deadline = Deadline(limits.time_budget_seconds)
    if len(data) > limits.max_file_bytes:
        raise rejections.file_too_large(limits.max_file_bytes)
    if not data.strip():
        raise rejections.empty_file()
    kind = detect_format(data)
    result = _read(kind, data, limits, deadline, http_client)
    document = _assemble(result, kind, limits)
    logger.info(
        "extracted",
        extra={
            "format": kind,
            "suffix": filename.rpartition(".")[2][:8].lower() if "." in filename else "",
            "pages": document.pages,
            "chars": document.chars,
            "ocr_pages": document.ocr_pages,
            "ocr_confidence": document.ocr_confidence,
            "seconds": round(time.monotonic() - started, 3),
        },
    )
    return document


def _read(
    kind: str, data: bytes, limits: ExtractionSettings, deadline: Deadline, http_client: httpx.Client | None
) -> PagesText:
    if kind == "empty":
        raise rejections.empty_file()
    if kind == "link":
        raise rejections.link_not_allowed()
    if kind in _UNSUPPORTED:
        raise rejections.unsupported_format(kind)
    if kind == "foreign_text":
        raise rejections.unreadable_encoding()
    try:
        return _read_supported(kind, data, limits, deadline, http_client)
    except (PermanentFailure, TransientFailure):
        raise
    except MemoryError as exc:
        logger.warning("parser ran out of memory", extra={"format": kind})
        raise rejections.document_too_complex() from exc
    except Exception as exc:  # any parser failure on the user's bytes is the file's fault
        logger.warning("parser failed", extra={"format": kind, "error": type(exc).__name__})
        raise rejections.corrupt_file(_FORMAT_NAMES.get(kind, kind.upper())) from exc


def _read_supported(
    kind: str, data: bytes, limits: ExtractionSettings, deadline: Deadline, http_client: httpx.Client | None
) -> PagesText:
    if kind == "pdf":
        from chalicelib.extraction.pdf import extract_pdf

        return extract_pdf(data, limits, deadline)
    if kind == "image":
        from chalicelib.extraction.images import extract_image

        return extract_image(data, limits, deadline)
    if kind in ("docx", "rtf"):
        from chalicelib.extraction.office import extract_docx, extract_rtf

        return (extract_docx if kind == "docx" else extract_rtf)(data, limits, deadline)
    if kind == "gdoc":
        from chalicelib.extraction.gdocs import fetch_google_doc

        return _read_text(fetch_google_doc(data, limits, deadline, http_client), "txt", limits)
    if kind == "html":
        return _read_text(html_to_text(decode_text(data) or ""), "txt", limits)
    return _read_text(decode_text(data), kind, limits)


def _read_text(text: str | None, kind: str, limits: ExtractionSettings) -> PagesText:
    if text is None:
        raise rejections.unsupported_format("unknown")
    if len(text) > limits.max_text_chars:
        raise rejections.text_too_long(len(text), limits.max_text_chars)
    if kind == "md":
        pages = text_pages(text)
        if len(pages) > limits.max_pages:
            raise rejections.too_many_pages(len(pages), limits.max_pages)
        return PagesText(pages=[page.strip() for page in pages])
    return PagesText(pages=plain_text_to_pages(text, reflow=False, max_pages=limits.max_pages))


def _assemble(result: PagesText, kind: str, limits: ExtractionSettings) -> ExtractedDocument:
    pages = enumerate((drop_contents(page) for page in result.pages), start=1)
    sections = (f"{page_marker(n)}\n\n{body.strip()}".rstrip() for n, body in pages)
    markdown = unicodedata.normalize("NFC", "\n\n".join(sections) + "\n")  # 'и' + U+0306 is 'й'
    plain = _MARKUP_RE.sub(" ", markdown)
    chars = len(" ".join(plain.split()))
    ocr_used = result.ocr_pages > 0
    if chars < limits.min_text_chars:
        if "truncated_pdf" in result.warnings:
            raise rejections.corrupt_file("PDF")
        raise rejections.text_too_short(chars, ocr_used, detect_language(plain))
    return ExtractedDocument(
        markdown=markdown,
        pages=len(result.pages),
        chars=chars,
        ocr_used=ocr_used,
        ocr_pages=result.ocr_pages,
        ocr_confidence=result.ocr_confidence if ocr_used else None,
        language=detect_language(plain),
        detected_format=kind,
        warnings=sorted(set(result.warnings)),
    )
