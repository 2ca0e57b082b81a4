"""Metrics (EMF through a port) and the per-invocation logger scope."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

import pytest
from support import ROOT, load_event

from chalicelib.adapters.emf_metrics import EmfMetrics
from chalicelib.adapters.memory import (
    InMemoryIdempotencyGuard,
    InMemoryMetrics,
    InMemoryObjectStore,
    InMemoryProgress,
    InMemoryUsageLimits,
    RecordingNotifier,
)
from chalicelib.bootstrap import install_deps
from chalicelib.keys import (
    ERROR_FILE,
    PRESCREEN_FILE,
    REPORT_JSON,
    TEXT_FILE,
    build_upload_key,
    new_session_id,
)
from chalicelib.models import Report
from chalicelib.observability import invocation, logger
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.pipeline.events import ObjectRef
from chalicelib.pipeline.stages import (
    analyze_object,
    handle_dead_letter,
    handle_stage_message,
    notify_object,
    prescreen_object,
)
from chalicelib.ports import Metric
from chalicelib.settings import ExtractionSettings, Settings
from chalicelib.topology import STAGES, BucketRole, Stage, Topology

CONTRACT = (ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8")
NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
OWNER = "tg-42"


def make_deps(metrics: InMemoryMetrics, **settings: object) -> PipelineDeps:
    config = Settings(_env_file=None, **settings)  # type: ignore[call-arg]
    notifier = RecordingNotifier()
    return PipelineDeps(
        settings=config,
        topology=Topology(config),
        storage=InMemoryObjectStore(clock=lambda: NOW),
        progress=InMemoryProgress(),
        notifiers={"telegram": notifier},
        guards={spec.stage: InMemoryIdempotencyGuard() for spec in STAGES},
        limits=InMemoryUsageLimits(used={42: 1}),
        clock=lambda: NOW,
        metrics=metrics,
    )


def upload(deps: PipelineDeps, session_id: str, data: bytes) -> ObjectRef:
    key = build_upload_key(OWNER, session_id, "договор.txt", NOW).key
    bucket = deps.bucket(BucketRole.UPLOADS)
    metadata = {"channel": "telegram", "filename": "договор.txt", "accepted-at": f"{NOW.timestamp() - 7:.3f}"}
    deps.storage.put(bucket, key, data, metadata=metadata)
    return ref(deps, BucketRole.UPLOADS, key)


def ref(deps: PipelineDeps, role: BucketRole, key: str) -> ObjectRef:
    stored = deps.storage.get(deps.bucket(role), key)
    assert stored is not None, key
    return ObjectRef(deps.bucket(role), key, stored.info.etag, stored.info.size)


def event_body(object_ref: ObjectRef) -> str:
    s3 = {"bucket": {"name": object_ref.bucket}, "object": {"key": object_ref.key, "eTag": object_ref.etag}}
    return json.dumps({"Records": [{"eventName": "ObjectCreated:Put", "s3": s3}]})


def test_a_document_is_counted_once_per_stage_with_latency_findings_and_delivery_time() -> None:
    metrics = InMemoryMetrics()
    deps = make_deps(metrics)
    session_id = new_session_id(NOW)
    derived = f"{OWNER}/{session_id}/"
    handle_stage_message(Stage.EXTRACT, event_body(upload(deps, session_id, CONTRACT.encode())), deps, None)
    prescreen_object(ref(deps, BucketRole.TEXT, derived + TEXT_FILE), deps)
    analyze_object(ref(deps, BucketRole.TEXT, derived + PRESCREEN_FILE), deps)
    notify_object(ref(deps, BucketRole.REPORTS, derived + REPORT_JSON), deps)
    metrics.flush()

    for stage in Stage:
        assert metrics.total(Metric.DOCUMENTS_PROCESSED, stage=stage.value) == 1
    latencies = [dims for name, _, dims in metrics.published if name is Metric.STAGE_LATENCY]
    assert latencies == [{"stage": "extract"}]
    stored = deps.storage.get(deps.bucket(BucketRole.REPORTS), derived + REPORT_JSON)
    assert stored is not None
    report = Report.model_validate_json(stored.body)
    assert report.findings, "the sample contract has findings"
    assert metrics.total(Metric.FINDINGS) == len(report.findings)
    high = sum(1 for finding in report.findings if finding.severity == "high")
    assert metrics.total(Metric.FINDINGS, severity="high") == high
    assert metrics.total(Metric.END_TO_END_LATENCY, channel="telegram") == pytest.approx(7, abs=0.01)
    assert metrics.total(Metric.DOCUMENTS_FAILED) == 0
    assert metrics.total(Metric.LLM_PROMPT_TOKENS) == 0  # the rules provider spends none


def test_a_refusal_by_a_limit_counts_as_a_failure_and_a_limit_refusal() -> None:
    metrics = InMemoryMetrics()
    deps = make_deps(metrics, extraction=ExtractionSettings(max_text_chars=1_000))
    session_id = new_session_id(NOW)
    handle_stage_message(Stage.EXTRACT, event_body(upload(deps, session_id, CONTRACT.encode())), deps, None)
    assert deps.storage.get(deps.bucket(BucketRole.REPORTS), f"{OWNER}/{session_id}/{ERROR_FILE}")
    metrics.flush()
    assert metrics.total(Metric.DOCUMENTS_FAILED, stage="extract", reason="text_too_long") == 1
    assert metrics.total(Metric.LIMIT_REFUSALS, reason="text_too_long") == 1
    assert metrics.total(Metric.DOCUMENTS_PROCESSED) == 0


def test_dead_letters_are_counted_per_stage() -> None:
    metrics = InMemoryMetrics()
    deps = make_deps(metrics)
    handle_dead_letter(Stage.EXTRACT, event_body(upload(deps, new_session_id(NOW), b"x" * 300)), deps)
    metrics.flush()
    assert metrics.total(Metric.DEAD_LETTERS, stage="extract") == 1
    assert metrics.total(Metric.DOCUMENTS_FAILED, stage="extract", reason="processing_failed") == 1


def test_emf_writes_one_document_per_dimension_set_and_nothing_when_empty(
    capsys: pytest.CaptureFixture[str],
) -> None:
    metrics = EmfMetrics("ContractCheck", "contract-check")
    metrics.flush()
    assert capsys.readouterr().out == ""
    metrics.add(Metric.DOCUMENTS_PROCESSED, stage="extract")
    metrics.add(Metric.STAGE_LATENCY, 12.5, stage="extract")
    metrics.add(Metric.FINDINGS, 3, severity="high")
    metrics.flush()
    documents = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(documents) == 2
    by_stage = next(d for d in documents if d.get("stage") == "extract")
    assert by_stage["DocumentsProcessed"] == [1.0] and by_stage["StageLatency"] == [12.5]
    definition = by_stage["_aws"]["CloudWatchMetrics"][0]
    assert definition["Namespace"] == "ContractCheck"
    assert {"Name": "StageLatency", "Unit": "Milliseconds"} in definition["Metrics"]
    metrics.flush()
    assert capsys.readouterr().out == ""  # flushed once


@pytest.fixture
def log_lines() -> Iterator[io.StringIO]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logger.registered_formatter)
    logger.addHandler(handler)
    previous = logger.log_level
    logger.setLevel("INFO")  # other tests (the CLI) leave it at WARNING
    try:
        yield stream
    finally:
        logger.setLevel(previous)
        logger.removeHandler(handler)


@dataclass
class Context:
    function_name: str = "extract"
    aws_request_id: str = "r-1"


def test_each_invocation_starts_without_the_previous_sessions_id_and_flushes_its_metrics(
    log_lines: io.StringIO,
) -> None:
    metrics = InMemoryMetrics()
    with invocation(Context(), metrics):
        logger.set_correlation_id("session-one")
        metrics.add(Metric.DOCUMENTS_PROCESSED, stage="extract")
    with pytest.raises(RuntimeError), invocation(Context(aws_request_id="r-2"), metrics):
        logger.info("before any session is known")
        raise RuntimeError("handler failed")
    lines = [json.loads(line) for line in log_lines.getvalue().splitlines()]
    assert lines[-1].get("correlation_id") is None
    assert lines[-1]["cold_start"] is False and lines[-1]["function_name"] == "extract"
    assert lines[-1]["function_request_id"] == "r-2"
    assert metrics.flushes == 2 and metrics.total(Metric.DOCUMENTS_PROCESSED) == 1


def test_the_app_handler_flushes_the_metrics_of_its_invocation() -> None:
    import app

    metrics = InMemoryMetrics()
    install_deps(make_deps(metrics))
    try:
        app.extract(load_event("sqs_s3_test_event.json"), None)
    finally:
        install_deps(None)
    assert metrics.flushes == 1
