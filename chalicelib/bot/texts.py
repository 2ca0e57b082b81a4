"""Every text the bot shows (Telegram HTML) and the buttons that go with them.

The bot speaks Russian; what it says about an English contract (the summary, the status, the refusal,
the feedback question) is English, like the report itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from html import escape

from chalicelib.bot.limits import MOSCOW, PAID_TARIFFS, TARIFF_RANK, PaidTariff, Tariff, Usage
from chalicelib.bot.ports import Button, Keyboard
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

BTN_UPLOAD = Button("📄 Загрузить файл", UPLOAD_FILE)
BTN_TEXT = Button("✍️ Ввести текст", ENTER_TEXT)
BTN_LINK = Button("🔗 Ссылка на Google Docs", GDOC_LINK)
BTN_ANALYZE = Button("🚀 Выполнить анализ", ANALYZE)
BTN_CANCEL = Button("❌ Отмена", CANCEL)
BTN_DROP_LAST = Button("↩️ Убрать последнюю", DROP_LAST)
BTN_RESTART = Button("🔄 Начать заново", RESTART)

MENU: Keyboard = ((BTN_UPLOAD,), (BTN_TEXT,), (BTN_LINK,))
CANCEL_ONLY: Keyboard = ((BTN_CANCEL,),)
READY_KEYBOARD: Keyboard = ((BTN_ANALYZE,), (BTN_CANCEL,))
PARTS_KEYBOARD: Keyboard = ((BTN_ANALYZE,), (BTN_DROP_LAST, BTN_RESTART))

ACCEPTED = (
    "PDF, DOCX, RTF, TXT, фото или скан (JPEG, PNG, TIFF, WebP), текст сообщением "
    "или ссылку на Google Документ"
)
DISCLAIMER = "Отчёт не заменяет консультацию юриста."


def feedback_keyboard(session_id: str, *, english: bool = False) -> Keyboard:
    up, down = ("👍 Useful", "👎 Not helpful") if english else ("👍 Полезно", "👎 Не помог")
    return (
        (
            Button(up, f"{FEEDBACK_PREFIX}:up:{session_id}"),
            Button(down, f"{FEEDBACK_PREFIX}:down:{session_id}"),
        ),
    )


def documents_button(session_id: str) -> Button:
    """Under the report: one button for the протокол разногласий, the commented DOCX and the deadlines."""
    return Button("📝 Протокол разногласий и файлы", f"{DOCUMENTS_PREFIX}:{session_id}")


DOCUMENTS_SENDING = "Отправляю файлы…"
DOCUMENTS_GONE = "Файлы больше недоступны: они хранятся 7 дней. Пришлите договор ещё раз."
DOCUMENT_CAPTIONS = {
    "amendments.docx": "Протокол разногласий: пункт, редакция контрагента, предлагаемая редакция",
    "commented.docx": "Ваш документ с комментариями к рискованным пунктам",
    "deadlines.ics": "Сроки договора для календаря",
}


def welcome(usage: Usage) -> str:
    return (
        "<b>Контракт-чек</b> — проверю договор на риски за несколько секунд.\n\n"
        "Пришлите договор файлом, текстом или ссылкой на Google Документ, "
        "затем нажмите «🚀 Выполнить анализ».\n"
        f"Принимаю: {ACCEPTED}.\n\n"
        f"Анализов сегодня: {usage.counter} (тариф {usage.tariff.value}).\n\n"
        f"<i>{DISCLAIMER}</i>"
    )


HELP = (
    "<b>Как пользоваться</b>\n"
    "1. Нажмите «📄 Загрузить файл», «✍️ Ввести текст» или «🔗 Ссылка на Google Docs» — "
    "или просто пришлите документ, фото или текст.\n"
    "2. Нажмите «🚀 Выполнить анализ». Прогресс будет виден в одном сообщении.\n"
    "3. Получите краткую сводку и полный отчёт в PDF, оцените его 👍 / 👎.\n\n"
    f"Принимаю: {ACCEPTED}. Файлы — до 20 МБ. Фото страниц (по одному или альбомом) и несколько PDF "
    "соберу в один документ.\n\n"
    "<b>Команды</b>\n"
    "/start — начать заново\n/help — эта справка\n/limits — сколько анализов осталось сегодня\n"
    "/cancel — отменить текущий ввод\n/buy — купить тариф за Telegram Stars\n\n"
    f"<i>{DISCLAIMER}</i>"
)

PROMPT_FILE = (
    f"Пришлите договор файлом или фото.\nПринимаю: {ACCEPTED}. До 20 МБ. "
    "Несколько страниц — несколькими фото или альбомом."
)
PROMPT_TEXT = "Вставьте текст договора сообщением (длинный текст можно прислать несколькими сообщениями)."
PROMPT_LINK = (
    "Пришлите ссылку на Google Документ вида https://docs.google.com/document/d/…\n"
    "Документ должен быть открыт для просмотра по ссылке."
)
CANCELLED = "Отменено. Что проверим?"
NOTHING_TO_ANALYZE = "Сначала пришлите договор: файл, фото, текст или ссылку на Google Документ."
ALREADY_ANALYZING = "Анализ уже выполняется — отчёт придёт в этот чат. Дождитесь его, пожалуйста."
STARTING = "Анализ уже запускается…"
STARTED = "Анализ запущен"
UNAVAILABLE = "Сервис временно недоступен, попробуйте через минуту."
DOWNLOAD_FAILED = (
    "Не удалось получить файл от Telegram. Попробуйте отправить его ещё раз. Лимит анализа не израсходован."
)
UPLOAD_FAILED = (
    "Не удалось принять документ из-за технического сбоя. Попробуйте ещё раз через минуту. "
    "Лимит анализа не израсходован."
)
NOT_A_GDOC = (
    "Это не похоже на ссылку на Google Документ. Нужна ссылка вида "
    "https://docs.google.com/document/d/… — или пришлите договор файлом либо текстом."
)
UNSUPPORTED_MESSAGE = f"Такой тип сообщения я не читаю. Принимаю: {ACCEPTED}."
FEEDBACK_THANKS = "Спасибо за оценку! Она поможет сделать проверку точнее."
FEEDBACK_ALREADY = "Этот отчёт вы уже оценили — спасибо!"
ASK_FEEDBACK = "Оцените, пожалуйста, отчёт:"
ASK_FEEDBACK_EN = "Was the report useful?"
NOT_ADMIN = "Команда доступна только администраторам."
TARIFF_USAGE = "Использование: /tariff &lt;telegram_id&gt; FREE|PRO|PRO_PLUS"


def limit_exhausted(usage: Usage) -> str:
    offers = _offers_line(usage)
    return (
        f"Лимит {usage.counter} на сегодня исчерпан, обновится в 00:00 МСК.\n"
        "Ничего не списано — документ можно проверить завтра" + (f" или сразу: {offers}" if offers else ".")
    )


def limits_info(usage: Usage) -> str:
    left = max(0, usage.limit - usage.used)
    until = f" до {_moscow_date(usage.paid_until)}" if usage.paid_until else ""
    offers = _offers_line(usage)
    return (
        f"Тариф {usage.tariff.value}{until}: использовано {usage.counter} анализов сегодня, "
        f"осталось {left}.\nСчётчик обновляется в 00:00 МСК."
        + (f"\n\nБольше анализов: {offers}" if offers else "")
    )


def _offers(usage: Usage) -> list[PaidTariff]:
    """Tariffs worth buying: the current paid one (extended) and better ones; an admin's plan only better."""
    rank = TARIFF_RANK[usage.tariff]
    permanent = usage.tariff is not Tariff.FREE and usage.paid_until is None
    return [
        offer
        for offer in PAID_TARIFFS
        if TARIFF_RANK[offer.tariff] > rank or (TARIFF_RANK[offer.tariff] == rank and not permanent)
    ]


