"""Reason codes of uploads the partner channel refuses before analysis."""

from __future__ import annotations

from chalicelib.errors import PermanentFailure
from chalicelib.keys import PARTNER_FILE_NAME_PATTERN, PARTNER_ID_PATTERN, REQUEST_ID_PATTERN

_LAYOUT = "partners/{partner_id}/{request_id}/{file_name}"

REFUSALS: dict[str, tuple[str, str]] = {
    "invalid_partner_id": (
        "Идентификатор партнёра в пути не соответствует формату.",
        f"The partner id in the key must match {PARTNER_ID_PATTERN}.",
    ),
    "invalid_key_layout": (
        f"Путь файла должен иметь вид {_LAYOUT}.",
        f"The key must be {_LAYOUT}.",
    ),
    "invalid_request_id": (
        "Идентификатор запроса содержит недопустимые символы или слишком длинный.",
        f"The request id must match {REQUEST_ID_PATTERN} (1-64 characters).",
    ),
    "invalid_file_name": (
        "Имя файла содержит недопустимые символы или слишком длинное.",
        f"The file name must match {PARTNER_FILE_NAME_PATTERN} (1-120 characters).",
    ),
    "unknown_partner": (
        "Партнёр с таким идентификатором не зарегистрирован.",
        "No partner with this id is registered.",
    ),
    "unsupported_format": (
        "Формат файла не разрешён для этого партнёра.",
        "This file format is not allowed for this partner.",
    ),
    "quota_exceeded": (
        "Месячная квота анализов исчерпана.",
        "The monthly analysis quota is used up.",
    ),
}


def refusal(reason: str) -> PermanentFailure:
    message_ru, message_en = REFUSALS[reason]
    return PermanentFailure(reason, message_ru, message_en)
