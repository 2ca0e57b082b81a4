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
from itertools import pairwise

from chalicelib import regexes
from chalicelib.clauses import BOTH, Facts
from chalicelib.clauses.lemmas import words as lemma_words
from chalicelib.clauses.vocabulary import ACTION_LEMMAS

# What is changed: the price, the terms, the contract itself (not "изменение адреса", "изменить пароль").
_TERMS = regexes.compile(
    r"цен|стоимост|тариф|услови|договор|оферт|правил|регламент|прейскурант|прайс|размер\w* (?:платы|оплаты|вознагражд|арендн)|арендн\w* плат"
)
_ONE_SIDED = regexes.compile(r"одностороннем|по своему усмотрению|без согласия|в любое время|в любой момент")
# A party named as the subject of its right, read without the contract's roles (a quote on its own):
# «Исполнитель оставляет за собой право …», «… Лицензиар вправе …».
_NAMED_HOLDER = regexes.compile(
    r"(?<![а-яё])(?!стороны|сторона|каждая|любая|никто)[а-яё]{5,}[»\"]?\s+(?:вправе|имеет право|оставляет за собой право)"
)
_WHAT_ENDS = regexes.compile(
    r"договор|соглашени|исполнени|оферт|услуг|доступ|обучени|аренд|участи|сообществ|членств|клуб|программ"
)
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
    r"|(?:товар|издели|продукци)\w*[^.;]{0,80}(?:возврат\w* не (?:подлеж|принима)|не подлеж\w* (?:обмен|возврат))"
)
# Money the payer does not get back, whatever else the sentence says («ни одна из сторон не отвечает, аванс
# возврату не подлежит»): a refund barred, or the money paid kept by the one paid («остаток аванса остаётся у
# Исполнителя», "fees are non-refundable", "retained by Provider"). Keeping only the costs actually incurred is
# the law's own rule (п. 1 ст. 782 ГК РФ, ст. 32 ЗоЗПП), no ban.
_PAID = r"(?:аванс|предоплат|оплат|средств|плат[аыу]\b|вознагражд|стоимост|остат|сумм|взнос)\w*"
REFUND_BARRED_PATTERN = (
    r"не (?:возвраща\w+|подлеж\w+ возврат)|возврат\w* не подлеж|возврат\w*[^.;]{0,80}не (?:производ|осуществля|допуска|предусм)"
    r"|без\s+(?:[а-яё-]+,?\s+){0,6}?возврат\w*\s+(?:полученн|уплаченн|внесенн|внесённ|оплаченн|денежн|средств)"
    r"|без возврата (?:денежн|оплат|стоимост|вознагражд|аванс|предоплат|средств|уплаченн|внесенн|внесённ)|невозвратн"
    rf"|{_PAID}[^.;]{{0,80}}(?:оста[её]тся|остаются|удерживается|удерживаются|переходит|переходят)\s+(?:у|в распоряжении|в собственности|в пользу)\s"
    r"|удержива\w*\s+(?:[а-яё]+\s+){0,2}?(?:аванс|предоплат|оплат|неотработанн|неизрасходованн|неиспользованн|уплаченн|внесенн|внесённ)"
    r"|non-?refundable|\bno refunds?\b|not (?:be )?(?:entitled to |eligible for )?(?:a |any )?refunds?\b|(?:shall|will) not be refunded"
    r"|(?:fees?|amounts?|payments?|sums?|portion|balance|prepa\w+)[^.;]{0,60}(?:shall|will) be (?:retained|kept) by"
)
REFUND_BARRED = regexes.compile(REFUND_BARRED_PATTERN)
_ACTUAL_COSTS = regexes.compile(
    r"фактически (?:понесенн|понесённ|произведенн)|actual(?:ly incurred)? (?:costs|expenses)"
)


def refund_barred(lower: str) -> bool:
    """Whether the sentence keeps money paid from its payer (:data:`REFUND_BARRED`), other than the costs
    actually incurred, and not a return of goods."""
    return (
        bool(REFUND_BARRED.search(lower))
        and not _ACTUAL_COSTS.search(lower)
        and not _GOODS_RETURN.search(lower)
    )


