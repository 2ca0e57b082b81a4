"""Ports the pipeline depends on; adapters (boto3, Redis, Telegram, local files) implement them.

Tests swap adapters by building :class:`chalicelib.pipeline.deps.PipelineDeps` with other objects (the
in-memory ones in :mod:`chalicelib.adapters.memory`, for one); no patching needed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol, runtime_checkable

from chalicelib.models import ErrorNotice, Report


@dataclass(frozen=True)
class ObjectInfo:
    bucket: str
    key: str
    size: int
    etag: str
    last_modified: datetime
    metadata: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class StoredObject:
    info: ObjectInfo
    body: bytes


class ObjectStore(Protocol):
    """Plain S3 semantics; metadata values are Unicode strings (the adapter encodes them for headers)."""

    def head(self, bucket: str, key: str) -> ObjectInfo | None: ...

    def get(self, bucket: str, key: str) -> StoredObject | None: ...

    def put(
        self,
        bucket: str,
        key: str,
        body: bytes,
        *,
        metadata: Mapping[str, str] | None = None,
        content_type: str = "application/octet-stream",
    ) -> None: ...

    def put_if_absent(
        self, bucket: str, key: str, body: bytes, *, metadata: Mapping[str, str] | None = None
    ) -> bool:
        """Create the object only if no object has the key (S3 ``If-None-Match: *``); False if one had."""
        ...

    def delete(self, bucket: str, key: str) -> None: ...

    def list(self, bucket: str, prefix: str = "") -> Iterator[ObjectInfo]: ...


class AnalysisStatus(StrEnum):
    QUEUED = "QUEUED"
    PARSING = "PARSING"
    CHUNKING = "CHUNKING"
    SEARCHING = "SEARCHING"
    LLM_VERIFYING = "LLM_VERIFYING"
    GENERATING_REPORT = "GENERATING_REPORT"
    COMPLETED = "COMPLETED"
    FAILED = "FAILED"

    @property
    def percent(self) -> int:
        return _PERCENT[self]


_PERCENT = {
    AnalysisStatus.QUEUED: 0,
    AnalysisStatus.PARSING: 10,
    AnalysisStatus.CHUNKING: 25,
    AnalysisStatus.SEARCHING: 50,
    AnalysisStatus.LLM_VERIFYING: 75,
    AnalysisStatus.GENERATING_REPORT: 90,
    AnalysisStatus.COMPLETED: 100,
    AnalysisStatus.FAILED: 100,
}


@dataclass(frozen=True)
class ProgressSnapshot:
    status: AnalysisStatus
    percent: int
    elapsed_sec: float


class ProgressSink(Protocol):
    """Best effort: implementations swallow their own infrastructure errors (S3 carries the work)."""

    def update(
        self, session_id: str, status: AnalysisStatus, started_at: float | None, language: str | None = None
    ) -> None:
        """``language``: the document's, once extract has read it (a chat shows the stage in it)."""
        ...

    def read(self, session_id: str) -> ProgressSnapshot | None: ...


class UsageLimits(Protocol):
    def refund_once(self, telegram_id: int, session_id: str) -> bool:
        """Give back the analysis a failed session consumed; True only the first time for a session."""
        ...


class IdempotencyGuard(Protocol):
    def run_once(
        self, object_ref: dict[str, str], action: Callable[[dict[str, str]], None], context: Any
    ) -> None:
        """Run ``action`` unless the same object (bucket, key, ETag) was already processed."""
        ...


@dataclass(frozen=True)
class Delivery:
    """What notify hands to a channel: either a report (with rendered files) or an error notice."""

    session_id: str
    owner: str
    channel: str
    metadata: Mapping[str, str]
    report: Report | None = None
    error: ErrorNotice | None = None
    files: Mapping[str, bytes] = field(default_factory=dict)


class Notifier(Protocol):
    def deliver(self, delivery: Delivery) -> None:
        """Tell the user; raise on a transient failure so that the queue redelivers."""
        ...


@runtime_checkable
class SideQuestions(Protocol):
    """A channel that can ask its user whose side the report takes (the bot; see bot/sides.py)."""

    def ask_side(self, metadata: Mapping[str, str], roles: list[str], wait_seconds: int) -> None: ...


class Metric(StrEnum):
    """What the functions measure (CloudWatch metric names; the unit is in :data:`METRIC_UNITS`)."""

    DOCUMENTS_PROCESSED = "DocumentsProcessed"  # per stage
    DOCUMENTS_FAILED = "DocumentsFailed"  # per stage and reason
    LIMIT_REFUSALS = "LimitRefusals"  # per reason (size, pages, characters, daily quota …)
    DEAD_LETTERS = "DeadLetters"  # per stage
    STAGE_LATENCY = "StageLatency"  # per stage
    END_TO_END_LATENCY = "EndToEndLatency"  # upload accepted → answer delivered, per channel
    OCR_PAGES = "OcrPages"
    LLM_PROMPT_TOKENS = "LlmPromptTokens"
    LLM_COMPLETION_TOKENS = "LlmCompletionTokens"
    FINDINGS = "Findings"  # per severity


METRIC_UNITS: Mapping[Metric, str] = {
    Metric.STAGE_LATENCY: "Milliseconds",
    Metric.END_TO_END_LATENCY: "Seconds",
} | {metric: "Count" for metric in Metric if metric not in (Metric.STAGE_LATENCY, Metric.END_TO_END_LATENCY)}


class MetricsSink(Protocol):
    """Collects metrics during one invocation; ``flush`` publishes them (once per invocation)."""

    def add(self, metric: Metric, value: float = 1.0, **dimensions: str) -> None: ...

    def flush(self) -> None: ...


class DiscardMetrics:
    """The null sink: for ports objects built without metrics (unit tests, one-off tools)."""

    def add(self, metric: Metric, value: float = 1.0, **dimensions: str) -> None:
        return None

    def flush(self) -> None:
        return None


class TelegramUpdates(Protocol):
    """The bot behind the webhook: de-duplicates and processes one Telegram update per call."""

    def first_time(self, update_id: int) -> bool:
        """False when this ``update_id`` was already handled (Telegram redelivers)."""
        ...

    def forget(self, update_id: int) -> None:
        """Let a redelivery of an update whose processing failed be handled again."""
        ...

    def process(self, update: dict[str, Any]) -> None: ...
