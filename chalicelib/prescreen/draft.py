"""The deterministic reading of one contract, with how firmly each field was established."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from chalicelib.language import detect_language, is_russian
from chalicelib.models import ContractType, DisputeForum, Language

from .confidence import PARTIAL_CREDIT, Coverage
from .contract_types import classify
from .flags import court_named, find_flags
from .law import RUSSIAN_LAW, find_governing_law
from .money import MoneyGuess, find_total, implied_currency, is_expressly_free, price_left_blank
from .parties import find_parties
from .term import find_term, find_term_phrase
from .text import ContractText

SOLID = 1.0
WEAK = PARTIAL_CREDIT
MISSING = 0.0


@dataclass
class Draft:
    """Field values plus a strength per field (SOLID, WEAK or MISSING) that confidence and fallback read."""

    language: Language
    contract_type: ContractType = "other"
    parties: list[str] = field(default_factory=list)
    total_amount: float | None = None
    price_blank: bool = False
    currency: str | None = None
    start_date: date | None = None
    end_date: date | None = None
    term_stated: str | None = None
    governing_law: str | None = None
    has_penalty_clause: bool = False
    has_termination_clause: bool = False
    has_arbitration: bool = False
    dispute_forum: DisputeForum | None = None
    dispute_court: str | None = None
    strength: dict[str, float] = field(default_factory=dict)

    def coverage(self) -> Coverage:
        return Coverage(
            contract_type=self.strength.get("contract_type", MISSING),
            parties=self.strength.get("parties", MISSING),
            start_date=self.strength.get("start_date", MISSING),
            total_amount=self.strength.get("total_amount", MISSING),
            governing_law=self.strength.get("governing_law", MISSING),
            end_date=self.strength.get("end_date", MISSING),
            language=MISSING if self.language == "unknown" else SOLID,
        )

    def is_weak(self, name: str) -> bool:
        return self.strength.get(name, MISSING) < SOLID


def _present(value: object, solid: bool = True) -> float:
    if value in (None, [], "other"):
        return MISSING
    return SOLID if solid else WEAK


def _licence_price(kind: ContractType, money: MoneyGuess, lower: str) -> MoneyGuess:
    """An expressly free licence costs 0 (not "price not found")."""
    if kind == "license" and money.amount is None and is_expressly_free(lower):
        return MoneyGuess(0.0, money.currency, anchored=True)
    return money


def read_contract(text: ContractText) -> Draft:
    language = detect_language(text.flat)
    russian = is_russian(language)
    kind = classify(text)
    parties = find_parties(text, russian)
    money = _licence_price(kind.contract_type, find_total(text.flat, text.lower), text.lower)
    price_blank = not money.anchored and price_left_blank(text.lower)
    if price_blank:  # a template's figure elsewhere (a table's sample row, a rate) is not its price
        money = MoneyGuess(None, money.currency, anchored=False)
    term = find_term(text, russian)
    law = find_governing_law(text.flat, russian)
    currency = money.currency or (implied_currency(text.lower, law, RUSSIAN_LAW) if russian else None)
    flags = find_flags(text.lower)
    return Draft(
        language=language,
        contract_type=kind.contract_type,
        parties=parties,
        total_amount=money.amount,
        price_blank=price_blank,
        currency=currency,
        start_date=term.start,
        end_date=term.end,
        term_stated=find_term_phrase(text),
        governing_law=law,
        has_penalty_clause=flags.penalty,
        has_termination_clause=flags.termination,
        has_arbitration=flags.arbitration,
        dispute_forum=flags.forum,
        dispute_court=court_named(text.flat, text.lower),
        strength={
            "contract_type": _present(kind.contract_type, kind.from_title),
            "parties": _present(parties, len(parties) >= 2),
            "total_amount": _present(money.amount, money.anchored),
            "start_date": _present(term.start),
            "end_date": _present(term.end),
            "governing_law": _present(law),
        },
    )
