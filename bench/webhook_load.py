"""Load on the Telegram webhook: many users' updates at once through ``contract-check serve``.

    python bench/webhook_load.py [--users 200] [--updates 1000] [--workers 32] [--redis-db 5]

Starts the whole system (``running_system``: routes, dispatcher, sweeper) on a real Redis (``REDIS_URL``,
default ``redis://127.0.0.1:6379/<--redis-db>``; the run's keys live under a fresh prefix, deleted after)
with the fake Bot API, and posts every user's updates over HTTP to ``/telegram/webhook`` with the secret
header, users concurrently, each user's updates in order (as Telegram delivers them): /start, /help,
/limits, a pasted contract text, the «✍️ Ввести текст» and «❌ Отмена» buttons, /cancel — never «🚀», so no
analysis runs and no limit unit may be taken. About 10 % of the updates are delivered a second time
(Telegram's redelivery): half after the user's next update, half at the same moment as the original (two
requests racing). Some users are put on PRO first (by an admin's /tariff), so /limits must show their limit.

Checks, from the fake Bot API's record: every distinct update answered exactly once (each user's
``sendMessage`` texts equal, in order, what each update must produce; one ``answerCallbackQuery`` per
button press), duplicates produced nothing, no ``limit:*:daily`` key (nothing consumed) and the tariffs as
set, every key with a TTL except ``limit:*:tariff``, no ``session:*:lock`` left.

Redis round trips are counted on the client side: a wrapper around redis-py's
``AbstractConnection.send_packed_command`` (one call per command, per pipeline/MULTI batch, per script
call), with the connection handshake (HELLO/SELECT/CLIENT SETINFO of a new pooled connection) counted
apart. The load's total is divided by the webhook calls; a sequential calibration on a fresh user then
gives the exact count per kind of update.
"""

from __future__ import annotations

import argparse
import os
import random
import secrets
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
import redis
from pydantic import SecretStr
from redis.connection import AbstractConnection

from chalicelib.bootstrap import tariff_limits
from chalicelib.bot import texts
from chalicelib.bot.limits import Tariff, TariffLimits, Usage
from chalicelib.bot.sides import SideChoice
from chalicelib.local.fake_telegram import FakeTelegram
from chalicelib.local.serve import running_system
from chalicelib.settings import Settings

WEBHOOK_SECRET = "load-webhook-secret"
ADMIN_ID = 1
FIRST_USER_ID = 910_000_001
PRO_EVERY = 10  # every tenth user is on PRO
DUPLICATE_SHARE = 0.10
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"

# What a user may send next, by the keyboard their latest message shows (a button is pressed only where
# it is shown). Every user starts with /start; the rest is drawn at random (seeded) from these.
NEXT_BY_KEYBOARD: dict[str, tuple[str, ...]] = {
    "menu": ("enter_text", "text", "limits", "help", "cancel"),
    "cancel_only": ("text", "cancel_button", "limits", "help", "cancel"),
    "ready": ("text", "cancel_button", "limits", "help", "start"),
}
KEYBOARD_AFTER = {
    "start": "menu",
    "help": "menu",
    "cancel": "menu",
    "cancel_button": "menu",
    "enter_text": "cancel_only",
    "text": "ready",
}
PASTED = (
    "ДОГОВОР ПОСТАВКИ № {n}\n1. Поставщик обязуется передать Покупателю товар, а Покупатель — принять и "
    "оплатить его в течение 10 рабочих дней. 2. За просрочку оплаты Покупатель уплачивает неустойку 0,1 % "
    "от суммы долга за каждый день. 3. Споры рассматриваются в арбитражном суде по месту нахождения истца."
)


# --- Redis round trips ---------------------------------------------------------------------------------


@dataclass
class RoundTrips:
    """Commands sent to Redis by this process (one per command, pipeline or script call)."""

    commands: int = 0
    handshake: int = 0
    connections: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _local: threading.local = field(default_factory=threading.local)

    def snapshot(self) -> tuple[int, int, int]:
        with self._lock:
            return self.commands, self.handshake, self.connections


