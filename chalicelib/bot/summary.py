"""The report summary sent to the chat: under Telegram's 4,096 characters, HTML-escaped."""

from __future__ import annotations

from html import escape
from pathlib import PurePath

from chalicelib import regexes
from chalicelib.bot.texts import CONTRACT_TITLES_EN, CONTRACT_TITLES_RU, SUMMARY_WORDS, SummaryWords
from chalicelib.language import report_language
from chalicelib.messages import Lang
from chalicelib.models import SEVERITY_ORDER, Finding, Report
from chalicelib.reporting.labels import (
    Wording,
    amount_text,
    risk_level,
    side_text,
    term_text,
    wording_for,
)
from chalicelib.reporting.reader import report_file_name as titled_file_name

TELEGRAM_TEXT_LIMIT = 4096
SUMMARY_BUDGET = 3900  # headroom under the limit for the "and N more" line
TOP_FINDINGS = 7
QUOTE_CHARS = 220
SEVERITY_ICON = {"high": "🔴", "medium": "🟠", "low": "🟡"}
# Names the bot gives inputs that have none of their own: the report is then named after the contract type.
GENERIC_STEMS = frozenset({"photo", "text", "google-doc", "pages", "document", "file", "scan", "image"})
_UNSAFE_NAME = regexes.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def report_summary(report: Report) -> str:
    """Whose side, risk score, type, parties, amount, dates, the top findings and the disclaimer.

    Every label is in the contract's language (English only for an English contract), like the PDF.
    """
    lang = report_language(report.source.language)
    words, wording = SUMMARY_WORDS[lang], wording_for(report)
    head = _header(report, words, wording, lang)
    tail = f"\n\n{words.full_report}\n<i>{escape(wording.disclaimer)}</i>"
    findings = sorted(report.findings, key=lambda item: SEVERITY_ORDER[item.severity])
    blocks: list[str] = []
    for finding in findings[:TOP_FINDINGS]:
        block = _finding(finding, wording)
        if len(head) + len(tail) + sum(map(len, blocks)) + len(block) > SUMMARY_BUDGET:
            break
        blocks.append(block)
    more = len(findings) - len(blocks)
    body = "".join(blocks) if blocks else f"\n\n{words.no_findings}"
    if more > 0:
        body += "\n\n" + words.more.format(more=more)
    text = head + body + tail
    return text if len(text) <= TELEGRAM_TEXT_LIMIT else text[: TELEGRAM_TEXT_LIMIT - 1] + "…"


def side_line(report: Report) -> str:
    """The summary's first line: whose interests the report takes."""
    words = SUMMARY_WORDS[report_language(report.source.language)]
    side = side_text(report)
    if not side:
        return f"⚖️ {words.no_side}"
    reason = f" ({escape(report.side_reason)})" if report.side_reason else ""
    return f"⚖️ {escape(words.side.format(side=side))}{reason}"


def report_file_name(report: Report, extension: str = "pdf") -> str:
    """«Отчёт — Договор поставки № 15.pdf»: after the contract's own title, else the file the user sent,
    else the contract type."""
    if report.title:
        return titled_file_name(report, extension)
    lang = report_language(report.source.language)
    stem = _UNSAFE_NAME.sub(" ", PurePath(report.source.filename).stem).strip(" .")
    if not stem or stem.lower() in GENERIC_STEMS:
        titles = CONTRACT_TITLES_EN if lang == "en" else CONTRACT_TITLES_RU
        stem = titles.get(report.prescreen.contract_type, titles["other"])
    return titled_file_name(report, extension, fallback_title=stem[:100])


def _header(report: Report, words: SummaryWords, wording: Wording, lang: Lang) -> str:
    prescreen = report.prescreen
    level = wording.severity[risk_level(report.risk_score)]
    kind = wording.contract_types.get(prescreen.contract_type, prescreen.contract_type)
    lines = [
        side_line(report),
        f"<b>{words.risk}: {report.risk_score}/100 ({level})</b>",
        f"{words.contract_type}: {escape(kind)}",
    ]
    parties = prescreen.parties or [party for party in (prescreen.party_a, prescreen.party_b) if party]
    if parties:
        lines.append(f"{words.parties}: " + escape("; ".join(parties[:3]))[:400])
    if prescreen.total_amount is not None or prescreen.price_blank:
        lines.append(f"{words.price}: {escape(amount_text(prescreen, wording, lang))}")
    if prescreen.start_date or prescreen.end_date or prescreen.term_stated:
        lines.append(f"{words.term}: {escape(term_text(prescreen, wording, lang))}")
    lines.append(f"{words.found}: {len(report.findings)}")
    return "\n".join(lines)


def _finding(finding: Finding, wording: Wording) -> str:
    quote = finding.quote if len(finding.quote) <= QUOTE_CHARS else finding.quote[: QUOTE_CHARS - 1] + "…"
    opening, closing = wording.quote_marks
    return (
        f"\n\n{SEVERITY_ICON[finding.severity]} <b>{escape(finding.title)}</b> "
        f"({wording.severity[finding.severity]})\n"
        f"{opening}{escape(quote)}{closing}\n"
        f"→ {escape(finding.recommendation)}"
    )


def split_paragraphs(text: str, limit: int = TELEGRAM_TEXT_LIMIT) -> list[str]:
    """Split plain text on paragraphs (then lines, then hard) so that no part exceeds ``limit``."""
    parts: list[str] = []
    current = ""
    for paragraph in text.split("\n\n"):
        for piece in _fit(paragraph, limit):
            candidate = f"{current}\n\n{piece}" if current else piece
            if len(candidate) <= limit:
                current = candidate
            else:
                parts.append(current)
                current = piece
    if current.strip():
        parts.append(current)
    return parts


def _fit(paragraph: str, limit: int) -> list[str]:
    if len(paragraph) <= limit:
        return [paragraph]
    pieces: list[str] = []
    for line in paragraph.split("\n"):
        pieces.extend(line[start : start + limit] for start in range(0, max(len(line), 1), limit))
    merged: list[str] = []
    for piece in pieces:
        if merged and len(merged[-1]) + 1 + len(piece) <= limit:
            merged[-1] += "\n" + piece
        else:
            merged.append(piece)
    return merged
