"""Tables of contents are not contract text: a list of headings with page numbers, quoted as a clause,
would put a force-majeure finding on the contents page. They are dropped from the Markdown."""

from __future__ import annotations

import re

from chalicelib import regexes

_HEADING_RE = regexes.compile(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*)?\s*(?:содержание|оглавление|table\s+of\s+contents|contents|index)\s*:?\s*(?:\*\*)?\s*$",
    re.IGNORECASE,
)
# '1. Предмет договора ........ 3', 'Article 5 Term …… 12', '2.1 Price\t4'
_LEADER_ENTRY_RE = regexes.compile(
    r"^\s*(?:[-*]\s+)?\S.{1,150}?(?:\s*(?:[.·…_]\s?){3,}\s*|\t+)\s*\d{1,3}\s*$"
)
# '| 1. Предмет договора | 3 |' (a contents page rendered as a table): every cell but the last short text
_TABLE_ENTRY_RE = regexes.compile(
    r"^\|\s*(?:\d+(?:\.\d+)*\.?|статья\s+\d+|раздел\s+\d+|article\s+\w+|section\s+[\d.]+)\s*[^|\d]"
    r"(?:[^|]{0,150}\|){1,3}\s*\d{1,3}\s*\|$",
    re.IGNORECASE,
)
_PAGE_NUMBER_RE = regexes.compile(r"(\d{1,3})\s*\|?\s*$")
# After a contents heading: '1. Предмет договора 3', 'ARTICLE 5 TERM 12'
_PLAIN_ENTRY_RE = regexes.compile(
    r"^\s*(?:[-*]\s+)?(?:\d+(?:\.\d+)*\.?|статья\s+\d+\.?|article\s+\w+\.?|section\s+[\d.]+)\s+\D.{0,120}?\s\d{1,3}\s*$",
    re.IGNORECASE,
)
_TABLE_RULE_RE = regexes.compile(
    r"^\|(?:\s*:?-{3,}:?\s*\|)+$|^[-\s]+$"
    r"|^(?:#{1,6}\s*)?(?:article|section|статья|раздел|пункт)?\s*(?:page|стр\.?|страница)\s*$",
    re.IGNORECASE,
)
_MIN_ENTRIES = 3


def drop_contents(page: str) -> str:
    """The page without its table-of-contents block(s): three or more entries ending in page numbers."""
    lines = page.split("\n")
    doomed: set[int] = set()
    index = 0
    while index < len(lines):
        after_heading = bool(_HEADING_RE.match(lines[index]))
        start = index + 1 if after_heading else index
        end, entries = _entries_from(lines, start, after_heading)
        if entries >= _MIN_ENTRIES:
            first = index - 1 if index and lines[index - 1].startswith("|") and not after_heading else index
            doomed.update(range(first, end))
            index = end
        else:
            index += 1
    if not doomed:
        return page
    kept = [line for number, line in enumerate(lines) if number not in doomed]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(kept)).strip()


def _entries_from(lines: list[str], start: int, after_heading: bool) -> tuple[int, int]:
    """Where a run of contents entries from ``start`` ends (blank lines and table rules inside) and how
    many entries it has."""
    pages: list[int] = []
    end = start
    for number in range(start, len(lines)):
        line = lines[number].strip()
        if not line or _TABLE_RULE_RE.match(line):
            continue
        page = _PAGE_NUMBER_RE.search(line)
        if page is None or not _is_entry(line, after_heading) or (pages and int(page[1]) < pages[-1]):
            break  # page numbers of a contents list never go down
        pages.append(int(page[1]))
        end = number + 1
    return end, len(pages)


def _is_entry(line: str, after_heading: bool) -> bool:
    if _LEADER_ENTRY_RE.match(line) or _TABLE_ENTRY_RE.match(line):
        return True
    return after_heading and _PLAIN_ENTRY_RE.match(line) is not None
