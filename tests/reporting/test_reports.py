from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

import pymupdf as _pymupdf
import pytest

from chalicelib.models import AnalysisStats, Finding, PrescreenResult, Report, SourceInfo
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
    assert "- Тип договора: поставка" in md and "- Цена договора: 1\u00a0200\u00a0000\u00a0₽" in md
    assert "- Стороны: ООО «Альфа»; ООО «Бета»" in md
    assert "Оценка риска: 48 из 100 (средний)" in md
    assert md.index("## Высокий риск") < md.index("## Средний риск") < md.index("## Низкий риск")
    assert "### 1. Неустойка, штрафы, пени (стр. 2)" in md
    assert "> " + EN_QUOTE in md
    assert "**Что предложить.** Снизить до 0,1% в день." in md
    assert "без языковой модели" in md
    assert md.rstrip().endswith("*Отчёт не заменяет консультацию юриста.*"), "no English in a Russian report"


def test_the_disclaimer_comes_first_and_no_internal_terms_show(report: Report) -> None:
    md = render_markdown(report.model_copy(update={"review_advised": True}))
    assert md.index("Отчёт не заменяет консультацию юриста") < md.index("Оценка риска")
    for jargon in ("Уверенность", "предпроверк", "Маршрут", "углублённый анализ", "confidence", "|"):
        assert jargon not in md.replace("fees paid | hereunder", "")
    assert "покажите договор юристу" in md


def test_dates_and_money_in_russian_form(report: Report) -> None:
    prescreen = report.prescreen.model_copy(
        update={"total_amount": 4_800_000, "start_date": date(2025, 3, 15), "end_date": date(2026, 3, 14)}
    )
    md = render_markdown(report.model_copy(update={"prescreen": prescreen}))
    assert "- Цена договора: 4\u00a0800\u00a0000\u00a0₽" in md
    assert "- Срок: с 15\u00a0марта 2025\u00a0г. по 14\u00a0марта 2026\u00a0г." in md
    kopecks = prescreen.model_copy(update={"total_amount": 1500.5, "end_date": None})
    md = render_markdown(report.model_copy(update={"prescreen": kopecks}))
    assert "1\u00a0500,50\u00a0₽" in md and "- Срок: с 15\u00a0марта 2025\u00a0г." in md


def test_a_free_licence_and_the_dispute_forum_are_named_plainly(report: Report) -> None:
    prescreen = report.prescreen.model_copy(
        update={
            "contract_type": "license",
            "total_amount": 0,
            "has_arbitration": True,
            "dispute_forum": "arbitrazh_court",
        }
    )
    md = render_markdown(report.model_copy(update={"prescreen": prescreen}))
    assert "- Цена договора: бесплатно" in md
    assert "- Споры: арбитражный суд (государственный суд)" in md and "третейский" not in md
    tribunal = prescreen.model_copy(update={"dispute_forum": "arbitration"})
    tribunal_md = render_markdown(report.model_copy(update={"prescreen": tribunal}))
    assert "- Споры: третейский суд (арбитраж)" in tribunal_md


def test_an_english_contract_gets_an_english_report(report: Report) -> None:
    english = report.model_copy(
        update={
            "source": report.source.model_copy(update={"language": "en"}),
            "prescreen": report.prescreen.model_copy(
                update={"total_amount": 1_500_000, "currency": "USD", "start_date": date(2021, 3, 5)}
            ),
        }
    )
    md = render_markdown(english)
    assert md.startswith("# Contract review report")
    assert "**This report does not replace a consultation with a lawyer.**" in md
    assert "- Contract price: $1,500,000" in md and "- Term: from March 5, 2021" in md
    assert "Risk score: 48 of 100 (medium)" in md and "## High risk" in md
    body = md.split("---")[0]
    russian_labels = ("Отчёт", "Тип договора", "Стороны:", "Оценка", "Почему", "Что предложить", "Высокий")
    assert not any(label in body for label in russian_labels)


def test_the_side_is_stated_at_the_top_when_the_report_has_one(report: Report) -> None:
    sided = report.model_copy(update={"side": "Покупатель"})  # Report.side is a field now
    md = render_markdown(sided)
    assert md.index("Проверено в интересах стороны: **Покупатель**") < md.index("Оценка риска")
    _text, doc = _pdf_text(render_pdf(sided))
    first_page = " ".join(doc[0].get_text().split())
    assert "Проверено в интересах стороны: Покупатель" in first_page


def test_the_side_line_says_why_the_report_is_for_that_side(report: Report) -> None:
    sided = report.model_copy(
        update={
            "side": "Заказчик",
            "side_basis": "individual",
            "side_reason": "по умолчанию: физическое лицо, потребитель",
        }
    )
    md = render_markdown(sided)
    assert "Проверено в интересах стороны: **Заказчик** (по умолчанию: физическое лицо, потребитель)" in md
    _text, doc = _pdf_text(render_pdf(sided))
    first_page = " ".join(doc[0].get_text().split())
    assert "Заказчик (по умолчанию: физическое лицо, потребитель)" in first_page
    english = sided.model_copy(
        update={
            "source": report.source.model_copy(update={"language": "en"}),
            "side": "Tester",
            "side_basis": "requested",
            "side_reason": "chosen by the user",
        }
    )
    assert "Reviewed for: **Tester** (chosen by the user)" in render_markdown(english)


def test_text_recognised_from_an_image_is_said_with_its_quality(report: Report) -> None:
    class SourceWithOcr(SourceInfo):
        ocr_pages: int = 0
        ocr_confidence: float | None = None

    scanned = report.model_copy(
        update={
            "source": SourceWithOcr(
                **{**report.source.model_dump(exclude={"ocr_pages", "ocr_confidence"}), "ocr_used": True},
                ocr_pages=2,
                ocr_confidence=0.87,
            )
        }
    )
    md = render_markdown(scanned)
    assert "- Текст: распознан с изображения (2 из 3 стр.); качество распознавания 87 %" in md
    plain = report.model_copy(update={"source": report.source.model_copy(update={"ocr_used": True})})
    assert "- Текст: распознан с изображения\n" in render_markdown(plain)
    assert "распознан" not in render_markdown(report)


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
    assert "языковая модель (openai, m)" in md


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
    ):
        assert expected in flat
    first_page = " ".join(doc[0].get_text().split())
    assert "Отчёт не заменяет консультацию юриста." in first_page
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
