"""Cold start per Lambda function against its floor: the same libraries and clients without the project.

    python bench/coldstart.py [--repeats 5]

A function's path is what a Lambda container runs before its first event is handled: ``import app``
(every function of a chalice app imports the whole module), building the process-wide ports, and the
packages the handler imports lazily on its first call. Each measurement is a new ``python`` process; the
figure is the CPU time (user + system) the process spent until the path was ready, minus the same for a
bare ``python`` (min of ``repeats`` each); teardown is not counted. CPU time, not wall time, is what the
budget is checked on: on a shared machine wall time mostly measures the neighbours (both are recorded),
while a Lambda container has its vCPU share to itself. Each function's floor runs in the same process
tree, in the same run: importing the libraries that function needs and creating the clients it creates,
nothing else; the ratio path / floor (both above bare Python) is the figure, with a target of 1.25.

The project's bytecode and its table of compiled regular expressions (``chalicelib/regexes.py``) are built
first, as ``make package`` ships them (Lambda cannot write ``__pycache__``); one more row runs notify's path
with no bytecode at all, which is what a package without it pays.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from chalicelib.bootstrap import FIRST_CALL_MODULES, FIRST_CALL_PRIMES  # noqa: E402


@dataclass(frozen=True)
class ColdPath:
    function: str
    budget_ms: float
    lazy_modules: tuple[str, ...]
    builds_deps: bool = True
    # "module:function" called once the modules are in: process-wide state built on the first event
    # (the morphological dictionary is read on the first Russian word).
    primes: tuple[str, ...] = ()
    # Statements run with ``deps`` (the ports) bound: the clients the function's first event creates
    # through them (ports build their clients on first use, so ``get_deps()`` alone does not).
    first_event: tuple[str, ...] = ()
    # The floor: the libraries this function cannot run without, imported bare, and the clients it
    # creates, created bare (no project code). What the path costs above it is the project's own.
    floor: tuple[str, ...] = ()


# Every function: the chalice app object, typed settings, the Powertools logger, its Redis clients.
_BASE_FLOOR = (
    "import chalice.app",
    "import pydantic_settings",
    "from aws_lambda_powertools import Logger; Logger(service='bench')",
    "import redis; [redis.Redis.from_url(REDIS_URL, socket_timeout=1) for _ in range(3)]",
)
# A stage: also boto3's S3 client and Powertools' idempotency on Redis.
_STAGE_FLOOR = (
    *_BASE_FLOOR,
    "import boto3; boto3.client('s3', region_name='us-east-1')",
    "from aws_lambda_powertools.utilities.idempotency import idempotent_function",
    "from aws_lambda_powertools.utilities.idempotency.persistence.cache import CachePersistenceLayer",
)


# A stage's first event: its S3 client (reading the object) and its Powertools idempotency guard.
def _stage_event(stage: str) -> tuple[str, ...]:
    return ("deps.storage.store", f"deps.guards[Stage({stage!r})]")


# The morphological dictionary, read on the first Russian word.
_DICTIONARY = "import pymorphy3; pymorphy3.MorphAnalyzer(lang='ru')"


# What each handler imports on its first call, beyond ``import app`` (the table SnapStart preloads).
COLD_PATHS: tuple[ColdPath, ...] = (
    # A plain update needs no S3: boto3 is not in the webhook's floor (nor, since issue 21, in its path).
    # The first update builds PTB's Application (its bot and HTTP requests) and the loop it runs on.
    ColdPath(
        "webhook",
        250,
        FIRST_CALL_MODULES["webhook"],
        first_event=(
            "deps.telegram._get()",
            "__import__('chalicelib.adapters.telegram_ptb').adapters.telegram_ptb"
            ".build_application(deps.settings)",
        ),
        floor=(
            *_BASE_FLOOR,
            "import asyncio; asyncio.new_event_loop()",
            "from telegram.ext import Application",
            "Application.builder().token('0:bench').updater(None).build()",
        ),
    ),
    ColdPath(
        "extract",
        500,
        FIRST_CALL_MODULES["extract"],
        first_event=_stage_event("extract"),
        floor=(*_STAGE_FLOOR, "import pymupdf", "import PIL.Image", "import pytesseract"),
    ),
    ColdPath(
        "prescreen",
        350,
        FIRST_CALL_MODULES["prescreen"],
        primes=FIRST_CALL_PRIMES["prescreen"],
        first_event=_stage_event("prescreen"),
        floor=(*_STAGE_FLOOR, _DICTIONARY),
    ),
    ColdPath(
        "analyze",
        350,
        FIRST_CALL_MODULES["analyze"],
        primes=FIRST_CALL_PRIMES["analyze"],
        first_event=_stage_event("analyze"),
        floor=(*_STAGE_FLOOR, "import pymupdf", _DICTIONARY),
    ),
    ColdPath(
        "notify",
        250,
        FIRST_CALL_MODULES["notify"],
        # ... and the Bot API's HTTP client, made on the first message it sends.
        first_event=(*_stage_event("notify"), "deps.notifiers['telegram']._api._client"),
        floor=(*_STAGE_FLOOR, "import httpx; httpx.Client()"),
    ),
)
FLOOR_TARGET = 1.25
WATCHED = ("httpx", "pymupdf", "boto3", "redis", "telegram", "moto", "fakeredis", "pymorphy3")

_PEAK = "next(int(l.split()[1]) / 1024 for l in open('/proc/self/status') if l.startswith('VmHWM:'))"
_CHILD = """
import importlib, json, sys, time
started = time.perf_counter()
import app
if {builds_deps}:
    from chalicelib.bootstrap import get_deps
    from chalicelib.topology import Stage
    deps = get_deps()
