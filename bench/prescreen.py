"""Prescreen quality and speed on CUAD-dev (English), ru-dev (real Russian) and the labelled own corpora.

    PYTHONPATH=. .venv/bin/python bench/prescreen.py /work/shared/data/cuad-dev \\
        [--ru-dev /work/shared/data/ru-dev [--originals] [--ru-scorer PATH] [--holdout ID ...]] \\
        [--ru tests/data/ru_contracts] [--en tests/data/en_contracts] [--pdf] [--verbose]

ru-dev is scored by its own scorer (score_ru.py, prescreen part: per field, ru_prescreen_score=); with
``--holdout`` the named contracts are also scored apart (tuned-on vs held-out figures).

Writes report-shaped predictions ({"prescreen": {...}}) per contract into a temporary directory, runs the
project scorer on them (per-field table, prescreen_score= line), adds metrics the scorer does not compute
(amount/currency, Unicode-aware parties and law for Cyrillic gold), and times prescreen per contract and on a
30-page contract made by concatenating texts.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from chalicelib.models import PrescreenResult
from chalicelib.prescreen import PrescreenSettings, run_prescreen

DEFAULT_SCORER = Path("/work/shared/eval/score_prescreen.py")
DEFAULT_RU_SCORER = Path("/work/shared/eval/score_ru.py")
RU_PRESCREEN_FIELDS = (
    "contract_type",
    "parties",
    "total_amount",
    "currency",
    "start_date",
    "end_date",
    "has_penalty_clause",
    "has_termination_clause",
    "has_arbitration",
)
PAGE_CHARS = 3000
SYNTHETIC_PAGES = 30
TIMING_REPEATS = 20


def load_labels(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def as_markdown(text: str) -> str:
    """Plain text as the extractor would hand it over: page markers at form feeds (or one page)."""
    pages = text.split("\f")
    return "\n".join(f"<!-- page {n} -->\n{page}" for n, page in enumerate(pages, start=1))


def predict(texts: dict[str, str], out_dir: Path, config: PrescreenSettings) -> dict[str, PrescreenResult]:
    out_dir.mkdir(parents=True, exist_ok=True)
    results: dict[str, PrescreenResult] = {}
    for contract_id, markdown in texts.items():
        result = run_prescreen(markdown, config)
        results[contract_id] = result
        payload = {"prescreen": result.model_dump(mode="json")}
        text = json.dumps(payload, ensure_ascii=False)
        (out_dir / f"{contract_id}.json").write_text(text, encoding="utf-8")
    return results


def run_scorer(scorer: Path, labels: Path, predictions: Path, verbose: bool) -> str:
    command = [sys.executable, str(scorer), "--labels", str(labels), "--predictions", str(predictions)]
    if verbose:
        command.append("--verbose")
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def run_scorer_with_unicode_tokens(scorer: Path, labels: Path, predictions: Path) -> str:
    """The same scorer with its party tokens taken as Unicode words (``\\w+``) instead of ``[a-z0-9]+``.

    The scorer folds names to ASCII letters and digits, so a Cyrillic gold name has no tokens and can never
    match: the Russian parties score is 0 whatever is predicted. Only the tokeniser changes here.
    """
    spec = importlib.util.spec_from_file_location("score_prescreen_unicode", scorer)
    if spec is None or spec.loader is None:
        return "unicode-token scorer not loadable\n"
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)

    def unicode_scorer_tokens(name: str) -> set[str]:
        found = re.findall(r"\w+", module.fold(name))
        kept = [t for t in found if t not in module.LEGAL_WORDS]
        return set(kept or found)

    setattr(module, "tokens", unicode_scorer_tokens)  # noqa: B010 - replacing a function of a loaded script
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        module.main(["--labels", str(labels), "--predictions", str(predictions)])
    return output.getvalue()


def field_accuracy(
    labels: list[dict[str, Any]],
    results: dict[str, PrescreenResult],
    gold_key: str,
    predicted: Callable[[PrescreenResult], Any],
    equal: Callable[[Any, Any], bool],
) -> tuple[float | None, int]:
    pairs = [(label[gold_key], predicted(results[label["id"]])) for label in labels if label.get(gold_key)]
    if not pairs:
        return None, 0
    return sum(equal(g, p) for g, p in pairs) / len(pairs), len(pairs)


def same_amount(gold: Any, predicted: Any) -> bool:
    return predicted is not None and abs(float(gold) - float(predicted)) < 0.01


def law_contains(gold: Any, predicted: Any) -> bool:
    g, p = str(gold).casefold(), str(predicted or "").casefold()
    return bool(p) and (g in p or p in g)


def flag_accuracy(
    labels: list[dict[str, Any]], results: dict[str, PrescreenResult], flag: str
) -> tuple[float | None, int]:
    pairs = [
        (bool(label[flag]), bool(getattr(results[label["id"]], flag))) for label in labels if flag in label
    ]
    return (statistics.fmean(g == p for g, p in pairs) if pairs else None), len(pairs)


def extra_metrics(
    labels: list[dict[str, Any]], results: dict[str, PrescreenResult]
) -> list[tuple[str, float | None, int]]:
    """Fields the scorer leaves out: amount, currency, Cyrillic governing law, the three flags (own gold)."""
    rows = [
        (
            "total_amount",
            *field_accuracy(labels, results, "total_amount", lambda r: r.total_amount, same_amount),
        ),
        ("currency", *field_accuracy(labels, results, "currency", lambda r: r.currency, lambda g, p: g == p)),
        (
            "governing_law (any script)",
            *field_accuracy(labels, results, "governing_law", lambda r: r.governing_law, law_contains),
        ),
    ]
    for flag in ("has_penalty_clause", "has_termination_clause", "has_arbitration"):
        rows.append((f"{flag} accuracy", *flag_accuracy(labels, results, flag)))
    return rows


def print_extra(title: str, rows: Iterable[tuple[str, float | None, int]]) -> None:
    print(f"-- {title}: fields the scorer does not compute")
    for name, score, n in rows:
        shown = "n/a" if score is None else f"{score:.4f}"
        print(f"{name:32s} {shown:>8s} {n:5d}")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def time_per_contract(texts: dict[str, str], config: PrescreenSettings) -> list[float]:
    timings = []
    for markdown in texts.values():
        started = time.perf_counter()
        run_prescreen(markdown, config)
        timings.append((time.perf_counter() - started) * 1000)
    return timings


def synthetic_contract(texts: Iterable[str], pages: int) -> str:
    """About ``pages`` pages of 3,000 characters, starting with a real preamble."""
    joined = "\n".join(texts)
    body = (joined * (1 + pages * PAGE_CHARS // max(1, len(joined))))[: pages * PAGE_CHARS]
    chunks = [body[i : i + PAGE_CHARS] for i in range(0, len(body), PAGE_CHARS)]
    return "\n".join(f"<!-- page {n} -->\n{chunk}" for n, chunk in enumerate(chunks, start=1))


BASELINE = re.compile(r"\b\d{1,2}[./]\d{1,2}[./]\d{4}\b|\b(?:agreement|договор)\b", re.IGNORECASE)


def time_synthetic(markdown: str, config: PrescreenSettings) -> tuple[float, float]:
    """Median ms of prescreen and of a single-regex pass over the same 30-page text."""
    prescreen_ms, baseline_ms = [], []
    for _ in range(TIMING_REPEATS):
        started = time.perf_counter()
        run_prescreen(markdown, config)
        prescreen_ms.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        BASELINE.findall(markdown)
        baseline_ms.append((time.perf_counter() - started) * 1000)
    return statistics.median(prescreen_ms), statistics.median(baseline_ms)


def pdf_markdown(ids: list[str], cuad: Path) -> dict[str, str] | None:
    """CUAD PDFs through the project extractor, when chalicelib.extraction is there and works."""
    try:
        from chalicelib.extraction import ExtractionSettings, extract_document
    except ImportError:
        print("-- PDF: chalicelib.extraction.extract_document is not available; skipped")
        return None
    limits = ExtractionSettings()
    texts: dict[str, str] = {}
    for contract_id in ids:
        pdf = cuad / f"{contract_id}.pdf"
        try:
            texts[contract_id] = extract_document(pdf.read_bytes(), pdf.name, limits).markdown
        except Exception as error:  # a failed extraction scores as an empty prediction, as in production
            print(f"-- PDF: {contract_id} not extracted ({type(error).__name__})")
    return texts


def score_set(
    title: str, labels_path: Path, texts: dict[str, str], args: argparse.Namespace, config: PrescreenSettings
) -> None:
    labels = load_labels(labels_path)
    with tempfile.TemporaryDirectory(prefix="prescreen-") as tmp:
        results = predict(texts, Path(tmp), config)
        print(f"== {title} ({len(texts)} contracts)")
        print(run_scorer(args.scorer, labels_path, Path(tmp), args.verbose), end="")
        fixed = run_scorer_with_unicode_tokens(args.scorer, labels_path, Path(tmp)).splitlines()
        parties_row = next((line for line in fixed if line.startswith("parties")), "")
        print(f"-- same scorer, Unicode party tokens: {fixed[-1]} ({' '.join(parties_row.split())})")
    print_extra(title, extra_metrics(labels, results))
    timings = time_per_contract(texts, config)
    print(
        f"-- {title} timing: p50={percentile(timings, 0.5):.1f} ms p95={percentile(timings, 0.95):.1f} ms "
        f"max={max(timings):.1f} ms"
    )


def ru_prescreen_lines(output: str) -> str:
    """The scorer's prescreen part: per-field rows, per-contract notes on prescreen fields, the score line."""
    keep = []
    for line in output.splitlines():
        first = line.split()[0] if line.split() else ""
        note_field = line.split()[1].rstrip(":") if line.startswith("  ") and len(line.split()) > 1 else ""
        if (
            first in RU_PRESCREEN_FIELDS
            or first == "field"
            or line.startswith("ru_prescreen_score")
            or note_field in RU_PRESCREEN_FIELDS
        ):
            keep.append(line)
    return "\n".join(keep) + "\n"


