"""Structured logging (Powertools Logger) with the session id as correlation id.

Log identifiers, sizes, counts and reason codes only: never contract text, tokens or personal data.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import Any

from aws_lambda_powertools import Logger

# stderr, so that a CLI's stdout stays clean for its output (Lambda ships both streams to CloudWatch).
logger = Logger(
    service=os.environ.get("POWERTOOLS_SERVICE_NAME", "contract-check"),
    use_rfc3339=True,
    logger_handler=logging.StreamHandler(sys.stderr),
)


def start_invocation(context: Any | None) -> None:
    """Forget the previous invocation's keys (a warm container reuses this logger) and name this one.

    Without it a warm function would log its first lines under the previous session's correlation id.
    """
    logger.clear_state()
    if context is None:
        return
    logger.append_keys(
        function_name=getattr(context, "function_name", None),
        function_request_id=getattr(context, "aws_request_id", None),
    )
