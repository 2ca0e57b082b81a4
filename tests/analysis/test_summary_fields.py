"""The report's summary fields read the clause that states each one, and agree with the findings.

Price: the amount of the clause whose subject is the price, never a penalty's, a deposit's or a refund's;
a blank where the figure belongs is "not filled in". Parties: every side the preamble names. Term: a
period stated as the predicate. Forum: the court a jurisdiction finding quotes.
"""

from __future__ import annotations

import pytest

from chalicelib.analysis.summary import forum_words, summary_agreeing_with
from chalicelib.models import Finding, PrescreenResult
from chalicelib.prescreen import PrescreenSettings, run_prescreen
from chalicelib.reporting.labels import EN, RU, amount_text, disputes_text, term_text

_RU_PREAMBLE = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\nООО «Заря», именуемое в дальнейшем «Заказчик», в лице директора "
    "Смирнова А.А., и ООО «Восход», именуемое в дальнейшем «Исполнитель», в лице директора Орлова Б.Б., "
    "заключили настоящий договор о нижеследующем.\n\n1.1. Исполнитель оказывает Заказчику услуги по "
    "охране объекта.\n\n"
)
_EN_PREAMBLE = (
    'CONSULTING AGREEMENT\n\nThis Agreement is made by and between Northwind Ltd. ("Client") and Southgate '
    'Partners LLC ("Consultant").\n\n1. Consultant shall provide advisory services to Client.\n\n'
)


def _ru(clauses: str) -> PrescreenResult:
    return run_prescreen(_RU_PREAMBLE + clauses, PrescreenSettings())


def _en(clauses: str) -> PrescreenResult:
    return run_prescreen(_EN_PREAMBLE + clauses, PrescreenSettings())


@pytest.mark.parametrize(
    "clauses",
    [
        # The sanction's own sentence names the figure far from the word «штраф».
        "2.1. Стоимость услуг определяется по счетам.\n\n5.1. За каждое нарушение графика охраны Исполнитель "
        "уплачивает Заказчику штраф, размер которого по соглашению Сторон составляет 40 000 рублей.",
        # A security deposit next to the rent words is no price.
        "2.1. Помимо оплаты услуг Заказчик вносит обеспечительный платёж в размере 7 000 (семи тысяч) "
        "рублей.",
        # A refund of costs is no price.
        "2.1. При повреждении оборудования Заказчик обязан возместить Исполнителю стоимость его ремонта, "
        "что составляет 12 500 рублей.",
    ],
)
def test_an_amount_in_a_sanction_deposit_or_refund_sentence_is_not_the_price(clauses: str) -> None:
    assert _ru(clauses).total_amount is None


def test_the_price_clause_wins_over_a_penalty_elsewhere() -> None:
    result = _ru(
        "2.1. Стоимость услуг составляет 90 000 (девяносто тысяч) рублей.\n\n5.1. Размер штрафа за "
        "нарушение сроков составляет 150 000 рублей."
    )
    assert (result.total_amount, result.currency) == (90_000, "RUB")


def test_an_english_late_fee_is_not_the_fee() -> None:
    result = _en("2. Fees. The fee is USD 18,000.\n\n3. A late fee of $750 applies to each overdue invoice.")
    assert result.total_amount == 18_000
    assert _en("3. A late fee of $750 applies to each overdue invoice.").total_amount is None


@pytest.mark.parametrize(
    "clause",
    [
        "2.1. Цена договора составляет ________ (______________) рублей.",
        "2.1. Стоимость услуг составляет [сумма] рублей, в том числе НДС.",
        "2.1. Стоимость услуг: ___ руб.",
    ],
)
def test_a_blank_price_is_not_filled_in_not_a_value(clause: str) -> None:
    result = _ru(clause + "\n\n5.1. Пени составляют 0,1 % в день, но не более 5 000 рублей.")
    assert result.total_amount is None
    assert result.price_blank
    assert amount_text(result, RU, "ru") == RU.not_filled


