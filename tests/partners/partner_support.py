"""A local partner stack: moto S3/SQS on a port, the bus, the routes over HTTP, a callback receiver."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import boto3
from support import ROOT

from chalicelib.adapters.partner import FileRegistryStore
from chalicelib.local.embedded import LocalBus
from chalicelib.local.serve import RunningSystem
from chalicelib.partners.callbacks import DELIVERY_HEADER, SIGNATURE_HEADER, verify_signature
from chalicelib.partners.registry import IssuedCredentials, RegistryEditor
from chalicelib.settings import Settings

RU_CONTRACT = (ROOT / "samples" / "dogovor-postavki.md").read_bytes()
CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "local",
    "AWS_SECRET_ACCESS_KEY": "local",
    "AWS_DEFAULT_REGION": "us-east-1",
}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Received:
    delivery_id: str
    signature_ok: bool
    payload: dict[str, Any]


@dataclass
class CallbackReceiver:
    """A partner's endpoint: checks each signature with the partner's secret; can be told to fail."""

    secrets: dict[str, str] = field(default_factory=dict)  # partner id -> callback secret
    failing: set[str] = field(default_factory=set)  # partner ids whose endpoint answers 503
    received: list[Received] = field(default_factory=list)
    attempts: list[str] = field(default_factory=list)  # delivery ids of every attempt, failed ones too
    attempts_by_partner: dict[str, list[str]] = field(default_factory=dict)
    url: str = ""

    def for_partner(self, partner_id: str) -> list[Received]:
        return [item for item in self.received if item.payload.get("partner_id") == partner_id]

    @contextmanager
    def running(self) -> Iterator[CallbackReceiver]:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                payload = json.loads(body)
                delivery_id = self.headers.get(DELIVERY_HEADER, "")
                receiver.attempts.append(delivery_id)
                receiver.attempts_by_partner.setdefault(payload.get("partner_id"), []).append(delivery_id)
                if payload.get("partner_id") in receiver.failing:
                    self.send_response(503)
                    self.end_headers()
                    return
                secret = receiver.secrets.get(payload.get("partner_id"), "")
                ok = verify_signature(secret, body, self.headers.get(SIGNATURE_HEADER, ""))
                receiver.received.append(Received(delivery_id, ok, payload))
                self.send_response(204 if ok else 400)
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                return

        server = ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
        self.url = f"http://127.0.0.1:{server.server_port}/hooks/contract-check"
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield self
        finally:
            server.shutdown()
            server.server_close()


@dataclass
class PartnerStack:
    """``serve --s3-port``: its dispatcher runs in the background; tests wait for what they expect."""

    settings: Settings
    system: RunningSystem
    s3_endpoint: str
    receiver: CallbackReceiver

    @property
    def bus(self) -> LocalBus:
        return self.system.bus

    @property
    def api_url(self) -> str:
        return self.system.url

    @property
    def registry(self) -> RegistryEditor:
        assert self.settings.partners_file is not None
        return RegistryEditor(FileRegistryStore(self.settings.partners_file))

    def add_partner(
        self, partner_id: str, *, quota: int = 10, callback: bool = True, **extra: Any
    ) -> IssuedCredentials:
        issued = self.registry.add(
            partner_id, callback_url=self.receiver.url if callback else None, monthly_quota=quota, **extra
        )
        if issued.callback_secret:
            self.receiver.secrets[partner_id] = issued.callback_secret
        return issued

    def run_until(self, condition: Callable[[], bool], timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            assert time.monotonic() < deadline, "condition not reached"
            time.sleep(0.1)

    def drain(self, quiet_seconds: float = 2.5, timeout: float = 90) -> None:
        """Wait until every queue has been empty (nothing visible or in flight) for ``quiet_seconds``."""
        sqs = boto3.client("sqs", endpoint_url=self.s3_endpoint, region_name="us-east-1")
        urls = sqs.list_queues().get("QueueUrls", [])
        deadline, quiet_since = time.monotonic() + timeout, time.monotonic()
        while time.monotonic() - quiet_since < quiet_seconds:
            assert time.monotonic() < deadline, "queues did not settle"
            for url in urls:
                counts = sqs.get_queue_attributes(
                    QueueUrl=url,
                    AttributeNames=["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"],
                )["Attributes"]
                if any(int(value) for value in counts.values()):
                    quiet_since = time.monotonic()
            time.sleep(0.2)

    def report_object(self, key: str) -> bytes | None:
        found = self.bus.deps.storage.get(self.settings.reports_bucket, key)
        return None if found is None else found.body


def aws_cli(endpoint: str, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    executable = shutil.which("aws", path=str(Path(sys.executable).parent)) or shutil.which("aws")
    assert executable, "the aws CLI is a dev dependency (pip install awscli)"
    return subprocess.run(
        [executable, "--endpoint-url", endpoint, *args],
        capture_output=True,
        text=True,
        env=os.environ | CREDENTIALS,
        timeout=120,
        check=check,
    )


def contract_check(stack: PartnerStack, *args: str) -> subprocess.CompletedProcess[str]:
    """The real CLI in a subprocess, configured like the running stack (endpoint, Redis, registry)."""
    settings = stack.settings
    env = (
        os.environ
        | CREDENTIALS
        | {
            "AWS_ENDPOINT_URL": stack.s3_endpoint,
            "REDIS_URL": settings.redis_url or "",
            "PARTNERS_FILE": str(settings.partners_file),
            "PYTHONPATH": str(ROOT),
        }
    )
    return subprocess.run(
        [sys.executable, "-m", "chalicelib.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
