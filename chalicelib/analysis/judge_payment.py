# ruff: noqa: E501  (bilingual phrases and regular expressions read better unwrapped)
"""Side-aware verdicts of the payment family: payment terms, acceptance and warranty (Russian clauses).

Whom a payment clause hurts follows from who controls it: the payee when the payer decides when (or
whether) money is due (pay when its own client pays, a date "by agreement", a right to withhold or set off);
the party that bears a cost with no price; the payer when the payee sets the price or the rate. The
acceptor (customer, buyer) bears a bar on later defect claims and a deemed acceptance on short silence; the
contractor bears an acceptance at the customer's satisfaction. A warranty that starts at production, falls
away on trivial conditions or makes the buyer pay for repairs hurts the buyer; an ordinary warranty of a
year or more from delivery is no risk. English clauses keep the rules they had.
"""

from __future__ import annotations

import re

from chalicelib import regexes
from chalicelib.analysis.checklist import Reading, Text
from chalicelib.analysis.checklist_payment import (
    ACCEPTANCE_AT_SATISFACTION,
    COSTS_ON_PARTY,
    DEFECTS_BARRED,
    NO_CLAIMS_ON_SIGNING,
    NO_SELLER_PLEDGE,
    NO_STATUTORY_INTEREST,
    NO_WARRANTY,
    PAY_WHEN_FUNDED,
    PAY_WHEN_PAID,
    PAYMENT_BY_AGREEMENT,
    TITLE_ON_CREDIT,
    WARRANTY_FROM_PRODUCTION,
    WARRANTY_REPAIR_AT_BUYER,
    WARRANTY_VOID,
    WITHHOLD_PAYMENT,
)
from chalicelib.analysis.deadlines import Deadline, deadlines
from chalicelib.analysis.judge import (
    _CYRILLIC,
    PAYMENT_DAYS_LONG,
    Context,
    Verdict,
    _bearer,
    _english_party,
    _essential_terms,
    _holder,
    _other_than,
    _payment_terms,
    _role_after,
)
from chalicelib.analysis.judge_rights import _named_after, _payer, _recipient, deemed_consent_or_acceptance
from chalicelib.analysis.predicates import sentence_parts
from chalicelib.clauses import BOTH, Facts, role_key
from chalicelib.clauses.roles import procurement
from chalicelib.clauses.vocabulary import PAYING_WEAKNESS, ROLES
from chalicelib.models import Severity

# A deemed acceptance on this many days of silence, or fewer, leaves no time to inspect.
SILENCE_DAYS_SHORT = 3
# A warranty shorter than this many months is short (the usual term in supply and works is a year).
WARRANTY_MONTHS_USUAL = 12
_DAYS_PER_MONTH = 30

_PAY_WHEN_PAID = regexes.compile(PAY_WHEN_PAID)
_PAY_WHEN_FUNDED = regexes.compile(PAY_WHEN_FUNDED)
_BY_AGREEMENT = regexes.compile(PAYMENT_BY_AGREEMENT)
_WITHHOLD = regexes.compile(WITHHOLD_PAYMENT)
_NO_SELLER_PLEDGE = regexes.compile(NO_SELLER_PLEDGE)
_TITLE_ON_CREDIT = regexes.compile(TITLE_ON_CREDIT)
_COSTS = regexes.compile(COSTS_ON_PARTY)
_NO_INTEREST = regexes.compile(NO_STATUTORY_INTEREST)
_AT_SATISFACTION = regexes.compile(ACCEPTANCE_AT_SATISFACTION)
_DEFECTS_BARRED = regexes.compile(DEFECTS_BARRED)
_NO_CLAIMS_ON_SIGNING = regexes.compile(NO_CLAIMS_ON_SIGNING)
_FROM_PRODUCTION = regexes.compile(WARRANTY_FROM_PRODUCTION)
_VOID = regexes.compile(WARRANTY_VOID)
_REPAIR_AT_BUYER = regexes.compile(WARRANTY_REPAIR_AT_BUYER)
_NO_WARRANTY = regexes.compile(NO_WARRANTY)

# A security deposit is there to be set off against the debts it secures (ст. 381.1 ГК РФ): no withholding
# of pay (the deposit items read it).
_DEPOSIT = regexes.compile(
    r"депозит|обеспечительн\w* (?:платеж|платёж|взнос)|гарантийн\w* (?:платеж|платёж|взнос|депозит)|залогов\w* (?:сумм|платеж|платёж)"
)
# A payment date fixed in a document both sign (a specification, an annex, an invoice schedule).
_AGREED_DOCUMENT = regexes.compile(
    r"спецификаци|приложени|заявк|график\w* (?:платеж|оплат)|дополнительн\w* соглашени"
)
# A cost already inside the price, or each side bearing its own bank's charges: nothing put on the reader.
_COST_INCLUDED = regexes.compile(
    r"включ\w*\s+(?:\w+\s+)?в (?:цену|стоимость|сумму|вознаграждение)|входит в (?:цену|стоимость)|кажд\w* (?:из )?сторон|сво\w* банк|за сч[её]т собственных"
)
_COST_BEARER = regexes.compile(
    r"(?:за сч[её]т|несет|нес[её]т|оплачива\w*|возмеща\w*|компенсиру\w*)\s+(?:\w+\s+)??([а-яё]{4,})"
)
# The moment a payment duty counts as performed («обязательства по оплате считаются исполненными с момента
# списания»): the plural the base rule's pattern does not read.
_PAYMENT_MOMENT = regexes.compile(
    r"(?:обязанност|обязательств)\w*[^.;]{0,80}счита(?:е|ю)тся (?:исполненн|выполненн)|(?:датой|моментом|днем|днём)\s+(?:\w+\s+){0,3}?(?:оплат|платеж|платёж)\w*[^.;]{0,60}счита(?:е|ю)тся"
)
# Only obvious defects barred once the act is signed: the rule of ст. 720 п. 3 ГК РФ, not a risk of its own.
_OBVIOUS_ONLY = regexes.compile(
    r"явн\w* недостат|видим\w* недостат|(?:по количеству|внешн\w* вид|механическ\w* повреждени|комплектност)"
)
_HIDDEN = regexes.compile(r"скрыт\w*|любы\w* (?:недостат|претензи)|по качеству")
# Claims under the warranty (or for hidden defects) kept beside the bar: what the law requires.
_WARRANTY_KEPT = regexes.compile(
    r"(?:кроме|за исключением|не распространя\w* на)[^.;]{0,40}(?:гаранти|скрыт)"
)
# Consumables and wear parts outside the warranty: the ordinary scope of a warranty.
_CONSUMABLES = regexes.compile(
    r"расходн\w* материал|расходник|изнашива|естественн\w* износ|комплектующ\w* с ограниченн"
)
# What a buyer lawfully pays for: a defect that is not covered or that it caused.
_NOT_COVERED = regexes.compile(
    r"не подтверд|не являет\w* гарантийн|негарантийн|по вине (?:покупател|заказчик|потребител|клиент|пользовател)|вследствие нарушени|возник\w* после передачи"
)
_WARRANTY_TERM = regexes.compile(
    r"(\d+)\s*(?:\([^)]{0,30}\)\s*)?(месяц\w*|мес\b|год\w*|лет\b|дн\w*|календарн\w* дн\w*)"
)
_WARRANTY_RANGE = regexes.compile(
    r"от \d+\s*(?:\([^)]{0,30}\)\s*)?до \d+\s*(?:\([^)]{0,30}\)\s*)?(?:месяц|лет|год)"
)

