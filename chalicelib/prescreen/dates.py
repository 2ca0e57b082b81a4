"""Dates in Russian and English contract wording, and terms written as periods ("three (3) years").

Patterns run on lower-case text (see :class:`ContractText`), hence no ``re.IGNORECASE``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from chalicelib import regexes
from chalicelib.spelled_numbers import parse_small_number

MIN_YEAR = 1950
MAX_YEAR = 2100

MONTHS: dict[str, int] = {
    "january": 1,
    "february": 2,
    "march": 3,
    "april": 4,
    "may": 5,
    "june": 6,
    "july": 7,
    "august": 8,
    "september": 9,
    "october": 10,
    "november": 11,
    "december": 12,
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "sept": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
    "января": 1,
    "февраля": 2,
    "марта": 3,
    "апреля": 4,
    "мая": 5,
    "июня": 6,
    "июля": 7,
    "августа": 8,
    "сентября": 9,
    "октября": 10,
    "ноября": 11,
    "декабря": 12,
}
MONTH_NAME = r"(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
DAY = r"(?:0?[1-9]|[12]\d|3[01])"
ORDINAL = r"(?:st|nd|rd|th)?"
YEAR = r"(?P<y>(?:19|20)\d\d)"

MONTH_SCAN = regexes.compile(rf"\b(?P<m>{MONTH_NAME})")
# «15» января 2024 г. / 15 января 2024 / 1st day of march, 2020 (the part before the month name)
DAY_BEFORE_MONTH = regexes.compile(rf"(?<!\d)(?P<d>{DAY}){ORDINAL}\s*[\"»]?\s*(?:day\s+of\s+)?$")
# «2025г.»: the year may run into its abbreviation, so digits end it rather than a word boundary.
YEAR_AFTER_MONTH = regexes.compile(rf"^,?\s+{YEAR}(?!\d)")
# january 1, 2024 / march 27 2019 (the part after the month name)
DAY_YEAR_AFTER_MONTH = regexes.compile(rf"^\s+(?P<d>{DAY}){ORDINAL},?\s+{YEAR}(?!\d)")
# 2024-01-15, 15.01.2024 (Russian and European order), 1/15/2024 (US) or 15/1/2024
NUMERIC_DATE = regexes.compile(
    r"(?<![\d.])(?P<a>\d{1,4})(?P<sep>[-./])(?P<b>\d{1,2})(?P=sep)(?P<c>\d{4})?(?P<c2>\d{1,2})?(?![\d.]\d)"
)
# "the last day in February, 2023": a month's last day.
LAST_DAY_OF_MONTH = regexes.compile(rf"\blast\s+day\s+(?:in|of)\s+(?P<m>{MONTH_NAME}),?\s+{YEAR}(?!\d)")
PERIOD = regexes.compile(
    r"(?P<n>\d{1,3}|[a-zа-яё]+(?:[ -][a-zа-яё]+)?)\s*(?:\([^)]{1,30}\)\s*)?"
    r"(?:calendar\s+|full\s+|consecutive\s+|календарн\w+\s+|полн\w+\s+)?"
    r"(?P<unit>years?|months?|года?|лет|месяц\w*)\b"
)


@dataclass(frozen=True)
class FoundDate:
    value: date
    start: int
    end: int


def _build(year: int, month: int | None, day: int) -> date | None:
    if month is None or not MIN_YEAR <= year <= MAX_YEAR:
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _numeric(match: re.Match[str]) -> date | None:
    first, second, sep = int(match["a"]), int(match["b"]), match["sep"]
    if len(match["a"]) == 4 and match["c2"] and sep == "-":
        return _build(first, second, int(match["c2"]))
    if not match["c"] or len(match["a"]) > 2:
        return None
    year = int(match["c"])
    if sep == "/" and first <= 12:
        return _build(year, first, second)
    return _build(year, second, first)


def _named_month(lower: str, match: re.Match[str]) -> FoundDate | None:
    month = MONTHS.get(match["m"].rstrip("."))
    window_start = max(0, match.start() - 20)
    before = DAY_BEFORE_MONTH.search(lower[window_start : match.start()])
    year = YEAR_AFTER_MONTH.match(lower[match.end() : match.end() + 8])
    if before and year:
        value = _build(int(year["y"]), month, int(before["d"]))
        return FoundDate(value, window_start + before.start(), match.end() + year.end()) if value else None
    after = DAY_YEAR_AFTER_MONTH.match(lower[match.end() : match.end() + 16])
    if after:
        value = _build(int(after["y"]), month, int(after["d"]))
        return FoundDate(value, match.start(), match.end() + after.end()) if value else None
    return None


def find_dates(lower: str) -> list[FoundDate]:
    """Every date in lower-case ``lower``, in reading order.

    Month names are found first and the day and year read around them: one cheap scan instead of a
    pattern that starts at every digit.
    """
    found = [d for d in (_named_month(lower, m) for m in MONTH_SCAN.finditer(lower)) if d is not None]
    for match in LAST_DAY_OF_MONTH.finditer(lower):
        month = MONTHS.get(match["m"].rstrip("."))
        if month is not None:
            first_of_next = add_period(date(int(match["y"]), month, 1), months=1)
            found.append(FoundDate(first_of_next - timedelta(days=1), match.start(), match.end()))
    for match in NUMERIC_DATE.finditer(lower):
        value = _numeric(match)
        if value is not None:
            found.append(FoundDate(value, match.start(), match.end()))
    found.sort(key=lambda item: (item.start, -item.end))
    kept: list[FoundDate] = []
    for item in found:
        if not kept or item.start >= kept[-1].end:
            kept.append(item)
    return kept


def add_period(start: date, years: int = 0, months: int = 0) -> date:
    """The same calendar day ``years`` and ``months`` later (a missing day falls back to the month's last)."""
    total = start.month - 1 + months + 12 * years
    year, month = start.year + total // 12, total % 12 + 1
    day = start.day
    while True:
        try:
            return date(year, month, day)
        except ValueError:
            day -= 1


def period_end(start: date, period: tuple[int, int], inclusive: bool) -> date:
    """End of a term of ``period`` from ``start``.

    Russian contracts count the start day in («в течение одного года с 01.03.2024» ends 28.02.2025);
    English ones end on the anniversary ("one year from March 1, 2020" ends March 1, 2021).
    """
    end = add_period(start, *period)
    return end - timedelta(days=1) if inclusive else end


def parse_period(text: str) -> tuple[int, int] | None:
    """``(years, months)`` of a term written "three (3) years", «12 (двенадцать) месяцев», "one year"."""
    match = PERIOD.search(text.lower())
    if not match:
        return None
    words = match["n"].split()
    count = parse_small_number(match["n"]) or (parse_small_number(words[-1]) if words else None)
    if count is None or count <= 0:
        return None
    if match["unit"].startswith(("year", "год", "лет")):
        return count, 0
    return 0, count
