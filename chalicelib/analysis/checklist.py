"""The risk checklist's shape: items are data (see :mod:`chalicelib.analysis.checklist_items`)."""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal

from chalicelib import regexes
from chalicelib.clauses.text import lower_keeping_offsets
from chalicelib.models import Severity

Lang = Literal["ru", "en"]


MIN_LITERAL = 3
# The regex parser of the standard library (typeshed does not describe it): used only to read patterns.
_parser: Any = importlib.import_module("re._parser")
_constants: Any = importlib.import_module("re._constants")


def lower_pattern(pattern: str) -> str:
    """``pattern`` for lower-cased text: literals and class ranges lower-cased; escapes (``\\W``, ``\\S``,
    ``\\B`` …) and group syntax (``(?P<name>``, ``(?P=name)``) kept as written."""
    out: list[str] = []
    i = 0
    while i < len(pattern):
        if pattern[i] == "\\":
            out.append(pattern[i : i + 2])
            i += 2
        elif pattern.startswith(("(?P<", "(?P="), i):
            end = pattern.index(">" if pattern[i + 3] == "<" else ")", i)
            out.append(pattern[i : end + 1])
            i = end + 1
        else:
            out.append(pattern[i].lower())
            i += 1
    return "".join(out)


def derive_keywords(patterns: tuple[str, ...]) -> tuple[str, ...] | None:
    """The literals of all ``patterns`` (see :func:`required_literals`), or None if one has none."""
    found: list[str] = []
    for pattern in patterns:
        literals = required_literals(pattern)
        if literals is None:
            return None
        found.extend(literals)
    return tuple(sorted(set(found)))


def required_literals(pattern: str) -> frozenset[str] | None:
    """Literal strings (lower-case) one of which every match of ``pattern`` contains, or None."""
    try:
        parsed = _parser.parse(pattern, re.IGNORECASE)
    except re.error:
        return None
    return _sequence(list(parsed))


def _sequence(items: list[tuple[Any, Any]]) -> frozenset[str] | None:
    best: frozenset[str] | None = None
    run = ""
    candidates: list[frozenset[str]] = []
    for op, arg in items:
        if op is _constants.LITERAL:
            run += chr(arg).lower()
            continue
        if len(run) >= MIN_LITERAL:
            candidates.append(frozenset({run}))
        run = ""
        found = _element(op, arg)
        if found is not None:
            candidates.append(found)
    if len(run) >= MIN_LITERAL:
        candidates.append(frozenset({run}))
    for option in candidates:
        if best is None or min(map(len, option)) > min(map(len, best)):
            best = option
    return best


def _element(op: Any, arg: Any) -> frozenset[str] | None:
    if op is _constants.SUBPATTERN:
        return _sequence(list(arg[-1]))
    if op is _constants.BRANCH:
        out: set[str] = set()
        for alternative in arg[1]:
            found = _sequence(list(alternative))
            if found is None:
                return None
            out |= found
        return frozenset(out)
    if op in (_constants.MAX_REPEAT, _constants.MIN_REPEAT) and arg[0] >= 1:
        return _sequence(list(arg[2]))
    return None


@dataclass(frozen=True)
class Text:
    """One phrase in both report languages."""

    ru: str
    en: str

    def get(self, lang: Lang) -> str:
        return self.ru if lang == "ru" else self.en


@dataclass(frozen=True)
class Reading:
    """What a clause found by an item turns out to mean when it is not the item's usual case (a deemed
    consent to terms found by the acceptance item): its own title and reason; ``id`` names the law notes
    that apply to it instead of the item's."""

    id: str
    title: Text
    why: Text


@dataclass(frozen=True)
class SeverityRule:
    """The first rule whose pattern occurs in the clause sets the finding's severity; ``note`` says why."""

    severity: Severity
    pattern: str
    note: Text

    @cached_property
    def regex(self) -> re.Pattern[str]:
        return regexes.compile(self.pattern, re.IGNORECASE)


