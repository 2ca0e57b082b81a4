# ruff: noqa: E501  (a table of wording: sentences read better unwrapped)
"""The proposed wording per checklist item: a complete replacement clause, with the clause's own numbers.

Each template reads the located clause's facts (rates, day counts, percents) and writes a whole clause that
protects the side the report is for: a lower rate and a cap for a penalty, a longer notice for the other
side's walk-away right, a shorter window to refuse a renewal, mutual instead of one-sided duties. Numbers
a template brings in itself (the usual 0.1 % a day, the 10 % cap, 30 days) are declared in ``constants`` so
a check can tell them from numbers copied out of the clause. Statutes are cited in the reason only, and only
when Russian law governs the contract.

An item without a template (a new checklist item, say) gets the finding's recommendation, marked as advice.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from chalicelib import regexes
from chalicelib.amendments.locate import LocatedClause
from chalicelib.amendments.wording import Lang, days_before, days_within, percent
from chalicelib.clauses import role_key
from chalicelib.clauses.lemmas import Case, inflected
from chalicelib.clauses.text import BLANK
from chalicelib.clauses.vocabulary import EN_ROLES, PAYING_WEAKNESS, ROLES
from chalicelib.models import Finding
from chalicelib.spelled_numbers import figure_mismatches

Kind = Literal["replace", "add", "advice"]
USUAL_DAILY_RATE = 0.1
PENALTY_CAP_PERCENT = 10
NOTICE_DAYS = 30
RENEWAL_NOTICE_DAYS = 30
ACCEPTANCE_DAYS = 10
PAYMENT_DAYS = 10
PREPAYMENT_PERCENT = 30
REFUND_DAYS = 5
FORCE_MAJEURE_DAYS = 10
FORCE_MAJEURE_EXIT_DAYS = 60
AUDIT_NOTICE_DAYS = 10
WARRANTY_MONTHS = 12
DEFECT_DAYS = 20
CONFIDENTIALITY_YEARS = 3
SOLICITATION_MONTHS = 6
CLAIM_DAYS = 30


@dataclass(frozen=True)
class ProposalContext:
    finding: Finding
    clause: LocatedClause | None
    lang: Lang
    russian_law: bool
    contract_type: str
    ours: str | None  # the side the report is for, as the contract names it
    theirs: str | None
    consumer: bool = False

    def t(self, ru: str, en: str) -> str:
        return ru if self.lang == "ru" else en

    def law(self, citation: str) -> str:
        """`` (ст. 333 ГК РФ)`` when Russian law governs the contract, else nothing."""
        return f" ({citation})" if self.russian_law and self.lang == "ru" else ""

    @property
    def days(self) -> tuple[int, ...]:
        return self.clause.numbers.days if self.clause else ()

    @property
    def working_days(self) -> bool:
        lower = self.clause.lower if self.clause else ""
        return "рабоч" in lower or "business day" in lower

    @property
    def we_pay(self) -> bool:
        """The report's side is the paying one (buyer, customer, tenant, borrower, licensee …)."""
        if not self.ours:
            return True
        key = role_key(self.ours)
        info = ROLES.get(key) or EN_ROLES.get(key) or EN_ROLES.get(key.rstrip("s"))
        return info is None or info.weakness >= PAYING_WEAKNESS

    def ru(self, name: str, case: Case) -> str:
        """A role name declined for Russian wording («вознаграждение Исполнителю»); English as written."""
        return inflected(name, case) if self.lang == "ru" else name

    def ours_or(self, ru: str, en: str) -> str:
        return self.ours or self.t(ru, en)

    def theirs_or(self, ru: str, en: str) -> str:
        return self.theirs or self.t(ru, en)


@dataclass(frozen=True)
class Proposal:
    text: str
    reason: str
    kind: Kind = "replace"
    constants: tuple[float, ...] = ()


Template = Callable[[ProposalContext], Proposal]


def _penalty(c: ProposalContext) -> Proposal:
    lower = c.clause.lower if c.clause else ""
    if not (c.clause and c.clause.numbers.daily_percents) and re.search(
        r"сверх неустойк|in addition to (?:the )?liquidated", lower
    ):
        return _offset_penalty(c)
    rates = c.clause.numbers.daily_percents if c.clause else ()
    rate = min(rates) if rates else None
    proposed = min(rate, USUAL_DAILY_RATE) if rate is not None else USUAL_DAILY_RATE
    text = c.t(
        f"За нарушение срока исполнения обязательства Сторона, допустившая просрочку, уплачивает другой Стороне по её письменному требованию пени в размере {percent(proposed, 'ru')} от суммы неисполненного в срок обязательства за каждый день просрочки, но не более {percent(PENALTY_CAP_PERCENT, 'ru')} от цены Договора.",
        f"A party that fails to perform an obligation on time shall pay the other party, on written demand, liquidated damages of {percent(proposed, 'en')} of the overdue amount for each day of delay, not exceeding {percent(PENALTY_CAP_PERCENT, 'en')} of the Contract Price in aggregate.",
    )
    if rate is not None and rate > USUAL_DAILY_RATE:
        yearly = percent(round(rate * 365), c.lang)
        reason = c.t(
            f"Пени {percent(rate, 'ru')} в день — это около {yearly} годовых, что многократно превышает возможные убытки; неустойка становится взаимной и ограничена сверху{c.law('суд вправе уменьшить явно несоразмерную неустойку, ст. 333 ГК РФ')}.",
            f"{percent(rate, 'en')} a day is about {yearly} a year, far above any likely loss; the damages become mutual and capped.",
        )
    else:
        reason = c.t(
            f"Неустойка должна быть взаимной и соразмерной: обычная ставка — {percent(USUAL_DAILY_RATE, 'ru')} в день с общим пределом{c.law('ст. 330, 333 ГК РФ')}.",
            f"Liquidated damages should be mutual and proportionate: the usual rate is {percent(USUAL_DAILY_RATE, 'en')} a day with an overall cap.",
        )
    return Proposal(text, reason, constants=(USUAL_DAILY_RATE, PENALTY_CAP_PERCENT))


def _offset_penalty(c: ProposalContext) -> Proposal:
    """Losses on top of the penalty ("штрафная неустойка"): the penalty becomes an offset one."""
    return Proposal(
        c.t(
            f"Убытки, причинённые неисполнением или ненадлежащим исполнением обязательства, возмещаются в части, не покрытой неустойкой; общий размер неустойки и убытков не может превышать {percent(PENALTY_CAP_PERCENT, 'ru')} от цены Договора, за исключением убытков, причинённых умышленно.",
            f"Damages are recoverable only to the extent they exceed the liquidated damages paid; liquidated damages and damages together shall not exceed {percent(PENALTY_CAP_PERCENT, 'en')} of the Contract Price, except for wilful misconduct.",
        ),
        c.t(
            f"Убытки сверх неустойки удваивают ответственность за одно нарушение; по общему правилу неустойка зачётная{c.law('п. 1 ст. 394 ГК РФ')}.",
            "Damages on top of liquidated damages double the liability for one breach; the usual rule is an offset.",
        ),
        constants=(PENALTY_CAP_PERCENT,),
    )


# "не несёт ответственности за действия субподрядчиков (привлечённых третьих лиц)".
_THIRD_PARTIES = regexes.compile(
    r"(?:не (?:несет|несут|отвечает|отвечают)|освобожда\w*)[^.;]{0,60}за (?:действия|бездействие|неисполнение|ненадлежащее исполнение|нарушени\w*)[^.;]{0,40}(?:субподрядчик|соисполнител|привлеч\w*|третьих лиц)"
)


def _liability_cap(c: ProposalContext) -> Proposal:
    """An exemption for the acts of the people the other side brings in becomes its liability for them
    (ст. 403 ГК РФ); any other limit is removed (:func:`_full_liability`)."""
    lower = _sentence(c)
    if c.lang == "ru" and _THIRD_PARTIES.search(lower):
        theirs = c.theirs_or("Исполнитель", "Provider")
        return Proposal(
            f"{theirs} несёт ответственность перед {c.ru(c.ours_or('Заказчик', 'Customer'), 'ablt')} за действия (бездействие) привлечённых {c.ru(theirs, 'ablt')} третьих лиц как за свои собственные.",
            f"Должник отвечает за тех, кому поручил исполнение, как за себя; исключить это значит оставить вас без ответчика{c.law('ст. 403 ГК РФ')}.",
        )
    return _full_liability(c)