@contextmanager
def counting_round_trips() -> Iterator[RoundTrips]:
    """Wrap redis-py's connection class for the duration (process-wide; restored on exit)."""
    counter = RoundTrips()
    original_send = AbstractConnection.send_packed_command
    original_on_connect = AbstractConnection.on_connect_check_health

    def send_packed_command(self: AbstractConnection, command: Any, check_health: bool = True) -> None:
        with counter._lock:
            if getattr(counter._local, "connecting", False):
                counter.handshake += 1
            else:
                counter.commands += 1
        original_send(self, command, check_health)  # type: ignore[no-untyped-call]

    def on_connect(self: AbstractConnection, check_health: bool = True) -> None:
        with counter._lock:
            counter.connections += 1
        counter._local.connecting = True
        try:
            original_on_connect(self, check_health)
        finally:
            counter._local.connecting = False

    AbstractConnection.send_packed_command = send_packed_command  # type: ignore[method-assign]
    AbstractConnection.on_connect_check_health = on_connect  # type: ignore[method-assign]
    try:
        yield counter
    finally:
        AbstractConnection.send_packed_command = original_send  # type: ignore[method-assign]
        AbstractConnection.on_connect_check_health = original_on_connect  # type: ignore[method-assign]


# --- the plan: what each user sends and what the bot must answer ----------------------------------------


@dataclass
class Sent:
    kind: str
    update: dict[str, Any]
    latency_ms: float
    status: int
    duplicate: bool
    acknowledged_as_duplicate: bool


@dataclass
class UserScript:
    """One user's updates, in order, and the replies the bot owes them."""

    user_id: int
    kinds: list[str]
    tariff: Tariff
    tariff_limits: TariffLimits
    duplicate_after: set[int]
    duplicate_racing: set[int] = field(default_factory=set)
    expected_texts: list[str] = field(default_factory=list)
    expected_callbacks: int = 0
    sent: list[Sent] = field(default_factory=list)

    def expect(self) -> None:
        """What each update must produce, following the conversation's rules for pasted text."""
        usage = Usage(used=0, limit=self.tariff_limits.of(self.tariff), tariff=self.tariff)
        pasted = ""
        for index, kind in enumerate(self.kinds):
            if kind == "text":
                chunk = pasted_text(self.user_id, index).strip()
                pasted = f"{pasted}\n{chunk}" if pasted else chunk
                self.expected_texts.append(text_reply(pasted))
                continue
            pasted = "" if kind in ("start", "enter_text", "cancel", "cancel_button") else pasted
            reply = {
                "start": texts.welcome(usage),
                "help": texts.HELP,
                "limits": texts.limits_info(usage, self.tariff_limits),
                "enter_text": texts.PROMPT_TEXT,
                "cancel": texts.CANCELLED,
                "cancel_button": texts.CANCELLED,
            }[kind]
            self.expected_texts.append(reply)
            self.expected_callbacks += kind in ("enter_text", "cancel_button")


def text_reply(pasted: str) -> str:
    """The bot's answer to pasted text: the count and, when the contract defines sides, the question."""
    reply = texts.text_received(len(pasted))
    roles = SideChoice.roles(SideChoice.roles_of_text(pasted))
    return reply + ("\n\n" + texts.side_question(roles) if roles else "")


def pasted_text(user_id: int, index: int) -> str:
    return PASTED.format(n=f"{user_id}-{index}")


def user_kinds(rng: random.Random, count: int) -> list[str]:
    kinds, keyboard = ["start"], "menu"
    while len(kinds) < count:
        kind = rng.choice(NEXT_BY_KEYBOARD[keyboard])
        kinds.append(kind)
        keyboard = KEYBOARD_AFTER.get(kind, keyboard)
    return kinds[:count]