# Consent to changed terms read from the reader's conduct or silence («продолжение использования после
# изменений означает согласие», "continued use after a modification is deemed acceptance"): how a unilateral
# change binds, so the change's item, not the acceptance of work.
_USE_RU = r"(?:использова|пользова)\w*|молчани\w*|не (?:направ|заяв|сообщ)\w*[^.;]{0,30}(?:возражени|отказ|несогласи)\w*"
_CHANGED_RU = r"(?:изменени|изменённ|измененн|дополнени|обновл)\w*|нов\w* (?:редакци|услови|верси)\w*"
_DEEMED_RU = r"(?:означа\w*|явля\w*|счита\w*ся|призна\w*ся|подтвержда\w*|расценива\w*)[^.;]{0,60}(?:согласи|согласн|принявш|принят|акцепт)\w*"
_USE_EN = r"continu\w* (?:to )?(?:use|using|access\w*)|continued (?:use|access)|(?:use|using) (?:of )?the [a-z]+ after"
_CHANGED_EN = r"(?:chang|modif|amend|revis|updat)\w*"
_DEEMED_EN = r"(?:deemed|constitut\w*|means?|signif\w*|indicat\w*)[^.;]{0,60}(?:accept|agree|consent)\w*"
DEEMED_CHANGE_PATTERNS = (
    rf"(?:{_USE_RU})[^.;]{{0,120}}(?:{_CHANGED_RU})[^.;]{{0,120}}{_DEEMED_RU}",
    rf"(?:{_CHANGED_RU})[^.;]{{0,120}}(?:{_USE_RU})[^.;]{{0,120}}{_DEEMED_RU}",
    rf"(?:{_USE_EN})[^.;]{{0,120}}(?:{_CHANGED_EN})[^.;]{{0,120}}{_DEEMED_EN}",
    rf"(?:{_CHANGED_EN})[^.;]{{0,120}}(?:{_USE_EN})[^.;]{{0,120}}{_DEEMED_EN}",
)
_DEEMED_CHANGE = regexes.compile("|".join(DEEMED_CHANGE_PATTERNS))
# An act, work or goods deemed accepted: the acceptance item's own case even when terms are named.
_WORK_ACCEPTED = regexes.compile(
    r"\bакт\w*|работ\w*|товар\w*|результат\w*|deliverabl\w*|\bgoods\b|\bwork product"
)


def deemed_consent_to_changes(lower: str) -> bool:
    """Whether the sentence reads the reader's consent to changed terms from conduct or silence."""
    return bool(_DEEMED_CHANGE.search(lower)) and not _WORK_ACCEPTED.search(lower)


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
        facts.actor is not None
        or bool(_ONE_SIDED.search(lower))
        or _by_one_party(lower)
        or bool(_NAMED_HOLDER.search(lower))
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
    elif (facts.modality == "no_refund" and not _GOODS_RETURN.search(lower)) or refund_barred(lower):
        items["prepayment"] = _first(words, _REFUND_WORDS) or _span(REFUND_BARRED, lower)
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


