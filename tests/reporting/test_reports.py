from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

import pymupdf as _pymupdf
import pytest

from chalicelib.models import DISCLAIMER, AnalysisStats, Finding, PrescreenResult, Report, SourceInfo
from chalicelib.reporting import render_markdown, render_pdf

fitz: Any = _pymupdf

EN_QUOTE = "In no event shall either party's aggregate liability exceed the fees paid | hereunder."


@pytest.fixture
def report() -> Report:
    findings = [
        Finding(
            id="penalty-1",
            category="penalty",
            severity="high",
            title="Неустойка, штрафы, пени",
            quote="Покупатель уплачивает неустойку 1% за каждый день просрочки.",
            explanation="Ставка 1% в день чрезмерна.",
            recommendation="Снизить до 0,1% в день.",
            page=2,
        ),
        Finding(
            id="liability_cap-1",
            category="liability_cap",
            severity="medium",
            title="Ограничение ответственности",
            quote=EN_QUOTE,
            explanation="Лимит низкий.",
            recommendation="Поднять лимит.",
            page=None,
        ),
        Finding(
            id="jurisdiction-1",
            category="jurisdiction",
            severity="low",
            title="Подсудность и применимое право",
            quote="Споры рассматриваются в Арбитражном суде города Москвы.",
            explanation="Обычное условие.",
            recommendation="Оставить.",
            page=3,
        ),
    ]
    return Report(
        session_id="s-1",
        generated_at=datetime(2026, 11, 30, tzinfo=UTC),
        source=SourceInfo(filename="dogovor.pdf", pages=3, chars=5000, ocr_used=False, language="ru"),
        prescreen=PrescreenResult(
            contract_type="supply",
            parties=["ООО «Альфа»", "ООО «Бета»"],
            total_amount=1200000,
            currency="RUB",
            start_date=date(2025, 1, 1),
            has_penalty_clause=True,
            confidence_score=0.8,
        ),
        findings=findings,
        risk_score=48,
        provider="rules",
        stats=AnalysisStats(candidates=10),
    )


def test_markdown_has_summary_score_findings_by_severity_and_disclaimer(report: Report) -> None:
    md = render_markdown(report)
    assert md.startswith("# Отчёт о проверке договора")
    assert "| Тип договора | поставка |" in md and "| Сумма | 1\u00a0200\u00a0000 RUB |" in md
    assert "ООО «Альфа»; ООО «Бета»" in md
    assert "Оценка риска: 48 из 100 (средний)" in md
    assert md.index("## Высокий риск") < md.index("## Средний риск") < md.index("## Низкий риск")
    assert "### 1. Неустойка, штрафы, пени (стр. 2)" in md
    assert "> " + EN_QUOTE in md
    assert "**Что предложить.** Снизить до 0,1% в день." in md
    assert "без проверки языковой моделью" in md
    assert md.rstrip().endswith(f"*{DISCLAIMER}*")


def test_markdown_says_so_when_nothing_is_found(report: Report) -> None:
    empty = report.model_copy(
        update={
            "findings": [],
            "risk_score": 0,
            "provider": "openai",
            "model": "m",
            "stats": AnalysisStats(llm_verified=True),
        }
    )
    md = render_markdown(empty)
    assert "Рисков по чек-листу не найдено." in md
    assert "языковая модель (openai, модель m)" in md


def _pdf_text(data: bytes) -> tuple[str, Any]:
    doc = fitz.open(stream=data, filetype="pdf")
    text = "\n".join(page.get_text() for page in doc)
    return text, doc


def test_pdf_renders_cyrillic_and_verbatim_quotes_on_phone_sized_pages(report: Report) -> None:
    data = render_pdf(report)
    assert data.startswith(b"%PDF")
    text, doc = _pdf_text(data)
    flat = " ".join(text.split())
    for expected in (
        "Отчёт о проверке договора",
        "Высокий риск",
        "Средний риск",
        "Низкий риск",
        "Оценка риска: 48",
        "неустойку 1% за каждый день",
        "aggregate liability exceed the fees paid | hereunder",
        DISCLAIMER,
    ):
        assert expected in flat
    page = doc[0].rect
    assert page.width < page.height and page.width <= 400
    assert f"1 / {doc.page_count}" in doc[0].get_text()


def test_pdf_grows_to_more_pages_for_many_findings(report: Report) -> None:
    many = report.model_copy(update={"findings": report.findings * 12})
    text, doc = _pdf_text(render_pdf(many))
    assert doc.page_count > 2
    assert text.count("Почему это важно.") == len(many.findings)


def test_markup_in_quotes_is_shown_literally(report: Report) -> None:
    odd = report.findings[0].model_copy(update={"quote": "Price <b>USD</b> & fees\n# not a heading"})
    md = render_markdown(report.model_copy(update={"findings": [odd]}))
    assert "> Price <b>USD</b> & fees\n> # not a heading" in md
    text, _doc = _pdf_text(render_pdf(report.model_copy(update={"findings": [odd]})))
    assert "Price <b>USD</b> & fees" in " ".join(text.split())
