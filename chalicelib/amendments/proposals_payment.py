# ruff: noqa: E501  (a table of wording: sentences read better unwrapped)
"""Proposed wording for the payment family's readings (see :mod:`chalicelib.analysis.judge_payment`): each
reads the located clause and writes a clause that protects the party the finding is for (the payee when
the payer controls the date, the acceptor when later defects are barred, the buyer of a poor warranty).
A clause of none of these readings keeps the base template of its item.
"""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.amendments.proposals import (
    ACCEPTANCE_DAYS,
    PAYMENT_DAYS,
    WARRANTY_MONTHS,
    Proposal,
    ProposalContext,
    Template,
    _acceptance,
    _missing_terms,
    _payment_terms,
    _warranty,
)
from chalicelib.amendments.wording import days_within
from chalicelib.analysis.checklist_payment import (
    ACCEPTANCE_AT_SATISFACTION,
    COSTS_ON_PARTY,
    DEFECTS_BARRED,
    NO_CLAIMS_ON_SIGNING,
    NO_STATUTORY_INTEREST,
    PAY_WHEN_FUNDED,
    PAY_WHEN_PAID,
    PAYMENT_BY_AGREEMENT,
    WARRANTY_VOID,
    WITHHOLD_PAYMENT,
)
from chalicelib.clauses.text import BLANK

_PAY_WHEN_PAID = regexes.compile(f"{PAY_WHEN_PAID}|{PAY_WHEN_FUNDED}")
_WITHHOLD = regexes.compile(WITHHOLD_PAYMENT)
_COSTS = regexes.compile(COSTS_ON_PARTY)
_NO_INTEREST = regexes.compile(NO_STATUTORY_INTEREST)
_BY_AGREEMENT = regexes.compile(PAYMENT_BY_AGREEMENT)
_DEFECTS_BARRED = regexes.compile(f"{DEFECTS_BARRED}|{NO_CLAIMS_ON_SIGNING}")
_AT_SATISFACTION = regexes.compile(ACCEPTANCE_AT_SATISFACTION)
_VOID = regexes.compile(WARRANTY_VOID)
_ON_ACT = regexes.compile(
    r"(?:после|с момента|с даты|со дня)\s+(?:\w+\s+){0,2}?(?:подписания|утверждения|согласования)"
)
_GOODS_DEFERRED = regexes.compile(r"наименовани|количеств|ассортимент|вид\w* товар")
_REGULATION = regexes.compile(r"регламент|правилами|тариф|прейскурант|прайс")


def _lower(c: ProposalContext) -> str:
    return c.clause.lower if c.clause else c.finding.quote.lower()


def _payer(c: ProposalContext) -> str:
    """The paying side: the other side when the report is for the one paid."""
    return c.ours_or("Заказчик", "Customer") if c.we_pay else c.theirs_or("Заказчик", "Customer")


def _payee(c: ProposalContext) -> str:
    return c.theirs_or("Исполнитель", "Contractor") if c.we_pay else c.ours_or("Исполнитель", "Contractor")


