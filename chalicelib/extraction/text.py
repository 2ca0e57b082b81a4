"""Plain text: encoding detection (UTF-8/16/32, CP1251, KOI8-R, CP866) and text-to-Markdown structure."""

from __future__ import annotations

import codecs
import re
from collections import Counter

from chalicelib import regexes
from chalicelib.extraction import rejections
from chalicelib.extraction.markdown import blocks_to_markdown

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_SINGLE_BYTE_CANDIDATES = ("cp1251", "koi8_r", "cp866", "cp1252")
_COMMON_LETTERS = frozenset("оеаинтсрвлкмдпуяыьгзбчйхжшюцщэфъёabcdefghijklmnopqrstuvwxyz ")
_CONTROL_RE = regexes.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f\ufffd]")
_MAX_CONTROL_SHARE = 0.01
_SAMPLE_CHARS = 20_000
_MIN_PROSE_SCORE = 0.5
_UTF7_RUN_RE = regexes.compile(rb"\+[A-Za-z0-9/+]{3,}-?")
_EBCDIC_SPACE = 0x40
_DOUBLE_BYTE_ENCODINGS = ("gb18030", "shift_jis", "big5", "euc_kr")


def decode_text(data: bytes) -> str | None:
    """Decode ``data`` as text, or ``None`` when it does not look like text at all."""
    text = _decode_with_bom(data) or _decode_utf16_without_bom(data) or _decode_utf8(data)
    if text is None:
        text = _decode_single_byte(data)
    if text is None or _looks_binary(text):
        return None
    return text.removeprefix("\ufeff")


def _decode_with_bom(data: bytes) -> str | None:
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _try_decode(data[len(bom) :], encoding)
    return None


def _decode_utf16_without_bom(data: bytes) -> str | None:
    """UTF-16 without a BOM: the high bytes of Russian or English text take two values (0x00, 0x04)."""
    sample = data[:4000]
    if len(sample) < 8 or len(sample) % 2:
        return None
    if _looks_like_utf16_high_bytes(sample[1::2], sample[0::2]):
        return _try_decode(data, "utf-16-le")
    if _looks_like_utf16_high_bytes(sample[0::2], sample[1::2]):
        return _try_decode(data, "utf-16-be")
    return None


def _looks_like_utf16_high_bytes(high: bytes, low: bytes) -> bool:
    counts = Counter(high).most_common(2)
    dominant = sum(count for _, count in counts) / len(high)
    return dominant >= 0.95 and high.count(0) >= 0.05 * len(high) and low.count(0) <= 0.01 * len(low)


def _decode_utf8(data: bytes) -> str | None:
    return _try_decode(data, "utf-8")


def _decode_single_byte(data: bytes) -> str | None:
    """Pick the single-byte code page whose decoding reads most like Russian or English prose.

    Russian text in the wrong code page turns into mostly upper-case or pseudo-graphic letters, so the
    share of common lower-case letters separates CP1251, KOI8-R and CP866 even on a short sample.
    """
    best = _best_single_byte(data[:_SAMPLE_CHARS])
    if best is None or best[0] < _MIN_PROSE_SCORE:
        return None
    return _try_decode(data, best[1])


def _best_single_byte(sample: bytes) -> tuple[float, str] | None:
    best: tuple[float, str] | None = None
    for encoding in _SINGLE_BYTE_CANDIDATES:
        decoded = _try_decode(sample, encoding)
        if decoded is None:
            continue
        score = _prose_score(decoded)
        if best is None or score > best[0]:
            best = (score, encoding)
    return best


def _prose_score(decoded: str) -> float:
    """The share of common lower-case letters and spaces: high for Russian or English prose."""
    return sum(1 for char in decoded if char in _COMMON_LETTERS) / max(1, len(decoded))


