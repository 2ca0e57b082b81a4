"""What each format reader hands back to :func:`chalicelib.extraction.extract_document`."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class PagesText:
    """Markdown per page (without page markers) plus how it was obtained."""

    pages: list[str]
    ocr_pages: int = 0
    ocr_confidence: float | None = None
    warnings: list[str] = field(default_factory=list)