def ru_dev_originals(folder: Path, ids: list[str]) -> dict[str, str]:
    """What users send: each contract's original file (PDF/DOCX/RTF) through the project extractor, else its
    text; a file the extractor refuses scores as an empty prediction, as in production."""
    from chalicelib.extraction import ExtractionSettings, extract_document

    limits = ExtractionSettings()
    texts: dict[str, str] = {}
    for label in load_labels(folder / "labels.jsonl"):
        if label["id"] not in ids:
            continue
        name = (label.get("files") or {}).get("original") or f"{label['id']}.txt"
        path = folder / name
        try:
            texts[label["id"]] = extract_document(path.read_bytes(), path.name, limits).markdown
        except Exception as error:  # a refused file is an empty prediction
            print(f"-- ru-dev original: {label['id']} not extracted ({type(error).__name__})")
    return texts


def score_ru_dev(
    folder: Path,
    ids: list[str],
    title: str,
    args: argparse.Namespace,
    config: PrescreenSettings,
    *,
    originals: bool = False,
) -> None:
    """ru-dev through score_ru.py on report-shaped predictions (labels restricted to ``ids``)."""
    labels = [label for label in load_labels(folder / "labels.jsonl") if label["id"] in ids]
    texts = ru_dev_originals(folder, ids) if originals else read_texts(folder, ids)
    with tempfile.TemporaryDirectory(prefix="prescreen-ru-") as tmp:
        labels_path = Path(tmp) / "labels.jsonl"
        labels_path.write_text("\n".join(json.dumps(label, ensure_ascii=False) for label in labels), "utf-8")
        predict(texts, Path(tmp) / "pred", config)
        command = [
            sys.executable,
            str(args.ru_scorer),
            "--labels",
            str(labels_path),
            "--predictions",
            str(Path(tmp) / "pred"),
            "--texts",
            str(folder),
        ]
        if args.verbose:
            command.append("--verbose")
        output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    print(f"== {title} ({len(texts)} contracts)")
    print(ru_prescreen_lines(output), end="")
    timings = time_per_contract(texts, config)
    print(
        f"-- {title} timing: p50={percentile(timings, 0.5):.1f} ms p95={percentile(timings, 0.95):.1f} ms "
        f"max={max(timings):.1f} ms"
    )


