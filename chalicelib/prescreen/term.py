"""Start and end of the contract term.

Start: an explicitly effective date, then the date a stated term begins on, then the signing date of the
preamble (the partner API's start is "effective, else signed"). End: a date the term runs until, the end
of a stated range, or the start plus a stated period. All patterns run on lower-case text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from itertools import pairwise

from chalicelib import regexes
from chalicelib.spelled_numbers import ORDINALS

from .dates import FoundDate, find_dates, parse_period, period_end
from .text import ContractText

LOOKBACK = 70
END_LOOKBACK = 160
PREAMBLE_CHARS = 2500
# An English preamble may follow a long cover page; only a cued date ("entered into this ...") counts there.
CUED_PREAMBLE_CHARS = 4000

EFFECTIVE_BEFORE = regexes.compile(
    r"(?:effective\s+(?:as\s+of|on|from|date\W{0,4}\s*(?:of\s+this\s+\w+\s+)?(?:shall\s+be|is|means))"
    r"|вступает\s+в\s+силу|вступил\w*\s+в\s+силу)\W{0,4}(?:this\s+|the\s+|с\s+)?$"
)
EFFECTIVE_AFTER = regexes.compile(r"^\W{0,4}\(?\s*(?:the\s+|hereinafter\s+|herein\s+)?\W?effective\s+date\b")
TERM_START_BEFORE = regexes.compile(
    r"(?:(?:\bterm|agreement|contract)[^.;]{0,60}?(?:commenc\w*|begin\w*|start\w*)(?:\s+on|\s+as\s+of)?"
    r"|на\s+срок\s+с|сроком\s+на\s+[^.;]{1,40}?\s+с|срок\w*\s+[^.;]{0,40}?начина\w+\s+с)\s+(?:the\s+)?$"
)
RANGE_START_BEFORE = regexes.compile(
    r"(?:\bс|\bfrom|commenc\w*(?:\s+on)?|beginning(?:\s+on)?|starting(?:\s+on)?)\s*$"
)
RANGE_CONTEXT = regexes.compile(
    r"(?:договор\w*|контракт\w*|срок\w*|term|agreement|contract|аренд\w*|найм\w*)(?:[^.;]|\.(?=\s?\d)){0,80}$"
)
RANGE_JOINT = regexes.compile(
    r"^\s*(?:г\.|года)?\s*,?\s*(?:по|до|through|to|until|and\s+ending\s+on"
    r"|and\s+(?:shall\s+)?(?:continue|end|expire|terminate)\w*\s+(?:until|through|on))\s*$"
)
AGREEMENT_BEFORE = regexes.compile(
    r"(?:dated|as\s+of|made|entered\s+into|executed|date:|day\s+of)\W{0,6}(?:this\s+|the\s+|on\s+)?$"
)
# Dates of other documents: a power of attorney, a passport, a licence, a registration, an order, another
# contract («на основании доверенности № 5 от 09.01.2024», «паспорт ... выдан 12.03.2010»), or a birth date.
OTHER_DOCUMENT_BEFORE = regexes.compile(
    r"(?:доверенност|паспорт|выдан|свидетельств|лицензи(?:я|и|ей|ю)\b|регистрац|зарегистрир|реестр|приказ"
    r"|решени|протокол|устав|огрн|инн|рождени|договор\w*\s+№|контракт\w*\s+№|соглашени\w*\s+№|power\s+of\s+attorney"
    r"|passport|born|birth)[^.;]{0,60}$"
)
BIRTH_AFTER = regexes.compile(r"^\s*(?:г\.|года)?\s*(?:рождения|г\.\s*р\.)")
# An offer has no signing date; its date is the one it was published or last revised.
PUBLISHED_BEFORE = regexes.compile(
    r"(?:дата\s+(?:публикации|размещения|последнего\s+обновления|последнего\s+изменения|вступления\s+в\s+силу)"
    r"|редакци\w*\s+от|опубликован\w*|last\s+(?:updated|revised)|published)\W{0,12}(?:на\s+сайте\W{0,4})?(?:от\s+)?$"
)
# Past the usual preamble only the agreement's own making counts ("entered into this ..."), not any "dated"
# (a letter dated ..., a proposal as of ...).
LATE_AGREEMENT_BEFORE = regexes.compile(
    r"(?:entered\s+into|made)(?:\s+and\s+entered\s+into)?\W{0,6}(?:this\s+|the\s+|on\s+|as\s+of\s+)?$"
)
FILING_STAMP = regexes.compile(r"(?:source|filed)\W.{0,60}?,\s*$")
UNCUED_SIGNING_CHARS = 1000
# Cues before an end date, strongest first: a defined expiration date, the term's own end, any end wording.
END_BEFORE_STRONG = regexes.compile(
    r"(?:expiration\s+date\W{0,4}\s*(?:shall\s+)?(?:means?|be|is)"
    r"|\b(?:shall|will)\s+(?:end|expire|terminate)(?:\s+automatically)?"
    r"\s+(?:as\s+of|on|at)"
    r"|(?:remain|continue)\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+(?:until|through)"
    r"|действует\s+до|срок\s+действия[^.;]{0,60}?(?:до|по)|заключ\w+\s+на\s+срок\s+до)"
    r"\s+(?:and\s+including\s+|включительно\s+|the\s+)?$"
)
END_AFTER_STRONG = regexes.compile(
    r"^\W{0,4}\(?\s*(?:the\s+|such\s+)?\W?(?:scheduled\s+)?expiration\s+date\b"
)
END_BEFORE = regexes.compile(
    r"\b(?:expir\w*|terminat\w*|continu\w*|remain\w*|in\s+effect|ending|end"
    r"|действ\w*|срок\w*|оканчива\w*|истека\w*|прекраща\w*)"
    r"[^.;]{0,120}?(?:until|through|on|to|thru|до|по)\s+(?:and\s+including\s+|включительно\s+|the\s+)?$"
)
# Where a contract states its term as a period, strongest wording first.
TERM_PERIOD_CUES: tuple[re.Pattern[str], ...] = tuple(
    regexes.compile(cue + r"(?P<period>[^.;]{0,40}?(?:years?|months?|года?|лет|месяц\w*))")
    for cue in (
        r"\bthe\s+term\s+of\s+(?:this|the)\s+(?:agreement|contract)\s+(?:is|shall\s+be|will\s+be)\s+",
        r"\binitial\s+term\s+of\s+",
        r"\b(?:(?:shall|will)\s+)?(?:continues?|remains?\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?"
        r"|be\s+in\s+effect)\s+for\s+",
        r"\bсроком\s+на\s+",
        r"\bдейству\w+\s+в\s+течение\s+",
        r"\bзаключ\w+\s+(?:на\s+срок|в\s+течение)\s+",
        r"\bсрок\w*\s+действия\s+[^.;]{0,60}?составляет\s+",
        r"\bfor\s+an?\s+(?:initial\s+)?(?:term|period)\s+of\s+",
    )
)
# A term counted from a later outside event (registration, approval, launch) has no end date we can know.
COUNTED_FROM = regexes.compile(
    r"^\s*(?:с\s+(?:даты|момента|дня)|from\s+(?:the\s+)?(?:date\s+of\s+)?)\s*(?P<event>[^.;,]{0,40})"
)
OUTSIDE_EVENT = regexes.compile(
    r"(?:\w+\s+)?(?:(?:государственн\w+\s+)?регистрац|одобрени|утверждени|ввода\s+в\s+эксплуатаци"
    r"|(?:regulatory\s+)?approval|registration|first\s+commercial|launch)"
)
SURVIVAL = regexes.compile(r"surviv\w*|после\s+(?:прекращения|расторжения)")
AFTER_ANOTHER_EVENT = regexes.compile(
    r"^[^.;]{0,30}?(?:after|following|beyond|from)\s+(?:the\s+|any\s+)?(?:date\s+of\s+)?"
    r"(?:termination|expiration|expiry)"
    r"|^[^.;]{0,30}?после\s+(?:прекращения|расторжения|окончания|истечения)"
)
# Last resort for contracts that run "until fully performed": the deadline of the main obligation.
FINAL_DEADLINE_BEFORE = regexes.compile(
    r"(?:(?:окончани\w+|завершени\w+)\s+(?:\w+\s+)?(?:работ|услуг|поставк\w*)\W{0,3}\s*(?:-\s*|до\s+|не\s+позднее\s+)?"
    r"|возвра\w+\s+[^.;]{0,60}?(?:не\s+позднее|до)\s+"
    r"|(?:repay\w*|complet\w+)\s+[^.;]{0,60}?(?:on\s+or\s+before|no\s+later\s+than)\s+)$"
)
ANNIVERSARY = regexes.compile(
    r"(?:until|ending\s+on|expire\w*\s+on|end\s+on|terminate\w*\s+on)[^.;]{0,60}?\bthe\s+(?P<n>[a-z]+)"
    r"(?:\s*\([^)]{1,8}\))?\s+anniversary"
)


@dataclass(frozen=True)
class Term:
    start: date | None
    end: date | None


def _before(lower: str, found: FoundDate, reach: int = LOOKBACK) -> str:
    """The text before a date, without the opening quote of «31» декабря."""
    before = lower[max(0, found.start - reach) : found.start]
    stripped = before.rstrip()
    return stripped[:-1] + " " if stripped.endswith(("«", '"')) else before


def _effective_date(lower: str, dates: list[FoundDate]) -> date | None:
    for found in dates:
        after = lower[found.end : found.end + LOOKBACK]
        if EFFECTIVE_BEFORE.search(_before(lower, found)) or EFFECTIVE_AFTER.search(after):
            return found.value
    return None


def _range(lower: str, dates: list[FoundDate]) -> tuple[date, date] | None:
    """«с 01.09.2024 по 31.07.2025», "from June 1, 1998 through May 31, 1999"."""
    for first, second in pairwise(dates):
        if (
            second.value > first.value
            and RANGE_JOINT.match(lower[first.end : second.start])
            and RANGE_START_BEFORE.search(_before(lower, first, 20))
            and RANGE_CONTEXT.search(_before(lower, first, 100))
        ):
            return first.value, second.value
    return None


def _term_start(lower: str, dates: list[FoundDate]) -> date | None:
    for found in dates:
        if TERM_START_BEFORE.search(_before(lower, found)):
            return found.value
    return None


def _signing_date(lower: str, dates: list[FoundDate], russian: bool) -> date | None:
    """A cued date of the preamble, else its first date that is neither a filing stamp nor an end date.

    Russian contracts put the signing date on the line after the title («г. Москва «15» января 2024 г.»),
    so there the first date wins even over cued ones (a power of attorney «от 09.01.2024» comes later).
    """
    reach = PREAMBLE_CHARS if russian else CUED_PREAMBLE_CHARS
    preamble = [
        d
        for d in dates
        if d.start < reach
        and not FILING_STAMP.search(_before(lower, d))
        and not END_BEFORE.search(_before(lower, d, END_LOOKBACK))
        and not _of_another_document(lower, d)
    ]
    if russian:
        return preamble[0].value if preamble else None
    for found in preamble:
        cue = AGREEMENT_BEFORE if found.start < PREAMBLE_CHARS else LATE_AGREEMENT_BEFORE
        if cue.search(_before(lower, found)):
            return found.value
    uncued = [d for d in preamble if d.start < min(UNCUED_SIGNING_CHARS, PREAMBLE_CHARS)]
    return uncued[0].value if uncued else None


def _of_another_document(lower: str, found: FoundDate) -> bool:
    return bool(
        OTHER_DOCUMENT_BEFORE.search(_before(lower, found))
        or BIRTH_AFTER.match(lower[found.end : found.end + 20])
    )


def _published_date(lower: str, dates: list[FoundDate]) -> date | None:
    for found in dates:
        if PUBLISHED_BEFORE.search(_before(lower, found, 90)):
            return found.value
    return None


def _explicit_end(lower: str, dates: list[FoundDate], start: date | None) -> date | None:
    later = [d for d in dates if start is None or d.value > start]
    for found in later:
        after = lower[found.end : found.end + LOOKBACK]
        if END_BEFORE_STRONG.search(_before(lower, found, END_LOOKBACK)) or END_AFTER_STRONG.search(after):
            return found.value
    for found in later:
        if END_BEFORE.search(_before(lower, found, END_LOOKBACK)):
            return found.value
    return None


def _final_deadline(lower: str, dates: list[FoundDate], start: date | None) -> date | None:
    for found in dates:
        if (start is None or found.value > start) and FINAL_DEADLINE_BEFORE.search(_before(lower, found)):
            return found.value
    return None


def _stated_period(lower: str) -> tuple[int, int] | None:
    """The contract's term as (years, months); None when it runs from an event whose date is unknown."""
    for cue in TERM_PERIOD_CUES:
        for match in cue.finditer(lower):
            period = parse_period(match["period"])
            after = lower[match.end() : match.end() + 60]
            before = lower[max(0, match.start() - 80) : match.start()]
            if not period or AFTER_ANOTHER_EVENT.search(after) or SURVIVAL.search(before):
                continue
            event = COUNTED_FROM.match(after)
            if event and OUTSIDE_EVENT.match(event["event"]):
                return None
            return period
    anniversary = ANNIVERSARY.search(lower)
    years = ORDINALS.get(anniversary["n"]) if anniversary else None
    return (years, 0) if years else None