def _full_liability(c: ProposalContext) -> Proposal:
    """The finding is a limit that protects the other side: the proposal removes it (full liability both
    ways), never a "mutual cap at the contract price", which under a small fee would cap the other side at
    that fee. Towards a consumer a limit is void, and the reason says so."""
    consumer = (
        c.law("соглашение об ограничении ответственности перед потребителем ничтожно, п. 2 ст. 400 ГК РФ")
        if c.consumer
        else ""
    )
    return Proposal(
        c.t(
            "Стороны несут ответственность за неисполнение или ненадлежащее исполнение обязательств по Договору в соответствии с "
            + ("законодательством Российской Федерации" if c.russian_law else "применимым правом")
            + " и возмещают причинённые убытки в полном объёме. Условия Договора, исключающие или ограничивающие ответственность Сторон, не применяются.",
            "Each party shall be liable for its breach of this Agreement in accordance with applicable law and shall compensate the other party's losses in full; no exclusion or limitation of liability applies to fraud, gross negligence or wilful misconduct.",
        ),
        c.t(
            f"Исключение или лимит ответственности другой стороны оставляет ваши убытки без возмещения; по общему правилу убытки возмещаются полностью{c.law('ст. 15, 393 ГК РФ; ограничение за умышленное нарушение ничтожно, п. 4 ст. 401 ГК РФ')}{consumer}.",
            "An exclusion or a cap on the other side's liability leaves your losses uncompensated; the default is full compensation.",
        ),
    )


def _uncapped(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Совокупный размер ответственности каждой из Сторон по Договору, включая возмещение убытков и уплату неустоек, не может превышать цены Договора, за исключением ответственности за умышленное нарушение обязательства.",
            "Each party's total liability under this Agreement, including indemnities, shall not exceed the total amounts paid and payable under this Agreement, except for liability for fraud or wilful misconduct.",
        ),
        c.t(
            f"Без предела ответственность может многократно превысить выгоду от Договора; без лимита остаётся только умысел{c.law('п. 4 ст. 401 ГК РФ')}.",
            "Without a limit the exposure can be many times the value of the contract; only fraud and wilful misconduct stay uncapped.",
        ),
    )


_SUSPENDS = regexes.compile(
    r"приостан|блокир|заблокир|ограничи\w* доступ|прекрати\w* (?:доступ|поставк|оказани|отгрузк)"
)
SUSPENSION_NOTICE_DAYS = 5


def _termination(c: ProposalContext) -> Proposal:
    """A right to walk away becomes mutual with fair notice; a right to suspend (stop deliveries, block
    access) becomes a response to the reader's own breach, on notice (ст. 328 ГК РФ)."""
    if c.lang == "ru" and _SUSPENDS.search(_sentence(c)):
        return _suspension(c)
    stated = max(c.days) if c.days else 0
    notice = max(stated, NOTICE_DAYS)
    citation = {"services": "ст. 782 ГК РФ", "work": "ст. 717 ГК РФ"}.get(c.contract_type, "ст. 450.1 ГК РФ")
    text = c.t(
        f"Каждая из Сторон вправе отказаться от исполнения Договора в одностороннем порядке, письменно уведомив другую Сторону не менее чем за {days_before(notice, 'ru', c.working_days)} до даты расторжения, при условии оплаты фактически исполненного до этой даты и возмещения другой Стороне документально подтверждённых расходов.",
        f"Either party may terminate this Agreement for convenience by giving the other party at least {days_before(notice, 'en', c.working_days)} prior written notice, subject to payment for the work performed up to the termination date and reimbursement of the other party's documented costs.",
    )
    reason = c.t(
        f"Право отказаться от Договора без причины становится взаимным, а срок уведомления — не менее {days_within(notice, 'ru', c.working_days)}, чтобы успеть найти замену{c.law(citation)}.",
        f"The walk-away right becomes mutual and the notice at least {days_before(notice, 'en', c.working_days)}, enough to find a replacement.",
    )
    return Proposal(text, reason, constants=(NOTICE_DAYS,))


def _suspension(c: ProposalContext) -> Proposal:
    ours, theirs = c.ours_or("Заказчик", "Customer"), c.theirs_or("Исполнитель", "Provider")
    return Proposal(
        f"{theirs} вправе приостановить исполнение своих обязательств только в случае неисполнения {c.ru(ours, 'ablt')} встречного обязательства, письменно уведомив {c.ru(ours, 'accs')} не менее чем за {days_before(SUSPENSION_NOTICE_DAYS, 'ru', True)} до приостановления; исполнение возобновляется не позднее следующего рабочего дня после устранения нарушения.",
        f"Приостановить исполнение можно в ответ на неисполнение встречного обязательства, а не по усмотрению другой стороны; уведомление даёт время устранить нарушение{c.law('ст. 328 ГК РФ')}.",
        constants=(SUSPENSION_NOTICE_DAYS,),
    )


def _auto_renewal(c: ProposalContext) -> Proposal:
    notice = min(c.days) if c.days else RENEWAL_NOTICE_DAYS
    notice = min(notice, RENEWAL_NOTICE_DAYS)
    return Proposal(
        c.t(
            f"Договор считается продлённым на тот же срок, если ни одна из Сторон не позднее чем за {days_before(notice, 'ru', c.working_days)} до окончания срока его действия не уведомит другую Сторону в письменной форме об отказе от продления; такое уведомление может быть направлено без объяснения причин.",
            f"This Agreement renews for a further term of the same length unless either party gives the other written notice of non-renewal at least {days_before(notice, 'en', c.working_days)} before the end of the then-current term; no reason need be given.",
        ),
        c.t(
            "Выйти из автоматически продлеваемого договора должна иметь возможность каждая сторона, а срок для отказа от продления не должен быть длиннее обычного месячного.",
            "Each party must be able to leave an automatically renewing contract, and the window to refuse a renewal should not be longer than a month.",
        ),
        constants=(RENEWAL_NOTICE_DAYS,),
    )


def _non_compete(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Обязательство Сторон не осуществлять деятельность, конкурирующую с деятельностью другой Стороны, действует только в течение срока действия Договора и ограничено предметом Договора и территорией его исполнения.",
            "Any restriction on competing activities applies only during the term of this Agreement and only to the products, services and territory covered by this Agreement.",
        ),
        c.t(
            "Запрет конкуренции без ограничения срока, предмета и территории несоразмерен интересу другой стороны и лишает её права вести свою деятельность.",
            "A non-compete unlimited in time, scope and territory is disproportionate and restrains the other side's business.",
        ),
    )


def _exclusivity(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Договор не является исключительным: каждая из Сторон вправе заключать аналогичные договоры с третьими лицами.",
            "This Agreement is non-exclusive: each party may enter into similar agreements with third parties.",
        ),
        c.t(
            "Исключительность связывает сторону с одним контрагентом и должна компенсироваться гарантированным объёмом; без этого её лучше исключить.",
            "Exclusivity ties a party to one counterparty and should be paid for with a committed volume; otherwise remove it.",
        ),
    )


def _ip_assignment(c: ProposalContext) -> Proposal:
    if c.we_pay:
        text = c.t(
            f"Исключительное право на результаты интеллектуальной деятельности, созданные при исполнении Договора, переходит к {c.ours_or('Заказчику', 'Customer')} в полном объёме с момента подписания акта их передачи; вознаграждение за отчуждение права включено в цену Договора.",
            f"All intellectual property rights in the deliverables created under this Agreement vest in {c.ours_or('Customer', 'Customer')} upon delivery; the consideration for the assignment is included in the fees.",
        )
    else:
        text = c.t(
            f"Исключительное право на результаты интеллектуальной деятельности, созданные при исполнении Договора, переходит к {c.theirs_or('Заказчику', 'Customer')} только после полной оплаты цены Договора; права на результаты, созданные {c.ours_or('Исполнителем', 'Contractor')} до заключения Договора или вне его, остаются за {c.ours_or('Исполнителем', 'Contractor')}, а другая Сторона получает простую (неисключительную) лицензию на их использование в целях Договора.",
            f"Rights in the deliverables pass to {c.theirs_or('Customer', 'Customer')} only upon payment in full; pre-existing materials of {c.ours_or('Contractor', 'Contractor')} remain its property and are licensed to the other party on a non-exclusive basis for the purposes of this Agreement.",
        )
    return Proposal(
        text,
        c.t(
            f"Момент и объём перехода исключительного права должны быть определены прямо, иначе права могут остаться у автора или перейти без оплаты{c.law('ст. 1234, 1296 ГК РФ')}.",
            "When and how far the rights pass must be stated expressly, or they may stay with the creator or pass without payment.",
        ),
    )


