"""Partner quotas, rate limits and refusal counts in Redis (the limits role); every key has a TTL.

Keys carry the partner id as a hash tag (``partner:{acme}:...``) so that each script's keys share one slot
on a clustered cache.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from datetime import UTC, datetime

import redis

from chalicelib.errors import TransientFailure
from chalicelib.observability import logger
from chalicelib.partners.months import month_end, quota_month

CHARGE_RECORD_TTL_SECONDS = 40 * 24 * 3600

# KEYS: month counter, charge record. ARGV: quota, counter EXPIREAT, record TTL.
# A session already charged passes without a second charge; otherwise charge if below the quota.
_CONSUME = """
if redis.call('EXISTS', KEYS[2]) == 1 then return 1 end
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
redis.call('EXPIREAT', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], KEYS[1], 'EX', ARGV[3])
return 1
"""

# KEYS: charge record, refund record. ARGV: record TTL. The counter to give back is the one charged.
_REFUND_ONCE = """
local counter = redis.call('GET', KEYS[1])
if not counter then return 0 end
if not redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[1]) then return 0 end
local used = tonumber(redis.call('GET', counter) or '0')
if used > 0 then redis.call('DECR', counter) end
return 1
"""

# Token bucket. KEYS: bucket hash. ARGV: rate/s, capacity, now (s, float), TTL.
# Returns 0 when a token was taken, else the milliseconds until one is available.
_TOKEN_BUCKET = """
local rate = tonumber(ARGV[1])
local capacity = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * rate)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) / rate * 1000) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('EXPIRE', KEYS[1], ARGV[4])
return wait
"""


def _tag(prefix: str, partner_id: str) -> str:
    return f"{prefix}partner:{{{partner_id}}}"


class RedisQuotaLedger:
    def __init__(
        self,
        client: redis.Redis,
        key_prefix: str = "",
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._redis = client
        self._prefix = key_prefix
        self._clock = clock
        self._consume = client.register_script(_CONSUME)
        self._refund = client.register_script(_REFUND_ONCE)

    def _counter(self, partner_id: str) -> str:
        return f"{_tag(self._prefix, partner_id)}:used:{quota_month(self._clock())}"

    def consume(self, partner_id: str, session_id: str, quota: int) -> bool:
        keys = [self._counter(partner_id), f"{_tag(self._prefix, partner_id)}:charge:{session_id}"]
        reset = int(month_end(self._clock()).timestamp())
        return bool(self._consume(keys=keys, args=[quota, reset, CHARGE_RECORD_TTL_SECONDS]))

    def refund_once(self, partner_id: str, session_id: str) -> bool:
        tag = _tag(self._prefix, partner_id)
        keys = [f"{tag}:charge:{session_id}", f"{tag}:refund:{session_id}"]
        return bool(self._refund(keys=keys, args=[CHARGE_RECORD_TTL_SECONDS]))

    def used(self, partner_id: str) -> int:
        try:
            return int(self._redis.get(self._counter(partner_id)) or 0)
        except redis.RedisError as error:
            raise TransientFailure("quota counter unavailable") from error


class RedisRateLimiter:
    def __init__(
        self, client: redis.Redis, key_prefix: str = "", clock: Callable[[], float] = time.time
    ) -> None:
        self._prefix = key_prefix
        self._clock = clock
        self._bucket = client.register_script(_TOKEN_BUCKET)

    def acquire(self, partner_id: str, rate_per_second: float) -> float:
        capacity = max(1.0, 2 * rate_per_second)  # bursts of two seconds' worth
        ttl = int(capacity / rate_per_second) + 60
        try:
            wait_ms = self._bucket(
                keys=[f"{_tag(self._prefix, partner_id)}:bucket"],
                args=[rate_per_second, capacity, f"{self._clock():.3f}", ttl],
            )
        except redis.RedisError as error:
            # A guard, not the product: with Redis away the API still answers (quotas still hold).
            logger.warning("rate limit not applied", extra={"error": type(error).__name__})
            return 0.0
        return int(wait_ms) / 1000


class RedisRejectionCounter:
    """Refused uploads per partner, reason and Moscow month (kept until the month ends)."""

    def __init__(
        self,
        client: redis.Redis,
        key_prefix: str = "",
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._redis = client
        self._prefix = key_prefix
        self._clock = clock

    def _key(self, partner_id: str) -> str:
        return f"{_tag(self._prefix, partner_id)}:refused:{quota_month(self._clock())}"

    def count(self, partner_id: str, reason: str) -> None:
        key = self._key(partner_id)
        pipe = self._redis.pipeline(transaction=True)
        pipe.hincrby(key, reason, 1)
        pipe.expireat(key, int(month_end(self._clock()).timestamp()))
        pipe.execute()

    def counts(self, partner_id: str) -> Mapping[str, int]:
        raw = self._redis.hgetall(self._key(partner_id))
        return {str(reason): int(value) for reason, value in raw.items()}


class RedisPendingUploads:
    """``partner:{id}:pending:{request_id}``, kept as long as the upload URL is valid."""

    def __init__(self, client: redis.Redis, key_prefix: str = "") -> None:
        self._redis = client
        self._prefix = key_prefix

    def _key(self, partner_id: str, request_id: str) -> str:
        return f"{_tag(self._prefix, partner_id)}:pending:{request_id}"

    def remember(self, partner_id: str, request_id: str, ttl_seconds: int) -> None:
        try:
            self._redis.set(self._key(partner_id, request_id), "1", ex=ttl_seconds)
        except redis.RedisError as error:
            raise TransientFailure("pending uploads unavailable") from error

    def is_pending(self, partner_id: str, request_id: str) -> bool:
        try:
            return bool(self._redis.exists(self._key(partner_id, request_id)))
        except redis.RedisError as error:
            raise TransientFailure("pending uploads unavailable") from error
