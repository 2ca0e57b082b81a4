"""Rules learnt from real Russian contracts (ru-dev): each test states what a clause means, in real words."""

from __future__ import annotations

from datetime import date

import pytest

from chalicelib.prescreen import PrescreenSettings, run_prescreen
from chalicelib.prescreen.contract_types import classify
from chalicelib.prescreen.flags import dispute_forum, find_flags
from chalicelib.prescreen.parties import find_parties
from chalicelib.prescreen.term import find_term
from chalicelib.prescreen.text import normalise


def parties(text: str) -> list[str]:
    return find_parties(normalise(text), russian=True)


def kind(text: str) -> str:
    return classify(normalise(text)).contract_type


# --- type -------------------------------------------------------------------------------------------------


def test_a_passing_mention_of_another_contract_does_not_decide_the_type() -> None:
    text = (
        "ДОГОВОР № 15 на изготовление корпусной мебели г. Ульяновск «12» мая 2024 г. ИП Ильясов Сергей "
        "Михайлович, именуемый в дальнейшем Исполнитель, с одной стороны, и Петров Иван Иванович, "
        "именуемый в дальнейшем Заказчик, заключили настоящий договор. 1. Предмет договора. "
        "1.1. Исполнитель обязуется изготовить мебель. 5.3. Исполнитель привлекает работников на "
        "основании трудового договора."
    )
    assert kind(text) == "work"


def test_defined_roles_name_the_type_when_the_title_is_generic() -> None:
    text = (
        "Партнерская программа. Настоящее соглашение описывает условия участия в партнерской программе. "
        "1.1. «Принципал» — ООО «Альфа». 1.2. «Агент» — лицо, принявшее оферту."
    )
    assert kind(text) == "agency"


@pytest.mark.parametrize(
    "title",
    [
        "Оферта о порядке заключения договоров добровольного страхования от несчастных случаев",
        "ПУБЛИЧНАЯ ОФЕРТА об условиях предоставления АО «Банк» услуг по переводам с банковских карт",
    ],
)
def test_insurance_and_money_transfers_are_other(title: str) -> None:
    assert kind(title + ". Банк, лицензия Банка России № 1. Страховщик обязуется ...") == "other"


def test_translation_services_are_services() -> None:
    assert (
        kind("ДОГОВОР возмездного оказания услуг по переводу документов г. Москва 01.02.2024") == "services"
    )


def test_state_procurement_of_goods_is_supply() -> None:
    assert kind("Контракт №13 на закупку продуктов питания для нужд ГБУЗ. г. Уфа 27.11.2018") == "supply"


# --- parties ----------------------------------------------------------------------------------------------


def test_unquoted_role_alias_and_a_party_without_alias() -> None:
    text = (
        "с.Федоровка «27» ноября 2018 г. Государственное бюджетное учреждение здравоохранения "
        "Федоровская центральная районная больница, в лице главного врача Хабибуллина Руслана "
        "Василевича, действующего на основании Устава, с одной стороны и Общество с ограниченной "
        'ответственностью "АЗАТ", далее именуемое Поставщик, в лице Аминева Азата Вахитовича, '
        "с другой стороны, заключили"
    )
    assert parties(text) == [
        "Государственное бюджетное учреждение здравоохранения Федоровская центральная районная больница",
        "ООО «АЗАТ»",
    ]


def test_the_offeror_is_named_in_the_genitive_and_signatories_are_not_parties() -> None:
    offer = (
        "Настоящий документ является официальным предложением самозанятого Канева Германа Алексеевича "
        "(именуемое в дальнейшем «Исполнитель»), заключить Договор с любым физическим лицом (именуемым в "
        "дальнейшем «Пользователь»)"
    )
    assert parties(offer) == ["ИП Канев Герман Алексеевич"]
    insurer = (
        "Оферта клиентов микрокредитной компании общества с ограниченной ответственностью «Бустра». "
        "Настоящая оферта является предложением САО «ВСК» (далее – Страховщик) заключить договор"
    )
    assert parties(insurer) == ["САО «ВСК»"]


def test_roles_that_start_like_other_words_are_roles() -> None:
    text = (
        "Акционерное общество «Вектор», в лице Генерального директора Кравцова Р. Э. (далее — «Заказчик»), "
        "и гражданин Российской Федерации Лебедев Дмитрий Сергеевич, паспорт 45 15 998877, именуемый в "
        "дальнейшем «Работник», заключили настоящий договор (далее — «Договор»)"
    )
    assert parties(text) == ["АО «Вектор»", "Лебедев Дмитрий Сергеевич"]


def test_an_offeror_organisation_in_the_genitive() -> None:
    text = (
        "ПУБЛИЧНЫЙ ДОГОВОР-ОФЕРТА. 1.1. Настоящий договор-оферта является предложением производственного "
        "кооператива (Артели) «МИК» в лице председателя артели Майорова Михаила Владимировича, действующего "
        "на основании Устава (далее – Арендодатель), заключить договор"
    )
    assert parties(text) == ["Производственный кооператив (Артели) «МИК»"]


