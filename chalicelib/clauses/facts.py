# ruff: noqa: E501  (regular expressions read better unwrapped)
"""What one sentence says: who acts, the modality, the actions, and the numbers (rates, days, amounts)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from chalicelib import regexes
from chalicelib.clauses.lemmas import WORD, reading
from chalicelib.clauses.roles import Roles, role_key
from chalicelib.clauses.vocabulary import ACTION_LEMMAS, EN_ROLES, ROLES
from chalicelib.spelled_numbers import number_before

Modality = Literal["exemption", "no_refund", "prohibition", "deeming", "right", "duty", "statement"]
BOTH = "*"

# Checked in this order: the first that occurs decides (an exemption is also "не", a right can be negated).
_MODALITIES: tuple[tuple[Modality, re.Pattern[str]], ...] = (
    (
        "exemption",
        regexes.compile(
            r"не (?:несет|несут|нес[её]т|отвечает|отвечают)|освобожда\w* от (?:ответственност|возмещ)"
            r"|ответственност\w*[^.;]{0,60}не (?:несет|несут)|(?:shall|will) not be (?:liable|responsible)"
            r"|(?:is|are) not (?:liable|responsible)|no liability|disclaims?|\bas is\b|«как есть»|\"как есть\""
        ),
    ),
    (
        "no_refund",
        regexes.compile(
            r"не (?:возвраща\w+|подлеж\w+ возврат\w*|возмеща\w+)|возврат\w* не подлеж|возврат\w*[^.;]{0,80}не (?:производ|осуществля|допуска|предусм)"
            r"|без (?:возврата|возмещения|компенсации)|невозвратн|non-refundable|no refunds?|not (?:be )?refund"
        ),
    ),
    (
        "prohibition",
        regexes.compile(
            r"не вправе|не име\w+ прав[оа]|не может|не допускается|запрещ|обязу\w+ не |^\W*не (?:передавать|уступать|переуступать|разглашать)"
            r"|shall not|may not|must not"
        ),
    ),
    (
        "deeming",
        regexes.compile(
            r"считает(?:ся|ся)|считаются|признает(?:ся)|признаются|означает|deemed|shall constitute"
        ),
    ),
    (
        "right",
        regexes.compile(
            r"вправе|имеет право|имеют право|оставляет за собой|может|могут|по своему усмотрению"
            r"|\bmay\b|is entitled|reserves the right|at its (?:sole )?discretion"
        ),
    ),
    ("duty", regexes.compile(r"обязан|обязуется|обязуются|должен|должны|\bshall\b|\bmust\b|agrees to")),
)
_MUTUAL = regexes.compile(
    r"(?:кажд|люб)\w+ из сторон|стороны (?:вправе|обязаны|могут|несут)|обе стороны|взаимн|ни одн\w+ из сторон"
    # Whichever party is wronged or in breach: "Сторона, интересы которой нарушены", "виновная Сторона".
    r"|сторон\w*,? (?:интересы|права) котор\w+ (?:был\w* )?нарушен|(?:пострадавш|потерпевш|виновн|нарушивш)\w* сторон"
    r"|сторон\w*,? (?:нарушивш|допустивш)\w*"
    r"|either party|each party|both parties|neither party|the parties (?:may|shall)"
)
_PERCENT = regexes.compile(r"(\d{1,3}(?:[.,]\d{1,3})?)\s*(?:\([^)]{0,40}\)\s*)?(?:%|процент\w*|percent)")
# A rate in words: «одной десятой процента», «ноль целых пять десятых (0,5) процента»; what ends with a
# bracket of words («0,1 (одна десятая) процента») is the digits' and read by _PERCENT.
_WORDED_PERCENT = regexes.compile(r"(?:\(\s*\d{1,3}(?:[.,]\d{1,3})?\s*\)\s*)?процент\w*")
_WORDS_REACH = 60
_PER_DAY = regexes.compile(
    r"^[^.;]{0,80}?(?:за каждый (?:календарный |рабочий )?день|в день|в сутки|per day|a day|each day|daily)"
)
_PER_YEAR = regexes.compile(r"^[^.;]{0,20}?(?:годовых|в год|per annum|a year|annual)")
_DAYS = regexes.compile(
    r"(\d{1,4})\s*(?:\([^)]{0,40}\)\s*)?(?:календарн\w+|рабоч\w+|банковск\w+|business|calendar)?\s*"
    r"(?:дн(?:я|ей|ем)\b|день\b|days?\b|сут(?:ки|ок)\b)"
)
_MONEY = regexes.compile(
    r"(\d[\d\s\u00a0]{0,15}(?:[.,]\d{1,2})?)\s*(?:\([^)]{0,80}\)\s*)?(руб\w*|₽|тенге|usd|eur|долл\w*|евро|\$)"
)


@dataclass(frozen=True)
class Numbers:
    """Numbers a clause states: rates (percent; per day or per year when said), day counts and amounts."""

    percents: tuple[float, ...] = ()
    daily_percents: tuple[float, ...] = ()
    yearly_percents: tuple[float, ...] = ()
    days: tuple[int, ...] = ()
    amounts: tuple[tuple[float, str], ...] = ()


@dataclass(frozen=True)
class Facts:
    """One sentence read as a legal statement. ``actor`` is a party key, ``BOTH`` or None; ``mentions``
    lists every party the sentence names, in order. ``payer`` is the subject of the sentence's verb of
    paying, which may differ from the actor ("Исполнитель обязуется оказать услуги, а Заказчик — оплатить
    их")."""

    actor: str | None
    modality: Modality
    actions: frozenset[str]
    mentions: tuple[str, ...]
    numbers: Numbers
    payer: str | None = None

    @property
    def mutual(self) -> bool:
        return self.actor == BOTH


def read_facts(lower: str, roles: Roles) -> Facts:
    """The facts of one lower-cased sentence, given the contract's roles."""
    modality, modal_at = _modality(lower)
    actions: set[str] = set()
    mentions: list[tuple[int, str, bool, bool]] = []
    pay_at: int | None = None
    keys = roles.keys
    # The loop of lemmas.words() inlined: this runs on every word of every contract.
    for m in WORD.finditer(lower):
        raw = m.group()
        form = raw.replace("ё", "е")
        lemma, nominative = reading(form)
        action = ACTION_LEMMAS.get(lemma)
        if action:
            actions.add(action)
            if action == "pay" and pay_at is None:
                pay_at = m.start()
        key = roles.key_of(form) or _role_of(lemma, raw)
        if key in keys:
            # Russian forms only: an English role word has no case to tell a subject from an object.
            exact = form in roles.nominatives and not form.isascii()
            mentions.append((m.start(), key, nominative or exact, exact))
    actor = BOTH if _MUTUAL.search(lower) else _actor(mentions, modal_at)
    return Facts(
        actor=actor,
        modality=modality,
        actions=frozenset(actions),
        mentions=tuple(k for _, k, _, _ in mentions),
        numbers=read_numbers(lower),
        payer=actor if pay_at is None or actor == BOTH else (_actor(mentions, pay_at) or actor),
    )


def _role_of(lemma: str, word: str) -> str:
    if lemma in ROLES:
        return lemma
    return role_key(word) if word in EN_ROLES or word.rstrip("s") in EN_ROLES else ""


def _modality(lower: str) -> tuple[Modality, int]:
    for name, rx in _MODALITIES:
        m = rx.search(lower)
        if m:
            return name, m.start()
    return "statement", len(lower)


def _actor(mentions: list[tuple[int, str, bool, bool]], modal_at: int) -> str | None:
    """The party named in the nominative closest before the modal word (else the first named after it).

    A role's own nominative («Компания») outranks a form that only may be one: «Компании» after «Пользователь
    предоставляет» is the dative singular, though the analyser also reads it as a nominative plural."""
    before = [(k, exact) for pos, k, nom, exact in mentions if pos < modal_at and nom]
    if before:
        exact_before = [k for k, exact in before if exact]
        return exact_before[-1] if exact_before else before[-1][0]
    after = [k for pos, k, nom, _ in mentions if pos >= modal_at and nom]
    return after[0] if after else None


def _number(raw: str) -> float:
    return float(raw.replace(" ", "").replace("\u00a0", "").replace(",", "."))


def _worded_rates(lower: str) -> list[tuple[float, int]]:
    """Percentages written in words alone (no digits before them), with where each ends."""
    out: list[tuple[float, int]] = []
    for m in _WORDED_PERCENT.finditer(lower):
        before = lower[max(0, m.start() - _WORDS_REACH) : m.start()].rstrip()
        if before.endswith(")") or before[-1:].isdigit():
            continue
        value = number_before(before)
        if value is not None:
            out.append((value, m.end()))
    return out


def read_numbers(lower: str) -> Numbers:
    percents: list[float] = []
    daily: list[float] = []
    yearly: list[float] = []
    rates = [(_number(m.group(1)), m.end()) for m in _PERCENT.finditer(lower)]
    rates += _worded_rates(lower) if "процент" in lower else []
    for value, end in rates:
        percents.append(value)
        tail = lower[end : end + 100]
        if _PER_DAY.search(tail):
            daily.append(value)
        elif _PER_YEAR.search(tail):
            yearly.append(value)
    days = tuple(int(m.group(1)) for m in _DAYS.finditer(lower))
    amounts = tuple((_number(m.group(1)), m.group(2)[:3]) for m in _MONEY.finditer(lower))
    return Numbers(tuple(percents), tuple(daily), tuple(yearly), days, amounts)
