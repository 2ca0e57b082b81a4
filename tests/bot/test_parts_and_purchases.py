"""On in-memory ports: pages and parts of one contract, the side of pasted text, Stars purchases."""

from __future__ import annotations

import asyncio
import io
import zipfile
from datetime import UTC, datetime

import pytest
from support import ROOT

from chalicelib.adapters.memory import InMemoryObjectStore
from chalicelib.adapters.memory_bot import InMemoryConversationStore, InMemoryDailyLimits, RecordingChat
from chalicelib.bot import texts
from chalicelib.bot.conversation import Conversation, ConversationConfig
from chalicelib.bot.incoming import FileRef, Incoming, PaymentRef
from chalicelib.bot.limits import PAID_TARIFFS, Tariff
from chalicelib.bot.states import BotState

USER = 91
CONFIG = ConversationConfig(
    "user-uploads", "analysis-reports", 1_000_000, 200, frozenset({1}), text_bucket="t"
)
PRO = PAID_TARIFFS[0]


class Harness:
    def __init__(self) -> None:
        self.chat = RecordingChat()
        self.store = InMemoryConversationStore()
        self.limits = InMemoryDailyLimits()
        self.storage = InMemoryObjectStore()
        self.conversation = Conversation(
            self.chat, self.store, self.limits, self.storage, config=CONFIG, clock=lambda: datetime.now(UTC)
        )

    def send(self, kind: str, user: int = USER, **fields: object) -> None:
        asyncio.run(self.conversation.handle(Incoming(user, user, kind, **fields)))  # type: ignore[arg-type]

    def photo(self, number: int, group: str = "", size: int = 1000) -> None:
        self.chat.files[f"P{number}"] = b"\xff\xd8\xff\xe0" + bytes([number]) * 10
        self.send("photo", file=FileRef(f"P{number}", "photo.jpg", size, "image/jpeg"), media_group=group)

    @property
    def state(self) -> BotState:
        return self.store.load(USER)[0]

    @property
    def last(self) -> str:
        return self.chat.sent[-1].text


@pytest.fixture
def bot() -> Harness:
    return Harness()


def test_photos_sent_one_after_another_become_pages_of_one_upload_in_order(bot: Harness) -> None:
    for number in (1, 2, 3):
        bot.photo(number)
    assert "Страниц: 3" in bot.last and bot.chat.sent[-1].keyboard == texts.PARTS_KEYBOARD
    bot.send("button", button=texts.ANALYZE, callback_id="go")
    [(bucket, key)] = [item for item in bot.storage.objects if item[0] == "user-uploads"]
    upload = bot.storage.objects[(bucket, key)]
    assert upload.info.metadata["parts"] == "3" and key.endswith("_pages.pdf")
    with zipfile.ZipFile(io.BytesIO(upload.body)) as packed:
        assert [packed.read(name)[4] for name in packed.namelist()] == [1, 2, 3]
    assert bot.chat.downloads == ["P1", "P2", "P3"] and bot.limits.used[USER] == 1


def test_an_album_edits_one_counter_and_the_last_page_can_be_removed(bot: Harness) -> None:
    bot.photo(1, group="g")
    bot.photo(2, group="g")
    bot.photo(3, group="g")
    assert len(bot.chat.sent) == 1 and "Страниц: 3" in bot.chat.edits[-1][1]
    bot.send("button", button=texts.DROP_LAST, callback_id="d")
    assert "Страниц: 2" in bot.last and bot.state is BotState.IMAGE_UPLOADED
    bot.send("button", button=texts.DROP_LAST, callback_id="d")
    assert "Получено фото" in bot.last
    bot.send("button", button=texts.RESTART, callback_id="r")
    assert bot.last == texts.RESTARTED and bot.state is BotState.IDLE


def test_only_photos_and_pdfs_are_joined_and_within_the_size_limit(bot: Harness) -> None:
    bot.photo(1)
    bot.send("document", file=FileRef("D1", "contract.docx", 500, None))
    assert bot.last == texts.NOT_JOINABLE and bot.state is BotState.IMAGE_UPLOADED
    bot.send("document", file=FileRef("D2", "part2.pdf", 500, "application/pdf"))
    assert "Частей: 2" in bot.last and bot.state is BotState.FILE_UPLOADED
    bot.photo(3, size=999_000)
    assert "больше 977 КБ" in bot.last, bot.last
    bot.send("document", file=FileRef("D3", "empty.pdf", 0, "application/pdf"))
    assert bot.last == texts.empty_file("empty.pdf")


