"""In-memory implementations of the bot's ports (chat, conversation state, daily limits) for unit tests.

Same promises as the Redis and Telegram adapters: the lock is NX and released by its owner's token only,
consume never passes the tariff's limit, refunds happen once per session; the chat records every call.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Literal

from chalicelib.bot.limits import Tariff, TariffLimits, Usage
from chalicelib.bot.ports import ChatApi, ChatUnavailable, ConversationStore, DailyLimits, Keyboard
from chalicelib.bot.states import BotState


@dataclass
class SentMessage:
    chat_id: int
    text: str
    keyboard: Keyboard | None
    message_id: int


@dataclass
class RecordingChat:
    """A chat that remembers what the bot said; ``files`` are what ``download`` can give."""

    files: dict[str, bytes] = field(default_factory=dict)
    sent: list[SentMessage] = field(default_factory=list)
    edits: list[tuple[int, str]] = field(default_factory=list)
    answers: list[tuple[str, str | None]] = field(default_factory=list)
    downloads: list[str] = field(default_factory=list)
    documents: list[tuple[int, str, bytes, str]] = field(default_factory=list)

    async def send_text(self, chat_id: int, text: str, keyboard: Keyboard | None = None) -> int:
        message = SentMessage(chat_id, text, keyboard, len(self.sent) + 1)
        self.sent.append(message)
        return message.message_id

    async def edit_text(
        self, chat_id: int, message_id: int, text: str, keyboard: Keyboard | None = None
    ) -> None:
        self.edits.append((message_id, text))

    async def answer_button(self, callback_id: str, text: str | None = None) -> None:
        self.answers.append((callback_id, text))

    async def typing(self, chat_id: int) -> None:
        return None

    async def send_document(self, chat_id: int, filename: str, body: bytes, caption: str = "") -> None:
        self.documents.append((chat_id, filename, body, caption))

    async def download(self, file_id: str) -> bytes:
        self.downloads.append(file_id)
        if file_id not in self.files:
            raise ChatUnavailable("file not found")
        return self.files[file_id]


@dataclass
class InMemoryConversationStore:
    states: dict[int, tuple[BotState, dict[str, str]]] = field(default_factory=dict)
    locks: dict[int, str] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    progress: dict[str, tuple[int, int]] = field(default_factory=dict)
    feedback: dict[tuple[str, str], int] = field(default_factory=dict)
    _mutex: threading.Lock = field(default_factory=threading.Lock)

    def load(self, user_id: int) -> tuple[BotState, dict[str, str]]:
        state, data = self.states.get(user_id, (BotState.IDLE, {}))
        return state, dict(data)

    def save(self, user_id: int, state: BotState, data: Mapping[str, str]) -> None:
        self.states[user_id] = (state, dict(data))

    def acquire_lock(self, user_id: int) -> str | None:
        with self._mutex:
            if user_id in self.locks:
                return None
            self.locks[user_id] = secrets.token_hex(8)
            return self.locks[user_id]

    def release_lock(self, user_id: int, token: str) -> None:
        with self._mutex:
            if self.locks.get(user_id) == token:
                del self.locks[user_id]

    def remember_text(self, session_id: str, text: str) -> None:
        self.texts[session_id] = text

    def recall_text(self, session_id: str) -> str | None:
        return self.texts.get(session_id)

    def forget_text(self, session_id: str) -> None:
        self.texts.pop(session_id, None)

    def track_progress(self, session_id: str, chat_id: int, message_id: int) -> None:
        self.progress[session_id] = (chat_id, message_id)

    def count_feedback(self, vote: Literal["up", "down"], day: str) -> int:
        self.feedback[(day, vote)] = self.feedback.get((day, vote), 0) + 1
        return self.feedback[(day, vote)]


@dataclass
class InMemoryDailyLimits:
    limits: TariffLimits = field(default_factory=lambda: TariffLimits(3, 30, 100))
    used: dict[int, int] = field(default_factory=dict)
    tariffs: dict[int, Tariff] = field(default_factory=dict)
    refunded: set[str] = field(default_factory=set)
    _mutex: threading.Lock = field(default_factory=threading.Lock)

    def consume(self, user_id: int, now: datetime) -> Usage:
        with self._mutex:
            current = self.usage(user_id)
            if current.exhausted:
                return current
            self.used[user_id] = current.used + 1
            return Usage(current.used + 1, current.limit, current.tariff, consumed=True)

    def usage(self, user_id: int) -> Usage:
        tariff = self.tariffs.get(user_id, Tariff.FREE)
        return Usage(self.used.get(user_id, 0), self.limits.of(tariff), tariff)

    def set_tariff(self, user_id: int, tariff: Tariff) -> None:
        self.tariffs[user_id] = tariff

    def refund_once(self, telegram_id: int, session_id: str) -> bool:
        with self._mutex:
            if session_id in self.refunded:
                return False
            self.refunded.add(session_id)
            self.used[telegram_id] = max(0, self.used.get(telegram_id, 0) - 1)
            return True


if TYPE_CHECKING:
    _chat: ChatApi = RecordingChat()
    _store: ConversationStore = InMemoryConversationStore()
    _limits: DailyLimits = InMemoryDailyLimits()