def test_an_english_placeholder_price_is_not_filled_in() -> None:
    result = _en("2. The total contract price is [AMOUNT].\n\n3. A penalty of $1,000 is due each day late.")
    assert (result.total_amount, result.price_blank) == (None, True)
    assert amount_text(result, EN, "en") == EN.not_filled


def test_a_stated_price_is_no_blank() -> None:
    result = _ru("2.1. Стоимость услуг составляет 60 000 рублей.")
    assert (result.total_amount, result.price_blank) == (60_000, False)


def test_three_parties_are_all_listed() -> None:
    text = (
        "ДОГОВОР ПОРУЧИТЕЛЬСТВА\n\nООО «Кредит Плюс», именуемое в дальнейшем «Кредитор», ООО «Опора», "
        "именуемое в дальнейшем «Должник», и Волков Владимир Петрович, именуемый в дальнейшем «Поручитель», "
        "заключили настоящий договор.\n\n1.1. Поручитель отвечает перед Кредитором за исполнение Должником "
        "его обязательств."
    )
    assert len(run_prescreen(text, PrescreenSettings()).parties) == 3


@pytest.mark.parametrize(
    ("clause", "stated"),
    [
        ("9.1. Договор заключён на неопределённый срок.", "на неопределённый срок"),
        ("9.1. Договор действует в течение одного года с даты подписания.", "в течение одного года"),
        ("9.1. Срок действия договора — 6 (шесть) месяцев с момента его подписания.", "6 (шесть) месяцев"),
    ],
)
def test_a_term_stated_as_a_period_reaches_the_summary(clause: str, stated: str) -> None:
    assert stated in term_text(_ru(clause), RU, "ru")


def test_an_english_period_reaches_the_summary() -> None:
    result = _en("9. This Agreement shall remain in force for a period of two (2) years.")
    assert "two (2) years" in term_text(result, EN, "en")


@pytest.mark.parametrize(
    ("clause", "court"),
    [
        (
            "7.2. Споры рассматриваются мировым судьей судебного участка № 3 г. Твери.",
            "мировым судьей судебного участка № 3 г. Твери",
        ),
    ],
)
def test_a_judge_as_the_agent_is_the_forum(clause: str, court: str) -> None:
    assert disputes_text(_ru(clause), RU) == court


def test_courts_as_the_subject_are_the_forum() -> None:
    result = _en("8. The courts of Ireland shall have exclusive jurisdiction over any dispute.")
    assert disputes_text(result, EN) == "courts of Ireland"


def _finding(category: str, quote: str) -> Finding:
    return Finding(
        id=f"{category}-1",
        category=category,
        severity="medium",
        title="t",
        quote=quote,
        explanation="e",
        recommendation="r",
    )


def test_the_summary_forum_is_the_one_the_jurisdiction_finding_quotes() -> None:
    prescreen = PrescreenResult()
    quote = "Все разногласия Стороны передают на разрешение суда по месту нахождения Исполнителя."
    agreed = summary_agreeing_with(prescreen, [_finding("penalty", "x"), _finding("jurisdiction", quote)])
    assert disputes_text(agreed, RU) != RU.no_forum
    assert "Исполнителя" in disputes_text(agreed, RU)


def test_a_forum_the_summary_states_is_kept() -> None:
    prescreen = PrescreenResult(dispute_court="в суде по месту нахождения истца")
    quote = "Споры разрешаются в суде по месту нахождения ответчика."
    assert summary_agreeing_with(prescreen, [_finding("jurisdiction", quote)]) is prescreen


def test_a_jurisdiction_finding_naming_no_court_leaves_the_forum_unstated() -> None:
    claim = (
        "Для обращения в суд Сторона обязана направить претензию, которая рассматривается в течение 5 дней."
    )
    assert summary_agreeing_with(PrescreenResult(), [_finding("jurisdiction", claim)]).dispute_court is None
    seat = "Иски Кредитора к Заёмщику рассматриваются в суде по месту нахождения Кредитора."
    assert forum_words(seat) == "в суде по месту нахождения Кредитора"
