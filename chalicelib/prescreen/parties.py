"""Party names from the preamble: «именуемое в дальнейшем» in Russian, "by and between" in English.

Both languages are read the same way: the preamble defines each party with an alias («Поставщик»,
("Distributor")), so the text before each alias definition holds one party's name and description.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .text import ContractText

PREAMBLE_CHARS = 3000
MAX_PARTIES = 8
MAX_NAME_CHARS = 120

# Russian legal forms: the long form and the abbreviation the report shows.
RU_LEGAL_FORMS: dict[str, str] = {
    "общество с ограниченной ответственностью": "ООО",
    "публичное акционерное общество": "ПАО",
    "непубличное акционерное общество": "АО",
    "закрытое акционерное общество": "ЗАО",
    "открытое акционерное общество": "ОАО",
    "акционерное общество": "АО",
    "индивидуальный предприниматель": "ИП",
    "автономная некоммерческая организация": "АНО",
    "некоммерческая организация": "НКО",
    "федеральное государственное унитарное предприятие": "ФГУП",
    "государственное унитарное предприятие": "ГУП",
    "муниципальное унитарное предприятие": "МУП",
    "федеральное государственное бюджетное учреждение": "ФГБУ",
    "государственное бюджетное учреждение": "ГБУ",
    "производственный кооператив": "ПК",
    "товарищество с ограниченной ответственностью": "ТОО",
}
RU_SHORT_FORMS = (
    "ООО",
    "ПАО",
    "АО",
    "ЗАО",
    "ОАО",
    "ИП",
    "АНО",
    "НКО",
    "ФГУП",
    "ГУП",
    "МУП",
    "ГБУ",
    "ФГБУ",
    "ПК",
    "ТОО",
    "НАО",
)
RU_QUOTED = r"(?:«[^«»]{1,80}(?:«[^«»]{1,80}»)?»?|\"[^\"]{1,80}\")"
RU_FORM_NAMES = "|".join(sorted(RU_LEGAL_FORMS, key=len, reverse=True))
RU_ORG = re.compile(
    rf"(?i:(?P<form>{RU_FORM_NAMES})|\b(?P<short>{'|'.join(RU_SHORT_FORMS)})\b)\s*(?P<name>{RU_QUOTED})"
)
PATRONYMIC = r"[А-ЯЁ][а-яё]+(?:вич|вна|ична|чна|оглы|кызы)\b"
RU_FULL_NAME = rf"[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?\s+[А-ЯЁ][а-яё]+\s+{PATRONYMIC}"
RU_INITIALS_NAME = r"[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?\s+[А-ЯЁ]\.\s*[А-ЯЁ]\."
RU_ENTREPRENEUR = re.compile(
    rf"(?i:индивидуальный\s+предприниматель|\bИП\b)\s+(?P<name>{RU_FULL_NAME}|{RU_INITIALS_NAME})"
)
RU_PERSON = re.compile(rf"(?<![\w.])(?P<name>{RU_FULL_NAME})")
# Latin legal forms as names spell them (capitalised or upper case): "a Delaware corporation" is a
# description, not part of a name.
LATIN_LEGAL_FORMS = (
    "Inc",
    "Incorporated",
    "Corp",
    "Corporation",
    "LLC",
    "L.L.C",
    "Ltd",
    "Limited",
    "LLP",
    "L.P",
    "LP",
    "PLC",
    "plc",
    "GmbH",
    "AG",
    "S.A.S",
    "S.A",
    "B.V",
    "N.V",
    "Co",
    "Company",
    "S.à r.l",
    "S.À R.L",
    "SARL",
    "S.r.l",
    "SpA",
    "S.p.A",
    "Pty",
    "N.A",
    "Bank",
    "University",
)
LATIN_LEGAL = "|".join(
    re.escape(form)
    for form in sorted({*LATIN_LEGAL_FORMS, *(f.upper() for f in LATIN_LEGAL_FORMS)}, key=len, reverse=True)
)
LEGAL_FORM_END = re.compile(rf"(?<![\w.])(?:{LATIN_LEGAL})(?![\w])\.?(?:,?\s+(?:{LATIN_LEGAL})(?![\w])\.?)*")
NAME_WITH_LEGAL_START = re.compile(
    rf"^(?!(?:a|an|the)\s)[\w@.&-]+(?:\s+[A-Z0-9][\w&.'-]*)*,?\s+(?:{LATIN_LEGAL})(?![\w])"
)
EN_LIST_BREAK = re.compile(r";\s*(?:\([a-z0-9]\)\s*)?(?:and\s+)?")
EN_DESCRIPTOR_START = re.compile(r"^(?:a|an)\s+[^,]{1,80},\s*")
RU_FOREIGN_ORG = re.compile(
    rf"(?P<name>[A-Z][\w&'.-]*(?:\s+[A-Z0-9][\w&'.-]*){{0,6}},?\s+(?:{LATIN_LEGAL})(?![\w])\.?)"
)
RU_ALIAS = re.compile(
    r"(?i:именуем\w+(?:\s+в\s+дальнейшем|\s+далее)?|далее\s*(?:-|по\s+тексту)?)\s*[«\"](?P<alias>[^»\"]{1,40})[»\"]"
)
RU_COLLECTIVE_ALIAS = re.compile(r"^(?i:сторон\w*|вместе|совместно)")
RU_PREAMBLE_END = re.compile(r"(?i:заключили|о\s+нижеследующем)|\b1\.\s+[А-ЯЁ]")
RU_SEGMENT_START = re.compile(
    r"(?i:с\s+одной\s+стороны,?\s*и|с\s+другой\s+стороны,?\s*и?|,?\s+и\s+(?=[А-ЯЁA-Z«\"]))"
)

EN_START = re.compile(
    r"\b(?:by\s+and\s+between|by\s+and\s+among|between|among|(?:entered\s+into|made)\s+by(?!\s+and\b)"
    r"|the\s+undersigned,?"
    r"|gentlemen:|parties:)\s*:?",
    re.IGNORECASE,
)
EN_PREAMBLE_END = re.compile(
    r"\b(?:whereas|recitals?|witnesseth|now,?\s+therefore|agree\s+as\s+follows|background|section\s+1\b"
    r"|article\s+(?:1|i)\b)",
    re.IGNORECASE,
)
EN_ALIAS = re.compile(r"\((?P<pre>[^()\"]{0,120})\"(?P<alias>[^\"]{1,40})\"[^()]{0,80}\)")
EN_NOT_PARTY_ALIASES = re.compile(
    r"^(?:this\s+|the\s+)?(?:agreement|amendment|contract|effective\s+date|execution\s+date|parties|party|"
    r"first\s+amendment|products?|territory|term|shares?|services?|software|merger|plan|program|property|"
    r"premises|project|affiliates?|closing|transaction|schedule|exhibit)\b",
    re.IGNORECASE,
)
EN_NAME_END = re.compile(
    r",?\s+(?:a|an)\s+(?=[A-Z\w])|,\s+(?:having|with|whose|located|organized|incorporated|acting|on\s+behalf|"
    r"the\s+undersigned|furnishing|c/o|in\s+(?:his|her|its|their)\s)"
    r"|\s+(?:having|with\s+(?:its|an|a)\s|whose|located\s+at|acting\s+through|"
    r"through\s+its|dated|hereinafter)|\s*\(|;|$"
)
EN_AND = re.compile(r"(?:,|;)?\s*(?:-\s*)?\band\b\s*(?:-\s*|:\s*|,\s*)?|;\s*(?:\([a-z]\)\s*)?", re.IGNORECASE)
# On cover pages "&" joins the two parties ("T-MOBILE B.V. & Elephant Talk AG"); in a preamble it is part of
# a name ("Sandler O'Neill & Partners, L.P.").
EN_AND_OR_AMPERSAND = re.compile(rf"{EN_AND.pattern}|\s+&\s+", re.IGNORECASE)
# Connectors and list markers before a name; a lower-case "the" is an article, a capital "The" may be part of
# the name ("The Johns Hopkins University").
EN_LEADING_NOISE = re.compile(r"^(?:[\s,;:.\-]|\([a-z0-9]\)|(?i:and)\b|(?i:the\s+undersigned)\b|the\s+)+")
EN_TRAILING_NAME = re.compile(
    rf"(?P<name>[A-Z][\w&'./-]*(?:\s+(?:[A-Z0-9][\w&'./-]*|of|and|de|&))*"
    rf"(?:,?\s+(?:{LATIN_LEGAL})(?![\w])\.?)*)[\s,]*$"
)
NAME_START = re.compile(r"^[\"']?[\w]")
NOT_A_NAME = re.compile(r"^(?:schedule|exhibit|section|annex|appendix|article|attachment)\b", re.IGNORECASE)


def _abbreviate_ru(form: str) -> str:
    return RU_LEGAL_FORMS.get(" ".join(form.lower().split()), form.upper())


def _guillemets(quoted: str) -> str:
    inner = quoted.strip().removeprefix("«").removeprefix('"').removesuffix("»").removesuffix('"').strip()
    return f"«{inner}»"


def _ru_candidates(segment: str) -> Iterator[tuple[int, str]]:
    """(position, name) of every party-like name in a Russian preamble segment."""
    for match in RU_ORG.finditer(segment):
        form = match["form"] or match["short"]
        yield match.start(), f"{_abbreviate_ru(form)} {_guillemets(match['name'])}"
    for match in RU_ENTREPRENEUR.finditer(segment):
        yield match.start(), f"ИП {' '.join(match['name'].split())}"
    for match in RU_FOREIGN_ORG.finditer(segment):
        yield match.start(), " ".join(match["name"].split())
    for match in RU_PERSON.finditer(segment):
        yield match.start(), " ".join(match["name"].split())


def _first_ru_name(segment: str) -> str | None:
    """The earliest name wins: a person's name that comes later is the signatory («в лице ...»)."""
    candidates = sorted(_ru_candidates(segment), key=lambda item: item[0])
    return candidates[0][1] if candidates else None


