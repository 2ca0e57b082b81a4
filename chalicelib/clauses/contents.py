"""Where a table of contents lies in the text: it lists the clauses' titles, it states none of them.

Extraction drops the contents pages it recognises (:mod:`chalicelib.extraction.contents`); this is the
clause model's own, structural reading, for every text that reaches it (a pasted text, a contents list
extraction did not recognise). A contents block is a run of entries, each a title without a predicate
(optionally numbered, optionally followed by a page number or a dot leader), written as lines, as the
rows of a Markdown or HTML table, or glued into one line ("1. Предмет 2. Цена 3. Сроки"); the run is a
table of contents when

- a contents heading («Содержание», «Оглавление», "Table of Contents") comes before it, or
- most of its entries end in page numbers that never go down, or
- most of its titles come back later as the headings of the body, or
- five or more numbered titles run within one line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise

from chalicelib import regexes
from chalicelib.clauses.lemmas import is_predicate, opens_title

# What makes a line a statement rather than a title; Russian verbs are read by the morphological analyser.
STATEMENT_WORD = regexes.compile(
    r"\b(?:shall|will|may|must|agrees?|is|are|was|were|has|have|вправе|обязан[аоы]?|может|могут|должн[аоы]?|не|нет"
    r"|есть|имеется|имеет|имеют|принадлежит)\b",
    re.IGNORECASE,
)
EN_STATEMENT = regexes.compile(
    r"\b(?:shall|will|may|must|can|cannot|should|would|is|are|was|were|be|been|has|have|had|do|does|not"
    r"|means|mean|agrees?|includes?|applies|apply|governs|survives?|pays?|renews?|waives?|provided)\b",
    re.IGNORECASE,
)
RU_WORD = regexes.compile(r"[а-яё]+")

_CONTENTS_HEADING = regexes.compile(
    r"^[\s#*_>]*(?:содержание|оглавление|table\s+of\s+contents?|contents)(?:\s+договора)?[\s*_]*(?::\s*|$|\s(?=\d))",
    re.IGNORECASE,
)
_ENTRY_NUMBER = regexes.compile(
    r"^(?:(?i:статья|раздел|глава|пункт|приложение|section|article|clause|part|annex|schedule|exhibit)\s+)?"
    r"(?:\d{1,3}(?:\.\d{1,3})*(?:\.[A-Z](?![A-Za-z]))?|[IVXLC]{1,6}\b)\.?\)?\s*"
)
# An entry's page: a number at the line's end after a space, a tab or a dot leader ("…… 12", "Page 12").
_PAGE_END = regexes.compile(r"(?<=[\s.·…_])(?:(?i:page|стр\.?|с\.)\s*)?(\d{1,3})\s*$")
_LEADER_PAGE = regexes.compile(r"(?:[.·…_]\s?){3,}\s*(?:(?i:page)\s*)?\d{1,3}\b(?![.,]\d)")
_INNER_LEADER = regexes.compile(r"(?:[.·…_]\s?){3,}")
_DOTTED_BREAK = regexes.compile(r"[;!?]")
_LEADER_END = regexes.compile(r"(?:[.·…_]\s?){3,}\s*$|\t\s*$")
# An entry is one short line; a longer line is a paragraph (or numbered titles glued together).
MAX_ENTRY_CHARS = 250
_NUMBER_CELL = regexes.compile(r"^(?:\d{1,3}(?:\.\d{1,3})*\.?|[IVXLC]{1,6}\.?)$")
_TABLE_RULE = regexes.compile(r"^\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$")
_HTML_ROW = regexes.compile(r"<tr\b[^>]*>(.*?)</tr>", re.IGNORECASE | re.DOTALL)
_HTML_CELL = regexes.compile(r"<t[dh]\b[^>]*>(.*?)</t[dh]>", re.IGNORECASE | re.DOTALL)
_TAG = regexes.compile(r"<[^>]+>")
# A numbered title glued after another one on the same line: "… 2. Цена договора 3. …".
_GLUED_NUMBER = regexes.compile(r"\d{1,2}\.\s+[A-ZА-ЯЁ]")
_EDGE = " \t#*_>-•|:"
_LETTER = regexes.compile(r"[^\W\d_]")
# A title starts with a capital (a word or the quote before it: «Форс-мажор»).
_CAPITAL = regexes.compile(r"^[\s«\"]*[A-ZА-ЯЁ][^\W\d_]")
_TITLE_BREAK = regexes.compile(r"[;!?]|:\s*\S|\.\s+[a-zа-яё]|\s[–—-]\s")
TITLE_MAX_WORDS = 16
TITLE_MAX_CHARS = 110
MIN_ENTRIES = 3
# Numbered titles glued into one line without a contents heading or pages: a list of three may be a
# clause's own items ("1. a device 2. used for … 3. …"); five titles in a row are the clauses' names.
MIN_GLUED_ENTRIES = 5
_NOT_LETTERS = regexes.compile(r"[^a-zа-я]+")


def is_title(title: str, max_words: int = TITLE_MAX_WORDS) -> bool:
    """A few words that name a topic and state nothing: no verb, no modal, no sentence inside."""
    clean = " ".join(title.strip(_EDGE + ".").split())
    if not clean or not _LETTER.search(clean) or len(clean) > TITLE_MAX_CHARS * max_words // TITLE_MAX_WORDS:
        return False
    if len(clean.split()) > max_words or _TITLE_BREAK.search(clean) or STATEMENT_WORD.search(clean):
        return False
    lower = clean.lower()
    russian = RU_WORD.findall(lower)
    if not russian:
        return not EN_STATEMENT.search(clean)
    if lower.lstrip(_EDGE + '«"').startswith(russian[0]) and not opens_title(russian[0]):
        return False
    return not any(is_predicate(w) for w in russian)


@dataclass(frozen=True)
class _Entry:
    start: int
    end: int
    title: str
    numbered: bool
    page: int | None
    kind: str = "line"


def contents_spans(text: str) -> list[tuple[int, int]]:
    """The (start, end) offsets of every table-of-contents block of ``text``."""
    lines = list(_lines(text))
    later_titles = _title_positions(lines)
    spans: list[tuple[int, int]] = []
    index = 0
    while index < len(lines):
        start, line = lines[index]
        headed = _CONTENTS_HEADING.match(line) is not None
        run, end_index = _run(lines, index, headed)
        if _is_contents(run, headed, later_titles):
            spans.append((start, run[-1].end))
            index = end_index
        elif headed or end_index <= index + 1:
            index += 1
        else:  # no later start inside the run reads better, but for a contents heading there
            index = next(
                (n for n in range(index + 1, end_index) if _CONTENTS_HEADING.match(lines[n][1])), end_index
            )
    return spans


def _lines(text: str) -> Iterator[tuple[int, str]]:
    pos = 0
    for line in text.split("\n"):
        yield pos, line
        pos += len(line) + 1


def _run(lines: list[tuple[int, str]], index: int, headed: bool) -> tuple[list[_Entry], int]:
    """The entries from line ``index`` on (after a contents heading, the rest of its line too), up to the
    first line that is neither an entry of the run's kind nor a blank, a table rule or a table's header."""
    run: list[_Entry] = []
    number = index
    while number < len(lines):
        start, line = lines[number]
        if number == index and headed and (head := _CONTENTS_HEADING.match(line)) is not None:
            start, line = start + head.end(), line[head.end() :]
        parts = list(_entries(start, line))
        if not parts or (None in parts and not run and _header_row(line)):
            number += 1
            continue
        entries = [p for p in parts if p is not None]
        if len(entries) < len(parts) or (run and entries[0].kind != run[0].kind):
            break
        run.extend(entries)
        number += 1
    return run, max(number, index + 1)


def _header_row(line: str) -> bool:
    """A table's header ("| № | Раздел | Стр. |"): a row without digits before any entry."""
    stripped = line.strip()
    return stripped.startswith(("|", "<")) and not any(c.isdigit() for c in _TAG.sub("", stripped))


