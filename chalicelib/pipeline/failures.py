"""The pipeline's own failures (extraction brings its own with DocumentRejected); texts in the catalogues."""

from __future__ import annotations

from chalicelib.errors import PermanentFailure
from chalicelib.messages import text

PIPELINE_FAILURES = (
    "text_missing",
    "processing_failed",
    "link_unreachable",
    "deadline_exceeded",
    "service_misconfigured",
)


LINK_SUFFIXES = (".url", ".webloc")


def dead_letter_failure(stage_is_extract: bool, filename: str) -> PermanentFailure:
    """What a session that failed every retry is told: a link that never came through says what to check."""
    if stage_is_extract and filename.lower().endswith(LINK_SUFFIXES):
        return failure("link_unreachable")
    return failure("processing_failed")


def failure(reason: str) -> PermanentFailure:
    """The notice of a pipeline failure; the refund note is the channel's to add (Telegram has a limit)."""
    if reason not in PIPELINE_FAILURES:
        raise KeyError(reason)
    return PermanentFailure(reason, text("ru", f"failure.{reason}"), text("en", f"failure.{reason}"))
