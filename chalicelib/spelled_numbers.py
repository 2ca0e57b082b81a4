"""Numbers written in words (Russian and English), as contracts repeat them next to the digits."""

from __future__ import annotations

import re
from dataclasses import dataclass

from chalicelib import regexes

UNITS: dict[str, int] = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "a": 1,
    "an": 1,
    "ноль": 0,
    "один": 1,
    "одна": 1,
    "одного": 1,
    "одной": 1,
    "одну": 1,
    "одни": 1,
    "одних": 1,
    "два": 2,
    "две": 2,
    "двух": 2,
    "двое": 2,
    "три": 3,
    "трех": 3,
    "трёх": 3,
    "трое": 3,
    "четыре": 4,
    "четырех": 4,
    "четырёх": 4,
    "пять": 5,
    "пяти": 5,
    "шесть": 6,
    "шести": 6,
    "семь": 7,
    "семи": 7,
    "восемь": 8,
    "восьми": 8,
    "девять": 9,
    "девяти": 9,
    "десять": 10,
    "десяти": 10,
    "одиннадцать": 11,
    "одиннадцати": 11,
    "двенадцать": 12,
    "двенадцати": 12,
    "тринадцать": 13,
    "тринадцати": 13,
    "четырнадцать": 14,
    "четырнадцати": 14,
    "пятнадцать": 15,
    "пятнадцати": 15,
    "шестнадцать": 16,
    "шестнадцати": 16,
    "семнадцать": 17,
    "семнадцати": 17,
    "восемнадцать": 18,
    "восемнадцати": 18,
    "девятнадцать": 19,
    "девятнадцати": 19,
    "двадцать": 20,
    "двадцати": 20,
    "тридцать": 30,
    "тридцати": 30,
    "сорок": 40,
    "сорока": 40,
    "пятьдесят": 50,
    "пятидесяти": 50,
    "шестьдесят": 60,
    "шестидесяти": 60,
    "семьдесят": 70,
    "семидесяти": 70,
    "восемьдесят": 80,
    "восьмидесяти": 80,
    "девяносто": 90,
    "девяноста": 90,
    "сто": 100,
    "ста": 100,
    "двести": 200,
    "двухсот": 200,
    "триста": 300,
    "трехсот": 300,
    "трёхсот": 300,
    "четыреста": 400,
    "пятьсот": 500,
    "пятисот": 500,
    "шестьсот": 600,
    "семьсот": 700,
    "восемьсот": 800,
    "девятьсот": 900,
}
SCALES: dict[str, int] = {
    "hundred": 100,
    "thousand": 1_000,
    "million": 1_000_000,
    "billion": 1_000_000_000,
    "тысяча": 1_000,
    "тысячи": 1_000,
    "тысяч": 1_000,
    "тысячу": 1_000,
    "миллион": 1_000_000,
    "миллиона": 1_000_000,
    "миллионов": 1_000_000,
    "миллиард": 1_000_000_000,
    "миллиарда": 1_000_000_000,
    "миллиардов": 1_000_000_000,
}
ORDINALS: dict[str, int] = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
    "fifteenth": 15,
    "twentieth": 20,
}
SKIPPED = {"and", "и"}
WORD = regexes.compile(r"[a-zа-яё]+", re.IGNORECASE)


def words_to_number(text: str) -> int | None:
    """Value of a number written in words ("one million five hundred thousand"); None if a word is unknown."""
    total, current, seen = 0, 0, False
    for word in (w.lower() for w in WORD.findall(text.replace("-", " "))):
        if word in SKIPPED:
            continue
        if word in UNITS:
            current += UNITS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in SCALES:
            total += max(current, 1) * SCALES[word]
            current = 0
        else:
            return None
        seen = True
    return total + current if seen else None


# The denominators of a Russian decimal in words: «пять десятых», «двадцать пять сотых», «одна тысячная».
FRACTIONS: dict[str, int] = {
    "десят": 10,
    "сот": 100,
    "тысячн": 1_000,
}
_FRACTION = regexes.compile(r"(десят|сот|тысячн)(?:ая|ой|ую|ых|ые|ым|ыми)$")
_WHOLE = regexes.compile(r"цел(?:ая|ой|ую|ых|ые|ым|ыми)$")
# Cardinal stems that a fraction's numerator takes in any case («одной», «двух», «ноля»).
_ZERO = frozenset({"ноль", "ноля", "нуль", "нуля"})


