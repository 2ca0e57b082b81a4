"""``POST /telegram/webhook``: authenticate Telegram's call, drop repeated updates, run the bot.

Telegram sends the secret given to ``setWebhook`` in ``X-Telegram-Bot-Api-Secret-Token``; without a
configured secret every call is refused (fail closed). A repeated ``update_id`` is acknowledged and
ignored. A failure while processing answers 500 (and forgets the ``update_id``), so Telegram redelivers.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from chalicelib.observability import logger
from chalicelib.ports import TelegramUpdates
from chalicelib.settings import Settings

SECRET_HEADER = "x-telegram-bot-api-secret-token"


@dataclass(frozen=True)
class WebhookResponse:
    status: int
    body: dict[str, Any]


def handle_webhook(
    headers: Mapping[str, str], raw_body: bytes | None, settings: Settings, bot: TelegramUpdates | None = None
) -> WebhookResponse:
    if not _authenticated(headers, settings):
        return WebhookResponse(403, {"ok": False, "error": "forbidden"})
    update = _parse_update(raw_body)
    if isinstance(update, WebhookResponse):
        return update
    if bot is None:
        return WebhookResponse(200, {"ok": True})
    return _process(update, bot)


def _parse_update(raw_body: bytes | None) -> dict[str, Any] | WebhookResponse:
    try:
        update = json.loads(raw_body or b"")
    except ValueError:
        return WebhookResponse(400, {"ok": False, "error": "body is not JSON"})
    if not isinstance(update, dict) or not isinstance(update.get("update_id"), int):
        return WebhookResponse(400, {"ok": False, "error": "not a Telegram update"})
    return update


def _process(update: dict[str, Any], bot: TelegramUpdates) -> WebhookResponse:
    update_id: int = update["update_id"]
    if not bot.first_time(update_id):
        logger.info("duplicate update dropped", extra={"update_id": update_id})
        return WebhookResponse(200, {"ok": True, "duplicate": True})
    try:
        bot.process(update)
    except Exception as error:
        logger.error("update processing failed", extra={"error": type(error).__name__})
        bot.forget(update_id)
        return WebhookResponse(500, {"ok": False, "error": "processing failed"})
    return WebhookResponse(200, {"ok": True})


def _authenticated(headers: Mapping[str, str], settings: Settings) -> bool:
    expected = settings.telegram_webhook_secret
    if expected is None or not expected.get_secret_value():
        return False
    given = next((value for name, value in headers.items() if name.lower() == SECRET_HEADER), "")
    return hmac.compare_digest(given.encode(), expected.get_secret_value().encode())
