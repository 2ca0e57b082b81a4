# ruff: noqa: E501  (bilingual notes and regular expressions read better unwrapped)
"""Who pays the lawyers: a clause that puts one party's legal costs on the other whatever the outcome,
read within the indemnity item before its base rule.

The law already shifts costs to the side that loses (ст. 98 ГПК РФ, ст. 110 АПК РФ; a "prevailing party"
clause in English contracts does the same): such a clause, or "each party bears its own costs", is no risk.
A clause that makes the reader pay the other side's lawyers — for enforcing the contract, collecting a debt,
"any dispute" — moves the cost of a dispute onto the reader even when the reader is right.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from chalicelib import regexes
from chalicelib.analysis.checklist import Reading, Text
from chalicelib.analysis.checklist_costs import LEGAL_COSTS
from chalicelib.analysis.judge import _CYRILLIC, Context, Verdict, _bearer, _english_party, _other_than
from chalicelib.clauses import BOTH, Facts

Rule = Callable[[Facts, str, Context], Verdict]

# A verb that puts the costs on someone: pay, reimburse, bear; возмещает, несёт, компенсирует.
_PUT_ON = regexes.compile(
    r"\b(?:pay|pays|reimburse|reimburses|bear|bears|be\s+(?:liable|responsible)\s+for)\b|(?<![а-яё])(?:возмещ|компенсир|нес[её]т|несут|оплачива|оплатит|уплачива|возлага)"
)
# Costs follow the outcome, or each side keeps its own: what the procedural law does anyway.
_AS_THE_LAW_DOES = regexes.compile(
    r"prevailing\s+party|party\s+(?:that|who)\s+(?:substantially\s+)?prevails|(?:non-?prevailing|losing|unsuccessful)\s+party|each\s+party\s+(?:shall|will)\s+(?:bear|pay)\s+its\s+own|проигравш\w*\s+сторон|сторон\w*,?\s+не\s+в\s+пользу\s+которой|пропорционально\s+(?:размеру\s+)?удовлетвор|кажд\w*\s+(?:из\s+)?сторон\w*\s+(?:самостоятельно\s+)?нес[её]т\s+(?:свои|собственн)|в\s+соответствии\s+с\s+(?:процессуальным\s+)?законодательств"
)
# Who pays in English: "Contractor shall pay all attorneys' fees", "Customer agrees to reimburse".
_EN_PAYER = regexes.compile(
    r"\b([a-z]+)\s+(?:shall|will|agrees?\s+to|must|is\s+required\s+to)\s+(?:\w+\s+){0,2}?(?:pay|reimburse|bear|be\s+(?:liable|responsible)\s+for)"
)
# An indemnity that lists lawyers' fees among the losses covered is the indemnity's own reading.
_INDEMNITY = regexes.compile(r"\bindemnif|\bhold\s+harmless")

FEE_SHIFTING = Reading(
    "fee_shifting",
    Text(
        "Судебные и юридические расходы другой стороны — за ваш счёт",
        "The other side's legal fees at your cost",
    ),
    Text(
        "Вы оплачиваете юристов и судебные расходы другой стороны независимо от исхода спора: по закону их несёт проигравшая сторона пропорционально удовлетворённым требованиям (ст. 98 ГПК РФ, ст. 110 АПК РФ). С таким условием спорить с другой стороной дорого, даже когда вы правы.",
        "You pay the other side's lawyers and costs whatever the outcome: you would carry the cost of a dispute even when you are right, which makes standing up to the other side expensive.",
    ),
)
_ADVICE = Text(
    "Заменить на общее правило: судебные расходы несёт проигравшая сторона пропорционально удовлетворённым требованиям; расходы на досудебное взыскание — только подтверждённые и в разумных пределах.",
    "Replace it with a mutual prevailing-party clause (the losing side pays reasonable fees), or have each party bear its own costs.",
)


def _payer(facts: Facts, lower: str, ctx: Context) -> str | None:
    if not _CYRILLIC.search(lower):
        return _english_party(_EN_PAYER, lower, ctx)
    return _bearer(facts, lower, ctx)


def fee_shifting(facts: Facts, lower: str, ctx: Context) -> Verdict | None:
    """The verdict on a clause about legal costs, or None when the clause is not one."""
    if not (LEGAL_COSTS.search(lower) and _PUT_ON.search(lower)) or _INDEMNITY.search(lower):
        return None
    if _AS_THE_LAW_DOES.search(lower):
        return Verdict(False)
    payer = _payer(facts, lower, ctx)
    if payer is None or payer == BOTH:
        return None
    favours = _other_than(payer, ctx)
    if ctx.side is not None and payer not in ctx.roles.camp(ctx.side):
        return Verdict(False, favours)
    return Verdict(True, favours, "medium", advice=_ADVICE, reading=FEE_SHIFTING, weight=1)


def costs_rules(rules: Mapping[str, Rule]) -> dict[str, Rule]:
    """The indemnity rule with a clause about legal costs read first."""
    base = rules["indemnity"]

    def indemnity(facts: Facts, lower: str, ctx: Context) -> Verdict:
        verdict = fee_shifting(facts, lower, ctx)
        return verdict if verdict is not None else base(facts, lower, ctx)

    return {"indemnity": indemnity}
