"""run_prescreen: Markdown in, :class:`PrescreenResult` out."""

from __future__ import annotations

from chalicelib.clauses import parse_contract, resolve_roles
from chalicelib.llm.port import LlmProvider
from chalicelib.models import ContractRole, PrescreenResult
from chalicelib.settings import PrescreenSettings

from .confidence import confidence_score
from .draft import Draft, read_contract
from .fallback import fill_with_llm
from .routing import decide_route
from .text import normalise

EXTRACTOR_VERSION = "prescreen-rules-1.0"
EXTRACTOR_VERSION_WITH_LLM = EXTRACTOR_VERSION + "+llm"


def contract_roles(text: str) -> list[ContractRole]:
    """The sides the contract defines, the default (weaker) side first: what a user chooses among.

    The clause model decides the default as the analysis will (who drafted, who pays), so the side a user
    is offered first is the side the report is written for."""
    roles = resolve_roles(text)
    if len({p.individual for p in roles.main}) != 2:  # no private person decides it: the facts will
        roles = parse_contract(text).roles
    weaker = roles.weaker
    ordered = sorted(roles.parties, key=lambda p: p != weaker)
    return [
        ContractRole(role=p.name, individual=p.individual, weaker=p == weaker, name=p.person) for p in ordered
    ]


def _result(draft: Draft, version: str, roles: list[ContractRole]) -> PrescreenResult:
    return PrescreenResult(
        contract_type=draft.contract_type,
        parties=draft.parties,
        roles=roles,
        party_a=draft.parties[0] if draft.parties else None,
        party_b=draft.parties[1] if len(draft.parties) > 1 else None,
        total_amount=draft.total_amount,
        price_blank=draft.price_blank and draft.total_amount is None,
        currency=draft.currency,
        start_date=draft.start_date,
        end_date=draft.end_date,
        term_stated=draft.term_stated,
        governing_law=draft.governing_law,
        has_penalty_clause=draft.has_penalty_clause,
        has_termination_clause=draft.has_termination_clause,
        has_arbitration=draft.has_arbitration,
        dispute_forum=draft.dispute_forum,
        dispute_court=draft.dispute_court,
        confidence_score=confidence_score(draft.coverage()),
        extractor_version=version,
    )


def _needs_llm(draft: Draft, config: PrescreenSettings) -> bool:
    return config.llm_fallback_enabled and confidence_score(draft.coverage()) < config.llm_fallback_threshold


def run_prescreen(
    markdown: str, config: PrescreenSettings, llm: LlmProvider | None = None
) -> PrescreenResult:
    """Read the contract's metadata deterministically, ask the LLM (if enabled) when unsure, then route."""
    text = normalise(markdown)
    draft = read_contract(text)
    asked_llm = (
        llm is not None
        and _needs_llm(draft, config)
        and fill_with_llm(draft, text.flat, llm, config.llm_max_chars, config.llm_mask_personal_data)
    )
    version = EXTRACTOR_VERSION_WITH_LLM if asked_llm else EXTRACTOR_VERSION
    result = _result(draft, version, contract_roles(markdown))
    result.routing_decision = decide_route(result, config)
    return result
