"""Plays Lambda's SQS event-source mapping where Lambda cannot run (embedded default, LocalStack, moto).

Semantics copied from AWS: a received message becomes one Lambda event (batch size 1); success deletes it;
a raised exception leaves it, so it comes back after the queue's visibility timeout; the queue's redrive
policy moves it to the dead-letter queue after ``maxReceiveCount`` receives, where the dead-letter
handler gets it like any other queue's handler.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from chalicelib.observability import logger
from chalicelib.topology import DEAD_LETTER_TIMEOUT_SECONDS, STAGES, Topology

if TYPE_CHECKING:
    from mypy_boto3_sqs import SQSClient
    from mypy_boto3_sqs.type_defs import MessageTypeDef

LambdaHandler = Callable[[dict[str, Any], Any], Any]


@dataclass
class LocalLambdaContext:
    """The parts of Lambda's context object that Powertools and chalice read."""

    function_name: str
    timeout_seconds: int
    memory_limit_in_mb: int = 1024
    aws_request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    invoked_function_arn: str = ""
    _deadline: float = field(default=0.0, repr=False)

    def __post_init__(self) -> None:
        self._deadline = time.monotonic() + self.timeout_seconds
        self.invoked_function_arn = f"arn:aws:lambda:local:000000000000:function:{self.function_name}"

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self._deadline - time.monotonic()) * 1000))


@dataclass(frozen=True)
class QueueBinding:
    queue_name: str
    function_name: str
    handler: LambdaHandler
    timeout_seconds: int


def bindings_for(topology: Topology, handlers: Mapping[str, LambdaHandler]) -> list[QueueBinding]:
    """Queue → handler pairs for every stage queue and dead-letter queue, by the topology's names.

    AWS requires a queue's visibility timeout to be at least its function's timeout, and Powertools keeps
    an in-progress record for the function's remaining time. Where the local runtime shortens visibility
    (the embedded default retries after 1 s), the emulated function timeout shrinks with it, so that a
    stuck in-progress record never outlives the redeliveries it should let through.
    """
    bindings = []
    for spec in STAGES:
        name = spec.stage.value
        dead_letter = f"{name}_dead_letter"
        timeout = min(spec.timeout_seconds, topology.visibility_timeout(spec.stage))
        bindings.append(QueueBinding(topology.queue_name(spec.stage), name, handlers[name], timeout))
        bindings.append(
            QueueBinding(
                topology.dead_letter_queue_name(spec.stage),
                dead_letter,
                handlers[dead_letter],
                min(DEAD_LETTER_TIMEOUT_SECONDS, topology.dead_letter_visibility_timeout()),
            )
        )
    return bindings


class Dispatcher:
    def __init__(
        self,
        sqs: SQSClient,
        bindings: list[QueueBinding],
        *,
        wait_seconds: int = 0,
        queue_urls: Mapping[str, str] | None = None,
    ) -> None:
        """``queue_urls`` (name → URL) saves a ``GetQueueUrl`` per queue when the caller knows them."""
        self._sqs = sqs
        self._bindings = bindings
        self._wait_seconds = wait_seconds
        known = queue_urls or {}
        self._urls = {
            binding.queue_name: known.get(binding.queue_name)
            or sqs.get_queue_url(QueueName=binding.queue_name)["QueueUrl"]
            for binding in bindings
        }
        self.failures = 0
        self.durations: dict[str, list[float]] = {binding.function_name: [] for binding in bindings}

    def poll_once(self, after_each: Callable[[], object] | None = None) -> int:
        """Receive at most one message from every queue and invoke its handler; returns messages handled.

        ``after_each`` runs after every handled message (progress displays, stop conditions).
        """
        handled = 0
        for binding in self._bindings:
            url = self._urls[binding.queue_name]
            response = self._sqs.receive_message(
                QueueUrl=url,
                MaxNumberOfMessages=1,
                WaitTimeSeconds=self._wait_seconds,
                AttributeNames=["All"],
            )
            for message in response.get("Messages", []):
                handled += 1
                self._invoke(binding, url, message)
                if after_each is not None:
                    after_each()
        return handled

    def run_until(self, done: Callable[[], bool], *, timeout_seconds: float, idle_sleep: float = 0.1) -> bool:
        """Poll until ``done()`` or the timeout; True when done."""
        deadline = time.monotonic() + timeout_seconds
        while time.monotonic() < deadline:
            if done():
                return True
            if self.poll_once(after_each=done) == 0:
                time.sleep(idle_sleep)
        return done()

    def drain(self, *, idle_rounds: int = 3, timeout_seconds: float = 120, idle_sleep: float = 0.2) -> None:
        """Poll until every queue stayed empty for ``idle_rounds`` consecutive rounds."""
        deadline = time.monotonic() + timeout_seconds
        quiet = 0
        while quiet < idle_rounds and time.monotonic() < deadline:
            if self.poll_once():
                quiet = 0
            else:
                quiet += 1
                time.sleep(idle_sleep)

    def _invoke(self, binding: QueueBinding, url: str, message: MessageTypeDef) -> None:
        event = {"Records": [_lambda_record(binding, url, message)]}
        context = LocalLambdaContext(binding.function_name, binding.timeout_seconds)
        started = time.perf_counter()
        try:
            binding.handler(event, context)
        except Exception as error:
            self.failures += 1
            logger.warning(
                "handler failed; message left for redelivery",
                extra={"function": binding.function_name, "error": type(error).__name__},
            )
            return
        finally:
            self.durations[binding.function_name].append(time.perf_counter() - started)
        self._sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])


def _lambda_record(binding: QueueBinding, url: str, message: MessageTypeDef) -> dict[str, Any]:
    return {
        "messageId": message["MessageId"],
        "receiptHandle": message["ReceiptHandle"],
        "body": message["Body"],
        "attributes": message.get("Attributes", {}),
        "messageAttributes": message.get("MessageAttributes", {}),
        "md5OfBody": message.get("MD5OfBody", ""),
        "eventSource": "aws:sqs",
        "eventSourceARN": f"arn:aws:sqs:local:000000000000:{binding.queue_name}",
        "awsRegion": url.split(".")[1] if url.count(".") > 2 else "local",
    }
