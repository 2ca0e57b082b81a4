"""The heading of a протокол: the contract's title, number, date and parties, as the contract names them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from chalicelib import regexes
from chalicelib.amendments.locate import clean_text
from chalicelib.models import Report
from chalicelib.prescreen.dates import find_dates
from chalicelib.reporting.reader import is_title_line

_HEAD_CHARS = 1500
_NUMBER = regexes.compile(r"(?:№|N\s*(?=\d)|No\.\s*|Number\s+)\s*(?P<n>[\w][\w/.\-]{0,30})", re.IGNORECASE)
_PLACEHOLDER = regexes.compile(r"^[_.\-\s]*$")
MAX_TITLE_CHARS = 200


@dataclass(frozen=True)
class ContractHeading:
    title: str
    number: str | None
    signed_on: date | None
    parties: tuple[str, ...]
    roles: tuple[str, ...]


def contract_heading(report: Report, markdown: str) -> ContractHeading:
    head = markdown[:_HEAD_CHARS]
    lines = [clean_text(line) for line in head.splitlines()]
    lines = [line for line in lines if len(line) >= 3]
    title = _title(lines, report)
    number = _number(title) or _number(" ".join(lines[:6]), after_title_word=True)
    return ContractHeading(
        title=title,
        number=number,
        signed_on=_contract_date(head, report),
        parties=tuple(report.prescreen.parties[:2]),
        roles=tuple(role.role for role in report.prescreen.roles[:2]),
    )


def _title(lines: list[str], report: Report) -> str:
    """The first line that names the contract («Договор поставки № 12», "SERVICES AGREEMENT")."""
    for i, line in enumerate(lines[:8]):
        if is_title_line(line):
            following = lines[i + 1] if i + 1 < len(lines) else ""
            continues = following[:1].islower() and not any(ch.isdigit() for ch in following)
            if continues and len(line) + len(following) <= MAX_TITLE_CHARS:
                return f"{line} {following}"  # «Контракт №13» / «на закупку продуктов питания …»
            return line
    stem = report.source.filename.rsplit(".", 1)[0]
    return stem[:MAX_TITLE_CHARS] or ("Договор" if report.source.language == "ru" else "Agreement")


# The contract's own number follows the word that names it («Договор поставки № 12»), not a party's
# («МБОУ «Школа № 17»», "Unit No. 5").
_TITLED_NUMBER = regexes.compile(
    r"(?i)\b(?:договор|контракт|соглашени|оферт|agreement|contract)\w*\s+(?:[^\s№]+\s+){0,4}?(?=№|N\s*\d|No\.)"
)


def _number(text: str, *, after_title_word: bool = False) -> str | None:
    if after_title_word:
        titled = _TITLED_NUMBER.search(text)
        if titled is None:
            return None
        text = text[titled.end() :]
    match = _NUMBER.search(text)
    if match is None or _PLACEHOLDER.match(match["n"]):
        return None
    return match["n"].rstrip(".-/")


def _contract_date(head: str, report: Report) -> date | None:
    """The date written next to the title (the signing date), else prescreen's start date."""
    found = find_dates(head[:600].lower())
    return found[0].value if found else report.prescreen.start_date
