# ruff: noqa: E501  (bilingual phrases and regular expressions read better unwrapped)
"""Side-aware verdicts: whom a candidate clause favours, and whether it is a risk for the report's side.

The checklist's patterns find candidate sentences; the clause model says who acts and how (right, duty,
exemption, no refund, deeming) and with which numbers. A verdict reads those facts:

- a right (terminate, change, assign ...) or an exemption favours the party that holds it;
- a duty to pay a sanction, an advance, or to keep secrets burdens the party that bears it: the subject of the
  verb of paying, the passive's agent («уплачивается Исполнителем», «взыскивается с Исполнителя»), else the
  other party of the one it runs to («в пользу Заказчика», «Заказчику уплачивается»);
- a ceiling favours the party whose liability, penalty or claims it limits against (a cap on X's claims
  against Y favours Y); a liability placed on a party burdens it; answering for one's subcontractors is the
  law (ст. 403 ГК РФ), no limitation;
- a clause that favours the report's side is not a risk for it (it is dropped, with a count in the stats);
- severity and advice follow the clause's own numbers (a rate already at 0.1 % a day is not "too high").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from chalicelib import regexes
from chalicelib.analysis.annexes import Annexes
from chalicelib.analysis.checklist import Reading, Text
from chalicelib.analysis.checklist_items import PART_OF_DAY, SHORT_CLAIM_WINDOW
from chalicelib.analysis.checklist_types import TYPES_SIDE_RISKS
from chalicelib.analysis.forum import court_at_home
from chalicelib.analysis.judge_precision import (
    only_for_business,
    own_credentials,
    paid_offer_acceptance,
    penalty_named_not_set,
)
from chalicelib.analysis.law import GOODS_KINDS
from chalicelib.analysis.predicates import (
    LARGE_SHARE,
    PASSIVE_AGENT,
    WAIVER,
    prepayment_predicate,
    refund_barred,
)
from chalicelib.analysis.regime import Regime
from chalicelib.clauses import BOTH, ContractModel, Facts, Party, Roles
from chalicelib.clauses.lemmas import WORD, analyzer, lemma
from chalicelib.clauses.vocabulary import ROLES
from chalicelib.models import Severity

NOTICE_DAYS_FAIR = 30
# A contract of 60 days cannot give 30 days' notice: a quarter of the term is the fair share there.
NOTICE_SHARE_OF_TERM = 4
# A cap on liability below this share of the price leaves the claim mostly unpaid.
CAP_SHARE_LOW = 0.1
DAILY_RATE_USUAL = 0.1
DAILY_RATE_HIGH = 0.5
# The Bank of Russia key rate (percent a year) that a penalty's yearly rate is read against (art. 333 ГК
# РФ: courts reduce a penalty clearly disproportionate to the breach, commonly measured against the key
# rate). 16.5 % since 24 Oct 2025; the deployed value is ``AnalysisSettings.key_rate_percent``.
KEY_RATE_PERCENT = 16.5
# A yearly rate this many times the key rate is what courts call clearly disproportionate.
KEY_RATE_MULTIPLE_EXCESSIVE = 2.0
# One side's daily rate at least this many times the other's: an asymmetric penalty.
ASYMMETRY_RATIO = 2.0
PAYMENT_DAYS_LONG = 20
# A fixed fine of half the contract price or more outweighs any usual loss from one breach.
FINE_SHARE_HIGH = 0.5
# With no price to compare, a fine a private person pays is heavy from about a month's median wage.
INDIVIDUAL_FINE_HIGH_RUB = 50_000
_ROUBLES = frozenset({"руб", "₽"})

# Who pays / bears: "с Арендатора взимается", "Покупатель уплачивает", "Заказчик обязан оплатить".
_BEARER_HINT = regexes.compile(
    r"\bс (\w+)\s+(?:взыскива|взима|удержива)|(\w+)\s+(?:уплачива|выплачива|оплачива|возмеща|несет)"
)
_BOILERPLATE = regexes.compile(
    r"не освобождает|освобождается от (?:уплаты|ответственности)[^.;]{0,40}если докажет|освобождаются от ответственности[^.;]{0,80}(?:непреодолимой|форс)"
    r"|соблюда\w* требовани|в соответствии с (?:действующим )?законодательством|согласно (?:действующему )?законодательству|не может превышать цену|\bесли иное не предусмотрено"
)
# A right named as a thing one party has: «право … принадлежит Исполнителю», «у Исполнителя есть право»,
# «Исполнителю предоставляется право».
_RIGHT_BELONGS = regexes.compile(
    r"право[^.;]{0,80}принадлежит\s+(?:только\s+|исключительно\s+)?([а-яё]{4,})|\bу\s+([а-яё]{4,})\s+(?:есть|имеется)\s+право"
    r"|([а-яё]{4,})\s+(?:предоставляется|принадлежит)\s+право"
)
_AT_WILL = regexes.compile(
    r"без объяснения причин|без указания причин|в любое время|в любой момент|по своему усмотрению|по собственному усмотрению"
    r"|without cause|for any reason|for no reason|at any time|sole discretion"
)
_ON_BREACH = regexes.compile(
    r"(?:в случае|при)[^.;]{0,40}(?:нарушени|просрочк|неоплат|неисполнени)|\bif\b[^.;]{0,40}(?:breach|fails?)"
)
# A breach of any term, not a named one (late payment, a missing document): the right is there at will in all
# but name, and heavier still when used without notice (no time to cure).
ANY_BREACH = regexes.compile(
    r"(?<!существенного )(?<!существенном )(?<!существенных )(?:нарушени|несоблюдени|невыполнени)\w*\s+(?:[а-яё]+\s+){0,2}?(?:любого|любых|какого-либо|каких-либо|одного из|услови|положени|правил|требовани|настоящ|договор|оферт|соглашени)(?![^.;]{0,30}(?:оплат|платеж|задолженн|внесени|срок|пункт|раздел|пп?\.|инструкци|приложени))"
    r"|(?:любом|любого|каком-либо|какого-либо) (?:нарушени|несоблюдени)|\bany (?:breach|violation)|(?:breach|violat)\w* (?:of )?any\b"
)
WITHOUT_NOTICE = regexes.compile(
    r"без (?:какого-либо |всякого )?(?:предварительн\w+ |письменн\w+ |дополнительн\w+ )*(?:уведомлени|предупреждени|извещени)|without (?:any )?(?:prior |advance )?(?:written )?notice"
)
_ON_BREACH_NOTE = Text(
    "Право возникает только при нарушении другой стороной: соблюдайте условия и сроки.",
    "The right arises only on a breach by the other party.",
)
_ANY_BREACH_NOTE = Text(
    "Право возникает при любом нарушении или без предупреждения: у вас нет срока, чтобы устранить нарушение.",
    "The right arises on any breach or without notice: you get no time to cure.",
)
_DISPUTE = regexes.compile(
    r"спор|иск|суд|арбитраж|подсудн|разноглас|претензи|применя\w*[^.;]{0,40}прав"
    r"|(?:регулиру|подчиня|толку)\w*[^.;]{0,80}(?:правом|законодательством|законами)|dispute|court|arbitrat|law"
)
# "Стороны несут ответственность согласно законодательству": restates the law, limits nothing.
_PER_LAW = regexes.compile(r"(?:согласно|в соответствии с)[^.;]{0,30}законодательств")
_SHARED_DATA = regexes.compile(
    r"третьим лицам|трансграничн|рассылк|партн[её]р|размещени|использовать (?:информацию|данные|сведения)"
)
_CONSENT_TO_ASSIGN = regexes.compile(
    r"согласие на[^.;]{0,30}уступк|(?<!не )вправе[^.;]{0,40}(?:уступ|переуступ)[^.;]{0,80}без[^.;]{0,20}согласия"
)
_TACIT = regexes.compile(
    r"счита(?:е|ю)тся|призна(?:е|ю)тся|(?:будет|будут) (?:считаться|признаваться|признан)|означает|является[^.;]{0,40}(?:принятием|акцептом|согласием)|не принимаются|не предъявляются"
    r"|не допускается|при отсутствии (?:возражений|претензий|замечаний|рекламаци)|в противном случае|безоговорочн|безусловн|конклюдентн|молчани|подтверждает (?:факт|согласие|принятие|получение)"
    r"|deemed|shall be treated as"
)
_DEEMED_PARTY = regexes.compile(
    r"(?<![а-яё])(?:принят|подписан|согласован|акцептован|утвержд[её]н|переданн|получен)\w*(?:/\w+)?\s+(?:со стороны\s+)?([а-яё]{4,})"
)
_SILENCE = regexes.compile(
    r"молчани|при отсутствии (?:возражений|претензий|замечаний|мотивированн)|не направ\w*[^.;]{0,40}(?:отказ|возражени)"
)
# The work, the services, the goods or the act deemed accepted or signed (or performed "надлежащим образом").
_DEEMED_PERFORMANCE = regexes.compile(
    r"(?:акт\w*|работ\w*|услуг\w*|товар\w*|результат\w*|отч[её]т\w*|этап\w*|продукци\w*|имуществ\w*|помещени\w*)"
    r"[^.;]{0,60}(?:счита(?:е|ю)тся|призна(?:е|ю)тся)[^.;]{0,40}(?:принят|подписан|согласован|выполнен|оказан|сданн|переданн|надлежащ)"
    r"|(?:счита(?:е|ю)тся|призна(?:е|ю)тся)[^.;]{0,40}(?:принят|подписан|выполнен|оказан)\w*[^.;]{0,60}(?:акт|работ|услуг|товар|результат|этап)"
)
# Deemed not done («услуги считаются не оказанными по вине Заказчика»): no acceptance of the work, which is
# the deeming the item ranks first.
_DEEMED_NOT_DONE = regexes.compile(
    r"(?:счита|призна)\w*\s+(?:[а-яё]+\s+)?не\s+(?:оказан|выполнен|принят|исполнен|сданн|переданн)"
)
# The reader's act (a payment, a signature, an acceptance) taken as confirming receipt, consent or no claims.
_CONFIRMED_BY_ACT = regexes.compile(
    r"(?:оплат|подписани|акцепт|регистраци)\w*[^.;]{0,80}(?:подтверждает|свидетельствует|означает)[^.;]{0,60}(?:получени|ознакомлен|согласи|отсутстви\w* (?:у \w+ )?претензий|надлежащ|принят)"
)
_EXPRESS_MOMENT = regexes.compile(
    r"(?:с момента|после|со дня|с даты|в день)\s+(?:[а-яё]+\s+){0,2}?подписани\w*\s+(?:[а-яё]+\s+){0,2}?акт|договор\w*\s+(?:[а-яё]+\s+)?счита\w*\s+заключ[её]нн"
)
_SHORT_CLAIM_WINDOW = regexes.compile(SHORT_CLAIM_WINDOW)
# What makes a deeming tacit: no signature, no objection, a refusal to sign, silence.
_NO_OBJECTION = regexes.compile(
    r"неподписани|не подпис|ненаправлени|не направ|непредставлени|не представ|отсутстви|не поступ|необоснованн\w* отказ|отказ\w* от подписания|уклон|молчани|не заяв|возражени|замечани"
)
# Accepting an offer (by payment, registration, use): how the contract is made, not acceptance of work.
_OFFER_ACCEPTANCE = regexes.compile(
    r"акцепт\w*[^.;]{0,40}оферт|оферт\w*[^.;]{0,60}акцепт|присоедин\w* к (?:договор|оферт|услови)|заключ[её]н\w*[^.;]{0,20}договор"
)
# A deeming that follows from the party's own inaction: silence, a missed deadline, no objection sent.
_DEEMED_ON_INACTION = regexes.compile(
    r"в противном случае|молчани|при (?:отсутствии|неполучении|непредставлении|ненаправлении|неподписании)"
    r"|если[^.;]{0,120}\bне (?:направ|предостав|заяв|подпиш|подписа|сообщ|представ|вернет|вернёт|возврат)"
    r"|(?:по истечении|по окончании)[^.;]{0,80}(?:считаю?тся|признае?тся|являю?тся)"
    r"|otherwise|failing which|if[^.;]{0,80}(?:does not|fails to)[^.;]{0,80}deemed"
)
_PERFORMANCE_MOMENT = regexes.compile(
    r"(?:обязанност|обязательств)\w*[^.;]{0,80}счита(?:е|ю)?тся (?:исполненн|выполненн)|(?:датой|моментом|днем)[^.;]{0,60}счита(?:е|ю)?тся"
)
# The seat of a party the contract may not name as a defined role: the business side of an offer.
_OTHER_ROLE_WORDS = frozenset(
    {
        "продавца",
        "исполнителя",
        "компании",
        "общества",
        "банка",
        "агента",
        "лицензиара",
        "займодавца",
        "арендодателя",
        "поставщика",
    }
)
_CYRILLIC = regexes.compile(r"[а-яё]")
# Force majeure by name or by its statutory marks (art. 401(3) ГК РФ: extraordinary, beyond the parties' will,
# impossible to foresee or prevent): an exemption every contract may state, not a limitation of liability.
_FORCE_MAJEURE = regexes.compile(
    r"непреодолимой силы|форс-?мажор|force majeure|помимо воли\w*(?: и желания)? сторон"
    r"|(?:нельзя|невозможно|не могл\w*|не мог) (?:было )?(?:разумными (?:способами|мерами) )?(?:предвидеть|предотвратить)"
    r"|чрезвычайн\w+ и непредотвратим"
)
# A stated ceiling (an amount, "не может превышать"): the sentence that carries a limitation's substance.
# A subject that is both parties ("Стороны вправе ...", "каждая из сторон"): no one side's right or duty.
BOTH_PARTIES_SUBJECT = r"^\W*(?:\d[\d.]*\s*)?стороны\s|кажд\w+ из сторон|любая из сторон|обе стороны"
# A ceiling on an amount: "не может превышать", "ограничивается", the participle "ограничена суммой / размером"
# and "несёт ответственность в пределах стоимости".
_CAP = regexes.compile(
    r"не может превышать|не превыша|ограничивается|максимальн\w* (?:выплат|размер|сумм)|совокупн\w* ответственност"
    r"|ограничен[аоы]?\s+(?:(?:общей|совокупной|максимальной)\s+)?(?:сумм|размер|стоимост|величин|цен)\w*"
    r"|ответственност\w*[^.;]{0,60}в пределах (?:суммы|стоимости|цены|размера)"
    r"|shall not exceed|in no event exceed"
)
_CONSENT = regexes.compile(
    r"(?:да[её]т|выражает|предоставляет)\s+(?:сво[её]\s+)?согласие|соглашается|уведомлен\w* и соглас"
)
# A forum named by the procedural role, not by the party: "по месту нахождения истца" favours whoever sues.
_CLAIMANT_SEAT = regexes.compile(r"по месту (?:нахождения|жительства|регистрации)\s+[«\"]?(?:\w+[- ])?истца")
_DEFENDANT_SEAT = regexes.compile(
    r"по месту (?:нахождения|жительства|регистрации)\s+[«\"]?(?:\w+[- ])?ответчика"
)
_CLAIMANT_NOTE = Text(
    "Спор рассматривается по месту нахождения истца, а иск, скорее всего, подаст другая сторона ({reason}): вам придётся судиться у неё.",
    "Disputes go to the claimant's court, and the other side is the likely claimant ({reason}): you would defend at its seat.",
)
_DEFENDANT_NOTE = Text(
    "Спор рассматривается по месту нахождения ответчика, а истцом, скорее всего, будете вы ({reason}): судиться придётся у другой стороны.",
    "Disputes go to the defendant's court, and you are the likely claimant ({reason}): you would sue at the other side's seat.",
)
_CLAIMANT_REASONS: dict[str, Text] = {
    "loan": Text("взыскание долга по займу", "recovery of the loan"),
    "prepaid": Text("возврат предоплаты при неисполнении", "recovery of an advance"),
    "consumer": Text("требования потребителя", "consumer claims"),
    "payment": Text("взыскание оплаты", "recovery of payment"),
}
# A forum the contract fixes (договорная подсудность, ст. 32 ГПК РФ, ст. 37 АПК РФ): a named court (an
# arbitrazh court of a city, region or republic; a district court), the seat of a party, a court of
# arbitration, a foreign law. A court named by kind only ("в арбитражном суде в установленном порядке")
# changes nothing the law would not give.
_JURISDICTION_BAD = regexes.compile(
    r"по месту (?:нахождения|регистрации|жительства)\s+[«\"]?(\w+)"
    r"|арбитражн\w*\s+суд\w*\s+(?!(?:в|по|с|со|на|и|или|а|но|при|для|после|до|только|лишь|без|если|путем|согласно|соответств\w*|установленн\w*|порядке|рф|российской|субъекта)\b)[а-яё]"
    r"|(?:районн|городск|миров)\w*\s+суд\w*\s+(?:г\.|город|\w+)|судебн\w* участ\w* №|третейск|международн\w* коммерческ|иностранн\w* прав"
    r"|(?:прав\w*|законодательств\w*|закон\w*)\s+(?:республики|государства|штата|англии|великобритании|соединенного королевства|сша|соединенных штатов|кипра|швейцарии|германии|сингапура|гонконга|китайской|кнр|эстонии|латвии|литвы|украины)"
    r"|суд\w*\s+(?:г\.|города)\s?[а-яё]|courts? of|arbitration"
    r"|арбитражн\w*\s+(?:центр|учреждени)|постоянно действующ\w*\s+арбитраж|\bмкас\b"
    r"|по месту (?:заключения|подписания|исполнения) (?:настоящего )?договора"
)
# Agent nouns name a person or a company (оператор, держатель, заказчик, клиент), not a place.
_AGENT_NOUN = ("тель", "чик", "щик", "тор", "ант", "ент", "ец")
# The claimant's court when no one can tell who will sue: whoever sues first brings the other to its court.
_CLAIMANT_SEAT_NOTE = Text(
    "Спор рассматривается по месту нахождения истца: другая сторона может подать иск в своём городе, и защищаться придётся там.",
    "Disputes go to the claimant's court: the other side can sue you at its own seat.",
)
# A mandatory pre-trial claim (претензионный порядок) with a reply deadline: the law's default is 30 days
# (ч. 5 ст. 4 АПК РФ); a few days to answer a claim is a trap for the side that receives it.
_CLAIM_PROCEDURE = regexes.compile(
    r"(?:ответ\w*|рассмотрени\w*|рассматрива\w*|рассмотре\w*)\s+(?:на\s+)?претензи"
    r"|претензи\w*[^.;]{0,40}(?:рассматрива|рассмотре|отвеча|ответ|удовлетвор)"
)
CLAIM_REPLY_DAYS_SHORT = 10
_SHORT_CLAIM_NOTE = Text(
    "Срок ответа на претензию — {days} дн.: за это время трудно проверить претензию и ответить, а после него спор сразу идёт в суд (по умолчанию закон даёт 30 дней, ч. 5 ст. 4 АПК РФ).",
    "Only {days} days to answer a pre-trial claim; the statutory default is 30 days.",
)
_SHORT_CLAIM_ADVICE = Text(
    "Увеличить срок ответа на претензию до 10–15 рабочих дней (или оставить законные 30 дней).",
    "Extend the claim reply period to 10-15 business days (or keep the statutory 30 days).",
)


# "Общий размер неустойки не может превышать 10 %": a ceiling on a penalty, not a penalty; it favours the payer.
_PENALTY_CAP = regexes.compile(
    r"(?:сумм|размер)\w* (?:неустойк|пен|штраф)\w*[^.;]{0,80}(?:не может превышать|не должн\w* превышать|не (?:может )?превыша|ограничива)"
)
# The ceiling's own figure ("не может превышать 5 % от суммы задолженности"): not a rate that is imposed.
_CAPPED_AT = regexes.compile(
    r"(?:не может превышать|не должн\w* превышать|не (?:может )?превыша\w*|ограничива\w*)[^.;\d]{0,30}\d[\d,.]*\s*(?:\([^)]{0,30}\)\s*)?(?:%|процент\w*)(?:\s+от\s+(?:сумм|стоимост|цен)\w*)?"
)
_PAYER_HINT = regexes.compile(
    r"(?:уплачиваем\w*|выплачиваем\w*|начисляем\w*|взыскиваем\w* с)\s+(\w+)|(?:неустойк|пен|штраф)\w*\s+(?:для\s+)?(\w+)"
)
_PENALTY_IMPOSED = regexes.compile(
    r"\d[\d,.]*\s*(?:%|процент)[^.;]{0,60}(?:за каждый|в день|от суммы|от стоимости)"
)
# The customer's statutory right to withdraw paying only the provider's actual costs (ст. 32 ЗоЗПП, ст. 782
# ГК РФ): the law's protection of the reader, never a risk to make "mutual".
_STATUTORY_WITHDRAWAL = regexes.compile(
    r"отказ\w* от (?:исполнения )?(?:настоящего )?(?:договора|услуг|оферты)[^.;]{0,160}(?:фактически (?:понесенн|понесённ|произведенн)|понесенных (?:им |исполнителем )?расходов)"
    r"|(?:фактически (?:понесенн|понесённ)\w* (?:им |исполнителем )?расход)[^.;]{0,160}отказ\w* от (?:исполнения )?(?:договора|услуг)"
    r"|ст(?:\.|атьей|атьи)\s*(?:32 (?:закона|зозпп)|782)"
)
# A fixed share kept or charged on withdrawal: "при отказе Заказчика от услуг удерживается 30 % стоимости".
WITHDRAWAL_FEE = regexes.compile(
    r"(?:при|в случае)\s+(?:одностороннего\s+|одностороннем\s+|досрочного\s+|досрочном\s+)?отказ\w*[^.;]{0,100}(?:удерж|взима|взыск|оплачива|уплачива|выплачива)\w*[^.;]{0,60}\d{1,3}(?:[.,]\d+)?\s?(?:\([^)]{0,30}\)\s?)?(?:%|процент)"
    r"|(?:удерж|взима|взыск)\w*[^.;]{0,40}\d{1,3}(?:[.,]\d+)?\s?(?:\([^)]{0,30}\)\s?)?(?:%|процент)[^.;]{0,80}(?:при|в случае)[^.;]{0,30}отказ"
)
_WITHDRAWING = regexes.compile(r"отказ\w*\s+(?:[а-яё]+\s+){0,1}?([а-яё]{4,})\s+от\b|отказ\w*\s+([а-яё]{4,})")
_WITHDRAWAL_FEE_NOTE = Text(
    "За отказ от договора удерживается фиксированная доля цены, хотя отказавшийся заказчик по закону возмещает только фактически понесённые исполнителем расходы (ст. 782 ГК РФ, ст. 32 Закона о защите прав потребителей).",
    "A fixed share of the price is kept on withdrawal, while the law lets the customer withdraw paying only the provider's actual costs.",
)
_WITHDRAWAL_FEE_B2B_NOTE = Text(
    "За отказ от договора удерживается фиксированная доля цены. Между предпринимателями плата за отказ допустима (ст. 310 ГК РФ), но без такого условия отказавшийся возмещал бы только фактические расходы исполнителя (ст. 782 ГК РФ).",
    "A fixed share of the price is kept on withdrawal; without the clause only the provider's actual costs would be due.",
)
_WITHDRAWAL_FEE_ADVICE = Text(
    "Заменить фиксированный процент возмещением документально подтверждённых расходов исполнителя на дату отказа.",
    "Replace the fixed percentage with the provider's documented costs at the date of withdrawal.",
)
_WITHDRAWAL_AS_BREACH = regexes.compile(
    r"отказ\w* (?:[а-яё]+ )?от (?:исполнения )?(?:договора|услуг|оферты|работ)[^.;]{0,100}(?:является|признается|считается|расценивается как) (?:существенным |грубым )?нарушением"
)
_WITHDRAWAL_AS_BREACH_NOTE = Text(
    "Законное право заказчика отказаться от договора (ст. 782 ГК РФ, ст. 32 ЗоЗПП) превращено в нарушение с санкциями.",
    "The customer's statutory right to withdraw is recast as a breach that carries sanctions.",
)
_PERSONAL_SURETY = regexes.compile(
    r"(?:директор|руководител|учредител|участник|единоличн\w* исполнительн|физическ\w+ лиц|собственник бизнеса)\w*[^.;]{0,120}(?:поручител|поручительств|солидарн|лично|личн\w* (?:ответствен|гарант|имуществ))"
    r"|(?:поручител|поручительств|солидарн\w* ответствен)\w*[^.;]{0,120}(?:директор|руководител|учредител|участник|физическ\w+ лиц)"
    r"|personal(?:ly)? (?:guarantee|guaranty|liable)|(?:personally|jointly and severally) (?:guarantee|liable)"
)
_PERSONAL_SURETY_NOTE = Text(
    "Физическое лицо (директор, учредитель) отвечает по долгам компании всем своим имуществом.",
    "A natural person (a director, a founder) answers for the company's debts with all their own assets.",
)
_PERSONAL_SURETY_ADVICE = Text(
    "Не давать личного поручительства: ограничить его суммой и сроком (ст. 361, 367 ГК РФ) или заменить банковской гарантией или залогом имущества компании.",
    "Refuse a personal guarantee, or cap it in amount and time, or replace it with security from the company itself.",
)
_INDEXATION = regexes.compile(
    r"индексац|индексир|инфляц|потребительских цен|\bcpi\b|\brpi\b|consumer price|retail price|rent review|(?:ежегодно|каждый год|annually|each year)[^.;]{0,60}(?:увеличива|повыша|increase)"
)
_INDEXATION_NOTE = Text(
    "Цена меняется по формуле без нового согласования.",
    "The price moves by a formula without a new agreement.",
)
_INDEXATION_ADVICE = Text(
    "Ограничить рост цены: не чаще раза в год, не выше официальной инфляции и с предельным процентом; зафиксировать цену на первый год и дать право расторгнуть договор без санкций при росте выше предела.",
    "Cap the increase: at most once a year, no more than official inflation and a fixed ceiling; a price fixed for the first year and a right to exit without penalty above the ceiling.",
)
# A deposit (задаток, ст. 380–381 ГК РФ): "задаток остаётся у Продавца", "Арендодатель удерживает задаток".
_DEPOSIT = regexes.compile(r"задат(?:ок|к)")
_DEPOSIT_KEPT_BY = regexes.compile(
    r"задат\w*[^.;]{0,60}(?:оста[её]тся|остается|сохраняется|переходит)\s+(?:в собственности\s+)?(?:у\s+)?([а-яё]{4,})"
    r"|([а-яё]{4,})\s+(?:вправе\s+)?(?:удерживает|удержать|оставляет|оставить)(?:\s+за собой|\s+себе)?[^.;]{0,20}задат"
)
_DOUBLE_DEPOSIT = regexes.compile(r"двойн\w* (?:сумм|размер)|в двойном размере|двукратн")
_DEPOSIT_NOTE = Text(
    "Задаток: если договор не будет исполнен по вине внёсшего его, задаток остаётся у получателя целиком; если по вине получателя — он возвращает двойную сумму (ст. 381 ГК РФ). Сумма, не названная задатком в письменном соглашении, считается авансом (п. 3 ст. 380 ГК РФ).",
    "A deposit is forfeited in full by the payer who fails to perform, and returned double by the recipient who fails.",
)
_DEPOSIT_ADVICE = Text(
    "Проверить, что основания потери задатка — только ваша вина, и что сказано о двойном возврате при вине другой стороны; если риск неисполнения высок — договориться об авансе вместо задатка.",
    "Make sure the deposit is lost only through your own fault and that the other side returns it double if it fails; consider an advance instead.",
)
EARNEST_MONEY = Reading(
    "earnest_money",
    Text("Задаток", "Earnest money (задаток)"),
    _DEPOSIT_NOTE,
)
# A security payment (обеспечительный платёж, ст. 381.1 ГК РФ) or a deposit held against the payer's debts:
# not an advance for work to come, so the advice of an advance (a smaller share, a refund guarantee, ст. 782
# ГК РФ) does not fit it; what matters is what may be deducted and when the rest comes back.
_SECURITY_DEPOSIT = regexes.compile(
    r"обеспечительн\w* (?:платеж|платёж|взнос|сумм)|гарантийн\w* (?:платеж|платёж|взнос|депозит)|страхов\w* депозит|(?<![а-яё])депозит(?:а|у|ом|е)?(?![а-яё])"
)
# The deposit given back within fifteen days; the deposit kept whole (not returned at all).
_DEPOSIT_BACK_SOON = regexes.compile(
    r"(?<!не )(?:возвраща|возвращ[её]н|подлежит возврату|будет возвращ|возвратит|вернет|вернёт)\w*[^.;]{0,80}(?:в течение|не позднее|в срок)\s+(?:[1-9]|1[0-5])\s*(?:\([а-яё ]+\)\s*)?(?:рабоч\w* |календарн\w* |банковск\w* )?(?:дн|день)"
)
_DEPOSIT_LOST = regexes.compile(
    r"не возвраща|не подлеж\w* возврат|возврат\w* не подлеж|остается у|остаётся у|переходит в собственность"
)
SECURITY_DEPOSIT = Reading(
    "security_deposit",
    Text("Обеспечительный платёж (депозит)", "Security deposit"),
    Text(
        "Вы вносите деньги в обеспечение своих будущих долгов: другая сторона вправе покрывать из них свои требования (ст. 381.1 ГК РФ), и если договор не говорит, какие долги, в какой срок и за вычетом чего сумма возвращается, вернуть её будет трудно.",
        "You pay money to secure your future debts: the other side may cover its claims from it, and unless the contract says which debts, by when and less what it is returned, getting it back is hard.",
    ),
)
_SECURITY_DEPOSIT_ADVICE = Text(
    "Записать: из платежа удерживаются только подтверждённые документами долги (неоплаченная плата, ущерб по акту), о каждом удержании вам сообщают с расчётом; остаток возвращается в фиксированный срок (например, 10 рабочих дней) после окончания договора; платёж не теряется целиком за любое нарушение.",
    "State that only documented debts (unpaid charges, damage recorded in an act) are deducted, each deduction notified with a calculation; the rest returned within a fixed period (e.g. 10 business days) after the contract ends; the deposit is not forfeited in full for any breach.",
)
# Paid into an escrow account or by a letter of credit, or against a bank guarantee: the money is secured.
_SECURED = regexes.compile(
    r"аккредитив|эскроу|escrow|банковск\w* ячейк|(?:против|под|при предоставлении)[^.;]{0,30}(?:банковск|независим)\w* гарант"
)
_BEFORE_REGISTRATION = regexes.compile(
    r"\bдо\s+(?:[а-яё]+\s+){0,3}(?:государственн\w* регистрац|регистрац\w* (?:перехода|права|договора))"
)
_BEFORE_REGISTRATION_NOTE = Text(
    "Деньги уходят до государственной регистрации перехода права (ст. 551 ГК РФ): если регистрацию приостановят или откажут, у вас не будет ни денег, ни права собственности — их придётся возвращать через суд.",
    "The price is paid before the transfer of title is registered: if registration fails, the money has to be recovered in court.",
)
_BEFORE_REGISTRATION_ADVICE = Text(
    "Платить после регистрации перехода права или через аккредитив, счёт эскроу, банковскую ячейку или депозит нотариуса с раскрытием после регистрации.",
    "Pay after registration, or through a letter of credit, an escrow account or a notary deposit released on registration.",
)
# Paying each month or billing period ahead (rent, a subscription): the usual order for continuing services
# (ст. 614 ГК РФ for rent), at stake only one period's money; paying the whole term ahead stays a risk.
_PERIOD = r"за (?:(?:каждый|текущий|следующий|очередной|расч[её]тный|оплачиваемый|календарный)\s+){1,3}(?:месяц|период|квартал)"
_PER_PERIOD_AHEAD = regexes.compile(
    rf"абонентск\w* плат|(?:вперед|вперёд|авансом|предоплат\w*|не позднее[^.;]{{0,30}}числа)[^.;]{{0,60}}{_PERIOD}"
    rf"|{_PERIOD}[^.;]{{0,60}}(?:вперед|вперёд|авансом|предоплат)"
    r"|(?:monthly|annual|yearly|subscription) (?:fees?|charges?|plan)[^.;]{0,80}(?:in advance|prepaid)|billed (?:monthly |annually )?in advance|in advance (?:for|of) each (?:month|year|billing period)"
)
_WHOLE_TERM_AHEAD = regexes.compile(
    r"(?:за|на) весь (?:срок|период)|полн\w* стоимост|100\s?%|entire (?:term|subscription term)|non-?refundable"
)
_PER_PERIOD_NOTE = Text(
    "Оплата вперёд за один период — обычный порядок для аренды и абонентских услуг: под риском деньги одного периода.",
    "Paying one period ahead is the usual order for rent and subscriptions: one period's money is at stake.",
)
_PER_PERIOD_ADVICE = Text(
    "Оговорить возврат платы за неиспользованную часть периода при досрочном прекращении и за время перерыва в обслуживании.",
    "Ask for a refund of the unused part of a period on early termination and for any time the service is down.",
)
# Goods paid ahead by a consumer: the seller owes the goods by a date, or the money back with a penalty.
_CONSUMER_GOODS_ADVANCE = Text(
    "Не вносить {share} вперёд без срока передачи товара: если продавец его нарушит, вы вправе потребовать возврата предоплаты и неустойку 0,5 % её суммы за каждый день просрочки (ст. 23.1 ЗоЗПП); при покупке дистанционно от товара можно отказаться до его передачи (ст. 26.1 ЗоЗПП).",
    "Do not pay {share} up front without a delivery date: if the seller misses it, you may demand the prepayment back with a penalty for each day of delay.",
)
_CONSUMER_ADVANCE = Text(
    "Не вносить {share} вперёд: оплачивать по этапам или помесячно; вы вправе отказаться от договора и вернуть оплату за вычетом фактических расходов исполнителя (ст. 32 ЗоЗПП).",
    "Do not pay {share} up front: pay by stages or monthly, and keep the right to a refund for what is not delivered.",
)


@dataclass(frozen=True)
class Verdict:
    keep: bool
    favours: str | None = None
    severity: Severity | None = None
    note: Text | None = None
    advice: Text | None = None
    weight: int = 0
    reading: Reading | None = None
    # False: the clause is not of the item's kind at all (a trademark licence's goodwill going back to the
    # mark's owner is no IP transfer), so even a review that reports every clause of a kind leaves it out.
    kind: bool = True


@dataclass(frozen=True)
class Context:
    """The report's side; ``dropped`` counts the candidate clauses left out because they favour it.
    ``every_kind``: a CUAD-style review (English) reports every clause of a kind the patterns find, the
    side only removing those that favour it."""

    roles: Roles
    side: str | None
    drop_favourable: bool
    dropped: Counter[str] = field(default_factory=Counter)
    regime: Regime | None = None
    every_kind: bool = False
    key_rate: float = KEY_RATE_PERCENT
    # The highest daily penalty rate each party pays under the contract (:func:`daily_penalty_rates`).
    penalty_rates: Mapping[str, float] = field(default_factory=dict)
    # The contract's price and term (prescreen's total amount, end - start date) when stated.
    price: float | None = None
    term_days: int | None = None
    # The party most likely to sue the other (:func:`likely_claimant`): a forum "at the claimant's seat"
    # favours it.
    claimant: str | None = None
    # The region every party is registered in, when the requisites show one (:func:`forum.home_region`).
    home_region: str | None = None
    # The annexes the text carries (:func:`annexes.attached_annexes`); None when not read.
    annexes: Annexes | None = None
    # The parties the contract says answer for the third parties they engage as for themselves
    # (:func:`chalicelib.analysis.judge_unilateral.answering_for_helpers`).
    answers_for_helpers: frozenset[str] = frozenset()
    # The public procurement law the contract is made under ("44" for 44-ФЗ, "223" for 223-ФЗ), if any.
    procurement: str | None = None
    # The parties whose liability some clause of the contract caps, and those it makes answer for damages,
    # indemnities or penalties (:func:`judge_liability.liability_map`).
    capped: frozenset[str] = frozenset()
    answerable: frozenset[str] = frozenset()

    def favours_side(self, favours: str | None) -> bool:
        """Whether a clause favouring ``favours`` is on the report's side (the side itself or a party that
        stands with it: a payer with the beneficiary, a guarantor with the debtor)."""
        return self.side is not None and favours is not None and favours in self.roles.camp(self.side)

    def fair_notice(self) -> int:
        """The notice a one-sided right should give: ``NOTICE_DAYS_FAIR``, or a quarter of a shorter term."""
        if self.term_days is None:
            return NOTICE_DAYS_FAIR
        return max(1, min(NOTICE_DAYS_FAIR, self.term_days // NOTICE_SHARE_OF_TERM))

    @property
    def other(self) -> str | None:
        if self.side is None:
            return None
        party = self.roles.other(self.side)
        return party.key if party else None


# The items whose rules read English clauses as well as Russian ones: an English (CUAD-style) review keeps
# their severity, reason and advice instead of the item's default.
READS_ENGLISH = frozenset(
    {
        "liability_cap",
        "indemnity",
        "unilateral_change",
        "termination_for_convenience",
        "warranty_disclaimer",
        "claims_period",
        "nda_terms",
    }
)
# Of those, the items that name a risk of one side rather than a kind of clause (CUAD labels kinds): a
# clause their rule finds no risk for the reader is left out of every review.
SIDE_RISKS = (
    frozenset(
        {"unilateral_change", "warranty_disclaimer", "claims_period", "nda_terms", "prepayment", "acceptance"}
    )
    | TYPES_SIDE_RISKS
)


def judge(item_id: str, facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The verdict on one candidate sentence of ``item_id`` for the report's side."""
    rule = _RULES.get(item_id)
    verdict = rule(facts, lower, ctx) if rule else Verdict(True, favours=_holder(facts))
    if ctx.drop_favourable and ctx.favours_side(verdict.favours) and (verdict.keep or ctx.every_kind):
        ctx.dropped[item_id] += 1
        return Verdict(False, favours=verdict.favours)
    if not ctx.drop_favourable or ctx.every_kind:
        if item_id in SIDE_RISKS or not verdict.kind:
            # A risk of one side, not a kind of clause: what the rule finds no risk (a mutual term, a
            # carve-out) stays out of an English review too.
            return verdict
        if item_id in READS_ENGLISH:
            # Every clause of a kind is reported, with the severity and reason its rule reads.
            return replace(verdict, keep=True)
        # Every clause of a kind is reported, with whom it favours.
        return Verdict(True, favours=verdict.favours)
    if not verdict.keep:
        return verdict
    return replace(verdict, weight=verdict.weight + _weight(verdict, facts, lower, ctx))


