"""The pipeline's speed, memory and scaling on real contracts, and LLM tokens per document.

    python bench/pipeline.py e2e      ../shared/data/cuad-dev [--runs 3]
    python bench/pipeline.py memory   ../shared/data/cuad-dev
    python bench/pipeline.py scaling  ../shared/data/cuad-dev [--pages 10 50 100 200]
    python bench/pipeline.py tokens   ../shared/data/cuad-dev [--ru ../shared/data/ru-dev]
    python bench/pipeline.py cli      samples/dogovor-postavki.pdf [--runs 3]
    python bench/pipeline.py bus      samples/dogovor-postavki.pdf [--runs 5]

- e2e: the embedded bus (moto S3+SQS with real notifications, the dispatcher playing Lambda, in-process
  Redis, rules provider), warm, one document at a time: upload → delivered, p50/p95 over ``runs``, with the
  time each function's handler took.
- memory: each stage's domain work in a fresh process (one Lambda container per function), peak RSS.
- scaling: extract/prescreen/analyze on PDFs made of 10…200 real CUAD pages, and the same text as one
  line (no line breaks): time per page must stay flat.
- bus: in one warm process, ``contract-check analyze`` (``cli.analyze_file``: the embedded bus, moto S3+SQS,
  in-process Redis, every stage's handler) against the same domain work called directly (extract, prescreen,
  analysis, report polish, Markdown+PDF rendering, the protocol documents): the bus's own cost is the
  difference, split into setting the bus up and running the stages on it.
- tokens: a counting fake provider answering "relevant" to every candidate; candidate batching (what
  ``analyze_contract`` sends) against whole-document prompts (every chunk of the document with every
  checklist item, the way a prompt-the-whole-contract design would call the model).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from chalicelib.llm.port import LlmResult, T  # noqa: E402
from chalicelib.models import PrescreenResult, SourceInfo  # noqa: E402
from chalicelib.settings import Settings  # noqa: E402

# Real CUAD documents of the sizes the brief names (ids are stable in cuad-dev).
E2E_DOCUMENTS = {
    "10-page PDF": "cuad-287.pdf",
    "3-page scan": "cuad-034-scan.pdf",
    "60-page PDF": "cuad-420.pdf",
}
STAGES = ("extract", "prescreen", "analyze", "notify")
BYTES_PER_TOKEN = 4  # a BPE tokenizer's rough average over UTF-8 (about 4 English, 2 Cyrillic characters)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))] if ordered else 0.0


def peak_rss_mb() -> float:
    """This process's peak RSS (VmHWM). ``ru_maxrss`` is not used: Linux carries it across ``exec`` from
    the forked parent, so a child of a big process would report the parent's peak."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bench_settings(outbox: Path, **overrides: Any) -> Settings:
    return Settings(_env_file=None, local_outbox_dir=outbox, llm_provider="rules", **overrides)


# ------------------------------------------------------------------------------------------------ e2e


def bench_e2e(data: Path, runs: int) -> dict[str, Any]:
    from chalicelib.keys import DELIVERY_FILE, build_upload_key, new_session_id
    from chalicelib.local.embedded import embedded_bus
    from chalicelib.observability import logger
    from chalicelib.topology import BucketRole

    logger.setLevel("ERROR")
    result: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as outbox, embedded_bus(bench_settings(Path(outbox))) as bus:
        reports = bus.deps.bucket(BucketRole.REPORTS)
        for label, name in E2E_DOCUMENTS.items():
            body = (data / name).read_bytes()
            totals: list[float] = []
            per_stage: dict[str, list[float]] = {stage: [] for stage in STAGES}
            for _ in range(runs):
                before = {stage: len(bus.dispatcher.durations[stage]) for stage in STAGES}
                session_id = new_session_id()
                upload = build_upload_key("cli-bench", session_id, name)
                started = time.perf_counter()
                bus.deps.storage.put(
                    bus.deps.bucket(BucketRole.UPLOADS),
                    upload.key,
                    body,
                    metadata={"channel": "cli", "filename": name, "accepted-at": f"{time.time():.3f}"},
                )

                def delivered(session_id: str = session_id) -> bool:
                    record = bus.deps.storage.get(reports, f"cli-bench/{session_id}/{DELIVERY_FILE}")
                    return record is not None and json.loads(record.body)["outcome"] != "claimed"

                bus.dispatcher.run_until(delivered, timeout_seconds=600, idle_sleep=0.01)
                totals.append(time.perf_counter() - started)
                for stage in STAGES:
                    per_stage[stage].append(sum(bus.dispatcher.durations[stage][before[stage] :]))
            result[label] = {
                "file": name,
                "runs": runs,
                "p50_s": round(statistics.median(totals), 3),
                "p95_s": round(percentile(totals, 0.95), 3),
                "stages_p50_s": {stage: round(statistics.median(v), 3) for stage, v in per_stage.items()},
            }
            result[label]["bus_overhead_p50_s"] = round(
                result[label]["p50_s"] - sum(result[label]["stages_p50_s"].values()), 3
            )
        result["handler_failures"] = bus.dispatcher.failures
    return result


