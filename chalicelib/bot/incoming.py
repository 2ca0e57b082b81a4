"""One update, as the conversation sees it (the Telegram adapter builds these from PTB ``Update``s)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

IncomingKind = Literal["command", "button", "text", "document", "photo", "other"]


@dataclass(frozen=True)
class FileRef:
    file_id: str
    name: str
    size: int | None
    mime_type: str | None = None


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
