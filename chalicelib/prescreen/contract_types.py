"""Contract type: the keyword nearest to the title word ("Agreement", «Договор»), then dominant vocabulary."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from chalicelib import regexes
from chalicelib.models import ContractType

from .text import ContractText

# Insurance, banking and money transfers are none of the schema's types: "other" whatever else the title says
# («услуги по переводам с банковских карт», «страхование клиентов микрокредитной компании»); a translation
# service («услуги по переводу документов») stays services.
FINANCIAL_KEYWORDS: tuple[str, ...] = (
    r"страховани\w*",
    r"перевод\w*\s+(?:денежных\s+средств|денег|с\s+(?:банковских\s+)?карт\w*)",
    r"банковск\w+\s+(?:счет\w*|сч[её]т\w*|вклад\w*)",
)

# Title keywords: a contract's type is what its title says, and the keyword closest to the title word wins
# ("License and Reseller Agreement" is a reseller agreement; «Договор возмездного оказания услуг» is
# services).
TITLE_KEYWORDS: dict[ContractType, tuple[str, ...]] = {
    "supply": (r"supply", r"supplier", r"manufactur\w*", r"поставк\w*", r"закупк\w*"),
    "sale": (r"sale", r"purchase", r"купли[- ]продажи", r"продаж\w*", r"мены"),
    "lease": (r"lease", r"rental", r"sublease", r"аренд\w*", r"субаренд\w*", r"найма"),
    "services": (
        r"services?",
        r"consulting",
        r"hosting",
        r"maintenance",
        r"marketing",
        r"outsourcing",
        r"promotion",
        r"sponsorship",
        r"transportation",
        r"support",
        r"management",
        r"услуг\w*",
        r"перевозк\w*",
        r"возмездного оказания",
        r"консультацион\w*",
        r"обслуживани\w*",
        r"транспортн\w*",
        r"экспедиц\w*",
        r"хранени\w*",
        r"спонсор\w*",
    ),
    "work": (
        r"development",
        r"construction",
        r"подряд\w*",
        r"строительн\w*",
        r"разработк\w*",
        r"изготовлени\w*",
        r"ремонт\w*",
    ),
    "loan": (r"loan", r"credit", r"promissory", r"займ\w*", r"заём\w*", r"кредит\w*"),
    "license": (
        r"licen[sc]e",
        r"licensing",
        r"endorsement",
        r"intellectual property",
        r"trademark",
        r"лицензи\w*",
        r"сублицензи\w*",
        r"об отчуждении исключительного права",
    ),
    "nda": (
        r"non-?disclosure",
        r"confidentiality",
        r"неразглашени\w*",
        r"конфиденциальност\w*",
    ),
    "employment": (r"employment", r"трудов\w*"),
    "agency": (r"agency", r"agent", r"агентск\w*", r"поручени\w*", r"комисси\w*"),
    "distribution": (
        r"distribut\w*",
        r"reseller",
        r"resale",
        r"дистрибьют\w*",
        r"дистрибуц\w*",
        r"дилерск\w*",
    ),
    "franchise": (r"franchis\w*", r"коммерческой концессии", r"франчайз\w*", r"концесси\w*"),
    "partnership": (
        r"co-?branding",
        r"joint venture",
        r"strategic alliance",
        r"alliance",
        r"collaborat\w*",
        r"affiliate",
        r"cooperation",
        r"partnership",
        r"совместной деятельности",
        r"простого товарищества",
        r"партн[её]рств\w*",
        r"сотрудничеств\w*",
    ),
    "other": (
        r"non-?compet\w*",
        r"non-?solicitation",
        r"joint filing",
        r"settlement",
        r"grants?",
        r"мирово\w*",
        *FINANCIAL_KEYWORDS,
    ),
}

# Body vocabulary when the title says nothing: which words a contract of each type keeps repeating.
BODY_KEYWORDS: dict[ContractType, tuple[str, ...]] = {
    "supply": (r"supplier", r"поставщик\w*", r"поставк\w*"),
    "sale": (r"seller", r"buyer", r"продав\w*", r"покупател\w*"),
    "lease": (r"lessee", r"lessor", r"tenant", r"landlord", r"арендатор\w*", r"арендодател\w*"),
    "services": (r"services", r"consultant", r"исполнител\w*", r"услуг\w*"),
    "work": (r"contractor", r"подрядчик\w*", r"подряд\w*"),
    "loan": (r"borrower", r"lender", r"заёмщик\w*", r"заемщик\w*", r"займодав\w*"),
    "license": (r"licensee", r"licensor", r"лицензиат\w*", r"лицензиар\w*"),
    "nda": (r"confidential information", r"конфиденциальн\w+ информац\w*"),
    "employment": (r"employee", r"employer", r"работник\w*", r"работодател\w*"),
    "agency": (r"принципал\w*", r"агент\w*"),
    "distribution": (r"distributor", r"дистрибьютор\w*"),
    "franchise": (r"franchisee", r"franchisor", r"пользовател\w*", r"правообладател\w*"),
    "partnership": (r"joint venture", r"товарищ\w*"),
}

FINANCIAL_TITLE = regexes.compile(r"\b(?:" + "|".join(FINANCIAL_KEYWORDS) + r")")
# Defined party roles -> the type they belong to (ГК РФ names the parties of each contract type).
ROLE_PATTERNS: tuple[tuple[str, ContractType], ...] = (
    (r"^поставщик", "supply"),
    (r"^продав", "sale"),
    (r"^арендатор|^арендодател|^наниматель|^наймодател", "lease"),
    (r"^подрядчик", "work"),
    (r"^за[её]мщик|^займодав", "loan"),
    (r"^лицензиа[тр]|^сублицензиат", "license"),
    (r"^работник|^работодател", "employment"),
    (r"^принципал|^агент|^комитент|^комиссионер|^доверител|^поверенн", "agency"),
    (r"^дистрибьютор|^дилер", "distribution"),
    (r"^франчайз|^пользовател\w*\s+комплекс", "franchise"),
    (r"^страховщик|^страховател", "other"),
    (r"^исполнител", "services"),
)
ROLE_TYPES: tuple[tuple[re.Pattern[str], ContractType], ...] = tuple(
    (regexes.compile(pattern), kind) for pattern, kind in ROLE_PATTERNS
)
# Where a Russian title ends: the preamble's first party description or the first clause.
RU_TITLE_END = regexes.compile(r"в\s+лице|именуем|с\s+одной\s+стороны|\b1\.\s*1?\.?\s+[а-яё«]")
RU_ROLE_DEFINITION = regexes.compile(
    r"(?:именуем\w*(?:\s*\(\s*-?\s*\w+\s*\))?(?:\s+(?:в\s+дальнейшем|далее))?|в\s+дальнейшем|далее)"
    r"\s*(?:-\s*)?[«\"]?(?P<role>[а-яё]+)"
    r"|(?:^|\s)[«\"](?P<defined>[а-яё]+)[»\"]\s*-\s"
)
GENERIC_TITLE_TYPES: frozenset[ContractType] = frozenset({"services", "partnership"})

TITLE_WORD = regexes.compile(r"\b(agreement|contract|договор\w*|контракт\w*|соглашени\w*)\b")
# Terms a provider publishes instead of a signed agreement ("Pre-release License Terms", "Terms of Service"):
# a title word only when no agreement or contract names the type.
TERMS_TITLE_WORD = regexes.compile(r"\b(terms)\b")
ENGLISH_TITLE_WORDS = frozenset({"agreement", "contract"})
TITLE_WINDOW_WORDS = 8
TERMS_TITLE_CHARS = 300
MIN_BODY_HITS = 5


@dataclass(frozen=True)
class TypeGuess:
    contract_type: ContractType
    from_title: bool


def _compile(table: dict[ContractType, tuple[str, ...]]) -> dict[ContractType, re.Pattern[str]]:
    """One pattern per type, for lower-case text."""
    return {kind: regexes.compile(r"\b(?:" + "|".join(words) + r")\b") for kind, words in table.items()}


TITLE_PATTERNS = _compile(TITLE_KEYWORDS)
BODY_PATTERNS = _compile(BODY_KEYWORDS)


def _title_window(head: str, anchor: re.Match[str]) -> tuple[str, int]:
    """Words before and after the title word; returns the window and the anchor's offset in it."""
    before = head[: anchor.start()].split()[-TITLE_WINDOW_WORDS:]
    after = head[anchor.end() :].split()[:TITLE_WINDOW_WORDS]
    prefix = " ".join(before)
    window = f"{prefix} {anchor.group(0)} {' '.join(after)}"
    return window, len(prefix) + 1


