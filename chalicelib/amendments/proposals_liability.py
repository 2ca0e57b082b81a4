# ruff: noqa: E501  (a table of wording: sentences read better unwrapped)
"""Proposed wording for the families of :mod:`chalicelib.analysis.checklist_liability`: each replaces the
clause with what protects the reader (liability for fault only, security returned less proven debts,
termination after notice and a cure period, a workable claim period, rights kept), citing statutes only
where Russian law governs (``c.law``)."""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.amendments.proposals import Proposal, ProposalContext, Template

CURE_DAYS = 10
CLAIM_WINDOW_DAYS = 10
_AUTO_END = regexes.compile(r"расторгнут|прекративш|прекращ[её]нн|аннулир|расторгается|прекращается|terminat")
_BENEFIT = regexes.compile(r"скидк|бонус|баллы|кэшбэк|преми|гаранти|льгот|bonus|commission|discount|warrant")
_SET_OFF = regexes.compile(r"зач[её]т|сальдир|удержан|set-?off|setoff|set off|counterclaim|deduction")
_COURT = regexes.compile(r"(?:обращ|обрат)\w* (?:в суд|с иском)|судебн\w* защит|\bcourt\b|\bsue\b")
_RISK_OF_LOSS = regexes.compile(r"риск\w* (?:случайной )?(?:гибели|утраты|порчи|повреждени)|risk of loss")


def _lower(c: ProposalContext) -> str:
    return c.clause.lower if c.clause else c.finding.quote.lower()


def _strict_liability(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Заказчик", "Customer")
    if _RISK_OF_LOSS.search(_lower(c)):
        return Proposal(
            c.t(
                "Риск случайной гибели или случайного повреждения имущества несёт его собственник, а в период, когда имущество находится у другой Стороны, — эта Сторона; риск переходит с момента фактической передачи имущества по акту.",
                "The risk of accidental loss of or damage to property stays with its owner, and while the property is in the other party's possession, with that party; it passes on actual delivery under a signed acceptance.",
            ),
            c.t(
                f"Риск случая должна нести сторона, которая владеет вещью и может её уберечь{c.law('ст. 211, 459, 669, 696, 705 ГК РФ')}.",
                "The risk of an accident belongs with the party that holds the thing and can protect it.",
            ),
        )
    return Proposal(
        c.t(
            f"{ours} несёт ответственность только при наличии вины и только за действия собственных работников и привлечённых им лиц; за действия иных третьих лиц и за обстоятельства, от {c.ru(ours, 'gent')} не зависящие, {ours} не отвечает. Возмещению подлежит реальный ущерб, упущенная выгода не возмещается.",
            f"{ours} is liable only for its own fault and for the acts of its own personnel and the persons it engages, not for other third parties or for events beyond its control, and not for any loss caused by the other party's own negligence; lost profits are excluded.",
        ),
        c.t(
            f"Отвечать следует за своё виновное поведение, а не за случай и чужих людей{c.law('ст. 401, 403 ГК РФ')}.",
            "A party should answer for its own fault, not for accidents, strangers or the other side's negligence.",
        ),
    )


def _forfeiture(c: ProposalContext) -> Proposal:
    lower = _lower(c)
    if _BENEFIT.search(lower) and not _AUTO_END.search(lower):
        return Proposal(
            c.t(
                "Право на скидки, бонусы и гарантийное обслуживание сохраняется при нарушении, не связанном с ними; гарантия не распространяется только на недостатки, возникшие по вине получателя.",
                "Discounts, bonuses and the warranty are kept after a breach unrelated to them; the warranty excludes only defects the recipient caused.",
            ),
            c.t(
                "Потеря выгоды должна быть связана с самим нарушением и соразмерна ему.",
                "Losing a benefit should follow from the breach itself and be proportionate to it.",
            ),
        )
    if _AUTO_END.search(lower):
        return Proposal(
            c.t(
                f"При нарушении обязательства другая Сторона направляет письменное требование об его устранении; если нарушение не устранено в течение {CURE_DAYS} рабочих дней с получения требования, она вправе отказаться от Договора, уведомив об этом письменно. Договор прекращается с момента получения уведомления.",
                f"On a breach the other party shall give written notice; if the breach is not cured within {CURE_DAYS} business days of receipt, it may terminate by written notice, effective on receipt.",
            ),
            c.t(
                f"Договор не должен прекращаться сам от одной просрочки: нужны уведомление и срок на исправление{c.law('ст. 450.1, 619 ГК РФ')}.",
                "The contract should not end by itself on one delay: notice and a cure period are needed.",
            ),
            constants=(CURE_DAYS,),
        )
    return Proposal(
        c.t(
            "Из обеспечительного платежа (депозита, аванса) удерживаются только документально подтверждённые суммы задолженности и убытков; остаток возвращается в течение 10 рабочих дней после прекращения Договора, в том числе при досрочном отказе от него.",
            "Only documented debts and losses may be deducted from the deposit or advance; the balance is returned within 10 business days after the agreement ends, including on early termination.",
        ),
        c.t(
            f"Обеспечение покрывает доказанные долги и убытки, а не служит штрафом за любое нарушение{c.law('п. 2 ст. 381.1, ст. 333 ГК РФ')}.",
            "Security should cover proven debts and losses, not act as a fine for any breach.",
        ),
        constants=(10,),
    )


def _claim_deadline(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            f"Претензии, заявления о возврате денежных средств и возражения направляются в течение {CLAIM_WINDOW_DAYS} рабочих дней с момента, когда Сторона узнала или должна была узнать о нарушении; о скрытых недостатках — в пределах гарантийного срока. Пропуск этого срока не лишает Сторону права на защиту.",
            f"Claims, refund requests and objections may be made within {CLAIM_WINDOW_DAYS} business days from when the party learned or should have learned of the issue, and for hidden defects within the warranty period; missing this period does not bar the claim.",
        ),
        c.t(
            f"Срок должен позволять заметить нарушение и оформить претензию{c.law('ст. 196, 483 ГК РФ')}.",
            "The period must leave time to notice a breach and to put a claim together.",
        ),
        constants=(CLAIM_WINDOW_DAYS,),
    )


