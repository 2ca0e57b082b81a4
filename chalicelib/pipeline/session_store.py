"""A session as the buckets hold it: its metadata, its hand-over objects, its outcome and its one answer.

The metadata (:class:`SessionMeta`) travels in ``x-amz-meta-*`` from stage to stage. The session ends in
``report.json`` or ``error.json`` (its outcome); ``delivery.json`` records the one answer the user gets
(:class:`DeliveryOutcome`). S3 is the source of truth: every question about a session is asked of it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING

from chalicelib.errors import PermanentFailure
from chalicelib.keys import (
    DELIVERY_FILE,
    ERROR_FILE,
    REPORT_JSON,
    DerivedKey,
    InvalidKey,
    UploadKey,
    derived_key,
    owner_kind,
    parse_derived_key,
    parse_upload_key,
    sanitize_filename,
)
from chalicelib.messages import language_of, text
from chalicelib.models import ErrorNotice
from chalicelib.observability import logger
from chalicelib.ports import (
    AnalysisStatus,
    DiscardMetrics,
    Metric,
    MetricsSink,
    ObjectInfo,
    ObjectStore,
    ProgressSink,
    StoredObject,
    UsageLimits,
)
from chalicelib.topology import BucketRole, Stage, Topology

if TYPE_CHECKING:
    from chalicelib.pipeline.events import ObjectRef

# Refusals that a limit (settings) decides, as opposed to unreadable or unsupported input.
LIMIT_REASONS = frozenset(
    {
        "file_too_large",
        "too_many_pages",
        "too_many_ocr_pages",
        "text_too_long",
        "image_too_large",
        "zip_bomb",
        "time_budget_exceeded",
        "daily_limit_exceeded",
    }
)
_CONTENT_TYPES = {
    ".md": "text/markdown; charset=utf-8",
    ".json": "application/json",
    ".pdf": "application/pdf",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ".ics": "text/calendar; charset=utf-8",
}


class DeliveryOutcome(StrEnum):
    """``delivery.json``'s ``outcome``: CLAIMED while the answer is going out, then what the user got."""

    CLAIMED = "claimed"
    REPORT = "report"
    ERROR = "error"
    UNDELIVERABLE = "undeliverable"


# Upload metadata a channel needs back at delivery (the bot's status message), carried to every stage.
# "side": whose report it is (a role name, percent-encoded; "weaker" by default), read by analyze.
# "parts": the bot packed several files (an album) into one upload; extract joins them in order.
# "language": the bot's reading of pasted text (the one detector), until extract's own replaces it, so
# that the first progress edits and an early refusal already speak the document's language.
CARRIED_UPLOAD_METADATA = ("progress-message-id", "side", "parts", "language")
SIDE_MAX_CHARS = 480  # a role name of 40 letters, percent-encoded (6 bytes a Cyrillic letter)


@dataclass(frozen=True)
class SessionMeta:
    """Identifiers and facts the next stage needs; never contract text or personal data."""

    session_id: str
    owner: str
    channel: str
    filename: str
    upload_key: str
    accepted_at: float
    chat_id: str = ""
    facts: Mapping[str, str] = field(default_factory=dict)
    folder: str = ""  # where derived objects go under the owner: a partner's request id; else the session id

    def to_metadata(self) -> dict[str, str]:
        base = {
            "session-id": self.session_id,
            "owner": self.owner,
            "channel": self.channel,
            "filename": self.filename,
            "upload-key": self.upload_key,
            "accepted-at": f"{self.accepted_at:.3f}",
        }
        if self.chat_id:
            base["chat-id"] = self.chat_id
        if self.folder:
            base["folder"] = self.folder
        return base | dict(self.facts)

    @classmethod
    def from_metadata(cls, metadata: Mapping[str, str]) -> SessionMeta:
        known = {
            *("session-id", "owner", "channel", "filename", "upload-key", "accepted-at", "chat-id", "folder")
        }
        return cls(
            session_id=metadata["session-id"],
            owner=metadata["owner"],
            channel=metadata.get("channel") or owner_kind(metadata["owner"]),
            filename=metadata.get("filename", "document"),
            upload_key=metadata.get("upload-key", ""),
            accepted_at=float(metadata.get("accepted-at") or 0.0),
            chat_id=metadata.get("chat-id", ""),
            facts={name: value for name, value in metadata.items() if name not in known},
            folder=metadata.get("folder", ""),
        )

    def with_facts(self, **facts: str) -> SessionMeta:
        return replace(
            self, facts={**self.facts, **{name.replace("_", "-"): value for name, value in facts.items()}}
        )

    def derived(self, name: str) -> DerivedKey:
        return derived_key(self.owner, self.folder or self.session_id, name)


