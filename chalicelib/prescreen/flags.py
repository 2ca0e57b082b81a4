"""Clause flags: penalty, termination and arbitration wording in either language.

Penalty follows each legal tradition: in Russian law пени and штраф are forms of неустойка (ГК РФ ст. 330), so
they count; in English contracts the analogues are liquidated damages and termination/cancellation fees,
while "without penalty" and "fines, penalties" in indemnities are not penalty clauses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
        r"terminat\w*",
    ),
    "arbitration": (
        r"арбитражн\w+\s+суд\w*",
        r"третейск\w+",
        r"арбитраж\w*",
        r"arbitrat\w*",
        r"arbitral",
    ),
}
FLAG_PATTERNS: dict[str, re.Pattern[str]] = {
    flag: re.compile(r"\b(?:" + "|".join(words) + r")") for flag, words in FLAG_KEYWORDS.items()
}


@dataclass(frozen=True)
class ClauseFlags:
    penalty: bool
    termination: bool
    arbitration: bool


def find_flags(lower: str) -> ClauseFlags:
    """Flags from lower-case text (keywords are lower case; no ``re.IGNORECASE`` for speed)."""
    return ClauseFlags(
        penalty=bool(FLAG_PATTERNS["penalty"].search(lower)),
        termination=bool(FLAG_PATTERNS["termination"].search(lower)),
        arbitration=bool(FLAG_PATTERNS["arbitration"].search(lower)),
    )
