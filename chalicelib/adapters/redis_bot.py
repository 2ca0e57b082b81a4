"""Redis for the bot: conversation state, the per-user lock, daily limits, purchases, update
de-duplication and the progress-message pointer. Key names and TTLs follow ARCHITECTURE §4. The tariff an
admin sets is the one key without a TTL (it is the user's plan, not session state); a bought tariff
expires with its period (``limit:{id}:tariff`` with EX), and a payment record lives ``PAYMENT_RECORD_TTL``.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

import redis

from chalicelib.adapters.redis_state import REFUND_ONCE_SCRIPT, REFUND_RECORD_TTL_SECONDS
from chalicelib.bot.limits import (
    PAID_TARIFFS,
    PaidTariff,
    Tariff,
    TariffLimits,
    Usage,
    moscow_day_end,
    offer_of,
)
from chalicelib.bot.states import BotState

SESSION_TTL_SECONDS = 3600
LOCK_TTL_SECONDS = 120
INPUT_TEXT_TTL_SECONDS = 600
UPLOAD_META_TTL_SECONDS = 600
FEEDBACK_COUNTER_TTL_SECONDS = 90 * 24 * 3600
DELIVERY_STEPS_TTL_SECONDS = 1800
INVOICE_TTL_SECONDS = 7 * 24 * 3600  # a pre-checkout for an invoice older than this is declined
# Longer than any period a payment buys, so a late duplicate of successful_payment still finds the record.
PAYMENT_RECORD_TTL_SECONDS = 400 * 24 * 3600
STARS_OFFER_TTL_SECONDS = 7 * 24 * 3600  # the «Вернуть ⭐» button under a failure works this long

# Stars a second of each bought tariff is worth (ARGV[6..]: name, stars, seconds per paid tariff): the rate
# at which the days left of a running purchase carry over into another tariff (limits.carried_seconds).
_RATES = """
local rate = {}
for i = FIRST_RATE, #ARGV, 3 do rate[ARGV[i]] = tonumber(ARGV[i + 1]) / tonumber(ARGV[i + 2]) end
"""

# Grant a bought tariff once per charge id: SET NX the payment record, then set the tariff key for the
# bought period plus what is left of the running one (the same tariff: day for day; another paid tariff:
# converted at the price ratio, so an upgrade keeps what was paid for), and point the user's latest
# purchase (KEYS[3]) at this charge for as long as the tariff runs.
# An admin's tariff (no TTL) that is as good or better stays (and such a purchase is never offered back).
_CREDIT = (
    _RATES.replace("FIRST_RATE", "6")
    + """
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[4]) then return 0 end
local rank = {FREE = 0, PRO = 1, PRO_PLUS = 2}
local current = redis.call('GET', KEYS[2])
local ttl = redis.call('TTL', KEYS[2])
if current and ttl == -1 and (rank[current] or 0) >= rank[ARGV[2]] then return 1 end
local seconds = tonumber(ARGV[3])
if current and ttl > 0 and rate[current] and rate[ARGV[2]] then
  seconds = seconds + math.floor(ttl * rate[current] / rate[ARGV[2]])
end
redis.call('SET', KEYS[2], ARGV[2], 'EX', seconds)
redis.call('SET', KEYS[3], ARGV[5], 'EX', seconds)
return 1
"""
)

# Take a refunded purchase back: mark the record (keeping its TTL), then take its period off the running
# bought tariff (converted at the price ratio when that purchase was carried into another tariff; an
# extension keeps what the earlier purchase paid for), and drop the pointer.
_REVOKE = (
    _RATES.replace("FIRST_RATE", "4")
    + """
local record = redis.call('GET', KEYS[1])
if not record then return 0 end
if string.sub(record, -9) == ':refunded' then return 0 end
redis.call('SET', KEYS[1], record .. ':refunded', 'KEEPTTL')
local ttl = redis.call('TTL', KEYS[2])
local current = redis.call('GET', KEYS[2])
if current and ttl > 0 and rate[current] and rate[ARGV[1]] then
  local left = ttl - math.floor(tonumber(ARGV[2]) * rate[ARGV[1]] / rate[current])
  if left > 0 then redis.call('EXPIRE', KEYS[2], left) else redis.call('DEL', KEYS[2]) end
