"""The embedded default: the whole bus in one process, with no servers.

moto's in-process S3 and SQS (with the real bucket notifications), an in-process Redis unless ``REDIS_URL``
is set, the offline ``rules`` provider unless an LLM is configured, and the dispatcher playing Lambda.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from chalicelib.adapters.provisioning import apply_topology
from chalicelib.adapters.redis_state import connect_redis_roles
from chalicelib.adapters.s3_storage import S3ObjectStore, make_s3_client, make_sqs_client
from chalicelib.bootstrap import build_deps, install_deps
from chalicelib.local.dispatcher import Dispatcher, LambdaHandler, bindings_for
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.ports import Notifier
from chalicelib.settings import Settings
from chalicelib.topology import Topology

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

EMBEDDED_VISIBILITY_TIMEOUT_SECONDS = 1
_FAKE_CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "embedded",
    "AWS_SECRET_ACCESS_KEY": "embedded",
    "AWS_SESSION_TOKEN": "embedded",
}


@dataclass
class LocalBus:
    deps: PipelineDeps
    dispatcher: Dispatcher
    s3: S3Client


def lambda_handlers() -> dict[str, LambdaHandler]:
    """The handler functions Lambda would call, from ``app.py`` itself."""
    import app

    names = ["extract", "prescreen", "analyze", "notify"]
    return {name: getattr(app, name) for name in names + [f"{name}_dead_letter" for name in names]}


def start_bus(settings: Settings, *, notifiers: Mapping[str, Notifier] | None = None) -> LocalBus:
    """Apply the topology on the configured endpoint and wire the handlers to its queues."""
    s3, sqs = make_s3_client(settings), make_sqs_client(settings)
    apply_topology(Topology(settings), s3, sqs)
    deps = install_local_deps(settings, s3, notifiers)
    dispatcher = Dispatcher(sqs, bindings_for(deps.topology, lambda_handlers()))
    return LocalBus(deps=deps, dispatcher=dispatcher, s3=s3)


def install_local_deps(
    settings: Settings, s3: S3Client, notifiers: Mapping[str, Notifier] | None
) -> PipelineDeps:
    """The ports the handlers will find through ``get_deps()`` in this process."""
    deps = build_deps(
        settings,
        storage=S3ObjectStore(s3),
        redis_roles=connect_redis_roles(settings),
        notifiers=dict(notifiers) if notifiers is not None else None,
    )
    install_deps(deps)
    return deps


@contextmanager
def embedded_bus(
    settings: Settings, *, notifiers: Mapping[str, Notifier] | None = None
) -> Iterator[LocalBus]:
    """moto in-process for S3 and SQS; everything else as configured."""
    from moto import mock_aws

    embedded = settings.model_copy(
        update={
            "aws_endpoint_url": None,
            "sqs_visibility_timeout_override": EMBEDDED_VISIBILITY_TIMEOUT_SECONDS,
        }
    )
    saved = {name: os.environ.get(name) for name in _FAKE_CREDENTIALS}
    os.environ.update(_FAKE_CREDENTIALS)
    try:
        with mock_aws():
            bus = start_bus(embedded, notifiers=notifiers)
            try:
                yield bus
            finally:
                install_deps(None)
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
