"""A contract in parts: the bot's packed upload is read part by part and joined into one document."""

from __future__ import annotations

import pytest
from support import ROOT

from chalicelib.errors import DocumentRejected
from chalicelib.extraction.bundle import extract_parts, pack_parts, unpack_parts
from chalicelib.settings import ExtractionSettings

SAMPLE_PDF = (ROOT / "samples" / "dogovor-postavki.pdf").read_bytes()


def test_parts_are_joined_in_order_with_pages_numbered_across_them() -> None:
    packed = pack_parts([("first.pdf", SAMPLE_PDF), ("second.pdf", SAMPLE_PDF)])
    document = extract_parts(packed, ExtractionSettings())
    assert document.pages == 4 and document.detected_format == "pdf" and not document.ocr_used
    markers = [line for line in document.markdown.splitlines() if line.startswith("<!-- page")]
    assert markers == [f"<!-- page {n} -->" for n in (1, 2, 3, 4)]
    assert document.language == "ru"


def test_a_part_that_cannot_be_joined_is_refused() -> None:
    packed = pack_parts([("a.pdf", SAMPLE_PDF), ("b.txt", "Договор поставки. ".encode() * 40)])
    with pytest.raises(DocumentRejected) as caught:
        extract_parts(packed, ExtractionSettings())
    assert caught.value.reason == "unsupported_format"


def test_the_size_limit_applies_to_the_whole() -> None:
    packed = pack_parts([("a.pdf", SAMPLE_PDF), ("b.pdf", SAMPLE_PDF)])
    limits = ExtractionSettings(max_file_bytes=len(SAMPLE_PDF) + 10)
    with pytest.raises(DocumentRejected) as caught:
        unpack_parts(packed, limits)
    assert caught.value.reason == "file_too_large"
    with pytest.raises(DocumentRejected):
        unpack_parts(b"not a zip", ExtractionSettings())
