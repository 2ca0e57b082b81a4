from __future__ import annotations

import json

import pytest
from support import load_event

from chalicelib.pipeline.events import MalformedEvent, parse_s3_event


def body_of(name: str) -> str:
    return str(load_event(name)["Records"][0]["body"])


def test_keys_are_url_decoded() -> None:
    (ref,) = parse_s3_event(body_of("sqs_upload_created.json"))
    assert ref.bucket == "user-uploads"
    assert ref.key == "tg-123456789/20261130t050000-3f9c1a2b7d4e/20261130T050000Z_договор поставки.pdf"
    assert ref.etag == "0123456789abcdef0123456789abcdef"


def test_moto_style_encoded_slashes_are_decoded() -> None:
    (ref,) = parse_s3_event(body_of("sqs_partner_drop_created.json"))
    assert ref.key == "partners/acme-legal/req-2026-001/supply agreement.pdf"


def test_s3_test_event_names_no_objects() -> None:
    assert parse_s3_event(body_of("sqs_s3_test_event.json")) == []


def test_a_body_that_is_not_an_s3_event_is_malformed() -> None:
    with pytest.raises(MalformedEvent):
        parse_s3_event(body_of("sqs_not_s3.json"))


def test_minio_event_names_carry_an_s3_prefix() -> None:
    s3 = {"bucket": {"name": "b"}, "object": {"key": "a%20b.pdf"}}
    record = {"eventName": "s3:ObjectCreated:Put", "s3": s3}
    body = json.dumps({"EventName": "s3:ObjectCreated:Put", "Records": [record]})
    (ref,) = parse_s3_event(body)
    assert ref.key == "a b.pdf"


def test_removal_events_name_no_objects() -> None:
    record = {"eventName": "ObjectRemoved:Delete", "s3": {"bucket": {"name": "b"}, "object": {"key": "k"}}}
    body = json.dumps({"Records": [record]})
    assert parse_s3_event(body) == []
