"""Tesseract OCR through pytesseract: pages rendered to grey images, one single-threaded process per page.

Tesseract's OpenMP threading is slower than page-level parallelism on a 2-core Lambda, so every process
runs with ``OMP_THREAD_LIMIT=1`` and pages are spread over ``limits.worker_count`` threads (the threads only
wait on the tesseract subprocesses).
"""

from __future__ import annotations

import os
import tempfile
import threading
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chalicelib import regexes
from chalicelib.errors import ConfigurationError, PermanentFailure, TransientFailure
from chalicelib.extraction import rejections
from chalicelib.extraction.homoglyphs import fix_mixed_scripts
from chalicelib.extraction.limits import Deadline
from chalicelib.extraction.preprocess import MULTI_COLUMN_CONFIG, prepare_page
from chalicelib.extraction.text import page_text_to_markdown
from chalicelib.observability import logger
from chalicelib.prerequisites import require_tesseract
from chalicelib.settings import ExtractionSettings

if TYPE_CHECKING:
    from PIL.Image import Image

_WORDLIKE_RE = regexes.compile(r"^[^\W\d_]{2,}[.,;:!?)]*$")
_ROTATE_RE = regexes.compile(r"Rotate:\s*(\d+)")
_MIN_GOOD_WORD_SHARE = 0.55
_MIN_GOOD_CHARS = 40
_MIN_RENDER_DPI = 200
_MAX_WATERMARK_GLYPHS = 5000


WritePage = Callable[[int, Path], str]
"""Writes page ``index`` as an image file at ``path`` and returns the Tesseract config to read it with."""


@dataclass(frozen=True, slots=True)
class RecognisedPage:
    """One page's Markdown and Tesseract's confidence in its words (0-100 each)."""

    markdown: str
    confidence_sum: float = 0.0
    words: int = 0


def mean_confidence(pages: Iterable[RecognisedPage]) -> float | None:
    """The mean word confidence over all recognised pages, ``None`` when no word was recognised."""
    pages = list(pages)
    words = sum(page.words for page in pages)
    return round(sum(page.confidence_sum for page in pages) / words, 1) if words else None


def ocr_pdf_pages(
    document: Any, indexes: list[int], limits: ExtractionSettings, deadline: Deadline
) -> list[RecognisedPage]:
    """The given 0-based pages of an open PDF, recognised in parallel."""

    def write_page(index: int, path: Path) -> str:
        return save_prepared(render_pdf_page(document, index, limits), path, limits.max_image_pixels)

    return recognise_pages(indexes, write_page, limits, deadline)


def render_pdf_page(document: Any, index: int, limits: ExtractionSettings) -> Image:
    """A grey render of one page at the resolution of its scan (see :func:`page_render_dpi`)."""
    import pymupdf
    from PIL import Image as PILImage

    page = document.load_page(index)
    remove_slanted_text(page)
    dpi = page_render_dpi(page, limits)
    pixmap = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, alpha=False, annots=False)
    return PILImage.frombytes("L", (pixmap.width, pixmap.height), pixmap.samples)


def remove_slanted_text(page: Any) -> None:
    """Take diagonal or vertical text (watermarks such as «ОБРАЗЕЦ» across a scan) off a page before it
    is rendered for OCR: Tesseract would read it into the lines it crosses and scramble their order.

    Each glyph's own box is redacted (text only: the scan image and line art stay), so upright text
    next to the watermark survives.
    """
    import pymupdf

    from chalicelib.extraction.pdf_layout import is_horizontal

    mupdf: Any = pymupdf  # the redaction constants are not in its stubs

    boxes = [
        char["bbox"]
        for block in page.get_text("rawdict")["blocks"]
        if block.get("type") == 0
        for line in block["lines"]
        if not is_horizontal(line)
        for span in line["spans"]
        for char in span["chars"]
    ][:_MAX_WATERMARK_GLYPHS]
    if not boxes:
        return
    for box in boxes:
        page.add_redact_annot(mupdf.Rect(box), fill=False)
    page.apply_redactions(
        images=mupdf.PDF_REDACT_IMAGE_NONE,
        graphics=mupdf.PDF_REDACT_LINE_ART_NONE,
        text=mupdf.PDF_REDACT_TEXT_REMOVE,
    )


