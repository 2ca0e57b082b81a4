"""A fake Telegram Bot API server for tests, ``serve`` and ``contract-check chat``.

Speaks the Bot API's HTTP shape (``/bot{token}/{method}`` with JSON, form or multipart bodies, and
``/file/bot{token}/{file_path}`` downloads) for the methods the bot uses: getMe, getFile, sendMessage,
editMessageText, editMessageReplyMarkup, sendDocument, sendChatAction, answerCallbackQuery, setWebhook,
deleteWebhook, getWebhookInfo, setMyCommands, deleteMessage, and Telegram Stars payments (sendInvoice,
answerPreCheckoutQuery, refundStarPayment). It records what the bot did, can inject failures (429 with
``retry_after``, 5xx), and plays the user's side: it builds real-shaped updates (commands with entities,
documents, photos and albums, texts, button presses, pre-checkout queries and successful payments) and
posts them to the webhook with the secret header, as Telegram does.
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from email.parser import BytesParser
from email.policy import HTTP
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import PurePosixPath
from typing import Any
from urllib.parse import parse_qsl, unquote

import httpx

BOT_USER = {"id": 7000000001, "is_bot": True, "first_name": "Контракт-чек", "username": "contract_check_bot"}
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


@dataclass
class BotCall:
    method: str
    params: dict[str, Any]
    files: dict[str, tuple[str, bytes]] = field(default_factory=dict)


@dataclass
class ChatMessage:
    """A message the bot sent (and its later edits)."""

    message_id: int
    chat_id: int
    text: str
    buttons: list[list[dict[str, str]]] = field(default_factory=list)
    document: tuple[str, bytes] | None = None
    edits: int = 0
    invoice: dict[str, Any] | None = None


@dataclass
class StarCharge:
    """A Stars payment the fake made for a user: refundable once."""

    user_id: int
    payload: str
    amount: int
    refunded: bool = False


class BotApiError(Exception):
    """A method's 400 answer (``description`` as Telegram words it)."""


@dataclass
class InjectedFailure:
    method: str
    status: int
    retry_after: int | None = None
    times: int = 1


