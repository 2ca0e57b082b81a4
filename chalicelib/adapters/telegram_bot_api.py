"""The pipeline side of Telegram: a small synchronous Bot API client for notify and the progress edits.

Stages run synchronously on the bus (no event loop), so they call the Bot API over httpx with the same
``TELEGRAM_API_BASE_URL`` convention as python-telegram-bot. A 429 with a short ``retry_after`` is waited
out in place; a longer one, a 5xx or a network error raises :class:`TelegramUnavailable` (a transient
failure), so the queue redelivers the message.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from chalicelib.bot.ports import Keyboard
from chalicelib.errors import TransientFailure
from chalicelib.settings import Settings

if TYPE_CHECKING:
    import httpx

RETRIES_ON_429 = 3


class TelegramUnavailable(TransientFailure):
    """Telegram said "later" (429 beyond our patience, 5xx) or could not be reached."""


class TelegramRejected(Exception):
    """Telegram refused the call for good (4xx other than 429): e.g. the user blocked the bot."""


class BotApiClient:
    def __init__(self, settings: Settings, client: httpx.Client | None = None) -> None:
        token = settings.telegram_bot_token.get_secret_value() if settings.telegram_bot_token else ""
        self._base = f"{settings.telegram_api_base_url}{token}"
        self._given_client = client
        self._timeout = settings.telegram_request_timeout
        self._max_retry_after = settings.telegram_max_retry_after

    @property
    def _client(self) -> httpx.Client:
        """Made on the first call: every function builds the Telegram ports, few of them call Telegram."""
        if self._given_client is None:
            import httpx

            self._given_client = httpx.Client(timeout=self._timeout)
        return self._given_client

    def send_message(self, chat_id: int | str, text: str, keyboard: Keyboard | None = None) -> int:
        """Send ``text`` (split on paragraphs past 4,096 characters; the keyboard goes on the last part)."""
        from chalicelib.bot.summary import split_paragraphs  # with the report's wording: notify's

        parts = split_paragraphs(text)
        message_id = 0
        for index, part in enumerate(parts):
            payload: dict[str, Any] = {"chat_id": chat_id, "text": part, "parse_mode": "HTML"}
            if keyboard is not None and index == len(parts) - 1:
                payload["reply_markup"] = reply_markup(keyboard)
            message_id = int(self.call("sendMessage", json_body=payload)["message_id"])
        return message_id

    def edit_message_text(self, chat_id: int | str, message_id: int, text: str) -> None:
        payload = {"chat_id": chat_id, "message_id": message_id, "text": text, "parse_mode": "HTML"}
        try:
            self.call("editMessageText", json_body=payload)
        except TelegramRejected as error:
            if "not modified" not in str(error):
                raise

    def send_chat_action(self, chat_id: int | str, action: str = "typing") -> None:
        self.call("sendChatAction", json_body={"chat_id": chat_id, "action": action})

    def send_document(self, chat_id: int | str, filename: str, body: bytes, caption: str = "") -> None:
        self.call(
            "sendDocument",
            data={"chat_id": str(chat_id), "caption": caption, "parse_mode": "HTML"},
            files={"document": (filename, body, "application/pdf")},
        )

    def call(
        self,
        method: str,
        *,
        json_body: dict[str, Any] | None = None,
        data: dict[str, str] | None = None,
        files: dict[str, Any] | None = None,
    ) -> Any:
        import httpx

        for _attempt in range(RETRIES_ON_429):
            try:
                response = self._client.post(f"{self._base}/{method}", json=json_body, data=data, files=files)
            except httpx.HTTPError as error:
                raise TelegramUnavailable(f"{method}: {type(error).__name__}") from error
            wait = self._retry_after(response)
            if wait is None:
                return self._result(method, response)
            time.sleep(wait)
        raise TelegramUnavailable(f"{method}: still 429 after {RETRIES_ON_429} attempts")

    def _retry_after(self, response: httpx.Response) -> float | None:
        if response.status_code != 429:
            return None
        retry_after = float(_json(response).get("parameters", {}).get("retry_after", 1))
        if retry_after > self._max_retry_after:
            raise TelegramUnavailable(f"429, retry after {retry_after:.0f} s")
        return retry_after

    @staticmethod
    def _result(method: str, response: httpx.Response) -> Any:
        if response.status_code >= 500:
            raise TelegramUnavailable(f"{method}: HTTP {response.status_code}")
        body = _json(response)
        if response.status_code >= 400 or not body.get("ok"):
            raise TelegramRejected(f"{method}: {body.get('description', response.status_code)}")
        return body.get("result")


def _json(response: httpx.Response) -> dict[str, Any]:
    try:
        parsed = response.json()
    except json.JSONDecodeError:
        return {}
    return parsed if isinstance(parsed, dict) else {}


def reply_markup(keyboard: Keyboard) -> dict[str, Any]:
    return {
        "inline_keyboard": [
            [{"text": button.text, "callback_data": button.data} for button in row] for row in keyboard
        ]
    }
