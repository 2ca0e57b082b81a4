# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Blank essential terms and figures whose words disagree: what a signer must settle before signing."""

from __future__ import annotations

from chalicelib.amendments.proposals import ProposalContext, propose
from chalicelib.analysis import analyze_contract
from chalicelib.clauses.text import BLANK
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings
from chalicelib.spelled_numbers import figure_mismatches

SUPPLY = (
    "ДОГОВОР ПОСТАВКИ № 7\n\n"
    "ООО «Север», именуемое в дальнейшем «Поставщик», и ООО «Юг», именуемое в дальнейшем «Покупатель», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик обязуется поставить товар, а Покупатель обязуется принять и оплатить его. Наименование и "
    "количество товара указываются в спецификации. Срок поставки — 10 дней с даты заявки.\n"
    "2. {price}\n"
)
LEASE = (
    "ДОГОВОР АРЕНДЫ НЕЖИЛОГО ПОМЕЩЕНИЯ\n\n"
    "ООО «Дом», именуемое в дальнейшем «Арендодатель», и ООО «Лавка», именуемое в дальнейшем «Арендатор», "
    "заключили настоящий договор.\n\n"
    "1. Арендодатель предоставляет Арендатору во временное пользование помещение общей площадью 40 кв. м по "
    "адресу: г. Тверь, ул. Мира, д. 1.\n"
    "2. Арендная плата составляет 30 000 рублей в месяц.\n"
    "3. {term}\n"
)
EMPLOYMENT = (
    "ТРУДОВОЙ ДОГОВОР № 3\n\n"
    "ООО «Школа», именуемое в дальнейшем «Работодатель», и Иванов Иван Иванович, именуемый в дальнейшем "
    "«Работник», заключили настоящий трудовой договор.\n\n"
    "1. Работник принимается на работу в ООО «Школа» в качестве учителя математики.\n"
    "2. Место работы: г. Тверь, ул. Мира, д. 1.\n"
    "3. Работник обязан приступить к работе с «___» ________ 20__ г.\n"
    "4. Работнику устанавливается должностной оклад в размере __________ рублей в месяц.\n"
    "5. Заработная плата выплачивается 2 раза в месяц.\n"
    "6. Работнику устанавливается неполная рабочая неделя продолжительностью ______ часов.\n"
)


def _analyse(text: str, settings: AnalysisSettings, contract_type: str) -> list[Finding]:
    return analyze_contract(
        text, PrescreenResult(contract_type=contract_type), None, settings=settings
    ).findings


def _titled(findings: list[Finding], start: str) -> list[Finding]:
    return [f for f in findings if f.title.startswith(start)]


def test_a_blank_price_is_an_unagreed_term_at_its_clause(settings: AnalysisSettings) -> None:
    blank = SUPPLY.format(price="Общая сумма по договору составляет ________ (____________) рублей.")
    found = _titled(_analyse(blank, settings, "supply"), "Не заполнено: цена")
    assert len(found) == 1 and "________" in found[0].quote
    # A template's line to fill in, not a term against the reader: medium, not high.
    assert found[0].severity == "medium" and found[0].category == "missing_essential_terms"


def test_a_stated_price_is_no_blank_even_beside_other_blanks(settings: AnalysisSettings) -> None:
    filled = SUPPLY.format(
        price="Общая сумма по договору составляет 120 000 (сто двадцать тысяч) рублей. Договор подписан «___» ______ 20__ г."
    )
    assert not _titled(_analyse(filled, settings, "supply"), "Не заполнено")


def test_a_blank_lease_term_is_filled_by_law_so_low(settings: AnalysisSettings) -> None:
    blank = LEASE.format(
        term="Срок аренды устанавливается с «___» __________ 20___ г. по «___» __________ 20___ г."
    )
    found = _titled(_analyse(blank, settings, "lease"), "Не заполнено: срок")
    assert len(found) == 1 and found[0].severity == "low"
    assert "неопределённый срок" in found[0].explanation
    filled = LEASE.format(term="Срок аренды — с 1 марта 2026 г. по 28 февраля 2027 г.")
    assert not _titled(_analyse(filled, settings, "lease"), "Не заполнено")


