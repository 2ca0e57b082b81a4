# ruff: noqa: E501  (a data table: long patterns read better unwrapped)
"""Clauses about legal costs (data only; judged in :mod:`chalicelib.analysis.judge_costs`): one party pays
or reimburses lawyers' fees, court costs or the costs of collection and enforcement."""

from __future__ import annotations

from chalicelib import regexes

LEGAL_COSTS_EN = r"(?:attorneys?[’']?s?[’']?|lawyers?[’']?s?[’']?|legal|counsel)\s+(?:fees|costs|expenses)|costs\s+of\s+(?:collection|enforcement|litigation)|collection\s+costs"
LEGAL_COSTS_RU = r"(?:расход\w*|издерж\w*|затрат\w*)\s+(?:[а-яё]+\s+){0,3}?(?:(?:на|по)\s+(?:оплат\w*\s+)?(?:услуг\w*\s+)?(?:представител|юрист|адвокат)|(?:на|по)\s+(?:оплат\w*\s+)?юридическ\w*\s+(?:услуг|помощ)|(?:по|на|связанн\w*\s+с)\s+(?:принудительн\w*\s+|судебн\w*\s+)?(?:взыскани|истребовани))|судебн\w*\s+(?:расход|издерж)"

# Costs that follow the outcome or stay with each side: what procedural law does anyway, not an indemnity.
COSTS_AS_THE_LAW_DOES = (
    r"\b(?:bear|pay)s?\s+(?:its|their)\s+own\s+(?:costs|expenses|legal|attorneys)",
    r"prevailing\s+party|party\s+(?:that|who)\s+(?:substantially\s+)?prevails",
)
# The clause is about legal costs, in either language.
LEGAL_COSTS = regexes.compile(rf"{LEGAL_COSTS_EN}|{LEGAL_COSTS_RU}")

COSTS_PATTERNS = (
    rf"\b(?:pay|reimburse|bear|responsible\s+for)\b[^.;]{{0,80}}(?:{LEGAL_COSTS_EN})",
    rf"(?:{LEGAL_COSTS_EN})[^.;]{{0,80}}\b(?:paid|borne|reimbursed)\s+by\b",
    rf"(?<![а-яё])(?:возмещ|компенсир|нес[её]т|несут|оплачива|уплачива)\w*[^.;]{{0,80}}(?:{LEGAL_COSTS_RU})",
    rf"(?:{LEGAL_COSTS_RU})[^.;]{{0,120}}(?:возлага|нес[её]т|возмеща|компенсиру|оплачива)",
)
