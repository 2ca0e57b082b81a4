"""Contracts without a preamble naming their parties: a titled form with the parties in a table, a volunteer
agreement, a guarantee, a signed joint filing agreement. A title or a signature clause counts with one
self-reference and one obligation; an article about contracts still fails."""

from __future__ import annotations

import pytest

from chalicelib.errors import DocumentRejected
from chalicelib.prescreen import ensure_contract

CONSUMER_FORM = """# ДОГОВОР-КВИТАНЦИЯ НА РЕМОНТ ТЕХНИКИ

| Исполнитель | ИП Петров П.П. |
|---|---|
| Потребитель | ____________ |

Стоимость ремонта определяется после диагностики. Исполнитель обязуется выполнить ремонт в срок до 45
дней. Подписывая настоящий договор, потребитель соглашается с условиями ремонта."""

VOLUNTEER = """СОГЛАШЕНИЕ О ДОБРОВОЛЬЧЕСКОЙ (ВОЛОНТЁРСКОЙ) ДЕЯТЕЛЬНОСТИ

Организатор и доброволец заключили настоящее соглашение. Доброволец вправе отказаться от участия в
мероприятии, предупредив организатора за три дня."""

GUARANTEE = """GUARANTEE OF MASTER FRANCHISE AGREEMENT

As an inducement to the Franchisor to enter into the Master Franchise Agreement, the Guarantors jointly and
severally agree as follows: the Guarantors shall pay all monies payable by the Master Franchisee."""

JOINT_FILING = """Exhibit D

The undersigned hereby confirm the agreement among them to the joint filing of the Statement on Schedule 13D.
This Agreement may be executed in counterparts, each of which shall be deemed an original.

IN WITNESS WHEREOF, the undersigned have executed this Agreement."""

REPAIR_SLIP = """ДОГОВОР НА ВЫПОЛНЕНИЕ РЕМОНТА И АКТ ПРИЁМА ИЗДЕЛИЯ № 17

Заказчик: ______________________ (Ф.И.О., телефон)
Исполнитель: мастерская «Контакт», ИП Сидоров С.С.

Изделие принято без проверки внутренних неисправностей. Исполнитель не отвечает за сохранность данных
на носителях. Стоимость работ сообщается после диагностики. Выдача изделия производится после полной
оплаты. Изделие, не востребованное в течение 60 дней, подлежит оплате хранения."""

ARTICLE_WITH_ONE_LABEL = """Договор подряда: что проверить

Подрядчик: кто это и за что он отвечает. Подрядчик обязан выполнить работу в срок, а заказчик обязан её
принять. Юристы советуют проверять смету."""

ARTICLE = """Как составить договор поставки

Договор поставки — один из самых частых договоров. Поставщик обязан передать товар в срок; в договоре
стоит указать сроки и порядок приёмки. Юристы советуют проверять контрагента до подписания."""


@pytest.mark.parametrize("text", [CONSUMER_FORM, VOLUNTEER, GUARANTEE, JOINT_FILING, REPAIR_SLIP])
def test_titled_or_signed_contracts_pass(text: str) -> None:
    ensure_contract(text)


@pytest.mark.parametrize("text", [ARTICLE, ARTICLE_WITH_ONE_LABEL])
def test_an_article_titled_with_a_contract_kind_still_fails(text: str) -> None:
    with pytest.raises(DocumentRejected) as caught:
        ensure_contract(text)
    assert caught.value.reason == "not_a_contract"