PAY_WHEN_PAID_NOTE = Text(
    "Срок оплаты начинает течь, только когда плательщику заплатит его собственный клиент: если тот не заплатит, вы не получите ничего, хотя свою часть исполнили.",
    "Payment falls due only once the payer's own client pays it: if that client never pays, you are never paid though you performed.",
)
PAY_WHEN_PAID_ADVICE = Text(
    "Установить твёрдый срок оплаты от даты подписания акта (например, 10 рабочих дней), не зависящий от расчётов плательщика с третьими лицами.",
    "Set a fixed payment date counted from acceptance (e.g. 10 business days), independent of the payer's dealings with third parties.",
)
PAY_WHEN_FUNDED_NOTE = Text(
    "Оплата поставлена в зависимость от поступления финансирования плательщику: без него срок оплаты не наступает, хотя вы исполнили свою часть.",
    "Payment depends on the payer receiving its funding: without it nothing falls due, though you performed.",
)
BY_AGREEMENT_NOTE = Text(
    "Срок оплаты оставлен на будущую договорённость: пока её нет, долг можно взыскать лишь в разумный срок, а после требования — в 7 дней (п. 2 ст. 314 ГК РФ).",
    "The payment date is left to a later agreement: until there is one, payment is due only within a reasonable time or 7 days after a demand.",
)
BY_AGREEMENT_ADVICE = Text(
    "Указать срок оплаты в днях от события, которое не зависит от плательщика (получение счёта, передача товара, истечение срока приёмки).",
    "State the payment date in days from an event the payer does not control (receipt of the invoice, delivery, the end of the acceptance period).",
)
WITHHOLD_NOTE = Text(
    "Плательщик вправе сам задержать, уменьшить или зачесть оплату: спорную сумму вам придётся взыскивать в суде.",
    "The payer may withhold, reduce or set off payment on its own: you would have to sue for any disputed sum.",
)
WITHHOLD_ADVICE = Text(
    "Разрешить удержание и зачёт только бесспорных сумм — признанных вами письменно или взысканных судом; приостановление оплаты — только на оспариваемую часть и не дольше срока её проверки.",
    "Allow withholding and set-off only of undisputed sums (admitted in writing or awarded by a court); a suspension only of the disputed part and only while it is checked.",
)
COSTS_NOTE = Text(
    "Расходы возложены на одну сторону без указания их размера: итоговая цена для неё не определена.",
    "The costs are put on one side with no amount stated: the final price it pays is open.",
)
COSTS_ADVICE = Text(
    "Включить эти расходы в цену либо указать их твёрдый размер или предел; сверх него — только по письменному согласованию.",
    "Include these costs in the price or state a fixed amount or a cap; anything above it only as agreed in writing.",
)
NO_INTEREST_NOTE = Text(
    "Законные проценты за отсрочку оплаты исключены (ст. 317.1 ГК РФ): плательщик пользуется вашими деньгами бесплатно.",
    "Statutory interest on deferred payment is excluded: the payer uses your money for free.",
)
NO_INTEREST_ADVICE = Text(
    "Оставить проценты на сумму отсрочки (ст. 317.1 ГК РФ) или сократить отсрочку; за просрочку — проценты по ст. 395 ГК РФ или неустойка.",
    "Keep interest on the deferred sum or shorten the deferral; late payment bears interest or a penalty.",
)
UNSECURED_CREDIT_NOTE = Text(
    "Товар переходит к покупателю до оплаты без залога продавца (п. 5 ст. 488 ГК РФ): если покупатель не заплатит, вы останетесь обычным кредитором, без права получить оплату из стоимости товара первым.",
    "The goods pass to the buyer before payment without the seller's lien: if the buyer does not pay, you are an ordinary creditor with no priority over the goods.",
)
TITLE_ON_CREDIT_NOTE = Text(
    "Оплата в рассрочку или с отсрочкой, а право собственности переходит к покупателю сразу при передаче: товар уже не ваш, а деньги ещё не получены; защищает вас только залог продавца по закону (п. 5 ст. 488 ГК РФ), если договор его не исключает.",
    "The price is paid later or by instalments while title passes on delivery: the goods are no longer yours before you are paid, and only the seller's statutory lien, unless excluded, secures you.",
)
UNSECURED_CREDIT_ADVICE = Text(
    "Сохранить право собственности за продавцом до полной оплаты (ст. 491 ГК РФ) или залог продавца на неоплаченный товар (п. 5 ст. 488 ГК РФ); при просрочке очередного платежа — право требовать возврата неоплаченного товара (п. 2 ст. 489 ГК РФ).",
    "Keep title until full payment (retention of title) or a lien on the unpaid goods; on a missed instalment, a right to take back the unpaid goods.",
)
DEFERRAL_NOTE = Text(
    "Срок оплаты — {shown}: дольше обычных для расчётов между организациями 30 дней, всё это время вы кредитуете плательщика своими деньгами.",
    "Payment is due within {shown}: longer than the 30 days usual between businesses, and all that time you finance the payer.",
)
DEFERRAL_USUAL_NOTE = Text(
    "Срок оплаты — {shown}: в пределах обычных 30 дней, но дольше 7 дней, в которые закон требует исполнить обязательство без срока после требования кредитора (п. 2 ст. 314 ГК РФ).",
    "Payment is due within {shown}: within the usual 30 days, but well beyond a week.",
)
QUARTERLY_NOTE = Text(
    "Оплата производится раз в квартал: за работу первого месяца квартала вы ждёте денег до трёх месяцев и дольше.",
    "Payment comes once a quarter: the first month's work waits up to three months to be paid.",
)
PAYER_TRIGGER_NOTE = Text(
    " Отсчёт начинается с события, которое зависит от плательщика ({trigger}): он может сдвинуть и срок оплаты.",
    " The period runs from an event the payer controls ({trigger}), so it can push the date back too.",
)
PROCUREMENT_44_NOTE = Text(
    " По Закону № 44-ФЗ заказчик обязан оплатить не позднее 7 рабочих дней с даты подписания документа о приёмке (ч. 13.1 ст. 34).",
    " Under the Russian public procurement law the customer must pay within 7 business days of signing the acceptance document.",
)
PROCUREMENT_223_NOTE = Text(
    " По закупкам по Закону № 223-ФЗ у субъектов малого и среднего предпринимательства срок оплаты ограничен 7 рабочими днями с приёмки (ранее — 15).",
    " In purchases from small and medium businesses under the Russian corporate procurement law payment is capped at 7 business days of acceptance.",
)
DEFERRAL_ADVICE = Text(
    "Сократить срок оплаты до 10–15 рабочих дней (не более 30 календарных) с даты получения плательщиком счёта или акта, а не с события, которое зависит от плательщика; за просрочку — неустойка или проценты по ст. 395 ГК РФ.",
    "Shorten payment to 10-15 business days (30 calendar days at most) from the payer's receipt of the invoice or the act, not from an event the payer controls; late payment bears a penalty or interest.",
)
PROCUREMENT_ADVICE = Text(
    "Привести срок оплаты к закону: не более 7 рабочих дней с даты подписания документа о приёмке (для 223-ФЗ — если вы субъект МСП); при просрочке требовать пени по закону.",
    "Bring the payment period into line with the statute: at most 7 business days of signing the acceptance document; claim the statutory penalty for late payment.",
)