# ------------------------------------------------------------------------------------------------ cli

_CLI = "import sys; from chalicelib.cli import main; sys.argv[0] = 'contract-check'; main()"


def bench_cli(sample: Path, runs: int) -> dict[str, Any]:
    """``contract-check analyze SAMPLE`` in a fresh process, warm (after one unmeasured run): wall time
    against bare Python, and where one run's time goes (imports, bus set-up, the run) with its AWS calls."""
    env = {key: value for key, value in os.environ.items() if key not in ("REDIS_URL", "AWS_ENDPOINT_URL")}
    env |= {"PYTHONPATH": str(ROOT), "LLM_PROVIDER": "rules"}

    def timed(code: str, *args: str) -> tuple[float, float]:
        """(wall, CPU) seconds of one child process (CPU: user + system, what the neighbours cannot add)."""
        before, started = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
        subprocess.run(
            [sys.executable, "-c", code, *args], capture_output=True, check=True, env=env, cwd=ROOT
        )
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        return time.perf_counter() - started, cpu

    timed(_CLI, "analyze", str(sample))
    runs_timed = [timed(_CLI, "analyze", str(sample)) for _ in range(runs)]
    analyze = [wall for wall, _ in runs_timed]
    bare_timed = [timed("pass") for _ in range(runs)]
    bare = min(wall for wall, _ in bare_timed)
    done = subprocess.run(
        [sys.executable, __file__, "_cli_phases", str(sample)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=ROOT,
    )
    return {
        "sample": sample.name,
        "runs": runs,
        "wall_min_s": round(min(analyze), 3),
        "cpu_min_s": round(min(cpu for _, cpu in runs_timed), 3),
        "bare_python_cpu_s": round(min(cpu for _, cpu in bare_timed), 3),
        "wall_median_s": round(statistics.median(analyze), 3),
        "bare_python_s": round(bare, 3),
        "phases": json.loads(done.stdout.strip().splitlines()[-1]),
    }


def _cli_phases(sample: Path) -> dict[str, Any]:
    """One ``analyze_file`` in this fresh process: seconds and AWS API calls per phase."""
    started = time.perf_counter()
    import botocore.client

    phase = ["import"]
    calls: dict[str, int] = {}
    original = getattr(botocore.client.BaseClient, "_make_api_call")  # noqa: B009 (private, untyped)

    def counting(self: Any, operation: str, params: Any) -> Any:
        calls[phase[0]] = calls.get(phase[0], 0) + 1
        return original(self, operation, params)

    setattr(botocore.client.BaseClient, "_make_api_call", counting)  # noqa: B010
    from chalicelib import cli
    from chalicelib.local import embedded
    from chalicelib.settings import get_settings

    imported = time.perf_counter()
    start_bus = embedded.start_bus
    seconds: dict[str, float] = {"imports": imported - started}

    def timed_start(*args: Any, **kwargs: Any) -> Any:
        phase[0], began = "setup", time.perf_counter()
        bus = start_bus(*args, **kwargs)
        seconds["bus_setup"], phase[0] = time.perf_counter() - began, "run"
        return bus

    setattr(embedded, "start_bus", timed_start)  # noqa: B010
    with tempfile.TemporaryDirectory() as outbox:
        settings = get_settings().model_copy(update={"local_outbox_dir": Path(outbox)})
        began = time.perf_counter()
        cli.analyze_file(sample, settings)
        seconds["analyze_file"] = time.perf_counter() - began
    seconds["run"] = seconds["analyze_file"] - seconds["bus_setup"]
    return {"seconds": {k: round(v, 3) for k, v in seconds.items()}, "aws_calls": calls}


# ------------------------------------------------------------------------------------------------ bus


def _direct_work(body: bytes, name: str, settings: Settings) -> None:
    """What the four stages compute for ``body``, without the bus: no S3, SQS, Redis or session files."""
    from chalicelib.amendments import build_documents
    from chalicelib.analysis import analyze_contract
    from chalicelib.extraction import extract_document
    from chalicelib.prescreen import ensure_contract, run_prescreen
    from chalicelib.reporting import render_markdown, render_pdf
    from chalicelib.reporting.reader import polish_report

    document = extract_document(body, name, settings.extraction)
    ensure_contract(document.markdown)
    prescreen = run_prescreen(document.markdown, settings.prescreen)
    outcome = analyze_contract(document.markdown, prescreen, None, settings=settings.analysis)
    source = SourceInfo(
        filename=name,
        pages=document.pages,
        chars=document.chars,
        ocr_used=document.ocr_used,
        language=document.language,
    )
    report = outcome.to_report(
        session_id="bench", source=source, prescreen=prescreen, generated_at=datetime.now(UTC)
    )
    report = polish_report(report, document.markdown)
    render_markdown(report)
    render_pdf(report)
    build_documents(report, document.markdown, None, outcome.clauses)
    report.model_dump_json(indent=2)


def bench_bus(sample: Path, runs: int) -> dict[str, Any]:
    """Warm, in this process: ``cli.analyze_file`` (the embedded bus) against :func:`_direct_work`.

    Each round runs both (direct first, then the bus), after one unmeasured round of each; the figure is
    the median over ``runs`` and its spread, wall and CPU (CPU is what a busy machine's neighbours cannot
    add). The bus's setup (moto, queues, buckets, notifications) is timed on its own.
    """
    for name in ("REDIS_URL", "AWS_ENDPOINT_URL"):
        os.environ.pop(name, None)
    os.environ["LLM_PROVIDER"] = "rules"
    from chalicelib import cli
    from chalicelib.local import embedded
    from chalicelib.observability import logger
    from chalicelib.settings import get_settings

    logger.setLevel("WARNING")
    body = sample.read_bytes()
    setup: list[float] = []
    start_bus = embedded.start_bus

    def timed_start(*args: Any, **kwargs: Any) -> Any:
        began = time.process_time()
        bus = start_bus(*args, **kwargs)
        setup.append(time.process_time() - began)
        return bus

    setattr(embedded, "start_bus", timed_start)  # noqa: B010 (the bench times the real one)

    def clock(work: Any) -> tuple[float, float]:
        wall, cpu = time.perf_counter(), time.process_time()
        work()
        return time.perf_counter() - wall, time.process_time() - cpu

    with tempfile.TemporaryDirectory() as outbox:
        settings = get_settings().model_copy(update={"local_outbox_dir": Path(outbox)})

        def through_bus() -> None:
            if cli.analyze_file(sample, settings) is None:
                raise RuntimeError("the bus did not deliver")

        def direct() -> None:
            _direct_work(body, sample.name, settings)

        direct()
        through_bus()
        setup.clear()
        rounds = [(clock(direct), clock(through_bus)) for _ in range(runs)]
    direct_wall = [d[0] for d, _ in rounds]
    bus_wall = [b[0] for _, b in rounds]
    direct_cpu = [d[1] for d, _ in rounds]
    bus_cpu = [b[1] for _, b in rounds]
    cost_cpu = [b - d for d, b in zip(direct_cpu, bus_cpu, strict=True)]
    cost_wall = [b - d for d, b in zip(direct_wall, bus_wall, strict=True)]
    return {
        "sample": sample.name,
        "runs": runs,
        "direct_s": {"wall": _spread(direct_wall), "cpu": _spread(direct_cpu)},
        "bus_s": {"wall": _spread(bus_wall), "cpu": _spread(bus_cpu)},
        "bus_cost_s": {"wall": _spread(cost_wall), "cpu": _spread(cost_cpu)},
        "bus_setup_cpu_s": _spread(setup),
        "ratio_cpu": round(statistics.median(bus_cpu) / statistics.median(direct_cpu), 2),
        "bus_cost_under_0_5_s": statistics.median(cost_cpu) < 0.5,
    }


def _spread(values: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(values), 3),
        "min": round(min(values), 3),
        "max": round(max(values), 3),
    }


