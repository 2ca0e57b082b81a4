"""Every text the bot shows (Russian, Telegram HTML) and the buttons that go with them."""

from __future__ import annotations

from html import escape

from chalicelib.bot.limits import Usage
from chalicelib.bot.ports import Button, Keyboard
from chalicelib.ports import AnalysisStatus

# Callback data (≤ 64 bytes each).
UPLOAD_FILE = "upload_file"
ENTER_TEXT = "enter_text"
GDOC_LINK = "gdoc_link"
ANALYZE = "analyze"
CANCEL = "cancel"
FEEDBACK_PREFIX = "fb"
DOCUMENTS_PREFIX = "docs"

BTN_UPLOAD = Button("📄 Загрузить файл", UPLOAD_FILE)
BTN_TEXT = Button("✍️ Ввести текст", ENTER_TEXT)
BTN_LINK = Button("🔗 Ссылка на Google Docs", GDOC_LINK)
BTN_ANALYZE = Button("🚀 Выполнить анализ", ANALYZE)
BTN_CANCEL = Button("❌ Отмена", CANCEL)

MENU: Keyboard = ((BTN_UPLOAD,), (BTN_TEXT,), (BTN_LINK,))
CANCEL_ONLY: Keyboard = ((BTN_CANCEL,),)
READY_KEYBOARD: Keyboard = ((BTN_ANALYZE,), (BTN_CANCEL,))

ACCEPTED = (
    "PDF, DOCX, RTF, TXT, фото или скан (JPEG, PNG, TIFF, WebP), текст сообщением "
    "или ссылку на Google Документ"
)
DISCLAIMER = "Отчёт не заменяет консультацию юриста."


def feedback_keyboard(session_id: str) -> Keyboard:
    return (
        (
            Button("👍 Полезно", f"{FEEDBACK_PREFIX}:up:{session_id}"),
            Button("👎 Не помог", f"{FEEDBACK_PREFIX}:down:{session_id}"),
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
    f"Принимаю: {ACCEPTED}. Файлы — до 20 МБ.\n\n"
    "<b>Команды</b>\n"
    "/start — начать заново\n/help — эта справка\n/limits — сколько анализов осталось сегодня\n"
    "/cancel — отменить текущий ввод\n\n"
    f"<i>{DISCLAIMER}</i>"
)

PROMPT_FILE = f"Пришлите договор файлом или фото.\nПринимаю: {ACCEPTED}. До 20 МБ."
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
NOT_ADMIN = "Команда доступна только администраторам."
TARIFF_USAGE = "Использование: /tariff &lt;telegram_id&gt; FREE|PRO|PRO_PLUS"


def limit_exhausted(usage: Usage) -> str:
    return (
        f"Лимит {usage.counter} на сегодня исчерпан, обновится в 00:00 МСК.\n"
        "Ничего не списано — документ можно проверить завтра."
    )


def limits_info(usage: Usage) -> str:
    left = max(0, usage.limit - usage.used)
    return (
        f"Тариф {usage.tariff.value}: использовано {usage.counter} анализов сегодня, осталось {left}.\n"
        "Счётчик обновляется в 00:00 МСК."
    )


def tariff_set(user_id: int, tariff: str) -> str:
    return f"Тариф пользователя {user_id}: {escape(tariff)}."


def file_received(name: str, size: int) -> str:
    return f"Получен файл «{escape(name)}» ({human_size(size)}). Нажмите «🚀 Выполнить анализ»."


def image_received(size: int) -> str:
    return f"Получено фото ({human_size(size)}). Текст распознаю при анализе. Нажмите «🚀 Выполнить анализ»."


def text_received(chars: int) -> str:
    return f"Текст получен ({chars} символов). Можно прислать продолжение или нажать «🚀 Выполнить анализ»."


def text_too_short(chars: int, minimum: int) -> str:
    return (
        f"Получено {chars} символов — для договора маловато (нужно хотя бы {minimum}). "
        "Пришлите текст целиком или продолжение следующим сообщением."
    )


def text_too_long(limit: int) -> str:
    return f"Текст длиннее {limit} символов. Пришлите договор файлом (PDF или DOCX)."


def link_received() -> str:
    return "Ссылка на Google Документ получена. Нажмите «🚀 Выполнить анализ»."


def file_too_large(size: int, limit: int) -> str:
    return (
        f"Файл весит {human_size(size)}, а я принимаю до {human_size(limit)}. "
        "Сожмите PDF или пришлите договор частями. Лимит анализа не израсходован."
    )


def unsupported_file(name: str) -> str:
    return f"Файл «{escape(name)}» я прочитать не смогу. Принимаю: {ACCEPTED}. Лимит анализа не израсходован."


def human_size(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f} МБ".replace(".", ",")
    return f"{max(1, round(size / 1024))} КБ"


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
    elapsed = f" · {elapsed_sec:.0f} с" if elapsed_sec else ""
    return f"⏳ Анализ договора\n{bar} {percent}%\n{STAGE_RU[status].capitalize()}{elapsed}"


def analysis_done(elapsed_sec: float | None) -> str:
    took = f" за {elapsed_sec:.0f} с" if elapsed_sec else ""
    return f"✅ Анализ завершён{took}. Отчёт ниже."


REFUND_NOTE = "Лимит анализа возвращён."


def with_refund_note(message: str) -> str:
    """Errors delivered by notify come with the unit refunded (ARCHITECTURE §2): say so once."""
    return message if REFUND_NOTE.lower() in message.lower() else f"{message} {REFUND_NOTE}"


def analysis_failed(message: str) -> str:
    return f"❌ {escape(message)}"