def _assignment(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Ни одна из Сторон не вправе уступать права требования и переводить обязанности по Договору третьим лицам без предварительного письменного согласия другой Стороны.",
            "Neither party may assign or transfer its rights or obligations under this Agreement without the prior written consent of the other party.",
        ),
        c.t(
            f"Право передать договор третьему лицу должно быть взаимным и зависеть от согласия другой стороны{c.law('ст. 382, 391 ГК РФ')}.",
            "The right to transfer the contract should be mutual and subject to the other party's consent.",
        ),
    )


def _change_of_control(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            f"Изменение состава участников (акционеров) или контролирующего лица Стороны не является основанием для отказа другой Стороны от исполнения Договора; Сторона уведомляет другую Сторону о таком изменении в течение {days_within(ACCEPTANCE_DAYS, 'ru', True)}.",
            f"A change of control of a party does not entitle the other party to terminate this Agreement; the party concerned shall notify the other within {days_before(ACCEPTANCE_DAYS, 'en', True)}.",
        ),
        c.t(
            "Смена владельца не меняет исполнения договора и не должна давать другой стороне повод выйти из него.",
            "A change of ownership does not affect performance and should not give the other side a way out.",
        ),
        constants=(ACCEPTANCE_DAYS,),
    )


def _audit(c: ProposalContext) -> Proposal:
    notice = max(max(c.days) if c.days else 0, AUDIT_NOTICE_DAYS)
    return Proposal(
        c.t(
            f"Проверка исполнения Договора проводится не чаще одного раза в календарный год, по письменному уведомлению не менее чем за {days_before(notice, 'ru', True)}, в рабочее время и за счёт проверяющей Стороны, без доступа к сведениям, не относящимся к Договору.",
            f"Audits may take place no more than once per calendar year, on at least {days_before(notice, 'en', True)} written notice, during business hours and at the auditing party's expense, and only in respect of records relating to this Agreement.",
        ),
        c.t(
            "Проверки без ограничения частоты, срока уведомления и расходов нарушают работу проверяемой стороны.",
            "Audits without limits on frequency, notice and cost disrupt the audited party's business.",
        ),
        constants=(AUDIT_NOTICE_DAYS,),
    )


def _minimum_commitment(c: ProposalContext) -> Proposal:
    buyer = c.ours_or("Покупатель", "Customer") if c.we_pay else c.theirs_or("Покупатель", "Customer")
    return Proposal(
        c.t(
            f"Указанные в Договоре объёмы являются прогнозными: {buyer} оплачивает только фактически заказанные и принятые товары (работы, услуги), а невыборка прогнозного объёма не влечёт для {buyer} ответственности.",
            f"Volumes stated in this Agreement are forecasts only: {buyer} pays only for products and services actually ordered and accepted, and a shortfall against the forecast does not give rise to any liability.",
        ),
        c.t(
            "Обязательный минимальный объём превращает прогноз в долг независимо от реальной потребности.",
            "A mandatory minimum turns a forecast into a debt regardless of actual need.",
        ),
    )


def _insurance(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Каждая из Сторон самостоятельно решает вопрос о страховании своих рисков; расходы на дополнительное страхование, которого требует другая Сторона, несёт требующая Сторона.",
            "Each party decides on the insurance of its own risks; the cost of any additional insurance required by the other party is borne by the party requiring it.",
        ),
        c.t(
            "Обязанность страховать риски другой стороны за свой счёт увеличивает цену договора.",
            "A duty to insure the other side's risks at your own cost raises the price of the deal.",
        ),
    )


def _warranty(c: ProposalContext) -> Proposal:
    seller = c.theirs_or("Поставщик", "Supplier") if c.we_pay else c.ours_or("Поставщик", "Supplier")
    fix = min(c.days) if c.days else DEFECT_DAYS
    fix = min(fix, DEFECT_DAYS) if c.we_pay else max(fix, DEFECT_DAYS)
    return Proposal(
        c.t(
            f"{seller} гарантирует соответствие товара (результата работ, услуг) условиям Договора в течение {WARRANTY_MONTHS} месяцев с даты подписания акта приёмки; недостатки, выявленные в течение гарантийного срока, {seller} устраняет за свой счёт в течение {days_within(fix, 'ru', True)} с даты получения требования.",
            f"{seller} warrants that the products and services conform to this Agreement for {WARRANTY_MONTHS} months from acceptance, and shall remedy any non-conformity notified during that period at its own cost within {days_before(fix, 'en', True)} of notice.",
        ),
        c.t(
            f"Гарантия должна иметь срок и порядок устранения недостатков{c.law('ст. 470, 471, 475 ГК РФ')}.",
            "A warranty needs a period and a remedy procedure.",
        ),
        constants=(WARRANTY_MONTHS, DEFECT_DAYS),
    )


def _non_solicitation(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            f"В течение срока действия Договора и {SOLICITATION_MONTHS} месяцев после его прекращения каждая из Сторон воздерживается от предложения работы работникам другой Стороны, непосредственно участвовавшим в исполнении Договора; общедоступные объявления о вакансиях нарушением не являются.",
            f"During the term and for {SOLICITATION_MONTHS} months thereafter, neither party shall solicit for employment the other party's employees directly involved in this Agreement; general advertisements are not solicitation.",
        ),
        c.t(
            "Запрет должен быть взаимным и ограниченным по сроку и кругу работников.",
            "The restriction should be mutual and limited in time and in the people it covers.",
        ),
        constants=(SOLICITATION_MONTHS,),
    )


def _jurisdiction(c: ProposalContext) -> Proposal:
    if c.lang == "ru" and c.consumer:
        text = "Споры по Договору рассматриваются судом по выбору истца: по месту нахождения ответчика, по месту жительства или пребывания истца либо по месту заключения или исполнения Договора."
        reason = f"Потребитель вправе выбрать суд сам; условие об ином ограничивает его права{c.law('п. 7 ст. 29 ГПК РФ, ст. 17 Закона РФ «О защите прав потребителей»')}."
        return Proposal(text, reason)
    return Proposal(
        c.t(
            f"Споры, не урегулированные в претензионном порядке в течение {days_within(CLAIM_DAYS, 'ru')} с даты получения претензии, передаются на рассмотрение в "
            + ("арбитражный суд" if c.russian_law else "суд")
            + " по месту нахождения ответчика.",
            "Any dispute not settled within 30 days of a written claim shall be brought before the competent courts of the defendant's principal place of business.",
        ),
        c.t(
            f"Суд по месту нахождения одной стороны заставляет другую судиться на чужой территории; общее правило — место нахождения ответчика{c.law('ст. 35, ч. 5 ст. 4 АПК РФ')}.",
            "A forum at one party's seat makes the other litigate away from home; the defendant's seat is the neutral default.",
        ),
        constants=(CLAIM_DAYS,),
    )


