"""The bot end to end: real Redis, the real bus (serve: routes + dispatcher) and the fake Bot API."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import httpx
import redis
from support import ROOT

from chalicelib.bot.states import BotState
from chalicelib.keys import FEEDBACK_FILE
from chalicelib.local.fake_telegram import FakeTelegram
from chalicelib.local.serve import RunningSystem, running_system
from chalicelib.settings import Settings
from chalicelib.topology import BucketRole

SAMPLE = ROOT / "samples" / "dogovor-postavki.pdf"
USER = 4242


def state_of(client: redis.Redis, user_id: int = USER) -> str | None:
    value = client.get(f"session:{user_id}:state")
    return None if value is None else str(value)


def send(fake: FakeTelegram, update: dict[str, object]) -> httpx.Response:
    response = fake.post_update(update)
    assert response.status_code == 200, response.text
    return response


def upload_sample(fake: FakeTelegram, path: Path = SAMPLE, name: str = "dogovor.pdf") -> None:
    send(fake, fake.text_update(USER, "/start"))
    send(fake, fake.document_update(USER, name, path.read_bytes()))


def uploads(system: RunningSystem) -> list[str]:
    deps = system.bus.deps
    return [info.key for info in deps.storage.list(deps.bucket(BucketRole.UPLOADS))]


def choose_side(fake: FakeTelegram, index: int = 0, timeout: float = 60) -> None:
    """Prescreen asks a file's side (its roles are known only after extract): press one of the buttons."""

    def asked() -> bool:
        data = [b["callback_data"] for m in fake.chat_messages(USER) for row in m.buttons for b in row]
        return f"side:{index}" in data

    assert fake.wait_for(asked, timeout), "the bot asks whose side the report takes"
    send(fake, fake.button_update(USER, f"side:{index}"))


def delivered_pdf(fake: FakeTelegram, timeout: float = 90) -> bool:
    return fake.wait_for(lambda: any(m.document for m in fake.chat_messages(USER)), timeout)