def _entries(start: int, line: str) -> Iterator[_Entry | None]:
    """The line's contents entries (None for a part that is not one); nothing for a blank or a rule."""
    stripped = line.strip()
    if not stripped or _TABLE_RULE.match(stripped):
        return
    if "<tr" in stripped.lower():
        for row in _HTML_ROW.finditer(line):
            cells = [_TAG.sub(" ", c).strip() for c in _HTML_CELL.findall(row.group(1))]
            yield _row_entry(start + row.start(), start + row.end(), cells)
        return
    if stripped.startswith("|"):
        yield _row_entry(
            start, start + len(line.rstrip()), [c.strip() for c in stripped.strip("|").split("|")]
        )
        return
    leaders = [m.end() for m in _LEADER_PAGE.finditer(line)]
    if len(leaders) >= MIN_ENTRIES - 1:
        # A contents page run into one line: an entry ends at each leader and page number.
        for at, end in pairwise([0, *leaders]):
            if line[at:end].strip():
                yield _line_entry(start + at, line[at:end])
        return
    if len(stripped) > MAX_ENTRY_CHARS and stripped.count(". ") < MIN_GLUED_ENTRIES:
        yield None
        return
    cuts = [
        m.start() for m in _GLUED_NUMBER.finditer(line) if m.start() == 0 or line[m.start() - 1].isspace()
    ]
    if len(cuts) >= MIN_ENTRIES:
        bounds = [*cuts, len(line)]
        for at, end in pairwise(bounds):
            yield _line_entry(start + at, line[at:end].rstrip(), kind="glued")
        return
    yield _line_entry(start, line)