# What the other side's right changes, read from the finding's own sentence (its predicate): a price, the
# terms posted on a site, the scope of performance, a price that moves by a formula.
_POSTED = regexes.compile(
    r"сайт|размещ|опубликов|публикаци|личн\w* кабинет|нов\w* редакци|https?://|www\.|путем уведомления|в одностороннем порядке изменя\w* (?:услови|правил|оферт)"
)
_RULES_CHANGED = regexes.compile(r"услови|правил|оферт|регламент|договор")
_INDEXED = regexes.compile(r"индексац|индексир|инфляц|потребительских цен")
_PRICE = regexes.compile(
    r"(?P<head>\bцен(?:а|ы|у|е|ой|ам|ами|ах)?\b|стоимост\w*|тариф\w*|арендн\w* плат\w*|размер\w* (?:арендной )?плат\w*|вознагражден\w*|прайс-лист\w*|прейскурант\w*)"
    r"(?:\s+(?P<of>услуг|работ|товар\w*|продукци\w*|аренды|договора|оборудования))?"
)
_PRICE_GENITIVE = (
    ("арендн", "арендной платы"),
    ("размер", "размера платы"),
    ("цен", "цены"),
    ("стоимост", "стоимости"),
    ("тариф", "тарифов"),
    ("вознагражд", "размера вознаграждения"),
    ("прайс", "прайс-листа"),
    ("прейскурант", "прейскуранта"),
)
# The verb that changes (a finite form, an infinitive or a participle, not the noun of a condition "в
# случае изменения ..."): the price or scope nearest to it is what the clause lets be changed.
_CHANGE_VERB = regexes.compile(
    r"(?:измен|пересм\w*тр|повы|увелич|корректир)\w*?(?:ть|тся|ться|ется|ются|ет|ют|ит|ен|ена|ены|ено|ан|ана|аны)\b"
)
_SCOPE = regexes.compile(
    r"(?P<head>объем\w*|количеств\w*|ассортимент\w*|срок\w*|график\w*|перечен\w*|состав\w*)"
    r"(?:\s+(?P<of>услуг|работ|товар\w*|продукци\w*|поставки|поставок))?"
)
_SCOPE_GENITIVE = (
    ("объем", "объёма"),
    ("количеств", "количества"),
    ("ассортимент", "ассортимента"),
    ("срок", "сроков"),
    ("график", "графика"),
    ("перечен", "перечня"),
    ("состав", "состава"),
)
_RULES_GENITIVE = (("правил", "Правил"), ("оферт", "условий Оферты"), ("регламент", "Регламента"))


def _sentence(c: ProposalContext) -> str:
    """The finding's own sentence, lower-cased as the clause model reads it (``ё`` as ``е``)."""
    return c.finding.quote.lower().replace("ё", "е")


def _changed(pattern: re.Pattern[str], lower: str) -> re.Match[str] | None:
    """The match of ``pattern`` nearest to the verb of changing ("размер стоимости услуг пересматривается
    Экспедитором"), else the first one."""
    found = list(pattern.finditer(lower))
    verbs = [m.start() for m in _CHANGE_VERB.finditer(lower)]
    if not found or not verbs:
        return found[0] if found else None
    return min(found, key=lambda m: min(abs(m.start() - v) for v in verbs))


def _genitive(found: re.Match[str], table: tuple[tuple[str, str], ...]) -> str:
    head = next(gen for stem, gen in table if found.group("head").startswith(stem))
    of = found.group("of")
    return f"{head} {of}" if of else head


def _unilateral_change(c: ProposalContext) -> Proposal:
    """The wording follows what the clause lets the other side change: a price only by agreement, terms
    posted on a site only on notice with the reader's right to leave, a formula within a cap, the scope of
    performance only by agreement; anything else gets the general rule."""
    lower = _sentence(c)
    if c.lang == "ru":
        price = _changed(_PRICE, lower)
        if _INDEXED.search(lower):
            return _indexation(c, _genitive(price, _PRICE_GENITIVE) if price else "цены")
        if _POSTED.search(lower) and (_RULES_CHANGED.search(lower) or price):
            return _change_on_notice(c, lower, price)
        if price:
            return _agreed_change(c, _genitive(price, _PRICE_GENITIVE), "ст. 310, 424, 450, 452 ГК РФ")
        scope = _changed(_SCOPE, lower)
        if scope:
            return _agreed_change(c, _genitive(scope, _SCOPE_GENITIVE), "ст. 310, 450, 452 ГК РФ")
    return _any_change(c)


def _agreed_change(c: ProposalContext, what: str, citation: str) -> Proposal:
    return Proposal(
        f"Изменение {what} допускается только по соглашению Сторон, оформленному в письменной форме.",
        f"Изменение {what} по воле одной стороны оставляет другую без определённости: о новых условиях она узнаёт, когда они уже действуют; надёжнее — только по соглашению сторон{c.law(citation + (', ст. 16 Закона РФ «О защите прав потребителей»' if c.consumer else ''))}.",
    )


def _change_on_notice(c: ProposalContext, lower: str, price: re.Match[str] | None) -> Proposal:
    """Terms changed by posting a new version: notice to the reader itself, ahead of time, and a way out."""
    ours, theirs = c.ours_or("Заказчик", "Customer"), c.theirs_or("Исполнитель", "Provider")
    rules = next((gen for stem, gen in _RULES_GENITIVE if stem in lower), "условий Договора")
    what = _genitive(price, _PRICE_GENITIVE) if price and not _RULES_CHANGED.search(lower) else rules
    return Proposal(
        f"{theirs} уведомляет {c.ru(ours, 'accs')} об изменении {what} не менее чем за {days_before(NOTICE_DAYS, 'ru')} до вступления изменений в силу письменно или по адресу электронной почты, указанному в Договоре; размещение новой редакции на сайте уведомлением не является. {ours} вправе до вступления изменений в силу отказаться от Договора без штрафных санкций с возвратом оплаты за неиспользованный период; на оплаченный период изменения не распространяются.",
        f"Новая редакция на сайте связывает того, кто её не видел: изменения должны доходить до вас заранее, а несогласие — давать право выйти из договора без потерь{c.law('ст. 310, 450.1 ГК РФ' + (', ст. 16 Закона РФ «О защите прав потребителей»' if c.consumer else ''))}.",
        constants=(NOTICE_DAYS,),
    )


def _indexation(c: ProposalContext, what: str) -> Proposal:
    ours, theirs = c.ours_or("Заказчик", "Customer"), c.theirs_or("Исполнитель", "Provider")
    index = (
        "индекса потребительских цен за предыдущий календарный год, опубликованного Росстатом"
        if c.russian_law
        else "официального индекса потребительских цен за предыдущий календарный год"
    )
    return Proposal(
        f"Индексация {what} производится не чаще одного раза в год и не более чем на величину {index}. {theirs} уведомляет {c.ru(ours, 'accs')} об индексации не менее чем за {days_before(NOTICE_DAYS, 'ru')}; {ours} вправе в этот срок отказаться от Договора без штрафных санкций.",
        "Рост цены по формуле без предела и без права выйти из договора делает цену непредсказуемой: ограничьте частоту и размер индексации.",
        constants=(NOTICE_DAYS,),
    )


def _any_change(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Изменение условий Договора, в том числе цены и тарифов, допускается только по письменному соглашению Сторон, подписанному уполномоченными представителями обеих Сторон.",
            "Any amendment of this Agreement, including of prices and rates, requires a written agreement signed by authorised representatives of both parties.",
        ),
        c.t(
            f"Одностороннее изменение условий лишает другую сторону определённости в цене и обязательствах{c.law('ст. 310, 450, 452 ГК РФ' + (', ст. 16 Закона РФ «О защите прав потребителей»' if c.consumer else ''))}.",
            "A unilateral right to amend leaves the other side without certainty about price and obligations.",
        ),
    )


def _prepayment(c: ProposalContext) -> Proposal:
    stated = max(c.clause.numbers.percents) if c.clause and c.clause.numbers.percents else None
    share = min(stated, PREPAYMENT_PERCENT) if stated is not None else PREPAYMENT_PERCENT
    payer = c.ours_or("Покупатель", "Customer") if c.we_pay else c.theirs_or("Покупатель", "Customer")
    citation = "п. 4 ст. 487 ГК РФ" if c.contract_type in ("sale", "supply") else "ст. 395 ГК РФ"
    return Proposal(
        c.t(
            f"{payer} вносит предварительную оплату в размере {percent(share, 'ru')} цены Договора; остаток оплачивается в течение {days_within(PAYMENT_DAYS, 'ru', True)} с даты подписания документа о приёмке. При неисполнении обязательства в срок предварительная оплата возвращается в течение {days_within(REFUND_DAYS, 'ru', True)} с даты получения требования о возврате.",
            f"{payer} pays an advance of {percent(share, 'en')} of the price; the balance is due within {days_before(PAYMENT_DAYS, 'en', True)} after acceptance. If the other party fails to perform on time, the advance is refunded within {days_before(REFUND_DAYS, 'en', True)} of a refund request.",
        ),
        c.t(
            f"Большая предоплата без условия о возврате переносит на плательщика риск неисполнения{c.law(citation)}.",
            "A large advance with no refund term puts the risk of non-performance on the payer.",
        ),
        constants=(PREPAYMENT_PERCENT, PAYMENT_DAYS, REFUND_DAYS),
    )


