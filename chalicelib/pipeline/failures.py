"""User-facing texts of the pipeline's own failures (extraction brings its own with DocumentRejected)."""

from __future__ import annotations

from chalicelib.errors import PermanentFailure

_LIMIT_BACK = "Лимит анализа возвращён."

PIPELINE_FAILURES: dict[str, tuple[str, str]] = {
    "text_missing": (
        "Текст документа не сохранился до анализа. Отправьте документ ещё раз. " + _LIMIT_BACK,
        "The extracted text expired before analysis.",
    ),
    "processing_failed": (
        "Не удалось обработать документ из-за технического сбоя. Попробуйте ещё раз чуть позже. "
        + _LIMIT_BACK,
        "Processing failed after every retry.",
    ),
    "service_misconfigured": (
        "Сервис сейчас не может проверить документ: ошибка настройки на нашей стороне, администратор "
        "уже получил сообщение о ней. " + _LIMIT_BACK,
        "The service cannot check documents right now: it is misconfigured on our side, and the "
        "operator has been told.",
    ),
    "deadline_exceeded": (
        "Анализ занял слишком много времени и был остановлен. Попробуйте ещё раз позже. " + _LIMIT_BACK,
        "The session passed its deadline without a result.",
    ),
}


def failure(reason: str) -> PermanentFailure:
    message_ru, message_en = PIPELINE_FAILURES[reason]
    return PermanentFailure(reason, message_ru, message_en)
