# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Risks that belong to a kind of contract, which a blind reading found missing: a lease's capital
repairs, improvements, deposit and the landlord's entry; a labour contract's training costs and
post-employment ban; a licence of the user's content and a moral-rights waiver; what ending a contract
costs; an NDA without its standard exceptions.

Each rule is shown firing for the party it burdens and not for the party it favours, beside the lawful
clause that must not fire (the landlord's own repair duty, improvements made without consent, a deposit
credited to the last month, entry on notice, repayment in proportion to the time not worked …).
The clauses are written here, never copied from a data set.
"""

from __future__ import annotations

import pytest
from analysis.clause_fixtures import findings_for

from chalicelib.amendments.proposals import TEMPLATES
from chalicelib.analysis import analyze_contract
from chalicelib.analysis.checklist_types import TYPES_CHECKLIST
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

LEASE = (
    "ДОГОВОР АРЕНДЫ НЕЖИЛОГО ПОМЕЩЕНИЯ № 7\n\n"
    "ООО «Домострой», именуемое в дальнейшем «Арендодатель», и ООО «Ромашка», именуемое в дальнейшем «Арендатор», "
    "заключили настоящий договор о нижеследующем.\n\n"
    "1. Арендодатель передаёт Арендатору во временное владение и пользование нежилое помещение площадью 50 кв. м "
    "по адресу: г. Москва, ул. Ленина, д. 1. Арендная плата составляет 100 000 рублей в месяц.\n"
)
LEASE_EN = (
    "LEASE AGREEMENT\n\n"
    'This Lease is made between Harbor Properties LLC ("Landlord") and Blue Fern Cafe Inc. ("Tenant").\n\n'
    "1. Premises. Landlord leases to Tenant the premises at 10 Main Street for a monthly rent of USD 5,000.\n"
)
LABOUR = (
    "ТРУДОВОЙ ДОГОВОР № 5\n\n"
    "ООО «Вектор», именуемое в дальнейшем «Работодатель», и гражданин Петров Иван Сергеевич, именуемый в дальнейшем "
    "«Работник», заключили настоящий трудовой договор.\n\n"
    "1. Работник принимается на работу на должность менеджера по продажам с 1 марта 2026 года в офис Работодателя "
    "по адресу: г. Москва, ул. Ленина, д. 1. Должностной оклад — 80 000 рублей в месяц.\n"
)
TERMS = (
    "TERMS OF SERVICE\n\n"
    'These Terms are an agreement between Cloudberry, Inc. ("Company") and you, the user of the service ("User").\n\n'
    "1. Service. Company provides the hosted photo service to User, and User pays the subscription fees.\n"
)
SERVICES = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и Иванов Пётр Сергеевич, именуемый в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Заказчику услуги по созданию фотографий и текстов для сайта Заказчика, Заказчик их оплачивает.\n"
)


def _found(
    head: str, clause: str, settings: AnalysisSettings, side: str, category: str, *, ctype: str
) -> list[Finding]:
    return findings_for(head, clause, settings, side, category, ctype=ctype)


def test_every_item_has_a_wording_in_the_protocol() -> None:
    assert [item.id for item in TYPES_CHECKLIST if item.id not in TEMPLATES] == []


# --- lease ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "category"),
    [
        (
            "Арендатор обязуется за свой счёт производить текущий и капитальный ремонт Помещения.",
            "lease_capital_repairs",
        ),
        ("Капитальный ремонт Помещения производится за счёт Арендатора.", "lease_capital_repairs"),
        (
            "Стоимость неотделимых улучшений, произведённых Арендатором, в том числе с согласия Арендодателя, возмещению не подлежит.",
            "lease_improvements",
        ),
        (
            "Все неотделимые улучшения Помещения по окончании срока аренды безвозмездно переходят в собственность Арендодателя.",
            "lease_improvements",
        ),
        (
            "Арендодатель вправе в любое время без предварительного уведомления Арендатора посещать и осматривать Помещение.",
            "lease_access",
        ),
        (
            "Арендатор обязан обеспечить Арендодателю доступ в Помещение в любое время по его требованию.",
            "lease_access",
        ),
    ],
)
def test_a_lease_term_that_burdens_the_tenant_is_found_for_the_tenant(
    clause: str, category: str, settings: AnalysisSettings
) -> None:
    found = _found(LEASE, clause, settings, "Арендатор", category, ctype="lease")
    assert found, clause
    assert found[0].favours == "Арендодатель"
    assert not _found(LEASE, clause, settings, "Арендодатель", category, ctype="lease"), (
        "no risk for the landlord"
    )


@pytest.mark.parametrize(
    ("clause", "category"),
    [
        # The landlord's own duty is the law's rule (ст. 616 ГК РФ).
        (
            "Арендодатель обязуется производить капитальный ремонт Помещения за свой счёт.",
            "lease_capital_repairs",
        ),
        ("Арендатор обязуется производить текущий ремонт Помещения за свой счёт.", "lease_capital_repairs"),
        # Works done without consent are not reimbursed by law (п. 3 ст. 623 ГК РФ).
        (
            "Стоимость неотделимых улучшений, произведённых без согласия Арендодателя, возмещению не подлежит.",
            "lease_improvements",
        ),
        ("Отделимые улучшения являются собственностью Арендатора.", "lease_improvements"),
        (
            "Обеспечительный платёж засчитывается в счёт арендной платы за последний месяц аренды.",
            "lease_deposit",
        ),
        (
            "Арендодатель вправе осматривать Помещение в рабочее время с предварительным уведомлением Арендатора не менее чем за 24 часа.",
            "lease_access",
        ),
        ("Арендодатель вправе в любое время входить в Помещение для устранения аварии.", "lease_access"),
    ],
)
def test_the_lawful_lease_term_is_not_found(clause: str, category: str, settings: AnalysisSettings) -> None:
    assert not _found(LEASE, clause, settings, "Арендатор", category, ctype="lease"), clause


def test_a_deposit_kept_in_full_on_early_exit_is_high_for_the_tenant(settings: AnalysisSettings) -> None:
    clause = "В случае досрочного отказа Арендатора от Договора обеспечительный платёж остаётся у Арендодателя в полном объёме."
    found = _found(LEASE, clause, settings, "Арендатор", "lease_deposit", ctype="lease")
    assert found and found[0].severity == "high"
    assert found[0].favours == "Арендодатель"


def test_english_lease_terms_are_found_for_the_tenant(settings: AnalysisSettings) -> None:
    repairs = "Repairs. Tenant shall make all structural repairs to the Premises at Tenant's sole cost."
    access = "Access. Landlord may enter the Premises at any time without notice to inspect them."
    deposit = "Deposit. The security deposit is non-refundable and shall be retained by Landlord in full."
    assert _found(LEASE_EN, repairs, settings, "Tenant", "lease_capital_repairs", ctype="lease")
    assert _found(LEASE_EN, access, settings, "Tenant", "lease_access", ctype="lease")
    assert _found(LEASE_EN, deposit, settings, "Tenant", "lease_deposit", ctype="lease")
    lawful = "Access. Landlord may enter the Premises during normal business hours upon 24 hours' prior notice to Tenant."
    assert not _found(LEASE_EN, lawful, settings, "Tenant", "lease_access", ctype="lease")


def test_lease_items_need_a_tenant(settings: AnalysisSettings) -> None:
    clause = "Исполнитель обязуется за свой счёт производить капитальный ремонт оборудования Заказчика."
    assert not _found(SERVICES, clause, settings, "Заказчик", "lease_capital_repairs", ctype="services")


# --- labour -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "category"),
    [
        (
            "В случае увольнения до истечения двух лет Работник обязан возместить Работодателю стоимость обучения в полном объёме.",
            "labour_training_costs",
        ),
        (
            "Затраты на обучение Работника подлежат возмещению полностью независимо от отработанного времени.",
            "labour_training_costs",
        ),
        (
            "Работник обязуется в течение двух лет после увольнения не работать у конкурентов Работодателя.",
            "labour_non_compete",
        ),
        (
            "После прекращения трудового договора Работник обязуется не заниматься аналогичной деятельностью в течение одного года.",
            "labour_non_compete",
        ),
        (
            "Работник не вправе в течение года после увольнения работать у конкурентов Работодателя.",
            "labour_non_compete",
        ),
    ],
)
def test_a_void_labour_term_is_high_for_the_employee(
    clause: str, category: str, settings: AnalysisSettings
) -> None:
    found = _found(LABOUR, clause, settings, "Работник", category, ctype="employment")
    assert found, clause
    assert found[0].severity == "high"
    assert "ГК РФ" not in found[0].recommendation + found[0].explanation, (
        "no civil-code advice to an employee"
    )


def test_repayment_in_proportion_to_the_time_not_worked_is_the_law(settings: AnalysisSettings) -> None:
    clause = "При увольнении без уважительных причин до истечения двух лет Работник возмещает затраты на обучение в полном объёме, исчисленные пропорционально фактически не отработанному времени."
    assert not _found(LABOUR, clause, settings, "Работник", "labour_training_costs", ctype="employment")


def test_labour_items_fire_only_in_a_labour_contract(settings: AnalysisSettings) -> None:
    clause = "Заказчик обязуется после прекращения договора не работать с конкурентами Исполнителя в течение одного года."
    assert not _found(SERVICES, clause, settings, "Заказчик", "labour_non_compete", ctype="services")


def test_a_state_fine_the_employer_pays_is_no_penalty_on_the_employee(settings: AnalysisSettings) -> None:
    clause = "Работодатель обязуется уплачивать штрафы, наложенные органами государственного надзора за нарушения трудового законодательства."
    assert not _found(LABOUR, clause, settings, "Работник", "penalty", ctype="employment")
    fine = "За опоздание на работу Работник уплачивает штраф в размере 1000 рублей."
    assert _found(LABOUR, fine, settings, "Работник", "penalty", ctype="employment")


# --- licences of the user's content, moral rights, exclusive rights for no fee ---------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "Content. By posting or uploading User Content, you grant Company a perpetual, irrevocable, worldwide, royalty-free, sublicensable license to use, reproduce and distribute your content for any purpose.",
        "Feedback. User grants Company a perpetual, irrevocable license to use any feedback or suggestions User provides.",
    ],
)
def test_a_sweeping_licence_of_the_users_content_is_a_risk_for_the_user(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _found(TERMS, clause, settings, "User", "content_licence", ctype="license")
    assert found, clause
    assert found[0].favours == "Company"
    assert not _found(TERMS, clause, settings, "Company", "content_licence", ctype="license")


def test_the_providers_licence_to_the_user_is_no_content_licence(settings: AnalysisSettings) -> None:
    clause = "License. Company grants User a limited, non-exclusive, non-transferable, worldwide license to use the service."
    assert not _found(TERMS, clause, settings, "User", "content_licence", ctype="license")


def test_a_russian_content_licence_without_limits_is_found_for_the_customer(
    settings: AnalysisSettings,
) -> None:
    clause = "Заказчик предоставляет Исполнителю безвозмездно право использования предоставленных им фотографий и текстов любыми способами на территории всего мира с правом предоставления сублицензий третьим лицам."
    found = _found(SERVICES, clause, settings, "Заказчик", "content_licence", ctype="services")
    assert found and found[0].favours == "Исполнитель"


def test_the_user_granting_in_the_nominative_is_the_grantor(settings: AnalysisSettings) -> None:
    """«Пользователь предоставляет Компании»: the dative «Компании» is no subject, whatever its plural reads."""
    head = (
        "ПОЛЬЗОВАТЕЛЬСКОЕ СОГЛАШЕНИЕ\n\n"
        "ООО «Фотохост», именуемое в дальнейшем «Компания», и физическое лицо, принявшее условия настоящего соглашения, "
        "именуемое в дальнейшем «Пользователь», заключили настоящее соглашение.\n\n"
        "1. Компания предоставляет Пользователю доступ к сервису хранения фотографий.\n"
    )
    clause = "Размещая контент на сервисе, Пользователь безвозмездно предоставляет Компании неисключительную лицензию на использование контента любыми способами на территории всего мира на весь срок действия исключительного права с правом предоставления сублицензий третьим лицам."
    found = _found(head, clause, settings, "Пользователь", "content_licence", ctype="license")
    assert found and found[0].favours == "Компания"
    assert found[0].severity == "high"
    assert not _found(head, clause, settings, "Компания", "content_licence", ctype="license")


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (TERMS, "User", "Moral rights. You hereby waive any moral rights you may have in your User Content."),
        (
            SERVICES,
            "Исполнитель",
            "Исполнитель отказывается от права авторства и права на имя в отношении созданных фотографий.",
        ),
    ],
)
def test_a_moral_rights_waiver_is_a_risk_for_the_author(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    found = _found(head, clause, settings, side, "moral_rights", ctype="services")
    assert found, clause


def test_the_author_keeping_moral_rights_is_no_waiver(settings: AnalysisSettings) -> None:
    clause = "Исполнитель сохраняет право авторства и право на имя; при использовании фотографий указывается имя автора."
    assert not _found(SERVICES, clause, settings, "Исполнитель", "moral_rights", ctype="services")


def test_a_fee_included_in_the_price_is_medium(settings: AnalysisSettings) -> None:
    clause = "Исключительные права на созданные фотографии переходят к Заказчику; вознаграждение за их отчуждение включено в стоимость услуг."
    found = _found(SERVICES, clause, settings, "Исполнитель", "ip_assignment", ctype="services")
    assert found and found[0].severity == "medium"


def test_an_exclusive_right_passed_for_no_separate_fee_says_so(settings: AnalysisSettings) -> None:
    clause = "Исключительные права на созданные фотографии переходят к Заказчику в полном объёме без выплаты дополнительного вознаграждения."
    found = _found(SERVICES, clause, settings, "Исполнитель", "ip_assignment", ctype="services")
    assert found and found[0].severity == "high"
    assert "1234" in found[0].explanation
    assert not _found(SERVICES, clause, settings, "Заказчик", "ip_assignment", ctype="services"), (
        "the acquirer gains"
    )


# --- what ending the contract costs -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (
            LEASE,
            "Арендатор",
            "В случае досрочного расторжения Договора по инициативе Арендатора Арендатор обязан оплатить арендную плату за весь оставшийся срок аренды.",
        ),
        (
            LEASE,
            "Арендатор",
            "После прекращения Договора Арендатор обязан вывезти своё имущество за свой счёт в течение 1 (одного) дня.",
        ),
        (
            TERMS,
            "User",
            "Termination. Upon any early termination by User, User shall pay all fees for the remainder of the then-current term.",
        ),
        (
            TERMS,
            "User",
            "Return. Upon termination, User shall return all equipment at its own expense within two (2) days.",
        ),
    ],
)
def test_paying_for_the_rest_of_the_term_is_a_risk_for_the_payer(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    found = _found(head, clause, settings, side, "end_consequences", ctype="lease")
    assert found, clause
    assert found[0].severity == "high"


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (
            LEASE,
            "Арендатор",
            "При досрочном расторжении Договора Арендатор оплачивает арендную плату до даты возврата Помещения по акту.",
        ),
        (
            TERMS,
            "User",
            "Termination. Upon termination, User shall pay all fees accrued prior to the effective date of termination.",
        ),
        (
            TERMS,
            "User",
            "Termination. Upon termination by Company without cause, Company shall refund to User the prepaid fees for the remainder of the term on a pro rata basis.",
        ),
        (
            LEASE,
            "Арендатор",
            "После прекращения Договора Арендатор обязан вывезти своё имущество за свой счёт в течение 10 (десяти) рабочих дней.",
        ),
        (
            TERMS,
            "User",
            "Return. Upon termination, User shall return all equipment at its own expense within thirty (30) days.",
        ),
    ],
)
def test_paying_for_what_was_received_is_no_exit_cost(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    assert not _found(head, clause, settings, side, "end_consequences", ctype="lease"), clause


# --- an NDA without its standard exceptions ---------------------------------------------------------------

NDA = (
    "СОГЛАШЕНИЕ О НЕРАЗГЛАШЕНИИ КОНФИДЕНЦИАЛЬНОЙ ИНФОРМАЦИИ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Раскрывающая сторона», и ООО «Бета», именуемое в дальнейшем «Получающая сторона», "
    "заключили настоящее соглашение.\n\n"
    "1. Конфиденциальной информацией является любая информация, передаваемая Раскрывающей стороной Получающей стороне.\n"
)
EXCEPTIONS = (
    "Обязательства не распространяются на информацию, которая является общедоступной, была известна Получающей стороне "
    "ранее, разработана ею самостоятельно, а также на раскрытие по требованию суда или государственного органа."
)


def test_an_nda_without_exceptions_is_a_gap_for_the_receiving_party(settings: AnalysisSettings) -> None:
    clause = "Получающая сторона обязуется не разглашать конфиденциальную информацию третьим лицам."
    found = _found(NDA, clause, settings, "Получающая сторона", "nda_exceptions", ctype="nda")
    assert found
    assert found[0].quote == clause
    assert found[0].severity == "high", "disclosure the law requires is not carved out"
    assert not _found(NDA, clause, settings, "Раскрывающая сторона", "nda_exceptions", ctype="nda")


def test_an_nda_with_its_exceptions_has_no_gap(settings: AnalysisSettings) -> None:
    clause = (
        "Получающая сторона обязуется не разглашать конфиденциальную информацию третьим лицам. " + EXCEPTIONS
    )
    assert not _found(NDA, clause, settings, "Получающая сторона", "nda_exceptions", ctype="nda")


def test_a_tenant_locked_in_for_the_whole_term_is_a_risk_for_the_tenant(settings: AnalysisSettings) -> None:
    clause = "Арендатор не вправе досрочно расторгнуть настоящий Договор в течение всего срока аренды."
    found = _found(LEASE, clause, settings, "Арендатор", "lease_lock_in", ctype="lease")
    assert found and found[0].favours == "Арендодатель"
    assert not _found(LEASE, clause, settings, "Арендодатель", "lease_lock_in", ctype="lease")
    english = "Term. Tenant shall not be entitled to terminate this Lease before the expiration of the Term."
    assert _found(LEASE_EN, english, settings, "Tenant", "lease_lock_in", ctype="lease")


@pytest.mark.parametrize(
    "clause",
    [
        "Арендатор вправе досрочно отказаться от Договора, письменно предупредив Арендодателя за 2 месяца.",
        "Арендатор не вправе досрочно расторгнуть Договор, за исключением случаев, предусмотренных пунктом 8.3 Договора.",
    ],
)
def test_a_tenant_with_a_way_out_is_not_locked_in(clause: str, settings: AnalysisSettings) -> None:
    assert not _found(LEASE, clause, settings, "Арендатор", "lease_lock_in", ctype="lease"), clause


NDA_WITH_EXCEPTIONS = NDA + "2. " + EXCEPTIONS + "\n"


def test_a_fine_for_each_disclosure_without_a_cap_is_high_for_the_recipient(
    settings: AnalysisSettings,
) -> None:
    clause = "За каждый случай разглашения конфиденциальной информации Получающая сторона уплачивает Раскрывающей стороне штраф в размере 1 000 000 рублей."
    found = _found(NDA_WITH_EXCEPTIONS, clause, settings, "Получающая сторона", "penalty", ctype="nda")
    assert found and found[0].severity == "high"
    capped = "За каждый случай разглашения конфиденциальной информации Получающая сторона уплачивает Раскрывающей стороне штраф в размере 100 000 рублей, но не более 300 000 рублей в совокупности."
    found = _found(NDA_WITH_EXCEPTIONS, capped, settings, "Получающая сторона", "penalty", ctype="nda")
    assert not found or found[0].severity != "high"


@pytest.mark.parametrize(
    ("head", "side", "clause"),
    [
        (
            LEASE,
            "Арендатор",
            "Имущество Арендатора, не вывезенное в срок, считается брошенным, и Арендодатель вправе распорядиться им по своему усмотрению.",
        ),
        (
            LEASE,
            "Арендатор",
            "При прекращении Договора Арендатор обязан освободить Помещение в течение 24 (двадцати четырёх) часов.",
        ),
        (
            LEASE_EN,
            "Tenant",
            "Surrender. Any of Tenant's property remaining in the Premises after the end of the Term shall be deemed abandoned.",
        ),
    ],
)
def test_property_lost_or_cleared_out_at_once_is_a_risk_for_its_owner(
    head: str, side: str, clause: str, settings: AnalysisSettings
) -> None:
    found = _found(head, clause, settings, side, "end_consequences", ctype="lease")
    assert found, clause
    landlord = "Арендодатель" if side == "Арендатор" else "Landlord"
    assert found[0].favours == landlord
    assert not _found(head, clause, settings, landlord, "end_consequences", ctype="lease")


def test_a_month_to_vacate_is_no_exit_cost(settings: AnalysisSettings) -> None:
    clause = "При прекращении Договора Арендатор обязан освободить Помещение в течение 30 (тридцати) дней."
    assert not _found(LEASE, clause, settings, "Арендатор", "end_consequences", ctype="lease")


def test_no_russian_statute_is_cited_under_another_law(settings: AnalysisSettings) -> None:
    head = LEASE.replace(
        "Арендная плата", "Договор регулируется законодательством Республики Казахстан. Арендная плата"
    )
    clause = "Арендатор обязуется за свой счёт производить текущий и капитальный ремонт Помещения."
    found = _found(head, clause, settings, "Арендатор", "lease_capital_repairs", ctype="lease")
    assert found
    assert "ГК РФ" not in found[0].explanation + found[0].recommendation
    russian = _found(LEASE, clause, settings, "Арендатор", "lease_capital_repairs", ctype="lease")
    assert "ст. 616 ГК РФ" in russian[0].explanation


def test_every_blank_term_of_a_labour_form_is_reported(settings: AnalysisSettings) -> None:
    form = (
        "ТРУДОВОЙ ДОГОВОР № 5\n\n"
        "ООО «Вектор», именуемое в дальнейшем «Работодатель», и гражданин Петров Иван Сергеевич, именуемый в дальнейшем "
        "«Работник», заключили настоящий трудовой договор.\n\n"
        "1. Работник принимается на работу на должность ________________ с «___» ________ 20__ г.\n"
        "2. Место работы: ______________________.\n"
        "3. Должностной оклад составляет ____________ рублей в месяц.\n"
        "4. Режим рабочего времени: _______________.\n"
    )
    outcome = analyze_contract(
        form, PrescreenResult(contract_type="employment"), None, settings=settings, side="Работник"
    )
    blanks = [f for f in outcome.findings if f.title.startswith("Не заполнено")]
    assert len(blanks) == 4, [f.title for f in blanks]
    assert all(f.severity == "high" for f in blanks)
    assert not any("Не найдено: дата начала" in f.explanation for f in outcome.findings), (
        "the date is blank, not absent"
    )


@pytest.mark.parametrize(
    ("sentence", "actor"),
    [
        ("Пользователь оплачивает Компании услуги по тарифу.", "пользователь"),
        ("Пользователь безвозмездно предоставляет Компании лицензию на контент.", "пользователь"),
        ("Компания вправе изменить тариф.", "компания"),
    ],
)
def test_a_roles_own_nominative_is_the_subject_before_a_form_that_may_be_a_plural(
    sentence: str, actor: str
) -> None:
    """«Компании» is the dative singular after «Пользователь оплачивает», though it reads as a nominative plural."""
    from chalicelib.clauses import parse_contract, read_facts

    head = (
        "ПОЛЬЗОВАТЕЛЬСКОЕ СОГЛАШЕНИЕ\n\n"
        "ООО «Фотохост», именуемое в дальнейшем «Компания», и физическое лицо, именуемое в дальнейшем «Пользователь», "
        "заключили настоящее соглашение.\n"
    )
    roles = parse_contract(head).roles
    assert read_facts(sentence.lower(), roles).actor == actor
