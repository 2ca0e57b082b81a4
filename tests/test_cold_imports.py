"""Which modules a function's cold path imports (fresh interpreters): nothing a path does not use.

httpx only when an LLM is configured (or a notifier actually sends), PyMuPDF only where a PDF is read or
written, boto3 only where S3, SQS, SSM or Powertools' idempotency is used (never on the webhook's plain
update). Timing is the benchmark's job (bench/coldstart.py); these tests pin the import graph.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("httpx", "pymupdf", "fitz", "moto", "fakeredis", "pytesseract", "PIL", "docx")
# boto3 and what only comes with it (Powertools' idempotency imports boto3; bare ``botocore`` is Powertools').
BOTO3 = (
    "boto3",
    "botocore.client",
    "botocore.session",
    "s3transfer",
    "aws_lambda_powertools.utilities.idempotency",
)
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


def heavy_modules_after(code: str, watched: tuple[str, ...] = HEAVY, **env: str) -> set[str]:
    """Run ``code`` in a fresh interpreter with a Lambda-like environment; the ``watched`` ones loaded."""
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
    probe = f"\nimport json, sys\nprint(json.dumps([m for m in {watched!r} if m in sys.modules]))\n"
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


# The webhook's cold path and its first plain update: the ports, the first-call modules, the bot and PTB's
# Application built, a failure classified; no S3, no SQS, no idempotency guard.
WEBHOOK_PLAIN_UPDATE = (
    "import app\n"
    "from chalicelib.bootstrap import FIRST_CALL_MODULES, get_deps\n"
    "from chalicelib.adapters.transient import infrastructure_transient\n"
    "deps = get_deps()\n"
    "for name in FIRST_CALL_MODULES['webhook']:\n"
    "    __import__(name)\n"
    "from chalicelib.adapters.telegram_ptb import build_application\n"
    "deps.telegram._get()\n"
    "build_application(deps.settings)\n"
    "assert not infrastructure_transient(ValueError('not ours'))\n"
)


def test_a_plain_telegram_update_never_imports_boto3() -> None:
    assert heavy_modules_after(WEBHOOK_PLAIN_UPDATE, BOTO3) == set()


def test_a_stage_builds_its_s3_client_and_guard_on_its_first_event() -> None:
    first_event = "from chalicelib.topology import Stage\ndeps.storage.store\ndeps.guards[Stage.EXTRACT]\n"
    loaded = heavy_modules_after(WEBHOOK_PLAIN_UPDATE + first_event, BOTO3)
    assert {"boto3", "botocore.client", "aws_lambda_powertools.utilities.idempotency"} <= loaded


def test_secrets_from_ssm_import_boto3_only_when_a_path_is_set() -> None:
    code = "import app\nfrom chalicelib.settings import get_settings\nget_settings()\n"
    assert heavy_modules_after(code, BOTO3) == set()
