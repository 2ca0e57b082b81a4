# ruff: noqa: E501  (bilingual notes and regular expressions read better unwrapped)
"""Verdicts for the lender's remedies (:mod:`chalicelib.analysis.checklist_lending`): a risk for the
borrower only, so each rule finds the borrower among the parties (or as the lender's other side), drops the
clause when the borrower holds the right (repaying early is the borrower's own right) or the contract has no
borrower, and names the lender as the one it favours."""

from __future__ import annotations

import re

from chalicelib import regexes
from chalicelib.analysis.checklist import Reading, Text
from chalicelib.analysis.checklist_lending import (
    COMPOUND_INTEREST_PATTERNS,
    FEE_DEDUCTED_PATTERNS,
    SUBJECTIVE_GROUNDS,
    SUBJECTIVE_NOTE,
)
from chalicelib.analysis.judge import Context, Verdict, _english_party, _other_than
from chalicelib.analysis.judge_liability import _by_law, _first_role
from chalicelib.analysis.judge_payment import _DEPOSIT
from chalicelib.analysis.judge_types import _role
from chalicelib.clauses import BOTH, Facts
from chalicelib.models import Severity

_BORROWER_ROLE = regexes.compile(r"^(?:заемщик|заёмщик|кредитополучател|лизингополучател|borrower|obligor)")
_LENDER_ROLE = regexes.compile(
    r"^(?:займодав|заимодав|кредитор|банк|лизингодател|микрофинанс|lender|bank|creditor)"
)
_SUBJECTIVE = regexes.compile(SUBJECTIVE_GROUNDS)
_CURE = regexes.compile(
    r"cure period|(?:fails? to|not) (?:remedy|cure)|(?:remedied|cured) within|в течение \S+[^.;]{0,30}(?:не устранил|с момента (?:получения )?уведомлени)|срок для устранения"
)


def _borrower(ctx: Context) -> str | None:
    """The borrower: a party named as one, or the other side of a party named as the lender."""
    borrower = _role(ctx, _BORROWER_ROLE)
    if borrower is not None:
        return borrower
    lender = _role(ctx, _LENDER_ROLE)
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


# --- the other side's own set-off or debit ------------------------------------------------------------

