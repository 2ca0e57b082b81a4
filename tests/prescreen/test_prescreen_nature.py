"""Not a contract: an article, placeholder text or notes get a notice, every kind of real contract passes."""

from __future__ import annotations

from pathlib import Path

import pytest
from prescreen.prescreen_samples import EN_LICENSE, NOT_A_CONTRACT, RU_SUPPLY

from chalicelib.errors import DocumentRejected
from chalicelib.prescreen import ensure_contract, not_a_contract
from chalicelib.prescreen.nature import contract_evidence
from chalicelib.prescreen.text import normalise

DATA = Path(__file__).resolve().parent.parent / "data"
NOT_CONTRACTS = sorted((DATA / "not_contracts").glob("*.txt"))
OWN_CONTRACTS = sorted(
    path
    for folder in ("ru_contracts", "ru_holdout", "en_contracts")
    for path in (DATA / folder).glob("*.txt")
)


@pytest.mark.parametrize("path", NOT_CONTRACTS, ids=lambda path: path.stem)
def test_articles_and_placeholder_text_are_not_contracts(path: Path) -> None:
    with pytest.raises(DocumentRejected) as caught:
        ensure_contract(path.read_text(encoding="utf-8"))
    assert caught.value.reason == "not_a_contract"


def test_notes_are_not_a_contract() -> None:
    with pytest.raises(DocumentRejected):
        ensure_contract(NOT_A_CONTRACT)


@pytest.mark.parametrize("path", OWN_CONTRACTS, ids=lambda path: path.stem)
def test_every_contract_of_the_own_corpora_passes(path: Path) -> None:
    ensure_contract(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("text", [RU_SUPPLY, EN_LICENSE])
def test_sample_contracts_pass(text: str) -> None:
    ensure_contract(text)


def test_a_template_without_a_preamble_passes_on_defined_roles_acting() -> None:
    template = (
        "ДОГОВОР КУПЛИ-ПРОДАЖИ ТРАНСПОРТНОГО СРЕДСТВА г. ${place} ${date} 1. Предмет Договора 1.1. "
        "Продавец обязуется передать в собственность Покупателя, а Покупатель обязуется принять и "
        "оплатить транспортное средство. 2.1. Покупатель вправе потребовать ..., а Продавец обязан ..."
    )
    evidence = contract_evidence(normalise(template))
    assert evidence.roles_acting >= 2
    ensure_contract(template)


def test_the_notice_is_russian_and_leaves_the_refund_note_to_the_channel() -> None:
    notice = not_a_contract()
    assert notice.reason == "not_a_contract"
    assert "не договор" in notice.message_ru
    assert "списан" not in notice.message_ru, "«Анализ не списан. Лимит анализа возвращён.» said it twice"
