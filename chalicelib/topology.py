"""The topology table: buckets, queues, notification filters and which function fires on what.

A table and pure functions over it, nothing that talks to AWS: ``app.py`` registers its handlers from it,
:mod:`chalicelib.adapters.provisioning` creates it on any S3/SQS endpoint (moto, LocalStack, MinIO+SQS,
AWS), ``scripts/localstack_gen_init.py`` renders it into awslocal commands, and tests check
``template.yaml``, the LocalStack init script and ``.chalice/config.json`` against it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from chalicelib.keys import ERROR_FILE, PRESCREEN_FILE, REPORT_JSON, TEXT_FILE
from chalicelib.settings import Settings


class BucketRole(StrEnum):
    UPLOADS = "uploads"
    TEXT = "text"
    REPORTS = "reports"


class Stage(StrEnum):
    EXTRACT = "extract"
    PRESCREEN = "prescreen"
    ANALYZE = "analyze"
    NOTIFY = "notify"


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
    # Receives before the dead-letter queue; None takes ``sqs_max_receive_count`` from the settings.
    max_receive_count: int | None = None

    @property
    def visibility_timeout_seconds(self) -> int:
        """AWS asks for at least six times the function timeout for SQS event sources."""
        return 6 * self.timeout_seconds


NOTIFY_MAX_RECEIVE_COUNT = 10

# Reports keep everything a session answers with for 7 days: report.json/.md/.pdf or error.json, the
# documents (documents.json, amendments.docx, commented.docx, deadlines.ics), delivery.json, feedback.json.
BUCKETS: tuple[BucketSpec, ...] = (
    BucketSpec(BucketRole.UPLOADS, expire_days=1),
    BucketSpec(BucketRole.TEXT, expire_days=1),
    BucketSpec(BucketRole.REPORTS, expire_days=7),
)

STAGES: tuple[StageSpec, ...] = (
    StageSpec(Stage.EXTRACT, timeout_seconds=300, memory_mb=2048),
    StageSpec(Stage.PRESCREEN, timeout_seconds=60, memory_mb=512),
    StageSpec(Stage.ANALYZE, timeout_seconds=300, memory_mb=1024, max_concurrency=5),
    # A channel (Telegram, a partner's callback URL) can be down for a while: ten receives six minutes apart
    # ride out an hour's outage before the answer is given up as undeliverable.
    StageSpec(Stage.NOTIFY, timeout_seconds=60, memory_mb=512, max_receive_count=NOTIFY_MAX_RECEIVE_COUNT),
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

    def max_receive_count(self, stage: Stage) -> int:
        own = self.stage_spec(stage).max_receive_count
        return own if own is not None else self.settings.sqs_max_receive_count

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


def notification_configuration(role: BucketRole, queue_arns: dict[Stage, str]) -> dict[str, Any]:
    """The bucket's S3→SQS rules; filter rule names are lowercase (moto rejects ``Suffix``).

    ``queue_arns`` may hold placeholders (the LocalStack init script passes shell variables).
    """
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
