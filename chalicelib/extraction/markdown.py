"""Markdown building blocks shared by every format: page markers, clause starts, headings, tables."""

from __future__ import annotations

import re
from collections.abc import Sequence

from chalicelib import regexes

PAGE_MARKER_RE = regexes.compile(r"<!-- page \d+ -->")
CLAUSE_START_RE = regexes.compile(
    r"""^\s*(?:
        \d{1,3}(?:\.\d{1,3})*\.?\)?\s           # 1. / 1.2 / 1.2.3. / 1)
      | \(\s?(?:[a-zа-я]|[ivx]{1,5}|\d{1,3})\s?\)\s   # (a) / (iv) / (3)
      | [a-zа-я]\)\s | [a-zа-я]\.\s              # a) / b.
      | [•·▪●○◦■□➢►\-–—*]\s                      # bullets
      | (?:статья|раздел|глава|пункт|приложение|article|section|schedule|exhibit|annex|appendix)\s+[\dIVXLC]
    )""",
    re.IGNORECASE | re.VERBOSE,
)
CLAUSE_NUMBER_RE = regexes.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3})*\.?|\(?[a-zа-я]\)|[a-zа-я]\.|\(?[ivx]{1,5}\))$", re.IGNORECASE
)
BULLET_RE = regexes.compile(r"^\s*[•·▪●○◦■□➢►]\s*")
_NAMED_HEADING_RE = regexes.compile(
    r"^(?:статья|раздел|глава|приложение|article|section|schedule|exhibit|annex|appendix)\s+[\dIVXLC]+\b",
    re.IGNORECASE,
)
_NUMBERED_TITLE_RE = regexes.compile(r"^\d{1,2}\.?\s+[A-ZА-ЯЁ][^.;:,]{2,60}\.?$")
_HYPHEN_PREFIXES = frozenset(
    {
        "non",
        "co",
        "pre",
        "post",
        "sub",
        "self",
        "anti",
        "multi",
        "inter",
        "intra",
        "cross",
        "well",
        "third",
        "semi",
        "quasi",
        "ex",
        "vice",
        "по",
        "из",
        "во",
        "кое",
        "северо",
        "юго",
    }
)
_HEADING_MAX_CHARS = 100


def page_marker(number: int) -> str:
    return f"<!-- page {number} -->"


def join_wrapped(left: str, right: str) -> str:
    """Join two wrapped lines, undoing end-of-line hyphenation but keeping compound hyphens."""
    if not left:
        return right
    if left.endswith("\u00ad") and right[:1].isalpha():  # a soft hyphen marks a break inside one word
        return left[:-1] + right
    if left.endswith(("\u2010", "\u2011")):
        left = left[:-1] + "-"
    if left.endswith("-") and len(left) > 1 and left[-2].isalnum():
        if right[:1].isdigit() or left[-2].isdigit():
            return left + right
        if right[:1].isupper() and left[-2].isalpha():  # 'Северо-' + 'Западный': a compound name
            return left + right
        if right[:1].islower():
            fragment = re.split(r"[^\w]", left[:-1])[-1].lower()
            return left + right if fragment in _HYPHEN_PREFIXES else left[:-1] + right
    return f"{left} {right}"


def is_clause_start(line: str) -> bool:
    return CLAUSE_START_RE.match(line) is not None


def looks_like_heading(text: str) -> bool:
    """A typed heading: 'Статья 5', 'ARTICLE V ...', a short all-caps line or '3. Term of the agreement'."""
    stripped = text.strip()
    if not stripped or len(stripped) > _HEADING_MAX_CHARS or stripped.endswith((",", ";")):
        return False
    if _NAMED_HEADING_RE.match(stripped) and len(stripped) <= 80:
        return True
    letters = [char for char in stripped if char.isalpha()]
    if len(letters) >= 4 and all(char.isupper() for char in letters):
        return True
    return _NUMBERED_TITLE_RE.match(stripped) is not None


def bulletise(text: str) -> str:
    """Turn typographic bullets into Markdown list items."""
    return BULLET_RE.sub("- ", text, count=1)


def reflow_lines(lines: Sequence[str]) -> list[str]:
    """Join hard-wrapped lines into paragraphs, starting a new one at every clause or list marker."""
    paragraphs: list[str] = []
    current = ""
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        if current and (is_clause_start(line) or looks_like_heading(current) or looks_like_heading(line)):
            paragraphs.append(current)
            current = line
        else:
            current = join_wrapped(current, line)
    if current:
        paragraphs.append(current)
    return paragraphs


def blocks_to_markdown(blocks: Sequence[Sequence[str]], *, reflow: bool) -> str:
    """Markdown for text blocks (lists of lines) with headings and bullets recognised."""
    out: list[str] = []
    for block in blocks:
        if reflow:
            paragraphs = reflow_lines(block)
            out.extend(format_paragraph(paragraph) for paragraph in paragraphs)
        else:
            lines = [line.rstrip() for line in block if line.strip()]
            if len(lines) == 1 and looks_like_heading(lines[0]):
                out.append("## " + lines[0].strip())
            else:
                out.append("\n".join(bulletise(line) for line in lines))
    return "\n\n".join(out)


def format_paragraph(paragraph: str, heading_level: int = 0) -> str:
    if heading_level == 0 and looks_like_heading(paragraph):
        heading_level = 2
    if heading_level:
        return "#" * heading_level + " " + paragraph
    return bulletise(paragraph)


def table_to_markdown(rows: Sequence[Sequence[str | None]]) -> str:
    """A GitHub-style Markdown table; the first row is the header, pipes and newlines are escaped."""
    width = max((len(row) for row in rows), default=0)
    cleaned = [[_cell(cell) for cell in row] + [""] * (width - len(row)) for row in rows]
    cleaned = [row for row in cleaned if any(row)]
    filled = [column for column in range(width) if any(row[column] for row in cleaned)]
    cleaned = [[row[column] for column in filled] for row in cleaned]
    width = len(filled)
    if width == 0:
        return ""
    header, body = cleaned[0], cleaned[1:]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * width]
    lines.extend("| " + " | ".join(row) + " |" for row in body)
    return "\n".join(lines)


def _cell(value: str | None) -> str:
    if value is None:
        return ""
    return " ".join(value.split()).replace("|", "\\|")
