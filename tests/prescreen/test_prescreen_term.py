from __future__ import annotations

from datetime import date

from chalicelib.prescreen.term import find_term
from chalicelib.prescreen.text import normalise


def term(text: str, russian: bool) -> tuple[date | None, date | None]:
    found = find_term(normalise(text), russian)
    return found.start, found.end


def test_russian_signing_date_and_inclusive_period() -> None:
    text = (
        "ДОГОВОР г. Москва «01» марта 2024 г. ... по доверенности № 12 от 09.01.2024 ... "
        "Договор вступает в силу с даты его подписания и действует в течение одного года."
    )
    assert term(text, russian=True) == (date(2024, 3, 1), date(2025, 2, 28))


def test_russian_explicit_end_and_stated_range() -> None:
    assert term("г. Москва 15.01.2024. Договор действует до 31 декабря 2024 г.", russian=True) == (
        date(2024, 1, 15),
        date(2024, 12, 31),
    )
    lease = "г. Новосибирск, «28» августа 2024 г. Квартира предоставляется на срок с 01.09.2024 по 31.07.2025"
    # The contract's own date is its start (as ru-dev labels it); the stated range gives the end.
    assert term(lease, russian=True) == (date(2024, 8, 28), date(2025, 7, 31))
    undated = "Квартира предоставляется на срок с 01.09.2024 по 31.07.2025"
    assert term(undated, russian=True) == (date(2024, 9, 1), date(2025, 7, 31))


def test_a_service_window_is_not_the_contract_term() -> None:
    text = (
        "г. Москва 12.02.2025. 2.1. Услуги оказываются с 17.02.2025 по 30.04.2025. "
        "2.2. Договор действует до 31.05.2025."
    )
    assert term(text, russian=True) == (date(2025, 2, 12), date(2025, 5, 31))


def test_english_effective_date_and_anniversary_period() -> None:
    text = (
        'This Agreement is made as of May 3, 2016 by and between A and B. The "Effective Date" means '
        "May 11, 2016. The term of this Agreement is twelve (12) months from the Effective Date."
    )
    assert term(text, russian=False) == (date(2016, 5, 11), date(2017, 5, 11))


def test_english_explicit_end_beats_the_period() -> None:
    text = (
        "Dated: June 1, 2019. The Term shall commence on the date of this Agreement and shall end as of "
        "December 31, 2020. Confidentiality survives for a period of five (5) years after termination."
    )
    assert term(text, russian=False) == (date(2019, 6, 1), date(2020, 12, 31))


def test_survival_periods_are_not_the_term() -> None:
    text = (
        "Effective as of March 1, 2020. This section shall survive any termination of this Agreement for a "
        "period of three (3) years from the date of termination."
    )
    assert term(text, russian=False) == (date(2020, 3, 1), None)


def test_filing_stamps_are_not_signing_dates() -> None:
    text = (
        "Exhibit 10.1 Source: ACME CORP, 8-K, 10/1/2008 SUPPLY AGREEMENT between A and B "
        "dated as of 18 September 2008"
    )
    assert term(text, russian=False) == (date(2008, 9, 18), None)


def test_final_deadline_when_the_contract_runs_until_performed() -> None:
    text = (
        "г. Пермь 15.01.2025. Заемщик обязуется возвратить Сумму займа не позднее 31 декабря 2025 г. "
        "Договор действует до полного исполнения обязательств."
    )
    assert term(text, russian=True) == (date(2025, 1, 15), date(2025, 12, 31))


def test_a_term_counted_from_an_outside_event_has_no_known_end() -> None:
    registration = (
        "г. Омск 14.05.2024. Договор заключен на срок 5 (пять) лет с даты его государственной регистрации."
    )
    assert term(registration, russian=True) == (date(2024, 5, 14), None)
    signing = "г. Омск 14.05.2024. Договор заключен на срок 5 (пять) лет с даты его подписания."
    assert term(signing, russian=True) == (date(2024, 5, 14), date(2029, 5, 13))


def test_no_dates() -> None:
    assert term("No dates here at all.", russian=False) == (None, None)
