"""DOCX (styles to headings, automatic numbering, tables, page breaks) and RTF readers."""

from __future__ import annotations

import io
import itertools
import re
import struct
import zipfile
import zlib
from typing import Any

from chalicelib import regexes
from chalicelib.extraction import rejections
from chalicelib.extraction.archive import Package, read_package
from chalicelib.extraction.docx_numbering import BULLET, Numbering, W, style_chain
from chalicelib.extraction.limits import Deadline
from chalicelib.extraction.markdown import bulletise, table_to_markdown
from chalicelib.extraction.result import PagesText
from chalicelib.extraction.text import decode_text, plain_text_to_pages
from chalicelib.settings import ExtractionSettings

# What python-docx, zipfile, zlib and lxml (XMLSyntaxError is a SyntaxError) raise on damaged files.
_DOCX_ERRORS = (
    zipfile.BadZipFile,
    zlib.error,
    struct.error,
    KeyError,
    ValueError,
    AttributeError,
    OSError,
    EOFError,
    SyntaxError,
)
_HEADING_STYLE_RE = regexes.compile(r"^(?:heading|заголовок)\s*(\d)$", re.IGNORECASE)
_TITLE_STYLES = frozenset({"title", "название", "заголовок"})
_MAIN_PART = "word/document.xml"
_CT_NS = "http://schemas.openxmlformats.org/package/2006/content-types"
_CT_PREFIX = "application/vnd.openxmlformats-officedocument.wordprocessingml."
_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships"
_REL_PREFIX = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
_CORE_PARTS = (
    (_MAIN_PART, "document.main"),
    ("word/styles.xml", "styles"),
    ("word/numbering.xml", "numbering"),
)
_ANSICPG_RE = regexes.compile(rb"\\ansicpg(\d{3,4})")


def extract_docx(data: bytes, limits: ExtractionSettings, deadline: Deadline) -> PagesText:
    """Read a DOCX from its XML parts, inflated within budget (see :mod:`archive`).

    When python-docx refuses the package (an embedded OLE object declared as XML, a broken header part),
    the text is read from the core parts alone (document, styles, numbering): Word opens such files.
    """
    package = read_package(data, limits, deadline)
    if _MAIN_PART not in package.parts:
        raise rejections.corrupt_file("DOCX")
    try:
        document = _open_docx(package.rebuilt())
    except _DOCX_ERRORS:
        try:
            document = _open_docx(_core_package(package))
        except _DOCX_ERRORS as exc:
            raise rejections.corrupt_file("DOCX") from exc
    try:
        numbering = Numbering.from_document(document, limits.max_numbering_value)
        pages = _docx_pages(document, numbering, deadline)
    except _DOCX_ERRORS:
        pages = _raw_text_pages(document.element.body)  # what Word shows, without styles and numbering
        if not any(page.strip() for page in pages):
            raise rejections.corrupt_file("DOCX") from None
    if len(pages) > limits.max_pages:
        raise rejections.too_many_pages(len(pages), limits.max_pages)
    return PagesText(pages=pages)


def _open_docx(package: bytes) -> Any:
    import docx

    return docx.Document(io.BytesIO(package))


def _core_package(package: Package) -> bytes:
    """Only the main document with its styles and numbering, wired up afresh."""
    present = [(name, kind) for name, kind in _CORE_PARTS if name in package.parts]
    overrides = "".join(
        f'<Override PartName="/{name}" ContentType="{_CT_PREFIX}{kind}+xml"/>' for name, kind in present
    )
    content_types = (
        f'<?xml version="1.0" encoding="UTF-8"?><Types xmlns="{_CT_NS}">'
        f'<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        f'<Default Extension="xml" ContentType="application/xml"/>{overrides}</Types>'
    )
    root_rels = _relationships([("officeDocument", _MAIN_PART)])
    document_rels = _relationships(
        [
            (kind.rpartition(".")[2], name.removeprefix("word/"))
            for name, kind in present
            if name != _MAIN_PART
        ]
    )
    core = Package(parts={name: package.parts[name] for name, _ in present})
    core.parts["[Content_Types].xml"] = content_types.encode()
    core.parts["_rels/.rels"] = root_rels.encode()
    core.parts["word/_rels/document.xml.rels"] = document_rels.encode()
    return core.rebuilt()


