"""The partner channel's service layer: admission of drop-in uploads, refunds, and callback delivery."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from chalicelib.errors import PermanentFailure
from chalicelib.keys import DOCUMENTS_FILE, parse_partner_drop
from chalicelib.models import DocumentsManifest
from chalicelib.observability import logger
from chalicelib.partners.callbacks import CallbackFailed, event_for, signed_headers
from chalicelib.partners.ports import (
    CallbackSender,
    PendingUploads,
    QuotaLedger,
    RateLimiter,
    RejectionCounter,
)
from chalicelib.partners.reasons import refusal
from chalicelib.partners.registry import Partner, Registry
from chalicelib.ports import Delivery

PARTNER_OWNER_PREFIX = "partners/"


class PartnerDirectory(Protocol):
    def get(self, partner_id: str) -> Partner | None: ...

    def authenticate(self, raw_key: str | None) -> Partner | None: ...

    def current(self) -> Registry: ...


@dataclass
class PartnerChannel:
    directory: PartnerDirectory
    quota: QuotaLedger
    rejections: RejectionCounter
    sender: CallbackSender
    limiter: RateLimiter
    pending: PendingUploads
    callback_timeout_seconds: float = 5.0

    def admit(self, upload_key: str) -> PermanentFailure | None:
        """Check a drop-in upload before any work; charge its analysis. None: go on; else the refusal.

        Refusals are counted per partner (or under ``_invalid``) and reason; a session is charged once,
        however often its upload is redelivered.
        """
        drop = parse_partner_drop(upload_key)
        reason = drop.problem
        partner = None if reason else self.directory.get(drop.partner_id)
        if reason is None and partner is None:
            reason = "unknown_partner"
        elif partner is not None and not partner.accepts_format(drop.file_name):
            reason = "unsupported_format"
        elif partner is not None and not self.quota.consume(
            partner.id, drop.session_id, partner.monthly_quota
        ):
            reason = "quota_exceeded"
        if reason is None:
            return None
        self.rejections.count(drop.partner_id, reason)
        logger.warning("partner upload refused", extra={"partner_id": drop.partner_id, "reason": reason})
        return refusal(reason)

    def refund_failed(self, owner: str, session_id: str, reason: str) -> bool:
        """A partner pays for delivered reports only: any failure gives the charged analysis back, once —
        the document's own fault (``not_a_contract``, ``text_too_short``, an unreadable file) as much as
        ours, as for Telegram users. A refusal before the charge (``quota_exceeded``) has nothing to give."""
        refunded = self.quota.refund_once(owner.removeprefix(PARTNER_OWNER_PREFIX), session_id)
        if refunded:
            logger.info("partner analysis refunded", extra={"reason": reason})
        return refunded

    def deliver(self, delivery: Delivery) -> None:
        """POST the signed callback; raise :class:`CallbackFailed` so that the queue retries."""
        partner_id = delivery.owner.removeprefix(PARTNER_OWNER_PREFIX)
        partner = self.directory.get(partner_id)
        if partner is None or not partner.callback_url or not partner.callback_secret:
            logger.info("partner has no callback; the reports bucket is the delivery")
            return
        folder = delivery.metadata.get("folder") or delivery.session_id
        event = event_for(
            partner_id,
            folder,
            delivery.session_id,
            report=delivery.report,
            error=delivery.error,
            report_keys=[f"{delivery.owner}/{folder}/{name}" for name in sorted(delivery.files)],
            documents=_documents(delivery, f"{delivery.owner}/{folder}"),
        )
        body = event.body()
        headers = signed_headers(event, partner.callback_secret, body)
        try:
            response = self.sender.post(partner.callback_url, body, headers, self.callback_timeout_seconds)
        except Exception as error:
            raise CallbackFailed(f"callback not delivered: {type(error).__name__}") from error
        if not 200 <= response.status < 300:
            raise CallbackFailed(f"callback answered HTTP {response.status}")
        logger.info("callback delivered", extra={"delivery_id": event.delivery_id, "status": event.status})


def _documents(delivery: Delivery, prefix: str) -> list[dict[str, str]]:
    """The files documents.json lists, each with its object key and its name after the contract."""
    manifest = delivery.files.get(DOCUMENTS_FILE)
    if manifest is None:
        return []
    files = DocumentsManifest.model_validate_json(manifest).files
    return [
        {"key": f"{prefix}/{file.key}", "name": file.name, "media_type": file.media_type}
        for file in files
        if file.key in delivery.files
    ]
