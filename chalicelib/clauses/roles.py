# ruff: noqa: E501  (regular expressions read better unwrapped)
"""The parties' defined roles (Покупатель/Поставщик, Licensee/Licensor ...) and which side is the weaker."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from chalicelib.clauses.lemmas import lemma
from chalicelib.clauses.vocabulary import EN_ROLES, ROLES, RoleInfo

# A role written with a capital letter (defined term) in any case form: "Покупателю", "ПОКУПАТЕЛЬ", "Licensee".
_CAPITALISED = re.compile(r"(?<![\w-])([А-ЯЁA-Z][А-ЯЁа-яёA-Za-z]{2,})(?![\w-])")
_DEFINED = re.compile(
    r"(?:именуем\w*(?:\s+в\s+дальнейшем)?|далее(?:\s+по\s+тексту)?|hereinafter(?:\s+referred\s+to\s+as)?|referred\s+to\s+as)"
    r"[\s,:–—-]*(?:как\s+|the\s+|as\s+)?[«\"“'(]*\s*([А-ЯЁA-Z][А-ЯЁа-яёA-Za-z-]+)",
    re.IGNORECASE,
)
# Generic nouns that count as a party only when the preamble defines them ("далее — «Компания»").
_NEEDS_DEFINITION = frozenset(
    {"компания", "сервис", "общество", "администрация", "банк", "участник", "получатель"}
)
_CONSUMER_MARKERS = re.compile(
    r"о защите прав потребителей|\bпотребител(?:ь|я|ю|ем|и|ей)\b|физическ\w+\s+лиц|гражданин|паспорт|\bconsumer\b|natural person",
    re.IGNORECASE,
)
_CONSUMER_LAW = re.compile(r"защит\w* прав потребителей", re.IGNORECASE)
PREAMBLE_CHARS = 3000
DRAFTER_MARGIN = 2
MIN_MENTIONS = 3
_MUTUAL_NAMES = {"стороны", "сторона", "каждая", "любая", "either", "each", "both", "parties"}


@dataclass(frozen=True)
class Party:
    """One side as the contract names it: ``name`` as written ("Покупатель"), ``key`` its lemma."""

    key: str
    name: str
    mentions: int
    individual: bool
    weakness: int


@dataclass(frozen=True)
class Roles:
    """The two main sides (or fewer when the text names fewer) and the default side of the report."""

    parties: tuple[Party, ...]
    consumer: bool
    one_sided_rights: Mapping[str, int] = field(default_factory=dict)

    @property
    def keys(self) -> frozenset[str]:
        return frozenset(p.key for p in self.parties)

    def get(self, key: str) -> Party | None:
        return next((p for p in self.parties if p.key == key), None)

    @property
    def weaker(self) -> Party | None:
        """The party a report is written for by default: an individual/consumer first, then by role."""
        if not self.parties:
            return None
        return max(self.parties, key=self._weakness)

    def _weakness(self, party: Party) -> tuple[bool, int, int, int]:
        """Individual first; then the side that did not draft the contract (the drafter reserves itself
        the rights to change, suspend or end it: two or more of them more than the other side); then by
        role."""
        rights = self.one_sided_rights.get(party.key, 0)
        others = max((n for k, n in self.one_sided_rights.items() if k != party.key), default=0)
        drafted = rights - others >= DRAFTER_MARGIN
        not_drafted = others - rights >= DRAFTER_MARGIN
        return (party.individual, int(not_drafted) - int(drafted), party.weakness, -self.parties.index(party))

    def other(self, key: str) -> Party | None:
        """The counter-party of ``key`` (the most mentioned other main party)."""
        return next((p for p in self.parties if p.key != key), None)

    def resolve(self, requested: str | None) -> Party | None:
        """The side named by the user (``Покупатель``, ``buyer``, ``weaker``/None for the default)."""
        if not requested or requested.strip().lower() in {"weaker", "default", "слабая", "weak"}:
            return self.weaker
        want = role_key(requested.strip())
        return self.get(want) or next((p for p in self.parties if p.name.lower() == requested.lower()), None)


def role_key(word: str) -> str:
    """The lemma a role word is keyed by (``Покупателю`` -> ``покупатель``, ``Licensee`` -> ``licensee``)."""
    low = word.lower()
    if low in EN_ROLES or low.rstrip("s") in EN_ROLES:
        return low if low in EN_ROLES else low.rstrip("s")
    return lemma(low)


def _info(key: str) -> RoleInfo | None:
    return ROLES.get(key) or EN_ROLES.get(key)


def resolve_roles(text: str) -> Roles:
    """The main parties: roles of the lexicon written as defined terms, the two most mentioned first."""
    defined = {role_key(m.group(1)) for m in _DEFINED.finditer(text[:20000])}
    counts: Counter[str] = Counter()
    spelled: dict[str, Counter[str]] = {}
    for m in _CAPITALISED.finditer(text):
        key = role_key(m.group(1))
        info = _info(key)
        if info is None or (key in _NEEDS_DEFINITION and key not in defined):
            continue
        counts[key] += 1
        spelled.setdefault(key, Counter())[m.group(1)] += 1
    # A consumer or private person is named in the preamble (a passport deep in the requisites of a
    # company's signatory is not enough), or the contract invokes consumer-protection law.
    consumer = bool(_CONSUMER_MARKERS.search(text[:PREAMBLE_CHARS]) or _CONSUMER_LAW.search(text))
    parties: list[Party] = []
    for key, n in counts.most_common():
        if n < MIN_MENTIONS and key not in defined:
            continue
        info = _info(key)
        assert info is not None
        parties.append(
            Party(
                key=key,
                name=_display(spelled[key], key),
                mentions=n,
                individual=info.individual or (consumer and info.weakness >= 6),
                weakness=info.weakness,
            )
        )
        if len(parties) == 2:
            break
    return Roles(parties=tuple(parties), consumer=consumer)


def _display(forms: Counter[str], key: str) -> str:
    """The role's name for a reader: its nominative, capitalised as the contract mostly writes it."""
    nominative = next((f for f, _ in forms.most_common() if f.lower() == key), None)
    return nominative.capitalize() if nominative else key.capitalize()


def mutual_word(word: str) -> bool:
    return word in _MUTUAL_NAMES
