"""The disguised-employment item's reading: a risk for the individual who does the work, never in a labour
contract (whose own terms the labour_terms item reads)."""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.analysis.judge import Context, Verdict, _other_than, _role_after
from chalicelib.clauses import BOTH, Facts

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


# Who directs the work: the role after «по заданию», «которые поручит», "as requested by", "as the Company may
# request".
_DIRECTOR = regexes.compile(
    r"(?:заданию|заданиям|поручению|поручениям|указанию|указаниям|требованию|распоряжению|запросу|заявке|усмотрению)\s+([а-яё]{4,})"
    r"|(?:поручит|укажет|определит|потребует)\s+([а-яё]{4,})|(?:определя\w*|устанавлива\w*|изменя\w*)\s+([а-яё]{4,})"
    r"|(?:requested|directed|assigned|determined|required) by (?:the )?([a-z]+)"
    r"|as (?:the )?([a-z]+) (?:may|shall|will)"
)


def open_scope(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Favours the party that directs the work; the duty's actor is the one who must perform it."""
    director = _role_after(_DIRECTOR, lower, ctx)
    if director is None and facts.actor not in (None, BOTH):
        director = _other_than(facts.actor, ctx)
    return Verdict(True, director) if director else Verdict(False)


# --- what the reader signs as already true, and the contract's own terms kept secret ---------------------

_BOUND_BY_NAME = regexes.compile(r"(?:разглашению|раскрытию|огласке)\s+([а-яё]{4,})")


def blanket_acknowledgement(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Favours the other side than the party that acknowledges (the sentence's subject); none when both
    acknowledge alike."""
    if facts.actor in (None, BOTH):
        return Verdict(False) if facts.actor == BOTH else Verdict(True, _weaker_others(ctx))
    return Verdict(True, _other_than(facts.actor, ctx))


def terms_secrecy(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Favours the other side than the party bound to secrecy: named after «разглашению» or the subject,
    else the weaker party (the consumer or individual the item speaks to)."""
    bound = _role_after(_BOUND_BY_NAME, lower, ctx)
    if bound is None and facts.actor not in (None, BOTH):
        bound = facts.actor
    if facts.actor == BOTH and bound is None:
        return Verdict(False)
    return Verdict(True, _other_than(bound, ctx) if bound else _weaker_others(ctx))


def _weaker_others(ctx: Context) -> str | None:
    weaker = ctx.roles.weaker
    return _other_than(weaker.key, ctx) if weaker is not None else None
