"""Every way extraction refuses a file, with the message a user reads in Russian and in English (the
catalogues' ``rejection.*`` ids); the notice picks the document's language."""

from __future__ import annotations

from collections.abc import Callable

from chalicelib.errors import DocumentRejected, TransientFailure
from chalicelib.messages import LANGUAGES, Lang, number_text, plural, text

Worded = Callable[[Lang], str]  # a value worded in each language (a plural, a number, a unit)

# Formats recognised well enough to get their own hint (``rejection.format.<kind>``).
_FORMAT_HINTS = frozenset({"doc", "zip", "odt", "epub", "xps", "office_other", "markup"})


def _refusal(
    reason: str, msgid: str, language: str | None = None, **values: str | Worded
) -> DocumentRejected:
    """Both languages of one catalogue message; a value may be a function of the language."""
    ru, en = (
        text(
            lang, msgid, **{name: value(lang) if callable(value) else value for name, value in values.items()}
        )
        for lang in LANGUAGES
    )
    return DocumentRejected(reason, ru, en, language=language)


def _megabytes(limit_bytes: int) -> Worded:
    return lambda lang: text(lang, "bot.size.megabytes", n=f"{limit_bytes / (1024 * 1024):.0f}")


def _pages(count: int) -> Worded:
    return lambda lang: plural(lang, "unit.pages", count)


def _characters(count: int) -> Worded:
    return lambda lang: plural(lang, "unit.characters", count)


def _number(count: int) -> Worded:
    return lambda lang: number_text(count, lang)


def empty_file() -> DocumentRejected:
    return _refusal("empty_file", "rejection.empty_file")


def file_too_large(limit_bytes: int) -> DocumentRejected:
    return _refusal("file_too_large", "rejection.file_too_large", limit=_megabytes(limit_bytes))


def unsupported_format(kind: str) -> DocumentRejected:
    """A named format gets its own hint instead of "not recognised"."""
    hint = f"rejection.format.{kind if kind in _FORMAT_HINTS else 'unknown'}"
    return _refusal("unsupported_format", "rejection.unsupported_format", hint=lambda lang: text(lang, hint))


def unreadable_encoding() -> DocumentRejected:
    return _refusal("unreadable_encoding", "rejection.unreadable_encoding")


def corrupt_file(kind: str) -> DocumentRejected:
    return _refusal("corrupt_file", "rejection.corrupt_file", kind=kind)


def encrypted_pdf() -> DocumentRejected:
    return _refusal("encrypted_pdf", "rejection.encrypted_pdf")


def too_many_pages(pages: int, limit: int) -> DocumentRejected:
    return _refusal("too_many_pages", "rejection.too_many_pages", pages=_pages(pages), limit=_number(limit))


def text_too_long(chars: int, limit: int) -> DocumentRejected:
    return _refusal(
        "text_too_long", "rejection.text_too_long", chars=_characters(chars), limit=_number(limit)
    )


def too_many_ocr_pages(pages: int, limit: int) -> DocumentRejected:
    return _refusal(
        "too_many_ocr_pages", "rejection.too_many_ocr_pages", pages=_pages(pages), limit=_number(limit)
    )


def _megapixels(pixels: float, digits: int) -> Worded:
    def worded(lang: Lang) -> str:
        value = f"{pixels / 1e6:.{digits}f}"
        return text(lang, "rejection.megapixels", n=value.replace(".", ",") if lang == "ru" else value)

    return worded


def image_too_large(pixels: int | None, limit: int) -> DocumentRejected:
    """``pixels`` is the image's own size when it is known, ``None`` when a decoder refused it first."""
    if not pixels:
        return _refusal("image_too_large", "rejection.image_too_large", limit=_megapixels(limit, 0))
    return _refusal(
        "image_too_large",
        "rejection.image_too_large_sized",
        pixels=_megapixels(pixels, 1),
        limit=_megapixels(limit, 0),
    )


def ocr_image_too_large() -> DocumentRejected:
    return _refusal("image_too_large", "rejection.ocr_image_too_large")


def ocr_failed() -> DocumentRejected:
    return _refusal("ocr_failed", "rejection.ocr_failed")


def ocr_unavailable() -> DocumentRejected:
    """Tesseract (or its rus/eng data) is missing where extract runs: the operator's fix is in the log."""
    return _refusal("ocr_unavailable", "rejection.ocr_unavailable")


def zip_bomb() -> DocumentRejected:
    return _refusal("zip_bomb", "rejection.zip_bomb")


def document_too_complex() -> DocumentRejected:
    return _refusal("document_too_complex", "rejection.document_too_complex")


def time_budget_exceeded(seconds: float) -> DocumentRejected:
    return _refusal(
        "time_budget_exceeded",
        "rejection.time_budget_exceeded",
        duration=lambda lang: plural(lang, "unit.seconds", round(seconds)),
    )


def text_too_short(chars: int, ocr_used: bool, language: str | None = None) -> DocumentRejected:
    """``language``: what the little text there is was written in, so that the notice speaks it."""
    msgid = "rejection.text_too_short_ocr" if ocr_used else "rejection.text_too_short"
    return _refusal("text_too_short", msgid, language, chars=_characters(chars))


def link_not_allowed() -> DocumentRejected:
    return _refusal("link_not_allowed", "rejection.link_not_allowed")


def link_fetch_failed(status: int) -> DocumentRejected:
    """``status`` is the HTTP status Google answered with, 0 when the body itself was unusable."""
    return _refusal(
        "link_fetch_failed", "rejection.link_fetch_failed", detail=f" (HTTP {status})" if status else ""
    )


def link_transient(detail: str) -> TransientFailure:
    return TransientFailure(f"Google Docs export failed transiently: {detail}")
