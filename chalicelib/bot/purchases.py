"""Buying a tariff with Telegram Stars: the offer, the invoice, the pre-checkout answer and the credit.

The rule for digital goods: currency XTR, ``sendInvoice`` with an empty provider token and one price.
Telegram asks ``pre_checkout_query`` before it charges and cancels the payment unless answered within
10 s: the answer is ok only for a payload we offer, at its price, to a user we sent that invoice to, and
not below a tariff the user already has. The tariff is granted only on ``successful_payment``, once per
``telegram_payment_charge_id`` (a SET NX record), for ``PaidTariff.days`` days plus the days left of a
running purchase (converted at the price ratio on an upgrade: ``limits.carried_seconds``) — the tariff
key's TTL, so the limit falls back to FREE by itself. When the credit itself fails on our side the Stars
go back at once (``refundStarPayment``); an admin can refund a payment with ``/refund <charge id>``.

A purchase that has given no report yet is refundable by the user: when an analysis fails on our side
(notify's failure notice, see ``OUR_SIDE_FAILURES``) while the running purchase has delivered nothing, the
notice carries «↩️ Вернуть N ⭐»; the press refunds that charge through ``refundStarPayment`` once and takes
its period off the tariff. The first report delivered under a purchase makes it used (docs/bot.md).
"""

from __future__ import annotations

from chalicelib.bot import texts
from chalicelib.bot.incoming import Incoming, PaymentRef
from chalicelib.bot.limits import TARIFF_RANK, Tariff, offer_of, paid_tariff
from chalicelib.bot.ports import ChatApi, ChatUnavailable, DailyLimits
from chalicelib.observability import logger

STARS = "XTR"
# Failures that are ours, not the document's or the user's (reasons of chalicelib/pipeline/failures.py and
# extraction's ocr_unavailable: a tool we lack): under such a notice a Telegram user whose purchase has
# given no report yet is offered the Stars back.
OUR_SIDE_FAILURES = frozenset(
    {"text_missing", "processing_failed", "deadline_exceeded", "service_misconfigured", "ocr_unavailable"}
)


