"""The summary's term and forum come from the clauses that state them, also when they are no date or
commercial court: «бессрочно», «в течение 1 (одного) года», «в суде по месту нахождения истца»."""

from __future__ import annotations

import pytest

from chalicelib.models import PrescreenResult
from chalicelib.prescreen import PrescreenSettings, run_prescreen
from chalicelib.reporting.labels import EN, RU, disputes_text, term_text

_PREAMBLE = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\nООО «Ромашка», именуемое в дальнейшем «Исполнитель», и ООО «Лютик», "
    "именуемое в дальнейшем «Заказчик», заключили настоящий договор.\n\n1. Исполнитель обязуется оказать "
    "услуги, а Заказчик обязуется их оплатить.\n\n"
)


def _prescreen(clauses: str) -> PrescreenResult:
    return run_prescreen(_PREAMBLE + clauses, PrescreenSettings())


@pytest.mark.parametrize(
    ("clause", "stated"),
    [
        ("2. Договор вступает в силу с момента подписания и действует бессрочно.", "бессрочно"),
        ("2. Договор действует в течение 1 (одного) года.", "в течение 1 (одного) года"),
        (
            "2. Договор действует до полного исполнения Сторонами своих обязательств.",
            "до полного исполнения Сторонами своих обязательств",
        ),
    ],
)
def test_a_term_without_an_end_date_is_stated_in_the_contracts_words(clause: str, stated: str) -> None:
    result = _prescreen(clause)
    assert result.end_date is None
    assert result.term_stated == stated
    assert stated in term_text(result, RU, "ru")


def test_no_term_clause_stays_not_stated() -> None:
    result = _prescreen("2. Оплата производится в течение 5 дней после подписания акта.")
    assert result.term_stated is None


def test_a_general_court_clause_is_the_forum_not_not_stated() -> None:
    result = _prescreen(
        "2. Споры, не урегулированные путем переговоров, подлежат рассмотрению в суде по месту нахождения "
        "Исполнителя в соответствии с законодательством РФ."
    )
    assert result.dispute_court == "в суде по месту нахождения Исполнителя"
    assert disputes_text(result, RU) == "в суде по месту нахождения Исполнителя"


def test_an_english_venue_clause_names_its_courts() -> None:
    text = (
        'SERVICES AGREEMENT\n\nThis Agreement is made between Acme Inc. (the "Provider") and Beta LLC (the '
        '"Client"). The Provider shall provide the services.\n\nEach party submits to the exclusive '
        "jurisdiction of the state and federal courts located in New York County, New York."
    )
    result = run_prescreen(text, PrescreenSettings())
    assert disputes_text(result, EN) == "state and federal courts located in New York County"


def test_a_commercial_court_keeps_its_forum_label() -> None:
    result = _prescreen("2. Споры разрешаются в Арбитражном суде г. Москвы.")
    assert disputes_text(result, RU) == RU.forum["arbitrazh_court"]
