"""bench/findings.py --holdout: full ids and bare numbers name the same contracts; unknown ids stop it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_findings", ROOT / "bench" / "findings.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_findings", module)
    spec.loader.exec_module(module)
    return module


KNOWN = ["ru-dev-101", "ru-dev-420", "ru-dev-422"]


def test_full_ids_and_bare_numbers_name_the_same_contracts() -> None:
    holdout_ids = _bench().holdout_ids
    assert holdout_ids("ru-dev-420,ru-dev-422", KNOWN) == {"ru-dev-420", "ru-dev-422"}
    assert holdout_ids("420, 422", KNOWN) == {"ru-dev-420", "ru-dev-422"}
    assert holdout_ids("", KNOWN) == set()


def test_an_unknown_id_is_refused_with_the_ids_it_did_not_find() -> None:
    with pytest.raises(SystemExit, match=r"no contract 999, ru-dev-7 in the set"):
        _bench().holdout_ids("422,999,ru-dev-7", KNOWN)
