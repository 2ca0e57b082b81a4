"""The summary's term and forum come from the clauses that state them, also when they are no date or
commercial court: «бессрочно», «в течение 1 (одного) года», «в суде по месту нахождения истца»."""

from __future__ import annotations

import pytest

from chalicelib.models import PrescreenResult
from chalicelib.prescreen import PrescreenSettings, run_prescreen
from chalicelib.prescreen.contract_types import classify
from chalicelib.prescreen.text import normalise
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


@pytest.mark.parametrize(
    ("clause", "court"),
    [
        ("2. Споры разрешаются Центральным районным судом г. Тулы.", "Центральный районный суд г. Тулы"),
        ("2. Все споры рассматриваются по месту нахождения Исполнителя.", "по месту нахождения Исполнителя"),
    ],
)
def test_a_court_named_as_the_agent_or_by_a_seat_alone_is_the_forum(clause: str, court: str) -> None:
    assert disputes_text(_prescreen(clause), RU) == court


_EN_HEAD = (
    'SERVICES AGREEMENT\n\nThis Agreement is made between Acme Inc. (the "Provider") and Beta LLC (the '
    '"Client"). The Provider shall provide the services.\n\n'
)


@pytest.mark.parametrize(
    ("clause", "court"),
    [
        (
            "Each party submits to the state or federal courts located in Kent County, Delaware.",
            "state or federal courts located in Kent County",
        ),
        (
            "Venue for any action under this Agreement shall be in Dane County, Wisconsin.",
            "Dane County, Wisconsin",
        ),
    ],
)
def test_english_courts_joined_by_or_and_a_bare_venue_are_named(clause: str, court: str) -> None:
    assert disputes_text(run_prescreen(_EN_HEAD + clause, PrescreenSettings()), EN) == court


@pytest.mark.parametrize(
    "clause",
    [
        "The parties agree that the laws of the State of Oregon govern this Agreement.",
        "This Agreement is governed by Oregon law, excluding its conflict of laws rules.",
    ],
)
def test_a_law_named_before_govern_or_before_the_word_law_is_the_governing_law(clause: str) -> None:
    assert run_prescreen(_EN_HEAD + clause, PrescreenSettings()).governing_law == "Oregon"


# --- published terms and grants ----------------------------------------------------------------------------


def _type_of(text: str) -> str:
    return classify(normalise(text)).contract_type


def test_published_license_terms_are_a_license_without_the_word_agreement() -> None:
    text = (
        "PRE-RELEASE SOFTWARE LICENSE TERMS. Please read them. They apply to the pre-release software named "
        "above. 1. INSTALLATION AND USE RIGHTS. You may install and use any number of copies to test your "
        "programs. 2. The provider may change or discontinue the software."
    )
    assert _type_of(text) == "license"


def test_a_grant_is_not_a_service_contract_however_often_it_says_services() -> None:
    text = (
        'GRANT AGREEMENT. This Grant Agreement is made between the Open Code Foundation ("Foundation") and '
        'Jane Smith ("Grantee"). 1. Services. The Grantee shall perform the services described in the '
        "proposal. The services include maintenance. The Grantee shall report on the services monthly. "
        "2. The Foundation shall pay USD 20,000 for the services, and the service fee is paid in two "
        "instalments."
    )
    assert _type_of(text) == "other"
