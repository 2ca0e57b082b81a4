# ruff: noqa: E501  (contract clauses read better unwrapped)
"""A quote shows the contract's words as the page does: a clause that runs across a page break, a table
cell or a line the extractor took for a heading carries no page marker, heading mark or cell bar, and it
is still grounded in the text and located in it for the протокол разногласий."""

from __future__ import annotations

from chalicelib.amendments.locate import NormalisedText
from chalicelib.analysis.contract_analysis import analyze_contract
from chalicelib.analysis.findings import Grounder
from chalicelib.clauses.text import blank_markup, without_markup
from chalicelib.models import PrescreenResult
from chalicelib.settings import AnalysisSettings

HEAD = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику услуги по уборке помещений, Заказчик оплачивает их.\n"
)
IN_A_TABLE = (
    "| 2 | ОТВЕТСТВЕННОСТЬ |  |\n"
    "|---|---|---|\n"
    "| 2.1 | Исполнитель не несёт ответственности за убытки Заказчика, в том числе за реальный ущерб и упущенную выгоду, возникшие в связи с оказанием услуг. |  |\n"
)
ACROSS_A_PAGE = (
    "Исполнитель не несёт ответственности за убытки Заказчика\n\n<!-- page 2 -->\n\n### и упущенную выгоду."
)


def test_markup_is_not_the_contracts_words() -> None:
    fragment = "КОНФИДЕНЦИАЛЬНОСТЬ |  |  |\n|---|---|\n| 5.1 Работник обязан\n<!-- page 3 -->\n### также на сайте ru\u200b."
    assert without_markup(fragment) == "КОНФИДЕНЦИАЛЬНОСТЬ\n\n5.1 Работник обязан\n\nтакже на сайте ru."
    assert len(blank_markup(fragment)) == len(fragment)


def test_a_clause_in_a_table_cell_is_quoted_without_the_bars(settings: AnalysisSettings) -> None:
    text = HEAD + IN_A_TABLE
    outcome = analyze_contract(
        text, PrescreenResult(contract_type="services"), None, settings=settings, side="Заказчик"
    )
    caps = [f for f in outcome.findings if f.category == "liability_cap"]
    assert caps
    assert "|" not in caps[0].quote and "реальный ущерб" in caps[0].quote
    assert Grounder(text).grounded(caps[0].quote)


def test_a_quote_without_markup_is_grounded_and_located_across_a_page() -> None:
    text = HEAD + ACROSS_A_PAGE
    quote = without_markup(ACROSS_A_PAGE)
    assert "<!--" not in quote and "#" not in quote
    assert Grounder(text).grounded(quote)
    located = NormalisedText(text).find(quote)
    assert located is not None
    assert text[located[0] : located[1]] == ACROSS_A_PAGE
