# ruff: noqa: E501  (regular expressions read better unwrapped)
"""The operative predicate of a clause: what it lets whom do, and so which checklist item it belongs to.

A pattern finds a sentence by a word ("аванс", "неустойка"); the item follows what the sentence *does*:
a right to change the price is a unilateral change even when it names the advance; a right to end the
contract is a termination even when a penalty follows; a refund ban is a prepayment/refund risk. A clause
may do two things (change the price *and* keep the advance) and then gives two findings.

Read from the clause model's facts (actions by lemma, modality, actor), so every inflected form counts.
Russian only: the English reviews are side-neutral and CUAD-style (one finding per kind of clause).
"""

from __future__ import annotations

import re

from chalicelib import regexes
from chalicelib.clauses import BOTH, Facts
from chalicelib.clauses.lemmas import words as lemma_words
from chalicelib.clauses.vocabulary import ACTION_LEMMAS

# What is changed: the price, the terms, the contract itself (not "изменение адреса", "изменить пароль").
_TERMS = regexes.compile(
    r"цен|стоимост|тариф|услови|договор|оферт|правил|регламент|прейскурант|прайс|размер\w* (?:платы|оплаты|вознагражд|арендн)|арендн\w* плат"
)
_ONE_SIDED = regexes.compile(r"одностороннем|по своему усмотрению|без согласия|в любое время|в любой момент")
_WHAT_ENDS = regexes.compile(r"договор|соглашени|исполнени|оферт|услуг|доступ|обучени|аренд")
# A total waiver: "отказывается от любых претензий", "не вправе предъявлять какие-либо требования".
WAIVER = regexes.compile(
    r"отказыва\w* от (?:всех |любых |каких-либо )?(?:претензий|требований|исков|права на)"
    r"|не (?:вправе|может|имеет права) (?:предъявлять|заявлять)[^.;]{0,30}(?:какие-либо|любые)?[^.;]{0,10}(?:претензи|требовани|иск)"
)
_CYRILLIC = regexes.compile(r"[а-я]")
# A right granted just before the verb ("вправе в одностороннем порядке изменить"), not one denied.
_RIGHT_BEFORE = regexes.compile(
    r"(?<!не )(?:вправе|имеет право|имеют право|может|могут|оставляет за собой право|есть право|имеется право|предоставляется право)[^.;]{0,60}$"
)
_REFUND_BAN = regexes.compile(
    r"не (?:вправе|может|имеет права) (?:требовать|получить|претендовать)[^.;]{0,30}(?:возврат|возмещени)"
)
# "Товар обмену и возврату не подлежит": a return of goods, not of an advance (checklist_rights reads it).
_GOODS_RETURN = regexes.compile(
    r"(?:товар|издели|продукци)\w*[^.;]{0,60}(?:обмен\w*[^.;]{0,15}(?:и|или|и/или)\s+возврат|возврат\w*[^.;]{0,15}(?:и|или|и/или)\s+обмен)"
    r"|(?:обмен|возврат)\w*[^.;]{0,30}(?:товар|издели|продукци)"
)
# An advance that is most of the price: a share of 30 % or more, or the whole of it.
LARGE_SHARE = r"(?<![\d,.])(?:[3-9]\d|100)(?:[,.]\d+)?\s?%"
_LARGE_ADVANCE = regexes.compile(rf"{LARGE_SHARE}|полн\w* (?:предоплат|оплат|стоимост)|в полном объ[её]ме")
_EXEMPTION_WORDS = frozenset({"ответственность", "отвечать", "освобождаться", "освобождать"})
_REFUND_WORDS = frozenset({"возврат", "возвратить", "возвращать", "вернуть", "возмещение", "возмещать"})
# How far after the verb its object may stand ("изменить в одностороннем порядке стоимость услуг").
OBJECT_CHARS = 120

Anchor = tuple[int, int]
# The items a predicate can name: a finding under one of them that its clause's predicate does not name was
# filed by a keyword. Items outside this set (acceptance, jurisdiction ...) are not judged by predicates.
PREDICATE_ITEMS = frozenset(
    {"unilateral_change", "termination_for_convenience", "prepayment", "penalty", "liability_cap"}
)
_RIGHTS = (
    ("unilateral_change", "change", _TERMS),
    ("termination_for_convenience", "terminate", _WHAT_ENDS),
)


