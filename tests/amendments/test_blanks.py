"""A blank in the contract stays a blank in the протокол's columns (Markdown's bold is another thing)."""

from __future__ import annotations

from chalicelib.amendments.locate import clean_text


def test_underscores_of_a_blank_are_not_markdown_bold() -> None:
    clause = "Работник приступает к работе с «___» ________ 20__ г. Оклад — __жирным__ ______ рублей."
    assert (
        clean_text(clause)
        == "Работник приступает к работе с «___» ________ 20__ г. Оклад — жирным ______ рублей."
    )
