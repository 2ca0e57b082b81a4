"""Turning extracted Markdown into the flat text that the field parsers read."""

from __future__ import annotations

import re
from dataclasses import dataclass

from chalicelib import regexes
from chalicelib.clauses.text import TYPOGRAPHY

PAGE_MARKER = regexes.compile(r"<!--\s*page\s+\d+\s*-->", re.IGNORECASE)
# Bold markers only («__text__»): a run of three or more underscores is a blank a value belongs in.
MARKDOWN_NOISE = regexes.compile(r"(?m)^\s{0,3}(?:#{1,6}\s+|>\s+|[-*+]\s+(?=\S))|\*\*|(?<!_)__(?!_)|`|\|")
# The shared typography table plus backticks and the typographic spaces (guillemets stay: Russian names
# keep them).
CHARACTER_MAP: dict[str, str] = TYPOGRAPHY | {
    "`": "'",
    "\u00a0": " ",
    "\u202f": " ",
    "\u2009": " ",
    "\u2007": " ",
}
MAPPED_CHARACTER = regexes.compile("[" + "".join(CHARACTER_MAP) + "]")
WHITESPACE = regexes.compile(r"\s+")
# Adjacent table cells that end and start with digits («| 10 | 500 руб. |») stay apart: read as one, a
# quantity and a price make one number (10 500).
NUMBER_CELLS = regexes.compile(r"(?<=\d)[ \t]*\|[ \t]*(?=\d)")
LINE_RULE = regexes.compile(r"(?m)^[ \-=_*]{3,}$")
HEAD_CHARS = 4000


@dataclass(frozen=True)
class ContractText:
    """One contract, normalised once and shared by every field parser.

    ``flat`` is the whole text on one line (whitespace collapsed), so that clauses the PDF broke across
    lines still match one regular expression; ``head`` is its opening (title, preamble, parties).
    ``lower`` is ``flat`` in lower case with the same offsets: keyword tables match it without
    ``re.IGNORECASE``, which makes Python's regex engine several times slower.
    """

    flat: str
    head: str
    lower: str


def same_length_lower(text: str) -> str:
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(char.lower() if len(char.lower()) == 1 else char for char in text)


def normalise(markdown: str) -> ContractText:
    text = PAGE_MARKER.sub("\n", markdown)
    text = NUMBER_CELLS.sub("; ", text)
    text = MARKDOWN_NOISE.sub(" ", text)
    text = LINE_RULE.sub(" ", text)
    text = MAPPED_CHARACTER.sub(lambda match: CHARACTER_MAP[match.group(0)], text)
    flat = WHITESPACE.sub(" ", text).strip()
    return ContractText(flat=flat, head=flat[:HEAD_CHARS], lower=same_length_lower(flat))
