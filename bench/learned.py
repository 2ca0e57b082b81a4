"""What the learned scorer costs: the weight file's size and load time, and analysis of a 30-page contract
warm with the scorer off and on.

    .venv/bin/python bench/learned.py --ru-dev ../shared/data/ru-dev --cuad ../shared/data/cuad-dev

The 30-page texts are made by joining the sets' texts up to ``PAGE_CHARS * 30`` characters.
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chalicelib.analysis import analyze_contract  # noqa: E402
from chalicelib.analysis.learned import WEIGHTS_PATH, default_scorer, scorer_from_json  # noqa: E402
from chalicelib.models import PrescreenResult  # noqa: E402
from chalicelib.settings import AnalysisSettings  # noqa: E402

PAGE_CHARS = 3000
PAGES = 30
REPEATS = 5


def thirty_pages(data: Path) -> str:
    parts: list[str] = []
    size = 0
    for path in sorted(data.glob("*.txt")):
        if path.name.endswith(".gt.txt"):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        parts.append(text)
        size += len(text)
        if size >= PAGE_CHARS * PAGES:
            break
    return "\n\n".join(parts)[: PAGE_CHARS * PAGES]


def median_ms(text: str, settings: AnalysisSettings) -> float:
    analyze_contract(text, PrescreenResult(), None, settings=settings)  # warm: lemmas, regexes, weights
    spent = []
    for _ in range(REPEATS):
        started = time.perf_counter()
        analyze_contract(text, PrescreenResult(), None, settings=settings)
        spent.append(1000 * (time.perf_counter() - started))
    return statistics.median(spent)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ru-dev", type=Path, required=True)
    ap.add_argument("--cuad", type=Path, required=True)
    args = ap.parse_args()
    logging.disable(logging.INFO)
    started = time.perf_counter()
    data = json.loads(WEIGHTS_PATH.read_text(encoding="utf-8"))
    parsed = time.perf_counter()
    scorer = scorer_from_json(data)
    built = time.perf_counter()
    features = sum(len(lang.weights) for lang in scorer.languages.values())
    size = WEIGHTS_PATH.stat().st_size / 1024
    print(
        f"weights: {size:.0f} KiB, {features} features; load {1000 * (built - started):.0f} ms "
        f"(JSON {1000 * (parsed - started):.0f} ms, tables {1000 * (built - parsed):.0f} ms)"
    )
    default_scorer()
    for name, data in (("ru", args.ru_dev), ("en", args.cuad)):
        text = thirty_pages(data)
        off = median_ms(text, AnalysisSettings(learned_scorer=False))
        on = median_ms(text, AnalysisSettings(learned_scorer=True))
        print(f"{name} 30 pages ({len(text)} chars), warm median of {REPEATS}: off {off:.0f}, on {on:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
