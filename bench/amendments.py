"""Bench the documents the user sends back (chalicelib/amendments) on a folder of contracts.

Usage: python bench/amendments.py DATA_DIR [DATA_DIR ...] [--render] [--out FILE] [--side ROLE|weaker]

For each contract (``<id>.txt``; a ``<id>.docx`` original is extracted instead, as users send it, and gets
the commented copy) it runs prescreen and the rules analysis, then builds the documents and measures:

* rows: every finding gets a row (the findings of one clause share it); how many found their clause;
* verbatim: «Редакция контрагента» cells that occur verbatim in the contract (grounding normal form);
* numbers: proposals whose every number is the clause's or a declared template constant;
* commented DOCX: the extracted text before and after (byte-for-byte), comments whose range starts in the
  paragraph holding the quote;
* time: build_documents per contract (CPU seconds), and for each contract of 25 pages (75,000 chars) or more;
* ``--render``: LibreOffice (``soffice --headless --convert-to pdf``) opens every generated DOCX.
"""

from __future__ import annotations

import argparse
import io
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from docx import Document  # noqa: E402
from docx.oxml.ns import qn  # noqa: E402

from chalicelib.amendments import Amendment, build_documents  # noqa: E402
from chalicelib.amendments.checks import contract_form, unexplained_numbers, verbatim  # noqa: E402
from chalicelib.amendments.commented import paragraphs  # noqa: E402
from chalicelib.analysis import analyze_contract  # noqa: E402
from chalicelib.clauses import ContractModel  # noqa: E402
from chalicelib.clauses.text import normalise  # noqa: E402
from chalicelib.extraction import extract_document  # noqa: E402
from chalicelib.keys import AMENDMENTS_DOCX, COMMENTED_DOCX  # noqa: E402
from chalicelib.models import Report, SourceInfo  # noqa: E402
from chalicelib.prescreen import run_prescreen  # noqa: E402
from chalicelib.settings import Settings  # noqa: E402

CHARS_PER_PAGE = 3000
LONG_PAGES = 25  # contracts of about 25 pages and more: what "a 30-page contract" is measured on
_LEADING_NUMBER = re.compile(r"^\s*\d{1,2}(?:\.\d{1,2})*\.?\s+")


@dataclass
class Tally:
    contracts: int = 0
    findings: int = 0
    rows: int = 0
    findings_with_row: int = 0
    rows_with_clause: int = 0
    located: int = 0
    verbatim: int = 0
    numbers_ok: int = 0
    advice_rows: int = 0
    calendars: int = 0
    events: int = 0
    commented: int = 0
    text_kept: int = 0
    comments: int = 0
    comments_on_quote_paragraph: int = 0
    seconds: list[float] = field(default_factory=list)
    long_contracts: list[tuple[str, int, float]] = field(default_factory=list)
    unexplained: list[str] = field(default_factory=list)
    not_verbatim: list[str] = field(default_factory=list)
    docx_files: list[Path] = field(default_factory=list)


def _doc_text(body: bytes) -> str:
    document = Document(io.BytesIO(body))
    return "\n".join(p.text for p in paragraphs(document))


def _comment_paragraph_texts(body: bytes) -> dict[str, str]:
    """Each comment id → the text of the paragraph its range starts in (and the next, for a long quote)."""
    document = Document(io.BytesIO(body))
    found: dict[str, str] = {}
    items = list(paragraphs(document))
    for i, paragraph in enumerate(items):
        for start in paragraph._p.iter(qn("w:commentRangeStart")):
            following = items[i + 1].text if i + 1 < len(items) else ""
            found[start.get(qn("w:id")) or ""] = f"{paragraph.text} {following}"
    return found


def _report(
    markdown: str, name: str, settings: Settings, side: str | None
) -> tuple[Report, ContractModel | None]:
    prescreen = run_prescreen(markdown, settings.prescreen, None)
    outcome = analyze_contract(markdown, prescreen, None, settings=settings.analysis, side=side)
    source = SourceInfo(
        filename=name, pages=1, chars=len(markdown), ocr_used=False, language=outcome.language
    )
    report = outcome.to_report(
        session_id="20261201t000000-000000000000", source=source, prescreen=prescreen, generated_at=_NOW
    )
    return report, outcome.clauses


_NOW = datetime(2026, 12, 1, tzinfo=UTC)


def bench_one(text_path: Path, tally: Tally, settings: Settings, side: str | None, keep: Path | None) -> None:
    original_path = text_path.with_suffix(".docx")
    original = original_path.read_bytes() if original_path.exists() else None
    if original is not None:
        markdown = extract_document(original, original_path.name, settings.extraction).markdown
        name = original_path.name
    else:
        markdown, name = text_path.read_text(encoding="utf-8"), text_path.name
    report, model = _report(markdown, name, settings, side)
    started = time.process_time()
    documents = build_documents(report, markdown, original, model)
    spent = time.process_time() - started
    tally.contracts += 1
    tally.seconds.append(spent)
    if len(markdown) >= LONG_PAGES * CHARS_PER_PAGE:
        tally.long_contracts.append((text_path.stem, len(markdown), round(spent, 4)))
    tally.findings += len(report.findings)
    _check_rows(text_path.stem, documents.protocol.rows, contract_form(markdown), tally)
    if documents.events:
        tally.calendars += 1
        tally.events += documents.events
    if original is not None and COMMENTED_DOCX in documents.files:
        _check_commented(original, documents.files[COMMENTED_DOCX], documents.protocol.rows, tally)
    if keep is not None:
        for key in (AMENDMENTS_DOCX, COMMENTED_DOCX):
            if key in documents.files:
                target = keep / f"{text_path.stem}-{key}"
                target.write_bytes(documents.files[key])
                tally.docx_files.append(target)


