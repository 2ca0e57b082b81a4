"""Signed callbacks: the payload, the ``X-Contract-Check-*`` headers and one delivery attempt.

Signature: ``X-Contract-Check-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>``;
``X-Contract-Check-Delivery`` is derived from the event itself, so every retry carries the same id.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from chalicelib.models import ErrorNotice, Report
from chalicelib.partners.reasons import developer_message

SIGNATURE_HEADER = "X-Contract-Check-Signature"
DELIVERY_HEADER = "X-Contract-Check-Delivery"
DEFAULT_TOLERANCE_SECONDS = 300


class CallbackFailed(Exception):
    """The partner's endpoint did not take the callback (network error or non-2xx): retry later."""


@dataclass(frozen=True)
class CallbackEvent:
    partner_id: str
    request_id: str
    session_id: str
    status: str  # completed | failed
    risk_score: int | None
    report_keys: list[str]
    error: dict[str, str] | None
    documents: list[dict[str, str]] = field(default_factory=list)  # documents.json's files, with their keys

    @property
    def delivery_id(self) -> str:
        digest = hashlib.sha256(f"{self.partner_id}/{self.session_id}/{self.status}".encode()).hexdigest()
        return f"dlv_{digest[:32]}"

    def body(self) -> bytes:
        payload: dict[str, Any] = {
            "partner_id": self.partner_id,
            "request_id": self.request_id,
            "session_id": self.session_id,
            "status": self.status,
            "risk_score": self.risk_score,
            "report_keys": self.report_keys,
            "documents": self.documents,
            "error": self.error,
        }
        return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()


def event_for(
    partner_id: str,
    request_id: str,
    session_id: str,
    *,
    report: Report | None,
    error: ErrorNotice | None,
    report_keys: list[str],
    documents: list[dict[str, str]] | None = None,
) -> CallbackEvent:
    """``documents``: the протокол разногласий, commented DOCX and deadlines (key, name, media type)."""
    if report is not None:
        return CallbackEvent(
            partner_id,
            request_id,
            session_id,
            "completed",
            report.risk_score,
            report_keys,
            None,
            documents or [],
        )
    assert error is not None
    return CallbackEvent(
        partner_id,
        request_id,
        session_id,
        "failed",
        None,
        report_keys,
        {"code": error.reason, "message": developer_message(error.reason, error.message_en)},
    )


def sign(secret: str, body: bytes, timestamp: int) -> str:
    digest = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={digest}"


def signed_headers(
    event: CallbackEvent, secret: str, body: bytes, now: float | None = None
) -> dict[str, str]:
    return {
        "Content-Type": "application/json",
        "User-Agent": "contract-check-callbacks/1",
        SIGNATURE_HEADER: sign(secret, body, int(now if now is not None else time.time())),
        DELIVERY_HEADER: event.delivery_id,
    }


def verify_signature(
    secret: str,
    body: bytes,
    header: str,
    *,
    now: float | None = None,
    tolerance_seconds: int = DEFAULT_TOLERANCE_SECONDS,
) -> bool:
    """What a partner runs on receipt (the guide shows the same in Python and openssl)."""
    parts: Mapping[str, str] = dict(item.split("=", 1) for item in header.split(",") if "=" in item)
    try:
        timestamp = int(parts["t"])
    except (KeyError, ValueError):
        return False
    current = now if now is not None else time.time()
    if abs(current - timestamp) > tolerance_seconds:
        return False
    expected = sign(secret, body, timestamp).split("v1=", 1)[1]
    return hmac.compare_digest(expected, parts.get("v1", ""))