def _offers_line(usage: Usage) -> str:
    offers = _offers(usage)
    if not offers:
        return ""
    return "; ".join(f"{offer_label(offer)}" for offer in offers) + "."


def offer_label(offer: PaidTariff) -> str:
    return f"{offer.tariff.value} — {_LIMIT_WORDS[offer.tariff]} на {offer.days} дней за {offer.stars} ⭐"


def buy_keyboard(usage: Usage) -> Keyboard | None:
    offers = _offers(usage)
    if not offers:
        return None
    return tuple(
        (Button(f"⭐ {offer.tariff.value} за {offer.stars} ⭐", f"{BUY_PREFIX}:{offer.tariff.value}"),)
        for offer in offers
    )


def invoice_title(offer: PaidTariff) -> str:
    return f"Контракт-чек {offer.tariff.value} на {offer.days} дней"[:32]


def invoice_description(offer: PaidTariff) -> str:
    return (
        f"{_LIMIT_WORDS[offer.tariff].capitalize()} на {offer.days} дней с момента оплаты. "
        "Если тариф уже действует, срок продлевается."
    )


_LIMIT_WORDS = {
    Tariff.FREE: "3 анализа в день",
    Tariff.PRO: "30 анализов в день",
    Tariff.PRO_PLUS: "100 анализов в день",
}
BUY_NOTHING = "У вас лучший тариф — покупать нечего. Спасибо!"
PRECHECKOUT_UNKNOWN = "Этот счёт больше не действует. Откройте /buy и оплатите новый."
PRECHECKOUT_HIGHER = "У вас уже действует тариф лучше этого — оплата не нужна."
PAYMENT_ALREADY = "Этот платёж уже учтён."
PAYMENT_NOT_CREDITED = (
    "Не удалось зачислить оплату из-за технического сбоя. Звёзды возвращены — попробуйте ещё раз позже."
)
PAYMENT_NOT_CREDITED_NO_REFUND = (
    "Не удалось зачислить оплату из-за технического сбоя, и возврат пока не прошёл. "
    "Напишите нам — вернём звёзды вручную."
)
REFUND_USAGE = "Использование: /refund &lt;telegram_payment_charge_id&gt;"
REFUND_UNKNOWN = "Такого платежа нет (или запись о нём истекла)."
REFUND_ALREADY = "Этот платёж уже возвращён."
REFUND_FAILED = "Telegram не принял возврат. Попробуйте позже."