def read_texts(folder: Path, ids: list[str]) -> dict[str, str]:
    return {
        i: as_markdown((folder / f"{i}.txt").read_text(encoding="utf-8"))
        for i in ids
        if (folder / f"{i}.txt").exists()
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("cuad", type=Path, help="cuad-dev folder (<id>.txt, <id>.pdf, labels.jsonl)")
    parser.add_argument(
        "--ru-dev", type=Path, help="ru-dev folder (<id>.txt, labels.jsonl), scored by score_ru.py"
    )
    parser.add_argument("--ru-scorer", type=Path, default=DEFAULT_RU_SCORER)
    parser.add_argument(
        "--originals", action="store_true", help="also score ru-dev original files, extracted"
    )
    parser.add_argument("--holdout", nargs="*", default=[], help="ru-dev ids also scored apart (held out)")
    parser.add_argument("--ru", type=Path, help="Russian corpus folder (<id>.txt, labels.jsonl)")
    parser.add_argument("--en", type=Path, help="English sample corpus folder, same layout as --ru")
    parser.add_argument("--pdf", action="store_true", help="also score the project extractor's PDF Markdown")
    parser.add_argument("--scorer", type=Path, default=DEFAULT_SCORER)
    parser.add_argument("--verbose", action="store_true", help="per-contract mismatches from the scorer")
    args = parser.parse_args(argv)
    config = PrescreenSettings()

    cuad_ids = [label["id"] for label in load_labels(args.cuad / "labels.jsonl")]
    cuad_texts = read_texts(args.cuad, cuad_ids)
    score_set("CUAD txt", args.cuad / "labels.jsonl", cuad_texts, args, config)
    if args.pdf:
        pdf_texts = pdf_markdown(cuad_ids, args.cuad)
        if pdf_texts is not None:
            score_set("CUAD pdf->markdown", args.cuad / "labels.jsonl", pdf_texts, args, config)
    all_texts = list(cuad_texts.values())
    if args.ru_dev is not None:
        ru_ids = [label["id"] for label in load_labels(args.ru_dev / "labels.jsonl")]
        score_ru_dev(args.ru_dev, ru_ids, "ru-dev", args, config)
        if args.originals:
            score_ru_dev(args.ru_dev, ru_ids, "ru-dev originals (extracted)", args, config, originals=True)
        if args.holdout:
            tuned = [i for i in ru_ids if i not in args.holdout]
            score_ru_dev(args.ru_dev, tuned, "ru-dev tuned-on", args, config)
            score_ru_dev(
                args.ru_dev, [i for i in ru_ids if i in args.holdout], "ru-dev held-out", args, config
            )
    for title, folder in (("Russian corpus", args.ru), ("English samples", args.en)):
        if folder is None:
            continue
        labels_path = folder / "labels.jsonl"
        texts = read_texts(folder, [label["id"] for label in load_labels(labels_path)])
        score_set(title, labels_path, texts, args, config)
        all_texts = list(texts.values()) + all_texts
    prescreen_ms, baseline_ms = time_synthetic(synthetic_contract(all_texts, SYNTHETIC_PAGES), config)
    print(
        f"== {SYNTHETIC_PAGES}-page contract ({SYNTHETIC_PAGES * PAGE_CHARS} chars): prescreen "
        f"{prescreen_ms:.1f} ms (median of {TIMING_REPEATS}); single-regex baseline {baseline_ms:.2f} ms; "
        f"ratio {prescreen_ms / max(baseline_ms, 1e-6):.0f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
