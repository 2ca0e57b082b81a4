"""S3 event notifications as they arrive in SQS message bodies."""

from __future__ import annotations

import json
from dataclasses import dataclass
from urllib.parse import unquote_plus

from pydantic import BaseModel, ConfigDict, Field, ValidationError


@dataclass(frozen=True)
class ObjectRef:
    """The object an ``ObjectCreated`` event names; (bucket, key, etag) is the idempotency key."""

    bucket: str
    key: str
    etag: str
    size: int

    def as_idempotency_data(self) -> dict[str, str]:
        return {"bucket": self.bucket, "key": self.key, "etag": self.etag}


class _S3Bucket(BaseModel):
    name: str


class _S3Object(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    key: str
    size: int = 0
    etag: str = Field("", alias="eTag")


class _S3Entity(BaseModel):
    bucket: _S3Bucket
    object: _S3Object


class _S3Record(BaseModel):
    eventName: str  # noqa: N815 (the wire name)
    s3: _S3Entity


def _no_records() -> list[_S3Record]:
    """A function, not ``list``: pydantic reads a factory's signature and parses ``list``'s from text."""
    return []


class _S3Notification(BaseModel):
    Records: list[_S3Record] = Field(default_factory=_no_records)
    Event: str | None = None


class MalformedEvent(ValueError):
    """The message is not an S3 event: it can never succeed, so the handler drops it loudly."""


def parse_s3_event(body: str) -> list[ObjectRef]:
    """Object refs of every ``ObjectCreated`` record; ``s3:TestEvent`` and other events give none.

    Keys arrive URL-encoded (moto even encodes ``/``): always ``unquote_plus``. MinIO's webhook names
    events ``s3:ObjectCreated:Put`` where AWS says ``ObjectCreated:Put``.
    """
    try:
        notification = _S3Notification.model_validate(json.loads(body))
    except (ValueError, ValidationError) as error:
        raise MalformedEvent("message body is not an S3 event notification") from error
    return [
        ObjectRef(
            bucket=record.s3.bucket.name,
            key=unquote_plus(record.s3.object.key),
            etag=record.s3.object.etag.strip('"'),
            size=record.s3.object.size,
        )
        for record in notification.Records
        if record.eventName.removeprefix("s3:").startswith("ObjectCreated")
    ]