def _end_from_period(lower: str, start: date | None, russian: bool) -> date | None:
    if start is None:
        return None
    period = _stated_period(lower)
    return period_end(start, period, inclusive=russian) if period else None


def find_term(text: ContractText, russian: bool) -> Term:
    """Start and end; a term's own start («сроком на 11 месяцев с 01 февраля 2024 г.») counts its end."""
    lower = text.lower
    dates = find_dates(lower)
    stated_range = _range(lower, dates)
    term_start = (
        _effective_date(lower, dates)
        or (stated_range[0] if stated_range else None)
        or _term_start(lower, dates)
    )
    if russian:
        # A Russian contract is dated in its heading; that date is its start even when the term it states
        # runs from a later day («действует с 01 января 2019 г.» in a contract of «27» ноября 2018 г.).
        start = _signing_date(lower, dates, russian) or _published_date(lower, dates) or term_start
    else:
        start = term_start or _signing_date(lower, dates, russian)
    counted_from = term_start or start
    end = (
        (stated_range[1] if stated_range else None)
        or _explicit_end(lower, dates, counted_from)
        or _end_from_period(lower, counted_from, russian)
        or _final_deadline(lower, dates, counted_from)
    )
    return Term(start=start, end=end)


_TERM_SUBJECT = (
    r"(?:договор\w*|соглашени\w*|контракт\w*|оферт\w*|срок\s+действия[^.;]{0,60}?"
    r"|this\s+agreement|the\s+agreement|the\s+term(?:\s+of\s+this\s+agreement)?)"
)
_RU_DURATION = r"(?:лет|года?|месяц\w*|календарн\w+\s+(?:дн\w+|месяц\w*)|рабоч\w+\s+дн\w+|дн\w+|недел\w+)"
_EN_DURATION = r"(?:years?|months?|days?|weeks?)"
TERM_PHRASE = regexes.compile(
    _TERM_SUBJECT + r"[^.;]{0,90}?(?P<term>бессрочн\w*|на\s+неопредел[её]нн\w+\s+срок"
    r"|до\s+(?:полного\s+|надлежащего\s+)?(?:исполнения|выполнения)\s+(?:сторонами\s+)?(?:[а-яё]+\s+){0,2}?"
    r"обязательств\w*"
    r"|(?:в\s+течение|сроком\s+на|на\s+срок|на\s+период)\s+(?:\d+|[а-яё]+)(?:\s*\([а-яё\s]+\))?\s*"
    + _RU_DURATION
    # «Срок действия договора — 6 (шесть) месяцев», «... составляет один год»: the period as the predicate.
    + r"|(?:(?<=[—–:]\s)|(?<=\s-\s)|(?<=составляет\s))(?:\d+|[а-яё]+)(?:\s*\([а-яё\s]+\))?\s*"
    + _RU_DURATION
    + r"|(?:for\s+(?:a|an\s+initial)\s+(?:period|term)\s+of|for\s+a\s+term\s+of|for)\s+(?:\d+|[a-z]+)"
    r"(?:\s*\(\d+\))?\s*" + _EN_DURATION + r"|indefinite(?:ly)?|perpetual(?:ly)?|perpetuity)"
)


