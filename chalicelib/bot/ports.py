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

from chalicelib.bot.limits import Tariff, Usage
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


class DailyLimits(Protocol):
    def consume(self, user_id: int, now: datetime) -> Usage:
        """Take one analysis if today's count is below the tariff's limit (atomic)."""
        ...

    def usage(self, user_id: int) -> Usage: ...

    def set_tariff(self, user_id: int, tariff: Tariff) -> None: ...

    def refund_once(self, telegram_id: int, session_id: str) -> bool: ...