def purchase_done(usage: Usage) -> str:
    until = f" до {_moscow_date(usage.paid_until)}" if usage.paid_until else ""
    return (
        f"⭐ Спасибо за покупку! Тариф {usage.tariff.value}{until}: "
        f"{usage.limit} анализов в день, сегодня использовано {usage.used}."
    )


def refund_done(user_id: int, tariff: str) -> str:
    return f"Платёж возвращён пользователю {user_id}, тариф {escape(tariff)} снят."


def _moscow_date(unix_time: int) -> str:
    return datetime.fromtimestamp(unix_time, MOSCOW).strftime("%d.%m.%Y")


def tariff_set(user_id: int, tariff: str) -> str:
    return f"Тариф пользователя {user_id}: {escape(tariff)}."


def file_received(name: str, size: int) -> str:
    return f"Получен файл «{escape(name)}» ({human_size(size)}). Нажмите «🚀 Выполнить анализ»."


def image_received(size: int) -> str:
    return (
        f"Получено фото ({human_size(size)}). Текст распознаю при анализе. "
        "Если страниц несколько — пришлите остальные, я соберу их в один документ. "
        "Затем нажмите «🚀 Выполнить анализ»."
    )


def parts_received(parts: int, images: bool, size: int) -> str:
    counter = f"Страниц: {parts}" if images else f"Частей: {parts}"
    more = "следующие страницы" if images else "следующую часть (PDF или фото)"
    return (
        f"📎 {counter} ({human_size(size)}) — соберу их в один документ по порядку. "
        f"Пришлите {more} или нажмите «🚀 Выполнить анализ»."
    )


NOT_JOINABLE = (
    "Этот файл я не смогу присоединить к уже присланному: в один документ собираю только фото страниц и PDF. "
    "Нажмите «🔄 Начать заново», чтобы проверить его отдельно."
)
LAST_PART_DROPPED = "Последняя часть убрана."
RESTARTED = "Начнём заново. Пришлите договор: файл, фото, текст или ссылку на Google Документ."


def too_many_parts(limit: int) -> str:
    return (
        f"Больше {limit} частей в один документ я не собираю. "
        "Нажмите «🚀 Выполнить анализ» или начните заново."
    )


def parts_too_large(limit: int) -> str:
    return (
        f"Вместе с этой частью документ больше {human_size(limit)}: её я не добавил. "
        "Пришлите страницы фотографиями (они легче) или нажмите «🚀 Выполнить анализ»."
    )


def side_question(roles: list[str]) -> str:
    return (
        f"В договоре стороны: {escape(', '.join(roles))}. На чьей вы стороне? "
        f"Отчёт покажет риски для неё. По умолчанию — «{escape(roles[0])}»."
    )


