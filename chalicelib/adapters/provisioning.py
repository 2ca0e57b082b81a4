"""Provisioning: creates the topology table's buckets, queues and notifications on an S3/SQS endpoint.

Works on moto (in-process or server), LocalStack, MinIO (buckets only: it has no SQS) and AWS; what to
create comes from :mod:`chalicelib.topology`, how to create it lives here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

from chalicelib.topology import (
    BUCKETS,
    DEAD_LETTER_RETENTION_SECONDS,
    STAGES,
    BucketSpec,
    Stage,
    Topology,
    lifecycle_configuration,
    notification_configuration,
)

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client
    from mypy_boto3_sqs import SQSClient


@dataclass(frozen=True)
class AppliedTopology:
    queue_urls: dict[str, str]


def apply_topology(topology: Topology, s3: S3Client, sqs: SQSClient) -> AppliedTopology:
    """Create or update buckets, lifecycle rules, queues, dead-letter queues and notifications.

    Idempotent: applying it twice leaves the same state (S3 and SQS "create" calls converge).
    """
    queue_urls: dict[str, str] = {}
    queue_arns: dict[Stage, str] = {}
    bucket_arns = [f"arn:aws:s3:::{topology.bucket_name(spec.role)}" for spec in BUCKETS]
    for spec in STAGES:
        dlq_name = topology.dead_letter_queue_name(spec.stage)
        dlq_url = _ensure_queue(
            sqs,
            dlq_name,
            {
                "MessageRetentionPeriod": str(DEAD_LETTER_RETENTION_SECONDS),
                "VisibilityTimeout": str(topology.dead_letter_visibility_timeout()),
            },
        )
        dlq_arn = _queue_arn(sqs, dlq_url)
        name = topology.queue_name(spec.stage)
        url = _ensure_queue(
            sqs,
            name,
            {
                "VisibilityTimeout": str(topology.visibility_timeout(spec.stage)),
                "RedrivePolicy": json.dumps(
                    {
                        "deadLetterTargetArn": dlq_arn,
                        "maxReceiveCount": topology.max_receive_count(spec.stage),
                    }
                ),
            },
        )
        arn = _queue_arn(sqs, url)
        sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": queue_policy(arn, bucket_arns)})
        queue_urls[name], queue_urls[dlq_name] = url, dlq_url
        queue_arns[spec.stage] = arn
    for bucket_spec in BUCKETS:
        _ensure_bucket_with_lifecycle(topology, s3, bucket_spec)
        s3.put_bucket_notification_configuration(
            Bucket=topology.bucket_name(bucket_spec.role),
            NotificationConfiguration=notification_configuration(bucket_spec.role, queue_arns),  # type: ignore[arg-type]
        )
    return AppliedTopology(queue_urls=queue_urls)


def apply_buckets(topology: Topology, s3: S3Client) -> None:
    """Buckets and lifecycle rules only: for MinIO, which has no SQS (its notifications go to a webhook)."""
    for bucket_spec in BUCKETS:
        _ensure_bucket_with_lifecycle(topology, s3, bucket_spec)


def _ensure_bucket_with_lifecycle(topology: Topology, s3: S3Client, spec: BucketSpec) -> None:
    bucket = topology.bucket_name(spec.role)
    _ensure_bucket(s3, bucket, topology.settings.aws_region)
    s3.put_bucket_lifecycle_configuration(
        Bucket=bucket,
        LifecycleConfiguration=lifecycle_configuration(spec),  # type: ignore[arg-type]
    )


def _ensure_queue(sqs: SQSClient, name: str, attributes: dict[str, str]) -> str:
    try:
        url = sqs.get_queue_url(QueueName=name)["QueueUrl"]
    except sqs.exceptions.QueueDoesNotExist:
        return sqs.create_queue(QueueName=name, Attributes=attributes)["QueueUrl"]  # type: ignore[arg-type]
    sqs.set_queue_attributes(QueueUrl=url, Attributes=attributes)  # type: ignore[arg-type]
    return url


def _queue_arn(sqs: SQSClient, url: str) -> str:
    return sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]


def _ensure_bucket(s3: S3Client, bucket: str, region: str) -> None:
    try:
        s3.head_bucket(Bucket=bucket)
        return
    except s3.exceptions.ClientError as error:
        if error.response.get("Error", {}).get("Code") not in ("404", "NoSuchBucket", "NotFound"):
            raise
    if region == "us-east-1":
        s3.create_bucket(Bucket=bucket)
    else:
        s3.create_bucket(Bucket=bucket, CreateBucketConfiguration={"LocationConstraint": region})  # type: ignore[typeddict-item]


def queue_policy(queue_arn: str, bucket_arns: list[str]) -> str:
    """Lets S3 send this deployment's bucket notifications to the queue (and nothing else)."""
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Sid": "AllowS3Notifications",
                    "Effect": "Allow",
                    "Principal": {"Service": "s3.amazonaws.com"},
                    "Action": "sqs:SendMessage",
                    "Resource": queue_arn,
                    "Condition": {"ArnLike": {"aws:SourceArn": bucket_arns}},
                }
            ],
        }
    )
