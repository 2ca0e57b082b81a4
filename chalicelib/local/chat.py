"""``contract-check chat``: talk to the bot in a terminal, with no Telegram account.

Starts the fake Bot API and ``serve`` in this process (the webhook registered with its secret), then
reads lines: text is sent as a message, ``/command`` as a command, a number presses that button of the
latest message with buttons, ``file PATH`` (or just an existing path) sends a local file (images as a
photo), ``pay`` pays the latest Stars invoice (as Telegram would: pre-checkout, then the payment),
``quit`` or Ctrl-D leaves. The bot's messages, edits and documents are printed as they arrive.
"""

from __future__ import annotations

import html
import json
import secrets
import sys
import threading
from pathlib import Path
from typing import TextIO

from pydantic import SecretStr

from chalicelib import regexes
from chalicelib.local.fake_telegram import BotCall, FakeTelegram
from chalicelib.local.serve import running_system
from chalicelib.messages import plural, text
from chalicelib.settings import Settings

IMAGE_SUFFIXES = {".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff"}
_TAGS = regexes.compile(r"</?[a-z][^>]*>")
TERMINAL_LINE_BYTES = 4095  # a Linux terminal's line buffer (canonical mode) keeps no more of a typed line


def _ru(msgid: str, **values: object) -> str:
    """The simulator speaks Russian, like the bot (the catalogues' ``chat.*`` ids)."""
    return text("ru", msgid, **values)


def chat_settings(settings: Settings, fake: FakeTelegram, secret: str) -> Settings:
    return settings.model_copy(
        update={
            "telegram_bot_token": SecretStr(fake.token),
            "telegram_webhook_secret": SecretStr(secret),
            "telegram_api_base_url": fake.api_base_url,
            "telegram_file_base_url": fake.file_base_url,
        }
    )


def run_chat(settings: Settings, *, user_id: int, stdin: TextIO = sys.stdin, out: TextIO = sys.stdout) -> int:
    secret = secrets.token_urlsafe(16)
    with FakeTelegram() as fake, running_system(chat_settings(settings, fake, secret), port=0) as system:
        fake.webhook_url, fake.webhook_secret = f"{system.url}/telegram/webhook", secret
        printer = _Printer(fake, user_id, out)
        printer.start()
        print(_ru("chat.intro"), file=out, flush=True)
        fake.post_update(fake.text_update(user_id, "/start"))
        printer.flush()
        for raw in stdin:
            line = typed_text(raw, out)
            try:
                if not _send(fake, user_id, line, printer, out):
                    break
            except Exception as problem:  # one bad line must not end the conversation
                print(_ru("chat.send_failed", problem=type(problem).__name__), file=out, flush=True)
            printer.flush()  # the webhook answered synchronously: show its replies before the next line
        printer.stop()
    return 0


def typed_text(raw: str, out: TextIO) -> str:
    """A typed (or pasted) line as valid text.

    A terminal cuts a pasted line at its line buffer, possibly inside a multi-byte letter, and Python hands
    the broken bytes over as lone surrogates, which no JSON or HTTP encoder accepts: the cut letter is
    dropped, and the user is told that the line was cut and how to send a long text whole.
    """
    data = raw.rstrip("\r\n").encode("utf-8", "surrogateescape")
    text = data.decode("utf-8", "ignore").strip()
    if len(data) >= TERMINAL_LINE_BYTES or text != data.decode("utf-8", "replace").strip():
        print(_ru("chat.line_cut"), file=out, flush=True)
    return text


def _send(fake: FakeTelegram, user_id: int, line: str, printer: _Printer, out: TextIO) -> bool:
    """Act on one typed line; False to leave the chat."""
    if line in ("quit", "exit", _ru("chat.word.quit")):
        return False
    path = Path(line.removeprefix("file ").strip()).expanduser()
    if not line:
        pass
    elif line.isdigit():
        _press(fake, user_id, int(line), printer, out)
    elif line in ("pay", _ru("chat.word.pay")):
        _pay(fake, user_id, out)
    elif line.startswith("file ") or (len(line) < 500 and path.suffix and path.is_file()):
        _send_file(fake, user_id, path, out)
    else:
        fake.post_update(fake.text_update(user_id, line))
    return True


