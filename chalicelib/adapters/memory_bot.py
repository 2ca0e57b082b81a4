"""In-memory implementations of the bot's ports (chat, conversation state, daily limits) for unit tests.

Same promises as the Redis and Telegram adapters: the lock is NX and released by its owner's token only,
consume never passes the tariff's limit, refunds happen once per session; the chat records every call.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Literal

from chalicelib.bot.limits import (
    TARIFF_RANK,
    PaidTariff,
    Tariff,
    TariffLimits,
    Usage,
    carried_seconds,
    offer_of,
)
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
    invoices: list[tuple[int, str, int]] = field(default_factory=list)
    pre_checkouts: list[tuple[str, bool, str | None]] = field(default_factory=list)
    star_refunds: list[tuple[int, str]] = field(default_factory=list)
    refuse_refunds: bool = False
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

    async def send_invoice(self, chat_id: int, title: str, description: str, payload: str, stars: int) -> int:
        self.invoices.append((chat_id, payload, stars))
        return await self.send_text(chat_id, f"invoice: {title}")

    async def answer_pre_checkout(self, query_id: str, ok: bool, error: str | None = None) -> None:
        self.pre_checkouts.append((query_id, ok, error))

    async def refund_stars(self, user_id: int, charge_id: str) -> None:
        if self.refuse_refunds:
            raise ChatUnavailable("refund refused")
        self.star_refunds.append((user_id, charge_id))


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
    paid_until: dict[int, int] = field(default_factory=dict)
    invoices: set[tuple[int, Tariff]] = field(default_factory=set)
    payments: dict[str, tuple[int, Tariff, bool]] = field(default_factory=dict)
    latest_purchase: dict[int, str] = field(default_factory=dict)
    reported: set[str] = field(default_factory=set)
    refund_offers: dict[tuple[int, str], str] = field(default_factory=dict)
    clock: Callable[[], float] = time.time
    _mutex: threading.Lock = field(default_factory=threading.Lock)

    @property
    def tariff_limits(self) -> TariffLimits:
        return self.limits

    def consume(self, user_id: int, now: datetime) -> Usage:
        with self._mutex:
            current = self.usage(user_id)
            if current.exhausted:
                return current
            self.used[user_id] = current.used + 1
            return Usage(current.used + 1, current.limit, current.tariff, consumed=True)

    def usage(self, user_id: int) -> Usage:
        until = self.paid_until.get(user_id)
        if until is not None and until <= self.clock():
            self.tariffs.pop(user_id, None)
            self.paid_until.pop(user_id, None)
            until = None
        tariff = self.tariffs.get(user_id, Tariff.FREE)
        return Usage(self.used.get(user_id, 0), self.limits.of(tariff), tariff, paid_until=until)

    def set_tariff(self, user_id: int, tariff: Tariff) -> None:
        self.paid_until.pop(user_id, None)
        if tariff is Tariff.FREE:
            self.tariffs.pop(user_id, None)
        else:
            self.tariffs[user_id] = tariff

    def note_invoice(self, user_id: int, offer: PaidTariff) -> None:
        self.invoices.add((user_id, offer.tariff))

    def invoice_issued(self, user_id: int, offer: PaidTariff) -> bool:
        return (user_id, offer.tariff) in self.invoices

    def credit_purchase(self, user_id: int, offer: PaidTariff, charge_id: str) -> bool:
        with self._mutex:
            if charge_id in self.payments:
                return False
            self.payments[charge_id] = (user_id, offer.tariff, False)
            current = self.usage(user_id)
            permanent = current.tariff is not Tariff.FREE and current.paid_until is None
            if permanent and TARIFF_RANK[current.tariff] >= TARIFF_RANK[offer.tariff]:
                return True
            now = int(self.clock())
            left = current.paid_until - now if current.paid_until is not None else 0
            self.tariffs[user_id] = offer.tariff
            self.paid_until[user_id] = (
                now + offer.seconds + carried_seconds(left, current.tariff, offer.tariff)
            )
            self.latest_purchase[user_id] = charge_id
            return True

    def purchase_of(self, charge_id: str) -> tuple[int, Tariff, bool] | None:
        return self.payments.get(charge_id)

    def revoke_purchase(self, charge_id: str) -> bool:
        record = self.payments.get(charge_id)
        if record is None or record[2]:
            return False
        user_id, tariff, _ = record
        self.payments[charge_id] = (user_id, tariff, True)
        offer, running = offer_of(tariff.value), self.tariffs.get(user_id)
        if running is not None and user_id in self.paid_until and offer is not None:
            self.paid_until[user_id] -= carried_seconds(offer.seconds, tariff, running)
            if self.paid_until[user_id] <= self.clock():
                self.tariffs.pop(user_id)
                self.paid_until.pop(user_id)
        if self.latest_purchase.get(user_id) == charge_id:
            del self.latest_purchase[user_id]
        return True

    def refundable_purchase(self, user_id: int) -> tuple[str, Tariff] | None:
        self.usage(user_id)  # an expired tariff ends its purchase
        charge_id = self.latest_purchase.get(user_id)
        record = self.payments.get(charge_id) if charge_id and user_id in self.paid_until else None
        if charge_id is None or record is None or record[2] or charge_id in self.reported:
            return None
        return charge_id, record[1]

    def note_report(self, user_id: int) -> None:
        if user_id in self.latest_purchase:
            self.reported.add(self.latest_purchase[user_id])

    def offer_stars_refund(self, user_id: int, session_id: str, charge_id: str) -> None:
        self.refund_offers[(user_id, session_id)] = charge_id

    def stars_refund_offered(self, user_id: int, session_id: str) -> str | None:
        return self.refund_offers.get((user_id, session_id))

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
