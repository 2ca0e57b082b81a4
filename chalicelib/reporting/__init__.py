"""Rendering a Report to Markdown and PDF (Russian labels, verbatim quotes).

PyMuPDF (0.2 s and 35 MB on a cold start, and shipped only in the ``pdf`` Lambda layer) is imported only
when a PDF is rendered, so a path that needs the Markdown alone (the Telegram notifier) does not need it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chalicelib.reporting.markdown import render_markdown

if TYPE_CHECKING:
    from chalicelib.models import Report

__all__ = ["render_markdown", "render_pdf"]


def render_pdf(report: Report) -> bytes:
    """report.pdf. Imported on call: PyMuPDF ships in the ``pdf`` Lambda layer, which only analyze and
    extract carry; the bot and notify import this package for its labels and must not need it."""
    from chalicelib.reporting.pdf import render_pdf as render

    return render(report)
