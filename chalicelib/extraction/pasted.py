"""Pasted input (a chat message): one Google Docs link to fetch, another link to refuse, or text.

Light on purpose (no httpx): the bot's webhook imports it for every text message. The bot calls
:func:`pasted_input` and :meth:`PastedInput.appends_to` instead of deciding on its own, so the CLI's files,
the chat and the bot agree on what a link is.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from chalicelib.errors import DocumentRejected
from chalicelib.extraction import rejections
from chalicelib.extraction.detect import find_single_url, google_doc_id, only_links


class PastedKind(StrEnum):
    GOOGLE_DOC = "google_doc"  # one Google Docs link: fetch it
    OTHER_LINK = "other_link"  # a link to anything else, or several links: refuse, say what is accepted
    TEXT = "text"  # the contract's text (or a part of it)


@dataclass(frozen=True, slots=True)
class PastedInput:
    """What a pasted message is, for every channel that takes pasted input (the bot, the chat)."""

    kind: PastedKind
    text: str

    @property
    def refusal(self) -> DocumentRejected | None:
        """The notice for a link we do not fetch (None for a Google Doc or text)."""
        return rejections.link_not_allowed() if self.kind is PastedKind.OTHER_LINK else None

    def appends_to(self, previous_kind: PastedKind | None) -> bool:
        """A message continues pasted text only when both are text: a link is never glued onto a
        contract's text, nor text onto a link."""
        return self.kind is PastedKind.TEXT and previous_kind is PastedKind.TEXT


def pasted_input(message: str) -> PastedInput:
    """Classify one pasted message: only a message that is exactly one Google Docs link is a link to
    fetch; a message made only of other (or several) links is refused; anything else is text."""
    stripped = message.strip()
    url = find_single_url(stripped)
    if url is not None:
        kind = PastedKind.GOOGLE_DOC if google_doc_id(url) else PastedKind.OTHER_LINK
        return PastedInput(kind, url if kind is PastedKind.GOOGLE_DOC else stripped)
    if only_links(stripped):
        return PastedInput(PastedKind.OTHER_LINK, stripped)
    return PastedInput(PastedKind.TEXT, stripped)
