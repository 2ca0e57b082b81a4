"""Every text the bot shows (Telegram HTML) and the buttons that go with them, read from the catalogues
(``chalicelib/messages/{ru,en}.po``, ids ``bot.*``).

The bot's own interface (menus, commands, prompts, limits and payments) speaks Russian; what it says
about a document once it knows the document's language — the pasted text's acknowledgment, the side
question and its buttons, the progress lines, the status, the summary, the refusal and the feedback
question — speaks the document's language (``lang``; docs/bot.md, "Which language"). Values put into a
message are HTML-escaped here; the catalogue's own markup (``<b>``, ``&lt;``) is Telegram HTML.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from html import escape

from chalicelib.bot.limits import (
    MOSCOW,
    PAID_TARIFFS,
    TARIFF_RANK,
    PaidTariff,
    Tariff,
    TariffLimits,
    Usage,
)
from chalicelib.bot.ports import Button, Keyboard
from chalicelib.messages import Lang, duration_text, number_text, plural, size_text, text
from chalicelib.models import CONTRACT_TYPES
from chalicelib.ports import AnalysisStatus

# Callback data (≤ 64 bytes each).
UPLOAD_FILE = "upload_file"
ENTER_TEXT = "enter_text"
GDOC_LINK = "gdoc_link"
ANALYZE = "analyze"
CANCEL = "cancel"
DROP_LAST = "drop_last"
RESTART = "restart"
FEEDBACK_PREFIX = "fb"
SIDE_PREFIX = "side"  # side:<index into the session's roles>
BUY_PREFIX = "buy"  # buy:<TARIFF>
DOCUMENTS_PREFIX = "docs"
STARS_REFUND_PREFIX = "starsback"  # starsback:<session id whose failure offered it>


def _ru(msgid: str, **values: object) -> str:
    return text("ru", msgid, **values)


def document_lang(language: str | None) -> Lang:
    """The language the bot speaks about a document: English for an English one, else Russian (as the
    report: ``chalicelib.language.report_language``); ``language`` is extraction's or the detector's."""
    return "en" if language == "en" else "ru"


BTN_UPLOAD = Button(_ru("bot.button.upload"), UPLOAD_FILE)
BTN_TEXT = Button(_ru("bot.button.text"), ENTER_TEXT)
BTN_LINK = Button(_ru("bot.button.link"), GDOC_LINK)
BTN_ANALYZE = Button(_ru("bot.button.analyze"), ANALYZE)
BTN_CANCEL = Button(_ru("bot.button.cancel"), CANCEL)
BTN_DROP_LAST = Button(_ru("bot.button.drop_last"), DROP_LAST)
BTN_RESTART = Button(_ru("bot.button.restart"), RESTART)

MENU: Keyboard = ((BTN_UPLOAD,), (BTN_TEXT,), (BTN_LINK,))
CANCEL_ONLY: Keyboard = ((BTN_CANCEL,),)
READY_KEYBOARD: Keyboard = ((BTN_ANALYZE,), (BTN_CANCEL,))
PARTS_KEYBOARD: Keyboard = ((BTN_ANALYZE,), (BTN_DROP_LAST, BTN_RESTART))


def cancel_only(lang: Lang = "ru") -> Keyboard:
    return CANCEL_ONLY if lang == "ru" else ((Button(text(lang, "bot.button.cancel"), CANCEL),),)


def ready_keyboard(lang: Lang = "ru") -> Keyboard:
    """🚀 and cancel under a message about the document, in its language."""
    if lang == "ru":
        return READY_KEYBOARD
    return (
        (Button(text(lang, "bot.button.analyze"), ANALYZE),),
        (Button(text(lang, "bot.button.cancel"), CANCEL),),
    )


ACCEPTED = _ru("bot.accepted")
DISCLAIMER = _ru("disclaimer")
DISCLAIMER_EN = text("en", "disclaimer")

# The commands Telegram lists in the bot's menu (setMyCommands), in the bot's language.
COMMANDS: tuple[tuple[str, str], ...] = tuple(
    (command, _ru(f"bot.command.{command}")) for command in ("start", "help", "limits", "cancel", "buy")
)


def feedback_keyboard(session_id: str, *, english: bool = False) -> Keyboard:
    lang: Lang = "en" if english else "ru"
    return (
        (
            Button(text(lang, "bot.button.useful"), f"{FEEDBACK_PREFIX}:up:{session_id}"),
            Button(text(lang, "bot.button.not_helpful"), f"{FEEDBACK_PREFIX}:down:{session_id}"),
        ),
    )


def documents_button(session_id: str) -> Button:
    """Under the report: one button for the протокол разногласий, the commented DOCX and the deadlines."""
    return Button(_ru("bot.button.documents"), f"{DOCUMENTS_PREFIX}:{session_id}")


DOCUMENTS_SENDING = _ru("bot.documents.sending")
DOCUMENTS_GONE = _ru("bot.documents.gone")
DOCUMENT_CAPTIONS = {
    "amendments.docx": _ru("bot.documents.caption.amendments"),
    "commented.docx": _ru("bot.documents.caption.commented"),
    "deadlines.ics": _ru("bot.documents.caption.deadlines"),
}


def welcome(usage: Usage) -> str:
    return _ru(
        "bot.welcome",
        accepted=ACCEPTED,
        counter=usage.counter,
        tariff=usage.tariff.value,
        disclaimer=DISCLAIMER,
    )


HELP = _ru("bot.help", accepted=ACCEPTED, disclaimer=DISCLAIMER)
PROMPT_FILE = _ru("bot.prompt.file", accepted=ACCEPTED)
PROMPT_TEXT = _ru("bot.prompt.text")
PROMPT_LINK = _ru("bot.prompt.link")
CANCELLED = _ru("bot.cancelled")
NOTHING_TO_ANALYZE = _ru("bot.nothing_to_analyze")
ALREADY_ANALYZING = _ru("bot.already_analyzing")
STARTING = _ru("bot.starting")
STARTED = _ru("bot.started")
UNAVAILABLE = _ru("bot.unavailable")
DOWNLOAD_FAILED = _ru("bot.download_failed")
UPLOAD_FAILED = _ru("bot.upload_failed")
NOT_A_GDOC = _ru("bot.not_a_gdoc")
UNSUPPORTED_MESSAGE = _ru("bot.unsupported_message", accepted=ACCEPTED)
FEEDBACK_THANKS = _ru("bot.feedback.thanks")
FEEDBACK_ALREADY = _ru("bot.feedback.already")
ASK_FEEDBACK = _ru("bot.feedback.ask")
ASK_FEEDBACK_EN = text("en", "bot.feedback.ask")
NOT_ADMIN = _ru("bot.not_admin")
TARIFF_USAGE = _ru("bot.tariff_usage")


def limit_exhausted(usage: Usage, limits: TariffLimits) -> str:
    offers = _offers_line(usage, limits)
    if offers:
        return _ru("bot.limit_exhausted_offers", counter=usage.counter, offers=offers)
    return _ru("bot.limit_exhausted", counter=usage.counter)


def limits_info(usage: Usage, limits: TariffLimits) -> str:
    left = max(0, usage.limit - usage.used)
    info = _ru("bot.limits_info", tariff=_tariff_name(usage), counter=usage.counter, left=left)
    offers = _offers_line(usage, limits)
    return info + ("\n\n" + _ru("bot.more_analyses", offers=offers) if offers else "")


def _tariff_name(usage: Usage) -> str:
    """«PRO до 31.12.2026» for a bought tariff, the bare name for FREE and an admin's plan."""
    if usage.paid_until is None:
        return usage.tariff.value
    return _ru("bot.tariff_until", tariff=usage.tariff.value, date=_moscow_date(usage.paid_until))