def test_pasted_text_offers_its_roles_and_the_choice_goes_with_the_upload(bot: Harness) -> None:
    bot.send("text", text=(ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8")[:3000])
    keyboard = bot.chat.sent[-1].keyboard
    assert keyboard is not None and [row[0].data for row in keyboard][:2] == ["side:0", "side:1"]
    assert keyboard[0][0].text == "✅ Покупатель (по умолчанию)"
    bot.send("button", button="side:1", callback_id="s")
    assert bot.last == texts.side_chosen("Поставщик")
    bot.send("button", button="side:7", callback_id="s")  # a forged index changes nothing
    bot.send("button", button=texts.ANALYZE, callback_id="go")
    [upload] = [obj for (bucket, _), obj in bot.storage.objects.items() if bucket == "user-uploads"]
    assert upload.info.metadata["side"] == "%D0%9F%D0%BE%D1%81%D1%82%D0%B0%D0%B2%D1%89%D0%B8%D0%BA"


def test_a_purchase_is_checked_credited_once_and_extends_the_same_tariff(bot: Harness) -> None:
    bot.send("button", button=f"{texts.BUY_PREFIX}:PRO", callback_id="b")
    assert bot.chat.invoices == [(USER, PRO.payload, PRO.stars)]
    bot.send("pre_checkout", payment=PaymentRef(PRO.payload, "XTR", 1, query_id="q1"))
    bot.send("pre_checkout", payment=PaymentRef(PRO.payload, "XTR", PRO.stars, query_id="q2"))
    bot.send("pre_checkout", user=USER + 1, payment=PaymentRef(PRO.payload, "XTR", PRO.stars, query_id="q3"))
    assert [(query, ok) for query, ok, _ in bot.chat.pre_checkouts] == [
        ("q1", False),
        ("q2", True),
        ("q3", False),
    ]
    assert bot.limits.usage(USER).tariff is Tariff.FREE, "nothing before successful_payment"

    paid = PaymentRef(PRO.payload, "XTR", PRO.stars, charge_id="ch1")
    bot.send("payment", payment=paid)
    first = bot.limits.usage(USER)
    assert first.tariff is Tariff.PRO and first.limit == 30 and first.paid_until is not None
    bot.send("payment", payment=paid)
    assert bot.last == texts.PAYMENT_ALREADY and bot.limits.usage(USER).paid_until == first.paid_until
    bot.send("payment", payment=PaymentRef(PRO.payload, "XTR", PRO.stars, charge_id="ch2"))
    assert bot.limits.usage(USER).paid_until == first.paid_until + PRO.seconds, "a second month extends"


def test_an_admins_tariff_is_not_sold_again_and_admins_can_still_set_one(bot: Harness) -> None:
    bot.send("command", user=1, command="tariff", args=(str(USER), "PRO_PLUS"))
    usage = bot.limits.usage(USER)
    assert usage.tariff is Tariff.PRO_PLUS and usage.paid_until is None
    assert texts.buy_keyboard(usage) is None
    bot.send("command", command="buy")
    assert bot.last == texts.BUY_NOTHING
    bot.send("pre_checkout", payment=PaymentRef(PRO.payload, "XTR", PRO.stars, query_id="q"))
    assert bot.chat.pre_checkouts[-1][1] is False


def test_a_failed_credit_gives_the_stars_back(bot: Harness) -> None:
    bot.send("payment", payment=PaymentRef("tariff:NOPE", "XTR", 5, charge_id="bad"))
    assert bot.chat.star_refunds == [(USER, "bad")] and bot.last == texts.PAYMENT_NOT_CREDITED
    bot.chat.refuse_refunds = True
    bot.send("payment", payment=PaymentRef("tariff:NOPE", "XTR", 5, charge_id="bad2"))
    assert bot.last == texts.PAYMENT_NOT_CREDITED_NO_REFUND


def test_the_failures_that_offer_stars_back_are_the_pipelines_own_and_a_missing_ocr() -> None:
    from chalicelib.bot.purchases import OUR_SIDE_FAILURES
    from chalicelib.extraction import rejections
    from chalicelib.pipeline.failures import PIPELINE_FAILURES

    assert rejections.ocr_unavailable().reason in OUR_SIDE_FAILURES
    assert OUR_SIDE_FAILURES.issubset({*PIPELINE_FAILURES, "ocr_unavailable"})
    assert "link_unreachable" not in OUR_SIDE_FAILURES, "Google or the link's sharing, not us"