def _early_repayment(c: ProposalContext) -> Proposal:
    notice = min(min(c.days) if c.days else NOTICE_DAYS, NOTICE_DAYS)
    borrower = c.ours_or("Заёмщик", "Borrower") if c.we_pay else c.theirs_or("Заёмщик", "Borrower")
    return Proposal(
        c.t(
            f"{borrower} вправе досрочно возвратить сумму займа полностью или по частям, уведомив другую Сторону не менее чем за {days_before(notice, 'ru', c.working_days)}; проценты уплачиваются только за фактический срок пользования займом, комиссии и штрафы за досрочный возврат не взимаются.",
            f"{borrower} may prepay the loan in whole or in part on at least {days_before(notice, 'en', c.working_days)} notice; interest accrues only for the period actually outstanding and no prepayment fee applies.",
        ),
        c.t(
            f"Запрет или плата за досрочный возврат удорожают заём{c.law('п. 2 ст. 810 ГК РФ')}.",
            "A ban on or a fee for prepayment makes the loan more expensive.",
        ),
        constants=(NOTICE_DAYS,),
    )


def _payment_terms(c: ProposalContext) -> Proposal:
    stated = max(c.days) if c.days else None
    if c.we_pay:
        term = max(stated or 0, PAYMENT_DAYS)
        payer = c.ours_or("Заказчик", "Customer")
        reason = c.t(
            "Срок оплаты должен отсчитываться от получения счёта и подписания документа о приёмке, а не от отгрузки или выставления счёта.",
            "Payment should fall due after invoice and acceptance, not on shipment or invoicing.",
        )
    else:
        term = min(stated, NOTICE_DAYS) if stated else NOTICE_DAYS
        payer = c.theirs_or("Заказчик", "Customer")
        reason = c.t(
            f"Длинная отсрочка платежа кредитует другую сторону за ваш счёт; за просрочку начисляются проценты{c.law('ст. 395 ГК РФ')}.",
            "A long payment term finances the other side at your expense; late payment bears interest.",
        )
    return Proposal(
        c.t(
            f"{payer} оплачивает цену в течение {days_within(term, 'ru', True)} с даты получения счёта и подписания Сторонами документа о приёмке.",
            f"{payer} shall pay each undisputed invoice within {days_before(term, 'en', True)} of receipt of the invoice and acceptance.",
        ),
        reason,
        constants=(PAYMENT_DAYS, NOTICE_DAYS),
    )


def _acceptance(c: ProposalContext) -> Proposal:
    stated = max(c.days) if c.days else None
    if c.we_pay:
        term = max(stated or 0, ACCEPTANCE_DAYS)
        acceptor = c.ours_or("Заказчик", "Customer")
        tail_ru = "; результат не считается принятым до подписания акта или истечения этого срока без мотивированного отказа."
        tail_en = "; deliverables are not deemed accepted before the certificate is signed or that period expires without a reasoned rejection."
    else:
        term = min(stated, ACCEPTANCE_DAYS) if stated else ACCEPTANCE_DAYS
        acceptor = c.theirs_or("Заказчик", "Customer")
        tail_ru = "; при отсутствии мотивированного отказа в этот срок результат считается принятым."
        tail_en = "; absent a reasoned rejection within that period the deliverables are deemed accepted."
    return Proposal(
        c.t(
            f"{acceptor} в течение {days_within(term, 'ru', True)} с даты получения результата и документа о приёмке подписывает его либо направляет мотивированный отказ с перечнем недостатков{tail_ru}",
            f"{acceptor} shall, within {days_before(term, 'en', True)} of delivery, either sign the acceptance certificate or give a reasoned rejection listing the defects{tail_en}",
        ),
        c.t(
            f"Порядок и срок приёмки должны давать принимающей стороне время на проверку, а исполнителю — определённость{c.law('ст. 720, 753 ГК РФ' if c.contract_type == 'work' else 'ст. 513 ГК РФ' if c.contract_type == 'supply' else 'ст. 720 ГК РФ')}.",
            "The acceptance procedure should give the acceptor time to inspect and the provider certainty.",
        ),
        constants=(ACCEPTANCE_DAYS,),
    )


def _confidentiality(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            f"Каждая из Сторон обязуется не раскрывать третьим лицам конфиденциальную информацию другой Стороны, полученную в связи с Договором, в течение срока его действия и {CONFIDENTIALITY_YEARS} лет после его прекращения; обязательство не распространяется на общедоступные сведения и на раскрытие по требованию закона.",
            f"Each party shall keep the other party's confidential information confidential during the term and for {CONFIDENTIALITY_YEARS} years thereafter; information that is public or must be disclosed by law is excluded.",
        ),
        c.t(
            "Обязанность хранить тайну должна быть взаимной, ограниченной по сроку и с обычными исключениями.",
            "Confidentiality should be mutual, limited in time and subject to the usual exceptions.",
        ),
        constants=(CONFIDENTIALITY_YEARS,),
    )


def _force_majeure(c: ProposalContext) -> Proposal:
    notice = min(c.days) if c.days else FORCE_MAJEURE_DAYS
    return Proposal(
        c.t(
            f"Сторона, для которой исполнение обязательства стало невозможным вследствие обстоятельств непреодолимой силы, освобождается от ответственности при условии письменного уведомления другой Стороны в течение {days_within(notice, 'ru', c.working_days)} с момента их наступления; если такие обстоятельства длятся более {days_within(FORCE_MAJEURE_EXIT_DAYS, 'ru')}, каждая из Сторон вправе отказаться от Договора.",
            f"A party prevented from performing by force majeure is excused while the event lasts, provided it notifies the other party within {days_before(notice, 'en', c.working_days)}; if the event lasts more than {days_before(FORCE_MAJEURE_EXIT_DAYS, 'en')}, either party may terminate this Agreement.",
        ),
        c.t(
            f"Освобождение от ответственности должно действовать для обеих сторон одинаково{c.law('п. 3 ст. 401 ГК РФ')}.",
            "Force majeure relief should apply to both parties alike.",
        ),
        constants=(FORCE_MAJEURE_DAYS, FORCE_MAJEURE_EXIT_DAYS),
    )


def _personal_data(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Персональные данные обрабатываются только в целях исполнения Договора, в объёме, необходимом для этих целей, и в соответствии с законодательством о персональных данных; передача персональных данных третьим лицам без согласия субъекта не допускается.",
            "Personal data is processed only to perform this Agreement, to the extent necessary for that purpose and in accordance with applicable data protection law; it is not disclosed to third parties without the data subject's consent.",
        ),
        c.t(
            f"Согласие на обработку должно быть конкретным и ограниченным целью Договора{c.law('ст. 5, 6, 9 Федерального закона «О персональных данных»')}.",
            "Consent to processing should be specific and limited to the purpose of the contract.",
        ),
    )


def _guarantee(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            f"Обеспечение исполнения обязательств возвращается предоставившей его Стороне в течение {days_within(REFUND_DAYS, 'ru', True)} после исполнения обеспеченного обязательства; удержание обеспечения допускается только в размере документально подтверждённой задолженности.",
            f"Any security is returned within {days_before(REFUND_DAYS, 'en', True)} after the secured obligation is performed and may be retained only up to the amount of a documented debt.",
        ),
        c.t(
            f"Обеспечение должно быть соразмерным, с ясными основаниями удержания и сроком возврата{c.law('ст. 381.1 ГК РФ')}.",
            "Security should be proportionate, with clear grounds for calling it and a return deadline.",
        ),
        constants=(REFUND_DAYS,),
    )


def _currency(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Цена Договора определена в рублях и не подлежит изменению в связи с изменением курса иностранной валюты.",
            "The price is fixed in the currency of payment and is not adjusted for changes in exchange rates.",
        ),
        c.t(
            f"Пересчёт по курсу на день платежа переносит валютный риск на плательщика{c.law('п. 2 ст. 317 ГК РФ')}.",
            "Conversion at the rate on the payment date puts all currency risk on the payer.",
        ),
    )