def words_to_decimal(text: str) -> float | None:
    """Value of a number in words, whole or decimal: «ноль целых пять десятых» 0.5, «одной десятой» 0.1,
    «одна целая двадцать пять сотых» 1.25, «трёх» 3; None when it is none («десятой» alone, «целых»)."""
    words = [w.lower() for w in WORD.findall(text.replace("-", " "))]
    whole_at = next((i for i, w in enumerate(words) if _WHOLE.match(w)), None)
    whole = 0
    if whole_at is not None:
        head = words[:whole_at]
        value = 0 if head and all(w in _ZERO for w in head) else words_to_number(" ".join(head))
        if value is None or not head:
            return None
        whole, words = value, words[whole_at + 1 :]
    fraction = _FRACTION.match(words[-1]) if words else None
    if fraction is None:
        if whole_at is not None or not words:
            return None
        value = words_to_number(" ".join(words))
        return None if value is None else float(value)
    numerator = words_to_number(" ".join(words[:-1])) if len(words) > 1 else None
    if numerator is None:
        return None
    return whole + numerator / FRACTIONS[fraction.group(1)]


def is_number_word(word: str) -> bool:
    """Whether ``word`` (lower-case) can be part of a Russian number in words, whole or decimal."""
    return (
        word in UNITS or word in SCALES or word in _ZERO or bool(_FRACTION.match(word) or _WHOLE.match(word))
    )


def number_before(text: str) -> float | None:
    """The number in words that ends ``text`` («в размере одной десятой» 0.1): the run of number words at
    its end, which an «и» or any other word closes (Russian joins no number with «и»)."""
    words = [w.lower() for w in WORD.findall(text)]
    run: list[str] = []
    for word in reversed(words):
        if not word.isascii() and is_number_word(word):
            run.append(word)
            continue
        break
    return words_to_decimal(" ".join(reversed(run))) if run else None


def parse_small_number(token: str) -> int | None:
    """A count written as digits or as one or two words ("3", "three", «двенадцать»)."""
    if token.isdigit():
        return int(token)
    return words_to_number(token)


@dataclass(frozen=True)
class FigureMismatch:
    """A number written in digits and repeated in words that state another number («10 000 (пять тысяч)»,
    "ten (90) days"); ``start`` is its offset, ``money`` whether a currency follows or precedes it."""

    digits: int
    words: int
    start: int
    money: bool


_DIGITS_THEN_WORDS = regexes.compile(
    r"(?<![\d.,])(?<!\d[\s\u00a0\u202f\u2009'])(\d{1,3}(?:[\s\u00a0\u202f\u2009']\d{3})+|\d+)\s*\(\s*([а-яёa-z][а-яёa-z\s-]{2,80}?)\s*\)",
    re.IGNORECASE,
)
_WORDS_THEN_DIGITS = regexes.compile(
    r"\b((?:[a-z]+[\s-]+){0,5}[a-z]+)\s*\(\s*(\d{1,3}(?:,\d{3})+|\d+)\s*\)", re.IGNORECASE
)
_MONEY_AFTER = regexes.compile(r"\s*(?:руб|₽|доллар|евро|тенге|сом|usd|eur|dollars?)", re.IGNORECASE)
_NOT_NUMBER_WORDS = frozenset({"a", "an", "and", "и"})


def _tail_value(phrase: str) -> int | None:
    """The value of the longest tail of ``phrase`` that is a number in words ("within ten" → 10)."""
    words = phrase.split()
    if not words or words[-1].lower() in _NOT_NUMBER_WORDS:
        return None
    for i in range(len(words)):
        if words[i].lower() in _NOT_NUMBER_WORDS:
            continue
        value = words_to_number(" ".join(words[i:]))
        if value is not None:
            return value
    return None


def figure_mismatches(text: str) -> list[FigureMismatch]:
    """Every figure in ``text`` whose words (after it, or before it in English) state another number."""
    out: list[FigureMismatch] = []
    for m in _DIGITS_THEN_WORDS.finditer(text):
        words = words_to_number(m.group(2))
        digits = int(re.sub(r"\D", "", m.group(1)))
        if words is not None and words != digits:
            out.append(FigureMismatch(digits, words, m.start(), bool(_MONEY_AFTER.match(text, m.end()))))
    for m in _WORDS_THEN_DIGITS.finditer(text):
        words = _tail_value(m.group(1))
        digits = int(m.group(2).replace(",", ""))
        if words is not None and words != digits:
            money = "$" in text[max(0, m.start() - 2) : m.start()] or bool(_MONEY_AFTER.match(text, m.end()))
            out.append(FigureMismatch(digits, words, m.start(), money))
    return out