def page_render_dpi(page: Any, limits: ExtractionSettings) -> int:
    """The scan's own resolution, kept within [``_MIN_RENDER_DPI``, ``ocr_dpi``] and the pixel budget.

    Measured on the CUAD scans (200 dpi images): rendering them at 300 dpi only interpolates, gave a
    slightly worse CER (1.1 % vs 0.9 %) and cost ~40 % more time per page than rendering at 200 dpi.
    """
    width_in, height_in = page.rect.width / 72, page.rect.height / 72
    native = [
        info["width"] / max(1e-6, (info["bbox"][2] - info["bbox"][0]) / 72)
        for info in page.get_image_info()
        if info["bbox"][2] > info["bbox"][0]
    ]
    wanted = limits.ocr_dpi if not native else min(limits.ocr_dpi, max(_MIN_RENDER_DPI, round(max(native))))
    budget = int((limits.max_image_pixels / max(1e-6, width_in * height_in)) ** 0.5)
    return max(36, min(wanted, budget))


def save_prepared(grey: Image, path: Path, max_pixels: int) -> str:
    """Deskew the page, store it uncompressed (PGM: nothing to encode or decode) and pick its psm."""
    prepared = prepare_page(grey, max_pixels)
    try:
        prepared.image.save(path, format="PPM")
    except OSError as exc:  # the function's own disk, not the user's file
        raise TransientFailure(f"OCR scratch write failed: {type(exc).__name__}") from exc
    return prepared.config


def recognise_pages(
    indexes: Iterable[int],
    write: WritePage,
    limits: ExtractionSettings,
    deadline: Deadline,
) -> list[RecognisedPage]:
    """Write each page image (in this thread) and OCR it in the pool while the next one is being written.

    At most two pages per worker wait on disk: a 30-page scan never holds 30 page images in /tmp.
    """
    ensure_ocr_installed(limits.ocr_languages)
    os.environ["OMP_THREAD_LIMIT"] = "1"
    backlog = threading.BoundedSemaphore(2 * limits.worker_count)
    with (
        tempfile.TemporaryDirectory(prefix="ocr-") as workdir,
        ThreadPoolExecutor(max_workers=limits.worker_count, thread_name_prefix="ocr") as pool,
    ):
        futures: list[Future[RecognisedPage]] = []
        for index in indexes:
            deadline.check()
            while not backlog.acquire(timeout=max(0.05, deadline.remaining)):
                deadline.check()
            path = Path(workdir) / f"page-{index}.pgm"
            config = write(index, path)
            future = pool.submit(recognise_page_file, path, config, limits.ocr_languages, deadline)
            future.add_done_callback(lambda _: backlog.release())
            futures.append(future)
        try:
            return [future.result() for future in futures]
        finally:
            for future in futures:
                future.cancel()


def ensure_ocr_installed(languages: str) -> None:
    """A scan on a machine without Tesseract (or its language data) is refused for good, with the fix in
    the log: retrying cannot install it, and the text formats never get here."""
    try:
        require_tesseract(languages)
    except ConfigurationError as problem:
        raise ocr_unavailable(str(problem)) from problem


def ocr_unavailable(detail: str) -> PermanentFailure:
    logger.error("OCR is not installed", extra={"fix": detail})
    return rejections.ocr_unavailable()


def recognise_page_file(path: Path, config: str, languages: str, deadline: Deadline) -> RecognisedPage:
    """OCR one page image (deleted afterwards); pages that read as garbage are re-read after
    Tesseract's orientation check."""
    try:
        reading = _recognise_upright(path, config, languages, deadline)
    finally:
        path.unlink(missing_ok=True)
    cleaned = "\n".join(fix_mixed_scripts(line) for line in reading.text.splitlines())
    return RecognisedPage(
        markdown=page_text_to_markdown(cleaned, reflow=True),
        confidence_sum=sum(reading.confidences),
        words=len(reading.confidences),
    )


@dataclass(frozen=True, slots=True)
class _Reading:
    text: str
    confidences: list[float]


