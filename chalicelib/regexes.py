"""The project's regular expressions, compiled when the package is built instead of at every cold start.

:func:`compile` is ``re.compile`` for the project's own patterns (several hundred, most compiled at import:
about 0.15 ms each in Python's parser, 45 ms of prescreen's cold start). ``make package`` and
``bench/coldstart.py`` run ``python -m chalicelib.regexes`` with the runtime's Python, as they compile the
bytecode: it imports every module of ``chalicelib``, records each pattern compiled through here and writes
what Python's regex compiler made of it (the program ``_sre`` runs and its groups) to a table beside this
file. With the table present, :func:`compile` hands that program to ``_sre.compile``, the last step of
``re.compile``, and skips parsing and compiling again. Each entry stays marshalled until its pattern is
compiled, so a function pays only for the patterns its modules use (the 1.5 MB table opens in about 1 ms).

The table can only make a pattern faster, never different: it is keyed by the exact pattern and flags, its
file name by the interpreter (``cpython-312``) and its regex engine's version (``_sre.MAGIC``); a pattern
edited since the build, a table of another Python or no table at all are compiled by ``re.compile`` as
before, and the built pattern compares equal (same flags, same program) to what ``re.compile`` returns
(tests/test_regexes.py).
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # the regex engine re.compile hands its program to
import importlib
import marshal
import re
import sys
from pathlib import Path
from typing import Any, AnyStr

TABLE_PATH = Path(__file__).with_name(f"regexes-{sys.implementation.cache_tag}-{_sre.MAGIC}.bin")

# (pattern, flags) → (flags as compiled, program, groups, group index, index group): _sre.compile's arguments,
# each marshalled on its own in the file.
_Entry = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]
_Key = tuple[str | bytes, int]


def _load(path: Path) -> dict[_Key, bytes]:
    try:
        table = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return table if isinstance(table, dict) else {}


_table: dict[_Key, bytes] = _load(TABLE_PATH)
_recorded: dict[_Key, bytes] | None = None


def compile(pattern: AnyStr, flags: int = 0) -> re.Pattern[AnyStr]:
    """``re.compile(pattern, flags)``, from the build's table when it holds the pattern."""
    key: _Key = (pattern, int(flags))
    entry = _table.get(key)
    if entry is not None:
        try:  # _sre checks the program it is given: a damaged entry raises, it never runs
            built: re.Pattern[AnyStr] = _sre.compile(pattern, *marshal.loads(entry))
        except (EOFError, ValueError, TypeError, RuntimeError):
            pass
        else:
            return built
    compiled = re.compile(pattern, flags)
    if _recorded is not None:
        _recorded[key] = marshal.dumps(compiled_entry(pattern, int(flags)))
    return compiled


def compiled_entry(pattern: str | bytes, flags: int) -> _Entry:
    """What ``re._compiler.compile`` passes to ``_sre.compile`` for ``pattern`` (the same steps)."""
    from re import _compiler, _parser  # type: ignore[attr-defined]

    parsed: Any = _parser.parse(pattern, flags)
    program = _compiler._code(parsed, flags)
    group_index = dict(parsed.state.groupdict)
    index_group: list[str | None] = [None] * parsed.state.groups
    for name, index in group_index.items():
        index_group[index] = name
    return (
        int(flags | parsed.state.flags),
        [int(op) for op in program],
        int(parsed.state.groups - 1),
        {str(name): int(index) for name, index in group_index.items()},
        tuple(index_group),
    )


# Patterns compiled on first use rather than at import, compiled by the build after the imports
# ("module:function"): the checklist items' (a first analysis compiles about 400, 34 ms).
FIRST_USE = ("chalicelib.analysis.checklist_items:compile_patterns",)


def write_table(path: Path = TABLE_PATH) -> int:
    """Import every module of ``chalicelib``, compile the patterns of :data:`FIRST_USE` and write the
    patterns they compiled; returns how many."""
    import pkgutil

    global _recorded, _table
    _table, _recorded = {}, {}
    package = importlib.import_module("chalicelib")
    for module in pkgutil.walk_packages(package.__path__, "chalicelib."):
        try:
            importlib.import_module(module.name)
        except ImportError:  # an optional dependency the runtime does not ship (the dev tools)
            continue
    for target in FIRST_USE:
        module_name, function = target.split(":")
        getattr(importlib.import_module(module_name), function)()
    path.write_bytes(marshal.dumps(_recorded))
    return len(_recorded)


if __name__ == "__main__":  # python -m chalicelib.regexes [TABLE]
    # ``python -m`` runs this file as ``__main__``: the project's modules record into ``chalicelib.regexes``.
    built = importlib.import_module("chalicelib.regexes")
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else built.TABLE_PATH
    print(f"{built.write_table(target)} patterns in {target.name}")
