"""Wordings the patterns missed, by class (not by phrase): the other aspect of a verb, a future deeming, a
price one party sets alone, a change taken as agreed when no objection comes, a ceiling behind a clause set
off by commas."""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.models import PrescreenResult
from chalicelib.settings import AnalysisSettings

_HEAD = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Север», именуемое в дальнейшем «Исполнитель», и ООО «Юг», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель обязуется оказывать услуги хостинга, а Заказчик обязуется оплачивать их.\n"
)


def _quotes(clause: str, category: str, settings: AnalysisSettings) -> list[str]:
    text = f"{_HEAD}4.2. {clause}\n"
    outcome = analyze_contract(text, PrescreenResult(contract_type="services"), None, settings=settings)
    return [f.quote for f in outcome.findings if f.category == category]


@pytest.mark.parametrize(
    "clause",
    [
        # the perfective "внести изменения" beside the imperfective "вносить изменения"
        "Исполнитель оставляет за собой право внести изменения в тарифы в любое время.",
        "Исполнитель вправе дополнить правила оказания услуг, разместив их на сайте.",
        # a price recomputed by one party alone
        "Стоимость услуг может быть пересчитана Исполнителем в одностороннем порядке при росте цен.",
        # a price one party sets alone
        "Размер и порядок внесения абонентской платы определяются Исполнителем самостоятельно.",
        # a change binding when no objection comes in time
        "Если в течение 5 дней от Заказчика не поступит возражений против изменений, договор изменяется "
        "с даты, указанной в уведомлении.",
    ],
)
def test_a_unilateral_change_in_other_words_is_found(clause: str, settings: AnalysisSettings) -> None:
    assert _quotes(clause, "unilateral_change", settings) == [clause]


def test_a_deeming_in_the_future_tense_is_a_tacit_acceptance(settings: AnalysisSettings) -> None:
    clause = "Если Заказчик не заявит возражений в течение 2 дней, он будет считаться согласным с отчетом."
    assert _quotes(clause, "acceptance", settings) == [clause]


def test_a_ceiling_behind_a_clause_set_off_by_commas_is_a_cap(settings: AnalysisSettings) -> None:
    clause = (
        "Ответственность Исполнителя, если она возникнет вследствие перерывов в работе серверов по вине "
        "Исполнителя, включая временную потерю доступа и (или) повреждение данных Заказчика, не может "
        "превышать стоимости услуг за один месяц."
    )
    assert _quotes(clause, "liability_cap", settings) == [clause]
