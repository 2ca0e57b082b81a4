"""``make package``: the CloudFormation package of one stage, built so that it cannot lie about itself.

    python -m scripts.package [--stage dev] [--out out/package]

1. Finds Python 3.12 (chalice takes the Lambda runtime from the interpreter that runs it, and the layers
   are built for python3.12) or says exactly how to get one.
2. Keeps a packaging virtualenv (``build/lambda-venv``: chalice, boto3 for importing app.py, and
   ``requirements.txt``), rebuilt when those inputs change.
3. Builds the Python layers (``layers/python/<layer>/requirements.txt``) from manylinux wheels for
   python3.12/x86_64 into ``<out>/layers/<layer>.zip``.
4. Runs ``chalice package --merge-template template.yaml`` into a fresh ``<out>`` after deleting chalice's
   zip cache (``.chalice/deployments``), so a zip from an earlier, broken run is never reused; a chalice
   warning that it could not install a dependency fails the build.
   The zip and the layers carry python3.12 bytecode: Lambda cannot write it at a cold start; the zip also
   carries the table of the project's compiled regular expressions (``chalicelib/regexes.py``).
5. Prints every function's code + layers, zipped and unzipped, against Lambda's limits (50 MB zipped for a
   direct upload, 250 MB unzipped with layers) and exits non-zero past either.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
LAMBDA_PYTHON = (3, 12)
CHALICE_PIN = "chalice==1.34.0"
VENV_DIR = ROOT / "build" / "lambda-venv"
PYTHON_LAYERS_DIR = ROOT / "layers" / "python"
TESSERACT_DIR = ROOT / "layers" / "tesseract"
DEFAULT_REGION = "us-east-1"
MB = 1024 * 1024
DIRECT_UPLOAD_LIMIT = 50 * MB
UNZIPPED_LIMIT = 250 * MB
MAX_LAYERS = 5
# Wheels that run on Lambda's Amazon Linux 2023 (glibc 2.34), x86_64.
WHEEL_PLATFORMS = ("manylinux2014_x86_64", "manylinux_2_28_x86_64", "manylinux_2_34_x86_64")
# What must never be in the shared deployment.zip: runtime-provided or layered packages.
NOT_IN_DEPLOYMENT_ZIP = (
    "boto3/",
    "botocore/",
    "s3transfer/",
    "pymupdf/",
    "fitz/",
    "PIL/",
    "docx/",
    "lxml/",
    "pymorphy3/",
    "pymorphy3_dicts_ru/",
)


class PackagingError(RuntimeError):
    """A failure the operator can act on; printed as one message, without a traceback."""


# --------------------------------------------------------------------------------------------------------
# Python 3.12 and the packaging virtualenv
# --------------------------------------------------------------------------------------------------------


def _version_of(python: str) -> tuple[int, int] | None:
    try:
        done = subprocess.run(
            [python, "-c", "import sys; print(*sys.version_info[:2])"],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
    except OSError:
        return None
    parts = done.stdout.split()
    return (int(parts[0]), int(parts[1])) if done.returncode == 0 and len(parts) == 2 else None


def find_python312() -> str:
    """``$PYTHON312``, ``python3.12`` on PATH, then pyenv's 3.12.x; otherwise say how to get one."""
    candidates: list[str] = []
    if os.environ.get("PYTHON312"):
        candidates.append(os.environ["PYTHON312"])
    if shutil.which("python3.12"):
        candidates.append(str(shutil.which("python3.12")))
    pyenv_root = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv"))
    candidates += [str(p / "bin" / "python") for p in sorted((pyenv_root / "versions").glob("3.12*"))]
    for candidate in candidates:
        if _version_of(candidate) == LAMBDA_PYTHON:
            return candidate
    raise PackagingError(
        "Python 3.12 not found. chalice gives the functions the runtime of the Python that runs it, and "
        "the layers are built for python3.12. Install it with one of:\n"
        "  pyenv install 3.12            (then rerun make package)\n"
        "  uv python install 3.12        (then PYTHON312=$(uv python find 3.12) make package)\n"
        "  apt-get install python3.12 python3.12-venv   /   brew install python@3.12\n"
        "or point PYTHON312 at an existing python3.12."
    )