def _nearest_title_keyword(window: str, anchor_at: int, english: bool) -> ContractType | None:
    """The type keyword closest to the title word.

    English titles name the type before "Agreement" ("Development Agreement. This Collaborative ..."), so
    there a keyword before the title word wins; Russian titles have it on either side («Договор поставки»,
    «Лицензионный договор»).
    """
    before: tuple[int, ContractType] | None = None
    after: tuple[int, ContractType] | None = None
    for kind, pattern in TITLE_PATTERNS.items():
        for match in pattern.finditer(window):
            if match.end() <= anchor_at:
                distance = anchor_at - match.end()
                before = min(before, (distance, kind)) if before else (distance, kind)
            else:
                distance = match.start() - anchor_at
                after = min(after, (distance, kind)) if after else (distance, kind)
    if english and before:
        return before[1]
    candidates = [found for found in (before, after) if found]
    return min(candidates)[1] if candidates else None


def _russian_title_end(head: str) -> int:
    end = RU_TITLE_END.search(head)
    return end.start() if end else len(head)


def _type_from_title(text: ContractText) -> ContractType | None:
    """The type keyword nearest a title word; a Russian title word counts only before the preamble starts,
    so a passing mention («в рамках трудового договора» in clause 5) never decides the type."""
    head = text.lower[: len(text.head)]
    russian_end = _russian_title_end(head)
    if FINANCIAL_TITLE.search(head[:russian_end]):
        return "other"
    for anchor in list(TITLE_WORD.finditer(head))[:3]:
        english = anchor.group(0) in ENGLISH_TITLE_WORDS
        if not english and anchor.start() >= russian_end:
            continue
        kind = _nearest_title_keyword(*_title_window(head, anchor), english=english)
        if kind is not None:
            return kind
    terms = TERMS_TITLE_WORD.search(head[:TERMS_TITLE_CHARS])
    return _nearest_title_keyword(*_title_window(head, terms), english=True) if terms else None


