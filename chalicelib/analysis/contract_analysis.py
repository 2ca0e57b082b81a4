"""analyze_contract: rules (SEARCHING), optional LLM verification (LLM_VERIFYING), grounding, merge, score."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from chalicelib.analysis.checklist import Lang
from chalicelib.analysis.checklist_items import CHECKLIST, CHECKLIST_BY_ID
from chalicelib.analysis.chunking import chunk_budget_chars, chunk_spans
from chalicelib.analysis.essentials import missing_terms
from chalicelib.analysis.findings import Grounder, make_finding, merge, risk_score, rules_findings
from chalicelib.analysis.judge import Context
from chalicelib.analysis.law import regime_of
from chalicelib.analysis.prompts import Perspective
from chalicelib.analysis.rules import Candidate, find_candidates
from chalicelib.analysis.verify import LlmReviewer, StageResult
from chalicelib.clauses import ContractModel, parse_contract
from chalicelib.clauses.text import PageIndex
from chalicelib.language import detect_language, report_language
from chalicelib.llm.port import LlmProvider
from chalicelib.models import AnalysisStats, Finding, PrescreenResult, Report, SourceInfo
from chalicelib.observability import logger as log
from chalicelib.settings import AnalysisSettings

RULES_PROVIDER = "rules"


@dataclass(frozen=True)
class AnalysisOutcome:
    findings: list[Finding]
    risk_score: int
    provider: str
    model: str | None
    stats: AnalysisStats
    language: Lang = "ru"
    side: str | None = None
    # The clause model the analysis read: the documents (chalicelib/amendments) reuse it, not parse again.
    clauses: ContractModel | None = field(default=None, repr=False, compare=False)

    def to_report(
        self, *, session_id: str, source: SourceInfo, prescreen: PrescreenResult, generated_at: datetime
    ) -> Report:
        """The report of schema v1; a manual-review routing asks the reader to see a specialist."""
        return Report(
            session_id=session_id,
            generated_at=generated_at,
            source=source,
            prescreen=prescreen,
            findings=self.findings,
            risk_score=self.risk_score,
            provider=self.provider,
            model=self.model,
            review_advised=prescreen.routing_decision == "manual_review",
            stats=self.stats,
            side=self.side,
        )


def analyze_contract(
    markdown: str,
    prescreen: PrescreenResult,
    provider: LlmProvider | None,
    *,
    on_progress: Callable[[str], None] | None = None,
    settings: AnalysisSettings,
    side: str | None = None,
) -> AnalysisOutcome:
    """Find, (optionally) verify and score the contract's risks; every quote is grounded in ``markdown``.

    ``side`` names the party the report is written for (a role such as "Арендатор", or None/"weaker" for
    the weaker party by contract type). Clauses that favour that side are left out of the findings.
    CUAD-style English reviews are side-neutral, so for English text findings only say whom they favour.
    """
    notify = on_progress or (lambda _stage: None)
    notify("SEARCHING")
    lang = report_language(detect_language(markdown))
    model = parse_contract(markdown)
    party = model.roles.resolve(side)
    regime = regime_of(prescreen.contract_type, consumer=bool(party and party.individual))
    ctx = Context(model.roles, party.key if party else None, drop_favourable=lang == "ru", regime=regime)
    candidates = find_candidates(markdown, CHECKLIST, model, ctx)
    names = {p.key: p.name for p in model.roles.parties}
    document_findings = _document_findings(markdown, prescreen, lang)
    if provider is None:
        stage = StageResult(findings=rules_findings(candidates, lang, names))
    else:
        notify("LLM_VERIFYING")
        other = model.roles.other(party.key) if party else None
        perspective = Perspective(party.name if party else None, other.name if other else None, names)
        stage = _llm_stage(
            markdown, prescreen, provider, candidates, lang=lang, settings=settings, perspective=perspective
        )
    grounder = Grounder(markdown)
    grounded = [f for f in stage.findings + document_findings if grounder.grounded(f.quote)]
    dropped = len(stage.findings) + len(document_findings) - len(grounded)
    findings = _limit_per_item(merge(grounded, once_per_clause=lang == "ru"))
    stats = AnalysisStats(
        candidates=len(candidates),
        dropped_ungrounded=stage.dropped_ungrounded + dropped,
        dropped_by_llm=stage.dropped_by_llm,
        prompt_tokens=stage.prompt_tokens,
        completion_tokens=stage.completion_tokens,
        llm_verified=provider is not None and stage.fallback_batches == 0,
        llm_fallback_batches=stage.fallback_batches,
        dropped_favourable=sum(ctx.dropped.values()),
    )
    log.info(
        "analysis done",
        extra={"findings": len(findings), "candidates": len(candidates), "llm_calls": stage.calls},
    )
    return AnalysisOutcome(
        findings=findings,
        risk_score=risk_score(findings),
        provider=RULES_PROVIDER if provider is None else provider.name,
        model=None if provider is None else (stage.model or provider.model),
        stats=stats,
        language=lang,
        side=party.name if party else None,
        clauses=model,
    )


def _llm_stage(
    markdown: str,
    prescreen: PrescreenResult,
    provider: LlmProvider,
    candidates: list[Candidate],
    *,
    lang: Lang,
    settings: AnalysisSettings,
    perspective: Perspective,
) -> StageResult:
    reviewer = LlmReviewer(
        provider,
        markdown,
        lang,
        mask=settings.llm_mask_personal_data,
        batch_size=settings.llm_batch_size,
        context_tokens=settings.llm_context_tokens,
        concurrency=settings.llm_max_concurrency,
        perspective=perspective,
    )
    result = reviewer.verify(candidates)
    if prescreen.routing_decision == "deep_analysis":
        found = {f.category for f in result.findings}
        missed = [i for i in CHECKLIST if i.patterns and i.id not in found]
        chunks = chunk_spans(markdown, chunk_budget_chars(settings.llm_context_tokens))
        result.add(reviewer.review(chunks, missed))
    return result


def _document_findings(markdown: str, prescreen: PrescreenResult, lang: Lang) -> list[Finding]:
    """Essential terms (Russian Civil Code): checked for Russian contracts only."""
    if lang != "ru":
        return []
    missing = missing_terms(markdown, prescreen.contract_type)
    if not missing:
        return []
    item = CHECKLIST_BY_ID["missing_essential_terms"]
    names = ", ".join(term.name.get(lang) for term in missing)
    anchor = _title_line(markdown)
    explanation = f"{item.why.get(lang)} Не найдено: {names}."
    return [
        make_finding(
            item,
            item.severity,
            anchor,
            PageIndex(markdown).page_at(markdown.find(anchor)),
            lang,
            explanation=explanation,
        )
    ]


def _title_line(markdown: str) -> str:
    """The first substantial line (the contract's title): the anchor quote of document-level findings."""
    for line in markdown.splitlines():
        clean = line.strip().strip("#*_ ").strip()
        if len(clean) >= 5 and not clean.startswith("<!--"):
            return clean[:200]
    return markdown.strip()[:200]


def _limit_per_item(findings: list[Finding]) -> list[Finding]:
    """At most ``max_findings`` per item, the most severe first (``findings`` arrive sorted)."""
    counts: dict[str, int] = {}
    out: list[Finding] = []
    for f in findings:
        counts[f.category] = counts.get(f.category, 0) + 1
        if counts[f.category] <= CHECKLIST_BY_ID[f.category].max_findings:
            out.append(f)
    return out
