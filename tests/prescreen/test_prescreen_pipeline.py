"""run_prescreen end to end, settings, the LLM fallback with a fake provider, and the import path."""

from __future__ import annotations

import subprocess
import sys
from datetime import date

from prescreen.prescreen_samples import EN_LICENSE, NOT_A_CONTRACT, RU_SUPPLY, FakeLlm

from chalicelib.llm.port import LlmError
from chalicelib.models import PrescreenResult
from chalicelib.prescreen import EXTRACTOR_VERSION, PrescreenSettings, run_prescreen


def flags(result: PrescreenResult) -> tuple[bool, bool, bool]:
    return result.has_penalty_clause, result.has_termination_clause, result.has_arbitration


ALWAYS_ASK = PrescreenSettings(llm_fallback_enabled=True, llm_fallback_threshold=1.0)
FALLBACK_ON = PrescreenSettings(llm_fallback_enabled=True, llm_fallback_threshold=0.4, llm_max_chars=200)


def test_russian_contract_end_to_end() -> None:
    result = run_prescreen(RU_SUPPLY, PrescreenSettings())
    assert result.contract_type == "supply"
    assert result.parties == ["ООО «Ландыш»", "ИП Белова Ирина Олеговна"]
    assert (result.party_a, result.party_b) == ("ООО «Ландыш»", "ИП Белова Ирина Олеговна")
    assert (result.total_amount, result.currency) == (2_340_000, "RUB")
    assert (result.start_date, result.end_date) == (date(2025, 3, 3), date(2026, 3, 2))
    assert result.governing_law == "Российская Федерация"
    assert flags(result) == (True, True, True)
    assert result.confidence_score == 1.0
    assert result.routing_decision == "deep_analysis"
    assert result.extractor_version == EXTRACTOR_VERSION


def test_english_contract_end_to_end() -> None:
    result = run_prescreen(EN_LICENSE, PrescreenSettings())
    assert result.contract_type == "license"
    assert result.parties == ["Northwind Labs, Inc.", "Bluefin Media LLC"]
    assert (result.total_amount, result.currency) == (1_250_000, "USD")
    assert (result.start_date, result.end_date) == (date(2021, 3, 5), date(2024, 3, 5))
    assert result.governing_law == "New York"
    assert flags(result) == (False, True, True)
    assert result.routing_decision == "deep_analysis"


def test_a_non_contract_is_routed_to_manual_review() -> None:
    result = run_prescreen(NOT_A_CONTRACT, PrescreenSettings())
    assert result.contract_type == "other"
    assert result.parties == []
    assert result.confidence_score < 0.6
    assert result.routing_decision == "manual_review"


def test_llm_is_not_asked_when_disabled_or_confident() -> None:
    llm = FakeLlm(answer={})
    run_prescreen(NOT_A_CONTRACT, PrescreenSettings(), llm)
    run_prescreen(RU_SUPPLY, FALLBACK_ON, llm)
    assert llm.calls == []


def test_llm_fills_only_empty_fields_with_checked_values() -> None:
    shown = "Meeting notes. We talked about the weather and lunch options for next week."
    llm = FakeLlm(
        answer={
            "contract_type": "services",
            "parties": ["Meeting notes", "Invented Corp."],
            "total_amount": 5.0,
            "currency": "RUB",
            "start_date": "2024-02-30",
            "end_date": "2031-01-01",
            "governing_law": "England",
        }
    )
    result = run_prescreen(NOT_A_CONTRACT, FALLBACK_ON, llm)
    assert len(llm.calls) == 1
    assert llm.calls[0]["user"] == shown[:200]
    assert result.contract_type == "services"
    assert result.parties == ["Meeting notes"]
    assert result.total_amount is None
    assert (result.start_date, result.end_date) == (None, date(2031, 1, 1))
    assert result.governing_law == "England"
    assert result.extractor_version == EXTRACTOR_VERSION + "+llm"
    assert 0 < result.confidence_score < 0.6
    assert result.routing_decision == "manual_review"


def test_llm_text_is_truncated() -> None:
    llm = FakeLlm(answer={})
    run_prescreen("x " * 5_000, FALLBACK_ON, llm)
    assert len(llm.calls[0]["user"]) == 200


def test_llm_cannot_overwrite_solid_fields_or_invent_a_type() -> None:
    text = RU_SUPPLY.replace("ДОГОВОР ПОСТАВКИ", "ДОКУМЕНТ").replace("2 340 000", "две тысячи")
    llm = FakeLlm(answer={"contract_type": "banana", "parties": ["ООО «Ландыш»"], "governing_law": "Mars"})
    result = run_prescreen(text, ALWAYS_ASK, llm)
    assert len(llm.calls) == 1
    assert result.parties == ["ООО «Ландыш»", "ИП Белова Ирина Олеговна"]
    assert result.governing_law == "Российская Федерация"
    assert result.contract_type == "supply"  # the defined roles («Поставщик») still name it, not "banana"


def test_personal_data_is_masked_for_the_llm_and_restored_in_its_answer() -> None:
    text = (
        "<!-- page 1 -->\nРасписка. Я, Смирнов Алексей Владимирович, тел. +7 (915) 980-11-22, "
        "e-mail a.smirnov@example.com, получил деньги."
    )
    llm = FakeLlm(answer={"parties": ["[PERSON_1]"]})
    result = run_prescreen(text, ALWAYS_ASK, llm)
    sent = llm.calls[0]["user"]
    assert "Смирнов" not in sent and "980-11-22" not in sent and "example.com" not in sent
    assert "[PERSON_1]" in sent
    assert result.parties == ["Смирнов Алексей Владимирович"]
    unmasked = FakeLlm(answer={})
    run_prescreen(
        text,
        PrescreenSettings(
            llm_fallback_enabled=True, llm_fallback_threshold=1.0, llm_mask_personal_data=False
        ),
        unmasked,
    )
    assert "Смирнов" in unmasked.calls[0]["user"]


def test_llm_failure_keeps_the_rules_result() -> None:
    llm = FakeLlm(answer={}, error=LlmError("timeout", "slow"))
    result = run_prescreen(NOT_A_CONTRACT, FALLBACK_ON, llm)
    assert result.extractor_version == EXTRACTOR_VERSION
    assert result.routing_decision == "manual_review"


def test_import_loads_no_heavy_or_infrastructure_module() -> None:
    code = (
        "import sys, chalicelib.prescreen as p; "
        "heavy = {'pymupdf', 'fitz', 'boto3', 'chalice', 'redis', 'natasha', 'chalicelib.extraction'}; "
        "print(sorted(heavy & set(sys.modules)))"
    )
    output = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert output.strip() == "[]"
