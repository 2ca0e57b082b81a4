"""Fast checks of the partner domain: registry and keys, the drop-in grammar, quotas, signatures."""

from __future__ import annotations

import hashlib
import json
import subprocess
from datetime import UTC, datetime
from pathlib import Path

import boto3
import pytest
import redis
from moto import mock_aws

from chalicelib.adapters.partner import FileRegistryStore, S3RegistryStore, SsmRegistryStore
from chalicelib.adapters.partner_redis import RedisQuotaLedger, RedisRateLimiter, RedisRejectionCounter
from chalicelib.adapters.sqs_redelivery import backoff_seconds, delay_redelivery
from chalicelib.keys import REQUEST_ID_PATTERN, parse_partner_drop
from chalicelib.partners.callbacks import CallbackEvent, sign, signed_headers, verify_signature
from chalicelib.partners.months import month_end, quota_month
from chalicelib.partners.registry import CachedRegistry, RegistryEditor, hash_api_key, parse_registry
from chalicelib.settings import Settings

# --- registry ---------------------------------------------------------------------------------------------


def test_keys_are_stored_as_sha256_only_and_authenticate_their_partner(tmp_path: Path) -> None:
    store = FileRegistryStore(tmp_path / "partners.json")
    editor = RegistryEditor(store)
    acme = editor.add("acme", callback_url="https://acme.example/hook", monthly_quota=100)
    beta = editor.add("beta", callback_url=None, monthly_quota=5)
    raw = (tmp_path / "partners.json").read_text()
    assert acme.api_key not in raw and beta.api_key not in raw
    assert hash_api_key(acme.api_key) in raw
    assert (tmp_path / "partners.json").stat().st_mode & 0o077 == 0, "the registry holds callback secrets"
    registry = parse_registry(store.read())
    assert registry.authenticate(acme.api_key) == registry.get("acme")
    assert registry.authenticate(beta.api_key) == registry.get("beta")
    for wrong in (None, "", acme.api_key[:-1], acme.api_key + " ", hash_api_key(acme.api_key)):
        assert registry.authenticate(wrong) is None
    assert beta.callback_secret is None and acme.callback_secret and acme.callback_secret.startswith("whsec_")
    with pytest.raises(ValueError, match="already exists"):
        editor.add("acme", callback_url=None, monthly_quota=1)
    with pytest.raises(ValueError, match="partner id"):
        editor.add("Acme Corp", callback_url=None, monthly_quota=1)
    for insecure in ("http://acme.example/hook", "ftp://acme.example/x", "https:///nohost"):
        with pytest.raises(ValueError, match="callback_url"):
            editor.add("gamma", callback_url=insecure, monthly_quota=1)
    assert editor.add("delta", callback_url="http://127.0.0.1:8080/hook", monthly_quota=1).callback_secret


def test_the_registry_is_cached_briefly_and_survives_a_failed_reread(tmp_path: Path) -> None:
    store = FileRegistryStore(tmp_path / "partners.json")
    editor = RegistryEditor(store)
    editor.add("acme", callback_url=None, monthly_quota=1)
    now = [0.0]
    cached = CachedRegistry(store, ttl_seconds=30, clock=lambda: now[0])
    assert cached.get("acme") is not None
    editor.add("beta", callback_url=None, monthly_quota=1)
    assert cached.get("beta") is None, "within the cache time"
    now[0] = 31.0
    assert cached.get("beta") is not None
    (tmp_path / "partners.json").write_text("{not json")
    now[0] = 62.0
    assert cached.get("beta") is not None, "a broken edit keeps the last good registry"


def test_registry_in_s3_and_in_ssm(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "test")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "test")
    with mock_aws():
        s3 = boto3.client("s3", region_name="us-east-1")
        s3.create_bucket(Bucket="ops-config")
        ssm = boto3.client("ssm", region_name="us-east-1")
        for store in (
            S3RegistryStore(s3, "ops-config", "contract-check/partners.json"),
            SsmRegistryStore(ssm, "/contract-check/partners"),
        ):
            assert store.read() is None
            issued = RegistryEditor(store).add("acme", callback_url=None, monthly_quota=3)
            assert parse_registry(store.read()).authenticate(issued.api_key) is not None


