"""What the user sends back: the протокол разногласий (schedule of proposed amendments), their own DOCX
with Word comments, and an ``.ics`` of the contract's deadlines.

Small API (the analyze stage calls it after the report; bench/amendments.py measures it)::

    documents = build_documents(report, markdown, original_docx=None)   # original bytes when a DOCX
    documents.files        # {"amendments.docx": …, "commented.docx": …, "deadlines.ics": …} (keys.py names)
    documents.manifest     # documents.json: each file's display name (after the contract) and media type

python-docx is imported only here (the analyze stage imports this package inside the stage).
"""

from __future__ import annotations

from dataclasses import dataclass

from chalicelib.amendments.protocol import Amendment, Protocol, build_protocol
from chalicelib.clauses import ContractModel
from chalicelib.keys import AMENDMENTS_DOCX, COMMENTED_DOCX, DEADLINES_ICS, sanitize_filename
from chalicelib.messages import Lang, text
from chalicelib.models import DocumentFile, DocumentsManifest, Report
from chalicelib.observability import logger

DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
ICS_TYPE = "text/calendar"
MAX_NAME_STEM = 80

__all__ = ["Amendment", "Documents", "Protocol", "build_documents", "build_protocol", "document_names"]


@dataclass(frozen=True)
class Documents:
    protocol: Protocol
    files: dict[str, bytes]
    manifest: DocumentsManifest
    comments_anchored: int = 0
    comments_whole_paragraph: int = 0
    comments_unplaced: int = 0
    events: int = 0


def build_documents(
    report: Report, markdown: str, original_docx: bytes | None = None, model: ContractModel | None = None
) -> Documents:
    """``model``: the clause model of ``markdown`` when the caller has it (the analysis does)."""
    from chalicelib.amendments.commented import UNREADABLE, add_comments
    from chalicelib.amendments.deadlines import find_deadlines, render_calendar
    from chalicelib.amendments.render import render_protocol
    from chalicelib.clauses import parse_contract

    model = model if model is not None and model.text == markdown else parse_contract(markdown)
    protocol = build_protocol(report, model)
    files = {AMENDMENTS_DOCX: render_protocol(protocol)}
    anchored = whole = unplaced = 0
    if original_docx is not None and protocol.rows:
        try:
            commented = add_comments(original_docx, protocol)
        except UNREADABLE as error:
            logger.info(
                "no commented copy: python-docx cannot open the upload", extra={"error": type(error).__name__}
            )
        else:
            files[COMMENTED_DOCX] = commented.body
            anchored, whole, unplaced = commented.anchored, commented.whole_paragraph, commented.unplaced
    deadlines = find_deadlines(model, protocol.heading, report.prescreen.end_date, protocol.lang)
    if deadlines:
        files[DEADLINES_ICS] = render_calendar(
            deadlines,
            protocol.heading,
            protocol.lang,
            uid_prefix=report.session_id,
            stamp=report.generated_at,
            disclaimer=report.disclaimer,
        )
    # The report's own title («Договор поставки № 15», not the heading's capitals): the files and the
    # report are named alike.
    names = document_names(report.title or protocol.heading.title, protocol.lang, report.source.filename)
    manifest = DocumentsManifest(
        session_id=report.session_id,
        amendments=len(protocol.rows),
        deadlines=len(deadlines),
        files=[
            DocumentFile(key=key, name=names[key], media_type=ICS_TYPE if key == DEADLINES_ICS else DOCX_TYPE)
            for key in files
        ],
    )
    return Documents(protocol, files, manifest, anchored, whole, unplaced, len(deadlines))


def document_names(title: str, lang: str, upload_name: str) -> dict[str, str]:
    """Files named after the contract: «Протокол разногласий — Договор поставки № 12.docx» …"""
    stem = _short(title.replace("/", "-").replace("\\", "-")) or upload_name.rsplit(".", 1)[0]
    own = upload_name.rsplit(".", 1)[0][:MAX_NAME_STEM] or stem
    language: Lang = "en" if lang == "en" else "ru"
    named = {
        AMENDMENTS_DOCX: text(language, "amendments.file.protocol", stem=stem),
        COMMENTED_DOCX: text(language, "amendments.file.commented", stem=own),
        DEADLINES_ICS: text(language, "amendments.file.deadlines", stem=stem),
    }
    return {key: sanitize_filename(name) for key, name in named.items()}


def _short(title: str) -> str:
    """At most ``MAX_NAME_STEM`` characters, cut at a word."""
    words = " ".join(title.split())
    if len(words) > MAX_NAME_STEM:
        words = words[:MAX_NAME_STEM].rsplit(" ", 1)[0]
    return words.rstrip(' .,;:(«"-')
