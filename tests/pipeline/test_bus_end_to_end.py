"""The whole bus in-process (moto S3+SQS with real notifications, the real Redis, the rules provider).

Files go in through the upload bucket exactly as a channel puts them; reports come out of the reports
bucket and through the channel's notifier.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import jsonschema
import pytest
import redis
from support import DATA, ROOT, BusDriver, load_event

import app
from chalicelib.keys import DELIVERY_FILE, ERROR_FILE, PRESCREEN_FILE, REPORT_JSON, REPORT_MD, REPORT_PDF
from chalicelib.models import ErrorNotice
from chalicelib.pipeline.stages import sweep_stuck_sessions
from chalicelib.topology import BucketRole, Stage
from scripts.make_samples import render_docx, render_pdf

RU_TEXT = (ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8")
EN_TEXT = (DATA / "services_agreement_en.md").read_text(encoding="utf-8")
REPORT_SCHEMA = json.loads(
    (ROOT / "chalicelib" / "schemas" / "report.schema.json").read_text(encoding="utf-8")
)
ERROR_SCHEMA = json.loads((ROOT / "chalicelib" / "schemas" / "error.schema.json").read_text(encoding="utf-8"))

pytestmark = pytest.mark.slow

RENDERERS: dict[str, Callable[[str], bytes]] = {
    "pdf": render_pdf,
    "docx": render_docx,
    "txt": lambda text: text.encode("utf-8"),
}


def assert_valid_report(driver: BusDriver, session_id: str) -> dict[str, object]:
    body = driver.read_report_object(session_id, REPORT_JSON)
    assert body is not None
    document = json.loads(body)
    jsonschema.validate(document, REPORT_SCHEMA)
    assert document["disclaimer"] == "Отчёт не заменяет консультацию юриста.", "one language per document"
    assert (
        "Отчёт не заменяет консультацию юриста"
        in (driver.read_report_object(session_id, REPORT_MD) or b"").decode()
    )
    assert (driver.read_report_object(session_id, REPORT_PDF) or b"").startswith(b"%PDF")
    return document


@pytest.mark.parametrize("file_format", sorted(RENDERERS))
def test_a_russian_contract_goes_through_every_stage(driver: BusDriver, file_format: str) -> None:
    session_id, upload_key = driver.submit(f"договор поставки.{file_format}", RENDERERS[file_format](RU_TEXT))
    driver.run_until_delivered(session_id)

    report = assert_valid_report(driver, session_id)
    prescreen = report["prescreen"]
    assert isinstance(prescreen, dict)
    assert prescreen["contract_type"] == "supply"
    assert prescreen["currency"] == "RUB"
    assert prescreen["total_amount"] == 4_800_000
    categories = {finding["category"] for finding in report["findings"]}  # type: ignore[attr-defined]
    assert {
        "penalty",
        "prepayment",
        "unilateral_change",
        "auto_renewal",
        "termination_for_convenience",
    } <= categories
    source = report["source"]
    assert isinstance(source, dict) and source["language"] == "ru"
    pages = {finding["page"] for finding in report["findings"]}  # type: ignore[attr-defined]
    assert pages == {None} if file_format != "pdf" else None not in pages  # DOCX and text have no pages

    (delivery,) = driver.notifier.deliveries
    assert delivery.report is not None and delivery.report.session_id == session_id
    assert {REPORT_JSON, REPORT_MD, REPORT_PDF, "documents.json", "amendments.docx"} <= set(delivery.files)
    assert set(delivery.files) - {REPORT_JSON, REPORT_MD, REPORT_PDF} <= {
        "documents.json",
        "amendments.docx",
        "commented.docx",
        "deadlines.ics",
    }
    uploads = driver.bus.deps.bucket(BucketRole.UPLOADS)
    assert driver.bus.deps.storage.head(uploads, upload_key) is None, "the upload is transit data"
    snapshot = driver.bus.deps.progress.read(session_id)
    assert snapshot is not None and snapshot.percent == 100 and snapshot.status.value == "COMPLETED"


def test_an_english_contract_is_analysed_in_english(driver: BusDriver) -> None:
    session_id, _ = driver.submit("msa.pdf", render_pdf(EN_TEXT), owner="cli-local", channel="cli")
    driver.run_until_delivered(session_id, owner="cli-local")
    report = driver.report(session_id, owner="cli-local")
    assert report.source.language == "en"
    assert report.prescreen.currency == "USD"
    assert {"liability_cap", "termination_for_convenience", "auto_renewal"} <= {
        f.category for f in report.findings
    }


def test_a_duplicate_delivery_does_not_produce_a_second_report(driver: BusDriver) -> None:
    session_id, upload_key = driver.submit("договор.txt", RU_TEXT.encode())
    driver.run_until_delivered(session_id)
    first_report = driver.read_report_object(session_id, REPORT_JSON)

    uploads = driver.bus.deps.bucket(BucketRole.UPLOADS)
    driver.bus.deps.storage.put(uploads, upload_key, RU_TEXT.encode(), metadata={"channel": "telegram"})
    for stage, name in (
        (Stage.PRESCREEN, "text.md"),
        (Stage.ANALYZE, PRESCREEN_FILE),
        (Stage.NOTIFY, REPORT_JSON),
    ):
        bucket = driver.bus.deps.bucket(BucketRole.REPORTS if stage is Stage.NOTIFY else BucketRole.TEXT)
        event = load_event("sqs_text_created.json")
        body = json.loads(event["Records"][0]["body"])
        body["Records"][0]["s3"]["bucket"]["name"] = bucket
        body["Records"][0]["s3"]["object"]["key"] = f"tg-42/{session_id}/{name}"
        event["Records"][0]["body"] = json.dumps(body)
        getattr(app, stage.value)(event, None)
    driver.bus.dispatcher.drain()

    assert len(driver.notifier.deliveries) == 1
    assert driver.read_report_object(session_id, REPORT_JSON) == first_report
    assert driver.read_report_object(session_id, ERROR_FILE) is None


@pytest.mark.parametrize(
    ("filename", "data", "reason"),
    [
        ("пустой.pdf", b"", "empty_file"),
        ("contract.pdf", b"%PDF-1.7\n" + bytes(range(256)) * 20, "corrupt_file"),
        ("photo.exe", b"MZ\x90\x00" + b"\x00" * 4000, "unsupported_format"),
    ],
)
def test_bad_input_ends_in_an_error_notice_in_russian(
    driver: BusDriver, filename: str, data: bytes, reason: str
) -> None:
    session_id, _ = driver.submit(filename, data)
    driver.run_until_delivered(session_id)
    body = driver.read_report_object(session_id, ERROR_FILE)
    assert body is not None
    jsonschema.validate(json.loads(body), ERROR_SCHEMA)
    notice = driver.error(session_id)
    assert notice.reason == reason
    assert any("а" <= char <= "я" for char in notice.message_ru.lower())
    assert driver.read_report_object(session_id, REPORT_JSON) is None
    (delivery,) = driver.notifier.deliveries
    assert delivery.error is not None and delivery.error.reason == reason


def test_an_oversize_upload_is_refused_before_download(driver: BusDriver) -> None:
    settings = driver.bus.deps.settings
    driver.bus.deps.settings = settings.model_copy(
        update={"extraction": settings.extraction.model_copy(update={"max_file_bytes": 1000})}
    )
    session_id, _ = driver.submit("big.txt", RU_TEXT.encode())
    driver.run_until_delivered(session_id)
    assert driver.error(session_id).reason == "file_too_large"


def test_a_poison_message_is_dead_lettered_into_an_error_notice(
    driver: BusDriver, redis_client: redis.Redis
) -> None:
    session_id, upload_key = driver.submit("договор.txt", RU_TEXT.encode())
    text_bucket = driver.bus.deps.bucket(BucketRole.TEXT)
    metadata = {
        "session-id": session_id,
        "owner": "tg-42",
        "channel": "telegram",
        "upload-key": upload_key,
        "accepted-at": "1",
    }
    # A prescreen.json analyze can never read: every attempt raises until the queue dead-letters it.
    driver.bus.deps.storage.put(
        text_bucket, f"tg-42/{session_id}/{PRESCREEN_FILE}", b"{not json", metadata=metadata
    )
    driver.bus.deps.storage.put(
        text_bucket, f"tg-42/{session_id}/text.md", RU_TEXT.encode(), metadata=metadata
    )
    redis_client.set("limit:42:daily", 3)
    driver.run_until_delivered(session_id)

    notice = driver.error(session_id)
    assert notice.reason == "processing_failed"
    assert notice.stage == "analyze"
    assert driver.bus.dispatcher.failures >= driver.bus.deps.settings.sqs_max_receive_count
    assert redis_client.get("limit:42:daily") == "2", "the consumed analysis is refunded once"
    assert [d.error.reason for d in driver.notifier.deliveries if d.error] == ["processing_failed"]


def test_a_flaky_channel_is_retried_until_it_delivers_once(driver: BusDriver) -> None:
    driver.notifier.failures_left = 2
    session_id, _ = driver.submit("договор.txt", RU_TEXT.encode())
    driver.run_until_delivered(session_id)
    assert len(driver.notifier.deliveries) == 1
    delivery_record = json.loads(driver.read_report_object(session_id, DELIVERY_FILE) or b"{}")
    assert delivery_record["outcome"] == "report"


def test_the_sweeper_fails_sessions_stuck_past_their_deadline(driver: BusDriver) -> None:
    session_id, _ = driver.submit("stuck.txt", RU_TEXT.encode())
    # Nothing dispatches: the session is stuck. A sweeper running after the deadline ends it.
    deps = driver.bus.deps
    later = deps.clock() + timedelta(seconds=deps.settings.session_deadline_seconds + 1)
    deps.clock = lambda: later
    assert sweep_stuck_sessions(deps) == 1
    assert sweep_stuck_sessions(deps) == 0
    assert driver.error(session_id).reason == "deadline_exceeded"


def test_every_redis_key_the_pipeline_leaves_has_a_ttl(driver: BusDriver, redis_client: redis.Redis) -> None:
    session_id, _ = driver.submit("договор.txt", RU_TEXT.encode())
    driver.run_until_delivered(session_id)
    keys = list(redis_client.scan_iter("*"))
    assert keys, "the pipeline should have written progress and idempotency records"
    assert [key for key in keys if redis_client.ttl(key) < 0] == []


def test_a_channel_that_never_answers_ends_undeliverable_and_refunds(
    driver: BusDriver, redis_client: redis.Redis
) -> None:
    driver.notifier.failures_left = 1000
    redis_client.set("limit:42:daily", 1)
    session_id, _ = driver.submit("договор.txt", RU_TEXT.encode())
    driver.run_until_delivered(session_id)
    record = json.loads(driver.read_report_object(session_id, DELIVERY_FILE) or b"{}")
    assert record["outcome"] == "undeliverable"
    assert driver.notifier.deliveries == []
    assert redis_client.get("limit:42:daily") == "0"
    assert driver.read_report_object(session_id, ERROR_FILE) is None, "no error notice loop on a dead channel"


def test_a_late_second_outcome_for_an_answered_session_is_not_sent(driver: BusDriver) -> None:
    session_id, _ = driver.submit("договор.txt", RU_TEXT.encode())
    driver.run_until_delivered(session_id)
    reports = driver.bus.deps.bucket(BucketRole.REPORTS)
    report_object = driver.bus.deps.storage.get(reports, driver.reports_key(session_id, REPORT_JSON))
    assert report_object is not None
    # A sweeper that judged the session stuck just before the report landed writes its error.json too.
    notice = ErrorNotice(
        session_id=session_id,
        stage="extract",
        reason="deadline_exceeded",
        message_ru="Долго.",
        message_en="Slow.",
        created_at=datetime.now(UTC),
    )
    driver.bus.deps.storage.put(
        reports,
        driver.reports_key(session_id, ERROR_FILE),
        notice.model_dump_json().encode(),
        metadata=dict(report_object.info.metadata),
    )
    driver.bus.dispatcher.drain()
    assert len(driver.notifier.deliveries) == 1
    record = json.loads(driver.read_report_object(session_id, DELIVERY_FILE) or b"{}")
    assert record["outcome"] == "report"
    assert record["object"].endswith(REPORT_JSON)