def _offers(usage: Usage) -> list[PaidTariff]:
    """Tariffs worth buying: the current paid one (extended) and better ones; an admin's plan only better."""
    rank = TARIFF_RANK[usage.tariff]
    permanent = usage.tariff is not Tariff.FREE and usage.paid_until is None
    return [
        offer
        for offer in PAID_TARIFFS
        if TARIFF_RANK[offer.tariff] > rank or (TARIFF_RANK[offer.tariff] == rank and not permanent)
    ]


def _offers_line(usage: Usage, limits: TariffLimits) -> str:
    offers = _offers(usage)
    if not offers:
        return ""
    return "; ".join(offer_label(offer, limits) for offer in offers) + "."


def offer_label(offer: PaidTariff, limits: TariffLimits) -> str:
    return _ru(
        "bot.offer",
        tariff=offer.tariff.value,
        limit=_limit_words(offer.tariff, limits),
        days=plural("ru", "unit.days", offer.days),
        stars=offer.stars,
    )


def buy_keyboard(usage: Usage) -> Keyboard | None:
    offers = _offers(usage)
    if not offers:
        return None
    return tuple(
        (
            Button(
                _ru("bot.button.buy", tariff=offer.tariff.value, stars=offer.stars),
                f"{BUY_PREFIX}:{offer.tariff.value}",
            ),
        )
        for offer in offers
    )


