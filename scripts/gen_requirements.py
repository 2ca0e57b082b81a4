"""Write ``requirements.txt`` (what chalice packages for Lambda) from ``pyproject.toml``'s dependencies.

``python scripts/gen_requirements.py``; a test fails while the two disagree.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADER = "# Generated from pyproject.toml by scripts/gen_requirements.py: edit pyproject.toml, then rerun.\n"


def requirements_text() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return HEADER + "".join(
        f"{requirement}\n" for requirement in sorted(project["dependencies"], key=str.lower)
    )


def main() -> None:
    (ROOT / "requirements.txt").write_text(requirements_text(), encoding="utf-8")
    print(f"wrote {ROOT / 'requirements.txt'}")


if __name__ == "__main__":
    main()
