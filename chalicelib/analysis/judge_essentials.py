# ruff: noqa: E501  (bilingual phrases and regular expressions read better unwrapped)
"""Verdicts on essential terms left open (``missing_essential_terms``), read before the payment family's
rule: the subject left to the other side's price list, a term stated only as a range, a term set out in
an annex the text does not carry. What none of them reads goes to :func:`judge_payment.essential_terms`."""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.analysis.checklist import Text
from chalicelib.analysis.checklist_essentials import SUBJECT_BY_OWN_LIST, TERM_IN_ANNEX, TERM_RANGE
from chalicelib.analysis.judge import Context, Verdict, _other_than
from chalicelib.analysis.judge_payment import essential_terms
from chalicelib.clauses import Facts

_SUBJECT_BY_LIST = regexes.compile(SUBJECT_BY_OWN_LIST)
_RANGE = regexes.compile(TERM_RANGE)
_IN_ANNEX = regexes.compile(TERM_IN_ANNEX)
# Who chooses within a range («по выбору Покупателя», «в зависимости от модели»): the range is then a rule.
_RANGE_RULE = regexes.compile(r"по (?:выбору|усмотрению)|в зависимости от|зависит от|указанн\w* в|согласно")
_SPECIFICATION = regexes.compile(r"спецификаци|заявк")
# The terms left to the parties' later agreement in each specification: the framework contract's own risk.
_AGREED_LATER = regexes.compile(r"согласовыва\w*|по (?:взаимному )?соглашению|дополнительно")

_SUBJECT_NOTE = Text(
    "Что именно вам оказывают или передают, договор не говорит: это определяет прейскурант другой стороны, которого в договоре нет и который она может менять. Предмет договора — существенное условие (ст. 432 ГК РФ): спорить о том, что входило в услугу, будет не с чем.",
    "What you are to receive is set only by the other side's price list, which is not in the contract and which it may change: the subject is an essential term.",
)
_SUBJECT_ADVICE = Text(
    "Перечислить услуги (товар) в самом договоре или в подписанном приложении; прейскурант приложить в редакции на дату подписания.",
    "List the services (goods) in the contract or a signed annex; attach the price list as it stands at signing.",
)
_RANGE_NOTE = Text(
    "Срок указан вилкой («от … до …»), и никто не назван, кто выбирает значение: ни одна сторона не может потребовать исполнения к определённой дате, а спор о просрочке решит толкование (ст. 431 ГК РФ).",
    "The period is a range with nobody named to choose within it: neither side can hold the other to a date.",
)
_RANGE_ADVICE = Text(
    "Указать один срок или правило выбора (например, срок по спецификации на каждый товар).",
    "State one period or the rule that picks it (for example, the period in each item's specification).",
)
_UNATTACHED_NOTE = Text(
    "Условие отсылает к приложению (спецификации, смете, техническому заданию), которого в тексте нет. Пока приложение не подписано, условие не согласовано, и договор может быть признан незаключённым (ст. 432 ГК РФ); проверить, что в нём, по этому тексту нельзя.",
    "The term is left to an annex (a specification, an estimate, terms of reference) the text does not carry: until it is signed the term is not agreed.",
)
_UNATTACHED_ADVICE = Text(
    "Запросить приложение и подписать его вместе с договором; сверить, что в нём указаны наименование, количество, сроки и цена.",
    "Ask for the annex and sign it with the contract; check it states the goods, quantities, dates and price.",
)


def essential_terms_open(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The three readings of a term left open, else the payment family's rule."""
    if _SUBJECT_BY_LIST.search(lower):
        return Verdict(True, _other_than(ctx.side, ctx), "medium", _SUBJECT_NOTE, _SUBJECT_ADVICE, weight=1)
    if _RANGE.search(lower):
        # A range with the rule that picks the value within it is a rule, not an open term.
        return (
            Verdict(False)
            if _RANGE_RULE.search(lower)
            else Verdict(True, None, "medium", _RANGE_NOTE, _RANGE_ADVICE)
        )
    if _IN_ANNEX.search(lower):
        return _in_annex(facts, lower, ctx)
    return essential_terms(facts, lower, ctx)


def _in_annex(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A term in an annex: in a framework contract (specifications signed order by order) the specification
    is the mechanism, a risk only where it leaves the terms to be agreed (the payment rule's framework
    reading); no risk when the text carries the annex; an annex not in the text is a medium risk."""
    if ctx.annexes is not None and ctx.annexes.per_order and _SPECIFICATION.search(lower):
        return essential_terms(facts, lower, ctx) if _AGREED_LATER.search(lower) else Verdict(False)
    if ctx.annexes is None or ctx.annexes.carries(lower):
        return Verdict(False)
    return Verdict(True, None, "medium", _UNATTACHED_NOTE, _UNATTACHED_ADVICE)


ESSENTIAL_RULES = {"missing_essential_terms": essential_terms_open}
