"""Text inputs are bounded by a character budget beside the page limit (a .txt has no pages to count)."""

from __future__ import annotations

import pytest

from chalicelib.errors import DocumentRejected
from chalicelib.extraction import ExtractionLimits, extract_document
from chalicelib.settings import Settings

CLAUSE = "Поставщик обязуется поставить товар в срок, установленный спецификацией. "


def test_text_over_the_budget_is_refused_in_russian() -> None:
    text = (CLAUSE * 200).encode()
    with pytest.raises(DocumentRejected) as caught:
        extract_document(text, "contract.txt", ExtractionLimits(max_text_chars=5_000))
    assert caught.value.reason == "text_too_long"
    assert "символов" in caught.value.message_ru and "5\u00a0000" in caught.value.message_ru


def test_one_line_without_page_breaks_is_bounded_too() -> None:
    one_line = CLAUSE.strip() * 10_000  # 730,000 characters, no line break: "one page" to a page counter
    with pytest.raises(DocumentRejected) as caught:
        extract_document(one_line.encode(), "contract.txt", ExtractionLimits())
    assert caught.value.reason == "text_too_long"


def test_text_within_the_budget_passes() -> None:
    limits = ExtractionLimits(max_text_chars=5_000)
    document = extract_document((CLAUSE * 50).encode(), "contract.txt", limits)
    assert document.chars > 3_000


def test_budget_comes_from_settings() -> None:
    assert ExtractionLimits.from_settings(Settings(max_text_chars=1234)).max_text_chars == 1234
    assert Settings().max_text_chars >= 100 * 2_000  # the page limit's worth of dense pages
