# ruff: noqa: E501 - crafted XML and zip headers read best on one line
"""A hostile corpus made here, byte by byte: each file is small and aims at one limit or parser weakness.

    python tests/extraction/hostile_corpus.py           # outcome, seconds and peak RSS of every file

Each case names the outcomes that are acceptable: a refusal reason, or ``ok`` (a document came out).
"""

from __future__ import annotations

import io
import struct
import sys
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass

_W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_PARAGRAPH = (
    "Поставщик обязуется передать в собственность Покупателя товар, а Покупатель обязуется принять и "
    "оплатить его в порядке и сроки, установленные настоящим договором поставки. "
)


@dataclass(frozen=True)
class Case:
    name: str
    build: Callable[[], bytes]
    accepted: frozenset[str]


# ------------------------------------------------------------------------------------------- images


def _png(width: int, height: int, rows: bytes | None = None) -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    raw = rows if rows is not None else (b"\x00" + b"\xff" * width) * height
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def png_strip() -> bytes:
    """1 x 60,000 pixels: a few hundred bytes that a naive probe rescales to gigabytes."""
    return _png(1, 60_000)


def png_header_bomb() -> bytes:
    """A header claiming 100,000 x 100,000 pixels over one row of data."""
    return _png(100_000, 100_000, rows=b"\x00\xff")


def gif_header_bomb() -> bytes:
    screen = struct.pack("<HH", 65_535, 65_535)
    return b"GIF89a" + screen + b"\x00\x00\x00" + b",\x00\x00\x00\x00" + screen + b"\x00\x02\x02\x44\x01\x00;"


def tiff_without_dimensions() -> bytes:
    """An IFD with a compression tag only: reading the frame count meets missing dimensions."""
    entry = struct.pack("<HHII", 259, 3, 1, 1)
    return b"II*\x00" + struct.pack("<I", 8) + struct.pack("<H", 1) + entry + struct.pack("<I", 0)


# ---------------------------------------------------------------------------------------------- pdf


def _pdf(objects: list[bytes], root: int = 1) -> bytes:
    out = io.BytesIO()
    out.write(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    out.write(
        b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, root, xref)
    )
    return out.getvalue()


def pdf_page_tree_cycle() -> bytes:
    return _pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>",
                 b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"])  # fmt: skip


def _text_pdf(pages: int = 3) -> bytes:
    import pymupdf

    document = pymupdf.open()
    font = pymupdf.Font(language="ru")
    for _ in range(pages):
        page = document.new_page()
        page.insert_font(fontname="ruserif", fontbuffer=font.buffer)
        for line in range(40):
            page.insert_text((50, 50 + line * 18), _PARAGRAPH[:80], fontsize=10, fontname="ruserif")
    data: bytes = document.tobytes(garbage=0, deflate=False)
    document.close()
    return data


def pdf_truncated() -> bytes:
    """An interrupted download: the first fifth of a text PDF."""
    data = _text_pdf()
    return data[: len(data) // 5]


def pdf_encrypted() -> bytes:
    import pymupdf

    document = pymupdf.open(stream=_text_pdf(1), filetype="pdf")
    data: bytes = document.tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="u", owner_pw="o")
    return data


# --------------------------------------------------------------------------------------------- docx


def _docx(
    document_xml: str | bytes, extra: dict[str, bytes] | None = None, numbering: str | None = None
) -> bytes:
    body = document_xml.encode() if isinstance(document_xml, str) else document_xml
    overrides = '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    rels = ""
    if numbering is not None:
        overrides += '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>'
        rels = '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>'
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(
            "[Content_Types].xml",
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>'
            + overrides
            + "</Types>",
        )
        archive.writestr(
            "_rels/.rels",
            '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
        )
        archive.writestr(
            "word/_rels/document.xml.rels",
            '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            + rels
            + "</Relationships>",
        )
        archive.writestr("word/document.xml", body)
        if numbering is not None:
            archive.writestr("word/numbering.xml", numbering)
        for name, data in (extra or {}).items():
            archive.writestr(name, data)
    return buffer.getvalue()  # fmt: skip


def _document(paragraphs: str) -> str:
    return f'<?xml version="1.0"?><w:document xmlns:w="{_W_NS}"><w:body>{paragraphs}</w:body></w:document>'


def _p(text: str, num_id: int | None = None, level: int | str = 0) -> str:
    numbering = (
        f'<w:pPr><w:numPr><w:ilvl w:val="{level}"/><w:numId w:val="{num_id}"/></w:numPr></w:pPr>'
        if num_id
        else ""
    )
    return f"<w:p>{numbering}<w:r><w:t>{text}</w:t></w:r></w:p>"  # fmt: skip


