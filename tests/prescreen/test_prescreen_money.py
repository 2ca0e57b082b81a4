from __future__ import annotations

import pytest

from chalicelib.prescreen.money import find_total, parse_number
from chalicelib.prescreen.text import normalise
from chalicelib.spelled_numbers import words_to_number


def total(text: str) -> tuple[float | None, str | None, bool]:
    normalised = normalise(text)
    guess = find_total(normalised.flat, normalised.lower)
    return guess.amount, guess.currency, guess.anchored


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("1 500 000", 1_500_000.0),
        ("1.500.000,00", 1_500_000.0),
        ("1,500,000.50", 1_500_000.5),
        ("1500000,5", 1_500_000.5),
        ("1,500", 1_500.0),
        ("12", 12.0),
    ],
)
def test_parse_number_groupings(raw: str, expected: float) -> None:
    assert parse_number(raw) == expected


@pytest.mark.parametrize(
    ("text", "amount", "currency"),
    [
        (
            "Цена договора составляет 1 500 000 (один миллион пятьсот тысяч) рублей 00 копеек.",
            1_500_000,
            "RUB",
        ),
        ("Общая стоимость работ: 1.500.000,00 руб., в том числе НДС 20%.", 1_500_000, "RUB"),
        ("The total purchase price is $1,500,000.", 1_500_000, "USD"),
        ("The total fee shall be USD 2.5 million.", 2_500_000, "USD"),
        ("Стоимость услуг по договору составляет 45 000 евро.", 45_000, "EUR"),
        ("Арендная плата за весь срок аренды составляет 2 400 000 тенге.", 2_400_000, "KZT"),
    ],
)
def test_finds_the_cued_total(text: str, amount: float, currency: str) -> None:
    assert total(text) == (amount, currency, True)


@pytest.mark.parametrize(
    "text",
    [
        "Арендная плата составляет 2 400 000 тенге в месяц.",
        "Стоимость услуг составляет 35 000 (тридцать пять тысяч) рублей в месяц.",
        "Стоимость аренды — 1 500 рублей за сутки.",
        "The fee is $2,000 per month.",
    ],
)
def test_a_rate_per_period_or_unit_is_not_the_total(text: str) -> None:
    amount, currency, _ = total(text)
    assert amount is None
    assert currency is not None


def test_template_placeholders_hold_no_amount() -> None:
    text = "Стоимость аренды, руб/сут: 1 ${eq_sum_per_day} 1.3. Рыночная стоимость ${sum_eq} рублей."
    assert total(text)[:2] == (None, "RUB")


def test_vat_part_does_not_replace_the_total() -> None:
    text = "Общая стоимость Товара составляет 1 200 000 рублей, в том числе НДС 20% — 200 000 рублей."
    assert total(text)[0] == 1_200_000


def test_amount_in_words_only() -> None:
    assert total("Цена договора составляет один миллион пятьсот тысяч рублей.")[:2] == (1_500_000, "RUB")


def test_fines_caps_and_guarantees_are_not_the_price() -> None:
    text = (
        "За нарушение уплачивается штраф в размере 1 000 000 рублей. Страхование на сумму не менее 5 000 000 "
        "рублей. Liability shall not exceed $3,000,000."
    )
    assert total(text) == (None, "RUB", False)


def test_currency_equivalents_are_not_the_price() -> None:
    text = (
        "Займодавец передает денежные средства в сумме 300 000 рублей. Сумма займа эквивалентна 3 300 "
        "долларам США по курсу ЦБ РФ."
    )
    assert total(text)[:2] == (300_000, "RUB")


def test_currency_without_a_price() -> None:
    text = "Prices are in Schedule 1. Insurance of not less than USD 5,000,000 and a minimum of USD 100,000."
    assert total(text) == (None, "USD", False)


def test_an_uncued_amount_is_weak() -> None:
    assert total("The parties exchange $5,000 on signature.") == (5_000, "USD", False)


def test_price_cue_beats_an_earlier_plain_amount() -> None:
    text = "Deposit of $100 was made. The purchase price is $90,000."
    assert total(text)[0] == 90_000


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("один миллион пятьсот тысяч", 1_500_000),
        ("двести пятьдесят тысяч", 250_000),
        ("one million two hundred fifty thousand", 1_250_000),
        ("twenty-four", 24),
        ("banana", None),
    ],
)
def test_words_to_number(words: str, value: int | None) -> None:
    assert words_to_number(words) == value


@pytest.mark.parametrize(
    "text",
    [
        "In no event will we be liable to you for more than fifty dollars ($50). The fee is charged monthly.",
        "Выплата вознаграждения производится при накоплении на балансе 1 000 рублей.",
        "The minimum payout threshold is $25.",
    ],
)
def test_a_liability_ceiling_or_a_payout_threshold_is_not_the_price(text: str) -> None:
    assert find_total(text, text.lower()).amount is None
