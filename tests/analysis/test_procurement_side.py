# ruff: noqa: E501  (contract clauses read better unwrapped)
"""A public procurement contract (44-ФЗ, 223-ФЗ) is the customer's form, signed as published: the default
side is the supplier, contractor or performer who adheres to it, and the customer's long payment term and
one-sided penalties are then the reader's risks."""

from __future__ import annotations

from chalicelib.clauses import parse_contract

STATE = (
    "ГОСУДАРСТВЕННЫЙ КОНТРАКТ № 0373100000124000015 на поставку канцелярских товаров\n\n"
    "Государственное бюджетное учреждение «Школа № 5», именуемое в дальнейшем «Заказчик», и ООО «Бумага», "
    "именуемое в дальнейшем «Поставщик», с соблюдением требований Федерального закона от 05.04.2013 № 44-ФЗ "
    "«О контрактной системе в сфере закупок товаров, работ, услуг для обеспечения государственных и муниципальных нужд» "
    "заключили настоящий контракт.\n\n"
    "1. Поставщик обязуется поставить товар, а Заказчик обязуется принять и оплатить товар.\n"
    "2. Заказчик оплачивает товар в течение 7 рабочих дней с даты подписания документа о приёмке.\n"
    "3. Заказчик вправе в одностороннем порядке отказаться от исполнения контракта.\n"
)
PRIVATE = STATE.replace("ГОСУДАРСТВЕННЫЙ КОНТРАКТ", "ДОГОВОР").replace(
    ", с соблюдением требований Федерального закона от 05.04.2013 № 44-ФЗ «О контрактной системе в сфере закупок товаров, работ, услуг для обеспечения государственных и муниципальных нужд»",
    "",
)


def test_the_supplier_adheres_to_a_procurement_contract() -> None:
    roles = parse_contract(STATE).roles
    assert roles.weaker is not None and roles.weaker.name == "Поставщик"
    assert roles.weaker_basis() == "adhering"


def test_a_private_supply_contract_keeps_its_usual_reader() -> None:
    roles = parse_contract(PRIVATE).roles
    assert roles.weaker is not None and roles.weaker.name == "Заказчик"


OFFER = (
    "ПУБЛИЧНАЯ ОФЕРТА на оказание услуг доступа к VPN\n\n"
    "ИП Сидоров С.С. (далее — «Исполнитель») предлагает любому лицу (далее — «Пользователь») заключить договор на условиях настоящей оферты.\n\n"
    "1. Полная оплата выбранного тарифа является акцептом оферты (далее — «Акцепт»). Акцепт означает согласие Пользователя со всеми условиями. "
    "С момента Акцепта договор считается заключённым. Акцепт совершается Пользователем на сайте.\n"
    "2. Исполнитель вправе в одностороннем порядке изменять тарифы.\n"
)


def test_a_defined_act_is_not_a_party() -> None:
    roles = parse_contract(OFFER).roles
    assert "акцепт" not in {p.key for p in roles.parties}
    assert roles.weaker is not None and roles.weaker.name == "Пользователь"


GLOSSARY_EN = (
    "TERMS OF ENGAGEMENT FOR CONSULTANTS\n\n"
    '1. Definitions. In these Terms: "Consultancy" means Brightwave Consulting Ltd, a company registered in England; '
    '"Consultant" means the individual named in the Assignment Schedule; "Services" means the services set out there.\n\n'
    "2. The Consultancy engages the Consultant to provide the Services. The Consultancy shall pay the Consultant the fees within 30 days.\n"
    "3. The Consultancy may terminate the Assignment at any time without notice.\n"
)


def test_a_glossary_meaning_says_who_is_the_individual() -> None:
    roles = parse_contract(GLOSSARY_EN).roles
    assert {p.key: p.individual for p in roles.parties} == {"consultancy": False, "consultant": True}
    assert roles.weaker is not None and roles.weaker.name == "Consultant"
