# ruff: noqa: E501  (contract clauses read better unwrapped)
"""English risk families a blind review found missing or misdirected, each read for the reader's side.

Every clause here is written for these tests. Each family has a clause that is a risk for the reader and
its mirror that protects the reader (or binds both alike), which must not fire or must be low.
"""

from __future__ import annotations

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.findings import merge
from chalicelib.analysis.text import normalise
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

SAAS = (
    "SOFTWARE AS A SERVICE AGREEMENT\n\n"
    'This Software as a Service Agreement is made between Northwind Cloud, Inc. ("Provider") and Bluefin '
    'Retail LLC ("Customer").\n\n'
    "1. Services. Provider shall make the hosted platform available to Customer, and Customer shall pay the fees.\n\n"
)
NDA = (
    "NON-DISCLOSURE AGREEMENT\n\n"
    'This Agreement is made between Orbital Analytics, Inc. (the "Discloser") and Fernwood Consulting LLC '
    '(the "Recipient").\n\n'
    "1. Purpose. Discloser will share business plans with Recipient to evaluate a possible transaction.\n\n"
)


def _findings(text: str, settings: AnalysisSettings, side: str, category: str) -> list[Finding]:
    outcome = analyze_contract(
        text, PrescreenResult(contract_type="services"), None, settings=settings, side=side
    )
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return [f for f in outcome.findings if f.category == category]


# --- warranty disclaimers ---------------------------------------------------------------------------------

AS_IS = (
    '2. Disclaimer. THE PLATFORM IS PROVIDED "AS IS" AND "AS AVAILABLE". PROVIDER DISCLAIMS ALL WARRANTIES, '
    "EXPRESS OR IMPLIED, INCLUDING THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.\n"
)


def test_the_providers_as_is_disclaimer_is_a_high_risk_for_the_customer(settings: AnalysisSettings) -> None:
    found = _findings(SAAS + AS_IS, settings, "Customer", "warranty_disclaimer")
    assert found and found[0].severity == "high"
    assert found[0].favours == "Provider"


def test_the_providers_own_disclaimer_is_no_risk_for_the_provider(settings: AnalysisSettings) -> None:
    assert not _findings(SAAS + AS_IS, settings, "Provider", "warranty_disclaimer")


def test_a_disclaimer_both_parties_give_is_low(settings: AnalysisSettings) -> None:
    clause = "2. Warranties. Neither party makes any warranty other than those expressly set out in this Agreement.\n"
    found = _findings(SAAS + clause, settings, "Customer", "warranty_disclaimer")
    assert found and all(f.severity == "low" for f in found)


def test_no_warranty_of_uninterrupted_service_is_found(settings: AnalysisSettings) -> None:
    clause = (
        "2. Availability. Provider does not warrant that the platform will be uninterrupted or error-free.\n"
    )
    found = _findings(SAAS + clause, settings, "Customer", "warranty_disclaimer")
    assert found and found[0].favours == "Provider"


def test_as_is_in_ordinary_prose_is_no_disclaimer(settings: AnalysisSettings) -> None:
    clause = "2. Cooperation. Customer shall provide such information as is necessary for Provider to perform the Services.\n"
    assert not _findings(SAAS + clause, settings, "Customer", "warranty_disclaimer")


# --- exclusions and caps of liability ---------------------------------------------------------------------

EXCLUSION = "3. Liability. In no event shall Provider be liable to Customer for any damages arising out of this Agreement.\n"


def test_a_total_exclusion_of_the_providers_liability_is_high_for_the_customer(
    settings: AnalysisSettings,
) -> None:
    found = _findings(SAAS + EXCLUSION, settings, "Customer", "liability_cap")
    assert found and found[0].severity == "high"
    assert found[0].favours == "Provider"


def test_an_exclusion_of_the_readers_own_liability_is_not_its_risk(settings: AnalysisSettings) -> None:
    assert not _findings(SAAS + EXCLUSION, settings, "Provider", "liability_cap")


def test_a_nominal_cap_is_high_and_names_the_sum(settings: AnalysisSettings) -> None:
    clause = "3. Liability. Provider's entire liability under this Agreement shall not exceed one hundred dollars ($100).\n"
    found = _findings(SAAS + clause, settings, "Customer", "liability_cap")
    assert found and found[0].severity == "high"
    assert "$100" in found[0].explanation


