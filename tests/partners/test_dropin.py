"""The S3 drop-in with the partner's own tools: the aws CLI and boto3 against an S3 endpoint on a port.

``partners/{partner_id}/{request_id}/{file_name}`` in, ``partners/{partner_id}/{request_id}/report.*`` out,
a signed callback, one charge per request, refusals with reason codes that never reach analysis.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

import boto3
import httpx
import pytest
from botocore.config import Config
from partners.partner_support import RU_CONTRACT, PartnerStack, aws_cli, contract_check

from chalicelib.topology import Stage

pytestmark = pytest.mark.slow


def s3_client(stack: PartnerStack):  # type: ignore[no-untyped-def]
    return boto3.client(
        "s3",
        endpoint_url=stack.s3_endpoint,
        region_name="us-east-1",
        config=Config(s3={"addressing_style": "path"}),
    )


def usage(stack: PartnerStack, api_key: str) -> dict:  # type: ignore[type-arg]
    response = httpx.get(f"{stack.api_url}/partners/v1/usage", headers={"X-API-Key": api_key})
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_aws_cli_drop_in_gives_a_report_under_the_request_id_and_one_signed_callback(
    stack: PartnerStack, tmp_path: Path
) -> None:
    acme = stack.add_partner("acme", quota=5)
    contract = tmp_path / "Договор поставки.txt"
    contract.write_bytes(RU_CONTRACT)

    aws_cli(
        stack.s3_endpoint,
        "s3",
        "cp",
        "--sse",
        "AES256",
        str(contract),
        "s3://user-uploads/partners/acme/req-001/Договор поставки.txt",
    )
    stack.run_until(lambda: bool(stack.receiver.received))

    (callback,) = stack.receiver.received
    assert callback.signature_ok and callback.delivery_id.startswith("dlv_")
    payload = callback.payload
    assert payload["partner_id"] == "acme" and payload["request_id"] == "req-001"
    assert payload["status"] == "completed" and payload["error"] is None
    assert isinstance(payload["risk_score"], int) and payload["session_id"].startswith("p-")
    reports = ("report.json", "report.md", "report.pdf", "documents.json")
    assert {f"partners/acme/req-001/{name}" for name in reports} <= set(payload["report_keys"])
    assert payload["documents"], "the протокол разногласий at least"
    assert {document["key"] for document in payload["documents"]} <= set(payload["report_keys"])
    listing = aws_cli(stack.s3_endpoint, "s3", "ls", "s3://analysis-reports/partners/acme/req-001/").stdout
    assert {"report.json", "report.md", "report.pdf"} <= {line.split()[-1] for line in listing.splitlines()}
    report = json.loads(
        aws_cli(
            stack.s3_endpoint, "s3", "cp", "s3://analysis-reports/partners/acme/req-001/report.json", "-"
        ).stdout
    )
    assert report["risk_score"] == payload["risk_score"] and report["findings"]
    assert usage(stack, acme.api_key)["used"] == 1

    # The same file again: no second analysis, charge or callback.
    aws_cli(
        stack.s3_endpoint,
        "s3",
        "cp",
        "--sse",
        "AES256",
        str(contract),
        "s3://user-uploads/partners/acme/req-001/Договор поставки.txt",
    )
    stack.drain()
    assert len(stack.receiver.attempts) == 1
    assert usage(stack, acme.api_key)["used"] == 1
    text_objects = s3_client(stack).list_objects_v2(Bucket="extracted-text", Prefix="partners/acme/")
    assert [item["Key"] for item in text_objects.get("Contents", [])].count(
        "partners/acme/req-001/text.md"
    ) == 1


@pytest.mark.parametrize(
    ("key", "reason", "error_prefix"),
    [
        ("partners/acme/bad id!/contract.txt", "invalid_request_id", "partners/acme/rejected-"),
        ("partners/acme/" + "r" * 65 + "/contract.txt", "invalid_request_id", "partners/acme/rejected-"),
        ("partners/acme/req-9/.hidden.txt", "invalid_file_name", "partners/acme/rejected-"),
        ("partners/acme/req-9/con\ttract.txt", "invalid_file_name", "partners/acme/rejected-"),
        ("partners/acme/contract.txt", "invalid_key_layout", "partners/acme/rejected-"),
        ("partners/acme/a/b/contract.txt", "invalid_key_layout", "partners/acme/rejected-"),
        ("partners/acme/req-9/contract.exe", "unsupported_format", "partners/acme/req-9/"),
        ("partners/Not_A_Partner/req-9/contract.txt", "invalid_partner_id", "partners/_invalid/rejected-"),
        ("partners/nobody/req-9/contract.txt", "unknown_partner", "partners/nobody/req-9/"),
    ],
)
def test_malformed_drops_end_in_error_json_with_a_reason_and_never_reach_analysis(
    stack: PartnerStack, key: str, reason: str, error_prefix: str
) -> None:
    acme = stack.add_partner("acme", quota=5)
    s3_client(stack).put_object(Bucket="user-uploads", Key=key, Body=RU_CONTRACT)
    stack.drain()

    errors = [
        item["Key"]
        for item in s3_client(stack).list_objects_v2(Bucket="analysis-reports").get("Contents", [])
        if item["Key"].endswith("/error.json")
    ]
    assert len(errors) == 1 and errors[0].startswith(error_prefix), errors
    notice = json.loads(stack.report_object(errors[0]) or b"{}")
    assert notice["reason"] == reason and notice["message_ru"] and notice["message_en"]
    assert "Contents" not in s3_client(stack).list_objects_v2(Bucket="extracted-text"), (
        "never reached analysis"
    )
    assert usage(stack, acme.api_key)["used"] == 0
    if error_prefix.startswith("partners/acme/"):
        assert usage(stack, acme.api_key)["refused"] == {reason: 1}
        (callback,) = stack.receiver.received
        assert callback.signature_ok
        assert callback.payload["status"] == "failed" and callback.payload["error"]["code"] == reason
    else:
        assert stack.receiver.attempts == [], "no callback for an unknown or unattributable partner"


def test_quota_exhaustion_refuses_with_quota_exceeded_and_a_failed_callback(stack: PartnerStack) -> None:
    acme = stack.add_partner("acme", quota=1)
    s3 = s3_client(stack)
    s3.put_object(Bucket="user-uploads", Key="partners/acme/r1/first.txt", Body=RU_CONTRACT)
    stack.run_until(lambda: len(stack.receiver.received) == 1)
    s3.put_object(Bucket="user-uploads", Key="partners/acme/r2/second.txt", Body=RU_CONTRACT)
    stack.run_until(lambda: len(stack.receiver.received) == 2)

    first, second = sorted(stack.receiver.received, key=lambda item: item.payload["request_id"])
    assert first.payload["status"] == "completed"
    assert second.payload["status"] == "failed" and second.payload["error"]["code"] == "quota_exceeded"
    notice = json.loads(stack.report_object("partners/acme/r2/error.json") or b"{}")
    assert notice["reason"] == "quota_exceeded"
    assert stack.report_object("partners/acme/r2/report.json") is None
    current = usage(stack, acme.api_key)
    assert current["used"] == 1 and current["quota"] == 1 and current["refused"] == {"quota_exceeded": 1}
    response = httpx.post(
        f"{stack.api_url}/partners/v1/uploads",
        headers={"X-API-Key": acme.api_key},
        json={"request_id": "r3", "file_name": "c.pdf", "content_type": "application/pdf", "size": 10},
    )
    assert response.status_code == 403 and response.json()["error"]["code"] == "quota_exceeded"


def test_a_side_the_contract_does_not_define_ends_in_unknown_side_not_a_silent_default(
    stack: PartnerStack,
) -> None:
    stack.add_partner("acme", quota=5)
    s3 = s3_client(stack)
    key = "partners/acme/r-side/contract.txt"
    s3.put_object(Bucket="user-uploads", Key=key, Body=RU_CONTRACT, Metadata={"side": "Tester"})
    s3.put_object(
        Bucket="user-uploads",
        Key="partners/acme/r-ok/c.txt",
        Body=RU_CONTRACT,
        Metadata={"side": quote("Поставщику")},  # S3 metadata is ASCII: percent-encoded, any case form
    )
    stack.run_until(lambda: len(stack.receiver.received) == 2)

    refused, accepted = sorted(
        stack.receiver.received, key=lambda item: item.payload["request_id"] != "r-side"
    )
    assert refused.payload["status"] == "failed" and refused.payload["error"]["code"] == "unknown_side"
    assert accepted.payload["status"] == "completed"
    notice = json.loads(stack.report_object("partners/acme/r-side/error.json") or b"{}")
    assert notice["reason"] == "unknown_side" and notice["language"] == "ru"
    assert "«Покупатель»" in notice["message_ru"] and '"Поставщик"' in notice["message_en"]
    assert stack.report_object("partners/acme/r-side/report.json") is None
    report = json.loads(stack.report_object("partners/acme/r-ok/report.json") or b"{}")
    assert report["side"] == "Поставщик" and report["side_basis"] == "requested"


def test_a_failing_partner_is_retried_with_one_delivery_id_then_dead_lettered_without_blocking_others(
    stack: PartnerStack,
) -> None:
    stack.add_partner("acme")
    stack.add_partner("beta")
    stack.receiver.failing.add("acme")
    s3 = s3_client(stack)
    s3.put_object(Bucket="user-uploads", Key="partners/acme/r1/c.txt", Body=RU_CONTRACT)
    s3.put_object(Bucket="user-uploads", Key="partners/beta/r1/c.txt", Body=RU_CONTRACT)

    def acme_dead_lettered() -> bool:
        record = stack.report_object("partners/acme/r1/delivery.json")
        return record is not None and json.loads(record)["outcome"] == "undeliverable"

    stack.run_until(acme_dead_lettered, timeout=120)
    attempts = stack.receiver.attempts_by_partner["acme"]
    expected = stack.bus.deps.topology.max_receive_count(Stage.NOTIFY)
    assert len(attempts) == expected, "every receive of the notify message tried the endpoint once"
    assert len(set(attempts)) == 1, "the same delivery id on every retry"
    assert [item.payload["request_id"] for item in stack.receiver.for_partner("beta")] == ["r1"]

    listed = contract_check(stack, "partners", "dead-letters", "acme").stdout.splitlines()
    assert [line.split("\t")[:2] for line in listed] == [["acme", "r1"]]
    stack.receiver.failing.clear()
    replayed = contract_check(stack, "partners", "replay", "acme", "r1")
    assert replayed.returncode == 0, replayed.stderr
    (delivered,) = stack.receiver.for_partner("acme")
    assert delivered.signature_ok and delivered.delivery_id == attempts[0]
    assert json.loads(stack.report_object("partners/acme/r1/delivery.json") or b"{}")["outcome"] == "report"
    assert contract_check(stack, "partners", "dead-letters", "acme").stdout == ""
