"""A new user's path, scripted: real PTB behind ``serve``, the real bus, real Redis, the fake Bot API.

The side chosen by button and named in the summary's first line; a three-photo album analysed as one
three-page document; a tariff bought with Telegram Stars (the limit follows it, a repeated payment
update credits once); an English contract summarised and refused in English; and no log line anywhere in
what the user reads.
"""

from __future__ import annotations

import json
import re
from typing import Any

import httpx
import pytest
import redis
from support import ROOT

from chalicelib.bot import texts
from chalicelib.bot.states import BotState
from chalicelib.keys import REPORT_JSON
from chalicelib.local.fake_telegram import ChatMessage, FakeTelegram
from chalicelib.local.serve import RunningSystem
from chalicelib.topology import BucketRole

USER = 5151
SAMPLE_MD = ROOT / "samples" / "dogovor-postavki.md"
EN_CONTRACT = ROOT / "tests" / "data" / "en_contracts" / "en-001.txt"
EN_ARTICLE = ROOT / "tests" / "data" / "not_contracts" / "article_en.txt"
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
LOG_LINE = re.compile(r'"level"\s*:|\b(WARNING|ERROR|INFO|DEBUG)\b|Traceback')


def send(fake: FakeTelegram, update: dict[str, Any]) -> httpx.Response:
    response = fake.post_update(update)
    assert response.status_code == 200, response.text
    return response


def buttons(message: ChatMessage) -> list[str]:
    return [button["callback_data"] for row in message.buttons for button in row]


def state_of(client: redis.Redis) -> str | None:
    value = client.get(f"session:{USER}:state")
    return None if value is None else str(value)


def summary_of(fake: FakeTelegram, timeout: float = 120) -> ChatMessage:
    def found() -> bool:
        return any("/100" in m.text and m.text.startswith("⚖️") for m in fake.chat_messages(USER))

    assert fake.wait_for(found, timeout), [m.text[:80] for m in fake.chat_messages(USER)]
    return next(m for m in fake.chat_messages(USER) if "/100" in m.text and m.text.startswith("⚖️"))


def delivered_document(fake: FakeTelegram) -> tuple[str, bytes]:
    assert fake.wait_for(lambda: any(m.document for m in fake.chat_messages(USER)), 30)
    document = next(m.document for m in fake.chat_messages(USER) if m.document)
    assert document is not None
    return document


def report_of(system: RunningSystem, client: redis.Redis) -> dict[str, Any]:
    session_id = client.hget(f"session:{USER}:data", "session_id")
    deps = system.bus.deps
    stored = deps.storage.get(deps.bucket(BucketRole.REPORTS), f"tg-{USER}/{session_id}/{REPORT_JSON}")
    assert stored is not None
    report: dict[str, Any] = json.loads(stored.body)
    return report


def assert_no_log_lines(fake: FakeTelegram) -> None:
    leaked = [m.text for m in fake.chat_messages(USER) if LOG_LINE.search(m.text)]
    assert leaked == []


def page_photos(count: int) -> list[bytes]:
    """JPEG photos of ``count`` pages of the sample contract (its Markdown set in pages, then rendered)."""
    import pymupdf

    text = SAMPLE_MD.read_text(encoding="utf-8")
    paragraphs = [p.strip().lstrip("#").strip() for p in text.split("\n\n") if p.strip()]
    size = -(-len(paragraphs) // count)
    document: Any = pymupdf.open()
    for start in range(0, len(paragraphs), size):
        page = document.new_page()
        body = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs[start : start + size])
        margin = pymupdf.Rect(50, 50, page.rect.width - 50, page.rect.height - 50)
        page.insert_htmlbox(margin, body, css="p {font-size: 10px;}")
    photos = [page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY).tobytes("jpeg") for page in document]
    document.close()
    assert len(photos) == count
    return photos


