"""The README leads with the two commands a newcomer runs, and every page it links to exists."""

from __future__ import annotations

import re

from support import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_first_code_block_is_exactly_make_demo_and_make_test() -> None:
    block = re.search(r"```sh\n(.*?)```", README, re.S)
    assert block is not None
    commands = [line.split("#", 1)[0].strip() for line in block.group(1).splitlines() if line.strip()]
    assert commands == ["make demo", "make test"]
    assert README.index("make demo") < 1200, "the two commands stay near the top"


def test_linked_pages_exist() -> None:
    for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", README):
        if not target.startswith("http"):
            assert (ROOT / target).exists(), target
