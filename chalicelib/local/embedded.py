"""The embedded default: the whole bus in one process, with no servers.

moto's in-process S3 and SQS (with the real bucket notifications), an in-process Redis unless ``REDIS_URL``
is set, the offline ``rules`` provider unless an LLM is configured, and the dispatcher playing Lambda.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from chalicelib.adapters.memory import InMemoryMetrics
from chalicelib.adapters.provisioning import apply_topology
from chalicelib.adapters.redis_state import connect_redis_roles
from chalicelib.adapters.s3_storage import S3ObjectStore, make_s3_client, make_sqs_client
from chalicelib.bootstrap import build_deps, install_deps
from chalicelib.local.dispatcher import Dispatcher, LambdaHandler, bindings_for
from chalicelib.pipeline.deps import PipelineDeps
from chalicelib.ports import Notifier
from chalicelib.settings import Settings
from chalicelib.topology import BUCKETS, STAGES, Stage, Topology, notification_configuration

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client
    from mypy_boto3_sqs import SQSClient

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


def start_bus(
    settings: Settings, *, notifiers: Mapping[str, Notifier] | None = None, fresh_account: bool = False
) -> LocalBus:
    """Apply the topology on the configured endpoint and wire the handlers to its queues.

    ``fresh_account``: the endpoint is known to be empty (moto in this process), so the topology is
    created in the fewest calls instead of converged.
    """
    s3, sqs = make_s3_client(settings), make_sqs_client(settings)
    topology = Topology(settings)
    if fresh_account:
        queue_urls = provision_fresh_account(topology, s3, sqs)
    else:
        queue_urls = apply_topology(topology, s3, sqs).queue_urls
    deps = install_local_deps(settings, s3, notifiers)
    dispatcher = Dispatcher(sqs, bindings_for(deps.topology, lambda_handlers()), queue_urls=queue_urls)
    return LocalBus(deps=deps, dispatcher=dispatcher, s3=s3)


def provision_fresh_account(topology: Topology, s3: S3Client, sqs: SQSClient) -> dict[str, str]:
    """Queues (with their redrive to the dead-letter queues), buckets and notifications on an empty moto
    account: 14 calls where converging takes 48 (create without looking first, ARNs from the queue URLs).

    No lifecycle rules or queue policies: moto expires nothing within a process's life and checks no
    policy. The dev loop and AWS go through :func:`apply_topology`, which sets everything.
    """
    queue_urls: dict[str, str] = {}
    queue_arns: dict[Stage, str] = {}
    for spec in STAGES:
        dead_letter = topology.dead_letter_queue_name(spec.stage)
        dlq_url = sqs.create_queue(
            QueueName=dead_letter,
            Attributes={"VisibilityTimeout": str(topology.dead_letter_visibility_timeout())},
        )["QueueUrl"]
        name = topology.queue_name(spec.stage)
        redrive = {
            "deadLetterTargetArn": _arn(sqs, dlq_url),
            "maxReceiveCount": topology.max_receive_count(spec.stage),
        }
        url = sqs.create_queue(
            QueueName=name,
            Attributes={
                "VisibilityTimeout": str(topology.visibility_timeout(spec.stage)),
                "RedrivePolicy": json.dumps(redrive),
            },
        )["QueueUrl"]
        queue_urls[dead_letter], queue_urls[name] = dlq_url, url
        queue_arns[spec.stage] = _arn(sqs, url)
    for bucket_spec in BUCKETS:
        bucket = topology.bucket_name(bucket_spec.role)
        region = topology.settings.aws_region
        if region == "us-east-1":
            s3.create_bucket(Bucket=bucket)
        else:
            s3.create_bucket(Bucket=bucket, CreateBucketConfiguration={"LocationConstraint": region})  # type: ignore[typeddict-item]
        s3.put_bucket_notification_configuration(
            Bucket=bucket,
            NotificationConfiguration=notification_configuration(bucket_spec.role, queue_arns),  # type: ignore[arg-type]
        )
    return queue_urls


def _arn(sqs: SQSClient, queue_url: str) -> str:
    """moto's queue URLs end in ``/{account}/{name}``."""
    account, name = queue_url.rstrip("/").split("/")[-2:]
    return f"arn:aws:sqs:{sqs.meta.region_name}:{account}:{name}"


def install_local_deps(
    settings: Settings, s3: S3Client, notifiers: Mapping[str, Notifier] | None
) -> PipelineDeps:
    """The ports the handlers will find through ``get_deps()`` in this process."""
    deps = build_deps(
        settings,
        storage=S3ObjectStore(s3),
        redis_roles=connect_redis_roles(settings),
        notifiers=dict(notifiers) if notifiers is not None else None,
        # Local runs keep metrics in memory: EMF lines would land in the CLI's stdout.
        metrics=InMemoryMetrics(),
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
            bus = start_bus(embedded, notifiers=notifiers, fresh_account=True)
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
