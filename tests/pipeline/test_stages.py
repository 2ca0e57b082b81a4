"""Each stage's branches on the in-memory ports: no moto, no Redis, no queue; one object in, objects out."""

from __future__ import annotations

import json
from collections import Counter
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from support import ROOT

from chalicelib.adapters.memory import (
    InMemoryIdempotencyGuard,
    InMemoryObjectStore,
    InMemoryProgress,
    InMemoryUsageLimits,
    RecordingNotifier,
)
from chalicelib.errors import TransientFailure
from chalicelib.keys import (
    AMENDMENTS_DOCX,
    COMMENTED_DOCX,
    DELIVERY_FILE,
    DOCUMENTS_FILE,
    ERROR_FILE,
    PRESCREEN_FILE,
    REPORT_JSON,
    REPORT_MD,
    REPORT_PDF,
    TEXT_FILE,
    build_upload_key,
    new_session_id,
)
from chalicelib.models import DocumentsManifest, ErrorNotice, Report
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.pipeline.events import ObjectRef
from chalicelib.pipeline.session_store import DeliveryOutcome
from chalicelib.pipeline.stages import (
    analyze_object,
    extract_object,
    handle_dead_letter,
    handle_stage_message,
    notify_object,
    prescreen_object,
    sweep_stuck_sessions,
)
from chalicelib.ports import AnalysisStatus, Delivery
from chalicelib.settings import ExtractionSettings, Settings
from chalicelib.topology import STAGES, BucketRole, Stage, Topology

