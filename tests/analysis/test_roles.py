# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Roles read from the contract's own definitions (any word, every case form), three or more parties, the
individual from the preamble and the requisites, the default side decided from facts, and the side a user
asks for: accepted in any form the contract defines, refused (listing the roles) when it defines none."""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.clauses import parse_contract, resolve_roles
from chalicelib.errors import UNKNOWN_SIDE, PermanentFailure
from chalicelib.models import PrescreenResult
from chalicelib.prescreen.screening import contract_roles
from chalicelib.settings import AnalysisSettings

DRIVING_COURSE = """ДОГОВОР об оказании услуг по обучению вождению

ООО «Автошкола Старт», в лице директора Петрова П.П., действующего на основании Устава, именуемое в \
дальнейшем «Школа», с одной стороны, и гражданин Иванов Иван Иванович, паспорт 4510 123456, именуемый в \
дальнейшем «Курсант», с другой стороны, заключили настоящий договор.

1. Школа обязуется обучить Курсанта вождению, а Курсант обязуется оплатить обучение.
2. Школа вправе в одностороннем порядке изменить стоимость обучения.
3. Школа вправе расторгнуть договор в любое время без объяснения причин.
4. Школа вправе приостановить обучение Курсанта.
5. Курсанту выдаётся свидетельство. С Курсантом проводится инструктаж по технике безопасности.
6. За каждый пропуск занятия Курсант уплачивает Школе штраф 1 % от стоимости обучения за каждый день.
"""

BETA_TEST = """BETA TESTING AGREEMENT

This Agreement is made between Acme Software, Inc., a Delaware corporation (the "Developer"), and John \
Smith, an individual residing at 5 Main Street (the "Tester").

1. The Developer may terminate this Agreement at any time without notice.
2. The Developer may change these terms at its sole discretion.
3. The Tester shall pay a participation fee of $100 within 5 days.
4. The Developer shall not be liable for any damages arising from the Software.
5. Testers shall report every defect; the Tester's reports become the Developer's property.
"""

THREE_PARTIES = """ДОГОВОР ПОСТАВКИ

ООО «Альфа», в лице директора Сидорова С.С., действующего на основании Устава, именуемое далее \
«Поставщик», ООО «Бета», в лице директора Орлова О.О., именуемое в дальнейшем «Покупатель», и ООО «Гамма», \
в лице директора Волкова В.В., именуемое в дальнейшем «Плательщик», заключили договор.

1. Поставщик обязуется поставить товар Покупателю, Плательщик обязуется оплатить товар Поставщику.
2. За просрочку оплаты Плательщик уплачивает Поставщику неустойку в размере 0,5 % за каждый день просрочки.
3. За просрочку поставки Поставщик уплачивает Покупателю неустойку 0,5 % за каждый день просрочки.
4. Покупатель обязан принять товар у Поставщика.
"""

SELF_EMPLOYED = """ДОГОВОР ОКАЗАНИЯ УСЛУГ

Индивидуальный предприниматель Петров Пётр Петрович, ОГРНИП 304500000000000, далее — «Исполнитель», и \
Сидорова Анна Ивановна, далее — «Заказчик», заключили настоящий договор.

1. Исполнитель оказывает услуги, Заказчик оплачивает услуги.
2. Исполнитель вправе изменить цену услуг.
3. Заказчик принимает услуги по акту.

РЕКВИЗИТЫ СТОРОН
Исполнитель
ИП Петров П.П., ОГРНИП 304500000000000, ИНН 500000000000, р/с 40802810000000000000
Заказчик
Сидорова Анна Ивановна, паспорт 4512 654321, зарегистрирована по месту жительства: г. Москва
"""

UNKNOWN_ROLES = """СОГЛАШЕНИЕ О СОТРУДНИЧЕСТВЕ

ООО «Север», в лице директора Смирнова А.А., действующего на основании Устава, далее — «Устроитель»,
и ООО «Юг», в лице директора Кузнецова Б.Б., действующего на основании Устава, далее — \
«Экспонент», заключили настоящее соглашение.

