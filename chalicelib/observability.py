"""Structured logging (Powertools Logger) with the session id as correlation id, and the invocation scope.

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


@contextmanager
def invocation(function_name: str, context: Any = None, metrics: MetricsSink | None = None) -> Iterator[None]:
    """One Lambda invocation: fresh logger keys, the cold-start flag, and metrics flushed at the end.

    A warm container keeps the logger's keys between invocations: without the reset, the lines before
    the first ``set_correlation_id`` would carry the previous session's id.
    """
    global _cold_start  # noqa: PLW0603 (one flag per process, as Lambda's own cold start is)
    logger.clear_state()
    logger.append_keys(
        function_name=function_name,
        cold_start=_cold_start,
        function_request_id=getattr(context, "aws_request_id", None),
    )
    _cold_start = False
    try:
        yield
    finally:
        if metrics is not None:
            metrics.flush()
