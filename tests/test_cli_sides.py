"""``contract-check analyze --side``: any role the contract defines is accepted, another one is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chalicelib.cli import main

pytestmark = pytest.mark.slow

GRANT = (
    "GRANT AGREEMENT\n\n"
    'This Grant Agreement (the "Agreement") is entered into as of March 1, 2025 by and between the Open '
    'Code Foundation ("Foundation") and Jane Smith ("Grantee").\n\n'
    "1. Grant. Foundation agrees to provide Grantee a grant of USD 20,000 to support the project.\n"
    "2. Payments. Foundation may suspend or withhold any payment in its sole discretion.\n"
    "3. Termination. Foundation may terminate this Agreement at any time for any reason upon notice to "
    "Grantee, and Grantee shall then repay all amounts received.\n"
    "4. Liability. In no event shall Foundation be liable to Grantee for any damages.\n"
    "5. Governing Law. This Agreement is governed by the laws of the State of New York.\n"
)


@pytest.fixture(autouse=True)
def embedded_default(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("REDIS_URL", "AWS_ENDPOINT_URL", "LLM_PROVIDER"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def grant(tmp_path: Path) -> Path:
    path = tmp_path / "grant.txt"
    path.write_text(GRANT, encoding="utf-8")
    return path


def test_the_default_and_a_defined_role_name_the_reports_side(
    grant: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["analyze", str(grant), "--json"]) == 0
    default = json.loads(capsys.readouterr().out)
    assert default["side"] == "Grantee" and default["side_basis"] == "not_drafter"
    assert main(["analyze", str(grant), "--json", "--side", "foundation"]) == 0
    chosen = json.loads(capsys.readouterr().out)
    assert chosen["side"] == "Foundation" and chosen["side_reason"] == "chosen by the user"


def test_a_role_the_contract_does_not_define_is_refused_listing_those_it_does(
    grant: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["analyze", str(grant), "--side", "Tester"]) == 2
    err = capsys.readouterr().err
    assert "unknown_side" in err and '"Tester"' in err
    assert '"Foundation"' in err and '"Grantee"' in err
