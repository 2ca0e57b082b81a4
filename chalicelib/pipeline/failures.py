"""The pipeline's own failures (extraction brings its own with DocumentRejected); texts in the catalogues."""

from __future__ import annotations

from chalicelib.errors import PermanentFailure
from chalicelib.messages import text

PIPELINE_FAILURES = ("text_missing", "processing_failed", "deadline_exceeded", "service_misconfigured")


def failure(reason: str) -> PermanentFailure:
    """The notice of a pipeline failure; the refund note is the channel's to add (Telegram has a limit)."""
    if reason not in PIPELINE_FAILURES:
        raise KeyError(reason)
    return PermanentFailure(reason, text("ru", f"failure.{reason}"), text("en", f"failure.{reason}"))
