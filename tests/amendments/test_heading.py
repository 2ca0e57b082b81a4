"""The протокол's heading: the contract's title and its own number, never a sentence or a party's number."""

from __future__ import annotations

import pytest
from amendments.amendment_support import report_of

from chalicelib.amendments.heading import contract_heading
from chalicelib.reporting.reader import contract_title, is_title_line

SCHOOL = (
    "Утверждено приказом директора\n\n"
    "МБОУ «Средняя школа № 17», именуемое в дальнейшем «Заказчик», и ООО «Ромашка», именуемое в "
    "дальнейшем «Исполнитель», заключили настоящий договор о нижеследующем.\n\n"
    "1. Исполнитель оказывает услуги.\n"
)


@pytest.mark.parametrize(
    ("line", "title"),
    [
        ("Договор поставки № 15", True),
        ("ПУБЛИЧНАЯ ОФЕРТА", True),
        ("Публичная оферта на оказание услуг", True),
        ("MASTER SERVICES AGREEMENT", True),
        ("Terms of Service", True),
        ("This Agreement is made between Acme Inc. and Beta LLC.", False),
        ("ООО «Альфа», именуемое в дальнейшем «Поставщик», заключили настоящий договор", False),
        ("Настоящий договор вступает в силу с момента подписания", False),
    ],
)
def test_a_title_is_a_heading_not_a_sentence(line: str, title: bool) -> None:
    assert is_title_line(line) is title


def test_a_partys_number_is_not_the_contracts() -> None:
    heading = contract_heading(report_of([]), SCHOOL)
    assert heading.number is None
    assert contract_title(SCHOOL) is None
    numbered = contract_heading(report_of([]), "ДОГОВОР ОКАЗАНИЯ УСЛУГ № 42/7\n\n" + SCHOOL)
    assert numbered.number == "42/7" and numbered.title == "ДОГОВОР ОКАЗАНИЯ УСЛУГ № 42/7"