_MISSING_TERMS: dict[str, str] = {
    "предмет договора": "{a} обязуется ____ (наименование товара, работ или услуг, их количество и качество), а {b} обязуется принять и оплатить их на условиях Договора.",
    "цена": "Цена Договора составляет ____ рублей, в том числе НДС ____ рублей (либо: НДС не облагается), и не подлежит изменению в одностороннем порядке.",
    "срок": "Договор вступает в силу с даты его подписания Сторонами и действует до ____ (дата), а в части расчётов — до полного исполнения Сторонами своих обязательств.",
    "наименование и количество товара": "Наименование, количество и ассортимент Товара указываются в Спецификации, являющейся неотъемлемой частью Договора.",
    "срок поставки": "Поставщик поставляет Товар в течение ____ календарных дней с даты ____ (подписания Договора, получения заявки).",
    "данные об объекте аренды": "Объектом аренды является ____ (адрес, кадастровый номер, площадь ____ кв. м), передаваемый Арендатору по акту приёма-передачи.",
    "размер арендной платы": "Арендная плата составляет ____ рублей в месяц и вносится не позднее ____ числа текущего месяца.",
    "начальный и конечный сроки выполнения работ": "Работы выполняются в срок: начало — ____ (дата), окончание — ____ (дата).",
    "сумма займа": "Сумма займа составляет ____ рублей.",
    "способы использования": "Лицензиат вправе использовать ____ следующими способами: ____.",
    "трудовая функция и место работы": "Работник принимается на должность ____; место работы: ____.",
}


def _missing_terms(c: ProposalContext) -> Proposal:
    quoted = c.clause.text if c.clause else c.finding.quote
    if BLANK.search(c.finding.quote):
        return _blank_filled(c, quoted)
    mismatch = next(iter(figure_mismatches(c.finding.quote)), None)
    if mismatch is not None:
        return Proposal(
            c.t(
                f"Привести цифры и пропись к одному значению: {mismatch.digits} или {mismatch.words}, как Стороны договорились, и записать его одинаково в обоих экземплярах.",
                f"State one number in figures and words alike: {mismatch.digits} or {mismatch.words}, as the parties agreed.",
            ),
            c.finding.explanation,
            kind="advice",
        )
    reason = c.t(
        f"Без существенных условий договор может быть признан незаключённым{c.law('п. 1 ст. 432 ГК РФ')}.",
        "Without its essential terms the contract may be held not concluded.",
    )
    named = (
        c.finding.explanation.rpartition(":")[2].strip(" .") if "Не найдено" in c.finding.explanation else ""
    )
    clauses = [
        _MISSING_TERMS[term] for term in (n.strip() for n in named.split(",")) if term in _MISSING_TERMS
    ]
    if clauses:
        a, b = c.theirs or "Сторона 1", c.ours or "Сторона 2"
        return Proposal(" ".join(s.format(a=a, b=b) for s in clauses), reason, kind="add")
    return Proposal(
        c.t(
            "Указанные условия согласованы Сторонами в приложении к Договору, подписанном одновременно с Договором и являющемся его неотъемлемой частью; до подписания такого приложения соответствующее обязательство не возникает.",
            "These terms are set out in a schedule signed together with this Agreement and forming part of it; until such schedule is signed the corresponding obligation does not arise.",
        ),
        reason,
    )


# One value's blanks taken together: «___» ________ 20__ г., ________ (____________) рублей.
_FILL_IN = regexes.compile(
    rf"\s*(?:«\s*)?{BLANK.pattern}(?:\s*»)?(?:[\s(]*{BLANK.pattern}\)?)*(?:\s+20_+(?:\s*г(?=\.))?)?"
)


def _blank_filled(c: ProposalContext, clause: str) -> Proposal:
    """The clause as it should be signed: each blank marked as the value to fill in."""
    placeholder = c.t("[указать]", "[to be filled in]")
    text = _FILL_IN.sub(f" {placeholder}", clause)
    return Proposal(
        text.strip(),
        c.t(
            f"Пропуск вместо значения: условие не согласовано, а пустое место в подписанном экземпляре можно заполнить потом без вас{c.law('ст. 432 ГК РФ')}.",
            "A blank instead of a value: the term is not agreed, and a blank in a signed copy can be filled in later without you.",
        ),
    )