def is_foreign_text(data: bytes) -> bool:
    """Text in an encoding the product cannot read: UTF-7, EBCDIC, or a CJK double-byte code page.

    Called for bytes :func:`decode_text` did not accept, and for ASCII-only bytes that decode fine but
    are UTF-7 (Russian in UTF-7 is runs like ``+BBQEPgQz-``).
    """
    sample = data[:_SAMPLE_CHARS]
    if not sample:
        return False
    if sample.isascii():
        runs = _UTF7_RUN_RE.findall(sample)
        return sum(len(run) for run in runs) > 0.3 * len(sample)
    if sample.count(_EBCDIC_SPACE) > 0.08 * len(sample) and sample.count(b" ") < 0.01 * len(sample):
        return True
    return any(_reads_as(sample, encoding) for encoding in _DOUBLE_BYTE_ENCODINGS)


def _reads_as(sample: bytes, encoding: str) -> bool:
    """The sample decodes strictly (allowing a cut final character) into mostly non-Latin ideographs."""
    try:
        decoded = sample.decode(encoding)
    except UnicodeDecodeError as exc:
        if exc.start < len(sample) - 2:
            return False
        decoded = sample[: exc.start].decode(encoding)
    letters = [char for char in decoded if char.isalpha()]
    wide = sum(1 for char in letters if ord(char) >= 0x2E80)
    return bool(letters) and wide > 0.5 * len(letters)


def _try_decode(data: bytes, encoding: str) -> str | None:
    try:
        return data.decode(encoding)
    except (UnicodeDecodeError, LookupError):
        return None


def _looks_binary(text: str) -> bool:
    sample = text[:_SAMPLE_CHARS]
    return len(_CONTROL_RE.findall(sample)) > _MAX_CONTROL_SHARE * max(1, len(sample))


def normalise_newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def text_pages(text: str) -> list[str]:
    """Split plain text into pages at form feeds (how text exports mark page breaks)."""
    return normalise_newlines(text).split("\f")


def plain_text_to_pages(text: str, *, reflow: bool, max_pages: int) -> list[str]:
    """Markdown per page of plain text (pages split at form feeds).

    ``reflow`` joins hard-wrapped lines into paragraphs (OCR output); typed text keeps its line breaks.
    """
    pages = text_pages(text)
    if len(pages) > max_pages:
        raise rejections.too_many_pages(len(pages), max_pages)
    return [page_text_to_markdown(page, reflow=reflow) for page in pages]


def page_text_to_markdown(page: str, *, reflow: bool) -> str:
    paragraphs = [block for block in re.split(r"\n[ \t]*\n", page) if block.strip()]
    return blocks_to_markdown([block.split("\n") for block in paragraphs], reflow=reflow)


_HTML_START_RE = regexes.compile(
    r"^\s*(?:<!--.*?-->\s*)*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])", re.I | re.S
)
_HTML_TAG_RE = regexes.compile(
    r"</?(?:p|div|br|table|tr|td|span|h[1-6]|li|ul|ol|b|i|strong|em|a)[\s>/]", re.I
)
_MARKUP_START_RE = regexes.compile(
    r"^\s*(?:<\?xml|<svg[\s>]|<!doctype\s+svg|<[A-Za-z_][\w.:-]*(?:\s[^>]*)?>)", re.I
)
_HTML_MIN_TAGS = 5


def markup_kind(text: str) -> str | None:
    """``html`` for a web page, ``markup`` for any other XML (SVG, XML exports), else ``None``."""
    head = text[:_SAMPLE_CHARS]
    tag_soup = head.lstrip().startswith("<") and len(_HTML_TAG_RE.findall(head)) >= _HTML_MIN_TAGS
    if _HTML_START_RE.match(head) or tag_soup:
        return "html"
    if _MARKUP_START_RE.match(head):
        return "markup"
    return None


def html_to_text(html: str) -> str:
    """The visible text of an HTML page: block elements become paragraphs, scripts and styles vanish.

    Nothing is fetched: images, links and stylesheets are ignored.
    """
    from chalicelib.extraction.html_text import HtmlText

    parser = HtmlText()
    parser.feed(html)
    parser.close()
    return parser.text()
