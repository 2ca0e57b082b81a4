"""Words and their lemmas: one regex pass over a lower-cased text, a morphological analyser per new word.

Russian words are lemmatised by pymorphy3 with the OpenCorpora dictionary (``pymorphy3-dicts-ru``), so any
inflected form of any word has a lemma, not only the forms some earlier contract happened to use. The
analyser is built once per process, on the first Russian word (~0.1 s, see ``docs/morphology.md``), and
every word's reading is cached: a contract repeats its few thousand distinct words many times over.

Where a form has several readings ("стороны": сторона / сторона; "права": право / правый), a reading whose
lemma is in the clause model's vocabulary wins, so the rules see the lemma they ask about.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from chalicelib import regexes
from chalicelib.clauses.vocabulary import VOCABULARY

WORD = regexes.compile(r"[а-яёa-z]+(?:-[а-яёa-z]+)?")
_CYRILLIC = regexes.compile(r"[а-я]")
# Distinct word forms kept per process: a long contract has ~5,000; a warm container sees many contracts.
CACHE_WORDS = 100_000


@dataclass(frozen=True)
class Word:
    """One word of a lower-cased text: its offsets, its lemma (itself when unknown), and whether the form
    can be a nominative (the grammatical subject)."""

    start: int
    end: int
    lemma: str
    nominative: bool


@lru_cache(maxsize=1)
def analyzer() -> Any:
    """The process's one pymorphy3 analyser (its dictionary loads on the first call)."""
    import pymorphy3  # type: ignore[import-untyped, unused-ignore]

    return pymorphy3.MorphAnalyzer(lang="ru")


@lru_cache(maxsize=CACHE_WORDS)
def reading(form: str) -> tuple[str, bool]:
    """``(lemma, can be nominative)`` of one lower-case word with ``ё`` read as ``е``.

    Words without Cyrillic letters (English, numbering) are their own lemma and may be a subject.
    """
    if not _CYRILLIC.search(form):
        return form, True
    parses = analyzer().parse(form)
    if not parses:
        return form, True
    chosen = next((p for p in parses if _normal(p) in VOCABULARY), parses[0])
    lemma = _normal(chosen)
    nominative = any(_normal(p) == lemma and _can_be_subject(p) for p in parses)
    return lemma, nominative


def _normal(parse: Any) -> str:
    return str(parse.normal_form).replace("ё", "е")


def _can_be_subject(parse: Any) -> bool:
    """A nominative, or a word that has no case at all (a verb, an adverb, an unknown word)."""
    tag = parse.tag
    return "nomn" in tag or tag.case is None


# Parts of speech that make a line a statement: a finite verb, a short participle ("согласована"), a
# gerund, a predicative ("вправе", "можно").
_PREDICATE_POS = frozenset({"VERB", "PRTS", "GRND", "PRED"})


@lru_cache(maxsize=CACHE_WORDS)
def is_predicate(form: str) -> bool:
    """Whether a lower-case Russian word's likeliest reading carries a predicate (see ``_PREDICATE_POS``)."""
    if not _CYRILLIC.search(form):
        return False
    parses = analyzer().parse(form.replace("ё", "е"))
    return bool(parses) and parses[0].tag.POS in _PREDICATE_POS


# A title names a topic: it opens with a noun or an adjective («Порядок расторжения», «Общие положения»),
# never with a preposition, a conjunction or a pronoun («В случае передачи», «При этом»: a wrapped line).
_TITLE_OPENING_POS = frozenset({"NOUN", "ADJF", "ADJS", "PRTF", "COMP", "NUMR"})


@lru_cache(maxsize=CACHE_WORDS)
def opens_title(form: str) -> bool:
    """Whether a lower-case Russian word can open a title (see ``_TITLE_OPENING_POS``)."""
    parses = analyzer().parse(form.replace("ё", "е"))
    return bool(parses) and parses[0].tag.POS in _TITLE_OPENING_POS


@lru_cache(maxsize=CACHE_WORDS)
def known_word(form: str) -> bool:
    """Whether the dictionary has ``form`` (a word it does not know gets only guessed readings)."""
    return bool(analyzer().word_is_known(form))


def lemma(word: str) -> str:
    """The lemma of one lower-case word (``ё`` read as ``е``); unknown words are their own lemma."""
    return reading(word.replace("ё", "е"))[0]


def words(lower: str, start: int = 0, end: int | None = None) -> Iterator[Word]:
    """The words of ``lower[start:end]`` (already lower-cased), with lemmas."""
    for m in WORD.finditer(lower, start, len(lower) if end is None else end):
        lemma_, nominative = reading(m.group().replace("ё", "е"))
        yield Word(m.start(), m.end(), lemma_, nominative)


Case = Literal["gent", "datv", "accs", "ablt"]


def inflected(name: str, case: Case) -> str:
    """A Russian role name («Заказчик», «Получающая сторона») in ``case``, each word declined by the
    analyser and keeping its capitals; a word it cannot decline (Latin, an abbreviation) stays as written."""
    out: list[str] = []
    for word in name.split():
        if not _CYRILLIC_WORD.fullmatch(word):
            out.append(word)
            continue
        parse = next(
            (
                p
                for p in analyzer().parse(word.lower())
                if {"NOUN", "ADJF", "PRTF"} & set(p.tag.grammemes) and "nomn" in p.tag
            ),
            None,
        )
        form = parse.inflect({case}) if parse is not None else None
        declined = form.word if form is not None else word.lower()
        out.append(declined.capitalize() if word[0].isupper() else declined)
    return " ".join(out)


_CYRILLIC_WORD = regexes.compile(r"[А-Яа-яЁё-]+")
