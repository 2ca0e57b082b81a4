"""Clause flags: penalty, termination and arbitration wording in either language.

Penalty follows each legal tradition: in Russian law пени and штраф are forms of неустойка (ГК РФ ст. 330), so
they count; in English contracts the analogues are liquidated damages and termination/cancellation fees,
while "without penalty" and "fines, penalties" in indemnities are not penalty clauses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chalicelib import regexes
from chalicelib.models import DisputeForum

FLAG_KEYWORDS: dict[str, tuple[str, ...]] = {
    "penalty": (
        r"неустойк\w*",
        r"пен(?:и|ей|ю)",
        r"штраф\w*",
        r"liquidated\s+damages",
        r"(?<![\w-])(?:early\s+)?termination\s+(?:fee|charge|payment)s?",
        r"cancellation\s+fees?",
        r"break-?up\s+fees?",
        r"penalty\s+(?:of|equal|in\s+the\s+amount)",
        r"as\s+a\s+penalty",
        r"in\s+(?:the\s+)?(?:case|event)\s+of\s+(?:a\s+|any\s+)?(?:violation|breach)\s+of\s+this\s+(?:article|section|clause)"
        r"[^.;]{0,40}?\s(?:shall|will)\s+pay",
        r"за\s+каждый\s+(?:календарный\s+|рабочий\s+)?день\s+просрочки",
    ),
    "termination": (
        r"расторж\w*",
        r"расторгн\w*",
        r"односторонн\w+\s+(?:внесудебн\w+\s+)?отказ\w*",
        r"отказ\w*\s+от\s+(?:исполнения\s+)?(?:настоящего\s+)?договора",
        r"прекращени\w+\s+(?:\w+\s+)?договор\w*",
        r"договор\w*\s+(?:может\s+быть\s+)?прекращ\w*",
        r"потребовать\s+досрочн\w*",
        r"выход\w*\s+(?:\w+\s+)?из\s+(?:настоящего\s+)?договор\w*",
        r"прекращени\w+\s+(?:его\s+|ее\s+|её\s+)?действия",
        r"отказ\w*\s+от\s+(?:\w+\s+){0,2}(?:услуг|получения|исполнения|договор)\w*",
        r"прекрат\w*\s+(?:\w+\s+){0,2}(?:стажировк|работ|пользовани|оказани|доступ|обслуживани)\w*",
        r"доступ\w*\s+(?:\w+\s+){0,4}прекращ\w*",
        r"terminat\w*",
    ),
    "arbitration": (
        r"арбитражн\w+\s+суд\w*",
        r"(?:экономическ\w+|хозяйственн\w+)\s+суд\w*",
        r"commercial\s+court",
        r"третейск\w+",
        r"арбитраж\w*",
        r"arbitrat\w*",
        r"arbitral",
    ),
}
# Which forum the disputes go to. «Арбитражный суд» is a Russian state commercial court, not arbitration; a
# «Международный коммерческий арбитражный суд» (МКАС) and a «третейский суд» are arbitration tribunals.
# An arbitral institution named alone is arbitration too: «Российский арбитражный центр», «Арбитражный центр
# при РСПП», the ICC, LCIA, AAA, JAMS, SIAC or HKIAC by their rules or as the body that settles the dispute.
ARBITRATION_TRIBUNAL = regexes.compile(
    r"\b(?:третейск\w+|международн\w+\s+коммерческ\w+\s+арбитраж\w*|мкас\b|arbitrat\w*|arbitral"
    r"|арбитражн\w+\s+(?:центр|учреждени)\w*|постоянно\s+действующ\w+\s+арбитраж\w*"
    r"|(?:icc|lcia|aaa|jams|siac|hkiac)\b[^.;]{0,40}\brules\b"
    r"|(?:administered|settled|resolved|determined|referred)\s+(?:\w+\s+){0,3}?(?:by|to)\s+(?:the\s+)?(?:icc|lcia|aaa|jams|siac|hkiac)\b"
    r"|international\s+chamber\s+of\s+commerce|american\s+arbitration)"
)
STATE_COMMERCIAL_COURT = regexes.compile(r"\bарбитражн\w+\s+суд\w*|\bарбитраж\w*")
# A foreign state court for business disputes: Kazakhstan's «специализированный межрайонный экономический
# суд», Belarus's «экономический суд», a «хозяйственный суд», an English "Commercial Court".
FOREIGN_COMMERCIAL_COURT = regexes.compile(
    r"\b(?:экономическ\w+|хозяйственн\w+)\s+суд\w*|\bcommercial\s+court\b(?!\s+of\s+arbitration)"
)
FLAG_PATTERNS: dict[str, re.Pattern[str]] = {
    flag: regexes.compile(r"\b(?:" + "|".join(words) + r")") for flag, words in FLAG_KEYWORDS.items()
}


@dataclass(frozen=True)
class ClauseFlags:
    penalty: bool
    termination: bool
    arbitration: bool
    forum: DisputeForum | None = None


def dispute_forum(lower: str) -> DisputeForum | None:
    """A third-party tribunal when one is named, else a state commercial (arbitrazh) court."""
    if ARBITRATION_TRIBUNAL.search(lower):
        return "arbitration"
    if STATE_COMMERCIAL_COURT.search(lower):
        return "arbitrazh_court"
    return "commercial_court" if FOREIGN_COMMERCIAL_COURT.search(lower) else None


def find_flags(lower: str) -> ClauseFlags:
    """Flags from lower-case text (keywords are lower case; no ``re.IGNORECASE`` for speed)."""
    return ClauseFlags(
        penalty=bool(FLAG_PATTERNS["penalty"].search(lower)),
        termination=bool(FLAG_PATTERNS["termination"].search(lower)),
        arbitration=bool(FLAG_PATTERNS["arbitration"].search(lower)),
        forum=dispute_forum(lower),
    )


# The court a jurisdiction clause names, when it is no commercial court or tribunal (those are ``forum``):
# «споры рассматриваются в суде по месту нахождения истца», "the state and federal courts located in
# New York County".
_RU_COURT = regexes.compile(
    r"(?:спор\w*|разноглас\w*|требовани\w*)[^.;]{0,160}?(?:рассматрива\w*|разреша\w*|переда\w*|подлеж\w*"
    r"|подсудн\w*|обраща\w*)[^.;]{0,60}?(?P<court>(?<![а-яё])(?:в|во)\s+(?:[а-яё-]+\s+){0,4}?суд(?:е|ы|ах|ом)?\b"
    r"(?:[^.;]|(?<=\sг)\.|(?<=\sобл)\.){0,90}?)(?=(?<!\sг)(?<!\sобл)[.;]|\s+в\s+(?:порядке|соответствии)|\s+с\s+соблюдением|\s+согласно|$)"
)
_EN_COURT = regexes.compile(
    r"(?:jurisdiction|venue|brought|submit\w*|resolved|heard)[^.;]{0,60}?\b(?:of|in|before|to)\s+the\s+"
    r"(?P<court>(?:(?:exclusive\s+)?(?:(?:state|federal)\s+(?:and/or|and|or)\s+(?:state|federal)|state|federal|competent"
    r"|english|courts?\s+of\s+[a-z]+)\s+)?courts?\b[^.;]{0,80}?)(?=[.;,]|\s+(?:and|for|with|in\s+connection)\b|$)"
)


# The court as the agent («споры разрешаются Гагаринским районным судом г. Москвы»), or the seat alone
# («споры рассматриваются по месту нахождения Арендодателя»), or an English venue with no court named.
_COURT_END = r"(?=(?<!\sг)(?<!\sобл)[.;]|\s+в\s+(?:порядке|соответствии)|\s+с\s+соблюдением|\s+согласно|$)"
_RU_COURT_AGENT = regexes.compile(
    r"(?:спор\w*|разноглас\w*)[^.;]{0,160}?(?:рассматрива|разреша)\w*\s+"
    r"(?P<court>(?:[а-яё-]+\s+){1,4}?суд(?:ом|ами)\b(?:[^.;]|(?<=\sг)\.|(?<=\sобл)\.){0,90}?)" + _COURT_END
)
_RU_SEAT = regexes.compile(
    r"(?:спор\w*|разноглас\w*)[^.;]{0,160}?(?:рассматрива|разреша|подлеж|переда)\w*[^.;]{0,40}?"
    r"(?P<court>по\s+месту\s+(?:нахождения|жительства|регистрации)\s+[а-яё]+)"
)
_EN_VENUE = regexes.compile(
    r"\bvenue\b[^.;]{0,60}?\b(?:shall|will)\s+(?:be|lie)\s+(?:exclusively\s+|solely\s+|only\s+)?in\s+"
    r"(?P<court>[a-z][^.;]{2,60}?)(?=[.;]|\s+(?:and|for|with)\b|$)"
)
# A judge as the agent («споры рассматриваются мировым судьей судебного участка № 5»), kept as written.
_RU_JUDGE_AGENT = regexes.compile(
    r"(?:спор\w*|разноглас\w*)[^.;]{0,160}?(?:рассматрива|разреша)\w*\s+"
    r"(?P<court>(?:[а-яё-]+\s+){0,2}?судь(?:[её]й|ями)\b(?:[^.;]|(?<=\sг)\.|(?<=\sобл)\.){0,90}?)"
    + _COURT_END
)
# The courts as the subject: "the courts of England shall have exclusive jurisdiction".
_EN_COURTS_HAVE = regexes.compile(
    r"(?P<court>\b(?:state\s+|federal\s+|competent\s+)?courts?\s+(?:of|in|located\s+in|sitting\s+in)\s+[^.;]{2,60}?)"
    r"\s+(?:shall|will|do|does)\s+have\s+(?:the\s+)?(?:sole\s+(?:and\s+)?)?(?:exclusive\s+|non-exclusive\s+)?jurisdiction"
)
_COURT_CLAUSES = (
    _RU_COURT,
    _RU_COURT_AGENT,
    _RU_JUDGE_AGENT,
    _RU_SEAT,
    _EN_COURT,
    _EN_VENUE,
    _EN_COURTS_HAVE,
)


def court_named(flat: str, lower: str) -> str | None:
    """The court of a jurisdiction clause in the contract's words (``flat`` and ``lower`` share offsets)."""
    match = next((m for rx in _COURT_CLAUSES if (m := rx.search(lower))), None)
    if match is None:
        return None
    court = flat[match.start("court") : match.end("court")].strip(" ,:")
    return _court_in_nominative(court) if match.re is _RU_COURT_AGENT else court


_INSTRUMENTAL_ENDINGS = (
    (r"судом$", "суд"),
    (r"судами$", "суды"),
    (r"([сц]к|[жчшщ])им$", r"\1ий"),
    (r"ым$", "ый"),
    (r"им$", "ий"),
)


def _court_in_nominative(court: str) -> str:
    """«Гагаринским районным судом г. Москвы» → «Гагаринский районный суд г. Москвы»: the words up to
    «судом» in the nominative, the rest (the city in the genitive) as written."""
    words = court.split()
    end = next((i for i, word in enumerate(words) if word.lower().startswith("суд")), -1)
    for index in range(end + 1):
        for ending, nominative in _INSTRUMENTAL_ENDINGS:
            changed = re.sub(ending, nominative, words[index])
            if changed != words[index]:
                words[index] = changed
                break
    return " ".join(words)
