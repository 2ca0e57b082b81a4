"""Optional LLM fallback: when the rules are unsure, ask the model for the missing fields and check them.

The model only fills fields the rules left empty or weak, and every value it returns must be well-formed
and, where it quotes the contract (parties, amounts), found in the text it was shown.
"""

from __future__ import annotations

import re
from datetime import date
from typing import cast

from pydantic import BaseModel, Field

from chalicelib.llm.port import LlmError, LlmProvider
from chalicelib.models import CONTRACT_TYPES, ContractType
from chalicelib.observability import logger
from chalicelib.privacy import Masker

from .dates import MAX_YEAR, MIN_YEAR
from .draft import WEAK, Draft
from .money import CURRENCY_WORDS, find_amounts

MAX_LAW_CHARS = 80
MAX_PARTIES = 8
SYSTEM_PROMPT = (
    "You read the beginning of a contract (Russian or English) and return its metadata as JSON. "
    "contract_type is one of: " + ", ".join(CONTRACT_TYPES) + ". "
    "parties: the legal names exactly as written, "
    "legal form kept. total_amount: the total contract price as a number; currency: ISO 4217 code. "
    "start_date/end_date: YYYY-MM-DD. governing_law: the jurisdiction whose law governs. "
    "Use null for anything the text does not state. Never guess."
)


def _no_parties() -> list[str]:
    """A function, not ``list``: pydantic reads a factory's signature and parses ``list``'s from text."""
    return []


class LlmPrescreenAnswer(BaseModel):
    contract_type: str | None = None
    parties: list[str] = Field(default_factory=_no_parties)
    total_amount: float | None = None
    currency: str | None = None
    start_date: str | None = None
    end_date: str | None = None
    governing_law: str | None = None


def _folded(text: str) -> str:
    return " ".join(re.sub(r"[«»\"“”„']", " ", text).casefold().split())


def _valid_type(value: str | None) -> ContractType | None:
    kind = (value or "").strip().lower()
    if kind not in CONTRACT_TYPES or kind == "other":
        return None
    return cast(ContractType, kind)


def _grounded_parties(values: list[str], shown: str) -> list[str]:
    folded = _folded(shown)
    names = [" ".join(v.split()) for v in values if v.strip() and _folded(v) in folded]
    return names[:MAX_PARTIES]


def _valid_date(value: str | None) -> date | None:
    try:
        parsed = date.fromisoformat(value or "")
    except ValueError:
        return None
    return parsed if MIN_YEAR <= parsed.year <= MAX_YEAR else None


def _grounded_amount(value: float | None, shown: str) -> float | None:
    if value is None or value <= 0:
        return None
    return value if any(abs(found.value - value) < 0.01 for found in find_amounts(shown.lower())) else None


def _valid_currency(value: str | None) -> str | None:
    return value.upper() if value and value.upper() in CURRENCY_WORDS else None


def _valid_law(value: str | None) -> str | None:
    if not value or len(value) > MAX_LAW_CHARS or not re.fullmatch(r"[\w ,.'()-]+", value):
        return None
    return value.strip()


def _merge(draft: Draft, answer: LlmPrescreenAnswer, shown: str) -> None:
    """Fill weak or empty fields with validated answers; an LLM value earns only partial confidence."""
    kind = _valid_type(answer.contract_type)
    if kind and draft.is_weak("contract_type"):
        draft.contract_type, draft.strength["contract_type"] = kind, WEAK
    parties = _grounded_parties(answer.parties, shown)
    if len(parties) > len(draft.parties) and draft.is_weak("parties"):
        draft.parties, draft.strength["parties"] = parties, WEAK
    amount, currency = _grounded_amount(answer.total_amount, shown), _valid_currency(answer.currency)
    if amount is not None and currency is not None and draft.is_weak("total_amount"):
        draft.total_amount, draft.currency, draft.strength["total_amount"] = amount, currency, WEAK
    start, end = _valid_date(answer.start_date), _valid_date(answer.end_date)
    if start is not None and draft.start_date is None:
        draft.start_date, draft.strength["start_date"] = start, WEAK
    if end is not None and draft.end_date is None and (draft.start_date is None or end > draft.start_date):
        draft.end_date, draft.strength["end_date"] = end, WEAK
    law = _valid_law(answer.governing_law)
    if law is not None and draft.governing_law is None:
        draft.governing_law, draft.strength["governing_law"] = law, WEAK


def _unmasked(answer: LlmPrescreenAnswer, masker: Masker) -> LlmPrescreenAnswer:
    """The answer with personal-data placeholders ("ИП [PERSON_1]") put back to the original values."""
    return answer.model_copy(
        update={
            "parties": [masker.unmask(name) for name in answer.parties],
            "governing_law": masker.unmask(answer.governing_law) if answer.governing_law else None,
        }
    )


def fill_with_llm(draft: Draft, flat_text: str, llm: LlmProvider, max_chars: int, mask: bool) -> bool:
    """Ask ``llm`` about the first ``max_chars`` of the text; True when an answer was merged.

    With ``mask`` the text leaves with personal data replaced by placeholders (as for the analysis LLM);
    the answer is unmasked and then checked against the original text.
    """
    shown = flat_text[:max_chars]
    masker = Masker()
    try:
        result = llm.complete_json(
            system=SYSTEM_PROMPT, user=masker.mask(shown) if mask else shown, schema=LlmPrescreenAnswer
        )
    except LlmError as error:
        logger.warning("prescreen LLM fallback failed", extra={"kind": error.kind})
        return False
    _merge(draft, _unmasked(result.value, masker), shown)
    return True
