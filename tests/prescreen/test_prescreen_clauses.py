"""Governing law, clause flags, contract type and language."""

from __future__ import annotations

import pytest

from chalicelib.prescreen import detect_language
from chalicelib.prescreen.contract_types import classify
from chalicelib.prescreen.flags import find_flags
from chalicelib.prescreen.law import find_governing_law
from chalicelib.prescreen.text import normalise


@pytest.mark.parametrize(
    ("text", "russian", "expected"),
    [
        (
            "This Agreement shall be governed by the laws of the State of New York, without regard to",
            False,
            "New York",
        ),
        (
            "THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF DELAWARE APPLICABLE TO CONTRACTS",
            False,
            "Delaware",
        ),
        (
            "governed by, and construed in accordance with, the laws in force in the Province of Ontario "
            "(excluding",
            False,
            "Ontario",
        ),
        (
            "The laws of the State of California shall govern all issues arising under this Agreement.",
            False,
            "California",
        ),
        (
            "governed in all respects by the laws of the United States and the State of Florida, except",
            False,
            "Florida",
        ),
        (
            "governed by the laws of England and Wales. Either party may terminate.",
            False,
            "England and Wales",
        ),
        ("governed by the laws of the District of Columbia, U.S.A.", False, "District of Columbia"),
        (
            "К отношениям Сторон применяется законодательство Российской Федерации.",
            True,
            "Российская Федерация",
        ),
        (
            "Договор может быть прекращен по основаниям, предусмотренным Трудовым кодексом РФ.",
            True,
            "Российская Федерация",
        ),
        ("Договор регулируется правом Республики Казахстан.", True, "Республика Казахстан"),
    ],
)
def test_governing_law(text: str, russian: bool, expected: str) -> None:
    assert find_governing_law(normalise(text).flat, russian) == expected


def test_incorporation_is_not_a_choice_of_law() -> None:
    text = "Acme, a corporation organized under the laws of the State of Colorado, and Beta agree as follows."
    assert find_governing_law(text, russian=False) is None
    assert find_governing_law("Персональные данные обрабатываются по закону № 152-ФЗ.", russian=True) is None
    assert find_governing_law("НДС не облагается (ст. 346.11 НК РФ).", russian=True) is None


@pytest.mark.parametrize(
    ("text", "penalty", "termination", "arbitration"),
    [
        ("Поставщик уплачивает неустойку (пени) в размере 0,1%.", True, False, False),
        ("Договор может быть расторгнут по соглашению Сторон.", False, True, False),
        ("Споры рассматриваются Арбитражным судом города Москвы.", False, False, True),
        ("Споры передаются в третейский суд.", False, False, True),
        ("Such amounts shall be deemed liquidated damages.", True, False, False),
        ("Customer shall pay an early termination fee.", True, True, False),
        (
            "Either party may terminate without penalty; fines, penalties and taxes are indemnified.",
            False,
            True,
            False,
        ),
        ("Disputes shall be settled by binding arbitration.", False, False, True),
        ("Plain text with nothing in it.", False, False, False),
    ],
)
def test_clause_flags(text: str, penalty: bool, termination: bool, arbitration: bool) -> None:
    flags = find_flags(normalise(text).lower)
    assert (flags.penalty, flags.termination, flags.arbitration) == (penalty, termination, arbitration)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ДОГОВОР ПОСТАВКИ № 14", "supply"),
        ("ДОГОВОР № 223-К возмездного оказания услуг по уборке", "services"),
        ("КОНТРАКТ № 5 на поставку оборудования", "supply"),
        ("ЛИЦЕНЗИОННЫЙ ДОГОВОР на использование товарного знака", "license"),
        ("ДОГОВОР КОММЕРЧЕСКОЙ КОНЦЕССИИ", "franchise"),
        ("СОГЛАШЕНИЕ О КОНФИДЕНЦИАЛЬНОСТИ", "nda"),
        ("LICENSE AND RESELLER AGREEMENT", "distribution"),
        ("Collaborative Development and Commercialization Agreement", "work"),
        ("JACKSONVILLE JAGUARS SPONSORSHIP AGREEMENT", "services"),
        ("JOINT FILING AGREEMENT", "other"),
        ("Manufacturing Agreement", "supply"),
    ],
)
def test_type_from_title(text: str, expected: str) -> None:
    guess = classify(normalise(text))
    assert (guess.contract_type, guess.from_title) == (expected, True)


def test_type_from_body_vocabulary_is_weak() -> None:
    text = "The Lessee pays the Lessor. " * 6
    guess = classify(normalise(text))
    assert (guess.contract_type, guess.from_title) == ("lease", False)
    assert classify(normalise("Nothing recognisable here.")).contract_type == "other"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Договор поставки товара между сторонами заключён в Москве", "ru"),
        ("This Supply Agreement is made between the parties", "en"),
        ("Договор поставки между сторонами. This Supply Agreement is made between", "mixed"),
        ("12 34 56", "unknown"),
    ],
)
def test_detect_language(text: str, expected: str) -> None:
    assert detect_language(text) == expected
