"""``contract-check chat``: typed lines become updates; the bot's answers and numbered buttons are printed."""

from __future__ import annotations

import io

from chalicelib.local.chat import run_chat
from chalicelib.settings import Settings


def test_a_chat_session_shows_answers_and_presses_buttons_by_number(settings: Settings) -> None:
    typed = io.StringIO("/limits\n2\nкороткий текст\n9\nquit\n")
    out = io.StringIO()
    assert run_chat(settings, user_id=555, stdin=typed, out=out) == 0
    transcript = out.getvalue()
    assert "[1] 📄 Загрузить файл" in transcript and "[3] 🔗 Ссылка на Google Docs" in transcript
    assert "Тариф FREE: использовано 0/3" in transcript
    assert "Вставьте текст договора сообщением" in transcript  # button 2 was pressed
    assert "маловато" in transcript
    assert "Нет кнопки 9." in transcript
