"""Governing law: "governed by the laws of the State of New York", «регулируется законодательством РФ»."""

from __future__ import annotations

import re

from chalicelib import regexes

EN_LAW_PHRASE = regexes.compile(
    r"(?<![-\w])laws?\s+(?:in\s+force\s+in|of)\s+(?:the\s+)?"
    r"(?:(?:state|commonwealth|province|republic|kingdom|federal\s+republic)\s+of\s+)?"
    r"(?P<place>[A-Za-z][\w.'-]*(?:,?\s+[\w.'-]+){0,4})",
    re.IGNORECASE,
)
EN_CHOICE_BEFORE = regexes.compile(
    r"govern|constru|interpret|enforced|applicable\s+law|subject\s+to\s+the|in\s+accordance\s+with",
    re.IGNORECASE,
)
EN_CHOICE_AFTER = regexes.compile(r"^[^.;]{0,60}\b(?:shall\s+|will\s+)?govern(?:s|ed)?\b", re.IGNORECASE)
# The place before the word law: "governed by California law", "construed under English law".
EN_PLACE_THEN_LAW = regexes.compile(
    r"(?:governed|construed|interpreted|enforced)\s+(?:by|under|in\s+accordance\s+with)\s+(?:the\s+)?"
    r"(?:substantive\s+|internal\s+)?(?P<place>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})\s+law\b"
)
EN_ENTITY_DESCRIPTION = regexes.compile(
    r"(?:organi[sz]ed|incorporated|existing|formed|chartered|registered)\s+(?:and\s+existing\s+)?"
    r"(?:under|pursuant\s+to)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
EN_COUNTRY_THEN_STATE = regexes.compile(
    r"^\s*and\s+(?:the\s+)?(?:state|commonwealth)\s+of\s+(?P<state>[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?)",
    re.IGNORECASE,
)
EN_PLACE_STOP = frozenset(
    {
        "applicable",
        "without",
        "excluding",
        "including",
        "as",
        "except",
        "other",
        "that",
        "which",
        "in",
        "to",
        "for",
        "with",
        "shall",
        "applied",
        "the",
        "its",
        "their",
        "any",
        "such",
        "all",
        "regard",
        "notwithstanding",
        "governing",
        "this",
        "provided",
        "u.s.a",
        "usa",
    }
)
EN_PLACE_JOINERS = frozenset({"and", "of"})
# A template's blank where the place should be: "the laws of the State of [________]", "of ______" (the
# normalised text drops fill-in lines, so "of ." is left), "[State]".
EN_BLANK_PLACE = regexes.compile(
    r"\s*(?:\[[^\]]{0,40}\]|_{2,}|\.{3,}|…|<[^>]{0,40}>|\(\s*_+\s*\)|[.,;:](?:\s|$)|$)"
)
# What a template writes instead of a place: "State", "[STATE]", "Country", "Jurisdiction".
EN_PLACEHOLDER_WORDS = frozenset(
    {"state", "commonwealth", "province", "country", "jurisdiction", "republic", "kingdom", "name", "insert"}
)
INITIALS = regexes.compile(r"(?:[A-Z]\.)+")
CHOICE_LOOKBACK = 250
# Jurisdictions in the genitive case («законодательством Российской Федерации») -> the name in the report.
RU_JURISDICTIONS: dict[str, str] = {
    r"российской\s+федерации|рф": "Российская Федерация",
    r"республики\s+беларусь": "Республика Беларусь",
    r"республики\s+казахстан": "Республика Казахстан",
    r"англии(?:\s+и\s+уэльса)?": "Англия и Уэльс",
    r"кыргызской\s+республики|республики\s+кыргызстан": "Кыргызская Республика",
    r"республики\s+узбекистан": "Республика Узбекистан",
    r"республики\s+армения": "Республика Армения",
    r"республики\s+таджикистан": "Республика Таджикистан",
    r"азербайджанской\s+республики": "Азербайджанская Республика",
    r"украины": "Украина",
}
RUSSIAN_LAW = "Российская Федерация"
RU_JURISDICTION = "|".join(f"(?:{pattern})" for pattern in RU_JURISDICTIONS)
RU_CHOICE_OF_LAW = regexes.compile(
    r"(?:регулир\w+|применим\w+\s+прав\w+|толку\w+|подчин\w+|применяется)[^.;]{0,80}?"
    r"(?:законодательств\w+|прав\w+)\s+(?P<place>" + RU_JURISDICTION + r")\b",
    re.IGNORECASE,
)
RU_ANY_LAW = regexes.compile(
    r"(?:законодательств\w+|(?:гражданск|трудов)\w+\s+кодекс\w*|\b[гт]к)\s+"
    r"(?P<place>" + RU_JURISDICTION + r")\b",
    re.IGNORECASE,
)


def _ru_nominative(genitive: str) -> str | None:
    for pattern, name in RU_JURISDICTIONS.items():
        if re.fullmatch(pattern, " ".join(genitive.lower().split())):
            return name
    return None


def _en_place(raw: str) -> str | None:
    """Leading capitalised words of ``raw`` ("New York", "England and Wales"), title-cased if shouted."""
    words: list[str] = []
    for word in raw.replace(",", " ").split():
        bare = word.strip(".'")
        if bare.lower() in EN_PLACE_STOP or not (bare[:1].isupper() or bare.lower() in EN_PLACE_JOINERS):
            break
        words.append(bare)
        if word.endswith(".") and not INITIALS.fullmatch(word):
            break
    while words and words[-1].lower() in EN_PLACE_JOINERS:
        words.pop()
    place = " ".join(words)
    if not place:
        return None
    return place.title().replace(" And ", " and ").replace(" Of ", " of ") if place.isupper() else place


def _is_choice_of_law(flat: str, match: re.Match[str]) -> bool:
    before = flat[max(0, match.start() - CHOICE_LOOKBACK) : match.start()]
    if EN_ENTITY_DESCRIPTION.search(before[-60:]):
        return False
    return bool(EN_CHOICE_BEFORE.search(before) or EN_CHOICE_AFTER.match(flat[match.start("place") :]))


def _blank_place(flat: str, match: re.Match[str]) -> bool:
    """A choice of law whose place is left blank or holds a template's word: no law is chosen."""
    start = match.start("place")
    if EN_BLANK_PLACE.match(flat, start):
        return True
    word = re.match(r"\[?([A-Za-z]+)\]?(?:\s+of\b)?", flat[start:])
    return bool(
        word and word[1].lower() in EN_PLACEHOLDER_WORDS and EN_BLANK_PLACE.match(flat, start + word.end())
    )


def _english_law(flat: str) -> str | None:
    return _english_law_phrase(flat) or _english_place_then_law(flat)


def _english_place_then_law(flat: str) -> str | None:
    for match in EN_PLACE_THEN_LAW.finditer(flat):
        place = _en_place(match["place"])
        if place is not None and place.lower() not in EN_PLACEHOLDER_WORDS:
            return place
    return None


def _english_law_phrase(flat: str) -> str | None:
    for match in EN_LAW_PHRASE.finditer(flat):
        if not _is_choice_of_law(flat, match):
            continue
        if _blank_place(flat, match):
            return None
        place = _en_place(match["place"])
        if place is None:
            continue
        state = EN_COUNTRY_THEN_STATE.match(flat[match.start("place") + len(place) :])
        if place.lower() == "united states" and state:
            return _en_place(state["state"]) or place
        return place
    return None


def _russian_law(flat: str) -> str | None:
    match = RU_CHOICE_OF_LAW.search(flat) or RU_ANY_LAW.search(flat)
    return _ru_nominative(match["place"]) if match else None


def find_governing_law(flat: str, russian: bool) -> str | None:
    """Explicit choice of law, else the law whose legislation or civil/labour code the contract relies on.

    Tax code citations (НК РФ on VAT) and single federal laws (152-ФЗ on personal data) apply whatever law
    governs the contract, so they are not taken as a choice of law.
    """
    if russian:
        return _russian_law(flat) or _english_law(flat)
    return _english_law(flat) or _russian_law(flat)
