"""``contract-check status``: where a session is, read from the buckets and the progress store."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from chalicelib.adapters.memory import (
    InMemoryIdempotencyGuard,
    InMemoryObjectStore,
    InMemoryProgress,
    RecordingNotifier,
)
from chalicelib.keys import (
    ERROR_FILE,
    PRESCREEN_FILE,
    REPORT_JSON,
    TEXT_FILE,
    build_upload_key,
    new_session_id,
)
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.pipeline.events import ObjectRef
from chalicelib.pipeline.stages import extract_object, notify_object
from chalicelib.pipeline.status import format_status, place_of_upload, session_status
from chalicelib.ports import AnalysisStatus
from chalicelib.settings import ExtractionSettings, Settings
from chalicelib.topology import STAGES, BucketRole, Topology

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
OWNER = "tg-42"


def make_deps(**settings: object) -> PipelineDeps:
    config = Settings(_env_file=None, **settings)  # type: ignore[call-arg]
    return PipelineDeps(
        settings=config,
        topology=Topology(config),
        storage=InMemoryObjectStore(clock=lambda: NOW),
        progress=InMemoryProgress(),
        notifiers={"partner": RecordingNotifier(), "telegram": RecordingNotifier()},
        guards={spec.stage: InMemoryIdempotencyGuard() for spec in STAGES},
        clock=lambda: NOW,
    )


def submit(deps: PipelineDeps, data: bytes) -> tuple[str, ObjectRef]:
    session_id = new_session_id(NOW)
    key = build_upload_key(OWNER, session_id, "contract.txt", NOW).key
    bucket = deps.bucket(BucketRole.UPLOADS)
    deps.storage.put(bucket, key, data, metadata={"filename": "contract.txt"})
    stored = deps.storage.get(bucket, key)
    assert stored is not None
    return session_id, ObjectRef(bucket, key, stored.info.etag, stored.info.size)


def test_an_unknown_session_has_no_status() -> None:
    assert session_status(make_deps(), "nope") is None


def test_a_session_waiting_for_extract_then_for_prescreen() -> None:
    deps = make_deps()
    session_id, upload = submit(deps, "Договор поставки. ".encode() * 40)
    status = session_status(deps, session_id)
    assert status is not None
    assert (status.owner, status.stage, status.past_deadline) == (OWNER, "extract", False)
    extract_object(upload, deps)
    status = session_status(deps, session_id, owner=OWNER)
    assert status is not None and status.stage == "prescreen"
    assert status.progress_status == AnalysisStatus.PARSING.value and status.progress_percent == 10
    assert TEXT_FILE in status.objects and PRESCREEN_FILE not in status.objects
    assert "stage: prescreen" in format_status(status)


def test_a_stuck_session_is_flagged_past_its_deadline() -> None:
    deps = make_deps()
    session_id, _ = submit(deps, b"x" * 300)
    deps.clock = lambda: NOW + timedelta(seconds=deps.settings.session_deadline_seconds + 5)
    status = session_status(deps, session_id)
    assert status is not None and status.past_deadline
    assert "PAST DEADLINE" in format_status(status)


def test_a_failed_and_answered_session_shows_its_reason_and_delivery() -> None:
    deps = make_deps(extraction=ExtractionSettings(max_text_chars=100))
    session_id, upload = submit(deps, "Договор поставки. ".encode() * 40)
    extract_object(upload, deps)
    status = session_status(deps, session_id)
    assert status is not None and status.stage == "notify (error)"
    assert (status.error_reason, status.error_stage) == ("text_too_long", "extract")
    assert status.error_message and "символов" in status.error_message
    error_key = f"{OWNER}/{session_id}/{ERROR_FILE}"
    stored = deps.storage.get(deps.bucket(BucketRole.REPORTS), error_key)
    assert stored is not None
    notify_object(ObjectRef(deps.bucket(BucketRole.REPORTS), error_key, stored.info.etag, 1), deps)
    status = session_status(deps, session_id)
    assert status is not None
    assert (status.stage, status.delivery, status.past_deadline) == ("delivered", "error", False)
    assert REPORT_JSON not in status.objects
    assert json.loads(json.dumps(status.as_dict()))["delivery"] == "error"


def test_a_partner_drop_is_found_by_its_upload_key_before_and_after_delivery() -> None:
    deps = make_deps()
    key = "partners/acme/req-2026-12/supply.txt"
    bucket = deps.bucket(BucketRole.UPLOADS)
    deps.storage.put(bucket, key, "Договор поставки. ".encode() * 40, metadata={})
    stored = deps.storage.get(bucket, key)
    assert stored is not None
    extract_object(ObjectRef(bucket, key, stored.info.etag, stored.info.size), deps)
    place = place_of_upload(key)
    assert place is not None and place.session_id.startswith("p-") and place.owner == "partners/acme"
    deps.storage.delete(bucket, key)  # notify deletes delivered uploads
    status = session_status(deps, place.session_id, owner=place.owner, folder=place.folder)
    assert status is not None and (status.owner, status.stage) == ("partners/acme", "prescreen")
    assert place_of_upload("../etc/passwd") is None