AT_DISCRETION = Reading(
    "acceptance_discretion",
    Text("Приёмка на усмотрение заказчика", "Acceptance at the customer's discretion"),
    Text(
        "Результат принимается, только если он устроит заказчика: критерия, который можно проверить, нет.",
        "The work is accepted only if it satisfies the customer: there is no criterion anyone can check.",
    ),
)
SATISFACTION_NOTE = Text(
    "Приёмка зависит от удовлетворённости заказчика, а не от соответствия результата договору: он может не принять и не оплатить надлежащую работу.",
    "Acceptance depends on the customer's satisfaction, not on conformity with the contract: it may refuse and not pay for proper work.",
)
SATISFACTION_ADVICE = Text(
    "Заменить «к удовлетворению Заказчика» объективными критериями (техническое задание, спецификация, ГОСТ); отказ — только мотивированный, с перечнем недостатков, в установленный срок.",
    "Replace 'to the customer's satisfaction' with objective criteria (the specification, a standard); a rejection only with reasons, listing the defects, within a set period.",
)
DEFECTS_BARRED_NOTE = Text(
    "После подписания акта претензии не принимаются: вы теряете право заявить о скрытых недостатках, которые нельзя было увидеть при приёмке (п. 3, 4 ст. 720 ГК РФ).",
    "Once the act is signed no claims are accepted: you lose the right to claim hidden defects that could not be seen at acceptance.",
)
DEFECTS_BARRED_ADVICE = Text(
    "Ограничить запрет явными недостатками, которые можно обнаружить при обычном осмотре; о скрытых недостатках — заявлять в течение гарантийного срока.",
    "Limit the bar to obvious defects an ordinary inspection would find; hidden defects may be claimed within the warranty period.",
)
OBVIOUS_ONLY_NOTE = Text(
    "Запрет касается только явных недостатков, не оговорённых в акте: так и предусматривает закон (п. 3 ст. 720 ГК РФ); осмотрите результат до подписания.",
    "The bar covers only obvious defects not noted in the act, as the law provides; inspect before signing.",
)
OBJECTION_WINDOW_NOTE = Text(
    "На мотивированный отказ у вас {days} дн.: этого хватает на проверку, но пропуск срока означает приёмку.",
    "You have {days} days to give a reasoned refusal: enough to inspect, but missing it counts as acceptance.",
)
OBJECTION_WINDOW_ADVICE = Text(
    "Проверять результат сразу по получении акта и направлять мотивированный отказ письменно в этот срок; оговорить, что приёмка не лишает права заявить о скрытых недостатках.",
    "Inspect as soon as the certificate arrives and send any reasoned refusal in writing within the period; keep claims for hidden defects.",
)
SHORT_SILENCE_NOTE = Text(
    "Результат считается принятым, если вы не ответите за {days} дн.: этого мало, чтобы проверить результат.",
    "The deliverable is deemed accepted unless you answer within {days} days: too little time to inspect it.",
)
FROM_PRODUCTION_NOTE = Text(
    "Гарантийный срок считается с даты изготовления, а не передачи: время хранения и доставки съедает гарантию (п. 1 ст. 471 ГК РФ считает её с передачи).",
    "The warranty runs from manufacture, not delivery: storage and transport eat into it (the law counts it from delivery).",
)
VOID_NOTE = Text(
    "Гарантия отпадает по формальному поводу (упаковка, талон, пломба, монтаж не сервисом, просрочка оплаты), не связанному с причиной недостатка.",
    "The warranty falls away on a formality (packaging, a card, a seal, installation by others, late payment) unrelated to the defect's cause.",
)
VOID_ADVICE = Text(
    "Оставить исключения из гарантии только для недостатков, возникших по вине покупателя (нарушение правил эксплуатации, повреждения после передачи), которые доказывает продавец.",
    "Keep warranty exclusions only for defects the buyer caused (misuse, damage after delivery), proved by the seller.",
)
REPAIR_NOTE = Text(
    "Расходы на гарантийный ремонт (доставку, диагностику) несёт покупатель, хотя по закону недостатки устраняются за счёт продавца или подрядчика (ст. 475, 723 ГК РФ).",
    "The buyer pays for warranty repairs (transport, diagnostics), though the law puts the cost of remedying defects on the seller or contractor.",
)
REPAIR_ADVICE = Text(
    "Гарантийный ремонт, доставку в ремонт и диагностику — за счёт продавца (подрядчика); покупатель возмещает их, только если недостаток не гарантийный.",
    "Warranty repairs, transport and diagnostics at the seller's cost; the buyer pays only when the defect is not covered.",
)
NO_WARRANTY_NOTE = Text(
    "Гарантия не предоставляется: о недостатках можно заявить лишь в разумный срок в пределах двух лет (п. 2 ст. 477 ГК РФ), и доказывать их причину придётся вам.",
    "No warranty is given: defects may be claimed only within a reasonable time up to two years, and you must prove their cause.",
)
SHORT_WARRANTY_NOTE = Text(
    "Гарантийный срок — {months} мес., короче обычных {usual} месяцев.",
    "The warranty lasts {months} months, shorter than the usual {usual}.",
)
RANGE_WARRANTY_NOTE = Text(
    "Гарантийный срок указан диапазоном: какой из них действует, решит продавец.",
    "The warranty is a range: the seller decides which period applies.",
)
WARRANTY_ADVICE = Text(
    "Установить гарантийный срок не менее 12 месяцев с даты передачи (подписания акта), устранение недостатков — за счёт продавца в определённый срок.",
    "Set a warranty of at least 12 months from delivery (acceptance), with defects remedied at the seller's cost within a set period.",
)


