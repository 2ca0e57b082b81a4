"""Recognise what an upload is from its bytes (magic numbers and content), never from its name."""

from __future__ import annotations

import io
import re
import zipfile

from chalicelib.extraction.text import decode_text

_IMAGE_MAGIC: tuple[bytes, ...] = (
    b"\xff\xd8\xff",  # JPEG (Telegram photos)
    b"\x89PNG\r\n\x1a\n",
    b"II*\x00",  # TIFF little-endian
    b"MM\x00*",  # TIFF big-endian
    b"GIF87a",
    b"GIF89a",
)
_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_PDF_SEARCH_WINDOW = 1024
_LINK_MAX_BYTES = 4096
_URL_RE = re.compile(r"^(?:\[InternetShortcut\]\s*URL=)?\s*<?(https?://\S+?)>?\s*$", re.IGNORECASE)
_GDOC_RE = re.compile(r"^https?://docs\.google\.com/document/(?:u/\d+/)?d/([A-Za-z0-9_-]{20,})(?:[/?#]\S*)?$")
_MARKDOWN_HINTS = re.compile(r"^(?:#{1,6} \S|\|.*\|\s*$|[-*] \S|```|> )", re.MULTILINE)


def detect_format(data: bytes) -> str:
    """Name the format of ``data``.

    Returns one of ``pdf``, ``image``, ``docx``, ``rtf``, ``txt``, ``md``, ``gdoc`` (a Google Docs link),
    ``link`` (any other URL), ``doc`` (legacy Word), ``zip`` (a non-DOCX archive), ``empty`` or ``unknown``.
    """
    if not data.strip():
        return "empty"
    return _detect_binary_kind(data) or _detect_text_kind(data)


def _detect_binary_kind(data: bytes) -> str | None:
    head = data[:_PDF_SEARCH_WINDOW]
    if b"%PDF-" in head:
        kind = "pdf"
    elif _is_image(head):
        kind = "image"
    elif head.startswith(b"PK\x03\x04"):
        kind = "docx" if _is_docx(data) else "zip"
    elif head.startswith(_OLE2):
        kind = "doc"
    elif head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{\\rtf"):
        kind = "rtf"
    else:
        return None
    return kind


def _is_image(head: bytes) -> bool:
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return True
    return head.startswith(_IMAGE_MAGIC)


def _is_docx(data: bytes) -> bool:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return "word/document.xml" in archive.namelist()
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        return False


def _detect_text_kind(data: bytes) -> str:
    decoded = decode_text(data)
    if decoded is None:
        return "unknown"
    if len(data) <= _LINK_MAX_BYTES:
        url = find_single_url(decoded)
        if url is not None:
            return "gdoc" if google_doc_id(url) else "link"
    return "md" if len(_MARKDOWN_HINTS.findall(decoded)) >= 2 else "txt"


def find_single_url(text: str) -> str | None:
    """The URL when the whole text is one link (a pasted link or a ``.url`` shortcut), else ``None``."""
    match = _URL_RE.match(text.strip())
    return match.group(1) if match else None


def google_doc_id(url: str) -> str | None:
    """The document id of a ``https://docs.google.com/document/d/<id>/...`` link, else ``None``."""
    match = _GDOC_RE.match(url)
    return match.group(1) if match else None
