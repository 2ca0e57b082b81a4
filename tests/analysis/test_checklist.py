from __future__ import annotations

import re

import pytest
from support import REQUIRED_CHECKLIST_IDS as REQUIRED

from chalicelib.analysis.checklist_items import CHECKLIST, CHECKLIST_BY_ID


def test_every_required_item_exists_once() -> None:
    assert set(REQUIRED) <= set(CHECKLIST_BY_ID)
    assert len(CHECKLIST_BY_ID) == len(CHECKLIST)


@pytest.mark.parametrize("item", CHECKLIST, ids=lambda i: i.id)
def test_items_are_bilingual_and_compile(item: object) -> None:
    from chalicelib.analysis.checklist import ChecklistItem

    assert isinstance(item, ChecklistItem)
    for text in (item.title, item.look_for, item.why, item.recommendation):
        assert re.search(r"[а-яё]", text.ru, re.IGNORECASE)
        assert re.search(r"[a-z]", text.en, re.IGNORECASE)
        assert not re.search(r"[а-яё]", text.en, re.IGNORECASE)
    for pattern in (*item.patterns, *item.exclude, *item.requires):
        re.compile(pattern)
    assert item.patterns or item.document_level


@pytest.mark.parametrize(
    ("clause", "severity"),
    [
        ("Покупатель уплачивает неустойку в размере 1% от суммы долга за каждый день просрочки.", "high"),
        ("Исполнитель уплачивает пени в размере 0,5 % за каждый день просрочки.", "high"),
        (
            "Каждая из Сторон уплачивает взаимно пени 0,1% за каждый день просрочки, но не более 10% суммы.",
            "low",
        ),
        ("The Supplier shall pay liquidated damages of 1% per day of delay.", "high"),
        ("Покупатель уплачивает штраф в размере 5 000 рублей.", "medium"),
    ],
)
def test_penalty_severity_depends_on_rate_cap_and_symmetry(clause: str, severity: str) -> None:
    item = CHECKLIST_BY_ID["penalty"]
    assert item.first_match(clause) is not None
    assert item.severity_for(clause) == severity


@pytest.mark.parametrize(
    ("item_id", "sentence", "hit"),
    [
        ("exclusivity", "Distributor is appointed on a non-exclusive basis.", False),
        ("exclusivity", "Company grants Distributor the exclusive right to sell the Products.", True),
        ("penalty", "Either party may terminate without penalty upon notice.", False),
        (
            "termination_for_convenience",
            "Customer may terminate this Agreement for any reason upon 30 days notice.",
            True,
        ),
        (
            "termination_for_convenience",
            "Upon termination of this Agreement for any reason, all fees are due.",
            False,
        ),
        (
            "termination_for_convenience",
            "Заказчик вправе в любое время отказаться от исполнения Договора.",
            True,
        ),
        # A one-sided right to refuse on the other's breach is a candidate now; the clause model decides
        # whom it favours, and its severity is low (see test_clauses).
        (
            "termination_for_convenience",
            "Заказчик вправе отказаться от Договора в одностороннем порядке в случае просрочки.",
            True,
        ),
        (
            "termination_for_convenience",
            "Договор может быть расторгнут по соглашению Сторон.",
            False,
        ),
        ("prepayment", "Авансирование не предусмотрено.", False),
        ("non_solicitation", "Agent shall solicit orders for the Products.", False),
        ("non_solicitation", "Neither party shall solicit the employees of the other party.", True),
    ],
)
def test_patterns_and_exclusions(item_id: str, sentence: str, hit: bool) -> None:
    assert (CHECKLIST_BY_ID[item_id].first_match(sentence) is not None) is hit


def test_the_shipped_prefilter_keywords_are_fresh() -> None:
    """``chalicelib/analysis/prefilter_data.py`` is generated: run scripts/gen_prefilter.py after editing
    the checklist's patterns."""
    from chalicelib.analysis.checklist import derive_keywords
    from chalicelib.analysis.checklist_items import CHECKLIST
    from chalicelib.analysis.prefilter_data import KEYWORDS

    assert {item.id: derive_keywords(item.patterns) for item in CHECKLIST} == KEYWORDS


@pytest.mark.parametrize(
    ("pattern", "lowered"),
    [
        (r"курс\w* (?:ЦБ|Банка России)", r"курс\w* (?:цб|банка россии)"),
        (r"\bSHALL\b\s+\S+\W\D\B", r"\bshall\b\s+\S+\W\D\B"),
        (r"(?P<Days>\d+) ДНЕЙ (?P=Days)", r"(?P<Days>\d+) дней (?P=Days)"),
        (r"[А-ЯЁA-Z]{2,}", r"[а-яёa-z]{2,}"),
    ],
)
def test_lower_pattern_keeps_escapes_and_group_names(pattern: str, lowered: str) -> None:
    from chalicelib.analysis.checklist import lower_pattern

    assert lower_pattern(pattern) == lowered


@pytest.mark.parametrize("item", CHECKLIST, ids=lambda i: i.id)
def test_lower_cased_patterns_match_what_ignorecase_matched(item: object) -> None:
    """Every item's patterns, run lower-cased on lower-cased text, find what the originals found with
    ``re.IGNORECASE``, at the same offsets (on upper-, lower- and mixed-case copies of its own examples)."""
    from chalicelib.analysis.checklist import ChecklistItem, lower_pattern

    assert isinstance(item, ChecklistItem)
    samples = [re.sub(r"\\[wsdb]\*?|[\\()?:|*+{}\[\]^$.]", " ", p) for p in item.patterns]
    for sample in samples:
        for text in (sample, sample.upper(), sample.title()):
            for pattern in (*item.patterns, *item.exclude, *item.requires):
                ignorecase = re.search(pattern, text, re.IGNORECASE)
                lowered = re.search(lower_pattern(pattern), text.lower())
                assert (ignorecase and ignorecase.span()) == (lowered and lowered.span()), pattern


def test_first_match_offsets_survive_a_character_whose_lower_case_is_longer() -> None:
    item = CHECKLIST_BY_ID["currency_clause"]
    sentence = "İ Оплата по курсу ЦБ на дату платежа"
    found = item.first_match(sentence)
    assert found is not None
    assert sentence[found.start() : found.end()].lower() == "по курсу"


def _fires(item_id: str, sentence: str) -> bool:
    item = CHECKLIST_BY_ID[item_id]
    lower = sentence.lower()
    return any(re.search(p, lower) for p in item.patterns) and not item.excluded_lower(lower)


def test_second_blind_round_misfires_stay_quiet() -> None:
    """Each pair: the clause the product misread on a fresh contract, and the clause the rule is for."""
    assert not _fires("claims_period", "Срок исковой давности составляет 3 (три) года.")
    assert _fires("claims_period", "Срок исковой давности по требованиям Покупателя составляет 1 (один) год.")
    assert not _fires(
        "warranty_disclaimer", "All Confidential Information is provided AS IS, without any warranty."
    )
    assert _fires("warranty_disclaimer", "The Service is provided AS IS, without any warranty of any kind.")
    infringing = (
        "If the Software is held to infringe, Vendor may modify it, replace it "
        "or refund the fees paid in advance."
    )
    assert not _fires("prepayment", infringing)
    assert _fires("prepayment", "All fees are payable in advance for each annual term.")
