"""Files generated from code must match it."""

from __future__ import annotations

from support import ROOT

from scripts.gen_requirements import requirements_text
from scripts.gen_schemas import DOCUMENTS, schema_text


def test_requirements_txt_agrees_with_pyproject() -> None:
    assert (ROOT / "requirements.txt").read_text(encoding="utf-8") == requirements_text(), (
        "run: python scripts/gen_requirements.py"
    )


def test_pymupdf_stays_below_2_for_lambda_size() -> None:
    assert "pymupdf>=1.26,<2" in requirements_text()


def test_json_schemas_match_the_models() -> None:
    for name in DOCUMENTS:
        assert (ROOT / "chalicelib" / "schemas" / name).read_text(encoding="utf-8") == schema_text(name), (
            "run: python scripts/gen_schemas.py"
        )
