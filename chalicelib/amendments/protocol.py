"""The rows of a протокол разногласий (a schedule of proposed amendments): one per finding with a proposal."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from chalicelib import regexes
from chalicelib.amendments.heading import ContractHeading, contract_heading
from chalicelib.amendments.locate import ClauseLocator, LocatedClause
from chalicelib.amendments.proposals import Kind, ProposalContext, propose
from chalicelib.amendments.wording import Lang
from chalicelib.clauses import ContractModel
from chalicelib.models import Finding, Report

_RUSSIAN_LAW = regexes.compile(r"(?i)российск|рф\b|russia")


@dataclass(frozen=True)
class Amendment:
    """One row; ``clause_text`` is the counterparty's wording verbatim (empty for a clause to add)."""

    finding_ids: tuple[str, ...]  # two findings of one item on one clause share a row
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
    seen: dict[tuple[str, int, int], int] = {}
    for finding in report.findings:
        clause = locator.locate(finding.quote)
        place = (finding.category, clause.start, clause.end) if clause is not None else None
        if place is not None and place in seen:
            index = seen[place]
            rows[index] = replace(rows[index], finding_ids=(*rows[index].finding_ids, finding.id))
            continue
        if place is not None:
            seen[place] = len(rows)
        rows.append(_row(finding, clause, report, lang, russian, theirs, consumer))
    return Protocol(
        lang=lang,
        heading=contract_heading(report, model.text),
        side=report.side,
        other_side=theirs,
        rows=tuple(rows),
        disclaimer=report.disclaimer,
    )


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
    )
