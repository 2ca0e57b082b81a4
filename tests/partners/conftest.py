"""The partner stack: ``serve`` with ``--s3-port`` (routes, every queue, S3/SQS on a port) and a receiver."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from partners.partner_support import CREDENTIALS, CallbackReceiver, PartnerStack, free_port

from chalicelib.local.s3_server import reset_s3_state
from chalicelib.local.serve import running_system
from chalicelib.settings import Settings


@pytest.fixture
def stack(tmp_path: Path, redis_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[PartnerStack]:
    for name, value in CREDENTIALS.items():
        monkeypatch.setenv(name, value)
    settings = Settings(
        _env_file=None,
        redis_url=redis_url,
        partners_file=tmp_path / "partners.json",
        partners_cache_seconds=0,
        sqs_visibility_timeout_override=1,
        sqs_max_receive_count=3,
        partner_callback_backoff_seconds=0,  # back-off itself: test_partner_units
        local_outbox_dir=tmp_path / "outbox",
    )  # type: ignore[call-arg]
    receiver = CallbackReceiver()
    s3_port = free_port()
    reset_s3_state()
    try:
        with receiver.running(), running_system(settings, port=free_port(), s3_port=s3_port) as system:
            yield PartnerStack(system.bus.deps.settings, system, f"http://127.0.0.1:{s3_port}", receiver)
    finally:
        reset_s3_state()
