"""Promises that cut across stages: stages finish without Redis, logs carry no contract text."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import ROOT, BusDriver, RecordingNotifier

from chalicelib.local.embedded import embedded_bus
from chalicelib.settings import Settings

RU_TEXT = (ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8")
pytestmark = pytest.mark.slow


@pytest.fixture
def driver_without_redis(tmp_path: Path) -> Iterator[BusDriver]:
    settings = Settings(_env_file=None, redis_url="redis://127.0.0.1:1/0", local_outbox_dir=tmp_path)  # type: ignore[call-arg]
    notifier = RecordingNotifier()
    with embedded_bus(settings, notifiers={"telegram": notifier}) as bus:
        yield BusDriver(bus, notifier)


def test_the_pipeline_finishes_when_redis_is_down(driver_without_redis: BusDriver) -> None:
    session_id, _ = driver_without_redis.submit("договор.txt", RU_TEXT.encode())
    driver_without_redis.run_until_delivered(session_id)
    assert driver_without_redis.report(session_id).findings
    assert len(driver_without_redis.notifier.deliveries) == 1
    assert driver_without_redis.bus.deps.progress.read(session_id) is None


def test_logs_carry_identifiers_not_contract_text(driver: BusDriver, captured_logs: io.StringIO) -> None:
    session_id, _ = driver.submit("договор Кравцова.txt", RU_TEXT.encode())
    driver.run_until_delivered(session_id)
    logs = captured_logs.getvalue()
    assert session_id in logs, "the session id is the correlation id"
    for secret in (
        "Северный Поток",
        "Кравцов",
        "4 800 000",
        "sales@severpotok.example",
        "+7 (495)",
        "7701234567",
        "неустойк",
    ):
        assert secret not in logs