@dataclass(frozen=True)
class ChecklistItem:
    """One risk to look for.

    ``patterns`` find candidate sentences (any match); ``exclude`` drops a sentence when it matches
    (e.g. "non-exclusive" for exclusivity); ``requires`` must all match the same sentence too.
    ``document_level`` items are also checked on the whole document (e.g. essential terms never mentioned);
    ``one_sided_check`` raises the severity when every matching clause binds the same single party;
    ``parties`` names the regimes (consumer, labour, b2b) the item speaks to, so its patterns are not even
    run on other contracts (empty: every regime).
    """

    id: str
    title: Text
    look_for: Text
    why: Text
    recommendation: Text
    severity: Severity
    patterns: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()
    severity_rules: tuple[SeverityRule, ...] = ()
    document_level: bool = False
    one_sided_check: bool = False
    max_findings: int = 2
    parties: tuple[str, ...] = ()
    _compiled: dict[str, tuple[re.Pattern[str], ...]] = field(default_factory=dict, compare=False, repr=False)

    def compile_patterns(self) -> None:
        """Every pattern of the item compiled now rather than on first use (the build's regex table,
        chalicelib/regexes.py, records them: a first analysis would otherwise compile some 400)."""
        for name in ("patterns", "requires", "exclude"):
            self._rx(name, getattr(self, name))
        for rule in self.severity_rules:
            rule.regex  # noqa: B018 (the cached property compiles it)

    def _rx(self, name: str, sources: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
        """The patterns lower-cased and compiled case-sensitively: they run on lower-cased text, where
        ``re.IGNORECASE`` would fold every character of every sentence again (3× slower on Cyrillic)."""
        if name not in self._compiled:
            self._compiled[name] = tuple(regexes.compile(lower_pattern(p)) for p in sources)
        return self._compiled[name]

    @cached_property
    def keywords(self) -> tuple[str, ...] | None:
        """Lower-case literals one of which any match must contain; None when a pattern has none.

        The cheap prefilter: ``word in clause`` for a few literals instead of every regex on every sentence.
        Shipped precomputed (``prefilter_data.py``, checked fresh by a test); derived when missing.
        """
        from chalicelib.analysis.prefilter_data import KEYWORDS

        if self.id in KEYWORDS:
            return KEYWORDS[self.id]
        return derive_keywords(self.patterns)

    def may_match(self, lower_clause: str) -> bool:
        words = self.keywords
        return words is None or any(w in lower_clause for w in words)

    def first_match(self, sentence: str) -> re.Match[str] | None:
        """Where the item's patterns hit ``sentence`` (any case), or None when it does not qualify."""
        return self.first_match_lower(lower_keeping_offsets(sentence))

    def first_match_lower(self, lower: str) -> re.Match[str] | None:
        """:meth:`first_match` on a sentence already lower-cased (the clause model's ``Sentence.lower``)."""
        found = next((m for rx in self._rx("patterns", self.patterns) if (m := rx.search(lower))), None)
        if found is None:
            return None
        if not all(rx.search(lower) for rx in self._rx("requires", self.requires)):
            return None
        if any(rx.search(lower) for rx in self._rx("exclude", self.exclude)):
            return None
        return found

    def match_spans(self, lower: str) -> list[tuple[int, int]]:
        """Every place the item's patterns and required patterns hit a lower-cased sentence, in order: the
        words a quote cut from a long sentence must keep."""
        rxs = (*self._rx("patterns", self.patterns), *self._rx("requires", self.requires))
        return sorted({m.span() for rx in rxs for m in rx.finditer(lower) if m.end() > m.start()})

    def excluded_lower(self, lower: str) -> bool:
        """Whether a lower-cased sentence matches one of the item's ``exclude`` patterns."""
        return any(rx.search(lower) for rx in self._rx("exclude", self.exclude))

    def hit_count(self, sentence: str) -> int:
        """How many distinct patterns hit: ranks candidates of one item."""
        lower = lower_keeping_offsets(sentence)
        return sum(1 for rx in self._rx("patterns", self.patterns) if rx.search(lower))

    def assess(self, clause: str) -> tuple[Severity, Text | None]:
        """Severity of a clause under this item, with the reason when a rule decided it."""
        for rule in self.severity_rules:
            if rule.regex.search(clause):
                return rule.severity, rule.note
        return self.severity, None

    def severity_for(self, clause: str) -> Severity:
        return self.assess(clause)[0]
