"""How an item's findings are chosen among its candidates: slots are not lost to clauses another item takes,
and the clause that does the most to the reader ranks first."""

from __future__ import annotations

from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.findings import fill_from_spares, make_finding, merge
from chalicelib.models import Finding, Severity


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