1. Экспонент обязуется оплатить участие в выставке. Экспонент оплачивает аренду стенда.
2. Экспонент перечисляет обеспечительный платёж. Экспонент вносит регистрационный сбор.
3. Устроитель предоставляет стенд Экспоненту. Устроитель обязан обеспечить охрану.
"""


def _outcome(text: str, settings: AnalysisSettings, side: str | None = None):  # type: ignore[no-untyped-def]
    return analyze_contract(text, PrescreenResult(), None, settings=settings, side=side)


def test_a_role_outside_the_lexicon_is_read_from_its_definition_in_every_case_form() -> None:
    model = parse_contract(DRIVING_COURSE)
    names = [p.name for p in model.roles.parties]
    assert sorted(names) == ["Курсант", "Школа"]
    mentions = [s.facts.mentions for c in model.clauses for s in c.sentences]
    assert ("курсант",) in mentions  # «Курсанту выдаётся», «С Курсантом проводится»
    dative = next(s for c in model.clauses for s in c.sentences if "Курсанту выдаётся" in s.text)
    assert dative.facts.actor != "курсант"  # a dative is no subject
    assert model.roles.find("курсантом") == model.roles.get("курсант")
    assert model.roles.weaker is not None and model.roles.weaker.name == "Курсант"
    assert model.roles.weaker_basis() == "individual"


def test_english_defined_roles_with_plural_and_possessive_forms() -> None:
    roles = parse_contract(BETA_TEST).roles
    assert {p.name for p in roles.parties} == {"Developer", "Tester"}
    tester = roles.get("tester")
    assert tester is not None and tester.individual
    assert roles.get("developer") is not None and roles.get("developer").person == "Acme Software, Inc."  # type: ignore[union-attr]
    assert roles.find("testers") == tester and roles.find("TESTER") == tester
    assert roles.weaker == tester


def test_three_parties_the_payer_stands_with_the_buyer() -> None:
    roles = parse_contract(THREE_PARTIES).roles
    assert [p.name for p in roles.parties][2:] == ["Плательщик"]
    assert {p.name for p in roles.main} == {"Поставщик", "Покупатель"}
    payer = roles.get("плательщик")
    assert payer is not None and payer.ally == "покупатель"
    assert roles.other("плательщик") == roles.get("поставщик")
    assert roles.camp("плательщик") == {"плательщик", "покупатель"}


def test_the_payers_penalty_stays_in_the_payers_report(settings: AnalysisSettings) -> None:
    payer = _outcome(THREE_PARTIES, settings, side="Плательщика")
    assert payer.side == "Плательщик" and payer.side_basis == "requested"
    penalties = [f for f in payer.findings if f.category == "penalty"]
    assert any("Плательщик уплачивает" in f.quote for f in penalties)
    assert not any("Поставщик уплачивает" in f.quote for f in penalties)  # it protects the payer's camp


def test_a_side_named_in_english_finds_the_russian_role_and_back() -> None:
    roles = parse_contract(THREE_PARTIES).roles
    assert roles.find("buyer") == roles.get("покупатель")
    assert roles.find("Payer") == roles.get("плательщик")
    assert roles.find("Tenant") is None
    english = parse_contract(BETA_TEST).roles
    assert english.find("Разработчик") is None  # no translation guessed for a role outside the table


def test_individual_from_the_preamble_and_requisites_not_an_entrepreneur() -> None:
    roles = resolve_roles(SELF_EMPLOYED)
    contractor, customer = roles.get("исполнитель"), roles.get("заказчик")
    assert contractor is not None and not contractor.individual
    assert customer is not None and customer.individual
    assert contractor.person == "Индивидуальный предприниматель Петров Пётр Петрович"
    listed = contract_roles(SELF_EMPLOYED)
    assert listed[0].role == "Заказчик" and listed[0].weaker and listed[0].individual
    assert listed[0].name == "Сидорова Анна Ивановна"


def test_unknown_roles_the_side_that_pays_is_the_default() -> None:
    roles = parse_contract(UNKNOWN_ROLES).roles
    assert {p.name for p in roles.parties} == {"Устроитель", "Экспонент"}
    assert roles.weaker is not None and roles.weaker.name == "Экспонент"
    assert roles.weaker_basis() == "payer"
    offered = contract_roles(UNKNOWN_ROLES)  # prescreen offers first the side the analysis will choose
    assert offered[0].role == "Экспонент" and offered[0].weaker and not offered[1].weaker


def test_a_side_the_contract_does_not_define_is_refused_listing_its_roles(settings: AnalysisSettings) -> None:
    with pytest.raises(PermanentFailure) as refused:
        _outcome(DRIVING_COURSE, settings, side="Tester")
    assert refused.value.reason == UNKNOWN_SIDE and refused.value.language == "ru"
    assert "«Tester»" in refused.value.message_ru
    assert "«Курсант»" in refused.value.message_ru and "«Школа»" in refused.value.message_ru
    with pytest.raises(PermanentFailure) as english:
        _outcome(BETA_TEST, settings, side="Арендатор")
    assert english.value.language == "en"
    assert '"Developer"' in english.value.message_en and '"Tester"' in english.value.message_en


def test_the_report_says_for_which_side_and_why(settings: AnalysisSettings) -> None:
    default = _outcome(DRIVING_COURSE, settings)
    assert default.side == "Курсант" and default.side_basis == "individual"
    assert default.side_reason == "по умолчанию: физическое лицо, потребитель"  # a citizen's course
    chosen = _outcome(DRIVING_COURSE, settings, side="школе")
    assert chosen.side == "Школа" and chosen.side_reason == "выбрана пользователем"
    english = _outcome(BETA_TEST, settings, side="weaker")
    assert english.side == "Tester" and english.side_reason == "by default: the individual"


def test_english_findings_that_favour_the_side_are_left_out(settings: AnalysisSettings) -> None:
    tester = _outcome(BETA_TEST, settings)
    developer = _outcome(BETA_TEST, settings, side="Developer")
    assert all(f.favours != "Tester" for f in tester.findings)
    assert all(f.favours != "Developer" for f in developer.findings)
    assert any(f.favours == "Developer" for f in tester.findings)


def test_a_template_company_acting_under_its_charter_is_no_private_person() -> None:
    from chalicelib.clauses import resolve_roles

    text = (
        "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n{company_name}, в лице {director}, действующего на основании Устава, "
        "именуемое в дальнейшем Заказчик, и Петров Петр Петрович, паспорт [удалено], именуемый в дальнейшем "
        "Исполнитель, заключили настоящий договор о нижеследующем:\n\n"
        "1.1. Исполнитель обязуется оказывать услуги, а Заказчик обязуется оплатить эти услуги.\n"
    )
    roles = resolve_roles(text)
    assert [(p.key, p.individual) for p in roles.parties] == [("заказчик", False), ("исполнитель", True)]
    assert roles.weaker is not None and roles.weaker.key == "исполнитель"


ONE_WAY_NDA = """NON-DISCLOSURE AGREEMENT

