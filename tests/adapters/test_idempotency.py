"""Powertools idempotency on the real Redis server, keyed by (bucket, key, ETag)."""

from __future__ import annotations

import pytest
import redis

from chalicelib.adapters.idempotency import RedisIdempotencyGuard
from chalicelib.local.dispatcher import LocalLambdaContext

CONTEXT = LocalLambdaContext("test", 300)
REF = {"bucket": "user-uploads", "key": "tg-1/s/20261130T050000Z_a.pdf", "etag": "abc"}


def test_same_object_runs_once(redis_client: redis.Redis) -> None:
    calls: list[dict[str, str]] = []
    guard = RedisIdempotencyGuard("extract", redis_client, ttl_seconds=60)
    context = LocalLambdaContext("extract", 300)
    guard.run_once(REF, calls.append, context)
    guard.run_once(dict(REF), calls.append, context)
    assert len(calls) == 1
    assert all(redis_client.ttl(key) > 0 for key in redis_client.keys("*"))


def test_records_are_named_by_stage_under_the_key_prefix(redis_client: redis.Redis) -> None:
    guard = RedisIdempotencyGuard("extract", redis_client, ttl_seconds=60, key_prefix="tenant-a:")
    guard.run_once(REF, lambda _: None, CONTEXT)
    guard.run_once(REF | {"etag": "def"}, lambda _: None, CONTEXT)
    keys = redis_client.keys("*")
    assert len(keys) == 2
    assert all(key.startswith("tenant-a:idempotency:extract#") for key in keys)


def test_a_new_etag_is_new_work(redis_client: redis.Redis) -> None:
    calls: list[dict[str, str]] = []
    guard = RedisIdempotencyGuard("extract", redis_client, ttl_seconds=60)
    guard.run_once(REF, calls.append, CONTEXT)
    guard.run_once(REF | {"etag": "def"}, calls.append, CONTEXT)
    assert len(calls) == 2


def test_stages_do_not_share_records(redis_client: redis.Redis) -> None:
    calls: list[str] = []
    RedisIdempotencyGuard("extract", redis_client, 60).run_once(
        REF, lambda _: calls.append("extract"), CONTEXT
    )
    RedisIdempotencyGuard("notify", redis_client, 60).run_once(REF, lambda _: calls.append("notify"), CONTEXT)
    assert calls == ["extract", "notify"]


def test_a_failed_run_can_be_retried(redis_client: redis.Redis) -> None:
    guard = RedisIdempotencyGuard("analyze", redis_client, ttl_seconds=60)
    calls: list[int] = []

    def flaky(_: dict[str, str]) -> None:
        calls.append(1)
        if len(calls) == 1:
            raise ConnectionError("S3 hiccup")

    with pytest.raises(ConnectionError):
        guard.run_once(REF, flaky, CONTEXT)
    guard.run_once(REF, flaky, CONTEXT)
    assert len(calls) == 2


def test_runs_without_redis_relying_on_s3_checks() -> None:
    unreachable = redis.Redis(
        host="127.0.0.1", port=1, socket_connect_timeout=0.2, socket_timeout=0.2, decode_responses=True
    )
    calls: list[dict[str, str]] = []
    RedisIdempotencyGuard("extract", unreachable, ttl_seconds=60).run_once(REF, calls.append, CONTEXT)
    assert len(calls) == 1


class _RedisLosingDeletes(redis.Redis):
    """Saves records, but the connection drops when Powertools clears a failed run's record."""

    def delete(self, *names: object) -> int:
        raise redis.ConnectionError("connection dropped")


def test_a_failed_run_is_not_acknowledged_when_its_record_cannot_be_cleared(redis_url: str) -> None:
    client = _RedisLosingDeletes.from_url(redis_url, decode_responses=True)
    guard = RedisIdempotencyGuard("analyze", client, ttl_seconds=60)

    def dies(_: dict[str, str]) -> None:
        raise ConnectionError("process died after a write")

    with pytest.raises(Exception):  # noqa: B017 (any exception makes the queue redeliver)
        guard.run_once(REF, dies, CONTEXT)
