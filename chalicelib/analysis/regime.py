# ruff: noqa: E501  (regular expressions read better unwrapped)
"""The legal regime of a contract, read once from its text: which country's law governs it, and whether one
side is a consumer or an employee (consumer / labour / B2B).

Every statute a finding cites goes through :meth:`Regime.cite`: a citation of a code that does not govern the
contract (the Russian Civil Code in a Kazakh- or English-law contract, the Civil Code in a labour contract)
is taken out of the advice, so a reader is never sent to a law that does not apply to them.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Literal

from chalicelib import regexes

Country = Literal[
    "RU", "KZ", "BY", "KG", "UA", "UZ", "AM", "UK", "US", "AU", "CA", "IE", "SG", "PL", "DE", "OTHER"
]
PartyKind = Literal["consumer", "labour", "individual", "b2b"]

# "применимым правом является право Республики Казахстан", "регулируется законодательством Российской
# Федерации", "governed by the laws of England and Wales", "laws of the State of New York".
_COUNTRY_NAMES: tuple[tuple[Country, str], ...] = (
    ("RU", r"российской федерации|\bрф\b|russian federation|\brussia\b"),
    ("KZ", r"(?:республик\w+ )?казахстан|kazakhstan"),
    ("BY", r"(?:республик\w+ )?беларусь|belarus"),
    ("KG", r"кыргызск\w+ республик\w+|кыргызстан|киргиз\w+|kyrgyz"),
    ("UA", r"украин\w+|ukrain\w+"),
    ("UZ", r"(?:республик\w+ )?узбекистан|uzbekistan"),
    ("AM", r"(?:республик\w+ )?армени\w+|armenia"),
    ("UK", r"англи\w+|england|wales|scotland|united kingdom|english law"),
    ("AU", r"australia|new south wales|victoria|queensland|австрали\w+"),
    ("CA", r"canada|ontario|british columbia|quebec"),
    ("IE", r"ireland"),
    ("PL", r"польш\w+|poland"),
    ("DE", r"германи\w+|germany"),
    ("SG", r"singapore"),
    (
        "US",
        r"united states|\busa\b|(?:state|commonwealth) of (?:new york|california|delaware|texas|florida|illinois|massachusetts|washington|nevada|georgia|pennsylvania|new jersey|virginia|colorado|ohio|michigan|minnesota|utah|arizona|oregon|north carolina|maryland|connecticut|tennessee|missouri|indiana|wisconsin)|\b(?:new york|california|delaware|texas|florida|illinois|nevada|massachusetts)\b",
    ),
)
_LAW_SENTENCE = regexes.compile(
    r"применим\w* прав|прав\w*,? применим|регулиру\w+|руководству\w+|подчиня\w+|в соответствии с|согласно|толку\w+|по праву"
    r"|governed by|governing law|construed (?:in accordance with|under)|subject to the laws|laws? of"
)
_LAW_NOUN = regexes.compile(r"законодательств\w*|нормами права|\bправ(?:о|а|ом|у)\b|\blaws?\b")
_SENTENCES = regexes.compile(r"[^.;\n]+")
# What a text of a country carries even without a governing-law clause.
_MARKERS: tuple[tuple[Country, str], ...] = (
    ("RU", r"\bИНН\b|\bОГРН\b|\bКПП\b|ГК РФ|Гражданск\w+ кодекс\w* (?:РФ|Российской)|\bруб(?:\.|л)"),
    ("KZ", r"\bБИН\b|\bИИН\b|тенге|\bKZT\b|ГК РК|Республик\w+ Казахстан"),
    ("BY", r"\bУНП\b|белорусск\w+ рубл|\bBYN\b|Республик\w+ Беларусь"),
    ("KG", r"\bсом(?:ов|а)?\b|\bKGS\b|Кыргызск\w+ Республик"),
    ("UA", r"\bгрив\w+|\bUAH\b|\bЄДРПОУ\b|\bЕДРПОУ\b"),
)
_COMMON_LAW = frozenset({"UK", "US", "AU", "CA", "IE", "SG"})
_LABOUR = regexes.compile(
    r"трудов\w+ договор|трудов\w+ кодекс|\bработодател\w*|employment agreement|employment contract|\bemployer\b",
    re.IGNORECASE,
)
_RU_TEXT = regexes.compile(r"[а-яё]{3,}", re.IGNORECASE)
_EN_TEXT = regexes.compile(r"[a-z]{3,}", re.IGNORECASE)

# Citations, per code, with the country whose code it is and the kind of relation it governs.
_CITATION = regexes.compile(
    r"ГК РФ|ГПК РФ|АПК РФ|ТК РФ|НК РФ|ЗоЗПП|Закон\w* РФ|Конституци\w+ РФ|\d+-ФЗ|закон\w* № ?\d+-ФЗ|Гражданск\w+ кодекс\w*|Трудов\w+ кодекс\w*|"
    r"Civil Code|Labour Code|Consumer Protection Law|Civil Procedure Code|Law \d+-FZ|Constitution"
)
_CIVIL = regexes.compile(r"ГК|ГПК|АПК|Гражданск|Civil|ЗоЗПП|Consumer Protection", re.IGNORECASE)
_LABOUR_CODE = regexes.compile(r"ТК РФ|Трудов|Labour Code", re.IGNORECASE)
_CONSUMER_ONLY = regexes.compile(r"ЗоЗПП|Consumer Protection|353-ФЗ|353-FZ")
# "(ст. 487 ГК РФ)", "(Art. 400(2) Civil Code)": a parenthesis that only cites.
_PAREN = regexes.compile(r"\s*\((?:[^()]|\([^()]*\))*\)")
# A sentence ends at . ! ? before a capital or the end, never after an abbreviation (ст., п., ч., Art.).
_SENTENCE = regexes.compile(
    r".+?(?:(?<!\bст)(?<!\bп)(?<!\bч)(?<!\bпп)(?<!\bArt)(?<!\bArts)(?<!\bг)[.!?]+(?=\s+[А-ЯЁA-Z«\"]|\s*$)|$)",
    re.DOTALL,
)
_FRAGMENT = regexes.compile(r"[^,;:—]+(?:[,;:—]|$)")


@dataclass(frozen=True)
class Regime:
    """The law that speaks to a contract.

    ``country``: whose law governs it (None when the text says nothing and no marker shows); ``party``:
    consumer (one side an individual buying for personal needs), labour (an employment relation),
    individual (a private person dealing with another one) or b2b;
    ``kind``: the contract type; ``consumer``: kept for the law notes that apply only to consumers.
    """

    consumer: bool
    kind: str
    country: Country | None = "RU"
    party: PartyKind = "b2b"
    stated: bool = False

    @property
    def russian(self) -> bool:
        """Russian statutes apply: the contract is under Russian law (stated or by its markers)."""
        return self.country == "RU"

    @property
    def civil_law(self) -> bool:
        """A civil-law country (Russia and the CIS model codes, Poland, Germany ...): essential terms decide
        whether a contract is concluded (as art. 432 of the Russian code says); common law has no such rule."""
        return self.country not in _COMMON_LAW

    def applies(self, citation: str) -> bool:
        """Whether the statute ``citation`` names governs this contract."""
        if not self.russian:
            return False
        if self.party == "labour":
            return bool(_LABOUR_CODE.search(citation)) or not _CIVIL.search(citation)
        if _LABOUR_CODE.search(citation):
            return False
        # Consumer-credit law (353-ФЗ) is consumer law too: a professional lender and a private borrower.
        consumer_law = bool(_CONSUMER_ONLY.search(citation))
        return not consumer_law or self.party == "consumer"

    def cite(self, text: str) -> str:
        """``text`` without the statute citations that do not apply (see :meth:`applies`)."""
        if not _CITATION.search(text):
            return text
        sentences = (m.group(0).strip() for m in _SENTENCE.finditer(text))
        return " ".join(s for s in (self._sentence(s) for s in sentences if s) if s)

    def _sentence(self, sentence: str) -> str:
        if not self._foreign(sentence):
            return sentence
        stripped = _PAREN.sub(self._paren, sentence)
        if self._foreign(stripped):
            kept = [f for f in (m.group(0) for m in _FRAGMENT.finditer(stripped)) if not self._foreign(f)]
            stripped = "".join(kept).strip().rstrip(",;:—").strip()
            if stripped and not stripped.endswith((".", "!", "?")):
                stripped += "."
        return stripped if len(stripped) >= 6 else ""

    def _paren(self, found: re.Match[str]) -> str:
        """A parenthesis of citations keeps those that apply: "(ст. 32 ЗоЗПП, ст. 782 ГК РФ)" → "(ст. 782 ГК РФ)"."""
        whole = found.group(0)
        if not self._foreign(whole):
            return whole
        inner = whole.strip()[1:-1]
        kept = [part.strip() for part in re.split(r"[,;]", inner) if part.strip() and not self._foreign(part)]
        if not kept or not all(_CITATION.search(part) for part in kept):
            return ""
        return f" ({', '.join(kept)})"

    def _foreign(self, fragment: str) -> bool:
        return any(not self.applies(m.group(0)) for m in _CITATION.finditer(fragment))


def governing_country(text: str) -> tuple[Country | None, bool]:
    """The country whose law governs ``text`` and whether the text says so (a governing-law clause), or
    the country its markers point to (tax ids, currency, courts), or Russia for a Russian text."""
    stated: Counter[Country] = Counter()
    flat = " ".join(text.lower().split())
    for m in _SENTENCES.finditer(flat):
        sentence = m.group(0)
        if not _LAW_SENTENCE.search(sentence):
            continue
        noun = _LAW_NOUN.search(sentence)
        found = _country_in(sentence[noun.end() : noun.end() + 80]) if noun else None
        if found:
            stated[found] += 1
    if stated:
        return stated.most_common(1)[0][0], True
    mentioned: Counter[Country] = Counter()
    for m in _LAW_NOUN.finditer(flat):
        found = _country_in(flat[m.end() : m.end() + 40])
        if found:
            mentioned[found] += 1
    if mentioned:
        return mentioned.most_common(1)[0][0], False
    marked: Counter[Country] = Counter()
    for country, pattern in _MARKERS:
        marked[country] += len(re.findall(pattern, text))
    if marked and marked.most_common(1)[0][1] > 0:
        best, count = marked.most_common(1)[0]
        if best == "RU" or count >= 2:
            return best, False
    head = text[:5000]
    if len(_RU_TEXT.findall(head)) > len(_EN_TEXT.findall(head)):
        return "RU", False
    return None, False


def _country_in(place: str) -> Country | None:
    for country, pattern in _COUNTRY_NAMES:
        if re.search(pattern, place):
            return country
    return None


_COUNTRY_NAMES_RU: dict[str, str] = {
    "RU": "Россия",
    "KZ": "Казахстан",
    "BY": "Беларусь",
    "KG": "Кыргызстан",
    "UA": "Украина",
    "UZ": "Узбекистан",
    "AM": "Армения",
    "PL": "Польша",
    "DE": "Германия",
    "UK": "Англия и Уэльс",
    "US": "США",
    "AU": "Австралия",
    "CA": "Канада",
    "IE": "Ирландия",
    "SG": "Сингапур",
}
_COUNTRY_NAMES_EN: dict[str, str] = {
    "RU": "Russia",
    "KZ": "Kazakhstan",
    "BY": "Belarus",
    "KG": "Kyrgyzstan",
    "UA": "Ukraine",
    "UZ": "Uzbekistan",
    "AM": "Armenia",
    "PL": "Poland",
    "DE": "Germany",
    "UK": "England and Wales",
    "US": "the United States",
    "AU": "Australia",
    "CA": "Canada",
    "IE": "Ireland",
    "SG": "Singapore",
}


def country_name(country: str | None, lang: str) -> str:
    """The country as a reader says it ("Казахстан", "England and Wales")."""
    names = _COUNTRY_NAMES_RU if lang == "ru" else _COUNTRY_NAMES_EN
    return names.get(country or "", country or "")


def consumer_side(individual: bool, other_individual: bool | None, *, business: bool = True) -> bool:
    """Consumer law protects an individual dealing with a business, not one individual with another
    (``other_individual`` None: the other side is not named, as in a public offer by a business).
    ``business``: the text shows a business at all (:func:`has_business_party`); two private persons
    with no company, entrepreneur or public offer anywhere are no consumer relation, even when the
    other side's own description says nothing."""
    return individual and not other_individual and business


