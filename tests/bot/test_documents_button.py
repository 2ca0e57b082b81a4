"""The one button under a report: the протокол разногласий, the commented DOCX and the .ics, on request."""

from __future__ import annotations

import asyncio

from chalicelib.adapters.memory import InMemoryObjectStore
from chalicelib.adapters.memory_bot import InMemoryConversationStore, InMemoryDailyLimits, RecordingChat
from chalicelib.bot import texts
from chalicelib.bot.conversation import Conversation, ConversationConfig
from chalicelib.bot.incoming import Incoming
from chalicelib.models import DocumentFile, DocumentsManifest

USER = 77
SESSION = "20261201t000000-aaaaaaaaaaaa"
CONFIG = ConversationConfig("user-uploads", "analysis-reports", 20 * 1024 * 1024, 200, frozenset())
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"


def press(storage: InMemoryObjectStore, data: str) -> RecordingChat:
    chat = RecordingChat()
    conversation = Conversation(
        chat, InMemoryConversationStore(), InMemoryDailyLimits(), storage, config=CONFIG
    )
    incoming = Incoming(USER, USER, "button", button=data, callback_id="cb")
    asyncio.run(conversation.handle(incoming))
    return chat


def stored_documents() -> InMemoryObjectStore:
    storage = InMemoryObjectStore()
    prefix = f"tg-{USER}/{SESSION}"
    manifest = DocumentsManifest(
        session_id=SESSION,
        amendments=2,
        deadlines=1,
        files=[
            DocumentFile(
                key="amendments.docx", name="Протокол разногласий — Договор № 1.docx", media_type=DOCX
            ),
            DocumentFile(key="deadlines.ics", name="Договор № 1 — сроки.ics", media_type="text/calendar"),
        ],
    )
    storage.put("analysis-reports", f"{prefix}/documents.json", manifest.model_dump_json().encode())
    storage.put("analysis-reports", f"{prefix}/amendments.docx", b"PK docx")
    storage.put("analysis-reports", f"{prefix}/deadlines.ics", b"BEGIN:VCALENDAR")
    return storage


def test_the_button_sends_the_files_named_after_the_contract() -> None:
    chat = press(stored_documents(), texts.documents_button(SESSION).data)
    assert [(name, body) for _, name, body, _ in chat.documents] == [
        ("Протокол разногласий — Договор № 1.docx", b"PK docx"),
        ("Договор № 1 — сроки.ics", b"BEGIN:VCALENDAR"),
    ]
    assert chat.answers == [("cb", texts.DOCUMENTS_SENDING)] and chat.sent == []


def test_expired_files_are_explained_and_forged_data_is_ignored() -> None:
    storage = InMemoryObjectStore()
    assert press(storage, texts.documents_button(SESSION).data).answers == [("cb", texts.DOCUMENTS_GONE)]
    forged = press(stored_documents(), f"{texts.DOCUMENTS_PREFIX}:../../tg-1/x")
    assert forged.answers == [("cb", None)] and forged.documents == []


def test_the_button_fits_telegrams_callback_limit() -> None:
    assert len(texts.documents_button(SESSION).data.encode()) <= 64