# --- drop-in grammar --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "problem"),
    [
        ("partners/acme/req-1/Договор №5 (final).pdf", None),
        ("partners/acme/" + "r" * 64 + "/a.pdf", None),
        ("partners/acme/" + "r" * 65 + "/a.pdf", "invalid_request_id"),
        ("partners/acme/req 1/a.pdf", "invalid_request_id"),
        ("partners/acme/../a.pdf", "invalid_request_id"),
        ("partners/acme/req-1/" + "a" * 117 + ".pdf", "invalid_file_name"),
        ("partners/acme/req-1/" + "a" * 116 + ".pdf", None),
        ("partners/acme/req-1/.env", "invalid_file_name"),
        ("partners/acme/req-1/(1) Supply.pdf", None),
        ("partners/acme/req-1/_draft.pdf", None),
        ("partners/acme/req-1/[copy] Договор.pdf", None),
        ("partners/acme/req-1/ Supply.pdf", "invalid_file_name"),
        ("partners/acme/req-1/Supply.pdf ", "invalid_file_name"),
        ("partners/acme/req-1/..", "invalid_file_name"),
        ("partners/acme/req-1/a\x00.pdf", "invalid_file_name"),
        ("partners/acme/req-1/a;rm -rf.pdf", "invalid_file_name"),
        ("partners/acme/a.pdf", "invalid_key_layout"),
        ("partners/ACME/req-1/a.pdf", "invalid_partner_id"),
        ("partners/" + "a" * 41 + "/req-1/a.pdf", "invalid_partner_id"),
    ],
)
def test_drop_in_grammar(key: str, problem: str | None) -> None:
    drop = parse_partner_drop(key)
    assert drop.problem == problem
    if problem is None:
        assert drop.folder == key.split("/")[2]
    else:
        assert drop.folder.startswith("rejected-")


# --- quotas, rate limits, refusals ------------------------------------------------------------------------


@pytest.fixture
def limits(redis_url: str) -> redis.Redis:
    return redis.Redis.from_url(redis_url, decode_responses=True)


def test_quota_is_charged_once_per_session_and_refunded_once(limits: redis.Redis) -> None:
    now = datetime(2026, 11, 30, 21, 30, tzinfo=UTC)  # 00:30 on 1 December in Moscow
    ledger = RedisQuotaLedger(limits, "t:", clock=lambda: now)
    assert ledger.consume("acme", "s1", quota=2)
    assert ledger.consume("acme", "s1", quota=2), "a redelivered upload is not charged twice"
    assert ledger.consume("acme", "s2", quota=2)
    assert not ledger.consume("acme", "s3", quota=2)
    assert ledger.used("acme") == 2
    assert ledger.refund_once("acme", "s2") and not ledger.refund_once("acme", "s2")
    assert not ledger.refund_once("acme", "never-charged")
    assert ledger.used("acme") == 1
    counter = "t:partner:{acme}:used:2026-12"
    assert limits.expiretime(counter) == int(datetime(2026, 12, 31, 21, 0, tzinfo=UTC).timestamp())
    assert all(limits.ttl(key) > 0 for key in limits.keys("t:*")), "every key has a TTL"


def test_moscow_months() -> None:
    assert quota_month(datetime(2026, 11, 30, 20, 59, tzinfo=UTC)) == "2026-11"
    assert quota_month(datetime(2026, 11, 30, 21, 0, tzinfo=UTC)) == "2026-12"
    assert month_end(datetime(2026, 12, 15, tzinfo=UTC)).isoformat() == "2027-01-01T00:00:00+03:00"


def test_token_bucket_allows_a_burst_then_asks_to_wait(limits: redis.Redis) -> None:
    now = [1000.0]
    limiter = RedisRateLimiter(limits, "t:", clock=lambda: now[0])
    assert [limiter.acquire("acme", 1.0) for _ in range(2)] == [0, 0]
    wait = limiter.acquire("acme", 1.0)
    assert 0 < wait <= 1.0
    assert limiter.acquire("beta", 1.0) == 0, "buckets are per partner"
    now[0] += 1.0
    assert limiter.acquire("acme", 1.0) == 0
    assert all(limits.ttl(key) > 0 for key in limits.keys("t:*"))


def test_refusals_are_counted_per_partner_and_reason(limits: redis.Redis) -> None:
    counter = RedisRejectionCounter(limits, "t:")
    counter.count("acme", "invalid_file_name")
    counter.count("acme", "invalid_file_name")
    counter.count("acme", "unknown_partner")
    assert counter.counts("acme") == {"invalid_file_name": 2, "unknown_partner": 1}
    assert counter.counts("beta") == {}
    assert all(limits.ttl(key) > 0 for key in limits.keys("t:*"))


# --- signatures -------------------------------------------------------------------------------------------

EVENT = CallbackEvent("acme", "req-1", "p-0123456789abcdef01234567", "completed", 40, ["k"], None)


def test_signature_header_format_and_verification() -> None:
    body = EVENT.body()
    headers = signed_headers(EVENT, "whsec_test", body, now=1_700_000_000)
    expected = hmac_hex("whsec_test", b"1700000000." + body)
    assert headers["X-Contract-Check-Signature"] == f"t=1700000000,v1={expected}"
    assert headers["X-Contract-Check-Delivery"] == EVENT.delivery_id
    assert EVENT.delivery_id == CallbackEvent(*vars(EVENT).values()).delivery_id, "same event, same id"
    signature = headers["X-Contract-Check-Signature"]
    assert verify_signature("whsec_test", body, signature, now=1_700_000_100)
    assert not verify_signature("whsec_other", body, signature, now=1_700_000_100)
    assert not verify_signature("whsec_test", body + b" ", signature, now=1_700_000_100)
    assert not verify_signature("whsec_test", body, signature, now=1_700_001_000), "replayed too late"
    assert not verify_signature("whsec_test", body, "v1=deadbeef", now=1_700_000_100)


