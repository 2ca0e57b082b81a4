# ruff: noqa: E501  (a data table: long patterns read better unwrapped)
"""What a signer must settle before signing: terms whose value is a blank, and numbers stated two ways.

A blank («составляет ________ рублей», «с «___» ______ 20__ г») in a signed copy can be filled in later by
whoever holds it, and until then the term is not agreed: an essential one leaves the contract not
concluded (ст. 432 ГК РФ), another falls to the law's default. A figure whose words say another number
(«10 000 (пять тысяч) рублей», "ten (90) days") gives each side its own reading; no rule of contract law
says which one wins (ст. 431 ГК РФ leaves it to interpretation).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chalicelib import regexes
from chalicelib.analysis.checklist import ChecklistItem, Lang, Text
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.essentials import ESSENTIAL_TERMS, FILLED_IF_NAMED, LAW_FILLS, EssentialTerm
from chalicelib.analysis.findings import make_finding
from chalicelib.clauses import ContractModel, Sentence, is_heading
from chalicelib.clauses.text import BLANK, PageIndex
from chalicelib.models import Finding, Severity
from chalicelib.spelled_numbers import FigureMismatch, figure_mismatches

# The words that state a term's value, one table per essential term (essentials.ESSENTIAL_TERMS ids), and
# the kind of value each takes: an amount of money, a date or period, or words (a job, a place).
_VALUE_MARKERS: dict[str, tuple[str, str]] = {
    "price": (
        "money",
        r"\b(?:цен[аеуы]|стоимост[ьи]|(?:общ\w+ )?сумм[аеуы] (?:договора|по (?:настоящему )?договору|поставки|оплаты|вознаграждения|услуг|работ)|вознаграждени[еяю]|оплат[аы] (?:услуг|работ|товара)|размер\w* (?:оплаты|вознаграждения))",
    ),
    "rent": (
        "money",
        r"\b(?:арендн\w+ плат\w*|плат[аеуы] за (?:наем|наём|пользование|аренду)|(?:цен[аеуы]|стоимост[ьи]|сумм[аеуы]) (?:аренды|найма))",
    ),
    "loan_amount": (
        "money",
        r"\b(?:сумм[аеуы] займа|за[её]м\w* в (?:размере|сумме)|(?:переда[её]т|предоставляет)[^.;\d]{0,40}?(?:денежные средства|за[её]м) в (?:размере|сумме))",
    ),
    "pay": ("money", r"\b(?:(?:должностн\w+ )?оклад\w*|заработн\w+ плат\w*|тарифн\w+ ставк\w*)"),
    "term": (
        "time",
        r"\b(?:срок\w* (?:[а-яё]+(?:ого|его|ой|ей) )?(?:действия (?:настоящего )?(?:договора|соглашения)|аренды|найма|займа|оказания услуг|выполнения работ|лицензии)|(?:договор|соглашение) (?:действует|заключ[её]н\w*)[^.;\d]{0,30}?(?:до|на срок|по))",
    ),
    "delivery_term": ("time", r"\bсрок\w* поставки"),
    "work_dates": ("time", r"\b(?:срок\w* (?:начала|окончания|выполнения) работ|(?:начало|окончание) работ)"),
    "start_date": (
        "time",
        # «принимается на работу на должность ____ с «___» ____»: the date's own blank after the position's.
        r"\b(?:дат\w* начала работы|приступ\w* к (?:работе|исполнению (?:трудовых|своих) обязанностей)|принимается на работу с|принимается на работу[^.;\n]{0,80}?\s(?=с\s*[«\"]\s*_))",
    ),
    "quantity": ("words", r"\bколичеств[оа] (?:товара|продукции)"),
    "lease_object": (
        "words",
        r"\b(?:адрес (?:объекта|помещения|квартиры)|общ\w+ площад\w+|кадастров\w+ номер\w*)",
    ),
    "place_of_work": ("words", r"\b(?:мест\w* работы|адрес\w* (?:рабочего места|места работы))"),
    "working_hours": (
        "time",
        r"\b(?:продолжительност\w* (?:рабочего времени|рабочей недели|рабочего дня)|режим\w* рабочего времени|рабоч\w+ (?:недел|дн|врем)\w* продолжительност\w*)",
    ),
    "labour_function": ("words", r"\b(?:на должност\w*|в должности|должность|по профессии|в качестве)"),
}
_GAP_CHARS = 90
_GAP = rf"[^.;_…\d\n]{{0,{_GAP_CHARS}}}?"
# How the words between a marker and its blank end when the blank is the value: an amount («составляет
# ____ рублей»), a date or period («с «___» ____ 20__ г»), or words right after the marker («Должность: ___»).
_BLANK_AFTER = {
    "money": rf"{_GAP}(?:составля\w+|составит|равн\w+|в размере|в сумме|№|[-—–:=])\s*",
    "time": rf"{_GAP}(?:составля\w+|составит|в течение|\bс|\bдо|\bпо|\bна|[-—–:=])\s*(?:[«\"]\s*[»\"]?\s*)?",
    "words": r"\s*[:—–-]?\s*",
}
# What a stated value looks like: an amount with its currency, a number (a date, days), a word.
_VALUE_AFTER = {
    "money": rf"{_GAP}\d[\d\s  .,]*(?:\([^)]{{0,80}}\)\s*)?(?:руб|₽|тенге|сом|долл|евро|usd|eur|\$|%)",
    "time": rf"{_GAP}\d",
    "words": r"\s*[:—–-]?\s*[«\"]?[а-яёa-z]{3,}",
}
_QUOTE_CHARS = 300


@dataclass(frozen=True)
class BlankTerm:
    """An essential term whose every value statement is a blank; ``quote`` is the first such sentence."""

    term: EssentialTerm
    quote: str
    by_law: bool  # the law's default rule fills it (not essential for the contract type)


@dataclass(frozen=True)
class Mismatch:
    """A number in digits and in words that disagree, quoted in its sentence."""

    figure: FigureMismatch
    quote: str


def _marker_regexes() -> dict[str, re.Pattern[str]]:
    """Per term: its marker followed, in the same sentence, by a stated value or by a blank where it goes
    (the ``blank`` group)."""
    out: dict[str, re.Pattern[str]] = {}
    for term, (kind, marker) in _VALUE_MARKERS.items():
        value, blank = _VALUE_AFTER[kind], _BLANK_AFTER[kind]
        out[term] = regexes.compile(rf"{marker}(?:(?={value})|(?P<blank>\s*|{blank})(?={BLANK.pattern}))")
    return out


_MARKERS = _marker_regexes()


def _sentences(model: ContractModel) -> list[Sentence]:
    return [s for c in model.clauses if not c.heading for s in c.sentences if not is_heading(s.text)]


def _quote(sentence: str, at: int) -> str:
    """The sentence cut to a quote's length around position ``at`` (the blank or the figure)."""
    text = sentence.strip()
    if len(text) <= _QUOTE_CHARS:
        return text
    start = max(0, min(at - _QUOTE_CHARS // 2, len(text) - _QUOTE_CHARS))
    return text[start : start + _QUOTE_CHARS].strip()


def blank_terms(model: ContractModel, contract_type: str) -> list[BlankTerm]:
    """The essential terms of ``contract_type`` (and those it must fill once named) stated only with a blank
    where the value belongs."""
    required = ESSENTIAL_TERMS.get(contract_type, ESSENTIAL_TERMS["other"]) + FILLED_IF_NAMED.get(
        contract_type, ()
    )
    fills = LAW_FILLS.get(contract_type, {})
    sentences = _sentences(model)
    out: list[BlankTerm] = []
    for term in required:
        regex = _MARKERS.get(term.id)
        if regex is None:
            continue
        blank: tuple[str, int] | None = None
        filled = False
        for sentence in sentences:
            for m in regex.finditer(sentence.lower):
                if m.group("blank") is not None:
                    blank = blank or (sentence.text, m.end())
                else:
                    filled = True
        if blank is not None and not filled:
            out.append(BlankTerm(term, _quote(*blank), by_law=term.id in fills))
    return out


def number_mismatches(model: ContractModel) -> list[Mismatch]:
    """Every figure whose words state another number, in the text's order."""
    return [
        Mismatch(found, _quote(sentence.text, found.start))
        for sentence in _sentences(model)
        for found in figure_mismatches(sentence.text)
    ]


_BLANK_TITLE = Text("Не заполнено: {name}", "Left blank: {name}")
_BLANK_WHY_ESSENTIAL = Text(
    "Вместо значения условия «{name}» в договоре пропуск. Пока он не заполнен, условие не согласовано, и "
    "договор может быть признан незаключённым (ст. 432 ГК РФ); а пропуск в подписанном экземпляре можно "
    "заполнить потом без вас.",
    "The value of the {name} is a blank: until it is filled the term is not agreed, and a blank in a signed "
    "copy can be filled in later without you.",
)
_BLANK_WHY_BY_LAW = Text(
    "Вместо значения условия «{name}» в договоре пропуск. Договор устоит, но пробел заполнит закон, а не "
    "вы: {rule}; а пропуск в подписанном экземпляре можно заполнить потом без вас.",
    "The value of the {name} is a blank: the law's default fills it, not you, and a blank in a signed copy "
    "can be filled in later without you.",
)
_BLANK_WHY_LABOUR = Text(
    "Вместо значения условия «{name}» в договоре пропуск, а трудовой договор обязан его содержать (ст. 57 "
    "ТК РФ): без него работнику не на что сослаться в споре; пропуск в подписанном экземпляре можно заполнить "
    "потом без вас.",
    "The value of the {name} is a blank, and an employment contract must state it; a blank in a signed copy "
    "can be filled in later without you.",
)
_BLANK_ADVICE = Text(
    "Заполнить пропуск до подписания и проверить значение в обоих экземплярах; пустые строки, которые не "
    "нужны, прочеркнуть.",
    "Fill in the blank before signing and check it in both copies; strike out any blank line not needed.",
)
_MISMATCH_TITLE = Text("Цифры и пропись расходятся", "Figures and words disagree")
_MISMATCH_WHY = Text(
    "Число записано цифрами как {digits}, а прописью как {words}. Закон не говорит, какое из значений "
    "главное: каждая сторона сошлётся на выгодное ей, и спор решит суд по толкованию договора (ст. 431 ГК РФ).",
    "The figure says {digits} and the words say {words}: each side will rely on the reading that suits it, "
    "and a court will have to decide which the parties meant.",
)
_MISMATCH_ADVICE = Text(
    "Исправить до подписания, чтобы цифры и пропись называли одно и то же число.",
    "Correct it before signing so that the figure and the words state the same number.",
)
# A blank is a template's line "to be filled in": one finding says so for the whole form.
MAX_BLANK_FINDINGS = 1
# A labour contract must state each of its terms (ст. 57 ТК РФ): a form with all of them blank gets each.
MAX_LABOUR_BLANK_FINDINGS = 5


def gap_findings(
    model: ContractModel, blanks: list[BlankTerm], contract_type: str, lang: Lang, *, labour: bool = False
) -> list[Finding]:
    """The ``blanks`` (see :func:`blank_terms`), the essential ones first, and the figures whose words
    disagree."""
    item = CHECKLIST_BY_ID["missing_essential_terms"]
    pages = PageIndex(model.text)
    limit = MAX_LABOUR_BLANK_FINDINGS if labour else MAX_BLANK_FINDINGS
    ordered = sorted(blanks, key=lambda b: b.by_law)[:limit]
    out = [
        _blank_finding(item, b, pages, model.text, lang=lang, contract_type=contract_type, labour=labour)
        for b in ordered
    ]
    seen: set[str] = set()
    for found in number_mismatches(model):
        if found.quote in seen:
            continue
        seen.add(found.quote)
        figure = found.figure
        why = _MISMATCH_WHY.get(lang).format(
            digits=_number(figure.digits, lang), words=_number(figure.words, lang)
        )
        finding = make_finding(
            item,
            "high" if figure.money else "medium",
            found.quote,
            pages.page_at(model.text.find(found.quote)),
            lang,
            explanation=why,
            recommendation=_MISMATCH_ADVICE.get(lang),
        )
        out.append(finding.model_copy(update={"title": _MISMATCH_TITLE.get(lang)}))
    return out


def _number(value: int, lang: Lang) -> str:
    grouped = f"{value:,}"
    return grouped.replace(",", "\u00a0") if lang == "ru" else grouped


def _blank_severity(blank: BlankTerm, labour: bool) -> Severity:
    """A blank in a civil contract's form is to be filled in before signing, not a term against the reader:
    medium when the contract needs the term, low when the law's default fills it. An employment contract
    must state each of its terms (ст. 57 ТК РФ): a blank there is high."""
    if labour:
        return "high"
    return "low" if blank.by_law else "medium"


def _blank_finding(
    item: ChecklistItem,
    blank: BlankTerm,
    pages: PageIndex,
    text: str,
    *,
    lang: Lang,
    contract_type: str,
    labour: bool,
) -> Finding:
    name = blank.term.name.get(lang)
    if labour:
        why = _BLANK_WHY_LABOUR.get(lang).format(name=name)
    elif blank.by_law:
        rule = LAW_FILLS[contract_type][blank.term.id].get(lang)
        why = _BLANK_WHY_BY_LAW.get(lang).format(name=name, rule=rule)
    else:
        why = _BLANK_WHY_ESSENTIAL.get(lang).format(name=name)
    finding = make_finding(
        item,
        _blank_severity(blank, labour),
        blank.quote,
        pages.page_at(text.find(blank.quote)),
        lang,
        explanation=why,
        recommendation=_BLANK_ADVICE.get(lang),
    )
    return finding.model_copy(update={"title": _BLANK_TITLE.get(lang).format(name=name)})
