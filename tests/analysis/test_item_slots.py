"""How an item's findings are chosen among its candidates: slots are not lost to clauses another item takes,
and the clause that does the most to the reader ranks first."""

from __future__ import annotations

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.findings import fill_from_spares, make_finding, merge
from chalicelib.models import Finding, PrescreenResult, Severity
from chalicelib.settings import AnalysisSettings


def _finding(category: str, quote: str, severity: Severity = "medium") -> Finding:
    return make_finding(CHECKLIST_BY_ID[category], severity, quote, None, "ru")


def _merged(found: list[Finding]) -> list[Finding]:
    return merge(found, once_per_clause=True)


_SHARED = "Исполнитель не несет ответственности за простой, а наложенные штрафы возмещает Заказчик."
_PENALTY = "За просрочку оплаты Заказчик уплачивает пени в размере 0,5 % за каждый день просрочки."
_SPARE = "За нарушение сроков поставки Заказчик уплачивает штраф в размере 20 % от цены партии товара."


def test_a_spare_takes_the_slot_of_a_candidate_whose_clause_went_to_another_item() -> None:
    found = [
        _finding("liability_cap", _SHARED, "high"),
        _finding("penalty", _SHARED),
        _finding("penalty", _PENALTY),
    ]
    out = fill_from_spares(found, [_finding("penalty", _SPARE)], _merged)
    assert [f.quote for f in out if f.category == "penalty"] == [_PENALTY, _SPARE]
    assert any(f.category == "liability_cap" for f in out)


def test_a_spare_never_adds_an_item_the_report_does_not_carry() -> None:
    found = [_finding("liability_cap", _SHARED, "high"), _finding("penalty", _SHARED)]
    out = fill_from_spares(found, [_finding("guarantee", _SPARE)], _merged)
    assert {f.category for f in out} == {"liability_cap"}


def test_a_spare_is_not_added_to_a_full_item() -> None:
    found = [_finding("penalty", _SHARED), _finding("penalty", _PENALTY)]
    out = fill_from_spares(found, [_finding("penalty", _SPARE)], _merged)
    assert [f.quote for f in out] == [_SHARED, _PENALTY]


def test_a_spare_that_would_displace_a_kept_finding_stays_out() -> None:
    # The spare's clause is the kept liability finding's clause, where the penalty would win once per clause.
    kept = _finding("penalty", _PENALTY)
    found = [kept, _finding("liability_cap", _SHARED, "low")]
    out = fill_from_spares(found, [_finding("penalty", _SHARED, "high")], _merged)
    assert {(f.category, f.quote) for f in out} == {("penalty", _PENALTY), ("liability_cap", _SHARED)}


# --- what a clause does to the reader ranks it -------------------------------------------------------------

_SERVICES_HEAD = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель обязуется обслуживать оборудование, а Заказчик обязуется оплатить услуги.\n"
)


def _analysed(body: str, settings: AnalysisSettings) -> list[Finding]:
    text = _SERVICES_HEAD + body
    outcome = analyze_contract(text, PrescreenResult(contract_type="services"), None, settings=settings)
    return outcome.findings


def test_a_total_exclusion_outranks_a_cap_and_narrow_exemptions(settings: AnalysisSettings) -> None:
    total = "Исполнитель освобождается от ответственности за любые последствия оказания услуг."
    cap = "Ответственность Исполнителя по настоящему договору ограничивается суммой 10 000 рублей."
    body = (
        f"5.1. {cap}\n"
        "5.2. Исполнитель не несет ответственности за упущенную выгоду и косвенные убытки Заказчика.\n"
        "5.3. Исполнитель не несет ответственности за перебои связи и не возмещает убытки от них.\n"
        f"5.4. {total}\n"
    )
    found = [f for f in _analysed(body, settings) if f.category == "liability_cap"]
    assert [f.quote for f in found] == [total, cap]
    assert found[0].severity == "high"


def test_the_whole_price_paid_ahead_outranks_a_partial_advance(settings: AnalysisSettings) -> None:
    full = "Заказчик оплачивает услуги по отдельным заявкам в размере 100 % их стоимости до начала оказания."
    body = (
        "3.1. Заказчик перечисляет аванс в размере 30 % стоимости этапа в течение 5 дней.\n"
        "3.2. Заказчик перечисляет аванс в размере 40 % стоимости материалов до их закупки.\n"
        f"3.3. {full}\n"
    )
    quotes = [f.quote for f in _analysed(body, settings) if f.category == "prepayment"]
    assert full in quotes


def test_consent_read_from_mere_use_outranks_a_click(settings: AnalysisSettings) -> None:
    use = "Фактическое использование Сервиса без регистрации также является акцептом настоящих условий."
    body = (
        "2.1. Нажатие кнопки «Принять» на сайте означает согласие Заказчика с условиями договора.\n"
        "2.2. Регистрация в личном кабинете означает безоговорочное согласие Заказчика с условиями.\n"
        f"2.3. {use}\n"
    )
    found = [f for f in _analysed(body, settings) if f.category == "acceptance"]
    assert found and found[0].quote == use


def test_a_payer_named_after_a_light_verb_bears_the_advance(settings: AnalysisSettings) -> None:
    full = "Оплата услуг по отдельным заявкам производится Заказчиком в размере 100 % до начала их оказания."
    body = (
        "3.1. Заказчик перечисляет аванс в размере 30 % стоимости этапа в течение 5 дней.\n"
        "3.2. Заказчик перечисляет аванс в размере 40 % стоимости материалов до их закупки.\n"
        f"3.3. {full}\n"
    )
    found = [f for f in _analysed(body, settings) if f.category == "prepayment"]
    assert found[0].quote == full
