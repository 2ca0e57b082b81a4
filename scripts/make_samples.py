"""Render contract texts (Markdown-ish) to the formats users send: PDF with a text layer, DOCX, TXT.

``python scripts/make_samples.py`` rebuilds ``samples/dogovor-postavki.pdf`` from its Markdown; tests use
the same functions to make their fixtures.
"""

from __future__ import annotations

import html
import io
import re
from pathlib import Path

from chalicelib.reporting.story import html_to_pdf

A4 = (595.0, 842.0)
SAMPLES = Path(__file__).resolve().parent.parent / "samples"
_HEADING = re.compile(r"^(#{1,3})\s+(.*)$")


def markdown_to_html(text: str) -> str:
    parts = []
    for line in text.splitlines():
        match = _HEADING.match(line)
        if match:
            level = len(match[1])
            parts.append(f"<h{level}>{html.escape(match[2])}</h{level}>")
        elif line.strip():
            parts.append(f"<p>{html.escape(line)}</p>")
    return "\n".join(parts)


def render_pdf(text: str) -> bytes:
    """A born-digital A4 PDF with a real text layer."""
    return html_to_pdf(
        [markdown_to_html(text)],
        css="p { font-size: 10pt; } h1 { font-size: 14pt; }",
        page_size=A4,
        margins=(56, 56, 56, 56),
    )


def render_docx(text: str) -> bytes:
    import docx

    document = docx.Document()
    for line in text.splitlines():
        match = _HEADING.match(line)
        if match:
            document.add_heading(match[2], level=len(match[1]))
        elif line.strip():
            document.add_paragraph(line)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def main() -> None:
    source = SAMPLES / "dogovor-postavki.md"
    (SAMPLES / "dogovor-postavki.pdf").write_bytes(render_pdf(source.read_text(encoding="utf-8")))
    print(f"wrote {SAMPLES / 'dogovor-postavki.pdf'}")


if __name__ == "__main__":
    main()
