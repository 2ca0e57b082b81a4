"""``chalice deploy --stage local`` against a local AWS endpoint creates the functions, their queue mappings
and the sweeper's schedule.

The endpoint is a moto server, not LocalStack: LocalStack without Docker marks every new function
``Failed`` (it wants Docker to prepare the runtime), and chalice's deployer waits for ``Active`` and stops
at the first one. moto keeps functions ``Active`` without running them. moto 5.2's ``ImportRestApi`` fails
on chalice's API definition (a KeyError on the absent ``info.description``): the REST API is the one
resource this test cannot check here (tests/infra/test_chalice_package.py checks it in the template).
Slow (~1 min): chalice bundles requirements.txt for python3.12 from the package index.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import boto3
import pytest
from infra.infra_support import CHALICE_DIR, ROOT

from chalicelib.adapters.provisioning import apply_topology
from chalicelib.settings import Settings
from chalicelib.topology import STAGES, Topology
from scripts import package

pytestmark = pytest.mark.slow

REGION = "us-east-1"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def endpoint() -> Iterator[str]:
    from moto.server import ThreadedMotoServer

    port = _free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port)
    server.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.stop()


@pytest.fixture(scope="module")
def deployed(endpoint: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Topology]:
    try:
        venv_python = package.ensure_packaging_venv(package.find_python312())
    except package.PackagingError as missing:
        pytest.skip(str(missing))
    env = {
        **{k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "SECRETS_SSM_PATH", "AWS_PROFILE"}},
        "AWS_ENDPOINT_URL": endpoint,
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": REGION,
    }
    settings = Settings(_env_file=None, stage="local", aws_endpoint_url=endpoint)
    topology = Topology(settings)
    session = boto3.Session(aws_access_key_id="testing", aws_secret_access_key="testing", region_name=REGION)
    apply_topology(
        topology,
        session.client("s3", endpoint_url=endpoint),
        session.client("sqs", endpoint_url=endpoint),
    )
    project = tmp_path_factory.mktemp("deploy") / "project"
    project.mkdir()
    shutil.copy2(ROOT / "app.py", project / "app.py")
    shutil.copy2(ROOT / "requirements.txt", project / "requirements.txt")
    shutil.copytree(ROOT / "chalicelib", project / "chalicelib", ignore=shutil.ignore_patterns("__pycache__"))
    (project / ".chalice").mkdir()
    for path in [CHALICE_DIR / "config.json", *CHALICE_DIR.glob("policy-*.json")]:
        shutil.copy2(path, project / ".chalice" / path.name)
    done = subprocess.run(
        [str(Path(venv_python).parent / "chalice"), "deploy", "--stage", "local"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0 or "ImportRestApi" in output, output
    return endpoint, topology


def _client(service: str, endpoint: str) -> Any:
    return boto3.client(
        service,
        endpoint_url=endpoint,
        region_name=REGION,
        aws_access_key_id="testing",
        aws_secret_access_key="testing",
    )


def test_deploy_creates_every_function_on_python312(deployed: tuple[str, Topology]) -> None:
    endpoint, _ = deployed
    client = _client("lambda", endpoint)
    functions = {f["FunctionName"]: f for f in client.list_functions()["Functions"]}
    expected = {f"contract-check-local-{spec.stage.value}" for spec in STAGES}
    expected |= {f"contract-check-local-{spec.stage.value}_dead_letter" for spec in STAGES}
    expected |= {"contract-check-local-sweeper", "contract-check-local"}
    assert set(functions) == expected
    assert {f["Runtime"] for f in functions.values()} == {"python3.12"}
    extract_env = functions["contract-check-local-extract"]["Environment"]["Variables"]
    assert extract_env["TESSDATA_PREFIX"] == "/opt/share/tessdata"
    assert extract_env["STAGE"] == "local"
    assert "TESSDATA_PREFIX" not in functions["contract-check-local-notify"]["Environment"]["Variables"]


def test_deploy_maps_every_queue_to_its_function(deployed: tuple[str, Topology]) -> None:
    endpoint, topology = deployed
    mappings = _client("lambda", endpoint).list_event_source_mappings()["EventSourceMappings"]
    pairs = {(m["EventSourceArn"].rsplit(":", 1)[1], m["FunctionArn"].rsplit(":", 1)[1]) for m in mappings}
    expected = {(topology.queue_name(s.stage), f"contract-check-local-{s.stage.value}") for s in STAGES}
    expected |= {
        (topology.dead_letter_queue_name(s.stage), f"contract-check-local-{s.stage.value}_dead_letter")
        for s in STAGES
    }
    assert pairs == expected
    assert {m["BatchSize"] for m in mappings} == {1}


def test_deploy_schedules_the_sweeper(deployed: tuple[str, Topology]) -> None:
    endpoint, _ = deployed
    rules = _client("events", endpoint).list_rules()["Rules"]
    assert any(rule["Name"] == "contract-check-local-sweeper-event" for rule in rules)
