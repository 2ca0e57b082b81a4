"""Redis roles (sessions, limits, cache), progress records and the refund-once script.

One client per role per process, reused across warm invocations, with short timeouts. Without a Redis URL
(the embedded default) the roles share an in-process fakeredis server.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

import redis

from chalicelib.errors import ConfigurationError
from chalicelib.observability import logger
from chalicelib.ports import AnalysisStatus, ProgressSnapshot
from chalicelib.settings import Settings

PROGRESS_TTL_SECONDS = 300
REFUND_RECORD_TTL_SECONDS = 2 * 24 * 3600

# Refund at most once per session, and never below zero: the record and the decrement are one atomic step.
REFUND_ONCE_SCRIPT = """
if redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[1]) then
  local used = tonumber(redis.call('GET', KEYS[1]) or '0')
  if used > 0 then redis.call('DECR', KEYS[1]) end
  return 1
end
return 0
"""


@dataclass(frozen=True)
class RedisRoles:
    sessions: redis.Redis
    limits: redis.Redis
    cache: redis.Redis


def connect_redis_roles(settings: Settings) -> RedisRoles:
    """Real servers for every role, or one in-process server when no URL is configured."""
    urls = {role: settings.redis_role_url(role) for role in ("sessions", "limits", "cache")}
    if not any(urls.values()):
        if os.environ.get("AWS_LAMBDA_FUNCTION_NAME"):
            raise ConfigurationError(
                "REDIS_URL is not set: a Lambda function has no in-process Redis. Put it in SSM Parameter "
                "Store under SECRETS_SSM_PATH (e.g. /contract-check/dev/REDIS_URL) or the environment."
            )
        return embedded_redis_roles()
    clients = {
        role: redis.Redis.from_url(
            url or "",
            decode_responses=True,
            socket_timeout=settings.redis_socket_timeout,
            socket_connect_timeout=settings.redis_connect_timeout,
            health_check_interval=30,
        )
        for role, url in urls.items()
    }
    return RedisRoles(**clients)


def embedded_redis_roles() -> RedisRoles:
    import fakeredis

    server = fakeredis.FakeServer()
    clients = {
        role: fakeredis.FakeRedis(server=server, db=index, decode_responses=True)
        for index, role in enumerate(("sessions", "limits", "cache"))
    }
    return RedisRoles(**clients)


class RedisProgress:
    """``analysis:{session_id}:status`` and ``:progress`` (percent, stage, elapsed_sec), 300 s each."""

    def __init__(self, client: redis.Redis, key_prefix: str = "") -> None:
        self._redis = client
        self._prefix = key_prefix

    def update(
        self, session_id: str, status: AnalysisStatus, started_at: float | None, language: str | None = None
    ) -> None:
        elapsed = round(time.time() - started_at, 1) if started_at else 0.0
        base = f"{self._prefix}analysis:{session_id}"
        try:
            pipe = self._redis.pipeline(transaction=True)
            pipe.set(f"{base}:status", status.value, ex=PROGRESS_TTL_SECONDS)
            pipe.hset(
                f"{base}:progress",
                mapping={"percent": status.percent, "stage": status.value, "elapsed_sec": elapsed},
            )
            pipe.expire(f"{base}:progress", PROGRESS_TTL_SECONDS)
            pipe.execute()
        except redis.RedisError as error:
            logger.warning(
                "progress update skipped", extra={"status": status.value, "error": type(error).__name__}
            )

    def read(self, session_id: str) -> ProgressSnapshot | None:
        try:
            fields = self._redis.hgetall(f"{self._prefix}analysis:{session_id}:progress")
        except redis.RedisError:
            return None
        if not fields:
            return None
        status = AnalysisStatus(str(fields["stage"]))
        return ProgressSnapshot(
            status=status, percent=int(fields["percent"]), elapsed_sec=float(fields["elapsed_sec"])
        )


class RedisUsageLimits:
    """``limit:{telegram_id}:daily`` counts analyses; refunds are recorded per session (refund-once)."""

    def __init__(self, client: redis.Redis, key_prefix: str = "") -> None:
        self._redis = client
        self._prefix = key_prefix
        self._refund = client.register_script(REFUND_ONCE_SCRIPT)

    def refund_once(self, telegram_id: int, session_id: str) -> bool:
        keys = [f"{self._prefix}limit:{telegram_id}:daily", f"{self._prefix}limit:refund:{session_id}"]
        return bool(self._refund(keys=keys, args=[REFUND_RECORD_TTL_SECONDS]))
