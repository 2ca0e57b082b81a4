# ruff: noqa: E501  (bilingual clause wordings read better unwrapped)
"""Wordings for the risks of a kind of contract (:mod:`chalicelib.analysis.checklist_types`): what the
reader (the tenant, the employee, the user, the receiving party) asks to put in place of the clause.
Statutes are cited only under Russian law (:meth:`ProposalContext.law`)."""

from __future__ import annotations

from chalicelib.amendments.proposals import Proposal, ProposalContext, Template


def _lease_capital_repairs(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Капитальный ремонт Помещения производит Арендодатель за свой счёт. Если Стороны письменно согласуют выполнение капитального ремонта Арендатором, его стоимость по согласованной смете засчитывается в счёт арендной платы.",
            "The Landlord shall carry out structural and capital repairs at its own cost. Where the parties agree in writing that the Tenant carries them out, their cost under the agreed budget is credited against the rent.",
        ),
        c.t(
            f"Капитальный ремонт — обязанность собственника{c.law('п. 1 ст. 616 ГК РФ')}: вложения в чужое имущество не должны ложиться на арендатора.",
            "Structural repairs are the owner's duty: the tenant should not fund the landlord's asset.",
        ),
    )


def _lease_improvements(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Стоимость неотделимых улучшений, произведённых Арендатором с письменного согласия Арендодателя, возмещается Арендатору при прекращении Договора или по его выбору засчитывается в счёт арендной платы. Отделимые улучшения являются собственностью Арендатора.",
            "The cost of improvements made by the Tenant with the Landlord's written consent is reimbursed to the Tenant when the lease ends or, at the Tenant's option, credited against the rent. Removable improvements remain the Tenant's property.",
        ),
        c.t(
            f"Улучшения, на которые согласился арендодатель, по общему правилу возмещаются арендатору{c.law('п. 2 ст. 623 ГК РФ')}.",
            "Improvements the landlord agreed to should be paid for, not left to it for nothing.",
        ),
    )


def _lease_deposit(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Обеспечительный платёж возвращается Арендатору в течение 10 (десяти) рабочих дней после возврата Помещения по акту, за вычетом только документально подтверждённой задолженности Арендатора и стоимости устранения повреждений сверх нормального износа; по заявлению Арендатора он засчитывается в арендную плату за последний месяц.",
            "The deposit is returned to the Tenant within 10 business days after the premises are handed back, less only documented arrears and the cost of repairing damage beyond normal wear; at the Tenant's request it is credited to the last month's rent.",
        ),
        c.t(
            f"Обеспечительный платёж обеспечивает долги, а не служит платой за выход: при прекращении обязательства он возвращается{c.law('п. 2 ст. 381.1 ГК РФ')}.",
            "A deposit secures debts; it should not become a fee for leaving.",
        ),
    )


def _lease_access(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Арендодатель вправе осматривать Помещение в рабочее время, уведомив Арендатора не менее чем за 24 часа, в присутствии представителя Арендатора. Без уведомления доступ допускается только для устранения аварии с составлением акта.",
            "The Landlord may inspect the premises during business hours on at least 24 hours' notice and in the presence of the Tenant's representative; entry without notice only to deal with an emergency, recorded in writing.",
        ),
        c.t(
            "Доступ без предупреждения мешает работе арендатора и угрожает сохранности его имущества.",
            "Entry without notice disrupts the tenant and puts its property at risk.",
        ),
    )


def _lease_lock_in(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Арендатор вправе досрочно отказаться от Договора, письменно предупредив Арендодателя не менее чем за 2 (два) месяца. Арендатор вправе с согласия Арендодателя сдать Помещение в субаренду; Арендодатель не может отказать в согласии без разумных оснований.",
            "The Tenant may terminate the lease early on at least two months' written notice. The Tenant may sublet the premises with the Landlord's consent, which shall not be unreasonably withheld.",
        ),
        c.t(
            "Без права выйти из договора или передать помещение в субаренду арендатор платит до конца срока, даже когда помещение ему не нужно.",
            "Without a way out or a right to sublet, the tenant pays to the end of the term whatever happens.",
        ),
    )


def _training_costs(c: ProposalContext) -> Proposal:
    ours = c.ours_or("Работник", "Employee")
    return Proposal(
        c.t(
            f"При увольнении без уважительных причин до истечения срока, обусловленного ученическим договором, {ours} возмещает затраты Работодателя на его обучение, исчисленные пропорционально фактически не отработанному после окончания обучения времени.",
            f"If {ours} leaves without good reason before the agreed period ends, {ours} repays the employer's training costs in proportion to the time not worked after the training.",
        ),
        c.t(
            f"Возместить можно только часть затрат, пропорциональную неотработанному времени{c.law('ст. 249 ТК РФ')}; условие, ухудшающее положение работника, не применяется{c.law('ч. 2 ст. 9 ТК РФ')}.",
            "Only the share of the costs for the time not worked may be recovered.",
        ),
    )