_GRANTED_RU = regexes.compile(
    r"([а-яё]{4,})\s+(?:[а-яё]+\s+){0,2}?(?<!не )(?:вправе|может|имеет право|уполномочен)"
    r"|(?:предоставля\w*|да[её]т)\s+([а-яё]{4,})\s+(?:[а-яё]+\s+){0,2}?(?:право|согласие|поручение)"
)
_GRANTED_EN = regexes.compile(
    r"\b(?:the\s+)?([a-z]+)\s+(?:\w+\s+){0,2}?(?:may|(?:is|are|shall be) entitled to|(?:shall )?(?:has|have) the right to|reserves? the right to)\s+(?!not\b)[^.;]{0,60}?\b(?:set[- ]?off|debit|deduct|withhold)"
    r"|authori[sz]es?\s+(?:the\s+)?([a-z]+)\s+to\s+(?:[^.;]{0,40}?)\b(?:set[- ]?off|debit|deduct)"
)
# Both sides alike: «каждая из Сторон вправе», "either party may".
_MUTUAL_SET_OFF = regexes.compile(
    r"кажд\w* (?:из )?сторон|стороны вправе|любая из сторон|\b(?:either|each) party\b|\bthe parties may\b|mutual"
)
# What ст. 410 ГК РФ allows: matured, undisputed claims set off on notice.
_LAWFUL_SCOPE = regexes.compile(
    r"бесспорн|признанн|срок (?:исполнения )?(?:которых|которого) наступил|подтвержденн|подтверждённ|undisputed|(?:admitted|agreed) in writing|due and payable|matured"
)
_NOTICE = regexes.compile(r"уведом|извещ|\bnotice\b|\bnotif")
_WITHOUT_NOTICE = regexes.compile(
    r"без (?:предварительного |дополнительного |письменного )?(?:уведомлени|извещени)|without (?:prior |further |any )?(?:notice|notif)"
)
# What makes the set-off the other side's weapon: no notice, no acceptance, unmatured or any claims.
_BROAD_SET_OFF = regexes.compile(
    r"без (?:предварительного |дополнительного |письменного )?(?:уведомлени|извещени|акцепта|согласия|распоряжени)|безакцептн"
    r"|любы[ехм]\s+(?:[а-яё]+\s+)?(?:сумм|требовани|обязательств|задолженност|денежн)|все[хм]?\s+(?:сумм|требовани|обязательств)"
    r"|срок (?:исполнения )?(?:которых|которого) не наступил|независимо от (?:наступления )?срока|по (?:иным|другим|любым) (?:договорам|обязательствам|сделкам)"
    r"|without (?:prior |further |any )?(?:notice|notif|demand|consent)|whether or not (?:matured|due|then due)|unmatured|not yet due|contingent"
    r"|\bany (?:obligations?|amounts?|sums?|indebtedness|claims?|liabilit)|\ball (?:amounts?|sums?|obligations?)|any (?:other )?agreement|\bat any time\b"
)
# The reader barred from the set-off the other side keeps (the asymmetry).
_BARRED = regexes.compile(
    r"without (?:any )?(?:set-?off|setoff|deduction)|(?:shall|may) not (?:\w+\s+)?set[- ]?off|no (?:right of )?set-?off"
    r"|не вправе[^.;]{0,40}(?:зач[её]т|зачесть|удерж)|зач[её]т\w*[^.;]{0,40}(?:не допускается|не производится)"
)
_TAX = regexes.compile(r"\btax|налог|ндфл")
# Which debt an incoming payment goes to (ст. 319, 522 ГК РФ): an allocation of the reader's own payment.
_ALLOCATION = regexes.compile(r"очередност|назначени\w* платеж")
_ACCOUNT_DEBIT = regexes.compile(r"списа|списыва|списани|\bdebit")
SET_OFF_READING = Reading(
    "set_off_right",
    Text("Зачёт и списание в одностороннем порядке", "The other side's own set-off or debit"),
    Text(
        "Другая сторона сама решает, что вы ей должны, и забирает эти деньги: спорную сумму придётся взыскивать вам.",
        "The other side decides alone what you owe it and takes it: you must sue to get a disputed sum back.",
    ),
)
_SET_OFF_NOTE_RU = "Другая сторона вправе сама погасить свои требования за ваш счёт{scope}; закон допускает зачёт только встречных однородных требований, срок которых наступил, по заявлению другой стороне (ст. 410–412 ГК РФ)."
_DEBIT_NOTE_RU = "Деньги списываются с вашего счёта без вашего распоряжения{scope}; без распоряжения клиента списание допускается только по решению суда, по закону или по условию, которое клиент сам дал банку (ст. 854 ГК РФ)."
_SET_OFF_NOTE = "Другая сторона вправе сама погасить свои требования за ваш счёт{scope}: спорную сумму придётся взыскивать вам."
_SET_OFF_NOTE_EN = (
    "The other side may pay itself out of what it owes you{scope}: you must sue to recover a disputed sum."
)
_BROAD_RU = " — без уведомления, без вашего акцепта или по любым требованиям"
_BROAD_EN = ", without notice or for any claim, matured or not"
_BARRED_RU = ", а вам зачёт запрещён"
_BARRED_EN = ", while you may not set off at all"


def _set_off_holder(facts: Facts, lower: str, ctx: Context) -> str | None:
    """The party given the right: the one named before «вправе» / "may", else the clause's actor of a
    right, else the lender of a loan."""
    named = _first_role(_GRANTED_RU, lower, ctx) or _english_party(_GRANTED_EN, lower, ctx)
    if named is not None:
        return named
    if facts.modality == "right" and facts.actor is not None:
        return facts.actor
    lender = _role(ctx, _LENDER_ROLE)
    return lender