def invoice_title(offer: PaidTariff) -> str:
    """Telegram allows 32 characters."""
    return _ru("bot.invoice.title", tariff=offer.tariff.value, days=plural("ru", "unit.days", offer.days))[
        :32
    ]


def invoice_description(offer: PaidTariff, limits: TariffLimits) -> str:
    days = plural("ru", "unit.days", offer.days)
    return _ru("bot.invoice.description", limit=_limit_words(offer.tariff, limits), days=days)


def _limit_words(tariff: Tariff, limits: TariffLimits) -> str:
    """The daily limit an offer promises: the one the limits store will enforce (settings.limits)."""
    return plural("ru", "bot.analyses_a_day", limits.of(tariff))


BUY_NOTHING = _ru("bot.buy_nothing")
PRECHECKOUT_UNKNOWN = _ru("bot.precheckout.unknown")
PRECHECKOUT_HIGHER = _ru("bot.precheckout.higher")
PAYMENT_ALREADY = _ru("bot.payment.already")
PAYMENT_NOT_CREDITED = _ru("bot.payment.not_credited")
PAYMENT_NOT_CREDITED_NO_REFUND = _ru("bot.payment.not_credited_no_refund")
REFUND_USAGE = _ru("bot.refund.usage")
REFUND_UNKNOWN = _ru("bot.refund.unknown")
REFUND_ALREADY = _ru("bot.refund.already")
REFUND_FAILED = _ru("bot.refund.failed")
STARS_REFUND_NOT_AVAILABLE = _ru("bot.stars_refund.not_available")


def purchase_done(usage: Usage) -> str:
    return plural("ru", "bot.purchase_done", usage.limit, tariff=_tariff_name(usage), used=usage.used)


def refund_done(user_id: int, tariff: str) -> str:
    return _ru("bot.refund.done", user_id=user_id, tariff=escape(tariff))


def stars_refund_offer(stars: int, tariff: str, lang: Lang = "ru") -> str:
    """Under a failure on our side while the user's purchase has given no report yet."""
    return text(lang, "bot.stars_refund.offer", stars=stars, tariff=escape(tariff))


def stars_refund_keyboard(session_id: str, stars: int, lang: Lang = "ru") -> Keyboard:
    return ((Button(text(lang, "bot.button.refund", stars=stars), f"{STARS_REFUND_PREFIX}:{session_id}"),),)


def stars_refund_done(stars: int, tariff: str) -> str:
    return _ru("bot.stars_refund.done", stars=stars, tariff=escape(tariff))


