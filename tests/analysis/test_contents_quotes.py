"""Tables of contents and bare headings are not contract text: never a candidate clause, never a quote.

Each contract below is the same short contract with a table of contents in one of the forms unseen
contracts bring (dot leaders, a Markdown or HTML table, numbered titles, titles glued into one line); its
findings must be those of the contract without one.
"""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.clauses import is_heading, parse_contract
from chalicelib.clauses.contents import contents_spans
from chalicelib.models import PrescreenResult
from chalicelib.settings import AnalysisSettings

_RU_HEAD = (
    "# ДОГОВОР ОКАЗАНИЯ УСЛУГ № 7\n\nООО «Чистота», именуемое в дальнейшем «Исполнитель», и ООО «Ромашка», "
    "именуемое в дальнейшем «Заказчик», заключили настоящий договор о нижеследующем.\n\n"
)
_RU_BODY = """1. ПРЕДМЕТ ДОГОВОРА

1.1. Исполнитель обязуется оказать услуги по уборке помещений, а Заказчик обязуется оплатить эти услуги.

2. СТОИМОСТЬ И ПОРЯДОК ОПЛАТЫ

2.1. Стоимость услуг составляет 100 000 рублей. Заказчик вносит предоплату в размере 100 % до 5 числа.

2.2. Исполнитель вправе в одностороннем порядке изменить стоимость услуг, уведомив Заказчика за 5 дней.

3. ОТВЕТСТВЕННОСТЬ СТОРОН

3.1. За просрочку оплаты Заказчик уплачивает Исполнителю пеню в размере 1 % за каждый день просрочки.

4. ПОРЯДОК РАСТОРЖЕНИЯ ДОГОВОРА

4.1. Исполнитель вправе в любое время отказаться от исполнения договора без объяснения причин.

5. ПОРЯДОК РАЗРЕШЕНИЯ СПОРОВ

5.1. Все споры рассматриваются в Арбитражном суде города Москвы.
"""
_RU_TITLES = (
    "Предмет договора",
    "Стоимость услуг, предоплата и одностороннее изменение цены",
    "Ответственность сторон, неустойка и пени",
    "Порядок расторжения и одностороннего отказа от договора",
    "Порядок разрешения споров в Арбитражном суде",
)


def _lines(template: str, titles: tuple[str, ...], sep: str = "\n") -> str:
    return sep.join(
        template.format(n=n, title=t, page=n + 1, letter="ABCDEFGH"[n - 1])
        for n, t in enumerate(titles, start=1)
    )


_RU_CONTENTS = {
    "dot leaders, one entry a paragraph": "Содержание\n\n"
    + _lines("{n}. {title} ........ {page}", _RU_TITLES, "\n\n"),
    "dot leaders in one block": "Содержание\n" + _lines("{title} ........ {page}", _RU_TITLES),
    "ellipsis leaders, no heading": _lines("{title} …………… {page}", _RU_TITLES),
    "markdown table with pages": "| № | Раздел | Стр. |\n|---|---|---|\n"
    + _lines("| {n} | {title} | {page} |", _RU_TITLES),
    "markdown table under a heading": "## Оглавление\n\n| Раздел | Название |\n|---|---|\n"
    + _lines("| {n}. | {title} |", _RU_TITLES),
    "html table": "<table>"
    + _lines("<tr><td>{n}. {title}</td><td>{page}</td></tr>", _RU_TITLES, "")
    + "</table>",
    "numbered titles under a heading": "Оглавление:\n" + _lines("{n}. {title}", _RU_TITLES),
    "titles glued into one line": "Содержание: " + _lines("{n}. {title}", _RU_TITLES, " "),
    "unnumbered titles under a heading": "Содержание\n\n" + _lines("{title}", _RU_TITLES),
}

