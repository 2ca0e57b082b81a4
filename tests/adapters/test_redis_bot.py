"""The bot's Redis adapters on a real server: atomic consume, Moscow day end, lock ownership, concurrency."""

from __future__ import annotations

import asyncio
import threading
import time
from datetime import UTC, datetime

import pytest
import redis

from chalicelib.adapters.memory import InMemoryObjectStore
from chalicelib.adapters.memory_bot import InMemoryDailyLimits, RecordingChat
from chalicelib.adapters.redis_bot import RedisConversationStore, RedisDailyLimits
from chalicelib.bot import texts
from chalicelib.bot.conversation import Conversation, ConversationConfig
from chalicelib.bot.incoming import Incoming
from chalicelib.bot.limits import Tariff, TariffLimits, carried_seconds, moscow_day_end
from chalicelib.bot.states import BotState

USER = 91
TARIFFS = TariffLimits(3, 30, 100)
CONFIG = ConversationConfig("user-uploads", "analysis-reports", 20 * 1024 * 1024, 200, frozenset())


def run_threads(count: int, target: object) -> None:
    barrier = threading.Barrier(count)

    def start() -> None:
        barrier.wait()
        target()  # type: ignore[operator]

    threads = [threading.Thread(target=start) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def test_moscow_day_end_is_the_next_local_midnight() -> None:
    # 2026-12-01 20:59 UTC is 23:59 in Moscow (UTC+3): the day ends one minute later.
    assert moscow_day_end(datetime(2026, 12, 1, 20, 59, tzinfo=UTC)) == int(
        datetime(2026, 12, 1, 21, 0, tzinfo=UTC).timestamp()
    )
    assert moscow_day_end(datetime(2026, 12, 1, 21, 0, tzinfo=UTC)) == int(
        datetime(2026, 12, 2, 21, 0, tzinfo=UTC).timestamp()
    )


def test_concurrent_consumes_never_pass_the_tariff(redis_client: redis.Redis) -> None:
    limits = RedisDailyLimits(redis_client, TARIFFS)
    results: list[bool] = []
    run_threads(10, lambda: results.append(limits.consume(USER, datetime.now(UTC)).consumed))
    assert results.count(True) == 3 and redis_client.get(f"limit:{USER}:daily") == "3"
    assert redis_client.expiretime(f"limit:{USER}:daily") == moscow_day_end(datetime.now(UTC))
    limits.set_tariff(USER, Tariff.PRO)
    assert limits.consume(USER, datetime.now(UTC)).counter == "4/30"
    assert redis_client.ttl(f"limit:{USER}:tariff") == -1


def test_a_refund_happens_once_per_session(redis_client: redis.Redis) -> None:
    limits = RedisDailyLimits(redis_client, TARIFFS)
    limits.consume(USER, datetime.now(UTC))
    assert limits.refund_once(USER, "20261201t000000-aaaaaaaaaaaa") is True
    assert limits.refund_once(USER, "20261201t000000-aaaaaaaaaaaa") is False
    assert limits.usage(USER).used == 0


def test_the_lock_is_released_only_by_its_owner(redis_client: redis.Redis) -> None:
    store = RedisConversationStore(redis_client, redis_client)
    token = store.acquire_lock(USER)
    assert token is not None and store.acquire_lock(USER) is None
    assert 0 < redis_client.ttl(f"session:{USER}:lock") <= 120
    store.release_lock(USER, "someone-else")
    assert store.acquire_lock(USER) is None
    store.release_lock(USER, token)
    assert store.acquire_lock(USER) is not None


def test_ten_truly_concurrent_presses_start_one_analysis(redis_client: redis.Redis) -> None:
    """Ten containers at once (each its own event loop), one Redis: one upload, one unit."""
    store = RedisConversationStore(redis_client, redis_client)
    limits = RedisDailyLimits(redis_client, TARIFFS)
    storage = InMemoryObjectStore()
    chats: list[RecordingChat] = []
    store.save(
        USER,
        BotState.FILE_UPLOADED,
        {"file_id": "F1", "file_name": "d.pdf", "kind": "file", "session_id": "20261201t000000-bbbbbbbbbbbb"},
    )

    def press() -> None:
        chat = RecordingChat(files={"F1": b"%PDF-1.7"})
        chats.append(chat)
        conversation = Conversation(chat, store, limits, storage, config=CONFIG)
        asyncio.run(
            conversation.handle(Incoming(USER, USER, "button", button=texts.ANALYZE, callback_id="c"))
        )

    run_threads(10, press)
    assert len(storage.objects) == 1
    assert redis_client.get(f"limit:{USER}:daily") == "1"
    assert sum(len(chat.downloads) for chat in chats) == 1
    answers = [text for chat in chats for _, text in chat.answers]
    assert answers.count(texts.STARTED) == 1
    assert all(text in (texts.STARTED, texts.STARTING, texts.ALREADY_ANALYZING) for text in answers)
    assert store.load(USER)[0] is BotState.ANALYZING


def test_a_purchase_is_credited_once_extends_its_tariff_and_expires(redis_client: redis.Redis) -> None:
    from chalicelib.bot.limits import PAID_TARIFFS

    limits = RedisDailyLimits(redis_client, TariffLimits(3, 30, 100))
    pro, pro_plus = PAID_TARIFFS
    assert limits.credit_purchase(7, pro, "c1") is True
    assert limits.credit_purchase(7, pro, "c1") is False, "the same charge id credits once"
    first = redis_client.ttl("limit:7:tariff")
    assert 0 < first <= pro.seconds and limits.usage(7).limit == 30 and limits.usage(7).paid_until
    assert limits.credit_purchase(7, pro, "c2") is True
    assert redis_client.ttl("limit:7:tariff") > pro.seconds, "a second period is added to the first"
    assert limits.credit_purchase(7, pro_plus, "c3") is True
    assert redis_client.get("limit:7:tariff") == "PRO_PLUS"
    assert redis_client.ttl("limit:payment:c1") > 0 and limits.purchase_of("c1") == (7, Tariff.PRO, False)

    assert limits.revoke_purchase("c3") is True and limits.revoke_purchase("c3") is False
    assert limits.purchase_of("c3") == (7, Tariff.PRO_PLUS, True)
    assert redis_client.get("limit:7:tariff") == "PRO_PLUS", "the 60 PRO days carried over stay"
    assert redis_client.ttl("limit:payment:c3") > 0, "the record keeps its TTL when marked refunded"
    assert limits.revoke_purchase("c1") is True and limits.revoke_purchase("c2") is True
    assert redis_client.get("limit:7:tariff") is None, "every purchase refunded: FREE again"


DAY = 24 * 3600


def _days_left(limits: RedisDailyLimits | InMemoryDailyLimits, user_id: int) -> float:
    until = limits.usage(user_id).paid_until
    return 0.0 if until is None else (until - time.time()) / DAY


@pytest.mark.parametrize("adapter", ["redis", "memory"])
def test_an_upgrade_keeps_the_days_left_at_the_price_ratio(
    adapter: str, request: pytest.FixtureRequest
) -> None:
    """20 PRO days left (100 ⭐ of 150) become 7.5 PRO_PLUS days (400 ⭐ / 30) after the 30 bought; a
    refund takes back what that purchase is worth in the tariff now running."""
    from chalicelib.bot.limits import PAID_TARIFFS

    pro, pro_plus = PAID_TARIFFS
    limits: RedisDailyLimits | InMemoryDailyLimits
    if adapter == "redis":
        client: redis.Redis = request.getfixturevalue("redis_client")
        limits = RedisDailyLimits(client, TariffLimits(3, 30, 100))
    else:
        limits = InMemoryDailyLimits()
    assert limits.credit_purchase(7, pro, "c1")
    if isinstance(limits, RedisDailyLimits):  # ten of the thirty days have gone
        client.expire("limit:7:tariff", 20 * DAY)
    else:
        limits.paid_until[7] = int(time.time()) + 20 * DAY

    assert limits.credit_purchase(7, pro_plus, "c2")
    usage = limits.usage(7)
    assert usage.tariff is Tariff.PRO_PLUS and usage.limit == 100
    assert _days_left(limits, 7) == pytest.approx(30 + 7.5, abs=0.01)

    assert limits.revoke_purchase("c1"), "the PRO purchase refunded: its 30 days' worth (11.25) go"
    assert limits.usage(7).tariff is Tariff.PRO_PLUS
    assert _days_left(limits, 7) == pytest.approx(37.5 - 11.25, abs=0.01)
    assert limits.revoke_purchase("c2")
    assert limits.usage(7).tariff is Tariff.FREE


def test_the_carry_over_rule() -> None:
    assert carried_seconds(20 * DAY, Tariff.PRO, Tariff.PRO_PLUS) == int(7.5 * DAY)
    assert carried_seconds(20 * DAY, Tariff.PRO, Tariff.PRO) == 20 * DAY, "an extension: day for day"
    assert carried_seconds(3 * DAY, Tariff.PRO_PLUS, Tariff.PRO) == 8 * DAY, "a downgrade loses nothing"
    assert carried_seconds(5 * DAY, Tariff.FREE, Tariff.PRO) == 0
    assert carried_seconds(0, Tariff.PRO, Tariff.PRO_PLUS) == 0


def test_an_admins_tariff_outranks_a_purchase_and_free_removes_it(redis_client: redis.Redis) -> None:
    from chalicelib.bot.limits import PAID_TARIFFS

    limits = RedisDailyLimits(redis_client, TariffLimits(3, 30, 100))
    limits.set_tariff(8, Tariff.PRO_PLUS)
    assert limits.credit_purchase(8, PAID_TARIFFS[0], "c9") is True
    assert redis_client.get("limit:8:tariff") == "PRO_PLUS" and redis_client.ttl("limit:8:tariff") == -1
    limits.set_tariff(8, Tariff.FREE)
    assert redis_client.exists("limit:8:tariff") == 0 and limits.usage(8).tariff is Tariff.FREE
    limits.note_invoice(8, PAID_TARIFFS[0])
    assert limits.invoice_issued(8, PAID_TARIFFS[0]) and not limits.invoice_issued(8, PAID_TARIFFS[1])
    assert redis_client.ttl("limit:8:invoice:PRO") > 0


def test_album_photos_arriving_in_parallel_are_all_kept(redis_client: redis.Redis) -> None:
    from chalicelib.bot.incoming import FileRef
    from chalicelib.bot.parts import load_parts

    store = RedisConversationStore(redis_client, redis_client)
    limits = RedisDailyLimits(redis_client, TARIFFS)
    storage = InMemoryObjectStore()
    numbers = iter(range(1, 7))
    lock = threading.Lock()

    def photo() -> None:
        with lock:
            number = next(numbers)
        conversation = Conversation(RecordingChat(), store, limits, storage, config=CONFIG)
        ref = FileRef(f"P{number}", "photo.jpg", 1000, "image/jpeg")
        asyncio.run(conversation.handle(Incoming(USER, USER, "photo", file=ref, media_group="g")))

    run_threads(6, photo)
    state, data = store.load(USER)
    assert state is BotState.IMAGE_UPLOADED
    assert sorted(part.file_id for part in load_parts(data)) == [f"P{n}" for n in range(1, 7)]
    assert redis_client.exists(f"session:{USER}:lock") == 0


def test_a_purchase_is_refundable_until_a_report_reaches_the_user(redis_client: redis.Redis) -> None:
    from chalicelib.bot.limits import PAID_TARIFFS

    limits = RedisDailyLimits(redis_client, TariffLimits(3, 30, 100))
    pro = PAID_TARIFFS[0]
    assert limits.refundable_purchase(9) is None, "nothing bought, nothing to give back"
    assert limits.credit_purchase(9, pro, "c1") is True
    assert limits.refundable_purchase(9) == ("c1", Tariff.PRO)
    limits.note_report(9)
    assert limits.refundable_purchase(9) is None, "a report reached the user: the purchase is used"
    assert limits.credit_purchase(9, pro, "c2") is True
    assert limits.refundable_purchase(9) == ("c2", Tariff.PRO), "the latest purchase is a new one"
    limits.offer_stars_refund(9, "s1", "c2")
    assert limits.stars_refund_offered(9, "s1") == "c2" and limits.stars_refund_offered(9, "s2") is None

    before = redis_client.ttl("limit:9:tariff")
    assert limits.revoke_purchase("c2") is True
    left = redis_client.ttl("limit:9:tariff")
    assert redis_client.get("limit:9:tariff") == "PRO", "the period c1 paid for stays"
    assert before - pro.seconds - 5 <= left <= before - pro.seconds
    assert limits.refundable_purchase(9) is None and redis_client.exists("limit:9:purchase") == 0
    assert all(redis_client.ttl(key) > 0 for key in redis_client.scan_iter("limit:*"))


def test_an_admins_tariff_makes_a_purchase_nothing_to_refund(redis_client: redis.Redis) -> None:
    from chalicelib.bot.limits import PAID_TARIFFS

    limits = RedisDailyLimits(redis_client, TariffLimits(3, 30, 100))
    limits.set_tariff(10, Tariff.PRO_PLUS)
    assert limits.credit_purchase(10, PAID_TARIFFS[0], "c7") is True
    assert limits.refundable_purchase(10) is None