def payment_terms(c: ProposalContext) -> Proposal:  # noqa: PLR0911 (one wording per reading)
    lower = _lower(c)
    payer, payee = _payer(c), _payee(c)
    if _PAY_WHEN_PAID.search(lower):
        return Proposal(
            c.t(
                f"{payer} оплачивает {c.ru(payee, 'datv')} цену в течение {days_within(PAYMENT_DAYS, 'ru', True)} с даты подписания документа о приёмке, независимо от получения {c.ru(payer, 'ablt')} оплаты от третьих лиц или финансирования.",
                f"{payer} shall pay {payee} within {PAYMENT_DAYS} business days of acceptance, whether or not {payer} has been paid by any third party.",
            ),
            c.t(
                f"Срок, зависящий от оплаты третьим лицом, не наступит, если тот не заплатит: риск неплатежа чужого клиента не должен лежать на получателе оплаты{c.law('ст. 190, 314, 327.1 ГК РФ')}.",
                "A date that depends on a third party paying may never come: the payee should not carry the risk of someone else's client defaulting.",
            ),
            constants=(PAYMENT_DAYS,),
        )
    if _WITHHOLD.search(lower):
        return Proposal(
            c.t(
                f"{payer} вправе удержать из оплаты или зачесть только суммы, признанные {c.ru(payee, 'ablt')} письменно или взысканные по решению суда; оплата в неоспариваемой части производится в установленный срок.",
                f"{payer} may withhold or set off only sums {payee} has admitted in writing or a court has awarded; the undisputed part is paid when due.",
            ),
            c.t(
                f"Одностороннее удержание спорных сумм заставляет получателя оплаты взыскивать их в суде{c.law('ст. 410 ГК РФ: зачёту подлежат только бесспорные встречные требования, срок которых наступил')}.",
                "Withholding disputed sums forces the payee to sue for them.",
            ),
        )
    if _COSTS.search(lower):
        return Proposal(
            c.t(
                "Расходы на доставку, упаковку, погрузку и иные сопутствующие расходы включены в цену Договора и дополнительно не оплачиваются; иные расходы возмещаются только в размере, согласованном Сторонами письменно до их несения.",
                "Delivery, packing, loading and other incidental costs are included in the price; any other costs are reimbursed only as agreed in writing before they are incurred.",
            ),
            c.t(
                "Расходы без указанного размера делают итоговую цену неопределённой.",
                "Costs with no stated amount leave the final price open.",
            ),
        )
    if _NO_INTEREST.search(lower):
        return Proposal(
            c.t(
                f"На сумму предоставленной отсрочки оплаты начисляются проценты в размере ключевой ставки Банка России{c.law('ст. 317.1, 823 ГК РФ')}; за просрочку оплаты {payer} уплачивает неустойку 0,1 % от неоплаченной суммы за каждый день.",
                "Interest at the central bank key rate accrues on any deferred payment; late payment bears a penalty of 0.1 % of the overdue sum per day.",
            ),
            c.t(
                "Без процентов отсрочка — бесплатный кредит за счёт поставщика.",
                "Without interest a deferral is a free loan at the supplier's expense.",
            ),
            constants=(0.1,),
        )
    if _BY_AGREEMENT.search(lower):
        return Proposal(
            c.t(
                f"{payer} оплачивает цену в течение {days_within(PAYMENT_DAYS, 'ru', True)} с даты получения счёта.",
                f"{payer} shall pay within {PAYMENT_DAYS} business days of receipt of the invoice.",
            ),
            c.t(
                f"Срок оплаты, оставленный на договорённость, не определён{c.law('п. 2 ст. 314 ГК РФ')}.",
                "A payment date left to agreement is no date.",
            ),
            constants=(PAYMENT_DAYS,),
        )
    if _ON_ACT.search(lower) and not c.we_pay:
        return Proposal(
            c.t(
                f"{payer} в течение {days_within(ACCEPTANCE_DAYS, 'ru', True)} с даты получения акта подписывает его или направляет мотивированный отказ; при отсутствии отказа в этот срок акт считается подписанным. Оплата производится в течение {days_within(PAYMENT_DAYS, 'ru', True)} с даты подписания акта или истечения срока на его подписание.",
                f"{payer} shall sign the act or give reasoned objections within {ACCEPTANCE_DAYS} business days of receipt, failing which it counts as signed; payment is due within {PAYMENT_DAYS} business days of signing or of the end of that period.",
            ),
            c.t(
                f"Пока срок подписания акта не установлен, наступление срока оплаты зависит только от плательщика{c.law('ст. 327.1, 720 ГК РФ')}.",
                "Without a deadline to sign the act, the payment date depends on the payer alone.",
            ),
            constants=(ACCEPTANCE_DAYS, PAYMENT_DAYS),
        )
    return _payment_terms(c)