def docx_numbering_from_ten_billion() -> bytes:
    levels = "".join(
        f'<w:lvl w:ilvl="{index}"><w:start w:val="10000000000"/><w:numFmt w:val="{fmt}"/><w:lvlText w:val="%{index + 1}."/></w:lvl>'
        for index, fmt in enumerate(["lowerLetter", "upperRoman", "russianLower"])
    )  # fmt: skip
    numbering = f'<w:numbering xmlns:w="{_W_NS}"><w:abstractNum w:abstractNumId="0">{levels}</w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>'  # fmt: skip
    paragraphs = "".join(_p(_PARAGRAPH, 1, index % 3) for index in range(30))
    return _docx(_document(paragraphs), numbering=numbering)


def docx_huge_level() -> bytes:
    numbering = f'<w:numbering xmlns:w="{_W_NS}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="999999999"><w:numFmt w:val="decimal"/><w:lvlText w:val="%9."/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>'  # fmt: skip
    paragraphs = "".join(_p(_PARAGRAPH, 1, 999_999_999) for _ in range(10))
    return _docx(_document(paragraphs), numbering=numbering)


def docx_lying_entry_size() -> bytes:
    """document.xml inflates to 50 MB while its headers declare 1,000 bytes."""
    data = bytearray(_docx(_document(_p(_PARAGRAPH) + " " * 50_000_000)))
    for signature, size_offset in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):
        start = 0
        while (start := data.find(signature, start)) != -1:
            name_offset = 30 if signature == b"PK\x03\x04" else 46
            name_length = struct.unpack_from("<H", data, start + (26 if signature == b"PK\x03\x04" else 28))[
                0
            ]
            if bytes(data[start + name_offset : start + name_offset + name_length]) == b"word/document.xml":
                struct.pack_into("<I", data, start + size_offset, 1000)
            start += 4
    return bytes(data)


def docx_xml_bomb() -> bytes:
    """60 MB of XML in a few tens of kilobytes."""
    return _docx(_document(_p(_PARAGRAPH) + "<w:p/>" * 10_000_000))


def docx_element_flood() -> bytes:
    """Two million empty runs: inside the byte budget, over the element budget."""
    return _docx(_document(_p(_PARAGRAPH) + "<w:r/>" * 2_000_000))


def docx_repetitive_but_harmless() -> bytes:
    """A long, repetitive but ordinary contract (compresses ~300x): not a bomb."""
    return _docx(_document("".join(_p(f"{index}. {_PARAGRAPH}") for index in range(3000))))


def docx_with_ole_part() -> bytes:
    """An embedded object whose extension is declared as XML (python-docx refuses the package)."""
    return _docx(
        _document("".join(_p(_PARAGRAPH) for _ in range(5))),
        extra={"word/_embedded/ole.bin": b"PK\x03\x04 not xml"},
    )


