"""Back-off for a message whose handler failed: push its next delivery further out each time.

Lambda's SQS event source (and the local dispatcher) leave a failed message in the queue; its visibility
timeout decides when it comes back. Setting it before re-raising gives 1×, 2×, 4× ... the base delay,
capped at 15 minutes, until the redrive policy moves the message to the dead-letter queue.
"""

from __future__ import annotations

from typing import Any

from chalicelib.observability import logger
from chalicelib.settings import Settings

MAX_DELAY_SECONDS = 900


def backoff_seconds(receive_count: int, base_seconds: int) -> int:
    return min(MAX_DELAY_SECONDS, base_seconds * (1 << max(0, receive_count - 1)))


def delay_redelivery(
    record: dict[str, Any], settings: Settings, base_seconds: int, cap_seconds: int = MAX_DELAY_SECONDS
) -> None:
    """Best effort: when the visibility cannot be changed the queue's own timeout still applies."""
    receive_count = int(record.get("attributes", {}).get("ApproximateReceiveCount", "1"))
    delay = min(cap_seconds, backoff_seconds(receive_count, base_seconds))
    arn = str(record.get("eventSourceARN", ""))
    from chalicelib.adapters.s3_storage import make_sqs_client  # boto3 only once a message has failed

    try:
        sqs = make_sqs_client(settings)
        url = _queue_url(arn, settings, sqs)
        sqs.change_message_visibility(
            QueueUrl=url, ReceiptHandle=record["receiptHandle"], VisibilityTimeout=delay
        )
    except Exception as error:
        logger.warning("back-off not applied", extra={"error": type(error).__name__})
        return
    logger.info("redelivery delayed", extra={"seconds": delay, "receive_count": receive_count})


def _queue_url(arn: str, settings: Settings, sqs: Any) -> str:
    """On AWS the URL follows from the ARN (no sqs:GetQueueUrl needed); elsewhere ask the endpoint."""
    _, partition, _, region, account, name = arn.split(":", 5)
    if settings.aws_endpoint_url is None and partition == "aws":
        return f"https://sqs.{region}.amazonaws.com/{account}/{name}"
    return str(sqs.get_queue_url(QueueName=name)["QueueUrl"])
