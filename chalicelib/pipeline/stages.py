"""Stage logic: each reads the object that fired it, does one job and persists the hand-over object.

Every stage is idempotent twice over: a Redis guard per (bucket, key, ETag) stops concurrent duplicates,
and each stage first looks for its own output (or the session's end) in S3, the source of truth. Permanent
failures end the session with ``error.json``; anything else raises, so the queue redelivers and finally
dead-letters the message, whose handler ends the session.

Heavy packages (extraction, prescreen, analysis, reporting) are imported inside the stage that needs them,
so no function pays for another's imports on a cold start.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from datetime import timedelta
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import unquote

from chalicelib.errors import ConfigurationError, PermanentFailure
from chalicelib.keys import (
    DOCUMENT_FILES,
    DOCUMENTS_FILE,
    ERROR_FILE,
    PENDING_PRESCREEN_FILE,
    PRESCREEN_FILE,
    REPORT_JSON,
    REPORT_MD,
    REPORT_PDF,
    TEXT_FILE,
    InvalidKey,
    parse_derived_key,
)
from chalicelib.models import ErrorNotice, PrescreenResult, Report, SourceInfo
from chalicelib.observability import logger
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.pipeline.events import MalformedEvent, ObjectRef, parse_s3_event
from chalicelib.pipeline.failures import dead_letter_failure, failure
from chalicelib.pipeline.session_store import DeliveryOutcome, SessionMeta
from chalicelib.ports import AnalysisStatus, Delivery, Metric, Notifier, SideQuestions
from chalicelib.topology import BucketRole, Stage

if TYPE_CHECKING:
    from chalicelib.clauses import ContractModel

StageAction = Callable[[ObjectRef, PipelineDeps], None]
SIDE_WAIT_SECONDS = 120  # how long a Telegram user has to pick a side before the default is taken


# --- entry points ------------------------------------------------------------------------------------------


def handle_stage_message(stage: Stage, body: str, deps: PipelineDeps, context: Any) -> None:
    """One SQS message of a stage queue: run the stage once per created object it names."""
    action = STAGE_ACTIONS[stage]
    # Notify retries its storage steps itself, around a send that must not run twice in one invocation.
    retries = 0 if stage is Stage.NOTIFY else deps.settings.stage_transient_retries
    for ref in _object_refs(body, stage):

        def run(_data: dict[str, str], ref: ObjectRef = ref) -> None:
            try:
                _retrying_transient(lambda: action(ref, deps), deps, retries)
            except ConfigurationError as problem:
                if stage is Stage.NOTIFY:  # no way left to tell the user: the dead-letter queue marks it
                    raise
                _fail_misconfigured(stage, ref, deps, problem)

        started = time.perf_counter()
        deps.guards[stage].run_once(ref.as_idempotency_data(), run, context)
        deps.metrics.add(Metric.STAGE_LATENCY, 1000 * (time.perf_counter() - started), stage=stage.value)


TRANSIENT_RETRY_DELAYS_SECONDS = (0.2, 0.8, 2.0, 4.0, 8.0)
RECORD_AFTER_SEND_RETRIES = len(TRANSIENT_RETRY_DELAYS_SECONDS)
_T = TypeVar("_T")


def _retrying_transient(attempt: Callable[[], _T], deps: PipelineDeps, retries: int) -> _T:
    """Run a step again, after a short pause, when an S3/Redis call failed transiently.

    Every stage checks its own outputs first, so a second run in the same invocation is safe; it runs
    inside the idempotency record, so no concurrent duplicate can start meanwhile. Notify retries only its
    storage steps around the send (see :func:`notify_object`), never the send itself.
    """
    for delay in (*TRANSIENT_RETRY_DELAYS_SECONDS[:retries], None):
        try:
            return attempt()
        except Exception as error:
            if delay is None or not deps.is_transient(error):
                raise
            logger.warning("transient failure, run again", extra={"error": type(error).__name__})
            time.sleep(delay * (0.5 + random.random()))
    raise AssertionError("unreachable: the last attempt returns or raises")


def handle_dead_letter(stage: Stage, body: str, deps: PipelineDeps) -> None:
    """A message that failed every attempt: end its session so that the user hears about it."""
    for ref in _object_refs(body, stage):
        logger.error("dead letter", extra={"stage": stage.value, "bucket": ref.bucket})
        deps.metrics.add(Metric.DEAD_LETTERS, stage=stage.value)
        if stage is Stage.NOTIFY:
            deps.sessions.mark_undeliverable(ref)
            continue
        meta = deps.sessions.meta_of_any(ref)
        if meta is not None:
            deps.sessions.fail(meta, stage, dead_letter_failure(stage is Stage.EXTRACT, meta.filename))


def sweep_stuck_sessions(deps: PipelineDeps) -> int:
    """Fail sessions whose upload is older than the deadline and has no outcome; returns how many."""
    sessions = deps.sessions
    release_waiting_sides(deps)
    deadline = deps.clock() - timedelta(seconds=deps.settings.session_deadline_seconds)
    failed = 0
    for info in deps.storage.list(deps.bucket(BucketRole.UPLOADS)):
        if info.last_modified > deadline:
            continue
        meta = sessions.meta_of_upload(info)
        if meta is None:
            continue
        if sessions.answered(meta):
            deps.storage.delete(info.bucket, info.key)
        elif not sessions.has_outcome(meta):
            sessions.fail(meta, Stage.EXTRACT, failure("deadline_exceeded"))
            failed += 1
    return failed


# --- the four stages ---------------------------------------------------------------------------------------


def extract_object(ref: ObjectRef, deps: PipelineDeps) -> None:
    sessions = deps.sessions
    if deps.topology.role_of_bucket(ref.bucket) is not BucketRole.UPLOADS:
        return
    info = deps.storage.head(ref.bucket, ref.key)
    if info is None:
        logger.info("upload already gone")
        return
    meta = sessions.meta_of_upload(info)
    if (
        meta is None
        or sessions.has_outcome(meta)
        or sessions.exists(BucketRole.TEXT, meta, TEXT_FILE)
        or _partner_upload_refused(meta, ref, deps)
    ):
        return
    _progress(deps, meta, AnalysisStatus.PARSING)
    from chalicelib.extraction import extract_document, rejections

    limits = deps.settings.extraction
    if info.size > limits.max_file_bytes:
        sessions.fail(meta, Stage.EXTRACT, rejections.file_too_large(limits.max_file_bytes))
        return
    stored = deps.storage.get(ref.bucket, ref.key)
    if stored is None:
        return

    try:
        if meta.channel == "telegram" and meta.facts.get("parts"):  # an album or a contract in several files
            from chalicelib.extraction.bundle import extract_parts

            document = extract_parts(stored.body, limits, http_client=deps.http_client)
        else:
            document = extract_document(stored.body, meta.filename, limits, http_client=deps.http_client)
    except PermanentFailure as rejection:
        sessions.fail(meta, Stage.EXTRACT, rejection)
        return
    facts = meta.with_facts(
        pages=str(document.pages),
        chars=str(document.chars),
        ocr_used=str(document.ocr_used).lower(),
        ocr_pages=str(document.ocr_pages),
        ocr_confidence="" if document.ocr_confidence is None else f"{document.ocr_confidence:.1f}",
        language=document.language,
        format=document.detected_format,
    )
    logger.info(
        "extracted", extra={"pages": document.pages, "chars": document.chars, "ocr": document.ocr_used}
    )
    sessions.put(BucketRole.TEXT, facts, TEXT_FILE, document.markdown.encode())
    deps.metrics.add(Metric.DOCUMENTS_PROCESSED, stage=Stage.EXTRACT.value)
    if document.ocr_pages:
        deps.metrics.add(Metric.OCR_PAGES, document.ocr_pages)


def prescreen_object(ref: ObjectRef, deps: PipelineDeps) -> None:
    sessions = deps.sessions
    stored = sessions.read_derived(ref, BucketRole.TEXT, TEXT_FILE)
    if stored is None:
        return
    meta, body = stored
    if (
        sessions.has_outcome(meta)
        or sessions.exists(BucketRole.TEXT, meta, PRESCREEN_FILE)
        or sessions.exists(BucketRole.TEXT, meta, PENDING_PRESCREEN_FILE)
    ):
        return
    _progress(deps, meta, AnalysisStatus.CHUNKING)
    from chalicelib.prescreen import ensure_contract, run_prescreen

    markdown = body.decode("utf-8")
    try:
        ensure_contract(markdown)
    except PermanentFailure as rejection:  # not a contract: a notice, not a report, and no charge
        sessions.fail(meta, Stage.PRESCREEN, rejection)
        return
    fallback = deps.llm if deps.settings.prescreen.llm_fallback_enabled else None
    result = run_prescreen(markdown, deps.settings.prescreen, fallback)
    logger.info(
        "prescreened", extra={"contract_type": result.contract_type, "routing": result.routing_decision}
    )
    body = result.model_dump_json(indent=2).encode()
    asker = deps.notifiers.get(meta.channel)
    if isinstance(asker, SideQuestions) and _side_to_ask(meta, result):
        # The user picks the side first: the answer (or the default) writes prescreen.json, starting analyze.
        sessions.put(BucketRole.TEXT, meta, PENDING_PRESCREEN_FILE, body)
        asker.ask_side(meta.to_metadata(), [role.role for role in result.roles], SIDE_WAIT_SECONDS)
        return
    sessions.put(BucketRole.TEXT, meta, PRESCREEN_FILE, body)
    deps.metrics.add(Metric.DOCUMENTS_PROCESSED, stage=Stage.PRESCREEN.value)


def _progress(deps: PipelineDeps, meta: SessionMeta, status: AnalysisStatus) -> None:
    """A stage advanced; the document's language (extract's fact) lets a chat say so in it."""
    deps.progress.update(meta.session_id, status, meta.accepted_at, meta.facts.get("language"))


def _side_to_ask(meta: SessionMeta, result: PrescreenResult) -> bool:
    return not meta.facts.get("side") and len(result.roles) >= 2


def release_waiting_sides(deps: PipelineDeps) -> int:
    """Sessions whose side question went unanswered for ``SIDE_WAIT_SECONDS``: analyze for the default.

    The default is the first role prescreen lists (the weaker party). Returns how many were released.
    """
    from chalicelib.bot.sides import release_pending

    bucket = deps.bucket(BucketRole.TEXT)
    deadline = deps.clock() - timedelta(seconds=SIDE_WAIT_SECONDS)
    released = 0
    for info in deps.storage.list(bucket):
        if not info.key.endswith("/" + PENDING_PRESCREEN_FILE) or info.last_modified > deadline:
            continue
        stored = deps.storage.get(bucket, info.key)
        if stored is None:
            continue
        roles = PrescreenResult.model_validate_json(stored.body).roles
        side = roles[0].role if roles else "weaker"
        released += release_pending(deps.storage, bucket, stored, side=side)
    return released


def analyze_object(ref: ObjectRef, deps: PipelineDeps) -> None:
    sessions = deps.sessions
    stored = sessions.read_derived(ref, BucketRole.TEXT, PRESCREEN_FILE)
    if stored is None:
        return
    meta, body = stored
    if sessions.has_outcome(meta):
        return
    text = sessions.read(BucketRole.TEXT, meta, TEXT_FILE)
    if text is None:
        sessions.fail(meta, Stage.ANALYZE, failure("text_missing"))
        return
    prescreen = PrescreenResult.model_validate_json(body)
    markdown = text.body.decode("utf-8")
    try:
        report, model = _build_report(meta, markdown, prescreen, deps)
    except PermanentFailure as problem:
        sessions.fail(meta, Stage.ANALYZE, problem)
        return
    _progress(deps, meta, AnalysisStatus.GENERATING_REPORT)
    from chalicelib.reporting import render_markdown, render_pdf

    sessions.put(BucketRole.REPORTS, meta, REPORT_MD, render_markdown(report).encode())
    sessions.put(BucketRole.REPORTS, meta, REPORT_PDF, render_pdf(report))
    _write_documents(meta, report, markdown, model, deps)
    # report.json last: it fires notify, so the other files must already be there.
    sessions.put(BucketRole.REPORTS, meta, REPORT_JSON, report.model_dump_json(indent=2).encode())
    logger.info("report written", extra={"findings": len(report.findings), "risk_score": report.risk_score})
    _count_report(report, deps)


def notify_object(ref: ObjectRef, deps: PipelineDeps) -> None:
    """Answer the session once: claim it, send the answer, record that it went out.

    The storage steps before the send (reading, claiming, the refund of an error) and after it (the
    delivery record, the upload's deletion) each ride out a short S3/Redis fault in this invocation; the
    send itself runs once per receive, so a channel that said "later" keeps the queue's back-off, and an
    answer that went out is never sent again because its record needed a second try. Found by chaos at
    2,000 documents: ten receives spent on S3 faults, the dead-letter handler refunded a delivered report.
    What stays at least once is a process that dies between the send and the record: the next receive
    sends again. The record after the send gets every retry delay (up to ~22 s of notify's 60 s): a record
    given up on costs the user a second copy of the answer.
    """
    retries = deps.settings.stage_transient_retries
    prepared = _retrying_transient(lambda: _prepare_delivery(ref, deps), deps, retries)
    if prepared is None:
        return
    meta, delivery, notifier = prepared
    notifier.deliver(delivery)
    outcome = DeliveryOutcome.REPORT if delivery.report is not None else DeliveryOutcome.ERROR
    _retrying_transient(lambda: _record_delivered(meta, ref, outcome, deps), deps, RECORD_AFTER_SEND_RETRIES)
    deps.metrics.add(Metric.DOCUMENTS_PROCESSED, stage=Stage.NOTIFY.value)
    if meta.accepted_at:
        waited = deps.clock().timestamp() - meta.accepted_at
        deps.metrics.add(Metric.END_TO_END_LATENCY, max(0.0, waited), channel=meta.channel)
    logger.info("delivered", extra={"channel": meta.channel, "outcome": outcome.value})


def _prepare_delivery(ref: ObjectRef, deps: PipelineDeps) -> tuple[SessionMeta, Delivery, Notifier] | None:
    """Everything before the send, safe to run again: None when this object is not the session's answer."""
    sessions = deps.sessions
    try:
        key = parse_derived_key(ref.key)
    except InvalidKey:
        logger.error("unroutable report key")
        return None
    if key.name not in (REPORT_JSON, ERROR_FILE):
        return None
    stored = deps.storage.get(ref.bucket, ref.key)
    if stored is None:
        return None
    meta = SessionMeta.from_metadata(stored.info.metadata)
    logger.set_correlation_id(meta.session_id)
    if not sessions.claim_delivery(meta, ref.key):
        logger.info("session already answered")
        return None
    delivery = _delivery_for(meta, key.name, stored.body, deps)
    notifier = deps.notifiers.get(meta.channel)
    if notifier is None:
        raise RuntimeError(f"no notifier configured for channel {meta.channel!r}")
    if delivery.error is not None:  # both refunds happen at most once per session
        sessions.refund(meta)
        if meta.channel == "partner" and deps.partners is not None:
            deps.partners.refund_failed(meta.owner, meta.session_id, delivery.error.reason)
    return meta, delivery, notifier


def _record_delivered(
    meta: SessionMeta, ref: ObjectRef, outcome: DeliveryOutcome, deps: PipelineDeps
) -> None:
    """Everything after the send, safe to run again: the record first, so that no retry sends again."""
    deps.sessions.record_delivery(meta, ref.key, outcome)
    if meta.upload_key:
        deps.storage.delete(deps.bucket(BucketRole.UPLOADS), meta.upload_key)
    status = AnalysisStatus.COMPLETED if outcome is DeliveryOutcome.REPORT else AnalysisStatus.FAILED
    _progress(deps, meta, status)


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


def _fail_misconfigured(
    stage: Stage, ref: ObjectRef, deps: PipelineDeps, problem: ConfigurationError
) -> None:
    """A deployment fault (a missing secret, a missing layer) is no transient one: retrying cannot fix it,
    so the session ends now with a notice that blames us (not «попробуйте позже») and the log names the
    fix for the operator."""
    logger.error("configuration fault", extra={"stage": stage.value, "fix": str(problem)})
    meta = deps.sessions.meta_of_any(ref)
    if meta is not None:
        deps.sessions.fail(meta, stage, failure("service_misconfigured"))


def _partner_upload_refused(meta: SessionMeta, ref: ObjectRef, deps: PipelineDeps) -> bool:
    """A partner's drop is checked (key grammar, registry, format) and charged before any work."""
    if meta.channel != "partner" or deps.partners is None:
        return False
    refused = deps.partners.admit(ref.key)
    if refused is not None:
        deps.sessions.fail(meta, Stage.EXTRACT, refused)
    return refused is not None


_PAGED_FORMATS = frozenset({"pdf", "image"})


def has_page_numbers(file_format: str, pages: int) -> bool:
    """Whether the extracted page markers are the document's pages: always for a PDF or a scan, for a DOCX
    or a text only when it marks its page breaks (Word's breaks, form feeds), else all is one "page 1"."""
    return file_format in _PAGED_FORMATS or pages > 1


def _build_report(
    meta: SessionMeta, markdown: str, prescreen: PrescreenResult, deps: PipelineDeps
) -> tuple[Report, ContractModel | None]:
    from chalicelib.analysis import analyze_contract

    def on_progress(step: str) -> None:
        _progress(deps, meta, AnalysisStatus(step))

    facts = meta.facts
    outcome = analyze_contract(
        markdown,
        prescreen,
        deps.llm,
        on_progress=on_progress,
        settings=deps.settings.analysis,
        side=unquote(facts.get("side", "")) or None,
    )
    source = SourceInfo(
        filename=meta.filename,
        pages=int(facts.get("pages", "0")),
        chars=int(facts.get("chars", str(len(markdown)))),
        ocr_used=facts.get("ocr-used") == "true",
        ocr_pages=int(facts.get("ocr-pages") or 0),
        ocr_confidence=float(facts["ocr-confidence"]) if facts.get("ocr-confidence") else None,
        language=facts.get("language", "unknown"),
    )
    from chalicelib.reporting.reader import polish_report

    report = outcome.to_report(
        session_id=meta.session_id, source=source, prescreen=prescreen, generated_at=deps.clock()
    )
    if not has_page_numbers(facts.get("format", "pdf"), source.pages):
        # A DOCX, RTF or text without page breaks has no pages of its own (Word lays them out on the reader's
        # screen): a finding there cites no page rather than "page 1" for every clause.
        unpaged = [finding.model_copy(update={"page": None}) for finding in report.findings]
        report = report.model_copy(update={"findings": unpaged})
    return polish_report(report, markdown), outcome.clauses


def _write_documents(
    meta: SessionMeta, report: Report, markdown: str, model: ContractModel | None, deps: PipelineDeps
) -> None:
    """The протокол разногласий, the commented DOCX and the deadlines, then ``documents.json`` naming them.

    Written before report.json (which fires notify); a redelivered analyze rewrites the same objects. The
    original upload still exists here (notify deletes it after delivery): a DOCX gets its comments. A
    failure here costs the user the extra files, not the report.
    """
    from chalicelib.amendments import build_documents

    original = None
    if meta.facts.get("format") == "docx" and meta.upload_key:
        stored = deps.storage.get(deps.bucket(BucketRole.UPLOADS), meta.upload_key)
        original = stored.body if stored is not None else None
    started = time.perf_counter()
    try:
        documents = build_documents(report, markdown, original, model)
    except Exception as error:  # a document we could not build must not cost the user the report
        logger.warning("documents not built", extra={"error": type(error).__name__})
        return
    for key, body in documents.files.items():
        deps.sessions.put(BucketRole.REPORTS, meta, key, body)
    deps.sessions.put(
        BucketRole.REPORTS, meta, DOCUMENTS_FILE, documents.manifest.model_dump_json(indent=2).encode()
    )
    logger.info(
        "documents written",
        extra={
            "amendments": len(documents.protocol.rows),
            "deadlines": documents.events,
            "comments": documents.comments_anchored + documents.comments_whole_paragraph,
            "seconds": round(time.perf_counter() - started, 3),
        },
    )


def _count_report(report: Report, deps: PipelineDeps) -> None:
    metrics = deps.metrics
    metrics.add(Metric.DOCUMENTS_PROCESSED, stage=Stage.ANALYZE.value)
    for severity in {finding.severity for finding in report.findings}:
        count = sum(1 for finding in report.findings if finding.severity == severity)
        metrics.add(Metric.FINDINGS, count, severity=severity)
    if report.stats.prompt_tokens or report.stats.completion_tokens:
        metrics.add(Metric.LLM_PROMPT_TOKENS, report.stats.prompt_tokens, provider=report.provider)
        metrics.add(Metric.LLM_COMPLETION_TOKENS, report.stats.completion_tokens, provider=report.provider)


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
    for extra in (REPORT_MD, REPORT_PDF, DOCUMENTS_FILE, *DOCUMENT_FILES):
        rendered = deps.sessions.read(BucketRole.REPORTS, meta, extra)
        if rendered is not None:
            files[extra] = rendered.body
    report = Report.model_validate_json(body)
    return Delivery(meta.session_id, meta.owner, meta.channel, meta.to_metadata(), report=report, files=files)
