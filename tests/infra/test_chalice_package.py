"""``chalice package`` turns app.py + .chalice/config.json into the SAM template we expect, alone and merged
with template.yaml.

Runs the real chalice CLI in a subprocess on a copy of the project without requirements.txt: chalice then
bundles only app.py and chalicelib/ and never calls pip, so the test stays offline and takes seconds.
The bundle's dependencies are not what is under test here; the template is.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from infra.infra_support import (
    CHALICE_DIR,
    ROOT,
    CfnLoader,
    load_chalice_config,
    load_template,
    topology_for,
)

from chalicelib.topology import STAGES, SWEEPER_RATE_MINUTES, TRIGGERS, Topology

pytestmark = pytest.mark.slow

STAGE = "dev"


def _chalice_executable() -> str:
    beside_python = Path(sys.executable).parent / "chalice"
    if beside_python.exists():
        return str(beside_python)
    found = shutil.which("chalice")
    if found is None:
        pytest.skip("the chalice CLI is not installed (pip install -e '.[local]')")
    return found


def _copy_project(destination: Path) -> None:
    destination.mkdir()
    shutil.copy2(ROOT / "app.py", destination / "app.py")
    shutil.copy2(ROOT / "template.yaml", destination / "template.yaml")
    shutil.copytree(
        ROOT / "chalicelib", destination / "chalicelib", ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
    )
    (destination / ".chalice").mkdir()
    for path in [CHALICE_DIR / "config.json", *CHALICE_DIR.glob("policy-*.json")]:
        shutil.copy2(path, destination / ".chalice" / path.name)


@pytest.fixture(scope="module")
def packaged(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    if not (ROOT / "app.py").exists():
        pytest.skip("app.py does not exist yet: nothing to package")
    chalice = _chalice_executable()
    workdir = tmp_path_factory.mktemp("chalice-package")
    project = workdir / "project"
    _copy_project(project)
    env = {**os.environ, "AWS_DEFAULT_REGION": os.environ.get("AWS_DEFAULT_REGION", "us-east-1")}
    templates: dict[str, dict[str, Any]] = {}
    for label, extra in (("alone", []), ("merged", ["--merge-template", "template.yaml"])):
        out = workdir / label
        command = [chalice, "package", "--pkg-format", "cloudformation", "--stage", STAGE, *extra, str(out)]
        result = subprocess.run(
            command, cwd=project, env=env, capture_output=True, text=True, timeout=300, check=False
        )
        assert result.returncode == 0, f"{' '.join(command)}\n{result.stdout}\n{result.stderr}"
        # A YAML merge template makes chalice write YAML (sam.yaml); alone it writes sam.json.
        if (out / "sam.json").exists():
            templates[label] = json.loads((out / "sam.json").read_text(encoding="utf-8"))
        else:
            with (out / "sam.yaml").open(encoding="utf-8") as handle:
                templates[label] = yaml.load(handle, Loader=CfnLoader)
        templates[label]["__path__"] = str(out / ("sam.json" if (out / "sam.json").exists() else "sam.yaml"))
    return templates


@pytest.fixture(scope="module")
def topology() -> Topology:
    return topology_for(load_chalice_config(), STAGE)


def functions_by_handler(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        res["Properties"]["Handler"]: res["Properties"]
        for res in template["Resources"].values()
        if res["Type"] == "AWS::Serverless::Function"
    }


def sqs_queue_of(function: dict[str, Any]) -> str:
    (event,) = function["Events"].values()
    assert event["Type"] == "SQS"
    assert event["Properties"]["BatchSize"] == 1
    arn = event["Properties"]["Queue"]["Fn::Sub"]
    assert arn.startswith("arn:${AWS::Partition}:sqs:${AWS::Region}:${AWS::AccountId}:")
    return str(arn.rsplit(":", 1)[1])


def test_the_app_has_exactly_the_expected_functions(packaged: dict[str, dict[str, Any]]) -> None:
    handlers = set(functions_by_handler(packaged["alone"]))
    expected = {f"app.{spec.stage.value}" for spec in STAGES}
    expected |= {f"app.{spec.stage.value}_dead_letter" for spec in STAGES}
    expected |= {"app.sweeper", "app.app"}  # app.app: chalice's REST handler (api_handler)
    assert handlers == expected
    assert len(handlers - {"app.app"}) == 9


def test_stage_functions_are_bound_to_their_queues(
    packaged: dict[str, dict[str, Any]], topology: Topology
) -> None:
    functions = functions_by_handler(packaged["alone"])
    for spec in STAGES:
        function = functions[f"app.{spec.stage.value}"]
        assert sqs_queue_of(function) == topology.queue_name(spec.stage)
        assert function["Timeout"] == spec.timeout_seconds
        assert function["MemorySize"] == spec.memory_mb
        assert function.get("ReservedConcurrentExecutions") == spec.max_concurrency
        dead_letter = functions[f"app.{spec.stage.value}_dead_letter"]
        assert sqs_queue_of(dead_letter) == topology.dead_letter_queue_name(spec.stage)
    # Every stage a bucket notification targets has a consumer.
    consumed = {sqs_queue_of(f) for f in functions.values() if f.get("Events") and "Sqs" in str(f["Events"])}
    assert {topology.queue_name(trigger.stage) for trigger in TRIGGERS} <= consumed


def test_sweeper_schedule_and_webhook_route(packaged: dict[str, dict[str, Any]]) -> None:
    functions = functions_by_handler(packaged["alone"])
    (event,) = functions["app.sweeper"]["Events"].values()
    assert event == {"Type": "Schedule", "Properties": {"Schedule": f"rate({SWEEPER_RATE_MINUTES} minutes)"}}
    api = next(r for r in packaged["alone"]["Resources"].values() if r["Type"] == "AWS::Serverless::Api")
    assert "post" in api["Properties"]["DefinitionBody"]["paths"]["/telegram/webhook"]


def test_functions_get_the_stage_environment_and_hand_written_policy(
    packaged: dict[str, dict[str, Any]],
) -> None:
    config = load_chalice_config()
    expected_env = {**config["environment_variables"], **config["stages"][STAGE]["environment_variables"]}
    policy = json.loads((CHALICE_DIR / f"policy-{STAGE}.json").read_text(encoding="utf-8"))
    resources = packaged["alone"]["Resources"]
    for function in functions_by_handler(packaged["alone"]).values():
        assert function["Environment"]["Variables"] == expected_env
        role_name = function["Role"]["Fn::GetAtt"][0]
        (role_policy,) = resources[role_name]["Properties"]["Policies"]
        assert role_policy["PolicyDocument"] == policy


def test_merged_template_holds_both_and_lints_clean(packaged: dict[str, dict[str, Any]]) -> None:
    merged = packaged["merged"]
    types = {res["Type"] for res in merged["Resources"].values()}
    assert {
        "AWS::Serverless::Function",
        "AWS::S3::Bucket",
        "AWS::SQS::Queue",
        "AWS::SQS::QueuePolicy",
    } <= types
    assert "Stage" in merged["Parameters"] and "CreateRedis" in merged["Conditions"]
    alone = packaged["alone"]["Resources"]
    ours = load_template()["Resources"]
    # A deep merge silently overwrites on a name clash: the merged template must hold every resource of both.
    assert set(merged["Resources"]) == set(alone) | set(ours)
    assert not set(alone) & set(ours)
    cfnlint_api = pytest.importorskip("cfnlint.api")
    matches = cfnlint_api.lint_file(
        Path(merged["__path__"]), config=cfnlint_api.ManualArgs(regions=["us-east-1"])
    )
    assert [str(match) for match in matches] == []
