"""The ports built on first use: nothing is built until a call needs it, then once, then reused."""

from __future__ import annotations

import pytest
import redis

from chalicelib.adapters.idempotency import RedisIdempotencyGuard
from chalicelib.adapters.memory import InMemoryObjectStore
from chalicelib.bootstrap import GuardsOnFirstUse, StorageOnFirstUse
from chalicelib.topology import STAGES, Stage


def test_storage_is_built_on_the_first_call_and_once() -> None:
    built: list[InMemoryObjectStore] = []

    def build() -> InMemoryObjectStore:
        built.append(InMemoryObjectStore())
        return built[-1]

    storage = StorageOnFirstUse(build)
    assert built == []
    storage.put("uploads", "a.txt", b"one", metadata={"name": "ё"}, content_type="text/plain")
    assert storage.put_if_absent("uploads", "a.txt", b"two") is False
    stored = storage.get("uploads", "a.txt")
    assert stored is not None and stored.body == b"one" and stored.info.metadata == {"name": "ё"}
    info = storage.head("uploads", "a.txt")
    assert info is not None and info.size == 3
    assert [item.key for item in storage.list("uploads")] == ["a.txt"]
    storage.delete("uploads", "a.txt")
    assert storage.head("uploads", "a.txt") is None
    assert len(built) == 1 and storage.store is built[0]


def test_a_guard_is_built_for_the_stage_that_asks_and_kept() -> None:
    client = redis.Redis.from_url("redis://127.0.0.1:1/0")  # never connected: guards connect on use
    guards = GuardsOnFirstUse(client, ttl_seconds=60, key_prefix="t:")

    first = guards[Stage.PRESCREEN]
    assert isinstance(first, RedisIdempotencyGuard)
    assert guards[Stage.PRESCREEN] is first
    assert guards[Stage.EXTRACT] is not first
    assert list(guards) == [spec.stage for spec in STAGES] and len(guards) == len(STAGES)
    assert guards.get("not-a-stage") is None  # type: ignore[call-overload]
    with pytest.raises(KeyError):
        guards["not-a-stage"]  # type: ignore[index]
