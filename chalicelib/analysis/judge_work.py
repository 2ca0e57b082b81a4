"""The disguised-employment item's reading: a risk for the individual who does the work, never in a labour
contract (whose own terms the labour_terms item reads)."""

from __future__ import annotations

from chalicelib.analysis.judge import Context, Verdict, _other_than
from chalicelib.clauses import Facts

_INDIVIDUAL_WORKER_ROLES = frozenset(
    {
        "исполнитель",
        "подрядчик",
        "агент",
        "курьер",
        "волонтер",
        "contractor",
        "consultant",
        "freelancer",
        "worker",
    }
)


def disguised_employment(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Favours the party the work is done for: the other side than the individual who performs it."""
    if ctx.regime is not None and ctx.regime.party == "labour":
        return Verdict(False)
    worker = _individual_worker(ctx)
    if worker is None:
        return Verdict(False)
    return Verdict(True, _other_than(worker, ctx))


def _individual_worker(ctx: Context) -> str | None:
    """The main party that is a private person doing the work: by its role when both are individuals."""
    individuals = [p for p in ctx.roles.main if p.individual]
    if len(individuals) > 1:
        return next((p.key for p in individuals if p.key in _INDIVIDUAL_WORKER_ROLES), None)
    return individuals[0].key if individuals else None
