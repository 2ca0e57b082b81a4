# ruff: noqa: E501  (contract clauses read better unwrapped)
"""A glossary entry defines a word: it grants no right and imposes no duty, so it is not the quote of a risk
(except where the risk lies in the definition: the subject, confidential information, personal data).

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

from analysis.clause_fixtures import findings_for

from chalicelib.clauses import parse_contract
from chalicelib.clauses.glossary import glossary_clauses, is_definition
from chalicelib.settings import AnalysisSettings

OFFER = (
    "ПУБЛИЧНАЯ ОФЕРТА\n\n"
    "ИП Орлов Олег Олегович (далее — «Исполнитель») предлагает любому физическому лицу (далее — «Заказчик») "
    "заключить договор на следующих условиях.\n\n"
    "1. ТЕРМИНЫ И ОПРЕДЕЛЕНИЯ\n"
    "1.1. Конклюдентные действия — действия Заказчика, из которых явствует его воля принять условия Оферты, в том числе оплата счёта.\n"
    "1.2. Личный кабинет — раздел сайта Исполнителя, доступный Заказчику после регистрации.\n"
    "2. ПРЕДМЕТ ДОГОВОРА\n"
    "2.1. Исполнитель обязуется провести онлайн-курс, а Заказчик обязуется оплатить его.\n"
)


def test_the_glossary_section_runs_from_its_heading_to_the_next() -> None:
    model = parse_contract(OFFER)
    inside = [
        model.text[model.clauses[i].start : model.clauses[i].end] for i in sorted(glossary_clauses(model))
    ]
    assert [c[:4] for c in inside] == ["1.1.", "1.2."]


def test_a_glossary_definition_is_no_tacit_acceptance(settings: AnalysisSettings) -> None:
    assert not findings_for(OFFER, [], settings, "Заказчик", "acceptance")


def test_the_operative_deeming_clause_still_is(settings: AnalysisSettings) -> None:
    clause = "Продолжение использования курса после публикации изменений означает согласие Заказчика с новыми условиями."
    assert findings_for(OFFER, [clause], settings, "Заказчик", "acceptance")


def test_definition_shapes() -> None:
    assert is_definition("«акцепт» — полное и безоговорочное принятие оферты путём оплаты.")
    assert is_definition("под конклюдентными действиями понимается оплата счёта.")
    assert is_definition("1.3. личный кабинет — это раздел сайта.")
    assert not is_definition("продолжение использования сервиса означает согласие с изменениями.")
    assert not is_definition("неустойка составляет 1 % за каждый день просрочки.")
