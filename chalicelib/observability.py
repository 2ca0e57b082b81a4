"""Structured logging (Powertools Logger) with the session id as correlation id.

Log identifiers, sizes, counts and reason codes only: never contract text, tokens or personal data.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger

if TYPE_CHECKING:
    from chalicelib.ports import MetricsSink

# stderr, so that a CLI's stdout stays clean for its output (Lambda ships both streams to CloudWatch).
logger = Logger(
    service=os.environ.get("POWERTOOLS_SERVICE_NAME", "contract-check"),
    use_rfc3339=True,
    logger_handler=logging.StreamHandler(sys.stderr),
)
_cold_start = True


def start_invocation(context: Any | None) -> None:
    """Forget the previous invocation's keys (a warm container reuses this logger) and name this one.

    Without it a warm function would log its first lines under the previous session's correlation id.
    ``cold_start`` is true on the process's first invocation only, as Lambda's own flag.
    """
    global _cold_start  # noqa: PLW0603 (one flag per process)
    logger.clear_state()
    logger.append_keys(cold_start=_cold_start)
    _cold_start = False
    if context is None:
        return
    logger.append_keys(
        function_name=getattr(context, "function_name", None),
        function_request_id=getattr(context, "aws_request_id", None),
    )


@contextmanager
def invocation(context: Any | None, metrics: MetricsSink | None = None) -> Iterator[None]:
    """One invocation: :func:`start_invocation`, then the metrics it collected flushed at its end, even
    when the handler raises (the queue redelivers; the failure still counts)."""
    start_invocation(context)
    try:
        yield
    finally:
        if metrics is not None:
            metrics.flush()
