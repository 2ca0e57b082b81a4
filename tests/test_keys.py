from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chalicelib.keys import (
    MAX_FILENAME_CHARS,
    InvalidKey,
    build_upload_key,
    derived_key,
    new_session_id,
    parse_derived_key,
    parse_upload_key,
    sanitize_filename,
)

SESSION = "20261130t050000-3f9c1a2b7d4e"


def test_upload_key_round_trips() -> None:
    upload = build_upload_key(
        "tg-123", SESSION, "Договор поставки.pdf", datetime(2026, 11, 30, 5, 0, tzinfo=UTC)
    )
    assert upload.key == f"tg-123/{SESSION}/20261130T050000Z_Договор поставки.pdf"
    assert parse_upload_key(upload.key) == upload
    assert upload.owner_kind == "telegram"


def test_derived_keys_share_the_session_prefix() -> None:
    key = derived_key("partners/acme", SESSION, "report.json")
    assert key.key == f"partners/acme/{SESSION}/report.json"
    assert parse_derived_key(key.key) == key


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("../../etc/passwd", "passwd"),
        ("..\\..\\windows\\system32\\evil.docx", "evil.docx"),
        ("дого\x00вор\x1f.pdf", "дого_вор.pdf"),
        ("   ", "document"),
        ("..", "document"),
        ('a<b>c:"d"|e?.pdf', "a_b_c_d_e.pdf"),
    ],
)
def test_sanitize_filename_strips_paths_and_control_characters(raw: str, expected: str) -> None:
    assert sanitize_filename(raw) == expected


def test_sanitize_filename_bounds_length_and_keeps_extension() -> None:
    name = sanitize_filename("х" * 500 + ".docx")
    assert len(name) == MAX_FILENAME_CHARS
    assert name.endswith(".docx")


@given(st.text(max_size=400))
def test_sanitized_names_are_always_safe(raw: str) -> None:
    name = sanitize_filename(raw)
    assert 0 < len(name) <= MAX_FILENAME_CHARS
    assert "/" not in name and "\\" not in name
    assert not any(ord(char) < 32 for char in name)
    assert name not in (".", "..")


@pytest.mark.parametrize(
    "key",
    [
        f"tg-123/../{SESSION}/20261130T050000Z_a.pdf",
        f"tg-123/{SESSION}/../../report.json",
        f"tg-123/{SESSION}/20261130T050000Z_a\x07.pdf",
        f"/tg-123/{SESSION}/20261130T050000Z_a.pdf",
        f"evil/{SESSION}/20261130T050000Z_a.pdf",
        "partners/acme/",
        "",
        "tg-1/" + "a" * 2000,
    ],
)
def test_parse_upload_key_rejects_traversal_control_characters_and_strangers(key: str) -> None:
    with pytest.raises(InvalidKey):
        parse_upload_key(key, "etag")


def test_partner_drop_maps_to_one_session_per_request_and_reports_under_the_request_id() -> None:
    first = parse_upload_key("partners/acme/req-2026-001/supply agreement.pdf", "etag-1")
    replaced = parse_upload_key("partners/acme/req-2026-001/other name.pdf", "etag-2")
    assert first.session_id == replaced.session_id, "one request, one session: a re-upload is no new analysis"
    assert first.owner == "partners/acme"
    assert first.filename == "supply agreement.pdf"
    assert first.folder == "req-2026-001"
    assert parse_derived_key("partners/acme/req-2026-001/report.json").session_id == "req-2026-001"


def test_a_partner_drop_outside_the_grammar_still_gets_a_folder_for_its_error() -> None:
    for key in ("partners/../x.pdf", "partners/acme/inbox/2026/a.pdf", "partners/acme/r1/a\x07.pdf"):
        upload = parse_upload_key(key)
        assert upload.folder.startswith("rejected-")
        assert parse_derived_key(f"{upload.owner}/{upload.folder}/error.json").name == "error.json"


def test_parse_derived_key_rejects_unknown_names() -> None:
    with pytest.raises(InvalidKey):
        parse_derived_key(f"tg-1/{SESSION}/secrets.txt")


def test_new_session_ids_are_unique_and_valid() -> None:
    ids = {new_session_id() for _ in range(200)}
    assert len(ids) == 200
    for session_id in list(ids)[:5]:
        assert derived_key("tg-1", session_id, "text.md").session_id == session_id