def _check_rows(stem: str, rows: tuple[Amendment, ...], contract: str, tally: Tally) -> None:
    for row in rows:
        tally.rows += 1
        tally.findings_with_row += len(row.finding_ids)
        tally.rows_with_clause += bool(row.clause_text)
        tally.located += row.clause_number is not None or row.kind == "add"
        tally.advice_rows += row.kind == "advice"
        if verbatim(row, contract):
            tally.verbatim += 1
        else:
            tally.not_verbatim.append(f"{stem}:{row.category}")
        extra = unexplained_numbers(row)
        if extra:
            tally.unexplained.append(f"{stem}:{row.category}:{','.join(extra)}")
        else:
            tally.numbers_ok += 1


def _check_commented(original: bytes, commented: bytes, rows: tuple[Amendment, ...], tally: Tally) -> None:
    """Text byte-for-byte; each comment (ids in row order, one per quote of a row) starts in the paragraph
    holding its quote."""
    tally.commented += 1
    tally.text_kept += _doc_text(commented) == _doc_text(original)
    anchors = _comment_paragraph_texts(commented)
    quotes = [quote for row in rows for quote in row.quotes or (row.quote,)]
    tally.comments += len(quotes)
    for comment_id, quote in zip(sorted(anchors, key=int), quotes, strict=False):
        head = normalise(_LEADING_NUMBER.sub("", quote))[:40]
        tally.comments_on_quote_paragraph += head in normalise(anchors[comment_id])


def render_all(files: list[Path], folder: Path) -> dict[str, Any]:
    """One soffice run for all files (a start costs seconds); a file opens when its PDF has pages."""
    import pymupdf

    soffice = shutil.which("soffice")
    if soffice is None:
        return {"rendered": None, "reason": "soffice not installed"}
    profile = (folder / "lo-profile").as_uri()
    out = folder / "pdf"
    subprocess.run(
        [
            soffice,
            f"-env:UserInstallation={profile}",
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            str(out),
        ]
        + [str(f) for f in files],
        capture_output=True,
        timeout=3600,
        check=False,
    )
    opened = 0
    failed = []
    for source in files:
        pdf = out / f"{source.stem}.pdf"
        if pdf.exists() and pymupdf.open(pdf).page_count > 0:  # type: ignore[no-untyped-call]
            opened += 1
        else:
            failed.append(source.name)
    return {"files": len(files), "opened": opened, "failed": failed}


def summary(tally: Tally) -> dict[str, Any]:
    def share(part: int, whole: int) -> float | None:
        return round(part / whole, 4) if whole else None

    return {
        "contracts": tally.contracts,
        "findings": tally.findings,
        "rows": tally.rows,
        "findings_with_a_row": share(tally.findings_with_row, tally.findings),
        "rows_with_clause_text": tally.rows_with_clause,
        "rows_with_clause_number_or_added": share(tally.located, tally.rows),
        "advice_rows": tally.advice_rows,
        "verbatim": share(tally.verbatim, tally.rows),
        "numbers_accounted": share(tally.numbers_ok, tally.rows),
        "calendars": tally.calendars,
        "events": tally.events,
        "commented_docx": tally.commented,
        "commented_text_kept": share(tally.text_kept, tally.commented),
        "comments_on_quote_paragraph": share(tally.comments_on_quote_paragraph, tally.comments),
        "cpu_seconds_median": round(statistics.median(tally.seconds), 4) if tally.seconds else None,
        "cpu_seconds_max": round(max(tally.seconds), 4) if tally.seconds else None,
        "long_contracts_cpu_seconds": tally.long_contracts,
        "unexplained_numbers": tally.unexplained[:20],
        "not_verbatim": tally.not_verbatim[:20],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", type=Path, nargs="+", help="folders of <id>.txt (and <id>.docx originals)")
    parser.add_argument("--render", action="store_true", help="open every generated DOCX in LibreOffice")
    parser.add_argument("--side", default="weaker")
    parser.add_argument("--out", type=Path, help="write the summary JSON here too")
    args = parser.parse_args()
    settings = Settings(_env_file=None)
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="bench-amendments-") as tmp:
        for folder in args.data:
            tally = Tally()
            keep = Path(tmp) / folder.name if args.render else None
            if keep is not None:
                keep.mkdir()
            texts = sorted(
                p for p in folder.glob("*.txt") if not p.name.endswith(".gt.txt") and "README" not in p.name
            )
            for text_path in texts:
                bench_one(text_path, tally, settings, args.side, keep)
            results[folder.name] = summary(tally)
            if keep is not None:
                results[folder.name]["libreoffice"] = render_all(tally.docx_files, keep)
    print(json.dumps(results, indent=2, ensure_ascii=False))
    if args.out:
        args.out.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
