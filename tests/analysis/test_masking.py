from __future__ import annotations

import pytest

from chalicelib.privacy import Masker


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Пишите на ivan.petrov@mail.ru сегодня", "ivan.petrov@mail.ru"),
        ("тел. +7 (916) 123-45-67", "123-45-67"),
        ("тел. 8 916 123 45 67", "916 123 45 67"),
        ("phone +44 20 7946 0958", "7946 0958"),
        ("call (212) 555-0100 now", "555-0100"),
        ("паспорт серия 45 06 № 123456 выдан", "123456"),
        ("паспорт 4506 123456", "4506 123456"),
        ("ИНН 7701234567, ОГРН 1027700132195", "7701234567"),
        ("ОГРН 1027700132195", "1027700132195"),
        ("ИНН 770123456789", "770123456789"),
        ("СНИЛС 112-233-445 95", "112-233-445 95"),
        ("р/с 40702810900000012345 в банке", "40702810900000012345"),
        ("карта 4276 3800 1234 5678", "4276 3800 1234 5678"),
        ("IBAN DE89 3704 0044 0532 0130 00", "3704 0044 0532"),
        ("в лице Иванова Ивана Ивановича, действующего", "Иванова Ивана Ивановича"),
        ("ИП Смирнова Анна Сергеевна", "Смирнова Анна Сергеевна"),
        ("подписал Кузнецов А.В.", "Кузнецов"),
        ("подписал А.В. Кузнецов", "Кузнецов"),
        ("Attention: Mr. John Smith", "John Smith"),
        ("By: /s/ Jane A. Doe", "Jane A. Doe"),
        ("Name: Robert Brown", "Robert Brown"),
    ],
)
def test_personal_data_is_masked_and_restored(text: str, secret: str) -> None:
    masker = Masker()
    masked = masker.mask(text)
    assert secret not in masked
    assert masker.unmask(masked) == text


def test_same_value_gets_the_same_placeholder_across_calls() -> None:
    masker = Masker()
    first = masker.mask("a@b.ru")
    second = masker.mask("write to a@b.ru or c@d.ru")
    assert first == "[EMAIL_1]"
    assert second == "write to [EMAIL_1] or [EMAIL_2]"
    assert masker.masked_count == 2


def test_contract_terms_are_left_alone() -> None:
    text = (
        "Неустойка 0,1% за каждый день, но не более 10%. Срок поставки 30 дней. "
        "ООО «Ромашка». Цена 1 200 000 рублей."
    )
    assert Masker().mask(text) == text


def test_unknown_placeholders_stay_as_they_are() -> None:
    assert Masker().unmask("[PERSON_9] signed") == "[PERSON_9] signed"


def test_a_range_never_cuts_scanned_personal_data() -> None:
    document = "Исполнитель: Смирнов Алексей Викторович, тел. +7 903 111-22-33. Далее текст договора."
    masker = Masker()
    masker.scan(document)
    cut_inside_name = document.index("Алексей") + 3
    cut_inside_phone = document.index("111-22") + 2
    masked = masker.mask_range(document, cut_inside_name, cut_inside_phone)
    assert "Алексей" not in masked and "Смирнов" not in masked and "111" not in masked and "903" not in masked
    assert masked.startswith("[PERSON_1]") and "[PHONE_1]" in masked
    assert masker.unmask(masked) in document