def _weight(verdict: Verdict, facts: Facts, lower: str, ctx: Context) -> int:
    """How strongly a kept sentence carries the risk: one-sided against the side, with numbers, not
    boilerplate that only restates the law."""
    weight = 0
    if verdict.favours and verdict.favours != ctx.side:
        weight += 2
    if facts.modality in ("exemption", "no_refund", "deeming"):
        weight += 2
    elif facts.modality == "right":
        weight += 1
    numbers = facts.numbers
    if numbers.percents or numbers.days or numbers.amounts:
        weight += 1
    if _BOILERPLATE.search(lower):
        weight -= 3
    if _CAP.search(lower):
        weight += 2
    return weight


def _holder(facts: Facts) -> str | None:
    """The party a right or an exemption belongs to (it favours them); None when unknown or mutual."""
    if facts.actor in (None, BOTH):
        return None
    if facts.modality in ("right", "exemption", "no_refund", "deeming"):
        return facts.actor
    return None


def _other_than(key: str | None, ctx: Context) -> str | None:
    if key is None or key == BOTH:
        return None
    party = ctx.roles.other(key)
    return party.key if party else None


def _bearer(facts: Facts, lower: str, ctx: Context) -> str | None:
    """Who bears a duty (pays, is charged): the actor of a duty, else a role named next to "взимается"."""
    if facts.actor == BOTH:
        return BOTH
    if facts.actor and facts.modality in ("duty", "statement"):
        # The subject of the verb of paying, when the sentence has one ("Заказчик вносит предоплату,
        # которую Исполнитель возвращает ..."), else the subject of the modal.
        return facts.payer if facts.payer not in (None, BOTH) else facts.actor
    from chalicelib.clauses import role_key

    for m in _BEARER_HINT.finditer(lower):
        word = m.group(1) or m.group(2)
        key = ctx.roles.key_of(word) or role_key(word)
        # "Заказчику уплачивается пеня": the role before the verb is the payee, not the payer.
        if key in ctx.roles.keys and (m.group(1) or ctx.roles.is_nominative(word)):
            return key
    agent = _role_after(_PASSIVE_PAYER, lower, ctx)
    if agent is not None and facts.modality in ("duty", "statement"):
        return agent  # "неустойка уплачивается Исполнителем", "штраф взыскивается с Исполнителя"
    # A negated payment ("депозит не возвращается Арендатору") names the one who is not paid.
    payee = _payee(lower, ctx) if facts.modality in ("duty", "statement") else None
    if payee is not None and facts.actor in (None, payee):
        return _other_than(payee, ctx)
    return facts.actor if facts.modality != "right" else _other_than(facts.actor, ctx)


