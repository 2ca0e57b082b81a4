"""Party and currency wording the tuned contracts did not show: each case is written here by hand."""

from __future__ import annotations

import pytest

from chalicelib.prescreen.draft import Draft, read_contract
from chalicelib.prescreen.money import find_total
from chalicelib.prescreen.parties import find_parties
from chalicelib.prescreen.text import normalise


def parties(text: str) -> list[str]:
    return find_parties(normalise(text), russian=True)


def total(text: str) -> tuple[float | None, str | None]:
    normalised = normalise(text)
    guess = find_total(normalised.flat, normalised.lower)
    return guess.amount, guess.currency


def test_template_blank_is_still_nobody() -> None:
    text = (
        "ООО «Кедр», именуемое в дальнейшем «Арендодатель», с одной стороны, и ____________________, "
        "именуемый в дальнейшем «Арендатор», с другой стороны, заключили настоящий договор"
    )
    assert parties(text) == ["ООО «Кедр»"]


def test_organisation_name_without_quotes() -> None:
    text = (
        "Общество с ограниченной ответственностью Стройальянс, именуемое в дальнейшем «Подрядчик», в лице "
        "директора Белова Ивана Ильича, и Акционерное общество Уральский завод, именуемое в дальнейшем "
        "«Заказчик», заключили договор"
    )
    assert parties(text) == ["ООО Стройальянс", "АО Уральский завод"]


def test_form_header_with_role_and_colon() -> None:
    text = (
        "ДОГОВОР ОКАЗАНИЯ УСЛУГ № 7\nИсполнитель: ИП Орлова Мария Викторовна, ИНН 771234567890\n"
        "Заказчик: ООО «Трек», ИНН 7701234567\n1. Предмет договора. Исполнитель оказывает услуги."
    )
    assert parties(text) == ["ИП Орлова Мария Викторовна", "ООО «Трек»"]


def test_names_only_in_the_requisites_at_the_end() -> None:
    body = "Стороны договорились о нижеследующем. 1. Предмет. Исполнитель оказывает услуги. " * 60
    text = (
        "ДОГОВОР № 12\nИсполнитель и Заказчик заключили настоящий договор. " + body + "\n"
        "РЕКВИЗИТЫ И ПОДПИСИ СТОРОН\nИсполнитель | Заказчик\nООО «Лесная поляна» | АО «Горный воздух»\n"
        "ИНН 7700000001 | ИНН 7700000002"
    )
    assert parties(text) == ["ООО «Лесная поляна»", "АО «Горный воздух»"]


@pytest.mark.parametrize(
    ("text", "currency"),
    [
        ("Стоимость услуг составляет 45 000 р. (сорок пять тысяч рублей).", "RUB"),
        ("Цена договора составляет 120 000 (сто двадцать тысяч) российских рублей.", "RUB"),
        ("Общая стоимость составляет 80 000 ₽.", "RUB"),
        ("Цена договора: RUB 250 000.", "RUB"),
        ("Стоимость работ составляет сто тысяч рублей.", "RUB"),
        ("Стоимость услуг составляет 150 000 (сто пятьдесят тысяч) сомов.", "KGS"),
        ("Цена договора составляет 500 000 тенге.", "KZT"),
        ("Цена договора составляет 3 000 белорусских рублей.", "BYN"),
    ],
)
def test_currency_forms(text: str, currency: str) -> None:
    assert total(text)[1] == currency


def test_amount_before_russian_roubles_is_read() -> None:
    assert total("Цена договора составляет 120 000 (сто двадцать тысяч) российских рублей.") == (
        120_000.0,
        "RUB",
    )
    assert total("Стоимость услуг составляет 45 000 р. в том числе НДС.") == (45_000.0, "RUB")


def test_words_that_merely_start_like_rouble_name_no_currency() -> None:
    text = "Рубрика «Новости» размещается на сайте; рубеж сдачи отчёта — пятница. Стоимость не определена."
    assert total(text) == (None, None)


def test_conventional_units_are_no_currency_of_their_own() -> None:
    # «у.е.» is pegged to a currency the contract names elsewhere; alone it names none.
    assert total("Стоимость услуг составляет 1 000 у.е.")[1] is None


def read(text: str) -> Draft:
    return read_contract(normalise(text))


def test_a_russian_loan_without_a_currency_word_is_in_roubles() -> None:
    text = (
        "ОБЩИЕ УСЛОВИЯ ДОГОВОРА ЗАЙМА. 1. Займодавец передаёт Заёмщику денежные средства в размере, "
        "указанном в заявлении, а Заёмщик возвращает сумму займа и уплачивает проценты. Договор регулируется "
        "законодательством Российской Федерации."
    )
    assert read(text).currency == "RUB"


def test_another_states_contract_gets_no_implied_roubles() -> None:
    text = (
        "ДОГОВОР ОКАЗАНИЯ УСЛУГ. Стоимость услуг определяется прайс-листом Исполнителя. Договор регулируется "
        "законодательством Кыргызской Республики."
    )
    draft = read(text)
    assert draft.currency is None
    assert draft.governing_law == "Кыргызская Республика"


def test_a_contract_without_money_gets_no_currency() -> None:
    text = (
        "СОГЛАШЕНИЕ О НЕРАЗГЛАШЕНИИ. Стороны обязуются не раскрывать конфиденциальную информацию "
        "третьим лицам в течение трёх лет."
    )
    assert read(text).currency is None
