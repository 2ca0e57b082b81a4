"""Contract amount and currency: "1 500 000 (один миллион пятьсот тысяч) рублей 00 копеек", "$1,500,000".

Patterns run on lower-case text (see :class:`ContractText`), hence no ``re.IGNORECASE``.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from chalicelib import regexes
from chalicelib.spelled_numbers import words_to_number

# Currency words and signs -> ISO 4217. Patterns are matched case-insensitively at word edges.
CURRENCY_WORDS: dict[str, tuple[str, ...]] = {
    "RUB": (
        r"российск\w+\s+рубл\w*",
        r"рубл\w*",
        r"руб\.?",
        r"р\.",
        r"₽",
        r"rub",
        r"rur",
        r"russian\s+roubles?",
        r"roubles?",
        r"rubles?",
    ),
    "USD": (
        r"долл\w*\.?\s+сша",
        r"долл\w*\.?",
        r"usd",
        r"us\$",
        r"u\.s\.\s+dollars?",
        r"us\s+dollars?",
        r"united\s+states\s+dollars?",
        r"dollars?",
        r"\$",
    ),
    "EUR": (r"евро", r"eur", r"euros?", r"€"),
    "GBP": (r"gbp", r"pounds?\s+sterling", r"£", r"фунт\w*\s+стерлинг\w*"),
    "CNY": (r"cny", r"rmb", r"юан\w*", r"renminbi", r"yuan"),
    "JPY": (r"jpy", r"yen", r"¥", r"иен\w*"),
    "CHF": (r"chf", r"swiss\s+francs?", r"швейцарск\w+\s+франк\w*"),
    "CAD": (r"cad", r"c\$", r"canadian\s+dollars?"),
    "KZT": (r"kzt", r"тенге", r"₸"),
    "BYN": (r"byn", r"белорусск\w+\s+рубл\w*", r"бел\.\s*руб\.?"),
    "KGS": (r"kgs", r"сом(?:ов|а|ы)?", r"кыргызск\w+\s+сом\w*"),
    "UZS": (r"uzs", r"узбекск\w+\s+сум\w*"),
    "UAH": (r"uah", r"гривн\w*", r"грн\.?", r"₴"),
    "AMD": (r"amd", r"драм(?:ов|а)?"),
}
# Abbreviations and short words that are a currency only right after an amount («500 р.», «100 сомов»):
# alone, «р.» or «сом» is something else, so they never make a contract's currency by themselves.
AFTER_AMOUNT_ONLY = frozenset({"р.", "сом", "сома", "сомы", "сомов", "драм", "драма", "драмов", "$"})
SCALE_WORDS: dict[str, int] = {
    "thousand": 1_000,
    "тыс": 1_000,
    "тысяч": 1_000,
    "тысячи": 1_000,
    "million": 1_000_000,
    "млн": 1_000_000,
    "миллион": 1_000_000,
    "миллиона": 1_000_000,
    "миллионов": 1_000_000,
    "billion": 1_000_000_000,
    "млрд": 1_000_000_000,
    "миллиард": 1_000_000_000,
    "миллиарда": 1_000_000_000,
    "миллиардов": 1_000_000_000,
}
TOTAL_CUES = (
    r"цена\s+(?:настоящего\s+)?договора",
    r"стоимость\s+(?:\w+\s+){0,3}по\s+(?:настоящему\s+)?договору",
    r"общая\s+(?:стоимость|сумма|цена)",
    r"сумма\s+(?:настоящего\s+)?договора",
    r"сумм\w+\s+займа",
    r"сумм\w+\s+кредита",
    r"стоимость\s+(?:работ|услуг|товара|имущества)\s+составляет",
    r"договорн\w+\s+(?:стоимость|цена)",
    r"total\s+(?:contract\s+)?(?:price|amount|value|fees?|consideration|cost)",
    r"aggregate\s+(?:amount|price)",
    r"contract\s+(?:price|value|sum)",
    r"purchase\s+price",
    r"principal\s+amount",
    r"loan\s+amount",
)
# Words that make an amount the price (weaker than a "total" cue) or something else (a fine, a cap,
# a guarantee).
PRICE_CUES = (
    r"цен\w*",
    r"стоимост\w*",
    r"в\s+сумме",
    r"арендн\w+\s+плат\w*",
    r"плат\w*\s+за",
    r"вознагражден\w*",
    r"оплат\w*",
    r"price",
    r"fees?",
    r"payments?",
    r"consideration",
    r"rent",
    r"compensation",
    r"principal",
)
NOT_PRICE_CUES = (
    r"штраф\w*",
    r"неустойк\w*",
    r"пен[иья]",
    r"гаранти\w*",
    r"страхов\w*",
    r"не\s+менее",
    r"не\s+более",
    r"минимальн\w*",
    r"ответственност\w*",
    r"penalt\w*",
    r"liquidated",
    r"insurance",
    r"at\s+least",
    r"not\s+less\s+than",
    r"minimum",
    r"up\s+to",
    r"not\s+(?:to\s+)?exceed\w*",
    r"cap",
    r"limit\w*",
    r"deductible",
    r"liabilit\w*",
    r"менее",
    r"более",
    r"эквивалент\w*",
    r"equivalent",
    r"превыш\w*",
    r"свыше",
    r"exceed\w*",
    r"in\s+excess\s+of",
    # Losses, damage and compensation are not the price: «ущерб от 10 000 до 50 000 рублей», "damages of".
    r"ущерб\w*",
    r"убыт\w*",
    r"возмещени\w*",
    r"компенсаци\w*",
    r"ограничива\w*",
    r"максимальн\w*",
    r"предельн\w*",
    r"maximum",
    r"залог\w*",
    r"депозит\w*",
    r"damages?",
    r"losses",
    r"deposit",
    # A threshold is a condition, not the price: «выплата при накоплении 1 000 рублей», "a minimum payout".
    r"порог\w*",
    r"накоплени\w*",
    r"threshold",
    r"payout",
)
# What makes a whole sentence about something other than the price: a sanction, a security, a refund of
# costs. Whatever amount such a sentence names («Размер штрафа составляет 50 000 рублей», «Арендатор вносит
# обеспечительный платёж в размере 1 000 рублей», "a late fee of $500") is that sanction or security, however
# far the cue stands from the figure and whatever price word the sentence also names.
SANCTION_CUES = (
    r"штраф\w*",
    r"неустойк\w*",
    r"пен[иья]",
    r"залог\w*",
    r"задат\w*",
    r"обеспечительн\w*",
    r"депозит\w*",
    r"возмест\w*",
    r"возмещ\w*",
    r"penalt\w*",
    r"liquidated",
    r"late\s+(?:fees?|charges?)",
    r"security\s+deposit",
    r"reimburs\w*",
)
SANCTION_CUE = regexes.compile(r"\b(?:" + "|".join(SANCTION_CUES) + r")\b")
# The lower end of a range («от 5 000 до 20 000 рублей»): a range is an estimate, never the agreed price.
RANGE_AFTER = regexes.compile(r"^\s*(?:\([^)]{0,160}\)\s*)?(?:руб\w*\.?\s*)?(?:до|-|–|—)\s*\d")
RANGE_BEFORE = regexes.compile(r"\bот\s*$|\bfrom\s*\$?\s*$|\bbetween\s*\$?\s*$")
CUE_WINDOW = 150
NOT_PRICE_WINDOW = 80
# A liability cap names its ceiling at the end of a long sentence ("our total liability to you ... shall not
# exceed the greater of the amount you paid ... or one hundred US dollars ($100)"): never the price.
CAP_SENTENCE = regexes.compile(
    r"\b(?:liabilit\w*|liable)[^.;]{0,200}(?:exceed|limited\s+to|greater\s+of|lesser\s+of|more\s+than|in\s+excess)"
)
CAP_WINDOW = 300
SENTENCE_BREAK = regexes.compile(r"[.;:]\s+(?=[A-ZА-ЯЁ\d])|[.;]\s*$")
TOTAL_SCORE, PRICE_SCORE, PLAIN_SCORE = 3, 2, 1
NUMBER = r"\d{1,3}(?:[ .,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
CURRENCY_ALTERNATIVES = "|".join(
    sorted((word for words in CURRENCY_WORDS.values() for word in words), key=len, reverse=True)
)
SCALE = r"(?:\s*(?P<scale>" + "|".join(sorted(SCALE_WORDS, key=len, reverse=True)) + r")\.?)?"
# Signs and codes may precede the number ("$1,000", "RUB 500"); Russian words never do: «Цена, руб. 1 ...» is
# a table heading before a row number, «... рублей. 2.3. Общая сумма» a clause number.
CURRENCY_FIRST_ALTERNATIVES = "|".join(
    sorted(
        (word for words in CURRENCY_WORDS.values() for word in words if not re.match(r"[а-яё]", word)),
        key=len,
        reverse=True,
    )
)
CURRENCY_FIRST = regexes.compile(
    rf"(?<![\w$])(?P<cur>{CURRENCY_FIRST_ALTERNATIVES})\s?(?P<num>{NUMBER})(?!\d){SCALE}"
)
# Template expressions («${sum_eq}», "{{price}}") hold no amount; a "$" in them is no dollar.
TEMPLATE_EXPRESSION = regexes.compile(r"\$\{[^}]{0,80}\}|\{\{[^}]{0,80}\}\}|\{%[^%]{0,80}%\}")
# An amount per period or per unit is a rate, not the contract's total («35 000 рублей в месяц»).
RATE_AFTER = regexes.compile(
    r"^\s*(?:\([^)]{0,160}\)\s*)?(?:\d{2}\s+коп\w*\.?\s*)?(?:,?\s*(?:в\s+том\s+числе|включая|без)\s+ндс[^.;]{0,30})?"
    r"\s*(?:в|за|per|a|an|each|/)\s*(?:1\s+|один\s+|одн\w+\s+|каждый\s+|каждого\s+|календарн\w+\s+)?"
    r"(?:месяц|мес\b|сутки|сут\b|день|дня|год\b|час|неделю|квартал|единиц|штук|шт\b|кв\.?\s*м|м2|month|day|year"
    r"|hour|week|quarter|unit)"
    r"|^\s*(?:\([^)]{0,160}\)\s*)?(?:за|per|for)\s+(?:кажд\w+|each|every)\b"
)
RATE_WINDOW = 200
NUMBER_FIRST = regexes.compile(
    rf"(?<![\d.,])(?P<num>{NUMBER}){SCALE}\s*(?:\([^)\d]{{3,160}}\)\s*)?(?P<cur>{CURRENCY_ALTERNATIVES})(?!\w)"
)
CURRENCY_WORD = regexes.compile(rf"(?<![\w$])(?P<cur>{CURRENCY_ALTERNATIVES})(?!\w)")
WORDS_BEFORE = 12
CLAUSE_NUMBER = regexes.compile(r"\d{1,2}\.\d{1,2}")
CLAUSE_TEXT_AFTER = regexes.compile(r"\.?\s+[а-яёa-z]{3,}")
# A total that labels its figure («Итого: 10 000 руб.», «Всего к оплате — 9 000 рублей»), right before it.
TOTAL_LABEL = regexes.compile(
    r"\b(?:итого|всего(?:\s+к\s+оплате)?|общая\s+(?:стоимость|сумма))(?:\s+(?:стоимость|сумма)\s+\w+)?"
    r"(?:\s+по\s+(?:настоящему\s+)?договору)?(?:\s*,?\s*(?:руб\w*\.?|с\s+ндс|включая\s+ндс))?\s*[:—–-]?\s*$"
)
TOTAL_CUE = regexes.compile(r"\b(?:" + "|".join(TOTAL_CUES) + ")")
PRICE_CUE = regexes.compile(r"\b(?:" + "|".join(PRICE_CUES) + ")")
NOT_PRICE_CUE = regexes.compile(r"\b(?:" + "|".join(NOT_PRICE_CUES) + r")\b")
CURRENCY_LOOKUP: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (regexes.compile(rf"^(?:{'|'.join(words)})$"), code) for code, words in CURRENCY_WORDS.items()
)


@dataclass(frozen=True)
class Amount:
    value: float
    currency: str
    start: int
    end: int = -1


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
            if value is not None and code is not None and value > 0 and not _is_clause_number(lower, match):
                amounts.append(Amount(_scaled(value, match["scale"]), code, match.start(), match.end()))
    return amounts


def _is_clause_number(lower: str, match: re.Match[str]) -> bool:
    """«... в валютах: BYN, EUR 7.2. Способы оплаты»: a code before a clause number is no amount."""
    return (
        not match["scale"]
        and bool(CLAUSE_NUMBER.fullmatch(match["num"]))
        and bool(CLAUSE_TEXT_AFTER.match(lower, match.end()))
    )


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


def without_templates(lower: str) -> str:
    """Template expressions blanked out, offsets kept."""
    return TEMPLATE_EXPRESSION.sub(lambda match: " " * len(match.group(0)), lower)


def find_amounts(lower: str) -> list[Amount]:
    """Every amount with a currency in lower-case text; amounts in words only when none has digits."""
    lower = without_templates(lower)
    amounts = _amounts_with_digits(lower) or _amounts_in_words(lower)
    return sorted(amounts, key=lambda amount: amount.start)


def _same_sentence_before(flat: str, lower: str, position: int, window: int) -> str:
    """Up to ``window`` characters before ``position``, cut at the start of the sentence they end."""
    before = flat[max(0, position - window) : position]
    breaks = list(SENTENCE_BREAK.finditer(before))
    start = breaks[-1].end() if breaks else 0
    return lower[position - len(before) + start : position]


def _score(flat: str, lower: str, amount: Amount) -> int | None:
    """How surely ``amount`` is the contract price; None when it is a fine, a cap, a guarantee ..."""
    if NOT_PRICE_CUE.search(_same_sentence_before(flat, lower, amount.start, NOT_PRICE_WINDOW)):
        return None
    sentence = _same_sentence_before(flat, lower, amount.start, CAP_WINDOW)
    if CAP_SENTENCE.search(sentence) or SANCTION_CUE.search(sentence):
        return None
    if amount.end >= 0 and RATE_AFTER.match(lower[amount.end : amount.end + RATE_WINDOW]):
        return None
    if _in_range(lower, amount):
        return None
    context = _same_sentence_before(flat, lower, amount.start, CUE_WINDOW)
    if TOTAL_CUE.search(context) or TOTAL_LABEL.search(
        lower, max(0, amount.start - CUE_WINDOW), amount.start
    ):
        return TOTAL_SCORE
    return PRICE_SCORE if PRICE_CUE.search(context) else PLAIN_SCORE


def _in_range(lower: str, amount: Amount) -> bool:
    """«от 10 000 до 50 000 рублей»: either end of a stated range (the upper end has «от N до» before it)."""
    before = lower[max(0, amount.start - 40) : amount.start]
    if RANGE_BEFORE.search(before):
        return True
    if re.search(r"\bот\s*[\d\s.,]+(?:руб\w*\.?\s*)?до\s*$", before):
        return True
    return amount.end >= 0 and bool(RANGE_AFTER.match(lower[amount.end : amount.end + 40]))


def _dominant_currency(amounts: list[Amount], lower: str) -> str | None:
    """The contract's currency when no amount is its price: the one its amounts are most often in, else the
    one it names («расчёты производятся в рублях», a «₽» column, «________ рублей» in a template)."""
    counts = Counter(amount.currency for amount in amounts)
    if not counts:
        counts = Counter(
            code
            for match in CURRENCY_WORD.finditer(without_templates(lower))
            if (code := currency_code(match["cur"])) is not None and match["cur"] not in AFTER_AMOUNT_ONLY
        )
    return counts.most_common(1)[0][0] if counts else None


# The price clause of a template: its subject and predicate with a blank where the figure belongs
# («Цена договора составляет ________ рублей», «Стоимость услуг: [сумма] руб.», "The fee is [AMOUNT]").
PRICE_SUBJECT = regexes.compile(
    r"\b(?:" + "|".join(TOTAL_CUES) + r"|(?:цен[аы]|стоимост\w*|вознаграждени\w*|арендн\w+\s+плат\w*)"
    r"(?:\s+[а-яё]+){0,4}?\s*(?=[,:]?\s*(?:составля|составит|устанавлива|определя\w*\s+в\s+размере|равн|[:—–-]))"
    r"|(?:the\s+)?(?:fees?|price|rent|compensation|consideration)(?=\s+(?:is|shall\s+be|will\s+be|of|equals?)\b))"
)
PLACEHOLDER = regexes.compile(
    r"_{3,}|\.{6,}|…{2,}|\[[^\]\d]{0,30}\]|<[^>\d]{1,30}>|\{\{?[^}\d]{1,30}\}\}?|\(\s{2,}\)|x{3,}\b"
)
PLACEHOLDER_WINDOW = 60
_PLACEHOLDER_LEAD = regexes.compile(
    r"^[\s,:—–-]*(?:(?:составля\w*|составит|устанавлива\w*(?:\s+в\s+(?:размере|сумме))?|определя\w*\s+в\s+размере"
    r"|равн\w*|is|shall\s+be|will\s+be|of|equals?|в\s+(?:размере|сумме)|(?:в\s+том\s+числе|включая)\s+ндс|с\s+ндс"
    r"|usd|rub|eur|руб\w*\.?|\$|€|₽)[\s,:—–-]*)*$"
)


def price_left_blank(lower: str) -> bool:
    """The contract's price clause holds a blank or a placeholder, not a figure: the price is not filled
    in."""
    for match in PRICE_SUBJECT.finditer(lower):
        window = lower[match.end() : match.end() + PLACEHOLDER_WINDOW]
        blank = PLACEHOLDER.search(window)
        if blank and _PLACEHOLDER_LEAD.match(window[: blank.start()]):
            return True
    return False


def find_total(flat: str, lower: str) -> MoneyGuess:
    """The best-cued amount (a "total price" cue beats a price word beats none; the first wins a tie).

    Without a usable amount the currency is still reported: the one the contract's amounts are in.
    """
    best: tuple[int, Amount] | None = None
    amounts = find_amounts(lower)
    for amount in amounts:
        score = _score(flat, lower, amount)
        if score is not None and (best is None or score > best[0]):
            best = (score, amount)
    if best is None:
        return MoneyGuess(None, _dominant_currency(amounts, lower), anchored=False)
    score, amount = best
    if score < PRICE_SCORE:  # a figure nothing calls the price is a guess: the contract's usual currency
        return MoneyGuess(amount.value, _dominant_currency(amounts, lower), anchored=False)
    return MoneyGuess(amount.value, amount.currency, anchored=True)


# «Денежные обязательства должны быть выражены в рублях» (art. 317 ГК РФ): a Russian contract that deals in
# money without naming a currency deals in roubles, unless it belongs to another state's legal order.
MONEY_AT_STAKE = regexes.compile(
    r"\b(?:стоимост\w*|цен[аыуе]\b|оплат\w*|вознагражден\w*|денежн\w+\s+(?:средств|сумм)\w*|(?:микро)?займ\w*"
    r"|арендн\w+\s+плат\w*|тариф\w*|плат[её]ж\w*)"
)
ANOTHER_STATE = regexes.compile(
    r"\b(?:республик\w+\s+(?:казахстан|беларусь|узбекистан|кыргызстан|армения|таджикистан)|кыргызск\w+\s+республик"
    r"|азербайджанск\w+\s+республик|украин\w*)"
)


def implied_currency(lower: str, governing_law: str | None, russian_law: str) -> str | None:
    """RUB for a Russian-law contract about money that names no currency (art. 317 ГК РФ), else None."""
    if governing_law not in (None, russian_law) or ANOTHER_STATE.search(lower):
        return None
    return "RUB" if MONEY_AT_STAKE.search(lower) else None


# A licence granted with no payment: «использование ... осуществляется безвозмездно», "royalty-free".
FREE_OF_CHARGE = regexes.compile(
    r"\b(?:безвозмездн\w*|без\s+взимания\s+(?:\w+\s+)?платы|бесплатн\w*|free\s+of\s+(?:any\s+)?charge"
    r"|royalty-free|at\s+no\s+(?:cost|charge)|without\s+(?:any\s+)?charge)"
)
# ... unless a fee is due after all: a licence fee or royalty, or "free" only for a trial period.
FEE_DUE = regexes.compile(
    r"\b(?:лицензионн\w+\s+(?:вознагражден|плат)\w*|вознагражден\w*\s+лицензиар\w*|стоимост\w+\s+лицензи\w*"
    r"|бесплатн\w+\s+(?:пробн\w+\s+)?период\w*|пробн\w+\s+период\w*|royalt(?:y|ies)\s+(?:of|equal|shall|payable)"
    r"|licen[cs]e\s+fees?|subscription\s+fees?|trial\s+period)"
)


def is_expressly_free(lower: str) -> bool:
    """The contract says its right of use is given free and names no fee for it."""
    return bool(FREE_OF_CHARGE.search(lower)) and not FEE_DUE.search(lower)
