"""Bench the findings: CUAD dev set via the shared scorer, the Russian set via a per-item scorer.

Usage: python bench/findings.py <cuad-dev dir> [--ru tests/data/ru_contracts] [--out DIR] [--scorer PATH]
       [--ru-dev ../shared/data/ru-dev [--ru-scorer PATH] [--holdout ID,ID,...]] [--side ROLE|weaker]
       [--llm]   (use the provider from the environment, LLM_PROVIDER=..., instead of the rules)

``--ru-dev`` runs prescreen and the analysis on every ``<id>.txt`` of a labelled real Russian set and scores
the reports with its scorer (per-category recall, located recall, precision lower bound); ``--holdout``
also scores the listed contracts and the rest separately (a gap between the two suggests overfitting): full
ids (``ru-dev-422``) or bare numbers (``422``); an id the set does not hold stops the run before it starts.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chalicelib.analysis import AnalysisOutcome, analyze_contract  # noqa: E402
from chalicelib.analysis.summary import summary_agreeing_with  # noqa: E402
from chalicelib.analysis.text import normalise  # noqa: E402
from chalicelib.llm import build_provider  # noqa: E402
from chalicelib.llm.port import LlmProvider  # noqa: E402
from chalicelib.models import CONTRACT_TYPES, PrescreenResult  # noqa: E402
from chalicelib.settings import Settings  # noqa: E402

DEFAULT_SCORER = ROOT.parent / "shared" / "eval" / "score_findings.py"
DEFAULT_RU_SCORER = ROOT.parent / "shared" / "eval" / "score_ru.py"
RU_SPECIFIC = (
    "penalty",
    "jurisdiction",
    "unilateral_change",
    "prepayment",
    "payment_terms",
    "acceptance",
    "personal_data",
    "guarantee",
    "currency_clause",
    "missing_essential_terms",
    "force_majeure",
)


def _labels(path: Path) -> Iterator[dict[str, Any]]:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            yield json.loads(line)


def _prescreen(label: dict[str, Any]) -> PrescreenResult:
    ctype = label.get("contract_type")
    return PrescreenResult(contract_type=ctype if ctype in CONTRACT_TYPES else "other")


def _run_set(
    text_dir: Path, out_dir: Path, provider: LlmProvider | None, settings: Settings
) -> tuple[dict[str, AnalysisOutcome], float]:
    outcomes: dict[str, AnalysisOutcome] = {}
    started = time.perf_counter()
    for label in _labels(text_dir / "labels.jsonl"):
        text_path = text_dir / f"{label['id']}.txt"
        if not text_path.exists():
            continue
        text = text_path.read_text(encoding="utf-8", errors="replace")
        outcome = analyze_contract(text, _prescreen(label), provider, settings=settings.analysis)
        outcomes[label["id"]] = outcome
        body = {
            "findings": [f.model_dump() for f in outcome.findings],
            "risk_score": outcome.risk_score,
            "side": outcome.side,
            "side_basis": outcome.side_basis,
        }
        (out_dir / f"{label['id']}.json").write_text(json.dumps(body, ensure_ascii=False), encoding="utf-8")
    elapsed = time.perf_counter() - started
    return outcomes, 1000 * elapsed / max(1, len(outcomes))


def _tokens(outcomes: dict[str, AnalysisOutcome]) -> str:
    n = max(1, len(outcomes))
    prompt = sum(o.stats.prompt_tokens for o in outcomes.values()) / n
    completion = sum(o.stats.completion_tokens for o in outcomes.values()) / n
    return f"tokens/contract: prompt {prompt:.0f}, completion {completion:.0f}"


def score_russian(text_dir: Path, outcomes: dict[str, AnalysisOutcome]) -> None:
    """Per-item detection over the labelled Russian contracts (``findings`` booleans) and quote grounding."""
    counts: dict[str, list[int]] = {}
    quotes = grounded = 0
    for label in _labels(text_dir / "labels.jsonl"):
        outcome = outcomes.get(label["id"])
        if outcome is None:
            continue
        predicted = {f.category for f in outcome.findings}
        for item, gold in label.get("findings", {}).items():
            c = counts.setdefault(item, [0, 0, 0])
            hit = item in predicted
            c[0] += int(gold and hit)
            c[1] += int(hit and not gold)
            c[2] += int(gold and not hit)
            if gold != hit:
                print(f"  {label['id']} {item}: {'FN' if gold else 'FP'}")
        text = normalise((text_dir / f"{label['id']}.txt").read_text(encoding="utf-8"))
        for f in outcome.findings:
            quotes += 1
            grounded += int(normalise(f.quote) in text)
    _print_table(counts)
    specific = {k: v for k, v in counts.items() if k in RU_SPECIFIC}
    rec = [tp / (tp + fn) for tp, _, fn in specific.values() if tp + fn]
    print(f"ru_specific_macro_recall={sum(rec) / max(1, len(rec)):.4f}")
    print(f"ru_quotes_grounded_rate={grounded / quotes if quotes else 0.0:.4f}")


def run_ru_dev(
    data: Path,
    out_dir: Path,
    provider: LlmProvider | None,
    settings: Settings,
    side: str | None,
    *,
    originals: bool = False,
) -> tuple[int, float]:
    """Prescreen + analysis of every labelled contract; reports written as ``<id>.json``.

    The text is ``<id>.txt``, or with ``originals`` what users send: the original PDF/DOCX/RTF through the
    project's extraction (a refused file analyses as empty text, as in production).
    """
    from chalicelib.prescreen import run_prescreen

    config = settings.prescreen
    labels = list(_labels(data / "labels.jsonl"))
    texts = _original_texts(data, labels) if originals else {}
    spent = 0.0
    count = 0
    for label in labels:
        if originals and label["id"] not in texts:
            (out_dir / f"{label['id']}.json").write_text(json.dumps({"findings": []}), encoding="utf-8")
            continue
        text = texts[label["id"]] if originals else (data / f"{label['id']}.txt").read_text(encoding="utf-8")
        prescreen = run_prescreen(text, config)
        started = time.perf_counter()
        outcome = analyze_contract(text, prescreen, provider, settings=settings.analysis, side=side)
        spent += time.perf_counter() - started
        count += 1
        body = {
            "prescreen": summary_agreeing_with(prescreen, outcome.findings).model_dump(mode="json"),
            "findings": [f.model_dump() for f in outcome.findings],
            "side": outcome.side,
            "side_basis": outcome.side_basis,
            "risk_score": outcome.risk_score,
        }
        (out_dir / f"{label['id']}.json").write_text(json.dumps(body, ensure_ascii=False), encoding="utf-8")
    return count, 1000 * spent / max(1, count)


def _original_texts(data: Path, labels: list[dict[str, Any]]) -> dict[str, str]:
    sys.path.insert(0, str(ROOT / "bench"))
    from prescreen import ru_dev_originals

    return ru_dev_originals(data, [label["id"] for label in labels])


def holdout_ids(requested: str, known: list[str], prefix: str = "ru-dev-") -> set[str]:
    """The ``--holdout`` ids as the labels spell them: a full id (``ru-dev-422``) or its bare number
    (``422``); an id the set does not hold is refused (a typo would otherwise score an empty holdout)."""
    chosen: set[str] = set()
    unknown: list[str] = []
    for raw in (part.strip() for part in requested.split(",")):
        if not raw:
            continue
        full = raw if raw in known else f"{prefix}{raw}"
        if full in known:
            chosen.add(full)
        else:
            unknown.append(raw)
    if unknown:
        sample = ", ".join(known[:3])
        missing = ", ".join(unknown)
        raise SystemExit(f"--holdout: no contract {missing} in the set (its ids read {sample}, ...)")
    return chosen


def score_ru_dev(data: Path, predictions: Path, scorer: Path, holdout: set[str]) -> None:
    """The set's own scorer on all contracts, then (with a holdout) on the holdout and on the rest."""
    subsets: list[tuple[str, set[str] | None]] = [("all", None)]
    if holdout:
        subsets += [("holdout", holdout), ("tuned", {"*"})]
    for name, ids in subsets:
        labels = data / "labels.jsonl"
        if ids is not None:
            chosen = [
                line
                for line in labels.read_text(encoding="utf-8").splitlines()
                if line.strip() and ((json.loads(line)["id"] in holdout) == (name == "holdout"))
            ]
            labels = predictions / f"labels-{name}.jsonl"
            labels.write_text("\n".join(chosen) + "\n", encoding="utf-8")
        print(f"--- ru-dev ({name}) ---", flush=True)
        cmd = [sys.executable, str(scorer), "--labels", str(labels), "--predictions", str(predictions)]
        subprocess.run([*cmd, "--texts", str(data)], check=True)


