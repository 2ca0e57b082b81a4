"""The build-time regex table (chalicelib/regexes.py): a built pattern is the pattern re.compile makes."""

from __future__ import annotations

import marshal
import re
import subprocess
import sys
from pathlib import Path

import pytest

from chalicelib import regexes
from chalicelib.prescreen.parties import RU_ORG

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str | bytes, int], bytes]:
    """The table ``make package`` writes, built here by a fresh interpreter into a temporary file."""
    path = tmp_path_factory.mktemp("regexes") / "table.bin"
    subprocess.run(
        [sys.executable, "-m", "chalicelib.regexes", str(path)], check=True, cwd=ROOT, capture_output=True
    )
    loaded: dict[tuple[str | bytes, int], bytes] = marshal.loads(path.read_bytes())
    return loaded


def test_the_table_holds_the_patterns_the_modules_compile_at_import(
    table: dict[tuple[str | bytes, int], bytes],
) -> None:
    assert len(table) > 300
    assert (RU_ORG.pattern, 0) in table


def test_every_built_pattern_equals_what_re_compile_makes(
    table: dict[tuple[str | bytes, int], bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Patterns compare equal when their flags and their whole program are the same."""
    monkeypatch.setattr(regexes, "_table", table)
    for pattern, flags in table:
        built = regexes.compile(pattern, flags)
        assert built == re.compile(pattern, flags), pattern
        assert built.groupindex == re.compile(pattern, flags).groupindex


def test_a_pattern_missing_from_the_table_is_compiled_as_usual(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(regexes, "_table", {})
    pattern = r"(?P<edited>since the build)\s+\d+"
    assert regexes.compile(pattern, re.IGNORECASE) == re.compile(pattern, re.IGNORECASE)
    assert regexes.compile(pattern, re.IGNORECASE).search("Since the build 12")


def test_a_damaged_entry_is_compiled_as_usual(monkeypatch: pytest.MonkeyPatch) -> None:
    pattern = r"\bдоговор\w*"
    monkeypatch.setattr(regexes, "_table", {(pattern, 0): marshal.dumps((32, [1, 2, 3], 0, {}, (None,)))})
    assert regexes.compile(pattern) == re.compile(pattern)
    monkeypatch.setattr(regexes, "_table", {(pattern, 0): b"\x00garbage"})
    assert regexes.compile(pattern) == re.compile(pattern)


def test_no_table_or_an_unreadable_one_is_an_empty_table(tmp_path: Path) -> None:
    assert regexes._load(tmp_path / "absent.bin") == {}
    garbage = tmp_path / "garbage.bin"
    garbage.write_bytes(b"\x00not marshal")
    assert regexes._load(garbage) == {}


def test_the_file_name_names_the_interpreter_and_its_regex_engine() -> None:
    assert sys.implementation.cache_tag in regexes.TABLE_PATH.name
    assert str(regexes._sre.MAGIC) in regexes.TABLE_PATH.name
