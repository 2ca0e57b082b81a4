"""Prescreen asks a Telegram user's side when the contract defines two or more: analyze waits for it."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from urllib.parse import unquote

from support import ROOT

from chalicelib.adapters.memory import (
    InMemoryIdempotencyGuard,
    InMemoryObjectStore,
    InMemoryProgress,
    InMemoryUsageLimits,
    RecordingNotifier,
)
from chalicelib.adapters.memory_bot import InMemoryConversationStore, RecordingChat
from chalicelib.bot.incoming import Incoming
from chalicelib.bot.sides import SideChoice
from chalicelib.keys import (
    PENDING_PRESCREEN_FILE,
    PRESCREEN_FILE,
    TEXT_FILE,
    build_upload_key,
    new_session_id,
)
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.pipeline.events import ObjectRef
from chalicelib.pipeline.stages import (
    SIDE_WAIT_SECONDS,
    extract_object,
    prescreen_object,
    sweep_stuck_sessions,
)
from chalicelib.settings import Settings
from chalicelib.topology import STAGES, BucketRole, Topology

CONTRACT = (ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8")
OWNER, USER = "tg-42", 42


@dataclass
class AskingNotifier(RecordingNotifier):
    questions: list[tuple[Mapping[str, str], list[str]]] = field(default_factory=list)

    def ask_side(self, metadata: Mapping[str, str], roles: list[str], wait_seconds: int) -> None:
        self.questions.append((metadata, roles))


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def pipeline(clock: Clock, notifier: RecordingNotifier) -> tuple[PipelineDeps, InMemoryObjectStore]:
    storage = InMemoryObjectStore(clock=clock)
    config = Settings(_env_file=None)  # type: ignore[call-arg]
    deps = PipelineDeps(
        settings=config,
        topology=Topology(config),
        storage=storage,
        progress=InMemoryProgress(),
        notifiers={"telegram": notifier, "cli": notifier},
        guards={spec.stage: InMemoryIdempotencyGuard() for spec in STAGES},
        limits=InMemoryUsageLimits(used={USER: 1}),
        clock=clock,
    )
    return deps, storage


def prescreened(deps: PipelineDeps, storage: InMemoryObjectStore, session_id: str, **meta: str) -> None:
    uploads = deps.bucket(BucketRole.UPLOADS)
    key = build_upload_key(OWNER, session_id, "dogovor.txt").key
    metadata = {"channel": "telegram", "filename": "dogovor.txt", "accepted-at": "0", **meta}
    storage.put(uploads, key, CONTRACT.encode(), metadata=metadata)
    stored = storage.get(uploads, key)
    assert stored is not None
    extract_object(ObjectRef(uploads, key, stored.info.etag, stored.info.size), deps)
    text_key = f"{OWNER}/{session_id}/{TEXT_FILE}"
    text = storage.get(deps.bucket(BucketRole.TEXT), text_key)
    assert text is not None
    prescreen_object(ObjectRef(text.info.bucket, text_key, text.info.etag, text.info.size), deps)


def text_object(deps: PipelineDeps, storage: InMemoryObjectStore, session_id: str, name: str) -> object:
    return storage.get(deps.bucket(BucketRole.TEXT), f"{OWNER}/{session_id}/{name}")


def test_a_file_without_a_side_waits_for_the_answer_and_the_press_releases_analyze() -> None:
    clock, notifier = Clock(), AskingNotifier()
    deps, storage = pipeline(clock, notifier)
    session_id = new_session_id(clock.now)
    prescreened(deps, storage, session_id)
    assert text_object(deps, storage, session_id, PRESCREEN_FILE) is None, "analyze must not start yet"
    assert text_object(deps, storage, session_id, PENDING_PRESCREEN_FILE) is not None
    [(metadata, roles)] = notifier.questions
    assert roles == ["Покупатель", "Поставщик"] and metadata["session-id"] == session_id

    chat = RecordingChat()
    sides = SideChoice(chat, InMemoryConversationStore(), storage, deps.bucket(BucketRole.TEXT))
    press = Incoming(USER, USER, "button", button="side:1", callback_id="cb")
    asyncio.run(sides.answer_pipeline(press, {"session_id": session_id}, "1"))
    released = storage.get(deps.bucket(BucketRole.TEXT), f"{OWNER}/{session_id}/{PRESCREEN_FILE}")
    assert released is not None and unquote(released.info.metadata["side"]) == "Поставщик"
    assert released.info.metadata["session-id"] == session_id
    assert text_object(deps, storage, session_id, PENDING_PRESCREEN_FILE) is None
    assert "«Поставщик»" in chat.sent[-1].text

    asyncio.run(sides.answer_pipeline(press, {"session_id": session_id}, "0"))
    again = storage.get(deps.bucket(BucketRole.TEXT), f"{OWNER}/{session_id}/{PRESCREEN_FILE}")
    assert again is not None and unquote(again.info.metadata["side"]) == "Поставщик", "the first answer holds"


def test_an_unanswered_question_takes_the_default_side_after_the_wait() -> None:
    clock, notifier = Clock(), AskingNotifier()
    deps, storage = pipeline(clock, notifier)
    session_id = new_session_id(clock.now)
    prescreened(deps, storage, session_id)
    sweep_stuck_sessions(deps)
    assert text_object(deps, storage, session_id, PRESCREEN_FILE) is None, "not before the wait"
    clock.now += timedelta(seconds=SIDE_WAIT_SECONDS + 1)
    sweep_stuck_sessions(deps)
    released = storage.get(deps.bucket(BucketRole.TEXT), f"{OWNER}/{session_id}/{PRESCREEN_FILE}")
    assert released is not None and unquote(released.info.metadata["side"]) == "Покупатель"


def test_a_chosen_side_or_a_channel_that_cannot_ask_goes_straight_to_analyze() -> None:
    clock, notifier = Clock(), AskingNotifier()
    deps, storage = pipeline(clock, notifier)
    chosen = new_session_id(clock.now)
    prescreened(deps, storage, chosen, side="%D0%9F%D0%BE%D1%81%D1%82%D0%B0%D0%B2%D1%89%D0%B8%D0%BA")
    assert text_object(deps, storage, chosen, PRESCREEN_FILE) is not None and notifier.questions == []

    plain = RecordingNotifier()
    deps, storage = pipeline(clock, plain)
    session_id = new_session_id(clock.now)
    prescreened(deps, storage, session_id)
    assert text_object(deps, storage, session_id, PRESCREEN_FILE) is not None
