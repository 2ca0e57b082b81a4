"""Undo rus+eng OCR's script mix-ups: Latin words read with Cyrillic look-alikes ('Мау') and vice versa."""

from __future__ import annotations

from chalicelib import regexes

_CYRILLIC_TO_LATIN = str.maketrans("АВЕКМНОРСТУХаеорсухіІ", "ABEKMHOPCTYXaeopcyxiI")
_LATIN_TO_CYRILLIC = str.maketrans("ABEKMHOPCTYXaeopcyx", "АВЕКМНОРСТУХаеорсух")
_WORD_RE = regexes.compile(r"[^\W\d_]+")
_CYRILLIC_RE = regexes.compile(r"[а-яёіА-ЯЁІ]")
_LATIN_RE = regexes.compile(r"[a-zA-Z]")
_LETTER_RE = regexes.compile(r"[^\W\d_]")
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


# Words that make up a quarter to a third of any running text in the Latin-script languages a contract
# arrives in; a Russian page OCR'd as Latin letters ('AOTOBOP', 'Dogovor' in look-alikes) has none.
_FUNCTION_WORD_LIST = (
    "the of and to in a an or by for be is are as on at with that this any all such shall will may not "
    "from its it which other under upon no if than into been has have hereby herein der die das und zu "
    "den von mit ist im des dem nicht ein eine auf für le la les et de des du un une en est par pour au "
    "aux dans sur qui que el los las y del por con para se al lo il di che per non"
)
_FUNCTION_WORDS = frozenset(_FUNCTION_WORD_LIST.split())
_MIN_LAYER_WORDS = 15
_MIN_LATIN_SHARE = 0.6
_MAX_FUNCTION_WORD_SHARE = 0.03
_MIN_RUSSIAN_LOOKING_SHARE = 0.2
_CAPITAL_LOOKALIKES = frozenset("ABCEHKMOPTXY")
_EDGE_PUNCTUATION = "()[]«»\"'“”„.,;:!?"
_INNER_CAPITAL_RE = regexes.compile(r"[a-z][A-Z]")  # 'MockBa', 'goroBopa': 'в' read as 'B'
_DIGIT_IN_WORD_RE = regexes.compile(r"[^\W\d_]\d+[^\W\d_]|^\d[^\W\d_]{2,}$|^[^\W\d_]\d$")  # 'O6wecmBo', '3a'


def is_latin_homoglyph_layer(text: str) -> bool:
    """A text layer that spells a Russian page in Latin look-alikes (a scan OCR'd with a Latin engine).

    Latin-script words dominate, yet none of the function words any Latin-script language is made of
    occurs (a list of names or part numbers has none either), and a fifth of the Latin words look
    Russian: Cyrillic and Latin letters in one word ('DOГOBOP', 'Дoгoвop'), capitals that all have a
    Cyrillic twin ('AOTOBOP'), a capital inside a lower-case word ('MockBa') or digits for letters
    ('O6wecmBo', '3a').
    """
    words = [token.strip(_EDGE_PUNCTUATION) for token in text.split()]
    words = [word for word in words if _LETTER_RE.search(word)]
    if len(words) < _MIN_LAYER_WORDS:
        return False
    latin = [word for word in words if _LATIN_RE.search(word)]
    if len(latin) < _MIN_LATIN_SHARE * len(words):
        return False
    function_words = sum(1 for word in latin if word.lower() in _FUNCTION_WORDS)
    if function_words >= _MAX_FUNCTION_WORD_SHARE * len(latin):
        return False
    russian_looking = sum(1 for word in latin if _looks_russian(word))
    return russian_looking >= _MIN_RUSSIAN_LOOKING_SHARE * len(latin)


def _looks_russian(word: str) -> bool:
    if _CYRILLIC_RE.search(word) or _INNER_CAPITAL_RE.search(word) or _DIGIT_IN_WORD_RE.search(word):
        return True
    return len(word) >= 3 and set(word) <= _CAPITAL_LOOKALIKES
