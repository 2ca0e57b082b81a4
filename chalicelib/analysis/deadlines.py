# ruff: noqa: E501  (regular expressions read better unwrapped)
"""Periods a clause sets, computed: «в течение 24 (двадцати четырёх) часов», «одного рабочего дня»,
«двух (2) рабочих дней», «трёх календарных дней», «суток», 'within two (2) business days'.

A deadline's length is read from its digits or its words (:mod:`chalicelib.spelled_numbers`), never from
the first letters of a word («двадцати» is twenty, not two), and counted in days so that a claim or
objection window can be compared with a reasonable period.
"""

from __future__ import annotations

from dataclasses import dataclass

from chalicelib import regexes
from chalicelib.spelled_numbers import words_to_number

# The words that open a deadline: within, not later than, before the end of.
LEAD = r"(?:в течение|в течении|не позднее|не позже|не более|в срок(?: не позднее| до)?|до истечения|within|no later than|not later than)"
# A count: digits with their words in brackets, words with their digits in brackets, or words alone.
_WORD = r"(?!(?:рабоч|календарн|банковск|business|calendar|working|banking))[а-яёa-z]+"
COUNT = rf"(?:\d{{1,3}}\s*(?:\([а-яёa-z\s-]+\)\s*)?|{_WORD}(?:[\s-]+{_WORD}){{0,2}}\s+(?:\(\d{{1,3}}\)\s*)?)"
_KIND = r"(?:(?:рабоч|календарн|банковск)\w*\s+|(?:business|calendar|working|banking)\s+)?"
UNIT = r"(?:час\w*|hours?|дн(?:я|ей|ям)\b|день|days?\b|сут(?:ки|ок)|недел\w*|weeks?)"
# The pattern text the checklist items take in: a lead, an optional count, a unit.
PERIOD = rf"{LEAD}\s+(?:{COUNT})?{_KIND}{UNIT}"

_PERIOD = regexes.compile(
    rf"(?P<lead>{LEAD})\s+(?P<count>{COUNT})?(?P<kind>{_KIND})(?P<unit>{UNIT})"
    r"|(?P<next>(?:следующ\w+|одного)\s+(?:рабоч\w+\s+|календарн\w+\s+)?(?:дн|день|сут))"
    r"|(?P<moment>(?:в день|в момент)\s+(?:получения|оказания|доставки|передачи|заселения|при[её]мки))"
)
_DIGITS = regexes.compile(r"\d{1,3}")


@dataclass(frozen=True)
class Deadline:
    """One period of the clause: ``count`` units (hours, days, weeks), ``business`` when working days."""

    count: float
    unit: str
    business: bool
    start: int

    @property
    def days(self) -> float:
        """The period in days as written (hours over 24, a week as seven): «три рабочих дня» is three."""
        if self.unit == "hour":
            return self.count / 24
        if self.unit == "week":
            return self.count * 7
        return self.count


def _count_of(raw: str | None) -> float | None:
    """The value of a count's digits, else of the longest tail of its words that is a number; one when
    the unit stands alone («в течение суток»)."""
    if raw is None or not raw.strip():
        return 1.0
    digits = _DIGITS.search(raw)
    if digits is not None:
        return float(digits.group())
    words = raw.split()
    for i in range(len(words)):
        value = words_to_number(" ".join(words[i:]))
        if value is not None:
            return float(value)
    return None


def _unit_of(word: str) -> str:
    if word.startswith(("час", "hour")):
        return "hour"
    if word.startswith(("недел", "week")):
        return "week"
    return "day"


def deadlines(lower: str) -> list[Deadline]:
    """Every period ``lower`` sets, in order."""
    out: list[Deadline] = []
    for m in _PERIOD.finditer(lower):
        if m.group("next"):
            out.append(Deadline(1.0, "day", "рабоч" in m.group("next"), m.start()))
            continue
        if m.group("moment"):
            out.append(Deadline(0.0, "day", False, m.start()))
            continue
        count = _count_of(m.group("count"))
        if count is None:
            continue
        kind = m.group("kind") or ""
        business = kind.startswith(("рабоч", "банковск", "business", "working", "banking"))
        unit = m.group("unit")
        if unit.startswith("сут"):
            # Сутки are twenty-four hours: a window of hours, not of working days.
            out.append(Deadline(count * 24, "hour", False, m.start()))
            continue
        out.append(Deadline(count, _unit_of(unit), business, m.start()))
    return out


def shortest(lower: str) -> Deadline | None:
    """The shortest period ``lower`` sets, or None when it sets none."""
    return min(deadlines(lower), key=lambda d: d.days, default=None)


def first_after(lower: str, start: int, reach: int) -> Deadline | None:
    """The first period that begins within ``reach`` characters after ``start``."""
    return next((d for d in deadlines(lower) if start <= d.start <= start + reach), None)
