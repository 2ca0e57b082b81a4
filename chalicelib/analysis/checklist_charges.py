# ruff: noqa: E501  (a data table: long patterns and phrases read better unwrapped)
"""Checklist item for charges the other side takes from the reader's card or account without a payment
order each time (data only; judged in :mod:`chalicelib.analysis.judge_rights`).

Money leaves an account on the holder's order (ст. 854 ГК РФ); a contract that turns one payment, a trial or
an «активация» for 1 рубль into a standing consent to debit the card lets the other side take recurring or
unannounced sums, and the payer learns of them from the bank statement. A clause that asks for the payer's
confirmation of each payment is not this.
"""

from __future__ import annotations

from chalicelib.analysis.checklist import ChecklistItem, SeverityRule, Text

# The payer's means of payment: a card, an account, a wallet.
_MEANS = r"(?:карт|сч[её]т|кошел[её]к|кошельк|платежн\w* средств|средств\w* платежа)"
_DEBIT = r"(?:списани|списыва|спиши|списа[нт])"

RECURRING_CHARGES = ChecklistItem(
    id="recurring_charges",
    title=Text(
        "Автоматические списания с вашей карты или счёта", "Automatic charges to your card or account"
    ),
    look_for=Text(
        "Согласие на рекуррентные или безакцептные списания, привязка карты с правом списывать платежи без подтверждения каждого.",
        "Consent to recurring or automatic charges to your card or account without confirming each payment.",
    ),
    why=Text(
        "Другая сторона сможет списывать деньги без вашего распоряжения на каждый платёж — после пробного периода, «активации» или продления подписки; о списании вы узнаете из выписки, а вернуть деньги труднее, чем не дать согласие (по общему правилу деньги списываются по распоряжению владельца счёта, ст. 854 ГК РФ).",
        "The other side can take money without your order for each payment, after a trial, an activation fee or a renewal; you learn of it from your statement, and getting it back is harder than not consenting.",
    ),
    recommendation=Text(
        "Каждое списание — только после вашего подтверждения или уведомления не позднее чем за 3 дня с суммой и датой; сумма фиксирована договором; отключить автосписание можно в один шаг в любой момент; ошибочно списанное возвращается в течение 10 дней.",
        "Each charge only after your confirmation or a notice at least 3 days ahead with the amount and date; the amount fixed in the contract; automatic charges can be switched off in one step at any time; wrongly charged sums refunded within 10 days.",
    ),
    severity="medium",
    patterns=(
        r"рекуррентн\w* (?:платеж|списани|оплат|транзакци)",
        r"автоплат[её]ж|автосписани|автопродлени\w*[^.;]{0,80}списани",
        rf"(?:автоматическ|безакцептн|периодическ|регулярн|ежемесячн)\w* (?:[а-яё]+ ){{0,2}}?{_DEBIT}",
        rf"{_DEBIT}\w*[^.;]{{0,60}}(?:в автоматическом режиме|автоматически\b|в безакцептном порядке|без (?:дополнительного |отдельного |предварительного )?(?:акцепта|согласия|подтверждения|распоряжения))",
        rf"заранее данн\w* акцепт|(?:да[её]т|предоставляет|выражает|подтверждает)\w* (?:сво[её] )?(?:согласие|право|поручение|распоряжение)[^.;]{{0,80}}{_DEBIT}\w*[^.;]{{0,80}}{_MEANS}",
        rf"привяз\w* (?:[а-яё]+ ){{0,2}}?{_MEANS}\w*[^.;]{{0,160}}{_DEBIT}",
        rf"(?:соглаша\w*|согласен|согласна|согласие)[^.;]{{0,40}}(?:на|с) (?:[а-яё]+ ){{0,2}}?{_DEBIT}\w*[^.;]{{0,80}}{_MEANS}",
        rf"(?:указ|ввод|введ|сохран|привяз)\w* (?:[а-яё]+ ){{0,2}}?(?:реквизит|данн|номер)\w* (?:[а-яё]+ ){{0,2}}?карт\w*[^.;]{{0,160}}{_DEBIT}",
        r"automatically (?:charge|bill|debit)|auto-?(?:charge|debit|pay\b)",
        r"(?:\byou|\byour|customer|subscriber|\buser|licensee)\w*[^.;]{0,80}recurring (?:charges?|payments?|billing|fees?|subscription fees?)|recurring (?:charges?|payments?|billing|fees?)[^.;]{0,80}(?:your|customer'?s?|subscriber'?s?|user'?s?) (?:credit card|card|account|payment method)",
        r"authori[sz]e[sd]? (?:us|the company|[a-z]+) to (?:automatically )?(?:charge|debit|bill)",
        r"(?:charge|bill|debit) (?:your|the user'?s?|the customer'?s?) (?:credit card|debit card|card|payment (?:method|card)|bank account|account)[^.;]{0,100}(?:each|every|monthly|annual|recurring|automatic|until (?:you )?cancel|renewal)",
    ),
    requires=(r"(?:карт|сч[её]т|денежн|средств|плат|сумм|card|account|payment|fee|billing|subscription)",),
    # Each payment confirmed by the payer, or an order the payer gives each time, is the ordinary way to pay.
    exclude=(
        r"(?:подтвержда|подтвержден|распоряжени)\w*[^.;]{0,40}(?:кажд\w+ (?:платеж|списани|оплат))|кажд\w+ (?:платеж|списани)\w*[^.;]{0,60}(?:подтвержда|с согласия|по распоряжению)|(?:only|solely) (?:with|upon|after) your (?:prior |express )?(?:approval|confirmation|authori[sz]ation) (?:of|for) each",
    ),
    severity_rules=(
        SeverityRule(
            "high",
            r"(?:пробн|активаци|1 (?:\(один\) )?рубл|1 ₽|trial|activation|без (?:предварительного )?уведомлени|without (?:prior )?notice|в размере,? (?:установленном|определяемом)|любых (?:сумм|денежных средств)|люб\w* (?:сумм\w* )?задолженност|всех сумм|any (?:amounts?|sums?|fees) (?:due|owed|payable))",
            Text(
                "Списания начинаются после пробного периода или «активации», идут без уведомления или в сумме, которую определяет другая сторона.",
                "Charges follow a trial or an activation fee, come without notice, or in an amount the other side sets.",
            ),
        ),
    ),
    max_findings=1,
)

CHARGES_CHECKLIST: tuple[ChecklistItem, ...] = (RECURRING_CHARGES,)