def _ru_segment(chunk: str) -> str:
    starts = [m.end() for m in RU_SEGMENT_START.finditer(chunk) if m.end() < len(chunk) - 3]
    return chunk[starts[-1] :] if starts else chunk


def _ru_parties(head: str) -> list[str]:
    end = RU_PREAMBLE_END.search(head)
    preamble = head[: end.start() if end else PREAMBLE_CHARS]
    names: list[str] = []
    previous_end = 0
    for alias in RU_ALIAS.finditer(preamble):
        chunk = preamble[previous_end : alias.start()]
        previous_end = alias.end()
        if RU_COLLECTIVE_ALIAS.match(alias["alias"]):
            names += [name for _, name in sorted(_ru_candidates(chunk)) if not RU_PERSON.fullmatch(name)]
            continue
        name = _first_ru_name(_ru_segment(chunk)) or _first_ru_name(chunk)
        if name:
            names.append(name)
    if not names:
        names = [name for _, name in sorted(_ru_candidates(preamble)) if not RU_PERSON.fullmatch(name)]
    return names


def _cut_at_legal_form(name: str) -> str:
    match = LEGAL_FORM_END.search(name)
    return name[: match.end()] if match else name


def _clean_en_name(raw: str) -> str | None:
    name = EN_LEADING_NOISE.sub("", raw).strip(" ,;:\"'")
    name = _cut_at_legal_form(name).rstrip(" ,;:")
    if name.endswith(".") and not LEGAL_FORM_END.search(name[-6:]):
        name = name.rstrip(".")
    if not NAME_START.match(name) or NOT_A_NAME.match(name) or ":" in name:
        return None
    if not 2 <= len(name) <= MAX_NAME_CHARS:
        return None
    return name


