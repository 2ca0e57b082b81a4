"""Powertools idempotency on Redis, one persistence layer per stage.

The guard keys on the object (bucket, key, ETag). When Redis itself is unreachable the stage still runs:
every stage also checks its output objects in S3 first, so the Redis record is a fast guard against
concurrent duplicates, not the only one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import redis
from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig, idempotent_function
from aws_lambda_powertools.utilities.idempotency.exceptions import IdempotencyPersistenceLayerError
from aws_lambda_powertools.utilities.idempotency.persistence.cache import CachePersistenceLayer

from chalicelib.observability import logger


class RedisIdempotencyGuard:
    def __init__(self, stage: str, client: redis.Redis, ttl_seconds: int) -> None:
        self._stage = stage
        # redis-py's precise signatures are wider than Powertools' protocol; the client is the real one.
        self._layer = CachePersistenceLayer(client=client)  # type: ignore[arg-type]
        self._config = IdempotencyConfig(
            event_key_jmespath="[bucket, key, etag]",
            expires_after_seconds=ttl_seconds,
            raise_on_no_idempotency_key=True,
        )

    def run_once(
        self, object_ref: dict[str, str], action: Callable[[dict[str, str]], None], context: Any
    ) -> None:
        started = finished = False

        def tracked(object_ref: dict[str, str]) -> None:
            nonlocal started, finished
            started = True
            action(object_ref)
            finished = True

        tracked.__qualname__ = f"stage_{self._stage}"
        if context is not None:
            self._config.register_lambda_context(context)
        guarded = idempotent_function(
            data_keyword_argument="object_ref", persistence_store=self._layer, config=self._config
        )(tracked)
        try:
            guarded(object_ref=object_ref)
        except IdempotencyPersistenceLayerError as error:
            if finished:
                # The work is done and persisted in S3; only the completion record failed.
                logger.warning("idempotency record not saved", extra={"error": type(error).__name__})
                return
            if started:
                # The stage failed and its in-progress record could not be cleared: the message must come
                # back (acknowledging it here would lose the document).
                raise
            logger.warning(
                "idempotency store unavailable; relying on S3 checks", extra={"stage": self._stage}
            )
            action(object_ref)
