"""The topology table: buckets, queues, notification filters and which function fires on what.

``app.py`` registers its handlers from it, :func:`apply_topology` creates it on any S3/SQS endpoint
(moto in-process, moto server, LocalStack, MinIO+SQS, AWS), and tests check ``template.yaml``, the
LocalStack init script and ``.chalice/config.json`` against it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from chalicelib.settings import Settings

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client
    from mypy_boto3_sqs import SQSClient


class BucketRole(StrEnum):
    UPLOADS = "uploads"
    TEXT = "text"
    REPORTS = "reports"


class Stage(StrEnum):
    EXTRACT = "extract"
    PRESCREEN = "prescreen"
    ANALYZE = "analyze"
    NOTIFY = "notify"


TEXT_FILE = "text.md"
PRESCREEN_FILE = "prescreen.json"
REPORT_JSON = "report.json"
REPORT_MD = "report.md"
REPORT_PDF = "report.pdf"
ERROR_FILE = "error.json"
DELIVERY_FILE = "delivery.json"


@dataclass(frozen=True)
class BucketSpec:
    role: BucketRole
    expire_days: int


@dataclass(frozen=True)
class Trigger:
    """One bucket notification rule: objects in ``bucket`` matching prefix/suffix go to ``stage``'s queue."""

    bucket: BucketRole
    stage: Stage
    prefix: str = ""
    suffix: str = ""


@dataclass(frozen=True)
class StageSpec:
    stage: Stage
    timeout_seconds: int
    memory_mb: int
    max_concurrency: int | None = None

    @property
    def visibility_timeout_seconds(self) -> int:
        """AWS asks for at least six times the function timeout for SQS event sources."""
        return 6 * self.timeout_seconds


BUCKETS: tuple[BucketSpec, ...] = (
    BucketSpec(BucketRole.UPLOADS, expire_days=1),
    BucketSpec(BucketRole.TEXT, expire_days=1),
    BucketSpec(BucketRole.REPORTS, expire_days=7),
)

STAGES: tuple[StageSpec, ...] = (
    StageSpec(Stage.EXTRACT, timeout_seconds=300, memory_mb=2048),
    StageSpec(Stage.PRESCREEN, timeout_seconds=60, memory_mb=512),
    StageSpec(Stage.ANALYZE, timeout_seconds=300, memory_mb=1024, max_concurrency=5),
    StageSpec(Stage.NOTIFY, timeout_seconds=60, memory_mb=512),
)

TRIGGERS: tuple[Trigger, ...] = (
    Trigger(BucketRole.UPLOADS, Stage.EXTRACT),
    Trigger(BucketRole.TEXT, Stage.PRESCREEN, suffix=TEXT_FILE),
    Trigger(BucketRole.TEXT, Stage.ANALYZE, suffix=PRESCREEN_FILE),
    Trigger(BucketRole.REPORTS, Stage.NOTIFY, suffix=REPORT_JSON),
    Trigger(BucketRole.REPORTS, Stage.NOTIFY, suffix=ERROR_FILE),
)

SWEEPER_RATE_MINUTES = 5
DEAD_LETTER_TIMEOUT_SECONDS = 60
DEAD_LETTER_RETENTION_SECONDS = 14 * 24 * 3600


@dataclass(frozen=True)
class Topology:
    """The table above, resolved against one deployment's names."""

    settings: Settings

    def bucket_name(self, role: BucketRole) -> str:
        return {
            BucketRole.UPLOADS: self.settings.uploads_bucket,
            BucketRole.TEXT: self.settings.text_bucket,
            BucketRole.REPORTS: self.settings.reports_bucket,
        }[role]

    def role_of_bucket(self, bucket: str) -> BucketRole | None:
        return next((spec.role for spec in BUCKETS if self.bucket_name(spec.role) == bucket), None)

    def queue_name(self, stage: Stage) -> str:
        return f"{self.settings.queue_prefix}{stage.value}"

    def dead_letter_queue_name(self, stage: Stage) -> str:
        return f"{self.queue_name(stage)}-dlq"

    def stage_spec(self, stage: Stage) -> StageSpec:
        return next(spec for spec in STAGES if spec.stage is stage)

    def visibility_timeout(self, stage: Stage) -> int:
        override = self.settings.sqs_visibility_timeout_override
        return override if override is not None else self.stage_spec(stage).visibility_timeout_seconds

    def dead_letter_visibility_timeout(self) -> int:
        """Dead-letter queues feed a Lambda too: AWS wants six times its timeout there as well."""
        override = self.settings.sqs_visibility_timeout_override
        return override if override is not None else 6 * DEAD_LETTER_TIMEOUT_SECONDS

    def stage_for_object(self, bucket: str, key: str) -> Stage | None:
        """Which stage an ``ObjectCreated`` of this object fires, following the notification filters."""
        role = self.role_of_bucket(bucket)
        for trigger in TRIGGERS:
            if trigger.bucket is role and key.startswith(trigger.prefix) and key.endswith(trigger.suffix):
                return trigger.stage
        return None


def lifecycle_configuration(spec: BucketSpec) -> dict[str, Any]:
    return {
        "Rules": [
            {
                "ID": f"expire-after-{spec.expire_days}-days",
                "Status": "Enabled",
                "Filter": {"Prefix": ""},
                "Expiration": {"Days": spec.expire_days},
                "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 1},
            }
        ]
    }


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


def notification_configuration(
    topology: Topology, role: BucketRole, queue_arns: dict[Stage, str]
) -> dict[str, Any]:
    """The bucket's S3→SQS rules; filter rule names are lowercase (moto rejects ``Suffix``)."""
    configs: list[dict[str, Any]] = []
    for trigger in TRIGGERS:
        if trigger.bucket is not role:
            continue
        rules = [
            {"Name": name, "Value": value}
            for name, value in (("prefix", trigger.prefix), ("suffix", trigger.suffix))
            if value
        ]
        config: dict[str, Any] = {
            "Id": f"{trigger.stage.value}-{trigger.suffix or trigger.prefix or 'all'}",
            "QueueArn": queue_arns[trigger.stage],
            "Events": ["s3:ObjectCreated:*"],
        }
        if rules:
            config["Filter"] = {"Key": {"FilterRules": rules}}
        configs.append(config)
    return {"QueueConfigurations": configs}


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
                        "maxReceiveCount": topology.settings.sqs_max_receive_count,
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
            NotificationConfiguration=notification_configuration(topology, bucket_spec.role, queue_arns),  # type: ignore[arg-type]
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