def side_keyboard(roles: list[str], chosen: str | None, then: Keyboard) -> Keyboard:
    """The roles as buttons (the default first and marked), then the ready buttons."""
    current = chosen or roles[0]
    rows = tuple(
        (
            Button(
                ("✅ " if role == current else "") + role[:40] + (" (по умолчанию)" if index == 0 else ""),
                f"{SIDE_PREFIX}:{index}",
            ),
        )
        for index, role in enumerate(roles)
    )
    return rows + then


MAX_SIDE_BUTTONS = 4


def side_wait(default: str, seconds: int) -> str:
    minutes = max(1, round(seconds / 60))
    return f"Если не выберете, через {minutes} мин. проверю в интересах стороны «{escape(default)}»."


def side_chosen(role: str) -> str:
    return f"Отчёт будет в интересах стороны «{escape(role)}». Нажмите «🚀 Выполнить анализ»."


def side_chosen_running(role: str) -> str:
    return f"Отчёт будет в интересах стороны «{escape(role)}». Анализ продолжается."


def text_received(chars: int) -> str:
    return (
        f"Текст получен ({count(chars, CHARS)}). Можно прислать продолжение или нажать «🚀 Выполнить анализ»."
    )


def text_too_short(chars: int, minimum: int) -> str:
    return (
        f"Получено {count(chars, CHARS)} — для договора маловато (нужно хотя бы {minimum}). "
        "Пришлите текст целиком или продолжение следующим сообщением."
    )


def text_too_long(limit: int) -> str:
    return f"Текст длиннее {limit} символов. Пришлите договор файлом (PDF или DOCX)."


def link_received() -> str:
    return "Ссылка на Google Документ получена. Нажмите «🚀 Выполнить анализ»."


def file_too_large(size: int, limit: int) -> str:
    return (
        f"Файл весит {human_size(size)}, а я принимаю до {human_size(limit)}. "
        "Сожмите PDF или пришлите договор фотографиями страниц — я соберу их в один документ. "
        "Лимит анализа не израсходован."
    )


def empty_file(name: str) -> str:
    return f"Файл «{escape(name)}» пустой. Пришлите договор ещё раз."


def unsupported_file(name: str) -> str:
    return f"Файл «{escape(name)}» я прочитать не смогу. Принимаю: {ACCEPTED}. Лимит анализа не израсходован."


def human_size(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f} МБ".replace(".", ",")
    if size >= 1024:
        return f"{round(size / 1024)} КБ"
    return count(size, BYTES)


# Russian plural forms: one (1, 21, 101), few (2-4, 22-24), many (0, 5-20, 11-14, 25...).
PluralForms = tuple[str, str, str]
CHARS: PluralForms = ("символ", "символа", "символов")
BYTES: PluralForms = ("байт", "байта", "байт")
SECONDS: PluralForms = ("секунду", "секунды", "секунд")
PAGES: PluralForms = ("страница", "страницы", "страниц")
ANALYSES: PluralForms = ("анализ", "анализа", "анализов")


def plural(n: int, forms: PluralForms) -> str:
    """The CLDR rule for Russian integers (the same ``ngettext`` applies with ``Plural-Forms`` for ru)."""
    if n % 10 == 1 and n % 100 != 11:
        return forms[0]
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return forms[1]
    return forms[2]


def count(n: int, forms: PluralForms) -> str:
    """``3601 символ``, ``12 400 символов`` (thin groups as Russian typography writes them)."""
    return f"{n:,}".replace(",", "\u00a0") + f"\u00a0{plural(n, forms)}"


STAGE_RU: dict[AnalysisStatus, str] = {
    AnalysisStatus.QUEUED: "в очереди",
    AnalysisStatus.PARSING: "читаю документ",
    AnalysisStatus.CHUNKING: "разбираю структуру",
    AnalysisStatus.SEARCHING: "ищу рискованные условия",
    AnalysisStatus.LLM_VERIFYING: "перепроверяю находки",
    AnalysisStatus.GENERATING_REPORT: "готовлю отчёт",
    AnalysisStatus.COMPLETED: "готово",
    AnalysisStatus.FAILED: "ошибка",
}
BAR_WIDTH = 10


