"""analyze_contract: rules (SEARCHING), optional LLM verification (LLM_VERIFYING), grounding, merge, score."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime

from chalicelib import regexes
from chalicelib.analysis.annexes import attached_annexes
from chalicelib.analysis.checklist import Lang
from chalicelib.analysis.checklist_items import CHECKLIST, CHECKLIST_BY_ID
from chalicelib.analysis.chunking import chunk_budget_chars, chunk_spans
from chalicelib.analysis.essentials import filled_by_law, missing_terms
from chalicelib.analysis.findings import (
    Grounder,
    fill_from_spares,
    make_finding,
    merge,
    rules_findings,
    spare_findings,
)
from chalicelib.analysis.forum import home_region
from chalicelib.analysis.gaps import BlankTerm, blank_terms, gap_findings
from chalicelib.analysis.gaps_types import nda_exception_findings
from chalicelib.analysis.judge import Context, daily_penalty_rates, likely_claimant
from chalicelib.analysis.judge_liability import liability_map
from chalicelib.analysis.judge_payment import procurement_law
from chalicelib.analysis.judge_unilateral import answering_for_helpers
from chalicelib.analysis.law import advice_for, regime_of
from chalicelib.analysis.learned import ScorerSource, default_scorer
from chalicelib.analysis.payment_document import payment_date_findings, payment_document_findings
from chalicelib.analysis.prompts import Perspective
from chalicelib.analysis.regime import Regime, consumer_side, country_name, has_business_party
from chalicelib.analysis.rules import Candidate, find_candidates
from chalicelib.analysis.score import risk_score
from chalicelib.analysis.summary import summary_agreeing_with
from chalicelib.analysis.verify import LlmReviewer, StageResult
from chalicelib.clauses import ContractModel, Party, Roles, is_default_side, is_heading, parse_contract
from chalicelib.clauses.text import PageIndex
from chalicelib.clauses.vocabulary import PAYING_WEAKNESS
from chalicelib.errors import UNKNOWN_SIDE, PermanentFailure
from chalicelib.language import detect_language, report_language
from chalicelib.llm.port import LlmProvider
from chalicelib.models import AnalysisStats, Finding, PrescreenResult, Report, SideBasis, SourceInfo
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
    side_basis: SideBasis | None = None
    side_reason: str | None = None
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
            prescreen=summary_agreeing_with(prescreen, self.findings),
            findings=self.findings,
            risk_score=self.risk_score,
            provider=self.provider,
            model=self.model,
            review_advised=prescreen.routing_decision == "manual_review",
            stats=self.stats,
            side=self.side,
            side_basis=self.side_basis,
            side_reason=self.side_reason,
        )


def analyze_contract(
    markdown: str,
    prescreen: PrescreenResult,
    provider: LlmProvider | None,
    *,
    on_progress: Callable[[str], None] | None = None,
    settings: AnalysisSettings,
    side: str | None = None,
    scorer: ScorerSource | None = None,
) -> AnalysisOutcome:
    """Find, (optionally) verify and score the contract's risks; every quote is grounded in ``markdown``.

    ``side`` names the party the report is written for (any role the contract defines, in any case form,
    or None/"weaker" for the default side); a role the contract does not define is refused
    (:class:`~chalicelib.errors.PermanentFailure` ``unknown_side``, listing the roles it defines). Clauses
    that favour that side are left out of the findings. English reviews do so when the side is chosen or
    rests on facts (``_ENGLISH_SIDE_BASES``), else report every clause of a kind (CUAD-style).

    ``scorer`` proposes sentences for the items no pattern found (default: the shipped learned scorer when
    ``settings.learned_scorer`` is on, else none).
    """
    notify = on_progress or (lambda _stage: None)
    notify("SEARCHING")
    lang = report_language(detect_language(markdown))
    model = parse_contract(markdown)
    party, basis = side_of(model.roles, side, lang)
    regime = regime_of(
        prescreen.contract_type,
        consumer=_consumer(model.roles, party, markdown),
        text=markdown,
        individual=party is not None and party.individual,
    )
    ctx = Context(
        model.roles,
        party.key if party else None,
        drop_favourable=lang == "ru" or basis in _ENGLISH_SIDE_BASES,
        every_kind=lang != "ru",
        regime=regime,
        key_rate=settings.key_rate_percent,
        price=prescreen.total_amount,
        term_days=_term_days(prescreen),
    )
    ctx = replace(ctx, penalty_rates=daily_penalty_rates(model, ctx))
    ctx = replace(ctx, claimant=likely_claimant(model, ctx), home_region=home_region(model.lower))
    ctx = replace(
        ctx,
        annexes=attached_annexes(markdown),
        answers_for_helpers=answering_for_helpers(model, ctx),
        procurement=procurement_law(model.lower),
    )
    capped, answerable = liability_map(model, ctx)
    ctx = replace(ctx, capped=capped, answerable=answerable)
    source = scorer if scorer is not None else (default_scorer() if settings.learned_scorer else None)
    proposer = source.for_language(lang) if source is not None else None
    candidates = find_candidates(markdown, CHECKLIST, model, ctx, proposer)
    names = {p.key: p.name for p in model.roles.parties}
    # A term left blank is not agreed only where essential terms decide it (civil law); Russian wording.
    blanks = blank_terms(model, prescreen.contract_type) if regime.civil_law and lang == "ru" else []
    document_findings = _document_findings(model, prescreen, lang, regime, blanks) if regime.civil_law else []
    labour = regime.party == "labour"
    document_findings += gap_findings(model, blanks, prescreen.contract_type, lang, labour=labour)
    document_findings += payment_document_findings(model, ctx, lang) if regime.civil_law else []
    document_findings += payment_date_findings(model, ctx, lang) if regime.russian else []
    document_findings += nda_exception_findings(model, prescreen.contract_type, party, lang)
    spares: list[Finding] = []
    if provider is None:
        stage = StageResult(findings=rules_findings(candidates, lang, names))
        spares = spare_findings(candidates, lang, names)
    else:
        notify("LLM_VERIFYING")
        other = model.roles.other(party.key) if party else None
        perspective = Perspective(party.name if party else None, other.name if other else None, names)
        stage = _llm_stage(
            markdown, prescreen, provider, candidates, lang=lang, settings=settings, perspective=perspective
        )
    grounder = Grounder(markdown)
    # A quote is an operative sentence: a heading alone ("9. Порядок разрешения споров") is never evidence.
    # Nor is a line of the table of contents.
    clause_findings = [
        f for f in stage.findings if not is_heading(f.quote) and not _in_contents(model, f.quote)
    ]
    grounded = [f for f in clause_findings + document_findings if grounder.grounded(f.quote)]
    dropped = len(stage.findings) + len(document_findings) - len(grounded)
    anchors = frozenset(f.quote for f in document_findings)
    spares = [f for f in spares if not is_heading(f.quote) and grounder.grounded(f.quote)]
    merged = fill_from_spares(
        grounded,
        spares,
        lambda found: _limit_per_item(merge(found, once_per_clause=lang == "ru", document_quotes=anchors)),
    )
    findings = [_for_regime(f, regime, lang) for f in merged]
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
        side_basis=basis if party else None,
        side_reason=side_reason(basis, _reads_as_consumer(model.roles, party, regime), lang)
        if party
        else None,
        clauses=model,
    )


# An English review leaves out what favours its side when the side rests on a fact or on the kind of
# contract: chosen by the user, a private person (a consumer, the "you" of terms of service), the side that
# did not draft, or the usually weaker role (licensee, customer, franchisee). A side picked only because it
# pays or comes first keeps the review side-neutral (CUAD-style: every clause of a kind). Measured on CUAD,
# whose labels are side-neutral, this costs about 0.02 of macro F1 on cuad-dev: the clauses dropped are the
# side's own rights (its audit, its termination at will), which a report for that side should not list.
_ENGLISH_SIDE_BASES = frozenset({"requested", "adhering", "individual", "not_drafter", "role"})


def side_of(roles: Roles, requested: str | None, lang: Lang) -> tuple[Party | None, SideBasis]:
    """The party the report is for and why; a role the contract does not define is a permanent failure."""
    if is_default_side(requested):
        return roles.weaker, roles.weaker_basis()
    assert requested is not None
    party = roles.find(requested)
    if party is None:
        raise PermanentFailure(
            UNKNOWN_SIDE,
            roles.refuse_message(requested, "ru"),
            roles.refuse_message(requested, "en"),
            language=lang,
        )
    return party, "requested"


_SIDE_REASONS: dict[str, tuple[str, str]] = {
    "requested": ("выбрана пользователем", "chosen by the user"),
    "adhering": (
        "по умолчанию: сторона, которая принимает условия, составленные другой стороной "
        "(договор присоединения, контракт по госзакупке)",
        "by default: the side that accepts standard terms the other side drafted",
    ),
    "adhering_consumer": (
        "по умолчанию: потребитель, который принимает условия, составленные другой стороной",
        "by default: the consumer, who accepts standard terms the other side drafted",
    ),
    "individual": ("по умолчанию: физическое лицо", "by default: the individual"),
    "consumer": ("по умолчанию: физическое лицо, потребитель", "by default: the individual, a consumer"),
    "not_drafter": (
        "по умолчанию: сторона, не составлявшая договор (односторонние права у другой стороны)",
        "by default: the side that did not draft the contract (the other side holds one-sided rights)",
    ),
    "role": (
        "по умолчанию: обычно более слабая сторона в договорах этого вида",
        "by default: usually the weaker side in contracts of this kind",
    ),
    "payer": ("по умолчанию: сторона, которая платит", "by default: the side that pays"),
    "first": ("по умолчанию", "by default"),
}


def side_reason(basis: SideBasis, consumer: bool, lang: Lang) -> str:
    """Why the report is written for its side, in the document's language; ``consumer``: consumer law
    governs the relation (the regime's reading, not a word in the text)."""
    key = {"individual": "consumer", "adhering": "adhering_consumer"}.get(basis, basis) if consumer else basis
    ru, en = _SIDE_REASONS[key]
    return ru if lang == "ru" else en


def _consumer(roles: Roles, party: Party | None, text: str) -> bool:
    """A consumer buys, orders or rents for personal needs: a private person who sells, performs, lends or
    licenses his own work (a seller, a contractor, an author) is not one, whatever the other side is."""
    if party is None or _provides(party):
        return False
    return consumer_side(party.individual, _other_individual(roles, party), business=has_business_party(text))


# Creators the lexicon does not rank: they give their work, as the providing roles do.
_CREATORS = frozenset({"автор", "артист", "author", "artist", "composer", "композитор"})


def _reads_as_consumer(roles: Roles, party: Party | None, regime: Regime) -> bool:
    """Consumer law governs (Russian text), or the form speaks to a consumer who is not its provider."""
    return regime.party == "consumer" or (roles.consumer and party is not None and not _provides(party))


def _provides(party: Party) -> bool:
    """The party gives what the other pays for: a providing role (below ``PAYING_WEAKNESS``) or a creator."""
    return (party.known and 0 < party.weakness < PAYING_WEAKNESS) or party.key in _CREATORS


def _other_individual(roles: Roles, party: Party) -> bool | None:
    other = roles.other(party.key)
    return None if other is None else other.individual


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


def _document_findings(
    model: ContractModel, prescreen: PrescreenResult, lang: Lang, regime: Regime, blanks: list[BlankTerm]
) -> list[Finding]:
    """Essential terms (Russian Civil Code; for a labour contract ст. 57 ТК РФ) the text never states, but
    for those it leaves blank (their own findings): Russian contracts only."""
    markdown = model.text
    if lang != "ru":
        return []
    blank = {b.term.id for b in blanks}
    missing = [t for t in missing_terms(markdown, prescreen.contract_type) if t.id not in blank]
    if not missing:
        return []
    item = CHECKLIST_BY_ID["missing_essential_terms"]
    names = ", ".join(term.name.get(lang) for term in missing)
    why = _LABOUR_WHY if regime.party == "labour" else item.why.get(lang)
    severity = item.severity
    defaults = (
        filled_by_law(prescreen.contract_type, missing)
        if regime.russian and regime.party != "labour"
        else None
    )
    if defaults is not None:
        # Not essential for this type: the contract stands, on the law's default terms.
        why = _FILLED_BY_LAW_WHY.format(rules="; ".join(rule.ru for rule in defaults))
        severity = "medium"
    anchor = _subject_sentence(model) or _first_duty(model) or _title_line(markdown)
    explanation = f"{why} Не найдено: {names}."
    finding = make_finding(
        item,
        severity,
        anchor,
        PageIndex(markdown).page_at(markdown.find(anchor)),
        lang,
        explanation=explanation,
    )
    if defaults is not None:
        finding = finding.model_copy(update={"title": f"Не указано: {names}"})
    return [finding]


_FILLED_BY_LAW_WHY = (
    "Для такого договора это условие не существенное, и договор не станет незаключённым, но пробел заполнит "
    "закон, а не вы: {rules}. Лучше записать условие прямо."
)
_LABOUR_WHY = (
    "Трудовой договор должен содержать обязательные условия (ст. 57 ТК РФ); без них работнику не на что "
    "сослаться в споре о зарплате, месте работы и обязанностях."
)
# The clause that says what the contract is about: the operative sentence a document-level finding points to.
_SUBJECT = regexes.compile(
    r"\bобязу\w+\s+(?:[а-яё]+\s+){0,4}?(?:переда|оказ|выполн|постав|предостав|прода|сда|выда|оплат|принять|принимать|производ|изготов|осуществ)"
    r"|предмет\w* (?:настоящего )?(?:договора|соглашения|оферты)\s+(?:является|являются)"
    r"|принимается на (?:работу|должность)|поручает"
    r"|предоставляет[^.;]{0,40}(?:во временное|в аренду|заем|заём)"
)
SUBJECT_QUOTE_CHARS = 300


def _subject_sentence(model: ContractModel) -> str | None:
    """The first sentence that states the contract's subject (never a heading), cut to a quote's length."""
    for clause in model.clauses:
        if clause.heading:
            continue
        for sent in clause.sentences:
            text = sent.text.strip()
            if len(text) >= 30 and not is_heading(text) and _SUBJECT.search(sent.lower):
                return text[:SUBJECT_QUOTE_CHARS].strip()
    return None


def _first_duty(model: ContractModel) -> str | None:
    """The first sentence that binds or entitles a party: the anchor when none states the subject (the
    contract's title is a heading, never a quote)."""
    for clause in model.clauses:
        if clause.heading:
            continue
        for sent in clause.sentences:
            text = sent.text.strip()
            if len(text) >= 30 and sent.facts.modality in ("duty", "right") and not is_heading(text):
                return text[:SUBJECT_QUOTE_CHARS].strip()
    return None


def _title_line(markdown: str) -> str:
    """The first substantial line (the contract's title): the anchor when no sentence states the subject."""
    for line in markdown.splitlines():
        clean = line.strip().strip("#*_ ").strip()
        if len(clean) >= 5 and not clean.startswith("<!--"):
            return clean[:200]
    return markdown.strip()[:200]


def _in_contents(model: ContractModel, quote: str) -> bool:
    """Whether ``quote`` stands in the contract's table of contents (and nowhere else)."""
    if not model.contents:
        return False
    at = model.text.find(quote.strip())
    return at != -1 and model.in_contents(at, at + len(quote.strip()))


def _term_days(prescreen: PrescreenResult) -> int | None:
    if prescreen.start_date and prescreen.end_date and prescreen.end_date > prescreen.start_date:
        return (prescreen.end_date - prescreen.start_date).days
    return None


_OTHER_LAW = {
    "ru": "Проверьте это условие по применимому праву ({country}): российские кодексы здесь не действуют.",
    "en": "Check this clause against the governing law ({country}).",
}


def _for_regime(finding: Finding, regime: Regime, lang: Lang) -> Finding:
    """The finding's advice for the reader's party, its statute citations only those of the governing law."""
    item = CHECKLIST_BY_ID.get(finding.category)
    recommendation = finding.recommendation
    variant = advice_for(finding.category, regime)
    if item is not None and variant is not None and recommendation == item.recommendation.get(lang):
        recommendation = variant.get(lang)
    explanation = regime.cite(finding.explanation)
    advice = regime.cite(recommendation)
    if regime.country not in ("RU", None) and advice != recommendation:
        country = country_name(regime.country, lang)
        advice = f"{advice} {_OTHER_LAW[lang].format(country=country)}".strip()
    if explanation == finding.explanation and advice == finding.recommendation:
        return finding
    update = {"explanation": explanation or item_why(finding, lang), "recommendation": advice}
    return finding.model_copy(update=update)


def item_why(finding: Finding, lang: Lang) -> str:
    item = CHECKLIST_BY_ID.get(finding.category)
    return item.why.get(lang) if item else finding.explanation


def _limit_per_item(findings: list[Finding]) -> list[Finding]:
    """At most ``max_findings`` per item and reading (its title), the most severe first (``findings`` arrive
    sorted)."""
    counts: dict[tuple[str, str], int] = {}
    out: list[Finding] = []
    for f in findings:
        key = (f.category, f.title)
        counts[key] = counts.get(key, 0) + 1
        if counts[key] <= CHECKLIST_BY_ID[f.category].max_findings:
            out.append(f)
    return out
