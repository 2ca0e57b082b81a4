"""The chalice app itself: its functions match the topology, its handlers are thin and callable."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Iterator

import pytest
from chalice.test import Client
from support import ROOT, load_event

import app
from chalicelib.local.dispatcher import LocalLambdaContext
from chalicelib.observability import logger
from chalicelib.settings import reset_settings_cache
from chalicelib.topology import STAGES

SECRET = "s3cr3t-webhook-token"


def test_functions_and_their_queues_follow_the_topology() -> None:
    sources = {source.name: source.queue for source in app.app.event_sources if hasattr(source, "queue")}
    expected = {}
    for spec in STAGES:
        expected[spec.stage.value] = app.TOPOLOGY.queue_name(spec.stage)
        expected[f"{spec.stage.value}_dead_letter"] = app.TOPOLOGY.dead_letter_queue_name(spec.stage)
    assert sources == expected
    assert all(source.batch_size == 1 for source in app.app.event_sources if hasattr(source, "queue"))


def test_importing_the_app_reads_only_the_queue_names() -> None:
    probe = (
        "import app; from chalicelib import bootstrap; from chalicelib.settings import get_settings; "
        "print(get_settings.cache_info().currsize, bootstrap._installed is None)"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert result.stdout.split() == ["0", "True"], "settings and ports are read at the first invocation"


def test_an_s3_test_event_is_acknowledged_without_work(driver: object) -> None:
    assert app.extract(load_event("sqs_s3_test_event.json"), None) is None


def test_a_message_that_is_not_an_s3_event_is_dropped_not_retried(driver: object) -> None:
    assert app.extract(load_event("sqs_not_s3.json"), None) is None


def test_a_warm_function_does_not_log_under_the_previous_session(
    driver: object, captured_logs: io.StringIO
) -> None:
    logger.set_correlation_id("20261201t090000-0123456789ab")  # what the previous invocation left
    context = LocalLambdaContext("extract", 300)
    app.extract(load_event("sqs_not_s3.json"), context)
    (line,) = [json.loads(line) for line in captured_logs.getvalue().splitlines() if "dropping" in line]
    assert "correlation_id" not in line
    assert line["function_request_id"] == context.aws_request_id


@pytest.fixture
def webhook_client(monkeypatch: pytest.MonkeyPatch) -> Iterator[Client]:
    monkeypatch.setenv("TELEGRAM_WEBHOOK_SECRET", SECRET)
    reset_settings_cache()
    with Client(app.app) as client:
        yield client
    reset_settings_cache()


def post(client: Client, body: bytes, secret: str | None) -> object:
    headers = {"Content-Type": "application/json"}
    if secret is not None:
        headers["X-Telegram-Bot-Api-Secret-Token"] = secret
    return client.http.post("/telegram/webhook", headers=headers, body=body)


def test_webhook_accepts_a_valid_update_with_the_secret(webhook_client: Client) -> None:
    response = post(webhook_client, json.dumps(load_event("telegram_update_empty.json")).encode(), SECRET)
    assert response.status_code == 200  # type: ignore[attr-defined]
    assert response.json_body == {"ok": True}  # type: ignore[attr-defined]


@pytest.mark.parametrize("secret", [None, "", "wrong"])
def test_webhook_refuses_calls_without_the_secret(webhook_client: Client, secret: str | None) -> None:
    response = post(webhook_client, b'{"update_id": 1}', secret)
    assert response.status_code == 403  # type: ignore[attr-defined]


def test_webhook_rejects_bodies_that_are_not_updates(webhook_client: Client) -> None:
    assert post(webhook_client, b"[1, 2]", SECRET).status_code == 400  # type: ignore[attr-defined]


def test_webhook_is_closed_when_no_secret_is_configured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TELEGRAM_WEBHOOK_SECRET", raising=False)
    reset_settings_cache()
    with Client(app.app) as client:
        assert post(client, b'{"update_id": 1}', "anything").status_code == 403  # type: ignore[attr-defined]
    reset_settings_cache()
