"""English parties defined where a plain preamble reader misses them: after a cover page and a table of
contents, as two-letter initials (the "CI"), in lower case (the "licensee"), or without quotes
(hereinafter Contractor)."""

from __future__ import annotations

from chalicelib.analysis import analyze_contract
from chalicelib.clauses import parse_contract
from chalicelib.models import PrescreenResult
from chalicelib.settings import AnalysisSettings

_HEADINGS = ("Definitions", "Services", "Fees", "Term and Termination", "Warranties", "Liability", "General")
TABLE_OF_CONTENTS = "TABLE OF CONTENTS\n\n" + "\n".join(
    f"Section {n}.{k} {title} ........ {n * 4 + k}"
    for n, title in enumerate(_HEADINGS, 1)
    for k in range(1, 13)
)
COVER = (
    "MASTER HOSTING SERVICES AGREEMENT\n\nBETWEEN\n\nNORTHWIND DATA SYSTEMS, INC.\n\nAND\n\n"
    "BLUE HARBOR RETAIL LLC\n\nDated as of June 1, 2021\n\n" + TABLE_OF_CONTENTS + "\n\n"
)
HOSTING = COVER + (
    "MASTER HOSTING SERVICES AGREEMENT\n\n"
    "This Master Hosting Services Agreement is entered into as of June 1, 2021 by and between Northwind "
    'Data Systems, Inc., a Delaware corporation ("Host"), and Blue Harbor Retail LLC, a Texas limited '
    'liability company ("Merchant").\n\n'
    "1. Services. Host shall provide the hosting services described in Schedule A to Merchant.\n"
    "2. Fees. Merchant shall pay Host the monthly fees within 10 days of invoice.\n"
    "3. Changes. Host may change the fees at any time in its sole discretion upon notice to Merchant.\n"
    "4. Termination. Host may terminate this Agreement for convenience upon 10 days notice to Merchant.\n"
)
INITIALS = (
    "COLLABORATION AGREEMENT\n\n"
    "This Collaboration Agreement is made as of May 5, 2020 between Crestline Innovations Corp., a Nevada "
    'corporation (the "CI"), and Orbis Pharma Ltd., a company registered in England (hereinafter "OP").\n\n'
    "1. CI shall conduct the research program and deliver the results to OP.\n"
    "2. OP shall pay CI a research fee of USD 100,000 per quarter.\n"
    "3. OP may terminate this Agreement at any time upon 30 days notice to CI.\n"
    "4. In no event shall OP be liable to CI for lost profits.\n"
)
UNQUOTED = (
    "SERVICES AGREEMENT\n\n"
    "This Services Agreement is made between Harbor Logistics Inc., a Delaware corporation, hereinafter "
    "Contractor, and Pinecrest Foods LLC, a California limited liability company, hereinafter referred to "
    "as Owner.\n\n"
    "1. Contractor shall perform the warehousing services for Owner.\n"
    "2. Owner shall pay Contractor the fees set out in Exhibit A within 30 days.\n"
    "3. Contractor may terminate this Agreement at any time for convenience.\n"
)
LOWER_CASE = (
    "LICENSE AGREEMENT\n\n"
    "This License Agreement is made between Redwood Media Inc., a Delaware corporation (the "
    '"licensor"), and Summit Games LLC, a Washington limited liability company (the "licensee").\n\n'
    "1. licensor grants licensee a non-exclusive license to the content.\n"
    "2. licensee shall pay licensor royalties of 10% of net sales quarterly.\n"
    "3. licensor may terminate this Agreement upon notice if licensee fails to pay.\n"
)


def test_parties_defined_after_a_cover_page_and_a_table_of_contents() -> None:
    assert HOSTING.index("This Master") > 3000  # the preamble starts where a fixed window ends
    roles = parse_contract(HOSTING).roles
    assert {p.name for p in roles.main} == {"Host", "Merchant"}
    assert roles.weaker is not None and roles.weaker.name == "Merchant"  # it pays and drafted nothing


def test_two_letter_initials_are_parties() -> None:
    roles = parse_contract(INITIALS).roles
    assert {p.name for p in roles.main} == {"CI", "OP"}
    assert roles.find("ci") == roles.get("ci") and roles.weaker == roles.get("op")  # OP pays
    mentions = [s.facts.actor for c in parse_contract(INITIALS).clauses for s in c.sentences]
    assert "ci" in mentions and "op" in mentions


def test_roles_defined_without_quotes_after_hereinafter() -> None:
    roles = parse_contract(UNQUOTED).roles
    assert {p.name for p in roles.main} == {"Contractor", "Owner"}


def test_roles_defined_in_lower_case_count_their_lower_case_mentions() -> None:
    roles = parse_contract(LOWER_CASE).roles
    assert {p.key for p in roles.main} == {"licensor", "licensee"}
    licensee = roles.get("licensee")
    assert licensee is not None and licensee.mentions >= 4 and roles.weaker == licensee


def test_a_two_letter_word_or_a_system_is_no_party() -> None:
    text = (
        "SERVICES AGREEMENT\n\nThis Agreement is made between Acme Corp., a Delaware corporation "
        '(the "IT"), and Beta LLC, a company that operates a unique system ("System"), and Gamma Inc., '
        'a Texas corporation ("Customer").\n\n1. Customer shall pay Acme. The System is licensed.\n'
        "2. Customer may use the System. Customer shall keep the System secure.\n"
    )
    roles = parse_contract(text).roles
    assert roles.find("IT") is None and roles.find("System") is None


ENDORSEMENT = (
    "ENDORSEMENT AGREEMENT\n\n"
    "This Endorsement Agreement is made and entered into as of May 1, 2001, by and among the following "
    "parties:\n\n"
    '    (a) Jane Doe Brands, Inc. ("JD"), 100 Main Street, Los Angeles, California 90067; and\n\n'
    '    (b) Northstar Optical Group ("Northstar"), 55 Market Street, Philadelphia, Pennsylvania 19107.\n\n'
    "1. JD grants Northstar a license to use JD's name on eyewear. Northstar shall pay JD royalties.\n"
    "2. Northstar hereby assigns to JD all goodwill and other rights in and to JD's name that Northstar may "
    "acquire by its use.\n"
    "3. Northstar hereby assigns to JD all inventions and designs that Northstar creates under this "
    "Agreement.\n"
    "4. JD may terminate this Agreement upon notice. Northstar shall keep records for JD.\n"
)


def test_a_party_that_opens_an_item_of_the_list_of_parties_after_an_address() -> None:
    roles = parse_contract(ENDORSEMENT).roles
    assert {p.name for p in roles.main} == {"JD", "Northstar"}
    assert roles.weaker == roles.get("northstar")  # the licensee, who pays


def test_goodwill_in_the_licensors_own_name_going_back_to_it_is_no_ip_assignment(
    settings: AnalysisSettings,
) -> None:
    outcome = analyze_contract(ENDORSEMENT, PrescreenResult(), None, settings=settings)
    quotes = [f.quote for f in outcome.findings if f.category == "ip_assignment"]
    assert not any("goodwill" in q for q in quotes)
    assert any("inventions and designs" in q for q in quotes)  # what the licensee makes is the item's case
