"""Text inputs are bounded by a character budget beside the page limit (a .txt has no pages to count)."""

from __future__ import annotations

import pytest

from chalicelib.errors import DocumentRejected
from chalicelib.extraction import extract_document
from chalicelib.settings import ExtractionSettings, Settings

CLAUSE = "Поставщик обязуется поставить товар в срок, установленный спецификацией. "


def test_text_over_the_budget_is_refused_in_russian() -> None:
    text = (CLAUSE * 200).encode()
    with pytest.raises(DocumentRejected) as caught:
        extract_document(text, "contract.txt", ExtractionSettings(max_text_chars=5_000))
    assert caught.value.reason == "text_too_long"
    assert "символов" in caught.value.message_ru and "5\u00a0000" in caught.value.message_ru


def test_one_line_without_page_breaks_is_bounded_too() -> None:
    one_line = CLAUSE.strip() * 15_000  # 1,095,000 characters, no line break: "one page" to a page counter
    with pytest.raises(DocumentRejected) as caught:
        extract_document(one_line.encode(), "contract.txt", ExtractionSettings())
    assert caught.value.reason == "text_too_long"


def test_text_within_the_budget_passes() -> None:
    limits = ExtractionSettings(max_text_chars=5_000)
    document = extract_document((CLAUSE * 50).encode(), "contract.txt", limits)
    assert document.chars > 3_000


def test_budget_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAX_TEXT_CHARS", "1234")
    assert Settings(_env_file=None).extraction.max_text_chars == 1234  # type: ignore[call-arg]
    monkeypatch.delenv("MAX_TEXT_CHARS")
    defaults = ExtractionSettings()
    assert defaults.max_text_chars >= defaults.max_pages * 2_000  # the page limit's worth of dense pages
