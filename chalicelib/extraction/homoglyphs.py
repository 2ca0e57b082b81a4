"""Undo rus+eng OCR's script mix-ups: Latin words read with Cyrillic look-alikes ('Мау') and vice versa."""

from __future__ import annotations

import re

_CYRILLIC_TO_LATIN = str.maketrans("АВЕКМНОРСТУХаеорсухіІ", "ABEKMHOPCTYXaeopcyxiI")
_LATIN_TO_CYRILLIC = str.maketrans("ABEKMHOPCTYXaeopcyx", "АВЕКМНОРСТУХаеорсух")
_WORD_RE = re.compile(r"[^\W\d_]+")
_CYRILLIC_RE = re.compile(r"[а-яёіА-ЯЁІ]")
_LATIN_RE = re.compile(r"[a-zA-Z]")
_LOOKALIKE_CYRILLIC = frozenset("АВЕКМНОРСТУХаеорсухіІ")
_LOOKALIKE_LATIN = frozenset("ABEKMHOPCTYXaeopcyx")
_DOMINANT_SHARE = 0.7


def fix_mixed_scripts(line: str) -> str:
    """Rewrite look-alike letters into the script that dominates the word, or the line when ambiguous."""
    cyrillic = len(_CYRILLIC_RE.findall(line))
    latin = len(_LATIN_RE.findall(line))
    if not cyrillic or not latin:
        return line
    letters = cyrillic + latin
    line_script = (
        "cyr"
        if cyrillic / letters >= _DOMINANT_SHARE
        else "lat"
        if latin / letters >= _DOMINANT_SHARE
        else ""
    )
    return _WORD_RE.sub(lambda match: _fix_word(match.group(0), line_script), line)


def _fix_word(word: str, line_script: str) -> str:
    cyrillic = len(_CYRILLIC_RE.findall(word))
    latin = len(_LATIN_RE.findall(word))
    if cyrillic and latin:
        target = "cyr" if cyrillic > latin else "lat" if latin > cyrillic else line_script
    elif cyrillic and line_script == "lat" and set(word) <= _LOOKALIKE_CYRILLIC:
        target = "lat"
    elif latin and line_script == "cyr" and set(word) <= _LOOKALIKE_LATIN:
        target = "cyr"
    else:
        return word
    if target == "lat" and set(_CYRILLIC_RE.findall(word)) <= _LOOKALIKE_CYRILLIC:
        return word.translate(_CYRILLIC_TO_LATIN)
    if target == "cyr" and set(_LATIN_RE.findall(word)) <= _LOOKALIKE_LATIN:
        return word.translate(_LATIN_TO_CYRILLIC)
    return word
