"""Roles defined in the preamble whatever their names, and the default side: the party that adheres.

The drafter of standard terms (a platform's terms of service, a public offer, "the entity accepting these
terms") is the stronger party (art. 428 ГК); the report's default side is the one that accepts them.
"""

from __future__ import annotations

from chalicelib.analysis.contract_analysis import side_reason
from chalicelib.clauses import parse_contract

GRANT = (
    "GRANT AGREEMENT\n\n"
    'This Grant Agreement (the "Agreement") is entered into as of March 1, 2025 by and between the Open '
    'Code Foundation ("Foundation") and Jane Smith ("Grantee").\n\n'
    '1. Grant. Foundation agrees to provide Grantee a grant of USD 20,000 (the "Grant").\n'
    "2. Payments. Foundation may suspend or withhold any payment in its sole discretion.\n"
    "3. Reports. Grantee shall deliver a progress report to Foundation every three months.\n"
    "4. Termination. Foundation may terminate this Agreement at any time upon notice to Grantee.\n"
    "5. Refund. Grantee shall return any unspent funds to Foundation within 30 days.\n"
)

BETA = (
    "BETA TEST AGREEMENT\n\n"
    "This Beta Test Agreement is made between Acme Software Ltd, a company registered in England, and the "
    'individual or entity accepting these terms (the "Tester"). Acme Software Ltd is hereinafter '
    '"Developer".\n\n'
    "1. Developer grants the Tester a limited licence to use the pre-release software.\n"
    "2. The Tester shall report all defects to Developer within 5 days.\n"
    "3. Developer may terminate the Tester's access at any time without notice.\n"
    "4. The Tester shall indemnify Developer against all claims.\n"
)

TERMS = (
    "# Terms of Service\n\n"
    "Thank you for using CodeHub! Please read these terms before you use the service.\n\n"
    '1. "CodeHub," "We," and "Us" refer to CodeHub, Inc., as well as our affiliates.\n'
    '2. "The User," "You," and "Your" refer to the individual person, company, or organization '
    "that has visited or is using the Website or Service.\n"
    "3. You are responsible for keeping your account secure. CodeHub may suspend or terminate your account "
    "at any time, with or without cause.\n"
    "4. You agree to pay CodeHub the fees for any paid plan. We may change our prices upon 30 days' notice.\n"
    "5. We reserve the right, at our sole discretion, to amend these Terms at any time. Your continued use "
    "of the Service constitutes your acceptance.\n"
    "6. You may close your account at any time. You agree to indemnify us and hold us harmless.\n"
)

# A contract two companies negotiated: no side accepts the other's standard terms.
SUPPLY = (
    "ДОГОВОР ПОСТАВКИ № 5\n\n"
    "Общество с ограниченной ответственностью «Альфа», именуемое в дальнейшем «Поставщик», в лице "
    "директора Иванова И.И., действующего на основании Устава, с одной стороны, и Общество с ограниченной "
    "ответственностью «Бета», именуемое в дальнейшем «Покупатель», в лице директора Петрова П.П., "
    "действующего на основании Устава, с другой стороны, заключили настоящий договор о нижеследующем:\n\n"
    "1. Поставщик обязуется передать Покупателю товар, а Покупатель обязуется принять и оплатить товар.\n"
    "2. Покупатель оплачивает товар в течение 10 дней после поставки.\n"
    "3. Поставщик отвечает за качество товара. Покупатель вправе вернуть товар ненадлежащего качества.\n"
)

OFFER = (
    "ПУБЛИЧНАЯ ОФЕРТА на оказание услуг\n\n"
    "Индивидуальный предприниматель Сидоров Олег Петрович, ОГРНИП 312345678901234, именуемый в дальнейшем "
    "«Исполнитель», предлагает любому лицу, именуемому в дальнейшем «Заказчик», заключить договор на "
    "условиях настоящей оферты.\n\n"
    "1. Акцептом оферты является оплата Заказчиком услуг Исполнителя.\n"
    "2. Заказчик, совершивший акцепт, считается присоединившимся к договору.\n"
    "3. Полным и безоговорочным акцептом Заказчиком условий оферты считается регистрация на сайте.\n"
    "4. Исполнитель вправе в одностороннем порядке изменить стоимость услуг.\n"
    "5. Заказчик оплачивает услуги в размере 100% предоплаты.\n"
)

THREE = (
    "ДОГОВОР ЗАЙМА С ПОРУЧИТЕЛЬСТВОМ\n\n"
    "Общество с ограниченной ответственностью «Деньги Сразу», именуемое в дальнейшем «Займодавец», в лице "
    "директора Иванова И.И., действующего на основании Устава, гражданин Российской Федерации Смирнов Пётр "
    "Петрович, паспорт [удалено], именуемый в дальнейшем «Заемщик», и гражданка Российской Федерации "
    "Смирнова Анна Ивановна, паспорт [удалено], именуемая в дальнейшем «Поручитель», заключили настоящий "
    "договор о нижеследующем:\n\n"
    "1. Займодавец передаёт Заемщику заём, а Заемщик обязуется вернуть заём.\n"
    "2. Поручитель отвечает перед Займодавцем за исполнение Заемщиком обязательств солидарно.\n"
    "3. За просрочку Заемщик уплачивает Займодавцу неустойку. Поручитель уплачивает Займодавцу штраф.\n"
)