class FakeTelegram:
    """The server's state, shared by its request threads; start with :meth:`start`."""

    def __init__(self, token: str = "123456:FAKE-TOKEN", host: str = "127.0.0.1", port: int = 0) -> None:
        self.token = token
        self.calls: list[BotCall] = []
        self.messages: dict[int, ChatMessage] = {}
        self.webhook_url: str | None = None
        self.webhook_secret: str | None = None
        self.commands: list[dict[str, str]] = []
        self.pre_checkout_answers: dict[str, tuple[bool, str | None]] = {}
        self.charges: dict[str, StarCharge] = {}
        self._files: dict[str, tuple[str, bytes]] = {}
        self._failures: list[InjectedFailure] = []
        self._ids = itertools.count(1)
        self._update_ids = itertools.count(500_000_001)
        self._lock = threading.RLock()
        self._changed = threading.Condition(self._lock)
        self._server = ThreadingHTTPServer((host, port), _handler_for(self))
        self._server.daemon_threads = True
        self._thread: threading.Thread | None = None

    # --- lifecycle ---------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host.decode() if isinstance(host, bytes) else host}:{port}"

    @property
    def api_base_url(self) -> str:
        """``TELEGRAM_API_BASE_URL`` for the bot (PTB's ``base_url``)."""
        return f"{self.url}/bot"

    @property
    def file_base_url(self) -> str:
        """``TELEGRAM_FILE_BASE_URL`` for the bot (PTB's ``base_file_url``)."""
        return f"{self.url}/file/bot"

    def start(self) -> FakeTelegram:
        self._thread = threading.Thread(target=self._server.serve_forever, name="fake-telegram", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> FakeTelegram:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # --- the bot's side (called by the request handler) -------------------------------------------

    def handle(
        self, method: str, params: dict[str, Any], files: dict[str, tuple[str, bytes]]
    ) -> tuple[int, dict[str, Any]]:
        with self._changed:
            failure = self._take_failure(method)
            if failure is not None:
                return failure
            self.calls.append(BotCall(method, params, files))
            handler = getattr(self, f"_api_{method}", None)
            result: dict[str, Any]
            if handler is None:
                result = {"ok": False, "error_code": 404, "description": f"Not Found: method {method}"}
                status = 404
            else:
                try:
                    status, result = 200, {"ok": True, "result": handler(params, files)}
                except BotApiError as error:
                    status, result = 400, {"ok": False, "error_code": 400, "description": str(error)}
            self._changed.notify_all()
            return status, result

    def file_bytes(self, file_path: str) -> bytes | None:
        with self._lock:
            for path, body in self._files.values():
                if path == file_path:
                    return body
        return None

    def _take_failure(self, method: str) -> tuple[int, dict[str, Any]] | None:
        for failure in self._failures:
            if failure.method == method and failure.times > 0:
                failure.times -= 1
                body: dict[str, Any] = {"ok": False, "error_code": failure.status, "description": "injected"}
                if failure.retry_after is not None:
                    body["parameters"] = {"retry_after": failure.retry_after}
                    body["description"] = f"Too Many Requests: retry after {failure.retry_after}"
                return failure.status, body
        return None

    def _api_getMe(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        return BOT_USER | {
            "can_join_groups": False,
            "can_read_all_group_messages": False,
            "supports_inline_queries": False,
        }

    def _api_getFile(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        file_id = str(params["file_id"])
        path, body = self._files[file_id]
        return {
            "file_id": file_id,
            "file_unique_id": f"u{file_id}",
            "file_size": len(body),
            "file_path": path,
        }

    def _api_sendMessage(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        message = ChatMessage(next(self._ids), int(params["chat_id"]), str(params["text"]), _buttons(params))
        self.messages[message.message_id] = message
        return self._message_json(message)

    def _api_editMessageText(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        message = self.messages[int(params["message_id"])]
        message.text = str(params["text"])
        message.buttons = _buttons(params)
        message.edits += 1
        return self._message_json(message)

    def _api_editMessageReplyMarkup(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        message = self.messages[int(params["message_id"])]
        message.buttons = _buttons(params)
        return self._message_json(message)

    def _api_sendDocument(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        document = files.get("document") or ("document", b"")
        message = ChatMessage(
            next(self._ids),
            int(params["chat_id"]),
            str(params.get("caption", "")),
            _buttons(params),
            document,
        )
        self.messages[message.message_id] = message
        body = self._message_json(message)
        body["document"] = {
            "file_id": f"doc{message.message_id}",
            "file_unique_id": f"udoc{message.message_id}",
            "file_name": document[0],
            "file_size": len(document[1]),
        }
        return body

    def _api_sendChatAction(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        return True

    def _api_answerCallbackQuery(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        return True

    def _api_deleteMessage(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        self.messages.pop(int(params["message_id"]), None)
        return True

    def _api_setWebhook(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        self.webhook_url = str(params["url"])
        self.webhook_secret = params.get("secret_token")
        return True

    def _api_deleteWebhook(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        self.webhook_url = None
        return True

    def _api_getWebhookInfo(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        return {"url": self.webhook_url or "", "has_custom_certificate": False, "pending_update_count": 0}

    def _api_sendInvoice(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        prices = params.get("prices", [])
        prices = json.loads(prices) if isinstance(prices, str) else prices
        if params.get("currency") == "XTR" and (
            len(prices) != 1 or params.get("provider_token") not in ("", None)
        ):
            raise BotApiError("Bad Request: Stars invoices take one price and an empty provider token")
        invoice: dict[str, Any] = {
            "title": str(params["title"]),
            "description": str(params["description"]),
            "payload": str(params["payload"]),
            "currency": str(params["currency"]),
            "total_amount": sum(int(price["amount"]) for price in prices),
        }
        message = ChatMessage(next(self._ids), int(params["chat_id"]), str(params["title"]), _buttons(params))
        message.invoice = invoice
        self.messages[message.message_id] = message
        body = self._message_json(message)
        body.pop("text")
        body["invoice"] = {key: invoice[key] for key in ("title", "description", "currency", "total_amount")}
        body["invoice"]["start_parameter"] = ""
        return body

    def _api_answerPreCheckoutQuery(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        ok = params.get("ok") in (True, "true", "True", 1, "1")
        if not ok and not params.get("error_message"):
            raise BotApiError("Bad Request: error_message is required when ok is False")
        self.pre_checkout_answers[str(params["pre_checkout_query_id"])] = (ok, params.get("error_message"))
        return True

    def _api_refundStarPayment(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        charge = self.charges.get(str(params["telegram_payment_charge_id"]))
        if charge is None or charge.user_id != int(params["user_id"]):
            raise BotApiError("Bad Request: CHARGE_NOT_FOUND")
        if charge.refunded:
            raise BotApiError("Bad Request: CHARGE_ALREADY_REFUNDED")
        charge.refunded = True
        return True

    def _api_setMyCommands(self, params: dict[str, Any], files: dict[str, Any]) -> Any:  # noqa: N802 (Bot API method names)
        commands = params.get("commands", [])
        self.commands = json.loads(commands) if isinstance(commands, str) else commands
        return True

    @staticmethod
    def _message_json(message: ChatMessage) -> dict[str, Any]:
        body: dict[str, Any] = {
            "message_id": message.message_id,
            "date": int(time.time()),
            "chat": {"id": message.chat_id, "type": "private"},
            "from": BOT_USER,
            "text": message.text,
        }
        if message.buttons:
            body["reply_markup"] = {"inline_keyboard": message.buttons}
        return body

    # --- test controls ------------------------------------------------------------------------------

    def fail_next(self, method: str, status: int, *, retry_after: int | None = None, times: int = 1) -> None:
        with self._lock:
            self._failures.append(InjectedFailure(method, status, retry_after, times))

    def calls_of(self, method: str) -> list[BotCall]:
        with self._lock:
            return [call for call in self.calls if call.method == method]

    def chat_messages(self, chat_id: int) -> list[ChatMessage]:
        with self._lock:
            return [message for message in self.messages.values() if message.chat_id == chat_id]

    def wait_for(self, predicate: Callable[[], bool], timeout: float = 10.0) -> bool:
        deadline = time.monotonic() + timeout
        with self._changed:
            while not predicate():
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                self._changed.wait(min(remaining, 0.2))
        return True

    # --- the user's side ----------------------------------------------------------------------------

    def add_file(self, body: bytes, folder: str = "documents", name: str = "file") -> str:
        with self._lock:
            file_id = f"F{next(self._ids):06d}"
            self._files[file_id] = (f"{folder}/{file_id}{PurePosixPath(name).suffix.lower()}", body)
        return file_id

    def text_update(self, user_id: int, text: str) -> dict[str, Any]:
        message = self._user_message(user_id) | {"text": text}
        if text.startswith("/"):
            command = text.split(maxsplit=1)[0]
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(command)}]
        return {"update_id": next(self._update_ids), "message": message}

    def document_update(
        self, user_id: int, name: str, body: bytes, mime_type: str = "application/pdf"
    ) -> dict[str, Any]:
        file_id = self.add_file(body, "documents", name)
        document = {
            "file_id": file_id,
            "file_unique_id": f"u{file_id}",
            "file_name": name,
            "mime_type": mime_type,
            "file_size": len(body),
        }
        return {
            "update_id": next(self._update_ids),
            "message": self._user_message(user_id) | {"document": document},
        }

    def photo_update(
        self,
        user_id: int,
        body: bytes,
        width: int = 1280,
        height: int = 1706,
        *,
        media_group_id: str | None = None,
    ) -> dict[str, Any]:
        file_id = self.add_file(body, "photos", "photo.jpg")
        sizes = [
            {
                "file_id": f"{file_id}s",
                "file_unique_id": f"u{file_id}s",
                "width": 90,
                "height": 120,
                "file_size": 1500,
            },
            {
                "file_id": file_id,
                "file_unique_id": f"u{file_id}",
                "width": width,
                "height": height,
                "file_size": len(body),
            },
        ]
        message = self._user_message(user_id) | {"photo": sizes}
        if media_group_id:
            message["media_group_id"] = media_group_id
        return {"update_id": next(self._update_ids), "message": message}

    def album_updates(self, user_id: int, bodies: list[bytes]) -> list[dict[str, Any]]:
        """An album: one update per photo, all with the same ``media_group_id`` (as Telegram sends it)."""
        group = f"album{next(self._ids)}"
        return [self.photo_update(user_id, body, media_group_id=group) for body in bodies]

    def invoices(self, chat_id: int) -> list[ChatMessage]:
        with self._lock:
            return [m for m in self.messages.values() if m.chat_id == chat_id and m.invoice is not None]

    def pre_checkout_update(
        self, user_id: int, payload: str, total_amount: int, currency: str = "XTR"
    ) -> dict[str, Any]:
        query = {
            "id": f"pcq{next(self._ids)}",
            "from": _user(user_id),
            "currency": currency,
            "total_amount": total_amount,
            "invoice_payload": payload,
        }
        return {"update_id": next(self._update_ids), "pre_checkout_query": query}

    def successful_payment_update(
        self,
        user_id: int,
        payload: str,
        total_amount: int,
        charge_id: str | None = None,
        currency: str = "XTR",
    ) -> dict[str, Any]:
        """The service message Telegram sends after charging; the charge becomes refundable."""
        charge = charge_id or f"stxCHARGE{next(self._ids):08d}"
        with self._lock:
            self.charges.setdefault(charge, StarCharge(user_id, payload, total_amount))
        payment = {
            "currency": currency,
            "total_amount": total_amount,
            "invoice_payload": payload,
            "telegram_payment_charge_id": charge,
            "provider_payment_charge_id": "",
        }
        return {
            "update_id": next(self._update_ids),
            "message": self._user_message(user_id) | {"successful_payment": payment},
        }

    def pay_invoice(self, user_id: int, invoice: ChatMessage) -> str | None:
        """The user pays ``invoice``: Telegram's pre-checkout query, then (if the bot said ok) the payment.

        Returns the charge id, or None when the bot declined (or did not answer) the pre-checkout query.
        """
        assert invoice.invoice is not None
        payload, amount = invoice.invoice["payload"], invoice.invoice["total_amount"]
        query = self.pre_checkout_update(user_id, payload, amount, invoice.invoice["currency"])
        started = time.monotonic()
        self.post_update(query)
        query_id = query["pre_checkout_query"]["id"]
        answered = self.wait_for(
            lambda: query_id in self.pre_checkout_answers, 10 - (time.monotonic() - started)
        )
        if not answered or not self.pre_checkout_answers[query_id][0]:
            return None
        payment = self.successful_payment_update(
            user_id, payload, amount, currency=invoice.invoice["currency"]
        )
        self.post_update(payment)
        return str(payment["message"]["successful_payment"]["telegram_payment_charge_id"])

    def button_update(self, user_id: int, data: str, message_id: int | None = None) -> dict[str, Any]:
        """A press of button ``data`` on ``message_id`` (default: the chat's latest message with buttons)."""
        with self._lock:
            if message_id is None:
                with_buttons = [m for m in self.messages.values() if m.chat_id == user_id and m.buttons]
                message_id = with_buttons[-1].message_id if with_buttons else None
            message = self.messages.get(message_id or 0)
        query: dict[str, Any] = {
            "id": f"cb{next(self._ids)}",
            "from": _user(user_id),
            "chat_instance": str(user_id),
            "data": data,
        }
        if message is not None:
            query["message"] = self._message_json(message)
        return {"update_id": next(self._update_ids), "callback_query": query}

    def post_update(
        self, update: dict[str, Any], *, url: str | None = None, secret: str | None = None
    ) -> httpx.Response:
        """Deliver ``update`` to the webhook the way Telegram does (JSON, secret header)."""
        target = url or self.webhook_url
        if not target:
            raise RuntimeError("no webhook registered (call setWebhook or pass url=)")
        token = secret if secret is not None else self.webhook_secret
        headers = {SECRET_HEADER: token} if token else {}
        return httpx.post(target, json=update, headers=headers, timeout=60)

    def _user_message(self, user_id: int) -> dict[str, Any]:
        return {
            "message_id": next(self._ids),
            "date": int(time.time()),
            "chat": {"id": user_id, "type": "private", "first_name": "Тест"},
            "from": _user(user_id),
        }


def _user(user_id: int) -> dict[str, Any]:
    return {"id": user_id, "is_bot": False, "first_name": "Тест", "language_code": "ru"}


def _buttons(params: dict[str, Any]) -> list[list[dict[str, str]]]:
    markup = params.get("reply_markup")
    if isinstance(markup, str):
        markup = json.loads(markup)
    if not isinstance(markup, dict):
        return []
    return list(markup.get("inline_keyboard", []))


def _handler_for(fake: FakeTelegram) -> type[BaseHTTPRequestHandler]:
    class BotApiHandler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # headers and body are two writes: no 40 ms delayed-ACK stall

        def do_POST(self) -> None:
            self._route()

        def do_GET(self) -> None:
            self._route()

        def _route(self) -> None:
            path = unquote(self.path.split("?", 1)[0])
            file_prefix = f"/file/bot{fake.token}/"
            if path.startswith(file_prefix):
                self._send_file(path[len(file_prefix) :])
                return
            api_prefix = f"/bot{fake.token}/"
            if not path.startswith(api_prefix):
                self._send_json(401, {"ok": False, "error_code": 401, "description": "Unauthorized"})
                return
            params, files = self._parse_body()
            status, body = fake.handle(path[len(api_prefix) :], params, files)
            self._send_json(status, body)

        def _parse_body(self) -> tuple[dict[str, Any], dict[str, tuple[str, bytes]]]:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            content_type = self.headers.get("Content-Type", "")
            query = dict(parse_qsl(self.path.split("?", 1)[1])) if "?" in self.path else {}
            if content_type.startswith("application/json"):
                return query | (json.loads(raw or b"{}")), {}
            if content_type.startswith("multipart/form-data"):
                return _parse_multipart(content_type, raw, query)
            return query | dict(parse_qsl(raw.decode("utf-8"))), {}

        def _send_file(self, file_path: str) -> None:
            body = fake.file_bytes(file_path)
            if body is None:
                self._send_json(404, {"ok": False, "error_code": 404, "description": "Not Found"})
                return
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _send_json(self, status: int, body: dict[str, Any]) -> None:
            data = json.dumps(body, ensure_ascii=False).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            return

    return BotApiHandler


def _parse_multipart(
    content_type: str, raw: bytes, query: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, tuple[str, bytes]]]:
    message = BytesParser(policy=HTTP).parsebytes(f"Content-Type: {content_type}\r\n\r\n".encode() + raw)
    params: dict[str, Any] = dict(query)
    files: dict[str, tuple[str, bytes]] = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        payload = part.get_payload(decode=True) or b""
        if not isinstance(name, str) or not isinstance(payload, bytes):
            continue
        filename = part.get_filename()
        if filename:
            files[name] = (filename, payload)
        else:
            params[name] = payload.decode("utf-8")
    return params, files
