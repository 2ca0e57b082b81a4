"""Fixture documents for the extraction tests, all generated in code (session-scoped: built once)."""

from __future__ import annotations

import io
from typing import Any

import pytest
from extraction.extraction_samples import (
    EN_CLAUSES,
    EN_PREAMBLE,
    EN_TITLE,
    RU_CLAUSES,
    RU_PREAMBLE,
    RU_TITLE,
    contract_html,
    scanned_pdf,
    story_pdf,
)

from chalicelib.extraction import ExtractionSettings


@pytest.fixture
def limits() -> ExtractionSettings:
    return ExtractionSettings(time_budget_seconds=60)


@pytest.fixture(scope="session")
def ru_pdf() -> bytes:
    return story_pdf(contract_html(RU_TITLE, RU_PREAMBLE, RU_CLAUSES))


@pytest.fixture(scope="session")
def en_pdf() -> bytes:
    return story_pdf(contract_html(EN_TITLE, EN_PREAMBLE, EN_CLAUSES))


@pytest.fixture(scope="session")
def ru_pdf_with_footer() -> bytes:
    """Four pages of the Russian contract, each with a running footer and a page number."""
    return story_pdf(
        contract_html(RU_TITLE, RU_PREAMBLE, RU_CLAUSES),
        pages_of_copies=4,
        footer="ООО «Альфа-Мебель» · конфиденциально",
    )


@pytest.fixture(scope="session")
def ru_scan_pdf(ru_pdf: bytes) -> bytes:
    return scanned_pdf(ru_pdf, dpi=200)


@pytest.fixture(scope="session")
def docx_bytes() -> bytes:
    """A DOCX with heading styles, Word's automatic numbering and bullets, a table and a page break."""
    import docx
    from docx.enum.text import WD_BREAK

    document: Any = docx.Document()
    document.add_heading("Договор оказания услуг", level=1)
    document.add_paragraph(
        "г. Москва, 1 апреля 2024 г. ООО «Гамма» (Исполнитель) и ИП Петров П. П. (Заказчик)."
    )
    document.add_heading("Предмет договора", level=2)
    document.add_paragraph("Исполнитель оказывает услуги по уборке помещений.", style="List Number")
    document.add_paragraph("Заказчик принимает и оплачивает услуги ежемесячно.", style="List Number")
    document.add_paragraph("уборка офиса", style="List Bullet")
    document.add_paragraph("вывоз мусора", style="List Bullet")
    table = document.add_table(rows=3, cols=3)
    for row, values in zip(
        table.rows,
        [("Услуга", "Кол-во", "Цена"), ("Уборка", "20", "50 000"), ("Вывоз", "4", "8 000")],
        strict=True,
    ):
        for cell, value in zip(row.cells, values, strict=True):
            cell.text = value
    breaker = document.add_paragraph("Неустойка составляет 0,5 % за каждый день просрочки оплаты услуг.")
    breaker.add_run().add_break(WD_BREAK.PAGE)
    document.add_heading("Подписи сторон", level=2)
    document.add_paragraph("Исполнитель: ООО «Гамма». Заказчик: ИП Петров П. П. " * 3)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()