def _fmt(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.3f}"


def _print_table(counts: dict[str, list[int]]) -> None:
    print(f"{'category':28} {'gold':>4} {'tp':>4} {'fp':>4} {'fn':>4} {'prec':>7} {'recall':>7}")
    precisions: list[float] = []
    recalls: list[float] = []
    for item, (tp, fp, fn) in counts.items():
        prec = tp / (tp + fp) if tp + fp else None
        rec = tp / (tp + fn) if tp + fn else None
        if tp + fn:
            precisions.append(prec or 0.0)
            recalls.append(rec or 0.0)
        print(f"{item:28} {tp + fn:4} {tp:4} {fp:4} {fn:4} {_fmt(prec):>7} {_fmt(rec):>7}")
    print(f"ru_macro_recall={sum(recalls) / max(1, len(recalls)):.4f}")
    print(f"ru_macro_precision={sum(precisions) / max(1, len(precisions)):.4f}")


def _bench_cuad(a: argparse.Namespace, out: Path, provider: LlmProvider | None, settings: Settings) -> None:
    cuad_out = out / "cuad"
    cuad_out.mkdir(parents=True, exist_ok=True)
    outcomes, ms = _run_set(a.cuad, cuad_out, provider, settings)
    cmd = [
        sys.executable,
        str(a.scorer),
        "--labels",
        str(a.cuad / "labels.jsonl"),
        "--predictions",
        str(cuad_out),
        "--texts",
        str(a.cuad),
    ]
    subprocess.run([*cmd, *(["--verbose"] if a.verbose else [])], check=True)
    print(f"cuad: {len(outcomes)} contracts, {ms:.1f} ms/contract; {_tokens(outcomes)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("cuad", type=Path, nargs="?", help="the CUAD dev set (omit with --skip-cuad)")
    ap.add_argument("--ru", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--scorer", type=Path, default=DEFAULT_SCORER)
    ap.add_argument("--ru-dev", type=Path, help="a labelled real Russian set (e.g. ../shared/data/ru-dev)")
    ap.add_argument("--ru-scorer", type=Path, default=DEFAULT_RU_SCORER)
    ap.add_argument("--holdout", default="", help="comma-separated ids scored apart from the rest")
    ap.add_argument("--originals", action="store_true", help="ru-dev: analyse the extracted original files")
    ap.add_argument("--side", default=None, help="the side reports are written for (default: the weaker)")
    ap.add_argument("--skip-cuad", action="store_true")
    ap.add_argument("--llm", action="store_true", help="use LLM_PROVIDER from the environment")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args(argv)
    settings = Settings()
    provider = build_provider(settings) if a.llm else None
    # Refuse a mistyped holdout before any contract is analysed.
    known = [label["id"] for label in _labels(a.ru_dev / "labels.jsonl")] if a.ru_dev else []
    holdout = holdout_ids(a.holdout, known) if a.ru_dev else set()
    out = a.out or Path(tempfile.mkdtemp(prefix="findings-bench-"))
    if not a.skip_cuad and a.cuad:
        _bench_cuad(a, out, provider, settings)
    if a.ru_dev:
        dev_out = out / "ru-dev"
        dev_out.mkdir(parents=True, exist_ok=True)
        n, dev_ms = run_ru_dev(a.ru_dev, dev_out, provider, settings, a.side, originals=a.originals)
        score_ru_dev(a.ru_dev, dev_out, a.ru_scorer, holdout)
        print(f"ru-dev: {n} contracts, analysis {dev_ms:.1f} ms/contract")
    if a.ru:
        ru_out = out / "ru"
        ru_out.mkdir(parents=True, exist_ok=True)
        ru_outcomes, ru_ms = _run_set(a.ru, ru_out, provider, settings)
        score_russian(a.ru, ru_outcomes)
        print(f"ru: {len(ru_outcomes)} contracts, {ru_ms:.1f} ms/contract; {_tokens(ru_outcomes)}")
    print(f"predictions in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