# Where one predicate of a sentence ends and the next begins.
PART_BREAK = regexes.compile(
    r";|,\s+(?:при этом|а также|а|но|однако|причем|причём)\s|\s(?:при этом|в этом случае)\s"
)
# Money paid ahead of the other side's performance: an advance, a prepayment, payment before delivery or
# the start of work, or early.
_AHEAD = regexes.compile(
    r"предоплат|предварительн\w* оплат|(?<!без )аванс|досрочн\w* оплат|вперед|вперёд"
    r"|(?:оплат|плат[её]ж|перечисл|внес|уплат)\w*[^.;]{0,80}\bдо\s+(?:момента\s+|начала\s+|дня\s+)?(?:передач|поставк|отгрузк|оказани|выполнени|начала|заселени|получени)"
    r"|prepa(?:y|id|ying)|in advance|up-?front|up front|before (?:delivery|shipment|commencement|the services)|early payment"
)
# The advance only as the condition of a price reduction: «при 100 % предоплате предоставляется скидка 5 %»,
# "a 2 % discount for payment within 10 days": a price the payer may choose to earn, not a duty to pay ahead.
_DISCOUNT = regexes.compile(r"скидк|дисконт|бонус|discount|rebate")
# A product or plan named by how it is paid («предоплаченный тариф», "Prepaid Plan"): what is sold, not when
# the reader pays for it.
_PREPAID_PRODUCT = regexes.compile(
    r"(?:предоплаченн|авансов)\w*\s+(?:тариф|карт|пакет|план|сертификат|абонемент|номер|сим|систем\w* расч|лицев|баланс)\w*"
    r"|prepaid\s+(?:plans?|cards?|tariffs?|packages?|minutes|sims?|phones?|accounts?|subscriptions?|balances?|vouchers?|products?|services?)\b"
)
# The services of handling payments («услуги по приёму авансовых платежей»): the subject, not a payment.
_SERVICE_OF_PAYMENTS = regexes.compile(
    r"(?:услуг|работ)\w*\s+по\s+(?:[а-яё]+\s+){0,2}?(?:аванс|предоплат|предварительн|платеж|платёж|оплат)\w*(?:\s+[а-яё]+)?"
)
# A preamble or a definition: who the parties are, whom an offer addresses; no one's duty to pay.
_DESCRIBED = regexes.compile(
    r"именуем\w*|адресован\w*|предлагает\s+(?:любому|неограниченному|физическ|юридическ)|действующ\w+ на основании"
)
# The payer's withdrawal limited to a window from the conclusion («может быть досрочно прекращён по
# инициативе Страхователя в течение 14 дней со дня заключения»): the money comes back only within it.
_WITHDRAWAL_WINDOW = regexes.compile(
    r"(?:прекращ|расторг|отказ)\w*[^.;]{0,80}(?:в течение|не позднее)[^.;]{0,40}(?:дн|день|дней)[^.;]{0,30}(?:со дня|с даты|с момента)\s+(?:его |е[её] )?(?:заключени|оплат|подписани)"
)
# What a clause about money names: paying, a sum, a price, a refund, a deposit.
_MONEY = regexes.compile(
    r"опла[тч]|упла[тч]|выпла[тч]|плат[её]ж|плат[аиуы]\b|перечисл|внос|внес|расч[её]т|денежн|средств|сумм|стоимост|цен[аыуе]\b|вознагражд|аванс|предоплат|задат|депозит|возврат|возвращ"
    r"|\bpa(?:y|id|yment)|fees?\b|price|amount|refund|deposit|advance"
)


def prepayment_predicate(facts: Facts, lower: str) -> bool:
    """Whether a sentence is a clause of money paid ahead or kept: someone pays before the other side
    performs, or an advance, a deposit or a refund is dealt with.

    Not one: a sentence that names no money (a preamble the learned scorer proposes), an advance that is
    only the condition of a discount ("при 100 % предоплате — скидка 5 %"), a product named by how it is
    paid ("предоплаченный тариф", "Prepaid Plan"), a preamble, a definition or a service of handling
    payments."""
    if facts.modality == "no_refund" or _REFUND_BAN.search(lower) or _WITHDRAWAL_WINDOW.search(lower):
        return True
    if refund_barred(lower) and _MONEY.search(lower):
        return True
    if not (facts.actions & {"pay", "prepay"} or _MONEY.search(lower)):
        return False
    if _DESCRIBED.search(lower) and "pay" not in facts.actions and facts.modality != "duty":
        return False
    unnamed = _SERVICE_OF_PAYMENTS.sub(" ", _PREPAID_PRODUCT.sub(" ", lower))
    ahead = [part for part in sentence_parts(unnamed) if _AHEAD.search(part)]
    if ahead:
        return not all(_earns_discount(part) for part in ahead)
    return unnamed == lower and not _DISCOUNT.search(lower)


def _earns_discount(part: str) -> bool:
    """The advance is what earns a discount: it stands in the condition («при 100 % предоплате», "if it
    prepays") or after the discount it qualifies ("a discount ... for invoices paid in advance"); a duty
    to prepay that a discount rewards («вносит 100 % предоплату и получает скидку») stays a duty."""
    discount = _DISCOUNT.search(part)
    if discount is None:
        return False
    ahead = _AHEAD.search(part)
    assert ahead is not None
    return discount.start() < ahead.start() or bool(
        _CONDITION.search(part, max(0, ahead.start() - 80), ahead.start())
    )


_CONDITION = regexes.compile(r"\b(?:при|в случае|если|при условии|if|where|provided)\b")


def sentence_parts(lower: str) -> list[str]:
    """The parts of a sentence between its predicate breaks (:data:`PART_BREAK`)."""
    cuts = [0, *(m.start() for m in PART_BREAK.finditer(lower)), len(lower)]
    return [lower[a:b] for a, b in pairwise(cuts) if b > a]


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


def _span(pattern: re.Pattern[str], lower: str) -> Anchor:
    found = pattern.search(lower)
    return found.span() if found else (0, len(lower))


def _first(words: list[tuple[int, int, str]], lemmas: frozenset[str]) -> Anchor | None:
    return next(((a, b) for a, b, lem in words if lem in lemmas), None)
