# ruff: noqa: E501  (bilingual phrases and regular expressions read better unwrapped)
"""Verdicts for the risks of a kind of contract (:mod:`chalicelib.analysis.checklist_types`).

Each term is a risk for one party only, and only in its kind of contract: capital repairs for the tenant of
a lease, a full repayment of training costs for the employee of a labour contract, a licence of content for
the user who grants it. The judge finds that party from the clause (the subject of the duty, the grantor,
the payer), drops the clause when it is another's or the contract has no such party, and says whom it
favours (the other side), so a report for the favoured side never shows it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from chalicelib import regexes
from chalicelib.analysis.checklist import Text
from chalicelib.analysis.checklist_types import ABANDONED_PROPERTY
from chalicelib.analysis.judge import (
    Context,
    Verdict,
    _bearer,
    _english_party,
    _holder,
    _other_than,
    _penalty,
    _role_after,
)
from chalicelib.clauses import BOTH, Facts
from chalicelib.models import Severity

_CYRILLIC = regexes.compile(r"[а-яё]")
_TENANT_ROLE = regexes.compile(
    r"^(?:арендатор|субарендатор|наниматель|ссудополучатель|tenant|lessee|sublessee)"
)
_LANDLORD_ROLE = regexes.compile(r"^(?:арендодатель|наймодатель|ссудодатель|landlord|lessor)")
_EMPLOYEE_ROLE = regexes.compile(r"^(?:работник|сотрудник|employee)")


def _role(ctx: Context, pattern: re.Pattern[str]) -> str | None:
    """The key of the contract's party whose role matches ``pattern`` (the tenant, the employee …)."""
    return next((p.key for p in ctx.roles.parties if pattern.search(p.key)), None)


# --- lease -----------------------------------------------------------------------------------------------

# The tenant named as the one who pays or does the works: «за счёт Арендатора», «силами Арендатора»,
# «возлагается на Арендатора», "at Tenant's expense".
_BY_TENANT = regexes.compile(
    r"(?:за сч[её]т|силами|средствами|возлага\w* на|обязанност\w* по [а-яё ]{0,40}?(?:несет|лежит на))\s+(?:[а-яё]+\s+)?(арендатор\w*|субарендатор\w*|нанимател\w*)"
    r"|(?:at|for)\s+(?:the\s+)?(tenant|lessee)'?s?\s+(?:sole\s+|own\s+)?(?:cost|expense)|\b(tenant|lessee)\s+shall\s+(?:\w+\s+){0,4}?(?:make|perform|carry out|be responsible for|bear|pay for)"
)
_BY_LANDLORD = regexes.compile(
    r"(?:за сч[её]т|силами|средствами|возлага\w* на)\s+(?:[а-яё]+\s+)?(арендодател\w*|наймодател\w*)"
    r"|(?:at|for)\s+(?:the\s+)?(landlord|lessor)'?s?\s+(?:sole\s+|own\s+)?(?:cost|expense)|\b(landlord|lessor)\s+shall\s+(?:\w+\s+){0,4}?(?:make|perform|carry out|be responsible for|bear|pay for|repair|maintain)"
)
_CAPITAL_NOTE = Text(
    "Капитальный ремонт по закону — обязанность арендодателя (п. 1 ст. 616 ГК РФ); условие возлагает его на арендатора.",
    "Structural and capital repairs are put on the tenant.",
)


