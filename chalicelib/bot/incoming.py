"""One update, as the conversation sees it (the Telegram adapter builds these from PTB ``Update``s)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

IncomingKind = Literal["command", "button", "text", "document", "photo", "pre_checkout", "payment", "other"]


@dataclass(frozen=True)
class FileRef:
    file_id: str
    name: str
    size: int | None
    mime_type: str | None = None


@dataclass(frozen=True)
class PaymentRef:
    """A ``pre_checkout_query`` (``query_id``) or a ``successful_payment`` (``charge_id``) in Stars."""

    payload: str
    currency: str
    total_amount: int
    query_id: str = ""
    charge_id: str = ""


@dataclass(frozen=True)
class Incoming:
    user_id: int
    chat_id: int
    kind: IncomingKind
    command: str = ""
    args: tuple[str, ...] = ()
    text: str = ""
    button: str = ""
    callback_id: str = ""
    file: FileRef | None = None
    media_group: str = ""  # photos of one album share it
    payment: PaymentRef | None = None
