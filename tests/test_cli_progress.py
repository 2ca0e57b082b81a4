"""The CLI's progress bar, its help, and the packaging metadata a newcomer's install reads."""

from __future__ import annotations

import re
import tomllib

import pytest
from support import ROOT

from chalicelib.cli import main

SAMPLE = ROOT / "samples" / "dogovor-postavki.pdf"


@pytest.fixture(autouse=True)
def embedded_default(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("REDIS_URL", "AWS_ENDPOINT_URL", "LLM_PROVIDER"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.slow
def test_the_progress_bar_passes_through_every_stage_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", str(SAMPLE)]) == 0
    shown = re.findall(r"\] +(\d+)% (\w+)", capsys.readouterr().err)
    assert [status for _, status in shown] == [
        "PARSING",
        "CHUNKING",
        "SEARCHING",
        "GENERATING_REPORT",
        "COMPLETED",
    ]
    percents = [int(percent) for percent, _ in shown]
    assert percents == sorted(percents) and percents[-1] == 100


def test_analyze_help_lists_the_accepted_formats(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["analyze", "--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    for name in ("PDF", "JPEG", "PNG", "TIFF", "DOCX", "RTF", "TXT", "Google Docs", "MAX_TEXT_CHARS"):
        assert name in text, name


def test_the_license_is_an_spdx_expression_not_a_deprecated_table() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert isinstance(project["project"]["license"], str)
    requires = project["build-system"]["requires"]
    assert any(re.fullmatch(r"setuptools>=(\d+)", r) and int(r.split(">=")[1]) >= 77 for r in requires)
