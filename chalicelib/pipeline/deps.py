"""The ports every stage works with, in one object: the wiring builds it, tests build their own."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from chalicelib.errors import plain_transient
from chalicelib.pipeline.session_store import SessionStore
from chalicelib.ports import (
    DiscardMetrics,
    IdempotencyGuard,
    MetricsSink,
    Notifier,
    ObjectStore,
    ProgressSink,
    TelegramUpdates,
    UsageLimits,
)
from chalicelib.settings import Settings
from chalicelib.topology import BucketRole, Stage, Topology

if TYPE_CHECKING:
    import httpx

    from chalicelib.llm.port import LlmProvider
    from chalicelib.partners.service import PartnerChannel


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass
class PipelineDeps:
    """The ports a stage works with; ``chalicelib.bootstrap`` builds them, tests build their own."""

    settings: Settings
    topology: Topology
    storage: ObjectStore
    progress: ProgressSink
    notifiers: Mapping[str, Notifier]
    guards: Mapping[Stage, IdempotencyGuard]
    limits: UsageLimits | None = None
    llm: LlmProvider | None = None
    http_client: httpx.Client | None = None
    clock: Callable[[], datetime] = utc_now
    telegram: TelegramUpdates | None = None  # the webhook's bot; None without TELEGRAM_BOT_TOKEN
    partners: PartnerChannel | None = None  # registry, quotas and callbacks of the partner channel
    metrics: MetricsSink = field(default_factory=DiscardMetrics)
    is_transient: Callable[[BaseException], bool] = plain_transient

    def bucket(self, role: BucketRole) -> str:
        return self.topology.bucket_name(role)

    @property
    def sessions(self) -> SessionStore:
        """A view over the current ports (cheap; tests may swap a port, e.g. the clock, at any time)."""
        return SessionStore(
            self.storage, self.topology, self.progress, self.limits, self.clock, metrics=self.metrics
        )
