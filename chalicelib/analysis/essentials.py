# ruff: noqa: E501  (a data table: long patterns read better unwrapped)
"""Essential terms per contract type (Russian Civil Code) and the whole-document check for them.

A term counts as present when any of its broad markers occurs anywhere: the check flags only contracts
that never mention a term at all (a deferred term, "to be agreed later", is a checklist pattern instead).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from chalicelib.analysis.checklist import Text


@dataclass(frozen=True)
class EssentialTerm:
    id: str
    name: Text
    pattern: str

    @cached_property
    def regex(self) -> re.Pattern[str]:
        return re.compile(self.pattern, re.IGNORECASE)


SUBJECT = EssentialTerm(
    "subject", Text("предмет договора", "subject matter"), r"предмет|обязу\w+|обязан|поручает|переда\w+ в"
)
PRICE = EssentialTerm(
    "price",
    Text("цена", "price"),
    r"цен[аыуе]|стоимост|вознагражд|плат[аыуе]|сумм[аыуе]|руб|роялти|оклад|процент",
)
TERM = EssentialTerm(
    "term",
    Text("срок", "term"),
    r"срок|в течение|не позднее|до \d|действует|\d{1,2}\.\d{1,2}\.\d{2,4}|\d{4}\s?г",
)
QUANTITY = EssentialTerm(
    "quantity",
    Text("наименование и количество товара", "goods and quantity"),
    r"количеств|ассортимент|спецификац|объ[её]м|партии|перечень|наименовани|штук|\bшт\b|тонн|единиц|транспортн\w* средств|автомобил|квартир|недвижим|VIN|кадастров",
)
DELIVERY_TERM = EssentialTerm(
    "delivery_term",
    Text("срок поставки", "delivery period"),
    r"срок\w* поставки|поставк\w*[^.]{0,120}(?:в течение|не позднее|до \d)|график\w* поставок|заявк|период\w* поставки",
)
LEASE_OBJECT = EssentialTerm(
    "lease_object",
    Text("данные об объекте аренды", "identification of the leased property"),
    r"адрес|площад|кадастров|инвентарн|VIN|регистрационн\w* (?:знак|номер)|заводск|серийн|идентификац|модель|марк[аи]",
)
RENT = EssentialTerm("rent", Text("размер арендной платы", "rent"), r"плат[аыуе]|арендн\w* плат|стоимост|руб")
WORK_DATES = EssentialTerm(
    "work_dates",
    Text("начальный и конечный сроки выполнения работ", "start and end dates of the work"),
    r"срок\w*[^.]{0,40}работ|работ\w*[^.]{0,80}(?:срок|в течение|не позднее|до \d)|календарн\w* план|график",
)
LOAN_AMOUNT = EssentialTerm("loan_amount", Text("сумма займа", "loan amount"), r"сумм\w*|руб|\d")
USE_METHODS = EssentialTerm(
    "use_methods",
    Text("способы использования", "permitted uses"),
    r"способ|использова|воспроизвед|распространени",
)
WORK_FUNCTION = EssentialTerm(
    "work_function",
    Text("трудовая функция и место работы", "job function and place of work"),
    r"должност|трудов\w* функци|мест\w* работы|професси",
)

ESSENTIAL_TERMS: dict[str, tuple[EssentialTerm, ...]] = {
    "supply": (SUBJECT, QUANTITY, PRICE, DELIVERY_TERM),
    "sale": (SUBJECT, QUANTITY, PRICE),
    "lease": (SUBJECT, LEASE_OBJECT, RENT, TERM),
    "services": (SUBJECT, PRICE, TERM),
    "work": (SUBJECT, PRICE, WORK_DATES),
    "loan": (LOAN_AMOUNT, TERM),
    "license": (SUBJECT, USE_METHODS, PRICE, TERM),
    "agency": (SUBJECT, PRICE),
    "distribution": (SUBJECT, PRICE, TERM),
    "franchise": (SUBJECT, PRICE, TERM),
    "nda": (SUBJECT, TERM),
    "employment": (WORK_FUNCTION, PRICE, TERM),
    "partnership": (SUBJECT,),
    "other": (SUBJECT, PRICE, TERM),
}


def missing_terms(text: str, contract_type: str) -> list[EssentialTerm]:
    """The essential terms of ``contract_type`` that ``text`` never mentions."""
    required = ESSENTIAL_TERMS.get(contract_type, ESSENTIAL_TERMS["other"])
    return [term for term in required if not term.regex.search(text)]
