"""Files generated from code must match it."""

from __future__ import annotations

from support import ROOT

from scripts.gen_requirements import generated_files, layer_requirements_text, requirements_text
from scripts.gen_schemas import DOCUMENTS, schema_text


def test_requirement_files_agree_with_pyproject() -> None:
    for path, text in generated_files().items():
        assert path.read_text(encoding="utf-8") == text, f"{path}: run python scripts/gen_requirements.py"


def test_pymupdf_stays_below_2_for_lambda_size_and_lives_in_its_layer() -> None:
    assert "pymupdf>=1.26,<2" in layer_requirements_text("pdf")
    assert "pymupdf" not in requirements_text()
    assert "boto3" not in requirements_text(), "the Lambda runtime provides boto3"


def test_json_schemas_match_the_models() -> None:
    for name in DOCUMENTS:
        assert (ROOT / "chalicelib" / "schemas" / name).read_text(encoding="utf-8") == schema_text(name), (
            "run: python scripts/gen_schemas.py"
        )
