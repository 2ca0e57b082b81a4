"""Page images before Tesseract: skew measured and removed, and a page segmentation mode chosen.

Both decisions use the projection-profile trick on a small copy of the page: ``resize((1, h))`` gives
row means and ``resize((w, 1))`` column means in C, so each costs a few milliseconds.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.Image import Image

_PROBE_WIDTH = 400
_WATERMARK_MIN_LEVEL = 80
_WATERMARK_MAX_LEVEL = 235
_WATERMARK_MIN_SHARE = 0.005
_WATERMARK_SPIKE_RATIO = 8.0
_WATERMARK_MARGIN = 10
_MAX_PROBE_PIXELS = 400 * 800
_MAX_SKEW = 6.0
_MIN_CORRECTION = 0.3
_GUTTER_ZONE = (0.3, 0.7)
_GUTTER_MIN_WIDTH = 0.02
_GUTTER_MAX_INK = 0.04
_MIN_COLUMN_INK_SHARE = 0.3
_GUTTER_BANDS = 12
_GUTTER_MIN_INK_SHARE = 0.5
# psm 4 (one column of variable-size text) keeps hanging clause numbers ("1.1   In the course ...") on
# their lines; psm 3 (automatic layout) is needed when the page has two columns (bilingual contracts).
SINGLE_COLUMN_CONFIG = "--oem 1 --psm 4"
MULTI_COLUMN_CONFIG = "--oem 1 --psm 3"


@dataclass(frozen=True, slots=True)
class PreparedPage:
    image: Image
    config: str
    skew_degrees: float


def prepare_page(grey: Image, max_pixels: int) -> PreparedPage:
    """Deskew and choose a psm; every intermediate image is sized before it is made (``max_pixels``)."""
    check_pixels(grey.width, grey.height, max_pixels)
    grey = suppress_watermark(grey)
    probe = _ink_probe(grey)
    skew = estimate_skew(probe)
    if abs(skew) >= _MIN_CORRECTION:
        check_pixels(*rotated_size(grey.width, grey.height, skew), max_pixels)
        grey = grey.rotate(skew, expand=True, fillcolor=255)
        probe = _ink_probe(grey)
    config = MULTI_COLUMN_CONFIG if has_central_gutter(probe) else SINGLE_COLUMN_CONFIG
    return PreparedPage(image=grey, config=config, skew_degrees=skew)


def suppress_watermark(grey: Image) -> Image:
    """Turn a flat mid-grey fill (a watermark stamped across the page) into paper.

    Printed text is near-black with a smooth ramp of anti-aliased edges; a watermark is one grey level
    over a large area, which shows as a narrow spike in the histogram. Everything from a little below
    that level up to white becomes white; text crossing the watermark is darker and stays.
    """
    level = watermark_level(grey.histogram()[:256])
    if level is None:
        return grey
    cut = level - _WATERMARK_MARGIN
    return grey.point([value if value < cut else 255 for value in range(256)])


def watermark_level(histogram: list[int]) -> int | None:
    total = sum(histogram) or 1
    best: tuple[float, int] | None = None
    for level in range(_WATERMARK_MIN_LEVEL, _WATERMARK_MAX_LEVEL + 1):
        spike = sum(histogram[level - 2 : level + 3])
        around = histogram[level - 20 : level - 8] + histogram[level + 8 : level + 20]
        floor = max(1.0, sorted(around)[len(around) // 2])
        if spike >= _WATERMARK_MIN_SHARE * total and spike / 5 >= _WATERMARK_SPIKE_RATIO * floor:
            score = spike / floor
            if best is None or score > best[0]:
                best = (score, level)
    return None if best is None else best[1]


def _ink_probe(grey: Image) -> Image:
    """A small inverted copy: ink is bright, paper is black, so means measure ink."""
    from PIL import Image as PILImage
    from PIL import ImageOps

    scale = min(
        _PROBE_WIDTH / max(1, grey.width), (_MAX_PROBE_PIXELS / max(1, grey.width * grey.height)) ** 0.5
    )
    size = (max(1, round(grey.width * scale)), max(1, round(grey.height * scale)))
    small = grey.resize(size, PILImage.Resampling.BOX)
    return ImageOps.invert(small)


def check_pixels(width: int, height: int, max_pixels: int) -> None:
    """Refuse to make (or decode) an image of more than ``max_pixels`` pixels."""
    from chalicelib.extraction import rejections

    if width * height > max_pixels:
        raise rejections.image_too_large(width * height, max_pixels)


def rotated_size(width: int, height: int, degrees: float) -> tuple[int, int]:
    """The canvas ``Image.rotate(..., expand=True)`` would allocate."""
    radians = math.radians(degrees)
    cos, sin = abs(math.cos(radians)), abs(math.sin(radians))
    return math.ceil(width * cos + height * sin), math.ceil(width * sin + height * cos)


def estimate_skew(probe: Image) -> float:
    """The rotation (degrees, counter-clockwise) that makes text lines horizontal.

    Horizontal text lines give the sharpest row profile: maximise the squared jumps between the ink
    means of neighbouring rows, first in whole degrees, then in quarter degrees around the best one.
    """
    best_angle, best_score = 0.0, _score_at(probe, 0.0)
    coarse = [float(angle) for angle in range(-int(_MAX_SKEW), int(_MAX_SKEW) + 1) if angle]
    for angle in coarse:
        best_angle, best_score = _better(probe, angle, best_angle, best_score)
    centre = best_angle
    for offset in (-0.75, -0.5, -0.25, 0.25, 0.5, 0.75):
        best_angle, best_score = _better(probe, centre + offset, best_angle, best_score)
    return best_angle


def _better(probe: Image, angle: float, best_angle: float, best_score: float) -> tuple[float, float]:
    score = _score_at(probe, angle)
    return (angle, score) if score > best_score * 1.02 else (best_angle, best_score)


def _score_at(probe: Image, angle: float) -> float:
    from PIL import Image as PILImage

    return _row_profile_score(probe.rotate(angle, PILImage.Resampling.BILINEAR, fillcolor=0))


def _row_profile_score(probe: Image) -> float:
    from PIL import Image as PILImage

    rows = probe.resize((1, probe.height), PILImage.Resampling.BOX).tobytes()
    return float(sum((below - above) ** 2 for above, below in itertools.pairwise(rows)))


def has_central_gutter(probe: Image) -> bool:
    """True when a blank vertical band splits the page's middle into two columns of similar weight.

    The page is read in horizontal bands, so a full-width heading or preamble above the columns (a
    bilingual contract's first page) does not hide the gutter below it: the band counts when it is blank
    in the bands that hold most of the page's ink. The weight test keeps a narrow column of clause
    numbers or a table of contents (little ink on one side of the band) on psm 4.
    """
    width = probe.width
    bands = [_band_columns(probe, top, _GUTTER_BANDS) for top in range(_GUTTER_BANDS)]
    inked = [(columns, sum(columns)) for columns in bands if max(columns, default=0)]
    total = sum(weight for _, weight in inked)
    if not total:
        return False
    start, end = (int(width * share) for share in _GUTTER_ZONE)
    blank_weight = [0] * width
    for columns, weight in inked:
        threshold = max(columns) * _GUTTER_MAX_INK
        for index in range(start, end):
            if columns[index] <= threshold:
                blank_weight[index] += weight
    mostly_blank = bytes(0 if blank_weight[i] >= _GUTTER_MIN_INK_SHARE * total else 255 for i in range(width))
    band = _longest_blank_run(mostly_blank, start, end, 0)
    if band is None or band[1] - band[0] < _GUTTER_MIN_WIDTH * width:
        return False
    split = [
        columns for columns, _ in inked if max(columns[band[0] : band[1]]) <= max(columns) * _GUTTER_MAX_INK
    ]
    left = sum(sum(columns[: band[0]]) for columns in split)
    right = sum(sum(columns[band[1] :]) for columns in split)
    return min(left, right) >= _MIN_COLUMN_INK_SHARE * (left + right)


def _band_columns(probe: Image, index: int, count: int) -> bytes:
    """Column ink means of the ``index``-th of ``count`` horizontal bands of the probe."""
    from PIL import Image as PILImage

    top, bottom = probe.height * index // count, probe.height * (index + 1) // count
    band = probe.crop((0, top, probe.width, max(top + 1, bottom)))
    return band.resize((probe.width, 1), PILImage.Resampling.BOX).tobytes()


def _longest_blank_run(columns: bytes, start: int, end: int, threshold: float) -> tuple[int, int] | None:
    best: tuple[int, int] | None = None
    run_start: int | None = None
    for index in range(start, end + 1):
        blank = index < end and columns[index] <= threshold
        if blank and run_start is None:
            run_start = index
        elif not blank and run_start is not None:
            if best is None or index - run_start > best[1] - best[0]:
                best = (run_start, index)
            run_start = None
    return best
