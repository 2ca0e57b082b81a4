"""Notify's Telegram channel and the progress edits the stages make.

Delivery: the status message becomes "done" (or the error), then a summary under 4,096 characters, the
PDF report as a document and the 👍/👎 question with one more button for the протокол разногласий and the
other files (sent by the bot when pressed); the conversation moves to AWAITING_FEEDBACK (or ERROR).
A 5xx, a long 429 or a network error raises (transient), so the notify queue redelivers; the session's
``delivery.json`` claim keeps a delivered session from being answered twice. A permanent refusal (the
user blocked the bot) is logged and not retried.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from html import escape

import redis

from chalicelib.adapters.redis_bot import RedisConversationStore, RedisProgressMessages
from chalicelib.adapters.telegram_bot_api import BotApiClient, TelegramRejected, TelegramUnavailable
from chalicelib.bot import texts
from chalicelib.bot.limits import offer_of
from chalicelib.bot.ports import Keyboard, PurchaseRecords
from chalicelib.bot.purchases import OUR_SIDE_FAILURES
from chalicelib.bot.states import BotState
from chalicelib.bot.texts import SUMMARY_WORDS
from chalicelib.keys import DOCUMENTS_FILE, REPORT_MD, REPORT_PDF
from chalicelib.language import report_language
from chalicelib.messages import Lang
from chalicelib.models import DocumentsManifest
from chalicelib.observability import logger
from chalicelib.ports import AnalysisStatus, Delivery, ProgressSink, ProgressSnapshot


class TelegramNotifier:
    def __init__(
        self,
        api: BotApiClient,
        conversations: RedisConversationStore,
        purchases: PurchaseRecords | None = None,
    ) -> None:
        self._api = api
        self._conversations = conversations
        self._purchases = purchases

    def deliver(self, delivery: Delivery) -> None:
        chat_id = delivery.metadata.get("chat-id") or delivery.owner.removeprefix("tg-")
        try:
            if delivery.error is not None:
                self._deliver_error(chat_id, delivery)
            elif delivery.report is not None:
                self._deliver_report(chat_id, delivery)
        except TelegramRejected as refusal:
            logger.warning("telegram refused the delivery", extra={"problem": str(refusal)[:200]})
            return
        self._finish_conversation(delivery)

    def ask_side(self, metadata: Mapping[str, str], roles: list[str], wait_seconds: int) -> None:
        """:class:`~chalicelib.ports.SideQuestions`: the roles as buttons; the press comes to the webhook."""
        chat_id = metadata.get("chat-id") or metadata.get("owner", "").removeprefix("tg-")
        shown = roles[: texts.MAX_SIDE_BUTTONS]
        lang = texts.document_lang(metadata.get("language"))  # extract has read the document by now
        question = texts.side_question(shown, lang) + "\n" + texts.side_wait(shown[0], wait_seconds, lang)
        try:
            self._api.send_message(chat_id, question, texts.side_keyboard(shown, None, (), lang))
        except TelegramRejected as refusal:  # the default side is taken after the wait
            logger.warning("side question refused", extra={"problem": str(refusal)[:200]})

    def _deliver_error(self, chat_id: str, delivery: Delivery) -> None:
        assert delivery.error is not None
        notice = delivery.error
        english = notice.language == "en"  # an English document: the whole notice in English
        failed, disclaimer = (
            (texts.FAILED_EN, texts.DISCLAIMER_EN) if english else (texts.FAILED, texts.DISCLAIMER)
        )
        self._edit_status(chat_id, delivery, texts.analysis_failed(failed))
        refunded = texts.with_refund_note(notice.message, english=english)
        message = f"❌ {escape(refunded)}"
        keyboard = texts.MENU
        offer = self._stars_refund_offer(delivery) if notice.reason in OUR_SIDE_FAILURES else None
        if offer is not None:
            stars, tariff = offer
            lang: Lang = "en" if english else "ru"
            message += "\n\n" + texts.stars_refund_offer(stars, tariff, lang)
            keyboard = texts.stars_refund_keyboard(delivery.session_id, stars, lang) + keyboard
        self._api.send_message(chat_id, f"{message}\n\n<i>{disclaimer}</i>", keyboard)

    def _stars_refund_offer(self, delivery: Delivery) -> tuple[int, str] | None:
        """(Stars, tariff) to offer back when the user's running purchase has given no report yet."""
        if self._purchases is None or not delivery.owner.startswith("tg-"):
            return None
        user_id = int(delivery.owner.removeprefix("tg-"))
        try:
            refundable = self._purchases.refundable_purchase(user_id)
            if refundable is None:
                return None
            charge_id, tariff = refundable
            offer = offer_of(tariff.value)
            if offer is None:
                return None
            self._purchases.offer_stars_refund(user_id, delivery.session_id, charge_id)
        except redis.RedisError as error:  # the notice goes out without the offer; /refund stays for admins
            logger.warning("stars refund not offered", extra={"error": type(error).__name__})
            return None
        return offer.stars, tariff.value

    def _note_report(self, delivery: Delivery) -> None:
        """A report reached the user: a purchase they are on has now given one (no refund offer after)."""
        if self._purchases is None or not delivery.owner.startswith("tg-"):
            return
        try:
            self._purchases.note_report(int(delivery.owner.removeprefix("tg-")))
        except redis.RedisError as error:
            logger.warning("report not noted on the purchase", extra={"error": type(error).__name__})

    def _deliver_report(self, chat_id: str, delivery: Delivery) -> None:
        # The summary brings the report's labels and reader: notify's, not every stage's progress sink.
        from chalicelib.bot.summary import report_file_name, report_summary

        report = delivery.report
        assert report is not None
        session_id = delivery.session_id
        accepted = float(delivery.metadata.get("accepted-at") or 0)
        elapsed = time.time() - accepted if accepted else None
        pdf, markdown = delivery.files.get(REPORT_PDF), delivery.files.get(REPORT_MD)
        steps: list[tuple[str, Callable[[], object]]] = [
            ("status", lambda: self._edit_status(chat_id, delivery, texts.analysis_done(elapsed, english))),
            ("summary", lambda: self._api.send_message(chat_id, report_summary(report))),
        ]
        english = report_language(report.source.language) == "en"
        caption = SUMMARY_WORDS["en" if english else "ru"].caption
        if pdf:
            name = report_file_name(report, "pdf")
            steps.append(("file", lambda: self._api.send_document(chat_id, name, pdf, caption=caption)))
        elif markdown:
            name_md = report_file_name(report, "md")
            steps.append(("file", lambda: self._api.send_document(chat_id, name_md, markdown)))
        keyboard = texts.feedback_keyboard(session_id, english=english) + _documents_row(delivery)
        ask = texts.ASK_FEEDBACK_EN if english else texts.ASK_FEEDBACK
        steps.append(("feedback", lambda: self._api.send_message(chat_id, ask, keyboard)))
        self._run_steps(session_id, steps)
        self._note_report(delivery)

    def _run_steps(self, session_id: str, steps: list[tuple[str, Callable[[], object]]]) -> None:
        """Each part once: a retry after a 5xx halfway sends only what did not go out."""
        try:
            done = self._conversations.delivery_steps_done(session_id)
        except redis.RedisError:
            done = set()
        for name, send in steps:
            if name in done:
                continue
            send()
            try:
                self._conversations.mark_delivery_step(session_id, name)
            except redis.RedisError:
                logger.info("delivery step not recorded", extra={"step": name})

    def _edit_status(self, chat_id: str, delivery: Delivery, text: str) -> None:
        message_id = delivery.metadata.get("progress-message-id", "")
        if not message_id.isdigit():
            return
        try:
            self._api.edit_message_text(chat_id, int(message_id), text)
        except TelegramRejected:
            logger.info("status message not editable")

    def _finish_conversation(self, delivery: Delivery) -> None:
        """ANALYZING → AWAITING_FEEDBACK (via COMPLETED) or → ERROR, if the user is still on this session."""
        user_id = int(delivery.owner.removeprefix("tg-"))
        try:
            state, data = self._conversations.load(user_id)
            if state is not BotState.ANALYZING or data.get("session_id") != delivery.session_id:
                return
            target = BotState.ERROR if delivery.error is not None else BotState.AWAITING_FEEDBACK
            self._conversations.save(user_id, target, data)
        except redis.RedisError as error:
            logger.warning("conversation state not updated", extra={"error": type(error).__name__})


