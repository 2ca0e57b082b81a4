"""The forum an arbitral institution names is arbitration, whatever words stand beside it."""

from __future__ import annotations

import pytest

from chalicelib.prescreen.flags import dispute_forum
from chalicelib.prescreen.law import find_governing_law


@pytest.mark.parametrize(
    "clause",
    [
        "споры разрешаются в российском арбитражном центре при российском институте современного арбитража.",
        "спор передаётся в арбитражный центр при рспп в соответствии с его регламентом.",
        "disputes shall be referred to and finally resolved under the lcia rules.",
        "any controversy shall be settled by the aaa in accordance with its commercial rules.",
        "disputes are finally settled under the rules of the international chamber of commerce.",
        "спор передаётся в мкас при тпп рф.",
    ],
)
def test_an_arbitral_institution_is_arbitration(clause: str) -> None:
    assert dispute_forum(clause) == "arbitration"


@pytest.mark.parametrize(
    ("clause", "forum"),
    [
        ("споры рассматриваются в арбитражном суде г. москвы.", "arbitrazh_court"),
        ("the receivables are rated aaa by the agency.", None),
    ],
)
def test_a_state_court_or_an_acronym_elsewhere_is_no_arbitration(clause: str, forum: str | None) -> None:
    assert dispute_forum(clause) == forum


def test_the_law_that_applies_is_the_governing_law() -> None:
    clause = "К отношениям Сторон применяется материальное и процессуальное право Республики Казахстан."
    assert find_governing_law(clause, True) == "Республика Казахстан"