# To whom a sum runs: "в пользу Заказчика", "Заказчику уплачивается", "уплачивается ... Покупателю".
_IN_FAVOUR_OF = regexes.compile(r"в пользу\s+([а-яё]{4,})")
_PAID_PASSIVE = regexes.compile(
    r"(?:уплачива|выплачива|возмеща|перечисля|компенсиру)\w*(?:ся|тся)\b|(?:уплачен|выплачен|возмещен|перечислен)\w*"
)


# Who pays in the passive: the agent in the instrumental, or the one a sum is taken from.
_PASSIVE_PAYER = regexes.compile(
    r"(?:уплачива|выплачива|возмеща|перечисля|компенсиру|внос|оплачива)\w*(?:ся|тся)\s+(?:[а-яё]+\s+){0,3}?([а-яё]+(?:ом|ем|ой|ей))\b"
    r"|(?:взыскива|взима|удержива)\w*(?:ся|тся)\s+(?:[а-яё]+\s+){0,2}?с\s+([а-яё]{4,})"
    # a payment noun with a light verb: "Оплата услуг производится Заказчиком", "расчёты осуществляются Покупателем"
    r"|(?:оплат|платеж|платёж|расч[её]т|предоплат|перечислени)\w*[^.;]{0,80}?(?:производ|осуществля)\w*(?:ся|тся)"
    r"\s+(?:[а-яё]+\s+){0,3}?([а-яё]+(?:ом|ем|ой|ей))\b"
)


def _payee(lower: str, ctx: Context) -> str | None:
    """The party a payment, penalty or compensation is owed to: named "в пользу" it, or in the dative
    beside a passive verb of paying ("Заказчику уплачивается неустойка"); None when not said."""
    found = _role_after(_IN_FAVOUR_OF, lower, ctx)
    if found is not None:
        return found
    return _dative_role(lower, ctx) if _PAID_PASSIVE.search(lower) else None


def _dative_role(lower: str, ctx: Context) -> str | None:
    """The first party named in the dative (and not as a subject): to whom a sum runs or does not."""
    for m in WORD.finditer(lower):
        word = m.group()
        key = ctx.roles.key_of(word)
        if key and not ctx.roles.is_nominative(word) and _dative(word):
            return key
    return None


def _dative(word: str) -> bool:
    return any("datv" in p.tag for p in analyzer().parse(word.replace("ё", "е")))


def daily_penalty_rates(model: ContractModel, ctx: Context) -> dict[str, float]:
    """The highest daily penalty rate each party pays anywhere in the contract: what a penalty's symmetry
    is computed from (0.1 % a day for both is symmetric; 0.5 % against 0.1 % is not)."""
    rates: dict[str, float] = {}
    for clause in model.clauses:
        for s in clause.sentences:
            facts = s.facts
            if "penalty" not in facts.actions or not facts.numbers.daily_percents:
                continue
            payer = _bearer(facts, s.lower, ctx)
            rate = max(facts.numbers.daily_percents)
            for key in ctx.roles.keys if payer == BOTH else (payer,) if payer else ():
                rates[key] = max(rates.get(key, 0.0), rate)
    return rates


_PART_OF_DAY = regexes.compile(PART_OF_DAY)
_PART_OF_DAY_NOTE = Text(
    "Неполный день просрочки считается полным: опоздание на час стоит пени за целый день.",
    "A part of a day of delay counts as a whole day: an hour late costs a full day's penalty.",
)
_PART_OF_DAY_ADVICE = Text(
    "Считать пени только за полные дни просрочки или пропорционально времени просрочки.",
    "Charge the penalty only for whole days of delay, or in proportion to the time late.",
)


def _part_of_day(ctx: Context) -> Verdict:
    """A part of a day counted as a whole one weighs on whoever pays the daily penalties: the one party
    that does (it favours the other), both alike (low), or nobody known."""
    payers = [key for key in ctx.penalty_rates if key in ctx.roles.keys]
    if len(payers) == 1:
        return Verdict(True, _other_than(payers[0], ctx), "medium", _PART_OF_DAY_NOTE, _PART_OF_DAY_ADVICE)
    return Verdict(True, None, "low", _PART_OF_DAY_NOTE, _PART_OF_DAY_ADVICE)


