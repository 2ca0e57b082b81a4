"""The chat summary speaks like the report: Russian money and dates, the disclaimer."""

from __future__ import annotations

from datetime import UTC, date, datetime

from chalicelib.bot.summary import report_file_name, report_summary
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
    first = report_summary(report).splitlines()[0]
    assert first == "⚖️ Отчёт в интересах стороны «Курсант» (выбрана пользователем)"


def _report(language: str, filename: str, **fields: object) -> Report:
    return Report(
        session_id="s-2",
        generated_at=datetime(2026, 11, 30, tzinfo=UTC),
        source=SourceInfo(filename=filename, pages=1, chars=900, ocr_used=False, language=language),  # type: ignore[arg-type]
        prescreen=PrescreenResult(contract_type="supply", parties=["Acme Inc."]),
        findings=[],
        risk_score=40,
        provider="rules",
        **fields,  # type: ignore[arg-type]
    )


def test_the_first_line_says_whose_side_the_report_takes() -> None:
    text = report_summary(_report("ru", "dogovor.pdf", side="Покупатель"))
    assert text.splitlines()[0] == "⚖️ Отчёт в интересах стороны «Покупатель»"
    assert (
        report_summary(_report("ru", "dogovor.pdf")).splitlines()[0].startswith("⚖️ Отчёт без учёта стороны")
    )


def test_an_english_contract_gets_an_all_english_summary() -> None:
    text = report_summary(
        _report(
            "en",
            "supply.pdf",
            side="Distributor",
            disclaimer="This report does not replace a consultation with a lawyer.",
        )
    )
    assert text.splitlines()[0] == "⚖️ Reviewed for the Distributor"
    assert "Risk: 40/100 (medium)" in text and "Type: supply" in text and "Parties: Acme Inc." in text
    assert not any("а" <= char <= "я" or char in "ёЁ" for char in text.lower()), text


def test_the_report_file_is_named_after_the_contract() -> None:
    assert (
        report_file_name(_report("ru", "Договор поставки № 15.docx")) == "Отчёт — Договор поставки № 15.pdf"
    )
    assert report_file_name(_report("ru", "photo.jpg")) == "Отчёт — Договор поставки.pdf"
    assert report_file_name(_report("en", "pages.pdf"), "md") == "Report — Supply Agreement.md"
    assert report_file_name(_report("ru", "a/b:c?.pdf")) == "Отчёт — b c.pdf"
