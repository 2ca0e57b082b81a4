"""English contracts read for a side: a terms-of-service "you", a defined "Tester", the usually weaker
"Consultant"; placeholders where a template leaves the governing law blank; parties from the preamble;
US consumer terms (arbitration, class-action and jury waivers, indemnity by the user, account suspension);
headings are never quotes. The three contracts in ``tests/data/en_side`` were written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from chalicelib.analysis import AnalysisOutcome, analyze_contract
from chalicelib.clauses import parse_contract
from chalicelib.clauses.model import is_heading
from chalicelib.errors import UNKNOWN_SIDE, PermanentFailure
from chalicelib.prescreen import run_prescreen
from chalicelib.prescreen.law import find_governing_law
from chalicelib.prescreen.nature import ensure_contract
from chalicelib.settings import AnalysisSettings, PrescreenSettings

DATA = Path(__file__).resolve().parents[1] / "data" / "en_side"
TOS = (DATA / "tos-consumer.md").read_text(encoding="utf-8")
BETA = (DATA / "beta-tester.md").read_text(encoding="utf-8")
CONSULTING = (DATA / "consulting-template.md").read_text(encoding="utf-8")


def _analyse(text: str, settings: AnalysisSettings, side: str | None = None) -> AnalysisOutcome:
    prescreen = run_prescreen(text, PrescreenSettings())
    return analyze_contract(text, prescreen, None, settings=settings, side=side)


def _categories(outcome: AnalysisOutcome) -> set[str]:
    return {f.category for f in outcome.findings}


def test_terms_of_service_are_a_contract_between_the_reader_and_the_business() -> None:
    ensure_contract(TOS)  # "These Terms ..." with no "this Agreement": still a contract
    prescreen = run_prescreen(TOS, PrescreenSettings())
    assert prescreen.parties == ["User (you)", "Lumenote Labs, Inc."]
    assert prescreen.governing_law == "Delaware"


def test_terms_of_service_are_read_for_you_the_consumer(settings: AnalysisSettings) -> None:
    roles = parse_contract(TOS).roles
    assert [p.name for p in roles.main] == ["Lumenote", "User (you)"]
    assert roles.weaker is not None and roles.weaker.key == "you"
    assert roles.weaker_basis() == "adhering"
    assert roles.key_of("we") == roles.key_of("us") == "lumenote"
    outcome = _analyse(TOS, settings)
    assert outcome.side == "User (you)"
    assert outcome.side_reason == (
        "by default: the consumer, who accepts standard terms the other side drafted"
    )


def test_us_consumer_terms_are_found(settings: AnalysisSettings) -> None:
    outcome = _analyse(TOS, settings)
    found = _categories(outcome)
    for expected in (
        "jurisdiction",  # mandatory arbitration
        "dispute_waivers",  # class-action and jury-trial waivers
        "unilateral_change",  # "We may modify these Terms at any time without notice"
        "auto_renewal",
        "liability_cap",  # the fees paid or $100
        "indemnity",  # the user indemnifies the business
        "termination_for_convenience",  # "We may suspend or close your account at any time"
    ):
        assert expected in found, expected
    waivers = [f.quote for f in outcome.findings if f.category == "dispute_waivers"]
    assert any("class member" in q for q in waivers)
    assert any("TRIAL BY JURY" in q for q in waivers)
    indemnity = next(f for f in outcome.findings if f.category == "indemnity")
    assert indemnity.quote.startswith("You agree to indemnify")


def test_an_indemnity_the_side_receives_is_not_its_risk(settings: AnalysisSettings) -> None:
    """The consultant indemnifies the company: a risk for the consultant, not for the company."""
    assert "indemnity" in _categories(_analyse(CONSULTING, settings))
    assert "indemnity" not in _categories(_analyse(CONSULTING, settings, side="Company"))


def test_a_defined_tester_is_the_side_and_the_preamble_gives_the_parties(settings: AnalysisSettings) -> None:
    prescreen = run_prescreen(BETA, PrescreenSettings())
    assert prescreen.parties == ["Orbital Devices Ltd", "Maria Keane"]
    outcome = _analyse(BETA, settings)
    assert outcome.side == "Tester"
    assert outcome.side_basis == "individual"


@pytest.mark.parametrize("text", [BETA, CONSULTING])
def test_a_blank_governing_law_is_not_stated_and_is_a_finding(text: str, settings: AnalysisSettings) -> None:
    assert run_prescreen(text, PrescreenSettings()).governing_law is None
    law = [f for f in _analyse(text, settings).findings if f.category == "jurisdiction"]
    assert law and "left blank" in law[0].explanation


@pytest.mark.parametrize(
    ("clause", "law"),
    [
        ("This Agreement is governed by the laws of the State of [__________].", None),
        ("This Agreement is governed by the laws of the State of ____________.", None),
        ("This Agreement is governed by the laws of [STATE].", None),
        ("This Agreement is governed by the laws of the State of New York.", "New York"),
        ("This Agreement is governed by the laws of the Commonwealth of Massachusetts.", "Massachusetts"),
    ],
)
def test_governing_law_placeholders(clause: str, law: str | None) -> None:
    assert find_governing_law(" ".join(clause.replace("_", " ").split()), russian=False) == law
    assert find_governing_law(clause, russian=False) == law


def test_the_weaker_role_is_the_default_side_and_its_own_rights_are_left_out(
    settings: AnalysisSettings,
) -> None:
    default = _analyse(CONSULTING, settings)
    assert default.side == "Consultant"
    termination = [f.quote for f in default.findings if f.category == "termination_for_convenience"]
    assert termination == [
        "Company may terminate this Agreement at any time, for any reason, on five (5) days' written notice."
    ]
    assert default.stats.dropped_favourable >= 1  # the consultant's own right to terminate
    company = _analyse(CONSULTING, settings, side="Company")
    assert company.side == "Company" and company.side_basis == "requested"
    termination = [f.quote for f in company.findings if f.category == "termination_for_convenience"]
    assert termination == [
        "Consultant may terminate this Agreement for convenience on ninety (90) days' written notice."
    ]
    assert "non_compete" in _categories(default)


def test_a_role_the_contract_does_not_define_is_refused(settings: AnalysisSettings) -> None:
    with pytest.raises(PermanentFailure) as refused:
        _analyse(CONSULTING, settings, side="Tester")
    assert refused.value.reason == UNKNOWN_SIDE
    assert '"Company"' in refused.value.message_en and '"Consultant"' in refused.value.message_en


@pytest.mark.parametrize(
    ("fragment", "heading"),
    [
        ("9. Governing Law and Jurisdiction.", True),
        ("Limitation of liability", True),
        ("## 6. Limitation of liability", True),
        ("8.3 YOU AND LUMENOTE WAIVE ANY RIGHT TO A TRIAL BY JURY.", False),
        ("Fees are non-refundable.", False),
        ("Company may terminate.", False),
    ],
)
def test_english_headings(fragment: str, heading: bool) -> None:
    assert is_heading(fragment) is heading


@pytest.mark.parametrize("text", [TOS, BETA, CONSULTING])
def test_no_heading_is_quoted_as_a_finding(text: str, settings: AnalysisSettings) -> None:
    quotes = [f.quote for f in _analyse(text, settings).findings]
    assert quotes
    assert not [q for q in quotes if is_heading(q)]
    assert "Governing Law and Jurisdiction." not in quotes


@pytest.mark.parametrize("asked", ["you", "User (you)", "user", "consumer"])
def test_the_reader_of_terms_of_service_can_be_asked_for(asked: str) -> None:
    party = parse_contract(TOS).roles.find(asked)
    assert party is not None and party.key == "you"
    writer = parse_contract(TOS).roles.find("Lumenote")
    assert writer is not None and writer.key == "lumenote"


def test_a_liability_cap_is_not_the_price() -> None:
    """ "... shall not exceed the greater of the amount you paid ... or one hundred US dollars ($100)"."""
    assert run_prescreen(TOS, PrescreenSettings()).total_amount is None
    # A refundable deposit is security, not the price: the beta test has none.
    assert run_prescreen(BETA, PrescreenSettings()).total_amount is None


def _parties(text: str) -> list[str]:
    return run_prescreen(text, PrescreenSettings()).parties


def test_parties_labelled_by_role_on_a_cover_page() -> None:
    text = (
        "FREIGHT AGREEMENT\n\nParty A (Shipper): Northgate Parcel Co., Ltd. Address: 8 Quay Street, Leith\n"
        "Party B (Carrier): Fellside Haulage Limited Address: 2 Mill Lane, Kendal\n\n"
        "Party A and Party B enter into this Agreement. 1. Party B shall carry the parcels of Party A.\n"
    )
    assert _parties(text) == ["Northgate Parcel Co., Ltd.", "Fellside Haulage Limited"]


def test_parties_completed_from_the_signature_blocks() -> None:
    text = (
        "SUPPLY AGREEMENT\n\nThis Agreement sets out the terms on which the Supplier sells the Goods to the "
        "Buyer. 1. The Supplier shall deliver the Goods within 30 days.\n"
        "2. The Buyer shall pay within 30 days.\n"
        "IN WITNESS WHEREOF the parties have signed this Agreement.\n\nBRAMBLE ORCHARDS LLC\nBy: ________\n"
        "Name: Ada Moss\n\nAuthorized Signatory KESTREL FOODS INC.\nBy: ________\n"
    )
    assert _parties(text) == ["BRAMBLE ORCHARDS LLC", "KESTREL FOODS INC."]


def test_an_address_or_a_description_is_not_a_party() -> None:
    text = (
        "LICENSE AGREEMENT\n\nThis License Agreement is made between Quillon Media, Inc., "
        "500 Congress Avenue, "
        'Austin, Texas 78701 ("Licensor"), and Delaware Corporation ("Licensee"). 1. Licensor grants '
        "Licensee a licence.\n"
    )
    parties = _parties(text)
    assert "Texas 78701" not in parties and "Delaware Corporation" not in parties
    assert parties[0] == "Quillon Media, Inc."
