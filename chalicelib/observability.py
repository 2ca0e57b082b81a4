"""Structured logging (Powertools Logger) with the session id as correlation id.

Log identifiers, sizes, counts and reason codes only: never contract text, tokens or personal data.
"""

from __future__ import annotations

import logging
import os
import sys

from aws_lambda_powertools import Logger

# stderr, so that a CLI's stdout stays clean for its output (Lambda ships both streams to CloudWatch).
logger = Logger(
    service=os.environ.get("POWERTOOLS_SERVICE_NAME", "contract-check"),
    use_rfc3339=True,
    logger_handler=logging.StreamHandler(sys.stderr),
)
