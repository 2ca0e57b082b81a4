# ruff: noqa: E501  (regular expressions read better unwrapped)
"""Which annexes a contract's text carries: a term «указывается в Приложении № 1» is agreed only if that
annex is signed with the contract, and a reader shown the contract without it cannot see the term.

An annex counts as attached when a line of the text opens with its title («Приложение № 1 к договору …»,
«СПЕЦИФИКАЦИЯ № 2», «Техническое задание»), not where a clause only refers to it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chalicelib import regexes

# A title line: the annex's name first on its line (a markdown heading or bold allowed), short, and not the
# rest of a sentence that wrapped («Приложение № 1 к настоящему Договору), являющейся …»).
_TITLE_CHARS = 160
_KINDS = r"приложени\w*|спецификаци\w*|техническ\w+ задани\w*|смет\w*|календарн\w+ план\w*|график\w*"
_TITLE = regexes.compile(
    rf"^[\s#*|>_]*({_KINDS})(?:\s*(?:№|n|no\.?|номер)?\s*(\d+))?(?=[\s.:*|),]|$)",
    re.IGNORECASE | re.MULTILINE,
)
# A reference to an annex in a clause: its kind and, when given, its number.
_REFERENCE = regexes.compile(rf"({_KINDS})(?:\s*(?:№|n\b|no\.?|номер)?\s*(\d+))?", re.IGNORECASE)


def _kind(word: str) -> str:
    """The annex's kind by its stem: «приложению» and «Приложение» are one kind."""
    return re.sub(r"\s+", " ", word.lower())[:7]


@dataclass(frozen=True)
class Annexes:
    """The annexes the text carries: (kind, number) pairs, the number None when the title gives none."""

    titles: frozenset[tuple[str, int | None]]
    # Specifications (orders) signed for each delivery: a framework contract, where a term «указывается в
    # Спецификации» is the mechanism, not an annex missing.
    per_order: bool = False

    def carries(self, reference_lower: str) -> bool:
        """Whether every annex ``reference_lower`` (a clause) refers to is in the text; a reference by kind
        alone («в Спецификации») is met by any annex of that kind, a numbered one by that number or by an
        unnumbered title of its kind (the only annex of the kind)."""
        refs = [
            (_kind(m.group(1)), int(m.group(2)) if m.group(2) else None)
            for m in _REFERENCE.finditer(reference_lower)
        ]
        return bool(refs) and all(self._has(kind, number) for kind, number in refs)

    def _has(self, kind: str, number: int | None) -> bool:
        same = [n for k, n in self.titles if k == kind]
        if number is None:
            return bool(same)
        return number in same or None in same


def attached_annexes(text: str) -> Annexes:
    """The annex titles that open a line of ``text``."""
    titles: set[tuple[str, int | None]] = set()
    for m in _TITLE.finditer(text):
        line_end = text.find("\n", m.start())
        line = text[m.start() : line_end if line_end != -1 else len(text)]
        if len(line.strip()) > _TITLE_CHARS or _continues_sentence(line):
            continue
        titles.add((_kind(m.group(1)), int(m.group(2)) if m.group(2) else None))
    return Annexes(frozenset(titles), per_order=bool(_PER_ORDER.search(text)))


_PER_ORDER = regexes.compile(
    r"(?:спецификаци|заявк)\w*[^.;]{0,80}(?:кажд\w+ (?:конкретн\w+ )?(?:парти|поставк)|на каждую|по каждой)|(?:кажд\w+|отдельн\w+) (?:парти|поставк)\w*[^.;]{0,80}(?:спецификаци|заявк)",
    re.IGNORECASE,
)


# A wrapped sentence that happens to start a line with the annex's name: a lower-case word after the name
# that a title does not have («приложениях к договору, являющихся …», «графиком платежей, который …»).
_SENTENCE_TAIL = regexes.compile(
    r"(?:являющ|которы|подписыва|согласовыва|указыва|определя|составля)\w*|[,)]\s*$"
)


def _continues_sentence(line: str) -> bool:
    return bool(_SENTENCE_TAIL.search(line.lower()))
