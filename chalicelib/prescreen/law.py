"""Governing law: "governed by the laws of the State of New York", «регулируется законодательством РФ»."""

from __future__ import annotations

import re

EN_LAW = re.compile(
    r"(?:governed\s+by|construed\s+(?:and\s+enforced\s+)?(?:in\s+accordance\s+with|under)|subject\s+to|"
    r"governing\s+law\W{0,5}(?:this\s+agreement\s+)?)"
    r"[^.;]{0,90}?\blaws?\s+(?:in\s+force\s+in\s+|of\s+)(?:the\s+)?"
    r"(?:(?:state|commonwealth|province|republic|kingdom)\s+of\s+)?"
    r"(?P<place>[A-Z][A-Za-z.'-]*(?:[ ,]+(?:[A-Z][A-Za-z.'-]*|and\s+Wales|of\s+[A-Z][A-Za-z]*)){0,4})",
)
EN_PLACE_TAIL = re.compile(
    r"(?:,|\s+)(?:without|excluding|including|applicable|as|except|other|and\s+the|and\s+any|U\.?S\.?A?\.?)\b.*$"
    r"|[,.\s]+$"
)
EN_NOT_PLACES = re.compile(r"^(?:the|such|any|this|that|each|its|their|all|applicable|other)$", re.IGNORECASE)

# Jurisdictions in the genitive case («законодательством Российской Федерации») -> the name in the report.
RU_JURISDICTIONS: dict[str, str] = {
    r"российской\s+федерации|рф": "Российская Федерация",
    r"республики\s+беларусь": "Республика Беларусь",
    r"республики\s+казахстан": "Республика Казахстан",
    r"англии(?:\s+и\s+уэльса)?": "Англия и Уэльс",
}
RU_JURISDICTION = "|".join(f"(?:{pattern})" for pattern in RU_JURISDICTIONS)
RU_CHOICE_OF_LAW = re.compile(
    r"(?:регулир\w+|применим\w+\s+прав\w+|толку\w+|подчин\w+|применяется)[^.;]{0,80}?"
    r"(?:законодательств\w+|прав\w+)\s+(?P<place>" + RU_JURISDICTION + r")\b",
    re.IGNORECASE,
)
RU_ANY_LAW = re.compile(r"законодательств\w+\s+(?P<place>" + RU_JURISDICTION + r")\b", re.IGNORECASE)


def _ru_nominative(genitive: str) -> str | None:
    for pattern, name in RU_JURISDICTIONS.items():
        if re.fullmatch(pattern, " ".join(genitive.lower().split())):
            return name
    return None


def _en_place(raw: str) -> str | None:
    place = EN_PLACE_TAIL.sub("", raw).strip(" ,.")
    if not place or EN_NOT_PLACES.match(place.split()[0]):
        return None
    return place


def _english_law(flat: str) -> str | None:
    for match in EN_LAW.finditer(flat):
        place = _en_place(match["place"])
        if place:
            return place
    return None


def _russian_law(flat: str) -> str | None:
    match = RU_CHOICE_OF_LAW.search(flat) or RU_ANY_LAW.search(flat)
    return _ru_nominative(match["place"]) if match else None


def find_governing_law(flat: str, russian: bool) -> str | None:
    """Explicit choice of law; a Russian contract that only cites Russian legislation gets Russian law."""
    if russian:
        return _russian_law(flat) or _english_law(flat)
    return _english_law(flat) or _russian_law(flat)
