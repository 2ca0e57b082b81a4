# ruff: noqa: E501  (contract text reads better unwrapped)
"""The протокол разногласий, the commented DOCX and the deadlines: wording, verbatim cells, numbers, files."""

from __future__ import annotations

import io
from datetime import date

import pytest
from amendments.amendment_support import CONTRACT, docx_of, finding, report_of, sample_report
from docx import Document
from docx.oxml.ns import qn

from chalicelib.amendments import build_documents, build_protocol, document_names
from chalicelib.amendments.checks import contract_form, unexplained_numbers, verbatim
from chalicelib.amendments.commented import add_comments
from chalicelib.amendments.deadlines import find_deadlines, render_calendar
from chalicelib.amendments.render import render_protocol
from chalicelib.clauses import parse_contract
from chalicelib.keys import AMENDMENTS_DOCX, COMMENTED_DOCX, DEADLINES_ICS
from chalicelib.models import DISCLAIMER

TEXT = """ДОГОВОР ПОСТАВКИ № 7/24

г. Москва «15» марта 2024 г.

ООО «Альфа», именуемое в дальнейшем «Поставщик», и ООО «Бета», именуемое в дальнейшем «Покупатель», заключили настоящий договор о нижеследующем:

3.1. Оплата производится не позднее 01.04.2024.

3.2. Поставщик передает товар в течение 10 календарных дней с даты подписания Договора.

5.1. За просрочку оплаты Покупатель уплачивает Поставщику пени в размере 0,5 % от суммы задолженности за каждый день просрочки.

5.2. Поставщик вправе в одностороннем порядке отказаться от исполнения Договора, уведомив Покупателя за 3 дня.

7.1. Договор действует до 31 декабря 2024 г. и продлевается на каждый следующий год, если ни одна из сторон не заявит об отказе от продления не позднее чем за 60 дней до окончания срока.
"""
PENALTY = "пени в размере 0,5 % от суммы задолженности за каждый день просрочки"
TERMINATION = "Поставщик вправе в одностороннем порядке отказаться от исполнения Договора"
RENEWAL = "продлевается на каждый следующий год"


def rows_for(*findings: object, **options: object):  # type: ignore[no-untyped-def]
    report = report_of(list(findings), **options)  # type: ignore[arg-type]
    return build_protocol(report, parse_contract(TEXT)).rows


def test_a_high_daily_penalty_becomes_the_usual_rate_with_a_cap_and_the_civil_code() -> None:
    (row,) = rows_for(finding("penalty", PENALTY))
    assert row.clause_number == "5.1" and row.own_number
    assert row.clause_text.startswith("5.1. За просрочку оплаты") and row.clause_text.endswith("просрочки.")
    assert "0,1 % от суммы" in row.proposed and "не более 10 % от цены" in row.proposed
    assert "0,5" not in row.proposed, "never the clause's own rate when it is above the usual one"
    assert "ст. 333 ГК РФ" in row.reason and "182 %" in row.reason
    assert unexplained_numbers(row) == [] and verbatim(row, contract_form(TEXT))


def test_two_findings_of_one_item_on_one_clause_share_a_row() -> None:
    rows = rows_for(
        finding("penalty", PENALTY), finding("penalty", "За просрочку оплаты").model_copy(update={"id": "p2"})
    )
    assert len(rows) == 1 and rows[0].finding_ids == ("penalty-1", "p2")


def test_losses_on_top_of_the_penalty_become_an_offset_penalty() -> None:
    text = TEXT + "\n5.3. Покупатель возмещает Поставщику убытки в полном объёме сверх неустойки.\n"
    report = report_of([finding("penalty", "убытки в полном объёме сверх неустойки")])
    (row,) = build_protocol(report, parse_contract(text)).rows
    assert row.clause_number == "5.3" and "в части, не покрытой неустойкой" in row.proposed
    assert "п. 1 ст. 394 ГК РФ" in row.reason and unexplained_numbers(row) == []