CONTRACT = (ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8")
NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
OWNER = "tg-42"


class Bus:
    """The deps of one test plus helpers that play S3's notifications by hand."""

    def __init__(self, **settings: object) -> None:
        self.storage = InMemoryObjectStore(clock=lambda: NOW)
        self.progress = InMemoryProgress()
        self.limits = InMemoryUsageLimits(used={42: 1})
        self.notifier = RecordingNotifier()
        config = Settings(_env_file=None, **settings)  # type: ignore[call-arg]
        self.deps = PipelineDeps(
            settings=config,
            topology=Topology(config),
            storage=self.storage,
            progress=self.progress,
            notifiers={"telegram": self.notifier, "cli": self.notifier, "partner": self.notifier},
            guards={spec.stage: InMemoryIdempotencyGuard() for spec in STAGES},
            limits=self.limits,
            clock=lambda: NOW,
        )
        self.session_id = new_session_id(NOW)

    def upload(self, data: bytes, filename: str = "договор.txt") -> ObjectRef:
        key = build_upload_key(OWNER, self.session_id, filename, NOW).key
        bucket = self.deps.bucket(BucketRole.UPLOADS)
        metadata = {"channel": "telegram", "filename": filename, "accepted-at": f"{NOW.timestamp():.3f}"}
        self.storage.put(bucket, key, data, metadata=metadata)
        return self.ref(BucketRole.UPLOADS, key)

    def ref(self, role: BucketRole, key: str) -> ObjectRef:
        bucket = self.deps.bucket(role)
        stored = self.storage.get(bucket, key)
        assert stored is not None, key
        return ObjectRef(bucket, key, stored.info.etag, stored.info.size)

    def derived(self, role: BucketRole, name: str) -> ObjectRef:
        return self.ref(role, f"{OWNER}/{self.session_id}/{name}")

    def body(self, role: BucketRole, name: str) -> bytes | None:
        stored = self.storage.get(self.deps.bucket(role), f"{OWNER}/{self.session_id}/{name}")
        return None if stored is None else stored.body

    def error(self) -> ErrorNotice:
        body = self.body(BucketRole.REPORTS, ERROR_FILE)
        assert body is not None, "no error.json"
        return ErrorNotice.model_validate_json(body)

    def delivery(self) -> dict[str, str]:
        body = self.body(BucketRole.REPORTS, DELIVERY_FILE)
        assert body is not None, "no delivery.json"
        return dict(json.loads(body))

    def statuses(self) -> list[AnalysisStatus]:
        return self.progress.updates.get(self.session_id, [])

    def run_to_report(self) -> None:
        self.run_to_report_of(CONTRACT, "договор.txt")

    def run_to_report_of(self, contract: str, filename: str) -> None:
        extract_object(self.upload(contract.encode(), filename), self.deps)
        prescreen_object(self.derived(BucketRole.TEXT, TEXT_FILE), self.deps)
        analyze_object(self.derived(BucketRole.TEXT, PRESCREEN_FILE), self.deps)


@pytest.fixture
def bus() -> Bus:
    return Bus()


def test_extract_writes_the_text_with_the_facts_the_next_stages_need(bus: Bus) -> None:
    extract_object(bus.upload(CONTRACT.encode()), bus.deps)
    text = bus.derived(BucketRole.TEXT, TEXT_FILE)
    stored = bus.storage.get(text.bucket, text.key)
    assert stored is not None and "ДОГОВОР" in stored.body.decode().upper()
    assert stored.info.metadata["session-id"] == bus.session_id
    assert stored.info.metadata["language"] == "ru"
    assert stored.info.metadata["ocr-used"] == "false"
    assert bus.statuses() == [AnalysisStatus.PARSING]


def test_extract_ignores_objects_outside_the_upload_bucket_and_vanished_uploads(bus: Bus) -> None:
    ref = bus.upload(CONTRACT.encode())
    extract_object(ObjectRef(bus.deps.bucket(BucketRole.TEXT), ref.key, ref.etag, ref.size), bus.deps)
    bus.storage.delete(ref.bucket, ref.key)
    extract_object(ref, bus.deps)
    assert bus.storage.keys(bus.deps.bucket(BucketRole.TEXT)) == []
    assert bus.statuses() == []


def test_an_oversized_upload_ends_the_session_without_being_read() -> None:
    bus = Bus(extraction=ExtractionSettings(max_file_bytes=100))
    extract_object(bus.upload(CONTRACT.encode()), bus.deps)
    assert bus.error().reason == "file_too_large"
    assert bus.error().stage == "extract"
    assert bus.statuses()[-1] is AnalysisStatus.FAILED
    assert bus.body(BucketRole.TEXT, TEXT_FILE) is None


def test_a_rejected_document_ends_the_session_with_its_russian_message(bus: Bus) -> None:
    extract_object(bus.upload("Слишком коротко.".encode()), bus.deps)
    notice = bus.error()
    assert notice.reason == "text_too_short"
    assert notice.message_ru


def test_extract_does_nothing_once_the_session_has_an_outcome(bus: Bus) -> None:
    ref = bus.upload(CONTRACT.encode())
    bus.storage.put(bus.deps.bucket(BucketRole.REPORTS), f"{OWNER}/{bus.session_id}/{ERROR_FILE}", b"{}")
    extract_object(ref, bus.deps)
    assert bus.body(BucketRole.TEXT, TEXT_FILE) is None


def test_prescreen_runs_once_per_text(bus: Bus) -> None:
    extract_object(bus.upload(CONTRACT.encode()), bus.deps)
    text = bus.derived(BucketRole.TEXT, TEXT_FILE)
    prescreen_object(text, bus.deps)
    first = bus.body(BucketRole.TEXT, PRESCREEN_FILE)
    assert first is not None and json.loads(first)["contract_type"]
    prescreen_object(text, bus.deps)
    assert bus.statuses().count(AnalysisStatus.CHUNKING) == 1


def test_analyze_writes_the_report_json_last(bus: Bus) -> None:
    bus.run_to_report()
    reports_bucket = bus.deps.bucket(BucketRole.REPORTS)
    reports = [key.rsplit("/", 1)[1] for (bucket, key) in bus.storage.objects if bucket == reports_bucket]
    assert reports[:2] == [REPORT_MD, REPORT_PDF] and reports[-2:] == [DOCUMENTS_FILE, REPORT_JSON]
    manifest = DocumentsManifest.model_validate_json(bus.body(BucketRole.REPORTS, DOCUMENTS_FILE) or b"")
    assert [f.key for f in manifest.files] == reports[2:-2] and AMENDMENTS_DOCX in reports
    report = Report.model_validate_json(bus.body(BucketRole.REPORTS, REPORT_JSON) or b"")
    assert report.session_id == bus.session_id and report.findings
    assert bus.statuses()[-1] is AnalysisStatus.GENERATING_REPORT


def _docx(text: str) -> bytes:
    import io

    from docx import Document

    document = Document()
    for paragraph in text.split("\n\n"):
        document.add_paragraph(paragraph.strip().lstrip("#").strip())
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_a_docx_upload_comes_back_with_comments_and_the_same_text(bus: Bus) -> None:
    import io

    from docx import Document

    original = _docx(CONTRACT)
    extract_object(bus.upload(original, "Договор поставки.docx"), bus.deps)
    prescreen_object(bus.derived(BucketRole.TEXT, TEXT_FILE), bus.deps)
    analyze_object(bus.derived(BucketRole.TEXT, PRESCREEN_FILE), bus.deps)
    commented = bus.body(BucketRole.REPORTS, COMMENTED_DOCX)
    assert commented is not None
    before, after = Document(io.BytesIO(original)), Document(io.BytesIO(commented))
    assert [p.text for p in after.paragraphs] == [p.text for p in before.paragraphs]
    manifest = DocumentsManifest.model_validate_json(bus.body(BucketRole.REPORTS, DOCUMENTS_FILE) or b"")
    assert len(list(after.comments)) == manifest.amendments > 0
    names = {f.key: f.name for f in manifest.files}
    assert names[COMMENTED_DOCX] == "Договор поставки — с комментариями.docx"
    assert names[AMENDMENTS_DOCX].startswith("Протокол разногласий — ")


def test_a_document_that_cannot_be_built_costs_the_files_not_the_report(
    bus: Bus, monkeypatch: pytest.MonkeyPatch
) -> None:
    import chalicelib.amendments

    def broken(*_args: object) -> None:
        raise ValueError("no")

    monkeypatch.setattr(chalicelib.amendments, "build_documents", broken)
    bus.run_to_report()
    assert bus.body(BucketRole.REPORTS, REPORT_JSON) is not None
    assert bus.body(BucketRole.REPORTS, DOCUMENTS_FILE) is None


def test_analyze_without_the_text_ends_the_session(bus: Bus) -> None:
    extract_object(bus.upload(CONTRACT.encode()), bus.deps)
    prescreen_object(bus.derived(BucketRole.TEXT, TEXT_FILE), bus.deps)
    bus.storage.delete(bus.deps.bucket(BucketRole.TEXT), f"{OWNER}/{bus.session_id}/{TEXT_FILE}")
    analyze_object(bus.derived(BucketRole.TEXT, PRESCREEN_FILE), bus.deps)
    assert bus.error().reason == "text_missing"


def test_notify_delivers_the_report_once_and_deletes_the_upload(bus: Bus) -> None:
    bus.run_to_report()
    report = bus.derived(BucketRole.REPORTS, REPORT_JSON)
    notify_object(report, bus.deps)
    notify_object(report, bus.deps)
    (delivery,) = bus.notifier.deliveries
    assert delivery.report is not None
    assert {REPORT_JSON, REPORT_MD, REPORT_PDF, DOCUMENTS_FILE, AMENDMENTS_DOCX} <= set(delivery.files)
    assert bus.delivery()["outcome"] == DeliveryOutcome.REPORT
    assert bus.storage.keys(bus.deps.bucket(BucketRole.UPLOADS)) == []
    assert bus.statuses()[-1] is AnalysisStatus.COMPLETED
    assert bus.limits.used[42] == 1


def test_an_error_refunds_the_limit_and_a_later_report_is_not_sent(bus: Bus) -> None:
    bus.run_to_report()
    reports = bus.deps.bucket(BucketRole.REPORTS)
    bus.storage.put(
        reports,
        f"{OWNER}/{bus.session_id}/{ERROR_FILE}",
        ErrorNotice(
            session_id=bus.session_id,
            stage="extract",
            reason="deadline_exceeded",
            message_ru="Анализ занял слишком много времени.",
            message_en="Too slow.",
            created_at=NOW,
        )
        .model_dump_json()
        .encode(),
        metadata=bus.storage.objects[(reports, f"{OWNER}/{bus.session_id}/{REPORT_JSON}")].info.metadata,
    )
    notify_object(bus.derived(BucketRole.REPORTS, ERROR_FILE), bus.deps)
    notify_object(bus.derived(BucketRole.REPORTS, REPORT_JSON), bus.deps)
    (delivery,) = bus.notifier.deliveries
    assert delivery.error is not None and delivery.report is None
    assert bus.delivery()["outcome"] == DeliveryOutcome.ERROR
    assert bus.limits.used[42] == 0
    assert bus.limits.refunded_sessions == {bus.session_id}


def test_a_failed_delivery_keeps_its_claim_so_the_retry_goes_through(bus: Bus) -> None:
    bus.run_to_report()
    bus.notifier.failures_left = 1
    report = bus.derived(BucketRole.REPORTS, REPORT_JSON)
    with pytest.raises(ConnectionError):
        notify_object(report, bus.deps)
    assert bus.delivery()["outcome"] == DeliveryOutcome.CLAIMED
    notify_object(report, bus.deps)
    assert len(bus.notifier.deliveries) == 1
    assert bus.delivery()["outcome"] == DeliveryOutcome.REPORT


def test_a_channel_without_a_notifier_raises_for_redelivery(bus: Bus) -> None:
    bus.run_to_report()
    bus.deps.notifiers = {}
    with pytest.raises(RuntimeError, match="no notifier"):
        notify_object(bus.derived(BucketRole.REPORTS, REPORT_JSON), bus.deps)


def test_dead_letters_end_the_session_or_mark_it_undeliverable(bus: Bus) -> None:
    upload = bus.upload(CONTRACT.encode())
    handle_dead_letter(Stage.EXTRACT, _event_body(upload), bus.deps)
    assert bus.error().reason == "processing_failed"
    notice = bus.derived(BucketRole.REPORTS, ERROR_FILE)
    handle_dead_letter(Stage.NOTIFY, _event_body(notice), bus.deps)
    assert bus.delivery()["outcome"] == DeliveryOutcome.UNDELIVERABLE
    assert bus.limits.used[42] == 0


def test_a_google_docs_link_that_never_comes_through_says_what_to_check(bus: Bus) -> None:
    """Google timing out on every retry is not «технический сбой»: the user is told what to check."""

    def unreachable(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectTimeout("injected", request=request)

    bus.deps.http_client = httpx.Client(transport=httpx.MockTransport(unreachable))
    link = b"https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit?usp=sharing"
    upload = bus.upload(link, filename="google-doc.url")
    with pytest.raises(TransientFailure):
        extract_object(upload, bus.deps)
    handle_dead_letter(Stage.EXTRACT, _event_body(upload), bus.deps)
    notice = bus.error()
    assert notice.reason == "link_unreachable"
    assert "Все, у кого есть ссылка" in notice.message_ru and "попробуйте" in notice.message_ru
    assert "технического сбоя" not in notice.message_ru
    notify_object(bus.derived(BucketRole.REPORTS, ERROR_FILE), bus.deps)
    assert [d.error.reason for d in bus.notifier.deliveries if d.error] == ["link_unreachable"]
    assert bus.limits.used[42] == 0


def test_a_dead_lettered_duplicate_of_an_answered_session_changes_nothing(bus: Bus) -> None:
    """Found by chaos: a duplicate notify message that failed every try refunded a delivered report."""
    bus.run_to_report()
    report = bus.derived(BucketRole.REPORTS, REPORT_JSON)
    notify_object(report, bus.deps)
    handle_dead_letter(Stage.NOTIFY, _event_body(report), bus.deps)
    assert bus.delivery()["outcome"] == DeliveryOutcome.REPORT
    assert bus.limits.used[42] == 1 and not bus.limits.refunded_sessions


def test_the_sweeper_fails_stuck_sessions_and_clears_answered_uploads(bus: Bus) -> None:
    bus.upload(CONTRACT.encode())
    assert sweep_stuck_sessions(bus.deps) == 0
    bus.deps.clock = lambda: NOW + timedelta(seconds=bus.deps.settings.session_deadline_seconds + 1)
    assert sweep_stuck_sessions(bus.deps) == 1
    assert bus.error().reason == "deadline_exceeded"
    assert sweep_stuck_sessions(bus.deps) == 0
    notify_object(bus.derived(BucketRole.REPORTS, ERROR_FILE), bus.deps)
    bus.upload(b"again")  # the upload is back (a late retry put it there)
    sweep_stuck_sessions(bus.deps)
    assert bus.storage.keys(bus.deps.bucket(BucketRole.UPLOADS)) == []


def test_a_message_runs_each_object_once_and_drops_what_is_not_an_s3_event(bus: Bus) -> None:
    body = _event_body(bus.upload(CONTRACT.encode()))
    handle_stage_message(Stage.EXTRACT, body, bus.deps, None)
    bus.storage.delete(bus.deps.bucket(BucketRole.TEXT), f"{OWNER}/{bus.session_id}/{TEXT_FILE}")
    handle_stage_message(Stage.EXTRACT, body, bus.deps, None)
    assert bus.body(BucketRole.TEXT, TEXT_FILE) is None  # the guard remembered the object
    handle_stage_message(Stage.EXTRACT, "not json", bus.deps, None)


def _event_body(ref: ObjectRef) -> str:
    record = {
        "eventName": "ObjectCreated:Put",
        "s3": {
            "bucket": {"name": ref.bucket},
            "object": {"key": ref.key, "eTag": ref.etag, "size": ref.size},
        },
    }
    return json.dumps({"Records": [record]})


class _StorageDownFor:
    """S3 answering ``failures`` calls with a connection error (past botocore's retries), then fine."""

    def __init__(self, inner: InMemoryObjectStore, failures: int, error: Exception) -> None:
        self.inner, self.failures, self.error = inner, failures, error

    def __getattr__(self, name: str) -> object:
        call = getattr(self.inner, name)

        def flaky(*args: object, **kwargs: object) -> object:
            if self.failures > 0:
                self.failures -= 1
                raise self.error
            return call(*args, **kwargs)

        return flaky


def test_a_stage_rides_out_a_short_s3_outage_in_the_same_invocation(bus: Bus) -> None:
    """Found by chaos: three receives were too few under a bad minute of S3; the stage now tries again."""
    upload = bus.upload(CONTRACT.encode())
    bus.deps.storage = _StorageDownFor(bus.storage, 2, ConnectionError("S3 unreachable"))  # type: ignore[assignment]
    handle_stage_message(Stage.EXTRACT, _event_body(upload), bus.deps, None)
    assert bus.body(BucketRole.TEXT, TEXT_FILE) is not None


def test_a_failure_that_is_not_transient_is_not_run_again(bus: Bus) -> None:
    upload = bus.upload(CONTRACT.encode())
    flaky = _StorageDownFor(bus.storage, 1, RuntimeError("a bug"))
    bus.deps.storage = flaky  # type: ignore[assignment]
    with pytest.raises(RuntimeError, match="a bug"):
        handle_stage_message(Stage.EXTRACT, _event_body(upload), bus.deps, None)
    assert flaky.failures == 0


def test_an_outage_longer_than_the_retries_goes_back_to_the_queue(bus: Bus) -> None:
    upload = bus.upload(CONTRACT.encode())
    retries = bus.deps.settings.stage_transient_retries
    bus.deps.storage = _StorageDownFor(bus.storage, retries + 1, ConnectionError("down"))  # type: ignore[assignment]
    with pytest.raises(ConnectionError):
        handle_stage_message(Stage.EXTRACT, _event_body(upload), bus.deps, None)


class _BlipStorage:
    """S3 whose calls fail (past botocore's retries) whenever the test arms a blip, a call at a time."""

    def __init__(self, inner: InMemoryObjectStore) -> None:
        self.inner, self.blips = inner, 0
        self.failing_puts: Counter[str] = Counter()  # object name → how many of its next puts fail

    def __getattr__(self, name: str) -> object:
        call = getattr(self.inner, name)

        def flaky(*args: object, **kwargs: object) -> object:
            if self.blips > 0:
                self.blips -= 1
                raise ConnectionError("S3 unreachable")
            object_name = str(args[1]).rsplit("/", 1)[-1] if name == "put" else ""
            if self.failing_puts[object_name] > 0:
                self.failing_puts[object_name] -= 1
                raise ConnectionError("S3 unreachable")
            return call(*args, **kwargs)

        return flaky


class _DiesAfterSending(RecordingNotifier):
    """A channel that takes the answer, then the process dies before the send returns (Lambda killed)."""

    def __init__(self, deaths: int) -> None:
        super().__init__()
        self.deaths = deaths

    def deliver(self, delivery: Delivery) -> None:
        super().deliver(delivery)
        if self.deaths > 0:
            self.deaths -= 1
            raise _ProcessKilled("killed after the answer went out")


class _ProcessKilled(RuntimeError):
    pass


def _every_receive_then_dead_letter(bus: Bus, ref: ObjectRef, storage: _BlipStorage) -> int:
    """Play SQS: every receive after the first meets an S3 fault at its start; after the last receive that
    failed, the dead-letter handler. Returns how many receives failed."""
    failed = 0
    for receive in range(bus.deps.topology.max_receive_count(Stage.NOTIFY)):
        storage.blips = 1 if receive else 0
        try:
            handle_stage_message(Stage.NOTIFY, _event_body(ref), bus.deps, None)
        except Exception:
            failed += 1
    if failed == bus.deps.topology.max_receive_count(Stage.NOTIFY):
        handle_dead_letter(Stage.NOTIFY, _event_body(ref), bus.deps)
    return failed


def test_a_sent_report_whose_record_failed_is_neither_sent_again_nor_refunded(bus: Bus) -> None:
    """Found by chaos at 2,000 documents: the answer went out, S3 refused delivery.json, and every later
    receive met an S3 fault before it could see the claim; the dead letter refunded a delivered report.
    Retrying the whole of notify (925194a) sent it again instead: only the record is retried."""
    bus.run_to_report()
    report = bus.derived(BucketRole.REPORTS, REPORT_JSON)
    storage = _BlipStorage(bus.storage)
    # More failures than the steps before the send ride out: an answer that is out is worth waiting for.
    storage.failing_puts[DELIVERY_FILE] = bus.deps.settings.stage_transient_retries + 1
    bus.deps.storage = storage  # type: ignore[assignment]
    bus.deps.guards[Stage.NOTIFY] = InMemoryIdempotencyGuard()
    _every_receive_then_dead_letter(bus, report, storage)
    assert len(bus.notifier.deliveries) == 1
    assert bus.delivery()["outcome"] == DeliveryOutcome.REPORT
    assert bus.limits.used[42] == 1 and not bus.limits.refunded_sessions


def test_a_process_killed_after_sending_resends_once_and_never_refunds_the_report() -> None:
    """The at-least-once window: the answer went out and the process died; the next receive sends it again
    (past an S3 fault at its start) and records it, so the dead-letter handler never sees the claim."""
    bus = Bus()
    bus.notifier = _DiesAfterSending(deaths=1)
    bus.deps.notifiers = {"telegram": bus.notifier}
    bus.run_to_report()
    storage = _BlipStorage(bus.storage)
    bus.deps.storage = storage  # type: ignore[assignment]
    assert _every_receive_then_dead_letter(bus, bus.derived(BucketRole.REPORTS, REPORT_JSON), storage) == 1
    assert len(bus.notifier.deliveries) == 2
    assert bus.delivery()["outcome"] == DeliveryOutcome.REPORT
    assert bus.limits.used[42] == 1 and not bus.limits.refunded_sessions


def test_a_channel_that_fails_every_receive_ends_undeliverable_and_refunded(bus: Bus) -> None:
    """The send runs once per receive (the queue's back-off is the channel's); after the last one the
    dead-letter handler gives the unit back: the user never got the report."""
    bus.run_to_report()
    bus.notifier.failures_left = 100
    storage = _BlipStorage(bus.storage)
    bus.deps.storage = storage  # type: ignore[assignment]
    receives = bus.deps.topology.max_receive_count(Stage.NOTIFY)
    assert (
        _every_receive_then_dead_letter(bus, bus.derived(BucketRole.REPORTS, REPORT_JSON), storage)
        == receives
    )
    assert bus.notifier.failures_left == 100 - receives
    assert not bus.notifier.deliveries
    assert bus.delivery()["outcome"] == DeliveryOutcome.UNDELIVERABLE
    assert bus.limits.used[42] == 0 and bus.limits.refunded_sessions == {bus.session_id}
