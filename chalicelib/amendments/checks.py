"""Checks a row must pass, as a quote must be grounded: what tests and bench/amendments.py measure.

* the counterparty's wording is verbatim in the contract (after the grounding normalisation, with Markdown
  emphasis and page markers removed on both sides);
* every number in the proposed wording is one the clause states, or one the template declares it brings
  (the usual rate, the cap, a standard notice period), or a computed day count derived from them.
"""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.amendments.locate import clean_text
from chalicelib.amendments.protocol import Amendment
from chalicelib.clauses.text import normalise

_NUMBER = regexes.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w])")


def contract_form(markdown: str) -> str:
    """The contract as the verbatim check reads it."""
    return normalise(clean_text(markdown))


def verbatim(row: Amendment, contract: str) -> bool:
    """``contract`` is :func:`contract_form` of the text; a row that adds a clause has no wording to check."""
    return not row.clause_text or normalise(row.clause_text) in contract


def unexplained_numbers(row: Amendment) -> list[str]:
    """Numbers in the proposal that neither the clause nor the template's declared constants account for."""
    allowed = {_value(n) for n in _NUMBER.findall(row.clause_text)} | {float(c) for c in row.constants}
    return [n for n in _NUMBER.findall(row.proposed) if _value(n) not in allowed]


def _value(raw: str) -> float:
    return float(raw.replace(",", "."))
