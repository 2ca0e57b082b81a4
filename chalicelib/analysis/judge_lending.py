# ruff: noqa: E501  (bilingual notes and regular expressions read better unwrapped)
"""Verdicts for the lender's remedies (:mod:`chalicelib.analysis.checklist_lending`): a risk for the
borrower only, so each rule finds the borrower among the parties (or as the lender's other side), drops the
clause when the borrower holds the right (repaying early is the borrower's own right) or the contract has no
borrower, and names the lender as the one it favours."""

from __future__ import annotations

import re

from chalicelib import regexes
from chalicelib.analysis.checklist_lending import SUBJECTIVE_GROUNDS, SUBJECTIVE_NOTE
from chalicelib.analysis.judge import Context, Verdict, _other_than
from chalicelib.clauses import Facts

_BORROWER_ROLE = regexes.compile(r"^(?:заемщик|заёмщик|кредитополучател|лизингополучател|borrower|obligor)")
_LENDER_ROLE = regexes.compile(
    r"^(?:займодав|заимодав|кредитор|банк|лизингодател|микрофинанс|lender|bank|creditor)"
)
_SUBJECTIVE = regexes.compile(SUBJECTIVE_GROUNDS)
_CURE = regexes.compile(
    r"cure period|(?:fails? to|not) (?:remedy|cure)|(?:remedied|cured) within|в течение \S+[^.;]{0,30}(?:не устранил|с момента (?:получения )?уведомлени)|срок для устранения"
)


def _party(ctx: Context, pattern: re.Pattern[str]) -> str | None:
    return next((p.key for p in ctx.roles.parties if pattern.search(p.key)), None)


def _borrower(ctx: Context) -> str | None:
    """The borrower: a party named as one, or the other side of a party named as the lender."""
    borrower = _party(ctx, _BORROWER_ROLE)
    if borrower is not None:
        return borrower
    lender = _party(ctx, _LENDER_ROLE)
    return _other_than(lender, ctx) if lender is not None else None


def acceleration(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The lender's right to call the whole debt: a risk for the borrower, heavier on subjective or any-breach
    grounds without a cure period."""
    borrower = _borrower(ctx)
    if borrower is None or facts.modality == "prohibition":
        return Verdict(False)
    if facts.actor == borrower and facts.modality == "right":
        return Verdict(False)  # the borrower's own right to repay early
    lender = _other_than(borrower, ctx)
    if _SUBJECTIVE.search(lower) and not _CURE.search(lower):
        return Verdict(True, lender, "high", SUBJECTIVE_NOTE, weight=1)
    return Verdict(True, lender)


def further_security(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """More security on the lender's demand: a risk for the borrower who must give it (named in the clause)."""
    borrower = _borrower(ctx)
    if borrower is None or borrower not in facts.mentions:
        return Verdict(False)
    return Verdict(True, _other_than(borrower, ctx))


def early_repayment(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A ban, fee or the whole term's interest on early repayment limits the borrower's right, whoever the
    clause's subject: it favours the lender."""
    borrower = _borrower(ctx)
    if borrower is None:
        return Verdict(True)
    return Verdict(True, _other_than(borrower, ctx))


LENDING_RULES = {
    "acceleration": acceleration,
    "further_security": further_security,
    "early_repayment": early_repayment,
}
LENDING_SIDE_RISKS = frozenset({"acceleration", "further_security"})
