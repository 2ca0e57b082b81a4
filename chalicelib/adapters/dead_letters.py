"""Operators' replay of a stage's dead letters: move them back to the stage's queue to be retried.

A dead-letter queue's own handler ends the session with ``error.json``; messages still sitting in the
queue are those whose handler could not run (an outage of S3 or Redis) — once the cause is fixed, they go
back to the stage queue. A session that meanwhile ended is skipped by the stage itself (idempotent).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from chalicelib.topology import Stage, Topology

if TYPE_CHECKING:
    from mypy_boto3_sqs import SQSClient

_BATCH = 10
_HOLD_SECONDS = 60


@dataclass(frozen=True)
class Replayed:
    stage: Stage
    moved: int
    dry_run: bool


def replay_dead_letters(
    sqs: SQSClient, topology: Topology, stage: Stage, *, limit: int = 1000, dry_run: bool = False
) -> Replayed:
    """Send up to ``limit`` messages of the stage's dead-letter queue to its queue, deleting each after."""
    source = sqs.get_queue_url(QueueName=topology.dead_letter_queue_name(stage))["QueueUrl"]
    target = sqs.get_queue_url(QueueName=topology.queue_name(stage))["QueueUrl"]
    moved = 0
    held: list[str] = []
    while moved < limit:
        response = sqs.receive_message(
            QueueUrl=source,
            MaxNumberOfMessages=min(_BATCH, limit - moved),
            VisibilityTimeout=_HOLD_SECONDS,
            WaitTimeSeconds=0,
        )
        messages = response.get("Messages", [])
        if not messages:
            break
        for message in messages:
            moved += 1
            if dry_run:
                held.append(message["ReceiptHandle"])
                continue
            sqs.send_message(QueueUrl=target, MessageBody=message["Body"])
            sqs.delete_message(QueueUrl=source, ReceiptHandle=message["ReceiptHandle"])
    for receipt in held:  # a dry run puts back what it looked at
        sqs.change_message_visibility(QueueUrl=source, ReceiptHandle=receipt, VisibilityTimeout=0)
    return Replayed(stage=stage, moved=moved, dry_run=dry_run)
