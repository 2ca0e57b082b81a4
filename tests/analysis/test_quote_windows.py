"""A quote is cut around the words that carry the risk, starts at the operative sentence (not the heading
above it), and a clause is quoted once per item even when a page break cuts it in two."""

from __future__ import annotations

from chalicelib.analysis import analyze_contract
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

_HEAD = (
    "<!-- page 1 -->\n\n# ДОГОВОР ОКАЗАНИЯ УСЛУГ № 7\n\nООО «Чистота», именуемое в дальнейшем «Исполнитель», "
    "и ООО «Ромашка», именуемое в дальнейшем «Заказчик», заключили настоящий договор о нижеследующем.\n\n"
    "1.1. Исполнитель обязуется оказать услуги по уборке помещений, а Заказчик обязуется оплатить их.\n\n"
)
# A long middle that names no party and no sum: a quote cut at the clause's start would be only this.
_MIDDLE = (
    "с учетом требований к порядку оформления документов, установленных сторонами в приложениях к договору, "
    "включая акты сверки взаимных расчетов, накладные, счета-фактуры и иные первичные документы, "
    "подтверждающие объем и качество фактически оказанных услуг за соответствующий отчетный период, "
)


def _findings(body: str, settings: AnalysisSettings, category: str) -> list[Finding]:
    outcome = analyze_contract(
        _HEAD + body + "\n", PrescreenResult(contract_type="services"), None, settings=settings
    )
    return [f for f in outcome.findings if f.category == category]


def test_a_long_clause_is_quoted_where_it_says_who_pays_what(settings: AnalysisSettings) -> None:
    clause = (
        "6.2. Неустойка начисляется "
        + _MIDDLE * 2
        + "и Заказчик уплачивает Исполнителю пеню в размере 1 % за каждый день просрочки."
    )
    (penalty,) = _findings(clause, settings, "penalty")
    assert "Заказчик уплачивает Исполнителю пеню в размере 1 %" in penalty.quote
    assert len(penalty.quote) <= 450


def test_the_quote_starts_at_the_sentence_under_a_heading_line(settings: AnalysisSettings) -> None:
    clause = "7. ИЗМЕНЕНИЕ УСЛОВИЙ\nИсполнитель вправе в одностороннем порядке изменить стоимость услуг."
    (change,) = _findings(clause, settings, "unilateral_change")
    assert change.quote == "Исполнитель вправе в одностороннем порядке изменить стоимость услуг."


def test_a_wrapped_line_of_a_sentence_is_no_heading(settings: AnalysisSettings) -> None:
    clause = "5.4. В случае передачи\nЗаказчиком неверных данных Исполнитель ответственности не несет."
    (cap,) = _findings(clause, settings, "liability_cap")
    assert cap.quote.startswith("В случае передачи")


def test_a_clause_cut_by_a_page_break_is_one_finding(settings: AnalysisSettings) -> None:
    clause = (
        "7.1. Исполнитель вправе в одностороннем порядке изменить стоимость услуг, уведомив об этом Заказчика"
        "\n\n<!-- page 2 -->\n\nза 5 дней до вступления изменений в силу. Исполнитель также вправе "
        "в одностороннем порядке изменить перечень и стоимость услуг, разместив новую редакцию на сайте.\n\n"
        "7.2. Все споры рассматриваются в Арбитражном суде города Москвы."
    )
    assert len(_findings(clause, settings, "unilateral_change")) == 1


def test_a_title_cell_is_never_the_quote(settings: AnalysisSettings) -> None:
    table = (
        "| Раздел | Условие |\n|---|---|\n| Ответственность сторон и неустойка | см. раздел 6 |\n"
        "| Порядок разрешения споров | см. раздел 7 |\n"
    )
    outcome = analyze_contract(
        _HEAD + table, PrescreenResult(contract_type="services"), None, settings=settings
    )
    assert not [
        f for f in outcome.findings if f.quote.strip() in table and "Ответственность сторон" in f.quote
    ]


def test_missing_terms_are_anchored_at_a_duty_not_at_the_title(settings: AnalysisSettings) -> None:
    text = (
        "# ДОГОВОР\n\nНаниматель обязуется своевременно вносить плату за пользование квартирой.\n\n"
        "Наймодатель вправе проверять состояние квартиры раз в месяц.\n"
    )
    outcome = analyze_contract(text, PrescreenResult(contract_type="lease"), None, settings=settings)
    (missing,) = [f for f in outcome.findings if f.category == "missing_essential_terms"]
    assert missing.quote == "Наниматель обязуется своевременно вносить плату за пользование квартирой."