def test_a_cap_of_one_months_fees_is_a_medium_risk(settings: AnalysisSettings) -> None:
    clause = "3. Liability. Provider's total liability shall not exceed the fees paid in the one (1) month preceding the claim.\n"
    found = _findings(SAAS + clause, settings, "Customer", "liability_cap")
    assert found and found[0].severity == "medium"
    assert "fees of a short period" in found[0].explanation


def test_a_mutual_cap_is_low(settings: AnalysisSettings) -> None:
    clause = "3. Liability. Neither party's total liability shall exceed the fees paid in the twelve (12) months preceding the claim.\n"
    found = _findings(SAAS + clause, settings, "Customer", "liability_cap")
    assert found and all(f.severity == "low" for f in found)


# --- shortened limitation periods -------------------------------------------------------------------------

CLAIMS = "4. Claims. Customer must bring any claim arising out of this Agreement within one (1) year after the cause of action arises, or it is permanently barred.\n"


def test_a_one_year_limit_on_the_readers_claims_is_high(settings: AnalysisSettings) -> None:
    found = _findings(SAAS + CLAIMS, settings, "Customer", "claims_period")
    assert found and found[0].severity == "high"
    assert found[0].favours == "Provider"


def test_a_limit_on_the_other_sides_claims_is_not_the_readers_risk(settings: AnalysisSettings) -> None:
    assert not _findings(SAAS + CLAIMS, settings, "Provider", "claims_period")


def test_a_limit_on_both_sides_claims_is_low(settings: AnalysisSettings) -> None:
    clause = "4. Claims. Any action by either party must be commenced within two (2) years after the claim arises.\n"
    found = _findings(SAAS + clause, settings, "Customer", "claims_period")
    assert found and all(f.severity == "low" for f in found)


def test_a_russian_clause_shortening_the_limitation_period_is_void_and_low(
    settings: AnalysisSettings,
) -> None:
    text = (
        "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
        "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
        "заключили настоящий договор.\n\n"
        "1. Исполнитель обязуется оказать услуги, а Заказчик обязуется оплатить их.\n"
        "2. Срок исковой давности по требованиям из настоящего договора сокращается до шести месяцев.\n"
    )
    found = _findings(text, settings, "Заказчик", "claims_period")
    assert found and found[0].severity == "low"
    assert "ст. 198 ГК РФ" in found[0].explanation


# --- the reader's indemnity -------------------------------------------------------------------------------

READER_INDEMNIFIES = "5. Indemnity. Customer shall indemnify, defend and hold harmless Provider from any and all claims, losses and expenses arising out of Customer's use of the platform.\n"


def test_the_readers_broad_indemnity_is_high(settings: AnalysisSettings) -> None:
    found = _findings(SAAS + READER_INDEMNIFIES, settings, "Customer", "indemnity")
    assert found and found[0].severity == "high"
    assert found[0].favours == "Provider"


def test_an_indemnity_running_to_the_reader_is_a_protection(settings: AnalysisSettings) -> None:
    assert not _findings(SAAS + READER_INDEMNIFIES, settings, "Provider", "indemnity")
    clause = "5. Indemnity. Provider shall indemnify Customer against any third-party claim that the platform infringes a patent.\n"
    assert not _findings(SAAS + clause, settings, "Customer", "indemnity")


def test_a_mutual_indemnity_is_low(settings: AnalysisSettings) -> None:
    clause = "5. Indemnity. Each party shall indemnify and hold harmless the other from claims caused by its own negligence.\n"
    found = _findings(SAAS + clause, settings, "Customer", "indemnity")
    assert found and all(f.severity == "low" for f in found)


# --- NDA terms ----------------------------------------------------------------------------------------------


def test_perpetual_one_sided_confidentiality_burdens_the_recipient(settings: AnalysisSettings) -> None:
    clause = "2. Term. Recipient shall hold the Confidential Information in confidence in perpetuity.\n"
    found = _findings(NDA + clause, settings, "Recipient", "nda_terms")
    assert found and found[0].favours == "Discloser"
    assert not _findings(NDA + clause, settings, "Discloser", "nda_terms")
    # One clause, one finding: the descriptive confidentiality item does not repeat it.
    assert not [
        f
        for f in _findings(NDA + clause, settings, "Recipient", "confidentiality")
        if "perpetuity" in f.quote
    ]


