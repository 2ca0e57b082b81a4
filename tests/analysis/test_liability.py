# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Four families a lawyer's blind reading found with no finding: liability without fault or for what one
does not control, forfeiture and automatic termination, deadlines of hours or days for claims, and
waivers of rights. Each has wordings that must be found for the party that carries them and near misses
that must not: the mutual term, the law's own rule, the reader's own protection.

The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.amendments.proposals import TEMPLATES
from chalicelib.analysis import analyze_contract
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

LEASE = (
    "ДОГОВОР АРЕНДЫ НЕЖИЛОГО ПОМЕЩЕНИЯ\n\n"
    "ООО «Недвижимость», именуемое в дальнейшем «Арендодатель», и ООО «Кофейня», именуемое в дальнейшем «Арендатор», "
    "заключили настоящий договор.\n\n"
    "1. Арендодатель передаёт Арендатору во временное владение и пользование помещение площадью 40 кв. м, Арендатор вносит арендную плату 60 000 рублей в месяц.\n"
)
COURSE = (
    "ДОГОВОР ОКАЗАНИЯ ПЛАТНЫХ ОБРАЗОВАТЕЛЬНЫХ УСЛУГ\n\n"
    "ООО «Школа», именуемое в дальнейшем «Исполнитель», и гражданин Петров Пётр Петрович, именуемый в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику услуги обучения по курсу «Английский язык» для личных нужд, Заказчик оплачивает их. Стоимость — 40 000 рублей.\n"
)
SUPPLY = (
    "ДОГОВОР ПОСТАВКИ\n\n"
    "ООО «Завод», именуемое в дальнейшем «Поставщик», и ООО «Магазин», именуемое в дальнейшем «Покупатель», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик передаёт Покупателю товар по спецификации, Покупатель принимает и оплачивает его. Цена — 500 000 рублей.\n"
)
DISTRIBUTION = (
    "DISTRIBUTION AGREEMENT\n\n"
    'This Distribution Agreement is made between Acme Tools, Inc., a Delaware corporation ("Supplier"), and Northwind Trading LLC ("Distributor").\n\n'
    "1. Appointment. Supplier appoints Distributor to resell the Products in the Territory, and Distributor buys them at the prices in Exhibit A.\n"
)


def _found(head: str, clause: str, settings: AnalysisSettings, side: str, category: str) -> list[Finding]:
    return findings_for(head, clause, settings, side, category)


def _categories(head: str, clause: str, settings: AnalysisSettings, side: str) -> list[str]:
    text = head + "2. " + clause + "\n"
    outcome = analyze_contract(
        text, PrescreenResult(contract_type="services"), None, settings=settings, side=side
    )
    return [f.category for f in outcome.findings]


