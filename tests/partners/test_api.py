"""The partner HTTPS API over real HTTP (chalice's local server), with presigned URLs used by httpx."""

from __future__ import annotations

import json
from urllib.parse import unquote

import httpx
import pytest
from partners.partner_support import RU_CONTRACT, PartnerStack

from chalicelib.partners.api import OPENAPI_PATH

pytestmark = pytest.mark.slow


def api(stack: PartnerStack, method: str, path: str, key: str | None, **kwargs: object) -> httpx.Response:
    headers = {"X-API-Key": key} if key is not None else {}
    return httpx.request(method, f"{stack.api_url}/partners/v1{path}", headers=headers, timeout=30, **kwargs)  # type: ignore[arg-type]


def upload_request(request_id: str, size: int, **overrides: object) -> dict[str, object]:
    return {
        "request_id": request_id,
        "file_name": "Договор.txt",
        "content_type": "text/plain",
        "size": size,
    } | overrides


def test_presigned_put_with_httpx_then_status_report_and_presigned_report_urls(stack: PartnerStack) -> None:
    acme = stack.add_partner("acme")
    created = api(stack, "POST", "/uploads", acme.api_key, json=upload_request("order-1", len(RU_CONTRACT)))
    assert created.status_code == 201, created.text
    body = created.json()
    assert body["request_id"] == "order-1" and body["method"] == "PUT" and body["expires_in"] > 0
    assert "/user-uploads/partners/acme/order-1/" in body["upload_url"]
    assert body["headers"]["Content-Type"] == "text/plain"

    waiting = api(stack, "GET", "/requests/order-1", acme.api_key).json()
    assert waiting["status"] == "queued" and waiting["progress"] == 0, "a URL was handed out for it"
    put = httpx.put(body["upload_url"], content=RU_CONTRACT, headers=body["headers"], timeout=30)
    assert put.status_code == 200, put.text
    early = api(stack, "GET", "/requests/order-1", acme.api_key).json()
    assert early["status"] in ("queued", "processing") and early["report"] is None

    stack.run_until(lambda: bool(stack.receiver.for_partner("acme")))
    status = api(stack, "GET", "/requests/order-1", acme.api_key)
    assert status.status_code == 200
    done = status.json()
    assert done["status"] == "completed" and done["progress"] == 100 and done["error"] is None
    assert done["report"]["findings"] and done["report"]["disclaimer"]
    assert {"report.json", "report.md", "report.pdf", "documents.json", "amendments.docx"} <= set(
        done["report_urls"]
    )
    protocol = next(d for d in done["documents"] if d["key"] == "amendments.docx")
    assert protocol["name"].startswith("Протокол разногласий — ") and protocol["name"].endswith(".docx")
    assert httpx.get(protocol["url"], timeout=30).content.startswith(b"PK")
    fetched = httpx.get(done["report_urls"]["report.json"], timeout=30)
    assert fetched.status_code == 200 and json.loads(fetched.content) == done["report"]
    pdf = httpx.get(done["report_urls"]["report.pdf"], timeout=30)
    disposition = pdf.headers.get("content-disposition", "")
    assert "filename*=UTF-8''" in disposition, "the PDF downloads under the contract's name"
    assert unquote(disposition.split("UTF-8''", 1)[1]).startswith("Отчёт — ")

    again = api(stack, "POST", "/uploads", acme.api_key, json=upload_request("order-1", 10))
    assert again.status_code == 409 and again.json()["error"]["code"] == "request_exists"


def test_the_side_travels_with_the_presigned_put_and_a_side_the_contract_lacks_is_an_error(
    stack: PartnerStack,
) -> None:
    acme = stack.add_partner("acme")
    for request_id, side in (("s-ok", "поставщика"), ("s-bad", "Tester")):
        created = api(
            stack,
            "POST",
            "/uploads",
            acme.api_key,
            json=upload_request(request_id, len(RU_CONTRACT), side=side),
        )
        assert created.status_code == 201, created.text
        body = created.json()
        assert "x-amz-meta-side" in body["headers"]
        put = httpx.put(body["upload_url"], content=RU_CONTRACT, headers=body["headers"], timeout=30)
        assert put.status_code == 200, put.text
    stack.run_until(lambda: len(stack.receiver.for_partner("acme")) == 2)

    done = api(stack, "GET", "/requests/s-ok", acme.api_key).json()
    assert done["status"] == "completed" and done["report"]["side"] == "Поставщик"
    failed = api(stack, "GET", "/requests/s-bad", acme.api_key).json()
    assert failed["status"] == "failed" and failed["error"]["code"] == "unknown_side"
    assert "«Покупатель»" in failed["error"]["message_ru"]


