"""Which failures of this process's clients (boto3, redis-py) are worth another try in the same invocation."""

from __future__ import annotations

import sys

import redis

from chalicelib.errors import plain_transient

_RETRYABLE_S3_CODES = frozenset(
    {"SlowDown", "ServiceUnavailable", "InternalError", "RequestTimeout", "Throttling", "ThrottlingException"}
)


def infrastructure_transient(error: BaseException) -> bool:
    """A connection or throttling failure of S3/SQS/Redis (after botocore's own retries), or our own."""
    if plain_transient(error):
        return True
    if isinstance(error, redis.ConnectionError | redis.TimeoutError):
        return True
    return _botocore_transient(error)


def _botocore_transient(error: BaseException) -> bool:
    """botocore is not imported for this: a process that never made a boto3 client (the webhook on a plain
    update) cannot have raised one of its errors."""
    if "botocore.exceptions" not in sys.modules:
        return False
    from botocore.exceptions import (
        ClientError,
        ConnectionClosedError,
        EndpointConnectionError,
        ReadTimeoutError,
    )

    if isinstance(error, EndpointConnectionError | ConnectionClosedError | ReadTimeoutError):
        return True
    if isinstance(error, ClientError):
        code = str(error.response.get("Error", {}).get("Code", ""))
        status = int(error.response.get("ResponseMetadata", {}).get("HTTPStatusCode", 0) or 0)
        return code in _RETRYABLE_S3_CODES or status >= 500
    return False