# --- liability without fault, risk shifted -----------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "Арендатор несёт ответственность за любые повреждения Помещения независимо от наличия своей вины.",
        "Арендатор отвечает за ущерб, причинённый Помещению действиями посетителей и иных третьих лиц.",
    ],
)
def test_liability_without_fault_or_for_strangers_is_a_risk_for_the_tenant(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(LEASE, clause, settings, "Арендатор", "strict_liability")
    assert found, clause
    assert found[0].favours == "Арендодатель"


def test_the_risk_of_loss_passing_before_delivery_burdens_the_buyer(settings: AnalysisSettings) -> None:
    clause = (
        "Риск случайной гибели или повреждения товара переходит к Покупателю с момента подписания Договора."
    )
    found = _found(SUPPLY, clause, settings, "Покупатель", "strict_liability")
    assert found and found[0].favours == "Поставщик"


def test_a_risk_of_loss_the_liability_item_reads_gives_one_finding(settings: AnalysisSettings) -> None:
    clause = "Риск случайной гибели или повреждения Помещения в течение всего срока аренды несёт Арендатор."
    categories = _categories(LEASE, clause, settings, "Арендатор")
    assert "liability_cap" in categories and "strict_liability" not in categories, categories


def test_it_is_no_risk_for_the_landlord(settings: AnalysisSettings) -> None:
    clause = (
        "Арендатор несёт ответственность за любые повреждения Помещения независимо от наличия своей вины."
    )
    assert not _found(LEASE, clause, settings, "Арендодатель", "strict_liability")


@pytest.mark.parametrize(
    "clause",
    [
        # Both sides alike: an allocation, not a shift.
        "Каждая из Сторон несёт ответственность за причинённый ущерб независимо от вины.",
        # A business answers for its obligations without fault by law (п. 3 ст. 401 ГК РФ).
        "Поставщик несёт ответственность за качество товара независимо от вины.",
        # Answering for the subcontractors one brings in is the law (ст. 403 ГК РФ).
        "Поставщик отвечает за действия привлечённых им третьих лиц как за свои собственные.",
    ],
)
def test_the_mutual_or_statutory_rule_is_no_shift(clause: str, settings: AnalysisSettings) -> None:
    assert not _found(SUPPLY, clause, settings, "Поставщик", "strict_liability"), clause


def test_a_consumer_liable_without_fault_is_high(settings: AnalysisSettings) -> None:
    clause = "Заказчик в любом случае возмещает стоимость повреждённого учебного оборудования."
    found = _found(COURSE, clause, settings, "Заказчик", "strict_liability")
    assert found and found[0].severity == "high"
    assert "п. 1 ст. 401" in found[0].explanation


def test_an_indemnity_regardless_of_negligence_is_found_in_english(settings: AnalysisSettings) -> None:
    clause = "Distributor shall reimburse Supplier for all losses arising from the storage of the Products, regardless of whether Supplier was negligent or at fault."
    found = _found(DISTRIBUTION, clause, settings, "Distributor", "strict_liability")
    assert found and found[0].favours == "Supplier"


def test_a_limitation_listing_strict_liability_as_a_theory_is_not_found(settings: AnalysisSettings) -> None:
    clause = "In no event shall either party be liable for any indirect or consequential damages, whether in contract, tort, negligence or strict liability, regardless of whether it was advised of the possibility of such damages."
    assert not _found(DISTRIBUTION, clause, settings, "Distributor", "strict_liability")


# --- forfeiture and automatic termination -------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "При однократной просрочке внесения арендной платы Арендатором настоящий Договор считается расторгнутым.",
        "Договор автоматически прекращается без дополнительного уведомления при неоплате Арендатором арендной платы в срок.",
    ],
)
def test_a_contract_that_ends_by_itself_on_a_delay_is_a_risk_for_the_tenant(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(LEASE, clause, settings, "Арендатор", "forfeiture")
    assert found, clause
    assert found[0].favours == "Арендодатель"
    assert found[0].severity == "high"


def test_losing_a_discount_for_a_delay_is_found(settings: AnalysisSettings) -> None:
    clause = "При нарушении Покупателем срока оплаты хотя бы одной партии Покупатель лишается права на скидку по всем последующим поставкам."
    found = _found(SUPPLY, clause, settings, "Покупатель", "forfeiture")
    assert found and found[0].favours == "Поставщик"


def test_a_deposit_returned_double_is_the_law_not_a_forfeiture(settings: AnalysisSettings) -> None:
    clause = "Если за неисполнение Договора ответственен Арендатор, задаток остаётся у Арендодателя; если ответственен Арендодатель, он обязан уплатить Арендатору двойную сумму задатка."
    assert not _found(LEASE, clause, settings, "Арендатор", "forfeiture")


def test_a_contract_ending_at_its_term_is_no_forfeiture(settings: AnalysisSettings) -> None:
    clause = "По истечении срока аренды Договор считается прекращённым, если Стороны не заключили новый."
    assert not _found(LEASE, clause, settings, "Арендатор", "forfeiture")


def test_english_forfeiture_burdens_the_party_that_forfeits(settings: AnalysisSettings) -> None:
    clause = "If Distributor fails to meet the minimum purchase target in any quarter, Distributor shall forfeit all marketing credits accrued under this Agreement."
    found = _found(DISTRIBUTION, clause, settings, "Distributor", "forfeiture")
    assert found and found[0].favours == "Supplier"
    assert not _found(DISTRIBUTION, clause, settings, "Supplier", "forfeiture")


def test_fines_and_forfeitures_in_a_definition_are_not_found(settings: AnalysisSettings) -> None:
    clause = '"Losses" means all damages, costs, fines, penalties and forfeitures incurred by a party.'
    assert not _found(DISTRIBUTION, clause, settings, "Distributor", "forfeiture")


# --- short deadlines -----------------------------------------------------------------------------------


def test_a_refund_request_within_hours_is_high_for_a_consumer(settings: AnalysisSettings) -> None:
    clause = "Заявление о возврате денежных средств принимается от Заказчика только в течение 24 (двадцати четырёх) часов с момента оплаты."
    found = _found(COURSE, clause, settings, "Заказчик", "claim_deadline") or _found(
        COURSE, clause, settings, "Заказчик", "consumer_rights"
    )
    assert found and found[0].severity == "high"


def test_defects_to_be_reported_within_hours_are_high_and_found_once(
    settings: AnalysisSettings,
) -> None:
    clause = "Покупатель обязан заявить Поставщику о недостатках товара в течение 24 (двадцати четырёх) часов с момента его получения."
    found = _found(SUPPLY, clause, settings, "Покупатель", "acceptance") + _found(
        SUPPLY, clause, settings, "Покупатель", "claim_deadline"
    )
    # One clause, one finding, whichever item reads it.
    assert len(found) == 1 and found[0].severity == "high" and found[0].favours == "Поставщик"
    a_day = "Покупатель обязан заявить Поставщику о недостатках товара не позднее 1 (одного) дня с момента его получения."
    # The acceptance item already reads a defect window of a day: medium, with the reason, and no second finding.
    found = _found(SUPPLY, a_day, settings, "Покупатель", "acceptance")
    assert found and found[0].severity == "medium" and "скрытые недостатки" in found[0].explanation
    assert not _found(SUPPLY, a_day, settings, "Покупатель", "claim_deadline")


def test_claims_within_a_day_burden_the_buyer(settings: AnalysisSettings) -> None:
    clause = "Претензии по количеству поставленного товара могут быть предъявлены Покупателем в течение 1 (одного) рабочего дня с момента получения товара."
    categories = _categories(SUPPLY, clause, settings, "Покупатель")
    assert categories.count("acceptance") + categories.count("claim_deadline") == 1, categories
    found = _found(SUPPLY, clause, settings, "Покупатель", "acceptance")
    assert found and found[0].favours == "Поставщик" and found[0].severity == "medium"


def test_a_short_deadline_to_answer_the_readers_claim_is_its_protection(settings: AnalysisSettings) -> None:
    clause = "Поставщик обязан рассмотреть претензию Покупателя и дать ответ в течение 3 (трёх) рабочих дней."
    assert not _found(SUPPLY, clause, settings, "Покупатель", "claim_deadline")


def test_an_english_complaint_window_of_hours_is_found(settings: AnalysisSettings) -> None:
    clause = "Any complaint concerning a shipment must be notified by Distributor to Supplier in writing within forty-eight hours of delivery, failing which the shipment is final."
    found = _found(DISTRIBUTION, clause, settings, "Distributor", "claim_deadline")
    assert found and found[0].favours == "Supplier"


# --- waivers ---------------------------------------------------------------------------------------------


def test_a_waiver_of_the_right_to_go_to_court_is_void_and_high(settings: AnalysisSettings) -> None:
    clause = "Арендатор отказывается от права на обращение в суд с требованиями, связанными с состоянием Помещения."
    found = _found(LEASE, clause, settings, "Арендатор", "rights_waiver")
    assert found and found[0].severity == "high"
    assert "ч. 3 ст. 4 АПК" in found[0].explanation
    assert found[0].favours == "Арендодатель"


def test_a_one_sided_set_off_ban_is_found_for_the_buyer(settings: AnalysisSettings) -> None:
    clause = "Покупатель не вправе производить зачёт своих требований к Поставщику в счёт оплаты товара."
    found = _found(SUPPLY, clause, settings, "Покупатель", "rights_waiver")
    assert found and found[0].favours == "Поставщик"
    assert not _found(SUPPLY, clause, settings, "Поставщик", "rights_waiver")


def test_a_mutual_set_off_waiver_is_no_shift(settings: AnalysisSettings) -> None:
    clause = "Стороны отказываются от права на зачёт встречных однородных требований."
    assert not _found(SUPPLY, clause, settings, "Покупатель", "rights_waiver")


def test_a_mutual_waiver_of_the_courts_is_low_but_found(settings: AnalysisSettings) -> None:
    clause = "Стороны отказываются от права на обращение в суд по спорам из настоящего Договора."
    found = _found(SUPPLY, clause, settings, "Покупатель", "rights_waiver")
    assert found and found[0].severity == "low"


def test_a_waiver_of_claims_stays_the_liability_items_finding(settings: AnalysisSettings) -> None:
    clause = "Арендатор отказывается от права требовать возмещения убытков, причинённых имуществу Арендатора."
    categories = _categories(LEASE, clause, settings, "Арендатор")
    assert "liability_cap" in categories and "rights_waiver" not in categories, categories


def test_an_english_waiver_of_any_right_binds_the_party_that_waives(settings: AnalysisSettings) -> None:
    clause = (
        "Distributor hereby waives any right to assert that the fees payable under Section 4 are a penalty."
    )
    found = _found(DISTRIBUTION, clause, settings, "Distributor", "rights_waiver")
    assert found and found[0].favours == "Supplier"


@pytest.mark.parametrize(
    "clause",
    [
        "No failure or delay by either party in exercising any right shall operate as a waiver of that right.",
        "Each party hereby irrevocably waives any right to a trial by jury in any action arising out of this Agreement.",
    ],
)
def test_no_waiver_boilerplate_and_jury_waivers_are_not_found(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _found(DISTRIBUTION, clause, settings, "Distributor", "rights_waiver"), clause


def test_every_new_item_has_a_proposal() -> None:
    assert {"strict_liability", "forfeiture", "claim_deadline", "rights_waiver"} <= set(TEMPLATES)


@pytest.mark.parametrize(
    "clause",
    [
        # An exemption for strangers' acts limits the other side's liability: the liability item's clause.
        "Арендодатель не несёт ответственности за действия третьих лиц, причинивших ущерб имуществу Арендатора.",
        # Risk passing at delivery under the act is the Civil Code's own rule (ст. 459 ГК РФ).
        "Риск случайной гибели товара переходит к Покупателю с момента подписания Сторонами акта приёма-передачи.",
    ],
)
def test_an_exemption_or_the_delivery_rule_is_no_strict_liability(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _found(SUPPLY, clause, settings, "Покупатель", "strict_liability"), clause


@pytest.mark.parametrize(
    "clause",
    [
        # Ending on notice is a termination right (the termination item's), not an automatic end.
        "Договор считается расторгнутым по истечении 10 дней с момента получения Арендатором уведомления Арендодателя.",
        # Ending because the tenant rejects a change is no forfeiture for a breach.
        "В случае несогласия Арендатора с новым размером арендной платы Договор считается расторгнутым.",
        "При отказе Арендатора от Договора Арендатор не теряет право на возврат обеспечительного платежа.",
    ],
)
def test_an_end_on_notice_or_without_breach_is_no_forfeiture(clause: str, settings: AnalysisSettings) -> None:
    assert not _found(LEASE, clause, settings, "Арендатор", "forfeiture"), clause


def test_a_deemed_acceptance_after_two_days_is_high_under_the_acceptance_item(
    settings: AnalysisSettings,
) -> None:
    clause = "Покупатель вправе направить мотивированные возражения по акту в течение 2 (двух) рабочих дней; при отсутствии возражений в этот срок товар считается принятым Покупателем."
    found = _found(SUPPLY, clause, settings, "Покупатель", "acceptance")
    assert found and found[0].severity == "high"
    assert not _found(SUPPLY, clause, settings, "Покупатель", "claim_deadline")


def test_a_deemed_acceptance_after_a_week_is_low_and_after_ten_working_days_none(
    settings: AnalysisSettings,
) -> None:
    week = "Покупатель вправе направить мотивированные возражения по акту в течение 6 (шести) рабочих дней; при отсутствии возражений в этот срок товар считается принятым Покупателем."
    found = _found(SUPPLY, week, settings, "Покупатель", "acceptance")
    assert found and found[0].severity == "low"
    # Ten working days to object is the reasonable period the item itself advises: an acceptance procedure.
    fair = week.replace("6 (шести)", "10 (десяти)")
    assert not _found(SUPPLY, fair, settings, "Покупатель", "acceptance")


def test_payments_without_set_off_burden_the_payer(settings: AnalysisSettings) -> None:
    clause = "All amounts payable to Supplier under this Agreement shall be paid in full without any set-off, counterclaim or deduction."
    found = _found(DISTRIBUTION, clause, settings, "Distributor", "rights_waiver")
    assert found and found[0].favours == "Supplier"
    assert not _found(DISTRIBUTION, clause, settings, "Supplier", "rights_waiver")


@pytest.mark.parametrize(
    "clause",
    [
        "Distributor shall require that its insurers waive all rights of subrogation against Supplier.",
        "Distributor may seek a protective order or other appropriate remedy or waive its rights under this Section.",
        "Distributor irrevocably waives any objection which it may now or hereafter have to the laying of venue of any such proceeding.",
    ],
)
def test_subrogation_an_option_to_waive_and_venue_objections_are_not_found(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _found(DISTRIBUTION, clause, settings, "Distributor", "rights_waiver"), clause


def test_a_licence_lost_by_revocation_or_forfeiture_is_no_forfeiture_clause(
    settings: AnalysisSettings,
) -> None:
    clause = "Supplier may terminate this Agreement if Distributor loses, through revocation, forfeiture or failure to renew, any licence required to operate its business."
    assert not _found(DISTRIBUTION, clause, settings, "Distributor", "forfeiture")


@pytest.mark.parametrize(
    ("head", "side", "other", "clause"),
    [
        (
            LEASE,
            "Арендатор",
            "Арендодатель",
            "Арендатор несёт ответственность за утрату или повреждение оборудования Арендодателя по любым причинам.",
        ),
        (
            COURSE,
            "Заказчик",
            "Исполнитель",
            "Заказчик несёт ответственность за порчу имущества Исполнителя даже при отсутствии своей вины.",
        ),
        (
            DISTRIBUTION,
            "Distributor",
            "Supplier",
            "Distributor shall be responsible for any loss of or damage to the demonstration units, howsoever caused.",
        ),
    ],
)
def test_loss_for_any_reason_or_without_fault_is_high(
    head: str, side: str, other: str, clause: str, settings: AnalysisSettings
) -> None:
    found = _found(head, clause, settings, side, "strict_liability")
    assert found and found[0].severity == "high" and found[0].favours == other, clause


def test_the_other_sides_lost_profit_owed_by_the_tenant_is_found(settings: AnalysisSettings) -> None:
    clause = "Арендатор возмещает Арендодателю упущенную выгоду, возникшую в связи с досрочным расторжением Договора."
    found = _found(LEASE, clause, settings, "Арендатор", "strict_liability")
    assert found and found[0].favours == "Арендодатель"
    assert "упущенную выгоду" in found[0].explanation


def test_bonus_points_lost_on_any_delay_burden_their_owner(settings: AnalysisSettings) -> None:
    clause = "Бонусные баллы Покупателя аннулируются при любой просрочке оплаты."
    found = _found(SUPPLY, clause, settings, "Покупатель", "forfeiture")
    assert found and found[0].favours == "Поставщик" and found[0].severity == "high"


def test_a_waiver_of_the_right_to_withdraw_is_high(settings: AnalysisSettings) -> None:
    clause = "Заказчик отказывается от права на односторонний отказ от исполнения настоящего Договора."
    found = _found(COURSE, clause, settings, "Заказчик", "rights_waiver")
    assert found and found[0].severity == "high" and "ст. 16" in found[0].explanation


def test_an_indemnity_for_the_indemnified_partys_own_negligence_is_high(settings: AnalysisSettings) -> None:
    clause = "Distributor shall indemnify, defend and hold harmless Supplier from any and all claims arising from the Products, even if caused by the negligence of Supplier."
    found = _found(DISTRIBUTION, clause, settings, "Distributor", "indemnity")
    assert found and found[0].severity == "high" and "own negligence" in found[0].explanation
    # One clause, one finding: the fault-free item gives way to the indemnity that already reads it.
    assert not _found(DISTRIBUTION, clause, settings, "Distributor", "strict_liability")


def test_a_non_refundable_deposit_is_a_forfeiture_for_the_payer(settings: AnalysisSettings) -> None:
    clause = "The security deposit paid by Distributor is non-refundable if Distributor terminates this Agreement before the end of the Initial Term."
    found = _found(DISTRIBUTION, clause, settings, "Distributor", "forfeiture")
    assert found and found[0].favours == "Supplier"


def test_defects_to_be_notified_within_hours_are_a_short_deadline(settings: AnalysisSettings) -> None:
    clause = "Distributor shall notify Supplier of any shortages or visible damage within twenty-four (24) hours of receipt, failing which such claims are waived."
    categories = _categories(DISTRIBUTION, clause, settings, "Distributor")
    assert "claim_deadline" in categories or "acceptance" in categories, categories


def test_the_party_that_forfeits_outranks_the_one_named_in_the_condition(settings: AnalysisSettings) -> None:
    clause = "If Supplier terminates this Agreement for Distributor's breach, Distributor shall forfeit all marketing credits."
    found = _found(DISTRIBUTION, clause, settings, "Distributor", "forfeiture")
    assert found and found[0].favours == "Supplier"


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (SUPPLY, "Поставщик", "Поставщик несёт ответственность за действия работников Поставщика."),
        (
            SUPPLY,
            "Покупатель",
            "Риск случайной гибели товара переходит к Покупателю с момента передачи товара.",
        ),
        (
            LEASE,
            "Арендатор",
            "Обеспечительный платёж возвращается Арендатору в течение 10 дней после возврата Помещения за вычетом задолженности.",
        ),
        (
            LEASE,
            "Арендатор",
            "Арендатор обязан в течение 24 часов сообщить Арендодателю об аварии в Помещении.",
        ),
        (
            SUPPLY,
            "Покупатель",
            "Поставщик возвращает аванс в течение 5 рабочих дней с момента получения требования Покупателя.",
        ),
        (
            DISTRIBUTION,
            "Distributor",
            "Each party shall be responsible for the acts and omissions of its own employees and subcontractors.",
        ),
        (
            DISTRIBUTION,
            "Distributor",
            "Risk of loss shall pass to Distributor upon delivery of the Products to the carrier.",
        ),
        (
            DISTRIBUTION,
            "Distributor",
            "Supplier shall respond to any complaint within two (2) business days.",
        ),
    ],
)
def test_ordinary_clauses_give_no_finding_of_the_new_families(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    categories = set(_categories(head, clause, settings, side))
    assert not categories & {"strict_liability", "forfeiture", "claim_deadline", "rights_waiver"}, clause


def test_an_english_automatic_termination_on_non_payment_burdens_the_payer(
    settings: AnalysisSettings,
) -> None:
    clause = "This Agreement shall automatically terminate if Distributor fails to pay any amount when due."
    found = _found(DISTRIBUTION, clause, settings, "Distributor", "forfeiture")
    assert found and found[0].favours == "Supplier"


def test_no_russian_statute_is_cited_under_another_countrys_law(settings: AnalysisSettings) -> None:
    head = LEASE + "3. Настоящий Договор регулируется законодательством Республики Казахстан.\n"
    clause = "Арендатор отказывается от права на обращение в суд с требованиями, связанными с состоянием Помещения."
    found = _found(head, clause, settings, "Арендатор", "rights_waiver")
    assert found and "РФ" not in found[0].explanation
    russian = _found(LEASE, clause, settings, "Арендатор", "rights_waiver")
    assert russian and "АПК РФ" in russian[0].explanation


# --- deadlines written in words, computed ----------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "Претензии по качеству товара принимаются от Покупателя в течение одного рабочего дня с момента получения товара.",
        "Претензии по количеству товара Покупатель вправе предъявить в течение двух (2) рабочих дней с момента получения товара.",
        "Претензии по комплектности товара принимаются от Покупателя в течение семидесяти двух часов после получения товара.",
    ],
)
def test_a_claim_window_written_in_words_is_found_for_the_buyer(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(SUPPLY, clause, settings, "Покупатель", "claim_deadline") + _found(
        SUPPLY, clause, settings, "Покупатель", "acceptance"
    )
    assert found and found[0].favours == "Поставщик" and found[0].severity in ("medium", "high"), found


@pytest.mark.parametrize(
    "clause",
    [
        # «двадцати» is twenty, not two: no short window.
        "Претензии по качеству товара принимаются от Покупателя в течение двадцати календарных дней с момента получения товара.",
        "Претензии по качеству товара принимаются от Покупателя в течение 14 (четырнадцати) рабочих дней с момента получения товара.",
    ],
)
def test_a_claim_window_of_weeks_is_no_claim_deadline(clause: str, settings: AnalysisSettings) -> None:
    assert not _found(SUPPLY, clause, settings, "Покупатель", "claim_deadline")


def test_an_english_window_of_two_business_days_is_found_and_thirty_days_is_not(
    settings: AnalysisSettings,
) -> None:
    short = "Any complaint concerning a shipment must be notified by Distributor to Supplier in writing within two (2) business days of delivery."
    found = _found(DISTRIBUTION, short, settings, "Distributor", "claim_deadline")
    assert found and found[0].favours == "Supplier"
    long = "Any complaint concerning a shipment must be notified by Distributor to Supplier in writing within thirty (30) days of delivery."
    assert not _found(DISTRIBUTION, long, settings, "Distributor", "claim_deadline")


def test_deemed_acceptance_after_a_day_in_words_is_high(settings: AnalysisSettings) -> None:
    clause = "Покупатель вправе направить мотивированный отказ от приёмки в течение одних суток; в противном случае товар считается принятым Покупателем."
    found = _found(SUPPLY, clause, settings, "Покупатель", "acceptance")
    assert found and found[0].severity == "high" and found[0].favours == "Поставщик"


def test_spelled_periods_are_computed() -> None:
    from chalicelib.analysis.deadlines import deadlines

    def days(text: str) -> list[float]:
        return [d.days for d in deadlines(text)]

    assert days("в течение 24 (двадцати четырёх) часов") == [1.0]
    assert days("не позднее трёх календарных дней") == [3.0]
    assert days("в течение двадцати дней") == [20.0]
    assert days("within forty-eight hours") == [2.0]
    assert days("в течение срока действия договора") == []
