# ruff: noqa: E501  (regular expressions read better unwrapped)
"""deadlines.ics: the contract's computable dates as an RFC 5545 calendar, each with the clause it comes from.

Computable means stated: the end of the term (prescreen's end date), the last day to refuse an automatic
renewal (that date minus the notice the renewal clause gives), and payment or delivery dates written as
calendar dates or as N days from the contract date. Nothing is guessed: no event without such a date.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from chalicelib import regexes
from chalicelib.amendments.heading import ContractHeading
from chalicelib.amendments.locate import clean_text
from chalicelib.amendments.wording import Lang
from chalicelib.clauses import Clause, ContractModel
from chalicelib.messages import text
from chalicelib.prescreen.dates import find_dates

MAX_EVENTS = 20
MAX_DESCRIPTION_QUOTE = 400
_RENEWAL = regexes.compile(
    r"пролонг|продлева\w*|продлен\w*|считается продл|automatic\w* renew|renew\w* automatic|auto-renew|successive"
)
_PAYMENT = regexes.compile(r"оплат|платеж|перечисл|pay|remit")
_DELIVERY = regexes.compile(r"постав|отгруз|переда\w* товар|deliver|ship")
_FROM_CONTRACT_DATE = regexes.compile(
    r"(?:в течение|не позднее|через)\s+(?P<n>\d{1,3})\s*(?:\([^)]{0,40}\)\s*)?(?:календарн\w+\s+|банковск\w+\s+)?"
    r"(?:дн\w*|день)\s+(?:с|после|от)\s+(?:даты|момента|дня)\s+(?:заключения|подписания)\s+(?:настоящего\s+)?(?:договора|контракта)"
    r"|within\s+(?P<en>\d{1,3})\s*(?:\([^)]{0,20}\)\s*)?(?:calendar\s+)?days?\s+(?:of|after|from)\s+(?:the\s+)?"
    r"(?:effective date|date of (?:this|the) agreement|execution of this agreement|signing of this agreement)"
)
_CALENDAR_WORK_DAYS = regexes.compile(r"рабоч|банковск|business")


@dataclass(frozen=True)
class Deadline:
    on: date
    summary: str
    clause_number: str | None
    clause_text: str


def find_deadlines(
    model: ContractModel, heading: ContractHeading, end_date: date | None, lang: Lang
) -> list[Deadline]:
    words = _words(lang)
    clauses = [c for c in model.clauses if not c.heading]
    found: list[Deadline] = []
    if end_date is not None:
        term_clause = _clause_with_date(model, clauses, end_date)
        found.append(_deadline(model, end_date, words["end"], term_clause))
        renewal = next((c for c in clauses if _RENEWAL.search(model.lower[c.start : c.end])), None)
        if renewal is not None:
            notice = _notice_days(model.lower[renewal.start : renewal.end])
            if notice:
                found.append(_deadline(model, end_date - timedelta(days=notice), words["renewal"], renewal))
    signed = heading.signed_on
    for clause in clauses:
        lower = model.lower[clause.start : clause.end]
        kind = "payment" if _PAYMENT.search(lower) else "delivery" if _DELIVERY.search(lower) else None
        if kind is None:
            continue
        for stated in _stated_dates(lower, signed, end_date):
            found.append(_deadline(model, stated, words[kind], clause))
        if signed is not None:
            for match in _FROM_CONTRACT_DATE.finditer(lower):
                if _CALENDAR_WORK_DAYS.search(match.group()):
                    continue  # working days depend on a holiday calendar: not computable here
                days = int(match["n"] or match["en"])
                found.append(_deadline(model, signed + timedelta(days=days), words[kind], clause))
    unique = {(d.on, d.summary): d for d in found}
    return sorted(unique.values(), key=lambda d: d.on)[:MAX_EVENTS]


def _stated_dates(lower: str, signed: date | None, end_date: date | None) -> list[date]:
    """Calendar dates in a payment or delivery clause that are neither the contract date nor the term's end."""
    out = []
    for found in find_dates(lower):
        before = lower[max(0, found.start - 12) : found.start]
        if found.value in (signed, end_date) or re.search(r"\bот\s*$|dated\s*$|№", before):
            continue  # «договор от 01.02.2024», "Agreement dated …": a reference, not a deadline
        if signed is not None and found.value < signed:
            continue
        out.append(found.value)
    return out


