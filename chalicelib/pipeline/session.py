"""What travels with a session from stage to stage in ``x-amz-meta-*``, and the deps every stage gets."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from chalicelib.keys import DerivedKey, derived_key, owner_kind
from chalicelib.ports import IdempotencyGuard, Notifier, ObjectStore, ProgressSink, UsageLimits
from chalicelib.settings import Settings
from chalicelib.topology import BucketRole, Stage, Topology

if TYPE_CHECKING:
    import httpx

    from chalicelib.llm.port import LlmProvider
    from chalicelib.partners.service import PartnerChannel


def utc_now() -> datetime:
    return datetime.now(UTC)


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


@dataclass
class PipelineDeps:
    """The ports a stage works with; the runtime container builds them, tests build their own."""

    settings: Settings
    topology: Topology
    storage: ObjectStore
    progress: ProgressSink
    notifiers: Mapping[str, Notifier]
    guards: Mapping[Stage, IdempotencyGuard]
    limits: UsageLimits | None = None
    llm: LlmProvider | None = None
    http_client: httpx.Client | None = None
    partners: PartnerChannel | None = None
    clock: Callable[[], datetime] = utc_now

    def bucket(self, role: BucketRole) -> str:
        return self.topology.bucket_name(role)
