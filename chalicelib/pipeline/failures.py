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
    "link_unreachable": (
        "Не удалось получить документ Google по ссылке. Проверьте, что доступ открыт «Все, у кого есть "
        "ссылка» (чтение) и документ не удалён, и пришлите ссылку снова; если всё так, Google не ответил: "
        "попробуйте через несколько минут или загрузите файл. " + _LIMIT_BACK,
        "Could not fetch the linked Google document after every retry. Check that it is shared with "
        "'Anyone with the link' (viewer) and not deleted, then resend the link; if it is, Google did not "
        "answer: try again in a few minutes or upload the file.",
    ),
    "deadline_exceeded": (
        "Анализ занял слишком много времени и был остановлен. Попробуйте ещё раз позже. " + _LIMIT_BACK,
        "The session passed its deadline without a result.",
    ),
}


LINK_SUFFIXES = (".url", ".webloc")


def dead_letter_failure(stage_is_extract: bool, filename: str) -> PermanentFailure:
    """What a session that failed every retry is told: a link that never came through says what to check."""
    if stage_is_extract and filename.lower().endswith(LINK_SUFFIXES):
        return failure("link_unreachable")
    return failure("processing_failed")


def failure(reason: str) -> PermanentFailure:
    message_ru, message_en = PIPELINE_FAILURES[reason]
    return PermanentFailure(reason, message_ru, message_en)
