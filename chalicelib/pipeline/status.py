"""Where a session is, read from the buckets (the source of truth) and Redis's progress (best effort).

What an operator asks when a document seems stuck or a partner asks where their report is: which
hand-over objects exist, which stage is due next, whether it failed (and why), whether the answer went
out, and whether it is past the sweeper's deadline.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any

from chalicelib.keys import (
    DELIVERY_FILE,
    ERROR_FILE,
    PRESCREEN_FILE,
    REPORT_JSON,
    REPORT_MD,
    REPORT_PDF,
    TEXT_FILE,
    InvalidKey,
    parse_upload_key,
)
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.ports import ObjectInfo
from chalicelib.topology import BucketRole

_NEXT_STAGE = (  # (object that exists, what happens next), latest hand-over first
    (DELIVERY_FILE, "delivered"),
    (ERROR_FILE, "notify (error)"),
    (REPORT_JSON, "notify"),
    (PRESCREEN_FILE, "analyze"),
    (TEXT_FILE, "prescreen"),
)
_OBJECT_ORDER = (
    "upload",
    TEXT_FILE,
    PRESCREEN_FILE,
    REPORT_MD,
    REPORT_PDF,
    REPORT_JSON,
    ERROR_FILE,
    DELIVERY_FILE,
)


@dataclass
class SessionStatus:
    session_id: str
    owner: str
    stage: str
    objects: dict[str, str] = field(default_factory=dict)  # name → bucket/key
    uploaded_at: datetime | None = None
    progress_percent: int | None = None
    progress_status: str | None = None
    error_reason: str | None = None
    error_stage: str | None = None
    error_message: str | None = None
    delivery: str | None = None
    past_deadline: bool = False

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["uploaded_at"] = self.uploaded_at.isoformat() if self.uploaded_at else None
        return data


def session_status(
    deps: PipelineDeps, session_id: str, owner: str | None = None, folder: str | None = None
) -> SessionStatus | None:
    """The session's state, or None when no bucket holds anything of it (expired or never accepted).

    Without ``owner`` every bucket is listed to find the session's prefix: fine for an operator's
    question, too slow for a hot path. ``folder`` is a partner's request id (default: the session id).
    """
    folder = folder or session_id
    found = _session_objects(deps, folder, owner)
    if not found:
        return None
    first = next(iter(found.values()))
    status = SessionStatus(
        session_id=session_id,
        owner=first.key.split(f"/{folder}/")[0],
        stage=_stage(found),
        objects={name: f"{info.bucket}/{info.key}" for name, info in found.items()},
    )
    _add_upload(status, found, deps)
    _add_outcome(status, found, deps)
    snapshot = deps.progress.read(session_id)
    if snapshot is not None:
        status.progress_percent, status.progress_status = snapshot.percent, snapshot.status.value
    return status


@dataclass(frozen=True)
class SessionPlace:
    """Where a session's objects live: ``{owner}/{folder}/`` (the folder is the session id, or a
    partner's request id)."""

    session_id: str
    owner: str
    folder: str


def place_of_upload(upload_key: str) -> SessionPlace | None:
    """The session an upload key starts (a partner knows the key it wrote, not the session id)."""
    try:
        parsed = parse_upload_key(upload_key)
    except InvalidKey:
        return None
    return SessionPlace(parsed.session_id, parsed.owner, parsed.folder or parsed.session_id)


def _session_objects(deps: PipelineDeps, folder: str, owner: str | None) -> dict[str, ObjectInfo]:
    found: dict[str, ObjectInfo] = {}
    prefix = f"{owner}/{folder}/" if owner else ""
    for role in (BucketRole.UPLOADS, BucketRole.TEXT, BucketRole.REPORTS):
        for info in deps.storage.list(deps.bucket(role), prefix):
            if f"/{folder}/" not in f"/{info.key}":
                continue
            name = info.key.rsplit("/", 1)[-1]
            found["upload" if role is BucketRole.UPLOADS else name] = info
    return found


def _stage(found: dict[str, ObjectInfo]) -> str:
    stage = next((step for name, step in _NEXT_STAGE if name in found), None)
    if stage is not None:
        return stage
    return "extract" if "upload" in found else "unknown"


def _add_upload(status: SessionStatus, found: dict[str, ObjectInfo], deps: PipelineDeps) -> None:
    upload = found.get("upload")
    if upload is None:
        return
    status.uploaded_at = upload.last_modified
    age = (deps.clock() - upload.last_modified).total_seconds()
    ended = any(name in found for name in (REPORT_JSON, ERROR_FILE, DELIVERY_FILE))
    status.past_deadline = not ended and age > deps.settings.session_deadline_seconds


def _add_outcome(status: SessionStatus, found: dict[str, ObjectInfo], deps: PipelineDeps) -> None:
    if ERROR_FILE in found:
        stored = deps.storage.get(found[ERROR_FILE].bucket, found[ERROR_FILE].key)
        if stored is not None:
            notice = json.loads(stored.body)
            status.error_reason, status.error_stage = notice.get("reason"), notice.get("stage")
            status.error_message = notice.get("message_ru")
    if DELIVERY_FILE in found:
        stored = deps.storage.get(found[DELIVERY_FILE].bucket, found[DELIVERY_FILE].key)
        if stored is not None:
            status.delivery = json.loads(stored.body).get("outcome")


def format_status(status: SessionStatus) -> str:
    """A few lines for a terminal."""
    lines = [f"session {status.session_id} (owner {status.owner})", f"stage: {status.stage}"]
    if status.progress_status is not None:
        lines.append(f"progress: {status.progress_percent}% {status.progress_status}")
    if status.uploaded_at is not None:
        lines.append(f"uploaded: {status.uploaded_at.isoformat()}")
    if status.error_reason is not None:
        lines.append(f"error: {status.error_reason} at {status.error_stage}: {status.error_message}")
    if status.delivery is not None:
        lines.append(f"delivery: {status.delivery}")
    if status.past_deadline:
        lines.append("PAST DEADLINE: no outcome yet; the sweeper will fail it (or replay its dead letter)")
    lines.append("objects: " + ", ".join(name for name in _OBJECT_ORDER if name in status.objects))
    return "\n".join(lines)
