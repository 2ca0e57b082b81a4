"""template.yaml read as policy: a partner reaches only its own prefixes; buckets refuse clear text and
unencrypted PUTs. A tiny evaluator applies the statements the way IAM does (explicit deny wins)."""

from __future__ import annotations

import fnmatch
from typing import Any

import pytest
from infra.infra_support import load_template

BUCKET_ARNS = {
    "UploadsBucket": "arn:aws:s3:::user-uploads-dev",
    "TextBucket": "arn:aws:s3:::extracted-text-dev",
    "ReportsBucket": "arn:aws:s3:::analysis-reports-dev",
}


def resolve(value: Any, partner_id: str) -> list[str]:
    """``!Sub "${X.Arn}/partners/${!aws:PrincipalTag/PartnerId}/*"`` and ``!GetAtt X.Arn`` as plain ARNs."""
    if isinstance(value, list):
        return [item for element in value for item in resolve(element, partner_id)]
    if isinstance(value, dict) and "Fn::Sub" in value:
        text = value["Fn::Sub"]
        for logical_id, arn in BUCKET_ARNS.items():
            text = text.replace(f"${{{logical_id}.Arn}}", arn)
        return [text.replace("${!aws:PrincipalTag/PartnerId}", partner_id)]
    if isinstance(value, dict) and "Fn::GetAtt" in value:
        target = value["Fn::GetAtt"]
        logical_id = target[0] if isinstance(target, list) else target.split(".")[0]
        return [BUCKET_ARNS[logical_id]]
    return [str(value)]


def partner_allowed(template: dict[str, Any], partner_id: str, action: str, resource: str) -> bool:
    document = template["Resources"]["PartnerAccessPolicy"]["Properties"]["PolicyDocument"]
    for statement in document["Statement"]:
        actions = statement["Action"] if isinstance(statement["Action"], list) else [statement["Action"]]
        if statement["Effect"] != "Allow" or action not in actions or "Condition" in statement:
            continue
        if any(
            fnmatch.fnmatchcase(resource, pattern) for pattern in resolve(statement["Resource"], partner_id)
        ):
            return True
    return False


@pytest.fixture(scope="module")
def template() -> dict[str, Any]:
    return load_template()


def test_the_partner_role_puts_only_its_uploads_and_gets_only_its_reports(template: dict[str, Any]) -> None:
    uploads, reports, text = (BUCKET_ARNS[name] for name in ("UploadsBucket", "ReportsBucket", "TextBucket"))
    own_upload = f"{uploads}/partners/acme/req-1/contract.pdf"
    own_report = f"{reports}/partners/acme/req-1/report.json"
    assert partner_allowed(template, "acme", "s3:PutObject", own_upload)
    assert partner_allowed(template, "acme", "s3:GetObject", own_report)
    for action, resource in [
        ("s3:PutObject", f"{uploads}/partners/beta/req-1/contract.pdf"),  # another partner's prefix
        ("s3:PutObject", f"{uploads}/tg-42/s/x.pdf"),  # the bot's uploads
        ("s3:PutObject", f"{reports}/partners/acme/req-1/report.json"),  # forging a report
        ("s3:GetObject", f"{reports}/partners/beta/req-1/report.json"),
        ("s3:GetObject", own_upload),  # uploads are write-only for partners
        ("s3:GetObject", f"{text}/partners/acme/req-1/text.md"),
        ("s3:DeleteObject", own_upload),
    ]:
        assert not partner_allowed(template, "acme", action, resource), (action, resource)
    role = template["Resources"]["PartnerRole"]["Properties"]
    assert role["ManagedPolicyArns"] == [{"Ref": "PartnerAccessPolicy"}]
    assert role["Tags"] == [{"Key": "PartnerId", "Value": {"Ref": "PartnerId"}}]


@pytest.mark.parametrize("bucket", sorted(BUCKET_ARNS))
def test_every_bucket_denies_clear_text_and_unencrypted_puts(template: dict[str, Any], bucket: str) -> None:
    policy = next(
        resource["Properties"]["PolicyDocument"]
        for resource in template["Resources"].values()
        if resource["Type"] == "AWS::S3::BucketPolicy" and resource["Properties"]["Bucket"] == {"Ref": bucket}
    )
    denials = [statement for statement in policy["Statement"] if statement["Effect"] == "Deny"]
    assert all(statement["Principal"] == "*" for statement in denials)
    assert any(
        statement["Action"] == "s3:*" and statement["Condition"] == {"Bool": {"aws:SecureTransport": "false"}}
        for statement in denials
    )
    puts = [statement for statement in denials if statement["Action"] == "s3:PutObject"]
    assert any(
        statement["Condition"] == {"Null": {"s3:x-amz-server-side-encryption": "true"}} for statement in puts
    ), "a PUT without x-amz-server-side-encryption is refused"
    assert any(
        statement["Condition"].get("StringNotEquals")
        == {"s3:x-amz-server-side-encryption": ["AES256", "aws:kms"]}
        for statement in puts
    )
    assert all(resolve(statement["Resource"], "acme") == [f"{BUCKET_ARNS[bucket]}/*"] for statement in puts)