def acceptance(c: ProposalContext) -> Proposal:
    lower = _lower(c)
    acceptor = c.ours_or("Заказчик", "Customer") if c.we_pay else c.theirs_or("Заказчик", "Customer")
    if _DEFECTS_BARRED.search(lower) and c.we_pay:
        return Proposal(
            c.t(
                f"Подписание акта не лишает {c.ru(acceptor, 'gent')} права заявить о недостатках, которые не могли быть установлены при обычном способе приёмки (скрытых недостатках), в течение гарантийного срока, а при его отсутствии — в разумный срок, но не позднее двух лет.",
                f"Signing the act does not bar {acceptor} from claiming defects an ordinary inspection could not reveal, within the warranty period or, absent one, a reasonable time up to two years.",
            ),
            c.t(
                f"Закон позволяет лишить принявшего права ссылаться только на явные недостатки{c.law('п. 3, 4 ст. 720 ГК РФ')}.",
                "The law bars only obvious defects not noted at acceptance.",
            ),
        )
    if _AT_SATISFACTION.search(lower) and not c.we_pay:
        return Proposal(
            c.t(
                f"Результат считается принятым, если он соответствует техническому заданию и условиям Договора. {acceptor} вправе отказаться от приёмки только мотивированно, с перечнем несоответствий, в течение {days_within(ACCEPTANCE_DAYS, 'ru', True)} с даты получения акта; при отсутствии отказа в этот срок результат считается принятым.",
                f"The deliverable counts as accepted if it conforms to the specification and this Agreement. {acceptor} may reject it only with reasons listing the non-conformities within {ACCEPTANCE_DAYS} business days; absent a rejection it is deemed accepted.",
            ),
            c.t(
                f"Приёмка должна зависеть от проверяемых критериев, а не от усмотрения принимающего{c.law('ст. 720 ГК РФ')}.",
                "Acceptance should turn on criteria that can be checked, not on the acceptor's satisfaction.",
            ),
            constants=(ACCEPTANCE_DAYS,),
        )
    return _acceptance(c)


def warranty(c: ProposalContext) -> Proposal:
    base = _warranty(c)
    if not _VOID.search(_lower(c)):
        return base
    tail = c.t(
        " Гарантия не прекращается по основаниям, не связанным с причиной недостатка (отсутствие упаковки или гарантийного талона, монтаж третьим лицом, просрочка оплаты); от гарантии освобождают только недостатки, возникшие по вине покупателя, что доказывает продавец.",
        " The warranty does not lapse on grounds unrelated to the defect's cause (packaging, a warranty card, installation by others, late payment); only defects the buyer caused, as the seller proves, are excluded.",
    )
    return Proposal(base.text + tail, base.reason, base.kind, base.constants)


def missing_terms(c: ProposalContext) -> Proposal:
    lower = _lower(c)
    if "спецификац" in lower and _GOODS_DEFERRED.search(lower) and not BLANK.search(c.finding.quote):
        other = c.theirs_or("Поставщик", "Supplier")
        return Proposal(
            c.t(
                f"Спецификация на каждую партию направляется в письменной форме; {other} в течение {days_within(ACCEPTANCE_DAYS, 'ru', True)} с её получения подписывает её или направляет мотивированный отказ. Подписанная Сторонами спецификация обязательна для обеих Сторон.",
                f"Each specification is sent in writing; {other} signs it or gives reasoned refusal within {ACCEPTANCE_DAYS} business days; a signed specification binds both parties.",
            ),
            c.t(
                f"Рамочный договор обязывает только в пределах подписанных спецификаций{c.law('ст. 429.1, п. 3 ст. 455 ГК РФ')}.",
                "A framework contract binds only within signed specifications.",
            ),
            kind="add",
            constants=(ACCEPTANCE_DAYS,),
        )
    if (
        _REGULATION.search(lower)
        and not BLANK.search(c.finding.quote)
        and "Не найдено" not in c.finding.explanation
    ):
        return Proposal(
            c.t(
                "Документ, определяющий цену и условия (регламент, правила, тарифы), приложен к Договору в редакции на дату его заключения; изменения применяются только по соглашению Сторон либо не ранее чем через 30 дней после письменного уведомления, и Сторона, не согласная с ними, вправе отказаться от Договора без санкций.",
                "The document that sets the price and terms is attached as of signing; changes apply only by agreement or 30 days after written notice, and a party that disagrees may terminate without penalty.",
            ),
            c.t(
                "Условие в документе, который ведёт другая сторона, она может изменить без вас.",
                "A term in a document the other side keeps can be changed without you.",
            ),
            constants=(30,),
        )
    return _missing_terms(c)


PAYMENT_TEMPLATES: dict[str, Template] = {
    "payment_terms": payment_terms,
    "acceptance": acceptance,
    "warranty": warranty,
    "missing_essential_terms": missing_terms,
}

__all__ = ["PAYMENT_TEMPLATES", "WARRANTY_MONTHS"]
