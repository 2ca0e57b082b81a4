"""Verdicts for items whose clauses often only name the topic: a currency peg, IP, exclusivity, renewal.

The item follows the operative predicate: "conventional units" priced in roubles peg nothing to a currency,
and a licensor's statement that it owns the software it licenses transfers nothing from the licensee (a
licence never moves the exclusive right, ст. 1235 ГК РФ).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from chalicelib import regexes
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


# Rights in a party's own name or marks: "rights in and to JD's name", "the goodwill of Licensor's Marks".
_OWN_MARK = regexes.compile(
    r"\b(?:in|to|of)\s+(?:and\s+to\s+)?(?:the\s+)?([a-z][a-z-]+)'s\s+(?:[a-z]+\s+)?"
    r"(?:names?|marks?|trademarks?|service\s+marks?|trade\s*names?|likeness|logos?|trade\s+dress)\b"
)
_CONVEYED = regexes.compile(r"\b(?:assign|transfer|convey|inure|vest|revert)")
# What a party makes: an assignment of that is the item's very question.
_CREATED = regexes.compile(
    r"\b(?:invent|work\s+product|develop|improvement|creat|deliverable|results?\b|works?\b)"
)


def _own_mark_goes_home(lower: str, ctx: Context) -> Verdict | None:
    """IP transfer: the licensee's rights or goodwill in the licensor's own name or marks going to that
    licensor ("the Licensee assigns to JD any rights in and to JD's name") is the
    ordinary term of a trademark licence; it takes nothing the licensee made."""
    if not _CONVEYED.search(lower) or _CREATED.search(lower):
        return None
    for m in _OWN_MARK.finditer(lower):
        owner = ctx.roles.key_of(m.group(1))
        if owner and ctx.roles.get(owner) is not None:
            return Verdict(False, favours=owner, kind=False)
    return None


def _first(*checks: Callable[[str, Context], Verdict | None]) -> Callable[[str, Context], Verdict | None]:
    return lambda lower, ctx: next((v for v in (c(lower, ctx) for c in checks) if v is not None), None)


def _unless(predicate: Callable[[str], bool]) -> Callable[[str, Context], Verdict | None]:
    return lambda lower, _ctx: Verdict(False) if predicate(lower) else None


# Per item, what leaves a clause out before the item's own rule (if any) judges it.
_ORDINARY: dict[str, Callable[[str, Context], Verdict | None]] = {
    "force_majeure": _unless(force_majeure_as_the_law_defines),
    "auto_renewal": _unless(no_automatic_renewal),
    "currency_clause": _unless(units_priced_in_roubles),
    "ip_assignment": _first(_licensors_own_right, _own_mark_goes_home),
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