def _relationships(targets: list[tuple[str, str]]) -> str:
    items = "".join(
        f'<Relationship Id="rIdCore{index}" Type="{_REL_PREFIX}{kind}" Target="{target}"/>'
        for index, (kind, target) in enumerate(targets)
    )
    return f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{_REL_NS}">{items}</Relationships>'


def _docx_pages(document: Any, numbering: Numbering, deadline: Deadline) -> list[str]:
    from docx.table import Table

    pages: list[list[str]] = [[]]
    breaks = PageBreaks(document.element.body)
    for item in document.iter_inner_content():
        deadline.check()
        before, after = breaks.around(item._element)
        pages.extend([] for _ in range(before))
        rendered = (
            _table_markdown(item, numbering)
            if isinstance(item, Table)
            else _paragraph_markdown(item, numbering)
        )
        if rendered:
            pages[-1].append(rendered)
        pages.extend([] for _ in range(after))
    while len(pages) > 1 and not pages[-1]:
        pages.pop()
    return ["\n\n".join(blocks) for blocks in pages]


class PageBreaks:
    """Where a DOCX starts its pages: the breaks Word recorded when it last laid the file out
    (``w:lastRenderedPageBreak``) and the ones the author put in (a page break ``w:br w:type="page"``,
    «с новой страницы» ``w:pageBreakBefore``, a section that starts on a new page).

    A rendered break right after a hard one (no text between) is the same page start, counted once. A block
    (paragraph or table) belongs to the page its first text is on: breaks before that text start it on a new
    page, breaks after it (a paragraph or table running over) start the next block on a new page. A file with
    none of these has no page numbers to give (:func:`extract_docx` then reports it unpaged).
    """

    def __init__(self, body: Any) -> None:
        self._after_hard = False
        sections = list(body.iter(f"{W}sectPr"))  # each ends a section; the next one says how it starts
        self._section_breaks = [s for s, n in itertools.pairwise(sections) if _starts_new_page(n)]

    def around(self, block: Any) -> tuple[int, int]:
        """How many pages start before the block's first text and how many after it."""
        before = after = 0
        seen_text = False
        for element in block.iter(
            f"{W}t", f"{W}br", f"{W}lastRenderedPageBreak", f"{W}pageBreakBefore", f"{W}sectPr"
        ):
            tag = element.tag
            if tag == f"{W}t":
                if element.text and element.text.strip():
                    seen_text, self._after_hard = True, False
                continue
            if not self._is_break(element):
                continue
            if seen_text or tag == f"{W}sectPr":  # a paragraph's section properties end its section
                after += 1
            else:
                before += 1
        return before, after

    def _is_break(self, element: Any) -> bool:
        tag = element.tag
        if tag == f"{W}lastRenderedPageBreak":
            if self._after_hard:
                self._after_hard = False
                return False
            return True
        if tag == f"{W}br":
            hard = element.get(f"{W}type") == "page"
        elif tag == f"{W}pageBreakBefore":
            hard = element.get(f"{W}val", "true") not in ("false", "0", "off")
        else:
            hard = any(element is section for section in self._section_breaks)
        if hard:
            self._after_hard = True
        return bool(hard)


def _starts_new_page(section: Any) -> bool:
    """Whether a section starts on a new page: any type but «на текущей странице» (``continuous``)."""
    kind = section.find(f"{W}type")
    return kind is None or kind.get(f"{W}val", "nextPage") != "continuous"


def _paragraph_markdown(paragraph: Any, numbering: Numbering) -> str:
    prefix = numbering.label_for(paragraph)  # an empty numbered paragraph still takes a number in Word
    text = str(paragraph.text).strip()
    if not text:
        return ""
    level = _heading_level(paragraph)
    if prefix == BULLET:
        return "- " + text
    if prefix:
        text = f"{prefix} {text}"
    if level:
        return "#" * level + " " + text
    return bulletise(text)


