"""From candidates to findings: grounding, de-duplication, ordering and the risk score."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from chalicelib import regexes
from chalicelib.analysis.checklist import ChecklistItem, Lang
from chalicelib.analysis.checklist_items import CHECKLIST, CHECKLIST_BY_ID
from chalicelib.analysis.predicates import PREDICATE_ITEMS, operative_items
from chalicelib.analysis.rules import Candidate, rank
from chalicelib.clauses import Roles, read_facts
from chalicelib.clauses.text import fold, lower_keeping_offsets, normalise
from chalicelib.models import SEVERITY_ORDER, Finding, Severity

_ITEM_ORDER = {item.id: i for i, item in enumerate(CHECKLIST)}
_DOCUMENT_LEVEL = frozenset(item.id for item in CHECKLIST if item.document_level)
_SEVERITY_WEIGHT: dict[str, float] = {"high": 0.25, "medium": 0.10, "low": 0.03}


class Grounder:
    """Checks that a quote occurs in the text after the scorer's normalisation (case-sensitive)."""

    def __init__(self, text: str) -> None:
        self._norm = normalise(text)

    def grounded(self, quote: str) -> bool:
        q = normalise(quote)
        return bool(q) and q in self._norm


def finding_from_candidate(
    candidate: Candidate, lang: Lang, names: Mapping[str, str] | None = None
) -> Finding:
    """A rules finding: the item's wording, the clause's own numbers in the advice, whom it favours."""
    item = CHECKLIST_BY_ID[candidate.item_id]
    reading = candidate.reading
    explanation = (reading.why if reading else item.why).get(lang)
    if candidate.note:
        explanation = f"{explanation} {candidate.note.get(lang)}"
    finding = make_finding(
        item,
        candidate.severity,
        candidate.quote,
        candidate.page,
        lang,
        explanation=explanation,
        recommendation=candidate.advice.get(lang) if candidate.advice else None,
    )
    if reading is not None:
        finding.title = reading.title.get(lang)
    if candidate.favours and names:
        finding.favours = names.get(candidate.favours)
    return finding


def make_finding(
    item: ChecklistItem,
    severity: Severity,
    quote: str,
    page: int | None,
    lang: Lang,
    *,
    explanation: str | None = None,
    recommendation: str | None = None,
) -> Finding:
    return Finding(
        id="",
        category=item.id,
        severity=severity,
        title=item.title.get(lang),
        quote=quote,
        explanation=explanation or item.why.get(lang),
        recommendation=recommendation or item.recommendation.get(lang),
        page=page,
    )


def rules_findings(
    candidates: Iterable[Candidate], lang: Lang, names: Mapping[str, str] | None = None
) -> list[Finding]:
    """The rules provider's verdict: the strongest ``max_findings`` candidates per item (and per reading:
    a deemed consent to terms does not crowd out the acceptance of work under the same item)."""
    by_item: dict[tuple[str, str | None], list[Candidate]] = {}
    for c in candidates:
        by_item.setdefault((c.item_id, c.reading.id if c.reading else None), []).append(c)
    out: list[Finding] = []
    for (item_id, _), found in by_item.items():
        limit = CHECKLIST_BY_ID[item_id].max_findings
        best = sorted(found, key=rank)[:limit]
        out.extend(finding_from_candidate(c, lang, names) for c in best)
    return out


def _overlaps(a: str, b: str) -> bool:
    return a in b or b in a


