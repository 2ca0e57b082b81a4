"""A fresh machine without Tesseract: text documents go through, scans get a lasting notice that names the
fix, and a configuration fault ends the session at once instead of being retried as a transient one."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote_plus

import pytest
from pipeline.test_stages import Bus
from support import ROOT

from chalicelib import prerequisites
from chalicelib.errors import ConfigurationError
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.pipeline.events import ObjectRef
from chalicelib.pipeline.stages import STAGE_ACTIONS, handle_stage_message
from chalicelib.topology import BucketRole, Stage

SAMPLE_PDF = ROOT / "samples" / "dogovor-postavki.pdf"
RETRY_WORDING = ("позже", "later")


@pytest.fixture
def no_tesseract(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """PATH without tesseract and a fresh process's memory of what was checked."""
    monkeypatch.setattr(prerequisites, "_working", set())
    monkeypatch.setenv("PATH", str(tmp_path))
    return tmp_path


def _scan_png() -> bytes:
    from PIL import Image, ImageDraw

    page = Image.new("L", (800, 600), 255)
    ImageDraw.Draw(page).text((40, 40), "ДОГОВОР ПОСТАВКИ № 15", fill=0)
    out = io.BytesIO()
    page.save(out, format="PNG")
    return out.getvalue()


def test_a_text_pdf_needs_no_tesseract(no_tesseract: Path) -> None:
    from chalicelib.pipeline.stages import extract_object

    bus = Bus()
    extract_object(bus.upload(SAMPLE_PDF.read_bytes(), "dogovor.pdf"), bus.deps)
    assert bus.body(BucketRole.TEXT, "text.md") is not None


def test_a_scan_without_tesseract_gets_a_lasting_notice_that_says_to_install_it(no_tesseract: Path) -> None:
    bus = Bus()
    ref = bus.upload(_scan_png(), "scan.png")
    handle_stage_message(Stage.EXTRACT, _s3_event(ref), bus.deps, None)  # no exception: no redelivery
    notice = bus.error()
    assert notice.reason == "ocr_unavailable"
    assert "Tesseract" in notice.message_ru and "Tesseract" in notice.message_en
    assert not any(word in notice.message_ru + notice.message_en for word in RETRY_WORDING)


def test_a_configuration_fault_ends_the_session_without_a_retry(monkeypatch: pytest.MonkeyPatch) -> None:
    bus = Bus()
    ref = bus.upload(b"any")

    def misconfigured(_ref: ObjectRef, _deps: PipelineDeps) -> None:
        raise ConfigurationError("LLM_API_KEY is not set")

    monkeypatch.setitem(STAGE_ACTIONS, Stage.EXTRACT, misconfigured)
    handle_stage_message(Stage.EXTRACT, _s3_event(ref), bus.deps, None)
    notice = bus.error()
    assert notice.reason == "service_misconfigured"
    assert not any(word in notice.message_ru + notice.message_en for word in RETRY_WORDING)


def test_make_demo_runs_on_a_machine_without_tesseract(tmp_path: Path) -> None:
    """What ``make demo`` runs, in a fresh process whose PATH has no tesseract."""
    env: dict[str, Any] = {
        key: value for key, value in os.environ.items() if key not in ("REDIS_URL", "AWS_ENDPOINT_URL")
    }
    env["PATH"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "chalicelib.cli", "analyze", str(SAMPLE_PDF), "--out", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert (tmp_path / "out" / "report.pdf").exists()


def _s3_event(ref: ObjectRef) -> str:
    import json

    record = {
        "eventSource": "aws:s3",
        "eventName": "ObjectCreated:Put",
        "s3": {
            "bucket": {"name": ref.bucket},
            "object": {"key": quote_plus(ref.key), "eTag": ref.etag, "size": ref.size},
        },
    }
    return json.dumps({"Records": [record]})