# --------------------------------------------------------------------------------------------- memory


def _stage_child(stage: str, source: Path, workdir: Path) -> dict[str, Any]:
    """One stage in this (fresh) process, reading what the previous stage left in ``workdir``.

    ``import app`` first, as a Lambda container does. OCR workers and their Tesseract processes are not
    counted (they run beside the function's own memory).
    """
    import app  # noqa: F401

    settings = bench_settings(workdir)
    started = time.perf_counter()
    if stage == "extract":
        from chalicelib.extraction import extract_document

        document = extract_document(source.read_bytes(), source.name, settings.extraction)
        (workdir / "text.md").write_text(document.markdown, encoding="utf-8")
        facts = {"pages": document.pages, "chars": document.chars, "ocr": document.ocr_used}
        (workdir / "facts.json").write_text(json.dumps(facts | {"language": document.language}))
    elif stage == "prescreen":
        from chalicelib.prescreen import run_prescreen

        markdown = (workdir / "text.md").read_text(encoding="utf-8")
        result = run_prescreen(markdown, settings.prescreen)
        (workdir / "prescreen.json").write_text(result.model_dump_json())
    elif stage == "analyze":
        from chalicelib.analysis import analyze_contract
        from chalicelib.reporting import render_markdown, render_pdf

        markdown = (workdir / "text.md").read_text(encoding="utf-8")
        prescreen = PrescreenResult.model_validate_json((workdir / "prescreen.json").read_text())
        facts = json.loads((workdir / "facts.json").read_text())
        outcome = analyze_contract(markdown, prescreen, None, settings=settings.analysis)
        source_info = SourceInfo(
            filename=source.name,
            pages=facts["pages"],
            chars=facts["chars"],
            ocr_used=facts["ocr"],
            language=facts["language"],
        )
        report = outcome.to_report(
            session_id="bench", source=source_info, prescreen=prescreen, generated_at=datetime.now(UTC)
        )
        render_markdown(report)
        (workdir / "report.pdf").write_bytes(render_pdf(report))
        (workdir / "report.json").write_text(report.model_dump_json())
    else:  # notify: parse the report and write the Telegram summary, as the notifier does before sending
        from chalicelib.adapters import telegram_notifier  # noqa: F401 (what the notify function imports)
        from chalicelib.bot.summary import report_summary
        from chalicelib.models import Report

        report_summary(Report.model_validate_json((workdir / "report.json").read_text()))
    return {
        "seconds": time.perf_counter() - started,
        "peak_mb": peak_rss_mb(),
    }