def plan(users: int, updates: int, limits: TariffLimits, seed: int = 14) -> list[UserScript]:
    rng = random.Random(seed)
    per_user = [updates // users + (1 if n < updates % users else 0) for n in range(users)]
    scripts = []
    for n, count in enumerate(per_user):
        kinds = user_kinds(rng, count)
        tariff = Tariff.PRO if n % PRO_EVERY == 0 else Tariff.FREE
        duplicates = {k for k in range(count) if rng.random() < DUPLICATE_SHARE}
        racing = {k for k in duplicates if rng.random() < 0.5}
        script = UserScript(FIRST_USER_ID + n, kinds, tariff, limits, duplicates - racing, racing)
        script.expect()
        scripts.append(script)
    return scripts


# --- sending -------------------------------------------------------------------------------------------


class Webhook:
    """Posts updates the way Telegram does (JSON body, secret header), timing each call."""

    def __init__(self, url: str, fake: FakeTelegram) -> None:
        self._url = url
        self._fake = fake
        self._local = threading.local()
        self._clients: list[httpx.Client] = []
        self._lock = threading.Lock()

    def _client(self) -> httpx.Client:
        """One keep-alive connection per sending thread (as Telegram keeps a few open)."""
        client: httpx.Client | None = getattr(self._local, "client", None)
        if client is None:
            client = httpx.Client(timeout=60)
            self._local.client = client
            with self._lock:
                self._clients.append(client)
        return client

    def build(self, user_id: int, kind: str, index: int) -> dict[str, Any]:
        fake = self._fake
        if kind == "text":
            return fake.text_update(user_id, pasted_text(user_id, index))
        if kind == "enter_text":
            return fake.button_update(user_id, texts.ENTER_TEXT)
        if kind == "cancel_button":
            return fake.button_update(user_id, texts.CANCEL)
        return fake.text_update(user_id, f"/{kind}")

    def post(self, kind: str, update: dict[str, Any], *, duplicate: bool = False) -> Sent:
        started = time.perf_counter()
        response = self._client().post(self._url, json=update, headers={SECRET_HEADER: WEBHOOK_SECRET})
        latency = (time.perf_counter() - started) * 1000
        is_json = response.headers.get("content-type", "").startswith("application/json")
        body = response.json() if is_json else {}
        return Sent(kind, update, latency, response.status_code, duplicate, bool(body.get("duplicate")))

    def run_user(self, script: UserScript) -> None:
        pending: list[Sent] = []
        for index, kind in enumerate(script.kinds):
            update = self.build(script.user_id, kind, index)
            if index in script.duplicate_racing:
                script.sent.extend(self.post_racing(kind, update))
                continue
            sent = self.post(kind, update)
            script.sent.append(sent)
            for earlier in pending:  # Telegram's redelivery of an update it thinks was not received
                script.sent.append(self.post(earlier.kind, earlier.update, duplicate=True))
            pending = [sent] if index in script.duplicate_after else []
        for earlier in pending:
            script.sent.append(self.post(earlier.kind, earlier.update, duplicate=True))

    def post_racing(self, kind: str, update: dict[str, Any]) -> list[Sent]:
        """The same update twice at once: the one Redis did not take first must be the dropped copy."""
        copy: list[Sent] = []
        racer = threading.Thread(target=lambda: copy.append(self.post(kind, update, duplicate=True)))
        racer.start()
        first = self.post(kind, update)
        racer.join()
        pair = [first, *copy]
        dropped = [sent for sent in pair if sent.acknowledged_as_duplicate]
        for sent in pair:  # whichever lost the race is the duplicate
            sent.duplicate = any(sent is d for d in dropped) if len(dropped) == 1 else sent is copy[0]
        return pair

    def close(self) -> None:
        for client in self._clients:
            client.close()


# --- checks --------------------------------------------------------------------------------------------


@dataclass
class Outcome:
    users: int
    distinct: int
    duplicates: int
    workers: int
    wall_s: float
    latencies_ms: list[float]
    lost: int
    doubled: int
    misordered: int
    bad_status: int
    duplicates_not_dropped: int
    limit_problems: list[str]
    keys_without_ttl: list[str]
    orphan_locks: list[str]
    round_trips_per_call: float
    handshake: int
    connections: int
    per_kind: dict[str, int]

    @property
    def plain_round_trips_max(self) -> int:
        return max(self.per_kind.values()) if self.per_kind else 0

    @property
    def ok(self) -> bool:
        return not (
            self.lost
            or self.doubled
            or self.misordered
            or self.bad_status
            or self.duplicates_not_dropped
            or self.limit_problems
            or self.keys_without_ttl
            or self.orphan_locks
        )


def compare_replies(fake: FakeTelegram, scripts: list[UserScript]) -> tuple[int, int, int]:
    """(lost, doubled, misordered) over every user's sendMessage texts and callback answers."""
    by_chat: dict[int, list[str]] = {}
    for call in fake.calls_of("sendMessage"):
        by_chat.setdefault(int(call.params["chat_id"]), []).append(str(call.params["text"]))
    answered = Counter(str(call.params["callback_query_id"]) for call in fake.calls_of("answerCallbackQuery"))
    lost = doubled = misordered = 0
    for script in scripts:
        actual = by_chat.get(script.user_id, [])
        missing = Counter(script.expected_texts) - Counter(actual)
        extra = Counter(actual) - Counter(script.expected_texts)
        lost += sum(missing.values())
        doubled += sum(extra.values())
        misordered += int(not missing and not extra and actual != script.expected_texts)
        for sent in script.sent:
            if "callback_query" in sent.update and not sent.duplicate:
                count = answered[str(sent.update["callback_query"]["id"])]
                lost += count == 0
                doubled += max(0, count - 1)
    return lost, doubled, misordered


def check_limits(client: redis.Redis, scripts: list[UserScript], prefix: str) -> list[str]:
    problems = [f"{key} consumed" for key in client.scan_iter(f"{prefix}limit:*:daily")]
    for script in scripts:
        stored = client.get(f"{prefix}limit:{script.user_id}:tariff")
        expected = script.tariff.value if script.tariff is not Tariff.FREE else None
        if stored != expected:
            problems.append(f"tariff of {script.user_id}: {stored!r} != {expected!r}")
    return problems


def keys_without_ttl(client: redis.Redis, prefix: str) -> list[str]:
    tariff = f"{prefix}limit:*:tariff"
    return [
        key for key in client.scan_iter(f"{prefix}*") if client.ttl(key) == -1 and not _matches(key, tariff)
    ]


def _matches(key: str, pattern: str) -> bool:
    from fnmatch import fnmatchcase

    return fnmatchcase(key, pattern)


# --- the run -------------------------------------------------------------------------------------------


def load_settings(redis_url: str, outbox: Path, fake: FakeTelegram, key_prefix: str = "") -> Settings:
    return Settings(
        _env_file=None,
        redis_url=redis_url,
        redis_key_prefix=key_prefix,
        local_outbox_dir=outbox,
        telegram_bot_token=SecretStr(fake.token),
        telegram_webhook_secret=SecretStr(WEBHOOK_SECRET),
        telegram_api_base_url=fake.api_base_url,
        telegram_file_base_url=fake.file_base_url,
        telegram_progress_min_interval=0.0,
        telegram_admin_ids=[ADMIN_ID],
    )


def delete_prefixed(client: redis.Redis, prefix: str) -> None:
    """Remove this run's keys (and only them: other runs may share the server and the db)."""
    batch = list(client.scan_iter(f"{prefix}*", count=1000))
    for start in range(0, len(batch), 500):
        client.unlink(*batch[start : start + 500])


def run_load(redis_url: str, *, users: int, updates: int, workers: int) -> Outcome:
    """Every key of the run lives under a fresh prefix, deleted before and after; nothing else is touched."""
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    prefix = f"webhook-load-{secrets.token_hex(6)}:"
    try:
        with FakeTelegram() as fake, tempfile.TemporaryDirectory() as outbox:
            settings = load_settings(redis_url, Path(outbox), fake, prefix)
            scripts = plan(users, updates, tariff_limits(settings))
            with running_system(settings, port=0, sweep_interval_seconds=3600) as system:
                webhook = Webhook(f"{system.url}/telegram/webhook", fake)
                try:
                    return _measure(
                        webhook, fake, client=client, scripts=scripts, settings=settings, workers=workers
                    )
                finally:
                    webhook.close()
    finally:
        delete_prefixed(client, prefix)
        client.close()


def _measure(
    webhook: Webhook,
    fake: FakeTelegram,
    *,
    client: redis.Redis,
    scripts: list[UserScript],
    settings: Settings,
    workers: int,
) -> Outcome:
    _set_tariffs(webhook, fake, scripts)
    fake.calls.clear()
    with counting_round_trips() as trips:
        started = time.perf_counter()
        _run_concurrently(webhook.run_user, scripts, workers)
        wall = time.perf_counter() - started
        commands, handshake, connections = trips.snapshot()
    calls = [sent for script in scripts for sent in script.sent]
    lost, doubled, misordered = compare_replies(fake, scripts)
    prefix = settings.redis_key_prefix
    outcome = Outcome(
        users=len(scripts),
        distinct=sum(not sent.duplicate for sent in calls),
        duplicates=sum(sent.duplicate for sent in calls),
        workers=workers,
        wall_s=wall,
        latencies_ms=[sent.latency_ms for sent in calls],
        lost=lost,
        doubled=doubled,
        misordered=misordered,
        bad_status=sum(sent.status != 200 for sent in calls),
        duplicates_not_dropped=sum(sent.duplicate and not sent.acknowledged_as_duplicate for sent in calls),
        limit_problems=check_limits(client, scripts, prefix),
        keys_without_ttl=keys_without_ttl(client, prefix),
        orphan_locks=list(client.scan_iter(f"{prefix}session:*:lock")),
        round_trips_per_call=commands / max(1, len(calls)),
        handshake=handshake,
        connections=connections,
        per_kind={},
    )
    outcome.per_kind = calibrate(webhook, fake)
    return outcome


def _set_tariffs(webhook: Webhook, fake: FakeTelegram, scripts: list[UserScript]) -> None:
    for script in scripts:
        if script.tariff is not Tariff.FREE:
            command = f"/tariff {script.user_id} {script.tariff}"
            sent = webhook.post("tariff", fake.text_update(ADMIN_ID, command))
            if sent.status != 200:
                raise RuntimeError(f"/tariff answered {sent.status}")


def _run_concurrently(work: Callable[[UserScript], None], scripts: list[UserScript], workers: int) -> None:
    queue = iter(scripts)
    lock = threading.Lock()
    errors: list[BaseException] = []

    def worker() -> None:
        while True:
            with lock:
                script = next(queue, None)
            if script is None:
                return
            try:
                work(script)
            except BaseException as error:  # surfaced after the run
                errors.append(error)
                return

    threads = [threading.Thread(target=worker, name=f"load-{n}") for n in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]


CALIBRATION = (
    ("/start (new user)", "start"),
    ("/help", "help"),
    ("/limits", "limits"),
    ("✍️ Ввести текст", "enter_text"),
    ("pasted text", "text"),
    ("pasted text, continued", "text"),
    ("❌ Отмена", "cancel_button"),
    ("/start (known user)", "start"),
    ("pasted text (no button)", "text"),
    ("/cancel", "cancel"),
)


def calibrate(webhook: Webhook, fake: FakeTelegram, user_id: int = FIRST_USER_ID - 1) -> dict[str, int]:
    """Round trips of each kind of plain update, sent one at a time by a fresh user (warm connections)."""
    per_kind: dict[str, int] = {}
    last: dict[str, Any] = {}
    with counting_round_trips() as trips:
        for index, (label, kind) in enumerate(CALIBRATION):
            update = webhook.build(user_id, kind, index)
            before = trips.snapshot()[0]
            webhook.post(kind, update)
            per_kind[label] = trips.snapshot()[0] - before
            last = update
        before = trips.snapshot()[0]
        webhook.post("duplicate", last, duplicate=True)
        per_kind["a duplicate (dropped)"] = trips.snapshot()[0] - before
    return per_kind


# --- report --------------------------------------------------------------------------------------------


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))] if ordered else 0.0


