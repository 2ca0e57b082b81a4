"""DOCX page numbers from the file's own breaks: hard, rendered (Word's last layout) and section breaks."""

from __future__ import annotations

import io
from typing import Any

from chalicelib.extraction import ExtractionSettings, extract_document
from chalicelib.pipeline.stages import has_page_numbers

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_CLAUSES = (
    "1. Исполнитель оказывает Заказчику услуги по уборке помещений в сроки, согласованные сторонами.",
    "2. Стоимость услуг составляет 90 000 (девяносто тысяч) рублей за весь срок действия договора.",
    "3. За просрочку оплаты Заказчик уплачивает пени в размере 0,1 % за каждый день просрочки.",
)


def _document() -> Any:
    import docx

    document = docx.Document()
    for clause in _CLAUSES:
        document.add_paragraph(clause)
    return document


def _bytes(document: Any) -> bytes:
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _pages(data: bytes, limits: ExtractionSettings) -> list[str]:
    markdown = extract_document(data, "contract.docx", limits).markdown
    return markdown.split("<!-- page ")[1:]


def _rendered_break(paragraph: Any) -> None:
    """What Word writes where its layout last ended a page: inside a run, between two words."""
    from docx.oxml import OxmlElement

    run = paragraph.runs[0]
    head, _, tail = run.text.partition(" в ")
    run.text = head + " в "
    tail_text = OxmlElement("w:t")
    tail_text.text = tail
    run._r.append(OxmlElement("w:lastRenderedPageBreak"))
    run._r.append(tail_text)


def test_a_hard_page_break_starts_the_next_page(limits: ExtractionSettings) -> None:
    from docx.enum.text import WD_BREAK

    document = _document()
    document.paragraphs[0].add_run().add_break(WD_BREAK.PAGE)
    pages = _pages(_bytes(document), limits)
    assert len(pages) == 2
    assert "уборке" in pages[0] and "90 000" in pages[1] and "пени" in pages[1]


def test_word_s_rendered_breaks_give_the_pages_it_showed(limits: ExtractionSettings) -> None:
    document = _document()
    _rendered_break(document.paragraphs[0])  # the first clause runs over to page 2
    _rendered_break(document.paragraphs[1])  # and the price clause over to page 3
    pages = _pages(_bytes(document), limits)
    assert len(pages) == 3
    assert "уборке помещений в сроки" in pages[0], "a clause is cited on the page it starts on"
    assert "90 000" in pages[1] and "пени" in pages[2]


def test_a_rendered_break_at_a_hard_break_is_one_page_start(limits: ExtractionSettings) -> None:
    from docx.enum.text import WD_BREAK
    from docx.oxml import OxmlElement

    document = _document()
    document.paragraphs[0].add_run().add_break(WD_BREAK.PAGE)
    first_run = document.paragraphs[1].runs[0]._r
    first_run.insert(0, OxmlElement("w:lastRenderedPageBreak"))
    pages = _pages(_bytes(document), limits)
    assert len(pages) == 2
    assert "90 000" in pages[1]


def test_page_break_before_and_a_new_page_section(limits: ExtractionSettings) -> None:
    from docx.enum.section import WD_SECTION

    document = _document()
    document.paragraphs[1].paragraph_format.page_break_before = True
    document.add_section(WD_SECTION.NEW_PAGE)
    document.add_paragraph("4. Подписи сторон: Заказчик и Исполнитель.")
    pages = _pages(_bytes(document), limits)
    assert len(pages) == 3
    assert "уборке" in pages[0] and "90 000" in pages[1] and "Подписи" in pages[2]


def test_a_continuous_section_stays_on_its_page(limits: ExtractionSettings) -> None:
    from docx.enum.section import WD_SECTION

    document = _document()
    document.add_section(WD_SECTION.CONTINUOUS)
    document.add_paragraph("4. Подписи сторон: Заказчик и Исполнитель.")
    assert len(_pages(_bytes(document), limits)) == 1


def test_a_docx_without_breaks_has_no_page_numbers(limits: ExtractionSettings) -> None:
    document = extract_document(_bytes(_document()), "contract.docx", limits)
    assert document.pages == 1
    assert not has_page_numbers(document.detected_format, document.pages)


def test_a_docx_with_breaks_keeps_its_page_numbers(limits: ExtractionSettings) -> None:
    from docx.enum.text import WD_BREAK

    source = _document()
    source.paragraphs[0].add_run().add_break(WD_BREAK.PAGE)
    document = extract_document(_bytes(source), "contract.docx", limits)
    assert has_page_numbers(document.detected_format, document.pages)
    assert has_page_numbers("pdf", 1)
