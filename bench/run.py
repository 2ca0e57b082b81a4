"""``make bench``: every benchmark in one run, one table on stdout, the run appended to bench/results.json.

    python bench/run.py [--cuad ../shared/data/cuad-dev] [--ru ../shared/data/ru-dev] [--quick]
                        [--only extraction prescreen findings coldstart e2e memory scaling tokens cost]

Sections call the other bench modules (extraction.py, prescreen.py, findings.py, coldstart.py,
pipeline.py) and keep their figures; ``--quick`` cuts repeats and sizes for a smoke run. Data paths are
arguments: nothing from ../shared is copied into the project.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import coldstart  # noqa: E402
import extraction  # noqa: E402
import pipeline  # noqa: E402

RESULTS = ROOT / "bench" / "results.json"
SECTIONS = (
    "extraction",
    "prescreen",
    "findings",
    "coldstart",
    "cli",
    "e2e",
    "memory",
    "scaling",
    "tokens",
    "cost",
)
SAMPLE = ROOT / "samples" / "dogovor-postavki.pdf"

# AWS Lambda list prices (us-east-1, x86_64, 2026): per GB-second and per request; S3 and SQS per request.
LAMBDA_GB_SECOND_USD = 0.0000166667
LAMBDA_REQUEST_USD = 0.20 / 1_000_000
S3_PUT_USD = 0.005 / 1000
S3_GET_USD = 0.0004 / 1000
SQS_REQUEST_USD = 0.40 / 1_000_000
# One document's requests on the bus (stages.py): puts = upload, text.md, prescreen.json, report.md,
# report.pdf, report.json, delivery.json (claim + final); gets/heads ≈ 16; SQS = 4 × (receive + delete)
# plus S3's 4 sends.
S3_PUTS_PER_DOCUMENT = 8
S3_GETS_PER_DOCUMENT = 16
SQS_REQUESTS_PER_DOCUMENT = 12
FULL_VCPU_MB = 1769  # Lambda gives one full vCPU at 1,769 MB; less memory, a proportional share of one


def run_child(args: list[str], **kwargs: Any) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "OMP_THREAD_LIMIT": "1"}
    done = subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, check=True, cwd=ROOT, env=env, **kwargs
    )
    return str(done.stdout)


# --------------------------------------------------------------------------------------------- sections


def section_extraction(cuad: Path, quick: bool) -> dict[str, Any]:
    """Our Markdown vs raw PyMuPDF get_text and pdftotext on the text PDFs; OCR vs bare tesseract."""
    tools = ("raw_get_text", "ours", "pdftotext")
    files = extraction.text_pdfs(cuad)
    with tempfile.TemporaryDirectory(prefix="bench-extraction-") as tmp:
        stats = {}
        for tool in tools:
            run_child([str(ROOT / "bench" / "extraction.py"), "_child", tool, str(cuad), tmp])
            stats[tool] = json.loads((Path(tmp) / f"{tool}.json").read_text())
        fidelity = {tool: statistics.median(extraction._fidelities(files, Path(tmp), tool)) for tool in tools}
    raw = stats["raw_get_text"]["seconds"]
    pdf = {
        "documents": len(files),
        "pages": int(stats["raw_get_text"]["pages"]),
        **{f"{tool}_s": round(stats[tool]["seconds"], 3) for tool in tools},
        "ours_over_raw_get_text": round(stats["ours"]["seconds"] / raw, 2),
        "pdftotext_over_ours": round(stats["pdftotext"]["seconds"] / stats["ours"]["seconds"], 2),
        "fidelity_median": {tool: round(value, 4) for tool, value in fidelity.items()},
        "peak_mb": {tool: round(stats[tool]["peak_mb"], 1) for tool in tools},
    }
    return {"pdf": pdf, "ocr": _ocr_against_tesseract(cuad, limit=1 if quick else 2)}


def _ocr_against_tesseract(cuad: Path, limit: int, dpi: int = 300, psm: int = 4) -> dict[str, Any]:
    cases = extraction.scan_pairs(cuad)[:limit]
    pages = 0
    cli_seconds = ours_seconds = 0.0
    cli_cer: list[float] = []
    ours_cer: list[float] = []
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    with tempfile.TemporaryDirectory(prefix="bench-ocr-") as tmp:
        for path, truth in cases:
            reference = extraction.normalise(truth)
            images = extraction._render_pages(path.read_bytes(), dpi, Path(tmp), path.stem)
            cli_text, seconds = extraction._cli_ocr(images, psm)
            cli_seconds += seconds
            markdown, seconds, count = extraction._ours_ocr(path.read_bytes(), dpi, 1)
            ours_seconds += seconds
            pages += count
            cli_cer.append(extraction.cer_hierarchical(extraction.normalise(cli_text), reference))
            ours_cer.append(extraction.cer_hierarchical(extraction.ocr_cer_text(markdown), reference))
    return {
        "scans": [path.name for path, _ in cases],
        "pages": pages,
        "tesseract_cli_s_per_page": round(cli_seconds / pages, 3),
        "ours_s_per_page_1_worker": round(ours_seconds / pages, 3),
        "ours_over_tesseract": round(ours_seconds / cli_seconds, 2),
        "cer_ours": round(statistics.mean(ours_cer), 4),
        "cer_tesseract": round(statistics.mean(cli_cer), 4),
    }


_FIGURE = re.compile(r"\b([a-z][a-z_]*)=([0-9]+(?:\.[0-9]+)?)\b")


def parse_figures(output: str) -> dict[str, float]:
    """``name=value`` figures a bench prints, prefixed by the ``== title`` section they appear under."""
    figures: dict[str, float] = {}
    prefix = ""
    for line in output.splitlines():
        if line.startswith("== "):
            prefix = re.sub(r"\W+", "_", line[3:].split("(")[0].strip().lower()).strip("_") + "."
        for name, value in _FIGURE.findall(line):
            figures[prefix + name] = float(value)
    return figures


def section_prescreen(cuad: Path, ru: Path | None) -> dict[str, Any]:
    ru_dev = ["--ru-dev", str(ru)] if ru else []
    output = run_child([str(ROOT / "bench" / "prescreen.py"), str(cuad), *ru_dev])
    return parse_figures(output)


def section_findings(cuad: Path, ru: Path | None) -> dict[str, Any]:
    ru_dev = ["--ru-dev", str(ru)] if ru else []
    output = run_child([str(ROOT / "bench" / "findings.py"), str(cuad), *ru_dev])
    figures = parse_figures(output)
    for match in re.finditer(r"^(\w+): (\d+) contracts, ([\d.]+) ms/contract", output, re.MULTILINE):
        figures[f"{match[1]}.ms_per_contract"] = float(match[3])
    return figures


def section_cost(e2e: dict[str, Any]) -> dict[str, Any]:
    """Cost per 1,000 documents from the measured per-stage durations and the configured memory."""
    memory = _configured_memory()
    result: dict[str, Any] = {
        "prices": {
            "lambda_gb_second_usd": LAMBDA_GB_SECOND_USD,
            "lambda_request_usd": LAMBDA_REQUEST_USD,
            "s3_put_usd": S3_PUT_USD,
            "s3_get_usd": S3_GET_USD,
            "sqs_request_usd": SQS_REQUEST_USD,
        },
        "memory_mb": memory,
    }
    requests = (
        S3_PUTS_PER_DOCUMENT * S3_PUT_USD
        + S3_GETS_PER_DOCUMENT * S3_GET_USD
        + SQS_REQUESTS_PER_DOCUMENT * SQS_REQUEST_USD
        + len(pipeline.STAGES) * LAMBDA_REQUEST_USD
    )
    for label, row in e2e.items():
        if not isinstance(row, dict) or "stages_p50_s" not in row:
            continue
        lines, total, cpu_total = [], 0.0, 0.0
        for stage, seconds in row["stages_p50_s"].items():
            gb = memory[stage] / 1024
            cost = seconds * gb * LAMBDA_GB_SECOND_USD * 1000
            # CPU-bound work slows down by the vCPU share below 1,769 MB.
            cpu_cost = cost * max(1.0, FULL_VCPU_MB / memory[stage])
            total, cpu_total = total + cost, cpu_total + cpu_cost
            lines.append(
                f"{stage}: {seconds:.3f} s × {gb:g} GB × ${LAMBDA_GB_SECOND_USD} × 1000 = ${cost:.4f}"
            )
        lines.append(
            f"requests: (Lambda 4 + S3 {S3_PUTS_PER_DOCUMENT} PUT + {S3_GETS_PER_DOCUMENT} GET + "
            f"SQS {SQS_REQUESTS_PER_DOCUMENT}) × 1000 = ${requests * 1000:.4f}"
        )
        result[label] = {
            "usd_per_1000": round(total + requests * 1000, 4),
            "usd_per_1000_at_lambda_cpu_share": round(cpu_total + requests * 1000, 4),
            "arithmetic": lines,
        }
    return result


def _configured_memory() -> dict[str, int]:
    config = json.loads((ROOT / ".chalice" / "config.json").read_text())
    default = int(config.get("lambda_memory_size", 128))
    functions = config.get("lambda_functions", {})
    return {
        stage: int(functions.get(stage, {}).get("lambda_memory_size", default)) for stage in pipeline.STAGES
    }


# ------------------------------------------------------------------------------------------------ table


Row = tuple[str, str, str]


def _extraction_rows(results: dict[str, Any]) -> list[Row]:
    if "extraction" not in results:
        return []
    pdf, ocr = results["extraction"]["pdf"], results["extraction"]["ocr"]
    fidelity = pdf["fidelity_median"]
    return [
        (
            f"PDF → Markdown, {pdf['documents']} PDFs / {pdf['pages']} pages",
            f"{pdf['ours_s']} s",
            f"{pdf['ours_over_raw_get_text']}× raw get_text; pdftotext {pdf['pdftotext_over_ours']}× ours",
        ),
        (
            "PDF fidelity (median char similarity)",
            f"{fidelity['ours']}",
            f"raw {fidelity['raw_get_text']}, pdftotext {fidelity['pdftotext']}",
        ),
        (
            f"OCR, {ocr['pages']} scanned pages, 1 worker",
            f"{ocr['ours_s_per_page_1_worker']} s/page",
            f"{ocr['ours_over_tesseract']}× bare tesseract; "
            f"CER {ocr['cer_ours']:.2%} vs {ocr['cer_tesseract']:.2%}",
        ),
    ]


def _quality_rows(results: dict[str, Any]) -> list[Row]:
    return [
        (f"{key}: {name}", f"{value:g}", "")
        for key in ("prescreen", "findings")
        for name, value in results.get(key, {}).items()
        if any(word in name for word in ("score", "macro", "rate", "ms_per_contract", "ratio"))
    ]


def _coldstart_rows(results: dict[str, Any]) -> list[Row]:
    functions = results.get("coldstart", {}).get("functions", {})
    return [
        (
            f"cold start {name} (CPU above bare Python)",
            f"{row['cpu_above_bare_ms']:.0f} ms",
            f"{row['floor_ratio']}x its floor ({row['floor_cpu_ms']:.0f} ms: its libraries and clients; "
            f"target 1.25 {'ok' if row['within_floor_target'] else 'OVER'}); wall "
            f"{row['above_bare_ms']:.0f} ms; {row['peak_mb']:.0f} MB; loads {', '.join(row['loaded'])}",
        )
        for name, row in functions.items()
    ] + [
        (
            f"cold start {cold['function']} with no bytecode (CPU above bare Python)",
            f"{cold['cpu_above_bare_ms']:.0f} ms",
            f"a package without __pycache__; {cold['with_bytecode_cpu_above_bare_ms']:.0f} ms with it",
        )
        for cold in [results.get("coldstart", {}).get("no_bytecode")]
        if cold
    ]


def _cli_rows(results: dict[str, Any]) -> list[Row]:
    if "cli" not in results:
        return []
    cli = results["cli"]
    phases, calls = cli["phases"]["seconds"], cli["phases"]["aws_calls"]
    return [
        (
            f"contract-check analyze {cli['sample']} (warm, fresh process)",
            f"{cli['wall_min_s']:.2f} s wall, {cli['cpu_min_s']:.2f} s CPU",
            f"bare python {cli['bare_python_s']:.2f} s; imports {phases['imports']:.2f}, bus set-up "
            f"{phases['bus_setup']:.2f} ({calls.get('setup', 0)} calls), run {phases['run']:.2f} "
            f"({calls.get('run', 0)} calls)",
        )
    ]


def _pipeline_rows(results: dict[str, Any]) -> list[Row]:
    rows: list[Row] = [
        (
            f"end to end {label}",
            f"p50 {row['p50_s']:.2f} s p95 {row['p95_s']:.2f} s",
            " ".join(f"{stage} {seconds:.2f}" for stage, seconds in row["stages_p50_s"].items())
            + f"; bus {row['bus_overhead_p50_s']:.2f}",
        )
        for label, row in results.get("e2e", {}).items()
        if isinstance(row, dict)
    ]
    if "memory" in results:
        peaks = results["memory"]["max_per_stage_mb"]
        rows.append(
            (
                "peak RSS per stage (own process)",
                " ".join(f"{s} {mb:.0f}" for s, mb in peaks.items()),
                "MB; configured " + " ".join(f"{s} {mb}" for s, mb in _configured_memory().items()),
            )
        )
    rows += [
        (
            f"scaling {curve}",
            " ".join(f"{p['pages']}p {p['ms_per_1000_chars']:.1f}" for p in points),
            f"ms per 1,000 chars; largest/smallest {points[-1]['per_char_vs_smallest']}× (1.0 = linear)",
        )
        for curve, points in results.get("scaling", {}).items()
    ]
    return rows


def _llm_and_cost_rows(results: dict[str, Any]) -> list[Row]:
    rows: list[Row] = [
        (
            f"LLM prompt tokens/document {label}",
            f"{row['batched_prompt_tokens_mean']}",
            f"whole-document {row['whole_document_prompt_tokens_mean']} ({row['batched_over_whole']:.0%})",
        )
        for label, row in results.get("tokens", {}).items()
        if isinstance(row, dict)
    ]
    rows += [
        (
            f"cost per 1,000 documents, {label}",
            f"${row['usd_per_1000']:.3f}",
            f"${row['usd_per_1000_at_lambda_cpu_share']:.3f} at Lambda's vCPU share",
        )
        for label, row in results.get("cost", {}).items()
        if isinstance(row, dict) and "usd_per_1000" in row
    ]
    return rows


def table_rows(results: dict[str, Any]) -> list[Row]:
    """(what, measured, against) rows: the single table ``make bench`` prints."""
    builders = (
        _extraction_rows,
        _quality_rows,
        _coldstart_rows,
        _cli_rows,
        _pipeline_rows,
        _llm_and_cost_rows,
    )
    return [row for build in builders for row in build(results)]


def print_table(rows: list[Row]) -> None:
    widths = [max(len(row[i]) for row in rows) for i in range(2)]
    for what, measured, against in rows:
        print(f"{what:<{widths[0]}}  {measured:<{widths[1]}}  {against}")


def machine() -> dict[str, Any]:
    cpu = (
        next(
            (
                line.split(":", 1)[1].strip()
                for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")
            ),
            platform.processor(),
        )
        if Path("/proc/cpuinfo").exists()
        else platform.processor()
    )
    return {
        "cpu": cpu,
        "cpus": os.cpu_count(),
        "load_1min": round(os.getloadavg()[0], 2),
        "python": platform.python_version(),
        "platform": platform.platform(),
    }


def save(run: dict[str, Any], path: Path = RESULTS) -> None:
    history = json.loads(path.read_text()) if path.exists() else {"runs": []}
    history["runs"].append(run)
    path.write_text(json.dumps(history, indent=2, ensure_ascii=False) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--cuad", type=Path, default=ROOT.parent / "shared" / "data" / "cuad-dev")
    parser.add_argument("--ru", type=Path, default=ROOT.parent / "shared" / "data" / "ru-dev")
    parser.add_argument("--quick", action="store_true", help="fewer repeats and sizes (a smoke run)")
    parser.add_argument("--only", nargs="+", choices=SECTIONS, default=list(SECTIONS))
    parser.add_argument("--results", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    if not args.cuad.is_dir():
        print(f"no data at {args.cuad}: pass --cuad DIR", file=sys.stderr)
        return 1
    ru = args.ru if args.ru and args.ru.is_dir() else None
    from chalicelib.observability import logger

    logger.setLevel("ERROR")
    repeats = 3 if args.quick else 5
    sections: dict[str, Callable[[], Any]] = {
        "extraction": lambda: section_extraction(args.cuad, args.quick),
        "prescreen": lambda: section_prescreen(args.cuad, ru),
        "findings": lambda: section_findings(args.cuad, ru),
        "coldstart": lambda: coldstart.measure(repeats),
        "cli": lambda: pipeline.bench_cli(SAMPLE, repeats),
        "e2e": lambda: pipeline.bench_e2e(args.cuad, 2 if args.quick else 5),
        "memory": lambda: pipeline.bench_memory(args.cuad),
        "scaling": lambda: pipeline.bench_scaling(args.cuad, [10, 50] if args.quick else [10, 50, 100, 200]),
        "tokens": lambda: pipeline.bench_tokens({"cuad-dev": args.cuad} | ({"ru-dev": ru} if ru else {})),
    }
    results: dict[str, Any] = {}
    timings: dict[str, float] = {}
    for name in args.only:
        if name == "cost":
            continue
        print(f"-- {name} …", file=sys.stderr, flush=True)
        started = time.perf_counter()
        results[name] = sections[name]()
        timings[name] = round(time.perf_counter() - started, 1)
    if "cost" in args.only and "e2e" in results:
        results["cost"] = section_cost(results["e2e"])
    run = {
        "at": datetime.now(UTC).isoformat(timespec="seconds"),
        "commit": _commit(),
        "machine": machine(),
        "quick": args.quick,
        "section_seconds": timings,
        "results": results,
    }
    print_table(table_rows(results))
    if "cost" in results:
        for label, row in results["cost"].items():
            if isinstance(row, dict) and "arithmetic" in row:
                print(f"\ncost arithmetic, {label}:\n  " + "\n  ".join(row["arithmetic"]))
    save(run, args.results)
    host = run["machine"]
    print(f"\nmachine: {host['cpu']}, {host['cpus']} CPUs, load {host['load_1min']}; saved to {args.results}")
    return 0


def _commit() -> str:
    done = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], check=False, capture_output=True, text=True, cwd=ROOT
    )
    return done.stdout.strip() or "unknown"


if __name__ == "__main__":
    sys.exit(main())
