"""Builds the partner channel and API from settings (the composition root of this package)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from chalicelib.adapters.partner import EmptyRegistryStore, HttpxCallbackSender, S3Presigner, registry_store
from chalicelib.adapters.partner_redis import (
    RedisPendingUploads,
    RedisQuotaLedger,
    RedisRateLimiter,
    RedisRejectionCounter,
)
from chalicelib.partners.registry import CachedRegistry
from chalicelib.partners.service import PartnerChannel
from chalicelib.settings import Settings

if TYPE_CHECKING:
    import redis

    from chalicelib.partners.api import PartnerApi
    from chalicelib.partners.ports import CallbackSender
    from chalicelib.pipeline.deps import PipelineDeps


def build_partner_channel(
    settings: Settings, limits: redis.Redis, *, sender: CallbackSender | None = None
) -> PartnerChannel:
    store = registry_store(settings) or EmptyRegistryStore()
    prefix = settings.redis_key_prefix
    return PartnerChannel(
        directory=CachedRegistry(store, settings.partners_cache_seconds),
        quota=RedisQuotaLedger(limits, prefix),
        rejections=RedisRejectionCounter(limits, prefix),
        sender=sender or HttpxCallbackSender(),
        limiter=RedisRateLimiter(limits, prefix),
        pending=RedisPendingUploads(limits, prefix),
        callback_timeout_seconds=settings.partner_callback_timeout_seconds,
    )


_api_cache: tuple[PipelineDeps, PartnerApi] | None = None


def partner_api_for(deps: PipelineDeps) -> PartnerApi:
    """One API object per set of pipeline ports (warm invocations reuse it)."""
    global _api_cache  # noqa: PLW0603 (one per Lambda process, like the ports themselves)
    if _api_cache is None or _api_cache[0] is not deps:
        if deps.partners is None:
            raise RuntimeError("the pipeline ports were built without the partner channel")
        # The API and its S3 presigner: the partner routes' own (the webhook shares their function).
        from chalicelib.adapters.s3_storage import make_s3_client
        from chalicelib.partners.api import PartnerApi

        presigner = S3Presigner(make_s3_client(deps.settings))
        api = PartnerApi(deps.partners, deps.storage, presigner, deps.progress, deps.settings)
        _api_cache = (deps, api)
    return _api_cache[1]
