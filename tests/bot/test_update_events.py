"""events/telegram_update_*.json are real-shaped: python-telegram-bot parses them into the right kinds."""

from __future__ import annotations

import pytest
from support import load_event
from telegram import Bot, Update

EXPECTED = {
    "telegram_update_start.json": lambda update: update.message.text == "/start" and update.message.entities,
    "telegram_update_text.json": lambda update: len(update.message.text) > 200,
    "telegram_update_link.json": lambda update: update.message.text.startswith("https://docs.google.com/"),
    "telegram_update_document.json": lambda update: update.message.document.file_name.endswith(".pdf"),
    "telegram_update_photo.json": lambda update: len(update.message.photo) == 2,
    "telegram_update_callback_query.json": lambda update: (
        update.callback_query.data == "analyze" and update.callback_query.message is not None
    ),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_update_fixture_parses_with_its_kind(name: str) -> None:
    update = Update.de_json(load_event(name), Bot("123456:FAKE-TOKEN"))
    assert update.effective_user is not None and update.effective_chat is not None
    assert EXPECTED[name](update)
