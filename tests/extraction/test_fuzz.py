"""Any byte string ends in a document or a DocumentRejected: random, truncated and mutated files."""

from __future__ import annotations

import io
import zipfile

import pytest
from extraction.extraction_samples import image_bytes, ru_contract_text, story_pdf
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chalicelib.errors import DocumentRejected
from chalicelib.extraction import ExtractionSettings, extract_document

# Small images keep any OCR that a mutated file still triggers well under a second.
LIMITS = ExtractionSettings(time_budget_seconds=20, max_ocr_pages=2, ocr_dpi=72, min_text_chars=20)


def _seed_files() -> list[bytes]:
    pdf = story_pdf("<h1>Договор</h1><p>" + ru_contract_text()[:600] + "</p>")
    docx_buffer = io.BytesIO()
    import docx

    document = docx.Document()
    document.add_heading("Договор", 1)
    document.add_paragraph(ru_contract_text()[:400])
    document.save(docx_buffer)
    zip_buffer = io.BytesIO()
    with zipfile.ZipFile(zip_buffer, "w") as archive:
        archive.writestr("word/document.xml", "<w:document>")
    rtf = b"{\\rtf1\\ansi\\ansicpg1251 \\'c4\\'ee\\'e3\\'ee\\'e2\\'ee\\'f0 \\par text}"
    return [
        pdf,
        docx_buffer.getvalue(),
        zip_buffer.getvalue(),
        rtf,
        image_bytes(pdf, fmt="PNG", dpi=30),
        image_bytes(pdf, fmt="JPEG", dpi=30),
        image_bytes(pdf, fmt="TIFF", dpi=30),
        ru_contract_text().encode("utf-16"),
        b"https://docs.google.com/document/d/",
    ]


SEEDS = _seed_files()


def _extract_or_reject(data: bytes) -> None:
    try:
        document = extract_document(data, "fuzz.bin", LIMITS)
    except DocumentRejected as refusal:
        assert refusal.reason and refusal.message_ru
    else:
        assert document.markdown.startswith("<!-- page 1 -->")
        assert document.chars >= LIMITS.min_text_chars


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=4096))
def test_random_bytes(data: bytes) -> None:
    _extract_or_reject(data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.sampled_from(range(len(SEEDS))), cut=st.floats(min_value=0.0, max_value=1.0))
def test_truncated_files(seed: int, cut: float) -> None:
    _extract_or_reject(SEEDS[seed][: int(len(SEEDS[seed]) * cut)])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.sampled_from(range(len(SEEDS))),
    flips=st.lists(
        st.tuples(st.floats(min_value=0.0, max_value=0.999), st.integers(0, 255)), min_size=1, max_size=8
    ),
)
def test_mutated_files(seed: int, flips: list[tuple[float, int]]) -> None:
    data = bytearray(SEEDS[seed])
    for position, value in flips:
        data[int(position * len(data))] = value
    _extract_or_reject(bytes(data))


@pytest.mark.parametrize("seed", SEEDS, ids=lambda seed: seed[:8].hex())
def test_every_seed_prefix_of_the_header(seed: bytes) -> None:
    for size in (1, 4, 8, 16, 64, 512):
        _extract_or_reject(seed[:size])
