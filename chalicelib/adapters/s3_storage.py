"""The storage port over the plain S3 API (AWS, LocalStack, MinIO, moto) through boto3."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, Literal
from urllib.parse import quote, unquote

import boto3
import botocore.loaders
import botocore.session
from botocore.config import Config
from botocore.exceptions import ClientError

from chalicelib.ports import ObjectInfo, StoredObject
from chalicelib.settings import Settings

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client
    from mypy_boto3_sqs import SQSClient

_MISSING = frozenset({"404", "NoSuchKey", "NotFound"})


def _client_config(settings: Settings) -> Config:
    # Path-style addressing whenever an endpoint is set: MinIO and moto servers have no virtual hosts.
    addressing: Literal["path", "auto"] = "path" if settings.aws_endpoint_url else "auto"
    return Config(
        region_name=settings.aws_region,
        retries={"max_attempts": 4, "mode": "standard"},
        connect_timeout=3,
        read_timeout=20,
        s3={"addressing_style": addressing},
    )


@cache
def _service_models() -> botocore.loaders.Loader:
    """botocore's JSON service models, read once per process (immutable data, shared by every client)."""
    return botocore.loaders.create_loader()


def _client(service: Literal["s3", "sqs"], settings: Settings) -> Any:
    """A client on its own session (credentials resolved as ``boto3.client`` does) that reuses the models
    already read: a new session reads them again (60-100 ms of CPU for S3), which each embedded bus paid
    per ``contract-check analyze`` because moto gives every mock its own default session."""
    core = botocore.session.get_session()
    core.register_component("data_loader", _service_models())
    session = boto3.session.Session(botocore_session=core)
    return session.client(service, endpoint_url=settings.aws_endpoint_url, config=_client_config(settings))


def make_s3_client(settings: Settings) -> S3Client:
    client: S3Client = _client("s3", settings)
    return client


def make_sqs_client(settings: Settings) -> SQSClient:
    client: SQSClient = _client("sqs", settings)
    return client


class S3ObjectStore:
    """Metadata values are percent-encoded on the way in: S3 headers carry ASCII only."""

    def __init__(self, client: S3Client) -> None:
        self._s3 = client

    def head(self, bucket: str, key: str) -> ObjectInfo | None:
        try:
            response = self._s3.head_object(Bucket=bucket, Key=key)
        except ClientError as error:
            if _is_missing(error):
                return None
            raise
        return ObjectInfo(
            bucket=bucket,
            key=key,
            size=response["ContentLength"],
            etag=response["ETag"].strip('"'),
            last_modified=response["LastModified"],
            metadata=_decode(response.get("Metadata", {})),
        )

    def get(self, bucket: str, key: str) -> StoredObject | None:
        try:
            response = self._s3.get_object(Bucket=bucket, Key=key)
        except ClientError as error:
            if _is_missing(error):
                return None
            raise
        body = response["Body"].read()
        info = ObjectInfo(
            bucket=bucket,
            key=key,
            size=len(body),
            etag=response["ETag"].strip('"'),
            last_modified=response["LastModified"],
            metadata=_decode(response.get("Metadata", {})),
        )
        return StoredObject(info=info, body=body)

    def put(
        self,
        bucket: str,
        key: str,
        body: bytes,
        *,
        metadata: Mapping[str, str] | None = None,
        content_type: str = "application/octet-stream",
    ) -> None:
        self._s3.put_object(
            Bucket=bucket,
            Key=key,
            Body=body,
            ContentType=content_type,
            Metadata={name: quote(value, safe="") for name, value in (metadata or {}).items()},
            ServerSideEncryption="AES256",  # the bucket policies refuse a PUT that does not name it
        )

    def put_if_absent(
        self, bucket: str, key: str, body: bytes, *, metadata: Mapping[str, str] | None = None
    ) -> bool:
        try:
            self._s3.put_object(
                Bucket=bucket,
                Key=key,
                Body=body,
                ContentType="application/json",
                Metadata={name: quote(value, safe="") for name, value in (metadata or {}).items()},
                ServerSideEncryption="AES256",  # the bucket policies refuse a PUT that does not name it
                IfNoneMatch="*",
            )
        except ClientError as error:
            if str(error.response.get("Error", {}).get("Code")) == "PreconditionFailed":
                return False
            raise
        return True

    def delete(self, bucket: str, key: str) -> None:
        self._s3.delete_object(Bucket=bucket, Key=key)

    def list(self, bucket: str, prefix: str = "") -> Iterator[ObjectInfo]:
        paginator = self._s3.get_paginator("list_objects_v2")
        for page in paginator.paginate(Bucket=bucket, Prefix=prefix):
            for item in page.get("Contents", []):
                yield ObjectInfo(
                    bucket=bucket,
                    key=item["Key"],
                    size=item["Size"],
                    etag=item["ETag"].strip('"'),
                    last_modified=item["LastModified"],
                )


def _decode(metadata: Mapping[str, str]) -> dict[str, str]:
    return {name.lower(): unquote(value) for name, value in metadata.items()}


def _is_missing(error: ClientError) -> bool:
    return str(error.response.get("Error", {}).get("Code")) in _MISSING
