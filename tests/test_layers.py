"""Imports run one way: the layer table in docs/architecture.md is checked against every module's imports."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from support import ROOT

ARCHITECTURE = ROOT / "docs" / "architecture.md"
SOURCES = ("app.py", "chalicelib", "bench", "scripts")
_CLIENTS = re.compile(
    r"Infrastructure clients (?P<names>.+?)\s+are imported only by: (?P<layers>.+?)\.\n", re.S
)
_ROW = re.compile(r"^\|\s*(?P<layer>\w+)\s*\|(?P<modules>[^|]+)\|(?P<allowed>[^|]+)\|\s*$")


@dataclass(frozen=True)
class Layers:
    """Module prefixes per layer, and which layers each layer may import."""

    members: dict[str, tuple[str, ...]]
    allowed: dict[str, frozenset[str]]
    clients: tuple[str, ...] = ()
    client_layers: frozenset[str] = frozenset()
    client_modules: tuple[str, ...] = ()

    def may_use_clients(self, module: str, layer: str) -> bool:
        named = any(module == prefix or module.startswith(prefix + ".") for prefix in self.client_modules)
        return layer in self.client_layers or named

    def layer_of(self, module: str) -> str | None:
        matches = [
            (len(prefix), layer)
            for layer, prefixes in self.members.items()
            for prefix in prefixes
            if module == prefix or module.startswith(prefix + ".")
        ]
        return max(matches)[1] if matches else None


def read_layers(text: str) -> Layers:
    section = text.split("## Layers", 1)[1].split("\n## ", 1)[0]
    members: dict[str, tuple[str, ...]] = {}
    allowed: dict[str, frozenset[str]] = {}
    for line in section.splitlines():
        row = _ROW.match(line)
        if row is None or row["layer"] == "layer":
            continue
        members[row["layer"]] = tuple(re.findall(r"`([\w.]+)`", row["modules"]))
        allowed[row["layer"]] = frozenset(name.strip() for name in row["allowed"].split(","))
    clients = _CLIENTS.search(section)
    assert clients is not None, "the infrastructure clients sentence is missing"
    return Layers(
        members,
        allowed,
        tuple(re.findall(r"`([\w.]+)`", clients["names"])),
        frozenset(re.findall(r"(?<![`\w.])(\w+)(?=,|$)", clients["layers"])),
        tuple(re.findall(r"`([\w.]+)`", clients["layers"])),
    )


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(module: str, source: str, *, is_package: bool) -> Iterator[tuple[int, str]]:
    """(line, module) for every import, relative ones resolved; imports inside functions count too."""
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                yield node.lineno, ".".join(base + ([node.module] if node.module else []))
            elif node.module:
                yield node.lineno, node.module


def violations(layers: Layers, module: str, source: str, *, is_package: bool = False) -> list[str]:
    own = layers.layer_of(module)
    if own is None:
        return [f"{module} is in no layer: add it to the table in docs/architecture.md"]
    found = []
    for line, target in imported_modules(module, source, is_package=is_package):
        if target.split(".")[0] in layers.clients and not layers.may_use_clients(module, own):
            may = ", ".join(sorted(layers.client_layers))
            found.append(f"{module}:{line} imports {target} (only {may} may)")
            continue
        target_layer = layers.layer_of(target)
        if target_layer is None or target_layer == own or target_layer in layers.allowed[own]:
            continue
        found.append(f"{module}:{line} imports {target} ({own} → {target_layer})")
    return found


def project_modules() -> Iterator[tuple[str, Path]]:
    for entry in SOURCES:
        path = ROOT / entry
        for file in [path] if path.is_file() else sorted(path.rglob("*.py")):
            yield module_name(file), file


LAYERS = read_layers(ARCHITECTURE.read_text(encoding="utf-8"))


def test_the_table_names_every_layer_of_the_diagram() -> None:
    assert list(LAYERS.members) == ["entry", "wiring", "adapters", "service", "domain", "kernel"]
    assert all(allowed <= set(LAYERS.members) for allowed in LAYERS.allowed.values())


def test_imports_follow_the_layer_table() -> None:
    found = []
    for module, path in project_modules():
        if module == "chalicelib":
            continue  # the package marker; it imports nothing
        source = path.read_text(encoding="utf-8")
        found += violations(LAYERS, module, source, is_package=path.stem == "__init__")
    assert not found, "\n".join(found)


def test_an_import_against_the_direction_is_caught() -> None:
    upward = "from chalicelib.bootstrap import get_deps\n"
    assert violations(LAYERS, "chalicelib.pipeline.stages", upward)
    assert violations(LAYERS, "chalicelib.analysis.rules", "import chalicelib.adapters.s3_storage\n")
    assert violations(LAYERS, "chalicelib.topology", "from chalicelib.pipeline.events import ObjectRef\n")
    relative_upward = "from ..pipeline import stages\n"
    assert violations(LAYERS, "chalicelib.prescreen", relative_upward, is_package=True)
    assert not violations(LAYERS, "chalicelib.pipeline.stages", "from chalicelib.keys import TEXT_FILE\n")
    assert violations(LAYERS, "chalicelib.pipeline.stages", "import boto3\n")
    assert violations(LAYERS, "chalicelib.telegram.webhook", "from redis import Redis\n")
    assert not violations(LAYERS, "chalicelib.adapters.s3_storage", "import boto3\n")
    assert not violations(LAYERS, "chalicelib.secret_parameters", "import boto3\n")
    assert violations(LAYERS, "chalicelib.settings", "import boto3\n")
    assert violations(LAYERS, "chalicelib.brand_new", "") == [
        "chalicelib.brand_new is in no layer: add it to the table in docs/architecture.md"
    ]