@pytest.mark.slow
def test_the_side_chosen_by_button_is_the_side_of_the_report(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    send(fake_telegram, fake_telegram.text_update(USER, "/start"))
    pasted = SAMPLE_MD.read_text(encoding="utf-8")[:3500].strip()
    send(fake_telegram, fake_telegram.text_update(USER, pasted))
    offer = fake_telegram.chat_messages(USER)[-1]
    assert "На чьей вы стороне?" in offer.text
    assert buttons(offer) == ["side:0", "side:1", "analyze", "cancel"]
    labels = [button["text"] for row in offer.buttons for button in row]
    assert labels[0] == "✅ Покупатель (по умолчанию)" and labels[1] == "Поставщик", "the weaker first"

    send(fake_telegram, fake_telegram.button_update(USER, "side:1"))
    assert redis_client.hget(f"session:{USER}:data", "side") == "Поставщик"
    send(fake_telegram, fake_telegram.button_update(USER, "analyze"))
    summary = summary_of(fake_telegram)
    assert summary.text.splitlines()[0] == "⚖️ Отчёт в интересах стороны «Поставщик» (выбрана пользователем)"
    assert report_of(system, redis_client)["side"] == "Поставщик"
    assert f"({texts.count(len(pasted), texts.CHARS)})" in offer.text, "a proper plural, digits grouped"
    assert_no_log_lines(fake_telegram)


@pytest.mark.slow
def test_a_file_is_asked_its_side_by_the_pipeline_and_the_press_decides(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    pdf = (ROOT / "samples" / "dogovor-postavki.pdf").read_bytes()
    send(fake_telegram, fake_telegram.document_update(USER, "Договор поставки № 15.pdf", pdf))
    send(fake_telegram, fake_telegram.button_update(USER, "analyze"))

    def asked() -> bool:
        return any("side:1" in buttons(m) for m in fake_telegram.chat_messages(USER))

    assert fake_telegram.wait_for(asked, 60)
    question = next(m for m in fake_telegram.chat_messages(USER) if "side:1" in buttons(m))
    assert "Покупатель" in question.text and "через 2 мин." in question.text
    assert state_of(redis_client) == BotState.ANALYZING
    send(fake_telegram, fake_telegram.button_update(USER, "side:1", question.message_id))
    summary = summary_of(fake_telegram)
    assert summary.text.startswith("⚖️ Отчёт в интересах стороны «Поставщик»")
    document = delivered_document(fake_telegram)
    assert document[0] == "Отчёт — Договор поставки № 14-2025.pdf", "the contract's own title"
    again = send(fake_telegram, fake_telegram.button_update(USER, "side:0", question.message_id))
    assert again.status_code == 200 and report_of(system, redis_client)["side"] == "Поставщик"


@pytest.mark.slow
def test_a_three_photo_album_is_one_three_page_report(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    photos = page_photos(3)
    for update in fake_telegram.album_updates(USER, [*photos, photos[0]]):
        send(fake_telegram, update)
    counters = [m for m in fake_telegram.chat_messages(USER) if "Страниц:" in m.text or "фото" in m.text]
    assert len(counters) == 1, "an album updates one counter message"
    assert "Страниц: 4" in counters[0].text
    assert buttons(counters[0]) == ["analyze", "drop_last", "restart"]

    send(fake_telegram, fake_telegram.button_update(USER, "drop_last"))
    assert "Страниц: 3" in fake_telegram.chat_messages(USER)[-1].text
    assert state_of(redis_client) == BotState.IMAGE_UPLOADED

    send(fake_telegram, fake_telegram.button_update(USER, "analyze"))

    def asked() -> bool:
        return any("side:0" in buttons(m) for m in fake_telegram.chat_messages(USER))

    assert fake_telegram.wait_for(asked, 120), "prescreen asks the side once the pages are read"
    send(fake_telegram, fake_telegram.button_update(USER, "side:0"))
    summary = summary_of(fake_telegram, timeout=180)
    assert summary.text.startswith("⚖️ Отчёт в интересах стороны «Покупатель»")
    report = report_of(system, redis_client)
    assert report["source"]["pages"] == 3 and report["source"]["ocr_used"] is True
    assert len(fake_telegram.calls_of("getFile")) == 3
    document = delivered_document(fake_telegram)
    assert document[0] == "Отчёт — Договор поставки № 14-2025.pdf", "photos: named after the title read"
    assert_no_log_lines(fake_telegram)


def test_buying_a_tariff_with_stars_lifts_the_limit_and_a_repeated_payment_credits_once(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    redis_client.set(f"limit:{USER}:daily", 3, ex=3600)
    send(fake_telegram, fake_telegram.document_update(USER, "dogovor.pdf", b"%PDF-1.7 small"))
    refusal = fake_telegram.chat_messages(USER)[-1]
    assert refusal.text.startswith("Лимит 3/3 на сегодня исчерпан") and "150 ⭐" in refusal.text
    assert buttons(refusal) == ["buy:PRO", "buy:PRO_PLUS"]

    send(fake_telegram, fake_telegram.button_update(USER, "buy:PRO", refusal.message_id))
    [invoice] = fake_telegram.invoices(USER)
    [call] = fake_telegram.calls_of("sendInvoice")
    assert call.params["currency"] == "XTR" and call.params.get("provider_token") in ("", None)
    assert invoice.invoice is not None and invoice.invoice["total_amount"] == 150

    forged = fake_telegram.pre_checkout_update(USER, invoice.invoice["payload"], 1)
    send(fake_telegram, forged)
    assert fake_telegram.pre_checkout_answers[forged["pre_checkout_query"]["id"]][0] is False
    stranger = fake_telegram.pre_checkout_update(USER + 1, invoice.invoice["payload"], 150)
    send(fake_telegram, stranger)
    assert fake_telegram.pre_checkout_answers[stranger["pre_checkout_query"]["id"]][0] is False
    assert redis_client.get(f"limit:{USER}:tariff") is None, "nothing is credited before the payment"

    charge = fake_telegram.pay_invoice(USER, invoice)
    assert charge is not None
    assert "Тариф PRO до" in fake_telegram.chat_messages(USER)[-1].text
    assert redis_client.get(f"limit:{USER}:tariff") == "PRO"
    ttl = redis_client.ttl(f"limit:{USER}:tariff")
    assert 29 * 86400 < ttl <= 30 * 86400

    repeated = fake_telegram.successful_payment_update(
        USER, invoice.invoice["payload"], 150, charge_id=charge
    )
    send(fake_telegram, repeated)
    assert fake_telegram.chat_messages(USER)[-1].text == "Этот платёж уже учтён."
    assert redis_client.ttl(f"limit:{USER}:tariff") <= ttl, "the repeated update extends nothing"
    assert redis_client.get(f"limit:payment:{charge}") == f"{USER}:PRO"

    send(fake_telegram, fake_telegram.text_update(USER, "/limits"))
    assert "Тариф PRO до" in fake_telegram.chat_messages(USER)[-1].text
    assert "использовано 3/30" in fake_telegram.chat_messages(USER)[-1].text
    send(fake_telegram, fake_telegram.document_update(USER, "dogovor.pdf", b"%PDF-1.7 small"))
    assert state_of(redis_client) == BotState.FILE_UPLOADED, "the limit follows the purchase"

    send(fake_telegram, fake_telegram.text_update(1, f"/refund {charge}"))
    assert "Платёж возвращён" in fake_telegram.chat_messages(1)[-1].text
    assert fake_telegram.charges[charge].refunded
    assert redis_client.get(f"limit:{USER}:tariff") is None
    send(fake_telegram, fake_telegram.text_update(1, f"/refund {charge}"))
    assert fake_telegram.chat_messages(1)[-1].text == "Этот платёж уже возвращён."
    without_ttl = [key for key in redis_client.scan_iter() if redis_client.ttl(key) == -1]
    assert without_ttl == []
    assert_no_log_lines(fake_telegram)


def test_a_payment_we_cannot_credit_is_refunded_in_stars(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    unknown = fake_telegram.successful_payment_update(USER, "tariff:GOLD:30d:999", 999)
    send(fake_telegram, unknown)
    charge = unknown["message"]["successful_payment"]["telegram_payment_charge_id"]
    assert fake_telegram.charges[charge].refunded
    assert "Звёзды возвращены" in fake_telegram.chat_messages(USER)[-1].text
    assert redis_client.get(f"limit:{USER}:tariff") is None


def test_a_failure_on_our_side_offers_the_stars_of_an_unused_purchase_back_once(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    from datetime import UTC, datetime

    from chalicelib.models import ErrorNotice
    from chalicelib.ports import Delivery

    send(fake_telegram, fake_telegram.text_update(USER, "/buy"))
    send(fake_telegram, fake_telegram.button_update(USER, "buy:PRO"))
    [invoice] = fake_telegram.invoices(USER)
    charge = fake_telegram.pay_invoice(USER, invoice)
    assert charge is not None and redis_client.get(f"limit:{USER}:tariff") == "PRO"

    session_id = "20261201t100000-5a5a5a5a5a5a"
    notice = ErrorNotice(
        session_id=session_id,
        stage="analyze",
        reason="processing_failed",
        message_ru="Не удалось обработать документ из-за технического сбоя.",
        message_en="Fault.",
        created_at=datetime(2026, 12, 1, tzinfo=UTC),
    )
    telegram = system.bus.deps.notifiers["telegram"]  # notify's own channel, wired as deployed
    telegram.deliver(Delivery(session_id, f"tg-{USER}", "telegram", {}, error=notice))
    failure = fake_telegram.chat_messages(USER)[-1]
    assert "верну 150 ⭐ за PRO" in failure.text
    assert buttons(failure)[0] == f"starsback:{session_id}"

    send(fake_telegram, fake_telegram.button_update(USER, f"starsback:{session_id}", failure.message_id))
    assert fake_telegram.charges[charge].refunded
    assert fake_telegram.chat_messages(USER)[-1].text.startswith("↩️ 150 ⭐ возвращены, тариф PRO отменён")
    assert redis_client.get(f"limit:{USER}:tariff") is None, "the refunded period is taken off"

    send(fake_telegram, fake_telegram.button_update(USER, f"starsback:{session_id}", failure.message_id))
    assert fake_telegram.chat_messages(USER)[-1].text == texts.STARS_REFUND_NOT_AVAILABLE
    assert len(fake_telegram.calls_of("refundStarPayment")) == 1, "one refund per charge"
    assert_no_log_lines(fake_telegram)


@pytest.mark.slow
def test_an_english_contract_is_summarised_and_refused_in_english(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    contract = EN_CONTRACT.read_text(encoding="utf-8")
    send(fake_telegram, fake_telegram.text_update(USER, contract[:3000]))
    send(fake_telegram, fake_telegram.text_update(USER, contract[3000:]))
    offer = fake_telegram.chat_messages(USER)[-1]
    assert [button["text"] for row in offer.buttons for button in row][:2] == [
        "✅ Client (default)",
        "Provider",
    ]
    send(fake_telegram, fake_telegram.button_update(USER, "analyze"))
    summary = summary_of(fake_telegram)
    assert summary.text.splitlines()[0].startswith("⚖️ Reviewed for the Client")
    assert (
        "Risk:" in summary.text
        and "This report does not replace a consultation with a lawyer" in summary.text
    )
    assert not CYRILLIC.search(summary.text), summary.text
    assert fake_telegram.wait_for(lambda: state_of(redis_client) == BotState.AWAITING_FEEDBACK, 30)
    said = [m.text for m in fake_telegram.chat_messages(USER)]
    assert any(text.startswith("✅ Analysis done") for text in said) and "Was the report useful?" in said
    assert delivered_document(fake_telegram)[0] == "Report — Master Services Agreement.pdf"

    send(fake_telegram, fake_telegram.text_update(USER, EN_ARTICLE.read_text(encoding="utf-8") * 2))
    send(fake_telegram, fake_telegram.button_update(USER, "analyze"))

    def refused() -> bool:
        return any(m.text.startswith("❌ ") and "<i>" in m.text for m in fake_telegram.chat_messages(USER))

    assert fake_telegram.wait_for(refused, 60)
    refusal = next(
        m for m in fake_telegram.chat_messages(USER) if m.text.startswith("❌ ") and "<i>" in m.text
    )
    assert not CYRILLIC.search(refusal.text), refusal.text
    assert "This report does not replace a consultation with a lawyer." in refusal.text
    assert_no_log_lines(fake_telegram)
