"""Provisioning the topology table on moto: idempotent, dead-letter queues, filters that fire."""

from __future__ import annotations

import json
from typing import Any

import pytest

from chalicelib.adapters.provisioning import apply_topology
from chalicelib.settings import Settings
from chalicelib.topology import BUCKETS, STAGES, BucketRole, Stage, Topology


def snapshot(topology: Topology, s3: Any, sqs: Any) -> dict[str, Any]:
    state: dict[str, Any] = {}
    for spec in BUCKETS:
        bucket = topology.bucket_name(spec.role)
        notifications = s3.get_bucket_notification_configuration(Bucket=bucket)
        notifications.pop("ResponseMetadata", None)
        lifecycle = s3.get_bucket_lifecycle_configuration(Bucket=bucket)["Rules"]
        state[bucket] = {"notifications": notifications, "lifecycle": lifecycle}
    for url in sqs.list_queues()["QueueUrls"]:
        attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
        state[url] = {
            name: attributes[name]
            for name in ("VisibilityTimeout", "RedrivePolicy", "Policy")
            if name in attributes
        }
    return state


def test_applying_twice_changes_nothing(aws: tuple[Any, Any]) -> None:
    s3, sqs = aws
    topology = Topology(Settings(_env_file=None))  # type: ignore[call-arg]
    first = apply_topology(topology, s3, sqs)
    before = snapshot(topology, s3, sqs)
    second = apply_topology(topology, s3, sqs)
    assert first == second
    assert snapshot(topology, s3, sqs) == before
    assert len(sqs.list_queues()["QueueUrls"]) == 2 * len(STAGES)


def test_queues_have_dead_letter_queues_and_lambda_sized_visibility(aws: tuple[Any, Any]) -> None:
    s3, sqs = aws
    topology = Topology(Settings(_env_file=None))  # type: ignore[call-arg]
    applied = apply_topology(topology, s3, sqs)
    for spec in STAGES:
        attributes = sqs.get_queue_attributes(
            QueueUrl=applied.queue_urls[topology.queue_name(spec.stage)], AttributeNames=["All"]
        )["Attributes"]
        assert int(attributes["VisibilityTimeout"]) == 6 * spec.timeout_seconds
        redrive = json.loads(attributes["RedrivePolicy"])
        assert redrive["deadLetterTargetArn"].endswith(topology.dead_letter_queue_name(spec.stage))
        assert int(redrive["maxReceiveCount"]) == (10 if spec.stage is Stage.NOTIFY else 5)


def test_lifecycle_and_lowercase_filters(aws: tuple[Any, Any]) -> None:
    s3, sqs = aws
    topology = Topology(Settings(_env_file=None))  # type: ignore[call-arg]
    apply_topology(topology, s3, sqs)
    for spec in BUCKETS:
        (rule,) = s3.get_bucket_lifecycle_configuration(Bucket=topology.bucket_name(spec.role))["Rules"]
        assert rule["Expiration"]["Days"] == spec.expire_days
    configs = s3.get_bucket_notification_configuration(Bucket=topology.bucket_name(BucketRole.REPORTS))
    names = {
        rule["Name"]
        for config in configs["QueueConfigurations"]
        for rule in config["Filter"]["Key"]["FilterRules"]
    }
    assert names == {"suffix"}


@pytest.mark.parametrize(
    ("bucket_role", "key", "stage"),
    [
        (BucketRole.UPLOADS, "tg-1/s/20261130T050000Z_a.pdf", Stage.EXTRACT),
        (BucketRole.TEXT, "tg-1/s/text.md", Stage.PRESCREEN),
        (BucketRole.TEXT, "tg-1/s/prescreen.json", Stage.ANALYZE),
        (BucketRole.REPORTS, "tg-1/s/report.json", Stage.NOTIFY),
        (BucketRole.REPORTS, "tg-1/s/error.json", Stage.NOTIFY),
        (BucketRole.REPORTS, "tg-1/s/report.pdf", None),
        (BucketRole.REPORTS, "tg-1/s/delivery.json", None),
    ],
)
def test_objects_fire_the_stage_the_table_says(
    aws: tuple[Any, Any], bucket_role: BucketRole, key: str, stage: Stage | None
) -> None:
    s3, sqs = aws
    topology = Topology(Settings(_env_file=None))  # type: ignore[call-arg]
    applied = apply_topology(topology, s3, sqs)
    assert topology.stage_for_object(topology.bucket_name(bucket_role), key) is stage
    s3.put_object(Bucket=topology.bucket_name(bucket_role), Key=key, Body=b"x")
    received = {}
    for spec in STAGES:
        messages = sqs.receive_message(
            QueueUrl=applied.queue_urls[topology.queue_name(spec.stage)], MaxNumberOfMessages=10
        )
        bodies = [json.loads(message["Body"]) for message in messages.get("Messages", [])]
        received[spec.stage] = [body for body in bodies if "Records" in body]
    fired = {queue_stage for queue_stage, records in received.items() if records}
    assert fired == ({stage} if stage else set())