def _recognise_upright(path: Path, config: str, languages: str, deadline: Deadline) -> _Reading:
    reading = _tesseract(path, config, languages, deadline)
    if _reads_well(reading.text):
        return reading
    rotation = _detected_rotation(path, deadline)
    if not rotation:
        return reading
    rotated = path.with_name(path.stem + "-rot" + path.suffix)
    try:
        _rotate_image_file(path, rotated, rotation)
        retry = _tesseract(rotated, MULTI_COLUMN_CONFIG, languages, deadline)
    finally:
        rotated.unlink(missing_ok=True)
    return retry if _quality(retry.text) > _quality(reading.text) else reading


def _tesseract(path: Path, config: str, languages: str, deadline: Deadline) -> _Reading:
    """One Tesseract run writing both the text and the word table (for confidences)."""
    from pytesseract import pytesseract as runner

    deadline.check()
    base = path.with_name(path.stem + "-out")
    try:
        runner.run_tesseract(
            str(path),
            str(base),
            "txt",
            languages,
            config=f"{config} -c tessedit_create_tsv=1",
            timeout=max(1.0, deadline.remaining),
        )
        text = base.with_suffix(".txt").read_text(encoding="utf-8", errors="replace")
        table = base.with_suffix(".tsv").read_text(encoding="utf-8", errors="replace")
    except runner.TesseractNotFoundError as exc:
        raise ocr_unavailable("tesseract is not on PATH") from exc
    except runner.TesseractError as exc:
        raise classify_tesseract_error(str(exc.message), deadline) from exc
    except RuntimeError as exc:  # pytesseract signals its timeout with a bare RuntimeError
        raise rejections.time_budget_exceeded(deadline.seconds) from exc
    except OSError as exc:
        raise TransientFailure(f"OCR output unreadable: {type(exc).__name__}") from exc
    finally:
        base.with_suffix(".txt").unlink(missing_ok=True)
        base.with_suffix(".tsv").unlink(missing_ok=True)
    return _Reading(text=text, confidences=word_confidences(table))


def word_confidences(tsv: str) -> list[float]:
    """Tesseract's confidence (0-100) for every recognised word of its TSV output."""
    out: list[float] = []
    for row in tsv.splitlines()[1:]:
        cells = row.split("\t")
        if len(cells) >= 12 and cells[11].strip():
            try:
                confidence = float(cells[10])
            except ValueError:
                continue
            if confidence >= 0:
                out.append(confidence)
    return out


def classify_tesseract_error(message: str, deadline: Deadline) -> PermanentFailure | TransientFailure:
    """Tesseract's complaint, by what it says: the image's fault is permanent, a broken install is not."""
    lowered = message.lower()
    if "image too large" in lowered or "too large" in lowered:
        return rejections.ocr_image_too_large()
    if "timeout" in lowered or "timed out" in lowered:
        return rejections.time_budget_exceeded(deadline.seconds)
    if (
        "traineddata" in lowered
        or "failed loading language" in lowered
        or "error opening data file" in lowered
    ):
        return ocr_unavailable(f"tesseract language data missing: {message[:200]}")
    if "cannot allocate" in lowered or "out of memory" in lowered:
        return TransientFailure("tesseract ran out of memory")
    return rejections.ocr_failed()


def _detected_rotation(path: Path, deadline: Deadline) -> int:
    import pytesseract

    try:
        osd: str = pytesseract.image_to_osd(
            str(path), config="--psm 0 -c min_characters_to_try=5", timeout=max(1.0, deadline.remaining)
        )
    except (pytesseract.TesseractError, RuntimeError):
        return 0
    match = _ROTATE_RE.search(osd)
    return int(match.group(1)) % 360 if match else 0


def _rotate_image_file(source: Path, target: Path, clockwise_degrees: int) -> None:
    from PIL import Image

    with Image.open(source) as image:
        image.rotate(-clockwise_degrees, expand=True).save(target, format="PPM")


def _quality(text: str) -> float:
    tokens = text.split()
    if not tokens:
        return 0.0
    return sum(1 for token in tokens if _WORDLIKE_RE.match(token)) / len(tokens)


def _reads_well(text: str) -> bool:
    return sum(char.isalnum() for char in text) >= _MIN_GOOD_CHARS and _quality(text) >= _MIN_GOOD_WORD_SHARE
