"""The rows of a протокол разногласий (a schedule of proposed amendments): one per clause that findings
quote, with one proposed wording for every risk found in it."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from chalicelib import regexes
from chalicelib.amendments.heading import ContractHeading, contract_heading
from chalicelib.amendments.locate import ClauseLocator, LocatedClause, clean_text
from chalicelib.amendments.proposals import Kind, ProposalContext, propose
from chalicelib.amendments.wording import Lang
from chalicelib.clauses import ContractModel
from chalicelib.models import Finding, Report

_RUSSIAN_LAW = regexes.compile(r"(?i)российск|рф\b|russia")


@dataclass(frozen=True)
class Amendment:
    """One row; ``clause_text`` is the counterparty's wording verbatim (empty for a clause to add)."""

    finding_ids: tuple[str, ...]  # the findings that quote one clause share its row
    category: str
    severity: str
    title: str
    clause_number: str | None
    own_number: bool
    clause_text: str
    proposed: str
    reason: str
    kind: Kind
    constants: tuple[float, ...]
    quote: str
    # Every finding's quote in the clause (the first is ``quote``): each gets its comment in the DOCX.
    quotes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Protocol:
    lang: Lang
    heading: ContractHeading
    side: str | None
    other_side: str | None
    rows: tuple[Amendment, ...]
    disclaimer: str


def russian_law_applies(report: Report, lang: Lang) -> bool:
    """A stated governing law decides; without one a Russian-language contract is read under Russian law."""
    law = report.prescreen.governing_law
    return bool(_RUSSIAN_LAW.search(law)) if law else lang == "ru"


def other_side(report: Report) -> str | None:
    roles = [role.role for role in report.prescreen.roles]
    return next((role for role in roles if role != report.side), None)


def build_protocol(report: Report, model: ContractModel) -> Protocol:
    lang: Lang = "ru" if report.source.language in ("ru", "mixed") else "en"
    if report.source.language == "unknown":
        lang = "ru" if re.search(r"[а-яё]", model.text[:2000], re.IGNORECASE) else "en"
    locator = ClauseLocator(model)
    theirs = other_side(report)
    consumer = any(role.individual and role.role == report.side for role in report.prescreen.roles)
    russian = russian_law_applies(report, lang)
    rows: list[Amendment] = []
    places: list[tuple[int, int] | None] = []
    for finding in report.findings:
        clause = locator.locate(finding.quote)
        row = _row(finding, clause, report, lang, russian, theirs, consumer)
        place = (clause.start, clause.end) if clause is not None and row.kind != "add" else None
        # One clause, one row: the findings that quote it (one risk or several) get one proposed wording.
        index = next((i for i, p in enumerate(places) if place and p and _overlap(p, place)), None)
        if index is None:
            rows.append(row)
            places.append(place)
            continue
        joined = _joined(rows[index], row)
        first = places[index]
        if place is not None and first is not None and (place[0] < first[0] or place[1] > first[1]):
            # The second quote runs past the first's clause: the counterparty's wording covers both.
            span = (min(first[0], place[0]), max(first[1], place[1]))
            places[index] = span
            if joined.clause_text:
                joined = replace(joined, clause_text=clean_text(model.text[span[0] : span[1]]))
        rows[index] = joined
    return Protocol(
        lang=lang,
        heading=contract_heading(report, model.text),
        side=report.side,
        other_side=theirs,
        rows=tuple(rows),
        disclaimer=report.disclaimer,
    )


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def _joined(row: Amendment, other: Amendment) -> Amendment:
    """``row`` (the more severe: findings come sorted) extended with another finding of the same clause: one
    wording that answers both risks, each proposal and reason said once."""
    return replace(
        row,
        finding_ids=(*row.finding_ids, *other.finding_ids),
        title=_together(row.title, other.title, "; "),
        proposed=_together(row.proposed, other.proposed, " "),
        reason=_together(row.reason, other.reason, " "),
        kind="advice" if "advice" in (row.kind, other.kind) else row.kind,
        constants=tuple(dict.fromkeys((*row.constants, *other.constants))),
        quotes=tuple(dict.fromkeys((*row.quotes, *other.quotes))),
    )


def _together(first: str, second: str, separator: str) -> str:
    return first if second in first else f"{first}{separator}{second}"


def _row(  # noqa: PLR0917 (one row's inputs, each used once)
    finding: Finding,
    clause: LocatedClause | None,
    report: Report,
    lang: Lang,
    russian: bool,
    theirs: str | None,
    consumer: bool,
) -> Amendment:
    document_level = finding.category == "missing_essential_terms" and "Не найдено" in finding.explanation
    context = ProposalContext(
        finding=finding,
        clause=None if document_level else clause,
        lang=lang,
        russian_law=russian,
        contract_type=report.prescreen.contract_type,
        ours=report.side,
        theirs=finding.favours if finding.favours and finding.favours != report.side else theirs,
        consumer=consumer,
    )
    proposal = propose(context)
    if proposal.kind == "add" or document_level:
        number, own, text = None, False, ""
    elif clause is not None:
        number, own, text = clause.number, clause.own_number, clause.text
    else:
        number, own, text = None, False, finding.quote
    return Amendment(
        finding_ids=(finding.id,),
        category=finding.category,
        severity=finding.severity,
        title=finding.title,
        clause_number=number,
        own_number=own,
        clause_text=text,
        proposed=proposal.text,
        reason=proposal.reason,
        kind="add" if document_level else proposal.kind,
        constants=proposal.constants,
        quote=finding.quote,
        quotes=(finding.quote,),
    )
