"""report.md: summary table, risk score, findings by severity (quote, why, recommendation), disclaimer."""

from __future__ import annotations

from chalicelib.models import Finding, Report, Severity
from chalicelib.reporting.labels import SEVERITY_HEADING, SEVERITY_RU, method_text, risk_level, summary_rows

_SEVERITIES: tuple[Severity, ...] = ("high", "medium", "low")


def _cell(value: str) -> str:
    return value.replace("|", "\\|").replace("\n", " ")


def _quote_block(quote: str) -> list[str]:
    return ["> " + line if line.strip() else ">" for line in quote.strip().splitlines()]


def _finding(n: int, f: Finding) -> list[str]:
    page = f" (стр. {f.page})" if f.page else ""
    return [
        f"### {n}. {f.title}{page}",
        "",
        *_quote_block(f.quote),
        "",
        f"**Почему это важно.** {f.explanation}",
        "",
        f"**Что предложить.** {f.recommendation}",
        "",
    ]


def render_markdown(report: Report) -> str:
    level = risk_level(report.risk_score)
    lines = ["# Отчёт о проверке договора", "", "| Параметр | Значение |", "|---|---|"]
    lines += [f"| {_cell(k)} | {_cell(v)} |" for k, v in summary_rows(report)]
    lines += [
        "",
        f"**Оценка риска: {report.risk_score} из 100 ({SEVERITY_RU[level].lower()})**",
        "",
        f"Метод проверки: {method_text(report)}.",
    ]
    if report.review_advised:
        lines += ["", "Рекомендуем показать договор юристу: предпроверка не уверена в результате."]
    counts = {s: sum(1 for f in report.findings if f.severity == s) for s in _SEVERITIES}
    lines += [
        "",
        "Находки: " + ", ".join(f"{SEVERITY_RU[s].lower()} риск — {counts[s]}" for s in _SEVERITIES),
        "",
    ]
    if not report.findings:
        lines += ["Рисков по чек-листу не найдено.", ""]
    n = 0
    for severity in _SEVERITIES:
        group = [f for f in report.findings if f.severity == severity]
        if not group:
            continue
        lines += [f"## {SEVERITY_HEADING[severity]}", ""]
        for f in group:
            n += 1
            lines += _finding(n, f)
    lines += ["---", "", f"*{report.disclaimer}*", ""]
    return "\n".join(lines)
