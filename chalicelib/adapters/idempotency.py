"""Powertools idempotency on Redis: one guarded function and one persistence layer per stage, built once.

The guard keys on the object (bucket, key, ETag) under ``{redis_key_prefix}idempotency:{stage}#{hash}``.
When Redis itself is unreachable the stage still runs: every stage also checks its output objects in S3
first, so the Redis record is a fast guard against concurrent duplicates, not the only one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import redis
from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig, idempotent_function
from aws_lambda_powertools.utilities.idempotency.exceptions import IdempotencyPersistenceLayerError
from aws_lambda_powertools.utilities.idempotency.persistence.cache import CachePersistenceLayer

from chalicelib.observability import logger


@dataclass
class _Attempt:
    """One call's action, and how far it got (the guarded function's only side channel)."""

    action: Callable[[dict[str, str]], None]
    ran: bool = False
    finished: bool = False


def _run_attempt(*, object_ref: dict[str, str], attempt: _Attempt) -> None:
    attempt.ran = True
    attempt.action(object_ref)
    attempt.finished = True


class RedisIdempotencyGuard:
    def __init__(self, stage: str, client: redis.Redis, ttl_seconds: int, key_prefix: str = "") -> None:
        self._stage = stage
        # redis-py's precise signatures are wider than Powertools' protocol; the client is the real one.
        layer = CachePersistenceLayer(client=client)  # type: ignore[arg-type]
        self._config = IdempotencyConfig(
            event_key_jmespath="[bucket, key, etag]",
            expires_after_seconds=ttl_seconds,
            raise_on_no_idempotency_key=True,
        )
        # Only ``object_ref`` is hashed; ``attempt`` passes through to the function untouched.
        self._guarded: Callable[..., None] = idempotent_function(
            data_keyword_argument="object_ref",
            persistence_store=layer,
            config=self._config,
            key_prefix=f"{key_prefix}idempotency:{stage}",
        )(_run_attempt)

    def run_once(
        self, object_ref: dict[str, str], action: Callable[[dict[str, str]], None], context: Any
    ) -> None:
        if context is not None:
            self._config.register_lambda_context(context)
        attempt = _Attempt(action)
        try:
            self._guarded(object_ref=object_ref, attempt=attempt)
        except IdempotencyPersistenceLayerError as error:
            if attempt.finished:
                # The work is done and persisted in S3; only the completion record failed.
                logger.warning("idempotency record not saved", extra={"error": type(error).__name__})
                return
            if attempt.ran:
                # The action failed and its in-progress record could not be cleared: never acknowledge a
                # failed run; the redelivery meets the record until it expires, then runs again.
                raise
            logger.warning(
                "idempotency store unavailable; relying on S3 checks", extra={"stage": self._stage}
            )
            action(object_ref)
