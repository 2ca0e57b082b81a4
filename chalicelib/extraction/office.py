"""DOCX (styles to headings, automatic numbering, tables, page breaks) and RTF readers."""

from __future__ import annotations

import io
import re
import struct
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from chalicelib.extraction import rejections
from chalicelib.extraction.archive import Package, read_package
from chalicelib.extraction.limits import Deadline, ExtractionLimits
from chalicelib.extraction.markdown import bulletise, table_to_markdown
from chalicelib.extraction.result import PagesText
from chalicelib.extraction.text import decode_text, plain_text_to_pages

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
_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_HEADING_STYLE_RE = re.compile(r"^(?:heading|заголовок)\s*(\d)$", re.IGNORECASE)
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
_RUSSIAN_LETTERS = "абвгдежзиклмнопрстуфхцчшщэюя"
_LATIN_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_ANSICPG_RE = re.compile(rb"\\ansicpg(\d{3,4})")
_ROMAN = (
    (1000, "m"),
    (900, "cm"),
    (500, "d"),
    (400, "cd"),
    (100, "c"),
    (90, "xc"),
    (50, "l"),
    (40, "xl"),
    (10, "x"),
    (9, "ix"),
    (5, "v"),
    (4, "iv"),
    (1, "i"),
)


def extract_docx(data: bytes, limits: ExtractionLimits, deadline: Deadline) -> PagesText:
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
        numbering = _Numbering.from_document(document)
        pages = _docx_pages(document, numbering, deadline)
    except _DOCX_ERRORS as exc:
        raise rejections.corrupt_file("DOCX") from exc
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
        [(kind.rpartition(".")[2], name.removeprefix("word/")) for name, kind in present if name != _MAIN_PART]
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


def _docx_pages(document: Any, numbering: _Numbering, deadline: Deadline) -> list[str]:
    from docx.table import Table

    pages: list[list[str]] = [[]]
    for item in document.iter_inner_content():
        deadline.check()
        if isinstance(item, Table):
            rendered = _table_markdown(item)
            if rendered:
                pages[-1].append(rendered)
            continue
        rendered = _paragraph_markdown(item, numbering)
        if rendered:
            pages[-1].append(rendered)
        if _has_page_break(item):
            pages.append([])
    if len(pages) > 1 and not pages[-1]:
        pages.pop()
    return ["\n\n".join(blocks) for blocks in pages]


def _has_page_break(paragraph: Any) -> bool:
    return any(element.get(f"{_W}type") == "page" for element in paragraph._p.iter(f"{_W}br"))


def _paragraph_markdown(paragraph: Any, numbering: _Numbering) -> str:
    text = str(paragraph.text).strip()
    if not text:
        return ""
    level = _heading_level(paragraph)
    prefix = numbering.label_for(paragraph)
    if prefix == "\u2022":
        return "- " + text
    if prefix:
        text = f"{prefix} {text}"
    if level:
        return "#" * level + " " + text
    return bulletise(text)


def _heading_level(paragraph: Any) -> int:
    style = paragraph.style
    while style is not None:
        name = (style.name or "").strip()
        match = _HEADING_STYLE_RE.match(name)
        if match:
            return min(6, max(1, int(match.group(1))))
        if name.lower() in _TITLE_STYLES:
            return 1
        style = style.base_style
    return 0


def _table_markdown(table: Any) -> str:
    rows: list[list[str]] = []
    for row in table.rows:
        cells: list[str] = []
        previous = None
        for cell in row.cells:
            if cell._tc is previous:  # a horizontally merged cell is returned once per grid column
                continue
            previous = cell._tc
            cells.append(str(cell.text))
        rows.append(cells)
    if not rows:
        return ""
    if len(rows) == 1 or max(len(row) for row in rows) == 1:
        return "\n\n".join(" ".join(row) for row in rows if any(cell.strip() for cell in row))
    return table_to_markdown(rows)


@dataclass(slots=True)
class _Level:
    fmt: str
    text: str
    start: int