def _moscow_date(unix_time: int) -> str:
    return datetime.fromtimestamp(unix_time, MOSCOW).strftime("%d.%m.%Y")


def tariff_set(user_id: int, tariff: str) -> str:
    return _ru("bot.tariff_set", user_id=user_id, tariff=escape(tariff))


def file_received(name: str, size: int) -> str:
    return _ru("bot.file_received", name=escape(name), size=human_size(size))


def image_received(size: int) -> str:
    return _ru("bot.image_received", size=human_size(size))


def parts_received(parts: int, images: bool, size: int) -> str:
    msgid = "bot.parts_received.pages" if images else "bot.parts_received.files"
    return _ru(msgid, parts=parts, size=human_size(size))


NOT_JOINABLE = _ru("bot.not_joinable")
LAST_PART_DROPPED = _ru("bot.last_part_dropped")
RESTARTED = _ru("bot.restarted")


def too_many_parts(limit: int) -> str:
    return _ru("bot.too_many_parts", limit=limit)


def parts_too_large(limit: int) -> str:
    return _ru("bot.parts_too_large", limit=human_size(limit))


def side_question(roles: list[str], lang: Lang = "ru") -> str:
    return text(lang, "bot.side_question", roles=escape(", ".join(roles)), default=escape(roles[0]))


def side_keyboard(roles: list[str], chosen: str | None, then: Keyboard, lang: Lang = "ru") -> Keyboard:
    """The roles as buttons (the default first and marked), then the ready buttons."""
    current = chosen or roles[0]
    rows = tuple(
        (
            Button(
                ("✅ " if role == current else "")
                + (text(lang, "bot.button.side_default", role=role[:40]) if index == 0 else role[:40]),
                f"{SIDE_PREFIX}:{index}",
            ),
        )
        for index, role in enumerate(roles)
    )
    return rows + then


MAX_SIDE_BUTTONS = 4


def side_wait(default: str, seconds: int, lang: Lang = "ru") -> str:
    minutes = max(1, round(seconds / 60))
    return text(lang, "bot.side_wait", minutes=minutes, default=escape(default))


def side_chosen(role: str, lang: Lang = "ru") -> str:
    return text(lang, "bot.side_chosen", role=escape(role))


def side_chosen_running(role: str, lang: Lang = "ru") -> str:
    return text(lang, "bot.side_chosen_running", role=escape(role))


def text_received(chars: int, lang: Lang = "ru") -> str:
    return text(lang, "bot.text_received", chars=count(chars, CHARS, lang))


def text_too_short(chars: int, minimum: int, lang: Lang = "ru") -> str:
    return text(
        lang, "bot.text_too_short", chars=count(chars, CHARS, lang), minimum=number_text(minimum, lang)
    )


def text_too_long(limit: int) -> str:
    return _ru("bot.text_too_long", chars=count(limit, CHARS))


def link_received() -> str:
    return _ru("bot.link_received")


def file_too_large(size: int, limit: int) -> str:
    return _ru("bot.file_too_large", size=human_size(size), limit=human_size(limit))


def empty_file(name: str) -> str:
    return _ru("bot.empty_file", name=escape(name))


def unsupported_file(name: str) -> str:
    return _ru("bot.unsupported_file", name=escape(name), accepted=ACCEPTED)


def human_size(size: int, lang: Lang = "ru") -> str:
    """«1,5 МБ» (one decimal, none when whole: «20 МБ»), «14 КБ», «512 байт», «пустой файл»."""
    if size >= 1024 * 1024:
        megabytes = f"{size / (1024 * 1024):.1f}".removesuffix(".0")
        return text(lang, "bot.size.megabytes", n=megabytes.replace(".", "," if lang == "ru" else "."))
    return size_text(size, lang)


# Units the bot counts in (plural ids of the catalogue).
CHARS = "unit.characters"
BYTES = "unit.bytes"
SECONDS = "unit.seconds"
PAGES = "unit.pages"


