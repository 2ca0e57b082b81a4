"""Build the Tesseract layer layout from this Debian machine's packages (tesseract-ocr, -rus, -eng).

    python layers/tesseract/build_from_debian.py [--out layers/tesseract/build/layer]

It proves the layout (tests/extraction/test_layer.py runs the binary from it with only LD_LIBRARY_PATH
and TESSDATA_PREFIX set) and measures the size. Debian 12 links against glibc 2.36 while Lambda's
Amazon Linux 2023 has 2.34, so the deployable layer comes from the Dockerfile next to this script.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from collect_layer import collect, print_sizes, zip_layer  # noqa: E402

DEBIAN_TESSDATA = Path("/usr/share/tesseract-ocr/5/tessdata")
PACKAGES = (
    "tesseract-ocr",
    "libtesseract5",
    "liblept5",
    "tesseract-ocr-eng",
    "tesseract-ocr-rus",
    "tesseract-ocr-osd",
)


def package_versions() -> str:
    done = subprocess.run(
        ["dpkg-query", "-W", "-f", "${Package} ${Version}\\n", *PACKAGES],
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=HERE / "build" / "layer")
    parser.add_argument("--zip", type=Path, default=HERE / "build" / "tesseract-layer-debian.zip")
    parser.add_argument("--no-zip", action="store_true")
    args = parser.parse_args()
    root = collect(Path("/usr/bin/tesseract"), DEBIAN_TESSDATA, args.out, ["eng", "rus", "osd"])
    (root / "PACKAGES.txt").write_text(package_versions(), encoding="utf-8")
    archive = None if args.no_zip else zip_layer(root, args.zip)
    print_sizes(root, archive)


if __name__ == "__main__":
    main()
