"""A valid DOCX whose table merges cells in a way python-docx cannot resolve still reads as Word shows it."""

from __future__ import annotations

import io
from typing import Any

import docx
import pytest
from docx.enum.text import WD_BREAK
from docx.oxml.ns import qn
from docx.oxml.parser import OxmlElement

from chalicelib.extraction import ExtractionSettings, extract_document
from chalicelib.extraction.docx_numbering import W
from chalicelib.extraction.office import _raw_text_pages

_PREAMBLE = (
    "Общество с ограниченной ответственностью «Ромашка», именуемое в дальнейшем «Исполнитель», и "
    "Иванов Иван Иванович, именуемый в дальнейшем «Заказчик», заключили настоящий договор о нижеследующем."
)
_CLAUSE = "1.1. Исполнитель обязуется оказать услуги по ремонту квартиры, а Заказчик обязуется их оплатить."


def _docx_with_unresolvable_merge() -> bytes:
    """Row 1 spans the first two grid columns in one cell; row 2 continues a vertical merge at grid
    column 1, where row 1 has no cell starting: Word draws it, python-docx raises on ``row.cells``."""
    document: Any = docx.Document()
    document.add_heading("ДОГОВОР ОКАЗАНИЯ УСЛУГ", level=1)
    document.add_paragraph(_PREAMBLE)
    table = document.add_table(rows=2, cols=3)
    grid = [["Стороны договора", "", "Подпись"], ["Исполнитель", "", "Заказчик"]]
    for row, texts in zip(table.rows, grid, strict=True):
        for cell, text in zip(row.cells, texts, strict=True):
            cell.text = text
    first, second = table.rows[0]._tr, table.rows[1]._tr
    first.remove(first.tc_lst[1])
    span = OxmlElement("w:gridSpan")
    span.set(qn("w:val"), "2")
    first.tc_lst[0].get_or_add_tcPr().append(span)
    second.tc_lst[1].get_or_add_tcPr().append(OxmlElement("w:vMerge"))  # "continue" by default
    document.add_paragraph(_CLAUSE)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_python_docx_itself_refuses_the_merge() -> None:
    reopened: Any = docx.Document(io.BytesIO(_docx_with_unresolvable_merge()))
    with pytest.raises(ValueError, match="grid_offset"):
        _ = reopened.tables[0].rows[1].cells


def test_docx_with_an_unresolvable_merge_is_read_not_refused() -> None:
    document = extract_document(_docx_with_unresolvable_merge(), "contract.docx", ExtractionSettings())
    markdown = document.markdown
    assert "# ДОГОВОР ОКАЗАНИЯ УСЛУГ" in markdown
    assert _PREAMBLE in markdown and _CLAUSE in markdown
    assert "| Стороны договора | Подпись |" in markdown
    assert "| Исполнитель |  | Заказчик |" in markdown
    assert markdown.index(_PREAMBLE) < markdown.index("Стороны договора") < markdown.index(_CLAUSE)


def test_raw_xml_fallback_keeps_paragraphs_order_and_page_breaks() -> None:
    document: Any = docx.Document()
    document.add_paragraph("Первый абзац\tс табуляцией.")
    table = document.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text = "Ячейка А"
    table.rows[0].cells[1].text = "Ячейка Б"
    document.add_paragraph("Второй абзац.").add_run().add_break(WD_BREAK.PAGE)
    document.add_paragraph("Третий абзац на новой странице.")
    body = document.element.body
    assert body.tag == f"{W}body"
    assert _raw_text_pages(body) == [
        "Первый абзац с табуляцией.\n\nЯчейка А\n\nЯчейка Б\n\nВторой абзац.",
        "Третий абзац на новой странице.",
    ]
