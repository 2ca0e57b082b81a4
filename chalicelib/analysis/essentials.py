# ruff: noqa: E501  (a data table: long patterns read better unwrapped)
"""Essential terms per contract type (Russian Civil Code) and the whole-document check for them.

A term counts as present when any of its broad markers occurs anywhere: the check flags only contracts
that never mention a term at all (a deferred term, "to be agreed later", is a checklist pattern instead).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from chalicelib import regexes
from chalicelib.analysis.checklist import Text

# What may stand around a blank without filling it: a hint in brackets («(указать)», «(сумма прописью)»),
# the unit and the period («рублей 00 копеек в месяц»).
_FILLER = regexes.compile(
    r"\([^)]{0,40}\)|\b20(?=_)|\b(?:г|с|со|от|руб\w*|коп\w*|00|в|за|месяц|час|день|год|ежемесячно|размере|сумме|составляет|устанавливается)\b",
    re.IGNORECASE,
)
_CONTENT = regexes.compile(r"[0-9A-Za-zА-ЯЁа-яё]")
_VALUE_CHARS = 60


@dataclass(frozen=True)
class EssentialTerm:
    """A term and its broad markers. With ``filled`` the term counts only where a marker is followed by a
    value, not a blank («Оклад: ________ руб.» states no salary)."""

    id: str
    name: Text
    pattern: str
    filled: bool = False

    @cached_property
    def regex(self) -> re.Pattern[str]:
        return regexes.compile(self.pattern, re.IGNORECASE)

    def stated(self, text: str) -> bool:
        if not self.filled:
            return bool(self.regex.search(text))
        return any(_has_value(text, m.end()) for m in self.regex.finditer(text))


def _has_value(text: str, end: int) -> bool:
    """Whether the words after a marker (to the line's or the sentence's end) hold a value, not a blank."""
    after = text[end : end + _VALUE_CHARS]
    cut = re.search(r"[\n;]|\.(?:\s|$)", after)
    value = after[: cut.start()] if cut else after
    return bool(_CONTENT.search(_FILLER.sub(" ", value)))


SUBJECT = EssentialTerm(
    "subject",
    Text("предмет договора", "subject matter"),
    # The subject is stated by what a party does under the contract («Исполнитель оказывает услуги»,
    # «Поставщик передаёт товар»), not only by the word «предмет» or a promise.
    r"предмет|обязу\w+|обязан|поручает|переда\w+ в|\b(?:оказыва|выполня|переда[её]|поставля|предоставля|прода[её]|изготавлива|сда[её]|выда[её])\w*\s+(?:\w+\s+){0,3}?(?:услуг|работ|товар|имуществ|помещени|продукци|прав|заем|заём|займ|денежн|лицензи|объект|оборудовани|транспорт|автомобил)",
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
    # The object's own details, not any address of the contract (the parties' requisites have addresses):
    # a detail in the sentence that names the object, or the annex or list that identifies it.
    r"(?:помещени|имуществ|квартир|объект|здани|сооружени|участ|транспортн|оборудовани|автомобил|нежил|жил\w+ дом|комнат|склад|офис|кладов|техник)\w*[^.;]{0,160}(?:адрес|площад|кадастров|инвентарн|VIN|регистрационн\w* (?:знак|номер)|заводск|серийн|идентификац|модел|марк[аи]|расположенн|находящ|приложени|акт\w* при[её]ма|спецификаци|перечн)"
    r"|(?:адрес|площад|кадастров)\w*[^.;]{0,80}(?:помещени|имуществ|квартир|объект|здани|участ)",
)
RENT = EssentialTerm("rent", Text("размер арендной платы", "rent"), r"плат[аыуе]|арендн\w* плат|стоимост|руб")
WORK_DATES = EssentialTerm(
    "work_dates",
    Text("начальный и конечный сроки выполнения работ", "start and end dates of the work"),
    r"срок\w*[^.]{0,40}работ|работ\w*[^.]{0,80}(?:срок|в течение|не позднее|до \d)|календарн\w* план|график"
    r"|(?:начал|окончани|завершени)\w* (?:выполнения )?работ|\bс \d{1,2}[./]\d{1,2}[./]\d{2,4}[^.;]{0,20}\bпо \d{1,2}[./]\d{1,2}[./]\d{2,4}",
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

# The terms an employment contract must state (ст. 57 ТК РФ), each with a value, not a blank.
LABOUR_PLACE = EssentialTerm(
    "place_of_work",
    Text("место работы", "place of work"),
    r"мест\w* работы|работник\w*[^.;\n]{0,40}(?:работ\w*|принима\w*)[^.;\n]{0,20}\bв\s+(?=[А-ЯЁ«\"])|адрес\w* (?:рабочего места|места работы)",
    filled=True,
)
LABOUR_FUNCTION = EssentialTerm(
    "labour_function",
    Text("трудовая функция (должность)", "job function (position)"),
    r"трудов\w* функци\w*|на должност\w*|в должности|должность\s*[:—–-]|по (?:должности|профессии|специальности)|професси\w*\s*[:—–-]|(?:работ\w*|принима\w*)[^.;\n]{0,60}\bв качестве",
    filled=True,
)
LABOUR_START = EssentialTerm(
    "start_date",
    Text("дата начала работы", "start date"),
    r"(?:дат\w*|день|дн\w*) начала работы|приступ\w* к (?:работе|исполнению)|начало работы|принимается на работу с|вступает в силу|работ\w* с\s+(?=[«\"\d])",
    filled=True,
)
LABOUR_PAY = EssentialTerm(
    "pay",
    Text("условия оплаты труда (оклад)", "pay (salary)"),
    r"оклад\w*|заработн\w* плат\w*|тарифн\w* ставк\w*|сдельн\w*|(?:размер\w*|сумм\w*) (?:вознаграждения|оплаты труда)|оплат\w* труда",
    filled=True,
)

# Terms a contract need not state but must fill once it names them: an employee's hours (ст. 57, 93 ТК РФ:
# part-time work or a regime of its own must be agreed). Read by the blank check (analysis.gaps) only.
LABOUR_HOURS = EssentialTerm(
    "working_hours", Text("режим и продолжительность рабочего времени", "working hours"), r"рабоч\w* времен"
)
FILLED_IF_NAMED: dict[str, tuple[EssentialTerm, ...]] = {"employment": (LABOUR_HOURS,)}

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
    "employment": (LABOUR_PLACE, LABOUR_FUNCTION, LABOUR_START, LABOUR_PAY),
    "partnership": (SUBJECT,),
    "other": (SUBJECT, PRICE, TERM),
}


# Terms the Civil Code does not make essential for a contract type: when the contract is silent, a default
# rule fills the gap, so the contract is concluded, but on terms the reader did not choose. Only the
# really essential ones (ст. 432: named by law as essential for the type) can leave it unconcluded.
_PRICE_BY_LAW = Text(
    "оплата — по цене, обычно взимаемой за аналогичные товары, работы или услуги (п. 3 ст. 424 ГК РФ)",
    "payment at the price usually charged for the like",
)
_ON_DEMAND = Text(
    "исполнение — в разумный срок, а после требования — в 7 дней (п. 2 ст. 314 ГК РФ)",
    "performance within a reasonable time, or 7 days after a demand",
)
LAW_FILLS: dict[str, dict[str, Text]] = {
    "services": {"price": _PRICE_BY_LAW, "term": _ON_DEMAND},
    "work": {"price": _PRICE_BY_LAW},
    "agency": {"price": _PRICE_BY_LAW},
    "lease": {
        "term": Text(
            "договор заключён на неопределённый срок: любая сторона может отказаться от него, предупредив за "
            "месяц, а для недвижимости — за три месяца (п. 2 ст. 610 ГК РФ)",
            "the lease runs for an indefinite term: either party may end it on one month's notice (three for real estate)",
        )
    },
    "loan": {
        "term": Text(
            "заём возвращается в течение 30 дней со дня требования займодавца (п. 1 ст. 810 ГК РФ)",
            "the loan is repaid within 30 days of the lender's demand",
        )
    },
    "license": {
        "term": Text(
            "договор считается заключённым на пять лет (п. 4 ст. 1235 ГК РФ)",
            "the licence is deemed granted for five years",
        )
    },
    "nda": {"term": _ON_DEMAND},
    "distribution": {"price": _PRICE_BY_LAW, "term": _ON_DEMAND},
    "franchise": {"term": _ON_DEMAND},
    "other": {"price": _PRICE_BY_LAW, "term": _ON_DEMAND},
}


def filled_by_law(contract_type: str, missing: list[EssentialTerm]) -> list[Text] | None:
    """The default rules that fill every missing term, or None when one of them is essential by law."""
    rules = LAW_FILLS.get(contract_type, LAW_FILLS["other"] if contract_type not in ESSENTIAL_TERMS else {})
    if not missing or any(term.id not in rules for term in missing):
        return None
    return [rules[term.id] for term in missing]


def missing_terms(text: str, contract_type: str) -> list[EssentialTerm]:
    """The essential terms of ``contract_type`` that ``text`` never mentions."""
    required = ESSENTIAL_TERMS.get(contract_type, ESSENTIAL_TERMS["other"])
    return [term for term in required if not term.stated(text)]
