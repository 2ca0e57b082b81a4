"""The words a report is written in (the catalogues' ``report.*`` and ``date.*`` ids): one language per
report, dates and money as people write them.

A report speaks the language of its contract (the same rule the analysis uses for finding texts): an English
contract gets an English report, everything else a Russian one. No internal terms (confidence scores,
routing) reach the reader.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from chalicelib.language import report_language
from chalicelib.messages import Lang, text
from chalicelib.models import CONTRACT_TYPES, PrescreenResult, Report, Severity

CURRENCY_SIGNS: dict[str, str] = {"RUB": "₽", "USD": "$", "EUR": "€", "GBP": "£", "KZT": "₸", "CNY": "¥"}
NBSP = "\u00a0"


@dataclass(frozen=True)
class Wording:
    """Every fixed phrase of a report in one language."""

    title: str
    disclaimer: str
    written_for: str
    score: str
    severity: dict[Severity, str]
    severity_heading: dict[Severity, str]
    contract_types: dict[str, str]
    languages: dict[str, str]
    rows: dict[str, str]
    yes: str
    no: str
    not_stated: str
    not_found: str
    not_filled: str
    free: str
    parties_unknown: str
    forum: dict[str, str]
    no_forum: str
    ocr: str
    ocr_pages: str
    ocr_quality: str
    review_advised: str
    no_findings: str
    findings_count: str
    page: str
    why: str
    ask: str
    method_rules: str
    method_llm: str
    method_unverified: str
    quote_marks: tuple[str, str]


_SEVERITIES: tuple[Severity, ...] = ("high", "medium", "low")
_LANGUAGES = ("ru", "en", "mixed", "unknown")
_ROWS = (
    "file",
    "pages",
    "language",
    "type",
    "parties",
    "amount",
    "term",
    "law",
    "penalty",
    "termination",
    "disputes",
    "text",
)
_FORUMS = ("arbitrazh_court", "commercial_court", "arbitration")
_PHRASES = (
    "title",
    "written_for",
    "score",
    "yes",
    "no",
    "not_stated",
    "not_found",
    "not_filled",
    "free",
    "parties_unknown",
    "no_forum",
    "ocr",
    "ocr_pages",
    "ocr_quality",
    "review_advised",
    "no_findings",
    "findings_count",
    "page",
    "why",
    "ask",
    "method_rules",
    "method_llm",
)


def _wording(lang: Lang) -> Wording:
    """One language's wording, from its catalogue (``report.*`` ids)."""

    def group(prefix: str, keys: tuple[str, ...]) -> dict[str, str]:
        return {key: text(lang, f"report.{prefix}.{key}") for key in keys}

    return Wording(
        disclaimer=text(lang, "disclaimer"),
        severity={s: text(lang, f"report.severity.{s}") for s in _SEVERITIES},
        severity_heading={s: text(lang, f"report.severity_heading.{s}") for s in _SEVERITIES},
        contract_types=group("contract_type", CONTRACT_TYPES),
        languages=group("language", _LANGUAGES),
        rows=group("row", _ROWS),
        forum=group("forum", _FORUMS),
        method_unverified=" " + text(lang, "report.method_unverified"),
        quote_marks=(text(lang, "report.quote_open"), text(lang, "report.quote_close")),
        **{phrase: text(lang, f"report.{phrase}") for phrase in _PHRASES},
    )


RU = _wording("ru")
EN = _wording("en")
WORDING: dict[Lang, Wording] = {"ru": RU, "en": EN}


def wording_for(report: Report) -> Wording:
    """The report's language: the contract's (English for an English contract, Russian otherwise)."""
    return WORDING[report_language(report.source.language)]


def risk_level(score: int) -> Severity:
    if score >= 60:
        return "high"
    if score >= 30:
        return "medium"
    return "low"


def date_text(value: date, lang: Lang) -> str:
    """15 марта 2025 г. / March 15, 2025."""
    month = text(lang, f"date.month.{value.month}")
    return text(lang, "date.format", day=value.day, month=month, year=value.year)