def test_a_moderate_rate_is_kept_not_raised() -> None:
    text = TEXT.replace("0,5 %", "0,05 %")
    report = report_of([finding("penalty", PENALTY.replace("0,5", "0,05"))])
    (row,) = build_protocol(report, parse_contract(text)).rows
    assert "0,05 % от суммы" in row.proposed


def test_a_short_notice_for_the_other_sides_walk_away_right_becomes_thirty_days() -> None:
    (row,) = rows_for(finding("termination_for_convenience", TERMINATION))
    assert row.clause_number == "5.2"
    assert "не менее чем за 30 календарных дней" in row.proposed and "Каждая из Сторон" in row.proposed
    assert unexplained_numbers(row) == []


def test_the_window_to_refuse_a_renewal_is_never_made_longer() -> None:
    (row,) = rows_for(finding("auto_renewal", RENEWAL))
    assert "не позднее чем за 30 календарных дней" in row.proposed
    text = TEXT.replace("за 60 дней", "за 14 дней")
    (short,) = build_protocol(report_of([finding("auto_renewal", RENEWAL)]), parse_contract(text)).rows
    assert "за 14 календарных дней" in short.proposed


def test_statutes_are_cited_only_under_russian_law() -> None:
    (russian,) = rows_for(finding("penalty", PENALTY))
    (foreign,) = build_protocol(
        report_of([finding("penalty", PENALTY)]).model_copy(
            update={"prescreen": report_of([]).prescreen.model_copy(update={"governing_law": "English law"})}
        ),
        parse_contract(TEXT),
    ).rows
    assert "ГК РФ" in russian.reason and "ГК РФ" not in foreign.reason


def test_an_unknown_item_gets_its_recommendation_marked_as_advice() -> None:
    (row,) = rows_for(finding("brand_new_item", PENALTY, recommendation="Снизить пени."))
    assert (
        row.kind == "advice" and row.proposed.startswith("Снизить пени.") and "рекомендация" in row.proposed
    )
    assert row.clause_number == "5.1", "the clause is still found"


def test_missing_essential_terms_get_clauses_to_add() -> None:
    missing = finding(
        "missing_essential_terms", "ДОГОВОР ПОСТАВКИ № 7/24", explanation="Риск. Не найдено: цена, срок."
    )
    (row,) = rows_for(missing)
    assert row.kind == "add" and row.clause_text == "" and row.clause_number is None
    assert "Цена Договора составляет ____ рублей" in row.proposed and "действует до ____" in row.proposed
    assert "ст. 432 ГК РФ" in row.reason


def test_a_paragraph_without_its_own_number_is_named_after_the_clause_it_belongs_to() -> None:
    text = TEXT.replace("5.2. Поставщик вправе", "5.2. Права сторон.\n\nПоставщик вправе")
    (row,) = build_protocol(
        report_of([finding("termination_for_convenience", TERMINATION)]), parse_contract(text)
    ).rows
    assert (
        row.clause_number == "5.2" and not row.own_number and row.clause_text.startswith("Поставщик вправе")
    )


def test_the_heading_names_the_contract_as_it_names_itself() -> None:
    heading = build_protocol(report_of([]), parse_contract(TEXT)).heading
    assert heading.title == "ДОГОВОР ПОСТАВКИ № 7/24" and heading.number == "7/24"
    assert heading.signed_on == date(2024, 3, 15) and heading.roles == ("Покупатель", "Поставщик")


def test_the_protocol_docx_reads_back_with_one_row_per_finding_and_both_signatures() -> None:
    report = report_of([finding("penalty", PENALTY), finding("termination_for_convenience", TERMINATION)])
    body = render_protocol(build_protocol(report, parse_contract(TEXT)))
    document = Document(io.BytesIO(body))
    text = "\n".join(p.text for p in document.paragraphs)
    assert text.startswith("ПРОТОКОЛ РАЗНОГЛАСИЙ\nк договору «ДОГОВОР ПОСТАВКИ № 7/24» от 15.03.2024")
    assert "Протокол разногласий подписан:" in text and DISCLAIMER in text
    table = document.tables[0]
    header = [cell.text for cell in table.rows[0].cells]
    assert header == [
        "№ п/п",
        "Пункт договора",
        "Редакция контрагента",
        "Предлагаемая редакция",
        "Обоснование",
    ]
    rows = [[cell.text for cell in row.cells] for row in table.rows[1:]]
    assert [row[:2] for row in rows] == [["1", "5.1"], ["2", "5.2"]]
    signatures = [cell.text for cell in document.tables[1].rows[0].cells]
    assert signatures[0].startswith("Покупатель") and signatures[1].startswith("Поставщик")


