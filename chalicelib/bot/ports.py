"""What the conversation needs from the outside: a chat (Telegram), conversation state and limits (Redis).

The chat port is async (python-telegram-bot is); the state ports are synchronous with short timeouts.
Adapters: ``chalicelib.adapters.telegram_ptb`` and ``chalicelib.adapters.redis_bot``; in-memory fakes in
``chalicelib.adapters.memory_bot``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Literal, Protocol

from chalicelib.bot.limits import PaidTariff, Tariff, TariffLimits, Usage
from chalicelib.bot.states import BotState


@dataclass(frozen=True)
class Button:
    text: str
    data: str


Keyboard = tuple[tuple[Button, ...], ...]


class ChatUnavailable(Exception):
    """Telegram refused or failed a call the conversation cannot do without (e.g. a file download)."""


class ChatApi(Protocol):
    async def send_text(self, chat_id: int, text: str, keyboard: Keyboard | None = None) -> int:
        """Send an HTML message; returns its message id."""
        ...

    async def edit_text(
        self, chat_id: int, message_id: int, text: str, keyboard: Keyboard | None = None
    ) -> None: ...

    async def answer_button(self, callback_id: str, text: str | None = None) -> None: ...

    async def typing(self, chat_id: int) -> None: ...

    async def send_document(self, chat_id: int, filename: str, body: bytes, caption: str = "") -> None: ...

    async def download(self, file_id: str) -> bytes:
        """The file's bytes; raises :class:`ChatUnavailable` when Telegram cannot give them."""
        ...

    async def send_invoice(self, chat_id: int, title: str, description: str, payload: str, stars: int) -> int:
        """``sendInvoice`` in Telegram Stars (currency XTR, an empty provider token, one price)."""
        ...

    async def answer_pre_checkout(self, query_id: str, ok: bool, error: str | None = None) -> None:
        """``answerPreCheckoutQuery``: Telegram waits 10 s for it before it cancels the payment."""
        ...

    async def refund_stars(self, user_id: int, charge_id: str) -> None:
        """``refundStarPayment``; raises :class:`ChatUnavailable` when Telegram refuses."""
        ...


class ConversationStore(Protocol):
    """``session:{telegram_id}:state`` / ``:data`` / ``:lock`` and ``input:{session_id}:text``."""

    def load(self, user_id: int) -> tuple[BotState, dict[str, str]]: ...

    def save(self, user_id: int, state: BotState, data: Mapping[str, str]) -> None:
        """Replace state and data (both with the session TTL)."""
        ...

    def acquire_lock(self, user_id: int) -> str | None:
        """A token when the per-user lock was free (SET NX with TTL), else None."""
        ...

    def release_lock(self, user_id: int, token: str) -> None:
        """Release only if ``token`` still owns the lock."""
        ...

    def remember_text(self, session_id: str, text: str) -> None: ...

    def recall_text(self, session_id: str) -> str | None: ...

    def forget_text(self, session_id: str) -> None: ...

    def track_progress(self, session_id: str, chat_id: int, message_id: int) -> None:
        """``upload:{session_id}:meta``: where the stages' progress edits go."""
        ...

    def count_feedback(self, vote: Literal["up", "down"], day: str) -> int: ...


class PurchaseRecords(Protocol):
    """What notify and the bot know about Stars purchases to offer and give a refund for an unused one."""

    def refundable_purchase(self, user_id: int) -> tuple[str, Tariff] | None:
        """(charge id, tariff) of the user's running purchase while no report has reached them under it."""
        ...

    def note_report(self, user_id: int) -> None:
        """A report reached the user: their running purchase has been used (no refund offer from now on)."""
        ...

    def offer_stars_refund(self, user_id: int, session_id: str, charge_id: str) -> None:
        """Remember that the failure notice of ``session_id`` offered to refund ``charge_id``."""
        ...

    def stars_refund_offered(self, user_id: int, session_id: str) -> str | None: ...


class DailyLimits(PurchaseRecords, Protocol):
    @property
    def tariff_limits(self) -> TariffLimits:
        """The daily limits this store enforces (settings.daily_limit_*): what the offers promise."""
        ...

    def consume(self, user_id: int, now: datetime) -> Usage:
        """Take one analysis if today's count is below the tariff's limit (atomic)."""
        ...

    def usage(self, user_id: int) -> Usage: ...

    def set_tariff(self, user_id: int, tariff: Tariff) -> None: ...

    def refund_once(self, telegram_id: int, session_id: str) -> bool: ...

    def note_invoice(self, user_id: int, offer: PaidTariff) -> None:
        """Remember that this user was offered ``offer`` (a pre-checkout query is accepted only then)."""
        ...

    def invoice_issued(self, user_id: int, offer: PaidTariff) -> bool: ...

    def credit_purchase(self, user_id: int, offer: PaidTariff, charge_id: str) -> bool:
        """Grant ``offer`` once per ``charge_id`` (True) — a repeated payment update changes nothing (False).

        The days left of a running bought tariff carry over after the period bought (the same tariff day
        for day, another at the price ratio: ``limits.carried_seconds``); a tariff an admin set that is as
        good or better stays.
        """
        ...

    def purchase_of(self, charge_id: str) -> tuple[int, Tariff, bool] | None:
        """(user id, tariff, already refunded) of a recorded payment."""
        ...

    def revoke_purchase(self, charge_id: str) -> bool:
        """Mark a payment refunded and take its period off the tariff (once: False when already refunded)."""
        ...
