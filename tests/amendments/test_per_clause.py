# ruff: noqa: E501  (contract text reads better unwrapped)
"""The протокол per clause: one row for every clause the findings quote, and wording that follows what the
clause lets whom do (its predicate), with the roles as the contract names them."""

from __future__ import annotations

import io

from amendments.amendment_support import docx_of, finding, report_of
from docx import Document

from chalicelib.amendments import build_protocol
from chalicelib.amendments.checks import contract_form, unexplained_numbers, verbatim
from chalicelib.amendments.commented import add_comments
from chalicelib.amendments.proposals import ProposalContext, propose
from chalicelib.clauses import parse_contract

HEAD = """ДОГОВОР ПОСТАВКИ № 9

ООО «Альфа», именуемое в дальнейшем «Поставщик», и ООО «Бета», именуемое в дальнейшем «Покупатель», заключили настоящий договор о нижеследующем:
"""
SUSPEND = "Поставщик вправе в одностороннем порядке прекратить поставку товара до разрешения спора."
NO_SANCTIONS = "В этом случае никакие санкции к Поставщику не применяются."
CLAUSES = f"""
7.7. {SUSPEND} {NO_SANCTIONS}

7.8. Поставщик вправе в одностороннем порядке изменить цену товара, уведомив Покупателя за 5 дней.
"""
PRICE = "Поставщик вправе в одностороннем порядке изменить цену товара"


def _rows(*findings: object) -> tuple:  # type: ignore[type-arg]
    report = report_of(list(findings))  # type: ignore[arg-type]
    return build_protocol(report, parse_contract(HEAD + CLAUSES)).rows


def test_two_risks_of_one_clause_get_one_row_with_one_wording_for_both() -> None:
    suspend = finding("termination_for_convenience", SUSPEND)
    exemption = finding("liability_cap", NO_SANCTIONS).model_copy(update={"id": "liability_cap-1"})
    (row,) = _rows(suspend, exemption)
    assert row.clause_number == "7.7" and row.finding_ids == (
        "termination_for_convenience-1",
        "liability_cap-1",
    )
    assert "приостановить исполнение своих обязательств" in row.proposed, "the suspension is answered"
    assert "возмещают причинённые убытки в полном объёме" in row.proposed, "and so is the exemption"
    assert row.quotes == (SUSPEND, NO_SANCTIONS)
    assert verbatim(row, contract_form(HEAD + CLAUSES)) and unexplained_numbers(row) == []


def test_findings_of_different_clauses_keep_their_own_rows() -> None:
    rows = _rows(finding("termination_for_convenience", SUSPEND), finding("unilateral_change", PRICE))
    assert [row.clause_number for row in rows] == ["7.7", "7.8"]


def test_every_quote_of_a_shared_row_carries_the_comment() -> None:
    first, second = CLAUSES.strip().split("\n\n")
    original = docx_of([HEAD.strip(), first, second])
    suspend = finding("termination_for_convenience", SUSPEND)
    exemption = finding("liability_cap", NO_SANCTIONS).model_copy(update={"id": "liability_cap-1"})
    protocol = build_protocol(report_of([suspend, exemption]), parse_contract(HEAD + CLAUSES))
    result = add_comments(original, protocol)
    assert result.anchored == 2 and result.unplaced == 0
    comments = list(Document(io.BytesIO(result.body)).comments)
    assert len(comments) == 2
    for comment in comments:  # the clause's one wording on each quote
        said = " ".join(p.text for p in comment.paragraphs)
        assert "приостановить исполнение" in said and "в полном объёме" in said


def _proposal(category: str, quote: str, ours: str = "Покупатель", theirs: str = "Поставщик") -> str:
    context = ProposalContext(
        finding=finding(category, quote),
        clause=None,
        lang="ru",
        russian_law=True,
        contract_type="supply",
        ours=ours,
        theirs=theirs,
    )
    return propose(context).text


def test_a_unilateral_price_change_becomes_a_change_by_written_agreement() -> None:
    text = _proposal("unilateral_change", PRICE)
    assert (
        text
        == "Изменение цены товара допускается только по соглашению Сторон, оформленному в письменной форме."
    )