def _line_entry(start: int, line: str, *, kind: str = "line") -> _Entry | None:
    body = line.strip(_EDGE)
    if not body:
        return None
    offset = start + line.find(body)
    number = _ENTRY_NUMBER.match(body)
    numbered = bool(number and number.group().strip())
    title = body[number.end() :] if number else body
    page: int | None = None
    leader = None
    tail = _PAGE_END.search(title, max(0, len(title) - 20))
    if tail is not None and len(body) <= MAX_ENTRY_CHARS:
        before = title[: tail.start()]
        leader = _LEADER_END.search(before, max(0, len(before) - 40))
        if leader is not None or numbered or not before.isupper():
            page = int(tail.group(1))
            title = before.rstrip(" \t.·…_") if leader else before
    if not _CAPITAL.match(title) or not _entry_title(title, dotted=leader is not None):
        return None
    return _Entry(offset, offset + len(body), title, numbered, page, kind)


def _entry_title(title: str, *, dotted: bool) -> bool:
    """An entry's title states nothing and has no figures. A dot leader to a page number is the mark of a
    contents entry on its own: no sentence ends so, and its title may carry figures and verbs ("Events of
    Default - 30 Days Notice ........ 51", "Rights of Parties Are Cumulative ........ 65") and wrap."""
    if not dotted:
        return is_title(title) and not any(c.isdigit() for c in title)
    plain = _INNER_LEADER.sub(" ", title)
    return len(plain.split()) <= 2 * TITLE_MAX_WORDS and not _DOTTED_BREAK.search(plain)


def _row_entry(start: int, end: int, cells: list[str]) -> _Entry | None:
    """A table row of one title and numbers (its clause number, its page)."""
    filled = [c for c in cells if c]
    titles = [c for c in filled if not _NUMBER_CELL.match(c)]
    if len(titles) != 1 or len(filled) > 4:
        return None
    entry = _line_entry(start, titles[0])
    if entry is None:
        return None
    last = filled[-1]
    page = int(last.rstrip(".")) if last is not titles[0] and last.rstrip(".").isdigit() else entry.page
    numbered = entry.numbered or _NUMBER_CELL.match(filled[0]) is not None
    return _Entry(start, end, entry.title, numbered, page, "row")


def _key(title: str) -> str:
    return _NOT_LETTERS.sub(" ", title.lower().replace("ё", "е")).strip()


def _title_positions(lines: list[tuple[int, str]]) -> dict[str, int]:
    """Each one-line title's key and the last offset it stands at (the body's headings come after the
    contents that list them)."""
    out: dict[str, int] = {}
    for start, line in lines:
        body = line.strip(_EDGE)
        if not body or len(body) > TITLE_MAX_CHARS + 20 or body.startswith(("|", "<")):
            continue
        number = _ENTRY_NUMBER.match(body)
        title = body[number.end() :] if number else body
        if is_title(title):
            out[_key(title)] = start
    return out


def _is_contents(run: list[_Entry], headed: bool, later_titles: dict[str, int]) -> bool:
    if headed:
        return len(run) >= MIN_ENTRIES - 1
    if len(run) < MIN_ENTRIES:
        return False
    pages = [e.page for e in run if e.page is not None]
    words = sum(len(e.title.split()) for e in run)
    if len(pages) * 3 >= len(run) * 2 and pages == sorted(pages) and words >= 2 * len(run):
        return True
    end = run[-1].end
    numbered = sum(1 for e in run if e.numbered)
    recurring = sum(1 for e in run if later_titles.get(_key(e.title), -1) > end)
    if numbered * 3 >= len(run) * 2 and recurring >= MIN_ENTRIES and recurring * 2 >= len(run):
        return True
    return len(run) >= MIN_GLUED_ENTRIES and all(e.kind == "glued" and e.numbered for e in run)