def bench_memory(data: Path) -> dict[str, Any]:
    """Peak RSS of each stage in its own process, per document; the max is what sizes the function."""
    result: dict[str, Any] = {}
    for label, name in E2E_DOCUMENTS.items():
        with tempfile.TemporaryDirectory(prefix="bench-memory-") as workdir:
            row: dict[str, float] = {}
            for stage in STAGES:
                done = subprocess.run(
                    [sys.executable, __file__, "_stage", stage, str(data / name), workdir],
                    capture_output=True,
                    text=True,
                    check=True,
                    cwd=ROOT,
                    env={**os.environ, "PYTHONPATH": str(ROOT), "LLM_PROVIDER": "rules"},
                )
                row[stage] = round(json.loads(done.stdout.strip().splitlines()[-1])["peak_mb"], 1)
        result[label] = row
    result["max_per_stage_mb"] = {
        stage: max(result[label][stage] for label in E2E_DOCUMENTS) for stage in STAGES
    }
    return result


# -------------------------------------------------------------------------------------------- scaling


def _pages_pdf(data: Path, pages: int) -> bytes:
    """A PDF of exactly ``pages`` real pages, taken in order from the CUAD text PDFs."""
    import pymupdf

    opener: Any = pymupdf.open
    combined = opener()
    sources = sorted(p for p in data.glob("*.pdf") if not p.stem.endswith("-scan"))
    while combined.page_count < pages:
        for path in sources:
            with opener(path) as part:
                take = min(part.page_count, pages - combined.page_count)
                combined.insert_pdf(part, from_page=0, to_page=take - 1)
            if combined.page_count >= pages:
                break
    data_bytes: bytes = combined.tobytes()
    combined.close()
    return data_bytes


