"""Tesseract OCR through pytesseract: pages rendered to grey images, one single-threaded process per page.

Tesseract's OpenMP threading is slower than page-level parallelism on a 2-core Lambda, so every process
runs with ``OMP_THREAD_LIMIT=1`` and pages are spread over ``limits.worker_count`` threads (the threads only
wait on the tesseract subprocesses).
"""

from __future__ import annotations

import os
import re
import tempfile
import threading
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chalicelib.extraction import rejections
from chalicelib.extraction.homoglyphs import fix_mixed_scripts
from chalicelib.extraction.limits import Deadline
from chalicelib.extraction.preprocess import MULTI_COLUMN_CONFIG, prepare_page
from chalicelib.extraction.text import page_text_to_markdown
from chalicelib.settings import ExtractionSettings

if TYPE_CHECKING:
    from PIL.Image import Image

if TYPE_CHECKING:
    from PIL.Image import Image

_WORDLIKE_RE = re.compile(r"^[^\W\d_]{2,}[.,;:!?)]*$")
_ROTATE_RE = re.compile(r"Rotate:\s*(\d+)")
_MIN_GOOD_WORD_SHARE = 0.55
_MIN_GOOD_CHARS = 40
_MIN_RENDER_DPI = 200


WritePage = Callable[[int, Path], str]
"""Writes page ``index`` as an image file at ``path`` and returns the Tesseract config to read it with."""


def ocr_pdf_pages(
    document: Any, indexes: list[int], limits: ExtractionSettings, deadline: Deadline
) -> list[str]:
    """Markdown for the given 0-based pages of an open PDF, recognised in parallel."""

    def write_page(index: int, path: Path) -> str:
        return save_prepared(render_pdf_page(document, index, limits), path)

    return recognise_pages(indexes, write_page, limits, deadline)


def render_pdf_page(document: Any, index: int, limits: ExtractionSettings) -> Image:
    """A grey render of one page at the resolution of its scan (see :func:`page_render_dpi`)."""
    import pymupdf
    from PIL import Image as PILImage

    page = document.load_page(index)
    dpi = page_render_dpi(page, limits)
    pixmap = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, alpha=False, annots=False)
    return PILImage.frombytes("L", (pixmap.width, pixmap.height), pixmap.samples)


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


def save_prepared(grey: Image, path: Path) -> str:
    """Deskew the page, store it uncompressed (PGM: nothing to encode or decode) and pick its psm."""
    prepared = prepare_page(grey)
    prepared.image.save(path, format="PPM")
    return prepared.config


def recognise_pages(
    indexes: Iterable[int],
    write: WritePage,
    limits: ExtractionSettings,
    deadline: Deadline,
) -> list[str]:
    """Write each page image (in this thread) and OCR it in the pool while the next one is being written.

    At most two pages per worker wait on disk: a 30-page scan never holds 30 page images in /tmp.
    """
    os.environ["OMP_THREAD_LIMIT"] = "1"
    backlog = threading.BoundedSemaphore(2 * limits.worker_count)
    with (
        tempfile.TemporaryDirectory(prefix="ocr-") as workdir,
        ThreadPoolExecutor(max_workers=limits.worker_count, thread_name_prefix="ocr") as pool,
    ):
        futures: list[Future[str]] = []
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


def recognise_page_file(path: Path, config: str, languages: str, deadline: Deadline) -> str:
    """OCR one page image (deleted afterwards); pages that read as garbage are re-read after
    Tesseract's orientation check."""
    try:
        text = _recognise_upright(path, config, languages, deadline)
    finally:
        path.unlink(missing_ok=True)
    cleaned = "\n".join(fix_mixed_scripts(line) for line in text.splitlines())
    return page_text_to_markdown(cleaned, reflow=True)


def _recognise_upright(path: Path, config: str, languages: str, deadline: Deadline) -> str:
    text = _tesseract(path, config, languages, deadline)
    if _reads_well(text):
        return text
    rotation = _detected_rotation(path, deadline)
    if not rotation:
        return text
    rotated = path.with_name(path.stem + "-rot" + path.suffix)
    try:
        _rotate_image_file(path, rotated, rotation)
        retry = _tesseract(rotated, MULTI_COLUMN_CONFIG, languages, deadline)
    finally:
        rotated.unlink(missing_ok=True)
    return retry if _quality(retry) > _quality(text) else text


def _tesseract(path: Path, config: str, languages: str, deadline: Deadline) -> str:
    import pytesseract

    deadline.check()
    try:
        text: str = pytesseract.image_to_string(
            str(path), lang=languages, config=config, timeout=max(1.0, deadline.remaining)
        )
    except RuntimeError as exc:  # pytesseract signals its timeout with a bare RuntimeError
        raise rejections.time_budget_exceeded(deadline.seconds) from exc
    return text


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