def _type_from_body(lower: str) -> ContractType | None:
    counts: Counter[ContractType] = Counter()
    for kind, pattern in BODY_PATTERNS.items():
        counts[kind] = len(pattern.findall(lower))
    if not counts:
        return None
    kind, hits = counts.most_common(1)[0]
    return kind if hits >= MIN_BODY_HITS else None


def type_from_roles(head_lower: str) -> ContractType | None:
    """The type the preamble's defined roles name, when they name exactly one («Принципал», «Агент»)."""
    kinds: set[ContractType] = set()
    for match in RU_ROLE_DEFINITION.finditer(head_lower):
        role = match["role"] or match["defined"]
        kinds.update(kind for pattern, kind in ROLE_TYPES if pattern.match(role))
    if len(kinds) == 2 and "services" in kinds:
        kinds.discard("services")  # «Исполнитель» serves many types; the other role is the specific one
    return kinds.pop() if len(kinds) == 1 else None


def classify(text: ContractText) -> TypeGuess:
    from_title = _type_from_title(text)
    from_roles = type_from_roles(text.lower[: len(text.head)])
    if from_title in GENERIC_TITLE_TYPES and from_roles not in (None, "services"):
        return TypeGuess(from_roles, from_title=True)
    if from_title is not None:
        return TypeGuess(from_title, from_title=True)
    if from_roles is not None:
        return TypeGuess(from_roles, from_title=False)
    from_body = _type_from_body(text.lower)
    return TypeGuess(from_body or "other", from_title=False)
