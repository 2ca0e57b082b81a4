# ruff: noqa: E501  (bilingual clause wordings read better unwrapped)
"""Wordings for the lender's remedies (:mod:`chalicelib.analysis.checklist_lending`) and for a clause that
puts the other side's legal costs on the reader: what the borrower (the payer of the costs) asks for
instead. Statutes are cited only under Russian law (:meth:`ProposalContext.law`)."""

from __future__ import annotations

from chalicelib.amendments.proposals import Proposal, ProposalContext, Template
from chalicelib.analysis.checklist_costs import LEGAL_COSTS

CURE_DAYS = 15
SET_OFF_NOTICE_DAYS = 5


def _acceleration(c: ProposalContext) -> Proposal:
    borrower = c.ours_or("Заёмщик", "Borrower")
    lender = c.theirs_or("Займодавец", "Lender")
    return Proposal(
        c.t(
            f"{lender} вправе потребовать досрочного возврата займа только при просрочке {c.ru(borrower, 'gent')} платежа по графику более чем на {CURE_DAYS} календарных дней, если {borrower} не устранил нарушение в течение {CURE_DAYS} календарных дней после получения письменного требования; иные основания досрочного возврата не применяются.",
            f"The {lender} may declare the loan due before its term only if the {borrower} fails to pay an instalment within {CURE_DAYS} days of its due date and does not remedy the failure within {CURE_DAYS} days of a written notice; no event of default depends on the {lender}'s opinion.",
        ),
        c.t(
            f"Досрочный возврат всего долга — крайняя мера: её основания должны быть конкретными и проверяемыми{c.law('п. 2 ст. 811 ГК РФ')}.",
            "Calling the whole loan is the lender's strongest remedy: its grounds should be objective and curable.",
        ),
        constants=(CURE_DAYS,),
    )


def _further_security(c: ProposalContext) -> Proposal:
    borrower = c.ours_or("Заёмщик", "Borrower")
    return Proposal(
        c.t(
            f"Исполнение обязательств {c.ru(borrower, 'gent')} обеспечивается только обеспечением, перечисленным в настоящем Договоре; дополнительное обеспечение предоставляется по соглашению Сторон.",
            f"The {borrower}'s obligations are secured only by the security listed in this Agreement; any further security is given only by agreement of the parties.",
        ),
        c.t(
            "Обеспечение без предела позволяет кредитору в любой момент создать основание для досрочного возврата долга.",
            "Open-ended security lets the lender create a default whenever it asks for more.",
        ),
    )


def fee_shifting(c: ProposalContext) -> Proposal | None:
    """The mutual rule for a clause about legal costs, or None for an indemnity of another kind."""
    if not LEGAL_COSTS.search(c.finding.quote.lower()):
        return None
    return Proposal(
        c.t(
            "Судебные расходы, включая расходы на оплату услуг представителей, распределяются между Сторонами пропорционально размеру удовлетворённых требований; расходы на досудебное взыскание возмещаются только в подтверждённом и разумном размере.",
            "In any action to enforce this Agreement the prevailing party may recover its reasonable attorneys' fees and costs from the other party; otherwise each party bears its own costs.",
        ),
        c.t(
            f"Расходы на юристов должна нести проигравшая сторона, а не всегда одна и та же{c.law('ст. 98 ГПК РФ, ст. 110 АПК РФ')}.",
            "Legal costs should follow the outcome, not fall on one side whatever happens.",
        ),
    )


def _set_off_right(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Заёмщик", "Borrower")
    theirs = c.theirs_or("Займодавец", "Lender")
    return Proposal(
        c.t(
            f"{theirs} вправе зачесть свои требования к {c.ru(ours, 'datv')} только в отношении встречных однородных требований, срок исполнения которых наступил и которые {ours} признал письменно или которые взысканы судом, направив {c.ru(ours, 'datv')} письменное заявление о зачёте не позднее чем за {SET_OFF_NOTICE_DAYS} рабочих дней; списание денежных средств со счёта {c.ru(ours, 'gent')} производится только по его распоряжению.",
            f"The {theirs} may set off only amounts that are due and payable by the {ours} and either admitted by the {ours} in writing or awarded by a court, and only after {SET_OFF_NOTICE_DAYS} business days' written notice to the {ours}; no account of the {ours} may be debited without the {ours}'s instruction.",
        ),
        c.t(
            f"Односторонний зачёт и безакцептное списание позволяют другой стороне самой решать спор в свою пользу{c.law('ст. 410–412, 854 ГК РФ')}.",
            "A one-sided set-off or debit lets the other side decide a dispute in its own favour.",
        ),
        constants=(SET_OFF_NOTICE_DAYS,),
    )


def _loan_cost(c: ProposalContext) -> Proposal:
    borrower = c.ours_or("Заёмщик", "Borrower")
    lender = c.theirs_or("Займодавец", "Lender")
    return Proposal(
        c.t(
            f"Сумма займа перечисляется {c.ru(borrower, 'datv')} полностью, без удержания комиссий; проценты начисляются только на сумму основного долга и не капитализируются; после окончания срока займа на просроченную сумму начисляется только неустойка, указанная в настоящем Договоре, без договорных процентов.",
            f"The Loan is paid to the {borrower} in full, with no fee deducted; interest accrues only on the principal and is never compounded; after the maturity date overdue amounts bear only the default rate stated in this Agreement, not the Interest Rate in addition, and the {lender} may charge no other fee.",
        ),
        c.t(
            f"Стоимость займа должна определяться его ставкой, а не удержаниями и процентами на проценты{c.law('п. 5 ст. 395, ст. 809 ГК РФ')}.",
            "The loan should cost what its rate says, not more through deductions and compounding.",
        ),
    )


LENDING_TEMPLATES: dict[str, Template] = {
    "acceleration": _acceleration,
    "further_security": _further_security,
    "set_off_right": _set_off_right,
    "loan_cost": _loan_cost,
}
