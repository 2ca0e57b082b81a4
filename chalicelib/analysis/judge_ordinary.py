"""Verdicts for items whose clauses often only name the topic: a currency peg, IP, exclusivity, renewal.

The item follows the operative predicate: "conventional units" priced in roubles peg nothing to a currency,
and a licensor's statement that it owns the software it licenses transfers nothing from the licensee (a
licence never moves the exclusive right, ст. 1235 ГК РФ).
"""

from __future__ import annotations

from chalicelib.analysis.judge import Context, Verdict, _holder
from chalicelib.analysis.judge_precision import (
    force_majeure_as_the_law_defines,
    no_automatic_renewal,
    ownership_holder,
    units_priced_in_roubles,
)
from chalicelib.clauses import Facts

# The reader of a licence or a user agreement, who receives a right of use and creates nothing for the other.
_LICENSEES = frozenset({"лицензиат", "сублицензиат", "пользователь"})


def currency_clause(facts: Facts, lower: str, ctx: Context) -> Verdict:
    if units_priced_in_roubles(lower):
        return Verdict(False)
    return Verdict(True, favours=_holder(facts))


def licensors_own_right(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """IP transfer or exclusivity: the licensor's statement that it owns (or alone distributes) what it
    licenses restricts nothing the licensee or user has or makes."""
    holder = ownership_holder(lower)
    if holder is not None and ctx.side in _LICENSEES:
        owner = ctx.roles.key_of(holder)
        if owner is not None and owner != ctx.side:
            return Verdict(False, favours=owner)  # the licensor owns what it licenses
    return Verdict(True, favours=_holder(facts))


def auto_renewal(facts: Facts, lower: str, ctx: Context) -> Verdict:
    if no_automatic_renewal(lower):
        return Verdict(False)
    return Verdict(True, favours=_holder(facts))


def force_majeure(facts: Facts, lower: str, ctx: Context) -> Verdict:
    if force_majeure_as_the_law_defines(lower):
        return Verdict(False)
    return Verdict(True, favours=_holder(facts))


ORDINARY_RULES = {
    "force_majeure": force_majeure,
    "auto_renewal": auto_renewal,
    "currency_clause": currency_clause,
    "ip_assignment": licensors_own_right,
    "exclusivity": licensors_own_right,
}