# What shows that a business takes part: a legal form, a registration number, an entrepreneur (a
# self-employed person who sells regularly counts), a public offer or a shop.
_BUSINESS = regexes.compile(
    r"\b(?:ООО|АО|ПАО|ЗАО|ОАО|НАО|ИП|ТОО|ОсОО|АНО|НКО|МКК|МФК|МФО|ГУП|МУП|ФГУП|ГБУ)\b|\bОГРН(?:ИП)?\b|\bКПП\b"
    r"|обществ\w* с ограниченной|акционерн\w+ обществ|индивидуальн\w+ предпринимател|самозанят|плательщик\w* налога на профессиональный"
    r"|публичн\w+ оферт|интернет-магазин|юридическ\w+ лиц|организаци|учреждени|\bбанк|компани|\bсервис\w*\b|\bсайт",
    re.IGNORECASE,
)


def has_business_party(text: str) -> bool:
    """Whether the text shows a business on any side (see ``_BUSINESS``)."""
    return bool(_BUSINESS.search(text))


def regime_from_text(text: str, contract_type: str, consumer: bool, individual: bool = False) -> Regime:
    """The regime computed once per contract: country from the text, the party kind from the type, the
    text and whether the report's side is an individual consumer. ``individual``: the side is a private
    person outside consumer law (dealing with another private person): civil law, advice for a person."""
    country, stated = governing_country(text)
    labour = contract_type == "employment" or (contract_type == "other" and bool(_LABOUR.search(text[:3000])))
    party: PartyKind = (
        "labour" if labour else "consumer" if consumer else "individual" if individual else "b2b"
    )
    return Regime(
        consumer=consumer and not labour, kind=contract_type, country=country, party=party, stated=stated
    )


__all__ = [
    "Country",
    "PartyKind",
    "Regime",
    "consumer_side",
    "country_name",
    "governing_country",
    "has_business_party",
    "regime_from_text",
]
