"""The dev loop against a moto server endpoint, with a partner upload made by the real aws CLI.

Same dispatcher and handlers as the embedded default, but S3 and SQS over HTTP (as with LocalStack), the
real Redis, and the partner's own tool putting the file into its prefix.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import httpx
import pytest
from moto.server import ThreadedMotoServer
from support import DATA, RecordingNotifier

from chalicelib.adapters.partner import FileRegistryStore
from chalicelib.adapters.provisioning import apply_buckets
from chalicelib.adapters.s3_storage import make_s3_client
from chalicelib.bootstrap import install_deps
from chalicelib.keys import REPORT_JSON
from chalicelib.local.dev_loop import minio_webhook_server
from chalicelib.local.embedded import install_local_deps, lambda_handlers, start_bus
from chalicelib.partners.registry import RegistryEditor
from chalicelib.settings import Settings
from chalicelib.topology import Topology
from scripts.make_samples import render_pdf

pytestmark = pytest.mark.slow
EN_TEXT = (DATA / "services_agreement_en.md").read_text(encoding="utf-8")
CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "partner-acme",
    "AWS_SECRET_ACCESS_KEY": "secret",
    "AWS_DEFAULT_REGION": "us-east-1",
}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def endpoint(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    for name, value in CREDENTIALS.items():
        monkeypatch.setenv(name, value)
    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port)
    server.start()
    yield f"http://127.0.0.1:{port}"
    server.stop()
    install_deps(None)


def aws_cli(endpoint: str, *args: str) -> str:
    executable = shutil.which("aws", path=str(Path(sys.executable).parent)) or shutil.which("aws")
    assert executable, "the aws CLI is a dev dependency (pip install awscli)"
    result = subprocess.run(
        [executable, "--endpoint-url", endpoint, *args],
        capture_output=True,
        text=True,
        env=os.environ | CREDENTIALS,
        timeout=120,
        check=True,
    )
    return result.stdout


def test_a_partner_upload_with_the_aws_cli_comes_back_as_a_report(
    endpoint: str, redis_url: str, tmp_path: Path
) -> None:
    settings = Settings(
        _env_file=None,
        aws_endpoint_url=endpoint,
        redis_url=redis_url,
        sqs_visibility_timeout_override=2,
        partners_file=tmp_path / "partners.json",
    )  # type: ignore[call-arg]
    RegistryEditor(FileRegistryStore(tmp_path / "partners.json")).add(
        "acme", callback_url=None, monthly_quota=10
    )
    notifier = RecordingNotifier()
    bus = start_bus(settings, notifiers={"partner": notifier})
    contract = tmp_path / "Master Services Agreement.pdf"
    contract.write_bytes(render_pdf(EN_TEXT))

    aws_cli(
        endpoint,
        "s3",
        "cp",
        str(contract),
        "s3://user-uploads/partners/acme/inbox/Master Services Agreement.pdf",
    )
    assert bus.dispatcher.run_until(lambda: bool(notifier.deliveries), timeout_seconds=120)

    (delivery,) = notifier.deliveries
    assert delivery.metadata["folder"] == "inbox"
    listing = aws_cli(endpoint, "s3", "ls", "--recursive", "s3://analysis-reports/partners/acme/")
    assert f"partners/acme/inbox/{REPORT_JSON}" in listing, "reports go under the partner's request id"
    report = json.loads(
        aws_cli(
            endpoint,
            "s3",
            "cp",
            f"s3://analysis-reports/partners/acme/inbox/{REPORT_JSON}",
            "-",
        )
    )
    assert report["source"]["filename"] == "Master Services Agreement.pdf"
    assert report["prescreen"]["currency"] == "USD"
    assert aws_cli(endpoint, "s3", "ls", "--recursive", "s3://user-uploads/").strip() == "", (
        "uploads are deleted after delivery"
    )


def test_minio_webhook_events_run_the_stage_their_object_fires(endpoint: str, redis_url: str) -> None:
    """MinIO has no SQS: buckets only, and each webhook POST runs the stage its object fires."""
    settings = Settings(_env_file=None, aws_endpoint_url=endpoint, redis_url=redis_url)  # type: ignore[call-arg]
    s3 = make_s3_client(settings)
    apply_buckets(Topology(settings), s3)
    notifier = RecordingNotifier()
    deps = install_local_deps(settings, s3, {"cli": notifier})
    server = minio_webhook_server(deps.topology, lambda_handlers(), free_port())
    threading.Thread(target=server.serve_forever, daemon=True).start()
    webhook = f"http://127.0.0.1:{server.server_address[1]}/"
    session = "cli-local/20261130t050000-3f9c1a2b7d4e"
    key = f"{session}/20261130T050000Z_msa.txt"
    s3.put_object(Bucket="user-uploads", Key=key, Body=EN_TEXT.encode(), Metadata={"channel": "cli"})
    try:
        for bucket, object_key in (
            ("user-uploads", key),
            ("extracted-text", f"{session}/text.md"),
            ("extracted-text", f"{session}/prescreen.json"),
            ("analysis-reports", f"{session}/{REPORT_JSON}"),
        ):
            etag = s3.head_object(Bucket=bucket, Key=object_key)["ETag"]
            record = {
                "eventName": "s3:ObjectCreated:Put",
                "s3": {"bucket": {"name": bucket}, "object": {"key": quote(object_key), "eTag": etag}},
            }
            response = httpx.post(
                webhook,
                json={
                    "EventName": "s3:ObjectCreated:Put",
                    "Key": f"{bucket}/{object_key}",
                    "Records": [record],
                },
            )
            assert response.status_code == 200
    finally:
        server.shutdown()
    assert len(notifier.deliveries) == 1
    assert notifier.deliveries[0].report is not None
