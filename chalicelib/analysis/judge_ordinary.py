"""Verdicts for items whose clauses often only name the topic: a currency peg, IP, exclusivity, renewal.

The item follows the operative predicate: "conventional units" priced in roubles peg nothing to a currency,
and a licensor's statement that it owns the software it licenses transfers nothing from the licensee (a
licence never moves the exclusive right, ст. 1235 ГК РФ).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

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


Rule = Callable[[Facts, str, Context], Verdict]


def _licensors_own_right(lower: str, ctx: Context) -> Verdict | None:
    """IP transfer or exclusivity: the licensor's statement that it owns (or alone distributes) what it
    licenses restricts nothing the licensee or user has or makes."""
    holder = ownership_holder(lower)
    if holder is not None and ctx.side in _LICENSEES:
        owner = ctx.roles.key_of(holder)
        if owner is not None and owner != ctx.side:
            return Verdict(False, favours=owner)  # the licensor owns what it licenses
    return None


def _unless(predicate: Callable[[str], bool]) -> Callable[[str, Context], Verdict | None]:
    return lambda lower, _ctx: Verdict(False) if predicate(lower) else None


# Per item, what leaves a clause out before the item's own rule (if any) judges it.
_ORDINARY: dict[str, Callable[[str, Context], Verdict | None]] = {
    "force_majeure": _unless(force_majeure_as_the_law_defines),
    "auto_renewal": _unless(no_automatic_renewal),
    "currency_clause": _unless(units_priced_in_roubles),
    "ip_assignment": _licensors_own_right,
    "exclusivity": _licensors_own_right,
}


def _default(facts: Facts, lower: str, ctx: Context) -> Verdict:
    return Verdict(True, favours=_holder(facts))


def with_ordinary(rules: Mapping[str, Rule]) -> dict[str, Rule]:
    """The rules for the items of :data:`_ORDINARY`: the ordinary clause is left out, anything else goes to
    the rule registered before (or the default verdict), so another family's rule for the item still
    judges it."""

    def wrapped(item_id: str) -> Rule:
        first = _ORDINARY[item_id]
        then = rules.get(item_id, _default)

        def rule(facts: Facts, lower: str, ctx: Context) -> Verdict:
            return first(lower, ctx) or then(facts, lower, ctx)

        return rule

    return {item_id: wrapped(item_id) for item_id in _ORDINARY}
