"""Helpers shared by tests (importable as ``support``: pytest puts ``tests/`` on the path)."""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from chalicelib.adapters.memory import RecordingNotifier
from chalicelib.keys import DELIVERY_FILE, ERROR_FILE, REPORT_JSON, build_upload_key, new_session_id
from chalicelib.local.embedded import LocalBus
from chalicelib.models import ErrorNotice, Report
from chalicelib.topology import BucketRole

ROOT = Path(__file__).resolve().parent.parent
EVENTS = ROOT / "events"
DATA = ROOT / "tests" / "data"
# The run's private db on the machine's real Redis is leased (tests/redis_lease.py: the first free index,
# or the one CONTRACT_CHECK_TEST_REDIS_URL names); tests reach it through the ``redis_url`` fixture.
TEST_REDIS_URL: str | None = os.environ.get("CONTRACT_CHECK_TEST_REDIS_URL") or None

# Checklist ids the report contract promises (issue #5); the first 15 are the CUAD-mapped ones.
REQUIRED_CHECKLIST_IDS: tuple[str, ...] = (
    "penalty",
    "liability_cap",
    "uncapped_liability",
    "termination_for_convenience",
    "auto_renewal",
    "non_compete",
    "exclusivity",
    "ip_assignment",
    "assignment",
    "change_of_control",
    "audit_rights",
    "minimum_commitment",
    "insurance",
    "warranty",
    "non_solicitation",
    "jurisdiction",
    "unilateral_change",
    "prepayment",
    "payment_terms",
    "acceptance",
    "confidentiality",
    "force_majeure",
    "personal_data",
    "guarantee",
    "currency_clause",
    "missing_essential_terms",
)


def load_event(name: str) -> dict[str, Any]:
    return json.loads((EVENTS / name).read_text(encoding="utf-8"))


@dataclass
class BusDriver:
    """Submits files like a channel would and runs the bus until the session is delivered."""

    bus: LocalBus
    notifier: RecordingNotifier

    def submit(
        self, filename: str, data: bytes, *, owner: str = "tg-42", channel: str = "telegram"
    ) -> tuple[str, str]:
        session_id = new_session_id()
        upload = build_upload_key(owner, session_id, filename)
        self.bus.deps.storage.put(
            self.bus.deps.bucket(BucketRole.UPLOADS),
            upload.key,
            data,
            metadata={
                "channel": channel,
                "filename": upload.filename,
                "chat-id": "42",
                "accepted-at": f"{time.time():.3f}",
            },
        )
        return session_id, upload.key

    def reports_key(self, session_id: str, name: str, owner: str = "tg-42") -> str:
        return f"{owner}/{session_id}/{name}"

    def read_report_object(self, session_id: str, name: str, owner: str = "tg-42") -> bytes | None:
        stored = self.bus.deps.storage.get(
            self.bus.deps.bucket(BucketRole.REPORTS), self.reports_key(session_id, name, owner)
        )
        return None if stored is None else stored.body

    def run_until_delivered(self, session_id: str, owner: str = "tg-42", timeout: float = 120) -> None:
        done = self.bus.dispatcher.run_until(
            lambda: self.delivery_outcome(session_id, owner) not in (None, "claimed"),
            timeout_seconds=timeout,
        )
        assert done, f"session {session_id} was not delivered within {timeout} s"

    def delivery_outcome(self, session_id: str, owner: str = "tg-42") -> str | None:
        record = self.read_report_object(session_id, DELIVERY_FILE, owner)
        return None if record is None else str(json.loads(record)["outcome"])

    def report(self, session_id: str, owner: str = "tg-42") -> Report:
        body = self.read_report_object(session_id, REPORT_JSON, owner)
        assert body is not None, "no report.json"
        return Report.model_validate_json(body)

    def error(self, session_id: str, owner: str = "tg-42") -> ErrorNotice:
        body = self.read_report_object(session_id, ERROR_FILE, owner)
        assert body is not None, "no error.json"
        return ErrorNotice.model_validate_json(body)
