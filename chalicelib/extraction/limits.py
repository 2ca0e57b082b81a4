"""Bounds on the work one document may cause: size, pages, pixels, zip expansion and wall-clock time."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from chalicelib.extraction import rejections

if TYPE_CHECKING:
    from chalicelib.settings import Settings


@dataclass(frozen=True, slots=True)
class ExtractionLimits:
    """Everything ``extract_document`` may spend on one file; built from :class:`Settings` in production."""

    max_file_bytes: int = 20 * 1024 * 1024
    max_pages: int = 100
    max_ocr_pages: int = 30
    max_image_pixels: int = 60_000_000
    max_zip_ratio: int = 100
    max_zip_uncompressed_bytes: int = 200 * 1024 * 1024
    max_xml_bytes: int = 40 * 1024 * 1024
    max_xml_elements: int = 1_500_000
    max_numbering_value: int = 32_767
    time_budget_seconds: float = 240.0
    ocr_languages: str = "rus+eng"
    ocr_dpi: int = 300
    ocr_workers: int = 0
    min_text_chars: int = 200
    google_docs_timeout: float = 15.0

    @classmethod
    def from_settings(cls, settings: Settings) -> ExtractionLimits:
        return cls(
            max_file_bytes=settings.max_file_bytes,
            max_pages=settings.max_pages,
            max_ocr_pages=settings.max_ocr_pages,
            max_image_pixels=settings.max_image_pixels,
            max_zip_ratio=settings.max_zip_ratio,
            max_zip_uncompressed_bytes=settings.max_zip_uncompressed_bytes,
            time_budget_seconds=settings.extract_time_budget_seconds,
            ocr_languages=settings.ocr_languages,
            ocr_dpi=settings.ocr_dpi,
            ocr_workers=settings.ocr_workers,
            min_text_chars=settings.min_text_chars,
            google_docs_timeout=settings.google_docs_timeout,
        )

    @property
    def worker_count(self) -> int:
        """Parallel OCR pages: the configured number, or one per available CPU."""
        if self.ocr_workers > 0:
            return self.ocr_workers
        try:
            return max(1, len(os.sched_getaffinity(0)))
        except AttributeError:  # pragma: no cover - macOS has no sched_getaffinity
            return max(1, os.cpu_count() or 1)


@dataclass(slots=True)
class Deadline:
    """The per-document time budget; :meth:`check` raises once it is spent."""

    seconds: float
    started: float = field(default_factory=time.monotonic)

    @property
    def remaining(self) -> float:
        return self.seconds - (time.monotonic() - self.started)

    def check(self) -> None:
        if self.remaining <= 0:
            raise rejections.time_budget_exceeded(self.seconds)
