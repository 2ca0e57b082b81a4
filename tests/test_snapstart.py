"""SnapStart: the snapshot holds the function's modules, nothing that connects; restore forgets the rest."""

from __future__ import annotations

import sys
import types
from collections.abc import Callable

import pytest

from chalicelib import bootstrap
from chalicelib.bootstrap import FIRST_CALL_MODULES, FIRST_CALL_PRIMES, function_of, prepare_for_snapshot


@pytest.mark.parametrize(
    ("name", "function"),
    [
        ("contract-check-dev-extract", "extract"),
        ("contract-check-pre-prod-analyze", "analyze"),
        ("contract-check-dev-notify_dead_letter", "notify_dead_letter"),
        ("contract-check-dev", "webhook"),
        ("contract-check-pre-prod", "webhook"),
    ],
)
def test_the_function_follows_chalices_names(name: str, function: str) -> None:
    assert function_of(name) == function


def test_outside_snapstart_nothing_is_prepared() -> None:
    assert prepare_for_snapshot({"AWS_LAMBDA_FUNCTION_NAME": "contract-check-dev-prescreen"}) is None


def test_under_snapstart_modules_load_and_restore_drops_the_ports(monkeypatch: pytest.MonkeyPatch) -> None:
    hooks: list[Callable[[], None]] = []
    restore = types.ModuleType("snapshot_restore_py")
    restore.register_after_restore = hooks.append  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "snapshot_restore_py", restore)
    monkeypatch.setattr(bootstrap, "_installed", None)
    imported: list[str] = []
    real_import = bootstrap.importlib.import_module
    monkeypatch.setattr(
        bootstrap.importlib, "import_module", lambda name: imported.append(name) or real_import(name)
    )
    environ = {
        "AWS_LAMBDA_INITIALIZATION_TYPE": "snap-start",
        "AWS_LAMBDA_FUNCTION_NAME": "contract-check-dev-prescreen",
    }

    assert prepare_for_snapshot(environ) == "prescreen"
    primed = [target.partition(":")[0] for target in FIRST_CALL_PRIMES["prescreen"]]
    assert imported == [*FIRST_CALL_MODULES["prescreen"], *primed]
    assert bootstrap._installed is None, "nothing connects before the snapshot"

    sentinel = object()
    monkeypatch.setattr(bootstrap, "_installed", sentinel)
    (hook,) = hooks
    hook()
    assert bootstrap._installed is None, "ports built before a restore are forgotten"
