"""The topology table: every trigger is wired, names follow the settings, notifications render."""

from __future__ import annotations

from chalicelib.settings import Settings
from chalicelib.topology import (
    BUCKETS,
    STAGES,
    TRIGGERS,
    BucketRole,
    Stage,
    Topology,
    notification_configuration,
)


def test_every_trigger_targets_a_known_stage_and_bucket() -> None:
    assert {trigger.stage for trigger in TRIGGERS} == {spec.stage for spec in STAGES}
    assert {trigger.bucket for trigger in TRIGGERS} == {spec.role for spec in BUCKETS}


def test_names_follow_settings() -> None:
    topology = Topology(Settings(_env_file=None, uploads_bucket="acme-uploads", queue_prefix="cc-prod-"))  # type: ignore[call-arg]
    assert topology.bucket_name(BucketRole.UPLOADS) == "acme-uploads"
    assert topology.queue_name(Stage.ANALYZE) == "cc-prod-analyze"
    assert topology.dead_letter_queue_name(Stage.ANALYZE) == "cc-prod-analyze-dlq"


def test_notification_rules_follow_the_triggers() -> None:
    arns = {spec.stage: f"arn:{spec.stage.value}" for spec in STAGES}
    reports = notification_configuration(BucketRole.REPORTS, arns)["QueueConfigurations"]
    suffixes = sorted(rule["Value"] for config in reports for rule in config["Filter"]["Key"]["FilterRules"])
    assert suffixes == ["error.json", "report.json"]
    assert {config["QueueArn"] for config in reports} == {"arn:notify"}
    (uploads,) = notification_configuration(BucketRole.UPLOADS, arns)["QueueConfigurations"]
    assert "Filter" not in uploads and uploads["QueueArn"] == "arn:extract"