for name in {modules!r}:
    importlib.import_module(name)
for target in {primes!r}:
    module, function = target.split(":")
    getattr(importlib.import_module(module), function)()
for statement in {first_event!r}:
    exec(statement)
print(json.dumps({{
    "import_ms": 1000 * (time.perf_counter() - started),
    "peak_mb": {peak},
    "ready_at": time.time(),
    "cpu_ready": time.process_time(),
    "loaded": [m for m in {watched!r} if m in sys.modules],
}}))
"""
_BARE = (
    "import json, time; print(json.dumps("
    f"{{'peak_mb': {_PEAK}, 'ready_at': time.time(), 'cpu_ready': time.process_time()}}))"
)


def child_env() -> dict[str, str]:
    """A Lambda-like environment: the rules provider, a Redis URL (clients connect lazily), a bot token."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("LLM_", "OPENAI_", "OLLAMA_", "YANDEXGPT_")) and key != "PYTHONPYCACHEPREFIX"
    }
    env.update(
        PYTHONPATH=str(ROOT),
        LLM_PROVIDER="rules",
        REDIS_URL=env.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/7"),
        TELEGRAM_BOT_TOKEN="0:bench",
        AWS_DEFAULT_REGION="us-east-1",
        AWS_ACCESS_KEY_ID="bench",
        AWS_SECRET_ACCESS_KEY="bench",
    )
    return env


def _timed_child(code: str, env: dict[str, str]) -> tuple[float, dict[str, Any]]:
    """Milliseconds from spawning the interpreter to the path being ready (teardown is not counted:
    a Lambda container is frozen, not torn down, after its invocation)."""
    started = time.time()
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env, cwd=ROOT
    )
    record = json.loads(done.stdout.strip().splitlines()[-1])
    return 1000 * (record["ready_at"] - started), record


def child_code(path: ColdPath) -> str:
    """The child's program: ``path`` made ready, then its figures as one JSON line."""
    return _CHILD.format(
        builds_deps=path.builds_deps,
        modules=path.lazy_modules,
        primes=path.primes,
        first_event=path.first_event,
        watched=WATCHED,
        peak=_PEAK,
    )


def floor_code(path: ColdPath) -> str:
    """The floor's program: the path's libraries and clients, nothing of the project, then the same line."""
    lines = ["import json, os, sys, time", "REDIS_URL = os.environ['REDIS_URL']", *path.floor]
    loaded = f"[m for m in {WATCHED!r} if m in sys.modules]"
    report = (
        f"print(json.dumps({{'peak_mb': {_PEAK}, 'ready_at': time.time(), "
        f"'cpu_ready': time.process_time(), 'loaded': {loaded}}}))"
    )
    return "\n".join([*lines, report])


def compile_project() -> None:
    """The project's ``__pycache__`` (timestamp-checked, so an edited file is recompiled) and its table of
    compiled regular expressions (``chalicelib/regexes.py``), as ``make package`` ships them."""
    compileall.compile_file(ROOT / "app.py", quiet=2)
    compileall.compile_dir(ROOT / "chalicelib", quiet=2)
    subprocess.run(
        [sys.executable, "-m", "chalicelib.regexes"],
        check=True,
        cwd=ROOT,
        env=child_env(),
        capture_output=True,
    )