def test_a_pdf_goes_from_upload_to_summary_pdf_and_feedback(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    upload_sample(fake_telegram)
    assert state_of(redis_client) == BotState.FILE_UPLOADED
    ready = fake_telegram.chat_messages(USER)[-1]
    assert [button["callback_data"] for row in ready.buttons for button in row] == ["analyze", "cancel"]

    send(fake_telegram, fake_telegram.button_update(USER, "analyze"))
    assert state_of(redis_client) == BotState.ANALYZING
    assert redis_client.get(f"limit:{USER}:daily") == "1"
    choose_side(fake_telegram)
    assert delivered_pdf(fake_telegram)
    assert fake_telegram.wait_for(lambda: state_of(redis_client) == BotState.AWAITING_FEEDBACK, 10)

    messages = fake_telegram.chat_messages(USER)
    status = next(m for m in messages if m.text.startswith("✅"))
    assert status.edits >= 2, "the status message is edited as the stages advance"
    progress_texts = [call.params["text"] for call in fake_telegram.calls_of("editMessageText")]
    assert any("%" in text for text in progress_texts)
    summary = next(m for m in messages if "<b>Риск:" in m.text)
    assert summary.text.startswith("⚖️ Отчёт в интересах стороны «"), "the first line says whose side"
    assert len(summary.text) < 4096 and "Отчёт не заменяет консультацию юриста" in summary.text
    document = next(m.document for m in messages if m.document)
    assert document[0].endswith(".pdf") and document[1].startswith(b"%PDF")

    session_id = redis_client.hget(f"session:{USER}:data", "session_id")
    send(fake_telegram, fake_telegram.button_update(USER, f"fb:up:{session_id}"))
    deps = system.bus.deps
    stored = deps.storage.get(deps.bucket(BucketRole.REPORTS), f"tg-{USER}/{session_id}/{FEEDBACK_FILE}")
    assert stored is not None and json.loads(stored.body)["vote"] == "up"
    assert state_of(redis_client) == BotState.IDLE
    assert any(
        int(count) == 1
        for count in redis_client.hgetall(next(iter(redis_client.keys("feedback:*")))).values()
    )
    assert uploads(system) == [], "the upload is transit data, deleted after delivery"


def test_the_fourth_upload_on_free_is_refused_on_arrival_with_the_counter(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    redis_client.set(f"limit:{USER}:daily", 3, ex=3600)
    upload_sample(fake_telegram)
    refusal = fake_telegram.chat_messages(USER)[-1]
    assert "Лимит 3/3 на сегодня исчерпан, обновится в 00:00 МСК" in refusal.text
    assert [b["callback_data"] for row in refusal.buttons for b in row] == ["buy:PRO", "buy:PRO_PLUS"]
    assert fake_telegram.calls_of("getFile") == []
    assert redis_client.get(f"limit:{USER}:daily") == "3"
    assert state_of(redis_client) == BotState.IDLE
    assert uploads(system) == []


def test_a_repeated_update_does_nothing(fake_telegram: FakeTelegram, system: RunningSystem) -> None:
    update = fake_telegram.text_update(USER, "/start")
    send(fake_telegram, update)
    repeated = send(fake_telegram, update)
    assert repeated.json().get("duplicate") is True
    assert len(fake_telegram.calls_of("sendMessage")) == 1


def test_a_wrong_secret_gets_403_and_changes_nothing(
    fake_telegram: FakeTelegram, system: RunningSystem, redis_client: redis.Redis
) -> None:
    response = fake_telegram.post_update(fake_telegram.text_update(USER, "/start"), secret="wrong")
    assert response.status_code == 403
    assert redis_client.keys("session:*") == [] and redis_client.keys("tg:update:*") == []
    assert fake_telegram.calls_of("sendMessage") == []


def test_an_unsupported_file_gets_a_message_and_costs_nothing(
    fake_telegram: FakeTelegram, system: RunningSystem, redis_client: redis.Redis
) -> None:
    send(fake_telegram, fake_telegram.text_update(USER, "/start"))
    send(
        fake_telegram,
        fake_telegram.document_update(USER, "setup.exe", b"MZ\x90\x00", "application/x-msdownload"),
    )
    reply = fake_telegram.chat_messages(USER)[-1].text
    assert "прочитать не смогу" in reply and "PDF, DOCX" in reply
    send(fake_telegram, fake_telegram.document_update(USER, "huge.pdf", b"%PDF-1.7", "application/pdf") | {})
    assert state_of(redis_client) == BotState.FILE_UPLOADED  # a small real-kind file is accepted
    big = fake_telegram.document_update(USER, "big.pdf", b"%PDF-1.7")
    big["message"]["document"]["file_size"] = 25 * 1024 * 1024  # type: ignore[index]
    send(fake_telegram, big)
    assert "до 20 МБ" in fake_telegram.chat_messages(USER)[-1].text  # a whole limit, no «,0»
    assert redis_client.get(f"limit:{USER}:daily") is None
    assert fake_telegram.calls_of("getFile") == []


def test_ten_simultaneous_presses_start_one_analysis_and_consume_one_unit(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    upload_sample(fake_telegram)
    presses = [fake_telegram.button_update(USER, "analyze") for _ in range(10)]
    statuses: list[int] = []
    threads = [
        threading.Thread(
            target=lambda update=update: statuses.append(fake_telegram.post_update(update).status_code)
        )
        for update in presses
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == [200] * 10
    assert redis_client.get(f"limit:{USER}:daily") == "1"
    assert len(fake_telegram.calls_of("getFile")) == 1
    choose_side(fake_telegram)
    assert delivered_pdf(fake_telegram)
    assert sum(1 for m in fake_telegram.chat_messages(USER) if m.document) == 1


def test_a_failed_analysis_refunds_once_and_says_so_in_russian(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    send(fake_telegram, fake_telegram.text_update(USER, "/start"))
    send(
        fake_telegram, fake_telegram.document_update(USER, "broken.pdf", b"%PDF-1.7\n" + b"\x00garbage" * 50)
    )
    send(fake_telegram, fake_telegram.button_update(USER, "analyze"))
    assert redis_client.get(f"limit:{USER}:daily") == "1"
    assert fake_telegram.wait_for(lambda: state_of(redis_client) == BotState.ERROR, 60)
    error = next(m for m in fake_telegram.chat_messages(USER) if m.text.startswith("❌ ") and "<i>" in m.text)
    assert "Лимит анализа возвращён" in error.text
    assert redis_client.get(f"limit:{USER}:daily") == "0"
    session_id = redis_client.hget(f"session:{USER}:data", "session_id")
    assert system.bus.deps.limits is not None
    assert system.bus.deps.limits.refund_once(USER, str(session_id)) is False
    assert redis_client.get(f"limit:{USER}:daily") == "0"


def test_pasted_text_links_and_photos_are_understood_by_kind(
    fake_telegram: FakeTelegram, system: RunningSystem, redis_client: redis.Redis
) -> None:
    contract = (ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8")
    send(fake_telegram, fake_telegram.text_update(USER, contract[:3000]))
    assert state_of(redis_client) == BotState.TEXT_ENTERED
    session_id = redis_client.hget(f"session:{USER}:data", "session_id")
    assert redis_client.ttl(f"input:{session_id}:text") > 0
    send(
        fake_telegram,
        fake_telegram.text_update(
            USER, "https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/edit"
        ),
    )
    assert state_of(redis_client) == BotState.LINK_ENTERED
    assert redis_client.exists(f"input:{session_id}:text") == 0
    send(fake_telegram, fake_telegram.photo_update(USER, b"\xff\xd8\xff\xe0" + b"\x00" * 2000))
    assert state_of(redis_client) == BotState.IMAGE_UPLOADED
    send(fake_telegram, fake_telegram.button_update(USER, "enter_text"))
    assert state_of(redis_client) == BotState.AWAITING_TEXT
    send(fake_telegram, fake_telegram.text_update(USER, "/cancel"))
    assert state_of(redis_client) == BotState.IDLE


def test_every_key_the_bot_writes_has_a_ttl_except_the_tariff(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    send(fake_telegram, fake_telegram.text_update(1, "/tariff 4242 PRO"))
    assert "PRO" in fake_telegram.chat_messages(1)[-1].text
    contract = (ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8")
    send(fake_telegram, fake_telegram.text_update(USER, contract[:3000]))
    send(fake_telegram, fake_telegram.button_update(USER, "analyze"))
    assert fake_telegram.wait_for(lambda: state_of(redis_client) == BotState.AWAITING_FEEDBACK, 60)
    session_id = redis_client.hget(f"session:{USER}:data", "session_id")
    send(fake_telegram, fake_telegram.button_update(USER, f"fb:down:{session_id}"))
    without_ttl = [key for key in redis_client.scan_iter() if redis_client.ttl(key) == -1]
    assert without_ttl == [f"limit:{USER}:tariff"]
    usage = send(fake_telegram, fake_telegram.text_update(USER, "/limits"))
    assert usage.status_code == 200
    assert "Тариф PRO: использовано 1/30" in fake_telegram.chat_messages(USER)[-1].text


def test_telegram_429_is_waited_out(fake_telegram: FakeTelegram, system: RunningSystem) -> None:
    fake_telegram.fail_next("sendMessage", 429, retry_after=1)
    send(fake_telegram, fake_telegram.text_update(USER, "/help"))
    assert "Как пользоваться" in fake_telegram.chat_messages(USER)[-1].text


def test_redis_down_gets_a_polite_answer_and_consumes_nothing(
    bot_settings: Settings, fake_telegram: FakeTelegram
) -> None:
    broken = bot_settings.model_copy(update={"redis_url": "redis://127.0.0.1:6399/0"})
    with running_system(broken, port=0, sweep_interval_seconds=3600) as running:
        update = fake_telegram.text_update(USER, "/start")
        secret = broken.telegram_webhook_secret.get_secret_value() if broken.telegram_webhook_secret else ""
        response = fake_telegram.post_update(update, url=f"{running.url}/telegram/webhook", secret=secret)
        assert response.status_code == 200
        assert (
            fake_telegram.chat_messages(USER)[-1].text
            == "Сервис временно недоступен, попробуйте через минуту."
        )