def merge(
    findings: Iterable[Finding],
    *,
    once_per_clause: bool = False,
    document_quotes: frozenset[str] = frozenset(),
) -> list[Finding]:
    """Drop repeats (same category, one quote inside the other), sort by severity, number the ids.

    ``once_per_clause`` also reports a clause under one item only, its strongest (Russian reports: a
    reader meets the clause once); the whole-document findings (quoted at ``document_quotes``, the
    anchor of an essential-terms check) are not clauses. A document-level item found at a clause is.
    """
    kept: list[tuple[Finding, str]] = []
    for f in findings:
        norm = normalise(f.quote)
        twin = next(
            (i for i, (k, n) in enumerate(kept) if k.category == f.category and _same_clause(n, norm)),
            None,
        )
        if twin is None:
            kept.append((f, norm))
        elif SEVERITY_ORDER[f.severity] < SEVERITY_ORDER[kept[twin][0].severity]:
            kept[twin] = (f, norm)
    ordered = sorted(
        kept, key=lambda fn: (SEVERITY_ORDER[fn[0].severity], _ITEM_ORDER.get(fn[0].category, 99))
    )
    counters: dict[str, int] = {}
    out: list[Finding] = []
    chosen = _once_per_clause(ordered, document_quotes) if once_per_clause else _without_subsumed(ordered)
    for f in chosen:
        counters[f.category] = counters.get(f.category, 0) + 1
        out.append(f.model_copy(update={"id": f"{f.category}-{counters[f.category]}"}))
    return out


# When one clause falls under several items of the same severity, the item that names a one-sided risk
# wins over one that only describes a kind of clause (insurance, audit, warranty ...).
_DESCRIPTIVE = frozenset(
    {
        "insurance",
        "audit_rights",
        "warranty",
        "minimum_commitment",
        "confidentiality",
        "force_majeure",
        "guarantee",
        "payment_terms",
        "exclusivity",
        "change_of_control",
        "non_solicitation",
    }
)


def _once_per_clause(ordered: list[tuple[Finding, str]], document_quotes: frozenset[str]) -> list[Finding]:
    """One clause, one finding per risk it carries.

    The findings of one clause (overlapping quotes) keep those whose item the clause's operative predicate
    names (a price change and a refund ban: two findings) and the strongest of the items predicates do not
    judge (acceptance, jurisdiction ...); when no item is operative, only the strongest (most severe, then
    a one-sided risk over a descriptive item) stays.
    """
    ranked = sorted(ordered, key=lambda fn: (SEVERITY_ORDER[fn[0].severity], fn[0].category in _DESCRIPTIVE))
    groups: list[tuple[str, list[Finding]]] = []
    kept: set[int] = set()
    for finding, norm in ranked:
        if finding.category in _DOCUMENT_LEVEL and finding.quote in document_quotes:
            kept.add(id(finding))
            continue
        group = next((members for first, members in groups if _same_clause(norm, first)), None)
        if group is None:
            groups.append((norm, [finding]))
        else:
            group.append(finding)
    for _, members in groups:
        operative = [f for f in members if f.category in _predicate_items(f.quote)]
        if not operative:
            kept.add(id(members[0]))
            continue
        named = {f.category for f in operative}
        kept.update(id(f) for f in operative if not _subsumed(f.category, named, f.quote))
        # A risk the predicates do not speak to (tacit acceptance, a forum) is a risk of its own; a term
        # left to a website beside an operative clause is that clause's detail.
        other = next(
            (
                f
                for f in members
                if f.category not in PREDICATE_ITEMS | _DESCRIPTIVE | _DOCUMENT_LEVEL
                and not _subsumed(f.category, named, f.quote)
            ),
            None,
        )
        if other is not None:
            kept.add(id(other))
    return [f for f, _ in ordered if id(f) in kept]


# An item whose risk another item of the same clause already states, so the clause gives one finding:
# - losses owed on top of a penalty («убытки в полном объёме сверх неустойки») are the penalty's own risk
#   (ст. 394 ГК РФ), not a second one;
# - a confidentiality clause whose burdensome term (perpetual, residuals, no carve-outs) is found is that
#   term's finding;
# - "continued use constitutes acceptance of the revised Terms" is how a unilateral change binds the reader:
#   one risk, the change (and so is "the revised terms count as notified once posted");
# - a jury or class waiver that names courts and arbitration only to say where the waiver holds ("whether in
#   court or in arbitration") is the waiver's clause, not a forum clause (unless it also chooses a forum).
_SUBSUMED_BY: dict[str, frozenset[str]] = {
    "uncapped_liability": frozenset({"penalty"}),
    "confidentiality": frozenset({"nda_terms"}),
    "acceptance": frozenset({"unilateral_change", "deemed_notice"}),
    "deemed_notice": frozenset({"unilateral_change"}),
    "jurisdiction": frozenset({"dispute_waivers"}),
    # A deposit kept that the prepayment or penalty item already reports at the clause.
    "lease_deposit": frozenset({"prepayment", "penalty"}),
}
# The words that keep an item's own risk beside the item that subsumes it: a forum or a law chosen.
_OWN_RISK: dict[str, re.Pattern[str]] = {
    "jurisdiction": regexes.compile(
        r"governed by|governing law|laws? of|exclusive(?:ly)? (?:jurisdiction|venue)|submi(?:ts?|ssion) to"
        r"|\bvenue\b|binding arbitration|courts? (?:of|located in|sitting in)"
        r"|(?:resolved|settled|determined|decided|referred)\s+(?:exclusively\s+)?(?:by|through|to|in)\s+"
        r"(?:final\s+(?:and\s+)?)?(?:binding\s+)?arbitration"
        r"|по месту|арбитражн\w* суд|третейск",
        re.IGNORECASE,
    ),
}