end
if redis.call('GET', KEYS[3]) == ARGV[3] then redis.call('DEL', KEYS[3]) end
return 1
"""
)

# Consume one analysis if below the tariff's limit; the counter expires at the end of the Moscow day.
_CONSUME = """
local tariff = redis.call('GET', KEYS[2]) or 'FREE'
local limit = tonumber(ARGV[1])
if tariff == 'PRO' then limit = tonumber(ARGV[2])
elseif tariff == 'PRO_PLUS' then limit = tonumber(ARGV[3]) end
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= limit then return {0, used, limit, tariff} end
used = redis.call('INCR', KEYS[1])
redis.call('EXPIREAT', KEYS[1], ARGV[4])
return {1, used, limit, tariff}
"""


_RELEASE_IF_OWNER = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class RedisConversationStore:
    def __init__(self, sessions: redis.Redis, cache: redis.Redis, key_prefix: str = "") -> None:
        self._sessions = sessions
        self._cache = cache
        self._prefix = key_prefix
        self._release = sessions.register_script(_RELEASE_IF_OWNER)

    def load(self, user_id: int) -> tuple[BotState, dict[str, str]]:
        pipe = self._sessions.pipeline(transaction=False)
        pipe.get(self._key(user_id, "state"))
        pipe.hgetall(self._key(user_id, "data"))
        raw_state, data = pipe.execute()
        state = BotState(raw_state) if raw_state in BotState.__members__ else BotState.IDLE
        return state, dict(data or {})

    def save(self, user_id: int, state: BotState, data: Mapping[str, str]) -> None:
        data_key = self._key(user_id, "data")
        pipe = self._sessions.pipeline(transaction=True)
        pipe.set(self._key(user_id, "state"), state.value, ex=SESSION_TTL_SECONDS)
        pipe.delete(data_key)
        if data:
            fields: Mapping[Any, Any] = data  # redis-py's mapping type is invariant in its value type
            pipe.hset(data_key, mapping=fields)
            pipe.expire(data_key, SESSION_TTL_SECONDS)
        pipe.execute()

    def acquire_lock(self, user_id: int) -> str | None:
        token = secrets.token_hex(8)
        acquired = self._sessions.set(self._key(user_id, "lock"), token, nx=True, ex=LOCK_TTL_SECONDS)
        return token if acquired else None

    def release_lock(self, user_id: int, token: str) -> None:
        self._release(keys=[self._key(user_id, "lock")], args=[token])

    def remember_text(self, session_id: str, text: str) -> None:
        self._cache.set(f"{self._prefix}input:{session_id}:text", text, ex=INPUT_TEXT_TTL_SECONDS)

    def recall_text(self, session_id: str) -> str | None:
        value = self._cache.get(f"{self._prefix}input:{session_id}:text")
        return None if value is None else str(value)

    def forget_text(self, session_id: str) -> None:
        self._cache.delete(f"{self._prefix}input:{session_id}:text")

    def track_progress(self, session_id: str, chat_id: int, message_id: int) -> None:
        key = f"{self._prefix}upload:{session_id}:meta"
        pipe = self._cache.pipeline(transaction=True)
        pipe.hset(key, mapping={"chat_id": chat_id, "message_id": message_id, "last_edit": 0, "percent": 0})
        pipe.expire(key, UPLOAD_META_TTL_SECONDS)
        pipe.execute()

    def count_feedback(self, vote: Literal["up", "down"], day: str) -> int:
        key = f"{self._prefix}feedback:{day}"
        pipe = self._cache.pipeline(transaction=True)
        pipe.hincrby(key, vote, 1)
        pipe.expire(key, FEEDBACK_COUNTER_TTL_SECONDS)
        return int(pipe.execute()[0])

    def delivery_steps_done(self, session_id: str) -> set[str]:
        """Which parts of a delivery already went out (a redelivered notify sends only the rest)."""
        keys = self._cache.hkeys(f"{self._prefix}delivery:{session_id}:steps")
        return {key.decode() if isinstance(key, bytes) else key for key in keys}

    def mark_delivery_step(self, session_id: str, step: str) -> None:
        key = f"{self._prefix}delivery:{session_id}:steps"
        pipe = self._cache.pipeline(transaction=True)
        pipe.hset(key, step, "1")
        pipe.expire(key, DELIVERY_STEPS_TTL_SECONDS)
        pipe.execute()

    def _key(self, user_id: int, part: str) -> str:
        return f"{self._prefix}session:{user_id}:{part}"


class RedisDailyLimits:
    def __init__(self, client: redis.Redis, limits: TariffLimits, key_prefix: str = "") -> None:
        self._redis = client
        self._limits = limits
        self._prefix = key_prefix
        self._consume = client.register_script(_CONSUME)
        self._refund = client.register_script(REFUND_ONCE_SCRIPT)
        self._credit = client.register_script(_CREDIT)
        self._revoke = client.register_script(_REVOKE)

    @property
    def tariff_limits(self) -> TariffLimits:
        return self._limits

    def consume(self, user_id: int, now: datetime) -> Usage:
        args = [self._limits.free, self._limits.pro, self._limits.pro_plus, moscow_day_end(now)]
        taken, used, limit, tariff = self._consume(
            keys=[self._key(user_id, "daily"), self._key(user_id, "tariff")], args=args
        )
        return Usage(used=int(used), limit=int(limit), tariff=_tariff(tariff), consumed=bool(taken))

    def usage(self, user_id: int) -> Usage:
        pipe = self._redis.pipeline(transaction=False)
        pipe.mget(self._key(user_id, "daily"), self._key(user_id, "tariff"))
        pipe.ttl(self._key(user_id, "tariff"))
        (used, tariff_name), ttl = pipe.execute()
        tariff = _tariff(tariff_name)
        paid_until = int(time.time()) + int(ttl) if int(ttl) > 0 else None
        return Usage(used=int(used or 0), limit=self._limits.of(tariff), tariff=tariff, paid_until=paid_until)

    def set_tariff(self, user_id: int, tariff: Tariff) -> None:
        """An admin's decision: permanent (no TTL); FREE removes the key."""
        if tariff is Tariff.FREE:
            self._redis.delete(self._key(user_id, "tariff"))
        else:
            self._redis.set(self._key(user_id, "tariff"), tariff.value)

    def note_invoice(self, user_id: int, offer: PaidTariff) -> None:
        self._redis.set(self._invoice_key(user_id, offer), "1", ex=INVOICE_TTL_SECONDS)

    def invoice_issued(self, user_id: int, offer: PaidTariff) -> bool:
        return bool(self._redis.exists(self._invoice_key(user_id, offer)))

    def credit_purchase(self, user_id: int, offer: PaidTariff, charge_id: str) -> bool:
        keys = [self._payment_key(charge_id), self._key(user_id, "tariff"), self._key(user_id, "purchase")]
        args = [
            f"{user_id}:{offer.tariff.value}",
            offer.tariff.value,
            offer.seconds,
            PAYMENT_RECORD_TTL_SECONDS,
            charge_id,
            *_RATE_ARGS,
        ]
        return bool(self._credit(keys=keys, args=args))

    def purchase_of(self, charge_id: str) -> tuple[int, Tariff, bool] | None:
        record = self._redis.get(self._payment_key(charge_id))
        if record is None:
            return None
        user, tariff, *rest = str(record).split(":")
        return int(user), _tariff(tariff), bool(rest)

    def revoke_purchase(self, charge_id: str) -> bool:
        record = self.purchase_of(charge_id)
        if record is None:
            return False
        user_id, tariff, _ = record
        offer = offer_of(tariff.value)
        seconds = offer.seconds if offer is not None else 0
        keys = [self._payment_key(charge_id), self._key(user_id, "tariff"), self._key(user_id, "purchase")]
        return bool(self._revoke(keys=keys, args=[tariff.value, seconds, charge_id, *_RATE_ARGS]))

    def refundable_purchase(self, user_id: int) -> tuple[str, Tariff] | None:
        """The user's running purchase while no report has reached them under it (and it is not refunded)."""
        charge = self._redis.get(self._key(user_id, "purchase"))
        if charge is None:
            return None
        charge_id = charge.decode() if isinstance(charge, bytes) else str(charge)
        record = self.purchase_of(charge_id)
        if record is None or record[0] != user_id or record[2]:
            return None
        if self._redis.exists(self._payment_key(charge_id) + ":reported"):
            return None
        return charge_id, record[1]

    def note_report(self, user_id: int) -> None:
        charge = self._redis.get(self._key(user_id, "purchase"))
        if charge is not None:
            charge_id = charge.decode() if isinstance(charge, bytes) else str(charge)
            self._redis.set(self._payment_key(charge_id) + ":reported", "1", ex=PAYMENT_RECORD_TTL_SECONDS)

    def offer_stars_refund(self, user_id: int, session_id: str, charge_id: str) -> None:
        self._redis.set(self._key(user_id, f"starsback:{session_id}"), charge_id, ex=STARS_OFFER_TTL_SECONDS)

    def stars_refund_offered(self, user_id: int, session_id: str) -> str | None:
        charge = self._redis.get(self._key(user_id, f"starsback:{session_id}"))
        if charge is None:
            return None
        return charge.decode() if isinstance(charge, bytes) else str(charge)

    def _invoice_key(self, user_id: int, offer: PaidTariff) -> str:
        return self._key(user_id, f"invoice:{offer.tariff.value}")

    def _payment_key(self, charge_id: str) -> str:
        return f"{self._prefix}limit:payment:{charge_id}"

    def refund_once(self, telegram_id: int, session_id: str) -> bool:
        keys = [self._key(telegram_id, "daily"), f"{self._prefix}limit:refund:{session_id}"]
        return bool(self._refund(keys=keys, args=[REFUND_RECORD_TTL_SECONDS]))

    def _key(self, user_id: int, part: str) -> str:
        return f"{self._prefix}limit:{user_id}:{part}"


