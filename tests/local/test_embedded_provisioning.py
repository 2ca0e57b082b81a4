"""The embedded bus provisions a fresh moto account in few calls, with the same queues and notifications."""

from __future__ import annotations

import json
from typing import Any

from chalicelib.adapters.provisioning import apply_topology
from chalicelib.local.embedded import provision_fresh_account
from chalicelib.settings import Settings
from chalicelib.topology import BUCKETS, Topology


def wiring(topology: Topology, s3: Any, sqs: Any) -> dict[str, Any]:
    """Notifications and redrive policies: what makes S3 → SQS → dead letter work."""
    state: dict[str, Any] = {}
    for spec in BUCKETS:
        notifications = s3.get_bucket_notification_configuration(Bucket=topology.bucket_name(spec.role))
        notifications.pop("ResponseMetadata", None)
        state[spec.role.value] = notifications
    for url in sorted(sqs.list_queues()["QueueUrls"]):
        attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
        state[url] = {
            "VisibilityTimeout": attributes["VisibilityTimeout"],
            "RedrivePolicy": json.loads(attributes.get("RedrivePolicy", "null")),
        }
    return state


def test_fresh_provisioning_wires_what_apply_topology_wires(aws: tuple[Any, Any]) -> None:
    s3, sqs = aws
    topology = Topology(Settings(_env_file=None))
    calls: list[str] = []
    for client in (s3, sqs):
        client.meta.events.register("before-call", lambda model, **_: calls.append(model.name))
    urls = provision_fresh_account(topology, s3, sqs)
    assert len(calls) == 14
    fresh = wiring(topology, s3, sqs)
    assert set(urls.values()) == set(sqs.list_queues()["QueueUrls"])

    apply_topology(topology, s3, sqs)  # converging on top changes none of the wiring
    assert wiring(topology, s3, sqs) == fresh
