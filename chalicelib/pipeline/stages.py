"""Stage logic: each reads the object that fired it, does one job and persists the hand-over object.

Every stage is idempotent twice over: a Redis guard per (bucket, key, ETag) stops concurrent duplicates,
and each stage first looks for its own output (or the session's end) in S3, the source of truth. Permanent
failures end the session with ``error.json``; anything else raises, so the queue redelivers and finally
dead-letters the message, whose handler ends the session.

Heavy packages (extraction, prescreen, analysis, reporting) are imported inside the stage that needs them,
so no function pays for another's imports on a cold start.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import timedelta
from typing import Any
from urllib.parse import unquote

from chalicelib.errors import PermanentFailure
from chalicelib.keys import InvalidKey, UploadKey, owner_kind, parse_derived_key, parse_upload_key
from chalicelib.models import ErrorNotice, PrescreenResult, Report, SourceInfo
from chalicelib.observability import logger
from chalicelib.pipeline.events import MalformedEvent, ObjectRef, parse_s3_event
from chalicelib.pipeline.messages import failure
from chalicelib.pipeline.session import PipelineDeps, SessionMeta
from chalicelib.ports import AnalysisStatus, Delivery, ObjectInfo
from chalicelib.topology import (
    DELIVERY_FILE,
    ERROR_FILE,
    PRESCREEN_FILE,
    REPORT_JSON,
    REPORT_MD,
    REPORT_PDF,
    TEXT_FILE,
    BucketRole,
    Stage,
)

StageAction = Callable[[ObjectRef, PipelineDeps], None]
CLAIMED = (
    "claimed"  # delivery.json outcome while the answer is going out; then report, error or undeliverable
)


# --- entry points ------------------------------------------------------------------------------------------


def handle_stage_message(stage: Stage, body: str, deps: PipelineDeps, context: Any) -> None:
    """One SQS message of a stage queue: run the stage once per created object it names."""
    action = STAGE_ACTIONS[stage]
    for ref in _object_refs(body, stage):

        def run(_data: dict[str, str], ref: ObjectRef = ref) -> None:
            action(ref, deps)

        deps.guards[stage].run_once(ref.as_idempotency_data(), run, context)


def handle_dead_letter(stage: Stage, body: str, deps: PipelineDeps) -> None:
    """A message that failed every attempt: end its session so that the user hears about it."""
    for ref in _object_refs(body, stage):
        logger.error("dead letter", extra={"stage": stage.value, "bucket": ref.bucket})
        if stage is Stage.NOTIFY:
            _mark_undeliverable(ref, deps)
            continue
        meta = _meta_for_any_object(ref, deps)
        if meta is not None:
            _write_error(meta, stage, failure("processing_failed"), deps)


def sweep_stuck_sessions(deps: PipelineDeps) -> int:
    """Fail sessions whose upload is older than the deadline and has no outcome; returns how many."""
    deadline = deps.clock() - timedelta(seconds=deps.settings.session_deadline_seconds)
    failed = 0
    for info in deps.storage.list(deps.bucket(BucketRole.UPLOADS)):
        if info.last_modified > deadline:
            continue
        meta = _meta_for_upload_object(info, deps)
        if meta is None:
            continue
        if _session_answered(meta, deps):
            deps.storage.delete(info.bucket, info.key)
        elif not _session_has_outcome(meta, deps):
            _write_error(meta, Stage.EXTRACT, failure("deadline_exceeded"), deps)
            failed += 1
    return failed


# --- the four stages ---------------------------------------------------------------------------------------


def extract_object(ref: ObjectRef, deps: PipelineDeps) -> None:
    if deps.topology.role_of_bucket(ref.bucket) is not BucketRole.UPLOADS:
        return
    info = deps.storage.head(ref.bucket, ref.key)
    if info is None:
        logger.info("upload already gone")
        return
    meta = _meta_for_upload_object(info, deps)
    if meta is None or _session_has_outcome(meta, deps) or _exists(deps, BucketRole.TEXT, meta, TEXT_FILE):
        return
    deps.progress.update(meta.session_id, AnalysisStatus.PARSING, meta.accepted_at)
    from chalicelib.extraction import ExtractionLimits, extract_document, rejections

    if info.size > deps.settings.max_file_bytes:
        _write_error(meta, Stage.EXTRACT, rejections.file_too_large(deps.settings.max_file_bytes), deps)
        return
    stored = deps.storage.get(ref.bucket, ref.key)
    if stored is None:
        return

    try:
        document = extract_document(
            stored.body,
            meta.filename,
            ExtractionLimits.from_settings(deps.settings),
            http_client=deps.http_client,
        )
    except PermanentFailure as rejection:
        _write_error(meta, Stage.EXTRACT, rejection, deps)
        return
    facts = meta.with_facts(
        pages=str(document.pages),
        chars=str(document.chars),
        ocr_used=str(document.ocr_used).lower(),
        ocr_pages=str(document.ocr_pages),
        language=document.language,
        format=document.detected_format,
    )
    logger.info(
        "extracted", extra={"pages": document.pages, "chars": document.chars, "ocr": document.ocr_used}
    )
    _put(deps, BucketRole.TEXT, facts, TEXT_FILE, document.markdown.encode())


def prescreen_object(ref: ObjectRef, deps: PipelineDeps) -> None:
    stored = _derived_object(ref, deps, BucketRole.TEXT, TEXT_FILE)
    if stored is None:
        return
    meta, body = stored
    if _session_has_outcome(meta, deps) or _exists(deps, BucketRole.TEXT, meta, PRESCREEN_FILE):
        return
    deps.progress.update(meta.session_id, AnalysisStatus.CHUNKING, meta.accepted_at)
    from chalicelib.prescreen import PrescreenConfig, run_prescreen

    fallback = deps.llm if deps.settings.prescreen_llm_fallback_enabled else None
    result = run_prescreen(body.decode("utf-8"), PrescreenConfig.from_settings(deps.settings), fallback)
    logger.info(
        "prescreened", extra={"contract_type": result.contract_type, "routing": result.routing_decision}
    )
    _put(deps, BucketRole.TEXT, meta, PRESCREEN_FILE, result.model_dump_json(indent=2).encode())


def analyze_object(ref: ObjectRef, deps: PipelineDeps) -> None:
    stored = _derived_object(ref, deps, BucketRole.TEXT, PRESCREEN_FILE)
    if stored is None:
        return
    meta, body = stored
    if _session_has_outcome(meta, deps):
        return
    text = deps.storage.get(deps.bucket(BucketRole.TEXT), meta.derived(TEXT_FILE).key)
    if text is None:
        _write_error(meta, Stage.ANALYZE, failure("text_missing"), deps)
        return
    prescreen = PrescreenResult.model_validate_json(body)
    try:
        report = _build_report(meta, text.body.decode("utf-8"), prescreen, deps)
    except PermanentFailure as problem:
        _write_error(meta, Stage.ANALYZE, problem, deps)
        return
    deps.progress.update(meta.session_id, AnalysisStatus.GENERATING_REPORT, meta.accepted_at)
    from chalicelib.reporting import render_markdown, render_pdf

    _put(deps, BucketRole.REPORTS, meta, REPORT_MD, render_markdown(report).encode())
    _put(deps, BucketRole.REPORTS, meta, REPORT_PDF, render_pdf(report))
    # report.json last: it fires notify, so the other files must already be there.
    _put(deps, BucketRole.REPORTS, meta, REPORT_JSON, report.model_dump_json(indent=2).encode())
    logger.info("report written", extra={"findings": len(report.findings), "risk_score": report.risk_score})


def notify_object(ref: ObjectRef, deps: PipelineDeps) -> None:
    try:
        key = parse_derived_key(ref.key)
    except InvalidKey:
        logger.error("unroutable report key")
        return
    if key.name not in (REPORT_JSON, ERROR_FILE):
        return
    stored = deps.storage.get(ref.bucket, ref.key)
    if stored is None:
        return
    meta = SessionMeta.from_metadata(stored.info.metadata)
    logger.set_correlation_id(meta.session_id)
    if not _claim_delivery(meta, ref.key, deps):
        logger.info("session already answered")
        return
    delivery = _delivery_for(meta, key.name, stored.body, deps)
    notifier = deps.notifiers.get(meta.channel)
    if notifier is None:
        raise RuntimeError(f"no notifier configured for channel {meta.channel!r}")
    if delivery.error is not None:
        _refund(meta, deps)
    notifier.deliver(delivery)
    outcome = "report" if delivery.report is not None else "error"
    _put(deps, BucketRole.REPORTS, meta, DELIVERY_FILE, _delivery_record(meta, ref.key, outcome, deps))
    if meta.upload_key:
        deps.storage.delete(deps.bucket(BucketRole.UPLOADS), meta.upload_key)
    status = AnalysisStatus.COMPLETED if delivery.report is not None else AnalysisStatus.FAILED
    deps.progress.update(meta.session_id, status, meta.accepted_at)
    logger.info("delivered", extra={"channel": meta.channel, "outcome": outcome})


STAGE_ACTIONS: dict[Stage, StageAction] = {
    Stage.EXTRACT: extract_object,
    Stage.PRESCREEN: prescreen_object,
    Stage.ANALYZE: analyze_object,
    Stage.NOTIFY: notify_object,
}


# --- helpers -----------------------------------------------------------------------------------------------


def _object_refs(body: str, stage: Stage) -> list[ObjectRef]:
    try:
        return parse_s3_event(body)
    except MalformedEvent:
        # Not an S3 event: nothing was accepted through it, and no retry can make it one.
        logger.error("dropping a message that is not an S3 event", extra={"stage": stage.value})
        return []


def _build_report(meta: SessionMeta, markdown: str, prescreen: PrescreenResult, deps: PipelineDeps) -> Report:
    from chalicelib.analysis import analyze_contract

    def on_progress(step: str) -> None:
        deps.progress.update(meta.session_id, AnalysisStatus(step), meta.accepted_at)

    facts = meta.facts
    outcome = analyze_contract(
        markdown,
        prescreen,
        deps.llm,
        on_progress=on_progress,
        settings=deps.settings,
        side=unquote(facts.get("side", "")) or None,
    )
    source = SourceInfo(
        filename=meta.filename,
        pages=int(facts.get("pages", "0")),
        chars=int(facts.get("chars", str(len(markdown)))),
        ocr_used=facts.get("ocr-used") == "true",
        language=facts.get("language", "unknown"),
    )
    return outcome.to_report(
        session_id=meta.session_id, source=source, prescreen=prescreen, generated_at=deps.clock()
    )


def _delivery_for(meta: SessionMeta, name: str, body: bytes, deps: PipelineDeps) -> Delivery:
    if name == ERROR_FILE:
        notice = ErrorNotice.model_validate_json(body)
        return Delivery(
            meta.session_id,
            meta.owner,
            meta.channel,
            meta.to_metadata(),
            error=notice,
            files={ERROR_FILE: body},
        )
    files = {REPORT_JSON: body}
    reports = deps.bucket(BucketRole.REPORTS)
    for extra in (REPORT_MD, REPORT_PDF):
        rendered = deps.storage.get(reports, meta.derived(extra).key)
        if rendered is not None:
            files[extra] = rendered.body
    report = Report.model_validate_json(body)
    return Delivery(meta.session_id, meta.owner, meta.channel, meta.to_metadata(), report=report, files=files)


def _claim_delivery(meta: SessionMeta, object_key: str, deps: PipelineDeps) -> bool:
    """Make this object the one that answers the session (a report and a sweeper's error may both exist).

    The claim is a conditional create of ``delivery.json``; a retry of the claiming object may go on
    until the record says the answer went out, any other object of the session stops here.
    """
    reports = deps.bucket(BucketRole.REPORTS)
    record_key = meta.derived(DELIVERY_FILE).key
    claim = _delivery_record(meta, object_key, CLAIMED, deps)
    if deps.storage.put_if_absent(reports, record_key, claim, metadata=meta.to_metadata()):
        return True
    existing = deps.storage.get(reports, record_key)
    if existing is None:
        return False
    record = json.loads(existing.body)
    return bool(record.get("object") == object_key and record.get("outcome") == CLAIMED)


def _delivery_record(meta: SessionMeta, object_key: str, outcome: str, deps: PipelineDeps) -> bytes:
    record = {
        "session_id": meta.session_id,
        "channel": meta.channel,
        "object": object_key,
        "outcome": outcome,
    }
    return json.dumps(record | {"at": deps.clock().isoformat()}).encode()


def _refund(meta: SessionMeta, deps: PipelineDeps) -> None:
    if deps.limits is None or meta.channel != "telegram":
        return
    telegram_id = int(meta.owner.removeprefix("tg-"))
    if deps.limits.refund_once(telegram_id, meta.session_id):
        logger.info("daily limit refunded")


def _mark_undeliverable(ref: ObjectRef, deps: PipelineDeps) -> None:
    stored = deps.storage.head(ref.bucket, ref.key)
    if stored is None or "session-id" not in stored.metadata:
        return
    meta = SessionMeta.from_metadata(stored.metadata)
    _refund(meta, deps)
    _put(
        deps, BucketRole.REPORTS, meta, DELIVERY_FILE, _delivery_record(meta, ref.key, "undeliverable", deps)
    )
    deps.progress.update(meta.session_id, AnalysisStatus.FAILED, meta.accepted_at)


def _write_error(meta: SessionMeta, stage: Stage, problem: PermanentFailure, deps: PipelineDeps) -> None:
    if _session_has_outcome(meta, deps):
        return
    notice = ErrorNotice(
        session_id=meta.session_id,
        stage=stage.value,
        reason=problem.reason,
        message_ru=problem.message_ru,
        message_en=problem.message_en,
        created_at=deps.clock(),
    )
    logger.warning("session failed", extra={"stage": stage.value, "reason": problem.reason})
    _put(deps, BucketRole.REPORTS, meta, ERROR_FILE, notice.model_dump_json(indent=2).encode())
    deps.progress.update(meta.session_id, AnalysisStatus.FAILED, meta.accepted_at)


def _meta_for_upload_object(info: ObjectInfo, deps: PipelineDeps) -> SessionMeta | None:
    try:
        upload = parse_upload_key(info.key, info.etag)
    except InvalidKey as problem:
        logger.error("unroutable upload key", extra={"problem": str(problem)})
        return None
    metadata = info.metadata or (deps.storage.head(info.bucket, info.key) or info).metadata
    meta = _upload_meta(upload, info, metadata)
    logger.set_correlation_id(meta.session_id)
    return meta


def _upload_meta(upload: UploadKey, info: ObjectInfo, metadata: Any) -> SessionMeta:
    accepted_at = metadata.get("accepted-at") or f"{info.last_modified.timestamp():.3f}"
    return SessionMeta(
        session_id=upload.session_id,
        owner=upload.owner,
        channel=metadata.get("channel") or owner_kind(upload.owner),
        filename=metadata.get("filename") or upload.filename,
        upload_key=upload.key if upload.timestamp else info.key,
        accepted_at=float(accepted_at),
        chat_id=metadata.get("chat-id", ""),
    )


def _meta_for_any_object(ref: ObjectRef, deps: PipelineDeps) -> SessionMeta | None:
    if deps.topology.role_of_bucket(ref.bucket) is BucketRole.UPLOADS:
        info = deps.storage.head(ref.bucket, ref.key)
        return None if info is None else _meta_for_upload_object(info, deps)
    derived = deps.storage.head(ref.bucket, ref.key)
    if derived is None or "session-id" not in derived.metadata:
        return None
    return SessionMeta.from_metadata(derived.metadata)


def _derived_object(
    ref: ObjectRef, deps: PipelineDeps, role: BucketRole, name: str
) -> tuple[SessionMeta, bytes] | None:
    try:
        key = parse_derived_key(ref.key)
    except InvalidKey:
        logger.error("unroutable derived key")
        return None
    if key.name != name or deps.topology.role_of_bucket(ref.bucket) is not role:
        return None
    stored = deps.storage.get(ref.bucket, ref.key)
    if stored is None:
        return None
    meta = SessionMeta.from_metadata(stored.info.metadata)
    logger.set_correlation_id(meta.session_id)
    return meta, stored.body


def _session_answered(meta: SessionMeta, deps: PipelineDeps) -> bool:
    stored = deps.storage.get(deps.bucket(BucketRole.REPORTS), meta.derived(DELIVERY_FILE).key)
    return stored is not None and json.loads(stored.body).get("outcome") != CLAIMED


def _session_has_outcome(meta: SessionMeta, deps: PipelineDeps) -> bool:
    return _exists(deps, BucketRole.REPORTS, meta, REPORT_JSON) or _exists(
        deps, BucketRole.REPORTS, meta, ERROR_FILE
    )


def _exists(deps: PipelineDeps, role: BucketRole, meta: SessionMeta, name: str) -> bool:
    return deps.storage.head(deps.bucket(role), meta.derived(name).key) is not None


_CONTENT_TYPES = {
    ".md": "text/markdown; charset=utf-8",
    ".json": "application/json",
    ".pdf": "application/pdf",
}


def _put(deps: PipelineDeps, role: BucketRole, meta: SessionMeta, name: str, body: bytes) -> None:
    content_type = _CONTENT_TYPES[name[name.rindex(".") :]]
    deps.storage.put(
        deps.bucket(role),
        meta.derived(name).key,
        body,
        metadata=meta.to_metadata(),
        content_type=content_type,
    )
