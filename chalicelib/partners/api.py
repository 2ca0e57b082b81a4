"""The partner HTTPS API (``/partners/v1``), free of any web framework: app.py's routes call these.

Every call is authenticated by ``X-API-Key`` (401) and rate limited per partner by a token bucket (429 with
``Retry-After``). A partner sees only its own requests: another partner's request id is simply unknown (404).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from chalicelib.errors import TransientFailure
from chalicelib.keys import (
    DOCUMENT_FILES,
    DOCUMENTS_FILE,
    ERROR_FILE,
    PARTNER_FILE_NAME_PATTERN,
    REPORT_JSON,
    REPORT_MD,
    REPORT_PDF,
    REQUEST_ID_PATTERN,
    is_partner_file_name,
    is_request_id,
    partner_session_id,
    partner_upload_key,
)
from chalicelib.models import DocumentsManifest, Report
from chalicelib.observability import logger
from chalicelib.partners.months import month_end, quota_month
from chalicelib.partners.ports import Presigner
from chalicelib.partners.reasons import developer_message
from chalicelib.partners.registry import Partner
from chalicelib.partners.service import PartnerChannel
from chalicelib.ports import AnalysisStatus, ObjectStore, ProgressSink
from chalicelib.reporting.reader import report_file_name
from chalicelib.settings import Settings
from chalicelib.topology import BucketRole, Topology

API_KEY_HEADER = "x-api-key"
# The role name a partner may name as the report's side (sent percent-encoded as x-amz-meta-side).
SIDE_MAX_LENGTH = 40
OPENAPI_PATH = Path(__file__).with_name("openapi.json")
CONTENT_TYPES: dict[str, frozenset[str]] = {
    "pdf": frozenset({"application/pdf"}),
    "docx": frozenset({"application/vnd.openxmlformats-officedocument.wordprocessingml.document"}),
    "rtf": frozenset({"application/rtf", "text/rtf"}),
    "txt": frozenset({"text/plain"}),
    "md": frozenset({"text/markdown", "text/plain"}),
    "png": frozenset({"image/png"}),
    "jpg": frozenset({"image/jpeg"}),
    "jpeg": frozenset({"image/jpeg"}),
    "tif": frozenset({"image/tiff"}),
    "tiff": frozenset({"image/tiff"}),
}


@dataclass(frozen=True)
class ApiResponse:
    status: int
    body: Any
    headers: dict[str, str] = field(default_factory=dict)


def problem(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> ApiResponse:
    return ApiResponse(status, {"error": {"code": code, "message": message}}, headers or {})


@dataclass(frozen=True)
class UploadRequest:
    request_id: str
    file_name: str
    content_type: str
    size: int
    side: str | None = None


@dataclass
class PartnerApi:
    channel: PartnerChannel
    storage: ObjectStore
    presigner: Presigner
    progress: ProgressSink
    settings: Settings
    clock: Callable[[], datetime] = lambda: datetime.now(UTC)

    @property
    def _topology(self) -> Topology:
        return Topology(self.settings)

    def handle(self, headers: Mapping[str, str], action: Callable[[Partner], ApiResponse]) -> ApiResponse:
        """Authenticate, rate-limit, then run ``action`` for the partner; 503 while a store is down."""
        try:
            return self._handle(headers, action)
        except TransientFailure as trouble:
            logger.warning("partner API unavailable", extra={"error": str(trouble)})
            return problem(503, "unavailable", "temporarily unavailable, retry shortly", {"Retry-After": "5"})

    def _handle(self, headers: Mapping[str, str], action: Callable[[Partner], ApiResponse]) -> ApiResponse:
        raw_key = next((value for name, value in headers.items() if name.lower() == API_KEY_HEADER), None)
        partner = self.channel.directory.authenticate(raw_key)
        if partner is None:
            return problem(401, "unauthorized", "missing or wrong X-API-Key", {"WWW-Authenticate": "ApiKey"})
        rate = partner.rate_limit_rps or self.settings.partner_default_rate_limit_rps
        wait = self.channel.limiter.acquire(partner.id, rate)
        if wait > 0:
            return problem(
                429,
                "rate_limited",
                f"over {rate:g} requests per second",
                {"Retry-After": str(math.ceil(wait))},
            )
        return action(partner)

    # --- POST /partners/v1/uploads ---------------------------------------------------------------------

    def create_upload(self, partner: Partner, raw_body: bytes) -> ApiResponse:
        checked = self._checked_upload(partner, raw_body)
        if isinstance(checked, ApiResponse):
            return checked
        if self._request_exists(partner.id, checked.request_id):
            return problem(409, "request_exists", "this request_id was already used; choose a new one")
        if self.channel.quota.used(partner.id) >= partner.monthly_quota:
            return problem(403, "quota_exceeded", "the monthly analysis quota is used up")
        expires = self.settings.partner_upload_url_expires_seconds
        url, headers = self.presigner.presign_put(
            self._topology.bucket_name(BucketRole.UPLOADS),
            partner_upload_key(partner.id, checked.request_id, checked.file_name),
            content_type=checked.content_type,
            size=checked.size,
            expires_in=expires,
            metadata={"side": quote(checked.side)} if checked.side else None,
        )
        self.channel.pending.remember(partner.id, checked.request_id, expires)
        return ApiResponse(
            201,
            {
                "request_id": checked.request_id,
                "upload_url": url,
                "method": "PUT",
                "headers": headers,
                "expires_in": expires,
            },
        )

    def _checked_upload(  # noqa: PLR0911 (one early answer per rule, in the order the guide lists them)
        self, partner: Partner, raw_body: bytes
    ) -> UploadRequest | ApiResponse:
        try:
            body = json.loads(raw_body or b"null")
        except ValueError:
            body = None
        if not isinstance(body, dict):
            return problem(400, "invalid_json", "the body must be a JSON object")
        request_id, file_name = body.get("request_id"), body.get("file_name")
        content_type, size = body.get("content_type"), body.get("size")
        if not isinstance(request_id, str) or not is_request_id(request_id):
            return problem(400, "invalid_request_id", f"request_id must match {REQUEST_ID_PATTERN}")
        if not isinstance(file_name, str) or not is_partner_file_name(file_name):
            return problem(400, "invalid_file_name", f"file_name must match {PARTNER_FILE_NAME_PATTERN}")
        if not isinstance(size, int) or isinstance(size, bool) or size <= 0:
            return problem(400, "invalid_size", "size must be a positive integer (bytes)")
        if size > self.settings.extraction.max_file_bytes:
            return problem(
                413, "file_too_large", f"size must not exceed {self.settings.extraction.max_file_bytes} bytes"
            )
        extension = file_name.rpartition(".")[2].lower() if "." in file_name else ""
        if not partner.accepts_format(file_name):
            return problem(415, "unsupported_format", f"format {extension or '(none)'!r} is not allowed")
        allowed = CONTENT_TYPES.get(extension, frozenset())
        if not isinstance(content_type, str) or content_type.lower() not in allowed:
            expected = ", ".join(sorted(allowed))
            return problem(
                415, "unsupported_content_type", f"content_type for .{extension} must be {expected}"
            )
        side = body.get("side")
        if side is not None and (not isinstance(side, str) or not 0 < len(side.strip()) <= SIDE_MAX_LENGTH):
            return problem(
                400,
                "invalid_side",
                f"side must be a role name of 1-{SIDE_MAX_LENGTH} characters, or 'weaker'",
            )
        return UploadRequest(
            request_id, file_name, content_type.lower(), size, side.strip() if side else None
        )

    # --- GET /partners/v1/requests/{request_id} --------------------------------------------------------

    def request_status(self, partner: Partner, request_id: str) -> ApiResponse:
        if not is_request_id(request_id):
            return problem(404, "not_found", "no such request")
        reports = self._topology.bucket_name(BucketRole.REPORTS)
        folder = f"partners/{partner.id}/{request_id}"
        report = self.storage.get(reports, f"{folder}/{REPORT_JSON}")
        result: dict[str, Any] = {
            "request_id": request_id,
            "report": None,
            "error": None,
            "report_urls": {},
            "documents": [],
        }
        if report is not None:
            pdf_name = report_file_name(Report.model_validate_json(report.body))
            download_names = {REPORT_PDF: pdf_name, REPORT_MD: pdf_name.removesuffix(".pdf") + ".md"}
            urls = {
                name: self.presigner.presign_get(
                    reports,
                    f"{folder}/{name}",
                    expires_in=self.settings.partner_report_url_expires_seconds,
                    download_name=download_names.get(name),
                )
                for name in (REPORT_JSON, REPORT_MD, REPORT_PDF, DOCUMENTS_FILE, *DOCUMENT_FILES)
                if self.storage.head(reports, f"{folder}/{name}") is not None
            }
            return ApiResponse(
                200,
                result
                | {
                    "status": "completed",
                    "progress": 100,
                    "report": json.loads(report.body),
                    "report_urls": urls,
                    "documents": self._documents(reports, folder, urls),
                },
            )
        error = self.storage.get(reports, f"{folder}/{ERROR_FILE}")
        if error is not None:
            notice = json.loads(error.body)
            failure = {
                "code": notice["reason"],
                "message": developer_message(notice["reason"], notice["message_en"]),
                "message_ru": notice["message_ru"],
            }
            return ApiResponse(200, result | {"status": "failed", "progress": 100, "error": failure})
        uploads = self._topology.bucket_name(BucketRole.UPLOADS)
        uploaded = next(iter(self.storage.list(uploads, f"{folder}/")), None) is not None
        if not uploaded and not self.channel.pending.is_pending(partner.id, request_id):
            return problem(404, "not_found", "no such request")
        snapshot = self.progress.read(partner_session_id(partner.id, request_id))
        started = snapshot is not None and snapshot.status is not AnalysisStatus.QUEUED
        percent = snapshot.percent if snapshot is not None else 0
        return ApiResponse(
            200, result | {"status": "processing" if started else "queued", "progress": percent}
        )

    def _documents(self, reports: str, folder: str, urls: Mapping[str, str]) -> list[dict[str, str]]:
        """The протокол разногласий, commented DOCX and deadlines.ics: name after the contract, and a URL."""
        manifest = self.storage.get(reports, f"{folder}/{DOCUMENTS_FILE}")
        if manifest is None:
            return []
        files = DocumentsManifest.model_validate_json(manifest.body).files
        return [
            {"key": file.key, "name": file.name, "media_type": file.media_type, "url": urls[file.key]}
            for file in files
            if file.key in urls
        ]

    # --- GET /partners/v1/usage ------------------------------------------------------------------------

    def usage(self, partner: Partner) -> ApiResponse:
        now = self.clock()
        return ApiResponse(
            200,
            {
                "partner_id": partner.id,
                "month": quota_month(now),
                "used": self.channel.quota.used(partner.id),
                "quota": partner.monthly_quota,
                "resets_at": month_end(now).isoformat(),
                "refused": dict(self.channel.rejections.counts(partner.id)),
            },
        )

    def _request_exists(self, partner_id: str, request_id: str) -> bool:
        folder = f"partners/{partner_id}/{request_id}/"
        return any(
            next(iter(self.storage.list(self._topology.bucket_name(role), folder)), None) is not None
            for role in (BucketRole.UPLOADS, BucketRole.REPORTS)
        )


def openapi_document() -> dict[str, Any]:
    return dict(json.loads(OPENAPI_PATH.read_text(encoding="utf-8")))
