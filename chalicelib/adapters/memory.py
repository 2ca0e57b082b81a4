"""In-memory implementations of every port: a stage's branches run in unit tests without moto or Redis.

They keep the semantics the real adapters promise (conditional create, refund once, run once per object,
metadata as strings, a new ETag per write), and record what happened so tests can assert on it.
"""

from __future__ import annotations

import builtins
import hashlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from chalicelib.ports import (
    AnalysisStatus,
    Delivery,
    IdempotencyGuard,
    Metric,
    MetricsSink,
    Notifier,
    ObjectInfo,
    ObjectStore,
    ProgressSink,
    ProgressSnapshot,
    StoredObject,
    UsageLimits,
)


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass
class InMemoryObjectStore:
    """Buckets as dictionaries; ``clock`` sets ``last_modified`` (the sweeper reads it)."""

    clock: Callable[[], datetime] = _now
    objects: dict[tuple[str, str], StoredObject] = field(default_factory=dict)
    content_types: dict[tuple[str, str], str] = field(default_factory=dict)
    deleted: list[tuple[str, str]] = field(default_factory=list)

    def head(self, bucket: str, key: str) -> ObjectInfo | None:
        stored = self.objects.get((bucket, key))
        return None if stored is None else stored.info

    def get(self, bucket: str, key: str) -> StoredObject | None:
        return self.objects.get((bucket, key))

    def put(
        self,
        bucket: str,
        key: str,
        body: bytes,
        *,
        metadata: Mapping[str, str] | None = None,
        content_type: str = "application/octet-stream",
    ) -> None:
        info = ObjectInfo(
            bucket=bucket,
            key=key,
            size=len(body),
            etag=hashlib.md5(body, usedforsecurity=False).hexdigest(),
            last_modified=self.clock(),
            metadata=dict(metadata or {}),
        )
        self.objects[(bucket, key)] = StoredObject(info=info, body=body)
        self.content_types[(bucket, key)] = content_type

    def put_if_absent(
        self, bucket: str, key: str, body: bytes, *, metadata: Mapping[str, str] | None = None
    ) -> bool:
        if (bucket, key) in self.objects:
            return False
        self.put(bucket, key, body, metadata=metadata, content_type="application/json")
        return True

    def delete(self, bucket: str, key: str) -> None:
        self.objects.pop((bucket, key), None)
        self.deleted.append((bucket, key))

    def list(self, bucket: str, prefix: str = "") -> Iterator[ObjectInfo]:
        for (name, key), stored in sorted(self.objects.items()):
            if name == bucket and key.startswith(prefix):
                yield stored.info

    def keys(self, bucket: str) -> builtins.list[str]:
        return sorted(key for name, key in self.objects if name == bucket)


@dataclass
class InMemoryProgress:
    """Every update in order per session; ``read`` gives the last one."""

    updates: dict[str, list[AnalysisStatus]] = field(default_factory=dict)

    def update(
        self, session_id: str, status: AnalysisStatus, started_at: float | None, language: str | None = None
    ) -> None:
        self.updates.setdefault(session_id, []).append(status)

    def read(self, session_id: str) -> ProgressSnapshot | None:
        history = self.updates.get(session_id)
        if not history:
            return None
        return ProgressSnapshot(status=history[-1], percent=history[-1].percent, elapsed_sec=0.0)


@dataclass
class InMemoryUsageLimits:
    """Daily counters per Telegram user; a session's refund counts once."""

    used: dict[int, int] = field(default_factory=dict)
    refunded_sessions: set[str] = field(default_factory=set)

    def refund_once(self, telegram_id: int, session_id: str) -> bool:
        if session_id in self.refunded_sessions:
            return False
        self.refunded_sessions.add(session_id)
        self.used[telegram_id] = max(0, self.used.get(telegram_id, 0) - 1)
        return True


@dataclass
class InMemoryIdempotencyGuard:
    """Runs an action once per (bucket, key, ETag); a failed action is not remembered (it will retry)."""

    completed: set[tuple[str, ...]] = field(default_factory=set)

    def run_once(
        self, object_ref: dict[str, str], action: Callable[[dict[str, str]], None], context: Any
    ) -> None:
        identity = (object_ref["bucket"], object_ref["key"], object_ref["etag"])
        if identity in self.completed:
            return
        action(object_ref)
        self.completed.add(identity)


@dataclass
class RecordingNotifier:
    """A channel that remembers what it was asked to deliver (and can be told to fail transiently)."""

    deliveries: list[Delivery] = field(default_factory=list)
    failures_left: int = 0

    def deliver(self, delivery: Delivery) -> None:
        if self.failures_left:
            self.failures_left -= 1
            raise ConnectionError("channel unavailable")
        self.deliveries.append(delivery)


@dataclass
class InMemoryMetrics:
    """Keeps what was added and what each flush published (the embedded runtime and tests)."""

    pending: list[tuple[Metric, float, dict[str, str]]] = field(default_factory=list)
    published: list[tuple[Metric, float, dict[str, str]]] = field(default_factory=list)
    flushes: int = 0

    def add(self, metric: Metric, value: float = 1.0, **dimensions: str) -> None:
        self.pending.append((metric, value, dimensions))

    def flush(self) -> None:
        self.published.extend(self.pending)
        self.pending.clear()
        self.flushes += 1

    def total(self, metric: Metric, **dimensions: str) -> float:
        """Sum of a metric's published values whose dimensions include ``dimensions``."""
        return sum(
            value
            for name, value, dims in self.published
            if name is metric and all(dims.get(k) == v for k, v in dimensions.items())
        )


if TYPE_CHECKING:  # mypy checks that each fake implements its port
    _store: ObjectStore = InMemoryObjectStore()
    _progress: ProgressSink = InMemoryProgress()
    _limits: UsageLimits = InMemoryUsageLimits()
    _guard: IdempotencyGuard = InMemoryIdempotencyGuard()
    _notifier: Notifier = RecordingNotifier()
    _metrics: MetricsSink = InMemoryMetrics()
