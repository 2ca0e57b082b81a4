"""Every generated DOCX opens in LibreOffice (a real converter from Debian) and renders to PDF.

Skipped only where ``soffice`` is missing outside CI; under ``CI=true`` a missing LibreOffice fails the test
(scripts/ensure_system_deps.sh installs it).
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

import pymupdf
import pytest
from amendments.amendment_support import CONTRACT, docx_of, finding, report_of, sample_report
from docx import Document

from chalicelib.amendments import build_documents
from chalicelib.keys import AMENDMENTS_DOCX, COMMENTED_DOCX
from chalicelib.models import DISCLAIMER

SOFFICE = shutil.which("soffice")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        SOFFICE is None and os.environ.get("CI") != "true",
        reason="LibreOffice (soffice) is not installed: scripts/ensure_system_deps.sh installs it",
    ),
]


def render(docx: bytes, folder: Path, name: str) -> pymupdf.Document:
    """``soffice --headless --convert-to pdf`` with a private profile (parallel runs do not share one)."""
    assert SOFFICE is not None, "CI=true needs LibreOffice: scripts/ensure_system_deps.sh"
    source = folder / f"{name}.docx"
    source.write_bytes(docx)
    profile = (folder / "lo-profile").as_uri()
    done = subprocess.run(
        [
            SOFFICE,
            f"-env:UserInstallation={profile}",
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            str(folder),
            str(source),
        ],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    pdf = folder / f"{name}.pdf"
    assert done.returncode == 0 and pdf.exists(), done.stderr[-2000:]
    return pymupdf.open(pdf)


def page_text(pdf: pymupdf.Document) -> str:
    return " ".join(" ".join(page.get_text().split()) for page in pdf)


def test_the_protocol_and_the_commented_docx_render_in_libreoffice(tmp_path: Path) -> None:
    paragraphs: list[str | list[tuple[str, bool]]] = [p.strip() for p in CONTRACT.split("\n\n") if p.strip()]
    original = docx_of([p.lstrip("#").strip() if isinstance(p, str) else p for p in paragraphs])
    documents = build_documents(sample_report(filename="Договор поставки.docx"), CONTRACT, original)
    for key in (AMENDMENTS_DOCX, COMMENTED_DOCX):
        Document(io.BytesIO(documents.files[key]))  # python-docx reads every generated file back
    protocol = render(documents.files[AMENDMENTS_DOCX], tmp_path, "protocol")
    text = page_text(protocol)
    assert protocol.page_count >= 1 and "ПРОТОКОЛ РАЗНОГЛАСИЙ" in text
    assert "Редакция контрагента" in text and "Предлагаемая редакция" in text
    assert "Протокол разногласий подписан" in text and " ".join(DISCLAIMER.split()[:4]) in text
    first_row = documents.protocol.rows[0]
    assert " ".join(first_row.proposed.split()[:6]) in text
    commented = render(documents.files[COMMENTED_DOCX], tmp_path, "commented")
    source = render(original, tmp_path, "original")
    assert page_text(commented) == page_text(source), "the comments change nothing of the document's text"


def test_an_english_schedule_renders(tmp_path: Path) -> None:
    text = "SERVICES AGREEMENT\n\n7.2. Provider may terminate this Agreement on 5 days notice.\n"
    report = report_of(
        [finding("termination_for_convenience", "Provider may terminate this Agreement")],
        language="en",
        side=None,
        contract_type="services",
    )
    pdf = render(build_documents(report, text).files[AMENDMENTS_DOCX], tmp_path, "schedule")
    assert "SCHEDULE OF PROPOSED AMENDMENTS" in page_text(pdf)
