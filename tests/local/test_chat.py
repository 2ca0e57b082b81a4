"""``contract-check chat``: typed lines become updates; the bot's answers and numbered buttons are printed."""

from __future__ import annotations

import io

from chalicelib.local.chat import run_chat
from chalicelib.settings import Settings


def test_a_chat_session_shows_answers_and_presses_buttons_by_number(settings: Settings) -> None:
    typed = io.StringIO("/limits\n/start\n2\nкороткий текст\n9\nquit\n")
    out = io.StringIO()
    assert run_chat(settings, user_id=555, stdin=typed, out=out) == 0
    transcript = out.getvalue()
    assert "[1] 📄 Загрузить файл" in transcript and "[3] 🔗 Ссылка на Google Docs" in transcript
    assert "Тариф FREE: использовано 0/3" in transcript
    assert "Вставьте текст договора сообщением" in transcript  # button 2 was pressed
    assert "маловато" in transcript
    assert "Нет кнопки 9." in transcript


def test_a_chat_user_can_buy_a_tariff_and_pay_the_invoice(settings: Settings) -> None:
    typed = io.StringIO("/buy\n1\npay\n/limits\nquit\n")
    out = io.StringIO()
    assert run_chat(settings, user_id=556, stdin=typed, out=out) == 0
    transcript = out.getvalue()
    assert "🧾 Счёт: Контракт-чек PRO на 30 дней — 150 ⭐" in transcript
    assert "Спасибо за покупку! Тариф PRO до" in transcript
    assert "использовано 0/30" in transcript
