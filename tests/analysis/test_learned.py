"""The learned scorer: the weight file, its predictions, and its proposals going through the rules."""

from __future__ import annotations

import json
from typing import Any

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.learned import (
    SCHEMA_VERSION,
    WEIGHTS_PATH,
    LearnedScorer,
    default_scorer,
    en_stem,
    scorer_from_json,
    sentence_features,
)
from chalicelib.analysis.text import normalise
from chalicelib.clauses import Roles, read_facts
from chalicelib.models import PrescreenResult
from chalicelib.settings import AnalysisSettings

# Written for these tests: «закончить сотрудничество» is a termination no pattern knows.
SERVICES = """# ДОГОВОР ОКАЗАНИЯ УСЛУГ № 5

ООО «Ромашка» (Исполнитель) и Иванов Иван Иванович (Заказчик) заключили настоящий договор.

## 1. Предмет

1.1. Исполнитель обязуется оказать Заказчику услуги по уборке квартиры, а Заказчик обязуется их оплатить.

## 2. Сотрудничество

2.1. {holder} может в любой момент закончить сотрудничество, сообщив об этом {other} за 2 дня.
2.2. Стороны встречаются для сверки объёма работ раз в месяц в офисе Исполнителя.
"""
EXECUTOR = SERVICES.format(holder="Исполнитель", other="Заказчику")
CUSTOMER = SERVICES.format(holder="Заказчик", other="Исполнителю")


def _scorer(weights: dict[str, list[list[float]]], thresholds: list[Any] | None = None) -> LearnedScorer:
    items = ["termination_for_convenience", "insurance"]
    return scorer_from_json(
        {
            "schema": SCHEMA_VERSION,
            "languages": {
                "ru": {
                    "items": items,
                    "bias": [-4.0, -4.0],
                    "thresholds": thresholds or [0.5, 0.5],
                    "weights": weights,
                }
            },
        }
    )


TERMINATION_WORDS = {"w:сотрудничество": [[0, 3.0]], "w:закончить": [[0, 2.0]]}
OFF = AnalysisSettings(learned_scorer=False)


def _findings(text: str, scorer: LearnedScorer | None, settings: AnalysisSettings = OFF) -> dict[str, Any]:
    outcome = analyze_contract(
        text, PrescreenResult(contract_type="services"), None, settings=settings, scorer=scorer
    )
    return {f.category: f for f in outcome.findings}


def test_the_patterns_alone_miss_the_clause() -> None:
    assert "termination_for_convenience" not in _findings(EXECUTOR, None)


def test_a_proposal_becomes_a_finding_with_the_rules_quote_and_advice() -> None:
    found = _findings(EXECUTOR, _scorer(TERMINATION_WORDS))
    finding = found["termination_for_convenience"]
    assert "закончить сотрудничество" in finding.quote
    assert normalise(finding.quote) in normalise(EXECUTOR)
    assert finding.quote.startswith("Исполнитель может")
    # The rules' judge read the notice period from the clause and wrote the advice.
    assert "с 2 до не менее" in finding.recommendation
    assert finding.title == "Одностороннее расторжение или приостановление"


def test_a_proposal_that_favours_the_side_is_dropped() -> None:
    assert "termination_for_convenience" not in _findings(CUSTOMER, _scorer(TERMINATION_WORDS))


def test_below_threshold_or_without_threshold_nothing_is_proposed() -> None:
    assert "termination_for_convenience" not in _findings(EXECUTOR, _scorer(TERMINATION_WORDS, [0.99, 0.5]))
    assert "termination_for_convenience" not in _findings(EXECUTOR, _scorer(TERMINATION_WORDS, [None, 0.5]))


def test_items_the_patterns_found_get_no_proposal() -> None:
    # "встречаются ... в офисе" scored as insurance would be a false alarm; the patterns already found the
    # services' other items, and the scorer only adds to items without a candidate.
    without = _findings(EXECUTOR, None)
    weights = {**TERMINATION_WORDS, "w:офис": [[1, 9.0]]}
    with_scorer = _findings(EXECUTOR, _scorer(weights))
    assert set(with_scorer) - set(without) == {"termination_for_convenience", "insurance"}
    for item, finding in without.items():
        assert with_scorer[item].quote == finding.quote


def test_the_setting_switches_the_shipped_scorer() -> None:
    default_scorer.cache_clear()
    _findings(EXECUTOR, None, OFF)
    assert default_scorer.cache_info().currsize == 0
    _findings(EXECUTOR, None, AnalysisSettings(learned_scorer=True))
    assert default_scorer.cache_info().currsize == 1


def test_features_read_lemmas_pairs_heading_and_facts() -> None:
    lower = "исполнитель вправе удержать 10% стоимости в течение 45 дней."
    features = sentence_features(
        lower, read_facts(lower, Roles(parties=(), consumer=False)), {"расчет"}, None, "ru"
    )
    assert {"w:удержать", "w:стоимость", "b:удержать_стоимость", "h:расчет", "m:right", "n:pct"} <= features
    assert "n:days>30" in features
    assert en_stem("terminates") == en_stem("terminated") == en_stem("terminating") == "terminat"


def test_a_weight_file_of_another_schema_is_refused() -> None:
    with pytest.raises(ValueError, match="schema"):
        scorer_from_json({"schema": SCHEMA_VERSION + 1, "languages": {}})
    with pytest.raises(ValueError, match="one bias"):
        scorer_from_json(
            {
                "schema": SCHEMA_VERSION,
                "languages": {"ru": {"items": ["a"], "bias": [], "thresholds": [None], "weights": {}}},
            }
        )


def test_the_shipped_weights_load_fast_and_are_well_formed() -> None:
    # Its load time is measured by bench/learned.py (a timing here would fail on a loaded machine).
    scorer = scorer_from_json(json.loads(WEIGHTS_PATH.read_text(encoding="utf-8")))
    assert WEIGHTS_PATH.stat().st_size < 600_000
    assert set(scorer.languages) == {"ru", "en"}
    for lang in scorer.languages.values():
        assert len(lang.items) == len(set(lang.items)) >= 5
        assert all(t is None or 0 < t < 1 for t in lang.thresholds)
        assert all(0 <= i < len(lang.items) for pairs in lang.weights.values() for i, _ in pairs)


def _probability(scorer: LearnedScorer, lang: str, item: str, sentence: str) -> float:
    model = scorer.for_language(lang)
    assert model is not None
    lower = sentence.lower()
    facts = read_facts(lower, Roles(parties=(), consumer=False))
    return model.scores(sentence_features(lower, facts, (), None, model.lang))[model.items.index(item)]  # type: ignore[arg-type]


def test_the_shipped_weights_rank_hand_written_clauses() -> None:
    scorer = scorer_from_json(json.loads(WEIGHTS_PATH.read_text(encoding="utf-8")))
    insurance = (
        "The Contractor shall carry and maintain general liability insurance with a reputable insurer."
    )
    delivery = "The Contractor shall deliver the goods to the warehouse named by the Customer."
    assert _probability(scorer, "en", "insurance", insurance) > 5 * _probability(
        scorer, "en", "insurance", delivery
    )
    change = (
        "Исполнитель вправе в одностороннем порядке изменить стоимость услуг, разместив уведомление на сайте."
    )
    plain = "Исполнитель передаёт Заказчику результат работ по акту в офисе Заказчика."
    assert _probability(scorer, "ru", "unilateral_change", change) > 5 * _probability(
        scorer, "ru", "unilateral_change", plain
    )
