"""Callbacks that ended in the notify dead-letter queue: list them, and send them again.

The dead-letter handler records ``delivery.json`` with outcome ``undeliverable`` next to the report; that
record is what operators (``contract-check partners dead-letters``) see. A replay runs the notify stage
again for the same object, so the partner gets the same payload and delivery id.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass

from chalicelib.keys import DELIVERY_FILE
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.pipeline.events import ObjectRef
from chalicelib.pipeline.stages import notify_object
from chalicelib.topology import BucketRole

UNDELIVERABLE = "undeliverable"


@dataclass(frozen=True)
class DeadLetter:
    partner_id: str
    request_id: str
    object_key: str
    at: str


def dead_letters(deps: PipelineDeps, partner_id: str | None = None) -> list[DeadLetter]:
    return list(_dead_letters(deps, partner_id))


def _dead_letters(deps: PipelineDeps, partner_id: str | None) -> Iterator[DeadLetter]:
    reports = deps.bucket(BucketRole.REPORTS)
    prefix = f"partners/{partner_id}/" if partner_id else "partners/"
    for info in deps.storage.list(reports, prefix):
        if not info.key.endswith(f"/{DELIVERY_FILE}"):
            continue
        stored = deps.storage.get(reports, info.key)
        record = json.loads(stored.body) if stored is not None else {}
        if record.get("outcome") != UNDELIVERABLE:
            continue
        _, owner_id, folder, _ = info.key.split("/", 3)
        yield DeadLetter(owner_id, folder, str(record.get("object", "")), str(record.get("at", "")))


def replay_callback(deps: PipelineDeps, partner_id: str, request_id: str) -> None:
    """Send a dead-lettered callback again; on failure the request stays listed as undeliverable."""
    reports = deps.bucket(BucketRole.REPORTS)
    record_key = f"partners/{partner_id}/{request_id}/{DELIVERY_FILE}"
    stored = deps.storage.get(reports, record_key)
    if stored is None or json.loads(stored.body).get("outcome") != UNDELIVERABLE:
        raise LookupError(f"no undeliverable callback for {partner_id}/{request_id}")
    object_key = str(json.loads(stored.body)["object"])
    deps.storage.delete(reports, record_key)
    try:
        notify_object(ObjectRef(bucket=reports, key=object_key, etag="", size=0), deps)
    except Exception:
        deps.storage.put(
            reports, record_key, stored.body, metadata=stored.info.metadata, content_type="application/json"
        )
        raise
