"""Contract amount and currency: "1 500 000 (один миллион пятьсот тысяч) рублей 00 копеек", "$1,500,000".

Patterns run on lower-case text (see :class:`ContractText`), hence no ``re.IGNORECASE``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .numbers import words_to_number

# Currency words and signs -> ISO 4217. Patterns are matched case-insensitively at word edges.
CURRENCY_WORDS: dict[str, tuple[str, ...]] = {
    "RUB": (r"руб\w*\.?", r"₽", r"rub", r"rur", r"russian\s+roubles?", r"roubles?", r"rubles?"),
    "USD": (
        r"долл\w*\.?\s+сша", r"долл\w*\.?", r"usd", r"us\$", r"u\.s\.\s+dollars?", r"us\s+dollars?",
        r"united\s+states\s+dollars?", r"dollars?", r"\$",
    ),
    "EUR": (r"евро", r"eur", r"euros?", r"€"),
    "GBP": (r"gbp", r"pounds?\s+sterling", r"£", r"фунт\w*\s+стерлинг\w*"),
    "CNY": (r"cny", r"rmb", r"юан\w*", r"renminbi", r"yuan"),
    "JPY": (r"jpy", r"yen", r"¥", r"иен\w*"),
    "CHF": (r"chf", r"swiss\s+francs?", r"швейцарск\w+\s+франк\w*"),
    "CAD": (r"cad", r"c\$", r"canadian\s+dollars?"),
    "KZT": (r"kzt", r"тенге", r"₸"),
    "BYN": (r"byn", r"белорусск\w+\s+рубл\w*"),
}
SCALE_WORDS: dict[str, int] = {
    "thousand": 1_000, "тыс": 1_000, "тысяч": 1_000, "тысячи": 1_000,
    "million": 1_000_000, "млн": 1_000_000, "миллион": 1_000_000, "миллиона": 1_000_000,
    "миллионов": 1_000_000, "billion": 1_000_000_000, "млрд": 1_000_000_000, "миллиард": 1_000_000_000,
    "миллиарда": 1_000_000_000, "миллиардов": 1_000_000_000,
}
TOTAL_CUES = (
    r"цена\s+(?:настоящего\s+)?договора", r"стоимость\s+(?:\w+\s+){0,3}по\s+(?:настоящему\s+)?договору",
    r"общая\s+(?:стоимость|сумма|цена)", r"сумма\s+(?:настоящего\s+)?договора", r"сумм\w+\s+займа",
    r"сумм\w+\s+кредита", r"стоимость\s+(?:работ|услуг|товара|имущества)\s+составляет",
    r"total\s+(?:contract\s+)?(?:price|amount|value|fee|fees|consideration|cost)", r"aggregate\s+(?:amount|price)",
    r"contract\s+(?:price|value|sum)", r"purchase\s+price", r"principal\s+amount", r"loan\s+amount",
)

NUMBER = r"\d{1,3}(?:[ .,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
CURRENCY_ALTERNATIVES = "|".join(
    sorted((word for words in CURRENCY_WORDS.values() for word in words), key=len, reverse=True)
)
SCALE = r"(?:\s*(?P<scale>" + "|".join(sorted(SCALE_WORDS, key=len, reverse=True)) + r")\.?)?"
CURRENCY_FIRST = re.compile(rf"(?<![\w$])(?P<cur>{CURRENCY_ALTERNATIVES})\s?(?P<num>{NUMBER})(?!\d){SCALE}")
NUMBER_FIRST = re.compile(
    rf"(?<![\d.,])(?P<num>{NUMBER}){SCALE}\s*(?:\([^)\d]{{3,160}}\)\s*)?(?P<cur>{CURRENCY_ALTERNATIVES})(?!\w)"
)
CURRENCY_WORD = re.compile(rf"(?<![\w$])(?P<cur>{CURRENCY_ALTERNATIVES})(?!\w)")
WORDS_BEFORE = 12
TOTAL_CUE = re.compile("|".join(TOTAL_CUES))
CUE_REACH = 200
CURRENCY_LOOKUP: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(rf"^(?:{'|'.join(words)})$"), code) for code, words in CURRENCY_WORDS.items()
)


@dataclass(frozen=True)
class Amount:
    value: float
    currency: str
    start: int


@dataclass(frozen=True)
class MoneyGuess:
    amount: float | None
    currency: str | None
    anchored: bool


def currency_code(word: str) -> str | None:
    cleaned = " ".join(word.lower().split())
    for pattern, code in CURRENCY_LOOKUP:
        if pattern.match(cleaned):
            return code
    return None


def parse_number(raw: str) -> float | None:
    """Digits with any grouping: "1 500 000", "1.500.000,00", "1,500,000.00", "1500000,5".

    The last separator is the decimal one when one or two digits follow it and it occurs once; otherwise
    separators group thousands ("1,500" and "1.500" are fifteen hundred).
    """
    text = raw.replace(" ", "")
    last = max(text.rfind("."), text.rfind(","))
    if last >= 0 and len(text) - last - 1 in (1, 2) and text.count(text[last]) == 1:
        integer, fraction = text[:last], text[last + 1 :]
    else:
        integer, fraction = text, "0"
    digits = re.sub(r"[.,]", "", integer)
    return float(f"{digits}.{fraction}") if digits.isdigit() else None


def _scaled(value: float, scale: str | None) -> float:
    return value * SCALE_WORDS[scale.lower()] if scale else value


def _amounts_with_digits(lower: str) -> list[Amount]:
    amounts: list[Amount] = []
    for pattern in (CURRENCY_FIRST, NUMBER_FIRST):
        for match in pattern.finditer(lower):
            value, code = parse_number(match["num"]), currency_code(match["cur"])
            if value is not None and code is not None and value > 0:
                amounts.append(Amount(_scaled(value, match["scale"]), code, match.start()))
    return amounts


def _amount_in_words_before(lower: str, position: int) -> tuple[float, int] | None:
    """The longest run of number words ending right before ``position`` ("один миллион рублей")."""
    words = list(re.finditer(r"[a-zа-яё]+", lower[max(0, position - 160) : position]))[-WORDS_BEFORE:]
    for first in range(len(words)):
        value = words_to_number(" ".join(w.group(0) for w in words[first:]))
        if value is not None:
            return float(value), position - 160 + words[first].start()
    return None


def _amounts_in_words(lower: str) -> list[Amount]:
    amounts: list[Amount] = []
    for match in CURRENCY_WORD.finditer(lower):
        found = _amount_in_words_before(lower, match.start())
        code = currency_code(match["cur"])
        if found is not None and code is not None and found[0] >= 100:
            amounts.append(Amount(found[0], code, max(0, found[1])))
    return amounts


def find_amounts(lower: str) -> list[Amount]:
    """Every amount with a currency in lower-case text; amounts in words only when none has digits."""
    amounts = _amounts_with_digits(lower) or _amounts_in_words(lower)
    return sorted(amounts, key=lambda amount: amount.start)


def find_total(lower: str) -> MoneyGuess:
    """The amount after a "total price" cue; without a cue, the largest amount in the contract."""
    amounts = find_amounts(lower)
    if not amounts:
        return MoneyGuess(None, None, anchored=False)
    for cue in TOTAL_CUE.finditer(lower):
        reachable = [a for a in amounts if cue.end() <= a.start <= cue.end() + CUE_REACH]
        if reachable:
            return MoneyGuess(reachable[0].value, reachable[0].currency, anchored=True)
    largest = max(amounts, key=lambda amount: amount.value)
    return MoneyGuess(largest.value, largest.currency, anchored=False)
