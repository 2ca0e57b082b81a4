"""Fixtures shared by every test package: a private Redis db, settings, the embedded bus."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from redis_lease import Lease, LeaseUnavailable, acquire
from support import TEST_REDIS_URL, BusDriver, RecordingNotifier

from chalicelib.local.embedded import embedded_bus
from chalicelib.observability import logger
from chalicelib.settings import Settings


@pytest.fixture(scope="session")
def redis_lease() -> Iterator[Lease]:
    """This run's own db on the machine's Redis, leased for the session (see ``tests/redis_lease.py``)."""
    try:
        lease = acquire(TEST_REDIS_URL)
    except redis.ConnectionError:
        pytest.fail("these tests need the Redis server on 127.0.0.1:6379 (`.ci/run` starts one)")
    except LeaseUnavailable as taken:
        pytest.fail(str(taken))
    lease.clean()
    yield lease
    lease.clean()
    lease.release()


@pytest.fixture
def redis_url(redis_lease: Lease) -> Iterator[str]:
    """The leased db, emptied of this run's keys before and after the test (no FLUSHDB: the lease stays)."""
    if not redis_lease.refresh():
        pytest.fail(f"the test db lease on {redis_lease.url} was lost (expired or taken)")
    redis_lease.clean()
    yield redis_lease.url
    redis_lease.clean()


@pytest.fixture
def redis_client(redis_url: str) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    yield client
    client.close()


@pytest.fixture
def settings(tmp_path: Path, redis_url: str) -> Settings:
    return Settings(_env_file=None, redis_url=redis_url, local_outbox_dir=tmp_path / "outbox")  # type: ignore[call-arg]


@pytest.fixture
def driver(settings: Settings) -> Iterator[BusDriver]:
    notifier = RecordingNotifier()
    notifiers = {"telegram": notifier, "partner": notifier, "cli": notifier}
    with embedded_bus(settings, notifiers=notifiers) as bus:
        yield BusDriver(bus, notifier)


@pytest.fixture
def captured_logs() -> Iterator[io.StringIO]:
    """Everything the Powertools logger writes during the test, as JSON lines."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logger.registered_formatter)
    logger.addHandler(handler)
    previous = logger.log_level
    logger.setLevel("DEBUG")
    yield stream
    logger.setLevel(previous)
    logger.removeHandler(handler)


@pytest.fixture
def aws(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Any, Any]]:
    """boto3 S3 and SQS clients on in-process moto (an empty account per test)."""
    import boto3
    from moto import mock_aws

    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        monkeypatch.setenv(name, "testing")
    with mock_aws():
        yield boto3.client("s3", region_name="us-east-1"), boto3.client("sqs", region_name="us-east-1")
