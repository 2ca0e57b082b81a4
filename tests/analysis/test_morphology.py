"""Lemmas from the morphological analyser: forms no dev contract uses still reach their lemma."""

from __future__ import annotations

import pytest

from chalicelib.clauses import read_facts, resolve_roles
from chalicelib.clauses.lemmas import analyzer, lemma, reading, words

# None of these forms occurs in ru-dev or cuad-dev: the old generated table would have missed the ones
# outside its 152 lemmas, and a table of dev-set forms misses any new form.
UNSEEN = {
    "курсантами": "курсант",
    "тестировщиком": "тестировщик",
    "расторгнувшей": "расторгнуть",
    "неустойками": "неустойка",
    "арендодателями": "арендодатель",
    "пролонгируемого": "пролонгировать",
    "сублицензиатами": "сублицензиат",
    "предоплатою": "предоплата",
    "уступившему": "уступить",
}


@pytest.mark.parametrize(("form", "expected"), sorted(UNSEEN.items()))
def test_unseen_forms_have_their_lemma(form: str, expected: str) -> None:
    assert lemma(form) == expected


def test_yo_and_vocabulary_readings() -> None:
    assert lemma("возвращённых") == lemma("возвращенных")
    # An ambiguous form takes the reading the clause model's vocabulary asks about.
    assert lemma("права") == "право"
    assert lemma("стороны") == "сторона"


def test_subject_forms() -> None:
    assert reading("арендатор") == ("арендатор", True)
    assert reading("арендатору") == ("арендатор", False)
    assert reading("licensee") == ("licensee", True)


def test_one_analyser_per_process_and_cached_words() -> None:
    assert analyzer() is analyzer()
    reading.cache_clear()
    lemma("неустойками")
    lemma("неустойками")
    info = reading.cache_info()
    assert (info.misses, info.hits) == (1, 1)


def test_words_yield_offsets_and_lemmas() -> None:
    found = list(words("исполнитель уплачивает неустойками"))
    assert [(w.start, w.lemma, w.nominative) for w in found] == [
        (0, "исполнитель", True),
        (12, "уплачивать", True),
        (23, "неустойка", False),
    ]


def test_facts_read_unseen_forms() -> None:
    roles = resolve_roles(
        "ООО «Дом», именуемое в дальнейшем «Арендодатель», и ИП Петров, именуемый в дальнейшем «Арендатор». "
        + "Арендодатель передаёт, Арендатор принимает и платит. " * 3
    )
    facts = read_facts(
        "арендодатель вправе расторгнуть договор и взыскать с арендатора неустойками и штрафами.", roles
    )
    assert facts.actor == "арендодатель"
    assert {"terminate", "penalty"} <= facts.actions