def lease_capital_repairs(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Capital repairs are a risk for the tenant when the clause puts them on the tenant: the tenant is the
    subject of the duty or named as the one who pays; the landlord's own duty is the law's rule."""
    tenant = _role(ctx, _TENANT_ROLE)
    if tenant is None:
        return Verdict(False)
    landlord = _other_than(tenant, ctx)
    if _role_after(_BY_LANDLORD, lower, ctx) == landlord and landlord is not None:
        return Verdict(False)
    on_tenant = _role_after(_BY_TENANT, lower, ctx) == tenant
    if not on_tenant and facts.actor == tenant and facts.modality in ("duty", "statement"):
        on_tenant = True
    if not on_tenant:
        return Verdict(False)
    return Verdict(True, landlord, None, _CAPITAL_NOTE, weight=2)


# Improvements made without the landlord's consent are not reimbursed by law (п. 3 ст. 623 ГК РФ): only
# a clause that also covers those made with consent takes anything from the tenant.
_WITHOUT_CONSENT = regexes.compile(
    r"без (?:письменного |предварительного |надлежащего )*(?:согласия|согласования|разрешения)|не согласованн|without (?:the )?(?:prior )?(?:written )?(?:consent|approval)|unauthori[sz]ed"
)
_ALSO_WITH_CONSENT = regexes.compile(
    r"(?<!без )(?:с (?:письменного |предварительного )*(?:согласия|согласованием|разрешения))|как с согласия|независимо от (?:наличия )?согласия|в том числе (?:с|согласованн)|согласованн\w* с арендодател|with (?:or without )?(?:the )?(?:prior )?(?:written )?consent|whether or not (?:consented|approved)"
)
# Removable improvements stay with the tenant (п. 1 ст. 623 ГК РФ): a clause only about those takes nothing.
_REMOVABLE_KEPT = regexes.compile(
    r"отделим\w* улучшени\w*[^.;]{0,60}(?:являются|остаются|признаются) собственност\w* арендатор|trade fixtures[^.;]{0,60}(?:remain|shall remain)[^.;]{0,30}(?:tenant|lessee)"
)
_IMPROVEMENTS_NOTE = Text(
    "Закон возмещает арендатору стоимость неотделимых улучшений, сделанных с согласия арендодателя (п. 2 ст. 623 ГК РФ), если договор не говорит иное; здесь он говорит иное.",
    "Improvements the landlord agreed to would otherwise be reimbursed; this clause takes that away.",
)


def lease_improvements(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Improvements left to the landlord for nothing burden the tenant; the law's own rule for works done
    without consent (no reimbursement) is no risk to report."""
    tenant = _role(ctx, _TENANT_ROLE)
    if tenant is None or _REMOVABLE_KEPT.search(lower):
        return Verdict(False)
    if _WITHOUT_CONSENT.search(lower) and not _ALSO_WITH_CONSENT.search(lower):
        return Verdict(False)
    return Verdict(True, _other_than(tenant, ctx), None, _IMPROVEMENTS_NOTE, weight=1)


def lease_deposit(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A deposit kept by the landlord burdens the tenant who paid it."""
    tenant = _role(ctx, _TENANT_ROLE)
    if tenant is None:
        return Verdict(False)
    return Verdict(True, _other_than(tenant, ctx), weight=2)


def lease_access(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The landlord's entry at will favours the landlord."""
    landlord = _role(ctx, _LANDLORD_ROLE)
    tenant = _role(ctx, _TENANT_ROLE)
    if landlord is None and tenant is None:
        return Verdict(False)
    return Verdict(True, landlord or _other_than(tenant, ctx), weight=1)


def lease_lock_in(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A ban on the tenant's early exit favours the landlord; the landlord barred alike is a mutual term."""
    tenant = _role(ctx, _TENANT_ROLE)
    if tenant is None or facts.actor == BOTH:
        return Verdict(False)
    return Verdict(True, _other_than(tenant, ctx), weight=2)


# --- labour ----------------------------------------------------------------------------------------------


def labour_only(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A term of a labour contract burdens the employee (the employer is favoured), only in a labour
    relation."""
    if ctx.regime is None or ctx.regime.party != "labour":
        return Verdict(False)
    employee = _role(ctx, _EMPLOYEE_ROLE)
    employer = _other_than(employee, ctx) if employee else None
    return Verdict(True, employer, weight=2)


# Fines imposed by the state on the employer (a labour inspection's) are no contractual penalty on anyone.
_STATE_FINE = regexes.compile(
    r"(?:штраф\w*|санкци\w*)[^.;]{0,40}наложенн\w*[^.;]{0,80}(?:орган|инспекц|надзор|государствен)|административн\w* (?:штраф|ответственност)"
    r"|(?:орган\w*|инспекци\w*)[^.;]{0,80}(?:надзор|контрол)[^.;]{0,120}(?:уплачивать|уплатить|оплачивать) штраф"
)


# A fine for each disclosure of secret information with no ceiling: "за каждый случай разглашения".
_PER_DISCLOSURE = regexes.compile(
    r"(?:за каждый (?:случай|факт)|for each (?:breach|disclosure|violation|instance))[^.;]{0,80}(?:разглаш|раскрыт|конфиденциальн|disclos|confidential)"
    r"|(?:разглаш|раскрыт|disclos)\w*[^.;]{0,80}(?:за каждый (?:случай|факт)|for each (?:breach|disclosure|violation|instance))"
)
_CEILING = regexes.compile(
    r"не более|не может превышать|не должн\w* превышать|в совокупности|совокупн\w* (?:размер|сумм)|not (?:to )?exceed|in the aggregate|aggregate (?:amount|liability)|cap"
)
_PER_DISCLOSURE_NOTE = Text(
    "Штраф за каждый случай разглашения без общего предела: каждый документ, письмо или сотрудник может считаться отдельным случаем, и сумма не ограничена ничем.",
    "A fine for each disclosure with no overall cap: every document, e-mail or person can count as a separate breach.",
)
_PER_DISCLOSURE_ADVICE = Text(
    "Ограничить общую сумму штрафов за разглашение (например, ценой договора или фиксированной суммой), считать одним случаем одно событие раскрытия и взыскивать штраф только за виновное разглашение.",
    "Cap the total of disclosure fines, count one event of disclosure as one breach, and charge the fine only for a disclosure at fault.",
)


def penalty(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The penalty item's rule, except that a fine the state imposes on an employer ("уплачивать штрафы,
    наложенные органами надзора") is not a penalty of the labour contract, and a fine for each disclosure of
    confidential information with no ceiling is high for the party that pays it."""
    if ctx.regime is not None and ctx.regime.party == "labour" and _STATE_FINE.search(lower):
        return Verdict(False)
    verdict = _penalty(facts, lower, ctx)
    if not verdict.keep or not _PER_DISCLOSURE.search(lower) or _CEILING.search(lower):
        return verdict
    note = (
        _PER_DISCLOSURE_NOTE
        if verdict.note is None
        else Text(
            f"{verdict.note.ru} {_PER_DISCLOSURE_NOTE.ru}", f"{verdict.note.en} {_PER_DISCLOSURE_NOTE.en}"
        )
    )
    return replace(verdict, severity="high", note=note, advice=verdict.advice or _PER_DISCLOSURE_ADVICE)


# --- licences of the user's content, moral rights, exclusive rights for no fee ---------------------------

# Who grants: "you grant", "User hereby grants to Company", "Licensee grants Licensor".
_EN_GRANTOR = regexes.compile(
    r"\b([a-z]+)\s+(?:hereby\s+)?(?:grants?|shall grant|agrees? to grant|will grant)\b"
)
_EN_YOU_GRANT = regexes.compile(
    r"\byou\s+(?:hereby\s+)?(?:grant|agree to grant)|\bby (?:posting|submitting|uploading)[^.;]{0,80}you\b"
)
# To whom it is granted (the dative after "предоставляет"): «предоставляет Исполнителю право».
_RU_GRANTEE = regexes.compile(
    r"(?:предоставля\w*|переда[её]т|передает|передают)\s+(?:[а-яё]+\s+){0,3}?([а-яё]{4,}(?:у|ю|е|ам|ям))\b"
)
_RU_GRANTOR = regexes.compile(
    r"([а-яё]{4,})\s+(?:[а-яё]+\s+){0,2}?(?:предоставля\w*|переда[её]т|передает|передают|отчуждает|обязуется предоставить)"
)
_MUTUAL_NOTE = Text("Права предоставляют друг другу обе стороны.", "Both parties grant each other the same.")


def content_licence(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A sweeping licence of content or data favours the party it is granted to: a risk for the grantor
    (the user, author or customer), none for the party that receives it."""
    grantor = _grantor(facts, lower, ctx)
    if grantor == BOTH:
        return Verdict(True, None, "low", _MUTUAL_NOTE)
    if grantor is None:
        return Verdict(False)
    return Verdict(True, _other_than(grantor, ctx), weight=2)


def _grantor(facts: Facts, lower: str, ctx: Context) -> str | None:
    if _CYRILLIC.search(lower):
        # The role right before the verb of granting is its subject («Пользователь безвозмездно
        # предоставляет Компании»): the clause model may read the dative «Компании» as a plural subject.
        for m in _RU_GRANTOR.finditer(lower):
            key = ctx.roles.key_of(m.group(1))
            if key in ctx.roles.keys and ctx.roles.is_nominative(m.group(1)):
                return key
        grantee = _role_after(_RU_GRANTEE, lower, ctx)
        if grantee is not None:
            return _other_than(grantee, ctx)
        return facts.actor if facts.modality != "prohibition" else None
    if _EN_YOU_GRANT.search(lower):
        weaker = ctx.roles.weaker
        return weaker.key if weaker is not None else None
    return _english_party(_EN_GRANTOR, lower, ctx)


_EN_WAIVER = regexes.compile(
    r"\b([a-z]+)\s+(?:(?:hereby|irrevocably|forever|unconditionally|expressly)\s+)*(?:waives?|agrees? (?:not to assert|never to assert|to waive))"
)
_EN_YOU_WAIVE = regexes.compile(
    r"\byou\s+(?:hereby\s+)?(?:irrevocably\s+)?(?:waive|agree not to assert|agree to waive)"
)


def moral_rights(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A waiver of moral rights favours the other party than the author who waives them."""
    if _CYRILLIC.search(lower):
        author = facts.actor if facts.actor not in (None, BOTH) else None
    elif _EN_YOU_WAIVE.search(lower):
        weaker = ctx.roles.weaker
        author = weaker.key if weaker is not None else None
    else:
        stated = facts.actor if facts.modality in ("duty", "statement") else None
        found = _english_party(_EN_WAIVER, lower, ctx) or stated
        author = found if found != BOTH else None
    if author is None:
        # No party waives (authors at large): whose risk it is cannot be told from the clause.
        return Verdict(False)
    return Verdict(True, _other_than(author, ctx), weight=1)


# Exclusive rights passed "безвозмездно" or for a fee "included in the price" (ст. 1234, 1285 ГК РФ).
_NO_SEPARATE_FEE = regexes.compile(
    r"безвозмездн|без (?:выплаты |дополнительн\w+ |отдельн\w+ |какого-либо )*(?:вознаграждени|оплаты|платы)|(?:вознаграждени|плат)\w*[^.;]{0,80}(?:включен\w*|входит|уч[её]тен\w*|учитыва\w*) в (?:стоимост|цен|вознаграждени|сумм|заработн|оклад|должностн)"
)
_FOR_NOTHING = regexes.compile(
    r"безвозмездн|без (?:выплаты |дополнительн\w+ |отдельн\w+ |какого-либо )*(?:вознаграждени|оплаты|платы)"
)
_RIGHTS_GO_TO = regexes.compile(
    r"(?:переход\w*|принадлеж\w*|передаются|переда[её]тся|отчуждаются)\s+(?:в полном объеме\s+)?(?:к\s+)?([а-яё]{4,})"
)
_NO_FEE_NOTE = Text(
    "Исключительное право переходит без отдельного вознаграждения: по закону в возмездном договоре об отчуждении размер вознаграждения должен быть указан, иначе договор не заключён (п. 3 ст. 1234 ГК РФ), а за служебное произведение работнику вознаграждение положено отдельно (п. 2 ст. 1295 ГК РФ).",
    "The exclusive right passes with no separate fee stated for it.",
)
_NO_FEE_ADVICE = Text(
    "Указать отдельное вознаграждение за отчуждение исключительного права (сумму или порядок расчёта) или заменить отчуждение неисключительной лицензией на нужные способы использования и срок.",
    "State a separate fee for the exclusive right, or grant a non-exclusive licence for the uses and term needed instead.",
)


def ip_assignment(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """An exclusive right passed for no separate fee (Russian wording): it favours the party it passes to,
    with the law's requirement that the fee be stated. Other assignments keep the item's default."""
    if not (_CYRILLIC.search(lower) and _NO_SEPARATE_FEE.search(lower) and "исключительн" in lower):
        return Verdict(True, favours=_holder(facts))
    acquirer = _role_after(_RIGHTS_GO_TO, lower, ctx)
    # Passed for nothing is high; a fee "included in the price" is at least stated, if not separately.
    severity: Severity = "high" if _FOR_NOTHING.search(lower) else "medium"
    return Verdict(True, acquirer, severity, _NO_FEE_NOTE, _NO_FEE_ADVICE, weight=2)


# --- the end of the contract -----------------------------------------------------------------------------

_EN_PAYER = regexes.compile(
    r"\b([a-z]+)\s+(?:shall|will|must|agrees? to)\s+(?:\w+\s+){0,3}?(?:pay|remain (?:liable|responsible|obligated)|return|remove|vacate|surrender)"
    r"|(?:paid|payable|owed) by (?:the )?([a-z]+)"
)
_EN_YOU_PAY = regexes.compile(
    r"\byou\s+(?:shall|will|must|agree to|are)\s+(?:\w+\s+){0,3}?(?:pay|remain|liable|responsible|obligated|return|remove|vacate)"
)
_END_MUTUAL_NOTE = Text("Условие одинаково для обеих сторон.", "The term binds both parties alike.")


_ABANDONED = regexes.compile(ABANDONED_PROPERTY)
# Whose property is left behind: «имущество Арендатора», "Tenant's property".
_PROPERTY_OF = regexes.compile(
    r"(?:имуществ|оборудовани|вещ|товар)\w*\s+(?:[а-яё]+\s+)?([а-яё]{4,})|\b([a-z]+)'s\s+(?:\w+\s+)?(?:property|equipment|goods|items|belongings)"
)


def end_consequences(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Paying for the rest of the term or clearing out within a day or two burdens the party that pays or
    clears out, and property left behind burdens its owner; the other party is favoured."""
    if _ABANDONED.search(lower):
        owner = _role_after(_PROPERTY_OF, lower, ctx)
        if owner is None and facts.actor not in (None, BOTH) and facts.modality == "right":
            owner = _other_than(facts.actor, ctx)
        if owner is None and re.search(r"\byour?\b", lower):
            weaker = ctx.roles.weaker
            owner = weaker.key if weaker is not None else None
        return Verdict(True, _other_than(owner, ctx), weight=2) if owner else Verdict(False)
    if _CYRILLIC.search(lower):
        payer = _bearer(facts, lower, ctx)
    elif _EN_YOU_PAY.search(lower):
        weaker = ctx.roles.weaker
        payer = weaker.key if weaker is not None else None
    else:
        payer = _english_party(_EN_PAYER, lower, ctx)
    if payer == BOTH:
        return Verdict(True, None, "low", _END_MUTUAL_NOTE)
    if payer is None:
        return Verdict(False)
    return Verdict(True, _other_than(payer, ctx), weight=2)


TYPE_RULES = {
    "lease_capital_repairs": lease_capital_repairs,
    "lease_improvements": lease_improvements,
    "lease_deposit": lease_deposit,
    "lease_access": lease_access,
    "lease_lock_in": lease_lock_in,
    "labour_training_costs": labour_only,
    "labour_non_compete": labour_only,
    "content_licence": content_licence,
    "moral_rights": moral_rights,
    "end_consequences": end_consequences,
    "ip_assignment": ip_assignment,
    "penalty": penalty,
}

__all__ = ["TYPE_RULES"]