def test_blank_template_names_are_no_parties() -> None:
    text = (
        "Общество с ограниченной ответственностью «АКМА РУС», именуемое далее «Поставщик», с одной стороны, "
        "и Общество с ограниченной ответственностью «____________», именуемое далее «Покупатель», заключили"
    )
    assert parties(text) == ["ООО «АКМА РУС»"]


def test_role_first_definitions() -> None:
    text = (
        "Договор аренды оборудования. Арендодатель: ИП КАСИМОВ АЙНУР РАСИМОВИЧ с одной стороны, и "
        "Арендатор: ____"
    )
    assert parties(text) == ["ИП КАСИМОВ АЙНУР РАСИМОВИЧ"]


# --- money ------------------------------------------------------------------------------------------------


def test_an_expressly_free_licence_costs_nothing() -> None:
    text = (
        "ЛИЦЕНЗИОННОЕ СОГЛАШЕНИЕ. Лицензиар предоставляет Пользователю право использования Программы. "
        "Использование Программы в личных некоммерческих целях осуществляется безвозмездно. Ответственность "
        "Лицензиара ограничивается суммой 5 000 рублей."
    )
    result = run_prescreen(text, PrescreenSettings())
    assert result.contract_type == "license"
    assert (result.total_amount, result.currency) == (0.0, "RUB")


def test_a_free_trial_is_not_a_free_licence() -> None:
    text = (
        "Лицензионный договор. Первые 14 дней использования Сервиса предоставляются бесплатно. По истечении "
        "бесплатного периода Лицензионное вознаграждение уплачивается по Тарифам."
    )
    assert run_prescreen(text, PrescreenSettings()).total_amount is None


def test_the_contract_price_beats_a_part_of_it() -> None:
    text = (
        "2.1. Договорная стоимость остаётся неизменной и составляет 1 529 000 руб. 2.2. Общая стоимость "
        "строительно-монтажных работ составляет: 425 000 руб."
    )
    assert run_prescreen(text, PrescreenSettings()).total_amount == 1_529_000


# --- dates ------------------------------------------------------------------------------------------------


def term(text: str, russian: bool = True) -> tuple[date | None, date | None]:
    found = find_term(normalise(text), russian)
    return found.start, found.end


def test_the_contract_date_not_the_power_of_attorney_or_passport() -> None:
    text = (
        "ДОГОВОР АРЕНДЫ. Иванов Иван Иванович, паспорт 45 10 123456 выдан 12.03.2010, действующий по "
        "доверенности № 5 от 09.01.2024, именуемый «Арендодатель», заключили договор «15» января 2024г. "
        "Договор действует до «31»декабря 2024г."
    )
    assert term(text) == (date(2024, 1, 15), date(2024, 12, 31))


def test_a_term_counted_from_its_own_start_not_the_contract_date() -> None:
    text = (
        "Санкт-Петербург 25.01.2024. ... 2.1. Договор заключен сроком на 11 (одиннадцать) месяцев с "
        "01 февраля 2024 г."
    )
    assert term(text) == (date(2024, 1, 25), date(2024, 12, 31))


def test_a_licence_contract_s_title_is_no_other_document() -> None:
    text = (
        "ЛИЦЕНЗИОННЫЙ ДОГОВОР на использование товарного знака Дата: 01.07.2024 Место заключения: г. Москва"
    )
    assert term(text)[0] == date(2024, 7, 1)


def test_an_offer_is_dated_by_its_publication() -> None:
    text = (
        "Публичная оферта. 1. Общие положения ... 8.3. Переписка имеет силу. "
        "Дата последнего обновления: 20 июня 2025 года"
    )
    assert term(text)[0] == date(2025, 6, 20)


def test_a_month_s_last_day() -> None:
    text = (
        "This Agreement is effective as of April 1, 2018 and shall expire upon the last day in "
        'February, 2023 (the "Scheduled Expiration Date").'
    )
    assert term(text, russian=False) == (date(2018, 4, 1), date(2023, 2, 28))


# --- flags ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "forum"),
    [
        ("Споры рассматриваются в Арбитражном суде г. Москвы.", "arbitrazh_court"),
        ("Споры передаются в третейский суд при РСПП.", "arbitration"),
        ("Споры разрешаются в Международном коммерческом арбитражном суде при ТПП РФ.", "arbitration"),
        ("Disputes shall be finally settled by arbitration in London.", "arbitration"),
        (
            "Споры подлежат рассмотрению в специализированном межрайонном экономическом суде.",
            "commercial_court",
        ),
        ("Споры рассматриваются в суде по месту нахождения истца.", None),
    ],
)
def test_dispute_forum(text: str, forum: str | None) -> None:
    assert dispute_forum(normalise(text).lower) == forum
    assert find_flags(normalise(text).lower).arbitration is (forum is not None)


def test_daily_payment_for_delay_is_a_penalty_and_refusal_is_termination() -> None:
    flags = find_flags(
        normalise(
            "Арендатор уплачивает Арендодателю 2000 рублей за каждый день просрочки. Заказчик вправе "
            "отказаться от услуг Исполнителя в течение 15 дней."
        ).lower
    )
    assert (flags.penalty, flags.termination) == (True, True)
