"""A learned second opinion: per-item linear scorers over lemmas and clause facts.

The hand-written patterns find a sentence by its words; a contract that says the same thing in other words
is missed. Here a logistic regression per checklist item (one set for Russian, trained on ru-dev's quoted
risks; one for English, trained on CUAD's clause spans) scores every sentence from its lemmas, lemma pairs,
the lemmas of its clause's heading and its facts (modality, actions, who acts relative to the report's side,
numbers). It only *proposes* sentences for items the patterns found nothing for: the rules still cut the
verbatim quote, drop what favours the side, judge the severity and write the advice
(:func:`chalicelib.analysis.rules.find_candidates`).

The weights ship as JSON (``learned_weights.json``, written by ``scripts/train_scorer.py``), read once per
process on first use, and are run in pure Python: one dictionary lookup per feature of a sentence, the
sum per item.
"""

from __future__ import annotations

import gc
import json
import math
from collections.abc import Collection, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any, Literal, Protocol

from chalicelib import regexes
from chalicelib.clauses import BOTH, ContractModel, Facts, Sentence, is_heading
from chalicelib.clauses.lemmas import WORD, reading

Lang = Literal["ru", "en"]
Anchor = tuple[int, int]
WEIGHTS_PATH = Path(__file__).with_name("learned_weights.json")
SCHEMA_VERSION = 1
# A sentence shorter than this says too little to be a clause of its own ("Статья 5.").
MIN_SENTENCE_CHARS = 25
_NEGATION = regexes.compile(r"(?<![а-яёa-z])(?:не|ни|нет|not|no|never|neither|nor)(?![а-яёa-z])")
_CYRILLIC = regexes.compile(r"[а-яё]")
# Plain suffix stripping for English: enough to make "terminates", "terminated" and "terminating" one
# feature; longer suffixes first.
_EN_SUFFIXES = (
    "ational",
    "ations",
    "ation",
    "ments",
    "ment",
    "ingly",
    "ings",
    "ing",
    "edly",
    "ies",
    "ied",
    "ed",
    "es",
    "ly",
    "s",
)
_EN_MIN_STEM = 3


@lru_cache(maxsize=50_000)
def en_stem(word: str) -> str:
    """A light stem of one lower-case English word."""
    for suffix in _EN_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= _EN_MIN_STEM:
            stem = word[: -len(suffix)]
            return stem + "y" if suffix in ("ies", "ied") else stem
    return word


def lemmas(lower: str, lang: Lang) -> list[tuple[int, int, str]]:
    """The words of a lower-cased sentence with their lemma (Russian) or stem (English)."""
    out: list[tuple[int, int, str]] = []
    for m in WORD.finditer(lower):
        form = m.group()
        if len(form) < 2:
            continue
        lemma = reading(form.replace("ё", "е"))[0] if _CYRILLIC.search(form) else en_stem(form)
        out.append((m.start(), m.end(), lemma))
    return out


def sentence_features(
    lower: str, facts: Facts, heading: Collection[str], side: str | None, lang: Lang
) -> set[str]:
    """What the scorer reads of one sentence: ``w:`` lemmas, ``b:`` lemma pairs, ``h:`` its heading's
    lemmas, ``m:``/``a:`` modality and actions, ``p:`` who acts relative to the side, ``n:`` numbers."""
    words = [lemma for _, _, lemma in lemmas(lower, lang)]
    features = {f"w:{w}" for w in words}
    features.update(f"b:{a}_{b}" for a, b in pairwise(words))
    features.update(f"h:{w}" for w in heading)
    features.add(f"m:{facts.modality}")
    features.update(f"a:{a}" for a in facts.actions)
    features.add(f"p:{_actor_relation(facts.actor, side)}")
    if _NEGATION.search(lower):
        features.add("neg")
    numbers = facts.numbers
    for name, present in (
        ("pct", numbers.percents),
        ("daily", numbers.daily_percents),
        ("yearly", numbers.yearly_percents),
        ("days", numbers.days),
        ("money", numbers.amounts),
    ):
        if present:
            features.add(f"n:{name}")
    if numbers.days and max(numbers.days) > 30:
        features.add("n:days>30")
    return features


def _actor_relation(actor: str | None, side: str | None) -> str:
    if actor is None:
        return "none"
    if actor == BOTH:
        return "both"
    if side is None:
        return "party"
    return "side" if actor == side else "other"


def heading_lemmas(heading: str, lang: Lang) -> frozenset[str]:
    return frozenset(lemma for _, _, lemma in lemmas(heading, lang))


def sentences_with_headings(
    model: ContractModel, lang: Lang
) -> Iterator[tuple[int, Sentence, frozenset[str]]]:
    """Each sentence the scorer may read (not a heading, not too short), its clause's index and the
    lemmas of the last heading above it."""
    heading: frozenset[str] = frozenset()
    for index, clause in enumerate(model.clauses):
        if clause.heading:
            heading = heading_lemmas(model.lower[clause.start : clause.end], lang)
            continue
        for sent in clause.sentences:
            if len(sent.text) >= MIN_SENTENCE_CHARS and not is_heading(sent.text):
                yield index, sent, heading


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


