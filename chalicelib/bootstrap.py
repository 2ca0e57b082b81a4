"""The wiring: builds the pipeline's ports from the settings, once per process.

The one module that knows which adapter implements which port. Handlers in ``app.py`` get the ports with
:func:`get_deps` (built on first use, reused by warm invocations); the local runtime and tests install
their own with :func:`install_deps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from chalicelib.adapters.idempotency import RedisIdempotencyGuard
from chalicelib.adapters.local_outbox import LocalOutboxNotifier
from chalicelib.adapters.redis_state import RedisProgress, RedisRoles, RedisUsageLimits, connect_redis_roles
from chalicelib.adapters.s3_storage import S3ObjectStore, make_s3_client
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.ports import MetricsSink, Notifier, ObjectStore, ProgressSink, TelegramUpdates
from chalicelib.settings import Settings, get_settings
from chalicelib.topology import STAGES, Topology

if TYPE_CHECKING:
    from chalicelib.adapters.redis_bot import RedisConversationStore
    from chalicelib.partners.service import PartnerChannel

_installed: PipelineDeps | None = None


def build_deps(
    settings: Settings,
    *,
    storage: ObjectStore | None = None,
    redis_roles: RedisRoles | None = None,
    notifiers: dict[str, Notifier] | None = None,
    metrics: MetricsSink | None = None,
) -> PipelineDeps:
    from chalicelib.adapters.emf_metrics import EmfMetrics
    from chalicelib.llm import build_provider

    roles = redis_roles or connect_redis_roles(settings)
    prefix = settings.redis_key_prefix
    storage = storage or S3ObjectStore(make_s3_client(settings))
    progress: ProgressSink = RedisProgress(roles.cache, prefix)
    all_notifiers = dict(notifiers) if notifiers is not None else default_notifiers(settings)
    partners = partner_channel(settings, roles)
    all_notifiers.setdefault("partner", partners)
    sink = metrics or EmfMetrics(settings.metrics_namespace, settings.service_name)
    telegram: TelegramUpdates | None = None
    if settings.telegram_bot_token is not None:
        progress = telegram_progress(settings, progress, roles)
        all_notifiers.setdefault("telegram", telegram_notifier(settings, roles))
        telegram = _BuiltOnFirstUpdate(lambda: telegram_webhook_bot(settings, roles, storage, sink))
    return PipelineDeps(
        settings=settings,
        topology=Topology(settings),
        storage=storage,
        progress=progress,
        notifiers=all_notifiers,
        guards={
            spec.stage: RedisIdempotencyGuard(
                spec.stage.value, roles.cache, settings.idempotency_ttl_seconds, key_prefix=prefix
            )
            for spec in STAGES
        },
        limits=RedisUsageLimits(roles.limits, prefix),
        llm=build_provider(settings),
        telegram=telegram,
        partners=partners,
        metrics=sink,
    )


def default_notifiers(settings: Settings) -> dict[str, Notifier]:
    return {"cli": LocalOutboxNotifier(settings.local_outbox_dir)}


def partner_channel(settings: Settings, roles: RedisRoles) -> PartnerChannel:
    """Registry (file, S3 or SSM, cached), quotas and rate limits in Redis, callbacks over HTTPS."""
    from chalicelib.partners.bootstrap import build_partner_channel

    return build_partner_channel(settings, roles.limits)


# --- Telegram (imported lazily: only the webhook and notify pay for python-telegram-bot / httpx) --------


def telegram_progress(settings: Settings, inner: ProgressSink, roles: RedisRoles) -> ProgressSink:
    from chalicelib.adapters.redis_bot import RedisProgressMessages
    from chalicelib.adapters.telegram_bot_api import BotApiClient
    from chalicelib.adapters.telegram_notifier import TelegramProgress

    messages = RedisProgressMessages(roles.cache, settings.redis_key_prefix)
    return TelegramProgress(inner, messages, BotApiClient(settings), settings.telegram_progress_min_interval)


def telegram_notifier(settings: Settings, roles: RedisRoles) -> Notifier:
    from chalicelib.adapters.telegram_bot_api import BotApiClient
    from chalicelib.adapters.telegram_notifier import TelegramNotifier

    return TelegramNotifier(BotApiClient(settings), conversation_store(settings, roles))


def telegram_webhook_bot(
    settings: Settings, roles: RedisRoles, storage: ObjectStore, metrics: MetricsSink
) -> TelegramUpdates:
    from chalicelib.adapters.redis_bot import RedisDailyLimits, RedisUpdateDeduplicator
    from chalicelib.adapters.telegram_ptb import PtbChat, PtbWebhook, TelegramWebhookBot
    from chalicelib.bot.conversation import Conversation, ConversationConfig
    from chalicelib.bot.limits import TariffLimits
    from chalicelib.topology import BucketRole

    topology = Topology(settings)
    config = ConversationConfig(
        uploads_bucket=topology.bucket_name(BucketRole.UPLOADS),
        reports_bucket=topology.bucket_name(BucketRole.REPORTS),
        text_bucket=topology.bucket_name(BucketRole.TEXT),
        max_file_bytes=settings.extraction.max_file_bytes,
        min_text_chars=settings.extraction.min_text_chars,
        admin_ids=frozenset(settings.telegram_admin_ids),
        analysis_stale_seconds=2 * settings.session_deadline_seconds,
    )
    tariffs = TariffLimits(settings.daily_limit_free, settings.daily_limit_pro, settings.daily_limit_pro_plus)
    limits = RedisDailyLimits(roles.limits, tariffs, settings.redis_key_prefix)

    def conversation(chat: PtbChat) -> Conversation:
        return Conversation(
            chat, conversation_store(settings, roles), limits, storage, config=config, metrics=metrics
        )

    dedup = RedisUpdateDeduplicator(
        roles.cache, settings.telegram_update_dedup_ttl, settings.redis_key_prefix
    )
    return TelegramWebhookBot(dedup, PtbWebhook(settings, conversation))


class _BuiltOnFirstUpdate:
    """The webhook's bot, built when the first update arrives: every function builds the ports, only the
    webhook pays for python-telegram-bot (about a second of cold start)."""

    def __init__(self, build: Callable[[], TelegramUpdates]) -> None:
        self._build = build
        self._bot: TelegramUpdates | None = None

    def _get(self) -> TelegramUpdates:
        if self._bot is None:
            self._bot = self._build()
        return self._bot

    def first_time(self, update_id: int) -> bool:
        return self._get().first_time(update_id)

    def forget(self, update_id: int) -> None:
        self._get().forget(update_id)

    def process(self, update: dict[str, Any]) -> None:
        self._get().process(update)


def conversation_store(settings: Settings, roles: RedisRoles) -> RedisConversationStore:
    from chalicelib.adapters.redis_bot import RedisConversationStore

    return RedisConversationStore(roles.sessions, roles.cache, settings.redis_key_prefix)


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
