"""Failure classes that decide between ``error.json`` (permanent) and redelivery (transient)."""

from __future__ import annotations


class PermanentFailure(Exception):
    """Retrying cannot help: the session ends with ``error.json`` carrying these messages."""

    def __init__(self, reason: str, message_ru: str, message_en: str, *, language: str | None = None) -> None:
        """``language`` is the document's (``ru``/``en``/...) when the failure read enough of it to know;
        otherwise the session's facts decide which message the user reads."""
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