def _notice_days(lower: str) -> int | None:
    match = re.search(
        r"(?:за|not less than|at least|no later than)\s+(\d{1,3})\s*(?:\([^)]{0,40}\)\s*)?(?:календарн\w+\s+)?(?:дн|день|days?)",
        lower,
    )
    return int(match.group(1)) if match else None


def _clause_with_date(model: ContractModel, clauses: list[Clause], wanted: date) -> Clause | None:
    for clause in clauses:
        if any(found.value == wanted for found in find_dates(model.lower[clause.start : clause.end])):
            return clause
    return None


def _deadline(model: ContractModel, on: date, summary: str, clause: Clause | None) -> Deadline:
    if clause is None:
        return Deadline(on, summary, None, "")
    text = clean_text(model.text[clause.start : clause.end])
    return Deadline(on, summary, clause.number, text)


def _words(lang: Lang) -> dict[str, str]:
    """The calendar's words (the catalogues' ``deadline.*`` ids)."""
    keys = ("end", "renewal", "payment", "delivery", "clause", "source")
    return {key: text(lang, f"deadline.{key}") for key in keys}


def render_calendar(
    deadlines: list[Deadline],
    heading: ContractHeading,
    lang: Lang,
    *,
    uid_prefix: str,
    stamp: datetime,
    disclaimer: str,
) -> bytes:
    """An RFC 5545 VCALENDAR of all-day events with a reminder a day before; CRLF line ends, folded lines."""
    words = _words(lang)
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Contract check//Deadlines//RU",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        f"X-WR-CALNAME:{_escape(heading.title)}",
    ]
    dtstamp = stamp.strftime("%Y%m%dT%H%M%SZ")
    for n, item in enumerate(deadlines, start=1):
        where = f"{words['clause']} {item.clause_number}: " if item.clause_number else ""
        quote = item.clause_text[:MAX_DESCRIPTION_QUOTE] + (
            "…" if len(item.clause_text) > MAX_DESCRIPTION_QUOTE else ""
        )
        description = f"{heading.title}\n{words['source']}: {where}{quote}\n\n{disclaimer}"
        lines += [
            "BEGIN:VEVENT",
            f"UID:{uid_prefix}-{n}@contract-check",
            f"DTSTAMP:{dtstamp}",
            f"DTSTART;VALUE=DATE:{item.on:%Y%m%d}",
            f"DTEND;VALUE=DATE:{item.on + timedelta(days=1):%Y%m%d}",
            f"SUMMARY:{_escape(item.summary)}",
            f"DESCRIPTION:{_escape(description)}",
            "TRANSP:TRANSPARENT",
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            f"DESCRIPTION:{_escape(item.summary)}",
            "TRIGGER:-P1D",
            "END:VALARM",
            "END:VEVENT",
        ]
    lines.append("END:VCALENDAR")
    return "".join(_fold(line) + "\r\n" for line in lines).encode("utf-8")


def _escape(text: str) -> str:
    return (
        text.replace("\\", "\\\\")
        .replace(";", "\\;")
        .replace(",", "\\,")
        .replace("\r\n", "\\n")
        .replace("\n", "\\n")
    )


def _fold(line: str, limit: int = 75) -> str:
    """RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF and a space; never inside a character."""
    encoded = line.encode("utf-8")
    if len(encoded) <= limit:
        return line
    parts: list[str] = []
    current = ""
    size = 0
    for char in line:
        width = len(char.encode("utf-8"))
        if size + width > (limit if not parts else limit - 1):
            parts.append(current)
            current, size = "", 0
        current += char
        size += width
    parts.append(current)
    return "\r\n ".join(parts)
