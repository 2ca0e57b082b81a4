"""The wiring: builds the pipeline's ports from the settings, once per process.

The one module that knows which adapter implements which port. Handlers in ``app.py`` get the ports with
:func:`get_deps` (built on first use, reused by warm invocations); the local runtime and tests install
their own with :func:`install_deps`.
"""

from __future__ import annotations

from chalicelib.adapters.idempotency import RedisIdempotencyGuard
from chalicelib.adapters.local_outbox import LocalOutboxNotifier
from chalicelib.adapters.partner import ReportsBucketNotifier
from chalicelib.adapters.redis_state import RedisProgress, RedisRoles, RedisUsageLimits, connect_redis_roles
from chalicelib.adapters.s3_storage import S3ObjectStore, make_s3_client
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.ports import Notifier, ObjectStore
from chalicelib.settings import Settings, get_settings
from chalicelib.topology import STAGES, Topology

_installed: PipelineDeps | None = None


def build_deps(
    settings: Settings,
    *,
    storage: ObjectStore | None = None,
    redis_roles: RedisRoles | None = None,
    notifiers: dict[str, Notifier] | None = None,
) -> PipelineDeps:
    from chalicelib.llm import build_provider

    roles = redis_roles or connect_redis_roles(settings)
    prefix = settings.redis_key_prefix
    return PipelineDeps(
        settings=settings,
        topology=Topology(settings),
        storage=storage or S3ObjectStore(make_s3_client(settings)),
        progress=RedisProgress(roles.cache, prefix),
        notifiers=notifiers if notifiers is not None else default_notifiers(settings),
        guards={
            spec.stage: RedisIdempotencyGuard(spec.stage.value, roles.cache, settings.idempotency_ttl_seconds)
            for spec in STAGES
        },
        limits=RedisUsageLimits(roles.limits, prefix),
        llm=build_provider(settings),
    )


def default_notifiers(settings: Settings) -> dict[str, Notifier]:
    notifiers: dict[str, Notifier] = {
        "cli": LocalOutboxNotifier(settings.local_outbox_dir),
        "partner": ReportsBucketNotifier(),
    }
    if settings.telegram_bot_token is not None:
        from chalicelib.adapters.telegram_notifier import TelegramNotifier

        notifiers["telegram"] = TelegramNotifier(settings)
    return notifiers


def get_deps() -> PipelineDeps:
    """The process-wide ports, built on first use (not at import: chalice and pytest set env differently)."""
    global _installed  # noqa: PLW0603 (one container per Lambda process, by design)
    if _installed is None:
        _installed = build_deps(get_settings())
    return _installed


def install_deps(deps: PipelineDeps | None) -> None:
    """Replace the process-wide ports (the embedded runtime and tests); ``None`` forgets them."""
    global _installed  # noqa: PLW0603
    _installed = deps
