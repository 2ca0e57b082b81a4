"""Reports to build documents from: the sample contract through the rules, and hand-made findings."""

from __future__ import annotations

import io
from datetime import UTC, date, datetime

from docx import Document
from support import ROOT

from chalicelib.analysis import analyze_contract
from chalicelib.models import ContractRole, Finding, PrescreenResult, Report, SourceInfo
from chalicelib.prescreen import run_prescreen
from chalicelib.settings import Settings

CONTRACT = (ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8")
NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
SESSION = "20261201t090000-0123456789ab"


def sample_report(markdown: str = CONTRACT, side: str | None = None, filename: str = "договор.md") -> Report:
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    prescreen = run_prescreen(markdown, settings.prescreen, None)
    outcome = analyze_contract(markdown, prescreen, None, settings=settings.analysis, side=side)
    source = SourceInfo(filename=filename, pages=1, chars=len(markdown), ocr_used=False, language="ru")
    return outcome.to_report(session_id=SESSION, source=source, prescreen=prescreen, generated_at=NOW)


def finding(category: str, quote: str, **extra: str) -> Finding:
    return Finding(
        id=f"{category}-1",
        category=category,
        severity="high",
        title=extra.get("title", category),
        quote=quote,
        explanation=extra.get("explanation", "Почему это риск."),
        recommendation=extra.get("recommendation", "Что попросить."),
        favours=extra.get("favours"),
    )


def report_of(
    findings: list[Finding],
    *,
    language: str = "ru",
    side: str | None = "Покупатель",
    end_date: date | None = None,
    contract_type: str = "supply",
) -> Report:
    prescreen = PrescreenResult(
        contract_type=contract_type,  # type: ignore[arg-type]
        parties=["ООО «Альфа»", "ООО «Бета»"],
        roles=[ContractRole(role="Покупатель", weaker=True), ContractRole(role="Поставщик")],
        end_date=end_date,
    )
    source = SourceInfo(filename="договор.docx", pages=1, chars=1, ocr_used=False, language=language)  # type: ignore[arg-type]
    return Report(
        session_id=SESSION,
        generated_at=NOW,
        source=source,
        prescreen=prescreen,
        findings=findings,
        risk_score=50,
        provider="rules",
        side=side,
    )


def docx_of(paragraphs: list[str | list[tuple[str, bool]]]) -> bytes:
    """A DOCX whose paragraphs are plain strings or runs of (text, bold)."""
    document = Document()
    for paragraph in paragraphs:
        if isinstance(paragraph, str):
            document.add_paragraph(paragraph)
            continue
        target = document.add_paragraph()
        for text, bold in paragraph:
            target.add_run(text).bold = bold
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()
