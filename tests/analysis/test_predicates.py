"""The item follows the clause's operative predicate; penalties are read as numbers; the score follows the
findings."""

from __future__ import annotations

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.findings import risk_score
from chalicelib.analysis.judge import KEY_RATE_PERCENT, Context, daily_penalty_rates, judge
from chalicelib.analysis.predicates import operative_items
from chalicelib.clauses import parse_contract, read_facts
from chalicelib.models import Finding, PrescreenResult
from chalicelib.reporting.labels import risk_level
from chalicelib.settings import AnalysisSettings

PREAMBLE = """ДОГОВОР ОКАЗАНИЯ УСЛУГ

ООО «Сервис», именуемое в дальнейшем «Исполнитель», и Иванов И. И., именуемый в дальнейшем «Заказчик»,
заключили настоящий договор. Исполнитель оказывает услуги, Заказчик принимает и оплачивает их.
Заказчик вносит плату ежемесячно. Исполнитель вправе привлекать третьих лиц.

"""


def _analyse(body: str, settings: AnalysisSettings):  # type: ignore[no-untyped-def]
    return analyze_contract(
        PREAMBLE + body, PrescreenResult(contract_type="services"), None, settings=settings, side="Заказчик"
    )


def _facts(sentence: str):  # type: ignore[no-untyped-def]
    model = parse_contract(PREAMBLE)
    return read_facts(sentence, model.roles)


def test_predicate_names_the_item_not_the_keyword() -> None:
    price = "исполнитель вправе в одностороннем порядке изменить стоимость услуг, аванс пересчитывается."
    assert set(operative_items(_facts(price), price)) == {"unilateral_change"}
    ends = "исполнитель вправе в одностороннем порядке расторгнуть договор, удержав штраф."
    assert "termination_for_convenience" in operative_items(_facts(ends), ends)
    refund = "оплаченные денежные средства возврату не подлежат."
    assert set(operative_items(_facts(refund), refund)) == {"prepayment"}
    # A passive mention of a change, with no party holding a right, is not a unilateral change.
    passive = "при этом может быть изменен способ обеспечения исполнения договора."
    assert "unilateral_change" not in operative_items(_facts(passive), passive)


def test_a_price_change_that_names_the_advance_is_a_unilateral_change(settings: AnalysisSettings) -> None:
    outcome = _analyse(
        "3.1. Исполнитель вправе в одностороннем порядке изменить размер предоплаты и стоимость услуг.\n",
        settings,
    )
    categories = {f.category for f in outcome.findings if "изменить размер предоплаты" in f.quote}
    assert "unilateral_change" in categories
    assert "prepayment" not in categories


def test_a_clause_with_two_risks_gives_two_findings(settings: AnalysisSettings) -> None:
    outcome = _analyse(
        "5.1. Исполнитель вправе в одностороннем порядке расторгнуть договор в любое время, "
        "при этом Заказчик не вправе требовать возврата оплаченных денежных средств.\n",
        settings,
    )
    found = {f.category for f in outcome.findings if "расторгнуть договор в любое время" in f.quote}
    assert found == {"termination_for_convenience", "prepayment"}


def test_one_clause_one_item_one_finding(settings: AnalysisSettings) -> None:
    outcome = _analyse(
        "6.1. Исполнитель вправе изменить стоимость услуг в одностороннем порядке. Исполнитель вправе "
        "изменить тарифы в одностороннем порядке без согласия Заказчика.\n",
        settings,
    )
    # The preamble's own right to engage third parties is a finding of its own, not of this clause.
    changes = [f for f in outcome.findings if f.category == "unilateral_change" and "изменить" in f.quote]
    assert len(changes) == 1


def _penalty_verdict(body: str, sentence: str):  # type: ignore[no-untyped-def]
    model = parse_contract(PREAMBLE + body)
    ctx = Context(model.roles, "заказчик", drop_favourable=True)
    ctx = Context(
        model.roles, "заказчик", drop_favourable=True, penalty_rates=daily_penalty_rates(model, ctx)
    )
    facts = read_facts(sentence, model.roles)
    return ctx, judge("penalty", facts, sentence, ctx)


CUSTOMER_PAYS = "заказчик уплачивает пени в размере {rate} % за каждый день просрочки оплаты."
PROVIDER_PAYS = (
    "7.2. Исполнитель уплачивает пени в размере {rate} % за каждый день просрочки оказания услуг.\n"
)


