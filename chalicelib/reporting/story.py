"""HTML to PDF with PyMuPDF's Story, whose built-in fonts cover Cyrillic (no font file to ship)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

import pymupdf as _pymupdf

# PyMuPDF's functions carry no annotations: use the module as untyped.
fitz: Any = _pymupdf


def html_to_pdf(
    bodies: Sequence[str],
    *,
    css: str,
    page_size: tuple[float, float],
    margins: tuple[float, float, float, float],
) -> bytes:
    """Lay out each HTML body from a new page on; ``margins`` are left, top, right, bottom in points."""
    width, height = page_size
    left, top, right, bottom = margins
    page = fitz.Rect(0, 0, width, height)
    where = fitz.Rect(left, top, width - right, height - bottom)
    buffer = io.BytesIO()
    writer = fitz.DocumentWriter(buffer)
    for body in bodies:
        story = fitz.Story(html=body, user_css=css)
        more = True
        while more:
            device = writer.begin_page(page)
            more, _ = story.place(where)
            story.draw(device)
            writer.end_page()
    writer.close()
    return buffer.getvalue()
