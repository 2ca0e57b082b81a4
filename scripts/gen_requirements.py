"""Write the Lambda requirement files from ``pyproject.toml``'s dependencies.

``requirements.txt`` is what chalice bundles into the deployment package every function shares. The heavy
document libraries go to layers of their own (``layers/python/<layer>/requirements.txt``, built by
``make package`` and attached only to the functions that import them), and boto3/botocore come from the
Lambda runtime. ``python scripts/gen_requirements.py``; a test fails while the files and pyproject disagree.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADER = "# Generated from pyproject.toml by scripts/gen_requirements.py: edit pyproject.toml, then rerun.\n"
LAYERS_DIR = ROOT / "layers" / "python"

# Which distribution goes to which Python layer (the functions that attach each layer are set in
# template.yaml). pdf: PyMuPDF, for extract (text layer, renders) and analyze (report.pdf).
# documents: images, DOCX, RTF and the Tesseract wrapper, for extract only. morphology: pymorphy3 and its
# Russian dictionary (17 MB unzipped), for the stages that read clauses (prescreen, analyze).
PYTHON_LAYERS: dict[str, tuple[str, ...]] = {
    "pdf": ("pymupdf",),
    "documents": ("pillow", "python-docx", "pytesseract", "striprtf"),
    "morphology": ("pymorphy3", "pymorphy3-dicts-ru"),
}
# The Lambda Python runtime ships these (and their botocore/s3transfer/jmespath closure).
RUNTIME_PROVIDED: tuple[str, ...] = ("boto3",)


def _name(requirement: str) -> str:
    match = re.match(r"[A-Za-z0-9._-]+", requirement)
    assert match is not None, requirement
    return match.group(0).lower().replace("_", "-")


def _dependencies() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return sorted(project["dependencies"], key=str.lower)


def requirements_text() -> str:
    """The shared deployment package: everything but the layered and the runtime-provided packages."""
    excluded = {name for names in PYTHON_LAYERS.values() for name in names} | set(RUNTIME_PROVIDED)
    return HEADER + "".join(f"{req}\n" for req in _dependencies() if _name(req) not in excluded)


def layer_requirements_text(layer: str) -> str:
    wanted = set(PYTHON_LAYERS[layer])
    lines = [req for req in _dependencies() if _name(req) in wanted]
    assert {_name(req) for req in lines} == wanted, f"{layer}: not all of {sorted(wanted)} in pyproject"
    return HEADER + "".join(f"{req}\n" for req in lines)


def generated_files() -> dict[Path, str]:
    files = {ROOT / "requirements.txt": requirements_text()}
    for layer in PYTHON_LAYERS:
        files[LAYERS_DIR / layer / "requirements.txt"] = layer_requirements_text(layer)
    return files


def main() -> None:
    for path, text in generated_files().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