def _partner_upload_meta(upload: UploadKey, info: ObjectInfo) -> SessionMeta:
    """A partner writes its own metadata: nothing in it may choose the channel, the chat or the name."""
    meta = SessionMeta(
        session_id=upload.session_id,
        owner=upload.owner,
        channel="partner",
        filename=upload.filename,
        upload_key=info.key,
        accepted_at=info.last_modified.timestamp(),
        folder=upload.folder,
        facts=_partner_side(info.metadata or {}),
    )
    logger.set_correlation_id(meta.session_id)
    return meta


def _partner_side(metadata: Mapping[str, str]) -> dict[str, str]:
    """A partner may say whose report it wants (``x-amz-meta-side``); nothing else of its metadata counts."""
    side = metadata.get("side", "")
    return {"side": side} if 0 < len(side) <= SIDE_MAX_CHARS else {}


class SessionStore:
    """Reads and writes a session's objects in the three buckets; refunds and progress go with its end."""

    def __init__(
        self,
        storage: ObjectStore,
        topology: Topology,
        progress: ProgressSink,
        limits: UsageLimits | None,
        clock: Callable[[], datetime],
        *,
        metrics: MetricsSink | None = None,
    ) -> None:
        self._storage = storage
        self._topology = topology
        self._progress = progress
        self._limits = limits
        self._clock = clock
        self._metrics = metrics or DiscardMetrics()

    # --- reading ---------------------------------------------------------------------------------------

    def meta_of_upload(self, info: ObjectInfo) -> SessionMeta | None:
        """The session an upload starts; None (logged) for a key outside the layout."""
        try:
            upload = parse_upload_key(info.key, info.etag)
        except InvalidKey as problem:
            logger.error("unroutable upload key", extra={"problem": str(problem)})
            return None
        if upload.owner_kind == "partner":
            return _partner_upload_meta(upload, info)
        metadata = info.metadata or (self._storage.head(info.bucket, info.key) or info).metadata
        accepted_at = metadata.get("accepted-at") or f"{info.last_modified.timestamp():.3f}"
        meta = SessionMeta(
            session_id=upload.session_id,
            owner=upload.owner,
            channel=metadata.get("channel") or owner_kind(upload.owner),
            filename=sanitize_filename(metadata.get("filename") or upload.filename),
            upload_key=upload.key if upload.timestamp else info.key,
            accepted_at=float(accepted_at),
            chat_id=metadata.get("chat-id", ""),
            facts={name: metadata[name] for name in CARRIED_UPLOAD_METADATA if name in metadata},
        )
        logger.set_correlation_id(meta.session_id)
        return meta

    def meta_of_any(self, ref: ObjectRef) -> SessionMeta | None:
        """The session of an upload or of any derived object (dead letters may name either)."""
        info = self._storage.head(ref.bucket, ref.key)
        if info is None:
            return None
        if self._topology.role_of_bucket(ref.bucket) is BucketRole.UPLOADS:
            return self.meta_of_upload(info)
        if "session-id" not in info.metadata:
            return None
        return SessionMeta.from_metadata(info.metadata)

    def read_derived(self, ref: ObjectRef, role: BucketRole, name: str) -> tuple[SessionMeta, bytes] | None:
        """The named hand-over object ``ref`` points at, with its session; None for any other object."""
        try:
            key = parse_derived_key(ref.key)
        except InvalidKey:
            logger.error("unroutable derived key")
            return None
        if key.name != name or self._topology.role_of_bucket(ref.bucket) is not role:
            return None
        stored = self._storage.get(ref.bucket, ref.key)
        if stored is None:
            return None
        meta = SessionMeta.from_metadata(stored.info.metadata)
        logger.set_correlation_id(meta.session_id)
        return meta, stored.body

    def read(self, role: BucketRole, meta: SessionMeta, name: str) -> StoredObject | None:
        return self._storage.get(self._topology.bucket_name(role), meta.derived(name).key)

    def exists(self, role: BucketRole, meta: SessionMeta, name: str) -> bool:
        return self._storage.head(self._topology.bucket_name(role), meta.derived(name).key) is not None

    def has_outcome(self, meta: SessionMeta) -> bool:
        """The session ended: a report or an error notice is in the reports bucket."""
        return self.exists(BucketRole.REPORTS, meta, REPORT_JSON) or self.exists(
            BucketRole.REPORTS, meta, ERROR_FILE
        )

    def answered(self, meta: SessionMeta) -> bool:
        """The user got (or will never get) the session's answer: delivery.json is past CLAIMED."""
        record = self._delivery_record(meta)
        return record is not None and record.get("outcome") != DeliveryOutcome.CLAIMED

    # --- writing ---------------------------------------------------------------------------------------

    def put(self, role: BucketRole, meta: SessionMeta, name: str, body: bytes) -> None:
        self._storage.put(
            self._topology.bucket_name(role),
            meta.derived(name).key,
            body,
            metadata=meta.to_metadata(),
            content_type=_CONTENT_TYPES[name[name.rindex(".") :]],
        )

    def fail(self, meta: SessionMeta, stage: Stage, problem: PermanentFailure) -> None:
        """End the session with ``error.json`` (which fires notify), unless it already ended."""
        if self.has_outcome(meta):
            return
        language = language_of(problem.language or meta.facts.get("language"))
        notice = ErrorNotice(
            session_id=meta.session_id,
            stage=stage.value,
            reason=problem.reason,
            message_ru=problem.message_ru,
            message_en=problem.message_en,
            language=language,
            created_at=self._clock(),
            disclaimer=text(language, "disclaimer"),
        )
        logger.warning("session failed", extra={"stage": stage.value, "reason": problem.reason})
        self.put(BucketRole.REPORTS, meta, ERROR_FILE, notice.model_dump_json(indent=2).encode())
        self._progress.update(meta.session_id, AnalysisStatus.FAILED, meta.accepted_at)
        self._metrics.add(Metric.DOCUMENTS_FAILED, stage=stage.value, reason=problem.reason)
        if problem.reason in LIMIT_REASONS:
            self._metrics.add(Metric.LIMIT_REFUSALS, reason=problem.reason)

    def claim_delivery(self, meta: SessionMeta, object_key: str) -> bool:
        """Make this object the one that answers the session (a report and a sweeper's error may both exist).

        The claim is a conditional create of ``delivery.json``; a retry of the claiming object may go on
        until the record says the answer went out, any other object of the session stops here.
        """
        claim = self._delivery_body(meta, object_key, DeliveryOutcome.CLAIMED)
        reports = self._topology.bucket_name(BucketRole.REPORTS)
        if self._storage.put_if_absent(
            reports, meta.derived(DELIVERY_FILE).key, claim, metadata=meta.to_metadata()
        ):
            return True
        record = self._delivery_record(meta)
        return bool(
            record is not None
            and record.get("object") == object_key
            and record.get("outcome") == DeliveryOutcome.CLAIMED
        )

    def record_delivery(self, meta: SessionMeta, object_key: str, outcome: DeliveryOutcome) -> None:
        self.put(BucketRole.REPORTS, meta, DELIVERY_FILE, self._delivery_body(meta, object_key, outcome))

    def refund(self, meta: SessionMeta) -> None:
        """Give a Telegram user back the analysis a failed session consumed (at most once per session)."""
        if self._limits is None or meta.channel != "telegram":
            return
        telegram_id = int(meta.owner.removeprefix("tg-"))
        if self._limits.refund_once(telegram_id, meta.session_id):
            logger.info("daily limit refunded")

    def mark_undeliverable(self, ref: ObjectRef) -> None:
        """The answer could not be delivered after every attempt: refund and record it.

        Notify records every answer that went out before it acknowledges (retrying only that record), so a
        claim still CLAIMED here means no receive saw its send through. The one way the user may still have
        it is a process that died inside the send and a channel that failed every receive after: that
        doubt is settled in the user's favour (the unit comes back), never by sending from here.
        """
        info = self._storage.head(ref.bucket, ref.key)
        if info is None or "session-id" not in info.metadata:
            return
        meta = SessionMeta.from_metadata(info.metadata)
        if not self._owns_answer(meta, ref.key):
            # A duplicate message of a session that another delivery answered (or is answering): the user
            # got their answer, so nothing is refunded and the record stays as it is.
            logger.info("dead letter of an answered session ignored")
            return
        self.refund(meta)
        self.record_delivery(meta, ref.key, DeliveryOutcome.UNDELIVERABLE)
        self._progress.update(meta.session_id, AnalysisStatus.FAILED, meta.accepted_at)

    def _owns_answer(self, meta: SessionMeta, object_key: str) -> bool:
        """Nobody answered the session yet, or this object holds the claim and the answer is not out."""
        record = self._delivery_record(meta)
        return record is None or (
            record.get("object") == object_key and record.get("outcome") == DeliveryOutcome.CLAIMED
        )

    def _delivery_record(self, meta: SessionMeta) -> dict[str, str] | None:
        stored = self.read(BucketRole.REPORTS, meta, DELIVERY_FILE)
        return None if stored is None else dict(json.loads(stored.body))

    def _delivery_body(self, meta: SessionMeta, object_key: str, outcome: DeliveryOutcome) -> bytes:
        record = {
            "session_id": meta.session_id,
            "channel": meta.channel,
            "object": object_key,
            "outcome": outcome.value,
            "at": self._clock().isoformat(),
        }
        return json.dumps(record).encode()