_EN_HEAD = (
    "# MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement is entered into by Acme Corp. "
    '("Provider") and Beta LLC ("Customer").\n\n'
)
_EN_BODY = """ARTICLE 1 DEFINITIONS

1.1 "Services" means the hosting services described in Exhibit A.

ARTICLE 2 TERM AND TERMINATION

2.1 This Agreement renews automatically for successive one-year terms unless either party objects.

2.2 Provider may terminate this Agreement for convenience at any time upon thirty days notice.

ARTICLE 3 LIMITATION OF LIABILITY

3.1 In no event shall Provider's aggregate liability exceed the fees paid in the preceding three months.

ARTICLE 4 ASSIGNMENT

4.1 Customer may not assign this Agreement without Provider's prior written consent.
"""
_EN_TITLES = (
    "Definitions",
    "Term, Renewal and Termination for Convenience",
    "Limitation of Liability",
    "Assignment and Change of Control",
)
_EN_CONTENTS = {
    "dot leaders": "TABLE OF CONTENTS\n\n" + _lines("Article {n} {title} ........ {page}", _EN_TITLES),
    "page numbers without a heading": _lines("Article {n} {title} {page}", _EN_TITLES),
    "markdown table": "| Article | Title | Page |\n|---|---|---|\n"
    + _lines("| {n} | {title} | {page} |", _EN_TITLES),
    # Two columns of a contents page read as one line, the entries numbered "2.A.", no heading.
    "leaders run into one line": _lines(
        "2.{letter}.   {title}.............. {page}", _EN_TITLES, "          "
    ),
    "glued into one line": _lines("{n}. {title} {page}", (*_EN_TITLES, "Notices"), " "),
}


def _quotes(text: str, settings: AnalysisSettings) -> set[tuple[str, str]]:
    outcome = analyze_contract(text, PrescreenResult(contract_type="services"), None, settings=settings)
    return {(f.category, f.quote) for f in outcome.findings}


@pytest.mark.parametrize("form", sorted(_RU_CONTENTS))
def test_a_russian_table_of_contents_is_never_quoted(form: str, settings: AnalysisSettings) -> None:
    without = _quotes(_RU_HEAD + _RU_BODY, settings)
    assert _quotes(_RU_HEAD + _RU_CONTENTS[form] + "\n\n" + _RU_BODY, settings) == without


@pytest.mark.parametrize("form", sorted(_EN_CONTENTS))
def test_an_english_table_of_contents_is_never_quoted(form: str, settings: AnalysisSettings) -> None:
    without = _quotes(_EN_HEAD + _EN_BODY, settings)
    assert _quotes(_EN_HEAD + _EN_CONTENTS[form] + "\n\n" + _EN_BODY, settings) == without


@pytest.mark.parametrize("form", sorted(_RU_CONTENTS))
def test_the_contents_are_clauses_of_their_own_marked_as_headings(form: str) -> None:
    block = _RU_CONTENTS[form]
    model = parse_contract(_RU_HEAD + block + "\n\n" + _RU_BODY)
    assert len(model.contents) == 1
    inside = [c for c in model.clauses if model.in_contents(c.start, c.end)]
    assert inside and all(c.heading for c in inside)
    assert not any(c.heading for c in model.clauses if "вправе" in model.text[c.start : c.end])


def test_lists_that_are_no_contents_stay_contract_text() -> None:
    signatures = "Генеральный директор\n\n__________ (Петров П. П.)\n\nМ.П.\n\nГенеральный директор\n\nМ.П."
    goods = "| № | Товар | Кол-во |\n|---|---|---|\n| 1 | Стул | 1 |\n| 2 | Стол | 1 |\n| 3 | Шкаф | 5 |"
    items = (
        "The Product means a device that is: 1. One way communications device 2. Used for hearing 3. Small"
    )
    requisites = "Почтовый адрес:\nИНН:\nКПП:\nБанк:\n\nПочтовый адрес:\nИНН:\nКПП:"
    for text in (signatures, goods, items, requisites):
        assert contents_spans(text) == []


def test_a_title_in_sentence_case_is_a_heading_and_a_verbless_sentence_is_not() -> None:
    assert is_heading("Ответственность сторон, неустойка и пени")
    assert is_heading("Порядок расторжения договора")
    assert not is_heading("Оплата производится в рублях")
    assert not is_heading("Предоплата в размере ста процентов.")
    assert not is_heading("Неустойка не взыскивается")


def test_a_lettered_english_title_is_a_heading() -> None:
    assert is_heading("f)   Force Majeure.")
    assert is_heading("(g) Billing, Reporting, Auditing.")
    assert not is_heading("(a) Licensee shall pay the fees.")
