"""Which language a contract is written in, from the share of Cyrillic and Latin letters.

One detector for every stage, so that extraction's ``source.language``, prescreen's dictionaries and
analysis's checklist texts never disagree about the same document.
"""

from __future__ import annotations

import re
from typing import Literal

from chalicelib import regexes
from chalicelib.models import Language

CYRILLIC = regexes.compile(r"[а-яё]", re.IGNORECASE)
LATIN = regexes.compile(r"[a-z]", re.IGNORECASE)
MIN_LETTERS = 20
DOMINANT_SHARE = 0.8
SAMPLE_CHARS = 20_000


def detect_language(text: str) -> Language:
    """``ru``/``en`` when one alphabet has at least 80 % of the letters, ``mixed`` otherwise.

    Counting alphabets is enough for the two languages the product reads and costs nothing to load.
    """
    sample = text[:SAMPLE_CHARS]
    cyrillic = len(CYRILLIC.findall(sample))
    latin = len(LATIN.findall(sample))
    total = cyrillic + latin
    if total < MIN_LETTERS:
        return "unknown"
    if cyrillic / total >= DOMINANT_SHARE:
        return "ru"
    if latin / total >= DOMINANT_SHARE:
        return "en"
    return "mixed"


def is_russian(language: Language) -> bool:
    """Russian rules apply to Russian and mixed documents (bilingual contracts are Russian-law ones here)."""
    return language in ("ru", "mixed")


def report_language(language: Language) -> Literal["ru", "en"]:
    """The language report texts are written in: English only for an English document."""
    return "en" if language == "en" else "ru"