def without_bytecode(path: ColdPath, env: dict[str, str], bare_cpu_ms: float) -> dict[str, Any]:
    """``path`` with every module compiled from source (an empty pycache prefix, nothing written)."""
    with tempfile.TemporaryDirectory(prefix="no-bytecode-") as empty:
        bare_env = {**env, "PYTHONPYCACHEPREFIX": empty, "PYTHONDONTWRITEBYTECODE": "1"}
        code = child_code(path)
        bare = _timed_child(_BARE, bare_env)[1]
        _, record = _timed_child(code, bare_env)
    return {
        "function": path.function,
        "cpu_above_bare_ms": round(1000 * (record["cpu_ready"] - bare["cpu_ready"]), 1),
        "with_bytecode_cpu_above_bare_ms": bare_cpu_ms,
    }


def measure(repeats: int) -> dict[str, Any]:
    compile_project()
    env = child_env()
    bare_runs = [_timed_child(_BARE, env) for _ in range(repeats)]
    bare_ms = min(wall for wall, _ in bare_runs)
    bare_cpu_ms = 1000 * min(result["cpu_ready"] for _, result in bare_runs)
    functions: dict[str, Any] = {}
    for path in COLD_PATHS:
        code = child_code(path)
        runs = [_timed_child(code, env) for _ in range(repeats)]
        wall_ms = min(wall for wall, _ in runs)
        cpu_ms = 1000 * min(result["cpu_ready"] for _, result in runs)
        record = runs[0][1]
        floor_runs = [_timed_child(floor_code(path), env) for _ in range(repeats)]
        floor_ms = 1000 * min(result["cpu_ready"] for _, result in floor_runs) - bare_cpu_ms
        above = cpu_ms - bare_cpu_ms
        functions[path.function] = {
            "wall_ms": round(wall_ms, 1),
            "above_bare_ms": round(wall_ms - bare_ms, 1),
            "cpu_above_bare_ms": round(above, 1),
            "floor_cpu_ms": round(floor_ms, 1),
            "floor_ratio": round(above / floor_ms, 2) if floor_ms > 0 else None,
            "within_floor_target": floor_ms > 0 and above <= FLOOR_TARGET * floor_ms,
            "floor_loaded": floor_runs[0][1]["loaded"],
            "import_ms": round(min(result["import_ms"] for _, result in runs), 1),
            "budget_ms": path.budget_ms,
            "within_budget": cpu_ms - bare_cpu_ms < path.budget_ms,
            "peak_mb": round(record["peak_mb"], 1),
            "loaded": record["loaded"],
        }
    notify = next(path for path in COLD_PATHS if path.function == "notify")
    return {
        "repeats": repeats,
        "bare_python_ms": round(bare_ms, 1),
        "bare_python_cpu_ms": round(bare_cpu_ms, 1),
        "bare_python_mb": round(bare_runs[0][1]["peak_mb"], 1),
        "functions": functions,
        "no_bytecode": without_bytecode(notify, env, functions["notify"]["cpu_above_bare_ms"]),
    }


def print_table(result: dict[str, Any]) -> None:
    print(f"bare python: {result['bare_python_cpu_ms']} ms CPU, {result['bare_python_ms']} ms wall")
    print(
        f"{'function':<10}{'CPU ms':>8}{'floor':>7}{'ratio':>7}{'≤' + str(FLOOR_TARGET):>6}"
        f"{'wall ms':>9}{'MB':>6}  heavy modules loaded (floor's)"
    )
    for name, row in result["functions"].items():
        ok = "yes" if row["within_floor_target"] else "NO"
        ratio = f"{row['floor_ratio']:.2f}" if row["floor_ratio"] is not None else "-"
        print(
            f"{name:<10}{row['cpu_above_bare_ms']:>8.0f}{row['floor_cpu_ms']:>7.0f}{ratio:>7}{ok:>6}"
            f"{row['above_bare_ms']:>9.0f}{row['peak_mb']:>6.0f}  "
            + ", ".join(row["loaded"])
            + f" ({', '.join(row['floor_loaded'])})"
        )
    cold = result["no_bytecode"]
    print(
        f"{cold['function']} with no bytecode at all (a package without __pycache__): "
        f"{cold['cpu_above_bare_ms']:.0f} ms CPU above bare Python, "
        f"against {cold['with_bytecode_cpu_above_bare_ms']:.0f}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    print_table(measure(args.repeats))
    return 0


if __name__ == "__main__":
    sys.exit(main())