def test_employment_blanks_are_named_and_stated_terms_are_not(settings: AnalysisSettings) -> None:
    findings = _analyse(EMPLOYMENT, settings, "employment")
    titles = {f.title for f in findings if f.category == "missing_essential_terms"}
    assert "Не заполнено: условия оплаты труда (оклад)" in titles
    assert "Не заполнено: дата начала работы" in titles
    assert "Не заполнено: режим и продолжительность рабочего времени" in titles
    not_found = " ".join(f.explanation for f in findings if "Не найдено" in f.explanation)
    assert "трудовая функция" not in not_found and "место работы" not in not_found
    assert "оклад" not in not_found, "a blank term is reported once, as blank"


def test_figures_and_words_that_disagree(settings: AnalysisSettings) -> None:
    wrong = SUPPLY.format(price="Общая сумма по договору составляет 150 000 (сто пять тысяч) рублей.")
    found = _titled(_analyse(wrong, settings, "supply"), "Цифры и пропись расходятся")
    assert len(found) == 1 and found[0].severity == "high"
    assert "150\u00a0000" in found[0].explanation and "105\u00a0000" in found[0].explanation
    right = SUPPLY.format(price="Общая сумма по договору составляет 105 000 (сто пять тысяч) рублей.")
    assert not _titled(_analyse(right, settings, "supply"), "Цифры и пропись")


def test_english_words_then_figures() -> None:
    assert [(m.digits, m.words) for m in figure_mismatches("within ten (90) days of notice")] == [(90, 10)]
    assert not figure_mismatches("within thirty (30) days, or one hundred and twenty (120) days")
    assert not figure_mismatches("clause two and (3)")
    assert figure_mismatches("a fee of $ five thousand (5,500)")[0].money


def test_the_protocol_marks_each_blank_as_the_value_to_fill(settings: AnalysisSettings) -> None:
    blank = SUPPLY.format(price="Общая сумма по договору составляет ________ (____________) рублей.")
    finding = _titled(_analyse(blank, settings, "supply"), "Не заполнено: цена")[0]
    context = ProposalContext(
        finding=finding,
        clause=None,
        lang="ru",
        russian_law=True,
        contract_type="supply",
        ours=None,
        theirs=None,
    )
    proposal = propose(context)
    assert proposal.text == "Общая сумма по договору составляет [указать] рублей."
    assert proposal.kind == "replace"


def test_a_grouped_figure_is_read_whole_and_empty_brackets_are_a_blank() -> None:
    assert not figure_mismatches("составляет 100\u202f000 (ста тысяч) рублей")
    assert figure_mismatches("составляет 150\u202f000 (ста тысяч) рублей")[0].digits == 150_000
    assert BLANK.search("оклад в размере (    ) рублей") and not BLANK.search("(см. приложение)")


def test_the_protocol_fills_every_blank_of_an_employment_contract(settings: AnalysisSettings) -> None:
    outcome = analyze_contract(
        EMPLOYMENT, PrescreenResult(contract_type="employment"), None, settings=settings
    )
    for finding in (f for f in outcome.findings if f.title.startswith("Не заполнено")):
        context = ProposalContext(
            finding=finding,
            clause=None,
            lang="ru",
            russian_law=True,
            contract_type="employment",
            ours=None,
            theirs=None,
        )
        proposal = propose(context).text
        assert "[указать]" in proposal and "_" not in proposal, proposal


def test_a_form_with_several_blanks_is_reported_once(settings: AnalysisSettings) -> None:
    """Each blank of a civil form is the same news, the form is to be filled in: one finding, not high."""
    blank = LEASE.format(
        term="Срок аренды устанавливается с «___» __________ 20___ г. по «___» __________ 20___ г. Арендная плата составляет ________ рублей в месяц."
    )
    found = _titled(_analyse(blank, settings, "lease"), "Не заполнено")
    assert len(found) == 1 and found[0].severity in ("low", "medium")