def _documents_row(delivery: Delivery) -> Keyboard:
    """One button for the files analyze wrote (протокол, commented DOCX, .ics): sent only when asked for."""
    manifest = delivery.files.get(DOCUMENTS_FILE)
    if manifest is None or not DocumentsManifest.model_validate_json(manifest).files:
        return ()
    return ((texts.documents_button(delivery.session_id),),)


class TelegramProgress:
    """A :class:`ProgressSink` that also edits the session's Telegram status message, throttled.

    The stages call ``update`` as they advance; the edit is best effort (S3 carries the work).
    """

    def __init__(
        self, inner: ProgressSink, messages: RedisProgressMessages, api: BotApiClient, min_interval: float
    ) -> None:
        self._inner = inner
        self._messages = messages
        self._api = api
        self._min_interval = min_interval

    def update(
        self, session_id: str, status: AnalysisStatus, started_at: float | None, language: str | None = None
    ) -> None:
        self._inner.update(session_id, status, started_at, language)
        if status in (AnalysisStatus.COMPLETED, AnalysisStatus.FAILED):
            return  # notify writes the final status text itself
        try:
            target = self._messages.claim_edit(session_id, status.percent, self._min_interval)
            if target is None:
                return
            elapsed = time.time() - started_at if started_at else None
            line = texts.progress(status, elapsed, texts.document_lang(language))
            self._api.edit_message_text(target.chat_id, target.message_id, line)
            self._api.send_chat_action(target.chat_id, "typing")
        except (redis.RedisError, TelegramUnavailable, TelegramRejected) as error:
            logger.info("progress edit skipped", extra={"error": type(error).__name__})

    def read(self, session_id: str) -> ProgressSnapshot | None:
        return self._inner.read(session_id)
