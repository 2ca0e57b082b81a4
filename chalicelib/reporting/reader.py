"""What a reader sees besides the labels: the report's own language throughout, abbreviations written out
at first use, one way of writing percentages, and a report file named after the contract.

Applied once, when analyze builds the report, so every channel (Telegram, partners, the CLI) reads the same.
Quotes are left verbatim: they are the contract's words.
"""

from __future__ import annotations

import re

from chalicelib import regexes
from chalicelib.keys import sanitize_filename
from chalicelib.language import report_language
from chalicelib.messages import Lang, text
from chalicelib.models import Finding, Report

TITLE_WORDS = regexes.compile(
    r"^(?:[А-ЯЁ][а-яёА-ЯЁ-]+\s+){0,2}(?:договор|контракт|соглашение|оферт[аы])\b"
    r"|\b(?:agreement|contract|terms of (?:service|use)|terms and conditions|licen[cs]e|lease)\b",
    re.IGNORECASE,
)
# A sentence that mentions the contract is not its title: the preamble, "This Agreement is made …".
_NOT_A_TITLE = regexes.compile(
    r"(?i)именуем|в дальнейшем|заключили|hereinafter|entered into|\bis made\b|by and between"
    r"|^(?:this|these|the|настоящ\w*|данн\w*)\s"
)
MAX_TITLE_WORDS = 30
MAX_TITLE_CHARS = 80
_TITLE_LINES = 15
_MARKUP = regexes.compile(r"<!--.*?-->|[#*_`>]+")
_PERCENT = regexes.compile(r"(\d)[ \u00a0]?%")
_CONSUMER_LAW = regexes.compile(r"\bЗоЗПП\b")


def polish_report(report: Report, markdown: str) -> Report:
    """The report as readers get it: the disclaimer in its language, «ЗоЗПП» written out once, «30 %» in
    Russian and "30%" in English, and the contract's title for file names."""
    lang: Lang = report_language(report.source.language)
    findings = _written_out(report.findings) if lang == "ru" else report.findings
    findings = [_with_percentages(finding, lang) for finding in findings]
    return report.model_copy(
        update={
            "findings": findings,
            "disclaimer": text(lang, "disclaimer"),
            "title": contract_title(markdown),
        }
    )


def contract_title(markdown: str) -> str | None:
    """The contract's own heading («Договор поставки № 15», "Master Services Agreement"), from its first
    lines; None when none looks like a title."""
    seen = 0
    for raw in markdown.splitlines():
        line = " ".join(_MARKUP.sub(" ", raw).split())
        if not line:
            continue
        seen += 1
        if seen > _TITLE_LINES:
            return None
        if is_title_line(line):
            return _shortened(_sentence_case(line))
    return None


def is_title_line(line: str) -> bool:
    """Whether ``line`` reads as a contract's heading («Договор поставки № 15», «ПУБЛИЧНАЯ ОФЕРТА»,
    "MASTER SERVICES AGREEMENT"), not a sentence about the contract."""
    return (
        len(line) <= 200
        and len(line.split()) <= MAX_TITLE_WORDS
        and bool(TITLE_WORDS.search(line))
        and not _NOT_A_TITLE.search(line)
    )


def report_file_name(report: Report, extension: str = "pdf", fallback_title: str | None = None) -> str:
    """«Отчёт — Договор поставки № 15.pdf» / "Report — Master Services Agreement.pdf": safe as a file
    name on every system, at most 120 characters. ``fallback_title`` names a contract without a heading."""
    lang: Lang = report_language(report.source.language)
    title = report.title or fallback_title
    name = text(lang, "report.file_name", title=title) if title else text(lang, "report.file_name_default")
    return sanitize_filename(f"{name.replace('/', '-')}.{extension}")


def _sentence_case(line: str) -> str:
    """A heading in capitals reads as shouting in a file name: «ДОГОВОР ПОСТАВКИ» → «Договор поставки»,
    "SUPPLY AGREEMENT" → "Supply Agreement"."""
    letters = [char for char in line if char.isalpha()]
    if not letters or not all(char.isupper() for char in letters):
        return line
    if re.search(r"[а-яё]", line, re.IGNORECASE):
        return line[:1] + line[1:].lower()
    return line.title()


def _shortened(title: str) -> str:
    if len(title) <= MAX_TITLE_CHARS:
        return title
    cut = title[:MAX_TITLE_CHARS].rsplit(" ", 1)[0]
    return cut.rstrip(" ,.;:-—") + "…"


def _written_out(findings: list[Finding]) -> list[Finding]:
    """The first «ЗоЗПП» of the report becomes the law's name with the abbreviation after it."""
    out: list[Finding] = []
    done = False
    for finding in findings:
        if done:
            out.append(finding)
            continue
        update: dict[str, str] = {}
        for field in ("title", "explanation", "recommendation"):
            value = getattr(finding, field)
            if not done and _CONSUMER_LAW.search(value):
                value = _CONSUMER_LAW.sub(text("ru", "law.consumer_protection_first_use"), value, count=1)
                done = True
            update[field] = value
        out.append(finding.model_copy(update=update))
    return out


def _with_percentages(finding: Finding, lang: Lang) -> Finding:
    joined = "\u00a0%" if lang == "ru" else "%"
    update = {
        field: _PERCENT.sub(lambda match: match.group(1) + joined, getattr(finding, field))
        for field in ("title", "explanation", "recommendation")
    }
    return finding.model_copy(update=update)