def _stamp(python: str) -> str:
    digest = hashlib.sha256()
    digest.update(f"{python}\n{CHALICE_PIN}\n".encode())
    digest.update((ROOT / "requirements.txt").read_bytes())
    return digest.hexdigest()


def ensure_packaging_venv(python: str) -> Path:
    """A python3.12 venv that can import app.py and run chalice; rebuilt when its inputs change."""
    stamp_file = VENV_DIR / ".stamp"
    venv_python = VENV_DIR / "bin" / "python"
    if stamp_file.exists() and stamp_file.read_text() == _stamp(python) and venv_python.exists():
        return venv_python
    print(f"package: creating {VENV_DIR.relative_to(ROOT)} with {python}", flush=True)
    shutil.rmtree(VENV_DIR, ignore_errors=True)
    _run([python, "-m", "venv", str(VENV_DIR)])
    _run(
        [str(venv_python), "-m", "pip", "install", "--quiet", CHALICE_PIN, "boto3",
         "-r", str(ROOT / "requirements.txt")]
    )  # fmt: skip
    stamp_file.write_text(_stamp(python))
    return venv_python


def _run(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(command, capture_output=True, text=True, check=False, **kwargs)
    if done.returncode != 0:
        raise PackagingError(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")
    return done


# --------------------------------------------------------------------------------------------------------
# layers
# --------------------------------------------------------------------------------------------------------


def build_python_layer(layer: str, venv_python: Path, out_dir: Path) -> Path:
    """``<out_dir>/<layer>.zip`` with the layer's requirements under ``python/`` (Lambda's layer path)."""
    requirements = PYTHON_LAYERS_DIR / layer / "requirements.txt"
    with tempfile.TemporaryDirectory(prefix=f"layer-{layer}-") as tmp:
        target = Path(tmp) / "python"
        platforms = [arg for platform in WHEEL_PLATFORMS for arg in ("--platform", platform)]
        _run(
            [str(venv_python), "-m", "pip", "install", "--quiet", "--target", str(target), *platforms,
             "--implementation", "cp", "--python-version", "3.12", "--abi", "cp312",
             "--only-binary=:all:", "-r", str(requirements)]
        )  # fmt: skip
        shutil.rmtree(target / "bin", ignore_errors=True)  # console scripts with a build-machine shebang
        compile_bytecode(target, venv_python)
        return zip_tree(Path(tmp), out_dir / f"{layer}.zip")


def compile_bytecode(tree: Path, python: Path) -> int:
    """Every ``.py`` under ``tree`` compiled by ``python`` (the runtime's 3.12) into ``__pycache__``.

    Lambda's ``/var/task`` and ``/opt`` are read-only, so Python cannot cache what it compiles: a package
    without bytecode compiles every module from source on every cold start (bench/coldstart.py measures
    notify at 3.4 s instead of 0.95 s, extract at 5.8 s instead of 1.1 s). ``unchecked-hash`` pyc files
    are used without comparing the source's mtime, which a zip does not keep exactly. Returns how many
    files did not compile (test data and templates in some wheels are not Python); they stay as they are.
    """
    for cache in list(tree.rglob("__pycache__")):
        shutil.rmtree(cache, ignore_errors=True)
    done = subprocess.run(
        [str(python), "-m", "compileall", "-q", "-j", "0",
         "--invalidation-mode", "unchecked-hash", str(tree)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    return sum(1 for line in done.stdout.splitlines() if line.startswith("*** Error compiling"))


def compile_zip(archive: Path, python: Path) -> None:
    """``archive`` rewritten with the bytecode of everything in it (see :func:`compile_bytecode`)."""
    with tempfile.TemporaryDirectory(prefix="bytecode-") as tmp:
        tree = Path(tmp)
        with zipfile.ZipFile(archive) as bundle:
            bundle.extractall(tree)
        compile_bytecode(tree, python)
        build_regex_table(tree, python)
        zip_tree(tree, archive)


def build_regex_table(tree: Path, python: Path) -> Path:
    """``chalicelib``'s regular expressions compiled by the runtime's Python into the table
    ``chalicelib/regexes.py`` reads at import (parsing them is most of prescreen's own cold start); a table
    the work tree's own Python wrote (chalice copies ``chalicelib/`` whole) is dropped."""
    for stale in (tree / "chalicelib").glob("regexes-*.bin"):
        stale.unlink()
    _run([str(python), "-m", "chalicelib.regexes"], cwd=tree, env={**os.environ, "PYTHONPATH": str(tree)})
    return next((tree / "chalicelib").glob("regexes-*.bin"))


def zip_tree(root: Path, archive: Path) -> Path:
    archive.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as bundle:
        for path in sorted(root.rglob("*")):
            if path.is_file():
                bundle.write(path, path.relative_to(root).as_posix())
    return archive


def tesseract_layer_zip() -> tuple[Path | None, str]:
    """The Tesseract layer to measure: the Dockerfile build if present, else the Debian-built stand-in."""
    built = TESSERACT_DIR / "build" / "tesseract-layer.zip"
    if built.exists():
        return built, "layers/tesseract/build/tesseract-layer.zip (Dockerfile build)"
    stand_in = TESSERACT_DIR / "build" / "tesseract-layer-debian.zip"
    if not stand_in.exists() and Path("/usr/bin/tesseract").exists():
        _run([sys.executable, str(TESSERACT_DIR / "build_from_debian.py"), "--zip", str(stand_in)])
    if stand_in.exists():
        return stand_in, "Debian stand-in (same layout; the Dockerfile build is smaller: no ICU)"
    return None, "not built here (make layer): its size is not counted"


# --------------------------------------------------------------------------------------------------------
# chalice package
# --------------------------------------------------------------------------------------------------------


def chalice_package(venv_python: Path, stage: str, out_dir: Path, region: str) -> Path:
    shutil.rmtree(ROOT / ".chalice" / "deployments", ignore_errors=True)  # never reuse a cached zip
    chalice = venv_python.parent / "chalice"
    env = {**os.environ, "AWS_DEFAULT_REGION": region}
    env.pop("PYTHONPATH", None)
    done = _run(
        [str(chalice), "package", "--pkg-format", "cloudformation", "--stage", stage,
         "--merge-template", "template.yaml", str(out_dir)],
        cwd=ROOT, env=env,
    )  # fmt: skip
    output = done.stdout + done.stderr
    if re.search(r"Could not install dependencies|build these yourself", output):
        raise PackagingError(f"chalice could not bundle every requirement:\n{output}")
    template = out_dir / "sam.yaml"
    if not template.exists():
        raise PackagingError(f"chalice wrote no {template}:\n{output}")
    return template


_API_INTEGRATION = "${APIHandler.Arn}/invocations"


def _alias_integration(node: Any) -> Any:
    """Every ``Fn::Sub`` of the API's integration URI, rewritten to invoke ``APIHandler``'s alias."""
    if isinstance(node, dict):
        sub = node.get("Fn::Sub")
        if isinstance(sub, str) and _API_INTEGRATION in sub:
            uri = sub.replace(_API_INTEGRATION, "${ApiFunction}/invocations")
            return {"Fn::Sub": [uri, {"ApiFunction": {"Ref": "APIHandler.Alias"}}]}
        return {key: _alias_integration(value) for key, value in node.items()}
    if isinstance(node, list):
        return [_alias_integration(value) for value in node]
    return node


def point_api_at_alias(template_path: Path) -> None:
    """SAM points a function's own events at its AutoPublishAlias, but chalice writes the REST API's
    integrations and invoke permission against the function itself: both go to the alias, so API calls
    restore from the SnapStart snapshot too."""
    template = load_cfn_yaml(template_path)
    if "AutoPublishAlias" not in template.get("Globals", {}).get("Function", {}):
        return
    resources = template["Resources"]
    permission = resources.get("APIHandlerInvokePermission", {}).get("Properties", {})
    if permission.get("FunctionName") != {"Ref": "APIHandler"} or "RestAPI" not in resources:
        raise PackagingError("chalice's REST API no longer looks as expected: cannot point it at the alias")
    permission["FunctionName"] = {"Ref": "APIHandler.Alias"}
    resources["RestAPI"] = _alias_integration(resources["RestAPI"])
    template_path.write_text(yaml.safe_dump(template, sort_keys=False, allow_unicode=True), encoding="utf-8")


class _CfnLoader(yaml.SafeLoader):  # type: ignore[misc]  # PyYAML ships no types
    """Reads !Ref/!GetAtt/!Sub... as their long JSON forms."""


def _intrinsic(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> dict[str, Any]:
    name = "Ref" if suffix == "Ref" else f"Fn::{suffix}"
    if isinstance(node, yaml.ScalarNode):
        value: Any = loader.construct_scalar(node)
        if suffix == "GetAtt":
            value = str(value).split(".", 1)
    elif isinstance(node, yaml.SequenceNode):
        value = loader.construct_sequence(node, deep=True)
    else:
        value = loader.construct_mapping(node, deep=True)
    return {name: value}


_CfnLoader.add_multi_constructor("!", _intrinsic)


def load_cfn_yaml(path: Path) -> dict[str, Any]:
    with path.open(encoding="utf-8") as handle:
        loaded: dict[str, Any] = yaml.load(handle, Loader=_CfnLoader)
    return loaded


# --------------------------------------------------------------------------------------------------------
# sizes
# --------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Artifact:
    label: str
    zipped: int | None
    unzipped: int | None


@dataclass(frozen=True)
class FunctionSize:
    name: str
    code: Artifact
    layers: tuple[Artifact, ...]

    @property
    def unzipped_total(self) -> int:
        return sum(a.unzipped or 0 for a in (self.code, *self.layers))

    @property
    def complete(self) -> bool:
        return all(a.unzipped is not None for a in (self.code, *self.layers))


def measure_zip(path: Path, label: str) -> Artifact:
    with zipfile.ZipFile(path) as bundle:
        unzipped = sum(info.file_size for info in bundle.infolist())
    return Artifact(label, path.stat().st_size, unzipped)


def function_sizes(template_path: Path, tesseract: tuple[Path | None, str]) -> list[FunctionSize]:
    template = load_cfn_yaml(template_path)
    resources: dict[str, Any] = template["Resources"]
    base = template_path.parent
    cache: dict[str, Artifact] = {}

    def artifact_of_layer(reference: Any) -> Artifact:
        key = json.dumps(reference, sort_keys=True)
        if key in cache:
            return cache[key]
        name = reference.get("Ref") if isinstance(reference, dict) else None
        resource = resources.get(name or "")
        if resource and resource["Type"] == "AWS::Serverless::LayerVersion":
            found = measure_zip(base / resource["Properties"]["ContentUri"], name or "")
        elif name == "TesseractLayerArn" and tesseract[0] is not None:
            found = measure_zip(tesseract[0], f"tesseract: {tesseract[1]}")
        else:
            found = Artifact(f"{name or reference}: {tesseract[1]}", None, None)
        cache[key] = found
        return found

    sizes = []
    for name, resource in sorted(resources.items()):
        if resource["Type"] != "AWS::Serverless::Function":
            continue
        properties = resource["Properties"]
        code_uri = str(properties["CodeUri"])
        code = cache.setdefault(code_uri, measure_zip(base / code_uri, Path(code_uri).name))
        layers = tuple(artifact_of_layer(ref) for ref in properties.get("Layers", []))
        sizes.append(FunctionSize(name, code, layers))
    return sizes


def _mb(size: int | None) -> str:
    return "      ?" if size is None else f"{size / MB:7.1f}"


def size_problems(sizes: list[FunctionSize]) -> list[str]:
    problems = []
    for function in sizes:
        for artifact in (function.code, *function.layers):
            if artifact.zipped is not None and artifact.zipped > DIRECT_UPLOAD_LIMIT:
                problems.append(
                    f"{function.name}: {artifact.label} is {artifact.zipped / MB:.1f} MB zipped "
                    f"(> 50 MB direct upload)"
                )
        if function.unzipped_total > UNZIPPED_LIMIT:
            problems.append(
                f"{function.name}: {function.unzipped_total / MB:.1f} MB unzipped with layers (> 250 MB)"
            )
        if len(function.layers) > MAX_LAYERS:
            problems.append(f"{function.name}: {len(function.layers)} layers (> {MAX_LAYERS})")
    return sorted(set(problems))


def print_report(sizes: list[FunctionSize]) -> None:
    print(f"{'function':<22} {'artifact':<52} {'zipped MB':>9} {'unzipped MB':>11}")
    for function in sizes:
        for index, artifact in enumerate((function.code, *function.layers)):
            name = function.name if index == 0 else ""
            print(
                f"{name:<22} {artifact.label[:52]:<52} {_mb(artifact.zipped):>9} {_mb(artifact.unzipped):>11}"
            )
        mark = "" if function.complete else "  (+ layers not measured)"
        total = _mb(function.unzipped_total)
        print(f"{'':<22} {'= total unzipped, limit 250 MB':<52} {'':>9} {total:>11}{mark}")


# --------------------------------------------------------------------------------------------------------


def build(stage: str, out_dir: Path, region: str) -> tuple[Path, list[FunctionSize]]:
    python = find_python312()
    venv_python = ensure_packaging_venv(python)
    shutil.rmtree(out_dir, ignore_errors=True)
    template = chalice_package(venv_python, stage, out_dir, region)
    point_api_at_alias(template)
    compile_zip(out_dir / "deployment.zip", venv_python)
    for layer in sorted(p.name for p in PYTHON_LAYERS_DIR.iterdir() if (p / "requirements.txt").exists()):
        build_python_layer(layer, venv_python, out_dir / "layers")
    with zipfile.ZipFile(out_dir / "deployment.zip") as bundle:
        leaked = sorted({n.split("/")[0] for n in bundle.namelist() if n.startswith(NOT_IN_DEPLOYMENT_ZIP)})
    if leaked:
        raise PackagingError(f"deployment.zip carries {leaked}: runtime-provided or layered packages")
    return template, function_sizes(template, tesseract_layer_zip())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--stage", default="dev")
    parser.add_argument("--out", type=Path, default=ROOT / "out" / "package")
    args = parser.parse_args(argv)
    region = os.environ.get("AWS_DEFAULT_REGION") or os.environ.get("AWS_REGION") or DEFAULT_REGION
    try:
        template, sizes = build(args.stage, args.out.resolve(), region)
    except PackagingError as failure:
        print(f"package: {failure}", file=sys.stderr)
        return 1
    print(f"package: {template} (stage {args.stage}, region {region}, runtime python3.12)")
    print_report(sizes)
    problems = size_problems(sizes)
    for problem in problems:
        print(f"package: OVER LIMIT: {problem}", file=sys.stderr)
    if not problems:
        print(
            "package: within Lambda's limits. Deploy (README 'Deploy to AWS'):\n"
            f"  aws cloudformation package --template-file {template} --s3-bucket <artifact bucket> "
            f"--output-template-file {template.parent / 'packaged.yaml'}\n"
            f"  aws cloudformation deploy --template-file {template.parent / 'packaged.yaml'} "
            f"--stack-name contract-check-{args.stage} --capabilities CAPABILITY_IAM CAPABILITY_AUTO_EXPAND "
            f"--parameter-overrides Stage={args.stage} TesseractLayerArn=<arn>"
        )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