def set_off_right(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The other side's own set-off or debit of the reader's money: high without notice or acceptance, over
    unmatured or any claims, or beside a bar on the reader's own set-off; none when both sides have it or it
    reaches only matured, undisputed sums on notice (the rule of ст. 410 ГК РФ)."""
    holder = _set_off_holder(facts, lower, ctx)
    if holder == BOTH or _MUTUAL_SET_OFF.search(lower):
        return Verdict(False)
    if _ALLOCATION.search(lower):
        return Verdict(False)
    if _DEPOSIT.search(lower):
        return Verdict(
            False
        )  # a security deposit exists to be set off (ст. 381.1 ГК РФ): the deposit items read it
    if _TAX.search(lower) and not re.search(r"зач[её]т|зачест|set[- ]?off", lower):
        return Verdict(False)  # a tax withheld at source is the law's, not a set-off
    broad = bool(_BROAD_SET_OFF.search(lower))
    if (
        not broad
        and _LAWFUL_SCOPE.search(lower)
        and _NOTICE.search(lower)
        and not _WITHOUT_NOTICE.search(lower)
    ):
        return Verdict(False)
    barred = bool(_BARRED.search(lower))
    scope_ru = (_BROAD_RU if broad else "") + (_BARRED_RU if barred else "")
    scope_en = (_BROAD_EN if broad else "") + (_BARRED_EN if barred else "")
    ru = _DEBIT_NOTE_RU if _ACCOUNT_DEBIT.search(lower) else _SET_OFF_NOTE_RU
    note = _by_law(
        ctx,
        ru.format(scope=scope_ru),
        _SET_OFF_NOTE.format(scope=scope_ru),
        _SET_OFF_NOTE_EN.format(scope=scope_en),
    )
    severity: Severity = "high" if broad or barred else "medium"
    return Verdict(
        True, holder, severity, note, weight=2 if severity == "high" else 1, reading=SET_OFF_READING
    )


# --- the cost of the loan beyond its rate --------------------------------------------------------------

_FEE_DEDUCTED = regexes.compile("|".join(FEE_DEDUCTED_PATTERNS))
_COMPOUND = regexes.compile("|".join(COMPOUND_INTEREST_PATTERNS))
_FEE_NOTE = (
    "Комиссия удерживается из суммы займа при выдаче: вы получаете меньше, а проценты платите на всю сумму; для потребительского кредита комиссия входит в полную стоимость кредита (ст. 6 Закона № 353-ФЗ), а плата за выдачу кредита, не являющаяся отдельной услугой, ничтожна (ст. 16 ЗоЗПП).",
    "Комиссия удерживается из суммы займа при выдаче: вы получаете меньше, а проценты платите на всю сумму.",
    "The fee comes out of the loan at drawdown: you receive less but pay interest on the whole amount.",
)
_COMPOUND_NOTE = (
    "Проценты начисляются на проценты: долг растёт быстрее ставки; сложные проценты не допускаются, если иное не установлено законом, а договором — только между предпринимателями (п. 5 ст. 395 ГК РФ).",
    "Проценты начисляются на проценты: долг растёт быстрее ставки.",
    "Interest is charged on interest: the debt grows faster than the stated rate.",
)
_AFTER_TERM_NOTE = (
    "После срока договорные проценты продолжают начисляться, а сверх них — неустойка: за одну просрочку вы платите дважды (п. 3 ст. 809, ст. 811 ГК РФ; для потребительского займа начисления ограничены ч. 24 ст. 5 Закона № 353-ФЗ).",
    "После срока договорные проценты продолжают начисляться, а сверх них может идти неустойка: за одну просрочку вы платите дважды.",
    "The contract rate keeps running after the term, often with default interest on top: one delay is charged twice.",
)
FEE_READING = Reading(
    "loan_fee_deducted",
    Text("Комиссия удерживается из суммы займа", "A fee deducted from the loan"),
    Text(_FEE_NOTE[1], _FEE_NOTE[2]),
)
COMPOUND_READING = Reading(
    "compound_interest",
    Text("Проценты на проценты", "Interest on interest"),
    Text(_COMPOUND_NOTE[1], _COMPOUND_NOTE[2]),
)
AFTER_TERM_READING = Reading(
    "interest_after_term",
    Text("Договорные проценты после окончания срока", "The contract rate after the term"),
    Text(_AFTER_TERM_NOTE[1], _AFTER_TERM_NOTE[2]),
)


def loan_cost(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A fee kept out of the loan, interest on interest or the contract rate after the term: each makes the
    loan cost the borrower more than its rate, so it favours the lender; heavier for a consumer (the fee
    and compounding are barred there)."""
    borrower = _borrower(ctx)
    if borrower is None or facts.modality == "prohibition":
        return Verdict(False)
    lender = _other_than(borrower, ctx)
    consumer = ctx.regime is not None and ctx.regime.party == "consumer"
    if _FEE_DEDUCTED.search(lower):
        texts, reading = _FEE_NOTE, FEE_READING
    elif _COMPOUND.search(lower):
        texts, reading = _COMPOUND_NOTE, COMPOUND_READING
    else:
        texts, reading = _AFTER_TERM_NOTE, AFTER_TERM_READING
    severity: Severity = "high" if consumer and reading is not AFTER_TERM_READING else "medium"
    return Verdict(True, lender, severity, _by_law(ctx, *texts), weight=1, reading=reading)


LENDING_RULES = {
    "acceleration": acceleration,
    "further_security": further_security,
    "early_repayment": early_repayment,
    "set_off_right": set_off_right,
    "loan_cost": loan_cost,
}
LENDING_SIDE_RISKS = frozenset({"acceleration", "further_security", "set_off_right", "loan_cost"})