def _penalty_detail(facts: Facts, lower: str, ctx: Context) -> Verdict | None:
    """A part of a day counted as a whole one; none for a consumer's statutory penalty cut (the
    liability_cap item reads it); None for any other clause."""
    from chalicelib.analysis.judge_liability import below_statutory_rate

    if _PART_OF_DAY.search(lower) and not facts.numbers.percents and not facts.numbers.amounts:
        return _part_of_day(ctx)
    if below_statutory_rate(facts, lower, ctx).keep:
        return Verdict(False)
    return None


def _penalty(facts: Facts, lower: str, ctx: Context) -> Verdict:
    detail = _penalty_detail(facts, lower, ctx)
    if detail is not None:
        return detail
    if _PENALTY_CAP.search(lower) and not _PENALTY_IMPOSED.search(_CAPPED_AT.sub(" ", lower)):
        return Verdict(False)  # a ceiling on a penalty is not a penalty (liability_cap reads it)
    if WITHDRAWAL_FEE.search(lower):
        return _withdrawal_fee(lower, ctx)
    numbers = facts.numbers
    if penalty_named_not_set(lower, bool(numbers.percents or numbers.amounts)):
        return Verdict(False)
    if _COLLECTED.search(lower) and not (numbers.percents or numbers.amounts):
        # "Покупатель вправе удержать сумму неустойки из оплаты": how a penalty is collected, which the
        # set-off reading of pay_discretion judges; the penalty itself is set elsewhere.
        return Verdict(False)
    return _imposed_penalty(facts, lower, ctx)


_COLLECTED = regexes.compile(
    r"(?:удерж|зачест|зачет|зачит|засчит|вычест|вычит)\w*|уменьш\w*[^.;]{0,30}(?:сумм|оплат|платеж|размер\w* оплат)"
)


def _withdrawal_fee(lower: str, ctx: Context) -> Verdict:
    """A fixed share kept or charged when a party withdraws burdens the party that withdraws ("при отказе
    Заказчика ... Исполнитель удерживает 30 %"), whoever the sentence's subject is."""
    who = _role_after(_WITHDRAWING, lower, ctx)
    if who is None:
        hinted = _role_after(_BEARER_HINT, lower, ctx)
        who = hinted if hinted else None
    favours = _other_than(who, ctx) if who else None
    if ctx.regime is not None and ctx.regime.party == "consumer":
        return Verdict(True, favours, "high", _WITHDRAWAL_FEE_NOTE, _WITHDRAWAL_FEE_ADVICE, weight=2)
    return Verdict(True, favours, "medium", _WITHDRAWAL_FEE_B2B_NOTE, _WITHDRAWAL_FEE_ADVICE, weight=2)


def _imposed_penalty(facts: Facts, lower: str, ctx: Context) -> Verdict:
    payer = _bearer(facts, lower, ctx)
    favours = None if payer in (None, BOTH) else _other_than(payer, ctx)
    daily = max(facts.numbers.daily_percents, default=None)
    law = _yearly_note(daily, ctx) if daily is not None else None
    if (
        daily is not None
        and payer not in (None, BOTH)
        and favours is not None
        and favours in ctx.penalty_rates
    ):
        return _compared_penalty(daily, ctx.penalty_rates[favours], favours, law, ctx)
    if daily is not None and daily >= DAILY_RATE_HIGH:
        advice = Text(
            f"Снизить ставку с {_pct(daily)} до 0,1 % в день и ограничить общую сумму (например, 10 % цены).",
            f"Lower the rate from {_pct(daily)} to 0.1% a day and cap the total (e.g. 10% of the price).",
        )
        note = Text("Ставка намного выше обычной.", "The rate is far above usual.")
        return Verdict(True, favours, "high", _joined(note, law), advice)
    if payer == BOTH:
        if daily is None or daily <= DAILY_RATE_USUAL:
            return Verdict(False)
        return Verdict(True, None, "low", _joined(Text("Неустойка взаимная.", "The penalty is mutual."), law))
    if daily is not None and daily <= DAILY_RATE_USUAL:
        advice = Text(
            f"Ставка {_pct(daily)} в день обычная; добиться такой же неустойки для другой стороны.",
            f"The rate of {_pct(daily)} a day is usual; ask for the same penalty on the other side.",
        )
        return Verdict(True, favours, "low", None, advice)
    fixed = _fixed_fine(facts, payer, ctx) if daily is None and _FINE.search(lower) else None
    return replace(fixed, favours=favours) if fixed else Verdict(True, favours, None, law)


_FINE = regexes.compile(r"штраф|неустойк|\bfine\b|penalty")


def _fixed_fine(facts: Facts, payer: str | None, ctx: Context) -> Verdict | None:
    """A fine of a fixed sum read against what is at stake: the contract price, or for a private person
    with no price stated, an amount that weighs on an individual (``INDIVIDUAL_FINE_HIGH_RUB``)."""
    if not facts.numbers.amounts or ctx.side is None:
        return None
    reader_pays = payer == ctx.side or (payer is None and _individual(ctx.side, ctx))
    if not reader_pays:
        return None
    fine = max(value for value, _ in facts.numbers.amounts)
    shown = f"{fine:,.0f}".replace(",", " ")
    if ctx.price:
        share = fine / ctx.price
        if share < FINE_SHARE_HIGH:
            return None
        note = Text(
            f"Штраф {shown} — {_pct(round(100 * share))} цены договора.",
            f"The fine of {shown} is {100 * share:.0f}% of the contract price.",
        )
    elif _individual(ctx.side, ctx) and all(cur in _ROUBLES for _, cur in facts.numbers.amounts):
        if fine < INDIVIDUAL_FINE_HIGH_RUB:
            return None
        note = Text(
            f"Штраф {shown} руб. для физического лица — значительная сумма.",
            f"A fine of {shown} roubles is a heavy sum for a private person.",
        )
    else:
        return None
    advice = Text(
        "Снизить штраф до суммы, соразмерной возможному ущербу (не более 10 % цены), или заменить его возмещением подтверждённых убытков; явно несоразмерный штраф суд снижает (ст. 333 ГК РФ).",
        "Reduce the fine to a sum in proportion to the likely loss (at most 10% of the price), or replace it with proven damages.",
    )
    return Verdict(True, None, "high", note, advice)


def _compared_penalty(
    daily: float, theirs: float, favours: str | None, law: Text | None, ctx: Context
) -> Verdict:
    """A penalty read against the other party's own rate: symmetric, or how many times heavier."""
    if theirs >= daily:
        if daily <= DAILY_RATE_USUAL:
            return Verdict(False, favours)
        note = Text(
            f"Ставка {_pct(daily)} в день та же, что у другой стороны ({_pct(theirs)}): неустойка симметрична.",
            f"The rate of {_pct(daily)} a day matches the other party's ({_pct(theirs)}): the penalty is symmetric.",
        )
        return Verdict(True, favours, "medium" if law else "low", _joined(note, law))
    ratio = daily / theirs if theirs else float("inf")
    note = Text(
        f"Ставка {_pct(daily)} в день против {_pct(theirs)} для другой стороны: неустойка несимметрична.",
        f"A rate of {_pct(daily)} a day against {_pct(theirs)} for the other party: the penalty is asymmetric.",
    )
    advice = Text(
        f"Уравнять ставки: {_pct(theirs)} в день для обеих сторон.",
        f"Make the rates equal: {_pct(theirs)} a day for both parties.",
    )
    severity: Severity = "high" if ratio >= ASYMMETRY_RATIO or daily >= DAILY_RATE_HIGH else "medium"
    return Verdict(True, favours, severity, _joined(note, law), advice)


def _yearly_note(daily: float, ctx: Context) -> Text | None:
    """A daily rate as a yearly one against the key rate: past twice the key rate art. 333 ГК РФ applies."""
    yearly = daily * 365
    if yearly < KEY_RATE_MULTIPLE_EXCESSIVE * ctx.key_rate:
        return None
    times = yearly / ctx.key_rate
    return Text(
        f"{_pct(daily)} в день — это {_pct(round(yearly, 1))} годовых, в {_times(times)} раза выше ключевой "
        f"ставки ({_pct(ctx.key_rate)}): суд может снизить неустойку (ст. 333 ГК РФ).",
        f"{daily:g}% a day is {yearly:.1f}% a year, {times:.1f} times the key rate ({ctx.key_rate:g}%).",
    )


def _times(value: float) -> str:
    return f"{value:.1f}".replace(".", ",")


def _joined(first: Text, second: Text | None) -> Text:
    return first if second is None else Text(f"{first.ru} {second.ru}", f"{first.en} {second.en}")


def _pct(value: float) -> str:
    return f"{value:g}".replace(".", ",") + " %"


