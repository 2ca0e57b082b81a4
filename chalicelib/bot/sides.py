"""Whose side the report takes: the roles the contract defines, offered as buttons, the weaker first.

Pasted text: the webhook reads the roles itself (``contract_roles`` is a few regular expressions) and
asks before «🚀». Files, photos and links: the text exists only after extract, which the webhook must not
run (no PyMuPDF or OCR there), so the pipeline asks — prescreen leaves ``prescreen.pending.json`` instead
of ``prescreen.json`` and sends the buttons; the press (or, after ``SIDE_WAIT_SECONDS``, the sweeper with
the default side) writes ``prescreen.json`` with the side in its metadata, which starts analyze.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from urllib.parse import quote

from chalicelib.bot import texts
from chalicelib.bot.incoming import Incoming
from chalicelib.bot.ports import ChatApi, ConversationStore
from chalicelib.keys import PENDING_PRESCREEN_FILE, PRESCREEN_FILE, InvalidKey, derived_key
from chalicelib.models import PrescreenResult
from chalicelib.observability import logger
from chalicelib.ports import ObjectStore, StoredObject

MAX_ROLES = texts.MAX_SIDE_BUTTONS


class SideChoice:
    def __init__(
        self, chat: ChatApi, store: ConversationStore, storage: ObjectStore, text_bucket: str
    ) -> None:
        self._chat = chat
        self._store = store
        self._storage = storage
        self._text_bucket = text_bucket

    @staticmethod
    def roles_of_text(text: str) -> dict[str, str]:
        """``{"roles": [...]}`` when the pasted contract defines two or more sides, else nothing to ask."""
        from chalicelib.prescreen.screening import contract_roles

        roles = [role.role for role in contract_roles(text)][:MAX_ROLES]
        return {"roles": json.dumps(roles, ensure_ascii=False)} if len(roles) >= 2 else {}

    @staticmethod
    def roles(data: Mapping[str, str]) -> list[str]:
        raw = data.get("roles")
        return list(json.loads(raw)) if raw else []

    def role_at(self, data: Mapping[str, str], value: str) -> str | None:
        roles = self.roles(data)
        return roles[int(value)] if value.isdigit() and int(value) < len(roles) else None

    def side_for_upload(self, data: Mapping[str, str]) -> str | None:
        """The chosen side, else the default (the weaker, listed first); None lets the pipeline ask."""
        roles = self.roles(data)
        return data.get("side") or (roles[0] if roles else None)

    async def answer_pipeline(self, incoming: Incoming, data: Mapping[str, str], value: str) -> None:
        """A side pressed while prescreen waits: write ``prescreen.json`` with it (analyze starts)."""
        session_id = data.get("session_id", "")
        try:
            pending = derived_key(f"tg-{incoming.user_id}", session_id, PENDING_PRESCREEN_FILE)
        except InvalidKey:
            await self._chat.answer_button(incoming.callback_id)
            return
        stored = self._storage.get(self._text_bucket, pending.key)
        if stored is None:  # already answered (a second press, or the default after the wait)
            await self._chat.answer_button(incoming.callback_id, texts.ALREADY_ANALYZING)
            return
        prescreen = PrescreenResult.model_validate_json(stored.body)
        roles = [role.role for role in prescreen.roles]
        if not value.isdigit() or int(value) >= len(roles):
            await self._chat.answer_button(incoming.callback_id)
            return
        role = roles[int(value)]
        if release_pending(self._storage, self._text_bucket, stored, side=role):
            logger.info("side chosen for a waiting analysis")
        await self._chat.answer_button(incoming.callback_id)
        lang = texts.document_lang((stored.info.metadata or {}).get("language"))  # extract's, on the object
        await self._chat.send_text(incoming.chat_id, texts.side_chosen_running(role, lang))


def release_pending(storage: ObjectStore, bucket: str, pending: StoredObject, *, side: str) -> bool:
    """``prescreen.json`` from the pending one, with ``side``; once (False when someone already did)."""
    key = pending.info.key
    target = key.rsplit("/", 1)[0] + "/" + PRESCREEN_FILE
    metadata = dict(pending.info.metadata or {}) | {"side": quote(side)}
    released = storage.put_if_absent(bucket, target, pending.body, metadata=metadata)
    storage.delete(bucket, key)
    return released