def _starts_like_name(segment: str) -> bool:
    return segment[:1].isupper() or segment[:1].isdigit() or bool(NAME_WITH_LEGAL_START.match(segment))


def _en_name_in(segment: str, follows_party: bool = False) -> str | None:
    """The name at the start of a party description, else the capitalised run just before its alias.

    After a party, a segment may open with the rest of that party's description ("a Delaware corporation,
    and ..."): the next name then follows the "and", or the description's first comma.
    """
    if follows_party and EN_LIST_BREAK.search(segment):
        segment = EN_LIST_BREAK.split(segment)[-1]
    segment = EN_LEADING_NOISE.sub("", segment)
    if follows_party and not _starts_like_name(segment):
        joint = EN_AND.search(segment)
        segment = segment[joint.end() :] if joint else EN_DESCRIPTOR_START.sub("", segment)
        segment = EN_LEADING_NOISE.sub("", segment)
    if _starts_like_name(segment):
        end = EN_NAME_END.search(segment)
        return _clean_en_name(segment[: end.start()] if end else segment)
    trailing = EN_TRAILING_NAME.search(segment)
    return _clean_en_name(trailing["name"]) if trailing else None


def _en_parties_by_alias(preamble: str) -> list[str]:
    names: list[str] = []
    previous_end = 0
    for alias in EN_ALIAS.finditer(preamble):
        segment = preamble[previous_end : alias.start()]
        previous_end = alias.end()
        if EN_NOT_PARTY_ALIASES.match(alias["alias"]):
            continue
        name = _en_name_in(segment, follows_party=bool(names))
        if name and name.casefold() not in {n.casefold() for n in names}:
            names.append(name)
    return names


def _names_in_run(part: str) -> Iterator[str]:
    """Names written one after another ("Aizu Semiconductor Limited Fujitsu Limited"): split after forms."""
    rest = part
    while rest:
        name = _en_name_in(rest)
        if not name or not LEGAL_FORM_END.search(name):
            return
        yield name
        after = rest[rest.find(name) + len(name) :]
        if not re.match(r"\s+[A-Z]", after):
            return
        rest = after.strip()


def _en_parties_by_conjunction(preamble: str) -> list[str]:
    """Names joined by "and"/"&" (cover pages: "BETWEEN A, INC. AND B LLC"); each needs a legal form."""
    parts = EN_AND_OR_AMPERSAND.split(preamble[:400], maxsplit=1)
    return [name for part in parts for name in _names_in_run(part)][:MAX_PARTIES]


def _en_preambles(head: str) -> Iterator[str]:
    for start in EN_START.finditer(head):
        rest = head[start.end() :]
        end = EN_PREAMBLE_END.search(rest)
        yield rest[: end.start() if end else PREAMBLE_CHARS]


def _en_parties(head: str) -> list[str]:
    """Parties of the first preamble that names two or more, else the best partial reading."""
    best: list[str] = []
    for preamble in _en_preambles(head):
        names = _en_parties_by_alias(preamble)
        if len(names) < 2:
            joined = _en_parties_by_conjunction(preamble)
            names = joined if len(joined) > 1 else names
        if len(names) >= 2:
            return names
        if len(names) > len(best):
            best = names
    return best


def find_parties(text: ContractText, russian: bool) -> list[str]:
    found = (_ru_parties(text.head) or _en_parties(text.head)) if russian else _en_parties(text.head)
    unique: list[str] = []
    for name in found:
        if name.casefold() not in {n.casefold() for n in unique}:
            unique.append(name)
    return unique[:MAX_PARTIES]
