"""Validates the hand-written labelled corpora in tests/data/ru_contracts and tests/data/en_contracts.

The corpora are evaluation data for prescreen metadata extraction and risk-clause detection; these tests
only check that the files and labels are internally consistent (they do not run any extractor).
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from support import REQUIRED_CHECKLIST_IDS

from chalicelib.models import CONTRACT_TYPES as CONTRACT_TYPES_TUPLE

DATA = Path(__file__).parent / "data"
RU_DIR = DATA / "ru_contracts"
EN_DIR = DATA / "en_contracts"
HOLDOUT_DIR = DATA / "ru_holdout"  # written after the rules were frozen: a held-out check

CONTRACT_TYPES = set(CONTRACT_TYPES_TUPLE)
CHECKLIST = REQUIRED_CHECKLIST_IDS
# Checklist ids that map onto CUAD categories: each needs >= 3 positive and >= 3 negative RU contracts.
CUAD_MAPPED = CHECKLIST[:15]
REQUIRED_KEYS = {
    "id",
    "contract_type",
    "party_names",
    "total_amount",
    "currency",
    "effective_date_iso",
    "agreement_date_iso",
    "expiration_date_iso",
    "governing_law",
    "has_penalty_clause",
    "has_termination_clause",
    "has_arbitration",
    "liquidated_damages",
    "findings",
    "spans",
}
OPTIONAL_KEYS = {"amount_note", "end_date_note", "notes"}
DATE_KEYS = ("effective_date_iso", "agreement_date_iso", "expiration_date_iso")
# Minimum number of RU contracts per type requested for the corpus.
RU_TYPE_MINIMUM = {
    "supply": 3,
    "sale": 2,
    "lease": 3,
    "services": 3,
    "work": 2,
    "loan": 2,
    "license": 2,
    "nda": 2,
    "employment": 2,
    "agency": 1,
    "distribution": 1,
    "franchise": 1,
    "partnership": 1,
}


def _collapse(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _load(folder: Path) -> list[dict[str, Any]]:
    with (folder / "labels.jsonl").open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


RU_LABELS = _load(RU_DIR)
EN_LABELS = _load(EN_DIR)
HOLDOUT_LABELS = _load(HOLDOUT_DIR)
ALL_CASES = (
    [(RU_DIR, lab) for lab in RU_LABELS]
    + [(EN_DIR, lab) for lab in EN_LABELS]
    + [(HOLDOUT_DIR, lab) for lab in HOLDOUT_LABELS]
)


def _case_id(case: tuple[Path, dict[str, Any]]) -> str:
    return str(case[1].get("id"))


@pytest.mark.parametrize(
    ("folder", "expected_prefix"), [(RU_DIR, "ru-"), (EN_DIR, "en-"), (HOLDOUT_DIR, "rh-")]
)
def test_every_label_has_a_text_and_vice_versa(folder: Path, expected_prefix: str) -> None:
    labels = _load(folder)
    ids = [lab["id"] for lab in labels]
    assert len(ids) == len(set(ids)), "duplicate ids in labels.jsonl"
    assert all(i.startswith(expected_prefix) for i in ids)
    texts = {p.stem for p in folder.glob("*.txt")}
    assert set(ids) == texts


def test_ru_corpus_size_and_type_mix() -> None:
    assert len(RU_LABELS) >= 24
    counts = Counter(lab["contract_type"] for lab in RU_LABELS)
    for ctype, minimum in RU_TYPE_MINIMUM.items():
        assert counts[ctype] >= minimum, f"{ctype}: {counts[ctype]} < {minimum}"
    assert sum(lab["findings"]["missing_essential_terms"] for lab in RU_LABELS) >= 1


@pytest.mark.parametrize("case", ALL_CASES, ids=_case_id)
def test_text_file_is_utf8_and_sized(case: tuple[Path, dict[str, Any]]) -> None:
    folder, lab = case
    text = (folder / f"{lab['id']}.txt").read_text(encoding="utf-8")
    low, high = (3000, 6000) if folder == EN_DIR else (2500, 7000)
    assert low <= len(text) <= high, len(text)


@pytest.mark.parametrize("case", ALL_CASES, ids=_case_id)
def test_label_schema(case: tuple[Path, dict[str, Any]]) -> None:
    _, lab = case
    keys = set(lab)
    assert keys >= REQUIRED_KEYS, REQUIRED_KEYS - keys
    assert keys <= REQUIRED_KEYS | OPTIONAL_KEYS, keys - REQUIRED_KEYS - OPTIONAL_KEYS
    assert lab["contract_type"] in CONTRACT_TYPES
    assert isinstance(lab["party_names"], list)
    assert len(lab["party_names"]) >= 2
    assert all(isinstance(p, str) and p.strip() == p and p for p in lab["party_names"])
    amount = lab["total_amount"]
    assert amount is None or (isinstance(amount, int | float) and not isinstance(amount, bool) and amount > 0)
    currency = lab["currency"]
    assert currency is None or re.fullmatch(r"[A-Z]{3}", currency)
    if amount is not None:
        assert currency is not None
    assert lab["governing_law"] is None or (isinstance(lab["governing_law"], str) and lab["governing_law"])
    for key in ("has_penalty_clause", "has_termination_clause", "has_arbitration", "liquidated_damages"):
        assert isinstance(lab[key], bool), key
    findings = lab["findings"]
    assert set(findings) == set(CHECKLIST)
    assert all(isinstance(v, bool) for v in findings.values())
    assert lab["has_penalty_clause"] == findings["penalty"] == lab["liquidated_damages"]


@pytest.mark.parametrize("case", ALL_CASES, ids=_case_id)
def test_dates_are_valid_iso(case: tuple[Path, dict[str, Any]]) -> None:
    _, lab = case
    parsed = {}
    for key in DATE_KEYS:
        value = lab[key]
        if value is None:
            continue
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", value), (key, value)
        parsed[key] = dt.date.fromisoformat(value)
    if "effective_date_iso" in parsed and "expiration_date_iso" in parsed:
        assert parsed["effective_date_iso"] < parsed["expiration_date_iso"]


@pytest.mark.parametrize("case", ALL_CASES, ids=_case_id)
def test_spans_are_verbatim_and_match_findings(case: tuple[Path, dict[str, Any]]) -> None:
    folder, lab = case
    text = _collapse((folder / f"{lab['id']}.txt").read_text(encoding="utf-8"))
    positives = {k for k, v in lab["findings"].items() if v}
    assert set(lab["spans"]) == positives
    for key, spans in lab["spans"].items():
        assert 1 <= len(spans) <= 2, key
        for span in spans:
            assert 20 <= len(span) <= 300, (key, span)
            assert _collapse(span) in text, (key, span)


@pytest.mark.parametrize("category", CUAD_MAPPED)
def test_cuad_mapped_categories_have_positives_and_negatives(category: str) -> None:
    positives = sum(lab["findings"][category] for lab in RU_LABELS)
    negatives = len(RU_LABELS) - positives
    assert positives >= 3, f"{category}: only {positives} positive contracts"
    assert negatives >= 3, f"{category}: only {negatives} negative contracts"


LEGAL_FORM = re.compile(r"^(ООО|АО|ПАО|ЗАО|ИП|ФГУП|АНО|НКО|ТОО)\s+")


def test_party_names_appear_in_text() -> None:
    """Each party name occurs in the text verbatim or, for a long-form preamble, without its legal form."""
    for folder, lab in ALL_CASES:
        text = _collapse((folder / f"{lab['id']}.txt").read_text(encoding="utf-8"))
        for name in lab["party_names"]:
            core = LEGAL_FORM.sub("", _collapse(name))
            assert _collapse(name) in text or core in text, (lab["id"], name)
