"""The CLI speaks in its own lines: log lines only with --verbose, a closed pipe ends quietly, a missing
AWS credential is one line that says what to set."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import ROOT

from chalicelib.cli import main
from chalicelib.local.chat import typed_text

SAMPLE = ROOT / "samples" / "dogovor-postavki.pdf"


@pytest.fixture(autouse=True)
def embedded_default(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("REDIS_URL", "AWS_ENDPOINT_URL", "LLM_PROVIDER"):
        monkeypatch.delenv(name, raising=False)


def _log_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if '"level"' in line or "Traceback" in line]


@pytest.mark.slow
def test_a_refusal_prints_no_log_line_without_verbose(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    empty = tmp_path / "empty.pdf"
    empty.write_bytes(b"")
    assert main(["analyze", str(empty)]) == 2
    err = capfd.readouterr().err
    assert "empty_file" in err
    assert _log_lines(err) == [] and caplog.records == []
    assert main(["analyze", str(empty), "--verbose"]) == 2
    assert "session failed" in caplog.text


def test_extract_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    text = tmp_path / "long.txt"
    lines = [f"Строка {n}: стороны договорились о поставке товара по цене и в срок." for n in range(4000)]
    text.write_text("ДОГОВОР ПОСТАВКИ\n" + "\n".join(lines), encoding="utf-8")
    shell = f"{sys.executable} -m chalicelib.cli extract {text} | head -1"
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", shell],
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert "BrokenPipeError" not in result.stderr and "Traceback" not in result.stderr, result.stderr
    assert result.stdout.startswith("<!-- page 1 -->")


def test_missing_aws_credentials_are_one_line_that_says_what_to_set(tmp_path: Path) -> None:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("AWS_") and key not in ("REDIS_URL", "PARTNERS_FILE")
    }
    env |= {
        "AWS_SHARED_CREDENTIALS_FILE": str(tmp_path / "none"),
        "AWS_CONFIG_FILE": str(tmp_path / "none"),
        "AWS_EC2_METADATA_DISABLED": "true",
    }
    result = subprocess.run(
        [sys.executable, "-m", "chalicelib.cli", "partners", "dead-letters"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
        check=False,
    )
    assert result.returncode != 0
    assert result.stderr.strip().splitlines() == [
        "contract-check: no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE)"
    ]


def test_a_pasted_line_cut_inside_a_letter_becomes_valid_text() -> None:
    pasted = ("Поставщик обязуется поставить товар. " * 120).encode()[:4095]  # the terminal's cut
    raw = pasted.decode("utf-8", "surrogateescape") + "\n"
    out = io.StringIO()
    text = typed_text(raw, out)
    text.encode("utf-8")  # no lone surrogates left
    assert text.startswith("Поставщик обязуется")
    assert "file ПУТЬ" in out.getvalue()
    assert typed_text("короткая строка\n", out) == "короткая строка"
