"""What the bot says about a document follows the document's language; what it offers follows settings.

Scripted conversations (real PTB behind ``serve``, the real bus and Redis, the fake Bot API): an English
contract pasted or sent as a PDF is asked its side, confirmed and shown its progress in English (the
bot's own menus stay Russian: docs/bot.md, "Which language"); a stage whose daily limits differ from the
defaults offers and invoices those limits.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import redis
from support import ROOT

from chalicelib.local.fake_telegram import ChatMessage, FakeTelegram
from chalicelib.local.serve import RunningSystem, running_system
from chalicelib.settings import Settings

USER = 5252
EN_CONTRACT = ROOT / "tests" / "data" / "en_contracts" / "en-001.txt"
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def send(fake: FakeTelegram, update: dict[str, Any]) -> httpx.Response:
    response = fake.post_update(update)
    assert response.status_code == 200, response.text
    return response


def labels(message: ChatMessage) -> list[str]:
    return [button["text"] for row in message.buttons for button in row]


def progress_lines(fake: FakeTelegram) -> list[str]:
    """Every status the user saw: the «⏳» message as sent and each of its edits."""
    sent = [str(call.params["text"]) for call in fake.calls_of("sendMessage")]
    edited = [str(call.params["text"]) for call in fake.calls_of("editMessageText")]
    return [line for line in sent + edited if line.startswith("⏳")]


def english_pdf() -> bytes:
    import pymupdf

    text = EN_CONTRACT.read_text(encoding="utf-8")
    paragraphs = [p.strip() for p in text.split("\n\n") if p.strip()]
    document: Any = pymupdf.open()
    for start in range(0, len(paragraphs), 12):
        page = document.new_page()
        body = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs[start : start + 12])
        margin = pymupdf.Rect(50, 50, page.rect.width - 50, page.rect.height - 50)
        page.insert_htmlbox(margin, body, css="p {font-size: 8px;}")
    data: bytes = document.tobytes()
    document.close()
    return data


def analysis_done(fake: FakeTelegram) -> bool:
    return any(m.text.startswith("✅ Analysis done") for m in fake.chat_messages(USER))


@pytest.mark.slow
def test_pasted_english_text_is_asked_its_side_and_shown_its_progress_in_english(
    system: RunningSystem, fake_telegram: FakeTelegram
) -> None:
    contract = EN_CONTRACT.read_text(encoding="utf-8")
    send(fake_telegram, fake_telegram.text_update(USER, contract[:3000]))
    send(fake_telegram, fake_telegram.text_update(USER, contract[3000:]))
    offer = fake_telegram.chat_messages(USER)[-1]
    assert offer.text.startswith("Text received") and "Whose side are you on?" in offer.text
    assert labels(offer) == ["✅ Client (default)", "Provider", "🚀 Run the analysis", "❌ Cancel"]
    assert not CYRILLIC.search(offer.text + "".join(labels(offer))), offer.text

    send(fake_telegram, fake_telegram.button_update(USER, "side:1"))
    chosen = fake_telegram.chat_messages(USER)[-1]
    assert chosen.text.startswith("The report will take the side of “Provider”")
    assert labels(chosen)[:2] == ["Client (default)", "✅ Provider"]
    assert not CYRILLIC.search(chosen.text + "".join(labels(chosen)))

    send(fake_telegram, fake_telegram.button_update(USER, "analyze"))
    assert fake_telegram.wait_for(lambda: analysis_done(fake_telegram), 120)
    lines = progress_lines(fake_telegram)
    assert len(lines) >= 3 and lines[0].startswith("⏳ Analysing the contract"), lines
    assert [line for line in lines if CYRILLIC.search(line)] == [], "every status in English"


@pytest.mark.slow
def test_an_english_pdf_is_asked_its_side_by_the_pipeline_in_english(
    system: RunningSystem, fake_telegram: FakeTelegram
) -> None:
    send(fake_telegram, fake_telegram.document_update(USER, "Services Agreement.pdf", english_pdf()))
    send(fake_telegram, fake_telegram.button_update(USER, "analyze"))

    def asked() -> bool:
        return any("side:1" in str(m.buttons) for m in fake_telegram.chat_messages(USER))

    assert fake_telegram.wait_for(asked, 90)
    question = next(m for m in fake_telegram.chat_messages(USER) if "side:1" in str(m.buttons))
    assert "Whose side are you on?" in question.text and "in 2 min" in question.text, question.text
    assert labels(question) == ["✅ Client (default)", "Provider"]
    assert not CYRILLIC.search(question.text + "".join(labels(question))), question.text

    send(fake_telegram, fake_telegram.button_update(USER, "side:1", question.message_id))
    assert fake_telegram.wait_for(lambda: analysis_done(fake_telegram), 120)
    said = [m.text for m in fake_telegram.chat_messages(USER)]
    assert "The report will take the side of “Provider”. The analysis goes on." in said
    # Until extract has read the file its language is unknown: «В очереди», «Читаю документ»; after, English.
    lines = progress_lines(fake_telegram)
    read = [line for line in lines if "Queued" not in line and "В очереди" not in line]
    read = [line for line in read if "Reading the document" not in line and "Читаю документ" not in line]
    assert read and [line for line in read if CYRILLIC.search(line)] == [], lines


@pytest.fixture
def other_limits_system(bot_settings: Settings, fake_telegram: FakeTelegram) -> Iterator[RunningSystem]:
    settings = bot_settings.model_copy(
        update={"daily_limit_free": 2, "daily_limit_pro": 40, "daily_limit_pro_plus": 120}
    )
    secret = settings.telegram_webhook_secret
    assert secret is not None
    with running_system(settings, port=0, sweep_interval_seconds=3600) as running:
        fake_telegram.webhook_url = f"{running.url}/telegram/webhook"
        fake_telegram.webhook_secret = secret.get_secret_value()
        yield running


def test_the_offers_promise_the_daily_limits_of_the_settings(
    other_limits_system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    redis_client.set(f"limit:{USER}:daily", 2, ex=3600)
    send(fake_telegram, fake_telegram.document_update(USER, "dogovor.pdf", b"%PDF-1.7 small"))
    refusal = fake_telegram.chat_messages(USER)[-1]
    assert refusal.text.startswith("Лимит 2/2 на сегодня исчерпан"), refusal.text
    assert "PRO — 40 анализов в день" in refusal.text and "PRO_PLUS — 120 анализов в день" in refusal.text
    assert "30 анализов" not in refusal.text and "100 анализов" not in refusal.text

    send(fake_telegram, fake_telegram.button_update(USER, "buy:PRO_PLUS", refusal.message_id))
    [call] = fake_telegram.calls_of("sendInvoice")
    assert str(call.params["description"]).startswith("120 анализов в день"), call.params["description"]
    [invoice] = fake_telegram.invoices(USER)
    assert fake_telegram.pay_invoice(USER, invoice) is not None
    send(fake_telegram, fake_telegram.text_update(USER, "/limits"))
    assert "использовано 2/120" in fake_telegram.chat_messages(USER)[-1].text