This Agreement is made by Acme Corp., a Delaware corporation ("Company", "we", "us" or "our"), and the \
person identified below ("Recipient").

1. Recipient shall hold in confidence all Confidential Information disclosed by Company.
2. Recipient shall not disclose it to any third party. Recipient shall return all materials on request.
3. Company may seek injunctive relief. Our rights survive termination. Recipient agrees to these terms.
"""
SAAS_TERMS = """SUBSCRIPTION TERMS

These terms are between Cloudy Inc., a Delaware corporation ("Provider"), and the entity that accepts them \
("Customer"). "Users" means Customer's employees authorised to use the Service.

1. Customer shall ensure that Users comply. Provider may suspend any Users. Users shall not share passwords.
2. Users may export data. Users must keep credentials safe. Customer pays the fees. Provider hosts the Service.
3. Customer may terminate on notice. Provider shall keep the Service available.
"""


def test_the_receiving_side_of_a_confidentiality_agreement_is_the_reader() -> None:
    english = resolve_roles(ONE_WAY_NDA)
    assert [p.key for p in english.parties] == ["recipient", "company"], "a pronoun is never a role"
    assert english.resolve(None) is not None and english.resolve(None).key == "recipient"
    russian = resolve_roles(
        "СОГЛАШЕНИЕ О КОНФИДЕНЦИАЛЬНОСТИ\n\nООО «Альфа», именуемое в дальнейшем «Раскрывающая сторона», и ООО "
        "«Бета», именуемое в дальнейшем «Получающая сторона», заключили соглашение.\n\n1. Получающая сторона "
        "обязуется не разглашать сведения, которые передаёт Раскрывающая сторона. Получающая сторона несёт "
        "ответственность.\n"
    )
    weaker = russian.resolve(None)
    assert weaker is not None and weaker.name == "Получающая сторона"


def test_users_of_a_customer_are_not_a_side() -> None:
    roles = resolve_roles(SAAS_TERMS)
    assert {p.key for p in roles.parties} == {"customer", "provider"}
    weaker = roles.resolve(None)
    assert weaker is not None and weaker.key == "customer"


def test_an_author_licensing_his_work_is_not_a_consumer(settings: AnalysisSettings) -> None:
    text = (
        "ЛИЦЕНЗИОННЫЙ ДОГОВОР\n\nГражданин Иванов Иван Иванович, паспорт [удалено], именуемый в дальнейшем "
        "«Автор», и ООО «Музыка», именуемое в дальнейшем «Лицензиат», заключили настоящий договор.\n\n"
        "1. Автор предоставляет Лицензиату исключительную лицензию на использование произведений.\n"
        "2. Все споры рассматриваются в суде по месту нахождения Лицензиата.\n"
    )
    outcome = analyze_contract(text, PrescreenResult(contract_type="license"), None, settings=settings)
    assert outcome.side == "Автор" and outcome.side_reason == "по умолчанию: физическое лицо"
    assert not any("ЗоЗПП" in f.recommendation or "потребител" in f.recommendation for f in outcome.findings)