def _consumer_rights(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Заказчик", "Customer")
    theirs = c.theirs_or("Исполнитель", "Supplier")
    return Proposal(
        c.t(
            f"{ours} вправе отказаться от исполнения Договора в любое время при условии оплаты {c.ru(theirs, 'datv')} фактически понесённых им расходов; денежные средства за неоказанные услуги и непереданный товар возвращаются {c.ru(ours, 'datv')}; права {c.ru(ours, 'gent')} на возврат и обмен товара и на претензии по качеству определяются законодательством о защите прав потребителей и Договором не ограничиваются.",
            f"{ours} may withdraw from this Agreement at any time, paying only the costs {theirs} has actually incurred; money for services not rendered is refunded; {ours}'s statutory consumer rights are not limited by this Agreement.",
        ),
        c.t(
            f"Условие ограничивает права потребителя по сравнению с законом и потому недействительно{c.law('ст. 16, 32 Закона РФ «О защите прав потребителей», ст. 782 ГК РФ')}; лучше исключить его до подписания, чем спорить о нём потом.",
            "The term limits a consumer's statutory rights and is void; better struck before signing than disputed later.",
        ),
    )


def _personal_rights(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Заказчик", "Customer")
    return Proposal(
        c.t(
            f"Согласие {c.ru(ours, 'gent')} на фото- и видеосъёмку, использование изображения и обработку сведений о состоянии здоровья даётся отдельным письменным документом с указанием цели и срока; {ours} вправе не давать или отозвать его без последствий для исполнения Договора. Условия, ограничивающие свободу передвижения, тайну переписки или допускающие меры принуждения и досмотр, не применяются.",
            f"{ours}'s consent to filming, use of their image and processing of health data is given in a separate written document stating its purpose and period, and may be refused or withdrawn without affecting this Agreement; no term may restrict movement or correspondence or permit coercion or searches.",
        ),
        c.t(
            f"Изображение, сведения о здоровье и личная свобода — права, которыми нельзя распорядиться мимоходом в договоре{c.law('ст. 150, 152.1 ГК РФ; ст. 9, 10 Федерального закона № 152-ФЗ')}.",
            "A person's image, health data and freedom are rights a contract cannot take in passing.",
        ),
    )


# The payer's set-off of sanctions against the price ("Покупатель вправе удержать неустойку из оплаты").
_SETS_OFF = regexes.compile(r"(?:удерж|зачест|зачет|зачит|засчит|вычест|вычит|уменьш)\w*")
_SANCTIONS = regexes.compile(r"неустойк|штраф|\bпен(?:и|ей|ю)\b|убытк|санкци")


def _pay_discretion(c: ProposalContext) -> Proposal:
    """A set-off of sanctions becomes a set-off of admitted or awarded sums only, for any kind of payment
    (a price, a fee, rent); other pay at the payer's discretion gets a fixed fee and date."""
    ours = c.ours_or("Исполнитель", "Contractor")
    theirs = c.theirs_or("Заказчик", "Customer")
    lower = _sentence(c)
    if c.lang == "ru" and _SETS_OFF.search(lower) and _SANCTIONS.search(lower):
        return Proposal(
            f"{theirs} вправе удержать из оплаты или зачесть в счёт оплаты неустойку (штраф, пени) и убытки только в размере, признанном {c.ru(ours, 'ablt')} в письменной форме или взысканном по решению суда; остальная сумма оплачивается в срок, установленный Договором.",
            f"Удерживая санкции из оплаты, плательщик сам решает, что они начислены и в каком размере, а спорить приходится вам; зачёт допустим только бесспорных требований{c.law('ст. 410, 411 ГК РФ')}.",
        )
    return Proposal(
        c.t(
            f"{theirs} выплачивает вознаграждение {c.ru(ours, 'datv')} в размере, установленном Договором, в течение {days_within(PAYMENT_DAYS, 'ru', True)} с даты подписания документа о приёмке; удержание неустоек и иных сумм из оплаты допускается только в размере, признанном {c.ru(ours, 'ablt')} письменно или взысканном по решению суда.",
            f"{theirs} shall pay {ours} the fee set in this Agreement within {days_before(PAYMENT_DAYS, 'en', True)} of acceptance; amounts may be withheld or set off only where {ours} has accepted them in writing or a court has awarded them.",
        ),
        c.t(
            f"Оплата не должна зависеть от усмотрения плательщика или от того, получил ли он деньги от своего клиента; зачёт спорных санкций лишает вас оплаты без суда{c.law('ст. 309, 310, 410 ГК РФ')}.",
            "Payment must not depend on the payer's discretion or on its own client paying; set-off of disputed sanctions withholds your pay without a court.",
        ),
        constants=(PAYMENT_DAYS,),
    )


def _indemnity(c: ProposalContext) -> Proposal:
    from chalicelib.amendments.proposals_lending import fee_shifting

    costs = fee_shifting(c)
    if costs is not None:
        return costs
    ours = c.ours_or("Пользователь", "User")
    return Proposal(
        c.t(
            f"{ours} возмещает другой Стороне только реальный ущерб, причинённый виновным нарушением {c.ru(ours, 'ablt')} Договора, в пределах цены Договора; обязанность возмещения взаимна.",
            f"{ours}'s indemnity is limited to losses caused by {ours}'s own breach or negligence, is capped at the fees paid under this Agreement, and is mutual.",
        ),
        c.t(
            "Безграничное возмещение любых претензий третьих лиц может многократно превысить цену договора.",
            "An open-ended indemnity for any third-party claim can far exceed what the contract is worth.",
        ),
    )


def _warranty_disclaimer(c: ProposalContext) -> Proposal:
    """The other side's "as is" becomes a limited warranty with a remedy; what the law does not let a
    party exclude stays."""
    giver = c.theirs_or("Исполнитель", "Provider") if c.we_pay else c.ours_or("Исполнитель", "Provider")
    return Proposal(
        c.t(
            f"{giver} гарантирует, что товар (программа, услуги) в течение {WARRANTY_MONTHS} месяцев с даты передачи соответствует описанию и документации; при несоответствии {giver} за свой счёт устраняет его, а если это невозможно — возвращает оплату за несоответствующую часть. Договор не исключает гарантий, которые по закону не могут быть исключены.",
            f"{giver} warrants that the products, software and services will conform in all material respects to their description and documentation for {WARRANTY_MONTHS} months from delivery; {giver} shall at its own cost correct any non-conformity or, if it cannot, refund the fees paid for the non-conforming part. Nothing in this Agreement excludes any warranty or condition that cannot be excluded by law.",
        ),
        c.t(
            f"Без гарантии вам не на что сослаться, если продукт не работает{c.law('ст. 469, 475 ГК РФ')}.",
            "Without a warranty you have nothing to rely on if the product does not work; a limited warranty with a remedy is the usual compromise.",
        ),
        constants=(WARRANTY_MONTHS,),
    )


def _claims_period(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Требования, вытекающие из Договора, могут быть предъявлены в пределах срока исковой давности, установленного законом; более короткие сроки, указанные в Договоре, не применяются.",
            "Any claim arising out of or relating to this Agreement may be brought within the limitation period provided by applicable law; no shorter contractual time limit applies.",
        ),
        c.t(
            f"Договорный срок короче законного отнимает право на иск до того, как вы узнаете о нарушении{c.law('ст. 196, п. 1 ст. 198 ГК РФ')}.",
            "A contractual time limit shorter than the statutory one can bar a claim before you even learn of the breach.",
        ),
    )


def _nda_terms(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            f"Каждая из Сторон не раскрывает третьим лицам и использует только для целей Договора сведения другой Стороны, обозначенные при передаче как конфиденциальные, в течение {CONFIDENTIALITY_YEARS} лет с даты их получения (коммерческую тайну — пока она сохраняет этот режим). По письменному требованию Сторона возвращает или уничтожает такие сведения, кроме копий, которые она обязана хранить по закону или которые содержатся в резервных архивах; они остаются конфиденциальными. Сведения, сохранившиеся в памяти работников, не могут использоваться вопреки этому условию. Вопрос об обеспечении иска решает суд.",
            f"Each party shall use the other party's information that is marked or identified as confidential when disclosed only for the purpose of this Agreement and shall not disclose it for {CONFIDENTIALITY_YEARS} years from disclosure (trade secrets: for as long as they remain trade secrets). On written request a party shall return or destroy such information, except copies it must keep by law or that sit in routine back-ups, which remain confidential. Information retained in the memory of a party's personnel may not be used in breach of this clause. Any interim relief, and any security for it, is for the court to decide.",
        ),
        c.t(
            "Обязанность хранить тайну должна быть взаимной, ограниченной по сроку и по кругу сведений, с выполнимым порядком возврата и без права другой стороны пользоваться вашими сведениями.",
            "Confidentiality should be mutual, limited in time and in scope, with a workable return duty and no right for the other side to use your information.",
        ),
        constants=(CONFIDENTIALITY_YEARS,),
    )


def _dispute_waivers(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Стороны сохраняют право на обращение в суд, в том числе в составе группы лиц; условия об отказе от суда присяжных и от коллективных исков не применяются.",
            "Either party may bring claims in court, individually or as a member of a class; no waiver of jury trial or of class or collective actions applies. Small claims may be brought in the consumer's local court.",
        ),
        c.t(
            "Отказ от коллективных исков и суда присяжных лишает потребителя самого доступного способа защиты.",
            "Class-action and jury waivers remove a consumer's most practical remedy.",
        ),
    )


def _deemed_notice(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Юридически значимое сообщение считается полученным с момента его доставки адресату (уведомление о вручении, ответное письмо или подтверждение прочтения) либо с момента, когда оно не было вручено по обстоятельствам, зависящим от адресата. Претензии, уведомления о расторжении и об изменении условий направляются по адресу электронной почты и заказным письмом по адресу, указанному в договоре.",
            "A notice takes effect when it is delivered to the addressee (a delivery receipt, a reply or a read confirmation) or when delivery fails through the addressee's own fault. Claims and notices of termination or of changed terms are sent both by e-mail and by registered letter to the address stated in this Agreement.",
        ),
        c.t(
            f"Сроки, которые запускает сообщение, должны течь с того дня, когда адресат мог о нём узнать{c.law('ст. 165.1 ГК РФ')}.",
            "A deadline a notice starts should run from the day the addressee could learn of it.",
        ),
    )


