"""A document that is not a contract ends, through the real bus, as a Russian notice and costs nothing."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import redis
from support import ROOT, BusDriver

from chalicelib.keys import ERROR_FILE, PRESCREEN_FILE, REPORT_JSON
from chalicelib.topology import BucketRole
from scripts.make_samples import render_pdf

pytestmark = pytest.mark.slow

NOT_CONTRACTS = Path(__file__).resolve().parent.parent / "data" / "not_contracts"
ERROR_SCHEMA = json.loads((ROOT / "chalicelib" / "schemas" / "error.schema.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("filename", "source", "render"),
    [
        ("статья.txt", "article_ru.txt", str.encode),
        ("lorem.pdf", "lorem_ipsum.txt", render_pdf),
    ],
)
def test_not_a_contract_ends_in_a_notice_and_the_analysis_is_refunded(
    driver: BusDriver, redis_client: redis.Redis, filename: str, source: str, render: object
) -> None:
    text = (NOT_CONTRACTS / source).read_text(encoding="utf-8")
    redis_client.set("limit:42:daily", 3)
    session_id, _ = driver.submit(filename, render(text))  # type: ignore[operator]
    driver.run_until_delivered(session_id)

    body = driver.read_report_object(session_id, ERROR_FILE)
    assert body is not None
    jsonschema.validate(json.loads(body), ERROR_SCHEMA)
    notice = driver.error(session_id)
    assert (notice.reason, notice.stage) == ("not_a_contract", "prescreen")
    assert "не договор" in notice.message_ru
    assert driver.read_report_object(session_id, REPORT_JSON) is None
    text_bucket = driver.bus.deps.bucket(BucketRole.TEXT)
    assert driver.bus.deps.storage.head(text_bucket, f"tg-42/{session_id}/{PRESCREEN_FILE}") is None
    (delivery,) = driver.notifier.deliveries
    assert delivery.error is not None and delivery.error.reason == "not_a_contract"
    assert redis_client.get("limit:42:daily") == "2", "the consumed analysis is refunded"