def money_text(amount: float, currency: str | None, lang: Lang) -> str:
    """4 800 000 ₽ / $4,800,000; kopecks and cents only when there are any."""
    whole = round(amount, 2) == int(amount)
    digits = f"{amount:,.0f}" if whole else f"{amount:,.2f}"
    sign = CURRENCY_SIGNS.get(currency or "", currency or "")
    if lang == "ru":
        digits = digits.replace(",", NBSP).replace(".", ",")
        return f"{digits}{NBSP}{sign}".strip()
    if sign in ("$", "£", "€", "¥"):
        return f"{sign}{digits}"
    return f"{digits} {sign}".strip()


def amount_text(p: PrescreenResult, words: Wording, lang: Lang) -> str:
    if p.total_amount is None:
        return words.not_filled if p.price_blank else words.not_found
    if p.total_amount == 0:
        return words.free
    return money_text(p.total_amount, p.currency, lang)


def term_text(p: PrescreenResult, words: Wording, lang: Lang) -> str:
    start = date_text(p.start_date, lang) if p.start_date else None
    end = date_text(p.end_date, lang) if p.end_date else None
    parts = [
        text(lang, "report.term_from", date=start) if start else "",
        text(lang, "report.term_until", date=end) if end else "",
    ]
    if end is None and p.term_stated:  # «бессрочно», «в течение 1 (одного) года»: the contract's words
        parts.append(p.term_stated)
    return " ".join(part for part in parts if part) or words.not_stated


def disputes_text(p: PrescreenResult, words: Wording) -> str:
    if p.dispute_forum is not None:
        return words.forum[p.dispute_forum]
    if p.has_arbitration:
        return words.forum["arbitration"]
    return p.dispute_court or words.no_forum


def side_text(report: Report) -> str | None:
    """The side the report was written for, when the analysis recorded one (a role name or an object)."""
    side: Any = getattr(report, "side", None)
    if side is None or side == "":
        return None
    if isinstance(side, str):
        return side
    for attribute in ("label", "role", "name"):
        value = getattr(side, attribute, None)
        if isinstance(value, str) and value:
            return value
    return str(side)


def side_reason_text(report: Report) -> str | None:
    """Why the report is written for its side ("выбрана пользователем", "by default: the individual")."""
    reason: Any = getattr(report, "side_reason", None)
    return reason if isinstance(reason, str) and reason else None


def recognition_text(report: Report, words: Wording) -> str | None:
    """Said only when some text was recognised from an image, with how sure recognition was if known."""
    source = report.source
    if not source.ocr_used:
        return None
    ocr_pages: Any = getattr(source, "ocr_pages", None)
    text = words.ocr
    if isinstance(ocr_pages, int) and ocr_pages and source.pages:
        text += " (" + words.ocr_pages.format(ocr=ocr_pages, total=source.pages) + ")"
    confidence: Any = getattr(source, "ocr_confidence", None)
    if isinstance(confidence, (int, float)):
        percent = round(confidence * 100) if confidence <= 1 else round(confidence)
        text += "; " + words.ocr_quality.format(percent=percent)
    return text


def summary_rows(report: Report) -> list[tuple[str, str]]:
    words = wording_for(report)
    lang = report_language(report.source.language)
    p = report.prescreen
    rows = words.rows
    summary = [
        (rows["file"], report.source.filename),
        (rows["type"], words.contract_types.get(p.contract_type, p.contract_type)),
        (rows["parties"], "; ".join(p.parties) if p.parties else words.parties_unknown),
        (rows["amount"], amount_text(p, words, lang)),
        (rows["term"], term_text(p, words, lang)),
        (rows["law"], p.governing_law or words.not_stated),
        (rows["penalty"], words.yes if p.has_penalty_clause else words.no),
        (rows["termination"], words.yes if p.has_termination_clause else words.no),
        (rows["disputes"], disputes_text(p, words)),
        (rows["pages"], str(report.source.pages)),
        (rows["language"], words.languages.get(report.source.language, report.source.language)),
    ]
    recognised = recognition_text(report, words)
    if recognised is not None:
        summary.append((rows["text"], recognised))
    return summary


def method_text(report: Report) -> str:
    words = wording_for(report)
    if report.provider == "rules":
        return words.method_rules
    model = f"{report.provider}, {report.model}" if report.model else report.provider
    unverified = "" if report.stats.llm_verified else words.method_unverified
    return words.method_llm.format(model=model) + unverified


def findings_count_text(report: Report) -> str:
    counts = {s: sum(1 for f in report.findings if f.severity == s) for s in ("high", "medium", "low")}
    return wording_for(report).findings_count.format(**counts)
