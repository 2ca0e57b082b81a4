"""The risk checklist's shape: items are data (see :mod:`chalicelib.analysis.checklist_items`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from chalicelib.models import Severity

Lang = Literal["ru", "en"]


@dataclass(frozen=True)
class Text:
    """One phrase in both report languages."""

    ru: str
    en: str

    def get(self, lang: Lang) -> str:
        return self.ru if lang == "ru" else self.en


@dataclass(frozen=True)
class SeverityRule:
    """The first rule whose pattern occurs in the clause sets the finding's severity; ``note`` says why."""

    severity: Severity
    pattern: str
    note: Text

    @cached_property
    def regex(self) -> re.Pattern[str]:
        return re.compile(self.pattern, re.IGNORECASE)


@dataclass(frozen=True)
class ChecklistItem:
    """One risk to look for.

    ``patterns`` find candidate sentences (any match); ``exclude`` drops a sentence when it matches
    (e.g. "non-exclusive" for exclusivity); ``requires`` must all match the same sentence too.
    ``document_level`` items are also checked on the whole document (e.g. essential terms never mentioned);
    ``one_sided_check`` raises the severity when every matching clause binds the same single party.
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
    _compiled: dict[str, tuple[re.Pattern[str], ...]] = field(default_factory=dict, compare=False, repr=False)

    def _rx(self, name: str, sources: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
        if name not in self._compiled:
            self._compiled[name] = tuple(re.compile(p, re.IGNORECASE) for p in sources)
        return self._compiled[name]

    def first_match(self, sentence: str) -> re.Match[str] | None:
        """Where the item's patterns hit ``sentence``, or None when it does not qualify."""
        found = next((m for rx in self._rx("patterns", self.patterns) if (m := rx.search(sentence))), None)
        if found is None:
            return None
        if not all(rx.search(sentence) for rx in self._rx("requires", self.requires)):
            return None
        if any(rx.search(sentence) for rx in self._rx("exclude", self.exclude)):
            return None
        return found

    def hit_count(self, sentence: str) -> int:
        """How many distinct patterns hit: ranks candidates of one item."""
        return sum(1 for rx in self._rx("patterns", self.patterns) if rx.search(sentence))

    def assess(self, clause: str) -> tuple[Severity, Text | None]:
        """Severity of a clause under this item, with the reason when a rule decided it."""
        for rule in self.severity_rules:
            if rule.regex.search(clause):
                return rule.severity, rule.note
        return self.severity, None

    def severity_for(self, clause: str) -> Severity:
        return self.assess(clause)[0]
