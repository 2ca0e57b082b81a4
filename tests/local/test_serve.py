"""``contract-check serve`` from outside: a separate process, its routes, a clean stop on SIGTERM;
``contract-check set-webhook`` against the fake Bot API."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from support import ROOT

from chalicelib.cli import main
from chalicelib.local.fake_telegram import FakeTelegram
from chalicelib.local.serve import partner_registry_warning
from chalicelib.settings import Settings, reset_settings_cache


def test_serve_answers_the_routes_and_stops_cleanly_on_sigterm(redis_url: str, tmp_path: object) -> None:
    environment = os.environ | {
        "PYTHONPATH": str(ROOT),
        "REDIS_URL": redis_url,
        "TELEGRAM_WEBHOOK_SECRET": "s",
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "chalicelib.cli", "serve", "--port", "0"],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert "serving on http://127.0.0.1:" in line, line
        url = line.split("serving on ", 1)[1].split(" ", 1)[0]
        forbidden = httpx.post(f"{url}/telegram/webhook", json={"update_id": 1}, timeout=10)
        assert forbidden.status_code == 403
        accepted = httpx.post(
            f"{url}/telegram/webhook",
            json={"update_id": 1},
            headers={"X-Telegram-Bot-Api-Secret-Token": "s"},
            timeout=10,
        )
        assert accepted.status_code == 200
        started = time.monotonic()
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=30) == 0
        assert time.monotonic() - started < 30
    finally:
        if process.poll() is None:
            process.kill()


def test_set_webhook_registers_the_url_secret_and_commands(monkeypatch: pytest.MonkeyPatch) -> None:
    with FakeTelegram() as fake:
        monkeypatch.setenv("TELEGRAM_BOT_TOKEN", fake.token)
        monkeypatch.setenv("TELEGRAM_WEBHOOK_SECRET", "webhook-secret")
        monkeypatch.setenv("TELEGRAM_API_BASE_URL", fake.api_base_url)
        reset_settings_cache()
        try:
            assert main(["set-webhook", "https://bot.example/telegram/webhook"]) == 0
        finally:
            reset_settings_cache()
        assert fake.webhook_url == "https://bot.example/telegram/webhook"
        assert fake.webhook_secret == "webhook-secret"
        commands = {command["command"] for command in fake.commands}
        assert commands == {"start", "help", "limits", "cancel", "buy"}


def test_serve_says_at_start_that_partner_routes_have_no_registry(tmp_path: Path) -> None:
    warning = partner_registry_warning(Settings(_env_file=None))  # type: ignore[call-arg]
    assert warning is not None and "PARTNERS_FILE" in warning and "401" in warning
    configured = Settings(_env_file=None, partners_file=tmp_path / "partners.json")  # type: ignore[call-arg]
    assert partner_registry_warning(configured) is None
