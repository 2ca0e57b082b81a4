"""The words a report is written in: one language per report, dates and money as people write them.

A report speaks the language of its contract (the same rule the analysis uses for finding texts): an English
contract gets an English report, everything else a Russian one. No internal terms (confidence scores,
routing) reach the reader.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any, Literal

from chalicelib.language import report_language
from chalicelib.messages import text
from chalicelib.models import PrescreenResult, Report, Severity

Lang = Literal["ru", "en"]

RU_MONTHS_GENITIVE = (
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
)
EN_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
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


RU = Wording(
    title="Отчёт о проверке договора",
    disclaimer=text("ru", "disclaimer"),
    written_for="Проверено в интересах стороны",
    score="Оценка риска: {score} из 100 ({level})",
    severity={"high": "высокий", "medium": "средний", "low": "низкий"},
    severity_heading={"high": "Высокий риск", "medium": "Средний риск", "low": "Низкий риск"},
    contract_types={
        "supply": "поставка",
        "sale": "купля-продажа",
        "lease": "аренда",
        "services": "оказание услуг",
        "work": "подряд",
        "loan": "заём",
        "license": "лицензионный",
        "nda": "соглашение о конфиденциальности",
        "employment": "трудовой",
        "agency": "агентский",
        "distribution": "дистрибуция",
        "franchise": "франчайзинг (коммерческая концессия)",
        "partnership": "партнёрство / совместная деятельность",
        "other": "иной",
    },
    languages={"ru": "русский", "en": "английский", "mixed": "смешанный", "unknown": "не определён"},
    rows={
        "file": "Файл",
        "pages": "Страниц",
        "language": "Язык",
        "type": "Тип договора",
        "parties": "Стороны",
        "amount": "Цена договора",
        "term": "Срок",
        "law": "Применимое право",
        "penalty": "Неустойка",
        "termination": "Условия расторжения",
        "disputes": "Споры",
        "text": "Текст",
    },
    yes="есть",
    no="нет",
    not_stated="не указано",
    not_found="не найдена",
    free="бесплатно",
    parties_unknown="не определены",
    forum={
        "arbitrazh_court": "арбитражный суд (государственный суд)",
        "commercial_court": "экономический суд (государственный суд)",
        "arbitration": "третейский суд (арбитраж)",
    },
    no_forum="особый порядок не указан",
    ocr="распознан с изображения",
    ocr_pages="{ocr} из {total} стр.",
    ocr_quality="качество распознавания {percent} %",
    review_advised="Часть сведений о договоре определена неуверенно: сверьте их с текстом и покажите "
    "договор юристу.",
    no_findings="Рисков по чек-листу не найдено.",
    findings_count="Находки: высокий риск — {high}, средний — {medium}, низкий — {low}",
    page="стр.",
    why="Почему это важно.",
    ask="Что предложить.",
    method_rules="Проверка: автоматические правила, без языковой модели.",
    method_llm="Проверка: правила и языковая модель ({model}).",
    method_unverified=" Часть находок моделью не проверена.",
    quote_marks=("«", "»"),
)

EN = Wording(
    title="Contract review report",
    disclaimer=text("en", "disclaimer"),
    written_for="Reviewed for",
    score="Risk score: {score} of 100 ({level})",
    severity={"high": "high", "medium": "medium", "low": "low"},
    severity_heading={"high": "High risk", "medium": "Medium risk", "low": "Low risk"},
    contract_types={
        "supply": "supply",
        "sale": "sale",
        "lease": "lease",
        "services": "services",
        "work": "work (construction / development)",
        "loan": "loan",
        "license": "licence",
        "nda": "non-disclosure",
        "employment": "employment",
        "agency": "agency",
        "distribution": "distribution",
        "franchise": "franchise",
        "partnership": "partnership / joint venture",
        "other": "other",
    },
    languages={"ru": "Russian", "en": "English", "mixed": "mixed", "unknown": "unknown"},
    rows={
        "file": "File",
        "pages": "Pages",
        "language": "Language",
        "type": "Contract type",
        "parties": "Parties",
        "amount": "Contract price",
        "term": "Term",
        "law": "Governing law",
        "penalty": "Penalties / liquidated damages",
        "termination": "Termination terms",
        "disputes": "Disputes",
        "text": "Text",
    },
    yes="yes",
    no="no",
    not_stated="not stated",
    not_found="not found",
    free="free of charge",
    parties_unknown="not identified",
    forum={
        "arbitrazh_court": "Russian state commercial (arbitrazh) court",
        "commercial_court": "state commercial court",
        "arbitration": "arbitration",
    },
    no_forum="no special forum stated",
    ocr="recognised from an image",
    ocr_pages="{ocr} of {total} pages",
    ocr_quality="recognition quality {percent}%",  # English writes 30%, Russian 30 % (see polish.py)
    review_advised="Some details of the contract were not read with certainty: check them against the text "
    "and show the contract to a lawyer.",
    no_findings="No checklist risks found.",
    findings_count="Findings: high risk — {high}, medium — {medium}, low — {low}",
    page="p.",
    why="Why it matters.",
    ask="What to ask for.",
    method_rules="Checked by automatic rules, without a language model.",
    method_llm="Checked by rules and a language model ({model}).",
    method_unverified=" Some findings were not verified by the model.",
    quote_marks=("“", "”"),
)
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
    if lang == "ru":
        return f"{value.day}{NBSP}{RU_MONTHS_GENITIVE[value.month - 1]} {value.year}{NBSP}г."
    return f"{EN_MONTHS[value.month - 1]} {value.day}, {value.year}"


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
        return words.not_found
    if p.total_amount == 0:
        return words.free
    return money_text(p.total_amount, p.currency, lang)


def term_text(p: PrescreenResult, words: Wording, lang: Lang) -> str:
    start = date_text(p.start_date, lang) if p.start_date else None
    end = date_text(p.end_date, lang) if p.end_date else None
    if lang == "ru":
        parts = [f"с {start}" if start else "", f"по {end}" if end else ""]
    else:
        parts = [f"from {start}" if start else "", f"until {end}" if end else ""]
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
