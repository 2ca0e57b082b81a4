"""The протокол разногласий (schedule of proposed amendments) as a DOCX, built with python-docx."""

from __future__ import annotations

import io
from dataclasses import dataclass
from html import escape

from docx import Document
from docx.document import Document as DocxDocument
from docx.enum.section import WD_ORIENT
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls
from docx.shared import Cm, Pt
from docx.table import Table

from chalicelib.amendments.protocol import Amendment, Protocol
from chalicelib.amendments.wording import Lang
from chalicelib.messages import text


@dataclass(frozen=True)
class Labels:
    title: str
    to_contract: str
    number: str
    dated: str
    parties: str
    written_for: str
    intro: str
    columns: tuple[str, str, str, str, str]
    new_clause: str
    absent: str
    paragraph_of: str
    signed: str
    signature: str
    no_rows: str


def _labels(lang: Lang) -> Labels:
    """The document's fixed words in one language (the catalogues' ``amendments.*`` ids)."""

    def word(key: str) -> str:
        return text(lang, f"amendments.{key}")

    columns = ("number", "clause", "current", "proposed", "reason")
    return Labels(
        title=word("title"),
        to_contract=word("to_contract"),
        number=word("number"),
        dated=word("dated"),
        parties=word("parties"),
        written_for=word("written_for"),
        intro=word("intro"),
        columns=(
            word(f"column.{columns[0]}"),
            word(f"column.{columns[1]}"),
            word(f"column.{columns[2]}"),
            word(f"column.{columns[3]}"),
            word(f"column.{columns[4]}"),
        ),
        new_clause=word("new_clause"),
        absent=word("absent"),
        paragraph_of=word("paragraph_of"),
        signed=word("signed"),
        signature=word("signature"),
        no_rows=word("no_rows"),
    )


LABELS: dict[Lang, Labels] = {"ru": _labels("ru"), "en": _labels("en")}
_WIDTHS = (Cm(1.1), Cm(2.7), Cm(8.2), Cm(8.2), Cm(5.5))


def render_protocol(protocol: Protocol) -> bytes:
    words = LABELS[protocol.lang]
    document = Document()
    _page_setup(document)
    _heading(document, protocol, words)
    if protocol.rows:
        _rows_table(document, protocol.rows, words)
    else:
        document.add_paragraph(words.no_rows)
    _signatures(document, protocol, words)
    note = document.add_paragraph()
    note.add_run(protocol.disclaimer).italic = True
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _page_setup(doc: DocxDocument) -> None:
    section = doc.sections[0]
    section.orientation = WD_ORIENT.LANDSCAPE
    section.page_width, section.page_height = Cm(29.7), Cm(21.0)
    for side in ("left_margin", "right_margin", "top_margin", "bottom_margin"):
        setattr(section, side, Cm(1.5))
    style = doc.styles["Normal"]
    style.font.name = "Times New Roman"
    style.font.size = Pt(10)


def _heading(doc: DocxDocument, protocol: Protocol, words: Labels) -> None:
    heading = protocol.heading
    title = doc.add_paragraph()
    title.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run = title.add_run(words.title)
    run.bold = True
    run.font.size = Pt(14)
    line = (
        f"{words.to_contract} «{heading.title}»"
        if protocol.lang == "ru"
        else f"{words.to_contract} {heading.title}"
    )
    if heading.number and heading.number not in heading.title:
        line += f" {words.number} {heading.number}"
    if heading.signed_on:
        stamp = (
            heading.signed_on.strftime("%d.%m.%Y") if protocol.lang == "ru" else heading.signed_on.isoformat()
        )
        line += f" {words.dated} {stamp}"
    subtitle = doc.add_paragraph(line)
    subtitle.alignment = WD_ALIGN_PARAGRAPH.CENTER
    if heading.parties:
        doc.add_paragraph(f"{words.parties}: " + "; ".join(heading.parties))
    if protocol.side:
        doc.add_paragraph(f"{words.written_for}: {protocol.side}")
    doc.add_paragraph(words.intro)


def _clause_cell(row: Amendment, words: Labels) -> str:
    if row.kind == "add" or row.clause_number is None:
        return words.new_clause if row.kind == "add" else "—"
    return row.clause_number if row.own_number else f"{words.paragraph_of} {row.clause_number}"


def _rows_table(document: DocxDocument, rows: tuple[Amendment, ...], words: Labels) -> None:
    """The table written as one piece of WordprocessingML: python-docx's cell API costs a tree search per
    cell and property, ten times the time of the rest of the document."""
    grid = "".join(f'<w:gridCol w:w="{width.twips}"/>' for width in _WIDTHS)
    header = _row_xml(words.columns, header=True)
    body = "".join(
        _row_xml(
            (
                str(n),
                _clause_cell(row, words),
                row.clause_text or words.absent,
                row.proposed,
                row.reason,
            ),
            italic_column=3 if row.kind == "advice" else None,
        )
        for n, row in enumerate(rows, start=1)
    )
    borders = "".join(
        f'<w:{edge} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
        for edge in ("top", "left", "bottom", "right", "insideH", "insideV")
    )
    table = parse_xml(
        f'<w:tbl {nsdecls("w")}><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:jc w:val="center"/>'
        f'<w:tblBorders>{borders}</w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr>'
        f"<w:tblGrid>{grid}</w:tblGrid>{header}{body}</w:tbl>"
    )
    document.element.body.insert_element_before(table, "w:sectPr")


def _row_xml(values: tuple[str, ...], *, header: bool = False, italic_column: int | None = None) -> str:
    cells = []
    for i, (value, width) in enumerate(zip(values, _WIDTHS, strict=True)):
        style = ("<w:b/>" if header else "") + ("<w:i/>" if i == italic_column else "")
        props = f"<w:rPr>{style}</w:rPr>" if style else ""
        text = escape(value, quote=False)
        cells.append(
            f'<w:tc><w:tcPr><w:tcW w:w="{width.twips}" w:type="dxa"/></w:tcPr>'
            f'<w:p><w:r>{props}<w:t xml:space="preserve">{text}</w:t></w:r></w:p></w:tc>'
        )
    repeat = "<w:trPr><w:tblHeader/><w:cantSplit/></w:trPr>" if header else ""
    return f"<w:tr>{repeat}{''.join(cells)}</w:tr>"


def _signatures(doc: DocxDocument, protocol: Protocol, words: Labels) -> None:
    doc.add_paragraph()
    doc.add_paragraph().add_run(words.signed).bold = True
    sides = [s for s in (protocol.heading.roles or (protocol.side, protocol.other_side)) if s]
    if len(sides) < 2:
        sides = sides + [words.parties] * (2 - len(sides))
    table: Table = doc.add_table(rows=1, cols=2)
    for cell, side in zip(table.rows[0].cells, sides[:2], strict=True):
        cell.text = ""
        cell.paragraphs[0].add_run(side).bold = True
        cell.add_paragraph(words.signature)
