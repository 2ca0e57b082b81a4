"""Rendering a Report to Markdown and PDF (Russian labels, verbatim quotes)."""

from chalicelib.reporting.markdown import render_markdown
from chalicelib.reporting.pdf import render_pdf

__all__ = ["render_markdown", "render_pdf"]
