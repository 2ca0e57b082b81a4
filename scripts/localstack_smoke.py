"""Manual smoke check of an S3/SQS endpoint (LocalStack, moto server) against the topology table.

Applies the topology with the project's own :func:`chalicelib.adapters.provisioning.apply_topology`,
then puts one object per notification rule (and some that must not fire) and checks that each S3 event
arrives in exactly the queue ``topology.stage_for_object`` predicts, with the key round-tripping through
URL encoding. It also reads back lifecycle rules and queue attributes. Not part of ``make test``: it
needs a running endpoint.

    localstack/run.sh start
    .venv/bin/python -m scripts.localstack_smoke --endpoint http://127.0.0.1:4566   # from the project root
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import uuid
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote_plus

import boto3
from botocore.config import Config

from chalicelib.adapters.provisioning import AppliedTopology, apply_topology
from chalicelib.keys import ERROR_FILE, PRESCREEN_FILE, REPORT_JSON, REPORT_MD, TEXT_FILE
from chalicelib.settings import Settings
from chalicelib.topology import BUCKETS, STAGES, BucketRole, Stage, Topology


@dataclass(frozen=True)
class Case:
    role: BucketRole
    key: str


def _cases(run_id: str) -> list[Case]:
    """One object per rule, plus look-alikes the suffix filters must reject."""
    owner = f"tg-1/{run_id}"
    return [
        Case(BucketRole.UPLOADS, f"{owner}/20261130T0545_Договор аренды (1).pdf"),  # non-ASCII + space
        Case(BucketRole.UPLOADS, f"partners/acme/{run_id}/20261130T0545_contract.docx"),
        Case(BucketRole.TEXT, f"{owner}/{TEXT_FILE}"),
        Case(BucketRole.TEXT, f"{owner}/{PRESCREEN_FILE}"),
        Case(BucketRole.TEXT, f"{owner}/notes.txt"),  # no rule: must not fire
        Case(BucketRole.REPORTS, f"{owner}/{REPORT_MD}"),  # written before report.json: must not fire
        Case(BucketRole.REPORTS, f"{owner}/{REPORT_JSON}"),
        Case(BucketRole.REPORTS, f"{owner}/{ERROR_FILE}"),
    ]


def _drain(sqs: Any, url: str, wait_seconds: float) -> list[dict[str, Any]]:
    """S3 records arriving in ``url`` within ``wait_seconds`` (test events skipped, messages deleted)."""
    records: list[dict[str, Any]] = []
    deadline = time.monotonic() + wait_seconds
    while time.monotonic() < deadline:
        response = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1)
        for message in response.get("Messages", []):
            body = json.loads(message["Body"])
            records.extend(body.get("Records", []))  # s3:TestEvent has no Records
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return records


def _check_configuration(topology: Topology, applied: AppliedTopology, s3: Any, sqs: Any) -> list[str]:
    """Read-back: lifecycle days and queue attributes are what the table says."""
    failures: list[str] = []
    for bucket_spec in BUCKETS:
        bucket = topology.bucket_name(bucket_spec.role)
        rules = s3.get_bucket_lifecycle_configuration(Bucket=bucket)["Rules"]
        days = [rule["Expiration"]["Days"] for rule in rules]
        if days != [bucket_spec.expire_days]:
            failures.append(f"{bucket}: lifecycle days {days} != [{bucket_spec.expire_days}]")
    for spec in STAGES:
        url = applied.queue_urls[topology.queue_name(spec.stage)]
        attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
        redrive = json.loads(attributes["RedrivePolicy"])
        if int(attributes["VisibilityTimeout"]) != topology.visibility_timeout(spec.stage):
            failures.append(f"{spec.stage}: VisibilityTimeout {attributes['VisibilityTimeout']}")
        if not redrive["deadLetterTargetArn"].endswith(topology.dead_letter_queue_name(spec.stage)):
            failures.append(f"{spec.stage}: redrive target {redrive['deadLetterTargetArn']}")
        if int(redrive["maxReceiveCount"]) != topology.max_receive_count(spec.stage):
            failures.append(f"{spec.stage}: maxReceiveCount {redrive['maxReceiveCount']}")
    return failures


def _check_notifications(
    topology: Topology, applied: AppliedTopology, s3: Any, sqs: Any, wait: float
) -> list[str]:
    """Put the cases and compare where their events land with ``topology.stage_for_object``."""
    failures: list[str] = []
    # Start from empty queues (earlier runs, the s3:TestEvent of each new notification configuration).
    for url in applied.queue_urls.values():
        _drain(sqs, url, wait_seconds=1.0)

    run_id = uuid.uuid4().hex[:8]
    cases = _cases(run_id)
    put_at = time.perf_counter()
    for case in cases:
        bucket = topology.bucket_name(case.role)
        s3.put_object(Bucket=bucket, Key=case.key, Body=b"{}", Metadata={"session-id": run_id})
    received: dict[Stage, list[tuple[str, str]]] = {}
    for spec in STAGES:
        records = _drain(sqs, applied.queue_urls[topology.queue_name(spec.stage)], wait / len(STAGES))
        received[spec.stage] = sorted(
            (record["s3"]["bucket"]["name"], unquote_plus(record["s3"]["object"]["key"]))
            for record in records
        )
    elapsed = time.perf_counter() - put_at

    for spec in STAGES:
        expected = sorted(
            (topology.bucket_name(case.role), case.key)
            for case in cases
            if topology.stage_for_object(topology.bucket_name(case.role), case.key) is spec.stage
        )
        got = received[spec.stage]
        status = "ok" if got == expected else "MISMATCH"
        print(f"{topology.queue_name(spec.stage):32} expected {len(expected)} got {len(got)}: {status}")
        if status != "ok":
            failures.append(f"{spec.stage}: expected {expected}, got {got}")
    for spec in STAGES:
        dlq_url = applied.queue_urls[topology.dead_letter_queue_name(spec.stage)]
        if leftovers := _drain(sqs, dlq_url, wait_seconds=0.5):
            failures.append(f"{spec.stage}: {len(leftovers)} records in the dead-letter queue")
    print(
        f"{len(cases)} objects put, notifications collected in {elapsed:.2f} s (includes the polling window)"
    )
    return failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--endpoint", default="http://127.0.0.1:4566")
    parser.add_argument("--wait", type=float, default=5.0, help="seconds to collect notifications")
    parser.add_argument(
        "--skip-apply",
        action="store_true",
        help="check what something else created (e.g. localstack/init/ready.d/10-topology.sh)",
    )
    args = parser.parse_args(argv)

    for name, value in (
        ("AWS_ACCESS_KEY_ID", "test"),
        ("AWS_SECRET_ACCESS_KEY", "test"),
        ("AWS_DEFAULT_REGION", "us-east-1"),
    ):
        os.environ.setdefault(name, value)
    os.environ["AWS_ENDPOINT_URL"] = args.endpoint
    topology = Topology(Settings())
    s3 = boto3.client("s3", endpoint_url=args.endpoint, config=Config(s3={"addressing_style": "path"}))
    sqs = boto3.client("sqs", endpoint_url=args.endpoint)

    if args.skip_apply:
        names = [
            name
            for spec in STAGES
            for name in (topology.queue_name(spec.stage), topology.dead_letter_queue_name(spec.stage))
        ]
        applied = AppliedTopology({name: sqs.get_queue_url(QueueName=name)["QueueUrl"] for name in names})
    else:
        started = time.perf_counter()
        applied = apply_topology(topology, s3, sqs)
        print(f"apply_topology: {time.perf_counter() - started:.2f} s, {len(applied.queue_urls)} queues")
        started = time.perf_counter()
        apply_topology(topology, s3, sqs)  # idempotent: a second run must converge, not fail
        print(f"apply_topology again (idempotent): {time.perf_counter() - started:.2f} s")

    failures = _check_configuration(topology, applied, s3, sqs)
    failures += _check_notifications(topology, applied, s3, sqs, args.wait)
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    print("RESULT:", "FAIL" if failures else "PASS")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
