"""Which language a contract is written in, from the share of Cyrillic among its letters."""

from __future__ import annotations

import re

from chalicelib.models import Language

_CYRILLIC_RE = re.compile("[а-яё]", re.IGNORECASE)
_LATIN_RE = re.compile("[a-z]", re.IGNORECASE)
_MIN_LETTERS = 20
_RUSSIAN_SHARE = 0.75
_ENGLISH_SHARE = 0.1
_SAMPLE_CHARS = 50_000


def detect_language(text: str) -> Language:
    sample = text[:_SAMPLE_CHARS]
    cyrillic = len(_CYRILLIC_RE.findall(sample))
    latin = len(_LATIN_RE.findall(sample))
    letters = cyrillic + latin
    if letters < _MIN_LETTERS:
        return "unknown"
    share = cyrillic / letters
    if share >= _RUSSIAN_SHARE:
        return "ru"
    if share <= _ENGLISH_SHARE:
        return "en"
    return "mixed"