def test_an_english_contract_gets_a_schedule_of_proposed_amendments() -> None:
    text = "SERVICES AGREEMENT\n\n7.2. Provider may terminate this Agreement on 5 days notice.\n"
    report = report_of(
        [finding("termination_for_convenience", "Provider may terminate this Agreement")],
        language="en",
        side=None,
        contract_type="services",
    )
    protocol = build_protocol(report, parse_contract(text))
    (row,) = protocol.rows
    assert protocol.lang == "en" and "at least 30 days prior written notice" in row.proposed
    assert "ГК" not in row.reason
    document = Document(io.BytesIO(render_protocol(protocol)))
    assert document.paragraphs[0].text == "SCHEDULE OF PROPOSED AMENDMENTS"
    assert [c.text for c in document.tables[0].rows[0].cells][2] == "Current wording"


def _runs_with_bold(document: Document) -> list[tuple[str, bool]]:  # type: ignore[valid-type]
    return [(char, bool(run.bold)) for p in document.paragraphs for run in p.runs for char in run.text]  # type: ignore[attr-defined]


def test_comments_sit_on_the_quoted_runs_and_the_text_and_formatting_stay() -> None:
    original = docx_of(
        [
            "ДОГОВОР ПОСТАВКИ № 7/24",
            [
                ("5.1. За просрочку оплаты Покупатель уплачивает ", False),
                ("Поставщику пени в размере 0,5 %", True),
                (" от суммы задолженности за каждый день просрочки.", False),
            ],
        ]
    )
    quote = "Покупатель уплачивает Поставщику пени в размере 0,5 % от суммы"
    protocol = build_protocol(report_of([finding("penalty", quote)]), parse_contract(TEXT))
    result = add_comments(original, protocol)
    assert (result.anchored, result.whole_paragraph, result.unplaced) == (1, 0, 0)
    before, after = Document(io.BytesIO(original)), Document(io.BytesIO(result.body))
    assert [p.text for p in after.paragraphs] == [p.text for p in before.paragraphs]
    assert _runs_with_bold(after) == _runs_with_bold(before), "every character keeps its formatting"
    (comment,) = after.comments
    assert comment.author == "Контракт-чек" and "Высокий риск" in comment.text and "0,1 %" in comment.text
    paragraph = after.paragraphs[1]._p
    inside, covered = False, []
    for element in paragraph.iter():
        if element.tag == qn("w:commentRangeStart"):
            inside = True
        elif element.tag == qn("w:commentRangeEnd"):
            inside = False
        elif inside and element.tag == qn("w:t"):
            covered.append(element.text or "")
    assert "".join(covered) == quote


def test_a_quote_in_a_table_cell_is_commented_too() -> None:
    document = Document()
    document.add_paragraph("ДОГОВОР")
    document.add_table(rows=1, cols=2).rows[0].cells[1].text = "5.1. " + PENALTY + "."
    out = io.BytesIO()
    document.save(out)
    protocol = build_protocol(report_of([finding("penalty", PENALTY)]), parse_contract(TEXT))
    result = add_comments(out.getvalue(), protocol)
    assert result.anchored == 1


def test_deadlines_are_the_stated_dates_and_the_renewal_notice() -> None:
    model = parse_contract(TEXT)
    heading = build_protocol(report_of([]), model).heading
    found = {
        (d.on, d.summary, d.clause_number) for d in find_deadlines(model, heading, date(2024, 12, 31), "ru")
    }
    assert found == {
        (date(2024, 12, 31), "Окончание срока действия договора", "7.1"),
        (date(2024, 11, 1), "Последний день отказаться от продления договора", "7.1"),
        (date(2024, 4, 1), "Срок оплаты по договору", "3.1"),
        (date(2024, 3, 25), "Срок поставки (передачи) по договору", "3.2"),
    }