def _press(fake: FakeTelegram, user_id: int, number: int, printer: _Printer, out: TextIO) -> None:
    buttons = printer.numbered_buttons()
    if not 0 < number <= len(buttons):
        print(_ru("chat.no_button", number=number), file=out, flush=True)
        return
    message_id, data = buttons[number - 1]
    fake.post_update(fake.button_update(user_id, data, message_id))


def _pay(fake: FakeTelegram, user_id: int, out: TextIO) -> None:
    invoices = fake.invoices(user_id)
    if not invoices:
        print(_ru("chat.no_invoice"), file=out, flush=True)
        return
    if fake.pay_invoice(user_id, invoices[-1]) is None:
        answer = next(reversed(fake.pre_checkout_answers.values()), (False, None))
        reason = answer[1] or _ru("chat.no_answer")
        print(_ru("chat.payment_declined", reason=reason), file=out, flush=True)


def _send_file(fake: FakeTelegram, user_id: int, path: Path, out: TextIO) -> None:
    if not path.is_file():
        print(_ru("cli.file_not_found", path=path), file=out, flush=True)
        return
    body = path.read_bytes()
    if path.suffix.lower() in IMAGE_SUFFIXES:
        fake.post_update(fake.photo_update(user_id, body))
    else:
        fake.post_update(fake.document_update(user_id, path.name, body, _mime(path)))


def _invoice_total(call: BotCall) -> int:
    prices = call.params.get("prices", [])
    prices = json.loads(prices) if isinstance(prices, str) else prices
    return sum(int(price["amount"]) for price in prices)


def _mime(path: Path) -> str:
    return {
        ".pdf": "application/pdf",
        ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ".rtf": "application/rtf",
        ".txt": "text/plain",
        ".md": "text/markdown",
    }.get(path.suffix.lower(), "application/octet-stream")


class _Printer:
    """Prints what the bot does in the chat, in order, from the fake's call log."""

    def __init__(self, fake: FakeTelegram, chat_id: int, out: TextIO) -> None:
        self._fake = fake
        self._chat_id = chat_id
        self._out = out
        self._seen = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="chat-printer", daemon=True)
        self._buttons: list[tuple[int, str]] = []
        self._lock = threading.Lock()

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=2)
        self.flush()

    def numbered_buttons(self) -> list[tuple[int, str]]:
        return list(self._buttons)

    def _run(self) -> None:
        while not self._stop.wait(0.1):
            self.flush()

    def flush(self) -> None:
        with self._lock:
            calls = self._fake.calls[self._seen :]
            self._seen += len(calls)
            for call in calls:
                self._show(call)

    def _show(self, call: BotCall) -> None:
        if call.method == "answerCallbackQuery" and call.params.get("text"):
            print(_ru("chat.popup", text=call.params["text"]), file=self._out, flush=True)
            return
        if str(call.params.get("chat_id", "")) != str(self._chat_id):
            return
        if call.method == "sendMessage":
            self._print_message("🤖", str(call.params.get("text", "")), call)
        elif call.method == "editMessageText":
            self._print_message(_ru("chat.edited"), str(call.params.get("text", "")), call)
        elif call.method == "sendInvoice":
            title, stars = call.params.get("title", ""), _invoice_total(call)
            print(_ru("chat.invoice", title=title, stars=stars), file=self._out, flush=True)
        elif call.method == "sendDocument":
            name, body = call.files.get("document", ("document", b""))
            saved = Path("out/chat") / name
            saved.parent.mkdir(parents=True, exist_ok=True)
            saved.write_bytes(body)
            size = plural("ru", "unit.bytes", len(body))
            print(_ru("chat.document", name=name, size=size, saved=saved), file=self._out, flush=True)

    def _print_message(self, who: str, text: str, call: BotCall) -> None:
        print(f"{who} {html.unescape(_TAGS.sub('', text))}", file=self._out, flush=True)
        markup = call.params.get("reply_markup")
        if not markup:
            return
        message_id = self._message_id_of(call)
        rows = markup if isinstance(markup, dict) else json.loads(markup)
        self._buttons = []
        for row in rows.get("inline_keyboard", []):
            for button in row:
                self._buttons.append((message_id, button["callback_data"]))
                print(f"   [{len(self._buttons)}] {button['text']}", file=self._out, flush=True)

    def _message_id_of(self, call: BotCall) -> int:
        if "message_id" in call.params:
            return int(call.params["message_id"])
        sent = [m for m in self._fake.chat_messages(self._chat_id) if m.text == call.params.get("text")]
        return sent[-1].message_id if sent else 0