def _termination(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Termination or suspension; the customer's statutory right to withdraw is the law's protection, not a
    risk (for the customer it is theirs; for the provider it is mandatory law that no clause can change)."""
    if _WITHDRAWAL_AS_BREACH.search(lower):
        return Verdict(True, None, "high", _WITHDRAWAL_AS_BREACH_NOTE)
    if _STATUTORY_WITHDRAWAL.search(lower):
        holder = facts.actor if facts.modality in ("right", "exemption", "deeming") else None
        if holder is None or holder in (BOTH, ctx.side) or _individual(holder, ctx):
            return Verdict(False, favours=holder if holder != BOTH else None)
    return _right_of_other(facts, lower, ctx)


def _capped_payer(lower: str, ctx: Context) -> str | None:
    """Whose penalty a ceiling limits: "неустойки, уплачиваемой Исполнителем", "штрафа Поставщика"."""
    from chalicelib.clauses import role_key

    for m in _PAYER_HINT.finditer(lower):
        key = role_key(m.group(1) or m.group(2))
        if key in ctx.roles.keys:
            return key
    return None


def _individual(key: str, ctx: Context) -> bool:
    party = ctx.roles.get(key)
    return bool(party and party.individual)


# Who may change the terms in an English clause: "Provider may modify these Terms", "we reserve the right
# to change our fees" (a later "you shall be deemed to have agreed" does not make the change yours).
_CHANGER = regexes.compile(
    r"\b([a-z]+)\s+(?:may|can|reserves?\s+the\s+right\s+to|is\s+entitled\s+to|has\s+the\s+right\s+to)\s+(?:\w+\s+){0,4}?(?:change|modify|amend|revise|update|replace|supplement|increase|adjust)"
)


_BOTH_CHANGE = regexes.compile(
    r"\b(?:the|both) parties\b[^.;]{0,100}(?:modify|amend|change|revise)|\bmutual(?:ly)?\b[^.;]{0,40}(?:modify|amend|change|agree)"
)


def _unilateral_change(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A unilateral change; a price that moves by a formula (indexation, CPI + N %) is one too, with advice
    to cap it. In English the right belongs to the subject of "may change". Changes that take both parties'
    signature are the opposite of one."""
    if not _CYRILLIC.search(lower) and facts.modality != "prohibition":
        changer = _english_party(_CHANGER, lower, ctx)
        if changer is None and _BOTH_CHANGE.search(lower):
            return Verdict(False)  # the parties amend it together
        if changer is not None:
            facts = replace(facts, actor=changer, modality="right")
    if facts.modality != "right" and _BY_AGREEMENT.search(lower) and "одностороннем" not in lower:
        return Verdict(False)
    if _INDEXATION.search(lower) and facts.modality != "prohibition":
        verdict = _right_of_other(facts, lower, ctx)
        if not verdict.keep:
            return verdict
        return Verdict(True, verdict.favours, "medium", _INDEXATION_NOTE, _INDEXATION_ADVICE)
    return _right_of_other(facts, lower, ctx)


# "Изменения ... вступают в силу только после подписания их обеими Сторонами", "по соглашению Сторон".
_BY_AGREEMENT = regexes.compile(
    r"обеими сторонами|обеих сторон|по (?:взаимному )?(?:письменному )?соглашению сторон|подписан\w*[^.;]{0,30}(?:уполномоченн\w* представител\w* )?сторон"
)


def _labour(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Terms below the Labour Code's minimum matter only in an employment relation; they burden the employee."""
    if ctx.regime is None or ctx.regime.party != "labour":
        return Verdict(False)
    return Verdict(True, None)


def _right_of_other(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Termination, suspension, unilateral change or assignment: a risk when the other side holds it."""
    if facts.modality == "prohibition" or _FORCE_MAJEURE.search(lower):
        return Verdict(False)
    fair = ctx.fair_notice()
    if facts.actor == BOTH:
        days = min(facts.numbers.days, default=None)
        if days is None or days >= fair:
            return Verdict(False)
        advice = Text(
            f"Увеличить срок уведомления с {days} до не менее {fair} дней{_of_term(ctx)}.",
            f"Extend the notice period from {days} to at least {fair} days.",
        )
        return Verdict(
            True, None, "low", Text("Право есть у обеих сторон.", "Both parties hold the right."), advice
        )
    # Only a right (or an exemption or deeming) belongs to its actor; "Заемщик заявляет о присоединении к
    # действующей редакции" gives the borrower nothing. A passive right belongs to its agent ("договор
    # может быть расторгнут Компанией": the company's right, whatever the subject).
    holder = facts.actor if facts.actor and facts.modality in ("right", "exemption", "deeming") else None
    holder = _role_after(PASSIVE_AGENT, lower, ctx) or holder or _role_after(_RIGHT_BELONGS, lower, ctx)
    days = min(facts.numbers.days, default=None)
    if _ON_BREACH.search(lower):
        if not ANY_BREACH.search(lower):
            return Verdict(True, holder, "low", _ON_BREACH_NOTE)
        severity: Severity = "high" if WITHOUT_NOTICE.search(lower) else "medium"
        return Verdict(True, holder, severity, _ANY_BREACH_NOTE)
    extend: Text | None = None
    if days is not None and days < fair:
        extend = Text(
            f"Увеличить срок уведомления с {days} до не менее {fair} дней{_of_term(ctx)} и сделать право взаимным.",
            f"Extend the notice from {days} to at least {fair} days and make the right mutual.",
        )
    # A right at will outranks one that waits on a condition (a suspicion, a finding of the other's act).
    return Verdict(True, holder, None, None, extend, weight=2 if _AT_WILL.search(lower) else 0)


def _of_term(ctx: Context) -> str:
    if ctx.term_days is None or ctx.fair_notice() == NOTICE_DAYS_FAIR:
        return ""
    return f" (четверть срока договора в {ctx.term_days} дн.)"


# What an exclusion of all liability (or a waiver of all claims) weighs among an item's clauses: more than a
# ceiling (weight 3, and a ceiling's words 2 more), which leaves some liability, and far more than an
# exemption for one kind of event, which weighs nothing of its own.
TOTAL_EXCLUSION_WEIGHT = 6
# An exclusion of all liability, with no ceiling that would keep some of it.
_TOTAL_EXCLUSION = regexes.compile(
    r"(?:не несет|не несут|освобожда\w*)[^.;]{0,40}(?:никакой|какой-либо|любой|всякой) ответственност|никакой ответственности не"
    r"|ни при каких (?:обстоятельствах|условиях)[^.;]{0,80}(?:не несет|не несут|не отвечает|ответственност)"
    r"|полностью освобожда\w* от ответственност|освобожда\w* от (?:любой|всей) ответственност"
    # liability for any loss or consequence at all, no kind of it singled out ("за любые убытки")
    r"|(?:не несет|не несут|освобожда\w*)[^.;]{0,20}ответственност\w*\s+(?:перед\s+[а-яё]+\s+)?"
    r"(?:за|по)\s+(?:любые|все|всякие)\s+(?:последстви|убытк|ущерб|обязательств|претензи)"
)
_TOTAL_NOTE = Text(
    "Ответственность исключена полностью или от всех претензий отказываются: защиты по договору не остаётся "
    "(заранее заключённое соглашение об устранении ответственности за умышленное нарушение ничтожно, ст. 401 ГК РФ).",
    "All liability is excluded or all claims are waived: nothing is left to enforce.",
)


def _exemption(facts: Facts, lower: str, ctx: Context) -> Verdict:
    if _FORCE_MAJEURE.search(lower) or _PER_LAW.search(lower) or "не освобождает" in lower:
        return Verdict(False)
    claims = _CLAIMS_CAP.search(lower)
    if claims is not None:
        # A ceiling on X's claims against Y favours Y, the party claimed against.
        against = _role_after(_WORD_ROLE, claims.group(2), ctx)
        if against is None:
            return _limitation(facts, lower, ctx)
        return replace(_cap_against_price(facts, against, ctx), weight=3)
    if _PENALTY_CAP.search(lower):
        # A ceiling on a penalty favours whoever pays it: a risk only for the side that would receive it.
        payer = _capped_payer(lower, ctx) or _bearer(facts, lower, ctx)
        return Verdict(True, None if payer in (None, BOTH) else payer)
    return _limitation(facts, lower, ctx)


def _limitation(facts: Facts, lower: str, ctx: Context) -> Verdict:
    if facts.actor == BOTH:
        return Verdict(True, None, "low", Text("Ограничение взаимное.", "The limitation is mutual."))
    if not _CYRILLIC.search(lower):
        return _english_limitation(facts, lower, ctx)
    return _russian_limitation(facts, lower, ctx)


def _russian_limitation(facts: Facts, lower: str, ctx: Context) -> Verdict:
    holder = facts.actor if facts.modality in ("exemption", "right", "deeming") else None
    if holder is None and facts.modality in ("duty", "statement"):
        holder, placed = _liability_placed(facts, lower, ctx)
        if placed is not None:
            return placed
    if WAIVER.search(lower):
        # The party that waives its claims is the one it burdens: it favours the other.
        return Verdict(
            True, _other_than(facts.actor, ctx), "high", _TOTAL_NOTE, weight=TOTAL_EXCLUSION_WEIGHT
        )
    if _TOTAL_EXCLUSION.search(lower) and not _CAP.search(lower):
        return Verdict(True, holder, "high", _TOTAL_NOTE, weight=TOTAL_EXCLUSION_WEIGHT)
    if _CAP.search(lower) or _CAP_ELSEWHERE.search(lower):
        # A ceiling on one party's liability favours that party ("ответственность Агента не может
        # превышать ..."); it is the clause the item is about, ahead of exemptions for single events.
        capped = _role_after(_CAPPED_PARTY, lower, ctx) or holder
        return replace(_cap_against_price(facts, capped, ctx), weight=3)
    return Verdict(True, holder)


# Whose liability an English clause excludes or caps: "in no event shall Company be liable", "Company's
# entire liability", "the liability of Licensor", "we shall not be liable", "Provider shall have no liability".
_EN_LIABLE_PARTY = regexes.compile(
    r"(?:in no event|under no circumstances|in no case)\s+(?:shall|will|is|are)\s+(?:the\s+)?([a-z]+)"
    r"|\b([a-z]+)(?:'s|’s|s')?\s+(?:(?:total|aggregate|entire|maximum|cumulative|sole|whole|overall|collective)\s+(?:and\s+\w+\s+)?)*liabilit(?:y|ies)\b"
    r"|liabilit(?:y|ies) of (?:the\s+)?([a-z]+)"
    r"|\b([a-z]+)\s+(?:shall|will|does|do|is|are)\s+(?:not|in no event|under no circumstances)\s+(?:be\s+)?(?:liable|responsible)"
    r"|\b([a-z]+)\s+(?:shall|will)\s+(?:have|bear|assume|incur)\s+no\s+(?:liability|responsibility)"
    r"|\b([a-z]+)\s+(?:disclaims?|excludes?)\s+(?:all\s+|any\s+)?liabilit"
)
# Every damage excluded, not only indirect ones: "shall not be liable for any damages", "no liability whatsoever".
_EN_TOTAL_EXCLUSION = regexes.compile(
    r"(?:liable|responsible)(?: to (?:you|[a-z]+))? for any (?:damages?|loss(?:es)?|claims?|harm|liabilit\w*)\b(?! (?:caused|arising|resulting) (?:by|from) (?:its|their|your) own)"
    r"|(?:no|not have any|not bear any) (?:liability|responsibility) (?:whatsoever|of any kind|for any (?:damages?|loss(?:es)?|claims?))"
    r"|(?:liable|responsible) for any (?:direct,? )?(?:or )?(?:indirect|consequential)?[^.;]{0,20}damages (?:whatsoever|of any kind)"
)
_EN_INDIRECT_ONLY = regexes.compile(
    r"(?:indirect|consequential|incidental|special|punitive|exemplary|lost profits?)"
)
_EN_CAP = regexes.compile(
    r"(?:shall|will|does|do)\s+not\s+(?:in (?:the )?aggregate\s+)?exceed|(?:is|are|be) limited to|not (?:to )?exceed|in no event exceed|capped at|up to (?:a maximum|the amount)"
)
# A ceiling stated as a sum: "$100", "USD 500", "one hundred dollars".
_EN_AMOUNT = regexes.compile(
    r"(?:\$|usd\s?|us\$\s?|£|€|eur\s?|gbp\s?)\s?(\d[\d,]*(?:\.\d{1,2})?)|(\d[\d,]*(?:\.\d{1,2})?)\s*(?:us )?(?:dollars|usd|pounds|euros?)\b"
)
NOMINAL_CAP = 1000.0
# A ceiling of the fees of a few months (six or fewer): "the fees paid in the one (1) month preceding the claim".
_EN_FEES_CAP = regexes.compile(
    r"(?:fees?|amounts?|charges|sums?|price)\s[^.;]{0,80}(?:paid|payable|received)[^.;]{0,120}(?:preceding|prior to|before|previous|last)\s+(?:\w+\s+)?(?:(?:one|two|three|four|five|six|\(?[1-6]\)?)\s*(?:\([1-6]\)\s*)?months|month)\b"
    r"|(?:fees?|amounts?|charges|sums?)\s[^.;]{0,80}(?:paid|payable|received)[^.;]{0,60}\b(?:(?:one|two|three|four|five|six|\(?[1-6]\)?)\s*(?:\([1-6]\)\s*)?months?|month)\s+(?:immediately\s+)?(?:preceding|prior|before)"
)
_EN_TOTAL_NOTE = Text(
    "Ответственность другой стороны исключена полностью: за любые убытки возместить нечего.",
    "The other side excludes all its liability: no loss of yours is compensated, whatever its cause.",
)
_EN_NOMINAL_NOTE = Text(
    "Предел ответственности — {amount}: символическая сумма, которая не покроет реальные потери.",
    "The cap is {amount}: a nominal sum that will not cover a real loss.",
)
_EN_FEES_NOTE = Text(
    "Предел ответственности равен плате за короткий период: реальные потери обычно намного больше.",
    "The cap is the fees of a short period: a real loss is usually far larger.",
)
_EN_CAP_ADVICE = Text(
    "Поднять предел хотя бы до платы за 12 месяцев (или фиксированной суммы, соизмеримой с рисками) и вывести из-под него умысел, грубую неосторожность, нарушение конфиденциальности и защиту данных.",
    "Raise the cap to at least the fees of twelve months (or a fixed sum in proportion to the risk) and carve out fraud, gross negligence, wilful misconduct, confidentiality and data-protection breaches.",
)
_EN_MUTUAL_TOTAL_NOTE = Text(
    "Исключение взаимное, но полное: ни у одной стороны не остаётся защиты, больше теряет та, что скорее понесёт убытки.",
    "The exclusion is mutual but total: neither side keeps a remedy, and the side more likely to suffer a loss loses most.",
)
_EN_OWN_CAP_NOTE = Text(
    "Ограничение защищает вас: оно уменьшает вашу ответственность.",
    "The limit protects you: it is your own liability that is capped or excluded.",
)


def _english_party(pattern: re.Pattern[str], lower: str, ctx: Context) -> str | None:
    """The first party an English pattern's group names ("company", "we", "licensor"), or BOTH for
    "each / either / neither party"."""
    from chalicelib.clauses import role_key

    for m in pattern.finditer(lower):
        word = next((group for group in m.groups() if group), None)
        if word is None:
            continue
        if word in ("neither", "either", "each", "both", "parties", "party"):
            # "neither party shall be liable", "each party's liability": the limit works both ways.
            before = lower[max(0, m.start() - 12) : m.end()]
            if word in ("party", "parties") and not re.search(
                r"(?:neither|either|each|both|the)\s+part", before
            ):
                continue
            return BOTH
        key = ctx.roles.key_of(word) or role_key(word)
        if key in ctx.roles.keys:
            return key
    return None


def _english_limitation(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """An English exclusion or cap favours the party whose liability it limits ("in no event shall Company
    be liable", "Company's entire liability shall not exceed $100"). All damages excluded, or a cap of a
    nominal sum or of a few months' fees, leaves the reader's loss uncompensated: high or medium; a cap on
    the reader's own liability protects the reader."""
    holder = _english_party(_EN_LIABLE_PARTY, lower, ctx)
    if holder is None and facts.modality in ("exemption", "right", "deeming") and facts.actor != BOTH:
        holder = facts.actor
    if holder == BOTH:
        if _EN_TOTAL_EXCLUSION.search(lower) and not _EN_CAP.search(lower):
            # Mutual, but neither side keeps a remedy: the side more likely to suffer a loss loses most.
            return Verdict(True, None, "medium", _EN_MUTUAL_TOTAL_NOTE)
        return Verdict(True, None, "low", Text("Ограничение взаимное.", "The limitation is mutual."))
    if ctx.side is not None and holder is not None and holder in ctx.roles.camp(ctx.side):
        return Verdict(True, holder, "low", _EN_OWN_CAP_NOTE)
    if _EN_CAP.search(lower):
        return _english_cap(lower, holder)
    if _EN_TOTAL_EXCLUSION.search(lower):
        return Verdict(True, holder, "high", _EN_TOTAL_NOTE, weight=2)
    return Verdict(True, holder, "medium" if _EN_INDIRECT_ONLY.search(lower) else None)


def _english_cap(lower: str, holder: str | None) -> Verdict:
    """A ceiling on the other side's liability read by its size: a nominal sum is high, a few months' fees
    medium; any other ceiling keeps the item's severity (and ranks first: it is the clause's substance)."""
    amounts = [float((m.group(1) or m.group(2)).replace(",", "")) for m in _EN_AMOUNT.finditer(lower)]
    if amounts and min(amounts) <= NOMINAL_CAP:
        shown = _EN_AMOUNT.search(lower)
        amount = shown.group(0).strip() if shown else str(min(amounts))
        note = Text(_EN_NOMINAL_NOTE.ru.format(amount=amount), _EN_NOMINAL_NOTE.en.format(amount=amount))
        return Verdict(True, holder, "high", note, _EN_CAP_ADVICE, weight=3)
    if _EN_FEES_CAP.search(lower):
        return Verdict(True, holder, "medium", _EN_FEES_NOTE, _EN_CAP_ADVICE, weight=3)
    return Verdict(True, holder, None, None, weight=3)


# "Общая сумма требований Исполнителя к Заказчику не может превышать ...": a cap on one side's claims.
_CLAIMS_CAP = regexes.compile(
    r"(?:требовани|претензи)\w*\s+([а-яё]{4,})\s+к\s+([а-яё]{4,})[^.;]{0,100}(?:не может превышать|не могут превышать|не должн\w* превышать|не превыша(?:ет|ют)\b|ограничива(?:ет|ют)ся)"
)
_WORD_ROLE = regexes.compile(r"([а-яё]{4,})")


def _liability_placed(facts: Facts, lower: str, ctx: Context) -> tuple[str | None, Verdict | None]:
    """A duty or statement of liability: whose duty a limit cuts short (it favours that party), or a
    verdict when the clause places liability on a party rather than limiting it."""
    burdened = _role_after(_LIABILITY_ON, lower, ctx) or facts.actor
    if burdened is None or burdened == BOTH:
        return None, None
    if _FOR_OTHERS.search(lower):
        return None, Verdict(False)  # answering for one's subcontractors is the law's rule (ст. 403 ГК РФ)
    if _LIMITED.search(lower):
        return burdened, None  # "Исполнитель возмещает убытки только в пределах ...": its duty is capped
    if _LIABILITY_ON.search(lower):
        return None, Verdict(
            True, _other_than(burdened, ctx)
        )  # a liability put on one party favours the other
    return None, None


# A liability placed on a party ("ответственность за сохранность ... возлагается на Арендатора").
_LIABILITY_ON = regexes.compile(
    r"ответственност\w*[^.;]{0,120}?(?:лежит|возлагается|возложена|возлагаются)\s+(?:на\s+)?([а-яё]{4,})"
)
# Liability for the acts of the people a party brings in: its own rule, not a limit (ст. 403 ГК РФ).
_FOR_OTHERS = regexes.compile(
    r"(?:за действия|за бездействие|за неисполнение|за нарушени)\w*[^.;]{0,60}(?:субподрядчик|соисполнител|привлеч[её]нн\w* (?:им |ими )?(?:третьих|лиц)|третьих лиц)"
)
# A duty to pay that a limit cuts short: "возмещает убытки только в пределах стоимости услуг".
_LIMITED = regexes.compile(
    r"(?:только|лишь|исключительно)\s+в\s+(?:пределах|размере|сумме)|в пределах (?:стоимост|цен|сумм|размер)|не может превышать|не превыша|не более|не свыше|ограничива"
)
# Whose liability a ceiling limits: "совокупная ответственность Исполнителя", "ответственность Агента".
_CAPPED_PARTY = regexes.compile(r"ответственност\w*\s+(?:перед\s+\w+\s+)?([а-яё]{4,})")
# A ceiling set outside the clause: "в размере, указанном в Спецификации", "предельный размер ... в Приложении".
_CAP_ELSEWHERE = regexes.compile(
    r"(?:предельн|максимальн)\w* (?:размер|сумм|величин)\w* (?:[а-яё]+ )?(?:ответственност|возмещени)|лимит\w* ответственност"
    r"|ответственност\w*[^.;]{0,80}(?:указанн|указыва|определ[её]нн|определя|установленн|устанавлива|предусмотренн)\w*[^.;]{0,30}(?:спецификаци|приложени)"
)


def _cap_against_price(facts: Facts, holder: str | None, ctx: Context) -> Verdict:
    """A ceiling read against the price: a tenth of it or less leaves most of a claim unpaid; the price
    or more keeps the usual remedies."""
    share = _cap_share(facts, ctx)
    if share is None:
        return Verdict(True, holder)
    told = Text(
        f"Предел ответственности — {_pct(round(100 * share, 1))} цены договора.",
        f"The cap is {100 * share:.1f}% of the contract price.",
    )
    if share >= 1:
        return Verdict(True, holder, "low", told)
    if share <= CAP_SHARE_LOW:
        advice = Text(
            "Поднять предел ответственности хотя бы до цены договора или исключить его для умысла и грубой "
            "неосторожности (ст. 401 ГК РФ).",
            "Raise the cap to at least the contract price, and exclude wilful misconduct from it.",
        )
        return Verdict(True, holder, "high", told, advice)
    return Verdict(True, holder, None, told)


def _cap_share(facts: Facts, ctx: Context) -> float | None:
    """The cap as a share of the price: a stated percentage of it, else an amount over the price."""
    small = [p for p in facts.numbers.percents if p <= 100 and p not in facts.numbers.daily_percents]
    if small:
        return min(small) / 100
    if ctx.price and facts.numbers.amounts:
        return min(value for value, _ in facts.numbers.amounts) / ctx.price
    return None


def _prepayment(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Money the reader pays before the other side performs (or cannot get back) is the risk; a discount
    for paying early, a product named "prepaid", a preamble is no clause of paying ahead."""
    labour = ctx.regime is not None and ctx.regime.party == "labour"
    accepted = paid_offer_acceptance(lower) and not facts.numbers.percents and not facts.numbers.amounts
    # "Заказчик вправе внести предоплату", "Maker may, at its option, prepay": the payer's own choice.
    optional = bool(_OPTIONAL_PREPAY.search(lower))
    if labour or accepted or optional or not prepayment_predicate(facts, lower):
        # An advance on wages is paid to the employee; "акцептом оферты считается факт предоплаты" says
        # when the contract is made: neither is a prepayment risk.
        return Verdict(False)
    barred = facts.modality == "no_refund" or refund_barred(lower)
    special = _money_ahead(facts, lower, ctx, barred)
    if special is not None:
        return special
    payer = _bearer(facts, lower, ctx)
    if barred:
        payer = _refused_payer(lower, ctx, payer)
    receiver = _role_after(_RECEIVES_ADVANCE, lower, ctx)
    if receiver is not None and facts.modality != "no_refund":
        # "Исполнитель получает от Заказчика аванс": the subject is paid, the other side pays.
        payer = _other_than(receiver, ctx)
    favours = None if payer in (None, BOTH) else _other_than(payer, ctx)
    share = max((p for p in facts.numbers.percents if p >= 30), default=None)
    if share is not None and ctx.regime is not None and ctx.regime.party == "consumer":
        told = _CONSUMER_GOODS_ADVANCE if ctx.regime.kind in GOODS_KINDS else _CONSUMER_ADVANCE
        advice = Text(told.ru.format(share=_pct(share)), told.en.format(share=_pct(share)))
        return _advance_verdict(favours, share, advice)
    if share is not None:
        advice = Text(
            f"Снизить аванс с {_pct(share)} до 30 % или оплачивать по этапам после исполнения; "
            "предусмотреть возврат аванса при неисполнении (ст. 487 ГК РФ).",
            f"Reduce the advance from {_pct(share)} to 30% or pay by stages after performance.",
        )
        return _advance_verdict(favours, share, advice)
    if barred:
        return Verdict(True, favours, "high", _REFUND_BAN_NOTE, _refund_ban_advice(ctx))
    return Verdict(True, favours)


# The one paid who keeps the money: «Исполнитель удерживает аванс», «остаётся у Исполнителя», "retained by
# Provider".
_KEEPER = regexes.compile(
    r"([а-яё]{4,})\s+(?:вправе\s+|имеет право\s+)?(?:удерживает|удержит|удержать)"
    r"|(?:оста[её]тся|остаются|переходит|переходят)\s+(?:у|в распоряжении|в собственности|в пользу)\s+([а-яё]{4,})"
    r"|(?:retained|kept) by (?:the )?([a-z]+)|\b([a-z]+) (?:shall|will|may) (?:retain|keep)\b"
)


_HOLDS_RIGHT = regexes.compile(
    r"(?<!не )(?:вправе|имеет право|оставляет за собой право)|\bmay\b|reserves the right"
)


def _refused_payer(lower: str, ctx: Context, bearer: str | None) -> str | None:
    """Whose money a refund ban keeps: the other side of the one who keeps it, else the one not refunded
    («аванс Заказчику не возвращается»), else the subject denied the refund, else the contract's payer
    ("All fees are non-refundable")."""
    keeper = _role_after(_KEEPER, lower, ctx)
    if keeper is None and bearer not in (None, BOTH) and _HOLDS_RIGHT.search(lower):
        # «Исполнитель оставляет за собой право исключить без возврата средств»: the holder keeps the money.
        keeper = bearer
    if keeper is not None:
        return _other_than(keeper, ctx)
    if _GIVEN_BACK.search(lower) and (refused := _dative_role(lower, ctx)) is not None:
        return refused
    if bearer not in (None, BOTH):
        return bearer
    # The count of duties to pay ties or misleads ("Provider shall provide ... and Customer shall pay"); the
    # one who pays ahead for a service or goods is the weaker side, the customer.
    weaker = ctx.roles.weaker
    return weaker.key if weaker is not None else bearer


_REFUND_BAN_NOTE = Text(
    "Оплаченное не возвращается, даже если договор прекращён досрочно, услуги приостановлены или исполнение стало невозможным: другая сторона оставляет деньги за то, чего не сделала.",
    "Money paid is kept even when the contract ends early, the service is suspended or performance becomes impossible: the other side keeps pay for what it never did.",
)
_CONSUMER_REFUND_ADVICE = Text(
    "Потребитель вправе отказаться от договора в любое время и получить оплату назад за вычетом фактически понесённых исполнителем расходов (ст. 32 ЗоЗПП, ст. 782 ГК РФ); условие о невозврате ничтожно (ст. 16 ЗоЗПП). Подайте письменное заявление об отказе и потребуйте возврат в 10 дней.",
    "A consumer may withdraw at any time and get the money back less the provider's actual costs; a no-refund term is void. Withdraw in writing and demand the refund within 10 days.",
)
_BUSINESS_REFUND_ADVICE = Text(
    "Предусмотреть возврат неотработанного аванса и оплаты за неиспользованный период при досрочном прекращении, приостановлении или невозможности исполнения: заказчик оплачивает только фактически понесённые исполнителем расходы (п. 1 ст. 782 ГК РФ), а удержанный сверх этого аванс — неосновательное обогащение (ст. 1102 ГК РФ).",
    "Provide for a refund of any unearned advance and of fees for the unused period on early termination, suspension or impossibility: the customer pays only the costs actually incurred.",
)


def _refund_ban_advice(ctx: Context) -> Text:
    if ctx.regime is not None and ctx.regime.party == "consumer":
        return _CONSUMER_REFUND_ADVICE
    return _BUSINESS_REFUND_ADVICE


# The share paid ahead from which the payer carries (nearly) the whole price before any performance.
FULL_ADVANCE_SHARE = 70


def _advance_verdict(favours: str | None, share: float, advice: Text) -> Verdict:
    """An advance of ``share`` per cent: the whole price (or nearly) paid before any performance is high and
    ranks above a partial advance among the prepayment clauses; a partial one is medium."""
    if share >= FULL_ADVANCE_SHARE:
        return Verdict(True, favours, "high", None, advice, weight=2)
    return Verdict(True, favours, "medium", None, advice)


# The payer's option to pay ahead or early: its own choice, no duty.
_OPTIONAL_PREPAY = regexes.compile(
    r"(?<!не )(?:вправе|может|имеет право)\s+(?:по своему (?:выбору|усмотрению)\s+)?(?:досрочно\s+)?(?:внести|оплатить|произвести|перечислить|уплатить)[^.;]{0,40}(?:предоплат|аванс|досрочн|вперед|вперёд)"
    r"|\bmay\b[^.;]{0,30}\bprepay"
)
# The party that receives the money paid ahead: «Исполнитель получает от Заказчика аванс».
_RECEIVES_ADVANCE = regexes.compile(
    r"([а-яё]{4,})\s+(?:[а-яё]+\s+){0,2}?(?:получает|получит|принимает|взимает)\s[^.;]{0,60}(?:аванс|предоплат|предварительн\w* оплат)"
)
# A party's duty to give the money back ("Исполнитель возвращает полученный аванс в течение 5 дней") ...
_REFUNDS = regexes.compile(
    r"([а-яё]{4,})\s+(?:обязан\w*\s+|обязуется\s+)?(?:возвращает|возвратит|вернет|вернуть|возвратить)\b"
)
# ... unless it keeps part of it or the refund is barred.
_GIVEN_BACK = regexes.compile(r"возврат|возвращ|верн[уе]т")
_REFUND_CUT = regexes.compile(r"за вычетом|удерж|не возвраща|не подлеж|не производ|штраф|неустойк")
_PERCENT_SHARE = regexes.compile(r"\d{1,3}(?:[.,]\d+)?\s?(?:\([^)]{0,30}\)\s?)?(?:%|процент)")
_KEPT_SHARE = regexes.compile(
    r"(?:за вычетом|удерж\w*)[^.;]{0,40}\d{1,3}(?:[.,]\d+)?\s?(?:\([^)]{0,30}\)\s?)?(?:%|процент)"
)


# The money paid ahead given back within ten days (the consumer's law's own period, ст. 22, 31 ЗоЗПП).
_PROMPT_REFUND = regexes.compile(
    r"(?:аванс|предоплат|предварительн\w* оплат|уплаченн|оплаченн|внесенн|внесённ)\w*[^.;]{0,60}(?<!не )(?:возвраща|возвращ[её]н|подлежит возврату|будет возвращ)\w*"
    r"[^.;]{0,60}(?:в течение|не позднее|в срок)\s+(?:[1-9]|10)\s*(?:\([а-яё]+\)\s*)?(?:рабоч\w* |календарн\w* |банковск\w* )?(?:дн|день)"
)
# A duty to pay ahead in the same sentence keeps it a prepayment clause.
_PAYS_AHEAD = regexes.compile(
    r"(?:производит|вносит|перечисляет|оплачивает|уплачивает|осуществляет)\w*[^.;]{0,40}(?:предоплат|аванс|предварительн\w* оплат)"
    rf"|{LARGE_SHARE}"
)


def _money_ahead(facts: Facts, lower: str, ctx: Context, barred: bool = False) -> Verdict | None:
    """The forms of money paid ahead the law treats apart: a deposit, a secured payment, a price paid
    before the transfer of title is registered, and a duty to give an advance back; None for an ordinary
    advance."""
    if _DEPOSIT.search(lower):
        return _deposit(facts, lower, ctx)
    if _SECURITY_DEPOSIT.search(lower):
        return _security_deposit(facts, lower, ctx)
    if _SECURED.search(lower):
        return Verdict(False)  # paid through a letter of credit, an escrow account or against a guarantee
    if _PER_PERIOD_AHEAD.search(lower) and not _WHOLE_TERM_AHEAD.search(lower) and not barred:
        payer = _bearer(facts, lower, ctx)
        favours = None if payer in (None, BOTH) else _other_than(payer, ctx)
        return Verdict(True, favours, "low", _PER_PERIOD_NOTE, _PER_PERIOD_ADVICE)
    if _BEFORE_REGISTRATION.search(lower):
        payer = _bearer(facts, lower, ctx)
        favours = None if payer in (None, BOTH) else _other_than(payer, ctx)
        return Verdict(
            True, favours, "high", _BEFORE_REGISTRATION_NOTE, _BEFORE_REGISTRATION_ADVICE, weight=2
        )
    return _refund_duty(lower, ctx)


def _refund_duty(lower: str, ctx: Context) -> Verdict | None:
    """A party's duty to give an advance back: the payer's protection ("Исполнитель возвращает полученный
    аванс"), or, when it keeps a part, a risk that favours it; None when the sentence states none."""
    refund = _REFUNDS.search(lower)
    refunder = _role_after(_REFUNDS, lower, ctx) if refund else None
    # A share stated before the refund is the advance itself ("вносит 100 % предоплату, которую ...").
    if refund is None or refunder is None or _PERCENT_SHARE.search(lower, 0, refund.start()):
        # «аванс возвращается Заказчику в течение 5 дней», no refunder named: the payer's protection too.
        prompt = _PROMPT_REFUND.search(lower) and not _PAYS_AHEAD.search(lower)
        return Verdict(False) if prompt else None
    if not _REFUND_CUT.search(lower):
        return Verdict(False, favours=_other_than(refunder, ctx))
    advice = _WITHDRAWAL_FEE_ADVICE if _KEPT_SHARE.search(lower) else None
    return Verdict(True, refunder, "medium", None, advice)


def _deposit(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A deposit (задаток) burdens its payer: it is lost if the payer fails (ст. 381 ГК РФ). The clause that
    it "остаётся у" a party favours that party; a double return burdens the recipient and is a penalty on
    it (the penalty item reads that), so under prepayment it favours the payer."""
    recipient = _role_after(_DEPOSIT_KEPT_BY, lower, ctx)
    if recipient is None and _DOUBLE_DEPOSIT.search(lower):
        payer = _bearer(facts, lower, ctx)
        return Verdict(False, favours=None if payer in (None, BOTH) else _other_than(payer, ctx))
    if recipient is None:
        payer = _bearer(facts, lower, ctx)
        recipient = None if payer in (None, BOTH) else _other_than(payer, ctx)
    return Verdict(True, recipient, "medium", None, _DEPOSIT_ADVICE, weight=2, reading=EARNEST_MONEY)


def _security_deposit(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A security deposit burdens its payer (the holder covers its claims from it); one returned promptly and
    in full is the payer's protection, not a risk."""
    if _DEPOSIT_BACK_SOON.search(lower) and not _REFUND_CUT.search(lower):
        return Verdict(False)
    payer = _bearer(facts, lower, ctx)
    holder = None if payer in (None, BOTH) else _other_than(payer, ctx)
    severity: Severity | None = "high" if _DEPOSIT_LOST.search(lower) else None
    return Verdict(True, holder, severity, None, _SECURITY_DEPOSIT_ADVICE, weight=1, reading=SECURITY_DEPOSIT)


def _role_after(pattern: re.Pattern[str], lower: str, ctx: Context) -> str | None:
    from chalicelib.clauses import role_key

    for m in pattern.finditer(lower):
        word = next(group for group in m.groups() if group)
        key = ctx.roles.key_of(word) or role_key(word)
        if key in ctx.roles.keys:
            return key
    return None


def _payment_terms(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Late payment is a risk for the side that is paid: keep only long periods paid by the other side."""
    payer = _bearer(facts, lower, ctx)
    days = max(facts.numbers.days, default=0)
    if payer == ctx.side and ctx.side is not None:
        return Verdict(False, favours=ctx.side)
    if days < PAYMENT_DAYS_LONG and "квартал" not in lower and "уменьшенн" not in lower:
        return Verdict(False)
    return Verdict(True, payer if payer != BOTH else None)


def _confidentiality(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A duty of secrecy on one party only is the risk (it favours the other); one that also outlives the
    contract without a stated number of years is the stronger form."""
    if facts.actor == BOTH or "врачебн" in lower or "медицинск" in lower or own_credentials(lower):
        return Verdict(False)
    if not (facts.actor and facts.modality in ("duty", "prohibition")):
        return Verdict(False)
    favours = _other_than(facts.actor, ctx)
    if _SECRECY_TERM.search(lower):
        return Verdict(True, favours, weight=1)
    if _OUTLIVES.search(lower):
        return Verdict(True, favours, "medium", _OPEN_ENDED_SECRECY, _SECRECY_ADVICE, weight=2)
    return Verdict(True, favours, None, _ONE_SIDED_SECRECY, _SECRECY_ADVICE, weight=1)


# A term for the duty of secrecy: "в течение 3 (трёх) лет", "на срок пять лет", "до 31.12.2027".
_SECRECY_TERM = regexes.compile(
    r"\d+\s*(?:\([^)]{0,30}\)\s*)?(?:лет|года?|месяц\w*)\b|\b(?:одного|двух|тр[её]х|пяти|десяти|один|два|три|пять|десять)\s+(?:лет|года?)\b|\bдо \d{1,2}[./]\d{1,2}[./]\d{2,4}"
)
_OUTLIVES = regexes.compile(
    r"после (?:прекращения|окончания|истечения|расторжения)|бессрочн|неограниченн\w* срок|в течение неопредел[её]нн"
)
_ONE_SIDED_SECRECY = Text(
    "Обязанность хранить тайну возложена только на одну сторону, срок в условии не указан.",
    "Only one party is bound to secrecy, and the clause states no term.",
)
_OPEN_ENDED_SECRECY = Text(
    "Обязанность хранить тайну лежит только на одной стороне и действует после окончания договора без срока.",
    "Only one party is bound to secrecy, and the duty outlives the contract with no end date.",
)
_SECRECY_ADVICE = Text(
    "Сделать обязанность взаимной, ограничить её сроком (3–5 лет после окончания договора) и перечнем сведений; исключить общедоступные сведения и раскрытие по требованию закона.",
    "Make the duty mutual, limit it to 3-5 years after the contract ends and to defined information, with the usual exceptions.",
)


def _personal_data(facts: Facts, lower: str, ctx: Context) -> Verdict:
    if facts.modality == "prohibition":
        return Verdict(False)
    if _CONSENT.search(lower) or _SHARED_DATA.search(lower):
        return Verdict(True, _other_than(ctx.side, ctx))
    return Verdict(False)


def _jurisdiction(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Unfavourable: the other side's seat, a named court, arbitration or foreign law; for a consumer also
    "the defendant's seat" (the consumer may sue where they live)."""
    if not _DISPUTE.search(lower):
        return Verdict(False)
    if _CLAIMANT_SEAT.search(lower) or _DEFENDANT_SEAT.search(lower):
        return _procedural_seat(bool(_CLAIMANT_SEAT.search(lower)), ctx)
    m = _JURISDICTION_BAD.search(lower)
    if m is None:
        return _claim_procedure(facts, lower)
    consumer = ctx.regime is not None and ctx.regime.party == "consumer"
    if court_at_home(lower, ctx.home_region) or (consumer and only_for_business(lower)):
        # The court of the region where both parties are registered, or one agreed only with businesses.
        return Verdict(False)
    return _seat_verdict(m.group(1), lower, ctx) if m.group(1) else Verdict(True, None, weight=1)


def _claim_procedure(facts: Facts, lower: str) -> Verdict:
    """A pre-trial claim procedure is a risk only when its reply deadline is short."""
    days = min(facts.numbers.days, default=None)
    if not _CLAIM_PROCEDURE.search(lower) or days is None or days >= CLAIM_REPLY_DAYS_SHORT:
        return Verdict(False)
    note = Text(_SHORT_CLAIM_NOTE.ru.format(days=days), _SHORT_CLAIM_NOTE.en.format(days=days))
    # Below a forum clause of the same contract: the court is what the reader must know first.
    return Verdict(True, None, "low", note, _SHORT_CLAIM_ADVICE, weight=-2)


def _procedural_seat(claimant_seat: bool, ctx: Context) -> Verdict:
    """The court of the claimant (or of the defendant): whom it favours depends on who is likely to sue.
    The claimant's court is against the reader only when the other side is the likely claimant; the
    defendant's court only when the reader is. Unknown who sues: the claimant's court is a small risk (the
    other side may sue first at its own seat), the defendant's is neutral."""
    if ctx.side is None or ctx.claimant is None:
        if claimant_seat:
            return Verdict(True, None, "low", _CLAIMANT_SEAT_NOTE, weight=1)
        return Verdict(False)
    reader_sues = ctx.claimant in ctx.roles.camp(ctx.side)
    favoured = ctx.claimant if claimant_seat else _other_than(ctx.claimant, ctx)
    if reader_sues == claimant_seat:
        return Verdict(False, favours=favoured)
    reason = _CLAIMANT_REASONS[_claimant_reason(ctx)]
    note = _CLAIMANT_NOTE if claimant_seat else _DEFENDANT_NOTE
    return Verdict(
        True,
        favoured,
        "medium",
        Text(note.ru.format(reason=reason.ru), note.en.format(reason=reason.en)),
    )


def _claimant_reason(ctx: Context) -> str:
    regime = ctx.regime
    if regime is not None and regime.kind == "loan":
        return "loan"
    if ctx.side is not None and ctx.claimant in ctx.roles.camp(ctx.side):
        return "consumer" if regime is not None and regime.party == "consumer" else "prepaid"
    return "payment"


_PREPAID = regexes.compile(
    r"предоплат|предварительн\w* оплат|(?<!без )аванс|100\s?%[^.;]{0,40}(?:до|перед|в момент)|в момент (?:заказа|оформления|регистрации)|prepay|in advance|upfront|up front"
)


def likely_claimant(model: ContractModel, ctx: Context) -> str | None:
    """Who is likely to sue the other: the party owed money or performance when it falls due.

    A lender sues its borrower (a loan); a side that pays in advance sues for the performance or its money
    back; a consumer brings consumer claims; otherwise the side that performs first sues for its payment.
    None when the contract does not say who pays.
    """
    sides = _payer_and_payee(ctx.roles)
    if sides is None:
        return None
    payer, payee = sides
    if ctx.regime is not None and ctx.regime.kind == "loan":
        return payee.key if payer.weakness >= payee.weakness else payer.key
    if _prepaid_by(model, payer.key, ctx):
        return payer.key
    if ctx.regime is not None and ctx.regime.party == "consumer" and ctx.side == payer.key:
        return payer.key
    return payee.key


def _payer_and_payee(roles: Roles) -> tuple[Party, Party] | None:
    """The main side that bears the most duties to pay, and the other; None when no one pays."""
    main = roles.main
    if len(main) < 2:
        return None
    payer = max(main, key=lambda p: roles.payments.get(p.key, 0))
    payee = roles.other(payer.key)
    if roles.payments.get(payer.key, 0) == 0 or payee is None:
        return None
    return payer, payee


def _prepaid_by(model: ContractModel, payer: str, ctx: Context) -> bool:
    """Whether ``payer`` pays before the other side performs (a prepayment or an advance it makes)."""
    for clause in model.clauses:
        for s in clause.sentences:
            if ("prepay" in s.facts.actions or _PREPAID.search(s.lower)) and _bearer(
                s.facts, s.lower, ctx
            ) in (
                payer,
                None,
            ):
                return True
    return False


def _seat_verdict(seat: str, lower: str, ctx: Context) -> Verdict:
    """Disputes go "to the seat of X": a risk when X is the other side, not when it is ours or a place."""
    from chalicelib.clauses import role_key

    key = ctx.roles.key_of(seat) or role_key(seat)
    if key == ctx.side:
        return Verdict(False, favours=ctx.side)
    if key in ctx.roles.keys:
        return Verdict(True, key, weight=1)
    # A party the contract names by a role it does not define ("по месту нахождения Оператора"): any role
    # the lexicon knows is a party's seat, not a place.
    base = lemma(seat)
    party_word = seat in _OTHER_ROLE_WORDS or base in ROLES or base.endswith(_AGENT_NOUN)
    neutral = not party_word and "арбитраж" not in lower and "иностран" not in lower
    return Verdict(not neutral, None, weight=int(not neutral))


_GIVES_SECURITY = regexes.compile(
    r"(?:предостав|внести|внос|переда)\w*[^.;]{0,40}(?:обеспечени|гаранти|залог|поручительств)"
)


def _guarantee(facts: Facts, lower: str, ctx: Context) -> Verdict:
    if _PERSONAL_SURETY.search(lower):
        return Verdict(
            True, _other_than(ctx.side, ctx), "high", _PERSONAL_SURETY_NOTE, _PERSONAL_SURETY_ADVICE
        )
    if facts.modality == "prohibition":
        return Verdict(False)  # "не вправе ... отдавать в залог права": a ban on pledging secures nothing
    # "Поставщик вправе предоставить обеспечение ...": the one who may give the security gives it.
    gives = facts.modality == "right" and _GIVES_SECURITY.search(lower) is not None
    bearer = facts.actor if gives else _bearer(facts, lower, ctx)
    return Verdict(bearer == ctx.side and ctx.side is not None, _other_than(bearer, ctx))


def _assignment(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A risk when the other side may assign (or consent to assignment is given in advance); a ban on
    assignment without consent protects both sides."""
    if _CONSENT_TO_ASSIGN.search(lower):
        return Verdict(True, _other_than(ctx.side, ctx))
    if facts.modality != "right":
        return Verdict(False)
    return _right_of_other(facts, lower, ctx)


def _acceptance(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Tacit acceptance (deemed signed, claims barred, silence counts) is the risk; the procedure is not,
    nor is the moment a payment or delivery counts as made.

    Of a contract's several deeming clauses the one that takes the reader's right to reject the work or the
    goods (the act deemed signed, the work deemed accepted when no objection comes in N days) ranks first;
    an offer accepted by payment (ст. 438 ГК РФ) is how the contract is made, and ranks last."""
    if _SHORT_CLAIM_WINDOW.search(lower):
        # The one who must report defects within a day bears it; the other side gains.
        return Verdict(True, _other_than(facts.actor, ctx) if facts.actor not in (None, BOTH) else None)
    if _PERFORMANCE_MOMENT.search(lower) or not _TACIT.search(lower) or paid_offer_acceptance(lower):
        return Verdict(False)
    if _EXPRESS_MOMENT.search(lower) and not _NO_OBJECTION.search(lower):
        # Deemed done once the act is signed, or the contract made once accepted: an express step, not
        # silence taken for acceptance.
        return Verdict(False)
    return _ranked_acceptance(_deemed_acceptance(facts, lower, ctx), facts, lower, ctx)


def _ranked_acceptance(verdict: Verdict, facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The work deemed accepted ranks first, then the reader's own act taken as a statement it never made
    («Оплатой … Заказчик подтверждает получение информации»: the one who pays or signs bears it), and an
    offer accepted last; a deeming that something was not done is no acceptance of it."""
    if _DEEMED_PERFORMANCE.search(lower) and not _DEEMED_NOT_DONE.search(lower):
        return replace(verdict, weight=3)
    if _CONFIRMED_BY_ACT.search(lower):
        confirmer = facts.actor if facts.actor not in (None, BOTH) else None
        return Verdict(True, _other_than(confirmer, ctx) or verdict.favours, "medium", weight=3)
    if _OFFER_ACCEPTANCE.search(lower):
        return replace(verdict, weight=-2)
    return verdict


# "Customer shall be deemed to have agreed", "you will be deemed to have accepted": the deeming binds X.
_EN_DEEMED = regexes.compile(
    r"\b([a-z]+)\s+(?:shall|will|is|are|may)\s+(?:be\s+)?deemed\s+to\s+have\s+(?:accepted|agreed|consented|approved|waived)"
)


def _deemed_acceptance(facts: Facts, lower: str, ctx: Context) -> Verdict:
    if not _CYRILLIC.search(lower):
        deemed = _english_party(_EN_DEEMED, lower, ctx)
        if deemed not in (None, BOTH):
            return Verdict(True, _other_than(deemed, ctx))
    if facts.modality == "right":
        if facts.actor not in (None, BOTH) and _DEEMED_ON_INACTION.search(lower):
            # "Заказчик вправе направить возражения; в противном случае акт считается подписанным": the
            # "right" is a burden: whoever does not use it in time is deemed to accept.
            return Verdict(True, _other_than(facts.actor, ctx))
        return Verdict(True, _holder(facts))
    # The deeming binds the party deemed to accept ("акт признается согласованным Покупателем", "товар
    # считается переданным Заказчику"; "Заказчик ...; молчание считается принятием"): it favours the other.
    from chalicelib.clauses import role_key

    for m in _DEEMED_PARTY.finditer(lower):
        key = role_key(m.group(1))
        if key in ctx.roles.keys:
            return Verdict(True, _other_than(key, ctx))
    if _SILENCE.search(lower) or _DEEMED_ON_INACTION.search(lower):
        return Verdict(True, _other_than(facts.actor, ctx))
    return Verdict(True, _holder(facts))


# Where a term is fixed by reference: a document the parties sign as part of the contract ...
_AGREED_DOCUMENT = regexes.compile(
    r"спецификаци|приложени|заявк|смет|калькуляци|дополнительн\w* соглашени|протокол\w* согласовани|неотъемлем"
)
# ... or one the other side keeps or issues alone: its price list, tariffs, website or invoice.
_OWN_DOCUMENT = regexes.compile(
    r"прайс|прейскурант|тариф|на сайте|сайт\w*|https?://|www\.|расценк|правил|(?:в|по|согласно|на основании)\s+(?:выставленн\w+\s+)?сч[её]т(?:а|е|у|ом)?\b"
)
_PRICE_WORDS = regexes.compile(r"цен|стоимост|тариф|вознагражд|плат|оплат|сумм|прайс|прейскурант")
_BY_REFERENCE_NOTE = Text(
    "Цена определяется документом, который ведёт другая сторона (прайс-лист, тарифы, сайт): это законный способ "
    "согласовать цену, но зафиксируйте его редакцию на дату заключения и приложите к договору.",
    "The price is set by a document the other side keeps (a price list, tariffs, a website): a lawful way to agree "
    "a price, but fix its version at signing and attach it.",
)
_BY_REFERENCE_ADVICE = Text(
    "Приложить к договору документ, по которому определяется цена (прайс-лист, тарифы, страницу сайта), в редакции на дату заключения и указать, что цена на оплаченный период не меняется.",
    "Attach the document that sets the price (a price list, tariffs, the web page) as of signing, and state that the price for a paid period does not change.",
)
_DEFERRED_PRICE_NOTE = Text(
    "Цена будет согласована позже: если стороны её не согласуют, оплата определяется по обычным ценам (п. 3 ст. 424 ГК РФ).",
    "The price is left to a later agreement; without one, the usual price for such goods or services applies.",
)


def _essential_terms(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A term left to another document or a later agreement. A price fixed by reference (a specification,
    an annex, a price list) is a lawful way to agree it (п. 1 ст. 424, ст. 485 ГК РФ), never a high risk: a
    document signed as part of the contract is no risk at all; the other side's own price list or website
    is a low one (it may change it); a price deferred with no document is low too (п. 3 ст. 424 ГК РФ).
    Other terms (goods, quantity, quality, delivery dates) deferred with no document stay a risk."""
    price = bool(_PRICE_WORDS.search(lower))
    if _OWN_DOCUMENT.search(lower):
        return Verdict(True, _other_than(ctx.side, ctx), "low", _BY_REFERENCE_NOTE, _BY_REFERENCE_ADVICE)
    if _AGREED_DOCUMENT.search(lower):
        return Verdict(False)
    if price:
        return Verdict(True, None, "low", _DEFERRED_PRICE_NOTE)
    return Verdict(True, None, "medium")


def _indemnity(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """An indemnity burdens the party that gives it ("You agree to indemnify ... Lumenote"): it favours the
    other side; a mutual one ("each party shall indemnify the other") favours neither and is a small risk.
    The giver is the subject of "indemnify" (else the clause model's actor)."""
    if facts.actor == BOTH or _MUTUAL_INDEMNITY.search(lower):
        return Verdict(True, None, "low", _MUTUAL_INDEMNITY_NOTE)
    giver = _english_party(_INDEMNITOR, lower, ctx) if not _CYRILLIC.search(lower) else None
    giver = giver if giver not in (None, BOTH) else facts.actor
    favours = _other_than(giver, ctx)
    if ctx.side is not None and giver is not None and giver not in ctx.roles.camp(ctx.side):
        # The other side indemnifies the reader: a protection (dropped when the review takes a side).
        return Verdict(False, favours)
    return Verdict(True, favours, weight=1 if giver == ctx.side else 0)


_MUTUAL_INDEMNITY = regexes.compile(
    r"\b(?:each|either)\s+party\s+(?:shall|will|agrees)[^.;]{0,40}indemnif|\b(?:the )?parties\s+(?:shall|will|agree to)\s+(?:mutually\s+)?indemnify\s+each other|mutual(?:ly)? indemnif"
)
_MUTUAL_INDEMNITY_NOTE = Text("Обязанность возмещения взаимная.", "The indemnity runs both ways.")
# Who indemnifies: "You agree to indemnify", "Consultant shall defend, indemnify", "Company will indemnify".
_INDEMNITOR = regexes.compile(
    r"\b([a-z]+)\s+(?:hereby\s+)?(?:shall|will|agrees?\s+to|must|undertakes?\s+to|covenants?\s+to)\s+(?:at\s+its\s+(?:own\s+)?(?:sole\s+)?(?:cost|expense)[^,]{0,20},?\s+)?(?:\w+,?\s+){0,2}?indemnif"
)


# Who disclaims: "Company disclaims", "we make no warranty", "Licensor does not warrant"; who accepts the
# thing "as is" ("Customer accepts the goods as is", "you acknowledge that the service is provided as is")
# bears the disclaimer.
_DISCLAIMER = regexes.compile(
    r"\b([a-z]+)\s+(?:hereby\s+|expressly\s+|specifically\s+)*(?:disclaims?|excludes?|makes?\s+no|gives?\s+no|provides?\s+no|extends?\s+no|(?:does|do|shall|will)\s+not\s+(?:represent\s+(?:or|and)\s+)?(?:warrant|guarantee))"
)
_ACCEPTS_AS_IS = regexes.compile(
    r"\b([a-z]+)\s+(?:hereby\s+)?(?:accepts?|acknowledges?|agrees?|understands?|takes?|purchases?|receives?)\b"
)
_MUTUAL_DISCLAIMER = regexes.compile(
    r"\b(?:neither|each|either)\s+party\s+(?:hereby\s+)?(?:makes?|disclaims?|gives?|provides?)|\bthe\s+parties\s+(?:hereby\s+)?(?:disclaim|make\s+no)"
)
_MUTUAL_DISCLAIMER_NOTE = Text(
    "Отказ от гарантий взаимный: ни одна сторона не даёт гарантий сверх прямо указанных.",
    "The disclaimer is mutual: neither party warrants more than it says expressly.",
)
_CONSUMER_DISCLAIMER_NOTE = Text(
    "Перед потребителем законные гарантии качества обычно нельзя исключить.",
    "Towards a consumer the statutory quality guarantees usually cannot be excluded.",
)


def _warranty_disclaimer(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A disclaimer of warranties favours the party that gives the product and disclaims: the subject of
    "disclaims" / "makes no warranty", else the other side of the party that accepts it "as is"."""
    if _MUTUAL_DISCLAIMER.search(lower):
        return Verdict(True, None, "low", _MUTUAL_DISCLAIMER_NOTE)
    giver = _english_party(_DISCLAIMER, lower, ctx)
    if giver is None:
        taker = _english_party(_ACCEPTS_AS_IS, lower, ctx)
        giver = _other_than(taker, ctx) if taker not in (None, BOTH) else None
    if giver is None and facts.modality == "exemption" and facts.actor not in (None, BOTH):
        giver = facts.actor
    if giver is None:
        giver = _provider(ctx)
    if giver == BOTH:
        return Verdict(True, None, "low", _MUTUAL_DISCLAIMER_NOTE)
    consumer = ctx.regime is not None and ctx.regime.party in ("consumer", "individual")
    return Verdict(True, giver, "high" if consumer else None, _CONSUMER_DISCLAIMER_NOTE if consumer else None)


# Who must bring the claim: "you must bring any claim", "Customer shall commence any action"; "any claim by
# either party" binds both.
_CLAIMANT_PARTY = regexes.compile(
    r"\b([a-z]+)\s+(?:must|shall|will|agrees?\s+(?:that\s+it\s+(?:must|shall|will)\s+)?to)\s+(?:commence|bring|file|assert|institute|initiate|present|make)\b"
    r"|(?:claims?|actions?|suits?|proceedings?)\s+(?:brought\s+|made\s+|asserted\s+)?by\s+(?:the\s+)?([a-z]+)"
    r"|\b([a-z]+)\s+(?:waives?|agrees?\s+to\s+waive)[^.;]{0,40}(?:statute|period)"
)
_MUTUAL_CLAIMS = regexes.compile(
    r"\b(?:either|each|any|neither)\s+part(?:y|ies)|\bthe\s+parties\b|both\s+parties"
)
_MUTUAL_CLAIMS_NOTE = Text(
    "Срок одинаков для обеих сторон, но пропустить его рискует прежде всего та, что предъявляет требования.",
    "The time limit binds both parties, but it is the claimant who loses by missing it.",
)
_RU_LIMITATION_NOTE = Text(
    "Сроки исковой давности не могут быть изменены соглашением сторон (п. 1 ст. 198 ГК РФ): условие ничтожно, но может ввести в заблуждение.",
    "Limitation periods cannot be changed by agreement (Art. 198(1) Civil Code): the term is void, but may mislead.",
)


def _claims_period(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A short time limit for claims burdens whoever must bring them: the party named (else the likely
    claimant, who is owed performance or money); for both parties alike it is a smaller risk."""
    if _CYRILLIC.search(lower):
        return Verdict(True, None, "low", _RU_LIMITATION_NOTE)
    claimant = _english_party(_CLAIMANT_PARTY, lower, ctx)
    if claimant == BOTH or (claimant is None and _MUTUAL_CLAIMS.search(lower)):
        return Verdict(True, None, "low", _MUTUAL_CLAIMS_NOTE)
    claimant = claimant or ctx.claimant or _receiver(ctx)
    return Verdict(True, _other_than(claimant, ctx) if claimant else None)


def _receiver(ctx: Context) -> str | None:
    """The party that receives the product or service: the weaker main side (user, customer, licensee:
    the roles the vocabulary ranks weaker are those that buy), when the contract has two."""
    weaker = ctx.roles.weaker
    return weaker.key if weaker is not None and len(ctx.roles.main) == 2 else None


def _provider(ctx: Context) -> str | None:
    """The party that provides the product or service (see :func:`_receiver`)."""
    receiver = _receiver(ctx)
    return _other_than(receiver, ctx) if receiver else None


_RESIDUALS = regexes.compile(r"\bresiduals\b|residual (?:information|knowledge|know-how)|unaided memor")
_INJUNCTION = regexes.compile(r"(?:injunctive|equitable) relief|injunction|specific performance")
_RETURN_DESTROY = regexes.compile(
    r"(?:return|destroy)[^.;]{0,20}(?:or|and|and/or)\s+(?:to\s+)?(?:return|destroy)"
)
# What keeps a duty to return or destroy workable: copies the law or routine back-ups require may stay.
_RETURN_CARVE_OUT = regexes.compile(
    r"\bexcept\b|\bretain\w*|archiv|back-?up|legal (?:hold|or regulatory)|required by (?:law|applicable)|regulatory|compliance purposes|provided that|subject to"
)
_DEFINITION = regexes.compile(r"confidential information[\"”']?\s+(?:shall )?(?:means?|includes?)")
# Whose information the definition covers: "disclosed by Company", "furnished by or on behalf of Discloser".
_DISCLOSED_BY = regexes.compile(
    r"(?:disclosed|provided|furnished|made available|delivered)\s+(?:to [^.;]{0,40})?by\s+(?:or on behalf of\s+)?(?:the\s+)?([a-z]+)"
)
_ENTITLED = regexes.compile(
    r"\b([a-z]+)\s+(?:shall|will|may)\s+(?:also\s+)?(?:be\s+entitled|have\s+the\s+right|seek|obtain)|entitle\w*\s+(?:the\s+)?([a-z]+)\s+to"
)
_NDA_MUTUAL_NOTE = Text(
    "Условие взаимное: оно действует одинаково для обеих сторон.", "The term binds both parties alike."
)


def _nda(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Confidentiality terms that burden one side: a residuals clause favours the recipient that may use
    what it remembers; injunctive relief without a bond favours the party entitled to it; a perpetual duty,
    a definition of one party's information and a return-or-destroy duty without carve-outs burden the
    recipient. Mutual terms are a small risk; a return duty with carve-outs is none."""
    residuals = bool(_RESIDUALS.search(lower))
    injunction = bool(_INJUNCTION.search(lower))
    if _RETURN_DESTROY.search(lower) and not (residuals or injunction) and _RETURN_CARVE_OUT.search(lower):
        return Verdict(False)
    if _DEFINITION.search(lower) and not residuals:
        return _nda_definition(lower, ctx)
    if facts.actor == BOTH:
        return Verdict(True, None, "low", _NDA_MUTUAL_NOTE)
    if residuals or injunction:
        return _nda_entitlement(facts, lower, ctx, residuals=residuals)
    bearer = facts.actor if facts.modality in ("duty", "prohibition", "statement") else None
    return Verdict(True, _other_than(bearer, ctx) if bearer else None)


def _nda_definition(lower: str, ctx: Context) -> Verdict:
    """A definition of one party's information favours that party; one of each party's alike is no risk."""
    owner = _english_party(_DISCLOSED_BY, lower, ctx)
    if owner in (None, BOTH) or _EITHER_DISCLOSER.search(lower):
        return Verdict(False)
    return Verdict(True, owner)


_EITHER_DISCLOSER = regexes.compile(r"by (?:either|one|a|any|each) party|by (?:the )?disclosing party")


def _nda_entitlement(facts: Facts, lower: str, ctx: Context, *, residuals: bool) -> Verdict:
    """A right to use residuals or to an injunction without a bond favours the party that holds it."""
    if residuals and facts.modality == "right" and facts.actor is not None:
        holder: str | None = facts.actor
    else:
        holder = _english_party(_ENTITLED, lower, ctx)
    if holder == BOTH:
        return Verdict(True, None, "low", _NDA_MUTUAL_NOTE)
    return Verdict(True, holder)


class _NoParty:
    individual = False


_NO_PARTY = _NoParty()

_RULES = {
    "penalty": _penalty,
    "termination_for_convenience": _termination,
    "unilateral_change": _unilateral_change,
    "labour_terms": _labour,
    "assignment": _assignment,
    "acceptance": _acceptance,
    "liability_cap": _exemption,
    "prepayment": _prepayment,
    "payment_terms": _payment_terms,
    "confidentiality": _confidentiality,
    "personal_data": _personal_data,
    "jurisdiction": _jurisdiction,
    "guarantee": _guarantee,
    "missing_essential_terms": _essential_terms,
    "indemnity": _indemnity,
    "warranty_disclaimer": _warranty_disclaimer,
    "claims_period": _claims_period,
    "nda_terms": _nda,
}

# The rules of the families in checklist_rights (and their readings of acceptance and unlimited liability)
# live in their own module, which imports this one's helpers.
from chalicelib.analysis.judge_rights import RIGHTS_RULES  # noqa: E402

_RULES.update(RIGHTS_RULES)
# Incorporation by reference and precedence clauses are read before the unilateral_change rule.
from chalicelib.analysis.judge_reference import REFERENCE_RULES  # noqa: E402

_RULES.update(REFERENCE_RULES)
# The other side's unilateral rights beyond the price and the terms, weighed once the base rule keeps them.
from chalicelib.analysis.judge_unilateral import unilateral_rules  # noqa: E402

_RULES.update(unilateral_rules(_RULES))

# The payment family (payment terms, acceptance, warranty) reads its clauses before the base rules.
from chalicelib.analysis.judge_payment import PAYMENT_RULES  # noqa: E402

_RULES.update(PAYMENT_RULES)

# Essential terms left open (a subject by price list, a range, an annex not in the text) before the payment rule.
from chalicelib.analysis.judge_essentials import ESSENTIAL_RULES  # noqa: E402

_RULES.update(ESSENTIAL_RULES)

from chalicelib.analysis.judge_liability import LIABILITY_RULES, LIABILITY_SIDE_RISKS  # noqa: E402

_RULES.update(LIABILITY_RULES)
SIDE_RISKS = SIDE_RISKS | LIABILITY_SIDE_RISKS
# A clause about legal costs within the indemnity item: who pays the lawyers whatever the outcome.
from chalicelib.analysis.judge_costs import costs_rules  # noqa: E402

_RULES.update(costs_rules(_RULES))
# The lender's remedies in a loan: calling the whole debt early, further security on demand.
from chalicelib.analysis.judge_lending import LENDING_RULES, LENDING_SIDE_RISKS  # noqa: E402

_RULES.update(LENDING_RULES)
SIDE_RISKS = SIDE_RISKS | LENDING_SIDE_RISKS

# The risks of a kind of contract (lease, labour, licence, the end of a contract).
from chalicelib.analysis.judge_types import TYPE_RULES  # noqa: E402

_RULES.update(TYPE_RULES)

# Last: the ordinary clause (a licensor's ownership, units priced in roubles ...) is left out before any
# family's rule for the item judges it.
from chalicelib.analysis.judge_ordinary import with_ordinary  # noqa: E402

_RULES.update(with_ordinary(_RULES))

__all__ = ["Context", "Verdict", "judge"]