def _reading(key: str, ru: str, en: str, why: Text) -> Reading:
    """A payment reading: its own title, its note as the reason (the item's «long deferral» does not fit)."""
    return Reading(key, Text(ru, en), why)


PAID_WHEN_PAID = _reading(
    "pay_when_paid",
    "Оплата — после оплаты третьим лицом",
    "Paid only when a third party pays",
    PAY_WHEN_PAID_NOTE,
)
PAID_WHEN_FUNDED = _reading(
    "pay_when_funded",
    "Оплата — по мере финансирования",
    "Paid only as funding comes in",
    PAY_WHEN_FUNDED_NOTE,
)
WITHHELD = _reading(
    "payment_withheld",
    "Удержание и зачёт оплаты плательщиком",
    "The payer may withhold or set off",
    WITHHOLD_NOTE,
)
COSTS_OPEN = _reading("costs_open", "Расходы без указания размера", "Costs with no amount", COSTS_NOTE)
NO_INTEREST = _reading(
    "deferral_free", "Отсрочка без процентов", "Deferral without interest", NO_INTEREST_NOTE
)
DATE_OPEN = _reading("payment_date_open", "Срок оплаты не установлен", "No payment date", BY_AGREEMENT_NOTE)


UNSECURED_CREDIT = _reading(
    "unsecured_credit",
    "Товар до оплаты без залога продавца",
    "Goods on credit without the seller's lien",
    UNSECURED_CREDIT_NOTE,
)
TITLE_BEFORE_PAYMENT = _reading(
    "title_before_payment",
    "Право собственности переходит до оплаты",
    "Title passes before payment",
    TITLE_ON_CREDIT_NOTE,
)


def _by_role(ctx: Context, *, paying: bool) -> str | None:
    """The main party whose role word pays (buyer, customer, tenant, user …) or provides (seller,
    contractor, landlord, company …); None unless exactly one main party is of that kind."""
    found = [
        p.key
        for p in ctx.roles.main
        if (info := ROLES.get(p.key)) is not None and (info.weakness >= PAYING_WEAKNESS) == paying
    ]
    return found[0] if len(found) == 1 else None


def paying_party(ctx: Context) -> str | None:
    """The party that pays and accepts: its role word, else the one with most duties to pay."""
    return _by_role(ctx, paying=True) or _payer(ctx)


def providing_party(ctx: Context) -> str | None:
    """The party that provides, and warrants, what is paid for (see :func:`paying_party`)."""
    return _by_role(ctx, paying=False) or _other_than(paying_party(ctx), ctx)


def _payer_of(facts: Facts, lower: str, ctx: Context) -> str | None:
    """Who pays under the clause: the subject or agent of paying, else the other of the party paid
    («выплата Поставщику»), else the contract's paying party."""
    payer = _bearer(facts, lower, ctx)
    if payer not in (None, BOTH) and payer in ctx.roles.keys:
        return payer
    payee = _recipient(lower, ctx)
    return _other_than(payee, ctx) if payee else paying_party(ctx)


def payment_terms(facts: Facts, lower: str, ctx: Context) -> Verdict:  # noqa: PLR0911 (one answer per reading, strongest first)
    """A payment clause read for whom it hurts; a clause of none of these kinds keeps the base rule (a long
    deferral is a risk for the payee)."""
    if not _CYRILLIC.search(lower):
        return _payment_terms(facts, lower, ctx)
    if _PAY_WHEN_PAID.search(lower):
        return Verdict(
            True,
            _payer_of(facts, lower, ctx),
            "medium",
            None,
            PAY_WHEN_PAID_ADVICE,
            weight=3,
            reading=PAID_WHEN_PAID,
        )
    if _PAY_WHEN_FUNDED.search(lower):
        return Verdict(
            True,
            _payer_of(facts, lower, ctx),
            "medium",
            None,
            PAY_WHEN_PAID_ADVICE,
            weight=3,
            reading=PAID_WHEN_FUNDED,
        )
    if _WITHHOLD.search(lower) and not _DEPOSIT.search(lower):
        if facts.actor == BOTH:
            return Verdict(False)
        holder = facts.actor if facts.modality == "right" and facts.actor in ctx.roles.keys else None
        return Verdict(
            True,
            holder or _payer_of(facts, lower, ctx),
            "medium",
            None,
            WITHHOLD_ADVICE,
            weight=2,
            reading=WITHHELD,
        )
    if _NO_SELLER_PLEDGE.search(lower) or _TITLE_ON_CREDIT.search(lower):
        return _unsecured_credit(lower, ctx)
    if _COSTS.search(lower):
        return _costs(facts, lower, ctx)
    if _NO_INTEREST.search(lower):
        return Verdict(
            True, _payer_of(facts, lower, ctx), "low", None, NO_INTEREST_ADVICE, weight=1, reading=NO_INTEREST
        )
    if _BY_AGREEMENT.search(lower):
        if _AGREED_DOCUMENT.search(lower) or facts.numbers.days:
            return Verdict(False)
        return Verdict(
            True, _payer_of(facts, lower, ctx), "low", None, BY_AGREEMENT_ADVICE, weight=1, reading=DATE_OPEN
        )
    return _deferral(facts, lower, ctx)


