"""``contract-check`` as a user runs it, on the embedded default (moto in-process, in-process Redis)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import ROOT

from chalicelib.cli import main

SAMPLE = ROOT / "samples" / "dogovor-postavki.pdf"
pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def embedded_default(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("REDIS_URL", "AWS_ENDPOINT_URL", "LLM_PROVIDER"):
        monkeypatch.delenv(name, raising=False)


def test_analyze_prints_the_markdown_report_and_writes_the_report_and_the_documents(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["analyze", str(SAMPLE), "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr()
    assert "Отчёт не заменяет консультацию юриста" in printed.out
    assert "PARSING" in printed.err and "COMPLETED" in printed.err
    written = sorted(path.name for path in tmp_path.iterdir())
    manifest = json.loads((tmp_path / "documents.json").read_text(encoding="utf-8"))
    named = sorted(file["name"] for file in manifest["files"])
    assert written == sorted(["documents.json", "report.json", "report.md", "report.pdf", *named])
    assert any(name.lower().startswith("протокол разногласий — договор поставки") for name in named), named
    assert not any(name.startswith(("amendments", "deadlines", "report")) for name in named)


def test_analyze_json_prints_only_the_report_on_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", str(SAMPLE), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["schema_version"] == 1
    assert report["prescreen"]["contract_type"] == "supply"


def test_analyze_side_reaches_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", str(SAMPLE), "--json"]) == 0
    weaker = json.loads(capsys.readouterr().out)
    assert weaker["side"] == "Покупатель"
    assert main(["analyze", str(SAMPLE), "--json", "--side", "Поставщик"]) == 0
    supplier = json.loads(capsys.readouterr().out)
    assert supplier["side"] == "Поставщик"
    assert all(f["favours"] != "Поставщик" for f in supplier["findings"])


def test_analyze_refuses_a_side_the_contract_does_not_define(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", str(SAMPLE), "--side", "Tester"]) == 2
    err = capsys.readouterr().err
    assert "unknown_side" in err and "«Tester»" in err
    assert "«Покупатель»" in err and "«Поставщик»" in err


def test_analyze_exits_non_zero_with_the_russian_message_for_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty.pdf"
    empty.write_bytes(b"")
    assert main(["analyze", str(empty)]) == 2
    assert "empty_file" in capsys.readouterr().err


def test_extract_prints_markdown_with_page_markers(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["extract", str(SAMPLE)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("<!-- page 1 -->")
    assert "ДОГОВОР ПОСТАВКИ" in out


def test_the_console_script_runs_in_a_fresh_process(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if key not in ("REDIS_URL", "AWS_ENDPOINT_URL")}
    result = subprocess.run(
        [sys.executable, "-m", "chalicelib.cli", "analyze", str(SAMPLE), "--json"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert json.loads(result.stdout)["session_id"]


def test_a_malformed_redis_url_is_one_clear_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from chalicelib.settings import reset_settings_cache

    monkeypatch.setenv("REDIS_URL", "redis://:s3cret@cache:port/0")
    reset_settings_cache()
    try:
        code = main(["analyze", str(SAMPLE)])
    finally:
        reset_settings_cache()
    err = capsys.readouterr().err
    assert code == 4
    assert "REDIS_URL" in err and "port" in err and "Traceback" not in err
    assert "s3cret" not in err
