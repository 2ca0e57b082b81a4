"""The Tesseract layer layout works on its own: the binary runs from the layer directory with only
LD_LIBRARY_PATH and TESSDATA_PREFIX set, and pytesseract can drive it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from extraction.extraction_samples import image_bytes, story_pdf

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "layers" / "tesseract" / "build_from_debian.py"


@pytest.fixture(scope="module")
def layer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("layer") / "layer"
    subprocess.run(
        [sys.executable, str(BUILD), "--out", str(out), "--no-zip"], check=True, capture_output=True
    )
    return out


def _layer_env(layer: Path) -> dict[str, str]:
    """Nothing from the host: no PATH, no default tessdata; only the two variables Lambda would have."""
    return {
        "LD_LIBRARY_PATH": str(layer / "lib"),
        "TESSDATA_PREFIX": str(layer / "share" / "tessdata"),
        "OMP_THREAD_LIMIT": "1",
    }


def test_layout(layer: Path) -> None:
    assert (layer / "bin" / "tesseract").stat().st_mode & 0o111
    assert {path.name for path in (layer / "share" / "tessdata").glob("*.traineddata")} == {
        "eng.traineddata",
        "rus.traineddata",
        "osd.traineddata",
    }
    libraries = {path.name for path in (layer / "lib").iterdir()}
    assert "libtesseract.so.5" in libraries
    assert "libc.so.6" not in libraries  # the runtime's glibc must be used
    assert (layer / "MANIFEST.txt").read_text().count("\n") >= len(libraries) + 4


def test_every_library_resolves_inside_the_layer(layer: Path) -> None:
    resolved = subprocess.run(
        ["ldd", str(layer / "bin" / "tesseract")],
        env=_layer_env(layer),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    outside = [
        line
        for line in resolved.splitlines()
        if "=>" in line
        and str(layer) not in line
        and not any(core in line for core in ("libc.so", "libm.so", "libresolv.so", "ld-linux"))
    ]
    assert not outside, outside
    assert "not found" not in resolved


def test_binary_reads_russian_and_english_from_the_layer(layer: Path, tmp_path: Path) -> None:
    page = tmp_path / "page.png"
    page.write_bytes(
        image_bytes(
            story_pdf("<h1>Договор поставки</h1><p>Supply agreement between the parties.</p>"),
            fmt="PNG",
            dpi=200,
        )
    )
    env = _layer_env(layer)
    langs = subprocess.run(
        [str(layer / "bin" / "tesseract"), "--list-langs"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert str(layer / "share" / "tessdata") in langs
    text = subprocess.run(
        [str(layer / "bin" / "tesseract"), str(page), "stdout", "-l", "rus+eng", "txt"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Договор поставки" in text
    assert "Supply agreement" in text


def test_pytesseract_drives_the_layer_binary(layer: Path, tmp_path: Path) -> None:
    page = tmp_path / "page.png"
    page.write_bytes(image_bytes(story_pdf("<p>Арендная плата вносится ежемесячно.</p>"), fmt="PNG", dpi=200))
    script = (
        "import sys, pytesseract; "
        f"pytesseract.pytesseract.tesseract_cmd = {str(layer / 'bin' / 'tesseract')!r}; "
        f"print(pytesseract.image_to_string({str(page)!r}, lang='rus+eng'))"
    )
    env = {**_layer_env(layer), "PYTHONPATH": os.pathsep.join(sys.path)}
    out = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    ).stdout
    assert "Арендная плата вносится ежемесячно" in out