_RATE_ARGS = tuple(
    str(part) for offer in PAID_TARIFFS for part in (offer.tariff.value, offer.stars, offer.seconds)
)


def _tariff(value: object) -> Tariff:
    name = value.decode() if isinstance(value, bytes) else str(value or "FREE")
    return Tariff(name) if name in Tariff.__members__ else Tariff.FREE


class RedisUpdateDeduplicator:
    """Telegram redelivers an update until it gets a 200: a repeated ``update_id`` is dropped."""

    def __init__(self, client: redis.Redis, ttl_seconds: int, key_prefix: str = "") -> None:
        self._redis = client
        self._ttl = ttl_seconds
        self._prefix = key_prefix

    def first_time(self, update_id: int) -> bool:
        return bool(self._redis.set(self._key(update_id), "1", nx=True, ex=self._ttl))

    def forget(self, update_id: int) -> None:
        self._redis.delete(self._key(update_id))

    def _key(self, update_id: int) -> str:
        return f"{self._prefix}tg:update:{update_id}"


@dataclass(frozen=True)
class ProgressTarget:
    chat_id: int
    message_id: int


class RedisProgressMessages:
    """Where a session's progress message is, and when it was last edited (for throttling)."""

    def __init__(self, client: redis.Redis, key_prefix: str = "") -> None:
        self._redis = client
        self._prefix = key_prefix

    def claim_edit(self, session_id: str, percent: int, min_interval: float) -> ProgressTarget | None:
        """The message to edit now, or None (unknown session, too soon, or not an advance)."""
        key = f"{self._prefix}upload:{session_id}:meta"
        fields = self._redis.hgetall(key)
        if not fields or "message_id" not in fields:
            return None
        now = time.time()
        if percent <= int(fields.get("percent", 0)):
            return None
        if percent < 100 and now - float(fields.get("last_edit", 0)) < min_interval:
            return None
        self._redis.hset(key, mapping={"last_edit": f"{now:.3f}", "percent": percent})
        return ProgressTarget(int(fields["chat_id"]), int(fields["message_id"]))

    def target(self, session_id: str) -> ProgressTarget | None:
        fields = self._redis.hgetall(f"{self._prefix}upload:{session_id}:meta")
        if not fields or "message_id" not in fields:
            return None
        return ProgressTarget(int(fields["chat_id"]), int(fields["message_id"]))