def test_a_residuals_clause_is_high_for_the_discloser(settings: AnalysisSettings) -> None:
    clause = "3. Residuals. Recipient may use any Residuals, meaning information retained in the unaided memory of its personnel, for any purpose.\n"
    found = _findings(NDA + clause, settings, "Discloser", "nda_terms")
    assert found and found[0].severity == "high"
    assert not _findings(NDA + clause, settings, "Recipient", "nda_terms")


def test_return_or_destruction_with_carve_outs_is_no_risk(settings: AnalysisSettings) -> None:
    risky = "4. Return. On request Recipient shall return or destroy all Confidential Information and all copies, notes and analyses of it.\n"
    fair = "4. Return. On request Recipient shall return or destroy all Confidential Information, except copies it must retain by law or in routine back-ups.\n"
    assert _findings(NDA + risky, settings, "Recipient", "nda_terms")
    assert not _findings(NDA + fair, settings, "Recipient", "nda_terms")


def test_a_definition_covering_both_parties_information_is_no_risk(settings: AnalysisSettings) -> None:
    one_sided = '2. Definition. "Confidential Information" means all information disclosed by Discloser to Recipient, whether or not marked as confidential.\n'
    mutual = '2. Definition. "Confidential Information" means information disclosed by either party to the other and marked as confidential.\n'
    assert _findings(NDA + one_sided, settings, "Recipient", "nda_terms")
    assert not _findings(NDA + mutual, settings, "Recipient", "nda_terms")


def test_injunctive_relief_without_bond_favours_the_party_entitled(settings: AnalysisSettings) -> None:
    clause = "5. Remedies. Recipient agrees that Discloser shall be entitled to injunctive relief without the necessity of posting a bond.\n"
    found = _findings(NDA + clause, settings, "Recipient", "nda_terms")
    assert found and found[0].favours == "Discloser"
    assert not _findings(NDA + clause, settings, "Discloser", "nda_terms")


# --- unilateral change and suspension ----------------------------------------------------------------------


def test_a_change_by_posting_with_deemed_acceptance_is_one_finding_for_the_changer(
    settings: AnalysisSettings,
) -> None:
    """The right belongs to the subject of "may modify", not to the party later deemed to agree; the deemed
    acceptance is how the change binds the reader, so the clause gives one finding."""
    clause = "6. Changes. Provider may modify these terms at any time by posting the revised terms on its website, and if Customer continues to use the platform after the revised terms are posted, Customer shall be deemed to have agreed to the revised terms.\n"
    text = SAAS + clause
    found = _findings(text, settings, "Customer", "unilateral_change")
    assert found and found[0].favours == "Provider"
    assert not _findings(text, settings, "Customer", "acceptance")
    assert not _findings(text, settings, "Provider", "unilateral_change")


def test_an_amendment_both_parties_sign_is_no_unilateral_change(settings: AnalysisSettings) -> None:
    clause = (
        "6. Amendments. This Agreement may be amended only by a written instrument signed by both parties.\n"
    )
    assert not _findings(SAAS + clause, settings, "Customer", "unilateral_change")
    together = "6. Review. The parties recognize that it may be appropriate to modify this Agreement in the light of experience.\n"
    assert not _findings(SAAS + together, settings, "Customer", "unilateral_change")


def test_suspension_without_notice_or_refund_is_high(settings: AnalysisSettings) -> None:
    clause = "7. Suspension. Provider may suspend or terminate the Services at any time in its sole discretion, without notice and without refund of any prepaid fees.\n"
    found = _findings(SAAS + clause, settings, "Customer", "termination_for_convenience")
    assert found and found[0].severity == "high"
    assert not _findings(SAAS + clause, settings, "Provider", "termination_for_convenience")


# --- keyword false alarms and duplicates -------------------------------------------------------------------


def test_a_price_is_no_minimum_commitment(settings: AnalysisSettings) -> None:
    price = "8. Fees. The subscription fee is $30.00 per seat per month; orders of at least $30.00 are invoiced monthly.\n"
    duty = "8. Minimum Purchase. Customer shall purchase at least $1,000,000 of services in each Contract Year.\n"
    assert not _findings(SAAS + price, settings, "Customer", "minimum_commitment")
    assert _findings(SAAS + duty, settings, "Customer", "minimum_commitment")


