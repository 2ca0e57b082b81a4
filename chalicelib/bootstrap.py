"""The wiring: builds the pipeline's ports from the settings, once per process.

The one module that knows which adapter implements which port. Handlers in ``app.py`` get the ports with
:func:`get_deps` (built on first use, reused by warm invocations); the local runtime and tests install
their own with :func:`install_deps`.

Every function builds the same ports, and the webhook on a plain update uses few of them: the clients
that need boto3 (S3 storage, Powertools' idempotency, which imports boto3 too) are built on first use, so a
``/start`` never imports boto3 (tests/test_cold_imports.py pins it).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from chalicelib.adapters.local_outbox import LocalOutboxNotifier
from chalicelib.adapters.redis_state import RedisProgress, RedisRoles, RedisUsageLimits, connect_redis_roles
from chalicelib.adapters.transient import infrastructure_transient
from chalicelib.observability import logger
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.ports import (
    IdempotencyGuard,
    MetricsSink,
    Notifier,
    ObjectInfo,
    ObjectStore,
    ProgressSink,
    StoredObject,
    TelegramUpdates,
)
from chalicelib.settings import Settings, get_settings
from chalicelib.topology import STAGES, Stage, Topology

if TYPE_CHECKING:
    import redis

    from chalicelib.adapters.redis_bot import RedisConversationStore
    from chalicelib.bot.limits import TariffLimits
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
    storage = storage or StorageOnFirstUse(lambda: s3_storage(settings))
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
        guards=GuardsOnFirstUse(roles.cache, settings.idempotency_ttl_seconds, prefix),
        limits=RedisUsageLimits(roles.limits, prefix),
        llm=build_provider(settings),
        telegram=telegram,
        partners=partners,
        metrics=sink,
        is_transient=infrastructure_transient,
    )


def s3_storage(settings: Settings) -> ObjectStore:
    from chalicelib.adapters.s3_storage import S3ObjectStore, make_s3_client

    return S3ObjectStore(make_s3_client(settings))


class StorageOnFirstUse:
    """The storage port, its boto3 client created on the first call (a stage's first event; the webhook's
    first document); :attr:`store` is the built port."""

    def __init__(self, build: Callable[[], ObjectStore]) -> None:
        self._build = build
        self._store: ObjectStore | None = None

    @property
    def store(self) -> ObjectStore:
        if self._store is None:
            self._store = self._build()
        return self._store

    def head(self, bucket: str, key: str) -> ObjectInfo | None:
        return self.store.head(bucket, key)

    def get(self, bucket: str, key: str) -> StoredObject | None:
        return self.store.get(bucket, key)

    def put(
        self,
        bucket: str,
        key: str,
        body: bytes,
        *,
        metadata: Mapping[str, str] | None = None,
        content_type: str = "application/octet-stream",
    ) -> None:
        self.store.put(bucket, key, body, metadata=metadata, content_type=content_type)

    def put_if_absent(
        self, bucket: str, key: str, body: bytes, *, metadata: Mapping[str, str] | None = None
    ) -> bool:
        return self.store.put_if_absent(bucket, key, body, metadata=metadata)

    def delete(self, bucket: str, key: str) -> None:
        self.store.delete(bucket, key)

    def list(self, bucket: str, prefix: str = "") -> Iterator[ObjectInfo]:
        return self.store.list(bucket, prefix)


class GuardsOnFirstUse(Mapping[Stage, IdempotencyGuard]):
    """One Powertools idempotency guard per stage, built when that stage first runs: a function builds
    the one guard it uses, and the webhook none (Powertools' idempotency imports boto3)."""

    def __init__(self, client: redis.Redis, ttl_seconds: int, key_prefix: str) -> None:
        self._client = client
        self._ttl_seconds = ttl_seconds
        self._key_prefix = key_prefix
        self._built: dict[Stage, IdempotencyGuard] = {}

    def __getitem__(self, stage: Stage) -> IdempotencyGuard:
        if stage not in self._built:
            if stage not in _GUARDED_STAGES:
                raise KeyError(stage)
            from chalicelib.adapters.idempotency import RedisIdempotencyGuard

            self._built[stage] = RedisIdempotencyGuard(
                stage.value, self._client, self._ttl_seconds, key_prefix=self._key_prefix
            )
        return self._built[stage]

    def __iter__(self) -> Iterator[Stage]:
        return iter(_GUARDED_STAGES)

    def __len__(self) -> int:
        return len(_GUARDED_STAGES)


_GUARDED_STAGES: tuple[Stage, ...] = tuple(spec.stage for spec in STAGES)


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


def tariff_limits(settings: Settings) -> TariffLimits:
    from chalicelib.bot.limits import TariffLimits

    return TariffLimits(settings.daily_limit_free, settings.daily_limit_pro, settings.daily_limit_pro_plus)


def telegram_notifier(settings: Settings, roles: RedisRoles) -> Notifier:
    from chalicelib.adapters.redis_bot import RedisDailyLimits
    from chalicelib.adapters.telegram_bot_api import BotApiClient
    from chalicelib.adapters.telegram_notifier import TelegramNotifier

    purchases = RedisDailyLimits(roles.limits, tariff_limits(settings), settings.redis_key_prefix)
    return TelegramNotifier(BotApiClient(settings), conversation_store(settings, roles), purchases)


def telegram_webhook_bot(
    settings: Settings, roles: RedisRoles, storage: ObjectStore, metrics: MetricsSink
) -> TelegramUpdates:
    from chalicelib.adapters.redis_bot import RedisDailyLimits, RedisUpdateDeduplicator
    from chalicelib.adapters.telegram_ptb import PtbChat, PtbWebhook, TelegramWebhookBot
    from chalicelib.bot.conversation import Conversation, ConversationConfig
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
    limits = RedisDailyLimits(roles.limits, tariff_limits(settings), settings.redis_key_prefix)

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


# What each function imports on its first call beyond ``import app`` (bench/coldstart.py measures these
# paths); under SnapStart they are imported during init, so the snapshot holds them.
FIRST_CALL_MODULES: dict[str, tuple[str, ...]] = {
    "webhook": (
        "chalicelib.telegram.webhook",
        "chalicelib.adapters.telegram_ptb",
        "chalicelib.bot.conversation",
    ),
    "extract": (
        "chalicelib.pipeline.stages",
        "chalicelib.extraction",
        "chalicelib.extraction.pdf",
        "chalicelib.extraction.ocr",
    ),
    "prescreen": ("chalicelib.pipeline.stages", "chalicelib.prescreen"),
    "analyze": (
        "chalicelib.pipeline.stages",
        "chalicelib.analysis",
        "chalicelib.reporting",
        "chalicelib.reporting.pdf",
    ),
    "notify": (
        "chalicelib.pipeline.stages",
        "chalicelib.partners.callbacks",
        "chalicelib.adapters.telegram_notifier",
        "chalicelib.reporting",
    ),
}

# State the first event builds ("module:function"): the dictionary read on the first Russian word.
FIRST_CALL_PRIMES: dict[str, tuple[str, ...]] = {
    "prescreen": ("chalicelib.clauses.lemmas:analyzer",),
    "analyze": ("chalicelib.clauses.lemmas:analyzer",),
}


def function_of(lambda_function_name: str) -> str:
    """``contract-check-dev-extract`` → ``extract`` (chalice's names are ``{app}-{stage}-{function}``, the
    function's own name without dashes); the REST API's function is ``{app}-{stage}``: the webhook's."""
    suffix = lambda_function_name.rsplit("-", 1)[-1]
    return suffix if suffix in FIRST_CALL_MODULES or "_" in suffix else "webhook"


def prepare_for_snapshot(environ: Mapping[str, str]) -> str | None:
    """Under SnapStart, import the function's first-call modules before the snapshot is taken.

    Nothing connects during init: Redis, boto3 clients and PTB's loop are built by :func:`get_deps` at the
    first invocation, which runs after restore; the restore hook drops anything built earlier anyway, so a
    connection, a credential or a random state is never shared between restored copies. Returns the
    function prepared, ``None`` outside SnapStart.
    """
    if environ.get("AWS_LAMBDA_INITIALIZATION_TYPE") != "snap-start":
        return None
    function = function_of(environ.get("AWS_LAMBDA_FUNCTION_NAME", ""))
    for module in FIRST_CALL_MODULES.get(function, ()):
        importlib.import_module(module)
    for target in FIRST_CALL_PRIMES.get(function, ()):
        module, _, name = target.partition(":")
        getattr(importlib.import_module(module), name)()
    _register_after_restore(forget_process_state)
    return function


def forget_process_state() -> None:
    """After a restore: no ports, settings or secrets carried over from the snapshot."""
    from chalicelib.adapters.ssm_parameters import forget_fetched_parameters

    install_deps(None)
    get_settings.cache_clear()
    forget_fetched_parameters()


def _register_after_restore(hook: Callable[[], None]) -> None:
    try:
        from snapshot_restore_py import register_after_restore  # type: ignore[import-not-found]
    except ImportError:  # only Lambda's Python runtime (3.12+) ships it
        logger.warning("snapshot_restore_py missing: no after-restore hook")
        return
    register_after_restore(hook)
