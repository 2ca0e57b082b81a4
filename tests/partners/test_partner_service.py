"""The partner service and API on in-memory ports: every branch, no servers."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from chalicelib.adapters.memory import InMemoryObjectStore, InMemoryProgress
from chalicelib.adapters.partner_memory import (
    FakePresigner,
    FixedRateLimiter,
    InMemoryPendingUploads,
    InMemoryQuotaLedger,
    InMemoryRegistryStore,
    InMemoryRejectionCounter,
    RecordingCallbackSender,
)
from chalicelib.keys import partner_session_id
from chalicelib.models import ErrorNotice
from chalicelib.partners.api import PartnerApi
from chalicelib.partners.callbacks import CallbackFailed, verify_signature
from chalicelib.partners.registry import CachedRegistry, IssuedCredentials, RegistryEditor
from chalicelib.partners.service import PartnerChannel
from chalicelib.ports import Delivery
from chalicelib.settings import Settings


@pytest.fixture
def registry() -> InMemoryRegistryStore:
    return InMemoryRegistryStore()


@pytest.fixture
def channel(registry: InMemoryRegistryStore) -> PartnerChannel:
    return PartnerChannel(
        directory=CachedRegistry(registry, ttl_seconds=0),
        quota=InMemoryQuotaLedger(),
        rejections=InMemoryRejectionCounter(),
        sender=RecordingCallbackSender(),
        limiter=FixedRateLimiter(),
        pending=InMemoryPendingUploads(),
    )


def add(registry: InMemoryRegistryStore, partner_id: str, **extra: object) -> IssuedCredentials:
    options: dict[str, object] = {"callback_url": "https://p.example/hook", "monthly_quota": 2} | extra
    return RegistryEditor(registry).add(partner_id, **options)  # type: ignore[arg-type]


def test_admission_checks_grammar_registry_format_and_quota_in_that_order(
    channel: PartnerChannel, registry: InMemoryRegistryStore
) -> None:
    add(registry, "acme", allowed_formats=["pdf"])
    assert channel.admit("partners/acme/r1/a.pdf") is None
    assert channel.admit("partners/acme/r1/a.pdf") is None, "the same session is not charged twice"
    reasons = [
        refused.reason
        for key in (
            "partners/acme/r 2/a.pdf",
            "partners/nobody/r2/a.pdf",
            "partners/acme/r2/a.docx",
        )
        if (refused := channel.admit(key)) is not None
    ]
    assert reasons == ["invalid_request_id", "unknown_partner", "unsupported_format"]
    assert channel.admit("partners/acme/r3/a.pdf") is None
    quota_refusal = channel.admit("partners/acme/r4/a.pdf")
    assert quota_refusal is not None and quota_refusal.reason == "quota_exceeded"
    assert channel.quota.used("acme") == 2
    assert channel.rejections.counts("acme") == {
        "invalid_request_id": 1,
        "unsupported_format": 1,
        "quota_exceeded": 1,
    }
    assert channel.rejections.counts("nobody") == {"unknown_partner": 1}


def test_only_delivered_reports_are_charged_and_a_failure_is_refunded_once(
    channel: PartnerChannel, registry: InMemoryRegistryStore
) -> None:
    add(registry, "acme")
    for request, reason in (("r1", "not_a_contract"), ("r2", "text_too_short"), ("r3", "encrypted_pdf")):
        session = partner_session_id("acme", request)
        assert channel.admit(f"partners/acme/{request}/a.pdf") is None
        assert channel.refund_failed("partners/acme", session, reason), "the document's fault costs nothing"
        assert not channel.refund_failed("partners/acme", session, reason), "refunded once"
    assert channel.admit("partners/acme/r4/a.pdf") is None
    assert channel.refund_failed("partners/acme", partner_session_id("acme", "r4"), "processing_failed")
    assert channel.quota.used("acme") == 0


def delivery_failed(reason: str) -> Delivery:
    notice = ErrorNotice(
        session_id="p-0123456789abcdef01234567",
        stage="extract",
        reason=reason,
        message_ru="…",
        message_en="The monthly analysis quota is used up.",
        created_at=datetime(2026, 12, 1, tzinfo=UTC),
    )
    return Delivery(
        "p-0123456789abcdef01234567",
        "partners/acme",
        "partner",
        {"folder": "r1"},
        error=notice,
        files={"error.json": notice.model_dump_json().encode()},
    )


def test_a_failed_callback_is_signed_and_a_refusing_endpoint_raises(
    channel: PartnerChannel, registry: InMemoryRegistryStore
) -> None:
    issued = add(registry, "acme")
    sender = channel.sender
    assert isinstance(sender, RecordingCallbackSender)
    channel.deliver(delivery_failed("quota_exceeded"))
    ((url, body, headers),) = sender.posts
    assert url == "https://p.example/hook"
    assert issued.callback_secret and verify_signature(
        issued.callback_secret, body, headers["X-Contract-Check-Signature"]
    )
    payload = json.loads(body)
    assert payload == {
        "partner_id": "acme",
        "request_id": "r1",
        "session_id": "p-0123456789abcdef01234567",
        "status": "failed",
        "risk_score": None,
        "report_keys": ["partners/acme/r1/error.json"],
        "documents": [],
        "error": {"code": "quota_exceeded", "message": "The monthly analysis quota is used up."},
    }
    sender.answer = lambda url, body: 500
    with pytest.raises(CallbackFailed):
        channel.deliver(delivery_failed("quota_exceeded"))
    assert sender.posts[0][2]["X-Contract-Check-Delivery"] == sender.posts[1][2]["X-Contract-Check-Delivery"]

    def unreachable(url: str, body: bytes) -> int:
        raise ConnectionError("refused")

    sender.answer = unreachable
    with pytest.raises(CallbackFailed):
        channel.deliver(delivery_failed("quota_exceeded"))


def test_a_partner_without_callback_url_gets_no_post(
    channel: PartnerChannel, registry: InMemoryRegistryStore
) -> None:
    add(registry, "acme", callback_url=None)
    channel.deliver(delivery_failed("quota_exceeded"))
    assert isinstance(channel.sender, RecordingCallbackSender) and channel.sender.posts == []


def api_for(channel: PartnerChannel) -> PartnerApi:
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    return PartnerApi(channel, InMemoryObjectStore(), FakePresigner(), InMemoryProgress(), settings)


def test_the_api_answers_503_while_a_store_is_down_and_429_with_retry_after(
    channel: PartnerChannel, registry: InMemoryRegistryStore
) -> None:
    issued = add(registry, "acme")
    api = api_for(channel)
    headers = {"X-Api-Key": issued.api_key}
    body = json.dumps(
        {"request_id": "r1", "file_name": "a.pdf", "content_type": "application/pdf", "size": 5}
    )
    assert api.handle(headers, lambda partner: api.create_upload(partner, body.encode())).status == 201
    assert api.handle(headers, lambda partner: api.request_status(partner, "r1")).body["status"] == "queued"
    assert isinstance(channel.quota, InMemoryQuotaLedger)
    channel.quota.down = True
    unavailable = api.handle(headers, api.usage)
    assert unavailable.status == 503 and unavailable.headers["Retry-After"] == "5"
    channel.quota.down = False
    assert isinstance(channel.limiter, FixedRateLimiter)
    channel.limiter.waits = [0.2]
    limited = api.handle(headers, api.usage)
    assert limited.status == 429 and limited.headers["Retry-After"] == "1"


def test_an_unreadable_registry_is_a_503_not_a_crash(
    channel: PartnerChannel, registry: InMemoryRegistryStore
) -> None:
    registry.document = b"{broken"
    api = api_for(channel)
    answer = api.handle({"X-API-Key": "ck_x"}, api.usage)
    assert answer.status == 503