def test_equal_rates_are_symmetric_not_a_one_sided_risk() -> None:
    body = "7.1. " + CUSTOMER_PAYS.format(rate="0,1").capitalize() + "\n" + PROVIDER_PAYS.format(rate="0,1")
    ctx, verdict = _penalty_verdict(body, CUSTOMER_PAYS.format(rate="0,1"))
    assert ctx.penalty_rates == {"заказчик": 0.1, "исполнитель": 0.1}
    assert not verdict.keep


def test_unequal_rates_are_asymmetric_and_the_year_is_read_against_the_key_rate() -> None:
    body = "7.1. " + CUSTOMER_PAYS.format(rate="0,5").capitalize() + "\n" + PROVIDER_PAYS.format(rate="0,1")
    _, verdict = _penalty_verdict(body, CUSTOMER_PAYS.format(rate="0,5"))
    assert verdict.keep and verdict.severity == "high"
    assert verdict.note is not None
    assert "0,5 % в день против 0,1 %" in verdict.note.ru
    # 0.5 % a day = 182.5 % a year, 11 times the key rate: art. 333 applies.
    assert "182,5 % годовых" in verdict.note.ru and "ст. 333" in verdict.note.ru
    assert f"{0.5 * 365 / KEY_RATE_PERCENT:.1f}" in verdict.note.en


def test_the_key_rate_is_a_setting() -> None:
    assert AnalysisSettings().key_rate_percent == KEY_RATE_PERCENT
    assert AnalysisSettings(key_rate_percent=21).key_rate_percent == 21


def _finding(category: str, severity: str, quote: str) -> Finding:
    return Finding(
        id="",
        category=category,
        severity=severity,
        title="t",
        quote=quote,
        explanation="e",
        recommendation="r",
    )  # type: ignore[arg-type]


def test_several_high_findings_are_never_a_low_score() -> None:
    void_terms = [_finding("liability_cap", "high", f"clause {i}") for i in range(3)]
    assert risk_level(risk_score(void_terms)) != "low"
    many = [_finding("liability_cap", "high", f"clause {i}") for i in range(5)]
    assert risk_level(risk_score(many)) == "high"
    assert risk_score([_finding("liability_cap", "high", "one")]) == 25


def test_a_total_exclusion_and_a_total_waiver_are_high(settings: AnalysisSettings) -> None:
    outcome = _analyse(
        "8.1. Исполнитель не несет никакой ответственности за результат оказания услуг.\n\n"
        "8.2. Заказчик отказывается от любых претензий к Исполнителю в связи с оказанием услуг.\n",
        settings,
    )
    by_quote = {f.quote[:12]: f for f in outcome.findings if f.category == "liability_cap"}
    assert {q: f.severity for q, f in by_quote.items()} == {"Исполнитель ": "high", "Заказчик отк": "high"}


def _verdict(item: str, sentence: str, **context: object):  # type: ignore[no-untyped-def]
    model = parse_contract(PREAMBLE)
    ctx = Context(model.roles, "заказчик", drop_favourable=True, **context)  # type: ignore[arg-type]
    return judge(item, read_facts(sentence, model.roles), sentence, ctx)


def test_a_cap_is_read_against_the_price() -> None:
    tiny = "ответственность исполнителя ограничивается суммой 10 000 рублей."
    low = _verdict("liability_cap", tiny, price=1_000_000.0)
    assert low.severity == "high" and low.note is not None and "1 % цены" in low.note.ru
    whole = _verdict("liability_cap", tiny, price=10_000.0)
    assert whole.severity == "low"
    share = _verdict("liability_cap", "ответственность исполнителя не может превышать 5 % цены договора.")
    assert share.severity == "high"


def test_a_notice_period_is_read_against_the_term() -> None:
    right = (
        "исполнитель вправе в одностороннем порядке отказаться от договора, уведомив заказчика за 10 дней."
    )
    year = _verdict("termination_for_convenience", right, term_days=365)
    assert year.advice is not None and "не менее 30 дней" in year.advice.ru
    short = _verdict("termination_for_convenience", right, term_days=40)
    assert short.advice is None, "10 days is a quarter of a 40-day contract"