def progress(status: AnalysisStatus, elapsed_sec: float | None = None) -> str:
    percent = status.percent
    filled = BAR_WIDTH * percent // 100
    bar = "▓" * filled + "░" * (BAR_WIDTH - filled)
    elapsed = f" · {round(elapsed_sec)} с" if elapsed_sec and elapsed_sec >= 1 else ""
    return f"⏳ Анализ договора\n{bar} {percent}%\n{STAGE_RU[status].capitalize()}{elapsed}"


def _took_en(elapsed_sec: float | None) -> str:
    if elapsed_sec is None or elapsed_sec <= 0:
        return ""
    if elapsed_sec < 1:
        return " in under a second"
    seconds = round(elapsed_sec)
    return f" in {seconds} second{'' if seconds == 1 else 's'}"


def analysis_done(elapsed_sec: float | None, english: bool = False) -> str:
    if english:
        return f"✅ Analysis done{_took_en(elapsed_sec)}. The report is below."
    if elapsed_sec is None or elapsed_sec <= 0:
        took = ""
    elif elapsed_sec < 1:
        took = " меньше чем за секунду"
    else:
        took = f" за {count(round(elapsed_sec), SECONDS)}"
    return f"✅ Анализ завершён{took}. Отчёт ниже."


REFUND_NOTE = "Лимит анализа возвращён."
REFUND_NOTE_EN = "Your analysis allowance was restored."
FAILED = "Анализ не выполнен."
FAILED_EN = "The analysis was not done."
DISCLAIMER_EN = "This report does not replace a consultation with a lawyer."
_ALREADY_SAID = ("не списан", "возвращ", "not charged", "restored", "refunded", "not counted")


def with_refund_note(message: str, *, english: bool = False) -> str:
    """Errors delivered by notify come with the unit refunded (ARCHITECTURE §2): say so once."""
    if any(phrase in message.lower() for phrase in _ALREADY_SAID):
        return message
    return f"{message} {REFUND_NOTE_EN if english else REFUND_NOTE}"


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


SUMMARY_WORDS: dict[str, SummaryWords] = {
    "ru": SummaryWords(
        risk="Риск",
        contract_type="Тип",
        parties="Стороны",
        price="Цена",
        term="Срок",
        found="Найдено рисков",
        side="Отчёт в интересах стороны «{side}»",
        no_side="Отчёт без учёта стороны: роли сторон в договоре не определены",
        no_findings="Существенных рисков по чек-листу не найдено.",
        more="…и ещё {more} — в PDF-отчёте.",
        full_report="Полный отчёт — в PDF ниже.",
        caption="Полный отчёт",
    ),
    "en": SummaryWords(
        risk="Risk",
        contract_type="Type",
        parties="Parties",
        price="Price",
        term="Term",
        found="Risks found",
        side="Reviewed for the {side}",
        no_side="Reviewed without a side: the contract's roles were not identified",
        no_findings="No material checklist risks found.",
        more="…and {more} more in the PDF report.",
        full_report="The full report is in the PDF below.",
        caption="Full report",
    ),
}

# «Договор поставки» for a report named after the contract when the file name says nothing.
CONTRACT_TITLES_RU: dict[str, str] = {
    "supply": "Договор поставки",
    "sale": "Договор купли-продажи",
    "lease": "Договор аренды",
    "services": "Договор оказания услуг",
    "work": "Договор подряда",
    "loan": "Договор займа",
    "license": "Лицензионный договор",
    "nda": "Соглашение о конфиденциальности",
    "employment": "Трудовой договор",
    "agency": "Агентский договор",
    "distribution": "Дистрибьюторский договор",
    "franchise": "Договор коммерческой концессии",
    "partnership": "Договор о совместной деятельности",
    "other": "Договор",
}
CONTRACT_TITLES_EN: dict[str, str] = {
    "supply": "Supply Agreement",
    "sale": "Sale Agreement",
    "lease": "Lease Agreement",
    "services": "Services Agreement",
    "work": "Work Agreement",
    "loan": "Loan Agreement",
    "license": "License Agreement",
    "nda": "Non-Disclosure Agreement",
    "employment": "Employment Agreement",
    "agency": "Agency Agreement",
    "distribution": "Distribution Agreement",
    "franchise": "Franchise Agreement",
    "partnership": "Partnership Agreement",
    "other": "Contract",
}