def find_term_phrase(text: ContractText) -> str | None:
    """How long the contract runs when it names no end date, in its own words: «бессрочно», «в течение 1
    (одного) года», «до полного исполнения обязательств», "for a period of three (3) years".

    The first such phrase after the contract's own subject («Договор действует ...», "The term of this
    Agreement ..."), cut from ``flat`` so the summary quotes the contract.
    """
    for match in TERM_PHRASE.finditer(text.lower):
        gap = text.lower[match.start() : match.start("term")]
        # The words between the last naming of the contract and the period say whose period it is.
        last = list(SUBJECT_WORD.finditer(gap))
        own = gap[last[-1].end() :] if last else gap
        if OTHER_PERIOD.search(own[-OTHER_PERIOD_CHARS:]) or (CYRILLIC.search(gap) and not RUNS.search(gap)):
            continue
        return text.flat[match.start("term") : match.end("term")]
    return None


OTHER_PERIOD_CHARS = 40
SUBJECT_WORD = regexes.compile(r"договор\w*|соглашени\w*|контракт\w*|оферт\w*|agreement|contract")
# A period between the contract's name and the phrase that belongs to another duty: a claim answered, a
# defect cured, a payment or a notice made within it («претензия по договору рассматривается в течение 15
# дней»), not the contract's own term.
OTHER_PERIOD = regexes.compile(
    r"претензи|рассматрива|рассмотр|ответ|устран|оплат|уплат|возврат|уведом|извещ|направ|сообщ|поставк|передач|перечисл"
    r"|обязан|обязу|вправе|расторгн|отказ|claim|notice|notif|pay|cure|respond|deliver|terminat"
)
CYRILLIC = regexes.compile(r"[а-яё]")
# What says the contract runs: in force, concluded, valid, is (indefinite), the term itself.
RUNS = regexes.compile(
    r"действ|заключ|вступ|являет|срок|продлева|пролонг|составляет|is\b|shall\b|will\b|remain|continu|effect|term|expire"
)
