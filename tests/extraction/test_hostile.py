"""The crafted hostile corpus (tests/extraction/hostile_corpus.py) and one fuzz target per extractor.

Every crafted file must end in an accepted outcome within a few seconds; every fuzzed input must end in a
document or a DocumentRejected (never another exception) within the fuzz target's fixed time budget.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable

import pytest
from extraction import hostile_corpus
from extraction.extraction_samples import image_bytes, ru_contract_text, story_pdf
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chalicelib.errors import DocumentRejected
from chalicelib.extraction import ExtractionSettings, extract_document

_CASE_SECONDS = 20.0
_FUZZ_SECONDS = float(os.environ.get("CONTRACT_CHECK_FUZZ_SECONDS", "3"))
_FUZZ_LIMITS = ExtractionSettings(time_budget_seconds=10, max_ocr_pages=1, ocr_dpi=72, min_text_chars=20)


@pytest.mark.parametrize("case", hostile_corpus.CASES, ids=lambda case: case.name)
def test_hostile_file_ends_cleanly(case: hostile_corpus.Case) -> None:
    data = case.build()
    started = time.monotonic()
    result, text = hostile_corpus.outcome(data)
    assert result in case.accepted, (case.name, result)
    assert time.monotonic() - started < _CASE_SECONDS
    assert "root:" not in text  # no external entity was resolved
    assert "alert(" not in text  # scripts are not text


def _seeds() -> dict[str, bytes]:
    pdf = story_pdf("<h1>Договор</h1><p>" + ru_contract_text()[:600] + "</p>")
    return {
        "pdf": pdf,
        "docx": hostile_corpus.docx_with_ole_part(),
        "rtf": b"{\\rtf1\\ansi\\ansicpg1251 \\'c4\\'ee\\'e3\\'ee\\'e2\\'ee\\'f0 \\u1044? \\par "
        + ru_contract_text()[:200].encode("cp1251")
        + b"}",
        "image": image_bytes(pdf, fmt="PNG", dpi=20),
        "text": ru_contract_text()[:800].encode("cp1251"),
        "html": hostile_corpus.html_page(),
    }


SEEDS = _seeds()


def _extract_or_reject(data: bytes) -> None:
    try:
        document = extract_document(data, "fuzz", _FUZZ_LIMITS)
    except DocumentRejected as refusal:
        assert refusal.reason and refusal.message_ru
    else:
        assert document.markdown.startswith("<!-- page 1 -->")


def _target(kind: str) -> Callable[..., None]:
    seed = SEEDS[kind]

    @settings(deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(
        flips=st.lists(st.tuples(st.integers(0, len(seed) - 1), st.integers(0, 255)), max_size=12),
        cut=st.integers(0, len(seed)),
        insert=st.binary(max_size=64),
    )
    def fuzz(flips: list[tuple[int, int]], cut: int, insert: bytes) -> None:
        data = bytearray(seed)
        for position, value in flips:
            data[position] = value
        _extract_or_reject(
            bytes(data[:cut]) + insert + bytes(data[cut:]) if insert else bytes(data[: cut or None])
        )

    return fuzz


@pytest.mark.parametrize("kind", sorted(SEEDS))
def test_fuzz_extractor_for_a_fixed_time(kind: str) -> None:
    """Hypothesis' fuzzer entry point fed random buffers until the time budget is spent."""
    fuzz = _target(kind)
    chooser = random.Random(kind)
    deadline = time.monotonic() + _FUZZ_SECONDS
    runs = 0
    while time.monotonic() < deadline:
        fuzz.hypothesis.fuzz_one_input(chooser.randbytes(256))  # type: ignore[attr-defined]
        runs += 1
    assert runs > 0
