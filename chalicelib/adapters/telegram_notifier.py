"""Delivers a report or an error notice to a Telegram chat through the Bot API.

Texts are split under Telegram's 4,096-character limit; the PDF report follows as a document. A failed
call raises, so the notify queue redelivers (the session-level ``delivery.json`` marker keeps a later
redelivery from sending twice once a delivery succeeded).
"""

from __future__ import annotations

import httpx

from chalicelib.keys import REPORT_PDF
from chalicelib.models import Report
from chalicelib.ports import Delivery
from chalicelib.settings import Settings

TELEGRAM_TEXT_LIMIT = 4096


class TelegramNotifier:
    def __init__(self, settings: Settings, client: httpx.Client | None = None) -> None:
        token = settings.telegram_bot_token.get_secret_value() if settings.telegram_bot_token else ""
        self._base = f"{settings.telegram_api_base_url}{token}"
        self._client = client or httpx.Client(timeout=15.0)

    def deliver(self, delivery: Delivery) -> None:
        chat_id = delivery.metadata.get("chat-id") or delivery.owner.removeprefix("tg-")
        if delivery.error is not None:
            self._send_text(chat_id, f"❌ {delivery.error.message_ru}\n\n{delivery.error.disclaimer}")
            return
        if delivery.report is None:
            return
        for part in split_message(summary_text(delivery.report)):
            self._send_text(chat_id, part)
        pdf = delivery.files.get(REPORT_PDF)
        if pdf:
            response = self._client.post(
                f"{self._base}/sendDocument",
                data={"chat_id": chat_id},
                files={"document": (f"report-{delivery.session_id}.pdf", pdf, "application/pdf")},
            )
            response.raise_for_status()

    def _send_text(self, chat_id: str, text: str) -> None:
        response = self._client.post(f"{self._base}/sendMessage", json={"chat_id": chat_id, "text": text})
        response.raise_for_status()


def summary_text(report: Report) -> str:
    from chalicelib.reporting import render_markdown

    return render_markdown(report)


def split_message(text: str, limit: int = TELEGRAM_TEXT_LIMIT) -> list[str]:
    """Split on paragraph, then line boundaries, so that no part exceeds ``limit`` characters."""
    parts: list[str] = []
    current = ""
    for line in text.splitlines(keepends=True):
        for piece in (line[start : start + limit] for start in range(0, len(line), limit)):
            if len(current) + len(piece) > limit:
                parts.append(current)
                current = ""
            current += piece
    if current.strip():
        parts.append(current)
    return parts