def _unsecured_credit(lower: str, ctx: Context) -> Verdict:
    """Goods that pass to the buyer before they are paid for: a risk for the seller, heavier when its
    statutory pledge is excluded; none when title or a lien stays with the seller until full payment."""
    if _RETAINED.search(lower):
        return Verdict(False)
    buyer = paying_party(ctx)
    if _NO_SELLER_PLEDGE.search(lower):
        return Verdict(
            True, buyer, "medium", None, UNSECURED_CREDIT_ADVICE, weight=2, reading=UNSECURED_CREDIT
        )
    return Verdict(True, buyer, "low", None, UNSECURED_CREDIT_ADVICE, weight=1, reading=TITLE_BEFORE_PAYMENT)


# Title or a lien kept by the seller until the price is paid (ст. 488, 491 ГК РФ).
_RETAINED = regexes.compile(
    r"(?:до|после) (?:момента )?(?:полной|окончательной|100\s*%) оплат|(?<!не )(?:признается|признаётся|находится) в залоге"
)
# A working or banking day is one of five in seven: periods compare in calendar days.
_CALENDAR_PER_WORKING = 7 / 5
# What usually passes between businesses (30 days), and twice that.
DEFERRAL_DAYS_USUAL = 30
DEFERRAL_DAYS_LONG = 60
# The ceiling of public procurement (44-ФЗ; 223-ФЗ for small and medium suppliers), in working days.
PROCUREMENT_WORKING_DAYS = 7
_DEFERRAL_LEAD = regexes.compile(r"отсрочк\w*\s+(?:\w+\s+){0,2}?(?:на\s+|в\s+|сроком\s+(?:на\s+)?)?(\d{1,3})")
# The events a payer controls that a period may run from: the receipt of originals, its own approval.
_PAYER_TRIGGER = regexes.compile(
    r"(?:получени|поступлени)\w*\s+(?:\w+\s+){0,2}?(?P<original>оригинал\w*)"
    r"|(?P<approval>(?:утвержден|одобрени|согласовани)\w*)\s+(?:\w+\s+){0,2}?(?:отч[её]т|акт|сч[её]т|документ|расч[её]т)"
)


def _deferral_days(facts: Facts, lower: str) -> tuple[float, str] | None:
    """The clause's longest period in calendar days (working and banking days at seven for five), with the
    period as the clause counts it; the digits of «отсрочка 45 дней» when no period is led by «в течение»."""
    best: tuple[float, str] | None = None
    for d in deadlines(lower):
        if d.unit == "hour":
            continue
        calendar = d.days * _CALENDAR_PER_WORKING if d.business else d.days
        if best is None or calendar > best[0]:
            kind = "раб. дн." if d.business else "дн."
            best = (calendar, f"{d.days:g} {kind}")
    if best is None:
        days = [int(m.group(1)) for m in _DEFERRAL_LEAD.finditer(lower)] or list(facts.numbers.days)
        if days:
            best = (float(max(days)), f"{max(days)} дн.")
    return best


