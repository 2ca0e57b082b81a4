"""Text helpers: page markers, sentence/clause segmentation, normalisation for quote grounding."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from chalicelib import regexes

_PAGE_MARKER = regexes.compile(r"<!--\s*page\s+(\d+)\s*-->", re.IGNORECASE)
_PARAGRAPH_BREAK = regexes.compile(
    r"\n[ \t]*(?:\n|(?=#)|(?=\d{1,2}(?:\.\d{1,2})*(?:\.?\s|\.[«\"A-ZА-ЯЁ]))|(?=[-*•]\s)"
    r"|(?=\([a-zа-я0-9]{1,4}\)\s)|(?=<!--))"
    r"|<!--\s*page\s+\d+\s*-->"
)
_ABBREVIATIONS = (
    "г",
    "гг",
    "ст",
    "п",
    "пп",
    "ул",
    "д",
    "им",
    "тел",
    "руб",
    "коп",
    "No",
    "Mr",
    "Mrs",
    "Ms",
    "Dr",
    "Inc",
    "Co",
    "St",
)
_NOT_AFTER = "".join(rf"(?<!\b{a}\.)" for a in _ABBREVIATIONS) + r"(?<!\b[A-ZА-ЯЁ]\.)"
_SENTENCE_END = regexes.compile(
    rf"(?<=[.!?]){_NOT_AFTER}\s+(?=[«\"(]?[A-ZА-ЯЁ])"
    # "... Федерации. 6.2.Амаль не несет ...": a clause number glued to the next clause (PDF text).
    rf"|(?<=[.!?;]){_NOT_AFTER}\s*(?=\d{{1,2}}\.\d{{1,2}}(?:\.\d{{1,2}})?\.?\s?[«\"A-ZА-ЯЁ])"
)
# The one typography table: typographic quotes, apostrophes and dashes -> ASCII. Guillemets are not in it:
# prescreen keeps them (Russian names carry them), the grounding form below folds them too.
TYPOGRAPHY: dict[str, str] = {
    "“": '"',
    "”": '"',
    "„": '"',
    "‟": '"',
    "″": '"',
    "’": "'",
    "‘": "'",
    "‚": "'",
    "′": "'",
    "‐": "-",
    "‑": "-",
    "‒": "-",
    "–": "-",
    "—": "-",
    "―": "-",
    "−": "-",
}
_GROUNDING_PAIRS = (*TYPOGRAPHY.items(), ("«", '"'), ("»", '"'))
_WS = regexes.compile(r"\s+")
MAX_CLAUSE_CHARS = 2000
_EDGE_JUNK = " \t\r\n#*_>|-"


_FOLD_PAIRS = (("ё", "е"), ("Ё", "Е"), ("\n", " "), ("\r", " "), ("\t", " "), ("\u00a0", " "))


def replace_each(text: str, pairs: tuple[tuple[str, str], ...]) -> str:
    """``text`` with every character of ``pairs`` replaced: ``str.replace`` per pair present, because
    ``str.translate`` with a table goes through a dict lookup per character (150× slower on Cyrillic)."""
    for old, new in pairs:
        if old in text:
            text = text.replace(old, new)
    return text


def fold(text: str) -> str:
    """The matching copy of ``text``: same length and offsets, ``ё`` read as ``е``, line breaks as spaces
    (PDF text breaks lines inside phrases)."""
    return replace_each(text, _FOLD_PAIRS)


def lower_keeping_offsets(text: str) -> str:
    """``text.lower()``, except that a character whose lower case is longer (``İ``) stays as it is, so an
    offset in the copy is the same offset in ``text``."""
    lower = text.lower()
    if len(lower) == len(text):
        return lower
    return "".join(c if len(low := c.lower()) != 1 else low for c in text)


_MARKUP = regexes.compile(
    r"<!--\s*page\s+\d+\s*-->|^[ \t]*#{1,6}[ \t]|^[ \t]*\|[-|: \t]*\|[ \t]*$|\|", re.MULTILINE
)
_INVISIBLE = regexes.compile(r"[\u200b\u200c\u200d\u2060\ufeff\u00ad]")
_BLANKS = regexes.compile(r"[ \t]+")


def blank_markup(text: str) -> str:
    """``text`` with page markers, heading marks, table rules and cell bars turned into spaces of the
    same length, so offsets still point into the original."""
    return _MARKUP.sub(lambda m: " " * len(m.group(0)), text)


def without_markup(text: str) -> str:
    """The words of a stretch of extracted Markdown as the page shows them: no markup, no invisible
    characters. A quote shown to the reader and the text it is grounded in both go through this, so a
    clause that crosses a page or a table cell still reads (and matches) as the contract's own words."""
    plain = _INVISIBLE.sub("", blank_markup(text))
    return "\n".join(_BLANKS.sub(" ", line).strip() for line in plain.strip().split("\n"))


def normalise(text: str) -> str:
    """The grounding normal form: typographic quotes and dashes unified, whitespace collapsed."""
    return _WS.sub(" ", replace_each(text, _GROUNDING_PAIRS)).strip()


@dataclass(frozen=True)
class Span:
    start: int
    end: int


# A blank where a value belongs: a run of underscores or dots, or an empty or hint-only bracket.
BLANK = regexes.compile(
    r"(?:_{3,}|\.{6,}|…{2,}|\[\s*[●•]?\s*\]|\(\s{2,}\)|\[\s*(?:указать|сумма|дата|срок)[^\]]{0,20}\])"
)


