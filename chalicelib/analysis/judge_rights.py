# ruff: noqa: E501  (bilingual phrases and regular expressions read better unwrapped)
"""Verdicts for the risk families of :mod:`chalicelib.analysis.checklist_rights`, for unlimited liability,
and for a deemed consent to terms that the acceptance item finds.

Each reads the clause's facts (who is the subject of the modal verb, the modality) and the contract's
regime: a consumer's statutory right is a risk only where consumer law applies; a person's image or
health data only for an individual; a set-off or a tax indemnity only for the side that is paid.
"""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.analysis.checklist import Reading, Text
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.checklist_rights import HEALTH_DATA, PERSON_IMAGE
from chalicelib.analysis.judge import (
    BOTH_PARTIES_SUBJECT,
    Context,
    Verdict,
    _acceptance,
    _holder,
    _other_than,
)
from chalicelib.analysis.judge_data import personal_data
from chalicelib.analysis.judge_precision import paid_offer_acceptance
from chalicelib.analysis.judge_work import (
    blanket_acknowledgement,
    disguised_employment,
    open_scope,
    terms_secrecy,
)
from chalicelib.clauses import BOTH, Facts, role_key
from chalicelib.clauses.lemmas import analyzer
from chalicelib.models import Severity

_CYRILLIC = regexes.compile(r"[а-яё]")

# --- consumer rights ----------------------------------------------------------------------------------

_REFUND_BAN = regexes.compile(
    r"не (?:возвраща|подлеж\w* возврат|компенсир)|возврат\w*[^.;]{0,60}не (?:подлеж|производ|осуществля|предусм|допуска)"
)
# "Стороны не вправе ...", "каждая из сторон": a term for both (the facts' own test misses a negated modal).
_MUTUAL = regexes.compile(BOTH_PARTIES_SUBJECT + r"|взаимн")
_GOODS = regexes.compile(r"товар|издели|продукци|обмен")
_RETURN = regexes.compile(r"обмен|возврат|вернуть")
_QUALITY = regexes.compile(r"претензи|качеств|недостат|дефект|брак")
_CLAIM = regexes.compile(r"претензи|требовани\w* (?:о|об|по|в связи)|рекламаци")
_UNUSED_ONLY = regexes.compile(r"употреблени|использовани|эксплуатаци|товарн\w* вид|упаковк|без следов")
_STORE_CREDIT = regexes.compile(
    r"(?:в виде|в форме|путем|путём|посредством|через)\s+(?:[а-яё]+\s+){0,2}?(?:бонус|балл|сертификат|депозит|внутренн\w* (?:сч|баланс|валют)|личн\w* (?:сч|баланс|кабинет)|купон|промокод|скидк|кредит\w* магазин)"
)
_STORE_CREDIT_NOTE = Text(
    "Потребителю возвращают деньги, а не бонусы, сертификаты или баланс у продавца (ст. 18, 22, 23.1, 32 ЗоЗПП): условие о возврате только «внутренней валютой» ущемляет его права и ничтожно (ст. 16 ЗоЗПП).",
    "A consumer is owed money back, not bonuses, vouchers or a balance with the seller; a term allowing only store credit is void.",
)
_STORE_CREDIT_ADVICE = Text(
    "Требуйте возврат деньгами тем же способом, которым платили, в течение 10 дней (ст. 22 ЗоЗПП); бонусы или сертификат — только по вашему выбору.",
    "Demand the money back by the means you paid, within 10 days; bonuses or vouchers only if you choose them.",
)
_WITHDRAWAL_NOTE = Text(
    "Потребитель вправе отказаться от договора в любое время, оплатив только фактически понесённые исполнителем расходы (ст. 32 ЗоЗПП, ст. 782 ГК РФ): условие, ограничивающее это право, ничтожно (ст. 16 ЗоЗПП).",
    "A consumer may withdraw at any time paying only the provider's actual costs; a term restricting this is void.",
)
_WITHDRAWAL_ADVICE = Text(
    "Исключить условие: отказаться от договора можно в любой момент, уведомив исполнителя; удержать можно только фактически понесённые расходы (ст. 32 ЗоЗПП), остальное — вернуть.",
    "Remove the term: you may withdraw at any time by notice; only the provider's actual costs may be kept.",
)
_REFUND_NOTE = Text(
    "Невозврат оплаченного при отказе потребителя от договора ничтожен: вернуть нужно всё, кроме фактических расходов исполнителя (ст. 16, 32 ЗоЗПП).",
    "Keeping a consumer's money on withdrawal is void: all but actual costs must be returned.",
)
_REFUND_ADVICE = Text(
    "Потребуйте вернуть оплату за вычетом фактически понесённых расходов исполнителя (ст. 32 ЗоЗПП); подайте письменное заявление об отказе и сохраните чеки.",
    "Ask for a refund less the provider's actual costs; send a written notice of withdrawal and keep receipts.",
)
_RETURN_NOTE = Text(
    "Покупатель-потребитель вправе обменять или вернуть товар надлежащего качества в течение 14 дней, а купленный дистанционно — в течение 7 дней (ст. 25, 26.1 ЗоЗПП), товар с недостатками — в гарантийный срок (ст. 18 ЗоЗПП).",
    "A consumer may exchange or return goods within the statutory periods and goods with defects within the warranty period.",
)
_RETURN_ADVICE = Text(
    "Исключить условие: обмен и возврат — в сроки ст. 25, 26.1 ЗоЗПП (кроме товаров из перечня Правительства), требования по недостаткам — по ст. 18 ЗоЗПП.",
    "Remove the term: exchanges and returns within the statutory periods; defect claims as the law provides.",
)
_CLAIMS_NOTE = Text(
    "Потребитель вправе заявить о недостатках в гарантийный срок, а если он не установлен — в течение двух лет, о скрытых и существенных — и позже (ст. 19, 29 ЗоЗПП); более короткий срок для претензий ничтожен (ст. 16 ЗоЗПП).",
    "A consumer may claim defects within the warranty period, or within two years when there is none; a shorter period is void.",
)
_CLAIMS_ADVICE = Text(
    "Исключить условие: претензии по качеству принимаются в гарантийный срок (а без него — в течение двух лет) по ст. 19, 29 ЗоЗПП; недостатки фиксируйте письменно.",
    "Remove the term: quality claims are accepted within the warranty period (two years without one); record defects in writing.",
)


