"""Does any real contract get refused? Every original (PDF/DOCX/RTF/MD/HTML, else the .txt) of the given
sets through ``extract_document`` and prescreen's ``ensure_contract``; prints each refusal and the count.

    python bench/refusals.py ../shared/data/ru-dev ../shared/data/cuad-dev ../shared/data/cuad-train

Every file in these sets is a real contract, so the expected count is 0.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

_ORIGINAL_SUFFIXES = (".pdf", ".docx", ".rtf", ".md", ".html")


def originals(data_dir: Path) -> list[Path]:
    """One file per contract id: its original where one was kept, the converted .txt otherwise."""
    chosen: dict[str, Path] = {}
    for path in sorted(data_dir.iterdir()):
        if path.name.endswith(".gt.txt") or path.stem.lower() == "readme" or "_v1_" in path.name:
            continue
        if path.suffix in _ORIGINAL_SUFFIXES:
            chosen[path.stem] = path
        elif path.suffix == ".txt":
            chosen.setdefault(path.stem, path)
    return [chosen[key] for key in sorted(chosen)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("data_dirs", type=Path, nargs="+")
    args = parser.parse_args(argv)
    logging.disable(logging.CRITICAL)
    from chalicelib.errors import DocumentRejected
    from chalicelib.extraction import ExtractionSettings, extract_document
    from chalicelib.prescreen import ensure_contract

    limits = ExtractionSettings()
    refused: Counter[str] = Counter()
    total = 0
    for data_dir in args.data_dirs:
        for path in originals(data_dir):
            total += 1
            started = time.perf_counter()
            try:
                document = extract_document(path.read_bytes(), path.name, limits)
                ensure_contract(document.markdown)
            except DocumentRejected as exc:
                refused[exc.reason] += 1
                print(
                    f"refused {data_dir.name}/{path.name}: {exc.reason} "
                    f"({time.perf_counter() - started:.1f} s)"
                )
    print(f"\n{total} contracts, {sum(refused.values())} refused" + (f": {dict(refused)}" if refused else ""))
    return 1 if refused else 0


if __name__ == "__main__":
    raise SystemExit(main())