def test_two_windows_of_one_sentence_under_one_item_are_one_finding() -> None:
    """A jury waiver and a class waiver quoted from two ends of one long sentence are one clause's finding."""
    sentence = (
        "CUSTOMER WAIVES ANY RIGHT TO A TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS AGREEMENT, WHETHER IN "
        "CONTRACT, TORT OR OTHERWISE, AND WHETHER IN A STATE OR FEDERAL COURT, AND CUSTOMER FURTHER AGREES THAT "
        "IT WILL NOT PARTICIPATE AS A PLAINTIFF OR CLASS MEMBER IN ANY CLASS ACTION AGAINST PROVIDER."
    )
    jury, clazz = sentence[:170], sentence[90:]
    waivers = [
        Finding(
            id="",
            category="dispute_waivers",
            severity="high",
            title="t",
            quote=q,
            explanation="e",
            recommendation="r",
        )
        for q in (jury, clazz)
    ]
    assert len(merge(waivers)) == 1


def test_a_time_to_cancel_is_no_minimum_commitment(settings: AnalysisSettings) -> None:
    clause = "8. Renewal. The subscription renews each month unless Customer cancels at least 24 hours before the renewal date.\n"
    assert not _findings(SAAS + clause, settings, "Customer", "minimum_commitment")


# --- the law that governs the contract ---------------------------------------------------------------------


def test_a_disclaimer_cites_the_governing_laws_own_statute(settings: AnalysisSettings) -> None:
    new_york = (
        SAAS + AS_IS + "10. Governing Law. This Agreement is governed by the laws of the State of New York.\n"
    )
    england = (
        SAAS + AS_IS + "10. Governing Law. This Agreement is governed by the laws of England and Wales.\n"
    )
    us_said = " ".join(
        f.explanation for f in _findings(new_york, settings, "Customer", "warranty_disclaimer")
    )
    uk_said = " ".join(f.explanation for f in _findings(england, settings, "Customer", "warranty_disclaimer"))
    assert "UCC § 2-316" in us_said and "Consumer Rights Act" not in us_said
    assert "Unfair Contract Terms Act 1977" in uk_said and "UCC" not in uk_said


def test_a_claims_period_under_english_law_cites_the_limitation_act(settings: AnalysisSettings) -> None:
    text = SAAS + CLAIMS + "10. Governing Law. This Agreement is governed by the laws of England and Wales.\n"
    found = _findings(text, settings, "Customer", "claims_period")
    assert found and "Limitation Act 1980" in found[0].explanation


def test_a_jury_waiver_that_names_courts_is_no_forum_clause(settings: AnalysisSettings) -> None:
    waiver = "9. Jury Waiver. CUSTOMER WAIVES ANY RIGHT TO A TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS AGREEMENT, WHETHER BROUGHT IN A STATE OR FEDERAL COURT OR IN ARBITRATION.\n"
    both = "9. Disputes. Any dispute shall be resolved by binding arbitration in Delaware, and Customer waives any right to a trial by jury.\n"
    assert _findings(SAAS + waiver, settings, "Customer", "dispute_waivers")
    assert not _findings(SAAS + waiver, settings, "Customer", "jurisdiction")
    assert _findings(SAAS + both, settings, "Customer", "dispute_waivers")
    assert _findings(SAAS + both, settings, "Customer", "jurisdiction")


def test_the_law_informs_but_does_not_raise_a_mutual_term(settings: AnalysisSettings) -> None:
    clause = "4. Claims. Any action by either party must be commenced within two (2) years after the claim arises.\n"
    text = SAAS + clause + "10. Governing Law. This Agreement is governed by the laws of England and Wales.\n"
    found = _findings(text, settings, "Customer", "claims_period")
    assert found and found[0].severity == "low"
    assert "Limitation Act 1980" in found[0].explanation


def test_confidentiality_that_takes_back_the_usual_exceptions_is_high(settings: AnalysisSettings) -> None:
    clause = (
        '2. "Confidential Information" means all information disclosed by Discloser to Recipient, even if such '
        "information is already known to Recipient or is publicly available.\n"
    )
    found = _findings(NDA + clause, settings, "Recipient", "nda_terms")
    assert found and found[0].severity == "high"
    usual = (
        '2. "Confidential Information" means all information disclosed by Discloser to Recipient, except '
        "information already known to Recipient or publicly available.\n"
    )
    assert all(f.severity != "high" for f in _findings(NDA + usual, settings, "Recipient", "nda_terms"))