def _deferral(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A payment period read by its length (in digits or words) and by whom the event it counts from
    depends on: a risk for the payee when it is long (low to 30 days, medium beyond, high from 60 or
    from 30 when the payer controls the start), when pay comes once a quarter, or beyond the statutory
    ceiling of public procurement."""
    payer = _bearer(facts, lower, ctx)
    if payer not in ctx.roles.keys:
        payer = _role_after(_PASSIVE_AGENT, lower, ctx) or payer
    if payer == ctx.side and ctx.side is not None:
        return Verdict(False, favours=ctx.side)
    if payer not in ctx.roles.keys and facts.modality in ("duty", "right") and facts.actor is None:
        return Verdict(False)  # the duty of someone outside the contract (an insurer, a bank, the state)
    found = _deferral_days(facts, lower)
    if found is None:
        return _payment_terms(facts, lower, ctx)
    calendar, shown = found
    ceiling = ctx.procurement == "44" and calendar > PROCUREMENT_WORKING_DAYS * _CALENDAR_PER_WORKING
    quarterly = bool(_QUARTERLY.search(lower))
    if calendar < PAYMENT_DAYS_LONG and not ceiling and not quarterly:
        return Verdict(False)
    trigger = _PAYER_TRIGGER.search(lower)
    severity = _deferral_severity(calendar, trigger=trigger is not None, ceiling=ceiling or quarterly)
    note = _deferral_note(calendar, shown, trigger, quarterly=quarterly)
    law = PROCUREMENT_44_NOTE if ceiling else PROCUREMENT_223_NOTE if ctx.procurement == "223" else None
    if law is not None:
        note = Text(note.ru + law.ru, note.en + law.en)
    advice = PROCUREMENT_ADVICE if law is not None else DEFERRAL_ADVICE
    favours = payer if payer in ctx.roles.keys else None
    weight = {"high": 2, "medium": 1}.get(severity, 0)
    return Verdict(True, favours, severity, note, advice, weight=weight)


# The agent of a passive verb: «оплата производится Заказчиком», «перечисляется Покупателем».
_PASSIVE_AGENT = regexes.compile(
    r"\b[а-яё]+(?:ится|ется|ются|ятся|атся)\s+(?:[а-яё]+\s+){0,3}?([а-яё]{4,}(?:ом|ем|ой|ей))\b"
)
# Pay once a quarter: the first month's work waits up to three months.
_QUARTERLY = regexes.compile(
    r"(?:раз|один раз|1 раз|ежеквартальн)\w*\s*(?:в )?квартал|ежеквартальн|по итогам квартала"
)


def _deferral_severity(calendar: float, *, trigger: bool, ceiling: bool) -> Severity:
    long = calendar > DEFERRAL_DAYS_USUAL
    if calendar >= DEFERRAL_DAYS_LONG or (long and trigger):
        return "high"
    return "medium" if long or ceiling else "low"


def _deferral_note(calendar: float, shown: str, trigger: re.Match[str] | None, *, quarterly: bool) -> Text:
    """The period against the usual 30 days (or a week), with the event the payer controls, if any."""
    if quarterly:
        note = QUARTERLY_NOTE
    else:
        base = DEFERRAL_NOTE if calendar > DEFERRAL_DAYS_USUAL else DEFERRAL_USUAL_NOTE
        shown_en = shown.replace("раб. дн.", "business days").replace("дн.", "days")
        note = Text(base.ru.format(shown=shown), base.en.format(shown=shown_en))
    if trigger is None:
        return note
    event = (
        Text("получение оригиналов документов", "receipt of the originals")
        if trigger.group("original")
        else Text("его согласование или утверждение", "its own approval")
    )
    return Text(
        note.ru + PAYER_TRIGGER_NOTE.ru.format(trigger=event.ru),
        note.en + PAYER_TRIGGER_NOTE.en.format(trigger=event.en),
    )


def procurement_law(lower: str) -> str | None:
    """The public procurement law a contract is made under: "44" (44-ФЗ), "223" (223-ФЗ) or None."""
    return procurement(lower)


def _costs(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Costs put on one party with no amount: a risk for that party (it favours the other)."""
    if facts.numbers.amounts or facts.numbers.percents or _COST_INCLUDED.search(lower) or facts.actor == BOTH:
        return Verdict(False)
    bearer = _role_in(_COST_BEARER, lower, ctx)
    if bearer is None:
        return Verdict(False)
    return Verdict(True, _other_than(bearer, ctx), "low", None, COSTS_ADVICE, reading=COSTS_OPEN)


def _role_in(pattern: re.Pattern[str], lower: str, ctx: Context) -> str | None:
    for m in pattern.finditer(lower):
        key = ctx.roles.key_of(m.group(1)) or role_key(m.group(1))
        if key in ctx.roles.keys:
            return key
    return None


def _acceptor(facts: Facts, ctx: Context) -> str | None:
    """The party that accepts (the customer, the buyer): the clause's actor, else the contract's payer."""
    if facts.actor not in (None, BOTH) and facts.actor in ctx.roles.keys:
        return facts.actor
    return paying_party(ctx)


def acceptance(facts: Facts, lower: str, ctx: Context) -> Verdict:  # noqa: PLR0911 (one answer per reading)
    """The payment family's readings of acceptance before the base rule: defects barred after the act, an
    acceptance at the customer's satisfaction, a deemed acceptance on a very short silence."""
    if not _CYRILLIC.search(lower):
        return _english_acceptance(facts, lower, ctx)
    if _PAYMENT_MOMENT.search(lower):
        return Verdict(False)
    if _DEFECTS_BARRED.search(lower):
        favours = _other_than(_acceptor(facts, ctx), ctx)
        if _WARRANTY_KEPT.search(lower) or (_OBVIOUS_ONLY.search(lower) and not _HIDDEN.search(lower)):
            return Verdict(True, favours, "low", OBVIOUS_ONLY_NOTE, weight=-1)
        return Verdict(True, favours, "high", DEFECTS_BARRED_NOTE, DEFECTS_BARRED_ADVICE, weight=3)
    if _NO_CLAIMS_ON_SIGNING.search(lower):
        favours = _other_than(_acceptor(facts, ctx), ctx)
        return Verdict(True, favours, "medium", DEFECTS_BARRED_NOTE, DEFECTS_BARRED_ADVICE, weight=2)
    if _AT_SATISFACTION.search(lower):
        holder = _named_after(lower, ctx) or paying_party(ctx)
        return Verdict(True, holder, "high", None, SATISFACTION_ADVICE, weight=2, reading=AT_DISCRETION)
    if concluded_by_acceptance(lower):
        return Verdict(False)
    verdict = deemed_consent_or_acceptance(facts, lower, ctx)
    if not verdict.keep or verdict.reading is not None:
        return verdict
    window = objection_window(lower)
    days = _silence_days(facts, lower) if window is None else window.days
    if days is not None and days <= SILENCE_DAYS_SHORT and "счита" in lower:
        shown = _shown(days)
        note = Text(SHORT_SILENCE_NOTE.ru.format(days=shown), SHORT_SILENCE_NOTE.en.format(days=shown))
        return Verdict(True, verdict.favours, "high", note, verdict.advice, weight=verdict.weight + 1)
    return verdict if window is None else _by_objection_window(verdict, window)


# The contract made by accepting the offer («с момента акцепта оферта считается заключённым договором»,
# «договор заключается путём присоединения», «акцепт оферты означает согласие с её условиями»): how a mass
# offer is concluded (ст. 433, 438 ГК РФ), no work or goods deemed accepted.
_CONCLUDED = regexes.compile(
    r"акцепт\w*[^.;]{0,80}(?:договор|оферт)\w*[^.;]{0,30}(?:считается|является|становится)\s+(?:заключ|акцептован|договор)"
    r"|договор\w*[^.;]{0,40}(?:заключается|считается заключ[её]нн\w*|вступает в силу)[^.;]{0,60}(?:акцепт|присоедин)"
    r"|акцепт\w*\s+(?:[а-яё]+\s+){0,2}?оферт\w*[^.;]{0,30}(?:означает|является|влеч[её]т)[^.;]{0,40}(?:заключени|(?:полн\w+ |безоговорочн\w+ |безусловн\w+ )*(?:согласи|принятие)\w*[^.;]{0,30}(?:е[её] |с )?услови)"
)
# What makes the acceptance tacit or more than the offer: silence, use, changes, a waiver of claims, the work.
_BEYOND_OFFER = regexes.compile(
    r"молчани|бездейств|использовани|продолжени|посещени|не направ|при отсутствии|в противном случае|изменени|нов\w* редакци"
    r"|претензи|работ|услуг\w* (?:считаю|призна)|товар\w* (?:счита|призна)|\bакт\w*\s"
)


# "Deemed accepted unless Customer rejects them within N days", "Customer's failure to object ... constitutes
# acceptance": the party that must object bears the deeming.
_EN_OBJECTOR = regexes.compile(
    r"unless\s+(?:the\s+)?([a-z]+)\s+(?:rejects|objects|disputes|notifies|gives|provides|delivers|sends)"
    r"|([a-z]+)\s+(?:acknowledges|agrees|understands)\s+that\s+(?:its\s+|any\s+)?failure to (?:reject|object|dispute|respond|notify)"
    r"|([a-z]+)(?:'s|’s)?\s+failure to (?:reject|object|dispute|respond|notify)"
    r"|if\s+(?:the\s+)?([a-z]+)\s+(?:does not|fails to)\s+(?:reject|object|dispute|respond|notify)"
)
_EN_GOODS_DEEMED = regexes.compile(
    r"deemed (?:to have been )?accepted|failure to (?:reject|object|notify|dispute)[^.;]{0,120}(?:constitutes?|deemed)[^.;]{0,20}acceptance"
)
_EN_DEEMING = regexes.compile(r"deemed|constitutes?\s+(?:its\s+)?acceptance|shall be treated as")
_EN_CONCLUDED = regexes.compile(
    r"(?:concluded|formed|entered into|becomes? (?:binding|effective))[^.;]{0,40}(?:upon|on|by)[^.;]{0,40}acceptance of (?:the|this) offer"
    r"|acceptance of (?:the|this) offer[^.;]{0,30}(?:constitutes|means|is)[^.;]{0,40}(?:agreement|conclusion|acceptance of (?:these|the) terms)"
)


def _english_acceptance(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """An English acceptance clause: a contract made by accepting an offer is none; a deemed acceptance
    burdens the party that must object, weighed by its window to do so."""
    if _EN_CONCLUDED.search(lower) and not _EN_OBJECTOR.search(lower):
        return Verdict(False)
    objector = _english_party(_EN_OBJECTOR, lower, ctx) if _EN_DEEMING.search(lower) else None
    if objector is None and _EN_GOODS_DEEMED.search(lower):
        # "Each Deliverable shall be deemed accepted ... ten days after delivery": the acceptor (the side that
        # pays for what is delivered) bears it, whoever the sentence names first.
        objector = paying_party(ctx)
    if objector in (None, BOTH):
        return deemed_consent_or_acceptance(facts, lower, ctx)
    verdict = Verdict(True, _other_than(objector, ctx))
    window = objection_window(lower)
    if window is not None and window.days <= SILENCE_DAYS_SHORT:
        shown = _shown(window.days)
        note = Text(SHORT_SILENCE_NOTE.ru.format(days=shown), SHORT_SILENCE_NOTE.en.format(days=shown))
        return Verdict(True, verdict.favours, "high", note, weight=1)
    return verdict if window is None else _by_objection_window(verdict, window)


def concluded_by_acceptance(lower: str) -> bool:
    """A statement that the contract is concluded by accepting the offer, with nothing tacit in it."""
    return bool(_CONCLUDED.search(lower)) and not _BEYOND_OFFER.search(lower)


# The reader's window to object before the work counts as accepted: from five working days (a week) it is
# enough to inspect the result; from ten working days (two weeks) the deeming is an ordinary acceptance
# procedure, no risk (the item's own advice asks for 5–10 working days).
OBJECTION_DAYS_ENOUGH = 7
OBJECTION_DAYS_FAIR = 14
_OBJECTION = regexes.compile(
    r"возражени|мотивированн|отказ|замечани|претензи|разноглас|рекламаци|reject|object|disput|notif|respond"
)


def _by_objection_window(verdict: Verdict, window: Deadline) -> Verdict:
    """A deemed acceptance weighed by the reader's window to object: a short one stays a risk, a week or
    more is low, two weeks or more is none."""
    days = calendar_days(window)
    if days < OBJECTION_DAYS_ENOUGH:
        return verdict
    if days >= OBJECTION_DAYS_FAIR:
        return Verdict(False, favours=verdict.favours)
    shown = _shown(window.days)
    note = Text(OBJECTION_WINDOW_NOTE.ru.format(days=shown), OBJECTION_WINDOW_NOTE.en.format(days=shown))
    return Verdict(True, verdict.favours, "low", note, OBJECTION_WINDOW_ADVICE, weight=verdict.weight - 1)


def calendar_days(deadline: Deadline) -> float:
    """A period in calendar days: five working days are a week."""
    return deadline.days * 7 / 5 if deadline.business else deadline.days


def objection_window(lower: str) -> Deadline | None:
    """The shortest period set in a part of the sentence that speaks of objecting (a reasoned refusal,
    remarks, claims): the reader's window before silence counts as acceptance; None when none is set."""
    windows = [d for part in sentence_parts(lower) if _OBJECTION.search(part) for d in deadlines(part)]
    return min(windows, key=calendar_days, default=None)


_HOURS = regexes.compile(r"(\d+)\s*(?:\([^)]{0,30}\)\s*)?час")
_HOURS_PER_DAY = 24


def _silence_days(facts: Facts, lower: str) -> int | None:
    """The shortest period the clause states, in whole days (a period in hours rounded up: 24 hours is a day)."""
    periods = list(facts.numbers.days)
    periods += [-(-int(m.group(1)) // _HOURS_PER_DAY) for m in _HOURS.finditer(lower) if int(m.group(1)) > 0]
    return min(periods, default=None)


def warranty(facts: Facts, lower: str, ctx: Context) -> Verdict:  # noqa: PLR0911 (one answer per reading)
    """A warranty clause read for the buyer: a risk when it starts at production, falls away on a
    formality, puts repairs on the buyer, is absent or shorter than a year; an ordinary one is none."""
    if not _CYRILLIC.search(lower):
        return Verdict(True, favours=_holder(facts))
    seller = providing_party(ctx)
    if _REPAIR_AT_BUYER.search(lower):
        if _NOT_COVERED.search(lower):
            return Verdict(False)
        return Verdict(True, seller, "medium", REPAIR_NOTE, REPAIR_ADVICE, weight=2)
    if _VOID.search(lower):
        return Verdict(True, seller, "medium", VOID_NOTE, VOID_ADVICE, weight=2)
    if _FROM_PRODUCTION.search(lower):
        return Verdict(True, seller, "medium", FROM_PRODUCTION_NOTE, WARRANTY_ADVICE, weight=2)
    if _NO_WARRANTY.search(lower) and not _CONSUMABLES.search(lower):
        return Verdict(True, seller, "medium", NO_WARRANTY_NOTE, WARRANTY_ADVICE, weight=1)
    if _WARRANTY_RANGE.search(lower):
        return Verdict(True, seller, "low", RANGE_WARRANTY_NOTE, WARRANTY_ADVICE)
    months = warranty_months(lower)
    if months is not None and months < WARRANTY_MONTHS_USUAL:
        note = Text(
            SHORT_WARRANTY_NOTE.ru.format(months=_shown(months), usual=WARRANTY_MONTHS_USUAL),
            SHORT_WARRANTY_NOTE.en.format(months=_shown(months), usual=WARRANTY_MONTHS_USUAL),
        )
        return Verdict(True, seller, "medium", note, WARRANTY_ADVICE, weight=1)
    return Verdict(False)


def warranty_months(lower: str) -> float | None:
    """The warranty's length in months as the clause states it after «гаранти…» (days, months or years)."""
    at = lower.find("гаранти")
    if at == -1:
        return None
    m = _WARRANTY_TERM.search(lower, at)
    if m is None:
        return None
    value, unit = int(m.group(1)), m.group(2)
    if unit.startswith(("год", "лет")):
        return value * 12.0
    if unit.startswith("мес"):
        return float(value)
    return value / _DAYS_PER_MONTH


def _shown(months: float) -> str:
    return str(int(months)) if months == int(months) else f"{months:.1f}"


# A price named beside a payment date left to agreement: then the price, too, is deferred.
_PRICE_NOUN = regexes.compile(r"цен[аыуе]|стоимост|тариф|вознагражд|сумм[аыуе]")


# The goods themselves (their name, kind or quantity) left to a specification or an order.
_GOODS_DEFERRED = regexes.compile(r"наименовани|количеств|ассортимент|вид\w* товар|номенклатур")
_TO_SPECIFICATION = regexes.compile(r"(?:спецификаци|заявк)\w*")
_REGULATION = regexes.compile(r"регламент\w*|правилами")
# An annex of this contract is agreed by both; utility tariffs are a third party's (set by a regulator);
# the contract's own rules («настоящих Правил») are the contract itself.
_ANNEX = regexes.compile(r"\(?приложени\w* (?:№|n\b|номер|\d)")
_THIRD_PARTY_TARIFF = regexes.compile(
    r"коммунальн|ресурсоснабжа|соответствующих организаций|регулируем\w* (?:цен|тариф)"
)
_OWN_RULES = regexes.compile(r"настоящ\w* (?:правил|регламент)")
FRAMEWORK = Reading(
    "framework_contract",
    Text(
        "Рамочный договор: товар определяют спецификации",
        "Framework contract: the goods are left to specifications",
    ),
    Text(
        "Договор сам не называет товар и его количество: обязательства поставить и купить возникнут только из подписанных спецификаций (заявок).",
        "The contract itself names no goods or quantity: the duties to deliver and to buy arise only from signed specifications (orders).",
    ),
)
BY_REFERENCE = Reading(
    "terms_by_reference",
    Text("Условие определяет документ другой стороны", "A term set by the other side's document"),
    Text(
        "Цена или условия договора записаны не в нём, а в документе, который другая сторона ведёт и меняет сама.",
        "The price or terms are not in the contract but in a document the other side keeps and changes alone.",
    ),
)
FRAMEWORK_NOTE = Text(
    "Это рамочный договор (ст. 429.1 ГК РФ): пока спецификация не подписана, ни поставить, ни купить никто не обязан.",
    "A framework contract: until a specification is signed, nobody must deliver or buy.",
)
FRAMEWORK_ADVICE = Text(
    "Установить порядок и срок согласования спецификации (заявки): в какой срок другая сторона обязана её подписать или мотивированно отказать, и что спецификация, подписанная обеими сторонами, обязательна.",
    "Set how and when a specification (order) is agreed: the time within which the other side must sign it or give reasons for refusing, and that a signed specification binds both.",
)
REGULATION_NOTE = Text(
    "Зафиксируйте редакцию этого документа на дату заключения и приложите его к договору.",
    "Fix that document's version at signing and attach it.",
)
REGULATION_ADVICE = Text(
    "Приложить документ (регламент, правила) к договору в редакции на дату заключения; изменения — только по соглашению сторон или с уведомлением не менее чем за 30 дней и правом отказаться от договора.",
    "Attach the document as of signing; changes only by agreement, or on 30 days' notice with a right to terminate.",
)


def essential_terms(facts: Facts, lower: str, ctx: Context) -> Verdict:  # noqa: PLR0911 (one answer per reading)
    """Terms left to another document, read before the base rule: only the payment date left to agreement
    is no essential term (the law fixes the date, п. 2 ст. 314 ГК РФ; the payment terms item reads it); the
    goods left to specifications make a framework contract (a low risk for both); a term set by the other
    side's regulation or rules is a low risk for the reader (it may change them)."""
    if not _CYRILLIC.search(lower):
        return _essential_terms(facts, lower, ctx)
    if _BY_AGREEMENT.search(lower) and not _PRICE_NOUN.search(lower):
        return Verdict(False)
    if _THIRD_PARTY_TARIFF.search(lower) or _ANNEX.search(lower):
        return Verdict(False)
    if _OWN_RULES.search(lower):
        return _essential_terms(facts, lower, ctx)
    if _TO_SPECIFICATION.search(lower) and _GOODS_DEFERRED.search(lower):
        return Verdict(True, None, "low", FRAMEWORK_NOTE, FRAMEWORK_ADVICE, reading=FRAMEWORK)
    if _REGULATION.search(lower):
        return Verdict(
            True, _other_than(ctx.side, ctx), "low", REGULATION_NOTE, REGULATION_ADVICE, reading=BY_REFERENCE
        )
    return _essential_terms(facts, lower, ctx)


# A rate the payee's own bank sets, an internal rate or a markup over the official one: the payee picks the
# price (ст. 317 ГК РФ lets the parties choose the rate, not one side).
_PAYEE_RATE = regexes.compile(
    r"по (?:внутреннему )?курсу (?:обслуживающего |уполномоченного )?банка\s+(?:\w+\s+)?(?:продавц|поставщик|исполнител|арендодател|займодав|кредитор|получател|лицензиар|компани)"
    r"|по внутреннему курсу|курс\w*[^.;]{0,60}(?:\+|плюс)\s*\d+(?:[.,]\d+)?\s*%|курс\w*[^.;]{0,40}(?:увеличенн|повышенн)\w* на"
)
PAYEE_RATE_NOTE = Text(
    "Курс пересчёта выбирает получатель оплаты (курс своего банка, внутренний курс или надбавка к курсу ЦБ РФ): он сам определяет, сколько вы заплатите.",
    "The payee chooses the conversion rate (its own bank's, an internal rate or a markup over the official one): it decides what you pay.",
)
PAYEE_RATE_ADVICE = Text(
    "Пересчитывать по официальному курсу Банка России на дату платежа без надбавок; установить коридор курса (например, ±5 %) и право отказаться от договора при выходе за него.",
    "Convert at the central bank's official rate on the payment date with no markup; agree a rate corridor (e.g. ±5 %) and a right to terminate outside it.",
)


def currency(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A price pegged to a currency or conventional units protects the payee against the rouble: it is a
    risk for the payer (the item's severity rules weigh the rate's date); a rate the payee picks alone gets
    its own reason and advice."""
    if not _CYRILLIC.search(lower):
        return Verdict(True, favours=_holder(facts))
    payee = providing_party(ctx)
    if _PAYEE_RATE.search(lower):
        return Verdict(True, payee, None, PAYEE_RATE_NOTE, PAYEE_RATE_ADVICE, weight=2)
    return Verdict(True, payee)


PAYMENT_RULES = {
    "currency_clause": currency,
    "payment_terms": payment_terms,
    "acceptance": acceptance,
    "warranty": warranty,
    "missing_essential_terms": essential_terms,
}
