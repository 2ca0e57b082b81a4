"""The report summary sent to the chat: under Telegram's 4,096 characters, HTML-escaped."""

from __future__ import annotations

from html import escape

from chalicelib.models import SEVERITY_ORDER, Finding, Report
from chalicelib.reporting.labels import RU, amount_text, risk_level, term_text

TELEGRAM_TEXT_LIMIT = 4096
SUMMARY_BUDGET = 3900  # headroom under the limit for the "and N more" line
TOP_FINDINGS = 7
QUOTE_CHARS = 220
SEVERITY_ICON = {"high": "🔴", "medium": "🟠", "low": "🟡"}


def report_summary(report: Report) -> str:
    """Risk score, type, parties, amount, dates, the top findings by severity and the disclaimer."""
    head = _header(report)
    tail = f"\n\nПолный отчёт — в PDF ниже.\n<i>{escape(report.disclaimer)}</i>"
    findings = sorted(report.findings, key=lambda item: SEVERITY_ORDER[item.severity])
    blocks: list[str] = []
    for finding in findings[:TOP_FINDINGS]:
        block = _finding(finding)
        if len(head) + len(tail) + sum(map(len, blocks)) + len(block) > SUMMARY_BUDGET:
            break
        blocks.append(block)
    more = len(findings) - len(blocks)
    body = "".join(blocks) if blocks else "\n\nСущественных рисков по чек-листу не найдено."
    if more > 0:
        body += f"\n\n…и ещё {more} — в PDF-отчёте."
    text = head + body + tail
    return text if len(text) <= TELEGRAM_TEXT_LIMIT else text[: TELEGRAM_TEXT_LIMIT - 1] + "…"


def _header(report: Report) -> str:
    prescreen = report.prescreen
    level = RU.severity[risk_level(report.risk_score)]
    lines = [
        f"<b>Риск: {report.risk_score}/100 ({level})</b>",
        f"Тип: {escape(RU.contract_types.get(prescreen.contract_type, prescreen.contract_type))}",
    ]
    parties = prescreen.parties or [party for party in (prescreen.party_a, prescreen.party_b) if party]
    if parties:
        lines.append("Стороны: " + escape("; ".join(parties[:3]))[:400])
    if prescreen.total_amount is not None:
        lines.append(f"Цена: {escape(amount_text(prescreen, RU, 'ru'))}")
    if prescreen.start_date or prescreen.end_date or prescreen.term_stated:
        lines.append(f"Срок: {escape(term_text(prescreen, RU, 'ru'))}")
    lines.append(f"Найдено рисков: {len(report.findings)}")
    return "\n".join(lines)


def _finding(finding: Finding) -> str:
    quote = finding.quote if len(finding.quote) <= QUOTE_CHARS else finding.quote[: QUOTE_CHARS - 1] + "…"
    return (
        f"\n\n{SEVERITY_ICON[finding.severity]} <b>{escape(finding.title)}</b> "
        f"({RU.severity[finding.severity]})\n"
        f"«{escape(quote)}»\n"
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
