"""Failure classes that decide between ``error.json`` (permanent) and redelivery (transient)."""

from __future__ import annotations

# The side asked for (CLI --side, a partner's x-amz-meta-side) is not a party the contract defines.
UNKNOWN_SIDE = "unknown_side"


class PermanentFailure(Exception):
    """Retrying cannot help: the session ends with ``error.json`` carrying these messages; ``language`` is
    the document's ("ru"/"en") when the message is about its text (the one to show first)."""

    def __init__(self, reason: str, message_ru: str, message_en: str, *, language: str | None = None) -> None:
        super().__init__(f"{reason}: {message_en}")
        self.reason = reason
        self.message_ru = message_ru
        self.message_en = message_en
        self.language = language


class DocumentRejected(PermanentFailure):
    """The uploaded file cannot be read as a contract (empty, corrupt, encrypted, too large, ...)."""


class TransientFailure(Exception):
    """Infrastructure trouble (S3, Redis, LLM, Telegram): raise so that the queue redelivers."""


class ConfigurationError(RuntimeError):
    """The deployment lacks something a function needs (a secret, a layer, Tesseract).

    Never a transient failure: a stage that meets one ends its session with the ``service_misconfigured``
    notice (OCR with ``ocr_unavailable``) and logs the fix; retrying cannot install what is missing.
    """


def plain_transient(error: BaseException) -> bool:
    """Failures worth another try in the same invocation; the wiring adds its clients' own error types."""
    return isinstance(error, TransientFailure | ConnectionError | TimeoutError)
