"""The bot end to end with the documents: one summary, one PDF, one more button; the files on press."""

from __future__ import annotations

import redis
from support import ROOT

from chalicelib.local.fake_telegram import FakeTelegram
from chalicelib.local.serve import RunningSystem

SAMPLE = ROOT / "samples" / "dogovor-postavki.pdf"
USER = 4343


def test_the_report_brings_one_button_and_the_button_brings_the_files(
    system: RunningSystem, fake_telegram: FakeTelegram, redis_client: redis.Redis
) -> None:
    fake_telegram.post_update(fake_telegram.text_update(USER, "/start"))
    fake_telegram.post_update(fake_telegram.document_update(USER, "dogovor.pdf", SAMPLE.read_bytes()))
    fake_telegram.post_update(fake_telegram.button_update(USER, "analyze"))

    def side_asked() -> bool:  # a file: the pipeline asks whose side the report takes
        return any("side:0" in str(m.buttons) for m in fake_telegram.chat_messages(USER))

    assert fake_telegram.wait_for(side_asked, 90)
    fake_telegram.post_update(fake_telegram.button_update(USER, "side:0"))

    def feedback_asked() -> bool:
        return any(m.text.startswith("Оцените") for m in fake_telegram.chat_messages(USER))

    assert fake_telegram.wait_for(feedback_asked, 90)
    messages = fake_telegram.chat_messages(USER)
    assert sum("<b>Риск:" in m.text for m in messages) == 1
    assert [m.document[0] for m in messages if m.document] == [
        next(m.document[0] for m in messages if m.document)
    ]
    assert next(m.document for m in messages if m.document)[0].endswith(".pdf")
    question = next(m for m in messages if m.text.startswith("Оцените"))
    session_id = redis_client.hget(f"session:{USER}:data", "session_id")
    assert question.buttons[-1] == [
        {"text": "📝 Протокол разногласий и файлы", "callback_data": f"docs:{session_id}"}
    ]

    fake_telegram.post_update(fake_telegram.button_update(USER, f"docs:{session_id}"))
    assert fake_telegram.wait_for(
        lambda: sum(bool(m.document) for m in fake_telegram.chat_messages(USER)) >= 3, 30
    )
    sent = [m.document for m in fake_telegram.chat_messages(USER) if m.document][1:]
    names = [name for name, _ in sent]
    assert names[0].lower().startswith("протокол разногласий — договор поставки"), names
    assert sent[0][1].startswith(b"PK"), "a DOCX (a zip package)"
    assert any(name.endswith(".ics") and body.startswith(b"BEGIN:VCALENDAR") for name, body in sent)
