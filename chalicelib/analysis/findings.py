"""From candidates to findings: grounding, de-duplication, ordering and the risk score."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

from chalicelib import regexes
from chalicelib.analysis.checklist import ChecklistItem, Lang
from chalicelib.analysis.checklist_costs import LEGAL_COSTS_EN, LEGAL_COSTS_RU
from chalicelib.analysis.checklist_items import CHECKLIST, CHECKLIST_BY_ID
from chalicelib.analysis.predicates import PREDICATE_ITEMS, operative_items, refund_barred
from chalicelib.analysis.rules import Candidate, rank
from chalicelib.analysis.score import risk_score  # noqa: F401  (re-exported: the score follows the findings)
from chalicelib.clauses import Roles, read_facts
from chalicelib.clauses.text import fold, lower_keeping_offsets, normalise, without_markup
from chalicelib.models import SEVERITY_ORDER, Finding, Severity

_ITEM_ORDER = {item.id: i for i, item in enumerate(CHECKLIST)}
_DOCUMENT_LEVEL = frozenset(item.id for item in CHECKLIST if item.document_level)


class Grounder:
    """Checks that a quote occurs in the text after the scorer's normalisation (case-sensitive)."""

    def __init__(self, text: str) -> None:
        self._norm = normalise(without_markup(text))

    def grounded(self, quote: str) -> bool:
        q = normalise(without_markup(quote))
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
    return [finding_from_candidate(c, lang, names) for c in _ranked_per_item(candidates, spare=False)]


def spare_findings(
    candidates: Iterable[Candidate], lang: Lang, names: Mapping[str, str] | None = None
) -> list[Finding]:
    """The candidates past each item's ``max_findings``, strongest first: what :func:`fill_from_spares`
    may report in place of a finding that another item's finding took at its clause."""
    spares = sorted(_ranked_per_item(candidates, spare=True), key=rank)
    return [finding_from_candidate(c, lang, names) for c in spares]


def _ranked_per_item(candidates: Iterable[Candidate], *, spare: bool) -> list[Candidate]:
    """Per item and reading, the best ``max_findings`` candidates by :func:`rank` (``spare``: the rest)."""
    by_item: dict[tuple[str, str | None], list[Candidate]] = {}
    for c in candidates:
        by_item.setdefault((c.item_id, c.reading.id if c.reading else None), []).append(c)
    out: list[Candidate] = []
    for (item_id, _), found in by_item.items():
        limit = CHECKLIST_BY_ID[item_id].max_findings
        ranked = sorted(found, key=rank)
        out.extend(ranked[limit:] if spare else ranked[:limit])
    return out


def fill_from_spares(
    findings: list[Finding], spares: Iterable[Finding], merged: Callable[[list[Finding]], list[Finding]]
) -> list[Finding]:
    """``merged(findings)``, with a spare added to an item that the merge left short of ``max_findings``.

    Once per clause, an item's finding may give its clause to another item's (a penalty clause that also
    excludes liability); the item's next distinct clause is then the one to report. A spare joins only an
    item the report already carries (so no new kind of risk appears) and only when the merge keeps it and
    every finding it kept before: it never displaces a stronger one.
    """
    inputs = list(findings)
    out = merged(inputs)
    for spare in spares:
        key = (spare.category, spare.title)
        present = sum((f.category, f.title) == key for f in out)
        if present == 0 or present >= CHECKLIST_BY_ID[spare.category].max_findings:
            continue
        trial = merged([*inputs, spare])
        quotes = {(f.category, f.quote) for f in trial}
        if (spare.category, spare.quote) in quotes and all((f.category, f.quote) in quotes for f in out):
            inputs.append(spare)
            out = trial
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


_RIGHTS_BESIDE_REFUND = frozenset({"termination_for_convenience", "unilateral_change"})


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
    for _, found in groups:
        present = {f.category for f in found}
        members = [f for f in found if not _yields(f, present)] or found
        operative = [f for f in members if f.category in _predicate_items(f.quote)]
        if not operative:
            kept.add(id(members[0]))
            continue
        named = {f.category for f in operative}
        kept.update(id(f) for f in operative if not _subsumed(f.category, named, f.quote))
        if named == {"prepayment"} and any(_refund_ban(f.quote) for f in operative):
            # A refund ban beside a right to end or change (whose holder the quote alone may not show): the
            # clause does two things, and the right keeps its finding.
            kept.update(id(f) for f in members if f.category in _RIGHTS_BESIDE_REFUND)
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
    # A refund ban dressed as performance («услуги считаются оказанными, оплата не возвращается») is the
    # refund's clause, unless an act, an objection or an inspection is deemed too.
    "acceptance": frozenset({"unilateral_change", "deemed_notice", "prepayment"}),
    "deemed_notice": frozenset({"unilateral_change"}),
    "jurisdiction": frozenset({"dispute_waivers"}),
    # A deposit kept that the prepayment or penalty item already reports at the clause.
    "lease_deposit": frozenset({"prepayment", "penalty"}),
}
# The words that keep an item's own risk beside the item that subsumes it: a forum or a law chosen.
_OWN_RISK: dict[str, re.Pattern[str]] = {
    "acceptance": regexes.compile(
        r"\bакт\w*|возражени|претензи|мотивированн|при[её]мк|осмотр"
        r"|inspect|reject|object|acceptance (?:test|criteria|period)",
        re.IGNORECASE,
    ),
    "jurisdiction": regexes.compile(
        r"governed by|governing law|laws? of|exclusive(?:ly)? (?:jurisdiction|venue)|submi(?:ts?|ssion) to"
        r"|\bvenue\b|binding arbitration|courts? (?:of|located in|sitting in)"
        r"|(?:resolved|settled|determined|decided|referred)\s+(?:exclusively\s+)?(?:by|through|to|in)\s+"
        r"(?:final\s+(?:and\s+)?)?(?:binding\s+)?arbitration"
        r"|по месту|арбитражн\w* суд|третейск",
        re.IGNORECASE,
    ),
}