def consumer_rights(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A restriction of the consumer's own statutory rights: only under consumer law, only when it binds
    the consumer (not a ban on the business, not a mutual term), and not where another item already reads
    the same refund ban for the consumer (prepayment)."""
    regime = ctx.regime
    if regime is None or regime.party != "consumer" or not _CYRILLIC.search(lower):
        return Verdict(False)
    mutual = facts.actor == BOTH or _MUTUAL.search(lower)
    if mutual or (facts.actor is not None and ctx.side is not None and facts.actor != ctx.side):
        return Verdict(False)
    reading = _consumer_reading(lower, facts.modality == "no_refund")
    if reading is None:
        return Verdict(False)
    return Verdict(True, ctx.other, "high", *reading)


def _consumer_reading(lower: str, no_refund: bool) -> tuple[Text, Text] | None:
    """The statutory right a clause cuts down (refund, return of goods, defect claims, withdrawal): the
    note and the advice; None for a refund ban the prepayment item reads."""
    if _STORE_CREDIT.search(lower):
        return _STORE_CREDIT_NOTE, _STORE_CREDIT_ADVICE
    if _CLAIM.search(lower) and _QUALITY.search(lower) and not _UNUSED_ONLY.search(lower):
        return _CLAIMS_NOTE, _CLAIMS_ADVICE
    if _GOODS.search(lower) and _RETURN.search(lower):
        return _RETURN_NOTE, _RETURN_ADVICE
    if _REFUND_BAN.search(lower):
        if no_refund or CHECKLIST_BY_ID["prepayment"].first_match_lower(lower) is not None:
            return None
        return _REFUND_NOTE, _REFUND_ADVICE
    return _WITHDRAWAL_NOTE, _WITHDRAWAL_ADVICE


# --- a person's image, health data, freedom -----------------------------------------------------------

# A person's health data and a person's image, as the item's patterns read them: "медицинских изображений"
# that a program shows or exports are neither (they are the data the software handles, not the reader's).
_HEALTH = regexes.compile(HEALTH_DATA)
_IMAGE = regexes.compile(PERSON_IMAGE)
_ADVERTISING = regexes.compile(r"реклам|продвижени|маркетинг|социальных сетях|публикац")
# A consent to an image or a right to use it ("даёт согласие на видеосъёмку", "вправе использовать фото").
_IMAGE_GRANT = regexes.compile(
    r"согласи|соглаша|разреша|не возража|вправе|может|могут|имеет право|оставляет за собой право|да[её]т право|предоставля\w*[^.;]{0,40}прав|использ|размещ|обнарод"
)
_FREEDOM = regexes.compile(
    r"(?:изыма|изъят|забира|сдает|сдава|сдать)\w*[^.;]{0,40}(?:телефон|средств\w* связи|гаджет|смартфон)|полиграф|личн\w* (?:вещ|сумк|багаж)|передвижени|выход\w* за пределы|покидать|тайн|переписк|переговор|сообщени|принуждени|принудительн|досмотр|обыск"
)
_WRITTEN_CONSENT = regexes.compile(r"письменн\w* (?:форме )?согласи|отдельн\w* (?:письменн\w* )?согласи")
_HEALTH_NOTE = Text(
    "Сведения о здоровье — специальная категория персональных данных: их обрабатывают только с отдельного письменного согласия (ч. 4 ст. 9, ст. 10 152-ФЗ) и только для названной цели.",
    "Health data is a special category of personal data: it may be processed only with separate written consent and for a stated purpose.",
)
_HEALTH_ADVICE = Text(
    "Дать согласие на обработку сведений о здоровье отдельным письменным документом, с перечнем сведений, целью и сроком; запретить их передачу третьим лицам; согласие можно отозвать (ст. 9 152-ФЗ).",
    "Give consent to processing health data in a separate written document listing the data, purpose and period; bar sharing with third parties; you may withdraw it.",
)
_IMAGE_NOTE = Text(
    "Изображение гражданина используется только с его согласия (ст. 152.1 ГК РФ); согласие на рекламу и публикацию — отдельное решение, которое можно не давать.",
    "A person's image may be used only with their consent; consent to advertising or publication is a separate choice.",
)
_IMAGE_ADVICE = Text(
    "Ограничить съёмку целями договора (без рекламы и публикации, если вы против), указать срок использования; согласие на обнародование изображения можно отозвать (ст. 152.1 ГК РФ).",
    "Limit filming to the contract's purposes (no advertising or publication unless you agree) with a period of use; consent may be withdrawn.",
)
_FREEDOM_NOTE = Text(
    "Свобода передвижения, тайна переписки и неприкосновенность личности не ограничиваются договором (ст. 22, 23, 27 Конституции РФ; ст. 150 ГК РФ): такое условие ничтожно, а принуждение недопустимо.",
    "Freedom of movement, the secrecy of correspondence and personal integrity cannot be limited by contract; coercion is unlawful.",
)
_FREEDOM_ADVICE = Text(
    "Исключить условие целиком: договор не может ограничивать передвижение, разрешать досмотр, чтение переписки или меры принуждения.",
    "Remove the term entirely: a contract cannot restrict movement, allow searches, reading of correspondence or coercion.",
)


def personal_rights(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A person's own rights given away: only when the reader is an individual (a consumer, an employee, a
    private person); a ban on the business ("Исполнитель не вправе использовать изображение") protects."""
    if not _CYRILLIC.search(lower) or not _reader_is_person(ctx):
        return Verdict(False)
    if _protects_the_reader(facts, ctx):
        return Verdict(False)
    other = ctx.other
    if _FREEDOM.search(lower):
        return Verdict(True, other, "high", _FREEDOM_NOTE, _FREEDOM_ADVICE)
    if _HEALTH.search(lower):
        severity: Severity = "medium" if _WRITTEN_CONSENT.search(lower) else "high"
        return Verdict(True, other, severity, _HEALTH_NOTE, _HEALTH_ADVICE)
    if _IMAGE.search(lower) and (_IMAGE_GRANT.search(lower) or _ADVERTISING.search(lower)):
        severity = "high" if _ADVERTISING.search(lower) else "medium"
        return Verdict(True, other, severity, _IMAGE_NOTE, _IMAGE_ADVICE)
    return Verdict(False)


def _protects_the_reader(facts: Facts, ctx: Context) -> bool:
    """A ban on the business ("Исполнитель не вправе использовать изображение"), or the person's own right
    ("Заказчик вправе размещать фото"): no right given away."""
    if facts.modality == "prohibition":
        return facts.actor not in (None, ctx.side)
    return facts.modality == "right" and facts.actor is not None and facts.actor == ctx.side


def _reader_is_person(ctx: Context) -> bool:
    if ctx.regime is not None and ctx.regime.party in ("consumer", "labour"):
        return True
    party = ctx.roles.get(ctx.side) if ctx.side else None
    return bool(party and party.individual)


# --- pay at the other side's discretion, set-off, tax indemnity ---------------------------------------

_WHOSE = regexes.compile(
    r"(?:усмотрению|претензий|замечаний|рекламаций|решению)\s+(?:со стороны\s+)?([а-яё]{4,})"
)
# "вознаграждение Исполнителя", "оплата услуг Исполнителя", "выплата в пользу Агента": up to three words on.
_RECIPIENT = regexes.compile(
    r"(?<![а-яё])(?:вознагражден|оплат|выплат|гонорар|преми|бонус)\w*((?:\s+[а-яё]+){1,3})"
)
_SET_OFF = regexes.compile(r"уменьш|удерж|зачест|зачет|зачит|засчит|вычест|вычит|вычет|списа|списыва")
_SANCTION = regexes.compile(r"неустойк|штраф|\bпен(?:и|ей|ю)\b|убытк|санкци|ущерб")
_TAX = regexes.compile(
    r"406\.1|доначислен|налогов\w* (?:потер|претензи|риск|санкци|недоимк)|(?:вычет|возмещени)\w* (?:ндс|налог)"
)
_ACCEPTANCE = regexes.compile(r"приемк|приняти|принять")
SET_OFF = Reading(
    "set_off",
    Text("Удержание санкций из оплаты", "Penalties withheld from payment"),
    Text(
        "Плательщик сам решает, что санкция начислена, и удерживает её из оплаты: спор о неустойке оборачивается неоплатой, а доказывать приходится получателю денег.",
        "The payer decides alone that a penalty is due and keeps it out of the payment: the one who is paid has to sue for it.",
    ),
)
_SET_OFF_ADVICE = Text(
    "Разрешить удержание только неустойки, признанной вами письменно или взысканной судом; исключить удержание убытков и штрафов, размер которых плательщик определяет сам; сохранить срок оплаты остальной суммы.",
    "Allow withholding only of penalties you admit in writing or a court awards; no withholding of damages the payer assesses itself; the rest is paid on time.",
)
TAX_INDEMNITY = Reading(
    "tax_indemnity",
    Text("Возмещение налоговых потерь", "Tax indemnity"),
    Text(
        "Вы обещаете возместить другой стороне доначисленные налоги, пени и отказ в вычетах по её налоговым проверкам (ст. 406.1 ГК РФ) — независимо от вашей вины и без предела суммы.",
        "You promise to cover the other side's additional taxes, interest and refused deductions after its tax audits, regardless of fault and without a limit.",
    ),
)
_TAX_ADVICE = Text(
    "Ограничить возмещение: только потери из-за доказанного нарушения вами налоговых обязанностей, подтверждённые вступившим в силу решением налогового органа, с пределом суммы и правом участвовать в обжаловании.",
    "Limit the indemnity to losses caused by your proven breach, confirmed by a final tax decision, with a cap and a right to join the appeal.",
)
_PAY_WHEN_PAID = regexes.compile(
    r"(?:получения|поступления)[^.;]{0,40}(?:денежных средств|оплаты)[^.;]{0,30}от "
)
_PAY_WHEN_PAID_NOTE = Text(
    "Оплата зависит от того, заплатит ли плательщику его собственный клиент: риск чужой неоплаты переложен на вас.",
    "Payment depends on the payer's own client paying it: the risk of someone else's default is put on you.",
)
_PAY_WHEN_PAID_ADVICE = Text(
    "Установить твёрдый срок оплаты (например, 30 дней после приёмки) независимо от расчётов плательщика с третьими лицами.",
    "Set a fixed payment date (e.g. 30 days after acceptance) regardless of the payer's dealings with third parties.",
)
_DISCRETION = regexes.compile(
    r"усмотрени|претензий|замечаний|рекламаций|самостоятельно|единолично|одностороннем|решени|уменьшить|снизить|не выплач|лишить|отказать в выплате|удовлетвор|устраива|одобр"
)
_CEILING_NOTE = Text(
    "Назван только верхний предел оплаты: сколько заплатят на самом деле, решает плательщик.",
    "Only a ceiling is stated: the payer decides how much is actually paid.",
)
_CEILING_ADVICE = Text(
    "Указать твёрдую сумму или формулу расчёта (ставка × объём) и минимальный размер оплаты; условия снижения — только по названным в договоре основаниям.",
    "State a fixed sum or a formula (rate × volume) and a minimum; any reduction only on grounds the contract names.",
)
_DISCRETION_NOTE = Text(
    "Размер оплаты или сама оплата зависят от решения другой стороны.",
    "Whether and how much is paid depends on the other side's decision.",
)
_ACCEPTANCE_ADVICE = Text(
    "Установить объективные основания отказа от приёмки (несоответствие спецификации, ГОСТ, образцу), срок мотивированного отказа и оплату принятого; исключить отказ «по усмотрению» и «без объяснения причин».",
    "Set objective grounds for rejection (non-conformity with the specification), a period for a reasoned rejection and payment for what is accepted.",
)


def pay_discretion(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Pay, its acceptance or its amount left to the payer; the payer's set-off of sanctions; a tax
    indemnity. Each favours the payer (the indemnity: the party indemnified), so it is a risk for the side
    that is paid."""
    if not _CYRILLIC.search(lower) or facts.actor == BOTH:
        return Verdict(False)
    if _TAX.search(lower):
        bearer = facts.actor if facts.modality in ("duty", "statement") else None
        favours = _other_than(bearer, ctx) if bearer else _payer(ctx)
        return Verdict(True, favours, "medium", None, _TAX_ADVICE, reading=TAX_INDEMNITY)
    holder = (
        _named_after(lower, ctx)
        or (facts.actor if facts.modality == "right" else None)
        or _other_than(_recipient(lower, ctx), ctx)
        or _payer(ctx)
    )
    if _SET_OFF.search(lower) and _SANCTION.search(lower):
        return Verdict(True, holder, "medium", None, _SET_OFF_ADVICE, reading=SET_OFF)
    severity, note, advice = _pay_reading(lower)
    return Verdict(True, holder, severity, note, advice)


def _pay_reading(lower: str) -> tuple[Severity, Text, Text | None]:
    """Acceptance at discretion, pay when the payer is paid, pay at discretion, or only a ceiling."""
    if _ACCEPTANCE.search(lower):
        return "high", _DISCRETION_NOTE, _ACCEPTANCE_ADVICE
    if _PAY_WHEN_PAID.search(lower):
        return "medium", _PAY_WHEN_PAID_NOTE, _PAY_WHEN_PAID_ADVICE
    if _DISCRETION.search(lower):
        return "high", _DISCRETION_NOTE, None
    return "medium", _CEILING_NOTE, _CEILING_ADVICE


def _named_after(lower: str, ctx: Context) -> str | None:
    """The party whose discretion or claims decide ("по усмотрению Заказчика", "претензий Покупателя")."""
    for m in _WHOSE.finditer(lower):
        key = ctx.roles.key_of(m.group(1)) or role_key(m.group(1))
        if key in ctx.roles.keys:
            return key
    return None


def _recipient(lower: str, ctx: Context) -> str | None:
    """The party a payment is owed to, named after it ("вознаграждение Исполнителя", "оплата Поставщику")."""
    for m in _RECIPIENT.finditer(lower):
        for word in m.group(1).split():
            key = ctx.roles.key_of(word) or role_key(word)
            if key in ctx.roles.keys:
                return key
    return None


def _payer(ctx: Context) -> str | None:
    """The party that bears most duties to pay (the customer, the buyer), when the contract shows one."""
    payments = ctx.roles.payments
    if not payments:
        return None
    best = max(payments, key=lambda k: payments[k])
    return best if list(payments.values()).count(payments[best]) == 1 else None


# --- unlimited liability (Russian): a risk for the party that bears it -------------------------------


def uncapped_liability(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Full liability restates the Civil Code's default for both sides; put on one side only (often the
    supplier in a buyer's form, with penalties on top) it is a risk for that side, and protection for the
    other. English reviews keep their every-kind reading."""
    if not _CYRILLIC.search(lower):
        return Verdict(True, favours=_holder(facts))
    if facts.actor == BOTH:
        return Verdict(False)
    bearer = _liable(lower, ctx)
    return Verdict(True, _other_than(bearer, ctx) if bearer else None)


# Who answers in full: "Поставщик несёт полную ответственность", "возмещаются в полном объёме Дилером".
_LIABLE_SUBJECT = regexes.compile(
    r"([а-яё]{4,})\s+(?:\w+\s+)?(?:несет|несут|отвечает|обязан\w* возместить|возмещает)[^.;]{0,40}(?:полн|ответственност|убытк)"
)
_LIABLE_AGENT = regexes.compile(
    r"(?:возмещ|уплач|выплач|компенсир)\w*[^.;]{0,40}?(?:в полном объеме\s+)?([а-яё]{4,}(?:ом|ем|ой|ей))\b"
)


def _liable(lower: str, ctx: Context) -> str | None:
    """The party that answers without a limit: the one named as paying, else the subject of "несёт"."""
    for rx in (_LIABLE_AGENT, _LIABLE_SUBJECT):
        for m in rx.finditer(lower):
            key = ctx.roles.key_of(m.group(1)) or role_key(m.group(1))
            if key in ctx.roles.keys:
                return key
    return None


# --- deemed consent to terms (found by the acceptance item) -------------------------------------------

_TERMS = regexes.compile(r"услови|оферт|правил|редакци|изменени|соглашени|регламент|тариф|договор")
_CONSENTS = regexes.compile(r"согласи|согласн|согласен|акцепт|принят|присоединени")
_CONDUCT = regexes.compile(
    r"использовани|пользовани|продолжени|начал|оплат|регистрац|установк|отметк|нажати|молчани|отсутстви\w* (?:возражени|отказ)|не направ|не заяв|конклюдентн|совершени"
)
# An act of work, goods or services being accepted: the acceptance item's own case.
_ACT_OF_WORK = regexes.compile(
    r"\bакт\w*|работ\w*|товар\w*|услуг\w* (?:считаются |считается )?(?:оказанн|принят)|оказанн|выполненн|результат|отчет|издели|поставк|упд\b"
)
_CONSENT_OF = regexes.compile(
    r"(?:согласи|согласн|акцепт|принятие|присоединени)\w*\s+(?:со стороны\s+)?([а-яё]{4,})"
)
_CHANGES = regexes.compile(r"изменени|нов\w* редакци|обновлени|дополнени")
DEEMED_CONSENT = Reading(
    "deemed_consent",
    Text("Согласие молчанием или действиями", "Consent by silence or conduct"),
    Text(
        "Согласие с условиями выводится из ваших действий (начала или продолжения пользования, оплаты) или молчания: вы связаны текстом, который могли не видеть, а изменения вступают в силу без вашей подписи.",
        "Consent to terms is inferred from conduct (starting or continuing to use, paying) or silence: you are bound by text you may not have seen, and changes take effect without your signature.",
    ),
)
_CONSENT_ADVICE = Text(
    "Перед оплатой или началом пользования сохраните действующую редакцию условий (файл, скриншот с датой); условия, на которые договор лишь ссылается, попросите приложить.",
    "Before paying or starting to use, save the current terms (a dated file or screenshot); ask that terms the contract only refers to be attached.",
)
_CHANGES_ADVICE = Text(
    "Изменения — только письменным соглашением или с уведомлением за 30 дней и правом отказаться от договора с возвратом оплаты за неиспользованный период; молчание и продолжение пользования не должны означать согласие.",
    "Changes only by written agreement, or on 30 days' notice with a right to withdraw and a refund for the unused period; silence or continued use must not count as consent.",
)
_CONSUMER_CHANGES_NOTE = Text(
    "С потребителем условия договора нельзя изменить в одностороннем порядке (ст. 310 ГК РФ, ст. 16 ЗоЗПП): продолжение пользования не делает такое изменение обязательным.",
    "A consumer contract cannot be changed unilaterally: continued use does not make such a change binding.",
)
_CHANGES_NOTE = Text(
    "Изменения условий вступают в силу без вашего подписанного согласия.",
    "Changes of the terms take effect without your signed consent.",
)


def deemed_consent_or_acceptance(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The acceptance item's verdict; a clause that infers consent to terms (not the acceptance of work,
    goods or an act) from conduct or silence gets its own reading: acceptance of an offer by conduct is
    lawful (ст. 438 ГК РФ) and low, consent to later changes by silence or continued use is medium, and
    high against a consumer."""
    if not is_deemed_consent(lower):
        return _acceptance(facts, lower, ctx)
    if paid_offer_acceptance(lower):
        return Verdict(False)  # the offer accepted by paying for it: how the contract is made
    consenter = _consenter(facts, lower, ctx)
    favours = _other_than(consenter, ctx) if consenter else None
    consumer = ctx.regime is not None and ctx.regime.party == "consumer"
    weight = _tacitness(lower)
    if _CHANGES.search(lower):
        note = _CONSUMER_CHANGES_NOTE if consumer else _CHANGES_NOTE
        severity: Severity = "high" if consumer else "medium"
        return Verdict(True, favours, severity, note, _CHANGES_ADVICE, weight=weight, reading=DEEMED_CONSENT)
    return Verdict(True, favours, "low", None, _CONSENT_ADVICE, weight=weight, reading=DEEMED_CONSENT)


# How much consent read from mere conduct outweighs consent given by an express act (and the other way).
TACIT_CONSENT_WEIGHT = 2
# An express act of assent (a button, a tick, a registration form, a signature) ...
_EXPRESS_ASSENT = regexes.compile(
    r"нажати|кнопк|отметк|галочк|чекбокс|проставлени|регистрац|подписани|подписыва|электронн\w* подпис"
)
# ... and the conduct that is no act of assent at all: using, continuing to use, silence.
_MERE_CONDUCT = regexes.compile(
    r"(?:фактическ\w*|любое|продолжени\w*|начал\w*)\s+(?:[а-яё]+\s+){0,2}?(?:использовани|пользовани)"
    r"|молчани|бездействи|отсутстви\w* (?:возражени|отказ)|не направ|не заяв"
)


def _tacitness(lower: str) -> int:
    """How far a deemed consent is from an act of assent: consent read from mere use or silence ranks above
    a click or a registration, which is the reader's own express step (an offer accepted, ст. 438 ГК РФ)."""
    if _MERE_CONDUCT.search(lower):
        return TACIT_CONSENT_WEIGHT
    return -TACIT_CONSENT_WEIGHT if _EXPRESS_ASSENT.search(lower) else 0


def _consenter(facts: Facts, lower: str, ctx: Context) -> str | None:
    """Whose consent is inferred: the party named after the consent ("согласие Заказчика", "принятие
    Пользователем"), else the sentence's subject."""
    for m in _CONSENT_OF.finditer(lower):
        key = ctx.roles.key_of(m.group(1)) or role_key(m.group(1))
        if key in ctx.roles.keys:
            return key
    return facts.actor if facts.actor != BOTH else None


def is_deemed_consent(lower: str) -> bool:
    """Consent to terms inferred from conduct or silence, with no act of work or goods in the sentence."""
    return bool(
        _CONSENTS.search(lower)
        and _TERMS.search(lower)
        and _CONDUCT.search(lower)
        and not _ACT_OF_WORK.search(lower)
    )


# --- notices deemed received ------------------------------------------------------------------------------

# The party a notice reaches: after "received/brought to the attention of" («считается полученным
# Заемщиком», «доведённым до сведения Клиента»), or in the dative after "sent/addressed" («направленное
# Клиенту»); the instrumental after "sent" names the sender («направленное Банком»).
_NOTICE_REACHES = regexes.compile(
    r"(?:полученн|доставленн|врученн|прочитанн|уведомленн|извещенн|ознакомленн|до (?:сведения|ведома))\w*\s+(?:[а-яё]+\s+){0,2}?([а-яё]{4,})"
)
_NOTICE_SENT = regexes.compile(
    r"(?:направленн|отправленн|адресованн|размещенн|опубликованн)\w*\s+(?:[а-яё]+\s+){0,2}?([а-яё]{4,})"
)
# Who bears the risk of not receiving: «риск неполучения … несёт Заемщик».
_NON_RECEIPT_BEARER = regexes.compile(
    r"риск\w*[^.;]{0,100}(?:нес[её]т|лежит на|возлага\w* на)\s+([а-яё]{4,})"
)
_EN_NOTICE_TO = regexes.compile(
    r"(?:notices?|communications?|notifications?) (?:to|for) (?:the )?([a-z]+)|deemed (?:to have been )?received by (?:the )?([a-z]+)"
)
_EN_YOU = regexes.compile(r"\byou\b|\byour\b")
_NOTICE_MUTUAL = regexes.compile(
    r"кажд\w+ из сторон|любой из сторон|любая из сторон|обе стороны|сторонами друг другу|стороны (?:направляют|обмениваются)|either party|each party|both parties|the parties"
)
_MUTUAL_NOTICE_NOTE = Text(
    "Правило одинаково для обеих сторон, но чаще уведомления направляет та сторона, что управляет договором.",
    "The rule binds both parties alike, though notices mostly run from the party that runs the contract.",
)


def deemed_notice(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A notice deemed received without receipt burdens whoever receives it: the party the sentence names
    as reached, else the other party than the sender; for both parties alike it is low."""
    recipient = _notice_recipient(lower, ctx)
    if recipient is None and _NOTICE_MUTUAL.search(lower):
        return Verdict(True, None, "low", _MUTUAL_NOTICE_NOTE)
    if recipient is None and not _CYRILLIC.search(lower) and _EN_YOU.search(lower):
        recipient = _receiver_of_service(ctx)
    return Verdict(True, _other_than(recipient, ctx) if recipient else None)


def _notice_recipient(lower: str, ctx: Context) -> str | None:
    for m in _NON_RECEIPT_BEARER.finditer(lower):
        key = ctx.roles.key_of(m.group(1))
        if key in ctx.roles.keys:
            return key
    for m in _NOTICE_REACHES.finditer(lower):
        key = ctx.roles.key_of(m.group(1))
        if key in ctx.roles.keys:
            return key
    for m in _NOTICE_SENT.finditer(lower):
        word = m.group(1)
        key = ctx.roles.key_of(word)
        if key in ctx.roles.keys:
            return _other_than(key, ctx) if _case_of(word) == "ablt" else key
    for m in _EN_NOTICE_TO.finditer(lower):
        key = ctx.roles.key_of(m.group(1) or m.group(2))
        if key in ctx.roles.keys:
            return key
    return None


def _case_of(word: str) -> str | None:
    """The instrumental or the dative, when the analyser reads the word only one of those ways."""
    tags = {str(p.tag) for p in analyzer().parse(word.replace("ё", "е"))}
    if any("ablt" in t for t in tags) and not any("datv" in t for t in tags):
        return "ablt"
    return "datv" if any("datv" in t for t in tags) else None


def _receiver_of_service(ctx: Context) -> str | None:
    """ "You" in English terms of service: the weaker main party (the user or customer)."""
    weaker = ctx.roles.weaker
    return weaker.key if weaker is not None else None


# --- charges without an order for each payment ---------------------------------------------------------------

# Whose card or account is debited: the party named after it («с карты Клиента», «со счета Заемщика»), or
# the party that consents («Клиент даёт согласие на списание»).
_MEANS_OF = regexes.compile(
    r"(?:карт\w*|сч[её]т\w*|кошел[её]к\w*|кошельк\w*|средств\w*)\s+(?:[а-яё]+\s+){0,2}?([а-яё]{4,})"
)
_CONSENTING = regexes.compile(
    r"([а-яё]{4,})\s+(?:[а-яё]+\s+){0,2}?(?:да[её]т|предоставляет|выражает|подтверждает|поручает)"
)
_EN_YOUR_MEANS = regexes.compile(r"\byour\b|\byou authori[sz]e\b|\bthe (?:user|customer|subscriber)'?s?\b")


def recurring_charges(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A standing consent to debit a card or account favours the party that charges: the payer is the party
    whose card it is or who consents; "your card" in English terms is the user's; else the consumer or the
    weaker party pays."""
    payer = _debited_party(lower, ctx)
    if payer is None:
        payer = _receiver_of_service(ctx)
    return Verdict(True, _other_than(payer, ctx) if payer else None)


def _debited_party(lower: str, ctx: Context) -> str | None:
    for pattern in (_MEANS_OF, _CONSENTING):
        for m in pattern.finditer(lower):
            key = ctx.roles.key_of(m.group(1))
            if key in ctx.roles.keys:
                return key
    if not _CYRILLIC.search(lower) and _EN_YOUR_MEANS.search(lower):
        return _receiver_of_service(ctx)
    return None


RIGHTS_RULES = {
    "consumer_rights": consumer_rights,
    "personal_rights": personal_rights,
    "pay_discretion": pay_discretion,
    "uncapped_liability": uncapped_liability,
    "acceptance": deemed_consent_or_acceptance,
    "deemed_notice": deemed_notice,
    "recurring_charges": recurring_charges,
    "personal_data": personal_data,
    "disguised_employment": disguised_employment,
    "open_scope": open_scope,
    "blanket_acknowledgement": blanket_acknowledgement,
    "terms_secrecy": terms_secrecy,
}