def _labour_non_compete(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Пункт исключить. После прекращения трудового договора Работник вправе свободно выбирать место работы; он обязан лишь не разглашать сведения, составляющие коммерческую тайну Работодателя, по перечню, с которым ознакомлен под подпись.",
            "Strike the clause. After the employment ends the employee is free to work anywhere; the employee only keeps the employer's trade secrets listed in writing.",
        ),
        c.t(
            f"Свобода труда не ограничивается договором{c.law('ст. 37 Конституции РФ, ч. 2 ст. 9 ТК РФ')}.",
            "An employee's freedom to work cannot be contracted away.",
        ),
    )


def _content_licence(c: ProposalContext) -> Proposal:
    theirs = c.theirs_or("Исполнитель", "the Provider")
    return Proposal(
        c.t(
            f"Пользователь предоставляет {c.ru(theirs, 'datv')} неисключительную лицензию на использование размещённых им материалов и данных только для оказания ему услуг по Договору, на срок действия Договора, без права сублицензирования (кроме подрядчиков, обслуживающих сервис). Лицензия прекращается при удалении материалов или прекращении Договора.",
            f"You grant {theirs} a non-exclusive licence to use the content and data you submit only to provide the service to you, for the term of the agreement, with no right to sublicense except to {theirs}'s service contractors. The licence ends when you delete the content or the agreement ends.",
        ),
        c.t(
            "Лицензия на ваши материалы должна быть ограничена целью договора, сроком и кругом лиц, и отзываться вместе с удалением материалов.",
            "A licence of your content should be limited to the service, the term and the provider, and end when you delete the content.",
        ),
    )


def _moral_rights(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Автор сохраняет право авторства и право на имя; при использовании произведения указывается имя автора или его псевдоним. Переработка произведения допускается только в пределах целей Договора.",
            "The author keeps the right to be named as author; the work is used with the author's name, and adapted only as the agreement's purpose requires.",
        ),
        c.t(
            f"Личные неимущественные права автора неотчуждаемы, и отказ от них ничтожен{c.law('п. 2 ст. 1228, п. 2 ст. 1265 ГК РФ')}.",
            "Moral rights keep the author's name on the work and its integrity.",
        ),
    )


def _end_consequences(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "При досрочном прекращении Договора оплачивается только фактически полученное до даты прекращения; плата за последующий период не взимается, а внесённая за него — возвращается в течение 10 рабочих дней. Имущество возвращается (вывозится) в течение 10 рабочих дней с даты прекращения.",
            "On early termination only what was received up to the termination date is paid; nothing is due for the later period, and anything paid for it is refunded within 10 business days. Property is returned or removed within 10 business days of termination.",
        ),
        c.t(
            "Выход из договора не должен стоить столько же, сколько его исполнение.",
            "Leaving should not cost as much as performing the whole contract.",
        ),
    )


def _nda_exceptions(c: ProposalContext) -> Proposal:
    return Proposal(
        c.t(
            "Обязательства о конфиденциальности не распространяются на сведения, которые: (а) являются или стали общедоступными не по вине получающей Стороны; (б) были известны ей до раскрытия; (в) правомерно получены ею от третьих лиц без обязательства о конфиденциальности; (г) разработаны ею самостоятельно; а также на раскрытие по требованию закона, суда или государственного органа при условии уведомления другой Стороны, если это не запрещено.",
            "The obligations do not apply to information that (a) is or becomes public other than through the receiving party's fault; (b) was known to it before disclosure; (c) is lawfully received from a third party without a duty of confidence; (d) is independently developed by it; nor to disclosure required by law, a court or a public authority, with notice to the other party where allowed.",
        ),
        c.t(
            "Без исключений нарушением станет раскрытие того, что и так известно, и того, что требует закон.",
            "Without the carve-outs, disclosing what is public or what the law compels becomes a breach.",
        ),
        kind="add",
    )


TYPE_TEMPLATES: dict[str, Template] = {
    "lease_capital_repairs": _lease_capital_repairs,
    "lease_improvements": _lease_improvements,
    "lease_deposit": _lease_deposit,
    "lease_access": _lease_access,
    "lease_lock_in": _lease_lock_in,
    "labour_training_costs": _training_costs,
    "labour_non_compete": _labour_non_compete,
    "content_licence": _content_licence,
    "moral_rights": _moral_rights,
    "end_consequences": _end_consequences,
    "nda_exceptions": _nda_exceptions,
}
