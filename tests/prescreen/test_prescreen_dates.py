from __future__ import annotations

from datetime import date

import pytest

from chalicelib.prescreen.dates import add_period, find_dates, parse_period, period_end


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("«01» января 2024 г.", date(2024, 1, 1)),
        ("1 марта 2025 года", date(2025, 3, 1)),
        ("01.01.2024", date(2024, 1, 1)),
        ("January 1, 2024", date(2024, 1, 1)),
        ("the 1st day of March, 2020", date(2020, 3, 1)),
        ("31 December 2025", date(2025, 12, 31)),
        ("2024-06-10", date(2024, 6, 10)),
        ("12/27/2019", date(2019, 12, 27)),
        ("18/9/2008", date(2008, 9, 18)),
    ],
)
def test_reads_each_date_wording(text: str, expected: date) -> None:
    assert [found.value for found in find_dates(text.lower())] == [expected]


def test_ignores_impossible_dates_and_section_numbers() -> None:
    assert find_dates("31.02.2024 and section 12.5.10 and 32 января 2024") == []


def test_keeps_reading_order() -> None:
    values = [d.value for d in find_dates("с 01.09.2024 по 31 июля 2025 г.")]
    assert values == [date(2024, 9, 1), date(2025, 7, 31)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("three (3) years", (3, 0)),
        ("12 (двенадцать) месяцев", (0, 12)),
        ("одного года", (1, 0)),
        ("twenty-four months", (0, 24)),
        ("a period of one year", (1, 0)),
    ],
)
def test_parses_periods(text: str, expected: tuple[int, int]) -> None:
    assert parse_period(text) == expected


def test_period_end_follows_each_tradition() -> None:
    start = date(2024, 3, 1)
    assert period_end(start, (1, 0), inclusive=True) == date(2025, 2, 28)
    assert period_end(start, (1, 0), inclusive=False) == date(2025, 3, 1)


def test_add_period_clamps_to_month_end() -> None:
    assert add_period(date(2024, 2, 29), years=1) == date(2025, 2, 28)
    assert add_period(date(2024, 1, 31), months=1) == date(2024, 2, 29)
