from __future__ import annotations

import pytest

from chalicelib.prescreen.parties import find_parties
from chalicelib.prescreen.text import normalise


def parties(text: str, russian: bool) -> list[str]:
    return find_parties(normalise(text), russian)


def test_russian_long_forms_are_abbreviated_and_names_kept() -> None:
    text = (
        "ДОГОВОР г. Москва «15» января 2024 г. Общество с ограниченной ответственностью «Ромашка» "
        "(ООО «Ромашка»), именуемое в дальнейшем «Поставщик», в лице Генерального директора Соколова Андрея "
        "Павловича, с одной стороны, и Акционерное общество «Бизнес-центр Нева» (АО «БЦ Нева»), именуемое в "
        "дальнейшем «Покупатель», с другой стороны, заключили настоящий Договор"
    )
    assert parties(text, russian=True) == ["ООО «Ромашка»", "АО «Бизнес-центр Нева»"]


def test_russian_entrepreneur_citizen_and_nested_quotes() -> None:
    text = (
        "г. Казань 1 марта 2025 года. Гражданин Российской Федерации Сидоров Пётр Алексеевич, паспорт 92 05 "
        "123456, именуемый в дальнейшем «Продавец», и ИП Петрова Анна Сергеевна, именуемая в дальнейшем "
        "«Покупатель», и АО «Молочный комбинат «Заря», ИНН 5406111222, именуемое далее «Гарант», заключили"
    )
    assert parties(text, russian=True) == [
        "Сидоров Пётр Алексеевич",
        "ИП Петрова Анна Сергеевна",
        "АО «Молочный комбинат «Заря»",
    ]


def test_russian_collective_alias_and_no_alias() -> None:
    collective = (
        "АО «Вектор» (ОГРН 1037700987654), в лице генерального директора Кравцова Романа Эдуардовича, и "
        "ООО «ДатаСофт», в лице директора Федорова Михаила Игоревича, далее совместно именуемые «Стороны», "
        "заключили соглашение"
    )
    assert parties(collective, russian=True) == ["АО «Вектор»", "ООО «ДатаСофт»"]
    no_alias = (
        'ООО "Альфа" (Поставщик) в лице Петрова Петра Петровича и ООО "Бета" (Покупатель) заключили договор'
    )
    assert parties(no_alias, russian=True) == ["ООО «Альфа»", "ООО «Бета»"]


def test_foreign_company_in_a_russian_contract() -> None:
    text = (
        "Acme Trading Ltd., компания, учрежденная и действующая по законодательству Англии и Уэльса, "
        "именуемая в дальнейшем «Продавец», с одной стороны, и Общество с ограниченной ответственностью "
        "«ТехноИмпорт», именуемое в дальнейшем «Покупатель», заключили"
    )
    assert parties(text, russian=True) == ["Acme Trading Ltd.", "ООО «ТехноИмпорт»"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            'This Agreement is made by and between Acme Corp., a Delaware corporation ("Acme"), and '
            'Beta Holdings LLC, a Nevada limited liability company ("Beta"). WHEREAS',
            ["Acme Corp.", "Beta Holdings LLC"],
        ),
        (
            'by and between the At Home Corporation ("Excite"), located at 450 Broadway, and '
            'e-centives, Inc., ("Application Provider"), a Delaware corporation. RECITALS',
            ["At Home Corporation", "e-centives, Inc."],
        ),
        (
            'BETWEEN: EHAVE, INC., a company incorporated under the laws of Ontario ("Ehave"); - and - '
            'COMPANION HEALTHCARE TECHNOLOGIES CORP, a company ("CHT") RECITALS:',
            ["EHAVE, INC.", "COMPANION HEALTHCARE TECHNOLOGIES CORP"],
        ),
        (
            "AGREEMENT by and between JANSSEN BIOTECH, INC. and IMMUNOMEDICS, INC. Dated as of: April 5",
            ["JANSSEN BIOTECH, INC.", "IMMUNOMEDICS, INC."],
        ),
    ],
)
def test_english_preambles(text: str, expected: list[str]) -> None:
    assert parties(text, russian=False) == expected


def test_definitions_that_are_not_parties_are_skipped() -> None:
    text = (
        'This Agreement (this "Agreement") is entered into as of May 1, 2020 (the "Effective Date") by and '
        'between Gunston Consulting, LLC ("CONSULTANT"), a Virginia limited liability company, and Medalist '
        'Diversified REIT, Inc. ("REIT"), a Maryland corporation. NOW, THEREFORE'
    )
    assert parties(text, russian=False) == ["Gunston Consulting, LLC", "Medalist Diversified REIT, Inc."]


def test_no_preamble_no_parties() -> None:
    assert parties("Meeting notes about lunch.", russian=False) == []


def test_an_abbreviated_town_inside_a_name_does_not_end_it() -> None:
    text = (
        "Муниципальное бюджетное общеобразовательное учреждение «Средняя школа № 1 г. Твери», именуемое в "
        "дальнейшем «Заказчик», в лице директора Иванова И.И., и ООО «Ромашка», именуемое в дальнейшем "
        "«Исполнитель», заключили настоящий договор о нижеследующем."
    )
    assert parties(text, russian=True)[0].endswith("«Средняя школа № 1 г. Твери»")


def test_a_party_described_not_named_is_its_role() -> None:
    saas = (
        "This Software as a Service Agreement is entered into by and between Cloudy Inc., a Delaware "
        'corporation ("Provider"), and the customer identified in the Order Form ("Customer").'
    )
    assert parties(saas, russian=False) == ["Cloudy Inc.", "Customer"]
    nda = (
        'This Agreement is made between Acme Labs Ltd (the "Company") and the person identified below '
        '("Recipient").'
    )
    assert parties(nda, russian=False) == ["Acme Labs Ltd", "Recipient"]