def test_the_calendar_is_rfc5545_folded_and_cites_the_clause() -> None:
    model = parse_contract(TEXT)
    heading = build_protocol(report_of([]), model).heading
    deadlines = find_deadlines(model, heading, date(2024, 12, 31), "ru")
    body = render_calendar(
        deadlines, heading, "ru", uid_prefix="s", stamp=report_of([]).generated_at, disclaimer=DISCLAIMER
    )
    lines = body.decode("utf-8").split("\r\n")
    assert lines[0] == "BEGIN:VCALENDAR" and lines[-2] == "END:VCALENDAR" and lines[-1] == ""
    assert all(len(line.encode()) <= 75 for line in lines)
    assert lines.count("BEGIN:VEVENT") == lines.count("END:VEVENT") == 4
    unfolded = body.decode("utf-8").replace("\r\n ", "")
    assert "DTSTART;VALUE=DATE:20241101" in unfolded and "п. 7.1: 7.1. Договор действует" in unfolded
    assert "Отчёт не заменяет консультацию юриста" in unfolded


def test_no_calendar_when_nothing_is_computable() -> None:
    text = "ДОГОВОР\n\n5.1. " + PENALTY + ".\n"
    documents = build_documents(report_of([finding("penalty", PENALTY)]), text)
    assert DEADLINES_ICS not in documents.files and documents.manifest.deadlines == 0
    assert COMMENTED_DOCX not in documents.files, "not a DOCX upload"


def test_the_sample_contract_end_to_end_every_row_verbatim_and_accounted_for() -> None:
    report = sample_report()
    documents = build_documents(report, CONTRACT)
    rows = documents.protocol.rows
    assert sorted(i for row in rows for i in row.finding_ids) == sorted(f.id for f in report.findings)
    assert len(rows) > 3
    contract = contract_form(CONTRACT)
    assert all(verbatim(row, contract) for row in rows)
    assert all(unexplained_numbers(row) == [] for row in rows), [(r.category, r.proposed) for r in rows]
    assert {f.key for f in documents.manifest.files} >= {AMENDMENTS_DOCX}


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Договор поставки № 12/3", "Протокол разногласий — Договор поставки № 12-3.docx"),
        ("Д" * 200, "Протокол разногласий — " + "Д" * 80 + ".docx"),
    ],
)
def test_files_are_named_after_the_contract(title: str, expected: str) -> None:
    assert document_names(title, "ru", "scan.pdf")[AMENDMENTS_DOCX] == expected


def test_a_limit_that_protects_the_other_side_is_removed_not_made_a_mutual_cap_at_the_price() -> None:
    text = TEXT + "\n8.1. Ответственность Поставщика ограничена суммой 100 рублей.\n"
    report = report_of([finding("liability_cap", "Ответственность Поставщика ограничена суммой 100 рублей")])
    (row,) = build_protocol(report, parse_contract(text)).rows
    assert "в полном объёме" in row.proposed and "ограничен ценой" not in row.proposed
    assert "ст. 15, 393 ГК РФ" in row.reason


def test_every_checklist_item_has_its_own_wording_not_a_placeholder() -> None:
    from chalicelib.amendments.proposals import TEMPLATES
    from chalicelib.analysis.checklist_items import CHECKLIST

    assert [item.id for item in CHECKLIST if item.id not in TEMPLATES] == []


def test_role_names_in_the_new_wordings_are_declined() -> None:
    from chalicelib.amendments.proposals import ProposalContext, propose

    context = ProposalContext(
        finding=finding("pay_discretion", "Вознаграждение выплачивается при отсутствии претензий Заказчика"),
        clause=None,
        lang="ru",
        russian_law=True,
        contract_type="services",
        ours="Исполнитель",
        theirs="Заказчик",
    )
    text = propose(context).text
    assert "вознаграждение Исполнителю" in text and "признанном Исполнителем" in text
