"""A table of contents (dot leaders, or a Markdown table of headings and pages) is not contract text."""

from __future__ import annotations

from chalicelib.extraction.contents import drop_contents

_CLAUSE = "1.1. Поставщик обязуется поставить товар в течение 10 дней."


def test_a_contents_list_with_dot_leaders_is_dropped() -> None:
    page = (
        "# ДОГОВОР ПОСТАВКИ\n\n## Содержание\n\n1. Предмет договора ........ 2\n\n"
        "2. Цена и порядок расчётов . . . . . 3\n\n8. Форс-мажор ........ 5\n\n1. Предмет договора\n\n"
        + _CLAUSE
    )
    assert drop_contents(page) == "# ДОГОВОР ПОСТАВКИ\n\n1. Предмет договора\n\n" + _CLAUSE


def test_a_contents_table_is_dropped_with_its_header() -> None:
    page = (
        "# TABLE OF CONTENTS\n\n| ARTICLE 1 DEFINITIONS | 1 |\n|---|---|\n| 2.1 Brand Plan Generally | 10 |\n"
        "| ARTICLE XIV FORCE MAJEURE | 31 |\n\nThe Supplier shall deliver the goods."
    )
    assert drop_contents(page) == "The Supplier shall deliver the goods."


def test_tables_of_goods_and_prices_stay() -> None:
    goods = "| № | Товар | Кол-во |\n|---|---|---|\n| 1. | Стул | 2 |\n| 2. | Стол | 3 |\n| 3. | Шкаф | 1 |"
    prices = "| Товар | Цена |\n|---|---|\n| Стул | 2 |\n| Стол | 3 |\n| Шкаф | 4 |"
    clauses = "1. Предмет договора 2\n\n2. Цена 3\n\n3. Срок 4"  # no contents heading, no leaders
    for page in (goods, prices, clauses):
        assert drop_contents(page) == page