def test_the_guides_openssl_recipe_computes_the_same_signature() -> None:
    body = EVENT.body()
    message = b"1700000000." + body
    result = subprocess.run(
        ["openssl", "dgst", "-sha256", "-hmac", "whsec_test"], input=message, capture_output=True, check=True
    )
    assert result.stdout.decode().split()[-1] == sign("whsec_test", body, 1_700_000_000).split("v1=")[1]
    assert json.loads(body)["status"] == "completed"


def hmac_hex(secret: str, message: bytes) -> str:
    import hmac

    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


# --- back-off of failed callbacks -------------------------------------------------------------------------


def test_backoff_doubles_from_the_base_and_is_capped() -> None:
    assert [backoff_seconds(count, 30) for count in range(1, 8)] == [30, 60, 120, 240, 480, 900, 900]
    assert backoff_seconds(1, 0) == 0


def test_a_failed_callback_pushes_its_message_further_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "test")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "test")
    settings = Settings(_env_file=None, partner_callback_backoff_seconds=30)  # type: ignore[call-arg]
    with mock_aws():
        sqs = boto3.client("sqs", region_name="us-east-1")
        url = sqs.create_queue(QueueName="contract-check-notify", Attributes={"VisibilityTimeout": "0"})[
            "QueueUrl"
        ]
        sqs.send_message(QueueUrl=url, MessageBody="{}")
        for _ in range(2):
            (message,) = sqs.receive_message(QueueUrl=url, AttributeNames=["All"], VisibilityTimeout=0)[
                "Messages"
            ]
        record = {
            "receiptHandle": message["ReceiptHandle"],
            "attributes": message["Attributes"],
            "eventSourceARN": "arn:aws:sqs:us-east-1:123456789012:contract-check-notify",
        }
        delay_redelivery(record, settings, settings.partner_callback_backoff_seconds)  # second receive: 60 s
        assert sqs.receive_message(QueueUrl=url).get("Messages", []) == [], "hidden for the back-off"


# --- the operator's CLI -----------------------------------------------------------------------------------


def run_cli(registry_file: Path, *args: str) -> subprocess.CompletedProcess[str]:
    import os
    import sys

    env = os.environ | {"PARTNERS_FILE": str(registry_file), "PYTHONPATH": str(Path(__file__).parents[2])}
    env.pop("PARTNERS_REGISTRY_URI", None)
    return subprocess.run(
        [sys.executable, "-m", "chalicelib.cli", "partners", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def printed(output: str) -> dict[str, str]:
    return dict(line.split(": ", 1) for line in output.splitlines() if ": " in line)


def test_partners_add_prints_the_key_and_secret_once_then_list_and_rotate(tmp_path: Path) -> None:
    registry_file = tmp_path / "partners.json"
    added = run_cli(
        registry_file, "add", "acme", "--callback-url", "https://acme.example/hook", "--monthly-quota", "500"
    )
    assert added.returncode == 0, added.stderr
    issued = printed(added.stdout)
    assert issued["partner_id"] == "acme"
    assert issued["api_key"].startswith("ck_") and issued["callback_secret"].startswith("whsec_")
    registry = parse_registry(registry_file.read_bytes())
    assert registry.authenticate(issued["api_key"]) == registry.get("acme")
    assert issued["api_key"] not in registry_file.read_text()

    listed = run_cli(registry_file, "list")
    assert listed.returncode == 0 and "acme" in listed.stdout and "quota=500" in listed.stdout
    assert issued["api_key"] not in listed.stdout and issued["callback_secret"] not in listed.stdout
    as_json = json.loads(run_cli(registry_file, "list", "--json").stdout)
    assert as_json[0]["id"] == "acme" and "api_key_sha256" not in as_json[0]

    rotated = printed(run_cli(registry_file, "rotate-key", "acme").stdout)
    after = parse_registry(registry_file.read_bytes())
    assert after.authenticate(rotated["api_key"]) is not None
    assert after.authenticate(issued["api_key"]) is None
    assert after.get("acme") is not None and after.get("acme").callback_secret == issued["callback_secret"]  # type: ignore[union-attr]

    again = run_cli(registry_file, "add", "acme", "--monthly-quota", "1")
    assert again.returncode == 2 and "already exists" in again.stderr
    unknown = run_cli(registry_file, "rotate-key", "nobody")
    assert unknown.returncode == 2


def test_the_openapi_document_in_the_repository_is_valid_openapi() -> None:
    from openapi_spec_validator import validate

    from chalicelib.partners.api import openapi_document

    document = openapi_document()
    validate(document)  # type: ignore[arg-type]
    upload = document["components"]["schemas"]["UploadRequest"]["properties"]
    assert upload["request_id"]["pattern"] == f"^{REQUEST_ID_PATTERN}$", "the document follows the code"
