"""Reason codes of uploads the partner channel refuses before analysis; texts in the catalogues."""

from __future__ import annotations

from chalicelib.errors import PermanentFailure
from chalicelib.keys import PARTNER_FILE_NAME_PATTERN, PARTNER_ID_PATTERN, REQUEST_ID_PATTERN
from chalicelib.messages import text

_LAYOUT = "partners/{partner_id}/{request_id}/{file_name}"
REFUSALS: dict[str, dict[str, str]] = {
    "invalid_partner_id": {"pattern": PARTNER_ID_PATTERN},
    "invalid_key_layout": {"layout": _LAYOUT},
    "invalid_request_id": {"pattern": REQUEST_ID_PATTERN},
    "invalid_file_name": {"pattern": PARTNER_FILE_NAME_PATTERN},
    "unknown_partner": {},
    "unsupported_format": {},
    "quota_exceeded": {},
}


def refusal(reason: str) -> PermanentFailure:
    values = REFUSALS[reason]
    return PermanentFailure(
        reason, text("ru", f"partner.{reason}", **values), text("en", f"partner.{reason}", **values)
    )


def developer_message(reason: str, fallback: str) -> str:
    """What a partner's developer reads about a failed request: what happened and what their integration
    should send instead (a Telegram user's notice tells them to paste text into a chat; this does not)."""
    try:
        return text("en", f"developer.{reason}")
    except KeyError:
        return fallback