@dataclass(slots=True)
class _Numbering:
    """Word's automatic numbering: the label ('1.2.', 'a)', bullet) each numbered paragraph displays."""

    levels: dict[str, dict[int, _Level]] = field(default_factory=dict)
    counters: dict[str, list[int]] = field(default_factory=dict)

    @classmethod
    def from_document(cls, document: Any) -> _Numbering:
        try:
            root = document.part.numbering_part.element
        except (KeyError, NotImplementedError, AttributeError):
            return cls()
        abstract = {
            node.get(f"{_W}abstractNumId"): _parse_levels(node) for node in root.iter(f"{_W}abstractNum")
        }
        levels: dict[str, dict[int, _Level]] = {}
        for num in root.iter(f"{_W}num"):
            ref = num.find(f"{_W}abstractNumId")
            if ref is not None:
                levels[num.get(f"{_W}numId") or ""] = abstract.get(ref.get(f"{_W}val"), {})
        return cls(levels=levels)

    def label_for(self, paragraph: Any) -> str:
        num_id, level = _numbering_reference(paragraph)
        definitions = self.levels.get(num_id) if num_id else None
        if not definitions or level not in definitions:
            return ""
        definition = definitions[level]
        if definition.fmt == "bullet":
            return "\u2022"
        if definition.fmt == "none":
            return ""
        counters = self.counters.setdefault(num_id or "", [])
        while len(counters) <= level:
            depth = len(counters)
            counters.append(definitions[depth].start - 1 if depth in definitions else 0)
        counters[level] += 1
        for deeper in range(level + 1, len(counters)):
            counters[deeper] = definitions[deeper].start - 1 if deeper in definitions else 0
        return _render_label(definition.text, counters, definitions)


def _parse_levels(abstract: Any) -> dict[int, _Level]:
    levels: dict[int, _Level] = {}
    for lvl in abstract.iter(f"{_W}lvl"):
        fmt = lvl.find(f"{_W}numFmt")
        text = lvl.find(f"{_W}lvlText")
        start = lvl.find(f"{_W}start")
        levels[int(lvl.get(f"{_W}ilvl") or 0)] = _Level(
            fmt=fmt.get(f"{_W}val") if fmt is not None else "decimal",
            text=text.get(f"{_W}val") if text is not None else "",
            start=_int_or(start.get(f"{_W}val") if start is not None else None, 1),
        )
    return levels


def _int_or(value: str | None, default: int) -> int:
    try:
        return int(value) if value is not None else default
    except ValueError:
        return default


def _numbering_reference(paragraph: Any) -> tuple[str | None, int]:
    """(numId, ilvl) from the paragraph's own properties or, failing that, from its style chain."""
    sources: Iterator[Any] = _ppr_chain(paragraph)
    num_id: str | None = None
    level = 0
    for ppr in sources:
        num_pr = ppr.find(f"{_W}numPr")
        if num_pr is None:
            continue
        ilvl = num_pr.find(f"{_W}ilvl")
        num = num_pr.find(f"{_W}numId")
        if num is not None and num_id is None:
            num_id = num.get(f"{_W}val")
        if ilvl is not None:
            level = _int_or(ilvl.get(f"{_W}val"), 0)
        if num_id is not None:
            break
    return (None if num_id in (None, "0") else num_id), level


def _ppr_chain(paragraph: Any) -> Iterator[Any]:
    ppr = paragraph._p.pPr
    if ppr is not None:
        yield ppr
    style = paragraph.style
    while style is not None:
        style_ppr = style.element.pPr
        if style_ppr is not None:
            yield style_ppr
        style = style.base_style


def _render_label(template: str, counters: list[int], definitions: dict[int, _Level]) -> str:
    def substitute(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        value = counters[index] if index < len(counters) else 1
        fmt = definitions[index].fmt if index in definitions else "decimal"
        return _format_number(value, fmt)

    return re.sub(r"%(\d)", substitute, template).strip()


def _format_number(value: int, fmt: str) -> str:
    if fmt in ("lowerLetter", "upperLetter", "russianLower", "russianUpper"):
        alphabet = _RUSSIAN_LETTERS if fmt.startswith("russian") else _LATIN_LETTERS
        letter = alphabet[(value - 1) % len(alphabet)] * ((value - 1) // len(alphabet) + 1)
        return letter.upper() if fmt in ("upperLetter", "russianUpper") else letter
    if fmt in ("lowerRoman", "upperRoman"):
        roman = _roman(value)
        return roman.upper() if fmt == "upperRoman" else roman
    return str(value)


def _roman(value: int) -> str:
    out = []
    for number, numeral in _ROMAN:
        while value >= number:
            out.append(numeral)
            value -= number
    return "".join(out)


def extract_rtf(data: bytes, limits: ExtractionLimits, deadline: Deadline) -> PagesText:
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