@dataclass
class _Timed:
    extract: float
    prescreen: float
    analyze: float
    chars: int

    @property
    def total(self) -> float:
        return self.extract + self.prescreen + self.analyze


def _run_direct(body: bytes, name: str, settings: Settings) -> _Timed:
    from chalicelib.analysis import analyze_contract
    from chalicelib.extraction import extract_document
    from chalicelib.prescreen import run_prescreen

    started = time.perf_counter()
    document = extract_document(body, name, settings.extraction)
    extracted = time.perf_counter()
    prescreen = run_prescreen(document.markdown, settings.prescreen)
    prescreened = time.perf_counter()
    analyze_contract(document.markdown, prescreen, None, settings=settings.analysis)
    analyzed = time.perf_counter()
    return _Timed(extracted - started, prescreened - extracted, analyzed - prescreened, document.chars)


def bench_scaling(data: Path, sizes: list[int]) -> dict[str, Any]:
    """Seconds per stage against pages, for PDFs and for the same text as one line of plain text."""
    from chalicelib.extraction import extract_document
    from chalicelib.observability import logger
    from chalicelib.settings import ExtractionSettings

    logger.setLevel("ERROR")
    unbounded = ExtractionSettings(max_pages=10_000, max_text_chars=100_000_000)
    settings = bench_settings(Path(tempfile.gettempdir()), extraction=unbounded)
    _run_direct(_pages_pdf(data, 2), "warm.pdf", settings)  # imports and compiled patterns
    curves: dict[str, list[dict[str, Any]]] = {"pdf": [], "one_line_text": []}
    for pages in sizes:
        pdf = _pages_pdf(data, pages)
        timed = _run_direct(pdf, f"{pages}.pdf", settings)
        curves["pdf"].append(_point(pages, timed))
        markdown = extract_document(pdf, "x.pdf", settings.extraction).markdown
        one_line = " ".join(markdown.replace("<!--", " ").replace("-->", " ").split())
        curves["one_line_text"].append(_point(pages, _run_direct(one_line.encode(), "x.txt", settings)))
    for points in curves.values():
        first = points[0]
        for point in points:
            point["per_char_vs_smallest"] = round(point["ms_per_1000_chars"] / first["ms_per_1000_chars"], 2)
    return curves


def _point(pages: int, timed: _Timed) -> dict[str, Any]:
    return {
        "pages": pages,
        "chars": timed.chars,
        "extract_s": round(timed.extract, 3),
        "prescreen_s": round(timed.prescreen, 3),
        "analyze_s": round(timed.analyze, 3),
        "total_ms_per_page": round(1000 * timed.total / pages, 2),
        "ms_per_1000_chars": round(1000 * timed.total / (timed.chars / 1000), 2),
    }


# --------------------------------------------------------------------------------------------- tokens


