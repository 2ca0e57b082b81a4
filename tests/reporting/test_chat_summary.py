"""The chat summary speaks like the report: Russian money and dates, the disclaimer."""

from __future__ import annotations

from datetime import UTC, date, datetime

from chalicelib.bot.summary import report_summary
from chalicelib.models import PrescreenResult, Report, SourceInfo


def test_the_chat_summary_writes_money_and_dates_as_people_do() -> None:
    report = Report(
        session_id="s-1",
        generated_at=datetime(2026, 11, 30, tzinfo=UTC),
        source=SourceInfo(filename="dogovor.pdf", pages=3, chars=5000, ocr_used=False, language="ru"),
        prescreen=PrescreenResult(
            contract_type="supply",
            parties=["ООО «Альфа»", "ООО «Бета»"],
            total_amount=4_800_000,
            currency="RUB",
            start_date=date(2025, 3, 15),
            end_date=date(2026, 3, 14),
        ),
        findings=[],
        risk_score=20,
        provider="rules",
    )
    text = report_summary(report)
    assert "Тип: поставка" in text
    assert "Цена: 4\u00a0800\u00a0000\u00a0₽" in text
    assert "Срок: с 15\u00a0марта 2025\u00a0г. по 14\u00a0марта 2026\u00a0г." in text
    assert "Отчёт не заменяет консультацию юриста" in text


def test_the_chat_summary_names_the_side_and_why() -> None:
    report = Report(
        session_id="s-2",
        generated_at=datetime(2026, 11, 30, tzinfo=UTC),
        source=SourceInfo(filename="dogovor.pdf", pages=1, chars=900, ocr_used=False, language="ru"),
        prescreen=PrescreenResult(contract_type="services"),
        findings=[],
        risk_score=10,
        provider="rules",
        side="Курсант",
        side_basis="requested",
        side_reason="выбрана пользователем",
    )
    assert "Для стороны: «Курсант» (выбрана пользователем)" in report_summary(report)
