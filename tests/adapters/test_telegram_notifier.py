"""The Telegram channel against the fake Bot API: summary + PDF + feedback, errors in Russian, 429/5xx."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
import redis
from pydantic import SecretStr

from chalicelib.adapters.redis_bot import RedisConversationStore, RedisDailyLimits
from chalicelib.adapters.telegram_bot_api import BotApiClient, TelegramUnavailable
from chalicelib.adapters.telegram_notifier import TelegramNotifier
from chalicelib.bot import texts
from chalicelib.bot.limits import PAID_TARIFFS, TariffLimits
from chalicelib.bot.states import BotState
from chalicelib.bot.summary import TELEGRAM_TEXT_LIMIT, report_summary, split_paragraphs
from chalicelib.local.fake_telegram import FakeTelegram
from chalicelib.models import (
    DocumentFile,
    DocumentsManifest,
    ErrorNotice,
    Finding,
    PrescreenResult,
    Report,
    SourceInfo,
)
from chalicelib.ports import Delivery
from chalicelib.settings import Settings

SESSION = "20261130t050000-3f9c1a2b7d4e"


@pytest.fixture
def fake() -> Iterator[FakeTelegram]:
    with FakeTelegram() as server:
        yield server


@pytest.fixture
def store(redis_client: redis.Redis) -> RedisConversationStore:
    return RedisConversationStore(redis_client, redis_client)


def notifier(
    fake: FakeTelegram,
    store: RedisConversationStore,
    retry_after: float = 5.0,
    purchases: RedisDailyLimits | None = None,
) -> TelegramNotifier:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        telegram_bot_token=SecretStr(fake.token),
        telegram_api_base_url=fake.api_base_url,
        telegram_max_retry_after=retry_after,
    )
    return TelegramNotifier(BotApiClient(settings), store, purchases)


def report(findings: int = 0) -> Report:
    finding = Finding(
        id="f",
        category="penalty",
        severity="high",
        title="Неустойка <без предела>",
        quote="Покупатель уплачивает неустойку & пени " * 20,
        explanation="e",
        recommendation="Ограничить неустойку 10% цены.",
    )
    return Report(
        session_id=SESSION,
        generated_at=datetime(2026, 11, 30, tzinfo=UTC),
        source=SourceInfo(filename="d.pdf", pages=1, chars=100, ocr_used=False, language="ru"),
        prescreen=PrescreenResult(
            contract_type="supply", parties=["ООО «А»", "АО «Б»"], total_amount=1e6, currency="RUB"
        ),
        findings=[finding.model_copy(update={"id": f"f{index}"}) for index in range(findings)],
        risk_score=70,
        provider="rules",
    )


def test_a_summary_stays_under_the_limit_and_escapes_html() -> None:
    text = report_summary(report(findings=60))
    assert len(text) < TELEGRAM_TEXT_LIMIT
    assert (
        "&lt;без предела&gt;" in text and "&amp;" in text and "Отчёт не заменяет консультацию юриста" in text
    )
    assert "…и ещё" in text


def test_long_texts_split_on_paragraphs_under_the_limit() -> None:
    text = "\n\n".join(("абзац " * 300).strip() for _ in range(10)) + "\n\n" + "x" * 9000
    parts = split_paragraphs(text)
    assert all(len(part) <= TELEGRAM_TEXT_LIMIT for part in parts)
    assert parts[0].endswith("абзац") and len(parts) > 3


def test_a_report_goes_out_as_summary_pdf_and_feedback_buttons(
    fake: FakeTelegram, store: RedisConversationStore
) -> None:
    store.save(42, BotState.ANALYZING, {"session_id": SESSION})
    delivery = Delivery(
        SESSION, "tg-42", "telegram", {"chat-id": "42"}, report=report(3), files={"report.pdf": b"%PDF-1.7"}
    )
    notifier(fake, store).deliver(delivery)
    methods = [call.method for call in fake.calls]
    assert methods == ["sendMessage", "sendDocument", "sendMessage"]
    assert fake.calls[1].files["document"] == ("Отчёт — d.pdf", b"%PDF-1.7"), "named after the contract"
    assert fake.chat_messages(42)[-1].buttons[0][0]["callback_data"] == f"fb:up:{SESSION}"
    assert store.load(42)[0] is BotState.AWAITING_FEEDBACK


def test_the_documents_add_one_button_not_a_message(
    fake: FakeTelegram, store: RedisConversationStore
) -> None:
    manifest = DocumentsManifest(
        session_id=SESSION,
        files=[DocumentFile(key="amendments.docx", name="Протокол разногласий — Д.docx", media_type="x")],
    )
    files = {
        "report.pdf": b"%PDF-1.7",
        "documents.json": manifest.model_dump_json().encode(),
        "amendments.docx": b"PK",
    }
    delivery = Delivery(SESSION, "tg-42", "telegram", {"chat-id": "42"}, report=report(3), files=files)
    notifier(fake, store).deliver(delivery)
    assert [call.method for call in fake.calls] == ["sendMessage", "sendDocument", "sendMessage"]
    buttons = fake.chat_messages(42)[-1].buttons
    assert buttons[-1] == [{"text": "📝 Протокол разногласий и файлы", "callback_data": f"docs:{SESSION}"}]
    assert len(buttons) == 2, "the 👍/👎 row and the documents button"


def test_an_error_notice_is_sent_in_russian_with_the_refund(
    fake: FakeTelegram, store: RedisConversationStore
) -> None:
    notice = ErrorNotice(
        session_id=SESSION,
        stage="extract",
        reason="empty_file",
        message_ru="Файл пустой.",
        message_en="Empty.",
        created_at=datetime(2026, 11, 30, tzinfo=UTC),
    )
    store.save(42, BotState.ANALYZING, {"session_id": SESSION})
    notifier(fake, store).deliver(Delivery(SESSION, "tg-42", "telegram", {}, error=notice))
    assert "Файл пустой. Лимит анализа возвращён." in fake.chat_messages(42)[-1].text
    assert store.load(42)[0] is BotState.ERROR


def test_a_short_429_is_waited_out(fake: FakeTelegram, store: RedisConversationStore) -> None:
    fake.fail_next("sendMessage", 429, retry_after=1)
    notifier(fake, store).deliver(Delivery(SESSION, "tg-42", "telegram", {}, report=report()))
    assert len(fake.calls_of("sendMessage")) == 2


def test_a_long_429_or_a_5xx_raises_so_the_queue_retries(
    fake: FakeTelegram, store: RedisConversationStore
) -> None:
    fake.fail_next("sendMessage", 429, retry_after=60)
    with pytest.raises(TelegramUnavailable):
        notifier(fake, store).deliver(Delivery(SESSION, "tg-42", "telegram", {}, report=report()))
    fake.fail_next("sendMessage", 502)
    with pytest.raises(TelegramUnavailable):
        notifier(fake, store).deliver(Delivery(SESSION, "tg-42", "telegram", {}, report=report()))


def test_a_retry_after_a_failure_halfway_sends_only_the_rest(
    fake: FakeTelegram, store: RedisConversationStore
) -> None:
    delivery = Delivery(
        SESSION, "tg-42", "telegram", {"chat-id": "42"}, report=report(2), files={"report.pdf": b"%PDF"}
    )
    fake.fail_next("sendDocument", 502)
    with pytest.raises(TelegramUnavailable):
        notifier(fake, store).deliver(delivery)
    notifier(fake, store).deliver(delivery)
    assert [call.method for call in fake.calls] == ["sendMessage", "sendDocument", "sendMessage"]


def test_a_long_message_is_sent_in_paragraph_parts_with_the_keyboard_last(fake: FakeTelegram) -> None:
    settings = Settings(
        _env_file=None, telegram_bot_token=SecretStr(fake.token), telegram_api_base_url=fake.api_base_url
    )  # type: ignore[call-arg]
    text = "\n\n".join(f"Абзац {index}. " + "слово " * 150 for index in range(10))
    BotApiClient(settings).send_message(42, text, ((texts.BTN_ANALYZE,),))
    messages = fake.chat_messages(42)
    assert len(messages) > 1 and all(len(message.text) <= TELEGRAM_TEXT_LIMIT for message in messages)
    assert [bool(message.buttons) for message in messages] == [False] * (len(messages) - 1) + [True]
    assert messages[1].text.startswith("Абзац")


def _notice(reason: str, session_id: str = SESSION) -> ErrorNotice:
    return ErrorNotice(
        session_id=session_id,
        stage="analyze",
        reason=reason,
        message_ru="Сбой.",
        message_en="Fault.",
        created_at=datetime(2026, 11, 30, tzinfo=UTC),
    )


def test_a_failure_on_our_side_offers_back_a_purchase_that_gave_no_report(
    fake: FakeTelegram, store: RedisConversationStore, redis_client: redis.Redis
) -> None:
    limits = RedisDailyLimits(redis_client, TariffLimits(3, 30, 100))
    limits.credit_purchase(42, PAID_TARIFFS[0], "charge-1")
    channel = notifier(fake, store, purchases=limits)

    channel.deliver(Delivery("s-doc", "tg-42", "telegram", {}, error=_notice("not_a_contract", "s-doc")))
    assert "⭐" not in fake.chat_messages(42)[-1].text, "a refusal of the document offers nothing back"

    channel.deliver(Delivery(SESSION, "tg-42", "telegram", {}, error=_notice("processing_failed")))
    failure = fake.chat_messages(42)[-1]
    assert "Сбой. Лимит анализа возвращён." in failure.text and "верну 150 ⭐ за PRO" in failure.text
    assert failure.buttons[0] == [{"text": "↩️ Вернуть 150 ⭐", "callback_data": f"starsback:{SESSION}"}]
    assert limits.stars_refund_offered(42, SESSION) == "charge-1"
    assert failure.text.endswith("<i>Отчёт не заменяет консультацию юриста.</i>")


def test_a_report_delivered_under_a_purchase_ends_the_refund_offer(
    fake: FakeTelegram, store: RedisConversationStore, redis_client: redis.Redis
) -> None:
    limits = RedisDailyLimits(redis_client, TariffLimits(3, 30, 100))
    limits.credit_purchase(42, PAID_TARIFFS[0], "charge-2")
    channel = notifier(fake, store, purchases=limits)
    channel.deliver(
        Delivery("s-ok", "tg-42", "telegram", {}, report=report(1), files={"report.pdf": b"%PDF"})
    )
    channel.deliver(Delivery(SESSION, "tg-42", "telegram", {}, error=_notice("service_misconfigured")))
    failure = fake.chat_messages(42)[-1]
    assert "⭐" not in failure.text and "starsback" not in str(failure.buttons)
