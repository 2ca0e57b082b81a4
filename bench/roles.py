"""Count the parties the clause model finds per contract: how many contracts get two or more roles.

Usage: python bench/roles.py <dir> [<dir> ...] [--list]   (each dir holds <id>.txt contract texts)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chalicelib.clauses import parse_contract  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("dirs", type=Path, nargs="+")
    ap.add_argument("--list", action="store_true", help="print each contract's roles and default side")
    a = ap.parse_args(argv)
    for folder in a.dirs:
        texts = sorted(
            p
            for p in folder.glob("*.txt")
            if not p.name.startswith(("README", "CUAD")) and ".gt." not in p.name
        )
        two = 0
        for path in texts:
            roles = parse_contract(path.read_text(encoding="utf-8")).roles
            two += len(roles.parties) >= 2
            if a.list:
                weaker = roles.weaker.name if roles.weaker else "-"
                names = ", ".join(p.name + ("*" if p.individual else "") for p in roles.parties)
                print(f"{path.stem}: [{names}] default={weaker} ({roles.weaker_basis()})")
        print(f"{folder}: {two}/{len(texts)} contracts with >= 2 roles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
