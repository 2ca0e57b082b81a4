"""Which modules a function's cold path imports (fresh interpreters): nothing a path does not use.

httpx only when an LLM is configured (or a notifier actually sends), PyMuPDF only where a PDF is read or
written. Timing is the benchmark's job (bench/coldstart.py); these tests pin the import graph.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("httpx", "pymupdf", "fitz", "moto", "fakeredis", "pytesseract", "PIL", "docx")
BUILD_DEPS = "from chalicelib.bootstrap import get_deps\nget_deps()\n"
REPORT = """
from datetime import UTC, datetime
from chalicelib.models import PrescreenResult, Report, SourceInfo
report = Report(
    session_id="s1", generated_at=datetime.now(UTC), prescreen=PrescreenResult(),
    source=SourceInfo(filename="a.txt", pages=1, chars=300, ocr_used=False, language="ru"),
    findings=[], risk_score=0, provider="rules",
)
"""


def heavy_modules_after(code: str, **env: str) -> set[str]:
    """Run ``code`` in a fresh interpreter with a Lambda-like environment; the heavy modules it loaded."""
    child_env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("LLM_", "OPENAI_", "OLLAMA_", "YANDEXGPT_", "TELEGRAM_", "REDIS_"))
    }
    child_env |= {
        "PYTHONPATH": str(ROOT),
        "LLM_PROVIDER": "rules",
        "REDIS_URL": "redis://127.0.0.1:6379/7",  # clients connect lazily: nothing is sent here
        "TELEGRAM_BOT_TOKEN": "0:test",
        "AWS_DEFAULT_REGION": "us-east-1",
    } | env
    probe = f"\nimport json, sys\nprint(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))\n"
    done = subprocess.run(
        [sys.executable, "-c", code + probe],
        check=False,
        capture_output=True,
        text=True,
        env=child_env,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def test_app_and_its_ports_load_no_http_client_no_pdf_library_and_no_local_fakes() -> None:
    assert heavy_modules_after("import app\n" + BUILD_DEPS) == set()


def test_prescreen_and_analysis_with_the_rules_provider_load_no_http_client() -> None:
    code = "import app\n" + BUILD_DEPS + "import chalicelib.prescreen, chalicelib.analysis\n"
    assert heavy_modules_after(code) == set()


def test_a_configured_llm_loads_httpx_where_it_is_built() -> None:
    code = "from chalicelib.llm import build_provider\nfrom chalicelib.settings import get_settings\n"
    assert heavy_modules_after(code) == set()
    code += "assert build_provider(get_settings()) is not None\n"
    assert "httpx" in heavy_modules_after(code, LLM_PROVIDER="openai", OPENAI_API_KEY="k")


def test_a_text_upload_is_extracted_without_pymupdf() -> None:
    code = (
        "from chalicelib.extraction import extract_document\n"
        "from chalicelib.settings import ExtractionSettings\n"
        "extract_document(('Договор поставки. ' * 40).encode(), 'a.txt', ExtractionSettings())\n"
    )
    assert heavy_modules_after(code) == set()


def test_the_markdown_report_and_the_telegram_summary_need_no_pymupdf_the_pdf_does() -> None:
    code = (
        REPORT + "import chalicelib.adapters.telegram_notifier\n"
        "from chalicelib.bot.summary import report_summary\n"
        "from chalicelib.reporting import render_markdown\n"
        "report_summary(report)\nrender_markdown(report)\n"
    )
    assert heavy_modules_after(code) == set()
    code += "from chalicelib.reporting import render_pdf\nassert render_pdf(report).startswith(b'%PDF')\n"
    assert "pymupdf" in heavy_modules_after(code)


def test_the_webhook_bot_is_built_on_the_first_update_not_with_the_ports() -> None:
    code = "import app\n" + BUILD_DEPS + "assert 'telegram' not in __import__('sys').modules\n"
    assert heavy_modules_after(code) == set()
