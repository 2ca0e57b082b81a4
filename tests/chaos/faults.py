"""Fault injection for the chaos suite: port wrappers that fail the way S3, Redis, channels and Lambda do.

Every wrapper asks one :class:`Chaos` (a seeded random source with per-fault rates) whether to fail, and
counts what it injected, so a run prints what it survived and can be replayed with the same seed.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import redis

from chalicelib.local.dispatcher import LambdaHandler
from chalicelib.ports import Delivery, ObjectInfo, ObjectStore, StoredObject

# Rates per operation; each is the chance that one call meets that fault.
DEFAULT_RATES: dict[str, float] = {
    "s3_error": 0.03,  # a put/get/head/list fails before it reaches S3
    "s3_latency": 0.05,  # a call takes 10-50 ms longer
    "killed_after_write": 0.02,  # the handler dies right after a put succeeded, before its ack
    "redis_down": 0.08,  # a Redis command fails to connect
    "redis_slow": 0.05,  # a Redis command takes 20-60 ms
    "llm_fault": 0.12,  # the LLM answers 429/500/503, hangs past the timeout, or garbles JSON
    "channel_error": 0.12,  # Telegram 429 (retry_after) / 5xx, partner callback refused
    "killed_after_send": 0.03,  # the answer went out but the handler died before recording it
    "duplicate_delivery": 0.15,  # SQS delivers a message a second time
    "lost_ack": 0.03,  # the handler finished but the delete (ack) never happened
}


class InjectedFault(ConnectionError):
    """A transient infrastructure failure the chaos run caused (the bus must retry past it)."""


class HandlerKilled(RuntimeError):
    """The Lambda process died mid-invocation: the message was not acknowledged."""


@dataclass
class Chaos:
    seed: int
    rates: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_RATES))
    enabled: bool = True
    injected: Counter[str] = field(default_factory=Counter)
    _rng: random.Random = field(init=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    def roll(self, fault: str) -> bool:
        with self._lock:
            hit = self.enabled and self._rng.random() < self.rates.get(fault, 0.0)
            if hit:
                self.injected[fault] += 1
            return hit

    def pick(self, choices: tuple[str, ...]) -> str:
        with self._lock:
            return self._rng.choice(choices)

    def pause(self, low: float, high: float) -> None:
        with self._lock:
            seconds = self._rng.uniform(low, high)
        time.sleep(seconds)


class FlakyObjectStore:
    """S3 with failed calls, latency, and a process that dies right after a successful write."""

    def __init__(self, inner: ObjectStore, chaos: Chaos) -> None:
        self.inner = inner
        self._chaos = chaos

    def _before(self) -> None:
        if self._chaos.roll("s3_latency"):
            self._chaos.pause(0.01, 0.05)
        if self._chaos.roll("s3_error"):
            raise InjectedFault("injected S3 failure")

    def head(self, bucket: str, key: str) -> ObjectInfo | None:
        self._before()
        return self.inner.head(bucket, key)

    def get(self, bucket: str, key: str) -> StoredObject | None:
        self._before()
        return self.inner.get(bucket, key)

    def put(
        self,
        bucket: str,
        key: str,
        body: bytes,
        *,
        metadata: Mapping[str, str] | None = None,
        content_type: str = "application/octet-stream",
    ) -> None:
        self._before()
        self.inner.put(bucket, key, body, metadata=metadata, content_type=content_type)
        if self._chaos.roll("killed_after_write"):
            raise HandlerKilled("process died after a write")

    def put_if_absent(
        self, bucket: str, key: str, body: bytes, *, metadata: Mapping[str, str] | None = None
    ) -> bool:
        self._before()
        created = self.inner.put_if_absent(bucket, key, body, metadata=metadata)
        if self._chaos.roll("killed_after_write"):
            raise HandlerKilled("process died after a conditional write")
        return created

    def delete(self, bucket: str, key: str) -> None:
        self._before()
        self.inner.delete(bucket, key)

    def list(self, bucket: str, prefix: str = "") -> Iterator[ObjectInfo]:
        self._before()
        return self.inner.list(bucket, prefix)


# Attributes that hand out helper objects bound to the real client (scripts, pipelines, the pool).
_REDIS_PASSTHROUGH = frozenset({"register_script", "pipeline", "connection_pool", "get_encoder", "close"})


class FlakyRedis:
    """A redis-py client whose commands sometimes fail to connect or stall."""

    def __init__(self, inner: redis.Redis, chaos: Chaos) -> None:
        self._inner = inner
        self._chaos = chaos

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._inner, name)
        if name in _REDIS_PASSTHROUGH or not callable(attribute):
            return attribute

        def command(*args: Any, **kwargs: Any) -> Any:
            if self._chaos.roll("redis_slow"):
                self._chaos.pause(0.02, 0.06)
            if self._chaos.roll("redis_down"):
                raise redis.ConnectionError("injected: Redis unreachable")
            return attribute(*args, **kwargs)

        return command


@dataclass
class ChannelRecorder:
    """A channel (Telegram chat or partner callback) that records every answer a session got."""

    chaos: Chaos
    answers: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    # Answers sent again because the invocation that sent one failed before recording it (the process
    # died, or S3 refused delivery.json): the documented at-least-once window of notify.
    tolerated: Counter[str] = field(default_factory=Counter)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _sent_now: threading.local = field(default_factory=threading.local)

    def deliver(self, delivery: Delivery) -> None:
        if self.chaos.roll("channel_error"):
            kind = self.chaos.pick(("429 retry_after", "502", "503", "timeout"))
            raise InjectedFault(f"injected channel failure: {kind}")
        outcome = "report" if delivery.report is not None else "error"
        with self._lock:
            self.answers[delivery.session_id].append(outcome)
        self._sent_now.sessions = [*getattr(self._sent_now, "sessions", []), delivery.session_id]
        if self.chaos.roll("killed_after_send"):
            raise HandlerKilled("process died after the answer went out")

    def invocation_started(self) -> None:
        self._sent_now.sessions = []

    def invocation_failed(self) -> None:
        """The invocation raised: whatever it sent may be sent again by the retry."""
        with self._lock:
            for session_id in getattr(self._sent_now, "sessions", []):
                self.tolerated[session_id] += 1


def queue_name_of(record: Mapping[str, Any]) -> str:
    return str(record["eventSourceARN"]).rsplit(":", 1)[-1]


def chaotic_handlers(
    handlers: Mapping[str, LambdaHandler],
    chaos: Chaos,
    redeliver: Callable[[str, str], None],
    channel: ChannelRecorder,
) -> dict[str, LambdaHandler]:
    """Lambda as SQS really drives it: duplicate deliveries and acknowledgements that never happen."""

    def wrap(handler: LambdaHandler) -> LambdaHandler:
        def invoke(event: dict[str, Any], context: Any) -> Any:
            channel.invocation_started()
            try:
                result = handler(event, context)
            except Exception:
                channel.invocation_failed()
                raise
            channel.invocation_started()  # recorded and done: a lost ack below may not resend anything
            for record in event["Records"]:
                if chaos.roll("duplicate_delivery"):
                    redeliver(queue_name_of(record), record["body"])
            if chaos.roll("lost_ack"):
                raise HandlerKilled("finished, but the acknowledgement was lost")
            return result

        return invoke

    return {name: wrap(handler) for name, handler in handlers.items()}


def is_s3_event(body: str) -> bool:
    try:
        return "Records" in json.loads(body)
    except ValueError:
        return False
