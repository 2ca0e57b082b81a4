"""Small pieces of wording the proposals share: numbers and day counts in Russian and English."""

from __future__ import annotations

from typing import Literal

Lang = Literal["ru", "en"]


def number(value: float, lang: Lang) -> str:
    """``0,1`` (ru) / ``0.1`` (en); integers without a fraction."""
    text = f"{value:.0f}" if float(value).is_integer() else f"{value:.3f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "ru" else text


def percent(value: float, lang: Lang) -> str:
    return f"{number(value, lang)} %" if lang == "ru" else f"{number(value, lang)}%"


def _ru_plural(n: int, one: str, few: str, many: str) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def days_before(n: int, lang: Lang, working: bool = False) -> str:
    """«за 30 календарных дней» / "30 days" (the accusative after «за»)."""
    if lang == "en":
        return f"{n} {'business ' if working else ''}day{'s' if n != 1 else ''}"
    forms = ("рабочий", "рабочих", "рабочих") if working else ("календарный", "календарных", "календарных")
    adjective = _ru_plural(n, *forms)
    return f"{n} {adjective} {_ru_plural(n, 'день', 'дня', 'дней')}"


def days_within(n: int, lang: Lang, working: bool = False) -> str:
    """«в течение 10 рабочих дней» (the genitive) / "within 10 business days"."""
    if lang == "en":
        return days_before(n, lang, working)
    forms = ("рабочего", "рабочих", "рабочих") if working else ("календарного", "календарных", "календарных")
    adjective = _ru_plural(n, *forms)
    return f"{n} {adjective} {_ru_plural(n, 'дня', 'дней', 'дней')}"
