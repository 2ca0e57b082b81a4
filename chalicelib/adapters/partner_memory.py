"""In-memory implementations of the partner ports, with the semantics of the Redis/S3/HTTP adapters."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from chalicelib.errors import TransientFailure
from chalicelib.partners.ports import CallbackResponse


@dataclass
class InMemoryRegistryStore:
    document: bytes | None = None

    def read(self) -> bytes | None:
        return self.document

    def write(self, document: bytes) -> None:
        self.document = document


@dataclass
class InMemoryQuotaLedger:
    """One month only; a session is charged at most once and refunded at most once."""

    used_by_partner: Counter[str] = field(default_factory=Counter)
    charged: set[str] = field(default_factory=set)
    refunded: set[str] = field(default_factory=set)
    down: bool = False

    def consume(self, partner_id: str, session_id: str, quota: int) -> bool:
        self._check()
        if session_id in self.charged:
            return True
        if self.used_by_partner[partner_id] >= quota:
            return False
        self.used_by_partner[partner_id] += 1
        self.charged.add(session_id)
        return True

    def refund_once(self, partner_id: str, session_id: str) -> bool:
        self._check()
        if session_id not in self.charged or session_id in self.refunded:
            return False
        self.refunded.add(session_id)
        self.used_by_partner[partner_id] = max(0, self.used_by_partner[partner_id] - 1)
        return True

    def used(self, partner_id: str) -> int:
        self._check()
        return self.used_by_partner[partner_id]

    def _check(self) -> None:
        if self.down:
            raise TransientFailure("quota store down")


@dataclass
class FixedRateLimiter:
    """Answers from a script: ``waits`` are returned in turn, then 0."""

    waits: list[float] = field(default_factory=list)

    def acquire(self, partner_id: str, rate_per_second: float) -> float:
        return self.waits.pop(0) if self.waits else 0.0


@dataclass
class InMemoryRejectionCounter:
    by_partner: dict[str, Counter[str]] = field(default_factory=dict)

    def count(self, partner_id: str, reason: str) -> None:
        self.by_partner.setdefault(partner_id, Counter())[reason] += 1

    def counts(self, partner_id: str) -> Mapping[str, int]:
        return dict(self.by_partner.get(partner_id, Counter()))


@dataclass
class InMemoryPendingUploads:
    pending: set[tuple[str, str]] = field(default_factory=set)

    def remember(self, partner_id: str, request_id: str, ttl_seconds: int) -> None:
        self.pending.add((partner_id, request_id))

    def is_pending(self, partner_id: str, request_id: str) -> bool:
        return (partner_id, request_id) in self.pending


@dataclass
class RecordingCallbackSender:
    """Remembers every POST; ``answer`` decides the status (or raises, like a network error)."""

    answer: Callable[[str, bytes], int] = lambda url, body: 204
    posts: list[tuple[str, bytes, dict[str, str]]] = field(default_factory=list)

    def post(self, url: str, body: bytes, headers: Mapping[str, str], timeout: float) -> CallbackResponse:
        self.posts.append((url, body, dict(headers)))
        return CallbackResponse(status=self.answer(url, body))


class FakePresigner:
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
        return f"https://{bucket}.example/{key}?put", {
            "Content-Type": content_type,
            "Content-Length": str(size),
            **{f"x-amz-meta-{name}": value for name, value in (metadata or {}).items()},
        }

    def presign_get(self, bucket: str, key: str, *, expires_in: int, download_name: str | None = None) -> str:
        from urllib.parse import quote

        named = f"&name={quote(download_name, safe='')}" if download_name else ""
        return f"https://{bucket}.example/{key}?get{named}"