def estimate_tokens(text: str) -> int:
    return -(-len(text.encode("utf-8")) // BYTES_PER_TOKEN)


@dataclass
class CountingProvider:
    """An LlmProvider that counts what it is sent and calls every candidate relevant."""

    name: str = "counting"
    model: str | None = "counting"
    calls: int = 0
    prompt_tokens: int = 0

    def complete_json(self, *, system: str, user: str, schema: type[T]) -> LlmResult[T]:
        import re

        self.calls += 1
        tokens = estimate_tokens(system) + estimate_tokens(user)
        self.prompt_tokens += tokens
        ids = re.findall(r"^- (c\d+): ", user, re.MULTILINE)
        answer: dict[str, Any] = (
            {"findings": []}
            if "<chunk>" in user
            else {
                "verdicts": [
                    {
                        "candidate_id": i,
                        "relevant": True,
                        "severity": "medium",
                        "quote": "",
                        "explanation": "",
                        "recommendation": "",
                    }
                    for i in ids
                ]
            }
        )
        value = schema.model_validate(answer)
        return LlmResult(value=value, model="counting", prompt_tokens=tokens, completion_tokens=0)


def whole_document_tokens(markdown: str, settings: Settings) -> tuple[int, int]:
    """(calls, prompt tokens) when every chunk of the document goes to the model with the whole checklist."""
    from chalicelib.analysis.checklist_items import CHECKLIST
    from chalicelib.analysis.chunking import chunk_budget_chars, chunk_spans
    from chalicelib.analysis.prompts import review_prompt, system_prompt
    from chalicelib.language import detect_language, report_language

    lang = report_language(detect_language(markdown))
    chunks = chunk_spans(markdown, chunk_budget_chars(settings.analysis.llm_context_tokens))
    system = system_prompt(lang)
    tokens = sum(
        estimate_tokens(system) + estimate_tokens(review_prompt(markdown[c.start : c.end], CHECKLIST, lang))
        for c in chunks
    )
    return len(chunks), tokens


def labelled_texts(folder: Path) -> list[Path]:
    """The ``<id>.txt`` of every contract in the folder's labels.jsonl."""
    lines = (folder / "labels.jsonl").read_text(encoding="utf-8").splitlines()
    ids = [json.loads(line)["id"] for line in lines if line.strip()]
    return [folder / f"{i}.txt" for i in ids if (folder / f"{i}.txt").exists()]


def bench_tokens(sets: dict[str, Path]) -> dict[str, Any]:
    from chalicelib.analysis import analyze_contract
    from chalicelib.observability import logger

    logger.setLevel("ERROR")
    settings = bench_settings(Path(tempfile.gettempdir()))
    result: dict[str, Any] = {}
    for label, folder in sets.items():
        texts = labelled_texts(folder)
        batched_tokens: list[int] = []
        batched_calls: list[int] = []
        whole_tokens: list[int] = []
        whole_calls: list[int] = []
        for path in texts:
            markdown = path.read_text(encoding="utf-8", errors="replace")
            provider = CountingProvider()
            analyze_contract(markdown, PrescreenResult(), provider, settings=settings.analysis)
            batched_tokens.append(provider.prompt_tokens)
            batched_calls.append(provider.calls)
            calls, tokens = whole_document_tokens(markdown, settings)
            whole_calls.append(calls)
            whole_tokens.append(tokens)
        result[label] = {
            "documents": len(texts),
            "batched_prompt_tokens_mean": round(statistics.mean(batched_tokens)),
            "batched_calls_mean": round(statistics.mean(batched_calls), 1),
            "whole_document_prompt_tokens_mean": round(statistics.mean(whole_tokens)),
            "whole_document_calls_mean": round(statistics.mean(whole_calls), 1),
            "batched_over_whole": round(sum(batched_tokens) / max(1, sum(whole_tokens)), 3),
        }
    result["token_estimate"] = f"UTF-8 bytes / {BYTES_PER_TOKEN}"
    return result


# ----------------------------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("e2e", "memory", "scaling", "tokens", "cli"):
        command = sub.add_parser(name)
        command.add_argument("data", type=Path)
    sub.choices["e2e"].add_argument("--runs", type=int, default=3)
    sub.choices["scaling"].add_argument("--pages", type=int, nargs="+", default=[10, 50, 100, 200])
    sub.choices["tokens"].add_argument("--ru", type=Path)
    sub.choices["cli"].add_argument("--runs", type=int, default=3)
    sub.add_parser("bus").add_argument("data", type=Path)
    sub.choices["bus"].add_argument("--runs", type=int, default=5)
    phases = sub.add_parser("_cli_phases")
    phases.add_argument("sample", type=Path)
    child = sub.add_parser("_stage")
    child.add_argument("stage")
    child.add_argument("source", type=Path)
    child.add_argument("workdir", type=Path)
    args = parser.parse_args(argv)
    if args.command == "_stage":
        print(json.dumps(_stage_child(args.stage, args.source, args.workdir)))
        return 0
    if args.command == "_cli_phases":
        print(json.dumps(_cli_phases(args.sample)))
        return 0
    if args.command == "e2e":
        result = bench_e2e(args.data, args.runs)
    elif args.command == "memory":
        result = bench_memory(args.data)
    elif args.command == "scaling":
        result = bench_scaling(args.data, args.pages)
    elif args.command == "cli":
        result = bench_cli(args.data, args.runs)
    elif args.command == "bus":
        result = bench_bus(args.data, args.runs)
    else:
        sets = {"cuad-dev": args.data} | ({"ru-dev": args.ru} if args.ru else {})
        result = bench_tokens(sets)
    print(json.dumps(result, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