def test_terms_changed_by_posting_on_a_site_need_notice_and_let_the_reader_leave() -> None:
    text = _proposal(
        "unilateral_change",
        "Исполнитель вправе изменять условия договора путём размещения новой редакции на сайте.",
        ours="Пользователь",
        theirs="Исполнитель",
    )
    assert text.startswith(
        "Исполнитель уведомляет Пользователя об изменении условий Договора не менее чем за 30 календарных дней"
    )
    assert "Пользователь вправе до вступления изменений в силу отказаться от Договора" in text
    assert "только по соглашению" not in text


def test_a_change_of_the_scope_names_what_is_changed() -> None:
    text = _proposal(
        "unilateral_change",
        "Покупатель вправе в одностороннем порядке изменить количество товара в заявке.",
        ours="Поставщик",
        theirs="Покупатель",
    )
    assert text.startswith("Изменение количества товара допускается только по соглашению Сторон")


def test_an_indexed_rent_is_capped_not_frozen() -> None:
    text = _proposal(
        "unilateral_change",
        "Арендная плата ежегодно индексируется Арендодателем на уровень инфляции.",
        ours="Арендатор",
        theirs="Арендодатель",
    )
    assert text.startswith("Индексация арендной платы производится не чаще одного раза в год")
    assert "Арендодатель уведомляет Арендатора" in text


def test_a_change_with_nothing_to_name_keeps_the_general_wording() -> None:
    text = _proposal("unilateral_change", "Поставщик вправе в одностороннем порядке вносить изменения.")
    assert text.startswith("Изменение условий Договора, в том числе цены и тарифов, допускается только")


def test_a_right_to_suspend_becomes_a_response_to_the_readers_own_breach() -> None:
    text = _proposal("termination_for_convenience", SUSPEND)
    assert text.startswith(
        "Поставщик вправе приостановить исполнение своих обязательств только в случае неисполнения Покупателем встречного обязательства, письменно уведомив Покупателя"
    )
    walk_away = _proposal(
        "termination_for_convenience", "Поставщик вправе в любое время отказаться от исполнения договора."
    )
    assert walk_away.startswith("Каждая из Сторон вправе отказаться от исполнения Договора")


def test_an_exemption_for_subcontractors_becomes_liability_for_them() -> None:
    text = _proposal(
        "liability_cap", "Поставщик не несёт ответственности за действия привлечённых субподрядчиков."
    )
    assert (
        text
        == "Поставщик несёт ответственность перед Покупателем за действия (бездействие) привлечённых Поставщиком третьих лиц как за свои собственные."
    )
    other = _proposal("liability_cap", "Поставщик не несёт ответственности за упущенную выгоду.")
    assert "возмещают причинённые убытки в полном объёме" in other


def test_what_is_changed_is_the_object_of_the_verb_not_a_word_of_the_condition() -> None:
    text = _proposal(
        "unilateral_change",
        "В случае изменения ценовой ситуации на рынке, а именно изменения тарифов смежных организаций, стоимость услуг пересматривается Исполнителем в одностороннем порядке.",
        ours="Заказчик",
        theirs="Исполнитель",
    )
    assert text.startswith("Изменение стоимости услуг допускается только по соглашению Сторон")


def test_a_set_off_of_penalties_becomes_a_set_off_of_admitted_sums_in_the_contracts_own_words() -> None:
    text = _proposal(
        "pay_discretion",
        "Покупатель вправе удержать сумму неустойки из оплаты за поставленный товар.",
        ours="Поставщик",
        theirs="Покупатель",
    )
    assert text.startswith("Покупатель вправе удержать из оплаты или зачесть в счёт оплаты неустойку")
    assert "признанном Поставщиком в письменной форме" in text and "вознаграждение" not in text


def test_a_second_quote_that_runs_into_the_next_clause_widens_the_counterpartys_wording() -> None:
    across = f"{NO_SANCTIONS} 7.8. {PRICE}"
    exemption = finding("liability_cap", across).model_copy(update={"id": "liability_cap-1"})
    (row,) = _rows(finding("termination_for_convenience", SUSPEND), exemption)
    assert row.clause_text.startswith("7.7. ") and row.clause_text.endswith("уведомив Покупателя за 5 дней.")
    assert verbatim(row, contract_form(HEAD + CLAUSES))
