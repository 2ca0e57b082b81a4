"""A contract sent in parts (an album of page photos, several PDFs): one document, pages in order.

The bot packs the parts it downloaded into one upload (a stored zip, stdlib only, so the webhook stays
light) and marks it with the ``parts`` upload metadata; the extract stage reads every part with the
reader of its kind (OCR for photos, the text layer for PDFs) and assembles one Markdown document whose
pages are numbered across the parts. The page, size and time limits apply to the whole, as for one file.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Sequence
from typing import TYPE_CHECKING

from chalicelib.extraction import rejections
from chalicelib.extraction.detect import detect_format
from chalicelib.extraction.limits import Deadline
from chalicelib.extraction.result import PagesText
from chalicelib.models import ExtractedDocument
from chalicelib.settings import ExtractionSettings

if TYPE_CHECKING:
    import httpx

# What may be joined: pages of a scan and PDFs. A DOCX or a text file is sent (and read) alone.
JOINABLE_FORMATS = frozenset({"image", "pdf"})
MAX_PARTS = 30


def pack_parts(parts: Sequence[tuple[str, bytes]]) -> bytes:
    """One upload from the parts, in order (names are ``001-<name>``; only the order is read back)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_STORED) as archive:
        for number, (name, body) in enumerate(parts, start=1):
            archive.writestr(f"{number:03d}-{name[-60:]}", body)
    return buffer.getvalue()


def unpack_parts(body: bytes, limits: ExtractionSettings) -> list[bytes]:
    """The parts of a :func:`pack_parts` upload, bounded by the file size limit as they are read."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(body))
    except zipfile.BadZipFile as error:
        raise rejections.corrupt_file("ZIP") from error
    members = sorted(archive.infolist(), key=lambda info: info.filename)
    if not members or len(members) > MAX_PARTS:
        raise rejections.too_many_pages(len(members), MAX_PARTS)
    parts: list[bytes] = []
    budget = limits.max_file_bytes
    for member in members:
        if member.compress_type != zipfile.ZIP_STORED or member.file_size > budget:
            raise rejections.file_too_large(limits.max_file_bytes)
        budget -= member.file_size
        parts.append(archive.read(member))
    return parts


def extract_parts(
    body: bytes, limits: ExtractionSettings, http_client: httpx.Client | None = None
) -> ExtractedDocument:
    """One document from a packed upload: each part read by its kind, the pages joined in order."""
    # The single-file readers and assembly, shared rather than copied (one place decides page markers).
    from chalicelib.extraction.document import _assemble, _read

    deadline = Deadline(limits.time_budget_seconds)
    pages: list[str] = []
    ocr_pages = 0
    confidences: list[tuple[float, int]] = []
    warnings: list[str] = []
    kinds: set[str] = set()
    for part in unpack_parts(body, limits):
        kind = detect_format(part)
        if kind not in JOINABLE_FORMATS:
            raise rejections.unsupported_format(kind)
        kinds.add(kind)
        result = _read(kind, part, limits, deadline, http_client)
        pages.extend(result.pages)
        if len(pages) > limits.max_pages:
            raise rejections.too_many_pages(len(pages), limits.max_pages)
        ocr_pages += result.ocr_pages
        if result.ocr_confidence is not None and result.ocr_pages:
            confidences.append((result.ocr_confidence, result.ocr_pages))
        warnings.extend(warning for warning in result.warnings if warning not in warnings)
    weight = sum(pages_ for _, pages_ in confidences)
    confidence = sum(value * n for value, n in confidences) / weight if weight else None
    joined = PagesText(pages=pages, ocr_pages=ocr_pages, ocr_confidence=confidence, warnings=warnings)
    kind = kinds.pop() if len(kinds) == 1 else "pdf"
    return _assemble(joined, kind, limits)