def _rights_waiver(c: ProposalContext) -> Proposal:
    lower = _lower(c)
    if _SET_OFF.search(lower) and not _COURT.search(lower):
        return Proposal(
            c.t(
                "Каждая из Сторон вправе зачесть встречные однородные требования, срок которых наступил, направив другой Стороне заявление о зачёте.",
                "Either party may set off undisputed amounts due to it against amounts it owes, by written notice to the other party.",
            ),
            c.t(
                f"Зачёт должен быть доступен обеим сторонам одинаково{c.law('ст. 410 ГК РФ')}.",
                "Set-off should be open to both parties alike.",
            ),
        )
    return Proposal(
        c.t(
            "Условие исключить. Стороны сохраняют все права, предоставленные им законом, включая право на обращение в суд и право на отказ от Договора в случаях, предусмотренных законом.",
            "Strike the waiver. Each party keeps all rights and remedies the law gives it, including access to the courts and any statutory right to terminate.",
        ),
        c.t(
            f"Отказ от права на суд недействителен, а отказ от права не прекращает его{c.law('п. 2 ст. 9 ГК РФ; ч. 3 ст. 4 АПК РФ; ч. 2 ст. 3 ГПК РФ')}.",
            "A waiver of the right to go to court or of statutory rights leaves you without a remedy.",
        ),
    )


LIABILITY_TEMPLATES: dict[str, Template] = {
    "strict_liability": _strict_liability,
    "forfeiture": _forfeiture,
    "claim_deadline": _claim_deadline,
    "rights_waiver": _rights_waiver,
}
