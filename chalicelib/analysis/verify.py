"""The LLM stage: verify rule candidates in batches and, for deep analysis, review chunks for missed items."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TypeVar

from chalicelib.analysis.checklist import ChecklistItem, Lang
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.chunking import batched, chunk_budget_chars
from chalicelib.analysis.findings import Grounder, make_finding, rules_findings
from chalicelib.analysis.prompts import (
    Perspective,
    ReviewAnswer,
    VerifyAnswer,
    describe_facts,
    review_prompt,
    system_prompt,
    verify_prompt,
)
from chalicelib.analysis.rules import Candidate
from chalicelib.clauses.text import PageIndex, Span
from chalicelib.llm.port import LlmError, LlmProvider
from chalicelib.models import Finding
from chalicelib.observability import logger
from chalicelib.privacy import Masker

_G = TypeVar("_G")


@dataclass
class StageResult:
    """Findings of one or more LLM calls and what they cost."""

    findings: list[Finding] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    dropped_by_llm: int = 0
    dropped_ungrounded: int = 0
    fallback_batches: int = 0
    calls: int = 0
    model: str | None = None

    def add(self, other: StageResult) -> None:
        self.findings.extend(other.findings)
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.dropped_by_llm += other.dropped_by_llm
        self.dropped_ungrounded += other.dropped_ungrounded
        self.fallback_batches += other.fallback_batches
        self.calls += other.calls
        self.model = other.model or self.model


class LlmReviewer:
    def __init__(
        self,
        provider: LlmProvider,
        text: str,
        lang: Lang,
        *,
        mask: bool,
        batch_size: int,
        context_tokens: int,
        concurrency: int,
        perspective: Perspective | None = None,
    ) -> None:
        self._provider = provider
        self._perspective = perspective or Perspective()
        self._text = text
        self._lang = lang
        self._masker = Masker() if mask else None
        if self._masker:
            self._masker.scan(text)
        self._grounder = Grounder(text)
        self._pages = PageIndex(text)
        self._batch_size = max(1, batch_size)
        self._budget = chunk_budget_chars(context_tokens)
        self._concurrency = max(1, concurrency)

    def verify(self, candidates: Sequence[Candidate]) -> StageResult:
        groups = batched(
            candidates, self._batch_size, self._budget, lambda c: c.context.end - c.context.start + 200
        )
        return self._run(groups, self._verify_batch)

    def review(self, chunks: Sequence[Span], items: Sequence[ChecklistItem]) -> StageResult:
        if not items:
            return StageResult()
        return self._run([[c] for c in chunks], lambda group: self._review_chunk(group[0], items))

    def _run(self, groups: Sequence[list[_G]], work: Callable[[list[_G]], StageResult]) -> StageResult:
        total = StageResult()
        with ThreadPoolExecutor(max_workers=self._concurrency) as pool:
            for result in pool.map(work, groups):
                total.add(result)
        return total

    def _mask(self, span: Span) -> str:
        if self._masker is None:
            return self._text[span.start : span.end]
        return self._masker.mask_range(self._text, span.start, span.end)

    def _unmask(self, text: str) -> str:
        return self._masker.unmask(text) if self._masker else text

    def _verify_batch(self, batch: list[Candidate]) -> StageResult:
        entries = [(c.id, CHECKLIST_BY_ID[c.item_id], self._mask(c.context)) for c in batch]
        notes = {c.id: self._note(c) for c in batch}
        try:
            answer = self._provider.complete_json(
                system=system_prompt(self._lang, self._perspective),
                user=verify_prompt(entries, self._lang, notes),
                schema=VerifyAnswer,
            )
        except LlmError as exc:
            # After the provider's own retries a slow, throttled, failing or garbling model costs the
            # verification of this batch, never the report: the rules' findings stand, marked unverified.
            logger.warning("LLM batch fell back to the rules", extra={"kind": exc.kind})
            return StageResult(findings=self._rules(batch), fallback_batches=1, calls=1)
        result = StageResult(
            prompt_tokens=answer.prompt_tokens,
            completion_tokens=answer.completion_tokens,
            calls=1,
            model=answer.model,
        )
        verdicts = {v.candidate_id: v for v in answer.value.verdicts}
        for c in batch:
            verdict = verdicts.get(c.id)
            if verdict is None:
                result.findings.extend(self._rules([c]))
                continue
            if not verdict.relevant:
                result.dropped_by_llm += 1
                continue
            quote = self._unmask(verdict.quote).strip() or c.quote
            if not self._grounder.grounded(quote):
                result.dropped_ungrounded += 1
                continue
            finding = make_finding(
                CHECKLIST_BY_ID[c.item_id],
                verdict.severity,
                quote,
                self._page_of(quote, c.page),
                self._lang,
                explanation=self._unmask(verdict.explanation),
                recommendation=self._unmask(verdict.recommendation),
            )
            finding.favours = self._perspective.name(c.favours)
            if c.reading is not None:
                finding.title = c.reading.title.get(self._lang)
            result.findings.append(finding)
        return result

    def _rules(self, batch: list[Candidate]) -> list[Finding]:
        return rules_findings(batch, self._lang, self._perspective.names)

    def _note(self, c: Candidate) -> str:
        note = describe_facts(c.facts, self._perspective)
        favours = self._perspective.name(c.favours)
        reading = f"reading: {c.reading.title.en}" if c.reading else ""
        parts = [
            p
            for p in (note, reading, f"favours: {favours}" if favours else "", f"rule severity: {c.severity}")
            if p
        ]
        return "; ".join(parts)

    def _review_chunk(self, chunk: Span, items: Sequence[ChecklistItem]) -> StageResult:
        allowed = {item.id: item for item in items}
        try:
            answer = self._provider.complete_json(
                system=system_prompt(self._lang, self._perspective),
                user=review_prompt(self._mask(chunk), items, self._lang),
                schema=ReviewAnswer,
            )
        except LlmError as exc:
            logger.warning("LLM chunk review skipped", extra={"kind": exc.kind})
            return StageResult(fallback_batches=1, calls=1)
        result = StageResult(
            prompt_tokens=answer.prompt_tokens,
            completion_tokens=answer.completion_tokens,
            calls=1,
            model=answer.model,
        )
        for found in answer.value.findings:
            item = allowed.get(found.item_id)
            quote = self._unmask(found.quote).strip()
            if item is None:
                result.dropped_by_llm += 1
                continue
            if not self._grounder.grounded(quote):
                result.dropped_ungrounded += 1
                continue
            result.findings.append(
                make_finding(
                    item,
                    found.severity,
                    quote,
                    self._page_of(quote, None),
                    self._lang,
                    explanation=self._unmask(found.explanation),
                    recommendation=self._unmask(found.recommendation),
                )
            )
        return result

    def _page_of(self, quote: str, default: int | None) -> int | None:
        head = quote[:40]
        at = self._text.find(head)
        return self._pages.page_at(at) if at >= 0 else default