class Purchases:
    def __init__(self, chat: ChatApi, limits: DailyLimits, admin_ids: frozenset[int]) -> None:
        self._chat = chat
        self._limits = limits
        self._admin_ids = admin_ids

    async def show_offers(self, incoming: Incoming) -> None:
        """/buy: the tariffs worth buying as buttons."""
        usage = self._limits.usage(incoming.user_id)
        keyboard = texts.buy_keyboard(usage)
        if keyboard is None:
            await self._chat.send_text(incoming.chat_id, texts.BUY_NOTHING)
            return
        await self._chat.send_text(
            incoming.chat_id, texts.limits_info(usage, self._limits.tariff_limits), keyboard
        )

    async def send_invoice(self, incoming: Incoming, tariff_name: str) -> None:
        """A ``buy:<TARIFF>`` press: the Stars invoice for it."""
        offer = offer_of(tariff_name)
        await self._chat.answer_button(incoming.callback_id)
        if offer is None:
            return
        self._limits.note_invoice(incoming.user_id, offer)
        await self._chat.send_invoice(
            incoming.chat_id,
            texts.invoice_title(offer),
            texts.invoice_description(offer, self._limits.tariff_limits),
            offer.payload,
            offer.stars,
        )

    async def pre_checkout(self, incoming: Incoming) -> None:
        payment = incoming.payment
        assert payment is not None
        try:
            problem = self._refusal(incoming.user_id, payment)
        except Exception:  # the limits store is down: decline now rather than let Telegram time out
            problem = texts.UNAVAILABLE
        if problem is not None:
            logger.info("pre-checkout refused")
        await self._chat.answer_pre_checkout(payment.query_id, problem is None, problem)

    async def successful_payment(self, incoming: Incoming) -> None:
        payment = incoming.payment
        assert payment is not None
        offer = paid_tariff(payment.payload)
        if offer is None or payment.currency != STARS:  # never offered: give the Stars back
            logger.warning("payment for an unknown offer refunded")
            await self._refund_unusable(incoming, payment)
            return
        try:
            credited = self._limits.credit_purchase(incoming.user_id, offer, payment.charge_id)
            usage = self._limits.usage(incoming.user_id)
        except Exception as error:  # whatever failed on our side, the user paid: the Stars go back
            logger.error("payment not credited", extra={"error": type(error).__name__})
            await self._refund_unusable(incoming, payment)
            return
        if not credited:
            logger.info("duplicate payment ignored")
            await self._chat.send_text(incoming.chat_id, texts.PAYMENT_ALREADY)
            return
        logger.info("tariff bought", extra={"tariff": offer.tariff.value, "stars": payment.total_amount})
        await self._chat.send_text(incoming.chat_id, texts.purchase_done(usage), texts.MENU)

    async def admin_refund(self, incoming: Incoming) -> None:
        """/refund <charge id> (admins): the Stars back through Telegram, then the tariff taken back."""
        if incoming.user_id not in self._admin_ids:
            await self._chat.send_text(incoming.chat_id, texts.NOT_ADMIN)
            return
        if len(incoming.args) != 1:
            await self._chat.send_text(incoming.chat_id, texts.REFUND_USAGE)
            return
        charge_id = incoming.args[0]
        record = self._limits.purchase_of(charge_id)
        if record is None:
            await self._chat.send_text(incoming.chat_id, texts.REFUND_UNKNOWN)
            return
        user_id, tariff, refunded = record
        if refunded:
            await self._chat.send_text(incoming.chat_id, texts.REFUND_ALREADY)
            return
        try:
            await self._chat.refund_stars(user_id, charge_id)
        except ChatUnavailable:
            await self._chat.send_text(incoming.chat_id, texts.REFUND_FAILED)
            return
        self._limits.revoke_purchase(charge_id)
        await self._chat.send_text(incoming.chat_id, texts.refund_done(user_id, tariff.value))

    async def refund_unused(self, incoming: Incoming, session_id: str) -> None:
        """``starsback:<session>``: the Stars back for a purchase a failed analysis offered to refund."""
        await self._chat.answer_button(incoming.callback_id)
        charge_id = self._limits.stars_refund_offered(incoming.user_id, session_id)
        refundable = self._limits.refundable_purchase(incoming.user_id)
        if charge_id is None or refundable is None or refundable[0] != charge_id:
            await self._chat.send_text(incoming.chat_id, texts.STARS_REFUND_NOT_AVAILABLE, texts.MENU)
            return
        tariff = refundable[1]
        try:
            await self._chat.refund_stars(incoming.user_id, charge_id)
        except ChatUnavailable:
            record = self._limits.purchase_of(charge_id)
            if record is not None and record[2]:  # a second press while the first was refunding
                await self._chat.send_text(incoming.chat_id, texts.STARS_REFUND_NOT_AVAILABLE, texts.MENU)
                return
            logger.error("star refund failed")
            await self._chat.send_text(incoming.chat_id, texts.REFUND_FAILED)
            return
        self._limits.revoke_purchase(charge_id)
        offer = offer_of(tariff.value)
        logger.info("unused purchase refunded", extra={"tariff": tariff.value})
        stars = offer.stars if offer is not None else 0
        await self._chat.send_text(incoming.chat_id, texts.stars_refund_done(stars, tariff.value), texts.MENU)

    def _refusal(self, user_id: int, payment: PaymentRef) -> str | None:
        """Why this pre-checkout must be declined, or None to accept it."""
        offer = paid_tariff(payment.payload)
        if offer is None or payment.currency != STARS or payment.total_amount != offer.stars:
            return texts.PRECHECKOUT_UNKNOWN
        if not self._limits.invoice_issued(user_id, offer):
            return texts.PRECHECKOUT_UNKNOWN
        usage = self._limits.usage(user_id)
        permanent = usage.tariff is not Tariff.FREE and usage.paid_until is None
        current, wanted = TARIFF_RANK[usage.tariff], TARIFF_RANK[offer.tariff]
        if current > wanted or (permanent and current >= wanted):
            return texts.PRECHECKOUT_HIGHER
        return None

    async def _refund_unusable(self, incoming: Incoming, payment: PaymentRef) -> None:
        try:
            await self._chat.refund_stars(incoming.user_id, payment.charge_id)
        except ChatUnavailable:
            logger.error("star refund failed")
            await self._chat.send_text(incoming.chat_id, texts.PAYMENT_NOT_CREDITED_NO_REFUND)
            return
        await self._chat.send_text(incoming.chat_id, texts.PAYMENT_NOT_CREDITED)
