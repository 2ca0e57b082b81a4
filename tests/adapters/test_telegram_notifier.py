"""The Telegram channel against a respx-mocked Bot API: split messages, the PDF, errors in Russian."""

from __future__ import annotations

from datetime import UTC, datetime

import httpx
import pytest
import respx
from pydantic import SecretStr

from chalicelib.adapters.telegram_notifier import TELEGRAM_TEXT_LIMIT, TelegramNotifier, split_message
from chalicelib.models import ErrorNotice, PrescreenResult, Report, SourceInfo
from chalicelib.ports import Delivery
from chalicelib.settings import Settings

API = "https://api.telegram.test/bot"
TOKEN = "123456:TEST-TOKEN"


def notifier() -> TelegramNotifier:
    settings = Settings(_env_file=None, telegram_bot_token=SecretStr(TOKEN), telegram_api_base_url=API)  # type: ignore[call-arg]
    return TelegramNotifier(settings, httpx.Client())


def report() -> Report:
    return Report(
        session_id="20261130t050000-3f9c1a2b7d4e",
        generated_at=datetime(2026, 11, 30, tzinfo=UTC),
        source=SourceInfo(filename="d.pdf", pages=1, chars=100, ocr_used=False, language="ru"),
        prescreen=PrescreenResult(),
        findings=[],
        risk_score=0,
        provider="rules",
    )


def test_split_message_keeps_every_part_under_the_limit() -> None:
    text = ("строка " * 50 + "\n") * 200 + "x" * 9000
    parts = split_message(text)
    assert all(len(part) <= TELEGRAM_TEXT_LIMIT for part in parts)
    assert "".join(parts) == text


@respx.mock
def test_a_report_is_sent_as_text_and_pdf() -> None:
    send = respx.post(f"{API}{TOKEN}/sendMessage").mock(return_value=httpx.Response(200, json={"ok": True}))
    document = respx.post(f"{API}{TOKEN}/sendDocument").mock(
        return_value=httpx.Response(200, json={"ok": True})
    )
    delivery = Delivery(
        "s", "tg-42", "telegram", {"chat-id": "42"}, report=report(), files={"report.pdf": b"%PDF-1.7"}
    )
    notifier().deliver(delivery)
    assert send.called and document.called
    assert b'"chat_id":"42"' in send.calls[0].request.content.replace(b" ", b"")


@respx.mock
def test_an_error_notice_is_sent_in_russian() -> None:
    send = respx.post(f"{API}{TOKEN}/sendMessage").mock(return_value=httpx.Response(200, json={"ok": True}))
    notice = ErrorNotice(
        session_id="s",
        stage="extract",
        reason="empty_file",
        message_ru="Файл пустой.",
        message_en="Empty.",
        created_at=datetime(2026, 11, 30, tzinfo=UTC),
    )
    notifier().deliver(Delivery("s", "tg-42", "telegram", {}, error=notice))
    assert "Файл пустой." in send.calls[0].request.content.decode()


@respx.mock
def test_a_telegram_outage_raises_so_the_queue_retries() -> None:
    respx.post(f"{API}{TOKEN}/sendMessage").mock(return_value=httpx.Response(502))
    with pytest.raises(httpx.HTTPStatusError):
        notifier().deliver(Delivery("s", "tg-42", "telegram", {}, report=report()))
