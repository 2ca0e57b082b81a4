"""Fixtures for the bot: the fake Bot API and the whole system (serve) wired to it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from chalicelib.local.chat import chat_settings
from chalicelib.local.fake_telegram import FakeTelegram
from chalicelib.local.serve import RunningSystem, running_system
from chalicelib.settings import Settings

WEBHOOK_SECRET = "test-webhook-secret"


@pytest.fixture
def fake_telegram() -> Iterator[FakeTelegram]:
    with FakeTelegram() as fake:
        yield fake


@pytest.fixture
def bot_settings(settings: Settings, fake_telegram: FakeTelegram) -> Settings:
    return chat_settings(settings, fake_telegram, WEBHOOK_SECRET).model_copy(
        update={"telegram_progress_min_interval": 0.0, "telegram_admin_ids": [1]}
    )


@pytest.fixture
def system(bot_settings: Settings, fake_telegram: FakeTelegram) -> Iterator[RunningSystem]:
    with running_system(bot_settings, port=0, sweep_interval_seconds=3600) as running:
        fake_telegram.webhook_url = f"{running.url}/telegram/webhook"
        fake_telegram.webhook_secret = WEBHOOK_SECRET
        yield running
