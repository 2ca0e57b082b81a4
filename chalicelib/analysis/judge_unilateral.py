# ruff: noqa: E501  (bilingual notes and regular expressions read better unwrapped)
"""Verdicts for the other side's unilateral rights of :mod:`chalicelib.analysis.checklist_unilateral`,
read before the base rules of ``unilateral_change`` and ``termination_for_convenience``.

Whose right it is follows the clause's facts (the subject of the modal, a passive's agent): the reader's own
right, a right of both parties and a ban are no risk (:func:`chalicelib.analysis.judge._right_of_other`).
The severity follows what the right reaches and how: the price or compensation, no notice, a decision at
will raise it; a way out with a refund, the holder staying liable for whom it engages, a right that arises
only on the reader's breach lower it; a change made only with the reader's consent is no unilateral right.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from chalicelib import regexes
from chalicelib.analysis.checklist import Reading, Text, lower_pattern
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.checklist_unilateral import (
    CHANGE_RIGHT_PATTERNS,
    DISCRETION,
    END_RIGHT_PATTERNS,
    EXTRA_DEMANDS,
    REFUSAL,
    RETENTION,
    SCHEDULE,
    SCOPE,
    SELF_DETERMINED,
    SUBCONTRACT,
    SUSPENSION,
    WITHDRAWAL,
)
from chalicelib.analysis.judge import (
    _AT_WILL,
    ANY_BREACH,
    BOTH_PARTIES_SUBJECT,
    WITHOUT_NOTICE,
    Context,
    Verdict,
    _right_of_other,
    _role_after,
)
from chalicelib.clauses import BOTH, ContractModel, Facts
from chalicelib.models import Severity

Rule = Callable[[Facts, str, Context], Verdict]


@dataclass(frozen=True)
class _Right:
    """One kind of unilateral right: what finds it, its usual severity, its reading (None: the item's own
    title and law notes), why it matters and what to ask for."""

    pattern: re.Pattern[str]
    severity: Severity
    reading: Reading | None
    note: Text
    advice: Text


def _reading(key: str, ru: str, en: str, why_ru: str, why_en: str) -> Reading:
    return Reading(f"unilateral_{key}", Text(ru, en), Text(why_ru, why_en))


_CHANGE_RIGHTS: tuple[_Right, ...] = (
    _Right(
        regexes.compile(SUBCONTRACT),
        "medium",
        _reading(
            "subcontract",
            "Привлечение третьих лиц без вашего согласия",
            "Third parties engaged without your consent",
            "Другая сторона вправе сама привлечь к исполнению третьих лиц: вы не выбираете, кто работает и получает ваши данные и имущество.",
            "The other side may bring in third parties to perform by itself: you do not choose who works and who gets your data and property.",
        ),
        Text(
            "Услуги оказываются лично, если договор не разрешает иное (ст. 780 ГК РФ).",
            "Services are rendered in person unless the contract allows otherwise.",
        ),
        Text(
            "Привлекать третьих лиц — только с вашего письменного согласия; исполнитель отвечает за них как за себя (ст. 313, 706 ГК РФ) и обеспечивает конфиденциальность.",
            "Third parties only with your written consent; the provider answers for them as for itself and keeps them bound by confidentiality.",
        ),
    ),
    _Right(
        regexes.compile(SCHEDULE),
        "medium",
        _reading(
            "schedule",
            "Перенос времени и места исполнения",
            "Time and place of performance moved",
            "Другая сторона сама меняет время, место, даты или исполнителей: вы подстраиваетесь под её решение или теряете оплаченное.",
            "The other side moves the time, place, dates or staff by itself: you adapt or lose what you paid for.",
        ),
        Text(
            "Срок и место исполнения — условия договора; менять их может только соглашение сторон (ст. 310, 450 ГК РФ).",
            "The time and place of performance are terms of the contract; only an agreement may change them.",
        ),
        Text(
            "Переносы — только по согласованию с вами или с уведомлением не позднее чем за 7 дней; при несогласии — право отказаться с возвратом оплаты за неоказанное.",
            "Changes only by agreement or on at least 7 days' notice; if you disagree, a right to withdraw with a refund for what is not delivered.",
        ),
    ),
    _Right(
        regexes.compile(SCOPE),
        "high",
        _reading(
            "scope",
            "Изменение состава и объёма услуг",
            "The scope of what is provided changed",
            "Другая сторона сама сокращает или меняет перечень, объём или содержание того, за что вы платите, а цена остаётся прежней.",
            "The other side cuts or changes the list, volume or content of what you pay for, while the price stays.",
        ),
        Text(
            "Предмет договора согласован сторонами; одностороннее изменение допускается только в случаях, названных в договоре или законе (ст. 310 ГК РФ).",
            "The subject matter is agreed by both parties; it may change unilaterally only where the contract or law says so.",
        ),
        Text(
            "Зафиксировать перечень и объём в приложении; изменения — только дополнительным соглашением, при сокращении — соразмерное уменьшение цены или право отказаться с возвратом денег.",
            "Fix the list and volume in an annex; changes only by a signed amendment, with a proportional price cut or a right to withdraw with a refund.",
        ),
    ),
    _Right(
        regexes.compile(SELF_DETERMINED),
        "medium",
        _reading(
            "self_determined",
            "Объём, качество или сумма — на усмотрение другой стороны",
            "Volume, quality or amount left to the other side",
            "Объём, качество, срок или сумму компенсации определяет одна сторона сама: спорить с её расчётом вам не на что опереться.",
            "One side alone fixes the volume, quality, time or amount of compensation: you have nothing to dispute its figure with.",
        ),
        Text(
            "Условие, исполнение которого зависит только от воли одной стороны, делает договор несогласованным в этой части (ст. 432 ГК РФ).",
            "A term that depends only on one party's will leaves that part of the contract unagreed.",
        ),
        Text(
            "Указать объём, требования к качеству (ГОСТ, спецификация) и формулу расчёта сумм в договоре; спорные расчёты — по акту сверки или независимой оценке.",
            "State the volume, quality standard and formula for any sum in the contract; disputed figures by reconciliation or an independent assessment.",
        ),
    ),
    _Right(
        regexes.compile(DISCRETION),
        "high",
        _reading(
            "discretion",
            "Претензии и компенсации — по усмотрению другой стороны",
            "Claims and compensation at the other side's discretion",
            "Ваши претензии, споры или компенсацию другая сторона решает по своему усмотрению: она судья в своём деле.",
            "The other side decides your claims, disputes or compensation at its discretion: it judges its own case.",
        ),
        Text(
            "Отказ в удовлетворении претензии по своему усмотрению не лишает права на суд и на возмещение по закону (ст. 11, 15 ГК РФ).",
            "Refusing a claim at its discretion does not take away your right to a court and to statutory damages.",
        ),
        Text(
            "Установить срок ответа на претензию (10–30 дней), обязательный мотивированный ответ и порядок расчёта компенсации; при отказе — суд.",
            "Set a reply period for claims (10-30 days), a reasoned answer and a formula for compensation; a court otherwise.",
        ),
    ),
    _Right(
        regexes.compile(EXTRA_DEMANDS),
        "medium",
        _reading(
            "extra_demands",
            "Дополнительные требования другой стороны",
            "Additional demands of the other side",
            "Другая сторона вправе потребовать дополнительных работ, оплаты или документов сверх договора.",
            "The other side may demand additional works, payments or documents beyond the contract.",
        ),
        Text(
            "Дополнительные работы и оплата — новое обязательство, его согласуют стороны (ст. 709, 743 ГК РФ).",
            "Additional works and payments are a new obligation that both parties must agree.",
        ),
        Text(
            "Закрытый перечень документов и сведений в договоре; дополнительные работы и оплата — только по подписанному дополнительному соглашению с ценой и сроком.",
            "A closed list of documents in the contract; additional works and payments only by a signed amendment with a price and a date.",
        ),
    ),
)
_END_RIGHTS: tuple[_Right, ...] = (
    _Right(
        regexes.compile(RETENTION),
        "medium",
        None,
        Text(
            "Другая сторона вправе удерживать ваше имущество или документы либо не допускать вас к ним: вы не получите их, пока она не решит иначе.",
            "The other side may keep your property or papers, or keep you out, until it decides otherwise.",
        ),
        Text(
            "Удержание — только вещи, подлежащей передаче вам, и только на сумму признанного долга (ст. 359 ГК РФ); документы, оригиналы и личные вещи — вернуть по первому требованию.",
            "Retention only of a thing due to you and only for an admitted debt; papers, originals and personal items returned on demand.",
        ),
    ),
    _Right(
        regexes.compile(f"{SUSPENSION}|{REFUSAL}|{WITHDRAWAL}"),
        "medium",
        None,
        Text(
            "Другая сторона вправе приостановить, ограничить или прекратить исполнение либо отказать в нём.",
            "The other side may suspend, limit or stop performing, or refuse it.",
        ),
        Text(
            "Приостановление или отказ — только при названном нарушении с вашей стороны, после письменного уведомления и срока на его устранение (не менее 5 рабочих дней); за время простоя — перерасчёт или возврат оплаты.",
            "Suspension or refusal only for a stated breach by you, after written notice and a cure period (at least 5 working days); a refund or credit for the time lost.",
        ),
    ),
)

_SEVERITY_STEPS: tuple[Severity, ...] = ("low", "medium", "high")
# A right that reaches the money: the price, a payment, compensation or a refund.
_MONEY = regexes.compile(
    r"(?<![а-яё])(?:цен[аыуе]?\b|стоимост|тариф|оплат|плат[аыуе]?\b|доплат|компенсац|возмещени|возврат\w* (?:денеж|оплат|средств|стоимост))"
)
_NO_NOTICE = regexes.compile(
    r"без (?:какого-либо |всякого )?(?:предварительн\w+ |письменн\w+ |дополнительн\w+ )*(?:уведомлени|предупреждени|согласовани|согласия|объяснени|указани\w* причин)|одностороннем"
)
# A way out for the reader, or money back: it softens the right.
_WAY_OUT = regexes.compile(
    r"(?:вправе|может|имеет право)[^.;]{0,40}(?:расторгнуть|отказаться)|с возвратом|(?:полн\w+ )?возмещени\w*[^.;]{0,20}убытк|возместив[^.;]{0,30}убытк|возвращает[^.;]{0,30}(?:оплат|денеж|средств|стоимост)|соразмерн\w* (?:уменьшени|снижени)|перерасч[её]т"
)
_WORD = regexes.compile(r"[а-яё]+")
# Performance ended with the money kept.
_NO_REFUND = regexes.compile(r"без возврата|не возвраща|возврату не подлеж|не подлеж\w* возврат")
# The holder answers for whom it engages: the law's own default (ст. 313, 403, 706 ГК РФ).
_STAYS_LIABLE = regexes.compile(
    r"(?<!не )(?:нес[её]т|несут|оставаясь|остается|остаётся)[^.;]{0,40}ответственн|(?<!не )отвечает за (?:их|действия|работу|исполнение)"
)
_HELPERS = r"(?:треть\w+ лиц|субподрядчик|субисполнител|соисполнител|привлеч[её]нн\w+ (?:\w+ )?(?:лиц|организаци|специалист|исполнител))"
# A clause anywhere in the contract by which a party answers for those it engages: «Исполнитель несёт
# ответственность за действия привлечённых третьих лиц как за свои собственные».
_ANSWERS_FOR_HELPERS = regexes.compile(
    rf"(?<!не )(?:нес[её]т|несут|отвечает|отвечают)\s+(?:[а-яё]+\s+){{0,2}}?(?:ответственност\w*\s+)?(?:перед\s+[а-яё]+\s+)?за\s+(?:[а-яё,]+\s+){{0,4}}?{_HELPERS}"
    rf"|{_HELPERS}[^.;]{{0,60}}как за (?:сво\w+ )?собственн"
)
# The holder disclaims what those it engages do: the reader is left with no one to claim from.
_DISCLAIMS_HELPERS = regexes.compile(
    rf"не (?:нес[её]т|несут|отвечает|отвечают)[^.;]{{0,60}}(?:{_HELPERS}|за их)|освобожда\w* от ответственности[^.;]{{0,40}}{_HELPERS}"
)
# What the right hands to them beyond the work: the reader's secrets, papers or the obligation itself (a
# transfer of the debt needs the creditor's consent, ст. 391 ГК РФ).
_HANDS_OVER = regexes.compile(
    r"(?:переда|предостав|раскры|поруч)\w*[^.;]{0,60}(?:конфиденциальн|коммерческ\w* тайн|документ|сведени|информаци)"
    r"|перев\w* (?:сво\w+ )?долг|перевод\w* долг|переда\w*[^.;]{0,40}(?:исполнени\w* (?:сво\w+ )?обязательств|(?:сво\w+ )?(?:права и )?обязанност|(?:сво\w+ )?обязательств)"
)
_PERSONAL_DATA = regexes.compile(r"персональн\w* данн")
# With the reader's consent it is no unilateral right.
_WITH_CONSENT = regexes.compile(
    r"(?<!без )(?<!без предварительного )(?:по (?:предварительному )?(?:письменному )?согласованию с|с (?:предварительного )?(?:письменного )?(?:согласия|одобрения)|с согласия|по соглашению с)"
)
# The right arises only when the reader fails: a breach, a delay, no money on the account, a missing or
# defective document or material the reader must supply.
_READER_FAULT = regexes.compile(
    r"(?:в случае|в случаях|при|если)[^.;]{0,120}(?:нарушени|просрочк|неоплат|неисполнени|несоблюдени|невыполнени|ненадлежащ|задержк|непредоставлени|непредставлени|не (?:оплат|исполн|выполн|соблюд|предостав|представ|внес)|некачественн|недостоверн|(?<![а-яё])отказа? (?!от )[а-яё]+ (?:предостав|представ|обеспеч|допус|оплат))"
    r"|(?:при|в случае) (?:отсутстви|недостаточност)\w* (?:денежных )?средств|(?:нулев|отрицательн)\w* (?:остат|баланс)"
    r"|(?:при|в случае) (?:наличи\w* )?(?:просроченн\w* )?задолженност"
    r"|до (?:момента )?(?:полной |окончательной )?(?:оплаты|погашения|устранения)"
    r"|до (?:момента )?(?:полного )?(?:представлени|предоставлени|поступлени|зачислени|получени|внесени)\w*[^.;]{0,40}(?:оплат|денежн|средств|документ|информаци|сведени|материал|предоплат|аванс)"
)
# A pause for upkeep is how a service is run, unless it may come at will or without notice.
_MAINTENANCE = regexes.compile(
    r"(?:планов|профилактическ|регламентн|техническ|ремонтн)\w* (?:обслуживани|работ|перерыв|мероприяти)|устранени\w* (?:проблем|неисправност|сбо|ошиб|авари)|оптимизаци|обновлени\w* (?:программ|оборудовани|сервис)"
)
# Emergency care decided by the doctor is the law's own rule (ч. 9 ст. 20 ФЗ № 323-ФЗ).
_EMERGENCY = regexes.compile(r"неотложн|экстренн")
# A mutual subject or a force majeure excuse: no one side's right.
_BOTH_SUBJECT = regexes.compile(BOTH_PARTIES_SUBJECT)
# The contracts whose code lets the performer engage others (ст. 706, 805, 1009 ГК РФ) and its roles.
_MAY_DELEGATE_KINDS = frozenset({"work", "agency"})
_MAY_DELEGATE_ROLES = frozenset({"подрядчик", "генподрядчик", "агент", "экспедитор", "перевозчик"})
# Documents or information only: the lightest of additional demands.
_PAPERS_ONLY = regexes.compile(r"(?:документ|сведени|информаци|материал|подтвержден)")
_WORKS_OR_PAY = regexes.compile(r"(?:работ|услуг|оплат|плат|взнос|доплат)")
# The agent of a passive («определяется Исполнителем самостоятельно»): the right is its own.
_FIXED_BY = regexes.compile(
    r"(?:определя|устанавлива|рассчитыва|оценива|принима)\w*\s+(?:самостоятельно\s+|единолично\s+|в одностороннем порядке\s+)?([а-яё]+(?:ом|ем|ём|ой|ей))\b"
)


def _others(item_id: str, mine: tuple[str, ...]) -> re.Pattern[str]:
    """The item's patterns other than these rights': a clause they find is judged as it was before."""
    return regexes.compile(
        "|".join(f"(?:{lower_pattern(p)})" for p in CHECKLIST_BY_ID[item_id].patterns if p not in mine)
    )


def _matched(rights: tuple[_Right, ...], lower: str) -> _Right | None:
    return next((r for r in rights if r.pattern.search(lower)), None)


def _step(severity: Severity, by: int) -> Severity:
    at = _SEVERITY_STEPS.index(severity) + by
    return _SEVERITY_STEPS[max(0, min(len(_SEVERITY_STEPS) - 1, at))]


def _at_will(lower: str) -> bool:
    return bool(_NO_NOTICE.search(lower) or _AT_WILL.search(lower))


def _severity(right: _Right, lower: str, ctx: Context, holder: str | None) -> Severity:
    """The right's usual severity, raised when it needs no notice or (a change) reaches the money, lowered
    when the reader has a way out or the holder stays liable; demands of papers alone are low."""
    if (
        right.pattern.pattern == EXTRA_DEMANDS
        and _PAPERS_ONLY.search(lower)
        and not _WORKS_OR_PAY.search(lower)
    ):
        return "low"
    severity = right.severity
    if _at_will(lower) or (right.reading is not None and _MONEY.search(lower)):
        severity = _step(severity, 1)
    if right.reading is None and _NO_REFUND.search(lower):
        severity = _step(severity, 1)
    if (
        right.pattern.pattern == SUBCONTRACT
        and _PERSONAL_DATA.search(lower)
        and _answers_for_helpers(lower, ctx, holder)
    ):
        return "low"  # the only thing the reader loses is a say over who gets its personal data
    found = right.pattern.search(lower)
    rest = lower[: found.start()] + lower[found.end() :] if found else lower  # not the right's own refusal
    if _WAY_OUT.search(rest):
        severity = _step(severity, -1)
    return severity


def _no_risk(right: _Right, facts: Facts, lower: str, ctx: Context, holder: str | None) -> bool:
    """What the law or the reader's own conduct already allows: a pause for upkeep, a suspension or refusal
    on the reader's breach (ст. 328, 719 ГК РФ), emergency care, a performer the code lets delegate, a right
    of both parties or an excuse for force majeure."""
    if _WITH_CONSENT.search(lower) or _BOTH_SUBJECT.search(lower) or facts.modality == "exemption":
        return True
    if right.reading is None:
        return _on_named_fault(right, lower) or (bool(_MAINTENANCE.search(lower)) and not _at_will(lower))
    if right.pattern.pattern == SUBCONTRACT:
        kind = ctx.regime.kind if ctx.regime is not None else None
        if kind in _MAY_DELEGATE_KINDS or holder in _MAY_DELEGATE_ROLES:
            return True
        return _answers_for_helpers(lower, ctx, holder) and not _PERSONAL_DATA.search(lower)
    return bool(_EMERGENCY.search(lower))


def _on_named_fault(right: _Right, lower: str) -> bool:
    """A suspension or refusal that waits on a named failure of the reader (no payment, no documents) and
    comes on notice: the law's own remedy (ст. 328, 719 ГК РФ). Retention of the reader's things is
    self-help even then, and a breach of any term or a cut without notice is no named failure."""
    if right.pattern.pattern == RETENTION or not _READER_FAULT.search(lower):
        return False
    return not (ANY_BREACH.search(lower) or WITHOUT_NOTICE.search(lower))


def _answers_for_helpers(lower: str, ctx: Context, holder: str | None) -> bool:
    """The holder of a right to engage others stays answerable for them, so whom it engages is its own
    affair: the sentence or another clause says so, or a consumer's provider answers for them by law
    (ст. 403 ГК РФ); not where the right also hands them the reader's secrets or the obligation, or where
    the holder disclaims them."""
    if _DISCLAIMS_HELPERS.search(lower) or _HANDS_OVER.search(_PERSONAL_DATA.sub(" ", lower)):
        return False
    consumer = ctx.regime is not None and ctx.regime.party == "consumer"
    return bool(_STAYS_LIABLE.search(lower)) or consumer or holder in ctx.answers_for_helpers


def answering_for_helpers(model: ContractModel, ctx: Context) -> frozenset[str]:
    """The parties the contract says answer for the third parties they engage, unless it also lets them
    disclaim those third parties: the subject of «несёт ответственность за действия привлечённых лиц»."""
    answering: set[str] = set()
    disclaiming: set[str] = set()
    for clause in model.clauses:
        for s in clause.sentences:
            actor = s.facts.actor
            if actor is None or actor == BOTH:
                continue
            if _DISCLAIMS_HELPERS.search(s.lower):
                disclaiming.add(actor)
            elif _ANSWERS_FOR_HELPERS.search(s.lower):
                answering.add(actor)
    return frozenset(answering - disclaiming)


def _modal_subject(right: _Right, lower: str, ctx: Context) -> str | None:
    """The party named just before the modal the right's pattern starts with («Исполнитель имеет право
    отказаться …»): the holder even when the sentence reads as a refund ban or a statement as a whole."""
    found = right.pattern.search(lower)
    if found is None:
        return None
    before = _WORD.findall(lower[max(0, found.start() - 40) : found.start()])
    key = ctx.roles.key_of(before[-1]) if before else ""
    return key if key in ctx.roles.keys and ctx.roles.is_nominative(before[-1]) else None


def _verdict(right: _Right, facts: Facts, lower: str, ctx: Context) -> Verdict:
    passive = _role_after(_FIXED_BY, lower, ctx)
    if passive is not None and facts.actor is None:
        facts = replace(facts, actor=passive, modality="right")
    subject = _modal_subject(right, lower, ctx) if facts.modality != "right" else None
    if subject is not None:
        facts = replace(facts, actor=subject, modality="right")
    verdict = _right_of_other(facts, lower, ctx)
    if not verdict.keep or _no_risk(right, facts, lower, ctx, verdict.favours):
        return Verdict(False, verdict.favours)
    if right.reading is None and verdict.favours is None:
        return Verdict(False)  # an end of performance whose holder the text does not name

    if verdict.severity is not None:
        return replace(verdict, reading=right.reading)  # a right of both parties, weighed by its notice
    named_fault = _READER_FAULT.search(lower) and not ANY_BREACH.search(lower)
    severity = "low" if named_fault else _severity(right, lower, ctx, verdict.favours)
    return Verdict(True, verdict.favours, severity, right.note, right.advice, verdict.weight, right.reading)


def _reading_first(item_id: str, rights: tuple[_Right, ...], then: Rule) -> Rule:
    """A clause that only these rights' patterns find is weighed here; one the item's other patterns find
    too (a change of the price or the terms, a termination) keeps the base rule's verdict."""
    others = _others(
        item_id, tuple(r.pattern.pattern for r in rights) + END_RIGHT_PATTERNS + CHANGE_RIGHT_PATTERNS
    )

    def rule(facts: Facts, lower: str, ctx: Context) -> Verdict:
        right = _matched(rights, lower)
        if right is None or facts.modality == "prohibition" or others.search(lower):
            return then(facts, lower, ctx)
        if not then(facts, lower, ctx).keep:
            return Verdict(False)  # the base rule's own "no" (an agreement of both, an ordinary clause)
        return _verdict(right, facts, lower, ctx)

    return rule


def unilateral_rules(rules: Mapping[str, Rule]) -> dict[str, Rule]:
    """The rules of ``unilateral_change`` and ``termination_for_convenience`` with these rights weighed."""
    return {
        "unilateral_change": _reading_first("unilateral_change", _CHANGE_RIGHTS, rules["unilateral_change"]),
        "termination_for_convenience": _reading_first(
            "termination_for_convenience", _END_RIGHTS, rules["termination_for_convenience"]
        ),
    }