# An item that gives way to another item found at the same clause, whether or not that one is operative
# (the families of checklist_liability beside the items that already read the clause):
# - liability "regardless of fault" inside an indemnity or a liability clause is that clause's finding;
# - a deposit or an advance kept is the prepayment's or the penalty's finding (and a consumer's refund
#   ban, consumer_rights');
# - a short window for defects, objections to an act or quality claims is the acceptance's, the
#   consumer's or the limitation item's;
# - a waiver of claims is the liability item's, and a waiver of a right that is no claim (to go to court,
#   to set off, to withdraw) is the waiver item's: each keeps the clause when its own words are there.
_YIELDS_TO: dict[str, frozenset[str]] = {
    "strict_liability": frozenset({"liability_cap", "indemnity"}),
    "forfeiture": frozenset({"prepayment", "penalty", "consumer_rights", "lease_deposit"}),
    "claim_deadline": frozenset({"acceptance", "consumer_rights", "claims_period"}),
    "rights_waiver": frozenset(
        {"dispute_waivers", "consumer_rights", "claims_period", "liability_cap", "jurisdiction"}
    ),
    "liability_cap": frozenset({"rights_waiver"}),
    # An acknowledgement or a secrecy term inside a clause another item reads is that item's finding.
    "blanket_acknowledgement": frozenset(
        {
            "personal_data",
            "personal_rights",
            "acceptance",
            "consumer_rights",
            "liability_cap",
            "rights_waiver",
        }
    ),
    "terms_secrecy": frozenset({"confidentiality", "nda_terms"}),
    # Money taken from the reader's account or payments to settle the other side's claims is the set-off
    # item's finding, not a disposal of property or a subscription's automatic charge.
    "disposal_of_property": frozenset({"set_off_right"}),
    "recurring_charges": frozenset({"set_off_right"}),
    # The payer's set-off against the price, or its penalties kept out of it, is the payment item's reading.
    "set_off_right": frozenset({"payment_terms", "pay_discretion"}),
    # "Reimburse all the other side's legal costs" is the fee-shifting reading's, not unlimited liability
    # (an indemnity that lists lawyers' fees among the losses keeps both).
    "uncapped_liability": frozenset({"indemnity"}),
}
_YIELD_UNLESS: dict[str, re.Pattern[str]] = {
    "uncapped_liability": regexes.compile(
        rf"^(?![\s\S]*(?:{LEGAL_COSTS_EN}|{LEGAL_COSTS_RU}))|indemnif|hold\s+harmless", re.IGNORECASE
    ),
    "liability_cap": regexes.compile(
        r"[a-z]|претензи|требовани|иск(?:а|ов|и)?\b|ответствен|возмещ|убытк|ущерб|вред|компенсац",
        re.IGNORECASE,
    ),
    "rights_waiver": regexes.compile(
        r"(?:обращ|обрат)\w* (?:в суд|с иском)|судебн\w* защит|зач[её]т|сальдир|удержани"
        r"|(?:отказ|расторжени)\w* (?:от )?(?:исполнения )?договор",
        re.IGNORECASE,
    ),
}


def _yields(finding: Finding, present: set[str]) -> bool:
    """Whether another item found at the same clause states ``finding``'s risk (:data:`_YIELDS_TO`),
    unless the clause also carries the finding's own risk (:data:`_YIELD_UNLESS`). A waiver gives way to
    the liability item only over a waiver of claims: where neither item's own words are there, the
    waiver item keeps the clause."""
    others = _YIELDS_TO.get(finding.category, frozenset()) & (present - {finding.category})
    if not others:
        return False
    own = _YIELD_UNLESS.get(finding.category)
    if own is not None and own.search(finding.quote):
        return False
    if finding.category == "rights_waiver" and others == {"liability_cap"}:
        return bool(_YIELD_UNLESS["liability_cap"].search(finding.quote))
    return True


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
        if not _subsumed(finding.category, twins, finding.quote) and not _yields(finding, twins):
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


def _refund_ban(quote: str) -> bool:
    return refund_barred(lower_keeping_offsets(fold(quote)))