def _subsumed(category: str, others: set[str] | frozenset[str], quote: str = "") -> bool:
    """Whether another item found at the same clause already states ``category``'s risk (and the clause
    does not carry the item's own risk as well, :data:`_OWN_RISK`)."""
    if not _SUBSUMED_BY.get(category, frozenset()) & others:
        return False
    own = _OWN_RISK.get(category)
    return own is None or not own.search(quote)


def _without_subsumed(ordered: list[tuple[Finding, str]]) -> list[Finding]:
    """English reports (CUAD-style: every kind of clause) keep a clause's findings under several items,
    except an item whose risk another item of the same clause states (:data:`_SUBSUMED_BY`)."""
    out: list[Finding] = []
    for finding, norm in ordered:
        twins = {
            other.category
            for other, other_norm in ordered
            if other is not finding and _same_clause(norm, other_norm)
        }
        if not _subsumed(finding.category, twins, finding.quote):
            out.append(finding)
    return out


# Two windows cut from one sentence overlap at their ends: the end of one is the start of the other.
SAME_CLAUSE_OVERLAP = 60


def _same_clause(a: str, b: str) -> bool:
    """Whether two quotes are of one clause: one holds the other, or they overlap end to start by at least
    ``SAME_CLAUSE_OVERLAP`` characters (two windows around different words of one long sentence)."""
    if _overlaps(a, b):
        return True
    return _end_overlap(a, b) >= SAME_CLAUSE_OVERLAP or _end_overlap(b, a) >= SAME_CLAUSE_OVERLAP


def _end_overlap(first: str, second: str) -> int:
    """The length of the longest end of ``first`` that starts ``second``."""
    head = second[:SAME_CLAUSE_OVERLAP]
    at = first.find(head)
    while at != -1:
        if second.startswith(first[at:]):
            return len(first) - at
        at = first.find(head, at + 1)
    return 0


_NO_ROLES = Roles(parties=(), consumer=False)


def _predicate_items(quote: str) -> frozenset[str]:
    lower = lower_keeping_offsets(fold(quote))
    return frozenset(operative_items(read_facts(lower, _NO_ROLES), lower))


# The score's floor from the number of high findings: the union of per-category weights counts a category
# once, so a contract whose every clause is void (many highs of one or two items) would read «низкий».
# ``risk_level`` (reporting) reads 30+ as medium and 60+ as high.
HIGH_FLOORS: tuple[tuple[int, int], ...] = ((4, 60), (2, 30))


def risk_score(findings: Iterable[Finding]) -> int:
    """0..100: the chance-like union of per-category weights (the worst finding of each category counts),
    never below the floor that the count of high findings sets (:data:`HIGH_FLOORS`)."""
    worst: dict[str, str] = {}
    highs = 0
    for f in findings:
        highs += f.severity == "high"
        if f.category not in worst or SEVERITY_ORDER[f.severity] < SEVERITY_ORDER[worst[f.category]]:
            worst[f.category] = f.severity
    remaining = 1.0
    for severity in worst.values():
        remaining *= 1.0 - _SEVERITY_WEIGHT[severity]
    floor = next((score for count, score in HIGH_FLOORS if highs >= count), 0)
    return max(floor, min(100, round(100 * (1.0 - remaining))))
