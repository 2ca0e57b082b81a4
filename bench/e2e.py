"""End-to-end throughput of the bus on real contracts: documents per minute and per-stage p50/p95.

    python bench/e2e.py ../shared/data/cuad-dev [--limit N] [--redis-url redis://127.0.0.1:6379/14]

Runs the embedded default (moto in-process S3+SQS with real notifications, the dispatcher, the rules
provider) over every ``<id>.pdf`` (not the ``-scan`` variants unless ``--scans``). The peer, in the same
process, is the same domain work called directly (extract → prescreen → analyze → render, no bus): the
ratio is what the event bus, S3 hand-overs, idempotency records and progress updates cost.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from chalicelib.keys import DELIVERY_FILE, build_upload_key, new_session_id
from chalicelib.local.embedded import embedded_bus
from chalicelib.models import SourceInfo
from chalicelib.observability import logger
from chalicelib.settings import Settings
from chalicelib.topology import BucketRole


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))] if ordered else 0.0


def run_bus(files: list[Path], settings: Settings) -> tuple[float, dict[str, list[float]], int]:
    with embedded_bus(settings) as bus:
        sessions = []
        started = time.perf_counter()
        for path in files:
            session_id = new_session_id()
            upload = build_upload_key("cli-bench", session_id, path.name)
            bus.deps.storage.put(
                bus.deps.bucket(BucketRole.UPLOADS),
                upload.key,
                path.read_bytes(),
                metadata={"channel": "cli", "filename": upload.filename, "accepted-at": f"{time.time():.3f}"},
            )
            sessions.append(session_id)
        reports = bus.deps.bucket(BucketRole.REPORTS)

        pending = list(sessions)

        def all_delivered() -> bool:
            """Checked after every message: look only at the oldest session still pending."""
            while pending:
                record = bus.deps.storage.get(reports, f"cli-bench/{pending[0]}/{DELIVERY_FILE}")
                if record is None or json.loads(record.body)["outcome"] == "claimed":
                    return False
                pending.pop(0)
            return True

        bus.dispatcher.run_until(all_delivered, timeout_seconds=3600)
        elapsed = time.perf_counter() - started
        return elapsed, bus.dispatcher.durations, bus.dispatcher.failures


def run_direct(files: list[Path], settings: Settings) -> float:
    from chalicelib.analysis import analyze_contract
    from chalicelib.extraction import extract_document
    from chalicelib.prescreen import run_prescreen
    from chalicelib.reporting import render_markdown, render_pdf

    limits, config = settings.extraction, settings.prescreen
    started = time.perf_counter()
    for path in files:
        document = extract_document(path.read_bytes(), path.name, limits)
        prescreen = run_prescreen(document.markdown, config)
        outcome = analyze_contract(document.markdown, prescreen, None, settings=settings.analysis)
        source = SourceInfo(
            filename=path.name,
            pages=document.pages,
            chars=document.chars,
            ocr_used=document.ocr_used,
            language=document.language,
        )
        report = outcome.to_report(
            session_id="bench-direct", source=source, prescreen=prescreen, generated_at=datetime.now(UTC)
        )
        render_markdown(report)
        render_pdf(report)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "data", type=Path, help="folder with <id>.pdf contracts (e.g. ../shared/data/cuad-dev)"
    )
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--scans", action="store_true", help="include the image-only -scan.pdf variants")
    parser.add_argument("--redis-url", default=None, help="a real Redis (default: in-process)")
    args = parser.parse_args()
    files = sorted(path for path in args.data.glob("*.pdf") if args.scans or not path.stem.endswith("-scan"))
    if args.limit:
        files = files[: args.limit]
    if not files:
        print(f"no PDFs in {args.data}", file=sys.stderr)
        return 1
    logger.setLevel("ERROR")
    with tempfile.TemporaryDirectory() as outbox:
        settings = Settings(_env_file=None, local_outbox_dir=Path(outbox), redis_url=args.redis_url)
        direct = run_direct(files, settings)
        elapsed, durations, failures = run_bus(files, settings)

    print(f"documents: {len(files)}   handler failures (retried): {failures}")
    print(f"bus:    {elapsed:8.2f} s   {60 * len(files) / elapsed:8.1f} documents/minute")
    print(f"direct: {direct:8.2f} s   {60 * len(files) / direct:8.1f} documents/minute (same work, no bus)")
    print(f"bus / direct = {elapsed / direct:.2f}x")
    print(f"{'function':<24}{'calls':>6}{'p50 ms':>10}{'p95 ms':>10}{'total s':>10}")
    for function, values in durations.items():
        if values:
            print(
                f"{function:<24}{len(values):>6}{1000 * statistics.median(values):>10.1f}"
                f"{1000 * percentile(values, 0.95):>10.1f}{sum(values):>10.2f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
