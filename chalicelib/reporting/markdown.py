"""report.md, also the text a Telegram user reads: short lines, no tables, the disclaimer at the top.

Order: title, the side the report was written for, the disclaimer, the risk score, the summary as
"label: value" lines (a table's pipes are unreadable in a chat), then findings by severity (quote, why,
what to ask for), and the disclaimer again at the end.
"""

from __future__ import annotations

import re

from chalicelib.models import Finding, Report, Severity
from chalicelib.reporting.labels import (
    Wording,
    findings_count_text,
    method_text,
    risk_level,
    side_reason_text,
    side_text,
    summary_rows,
    wording_for,
)

_SEVERITIES: tuple[Severity, ...] = ("high", "medium", "low")


def _line(value: str) -> str:
    """One line (no-break spaces in dates and money stay)."""
    return re.sub(r"[ \t]*[\r\n]+[ \t]*", " ", value).strip()


def _quote_block(quote: str) -> list[str]:
    return ["> " + line if line.strip() else ">" for line in quote.strip().splitlines()]


def _finding(n: int, f: Finding, words: Wording) -> list[str]:
    page = f" ({words.page} {f.page})" if f.page else ""
    return [
        f"### {n}. {f.title}{page}",
        "",
        *_quote_block(f.quote),
        "",
        f"**{words.why}** {f.explanation}",
        "",
        f"**{words.ask}** {f.recommendation}",
        "",
    ]


def _heading(report: Report, words: Wording) -> list[str]:
    lines = [f"# {words.title}", ""]
    side = side_text(report)
    if side:
        reason = side_reason_text(report)
        because = f" ({_line(reason)})" if reason else ""
        lines += [f"{words.written_for}: **{_line(side)}**{because}", ""]
    level = risk_level(report.risk_score)
    lines += [
        f"**{words.disclaimer}**",
        "",
        f"**{words.score.format(score=report.risk_score, level=words.severity[level])}**",
        "",
    ]
    return lines


def render_markdown(report: Report) -> str:
    words = wording_for(report)
    lines = _heading(report, words)
    lines += [f"- {label}: {_line(value)}" for label, value in summary_rows(report)]
    lines += ["", method_text(report)]
    if report.review_advised:
        lines += ["", words.review_advised]
    lines += ["", findings_count_text(report), ""]
    if not report.findings:
        lines += [words.no_findings, ""]
    n = 0
    for severity in _SEVERITIES:
        group = [f for f in report.findings if f.severity == severity]
        if not group:
            continue
        lines += [f"## {words.severity_heading[severity]}", ""]
        for f in group:
            n += 1
            lines += _finding(n, f, words)
    lines += ["---", "", f"*{words.disclaimer}*", ""]
    return "\n".join(lines)
