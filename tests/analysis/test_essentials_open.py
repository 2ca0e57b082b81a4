"""Essential terms left open: the subject by the other side's price list, a period as a range, a term in an
annex the text does not carry, the law left unnamed."""

from __future__ import annotations

from analysis.clause_fixtures import findings_for

from chalicelib.analysis.annexes import attached_annexes
from chalicelib.settings import AnalysisSettings

HEAD = (
    "ДОГОВОР\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Поставщик», и ООО «Бета», именуемое в дальнейшем «Покупатель», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик обязуется передать товар, а Покупатель обязуется принять и оплатить его.\n"
)
CATEGORY = "missing_essential_terms"


def _found(clauses: str | list[str], settings: AnalysisSettings, ctype: str = "supply") -> list[str]:
    """The quotes at the clauses (not the whole-document check's, which quotes the head's subject)."""
    found = findings_for(HEAD, clauses, settings, "Покупатель", CATEGORY, ctype=ctype)
    return [f.quote for f in found if f.quote not in HEAD]


def test_services_defined_by_the_providers_price_list_are_an_open_subject(settings: AnalysisSettings) -> None:
    found = findings_for(
        HEAD,
        "Поставщик оказывает Покупателю консультационные услуги согласно прейскуранту.",
        settings,
        "Покупатель",
        CATEGORY,
        ctype="services",
    )
    at_clause = [f for f in found if "прейскуранту" in f.quote]
    assert [f.severity for f in at_clause] == ["medium"]
    assert "прейскурант" in at_clause[0].explanation


def test_a_price_by_price_list_is_not_an_open_subject(settings: AnalysisSettings) -> None:
    found = findings_for(
        HEAD,
        "Поставляемая продукция оплачивается по ценам прейскуранта Поставщика.",
        settings,
        "Покупатель",
        CATEGORY,
    )
    assert all("Что именно вам оказывают" not in f.explanation for f in found)


def test_a_delivery_period_as_a_range_is_open(settings: AnalysisSettings) -> None:
    assert _found("Срок поставки — от 3 до 14 рабочих дней.", settings)
    # A range with the rule that picks it, and a refund period (not a term of performance), are not.
    assert not _found("Срок поставки — от 3 до 14 рабочих дней в зависимости от модели.", settings)
    assert not _found("Срок возврата денежных средств — от 3 до 10 дней.", settings)
    assert not _found("Срок поставки — 14 рабочих дней.", settings)


def test_goods_in_an_annex_the_text_lacks_are_open(settings: AnalysisSettings) -> None:
    clause = "Наименование и количество Товара указываются в Приложении № 1 к настоящему Договору."
    assert _found(clause, settings)
    attached = [clause, "Подписи сторон.\n\nПриложение № 1 к договору поставки\nСтол — 2 шт."]
    assert not _found(attached, settings)


def test_a_framework_contract_signs_a_specification_per_delivery(settings: AnalysisSettings) -> None:
    per_order = "Цена Товара указывается в Спецификациях, подписываемых на каждую партию Товара."
    assert not _found(per_order, settings)


def test_the_law_left_unnamed_but_not_a_named_court(settings: AnalysisSettings) -> None:
    assert _found("Настоящий договор регулируется применимым законодательством.", settings, "services")
    assert not _found("Споры рассматриваются в компетентном суде г. Москвы.", settings, "services")


def test_annex_titles_open_a_line_not_a_reference() -> None:
    text = "Товар указан в Приложении № 2.\nПриложение № 1\nСПЕЦИФИКАЦИЯ\n"
    annexes = attached_annexes(text)
    assert annexes.carries("указан в приложении № 1")
    assert annexes.carries("указан в спецификации")
    assert not annexes.carries("указан в приложении № 2")
    assert not annexes.carries("указан в смете")