def docx_truncated() -> bytes:
    data = docx_repetitive_but_harmless()
    return data[: len(data) // 2]


def docx_billion_laughs() -> bytes:
    entities = '<!ENTITY a0 "ha">' + "".join(
        f'<!ENTITY a{i} "{("&a" + str(i - 1) + ";") * 10}">' for i in range(1, 10)
    )
    body = f'<?xml version="1.0"?><!DOCTYPE w:document [{entities}]><w:document xmlns:w="{_W_NS}"><w:body>{_p(_PARAGRAPH * 3)}{_p("&a9;")}</w:body></w:document>'
    return _docx(body)  # fmt: skip


def docx_external_entity() -> bytes:
    body = f'<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document xmlns:w="{_W_NS}"><w:body>{_p(_PARAGRAPH * 3)}{_p("&x;")}</w:body></w:document>'
    return _docx(body)  # fmt: skip


def _zip(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def odt() -> bytes:
    return _zip(
        {"mimetype": b"application/vnd.oasis.opendocument.text", "content.xml": b"<office:document-content/>"}
    )


def epub() -> bytes:
    return _zip({"mimetype": b"application/epub+zip", "META-INF/container.xml": b"<container/>"})


def xps() -> bytes:
    return _zip({"FixedDocSeq.fdseq": b"<FixedDocumentSequence/>", "_rels/.rels": b"<Relationships/>"})


# ---------------------------------------------------------------------------------------- text, rtf


def _russian_text() -> str:
    return (_PARAGRAPH * 6).strip()


def rtf_overflow() -> bytes:
    return b"{\\rtf1\\ansi \\u99999999999 " + _PARAGRAPH.encode("ascii", "ignore") * 3 + b"}"


def text_gb18030() -> bytes:
    return ("本合同由双方签订，供应商应按照约定的期限交付货物，买方应支付价款。" * 20).encode("gb18030")


def text_shift_jis() -> bytes:
    return ("本契約は売主と買主の間で締結され、売主は期日までに商品を引き渡すものとする。" * 20).encode(
        "shift_jis"
    )


def text_ebcdic() -> bytes:
    return (
        "This supply agreement is made between the parties and the supplier shall deliver goods. " * 10
    ).encode("cp500")


def text_utf7() -> bytes:
    return _russian_text().encode("utf-7")


def html_page() -> bytes:
    body = "".join(f"<p>{_PARAGRAPH}</p>" for _ in range(4))
    page = f"<!DOCTYPE html><html><head><title>Договор</title><script>alert(1)</script><img src='http://127.0.0.1:9/x.png'></head><body><h1>Договор поставки</h1>{body}</body></html>"
    return page.encode()  # fmt: skip


def svg_image() -> bytes:
    return (
        b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><text>'
        + _russian_text().encode()
        + b"</text></svg>"
    )


def long_line_text() -> bytes:
    return (_PARAGRAPH * 700).encode()[:100_000]


CASES: tuple[Case, ...] = (
    Case("png_1x60000_strip", png_strip, frozenset({"image_too_large", "text_too_short"})),
    Case("png_header_bomb", png_header_bomb, frozenset({"image_too_large"})),
    Case("gif_header_bomb", gif_header_bomb, frozenset({"image_too_large"})),
    Case("tiff_without_dimensions", tiff_without_dimensions, frozenset({"corrupt_file"})),
    Case("pdf_page_tree_cycle", pdf_page_tree_cycle, frozenset({"corrupt_file", "text_too_short"})),
    Case("pdf_truncated", pdf_truncated, frozenset({"corrupt_file"})),
    Case("pdf_encrypted", pdf_encrypted, frozenset({"encrypted_pdf"})),
    Case("docx_numbering_from_1e10", docx_numbering_from_ten_billion, frozenset({"ok"})),
    Case("docx_level_999999999", docx_huge_level, frozenset({"ok"})),
    Case("docx_lying_entry_size", docx_lying_entry_size, frozenset({"corrupt_file", "zip_bomb"})),
    Case("docx_xml_bomb", docx_xml_bomb, frozenset({"zip_bomb"})),
    Case("docx_element_flood", docx_element_flood, frozenset({"document_too_complex", "zip_bomb"})),
    Case("docx_repetitive_harmless", docx_repetitive_but_harmless, frozenset({"ok"})),
    Case("docx_with_ole_part", docx_with_ole_part, frozenset({"ok"})),
    Case("docx_truncated", docx_truncated, frozenset({"corrupt_file"})),
    Case("docx_billion_laughs", docx_billion_laughs, frozenset({"ok", "corrupt_file"})),
    Case("docx_external_entity", docx_external_entity, frozenset({"ok", "corrupt_file"})),
    Case("odt", odt, frozenset({"unsupported_format"})),
    Case("epub", epub, frozenset({"unsupported_format"})),
    Case("xps", xps, frozenset({"unsupported_format"})),
    Case("rtf_unicode_overflow", rtf_overflow, frozenset({"ok", "corrupt_file"})),
    Case("text_gb18030", text_gb18030, frozenset({"unreadable_encoding"})),
    Case("text_shift_jis", text_shift_jis, frozenset({"unreadable_encoding"})),
    Case("text_ebcdic", text_ebcdic, frozenset({"unreadable_encoding"})),
    Case("text_utf7", text_utf7, frozenset({"unreadable_encoding"})),
    Case("html_page", html_page, frozenset({"ok"})),
    Case("svg", svg_image, frozenset({"unsupported_format"})),
    Case("text_100k_chars_one_line", long_line_text, frozenset({"ok"})),
)


def outcome(data: bytes) -> tuple[str, str]:
    """(``ok`` or the refusal reason, the extracted Markdown or the Russian message)."""
    from chalicelib.errors import DocumentRejected
    from chalicelib.extraction import ExtractionSettings, extract_document

    try:
        document = extract_document(data, "hostile", ExtractionSettings(time_budget_seconds=60))
    except DocumentRejected as refusal:
        return refusal.reason, refusal.message_ru
    return "ok", document.markdown


def _report() -> None:
    """Every case in its own process: outcome, wall time and peak RSS."""
    import json
    import subprocess
    import time

    print("| file | bytes | outcome | accepted | seconds | peak RSS MB |")
    print("|---|---|---|---|---|---|")
    for case in CASES:
        started = time.perf_counter()
        child = subprocess.run(
            [sys.executable, __file__, "--one", case.name], capture_output=True, text=True, check=False
        )
        seconds = time.perf_counter() - started
        record = json.loads(child.stdout.strip().splitlines()[-1]) if child.returncode == 0 else {}
        result = record.get("outcome", f"crash {child.returncode}")
        print(
            f"| {case.name} | {record.get('bytes', '?')} | {result} | {'yes' if result in case.accepted else 'NO'} "
            f"| {seconds:.2f} | {record.get('peak_mb', 0):.0f} |"
        )


def _one(name: str) -> None:
    import json
    import resource

    case = next(case for case in CASES if case.name == name)
    data = case.build()
    baseline = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    result, _ = outcome(data)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(
        json.dumps(
            {"outcome": result, "bytes": len(data), "peak_mb": peak / 1024, "baseline_mb": baseline / 1024}
        )
    )


if __name__ == "__main__":
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    if len(sys.argv) == 3 and sys.argv[1] == "--one":
        _one(sys.argv[2])
    else:
        _report()
