"""The conversation: what each command, button, text, document or photo does in each state.

Runs once per Telegram update. State lives in Redis (through :class:`ConversationStore`), so any warm or
cold container can take the next update. Pressing «🚀» takes the per-user lock, consumes one unit of the
daily limit atomically, downloads the file and PUTs it into ``user-uploads``: from there the bus takes over,
and the stages (not this code) edit the progress message and deliver the report.

Photos and PDFs sent before «🚀» (one by one or as an album) are parts of one document, packed into one
upload; pasted text is offered the sides its contract defines (files are asked by prescreen: see
``bot/sides.py``); an input is refused on arrival when no analyses are left, with the Stars offer
(``bot/purchases.py``). docs/bot.md has the whole design.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import PurePath
from urllib.parse import quote

from chalicelib.bot import texts
from chalicelib.bot.incoming import FileRef, Incoming
from chalicelib.bot.limits import Tariff
from chalicelib.bot.parts import Part, dump_parts, load_parts, packed_name
from chalicelib.bot.ports import ChatApi, ChatUnavailable, ConversationStore, DailyLimits, Keyboard
from chalicelib.bot.purchases import Purchases
from chalicelib.bot.sides import SideChoice
from chalicelib.bot.states import FINISHED, READY, BotState, next_state
from chalicelib.errors import TransientFailure
from chalicelib.extraction.bundle import MAX_PARTS, pack_parts
from chalicelib.extraction.pasted import PastedKind, pasted_input
from chalicelib.keys import (
    DOCUMENT_FILES,
    DOCUMENTS_FILE,
    FEEDBACK_FILE,
    InvalidKey,
    build_upload_key,
    derived_key,
    new_session_id,
)
from chalicelib.language import detect_language
from chalicelib.models import DocumentsManifest
from chalicelib.observability import logger
from chalicelib.ports import DiscardMetrics, Metric, MetricsSink, ObjectStore

DOCUMENT_EXTENSIONS = frozenset({"pdf", "docx", "rtf", "txt", "md"})
IMAGE_EXTENSIONS = frozenset({"jpg", "jpeg", "png", "tif", "tiff", "webp"})
DOCUMENT_MIME_TYPES = frozenset(
    {
        "application/pdf",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "application/rtf",
        "text/rtf",
        "text/plain",
        "text/markdown",
    }
)
TELEGRAM_DOWNLOAD_CAP = 20 * 1024 * 1024
MAX_PASTED_CHARS = 200_000
PART_LOCK_WAIT = 3.0


@dataclass(frozen=True)
class ConversationConfig:
    uploads_bucket: str
    reports_bucket: str
    max_file_bytes: int
    min_text_chars: int
    admin_ids: frozenset[int]
    # Where prescreen leaves a session waiting for the user's side (files: roles known only after extract).
    text_bucket: str = ""
    # An analysis not answered by then lost its answer (even the sweeper's): the user may start over.
    analysis_stale_seconds: int = 2 * 900

    @property
    def download_cap(self) -> int:
        return min(self.max_file_bytes, TELEGRAM_DOWNLOAD_CAP)


class Conversation:
    def __init__(
        self,
        chat: ChatApi,
        store: ConversationStore,
        limits: DailyLimits,
        storage: ObjectStore,
        *,
        config: ConversationConfig,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
        metrics: MetricsSink | None = None,
    ) -> None:
        self._chat = chat
        self._metrics = metrics or DiscardMetrics()
        self._store = store
        self._limits = limits
        self._storage = storage
        self._config = config
        self._clock = clock
        self._purchases = Purchases(chat, limits, config.admin_ids)
        self._sides = SideChoice(chat, store, storage, config.text_bucket)
        self._commands: Mapping[str, Callable[[Incoming], Awaitable[None]]] = {
            "start": self._start,
            "help": self._help,
            "limits": self._show_limits,
            "cancel": self._cancel,
            "tariff": self._tariff,
            "buy": self._purchases.show_offers,
            "refund": self._purchases.admin_refund,
        }
        self._buttons: Mapping[str, Callable[[Incoming], Awaitable[None]]] = {
            texts.CANCEL: self._cancel,
            texts.ANALYZE: self._analyze,
            texts.DROP_LAST: self._edit_parts,
            texts.RESTART: self._edit_parts,
        }
        self._prefixed: Mapping[str, Callable[[Incoming, str], Awaitable[None]]] = {
            texts.FEEDBACK_PREFIX: lambda incoming, _value: self._feedback(incoming),
            texts.SIDE_PREFIX: self._choose_side,
            texts.BUY_PREFIX: self._purchases.send_invoice,
            texts.DOCUMENTS_PREFIX: lambda incoming, _value: self._send_documents(incoming),
            texts.STARS_REFUND_PREFIX: self._purchases.refund_unused,
        }

    async def handle(self, incoming: Incoming) -> None:
        if incoming.kind == "command":
            await self._commands.get(incoming.command, self._help)(incoming)
        elif incoming.kind == "button":
            await self._button(incoming)
        elif incoming.kind == "text":
            await self._text(incoming)
        elif incoming.kind in ("document", "photo"):
            await self._file(incoming)
        elif incoming.kind == "pre_checkout":
            await self._purchases.pre_checkout(incoming)
        elif incoming.kind == "payment":
            await self._purchases.successful_payment(incoming)
        else:
            await self._chat.send_text(incoming.chat_id, texts.UNSUPPORTED_MESSAGE)

    # --- commands -----------------------------------------------------------------------------------

    async def _start(self, incoming: Incoming) -> None:
        state, data = self._load(incoming.user_id)
        if state is BotState.ANALYZING:
            await self._chat.send_text(incoming.chat_id, texts.ALREADY_ANALYZING)
            return
        self._reset(incoming.user_id, data)
        usage = self._limits.usage(incoming.user_id)
        await self._chat.send_text(incoming.chat_id, texts.welcome(usage), texts.MENU)

    async def _help(self, incoming: Incoming) -> None:
        await self._chat.send_text(incoming.chat_id, texts.HELP, texts.MENU)

    async def _show_limits(self, incoming: Incoming) -> None:
        usage = self._limits.usage(incoming.user_id)
        await self._chat.send_text(
            incoming.chat_id, texts.limits_info(usage, self._limits.tariff_limits), texts.buy_keyboard(usage)
        )

    async def _cancel(self, incoming: Incoming) -> None:
        state, data = self._load(incoming.user_id)
        if state is BotState.ANALYZING:
            await self._reply(incoming, texts.ALREADY_ANALYZING)
            return
        self._reset(incoming.user_id, data)
        await self._reply(incoming, texts.CANCELLED, texts.MENU)

    async def _tariff(self, incoming: Incoming) -> None:
        if incoming.user_id not in self._config.admin_ids:
            await self._chat.send_text(incoming.chat_id, texts.NOT_ADMIN)
            return
        if (
            len(incoming.args) != 2
            or not incoming.args[0].isdigit()
            or incoming.args[1].upper() not in Tariff.__members__
        ):
            await self._chat.send_text(incoming.chat_id, texts.TARIFF_USAGE)
            return
        target, tariff = int(incoming.args[0]), Tariff(incoming.args[1].upper())
        self._limits.set_tariff(target, tariff)
        logger.info("tariff set", extra={"tariff": tariff.value})
        await self._chat.send_text(incoming.chat_id, texts.tariff_set(target, tariff.value))

    # --- buttons ------------------------------------------------------------------------------------

    async def _button(self, incoming: Incoming) -> None:
        exact = self._buttons.get(incoming.button)
        if exact is not None:
            await exact(incoming)
            return
        prefix, _, value = incoming.button.partition(":")
        if prefix in self._prefixed:
            await self._prefixed[prefix](incoming, value)
            return
        await self._prompt(incoming)

    async def _prompt(self, incoming: Incoming) -> None:
        prompts = {
            texts.UPLOAD_FILE: (BotState.AWAITING_FILE, texts.PROMPT_FILE),
            texts.ENTER_TEXT: (BotState.AWAITING_TEXT, texts.PROMPT_TEXT),
            texts.GDOC_LINK: (BotState.AWAITING_LINK, texts.PROMPT_LINK),
        }
        if incoming.button not in prompts:
            await self._chat.answer_button(incoming.callback_id)
            return
        target, prompt = prompts[incoming.button]
        state, data = self._fresh(incoming.user_id)
        if state is BotState.ANALYZING:
            await self._chat.answer_button(incoming.callback_id, texts.ALREADY_ANALYZING)
            return
        self._drop_pasted_text(data)
        self._store.save(incoming.user_id, next_state(state, target), {})
        await self._chat.answer_button(incoming.callback_id)
        await self._chat.send_text(incoming.chat_id, prompt, texts.CANCEL_ONLY)

    # --- content ------------------------------------------------------------------------------------

    async def _text(self, incoming: Incoming) -> None:
        state, data = self._fresh(incoming.user_id)
        if state is BotState.ANALYZING:
            await self._chat.send_text(incoming.chat_id, texts.ALREADY_ANALYZING)
            return
        if await self._refused_for_limit(incoming):
            return
        pasted = pasted_input(incoming.text)  # the one rule of what a link is (the chat and the CLI share it)
        if pasted.kind is PastedKind.GOOGLE_DOC:
            await self._accept_link(incoming, state, data, pasted.text)
        elif pasted.kind is PastedKind.OTHER_LINK or state is BotState.AWAITING_LINK:
            await self._chat.send_text(incoming.chat_id, texts.NOT_A_GDOC, texts.CANCEL_ONLY)
        else:
            await self._accept_text(incoming, state, data, pasted.text)

    async def _accept_link(self, incoming: Incoming, state: BotState, data: dict[str, str], url: str) -> None:
        self._drop_pasted_text(data)
        session = self._new_input(data, "google-doc.url", len(url.encode()), "gdoc", kind="link", link=url)
        self._store.save(incoming.user_id, next_state(state, BotState.LINK_ENTERED), session)
        await self._chat.send_text(incoming.chat_id, texts.link_received(), texts.READY_KEYBOARD)

    async def _accept_text(
        self, incoming: Incoming, state: BotState, data: dict[str, str], text: str
    ) -> None:
        previous = self._store.recall_text(data["session_id"]) if data.get("kind") == "text" else None
        combined = f"{previous}\n{text}" if previous else text
        if len(combined) > MAX_PASTED_CHARS:
            await self._chat.send_text(incoming.chat_id, texts.text_too_long(MAX_PASTED_CHARS))
            return
        if previous is None:
            self._drop_pasted_text(data)
            session = self._new_input(data, "text.txt", len(combined.encode()), "txt", kind="text")
        else:
            session = data | {"file_size": str(len(combined.encode()))}
        self._store.remember_text(session["session_id"], combined)
        lang = texts.document_lang(detect_language(combined))  # what the bot says about it, in its language
        session["lang"] = lang
        if len(combined) < self._config.min_text_chars:
            self._store.save(incoming.user_id, next_state(state, BotState.AWAITING_TEXT), session)
            await self._chat.send_text(
                incoming.chat_id,
                texts.text_too_short(len(combined), self._config.min_text_chars, lang),
                texts.cancel_only(lang),
            )
            return
        session = session | self._sides.roles_of_text(combined)
        self._store.save(incoming.user_id, next_state(state, BotState.TEXT_ENTERED), session)
        roles = self._sides.roles(session)
        reply, keyboard = texts.text_received(len(combined), lang), texts.ready_keyboard(lang)
        if roles:
            reply += "\n\n" + texts.side_question(roles, lang)
            keyboard = texts.side_keyboard(roles, session.get("side"), keyboard, lang)
        await self._chat.send_text(incoming.chat_id, reply, keyboard)

    async def _file(self, incoming: Incoming) -> None:
        assert incoming.file is not None
        file = incoming.file
        is_image = incoming.kind == "photo" or _is_image(file)
        if not is_image and not _is_document(file):
            await self._chat.send_text(incoming.chat_id, texts.unsupported_file(file.name), texts.MENU)
            return
        if file.size is not None and file.size > self._config.download_cap:
            await self._chat.send_text(
                incoming.chat_id, texts.file_too_large(file.size, self._config.download_cap)
            )
            return
        if file.size == 0:
            await self._chat.send_text(incoming.chat_id, texts.empty_file(file.name))
            return
        if await self._refused_for_limit(incoming):
            return
        # An album's photos may arrive in parallel webhook calls: one part is added at a time.
        token = await self._wait_for_lock(incoming.user_id)
        try:
            await self._accept_part(incoming, file, is_image)
        finally:
            if token is not None:
                self._store.release_lock(incoming.user_id, token)

    async def _wait_for_lock(self, user_id: int) -> str | None:
        """The per-user lock within ``PART_LOCK_WAIT`` s; None (go on unguarded) when it stays busy."""
        deadline = time.monotonic() + PART_LOCK_WAIT
        while (token := self._store.acquire_lock(user_id)) is None and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        return token

    async def _accept_part(self, incoming: Incoming, file: FileRef, is_image: bool) -> None:
        state, data = self._fresh(incoming.user_id)
        if state is BotState.ANALYZING:
            await self._chat.send_text(incoming.chat_id, texts.ALREADY_ANALYZING)
            return
        part = Part(file.file_id, file.name, file.size or 0, is_image, joinable=is_image or _is_pdf(file))
        parts = load_parts(data) if state in (BotState.FILE_UPLOADED, BotState.IMAGE_UPLOADED) else []
        problem = self._cannot_join(parts, part)
        if problem is not None:
            await self._chat.send_text(incoming.chat_id, problem, texts.PARTS_KEYBOARD)
            return
        await self._add_part(incoming, state, data, parts, part)

    def _cannot_join(self, parts: list[Part], part: Part) -> str | None:
        if not parts:
            return None
        if not part.joinable or not all(existing.joinable for existing in parts):
            return texts.NOT_JOINABLE
        if len(parts) >= MAX_PARTS:
            return texts.too_many_parts(MAX_PARTS)
        if sum(existing.size for existing in parts) + part.size > self._config.download_cap:
            return texts.parts_too_large(self._config.download_cap)
        return None

    async def _add_part(
        self, incoming: Incoming, state: BotState, data: dict[str, str], parts: list[Part], part: Part
    ) -> None:
        if not parts:
            self._drop_pasted_text(data)
            extension = _extension(part.name) or ("jpg" if part.image else "")
            kind = "image" if part.image else "file"
            data = self._new_input(data, part.name, part.size, extension, kind=kind, file_id=part.file_id)
        parts = [*parts, part]
        session = data | {"parts": dump_parts(parts), "file_size": str(sum(p.size for p in parts))}
        images = all(p.image for p in parts)
        target = BotState.IMAGE_UPLOADED if images else BotState.FILE_UPLOADED
        await self._show_parts(incoming, session, parts)
        self._store.save(incoming.user_id, next_state(state, target), session)

    async def _show_parts(self, incoming: Incoming, session: dict[str, str], parts: list[Part]) -> None:
        """One message per input; an album's photos update their counter message instead of adding more."""
        size = sum(p.size for p in parts)
        if len(parts) == 1:
            first = parts[0]
            reply = texts.image_received(size) if first.image else texts.file_received(first.name, size)
            keyboard = texts.READY_KEYBOARD
        else:
            reply = texts.parts_received(len(parts), all(p.image for p in parts), size)
            keyboard = texts.PARTS_KEYBOARD
        counter = session.get("counter_message_id", "")
        same_album = incoming.media_group and session.get("media_group") == incoming.media_group
        if same_album and counter.isdigit():
            await self._chat.edit_text(incoming.chat_id, int(counter), reply, keyboard)
        else:
            session["counter_message_id"] = str(await self._chat.send_text(incoming.chat_id, reply, keyboard))
        session["media_group"] = incoming.media_group

    async def _edit_parts(self, incoming: Incoming) -> None:
        """↩️ drops the last page or file; 🔄 starts over."""
        state, data = self._load(incoming.user_id)
        if state is BotState.ANALYZING:
            await self._chat.answer_button(incoming.callback_id, texts.ALREADY_ANALYZING)
            return
        parts = load_parts(data) if state in (BotState.FILE_UPLOADED, BotState.IMAGE_UPLOADED) else []
        if incoming.button == texts.RESTART or len(parts) <= 1:
            self._reset(incoming.user_id, data)
            await self._reply(incoming, texts.RESTARTED, texts.MENU)
            return
        parts = parts[:-1]
        session = data | {"parts": dump_parts(parts), "file_size": str(sum(p.size for p in parts))}
        session["media_group"] = ""
        images = all(p.image for p in parts)
        await self._chat.answer_button(incoming.callback_id, texts.LAST_PART_DROPPED)
        await self._show_parts(incoming, session, parts)
        self._store.save(
            incoming.user_id, BotState.IMAGE_UPLOADED if images else BotState.FILE_UPLOADED, session
        )

    async def _choose_side(self, incoming: Incoming, value: str) -> None:
        state, data = self._load(incoming.user_id)
        if state is BotState.ANALYZING:
            await self._sides.answer_pipeline(incoming, data, value)
            return
        role = self._sides.role_at(data, value)
        if state not in READY or role is None:
            await self._chat.answer_button(incoming.callback_id)
            return
        self._store.save(incoming.user_id, state, data | {"side": role})
        await self._chat.answer_button(incoming.callback_id)
        roles, lang = self._sides.roles(data), texts.document_lang(data.get("lang"))
        await self._chat.send_text(
            incoming.chat_id,
            texts.side_chosen(role, lang),
            texts.side_keyboard(roles, role, texts.ready_keyboard(lang), lang),
        )

    async def _refused_for_limit(self, incoming: Incoming) -> bool:
        """No analyses left today: say so (with the offer) when the document arrives, not after 🚀."""
        usage = self._limits.usage(incoming.user_id)
        if not usage.exhausted:
            return False
        self._metrics.add(Metric.LIMIT_REFUSALS, reason="daily_limit_exceeded")
        await self._chat.send_text(
            incoming.chat_id,
            texts.limit_exhausted(usage, self._limits.tariff_limits),
            texts.buy_keyboard(usage),
        )
        return True

    # --- 🚀 -----------------------------------------------------------------------------------------

    async def _analyze(self, incoming: Incoming) -> None:
        token = self._store.acquire_lock(incoming.user_id)
        if token is None:
            await self._chat.answer_button(incoming.callback_id, texts.STARTING)
            return
        try:
            await self._analyze_locked(incoming)
        finally:
            self._store.release_lock(incoming.user_id, token)

    async def _analyze_locked(self, incoming: Incoming) -> None:
        state, data = self._load(incoming.user_id)
        if state is BotState.ANALYZING:
            await self._chat.answer_button(incoming.callback_id, texts.ALREADY_ANALYZING)
            return
        if state not in READY:
            await self._chat.answer_button(incoming.callback_id)
            await self._chat.send_text(incoming.chat_id, texts.NOTHING_TO_ANALYZE, texts.MENU)
            return
        usage = self._limits.consume(incoming.user_id, self._clock())
        if not usage.consumed:
            self._metrics.add(Metric.LIMIT_REFUSALS, reason="daily_limit_exceeded")
            await self._chat.answer_button(incoming.callback_id)
            await self._chat.send_text(
                incoming.chat_id,
                texts.limit_exhausted(usage, self._limits.tariff_limits),
                texts.buy_keyboard(usage),
            )
            return
        await self._chat.answer_button(incoming.callback_id, texts.STARTED)
        try:
            await self._submit(incoming, data)
        except (ChatUnavailable, TransientFailure) as problem:
            self._limits.refund_once(incoming.user_id, data["session_id"])
            self._store.save(incoming.user_id, state, self._rotated(data))
            message = texts.DOWNLOAD_FAILED if isinstance(problem, ChatUnavailable) else texts.UPLOAD_FAILED
            logger.warning("analysis not started", extra={"error": type(problem).__name__})
            await self._chat.send_text(incoming.chat_id, message, texts.READY_KEYBOARD)
            return
        started = {"analysis_started": f"{self._clock().timestamp():.0f}"}
        self._store.save(incoming.user_id, next_state(state, BotState.ANALYZING), data | started)

    async def _submit(self, incoming: Incoming, data: dict[str, str]) -> None:
        from chalicelib.ports import AnalysisStatus

        session_id = data["session_id"]
        await self._chat.typing(incoming.chat_id)
        body, name, extra = await self._input_body(data)
        # A file's language is known only after extract: its first status is Russian, the stages' edits not.
        lang = texts.document_lang(data.get("lang"))
        message_id = await self._chat.send_text(
            incoming.chat_id, texts.progress(AnalysisStatus.QUEUED, lang=lang)
        )
        upload = build_upload_key(f"tg-{incoming.user_id}", session_id, name)
        metadata = {
            "channel": "telegram",
            "filename": upload.filename,
            "accepted-at": f"{time.time():.3f}",
            "chat-id": str(incoming.chat_id),
            "progress-message-id": str(message_id),
            **extra,
        }
        side = self._sides.side_for_upload(data)
        if side:
            metadata["side"] = quote(side)
        if data.get("lang"):
            metadata["language"] = data["lang"]
        self._store.track_progress(session_id, incoming.chat_id, message_id)
        try:
            self._storage.put(self._config.uploads_bucket, upload.key, body, metadata=metadata)
        except Exception as error:  # boto3/endpoint errors: the user gets their unit back
            raise TransientFailure(type(error).__name__) from error
        logger.info("analysis submitted", extra={"session_id": session_id, "kind": data.get("kind")})

    async def _input_body(self, data: dict[str, str]) -> tuple[bytes, str, dict[str, str]]:
        """The upload's bytes, its file name and extra metadata (``parts`` for a packed album)."""
        kind, name = data.get("kind"), data["file_name"]
        if kind == "text":
            text = self._store.recall_text(data["session_id"])
            if text is None:
                raise ChatUnavailable("pasted text expired")
            return text.encode("utf-8"), name, {}
        if kind == "link":
            return data["link"].encode("utf-8"), name, {}
        parts = load_parts(data) or [
            Part(data["file_id"], name, int(data.get("file_size") or 0), kind == "image")
        ]
        if len(parts) == 1:
            return await self._chat.download(parts[0].file_id), name, {}
        bodies = [(part.name, await self._chat.download(part.file_id)) for part in parts]
        return pack_parts(bodies), packed_name(parts), {"parts": str(len(parts))}

    # --- feedback -----------------------------------------------------------------------------------

    async def _feedback(self, incoming: Incoming) -> None:
        parts = incoming.button.split(":", 2)
        if len(parts) != 3 or parts[1] not in ("up", "down"):
            await self._chat.answer_button(incoming.callback_id)
            return
        vote, session_id = parts[1], parts[2]
        try:
            key = derived_key(f"tg-{incoming.user_id}", session_id, FEEDBACK_FILE).key
        except InvalidKey:  # callback data is client-controlled
            await self._chat.answer_button(incoming.callback_id)
            return
        record = json.dumps({"session_id": session_id, "vote": vote, "at": self._clock().isoformat()})
        stored = self._storage.put_if_absent(self._config.reports_bucket, key, record.encode())
        if not stored:
            await self._chat.answer_button(incoming.callback_id, texts.FEEDBACK_ALREADY)
            return
        self._store.count_feedback("up" if vote == "up" else "down", self._clock().date().isoformat())
        state, data = self._load(incoming.user_id)
        if state is BotState.AWAITING_FEEDBACK and data.get("session_id") == session_id:
            self._store.save(incoming.user_id, next_state(state, BotState.IDLE), {})
        await self._chat.answer_button(incoming.callback_id)
        await self._chat.send_text(incoming.chat_id, texts.FEEDBACK_THANKS, texts.MENU)

    # --- documents (протокол разногласий, commented DOCX, deadlines) ------------------------------------

    async def _send_documents(self, incoming: Incoming) -> None:
        """The files analyze wrote next to the report, as documents named after the contract."""
        session_id = incoming.button.partition(":")[2]
        owner = f"tg-{incoming.user_id}"
        try:
            manifest_key = derived_key(owner, session_id, DOCUMENTS_FILE).key
        except InvalidKey:  # callback data is client-controlled
            await self._chat.answer_button(incoming.callback_id)
            return
        stored = self._storage.get(self._config.reports_bucket, manifest_key)
        if stored is None:
            await self._chat.answer_button(incoming.callback_id, texts.DOCUMENTS_GONE)
            return
        manifest = DocumentsManifest.model_validate_json(stored.body)
        await self._chat.answer_button(incoming.callback_id, texts.DOCUMENTS_SENDING)
        for document in manifest.files:
            if document.key not in DOCUMENT_FILES:
                continue
            found = self._storage.get(
                self._config.reports_bucket, derived_key(owner, session_id, document.key).key
            )
            if found is not None:
                caption = texts.DOCUMENT_CAPTIONS.get(document.key, "")
                await self._chat.send_document(incoming.chat_id, document.name, found.body, caption)
        logger.info("documents sent", extra={"files": len(manifest.files)})

    # --- helpers ------------------------------------------------------------------------------------

    async def _reply(self, incoming: Incoming, text: str, keyboard: Keyboard | None = None) -> None:
        if incoming.callback_id:
            await self._chat.answer_button(incoming.callback_id)
        await self._chat.send_text(incoming.chat_id, text, keyboard)

    def _load(self, user_id: int) -> tuple[BotState, dict[str, str]]:
        """The stored state; an ANALYZING that outlived every deadline counts as ERROR (finished)."""
        state, data = self._store.load(user_id)
        if state is BotState.ANALYZING:
            started = data.get("analysis_started")
            if started and self._clock().timestamp() - float(started) > self._config.analysis_stale_seconds:
                logger.warning("stale analysis state released")
                return BotState.ERROR, data
        return state, data

    def _fresh(self, user_id: int) -> tuple[BotState, dict[str, str]]:
        """The current state; a finished conversation (report or error delivered) starts over."""
        state, data = self._load(user_id)
        if state in FINISHED:
            return BotState.IDLE, {}
        return state, data

    def _reset(self, user_id: int, data: dict[str, str]) -> None:
        self._drop_pasted_text(data)
        self._store.save(user_id, BotState.IDLE, {})

    def _drop_pasted_text(self, data: Mapping[str, str]) -> None:
        if data.get("kind") == "text" and data.get("session_id"):
            self._store.forget_text(data["session_id"])

    def _new_input(
        self, data: Mapping[str, str], name: str, size: int, file_format: str, **extra: str
    ) -> dict[str, str]:
        return {
            "file_name": name,
            "file_size": str(size),
            "file_format": file_format,
            "upload_time": self._clock().isoformat(),
            "session_id": new_session_id(self._clock()),
            **extra,
        }

    def _rotated(self, data: dict[str, str]) -> dict[str, str]:
        """A failed start refunded its session; a retry needs a new session id (refunds are once per id)."""
        rotated = data | {"session_id": new_session_id(self._clock())}
        if data.get("kind") == "text":
            text = self._store.recall_text(data["session_id"])
            if text is not None:
                self._store.remember_text(rotated["session_id"], text)
            self._store.forget_text(data["session_id"])
        return rotated


def _extension(name: str) -> str:
    return PurePath(name).suffix.lower().lstrip(".")


def _is_image(file: FileRef) -> bool:
    extension = _extension(file.name)
    if extension:
        return extension in IMAGE_EXTENSIONS
    return (file.mime_type or "") in {"image/jpeg", "image/png", "image/tiff", "image/webp"}


def _is_pdf(file: FileRef) -> bool:
    return _extension(file.name) == "pdf" or (
        not _extension(file.name) and file.mime_type == "application/pdf"
    )


def _is_document(file: FileRef) -> bool:
    extension = _extension(file.name)
    if extension:
        return extension in DOCUMENT_EXTENSIONS
    return (file.mime_type or "") in DOCUMENT_MIME_TYPES