def _heading_level(paragraph: Any) -> int:
    for style in style_chain(paragraph.style):
        name = (style.name or "").strip()
        match = _HEADING_STYLE_RE.match(name)
        if match:
            return min(6, max(1, int(match.group(1))))
        if name.lower() in _TITLE_STYLES:
            return 1
    return 0


def _table_markdown(table: Any, numbering: Numbering) -> str:
    rows = [_row_texts(table, row, numbering) for row in table.rows]
    if not rows:
        return ""
    if len(rows) == 1 or max(len(row) for row in rows) == 1:
        return "\n\n".join(" ".join(row) for row in rows if any(cell.strip() for cell in row))
    return table_to_markdown(rows)


def _row_texts(table: Any, row: Any, numbering: Numbering) -> list[str]:
    """One text per cell as Word draws the row; a vertically merged cell repeats the text above it."""
    try:
        grid_cells = row.cells
    except ValueError:  # python-docx: "no `tc` element at grid_offset" for merges Word itself accepts
        return _row_texts_from_xml(table, row, numbering)
    cells: list[str] = []
    previous = None
    for cell in grid_cells:
        if cell._tc is previous:  # a horizontally merged cell is returned once per grid column
            continue
        previous = cell._tc
        cells.append(_cell_text(cell, numbering))
    return cells


def _row_texts_from_xml(table: Any, row: Any, numbering: Numbering) -> list[str]:
    """The row's own ``w:tc`` elements in order; a continued vertical merge is an empty cell."""
    from docx.table import _Cell

    return [
        "" if tc.vMerge == "continue" else _cell_text(_Cell(tc, table), numbering) for tc in row._tr.tc_lst
    ]


def _raw_text_pages(body: Any) -> list[str]:
    """The ``w:t`` runs of the body in document order: a paragraph per ``w:p``, tabs and line breaks as
    spaces, pages as :class:`PageBreaks` finds them. The fallback when the structured reader fails on valid
    XML."""
    pages: list[list[str]] = [[]]
    breaks = PageBreaks(body)
    for paragraph in body.iter(f"{W}p"):
        if any(ancestor.tag == f"{W}p" for ancestor in paragraph.iterancestors()):
            continue  # a text box's paragraphs are read with the paragraph that anchors them
        before, after = breaks.around(paragraph)
        pages.extend([] for _ in range(before))
        text = " ".join("".join(_run_texts(paragraph)).split())
        if text:
            pages[-1].append(text)
        pages.extend([] for _ in range(after))
    return ["\n\n".join(blocks) for blocks in pages if blocks] or [""]


def _run_texts(paragraph: Any) -> list[str]:
    texts = []
    for element in paragraph.iter(f"{W}t", f"{W}tab", f"{W}br", f"{W}cr"):
        texts.append(element.text or "" if element.tag == f"{W}t" else " ")
    return texts


def _cell_text(cell: Any, numbering: Numbering) -> str:
    """A cell's paragraphs with their numbering labels, as Word shows them."""
    lines = []
    for paragraph in cell.paragraphs:
        label = numbering.label_for(paragraph)
        text = str(paragraph.text).strip()
        if text:
            lines.append(f"{label} {text}" if label else text)
    return "\n".join(lines)


def extract_rtf(data: bytes, limits: ExtractionSettings, deadline: Deadline) -> PagesText:
    from striprtf import striprtf

    match = _ANSICPG_RE.search(data[:4096])
    encoding = f"cp{match.group(1).decode()}" if match else "cp1252"
    source = decode_text(data) or data.decode("latin-1")
    try:
        text: str = _rtf_to_text(source, encoding, striprtf)
    except (LookupError, ValueError, IndexError) as exc:
        raise rejections.corrupt_file("RTF") from exc
    deadline.check()
    return PagesText(pages=plain_text_to_pages(text, reflow=False, max_pages=limits.max_pages))


def _rtf_to_text(source: str, encoding: str, module: Any) -> str:
    """striprtf is unannotated; this keeps the untyped call in one place."""
    return str(module.rtf_to_text(source, encoding=encoding, errors="replace"))