class PageIndex:
    """Maps a text offset to the page of the nearest preceding ``<!-- page N -->`` marker."""

    def __init__(self, text: str) -> None:
        found = [(m.start(), int(m.group(1))) for m in _PAGE_MARKER.finditer(text)]
        self._offsets = [o for o, _ in found]
        self._pages = [p for _, p in found]

    def page_at(self, offset: int) -> int | None:
        i = bisect.bisect_right(self._offsets, offset) - 1
        return self._pages[i] if i >= 0 else None


def _trimmed(text: str, start: int, end: int) -> Span | None:
    while start < end and text[start] in _EDGE_JUNK:
        start += 1
    while end > start and text[end - 1] in _EDGE_JUNK:
        end -= 1
    return Span(start, end) if end - start >= 3 else None


def paragraphs(text: str, max_chars: int = MAX_CLAUSE_CHARS) -> list[Span]:
    """Clause-sized blocks: split at blank lines, headings, numbered clauses, list items and page markers.

    A block longer than ``max_chars`` (a text without line breaks) is cut at sentence ends into pieces of
    at most ``max_chars``, so whatever reads a paragraph per item stays linear in the text's length.
    """
    spans: list[Span] = []
    pos = 0
    for brk in _PARAGRAPH_BREAK.finditer(text):
        span = _trimmed(text, pos, brk.start())
        if span:
            spans.extend(_bounded(text, span, max_chars))
        pos = brk.end()
    last = _trimmed(text, pos, len(text))
    if last:
        spans.extend(_bounded(text, last, max_chars))
    return _joined(text, spans, max_chars)


def _joined(text: str, spans: list[Span], max_chars: int) -> list[Span]:
    """Re-join a sentence that a line break cut into two "paragraphs" (PDF lines become paragraphs): the
    first ends without a full stop and the next goes on in lower case. Never across a page marker."""
    out: list[Span] = []
    for span in spans:
        if out and _continues(text, out[-1], span) and span.end - out[-1].start <= max_chars:
            out[-1] = Span(out[-1].start, span.end)
        else:
            out.append(span)
    return out


def _continues(text: str, previous: Span, span: Span) -> bool:
    first = text[span.start]
    return (
        first.islower()
        and text[previous.end - 1] not in ".!?;"
        and "<!--" not in text[previous.end : span.start]
    )


def _bounded(text: str, span: Span, max_chars: int) -> list[Span]:
    """``span`` itself, or consecutive runs of its sentences of at most ``max_chars`` each."""
    if span.end - span.start <= max_chars:
        return [span]
    out: list[Span] = []
    current: Span | None = None
    for sent in sentences(text, span):
        pieces = [sent] if sent.end - sent.start <= max_chars else _cut(text, sent, max_chars)
        for piece in pieces:
            if current is not None and piece.end - current.start > max_chars:
                out.append(current)
                current = None
            current = piece if current is None else Span(current.start, piece.end)
    if current is not None:
        out.append(current)
    return out


def _cut(text: str, span: Span, max_chars: int) -> list[Span]:
    """A sentence longer than ``max_chars`` cut at spaces (or hard, when there are none)."""
    out: list[Span] = []
    pos = span.start
    while pos < span.end:
        end = min(span.end, pos + max_chars)
        if end < span.end:
            space = text.rfind(" ", pos + max_chars // 2, end)
            end = space if space > pos else end
        piece = _trimmed(text, pos, end)
        if piece:
            out.append(piece)
        pos = end
    return out


# "… в соответствии со ст. 406.1. Гражданского кодекса …": the dot after a statute's article number is not
# a sentence end when the code's name follows.
_ARTICLE_NUMBER_END = regexes.compile(
    r"(?:\bст|\bстать\w+|\bп|\bпункт\w*|\bч|\bчаст\w+)\.?\s*\d+(?:\.\d+)*\.$"
)
_CODE_NAME = regexes.compile(
    r"(?:ГК|НК|ТК|АПК|ГПК|КоАП|ЖК|ЗК|УК|Гражданск|Налогов|Трудов|Жилищн|Земельн|Федеральн|Закон|Кодекс)"
)


def sentences(text: str, paragraph: Span) -> list[Span]:
    out: list[Span] = []
    pos = paragraph.start
    for brk in _SENTENCE_END.finditer(text, paragraph.start, paragraph.end):
        if _ARTICLE_NUMBER_END.search(text, max(pos, brk.start() - 40), brk.start()) and _CODE_NAME.match(
            text, brk.end()
        ):
            continue
        span = _trimmed(text, pos, brk.start())
        if span:
            out.append(span)
        pos = brk.end()
    last = _trimmed(text, pos, paragraph.end)
    if last:
        out.append(last)
    return out


def window(text: str, span: Span, hit_start: int, hit_end: int, max_chars: int) -> Span:
    """A sub-span of ``span`` at most ``max_chars`` long around a hit, cut at word boundaries."""
    if span.end - span.start <= max_chars:
        return span
    room = max(0, max_chars - (hit_end - hit_start))
    start = max(span.start, hit_start - room // 3)
    end = min(span.end, start + max_chars)
    start = max(span.start, end - max_chars)
    if start > span.start:
        nxt = text.find(" ", start, hit_start)
        start = nxt + 1 if nxt != -1 else start
    if end < span.end:
        prv = text.rfind(" ", hit_end, end)
        end = prv if prv != -1 else end
    return _trimmed(text, start, end) or span