def _documents_retention(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Заказчик", "Customer")
    return Proposal(
        c.t(
            f"{ours} передаёт другой Стороне только копии документов; подлинники паспорта, трудовой книжки, документов об образовании и иных личных документов остаются у {c.ru(ours, 'gent')} и не удерживаются.",
            f"{ours} provides copies only; original identity, employment and education documents stay with {ours} and are never retained.",
        ),
        c.t(
            f"Удержание чужих личных документов не допускается, даже в обеспечение долга{c.law('ст. 150 ГК РФ; ст. 323 УК РФ о паспорте')}.",
            "Holding another person's identity documents is unlawful, even as security for a debt.",
        ),
    )


def _disposal_of_property(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Принципал", "Principal")
    theirs = c.theirs_or("Агент", "Agent")
    return Proposal(
        c.t(
            f"{theirs} распоряжается имуществом и денежными средствами {c.ru(ours, 'gent')} только по письменному поручению {c.ru(ours, 'gent')} на каждую сделку, на указанных в нём условиях, и представляет отчёт; залог имущества {c.ru(ours, 'gent')} и его реализация в счёт долга без решения суда не допускаются.",
            f"{theirs} may dispose of {ours}'s property or money only on {ours}'s written instruction for each transaction, on its terms, and shall report; no pledge or sale against a debt without a court order.",
        ),
        c.t(
            f"Право распоряжаться чужим имуществом без поручения на каждую сделку позволяет продать его дёшево или в счёт спорного долга{c.law('ст. 209, 349, 1001 ГК РФ')}.",
            "A general power to dispose of your property lets the other side sell it cheaply or against a disputed debt.",
        ),
    )


def _labour_terms(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Работник", "Employee")
    return Proposal(
        c.t(
            f"Условие исключить. Права и гарантии {c.ru(ours, 'gent')} определяются Трудовым кодексом Российской Федерации; условия Договора, ухудшающие положение {c.ru(ours, 'gent')} по сравнению с ним, не применяются.",
            f"Strike the term. {ours}'s rights are those of the applicable labour law; terms worse for {ours} than the law do not apply.",
        ),
        c.t(
            f"Условие трудового договора, ухудшающее положение работника по сравнению с законом, не подлежит применению{c.law('ч. 2 ст. 9 ТК РФ')}.",
            "A term worse for the employee than labour law does not apply.",
        ),
    )


def _recurring_charges(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Клиент", "Customer")
    theirs = c.theirs_or("Исполнитель", "Provider")
    return Proposal(
        c.t(
            f"Денежные средства списываются с карты или счёта {c.ru(ours, 'gent')} только по распоряжению {c.ru(ours, 'gent')} на каждый платёж либо после уведомления {c.ru(ours, 'gent')} не позднее чем за 3 (три) дня с указанием суммы и даты списания. Сумма платежа определяется Договором и не может быть увеличена {c.ru(theirs, 'ablt')} в одностороннем порядке. {ours} вправе в любой момент отключить автоматические списания в личном кабинете или уведомлением; ошибочно списанные суммы возвращаются в течение 10 (десяти) дней.",
            f"{theirs} may charge {ours}'s card or account only on {ours}'s confirmation of each payment or after notifying {ours} at least three days in advance of the amount and date. The amount is fixed by this Agreement and {theirs} may not increase it unilaterally. {ours} may switch off automatic charges at any time in one step; any amount charged in error is refunded within ten days.",
        ),
        c.t(
            f"Без распоряжения на каждый платёж списания идут, пока вы их не заметите{c.law('ст. 854 ГК РФ')}.",
            "Without an order for each payment, charges run until you notice them.",
        ),
    )


def _disguised_employment(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Исполнитель", "Contractor")
    theirs = c.theirs_or("Заказчик", "Company")
    return Proposal(
        c.t(
            f"{ours} оказывает услуги самостоятельно, в удобное для {c.ru(ours, 'gent')} время и своими средствами; {theirs} не вправе устанавливать {c.ru(ours, 'datv')} график, правила внутреннего распорядка или меры дисциплинарного воздействия и применять к {c.ru(ours, 'datv')} штрафы. Услуги оплачиваются по акту за результат в согласованном размере.",
            f"{ours} performs the services independently, at times and by means of {ours}'s own choosing; {theirs} shall not set {ours}'s schedule, impose workplace rules or discipline, or fine {ours}. Fees are paid for the results accepted, at the agreed rates.",
        ),
        c.t(
            f"Постоянная работа по графику и под контролем другой стороны — это трудовые отношения, и тогда вам положены гарантии трудового права{c.law('ст. 15, 19.1 ТК РФ')}.",
            "Continuous work to the other side's schedule and control is employment in law, with its protections.",
        ),
    )


def _open_scope(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Исполнитель", "Contractor")
    return Proposal(
        c.t(
            f"Перечень услуг (работ) приведён в Приложении к Договору. Услуги (работы) сверх перечня оказываются только по дополнительному соглашению Сторон, в котором указаны их объём, стоимость и срок. {ours} вправе в течение 2 (двух) рабочих дней отклонить заявку или предложить иной срок её исполнения.",
            f"The services are listed in the Annex. Anything beyond the list is performed only under a change order signed by both parties stating its scope, price and timetable. {ours} may decline an order or propose another date within two business days.",
        ),
        c.t(
            "Объём работы, который другая сторона определяет одна, растёт без роста цены.",
            "Scope the other side alone sets grows without the price.",
        ),
    )


def _blanket_acknowledgement(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Заказчик", "Customer")
    theirs = c.theirs_or("Исполнитель", "Provider")
    return Proposal(
        c.t(
            f"{ours} получил следующие документы и сведения: [перечень с датами]. Передача иных сведений подтверждается отдельным документом, подписанным {c.ru(ours, 'ablt')}. Подписание Договора не означает отказа {c.ru(ours, 'gent')} от требований к {c.ru(theirs, 'datv')} и не освобождает {c.ru(theirs, 'accs')} от обязанности предоставить полную и достоверную информацию.",
            f"{ours} has received the following documents and information: [list with dates]. Any other information given is confirmed by a separate document signed by {ours}. Signing this Agreement waives no claim of {ours} against {theirs} and does not relieve {theirs} of its duty to give full and accurate information.",
        ),
        c.t(
            f"Общее признание «получил полную информацию, претензий не имею» другая сторона предъявит в споре как доказательство; обязанность информировать лежит на ней{c.law('ст. 10, 12 Закона о защите прав потребителей; п. 2 ст. 9 ГК РФ')}.",
            "A blanket 'fully informed, no claims' is the other side's evidence in a dispute; the duty to inform is theirs.",
        ),
    )


def _terms_secrecy(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Заказчик", "Customer")
    return Proposal(
        c.t(
            f"{ours} вправе раскрывать условия Договора своим консультантам и представителям, государственным органам, в суде, а также в случаях, предусмотренных законом.",
            f"{ours} may disclose the terms of this Agreement to its advisers and representatives, to public authorities, in court and wherever the law requires.",
        ),
        c.t(
            "Запрет показывать договор юристу, регулятору или суду мешает защищать свои права.",
            "A ban on showing the contract to a lawyer, a regulator or a court stands in the way of your rights.",
        ),
    )


TEMPLATES: dict[str, Template] = {
    "penalty": _penalty,
    "liability_cap": _liability_cap,
    "uncapped_liability": _uncapped,
    "termination_for_convenience": _termination,
    "auto_renewal": _auto_renewal,
    "non_compete": _non_compete,
    "exclusivity": _exclusivity,
    "ip_assignment": _ip_assignment,
    "assignment": _assignment,
    "change_of_control": _change_of_control,
    "audit_rights": _audit,
    "minimum_commitment": _minimum_commitment,
    "insurance": _insurance,
    "warranty": _warranty,
    "non_solicitation": _non_solicitation,
    "jurisdiction": _jurisdiction,
    "unilateral_change": _unilateral_change,
    "prepayment": _prepayment,
    "early_repayment": _early_repayment,
    "payment_terms": _payment_terms,
    "acceptance": _acceptance,
    "confidentiality": _confidentiality,
    "force_majeure": _force_majeure,
    "personal_data": _personal_data,
    "guarantee": _guarantee,
    "currency_clause": _currency,
    "missing_essential_terms": _missing_terms,
    "consumer_rights": _consumer_rights,
    "personal_rights": _personal_rights,
    "pay_discretion": _pay_discretion,
    "indemnity": _indemnity,
    "warranty_disclaimer": _warranty_disclaimer,
    "claims_period": _claims_period,
    "nda_terms": _nda_terms,
    "dispute_waivers": _dispute_waivers,
    "deemed_notice": _deemed_notice,
    "recurring_charges": _recurring_charges,
    "disguised_employment": _disguised_employment,
    "open_scope": _open_scope,
    "blanket_acknowledgement": _blanket_acknowledgement,
    "terms_secrecy": _terms_secrecy,
    "documents_retention": _documents_retention,
    "disposal_of_property": _disposal_of_property,
    "labour_terms": _labour_terms,
}

from chalicelib.amendments.proposals_liability import LIABILITY_TEMPLATES  # noqa: E402

TEMPLATES.update(LIABILITY_TEMPLATES)


# The payment family's readings (pay when paid, withholding, defects barred, a framework contract ...) have
# their own wording, which falls back to the templates above.
from chalicelib.amendments.proposals_payment import PAYMENT_TEMPLATES  # noqa: E402

TEMPLATES.update(PAYMENT_TEMPLATES)


# The risks of a kind of contract (lease, labour, licence, the end of a contract) have their own module.
from chalicelib.amendments.proposals_types import TYPE_TEMPLATES  # noqa: E402

TEMPLATES.update(TYPE_TEMPLATES)

# The lender's remedies in a loan.
from chalicelib.amendments.proposals_lending import LENDING_TEMPLATES  # noqa: E402

TEMPLATES.update(LENDING_TEMPLATES)


def propose(context: ProposalContext) -> Proposal:
    """The template's wording, or the finding's own recommendation (marked as advice) for an unknown item."""
    template = TEMPLATES.get(context.finding.category)
    if template is not None:
        return template(context)
    marker = context.t(
        "(рекомендация; редакцию нужно сформулировать)", "(recommendation; wording to be drafted)"
    )
    return Proposal(f"{context.finding.recommendation} {marker}", context.finding.explanation, kind="advice")