def test_parties_named_after_between_are_defined_whatever_their_names() -> None:
    roles = parse_contract(GRANT).roles
    assert {p.name for p in roles.main} == {"Foundation", "Grantee"}
    assert roles.weaker is not None and roles.weaker.name == "Grantee"
    assert roles.weaker_basis() == "not_drafter"  # the Foundation reserves the rights to suspend and end it


def test_the_entity_accepting_the_terms_adheres_to_them() -> None:
    roles = parse_contract(BETA).roles
    tester = roles.find("Tester")
    assert tester is not None and roles.weaker == tester
    assert roles.weaker_basis() == "adhering"
    assert tester.person is None  # Acme's name belongs to the Developer, not to the Tester
    assert tester.individual  # "individual or entity": the report must fit a private person


def test_terms_of_service_are_read_for_the_user_not_the_platform() -> None:
    roles = parse_contract(TERMS).roles
    assert [p.name for p in roles.main] == ["CodeHub", "User (you)"]
    assert roles.weaker is not None and roles.weaker.key == "you"
    assert roles.weaker_basis() == "adhering"
    assert roles.key_of("user") == roles.key_of("you") == "you"  # "User" and "you" are one party
    assert roles.key_of("we") == "codehub"
    assert roles.find("User") == roles.find("you") == roles.weaker


def test_the_acceptor_of_a_public_offer_adheres_to_it() -> None:
    roles = parse_contract(OFFER).roles
    assert roles.adhering == "заказчик"
    assert roles.weaker is not None and roles.weaker.key == "заказчик"


def test_a_negotiated_contract_has_no_adhering_side() -> None:
    roles = parse_contract(SUPPLY).roles
    assert roles.adhering is None
    assert roles.weaker is not None and roles.weaker.key == "покупатель"


def test_a_citizen_after_the_previous_partys_signatory_is_an_individual() -> None:
    roles = parse_contract(THREE).roles
    borrower, lender, guarantor = (roles.get(k) for k in ("заемщик", "займодавец", "поручитель"))
    assert borrower is not None and borrower.individual and borrower.person == "Смирнов Пётр Петрович"
    assert lender is not None and not lender.individual
    assert guarantor is not None and guarantor.ally == "заемщик"


def test_the_report_says_why_the_adhering_side_was_chosen() -> None:
    assert "составленные другой стороной" in side_reason("adhering", False, "ru")
    assert side_reason("adhering", True, "en") == (
        "by default: the consumer, who accepts standard terms the other side drafted"
    )


RU_GRANT = (
    "ДОГОВОР О ПРЕДОСТАВЛЕНИИ ГРАНТА\n\n"
    "Настоящий договор заключён между Фондом поддержки открытого кода (далее — «Фонд») и Ивановым Иваном "
    "Ивановичем (далее — «Грантополучатель») о нижеследующем.\n\n"
    "1. Фонд предоставляет Грантополучателю грант в размере 500 000 рублей.\n"
    "2. Грантополучатель обязан ежеквартально представлять Фонду отчёт.\n"
    "3. Грантополучатель обязан вернуть Фонду неизрасходованные средства.\n"
)
SELF_EMPLOYED = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "Самозанятый Кольцов Павел Андреевич, применяющий налог на профессиональный доход, именуемый в "
    "дальнейшем «Исполнитель», и гражданин Российской Федерации Орлов Олег Петрович, паспорт [удалено], "
    "именуемый в дальнейшем «Клиент», заключили настоящий договор.\n\n"
    "1. Исполнитель оказывает Клиенту услуги по настройке сайта, Клиент оплачивает услуги.\n"
    "2. Клиент вносит предоплату 100%. Исполнитель вправе перенести срок оказания услуг.\n"
)


def test_a_person_named_in_the_instrumental_after_mezhdu_is_an_individual() -> None:
    roles = parse_contract(RU_GRANT).roles
    grantee = roles.find("Грантополучателя")
    assert grantee is not None and grantee.individual
    assert roles.weaker == grantee


def test_a_self_employed_provider_is_no_consumer() -> None:
    roles = parse_contract(SELF_EMPLOYED).roles
    provider, client = roles.find("Исполнитель"), roles.find("Клиент")
    assert provider is not None and not provider.individual
    assert client is not None and client.individual and roles.weaker == client


def test_two_definitions_back_to_back_name_one_party() -> None:
    text = (
        "REMARKETING AGREEMENT\n\n"
        'This Agreement is made among Northwind Holdings, Inc., a Delaware corporation (the "Company"), and '
        'Bluewater Securities LLC ("Bluewater") (the "Remarketing Agent").\n\n'
        "1. The Remarketing Agent shall use reasonable efforts to remarket the notes. Bluewater may resign.\n"
        "2. The Company shall pay the Remarketing Agent a fee. The Company shall indemnify Bluewater.\n"
        "3. The Remarketing Agent may terminate this Agreement. The Company shall reimburse Bluewater.\n"
    )
    roles = parse_contract(text).roles
    assert len(roles.parties) == 2
    assert roles.find("Remarketing Agent") == roles.find("Bluewater") is not None