def report(outcome: Outcome) -> str:
    latencies = outcome.latencies_ms
    calls = outcome.distinct + outcome.duplicates
    rows = [
        ("users", str(outcome.users)),
        ("updates (distinct + re-sent)", f"{outcome.distinct} + {outcome.duplicates}"),
        ("client workers", str(outcome.workers)),
        ("wall time", f"{outcome.wall_s:.2f} s"),
        ("throughput", f"{calls / outcome.wall_s:.0f} updates/s"),
        (
            "latency p50 / p95 / max",
            f"{statistics.median(latencies):.0f} / {percentile(latencies, 0.95):.0f} / "
            f"{max(latencies):.0f} ms",
        ),
        ("lost · doubled · out of order", f"{outcome.lost} · {outcome.doubled} · {outcome.misordered}"),
        ("non-200 answers", str(outcome.bad_status)),
        ("re-sent updates not dropped", str(outcome.duplicates_not_dropped)),
        ("limit problems (units taken, tariffs)", str(len(outcome.limit_problems))),
        ("keys without TTL (besides limit:*:tariff)", str(len(outcome.keys_without_ttl))),
        ("orphaned session:*:lock", str(len(outcome.orphan_locks))),
        ("Redis round trips per webhook call (load)", f"{outcome.round_trips_per_call:.2f}"),
        ("new Redis connections (handshake round trips)", f"{outcome.connections} ({outcome.handshake})"),
    ]
    rows += [(f"  round trips: {label}", str(count)) for label, count in outcome.per_kind.items()]
    width = max(len(name) for name, _ in rows)
    lines = [f"{name.ljust(width)}  {value}" for name, value in rows]
    for problem in outcome.limit_problems[:5] + outcome.keys_without_ttl[:5] + outcome.orphan_locks[:5]:
        lines.append(f"! {problem}")
    worst = max(outcome.per_kind, key=lambda label: outcome.per_kind[label], default="")
    lines.append(
        f"webhook load: {outcome.distinct} updates, {outcome.users} users, lost={outcome.lost}, "
        f"doubled={outcome.doubled}, p95={percentile(latencies, 0.95):.0f} ms, "
        f"redis_round_trips_per_update={outcome.round_trips_per_call:.2f} "
        f"(max {outcome.plain_round_trips_max}: {worst})"
    )
    return "\n".join(lines)


def private_db_url(base: str | None, db: int) -> str:
    """``base`` with a db index (``db`` unless it names one)."""
    parsed = urlsplit(base or "redis://127.0.0.1:6379")
    if parsed.path.strip("/"):
        return parsed.geturl()
    return urlunsplit(parsed._replace(path=f"/{db}"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--users", type=int, default=200)
    parser.add_argument("--updates", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=32)
    parser.add_argument("--redis-db", type=int, default=5, help="db index to use unless REDIS_URL names one")
    args = parser.parse_args(argv)
    redis_url = private_db_url(os.environ.get("REDIS_URL"), args.redis_db)
    if args.updates < args.users:
        parser.error("--updates must be at least --users")
    from chalicelib.observability import logger

    logger.setLevel("ERROR")
    outcome = run_load(redis_url, users=args.users, updates=args.updates, workers=args.workers)
    print(report(outcome))
    return 0 if outcome.ok else 1


if __name__ == "__main__":
    sys.exit(main())
