"""report.pdf: the same content as report.md, laid out for a phone screen with pymupdf.Story.

The first page carries what a reader must not miss: the side the report was written for, the disclaimer
(bold and in colour, not a grey footnote) and the risk score. No CSS backgrounds: Story paints an element's
background band again at the top of every later page.

Story's built-in fonts cover Cyrillic, so no font file ships with the package. Pages are narrow
(roughly a phone's aspect ratio) so the text stays readable without zooming.
"""

from __future__ import annotations

from html import escape

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
from chalicelib.reporting.story import fitz, html_to_pdf

PAGE = fitz.Rect(0, 0, 360, 640)
MARGIN = 20
_SEVERITIES: tuple[Severity, ...] = ("high", "medium", "low")
_COLOURS: dict[Severity, str] = {"high": "#b71c1c", "medium": "#e65100", "low": "#2e7d32"}
_CSS = """
* {font-family: sans-serif; font-size: 10.5pt; line-height: 1.35;}
h1 {font-size: 16pt; margin: 0 0 6pt 0;}
h2 {font-size: 13pt; margin: 12pt 0 4pt 0;}
h3 {font-size: 11pt; margin: 10pt 0 3pt 0;}
p {margin: 3pt 0;}
td {padding: 2pt 4pt 2pt 0; vertical-align: top;}
td.k {color: #555555; font-size: 9.5pt;}
.quote {font-family: serif; font-style: italic; margin: 4pt 0 4pt 8pt; color: #333333;}
.score {font-size: 14pt; font-weight: bold;}
.small {font-size: 8.5pt; color: #666666;}
.side {font-size: 11pt; margin: 2pt 0 4pt 0;}
.disclaimer {font-weight: bold; font-size: 11pt; color: #1a237e; margin: 4pt 0 6pt 0;}
"""


def _finding_html(n: int, f: Finding, words: Wording) -> str:
    page = f" <span class='small'>({words.page} {f.page})</span>" if f.page else ""
    open_quote, close_quote = words.quote_marks
    return (
        f"<h3>{n}. {escape(f.title)}{page}</h3>"
        f"<p class='quote'>{open_quote}{escape(f.quote.strip())}{close_quote}</p>"
        f"<p><b>{escape(words.why)}</b> {escape(f.explanation)}</p>"
        f"<p><b>{escape(words.ask)}</b> {escape(f.recommendation)}</p>"
    )


def _first_page(report: Report, words: Wording) -> list[str]:
    level = risk_level(report.risk_score)
    parts = [f"<h1>{escape(words.title)}</h1>"]
    side = side_text(report)
    if side:
        reason = side_reason_text(report)
        because = f" ({escape(reason)})" if reason else ""
        parts.append(f"<p class='side'>{escape(words.written_for)}: <b>{escape(side)}</b>{because}</p>")
    parts += [
        f"<p class='disclaimer'>{escape(words.disclaimer)}</p>",
        f"<p class='score' style='color:{_COLOURS[level]}'>"
        f"{escape(words.score.format(score=report.risk_score, level=words.severity[level]))}</p>",
    ]
    return parts


def _html(report: Report) -> str:
    words = wording_for(report)
    rows = "".join(
        f"<tr><td class='k'>{escape(k)}</td><td>{escape(v)}</td></tr>" for k, v in summary_rows(report)
    )
    parts = [
        *_first_page(report, words),
        f"<table>{rows}</table>",
        f"<p class='small'>{escape(method_text(report))}</p>",
    ]
    if report.review_advised:
        parts.append(f"<p><b>{escape(words.review_advised)}</b></p>")
    parts.append(f"<p>{escape(findings_count_text(report))}</p>")
    if not report.findings:
        parts.append(f"<p>{escape(words.no_findings)}</p>")
    n = 0
    for severity in _SEVERITIES:
        group = [f for f in report.findings if f.severity == severity]
        if not group:
            continue
        parts.append(
            f"<h2 style='color:{_COLOURS[severity]}'>{words.severity_heading[severity]} ({len(group)})</h2>"
        )
        for f in group:
            n += 1
            parts.append(_finding_html(n, f, words))
    parts.append(f"<p class='small'>{escape(words.disclaimer)}</p>")
    return "".join(parts)


def render_pdf(report: Report) -> bytes:
    pdf = html_to_pdf(
        [_html(report)],
        css=_CSS,
        page_size=(PAGE.width, PAGE.height),
        margins=(MARGIN, MARGIN, MARGIN, MARGIN + 12),
    )
    return _number_pages(pdf)


def _number_pages(pdf: bytes) -> bytes:
    doc = fitz.open(stream=pdf, filetype="pdf")
    total = doc.page_count
    for i, page in enumerate(doc):
        page.insert_text(
            (PAGE.width / 2 - 12, PAGE.height - 12), f"{i + 1} / {total}", fontsize=8, color=(0.4, 0.4, 0.4)
        )
    out: bytes = doc.tobytes(garbage=3, deflate=True)
    doc.close()
    return out
