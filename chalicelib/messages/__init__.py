"""User-facing texts in one gettext catalogue per language (``ru.po``, ``en.po``) and the helpers that
word numbers, sizes and durations by each language's plural rule."""

from __future__ import annotations

from chalicelib.messages.catalogue import LANGUAGES, Lang, language_of, number_text, plural, text

__all__ = [
    "LANGUAGES",
    "Lang",
    "duration_text",
    "language_of",
    "number_text",
    "plural",
    "size_text",
    "text",
]


def duration_text(seconds: float, lang: Lang) -> str:
    """«меньше чем за секунду» / «за 12 секунд» — never «за 0 с»."""
    if seconds < 1:
        return text(lang, "duration.under_a_second")
    return text(lang, "duration.within", duration=plural(lang, "unit.seconds", round(seconds)))


def size_text(size_bytes: int, lang: Lang) -> str:
    """«пустой файл», «512 байт», «14 КБ», «3 МБ»: the unit that keeps the number short and non-zero."""
    if size_bytes <= 0:
        return text(lang, "size.empty")
    if size_bytes < 1024:
        return plural(lang, "unit.bytes", size_bytes)
    if size_bytes < 1024 * 1024:
        return plural(lang, "unit.kilobytes", round(size_bytes / 1024))
    return plural(lang, "unit.megabytes", round(size_bytes / (1024 * 1024)))