@dataclass(frozen=True)
class Proposal:
    """A sentence the scorer reads as a clause of ``item_id``; ``anchor`` is the span (in the sentence)
    of the word that weighs most for the item: the rules cut the quote around it."""

    clause_index: int
    sentence: Sentence
    item_id: str
    anchor: Anchor
    probability: float


class Proposer(Protocol):
    """Proposes sentences for items, the most probable first (:class:`LanguageScorer`)."""

    def propose(
        self, model: ContractModel, item_ids: Collection[str], side: str | None
    ) -> list[Proposal]: ...


class ScorerSource(Protocol):
    """Gives the proposer of a contract's language, if it has one (:class:`LearnedScorer`)."""

    def for_language(self, lang: str) -> Proposer | None: ...


@dataclass(frozen=True)
class LanguageScorer:
    """The item models of one language. ``weights`` maps a feature to ``(item index, weight)`` pairs;
    ``thresholds`` holds None for an item whose held-out folds never beat the rules' precision (it is
    scored, never proposed)."""

    lang: Lang
    items: tuple[str, ...]
    bias: tuple[float, ...]
    thresholds: tuple[float | None, ...]
    weights: Mapping[str, tuple[tuple[int, float], ...]]

    def scores(self, features: Collection[str]) -> list[float]:
        """The probability of each item for one sentence's features."""
        totals = list(self.bias)
        for feature in features:
            for index, weight in self.weights.get(feature, ()):
                totals[index] += weight
        return [sigmoid(t) for t in totals]

    def propose(
        self, model: ContractModel, item_ids: Collection[str], side: str | None, *, floor: float | None = None
    ) -> list[Proposal]:
        """Sentences over their item's threshold (or over ``floor`` for every item, when given), the most
        probable first; only for ``item_ids``."""
        limits = [floor if floor is not None else t for t in self.thresholds]
        wanted = {
            i: limit
            for i, (item, limit) in enumerate(zip(self.items, limits, strict=True))
            if item in item_ids and limit is not None
        }
        if not wanted:
            return []
        found: list[Proposal] = []
        for index, sent, heading in sentences_with_headings(model, self.lang):
            scores = self.scores(sentence_features(sent.lower, sent.facts, heading, side, self.lang))
            for i, threshold in wanted.items():
                if scores[i] >= threshold:
                    item = self.items[i]
                    found.append(Proposal(index, sent, item, self._anchor(sent.lower, i), scores[i]))
        found.sort(key=lambda p: (-p.probability, p.sentence.start))
        return found

    def _anchor(self, lower: str, item: int) -> Anchor:
        """The word of the sentence whose lemma weighs most for the item (the whole sentence if none)."""
        best: tuple[float, Anchor] = (0.0, (0, len(lower)))
        for start, end, lemma in lemmas(lower, self.lang):
            weight = dict(self.weights.get(f"w:{lemma}", ())).get(item, 0.0)
            if weight > best[0]:
                best = (weight, (start, end))
        return best[1]


@dataclass(frozen=True)
class LearnedScorer:
    languages: Mapping[str, LanguageScorer]

    def for_language(self, lang: str) -> LanguageScorer | None:
        return self.languages.get(lang)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """The weights are some 25,000 small tuples and no cycle: allocating them with the cyclic garbage
    collector on runs a dozen collections that find nothing, each walking every object the process holds
    (11 of the 14 ms the first analysis spent turning the file into tuples)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def scorer_from_json(data: Mapping[str, Any]) -> LearnedScorer:
    """The scorer a weight file describes (see ``scripts/train_scorer.py`` for the schema)."""
    if data.get("schema") != SCHEMA_VERSION:
        raise ValueError(f"learned weights: schema {data.get('schema')!r}, expected {SCHEMA_VERSION}")
    languages: dict[str, LanguageScorer] = {}
    for lang, body in data["languages"].items():
        items = tuple(body["items"])
        with _collector_paused():
            weights = {
                feature: tuple([(int(i), float(w)) for i, w in pairs])
                for feature, pairs in body["weights"].items()
            }
        if len(body["bias"]) != len(items) or len(body["thresholds"]) != len(items):
            raise ValueError(f"learned weights ({lang}): one bias and one threshold per item")
        languages[lang] = LanguageScorer(
            lang=lang,
            items=items,
            bias=tuple(float(b) for b in body["bias"]),
            thresholds=tuple(None if t is None else float(t) for t in body["thresholds"]),
            weights=weights,
        )
    return LearnedScorer(languages)


@lru_cache(maxsize=1)
def default_scorer() -> LearnedScorer:
    """The shipped weights, read on first use (once per process)."""
    return scorer_from_json(json.loads(WEIGHTS_PATH.read_text(encoding="utf-8")))
