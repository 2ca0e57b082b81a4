"""Words and their lemmas: one regex pass over a lower-cased text, one dict lookup per word."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from chalicelib.clauses.lexicon_data import FORMS, NOMINATIVE

WORD = re.compile(r"[а-яёa-z]+(?:-[а-яёa-z]+)?")


@dataclass(frozen=True)
class Word:
    """One word of a lower-cased text: its offsets, its lemma (itself when unknown), and whether the form
    can be a nominative (the grammatical subject)."""

    start: int
    end: int
    lemma: str
    nominative: bool


def lemma(word: str) -> str:
    """The lemma of one lower-case word (``ё`` read as ``е``); unknown words are their own lemma."""
    w = word.replace("ё", "е")
    return FORMS.get(w, w)


def words(lower: str, start: int = 0, end: int | None = None) -> Iterator[Word]:
    """The words of ``lower[start:end]`` (already lower-cased), with lemmas."""
    for m in WORD.finditer(lower, start, len(lower) if end is None else end):
        w = m.group().replace("ё", "е")
        yield Word(m.start(), m.end(), FORMS.get(w, w), w in NOMINATIVE or w not in FORMS)