def test_keys_are_checked_and_a_partner_sees_only_its_own_requests(stack: PartnerStack) -> None:
    acme = stack.add_partner("acme")
    beta = stack.add_partner("beta")
    assert api(stack, "GET", "/usage", None).status_code == 401
    wrong = api(stack, "GET", "/usage", acme.api_key + "x")
    assert wrong.status_code == 401 and wrong.json()["error"]["code"] == "unauthorized"

    created = api(
        stack, "POST", "/uploads", acme.api_key, json=upload_request("secret-deal", len(RU_CONTRACT))
    )
    upload = created.json()
    httpx.put(upload["upload_url"], content=RU_CONTRACT, headers=upload["headers"], timeout=30)
    stack.run_until(lambda: bool(stack.receiver.for_partner("acme")))
    assert api(stack, "GET", "/requests/secret-deal", acme.api_key).status_code == 200
    foreign = api(stack, "GET", "/requests/secret-deal", beta.api_key)
    assert foreign.status_code == 404 and "report" not in foreign.json()
    assert api(stack, "GET", "/requests/never-made", acme.api_key).status_code == 404

    usage = api(stack, "GET", "/usage", acme.api_key).json()
    assert usage["partner_id"] == "acme" and usage["used"] == 1 and usage["quota"] == 10
    assert usage["month"] in usage["resets_at"] or usage["resets_at"] > usage["month"]
    assert usage["resets_at"].endswith("+03:00") and "T00:00:00" in usage["resets_at"]

    rotated = stack.registry.rotate_key("acme")
    assert api(stack, "GET", "/usage", acme.api_key).status_code == 401, "the old key stops working"
    assert api(stack, "GET", "/usage", rotated.api_key).status_code == 200


@pytest.mark.parametrize(
    ("overrides", "status", "code"),
    [
        ({"request_id": "bad id"}, 400, "invalid_request_id"),
        ({"request_id": "x" * 65}, 400, "invalid_request_id"),
        ({"file_name": "../../etc/passwd"}, 400, "invalid_file_name"),
        ({"file_name": ".env"}, 400, "invalid_file_name"),
        ({"size": 0}, 400, "invalid_size"),
        ({"size": "12"}, 400, "invalid_size"),
        ({"side": ""}, 400, "invalid_side"),
        ({"side": "x" * 41}, 400, "invalid_side"),
        ({"side": 3}, 400, "invalid_side"),
        ({"size": 10**9}, 413, "file_too_large"),
        ({"file_name": "tool.exe"}, 415, "unsupported_format"),
        ({"content_type": "application/pdf"}, 415, "unsupported_content_type"),
    ],
)
def test_upload_requests_are_bounded_in_names_size_and_type(
    stack: PartnerStack, overrides: dict[str, object], status: int, code: str
) -> None:
    acme = stack.add_partner("acme")
    response = api(stack, "POST", "/uploads", acme.api_key, json=upload_request("r-1", 100) | overrides)
    assert response.status_code == status and response.json()["error"]["code"] == code


def test_allowed_formats_narrow_what_a_partner_may_send(stack: PartnerStack) -> None:
    only_pdf = stack.add_partner("pdfonly", allowed_formats=["pdf"])
    response = api(stack, "POST", "/uploads", only_pdf.api_key, json=upload_request("r-1", 100))
    assert response.status_code == 415 and response.json()["error"]["code"] == "unsupported_format"
    pdf = upload_request("r-2", 100, file_name="c.pdf", content_type="application/pdf")
    assert api(stack, "POST", "/uploads", only_pdf.api_key, json=pdf).status_code == 201


def test_over_the_rate_a_partner_gets_429_with_retry_after(stack: PartnerStack) -> None:
    slow = stack.add_partner("slow", rate_limit_rps=0.5)
    statuses = [api(stack, "GET", "/usage", slow.api_key) for _ in range(3)]
    assert [response.status_code for response in statuses[:1]] == [200]
    limited = next(response for response in statuses if response.status_code == 429)
    assert int(limited.headers["Retry-After"]) >= 1
    assert limited.json()["error"]["code"] == "rate_limited"
    other = stack.add_partner("other")
    assert api(stack, "GET", "/usage", other.api_key).status_code == 200, "one partner's bucket only"


def test_openapi_document_is_served_and_is_the_one_in_the_repository(stack: PartnerStack) -> None:
    served = httpx.get(f"{stack.api_url}/partners/v1/openapi.json", timeout=30)
    assert served.status_code == 200
    document = served.json()
    assert document == json.loads(OPENAPI_PATH.read_text(encoding="utf-8"))
    assert set(document["paths"]) == {
        "/partners/v1/uploads",
        "/partners/v1/requests/{request_id}",
        "/partners/v1/usage",
        "/partners/v1/openapi.json",
    }
