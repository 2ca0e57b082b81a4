"""Against the real Redis server (private db index, flushed around each test)."""

from __future__ import annotations

import time

import redis

from chalicelib.adapters.redis_state import (
    PROGRESS_TTL_SECONDS,
    RedisProgress,
    RedisUsageLimits,
)
from chalicelib.ports import AnalysisStatus


def test_progress_is_written_with_ttls_and_read_back(redis_client: redis.Redis) -> None:
    progress = RedisProgress(redis_client)
    progress.update("s-1", AnalysisStatus.SEARCHING, time.time() - 2.5)
    snapshot = progress.read("s-1")
    assert snapshot is not None
    assert (snapshot.status, snapshot.percent) == (AnalysisStatus.SEARCHING, 50)
    assert snapshot.elapsed_sec >= 2.5
    assert redis_client.get("analysis:s-1:status") == "SEARCHING"
    for key in ("analysis:s-1:status", "analysis:s-1:progress"):
        assert 0 < redis_client.ttl(key) <= PROGRESS_TTL_SECONDS


def test_progress_is_best_effort_when_redis_is_down() -> None:
    unreachable = redis.Redis(host="127.0.0.1", port=1, socket_connect_timeout=0.2, socket_timeout=0.2)
    progress = RedisProgress(unreachable)
    progress.update("s-1", AnalysisStatus.PARSING, None)
    assert progress.read("s-1") is None


def test_refund_happens_once_per_session_and_never_below_zero(redis_client: redis.Redis) -> None:
    limits = RedisUsageLimits(redis_client)
    redis_client.set("limit:7:daily", 2, ex=3600)
    assert limits.refund_once(7, "session-a") is True
    assert limits.refund_once(7, "session-a") is False
    assert redis_client.get("limit:7:daily") == "1"
    assert limits.refund_once(7, "session-b") is True
    assert limits.refund_once(7, "session-c") is True
    assert redis_client.get("limit:7:daily") == "0"
    assert redis_client.ttl("limit:refund:session-a") > 0


def test_key_prefix_namespaces_every_key(redis_client: redis.Redis) -> None:
    RedisProgress(redis_client, "t1:").update("s-9", AnalysisStatus.QUEUED, None)
    assert redis_client.exists("t1:analysis:s-9:status") == 1
    assert redis_client.exists("analysis:s-9:status") == 0
