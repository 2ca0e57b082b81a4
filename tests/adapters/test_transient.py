"""Which client failures a stage runs again in the same invocation (and which it must not)."""

from __future__ import annotations

import pytest
import redis
from botocore.exceptions import ClientError, EndpointConnectionError

from chalicelib.adapters.transient import infrastructure_transient
from chalicelib.errors import PermanentFailure, TransientFailure


def _client_error(code: str, status: int) -> ClientError:
    return ClientError({"Error": {"Code": code}, "ResponseMetadata": {"HTTPStatusCode": status}}, "GetObject")


@pytest.mark.parametrize(
    "error",
    [
        redis.ConnectionError("refused"),
        redis.TimeoutError("slow"),
        EndpointConnectionError(endpoint_url="http://s3"),
        _client_error("SlowDown", 503),
        _client_error("InternalError", 500),
        ConnectionResetError(),
        TransientFailure("ours"),
    ],
)
def test_connection_and_throttling_failures_are_transient(error: Exception) -> None:
    assert infrastructure_transient(error)


@pytest.mark.parametrize(
    "error",
    [
        _client_error("AccessDenied", 403),
        _client_error("NoSuchBucket", 404),
        PermanentFailure("not_a_contract", "ru", "en"),
        ValueError("a bug"),
        redis.ResponseError("WRONGTYPE"),
    ],
)
def test_faults_of_the_request_or_the_code_are_not(error: Exception) -> None:
    assert not infrastructure_transient(error)
