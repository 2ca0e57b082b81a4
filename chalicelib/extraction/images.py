"""Photos and scans (JPEG, PNG, TIFF incl. multi-page, WebP, GIF): vetted, normalised, then OCR'd."""

from __future__ import annotations

import io
from pathlib import Path
from typing import TYPE_CHECKING

from chalicelib.extraction import rejections
from chalicelib.extraction.limits import Deadline
from chalicelib.extraction.ocr import mean_confidence, recognise_pages, save_prepared
from chalicelib.extraction.preprocess import check_pixels
from chalicelib.extraction.result import PagesText
from chalicelib.settings import ExtractionSettings

if TYPE_CHECKING:
    from PIL.Image import Image

_SMALL_IMAGE_SIDE = 1800
_MAX_UPSCALE = 3.0
_DECODE_ERRORS = (OSError, ValueError, SyntaxError, EOFError, IndexError, TypeError)


def extract_image(data: bytes, limits: ExtractionSettings, deadline: Deadline) -> PagesText:
    image = _open_image(data, limits)
    frames = _frame_count(image, limits)
    if frames > limits.max_pages:
        raise rejections.too_many_pages(frames, limits.max_pages)
    if frames > limits.max_ocr_pages:
        raise rejections.too_many_ocr_pages(frames, limits.max_ocr_pages)

    def write_frame(index: int, path: Path) -> str:
        from PIL import Image as PILImage

        try:
            image.seek(index)
            _check_pixels(image, limits)
            grey = normalise_for_ocr(image, limits.max_image_pixels)
        except PILImage.DecompressionBombError as exc:
            raise rejections.image_too_large(None, limits.max_image_pixels) from exc
        except _DECODE_ERRORS as exc:
            raise rejections.corrupt_file("image") from exc
        return save_prepared(grey, path, limits.max_image_pixels)

    with image:
        recognised = recognise_pages(range(frames), write_frame, limits, deadline)
    return PagesText(
        pages=[page.markdown for page in recognised],
        ocr_pages=frames,
        ocr_confidence=mean_confidence(recognised),
    )


def _frame_count(image: Image, limits: ExtractionSettings) -> int:
    """Frames of a multi-page TIFF or an animation; reading the count parses headers that can lie."""
    from PIL import Image as PILImage

    try:
        return max(1, int(getattr(image, "n_frames", 1)))
    except PILImage.DecompressionBombError as exc:
        raise rejections.image_too_large(None, limits.max_image_pixels) from exc
    except _DECODE_ERRORS as exc:
        raise rejections.corrupt_file("image") from exc


def _open_image(data: bytes, limits: ExtractionSettings) -> Image:
    from PIL import Image as PILImage

    try:
        image = PILImage.open(io.BytesIO(data))
    except PILImage.DecompressionBombError as exc:
        raise rejections.image_too_large(None, limits.max_image_pixels) from exc
    except _DECODE_ERRORS as exc:
        raise rejections.corrupt_file("image") from exc
    _check_pixels(image, limits)
    return image


def _check_pixels(image: Image, limits: ExtractionSettings) -> None:
    """Reject decompression bombs from the header's dimensions, before any pixel is decoded."""
    pixels = image.width * image.height
    if pixels > limits.max_image_pixels:
        raise rejections.image_too_large(pixels, limits.max_image_pixels)
    if pixels == 0:
        raise rejections.corrupt_file("image")


def normalise_for_ocr(image: Image, max_pixels: int) -> Image:
    """Upright (EXIF orientation), grey on white (transparency flattened) and big enough for Tesseract."""
    from PIL import Image as PILImage
    from PIL import ImageOps

    upright = ImageOps.exif_transpose(image) or image
    if upright.mode in ("RGBA", "LA", "PA") or (upright.mode == "P" and "transparency" in upright.info):
        rgba = upright.convert("RGBA")
        background = PILImage.new("RGBA", rgba.size, (255, 255, 255, 255))
        upright = PILImage.alpha_composite(background, rgba)
    return upscale_small_image(upright.convert("L"), max_pixels)


def upscale_small_image(image: Image, max_pixels: int) -> Image:
    """Telegram photos are ~1280 px on the long side: Tesseract reads such pages better enlarged."""
    from PIL import Image as PILImage

    longest = max(image.size)
    if longest >= _SMALL_IMAGE_SIDE:
        return image
    factor = min(_MAX_UPSCALE, _SMALL_IMAGE_SIDE * 1.4 / longest)
    size = (round(image.width * factor), round(image.height * factor))
    check_pixels(*size, max_pixels)
    return image.resize(size, PILImage.Resampling.LANCZOS)