def count(n: int, unit: str, lang: Lang = "ru") -> str:
    """``1 символ``, ``3 601 символ``, ``12 400 символов``: the catalogue's plural forms, digits grouped."""
    return plural(lang, unit, n)


_STAGES: dict[AnalysisStatus, str] = {
    AnalysisStatus.QUEUED: "bot.stage.queued",
    AnalysisStatus.PARSING: "bot.stage.parsing",
    AnalysisStatus.CHUNKING: "bot.stage.chunking",
    AnalysisStatus.SEARCHING: "bot.stage.searching",
    AnalysisStatus.LLM_VERIFYING: "bot.stage.llm_verifying",
    AnalysisStatus.GENERATING_REPORT: "bot.stage.generating_report",
    AnalysisStatus.COMPLETED: "bot.stage.completed",
    AnalysisStatus.FAILED: "bot.stage.failed",
}
BAR_WIDTH = 10


def progress(status: AnalysisStatus, elapsed_sec: float | None = None, lang: Lang = "ru") -> str:
    percent = status.percent
    filled = BAR_WIDTH * percent // 100
    bar = "▓" * filled + "░" * (BAR_WIDTH - filled)
    elapsed = (
        text(lang, "bot.progress.elapsed", n=round(elapsed_sec)) if elapsed_sec and elapsed_sec >= 1 else ""
    )
    return text(
        lang,
        "bot.progress",
        bar=bar,
        percent=text(lang, "bot.progress.percent", n=percent),
        stage=text(lang, _STAGES[status]),
        elapsed=elapsed,
    )


def analysis_done(elapsed_sec: float | None, english: bool = False) -> str:
    lang: Lang = "en" if english else "ru"
    if elapsed_sec is None or elapsed_sec <= 0:
        return text(lang, "bot.analysis_done")
    return text(lang, "bot.analysis_done_in", took=duration_text(elapsed_sec, lang))


REFUND_NOTE = _ru("refund.note")
REFUND_NOTE_EN = text("en", "refund.note")
FAILED = _ru("bot.failed")
FAILED_EN = text("en", "bot.failed")


def with_refund_note(message: str, *, english: bool = False) -> str:
    """Errors delivered by notify come with the unit refunded (ARCHITECTURE §2): say so once — unless the
    message itself already says so (the catalogue's ``refund.said`` phrases)."""
    lang: Lang = "en" if english else "ru"
    if any(phrase in message.lower() for phrase in _already_said(lang)):
        return message
    return f"{message} {text(lang, 'refund.note')}"


def _already_said(lang: Lang) -> tuple[str, ...]:
    return tuple(phrase.strip().lower() for phrase in text(lang, "refund.said").split("|") if phrase.strip())


def analysis_failed(message: str) -> str:
    return f"❌ {escape(message)}"


@dataclass(frozen=True)
class SummaryWords:
    """The chat summary's labels in the contract's language (an English contract reads all English)."""

    risk: str
    contract_type: str
    parties: str
    price: str
    term: str
    found: str
    side: str
    no_side: str
    no_findings: str
    more: str
    full_report: str
    caption: str


def _summary_words(lang: Lang) -> SummaryWords:
    fields = SummaryWords.__dataclass_fields__
    return SummaryWords(**{name: text(lang, f"bot.summary.{name}") for name in fields})


SUMMARY_WORDS: dict[str, SummaryWords] = {lang: _summary_words(lang) for lang in ("ru", "en")}

# «Договор поставки» for a report named after the contract when the file name says nothing.
CONTRACT_TITLES_RU: dict[str, str] = {kind: _ru(f"contract.title.{kind}") for kind in CONTRACT_TYPES}
CONTRACT_TITLES_EN: dict[str, str] = {kind: text("en", f"contract.title.{kind}") for kind in CONTRACT_TYPES}
