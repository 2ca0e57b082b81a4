"""The partner stack fixture: real HTTP everywhere a partner would touch (S3 endpoint, API, callback)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from partners.partner_support import CREDENTIALS, CallbackReceiver, PartnerStack, free_port

from chalicelib.runtime.container import install_deps
from chalicelib.runtime.embedded import start_bus
from chalicelib.runtime.s3_server import start_s3_server
from chalicelib.settings import Settings


@pytest.fixture
def stack(tmp_path: Path, redis_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[PartnerStack]:
    from chalice.config import Config
    from chalice.local import CustomLocalChalice, LocalDevServer, create_local_server

    import app

    for name, value in CREDENTIALS.items():
        monkeypatch.setenv(name, value)
    s3_server = start_s3_server(free_port())
    s3_server.reset()
    settings = Settings(
        _env_file=None,
        aws_endpoint_url=s3_server.endpoint_url,
        redis_url=redis_url,
        partners_file=tmp_path / "partners.json",
        partners_cache_seconds=0,
        sqs_visibility_timeout_override=1,
        sqs_max_receive_count=3,
        partner_callback_backoff_seconds=1,
        local_outbox_dir=tmp_path / "outbox",
    )  # type: ignore[call-arg]
    receiver = CallbackReceiver()
    with receiver.running():
        bus = start_bus(settings)
        config = Config.create(chalice_stage="local", app_name="contract-check", chalice_app=app.app)
        api_port = free_port()
        if isinstance(app.app, CustomLocalChalice):  # chalice converts the app's class only once
            server = LocalDevServer(app.app, config, "127.0.0.1", api_port)
        else:
            server = create_local_server(app.app, config, "127.0.0.1", api_port)
        thread = threading.Thread(target=server.server.serve_forever, daemon=True)
        thread.start()
        try:
            yield PartnerStack(
                settings, bus, s3_server.endpoint_url, f"http://127.0.0.1:{api_port}", receiver
            )
        finally:
            server.shutdown()
            server.server.server_close()
            install_deps(None)
            s3_server.reset()
            s3_server.stop()
