"""File names shown to people and carried in S3 metadata: any bytes in, a safe bounded name out."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from chalicelib.keys import build_upload_key, sanitize_filename
from chalicelib.pipeline.session_store import SessionMeta

_AWS_USER_METADATA_BYTES = 2048


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("contract\u202efdp.exe", "contractfdp.exe"),
        ("дого\u200bвор\u200d.pdf", "договор.pdf"),
        ("\ufeffscan.pdf", "scan.pdf"),
        (b"\xff\xfe" + "договор.pdf".encode(), "договор.pdf"),
        ("a\udcffb.pdf", "a_b.pdf"),
        ("\ud800x.pdf", "x.pdf"),
        ("../../etc/passwd", "passwd"),
    ],
)
def test_names_lose_invisible_and_undecodable_characters(raw: str | bytes, shown: str) -> None:
    assert sanitize_filename(raw) == shown


@pytest.mark.parametrize("unit", ["合同", "😀", "д", "\u0301a"])
def test_long_names_fit_s3_user_metadata(unit: str) -> None:
    upload = build_upload_key("tg-123456789012", "20261201t090000-3f9c1a2b7d4e", unit * 500 + ".pdf")
    meta = SessionMeta(
        session_id=upload.session_id,
        owner=upload.owner,
        channel="telegram",
        filename=upload.filename,
        upload_key=upload.key,
        accepted_at=1.0,
        chat_id="123456789012",
    ).with_facts(
        pages="100",
        chars="999999",
        ocr_used="true",
        ocr_pages="30",
        ocr_confidence="91.5",
        language="ru",
        format="pdf",
    )
    encoded = {name: quote(value, safe="") for name, value in meta.to_metadata().items()}
    size = sum(len(name) + len(value) for name, value in encoded.items())
    assert size <= _AWS_USER_METADATA_BYTES
    assert upload.filename.endswith(".pdf")
    upload.key.encode("utf-8")  # any name ends in a key S3 accepts
