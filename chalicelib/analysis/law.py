# ruff: noqa: E501  (a data table: bilingual legal notes read better unwrapped)
"""Checklists by contract type and applicable law (data): what the law says about a finding's clause.

A note applies when the contract's regime matches (a consumer on one side; the contract type) and, if
given, the clause matches ``pattern``. It adds the legal reason to the finding and raises its severity
to at least ``severity`` (an unlawful term is a serious risk even when it looks ordinary).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from chalicelib.analysis.checklist import Text
from chalicelib.models import SEVERITY_ORDER, Severity


@dataclass(frozen=True)
class Regime:
    """The law that speaks to a contract: consumer protection applies when one side is a consumer."""

    consumer: bool
    kind: str


@dataclass(frozen=True)
class LawNote:
    item_id: str
    note: Text
    severity: Severity
    consumer: bool = False
    kinds: tuple[str, ...] = ()
    pattern: str | None = None

    @cached_property
    def regex(self) -> re.Pattern[str] | None:
        return re.compile(self.pattern) if self.pattern else None

    def applies(self, regime: Regime, lower: str) -> bool:
        if self.consumer and not regime.consumer:
            return False
        if self.kinds and regime.kind not in self.kinds:
            return False
        return self.regex is None or bool(self.regex.search(lower))


_NO_REFUND = (
    r"не возвра|не подлеж\w* возврат|возврат\w*[^.;]{0,80}не (?:производ|осуществля|допуска)|без возврата"
)
_SERVICES = ("services", "work", "other", "agency", "license")

LAW_NOTES: tuple[LawNote, ...] = (
    # Consumer protection (Закон РФ «О защите прав потребителей», ГК РФ).
    LawNote(
        "unilateral_change",
        Text(
            "С потребителем одностороннее изменение условий не допускается (ст. 310 ГК РФ, ст. 16 ЗоЗПП): такое условие ничтожно.",
            "Against a consumer a unilateral change of terms is not allowed (Art. 310 Civil Code, Art. 16 Consumer Protection Law).",
        ),
        "high",
        consumer=True,
    ),
    LawNote(
        "prepayment",
        Text(
            "Потребитель вправе отказаться от договора и вернуть деньги за вычетом фактических расходов исполнителя (ст. 32 ЗоЗПП, ст. 782 ГК РФ); условие о невозврате ничтожно.",
            "A consumer may withdraw and get the money back less the provider's actual costs (Art. 32 Consumer Protection Law, Art. 782 Civil Code).",
        ),
        "high",
        consumer=True,
        pattern=_NO_REFUND,
    ),
    LawNote(
        "penalty",
        Text(
            "Удержание оплаченного при отказе потребителя от договора ничтожно: вернуть нужно всё, кроме фактических расходов (ст. 32 ЗоЗПП).",
            "Keeping a consumer's payment on withdrawal is void: all but actual costs must be returned (Art. 32 Consumer Protection Law).",
        ),
        "high",
        consumer=True,
        pattern=_NO_REFUND,
    ),
    LawNote(
        "jurisdiction",
        Text(
            "Потребитель вправе подать иск по своему месту жительства (ст. 17 ЗоЗПП, ч. 7 ст. 29 ГПК РФ); иная подсудность ему не навязывается.",
            "A consumer may sue where they live (Art. 17 Consumer Protection Law, Art. 29(7) Civil Procedure Code).",
        ),
        "high",
        consumer=True,
    ),
    LawNote(
        "liability_cap",
        Text(
            "Перед потребителем заранее ограничить ответственность нельзя (п. 2 ст. 400 ГК РФ, ст. 16 ЗоЗПП): такое условие ничтожно.",
            "Liability to a consumer cannot be limited in advance (Art. 400(2) Civil Code).",
        ),
        "high",
        consumer=True,
        pattern=r"не (?:несет|несут|нес[её]т)|огранич|не превыша|освобожда|претензи\w*[^.;]{0,80}не принима",
    ),
    LawNote(
        "termination_for_convenience",
        Text(
            "Односторонний отказ исполнителя/продавца от договора с потребителем закон не допускает, кроме прямо предусмотренных случаев (ст. 310 ГК РФ).",
            "A business may not walk away from a consumer contract except where the law allows (Art. 310 Civil Code).",
        ),
        "high",
        consumer=True,
        pattern=r"исполнител|продав|компани|сервис|лицензиар|банк|займодав|арендодател|агент",
    ),
    LawNote(
        "acceptance",
        Text(
            "Подписанный акт или «молчание» не лишают потребителя права заявить о недостатках в гарантийный срок, а о скрытых — и позже (ст. 29 ЗоЗПП, п. 3 ст. 720 ГК РФ).",
            "A signed certificate or silence does not take away a consumer's right to claim defects within the warranty period (Art. 29 Consumer Protection Law).",
        ),
        "high",
        consumer=True,
        pattern=r"считаю?тся|не принима|не допускается|означает",
    ),
    # Supply, sale and work between businesses: hidden defects survive acceptance.
    LawNote(
        "acceptance",
        Text(
            "Приёмка не лишает права заявить о скрытых недостатках (ст. 474, 483 ГК РФ; п. 3 ст. 720 ГК РФ): оговорите срок для таких претензий.",
            "Acceptance does not bar claims for hidden defects (Arts. 474, 483, 720(3) Civil Code).",
        ),
        "medium",
        kinds=("supply", "sale", "work"),
        pattern=r"претензи\w*[^.;]{0,80}не (?:принима|предъявля)|считаю?тся[^.;]{0,40}принят",
    ),
    # Labour (Трудовой кодекс РФ).
    LawNote(
        "penalty",
        Text(
            "Штрафы с работника ТК РФ не допускает: взыскания — только замечание, выговор, увольнение (ст. 192 ТК РФ).",
            "The Labour Code allows no fines on an employee (Art. 192 Labour Code).",
        ),
        "high",
        kinds=("employment",),
    ),
    LawNote(
        "uncapped_liability",
        Text(
            "Полная материальная ответственность работника — только в случаях ст. 243 ТК РФ и по договору для должностей из перечня (ст. 244 ТК РФ).",
            "An employee's full liability applies only in the cases of Arts. 243-244 Labour Code.",
        ),
        "high",
        kinds=("employment",),
    ),
    LawNote(
        "non_compete",
        Text(
            "Запрет работнику работать у конкурентов после увольнения не имеет силы (ст. 37 Конституции РФ, ст. 9 ТК РФ).",
            "A post-employment non-compete is not enforceable against an employee (Art. 37 Constitution, Art. 9 Labour Code).",
        ),
        "medium",
        kinds=("employment",),
    ),
    # Consumer credit (закон № 353-ФЗ «О потребительском кредите (займе)»).
    LawNote(
        "assignment",
        Text(
            "Уступка долга коллекторам возможна, только если договор её не запрещает (ст. 12 закона № 353-ФЗ): запрет можно указать в индивидуальных условиях.",
            "Assignment of a consumer loan to collectors is allowed unless the contract forbids it (Art. 12 Law 353-FZ).",
        ),
        "high",
        kinds=("loan",),
    ),
    LawNote(
        "penalty",
        Text(
            "Неустойка по потребительскому займу — не более 20 % годовых, пока начисляются проценты (ч. 21 ст. 5 закона № 353-ФЗ).",
            "A consumer-loan penalty may not exceed 20% a year while interest accrues (Art. 5(21) Law 353-FZ).",
        ),
        "medium",
        kinds=("loan",),
    ),
    LawNote(
        "early_repayment",
        Text(
            "Заёмщик-гражданин вправе досрочно вернуть заём без комиссий, уведомив за 30 дней (за 14 — по целевому), с процентами только за фактический срок (ст. 810 ГК РФ, ст. 11 закона № 353-ФЗ).",
            "An individual borrower may repay early without fees on 30 days' notice, paying interest only for the time used (Art. 810 Civil Code).",
        ),
        "high",
        kinds=("loan",),
    ),
    # Licences, SaaS, EULA.
    LawNote(
        "liability_cap",
        Text(
            "Условие «как есть» не освобождает от ответственности за умышленное нарушение (п. 4 ст. 401 ГК РФ).",
            "An 'as is' clause does not excuse an intentional breach (Art. 401(4) Civil Code).",
        ),
        "medium",
        kinds=("license",),
        pattern=r"как есть|as is",
    ),
    # Services and work: «считаются оказанными».
    LawNote(
        "acceptance",
        Text(
            "«Услуги считаются оказанными» не доказывает их оказание: исполнитель должен подтвердить объём и качество (ст. 779, 781 ГК РФ).",
            "'Services are deemed rendered' does not prove they were: the provider must show what was done.",
        ),
        "medium",
        kinds=_SERVICES,
        pattern=r"считаю?тся[^.;]{0,60}(?:оказанн|выполненн)",
    ),
)


def regime_of(contract_type: str, consumer: bool) -> Regime:
    return Regime(consumer=consumer, kind=contract_type)


def law_notes(item_id: str, lower: str, regime: Regime | None) -> list[LawNote]:
    """The notes of ``item_id`` that apply to a clause (``lower``: its lower-cased, folded text)."""
    if regime is None:
        return []
    return [n for n in LAW_NOTES if n.item_id == item_id and n.applies(regime, lower)]


def strongest(current: Severity, notes: list[LawNote]) -> Severity:
    """``current`` raised to the most severe floor among ``notes``."""
    return min([current, *(n.severity for n in notes)], key=lambda s: SEVERITY_ORDER[s])
