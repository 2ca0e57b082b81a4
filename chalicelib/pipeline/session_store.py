"""A session as the buckets hold it: the metadata that travels in ``x-amz-meta-*`` from stage to stage."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from chalicelib.keys import DerivedKey, derived_key, owner_kind


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
        return base | dict(self.facts)

    @classmethod
    def from_metadata(cls, metadata: Mapping[str, str]) -> SessionMeta:
        known = {"session-id", "owner", "channel", "filename", "upload-key", "accepted-at", "chat-id"}
        return cls(
            session_id=metadata["session-id"],
            owner=metadata["owner"],
            channel=metadata.get("channel") or owner_kind(metadata["owner"]),
            filename=metadata.get("filename", "document"),
            upload_key=metadata.get("upload-key", ""),
            accepted_at=float(metadata.get("accepted-at") or 0.0),
            chat_id=metadata.get("chat-id", ""),
            facts={name: value for name, value in metadata.items() if name not in known},
        )

    def with_facts(self, **facts: str) -> SessionMeta:
        return replace(
            self, facts={**self.facts, **{name.replace("_", "-"): value for name, value in facts.items()}}
        )

    def derived(self, name: str) -> DerivedKey:
        return derived_key(self.owner, self.session_id, name)
