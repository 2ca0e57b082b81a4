"""The conversation on in-memory ports: inputs by kind, the «🚀» rules, feedback, admin-only /tariff."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from chalicelib.adapters.memory import InMemoryMetrics, InMemoryObjectStore
from chalicelib.adapters.memory_bot import InMemoryConversationStore, InMemoryDailyLimits, RecordingChat
from chalicelib.bot import texts
from chalicelib.bot.conversation import Conversation, ConversationConfig
from chalicelib.bot.incoming import FileRef, Incoming
from chalicelib.bot.limits import Tariff
from chalicelib.bot.states import BotState
from chalicelib.ports import Metric

USER = 77
CONFIG = ConversationConfig("user-uploads", "analysis-reports", 20 * 1024 * 1024, 200, frozenset({1}))


class Harness:
    def __init__(self) -> None:
        self.chat = RecordingChat()
        self.store = InMemoryConversationStore()
        self.limits = InMemoryDailyLimits()
        self.storage = InMemoryObjectStore()
        self.metrics = InMemoryMetrics()
        self.conversation = Conversation(
            self.chat,
            self.store,
            self.limits,
            self.storage,
            config=CONFIG,
            clock=lambda: datetime.now(UTC),
            metrics=self.metrics,
        )

    def send(self, kind: str, **fields: object) -> None:
        asyncio.run(self.conversation.handle(Incoming(USER, USER, kind, **fields)))  # type: ignore[arg-type]

    @property
    def state(self) -> BotState:
        return self.store.load(USER)[0]

    @property
    def last(self) -> str:
        return self.chat.sent[-1].text

    def uploads(self) -> list[str]:
        return [key for bucket, key in self.storage.objects if bucket == "user-uploads"]


@pytest.fixture
def bot() -> Harness:
    return Harness()


def pdf(size: int | None = 1000, name: str = "d.pdf") -> FileRef:
    return FileRef("F1", name, size, "application/pdf")


def test_rocket_uploads_the_file_with_chat_and_progress_ids(bot: Harness) -> None:
    bot.chat.files["F1"] = b"%PDF-1.7 body"
    bot.send("document", file=pdf())
    bot.send("button", button=texts.ANALYZE, callback_id="c1")
    assert bot.state is BotState.ANALYZING
    [key] = bot.uploads()
    assert key.startswith(f"tg-{USER}/") and key.endswith("_d.pdf")
    metadata = bot.storage.objects[("user-uploads", key)].info.metadata
    assert metadata["chat-id"] == str(USER) and metadata["progress-message-id"].isdigit()
    assert bot.limits.used[USER] == 1 and bot.store.locks == {}


def test_rocket_before_any_input_consumes_nothing(bot: Harness) -> None:
    bot.send("button", button=texts.ANALYZE, callback_id="c1")
    assert bot.last == texts.NOTHING_TO_ANALYZE and bot.limits.used == {} and bot.uploads() == []


def test_rocket_while_the_lock_is_held_is_answered_not_queued(bot: Harness) -> None:
    bot.send("document", file=pdf())
    bot.store.acquire_lock(USER)
    bot.send("button", button=texts.ANALYZE, callback_id="c2")
    assert bot.chat.answers[-1] == ("c2", texts.STARTING) and bot.uploads() == []


def test_a_failed_download_refunds_and_keeps_the_document_ready(bot: Harness) -> None:
    bot.send("document", file=pdf())
    first_session = bot.store.load(USER)[1]["session_id"]
    bot.send("button", button=texts.ANALYZE, callback_id="c1")
    assert bot.last == texts.DOWNLOAD_FAILED
    assert bot.limits.used[USER] == 0 and bot.state is BotState.FILE_UPLOADED
    assert bot.store.load(USER)[1]["session_id"] != first_session, "a retry gets a fresh session id"


@pytest.mark.parametrize(
    ("file", "expected"),
    [
        (FileRef("F", "old.doc", 1000, "application/msword"), "прочитать не смогу"),
        (FileRef("F", "song.mp3", 1000, "audio/mpeg"), "прочитать не смогу"),
        (FileRef("F", "scan.pdf", 21 * 1024 * 1024, "application/pdf"), "до 20 МБ"),  # no «,0»
    ],
)
def test_unreadable_or_oversize_files_are_refused_before_download(
    bot: Harness, file: FileRef, expected: str
) -> None:
    bot.send("document", file=file)
    assert expected in bot.last and bot.state is BotState.IDLE and bot.chat.downloads == []


def test_pasted_text_accumulates_until_it_is_long_enough(bot: Harness) -> None:
    bot.send("text", text="Договор поставки.")
    assert bot.state is BotState.AWAITING_TEXT and "маловато" in bot.last
    bot.send("text", text="Поставщик обязуется поставить товар. " * 10)
    assert bot.state is BotState.TEXT_ENTERED
    session_id = bot.store.load(USER)[1]["session_id"]
    assert bot.store.recall_text(
        session_id,
    ).startswith("Договор поставки.")  # type: ignore[union-attr]
    bot.send("button", button=texts.ANALYZE, callback_id="c")
    [key] = bot.uploads()
    assert key.endswith("_text.txt")
    assert bot.storage.objects[("user-uploads", key)].body.decode().startswith("Договор поставки.")


def test_a_link_while_awaiting_a_link_must_be_a_google_doc(bot: Harness) -> None:
    bot.send("button", button=texts.GDOC_LINK, callback_id="c")
    bot.send("text", text="https://example.com/contract")
    assert bot.last.startswith("Это не похоже") and bot.state is BotState.AWAITING_LINK
    bot.send("text", text="https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/edit")
    assert bot.state is BotState.LINK_ENTERED
    bot.send("button", button=texts.ANALYZE, callback_id="c")
    [key] = bot.uploads()
    assert key.endswith("_google-doc.url")


def test_another_link_is_refused_in_text_mode_and_never_glued_onto_the_text(bot: Harness) -> None:
    bot.send("text", text="Поставщик обязуется поставить товар. " * 10)
    session_id = bot.store.load(USER)[1]["session_id"]
    bot.send("text", text="https://example.com/contract.pdf https://example.com/annex.pdf")
    assert bot.last.startswith("Это не похоже") and bot.state is BotState.TEXT_ENTERED
    assert "example.com" not in (bot.store.recall_text(session_id) or "")


def test_an_upload_is_refused_on_arrival_when_no_analyses_are_left(bot: Harness) -> None:
    bot.limits.used[USER] = 3
    bot.send("document", file=pdf())
    assert bot.last.startswith("Лимит 3/3 на сегодня исчерпан, обновится в 00:00 МСК")
    assert "PRO" in bot.last and "⭐" in bot.last, "the refusal offers the purchase"
    keyboard = bot.chat.sent[-1].keyboard
    assert keyboard is not None and keyboard[0][0].data == f"{texts.BUY_PREFIX}:PRO"
    assert bot.limits.used[USER] == 3 and bot.state is BotState.IDLE
    bot.send("text", text="Договор поставки " * 30)
    assert bot.last.startswith("Лимит 3/3") and bot.state is BotState.IDLE
    bot.metrics.flush()
    assert bot.metrics.total(Metric.LIMIT_REFUSALS, reason="daily_limit_exceeded") == 2


def test_the_limit_spent_between_upload_and_rocket_is_still_refused_with_the_counter(bot: Harness) -> None:
    bot.send("document", file=pdf())
    bot.limits.used[USER] = 3  # spent meanwhile (another device)
    bot.send("button", button=texts.ANALYZE, callback_id="c")
    assert bot.last.startswith("Лимит 3/3 на сегодня исчерпан, обновится в 00:00 МСК")
    assert bot.limits.used[USER] == 3 and bot.state is BotState.FILE_UPLOADED


def test_only_admins_set_tariffs(bot: Harness) -> None:
    bot.send("command", command="tariff", args=(str(USER), "PRO"))
    assert bot.last == texts.NOT_ADMIN and USER not in bot.limits.tariffs
    asyncio.run(
        bot.conversation.handle(Incoming(1, 1, "command", command="tariff", args=(str(USER), "pro_plus")))
    )
    assert bot.limits.tariffs[USER] is Tariff.PRO_PLUS


def test_feedback_is_stored_once_and_counted(bot: Harness) -> None:
    session_id = "20261201t000000-aaaaaaaaaaaa"
    bot.store.save(USER, BotState.AWAITING_FEEDBACK, {"session_id": session_id})
    bot.send("button", button=f"fb:up:{session_id}", callback_id="c")
    bot.send("button", button=f"fb:down:{session_id}", callback_id="d")
    assert ("analysis-reports", f"tg-{USER}/{session_id}/feedback.json") in bot.storage.objects
    assert sum(bot.store.feedback.values()) == 1 and bot.chat.answers[-1] == ("d", texts.FEEDBACK_ALREADY)
    assert bot.state is BotState.IDLE


def test_cancel_during_an_analysis_keeps_it(bot: Harness) -> None:
    bot.store.save(USER, BotState.ANALYZING, {"session_id": "s"})
    bot.send("command", command="cancel")
    assert bot.last == texts.ALREADY_ANALYZING and bot.state is BotState.ANALYZING


def test_an_analysis_that_never_got_an_answer_does_not_block_the_user_forever(bot: Harness) -> None:
    long_ago = datetime.now(UTC).timestamp() - 3 * 3600
    bot.store.save(USER, BotState.ANALYZING, {"session_id": "s", "analysis_started": f"{long_ago:.0f}"})
    bot.send("document", file=pdf())
    assert bot.state is BotState.FILE_UPLOADED
    recent = datetime.now(UTC).timestamp()
    bot.store.save(USER, BotState.ANALYZING, {"session_id": "s", "analysis_started": f"{recent:.0f}"})
    bot.send("document", file=pdf())
    assert bot.last == texts.ALREADY_ANALYZING


def test_forged_feedback_data_is_ignored(bot: Harness) -> None:
    bot.send("button", button="fb:up:../../etc", callback_id="x")
    assert bot.chat.answers == [("x", None)] and bot.storage.objects == {}
