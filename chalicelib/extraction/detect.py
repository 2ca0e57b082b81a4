"""Recognise what an upload is from its bytes (magic numbers and content), never from its name."""

from __future__ import annotations

import io
import re
import zipfile

from chalicelib import regexes
from chalicelib.extraction.text import decode_text, is_foreign_text, markup_kind

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
_URL_RE = regexes.compile(r"^(?:\[InternetShortcut\]\s*URL=)?\s*<?(https?://\S+?)>?\s*$", re.IGNORECASE)
_GDOC_RE = regexes.compile(
    r"^https?://docs\.google\.com/document/(?:u/\d+/)?d/([A-Za-z0-9_-]{20,})(?:[/?#]\S*)?$"
)
_ODF_MANIFEST = "META-INF/manifest.xml"
_LOCAL_HEADER = b"PK\x03\x04"
_LOCAL_HEADER_SCAN_BYTES = 1 << 20
_MARKDOWN_HINTS = regexes.compile(r"^(?:#{1,6} \S|\|.*\|\s*$|[-*] \S|```|> )", re.MULTILINE)


def detect_format(data: bytes) -> str:
    """Name the format of ``data``.

    Returns one of ``pdf``, ``image``, ``docx``, ``rtf``, ``txt``, ``md``, ``html``, ``gdoc`` (a Google
    Docs link), ``link`` (any other URL), ``doc`` (legacy Word), ``odt``, ``epub``, ``xps``,
    ``office_other`` (Excel, PowerPoint), ``zip`` (any other archive), ``markup`` (SVG, XML),
    ``foreign_text`` (an encoding the product cannot read), ``empty`` or ``unknown``.
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
        kind = _zip_kind(data)
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


def _zip_kind(data: bytes) -> str:
    """What a zip package holds, from its member names (nothing is inflated).

    A truncated package has no central directory: its local headers still name the members.
    """
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
            mimetype = _stored_mimetype(archive, names)
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, NotImplementedError):
        names, mimetype = _local_header_names(data), ""
    if "word/document.xml" in names:
        return "docx"
    if mimetype.startswith("application/vnd.oasis.opendocument") or {"content.xml", _ODF_MANIFEST} <= names:
        return "odt"
    if mimetype == "application/epub+zip" or "META-INF/container.xml" in names:
        return "epub"
    if any(name.lower().endswith(".fdseq") for name in names):
        return "xps"
    if "xl/workbook.xml" in names or "ppt/presentation.xml" in names:
        return "office_other"
    return "zip"


def _local_header_names(data: bytes) -> set[str]:
    """Member names from the local file headers of (the first megabyte of) a damaged zip."""
    names: set[str] = set()
    window = data[:_LOCAL_HEADER_SCAN_BYTES]
    start = window.find(_LOCAL_HEADER)
    while start != -1 and start + 30 <= len(window):
        name_length = int.from_bytes(window[start + 26 : start + 28], "little")
        names.add(window[start + 30 : start + 30 + name_length].decode("utf-8", "replace"))
        start = window.find(_LOCAL_HEADER, start + 4)
    return names


def _stored_mimetype(archive: zipfile.ZipFile, names: set[str]) -> str:
    """The ``mimetype`` member of ODF and EPUB packages (a few stored bytes)."""
    if "mimetype" not in names or archive.getinfo("mimetype").file_size > 200:
        return ""
    with archive.open("mimetype") as member:
        return member.read(200).decode("ascii", "replace").strip()


def _detect_text_kind(data: bytes) -> str:
    decoded = decode_text(data)
    if decoded is None:
        return "foreign_text" if is_foreign_text(data) else "unknown"
    if data[:_LINK_MAX_BYTES].isascii() and is_foreign_text(data):
        return "foreign_text"
    markup = markup_kind(decoded)
    if markup is not None:
        return markup
    if len(data) <= _LINK_MAX_BYTES:
        url = find_single_url(decoded)
        if url is not None:
            return "gdoc" if google_doc_id(url) else "link"
        if only_links(decoded):  # several links and nothing else: not a contract's text
            return "link"
    return "md" if len(_MARKDOWN_HINTS.findall(decoded)) >= 2 else "txt"


def find_single_url(text: str) -> str | None:
    """The URL when the whole text is one link (a pasted link or a ``.url`` shortcut), else ``None``."""
    match = _URL_RE.match(text.strip())
    return match.group(1) if match else None


def only_links(text: str) -> bool:
    """True when every word of ``text`` is a URL (two links pasted together, say)."""
    words = text.split()
    return bool(words) and all(_URL_RE.match(word) for word in words)


def google_doc_id(url: str) -> str | None:
    """The document id of a ``https://docs.google.com/document/d/<id>/...`` link, else ``None``."""
    match = _GDOC_RE.match(url)
    return match.group(1) if match else None