def operative_items(facts: Facts, lower: str) -> dict[str, Anchor]:
    """The checklist items a Russian sentence's predicate makes it a clause of, each with the span of the
    word that carries it (the quote is cut around it); empty when the sentence grants, bars or charges
    nothing the checklist asks about."""
    if not _CYRILLIC.search(lower) or (not facts.actions and facts.modality == "statement"):
        return {}
    words = [(w.start, w.end, w.lemma) for w in lemma_words(lower)]
    items: dict[str, Anchor] = {}
    one_party = facts.actor != BOTH and (
        facts.actor is not None or bool(_ONE_SIDED.search(lower)) or _by_one_party(lower)
    )
    stated = facts.modality == "statement" and bool(_ONE_SIDED.search(lower))
    if one_party:
        for item, action, objects in _RIGHTS:
            anchor = _verb_with_object(words, lower, action, objects)
            if anchor and (stated or _RIGHT_BEFORE.search(lower, max(0, anchor[0] - 80), anchor[0])):
                items[item] = anchor
    ban = _REFUND_BAN.search(lower)
    if ban:
        items["prepayment"] = ban.span()
    elif facts.modality == "no_refund" and not _GOODS_RETURN.search(lower):
        items["prepayment"] = _first(words, _REFUND_WORDS) or (0, len(lower))
    if "prepay" in facts.actions and "prepayment" not in items and _LARGE_ADVANCE.search(lower):
        # «оплата производится на условиях 100 % предоплаты»: the clause makes the reader pay ahead.
        anchor = next(((a, b) for a, b, lem in words if ACTION_LEMMAS.get(lem) == "prepay"), None)
        if anchor:
            items["prepayment"] = anchor
    if "penalty" in facts.actions and facts.modality not in ("exemption", "prohibition"):
        anchor = next(((a, b) for a, b, lem in words if ACTION_LEMMAS.get(lem) == "penalty"), None)
        if anchor:
            items["penalty"] = anchor
    waiver = WAIVER.search(lower)
    if waiver:
        items["liability_cap"] = waiver.span()
    elif facts.modality == "exemption":
        items["liability_cap"] = _first(words, _EXEMPTION_WORDS) or (0, len(lower))
    return items


# The passive with its agent («цена может быть изменена Поставщиком»): the agent's own right, unless the
# instrumental names how, not who («изменена соглашением Сторон», «расторгнут судом»).
PASSIVE_AGENT = regexes.compile(
    r"(?:может|могут) быть\s+(?:[а-яё]+\s+){0,3}?(?:расторгнут|прекращен|аннулирован|приостановлен|заблокирован|ограничен|изменен|изменён|пересмотрен|увеличен|повышен|отозван)\w*"
    r"\s+(?:[а-яё]+\s+){0,3}?([а-яё]+(?:ом|ем|ём|ой|ей))\b"
)
_NOT_AN_AGENT = regexes.compile(
    r"^(?:соглашени|решени|приказ|письм|уведомлени|законодательств|закон|суд|порядк|образ|способ|документ|акт|протокол|дополнительн|взаимн|сторон|письменн|обоюдн|общ|друг|одн|так|котор)"
)


def _by_one_party(lower: str) -> bool:
    found = PASSIVE_AGENT.search(lower)
    return found is not None and not _NOT_AN_AGENT.match(found.group(1))


def _verb_with_object(
    words: list[tuple[int, int, str]], lower: str, action: str, objects: re.Pattern[str]
) -> Anchor | None:
    for start, end, lem in words:
        if ACTION_LEMMAS.get(lem) == action and objects.search(lower, end, end + OBJECT_CHARS):
            return start, end
    return None


def _first(words: list[tuple[int, int, str]], lemmas: frozenset[str]) -> Anchor | None:
    return next(((a, b) for a, b, lem in words if lem in lemmas), None)
