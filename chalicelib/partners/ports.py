"""Ports of the partner channel; adapters live in ``chalicelib/adapters`` and fakes in the tests."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol


class RegistryStore(Protocol):
    """Where the registry document lives (file, S3 object, SSM parameter)."""

    def read(self) -> bytes | None: ...

    def write(self, document: bytes) -> None: ...


class QuotaLedger(Protocol):
    """Monthly analyses per partner (Europe/Moscow months); charges and refunds are per session."""

    def consume(self, partner_id: str, session_id: str, quota: int) -> bool:
        """Charge one analysis unless the month's quota is used up; a session is charged at most once."""
        ...

    def refund_once(self, partner_id: str, session_id: str) -> bool: ...

    def used(self, partner_id: str) -> int: ...


class RateLimiter(Protocol):
    def acquire(self, partner_id: str, rate_per_second: float) -> float:
        """0 when the request may go on; otherwise the seconds to wait (token bucket)."""
        ...


class RejectionCounter(Protocol):
    def count(self, partner_id: str, reason: str) -> None: ...

    def counts(self, partner_id: str) -> Mapping[str, int]: ...


class PendingUploads(Protocol):
    """Upload URLs handed out and not used yet: such a request is ``queued`` until its file arrives."""

    def remember(self, partner_id: str, request_id: str, ttl_seconds: int) -> None: ...

    def is_pending(self, partner_id: str, request_id: str) -> bool: ...


@dataclass(frozen=True)
class CallbackResponse:
    status: int


class CallbackSender(Protocol):
    def post(self, url: str, body: bytes, headers: Mapping[str, str], timeout: float) -> CallbackResponse:
        """Raise on a network error; any HTTP status comes back."""
        ...


class Presigner(Protocol):
    def presign_put(
        self,
        bucket: str,
        key: str,
        *,
        content_type: str,
        size: int,
        expires_in: int,
        metadata: Mapping[str, str] | None = None,
    ) -> tuple[str, dict[str, str]]:
        """URL and the headers the client must send with the PUT."""
        ...

    def presign_get(self, bucket: str, key: str, *, expires_in: int, download_name: str | None = None) -> str:
        """A GET URL; with ``download_name`` the download is saved under that name (Content-Disposition)."""
        ...
