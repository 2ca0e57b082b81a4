from __future__ import annotations

from analysis.analysis_fakes import EN_CONTRACT, RU_CONTRACT

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.chunking import chunk_budget_chars, chunk_text
from chalicelib.analysis.findings import merge, risk_score
from chalicelib.analysis.text import PageIndex, normalise
from chalicelib.models import SEVERITY_ORDER, Finding, PrescreenResult, Severity
from chalicelib.settings import AnalysisSettings


def test_rules_find_russian_items_with_grounded_quotes_and_pages(settings: AnalysisSettings) -> None:
    stages: list[str] = []
    outcome = analyze_contract(
        RU_CONTRACT,
        PrescreenResult(contract_type="supply"),
        None,
        settings=settings,
        on_progress=stages.append,
    )
    found = {f.category: f for f in outcome.findings}
    assert {"penalty", "prepayment", "currency_clause", "unilateral_change", "jurisdiction"} <= set(found)
    assert stages == ["SEARCHING"]
    assert outcome.provider == "rules" and outcome.model is None and not outcome.stats.llm_verified
    assert found["penalty"].severity == "high" and found["penalty"].page == 2
    assert found["prepayment"].page == 1 and found["prepayment"].severity == "high"
    assert found["penalty"].title == "Неустойка, штрафы, пени"
    text = normalise(RU_CONTRACT)
    assert all(normalise(f.quote) in text for f in outcome.findings)
    assert "missing_essential_terms" not in found


def test_findings_are_sorted_by_severity_and_score_is_bounded(settings: AnalysisSettings) -> None:
    outcome = analyze_contract(RU_CONTRACT, PrescreenResult(), None, settings=settings)
    ranks = [SEVERITY_ORDER[f.severity] for f in outcome.findings]
    assert ranks == sorted(ranks)
    assert 0 < outcome.risk_score <= 100
    assert len({f.id for f in outcome.findings}) == len(outcome.findings)


def test_english_contract_gets_english_texts(settings: AnalysisSettings) -> None:
    outcome = analyze_contract(EN_CONTRACT, PrescreenResult(contract_type="supply"), None, settings=settings)
    found = {f.category: f for f in outcome.findings}
    assert {"auto_renewal", "assignment", "liability_cap", "insurance", "jurisdiction"} <= set(found)
    assert found["liability_cap"].page == 3
    assert found["insurance"].title == "Insurance"
    assert "missing_essential_terms" not in found


def test_missing_essential_terms_for_a_supply_without_price_or_delivery(settings: AnalysisSettings) -> None:
    text = "# ДОГОВОР ПОСТАВКИ\n\n1. Поставщик обязуется поставить товар, а Покупатель принять его.\n"
    outcome = analyze_contract(text, PrescreenResult(contract_type="supply"), None, settings=settings)
    finding = next(f for f in outcome.findings if f.category == "missing_essential_terms")
    # Anchored at the operative sentence that states the subject, never at the title alone.
    assert finding.quote == "Поставщик обязуется поставить товар, а Покупатель принять его."
    assert "цена" in finding.explanation and "срок поставки" in finding.explanation
    assert finding.severity == "high"


def test_deferred_terms_are_quoted(settings: AnalysisSettings) -> None:
    text = "# ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n2.1. Стоимость услуг будет согласована Сторонами дополнительно.\n"
    outcome = analyze_contract(text, PrescreenResult(contract_type="services"), None, settings=settings)
    deferred = [
        f
        for f in outcome.findings
        if f.category == "missing_essential_terms"
        and "Стоимость услуг будет согласована Сторонами дополнительно" in f.quote
    ]
    # A price left to a later agreement is low: without one the usual price applies (п. 3 ст. 424 ГК РФ).
    assert deferred and deferred[0].severity == "low"


def test_page_index_uses_nearest_preceding_marker() -> None:
    text = "intro <!-- page 2 --> a <!-- page 5 --> b"
    pages = PageIndex(text)
    assert pages.page_at(0) is None
    assert pages.page_at(text.index(" a")) == 2
    assert pages.page_at(text.index(" b")) == 5


def test_chunks_keep_clauses_whole_and_fit_the_budget() -> None:
    clauses = [f"{i}. " + ("слово " * 40).strip() + "." for i in range(1, 40)]
    text = "\n\n".join(clauses)
    chunks = chunk_text(text, 1000)
    assert all(len(c) <= 1000 for c in chunks)
    assert sum(c.count("слово") for c in chunks) == 40 * 39
    assert all(c.strip().endswith(".") for c in chunks)
    assert chunk_budget_chars(8192) > chunk_budget_chars(4096) > 0


def test_chunks_split_a_clause_only_when_it_alone_is_too_long() -> None:
    text = "1. " + "word " * 600
    chunks = chunk_text(text, 500)
    assert len(chunks) > 1 and all(len(c) <= 500 for c in chunks)


def _finding(category: str, severity: Severity, quote: str) -> Finding:
    return Finding(
        id="",
        category=category,
        severity=severity,
        title="t",
        quote=quote,
        explanation="e",
        recommendation="r",
    )


def test_merge_drops_overlapping_quotes_keeping_the_worse_severity() -> None:
    merged = merge(
        [
            _finding("penalty", "low", "a long clause text"),
            _finding("penalty", "high", "clause"),
            _finding("insurance", "low", "clause"),
        ]
    )
    assert [(f.category, f.severity, f.id) for f in merged] == [
        ("penalty", "high", "penalty-1"),
        ("insurance", "low", "insurance-1"),
    ]


def test_risk_score_grows_with_severity_and_stays_in_range() -> None:
    assert risk_score([]) == 0
    low = risk_score([_finding("a", "low", "x")])
    high = risk_score([_finding("a", "high", "x")])
    assert 0 < low < high
    many = [_finding(str(i), "high", "x") for i in range(40)]
    assert risk_score(many) == 100


ONE_SIDED = """# ДОГОВОР ПОСТАВКИ

5.1. За просрочку оплаты Покупатель уплачивает пени 0,1% за каждый день просрочки,
но не более 10% суммы долга.
5.2. За недопоставку Покупатель уплачивает штраф 0,1% за каждый день, но не более 5% стоимости товара.
"""

MUTUAL = """# ДОГОВОР ПОСТАВКИ

5.1. За просрочку поставки Поставщик уплачивает пени 0,1% за каждый день просрочки,
но не более 10% стоимости.
5.2. За просрочку оплаты Покупатель уплачивает пени 0,1% за каждый день просрочки,
но не более 10% суммы долга.
"""


def test_one_sided_moderate_penalty_is_raised_and_explained(settings: AnalysisSettings) -> None:
    outcome = analyze_contract(ONE_SIDED, PrescreenResult(contract_type="supply"), None, settings=settings)
    penalties = [f for f in outcome.findings if f.category == "penalty"]
    assert penalties and {f.severity for f in penalties} == {"medium"}
    assert "только для одной стороны (Покупатель)" in penalties[0].explanation


def test_mutual_moderate_capped_penalties_are_low(settings: AnalysisSettings) -> None:
    outcome = analyze_contract(MUTUAL, PrescreenResult(contract_type="supply"), None, settings=settings)
    penalties = [f for f in outcome.findings if f.category == "penalty"]
    assert len(penalties) == 2 and {f.severity for f in penalties} == {"low"}
    assert "ограничена сверху" in penalties[0].explanation
