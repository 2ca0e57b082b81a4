"""The webhook side of Telegram, on python-telegram-bot.

One :class:`PtbWebhook` per container: the ``Application`` is built on first use (no network at import),
``initialize()`` (which calls ``getMe``) runs once per container on its own event loop, and every
invocation runs ``process_update`` on that loop. Handlers translate PTB ``Update``s into
:class:`~chalicelib.bot.incoming.Incoming` and hand them to the conversation. Redis trouble becomes the
polite «Сервис временно недоступен» answer; Telegram's 429 is waited out when short.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import redis
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup, LabeledPrice, Message, Update
from telegram.constants import ChatAction, ParseMode
from telegram.error import BadRequest, RetryAfter, TelegramError
from telegram.ext import (
    Application,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    PreCheckoutQueryHandler,
    filters,
)

from chalicelib.adapters.redis_bot import RedisUpdateDeduplicator
from chalicelib.bot import texts
from chalicelib.bot.conversation import Conversation
from chalicelib.bot.incoming import FileRef, Incoming, PaymentRef
from chalicelib.bot.ports import ChatUnavailable, Keyboard
from chalicelib.observability import logger
from chalicelib.settings import Settings

ALLOWED_UPDATES = ("message", "callback_query", "pre_checkout_query")
COMMANDS = ("start", "help", "limits", "cancel", "tariff", "buy", "refund")
RETRIES_ON_429 = 2
T = TypeVar("T")


class PtbChat:
    """:class:`~chalicelib.bot.ports.ChatApi` over a PTB ``Bot``."""

    def __init__(self, bot: Bot, max_retry_after: float) -> None:
        self._bot = bot
        self._max_retry_after = max_retry_after

    async def send_text(self, chat_id: int, text: str, keyboard: Keyboard | None = None) -> int:
        message: Message = await self._call(
            lambda: self._bot.send_message(
                chat_id=chat_id, text=text, parse_mode=ParseMode.HTML, reply_markup=markup(keyboard)
            )
        )
        return message.message_id

    async def edit_text(
        self, chat_id: int, message_id: int, text: str, keyboard: Keyboard | None = None
    ) -> None:
        try:
            await self._call(
                lambda: self._bot.edit_message_text(
                    text,
                    chat_id=chat_id,
                    message_id=message_id,
                    parse_mode=ParseMode.HTML,
                    reply_markup=markup(keyboard),
                )
            )
        except BadRequest as error:
            if "not modified" not in str(error).lower():
                raise

    async def answer_button(self, callback_id: str, text: str | None = None) -> None:
        if not callback_id:
            return
        try:
            await self._call(lambda: self._bot.answer_callback_query(callback_id, text=text))
        except BadRequest:
            logger.info("callback answer rejected (too old)")

    async def typing(self, chat_id: int) -> None:
        try:
            await self._call(lambda: self._bot.send_chat_action(chat_id, ChatAction.TYPING))
        except TelegramError:
            return  # cosmetic

    async def send_document(self, chat_id: int, filename: str, body: bytes, caption: str = "") -> None:
        await self._call(
            lambda: self._bot.send_document(
                chat_id=chat_id, document=body, filename=filename, caption=caption or None
            )
        )

    async def download(self, file_id: str) -> bytes:
        try:
            file = await self._call(lambda: self._bot.get_file(file_id))
            return bytes(await file.download_as_bytearray())
        except TelegramError as error:
            raise ChatUnavailable(type(error).__name__) from error

    async def send_invoice(self, chat_id: int, title: str, description: str, payload: str, stars: int) -> int:
        message: Message = await self._call(
            lambda: self._bot.send_invoice(
                chat_id,
                title,
                description,
                payload,
                currency="XTR",
                prices=[LabeledPrice(title, stars)],
                provider_token="",  # Telegram Stars: digital goods take no payment provider
            )
        )
        return message.message_id

    async def answer_pre_checkout(self, query_id: str, ok: bool, error: str | None = None) -> None:
        await self._call(
            lambda: self._bot.answer_pre_checkout_query(query_id, ok, error_message=None if ok else error)
        )

    async def refund_stars(self, user_id: int, charge_id: str) -> None:
        try:
            await self._call(lambda: self._bot.refund_star_payment(user_id, charge_id))
        except TelegramError as error:
            raise ChatUnavailable(type(error).__name__) from error

    async def _call(self, request: Callable[[], Awaitable[T]]) -> T:
        for attempt in range(RETRIES_ON_429 + 1):
            try:
                return await request()
            except RetryAfter as error:
                wait = _seconds(error.retry_after)
                if attempt == RETRIES_ON_429 or wait > self._max_retry_after:
                    raise
                logger.warning("telegram 429, waiting", extra={"retry_after": wait})
                await asyncio.sleep(wait)
        raise AssertionError("unreachable")


def _seconds(value: Any) -> float:
    return float(value.total_seconds()) if hasattr(value, "total_seconds") else float(value)


def markup(keyboard: Keyboard | None) -> InlineKeyboardMarkup | None:
    if keyboard is None:
        return None
    return InlineKeyboardMarkup(
        [[InlineKeyboardButton(button.text, callback_data=button.data) for button in row] for row in keyboard]
    )


def build_application(settings: Settings) -> Application:  # type: ignore[type-arg]
    token = settings.telegram_bot_token.get_secret_value() if settings.telegram_bot_token else ""
    timeout = settings.telegram_request_timeout
    return (
        Application.builder()
        .token(token)
        .base_url(settings.telegram_api_base_url)
        .base_file_url(settings.telegram_file_base_url)
        .updater(None)
        .connect_timeout(timeout)
        .read_timeout(timeout)
        .write_timeout(timeout)
        .media_write_timeout(timeout * 2)
        .build()
    )


def register_handlers(application: Application, conversation: Conversation, chat: PtbChat) -> None:  # type: ignore[type-arg]
    async def run(update: Update, incoming: Incoming | None) -> None:
        if incoming is None:
            return
        try:
            await conversation.handle(incoming)
        except redis.RedisError as error:
            logger.warning("redis unavailable in the webhook", extra={"error": type(error).__name__})
            await chat.answer_button(incoming.callback_id, texts.UNAVAILABLE)
            await chat.send_text(incoming.chat_id, texts.UNAVAILABLE)

    async def on_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        command = (message.text or "").split()[0].lstrip("/").split("@")[0].lower() if message else ""
        await run(update, _incoming(update, "command", command=command, args=tuple(context.args or ())))

    async def on_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        assert query is not None
        await run(update, _incoming(update, "button", button=query.data or "", callback_id=query.id))

    async def on_text(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        await run(update, _incoming(update, "text", text=(message.text if message else "") or ""))

    async def on_document(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        document = update.effective_message.document if update.effective_message else None
        assert document is not None
        ref = FileRef(
            document.file_id, document.file_name or "document", document.file_size, document.mime_type
        )
        group = (update.effective_message.media_group_id if update.effective_message else None) or ""
        await run(update, _incoming(update, "document", file=ref, media_group=group))

    async def on_photo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        photos = update.effective_message.photo if update.effective_message else ()
        best = max(photos, key=lambda size: (size.file_size or 0, size.width * size.height))
        ref = FileRef(best.file_id, "photo.jpg", best.file_size, "image/jpeg")
        group = (update.effective_message.media_group_id if update.effective_message else None) or ""
        await run(update, _incoming(update, "photo", file=ref, media_group=group))

    async def on_other(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await run(update, _incoming(update, "other"))

    async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        logger.error("telegram update failed", extra={"error": type(context.error).__name__})

    application.add_error_handler(on_error)
    application.add_handler(CommandHandler(list(COMMANDS), on_command))
    application.add_handler(CallbackQueryHandler(on_button))
    register_payment_handlers(application, run)
    application.add_handler(MessageHandler(filters.Document.ALL, on_document))
    application.add_handler(MessageHandler(filters.PHOTO, on_photo))
    application.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, on_text))
    application.add_handler(MessageHandler(filters.COMMAND, on_command))
    application.add_handler(MessageHandler(filters.ALL, on_other))


def register_payment_handlers(
    application: Application,  # type: ignore[type-arg]
    run: Callable[[Update, Incoming | None], Awaitable[None]],
) -> None:
    """Telegram Stars: the pre-checkout question (answer within 10 s) and the successful payment."""

    async def on_pre_checkout(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.pre_checkout_query
        assert query is not None
        ref = PaymentRef(query.invoice_payload, query.currency, query.total_amount, query_id=query.id)
        await run(update, _payer(update, "pre_checkout", ref))

    async def on_payment(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        paid = update.effective_message.successful_payment if update.effective_message else None
        assert paid is not None
        ref = PaymentRef(
            paid.invoice_payload, paid.currency, paid.total_amount, charge_id=paid.telegram_payment_charge_id
        )
        await run(update, _incoming(update, "payment", payment=ref))

    application.add_handler(PreCheckoutQueryHandler(on_pre_checkout))
    application.add_handler(MessageHandler(filters.SUCCESSFUL_PAYMENT, on_payment))


def _payer(update: Update, kind: Any, payment: PaymentRef) -> Incoming | None:
    """A pre-checkout query has a user but no chat: the user's private chat has the user's id."""
    user = update.effective_user
    if user is None:
        return None
    return Incoming(user_id=user.id, chat_id=user.id, kind=kind, payment=payment)


def _incoming(update: Update, kind: Any, **fields: Any) -> Incoming | None:
    user, chat = update.effective_user, update.effective_chat
    if user is None or chat is None:
        return None
    return Incoming(user_id=user.id, chat_id=chat.id, kind=kind, **fields)


class PtbWebhook:
    """One per container: builds the Application once, initializes once, processes one update per call.

    Lambda runs one invocation at a time per container; ``serve`` runs requests in threads, so calls are
    serialised on the container's loop (like one warm container).
    """

    def __init__(self, settings: Settings, conversation_factory: Callable[[PtbChat], Conversation]) -> None:
        self._settings = settings
        self._conversation_factory = conversation_factory
        self._loop = asyncio.new_event_loop()
        self._lock = threading.Lock()
        self._application: Application | None = None  # type: ignore[type-arg]

    def process(self, update: dict[str, Any]) -> None:
        with self._lock:
            self._loop.run_until_complete(self._process(update))

    async def _process(self, body: dict[str, Any]) -> None:
        application = await self._ready()
        await application.process_update(Update.de_json(body, application.bot))

    async def _ready(self) -> Application:  # type: ignore[type-arg]
        if self._application is None:
            application = build_application(self._settings)
            chat = PtbChat(application.bot, self._settings.telegram_max_retry_after)
            register_handlers(application, self._conversation_factory(chat), chat)
            await application.initialize()
            self._application = application
        return self._application

    def close(self) -> None:
        with self._lock:
            if self._application is not None:
                self._loop.run_until_complete(self._application.shutdown())
                self._application = None


class TelegramWebhookBot:
    """:class:`~chalicelib.ports.TelegramUpdates`: Redis de-duplication in front of the PTB webhook."""

    def __init__(self, dedup: RedisUpdateDeduplicator, webhook: PtbWebhook) -> None:
        self._dedup = dedup
        self._webhook = webhook

    def first_time(self, update_id: int) -> bool:
        try:
            return self._dedup.first_time(update_id)
        except redis.RedisError:
            return True  # the conversation will meet the same outage and answer politely

    def forget(self, update_id: int) -> None:
        try:
            self._dedup.forget(update_id)
        except redis.RedisError:
            return

    def process(self, update: dict[str, Any]) -> None:
        self._webhook.process(update)


BOT_COMMANDS = texts.COMMANDS


async def register_webhook(settings: Settings, url: str) -> None:
    """``setWebhook`` with the secret (and only the update kinds the bot handles), then the command list."""
    from telegram import BotCommand

    secret = settings.telegram_webhook_secret.get_secret_value() if settings.telegram_webhook_secret else None
    if not secret:
        raise ValueError("TELEGRAM_WEBHOOK_SECRET is not set: the webhook would refuse every update")
    application = build_application(settings)
    async with application.bot as bot:
        await bot.set_webhook(url, secret_token=secret, allowed_updates=list(ALLOWED_UPDATES))
        await bot.set_my_commands([BotCommand(name, description) for name, description in BOT_COMMANDS])
