"""Clause flags: penalty, termination and arbitration wording in either language.

Penalty follows each legal tradition: in Russian law пени and штраф are forms of неустойка (ГК РФ ст. 330), so
they count; in English contracts the analogues are liquidated damages and termination/cancellation fees,
while "without penalty" and "fines, penalties" in indemnities are not penalty clauses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
ARBITRATION_TRIBUNAL = re.compile(
    r"\b(?:третейск\w+|международн\w+\s+коммерческ\w+\s+арбитраж\w*|мкас\b|arbitrat\w*|arbitral)"
)
STATE_COMMERCIAL_COURT = re.compile(r"\bарбитражн\w+\s+суд\w*|\bарбитраж\w*")
# A foreign state court for business disputes: Kazakhstan's «специализированный межрайонный экономический
# суд», Belarus's «экономический суд», a «хозяйственный суд», an English "Commercial Court".
FOREIGN_COMMERCIAL_COURT = re.compile(
    r"\b(?:экономическ\w+|хозяйственн\w+)\s+суд\w*|\bcommercial\s+court\b(?!\s+of\s+arbitration)"
)
FLAG_PATTERNS: dict[str, re.Pattern[str]] = {
    flag: re.compile(r"\b(?:" + "|".join(words) + r")") for flag, words in FLAG_KEYWORDS.items()
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
