# ruff: noqa: E501  (a data table: long patterns and phrases read better unwrapped)
"""The bilingual risk checklist (data only). Patterns are case-insensitive regular expressions."""

from __future__ import annotations

from chalicelib.analysis import checklist_essentials as essentials
from chalicelib.analysis.checklist import ChecklistItem, SeverityRule, Text
from chalicelib.analysis.checklist_acknowledgements import ACKNOWLEDGEMENT_CHECKLIST
from chalicelib.analysis.checklist_charges import CHARGES_CHECKLIST
from chalicelib.analysis.checklist_costs import COSTS_AS_THE_LAW_DOES, COSTS_PATTERNS
from chalicelib.analysis.checklist_lending import EARLY_REPAYMENT_PATTERNS, LENDING_CHECKLIST
from chalicelib.analysis.checklist_liability import LIABILITY_CHECKLIST
from chalicelib.analysis.checklist_notices import NOTICE_CHECKLIST
from chalicelib.analysis.checklist_payment import (
    ACCEPTANCE_PATTERNS,
    ESSENTIAL_PATTERNS,
    ESSENTIAL_REQUIRES,
    PAYMENT_PATTERNS,
    WARRANTY_PATTERNS,
)
from chalicelib.analysis.checklist_reference import INCORPORATION_PATTERNS
from chalicelib.analysis.checklist_rights import RIGHTS_CHECKLIST
from chalicelib.analysis.checklist_types import TYPES_CHECKLIST
from chalicelib.analysis.checklist_unilateral import CHANGE_RIGHT_PATTERNS, END_RIGHT_PATTERNS
from chalicelib.analysis.checklist_work import WORK_CHECKLIST
from chalicelib.analysis.predicates import REFUND_BARRED_PATTERN

_PERCENT_PER_DAY_HIGH = r"(?<![\d.,])(?:[1-9]\d*(?:[.,]\d+)?|0[.,][5-9]\d*)\s*%[^.;]{0,80}(?:день|дня|сутки|суток|per day|a day|each day|daily)"
_SMALL_PER_DAY = r"(?<![\d.,])0[.,]0?[1-3]\s*%"
# "в двукратном / пятикратном / 10-кратном размере стоимости": a sanction that multiplies the sum at stake
# ("неоднократно" is not a multiple: "одно" is not in the list).
_MULTIPLE = r"(?<![а-яё])(?:дву|тр[её]х|четыр[её]х|пяти|шести|семи|восьми|девяти|десяти|\d+\s?-?\s?(?:х|ти|и)?\s?-?)кратн\w*[^.;]{0,60}(?:размер|стоимост|сумм|цен|плат|величин|вознагражд|объ[её]м)"
# A price or rent that moves by a formula: indexation by inflation / CPI, a yearly increase by N %.
_INDEXATION = r"(?:индексаци|индексир)\w*[^.;]{0,120}(?:цен|стоимост|плат|тариф|ставк|вознагражд|инфляц|потребительских цен|\d\s?%)|(?:цен|стоимост|плат|тариф|ставк)\w*[^.;]{0,80}(?:индексир|индексаци|увеличива\w* (?:ежегодно|на уровень инфляции)|повыша\w* ежегодно)|(?:ежегодно|каждый год|раз в год)[^.;]{0,60}(?:увеличива|повыша|индексир)\w*[^.;]{0,60}(?:на \d|инфляц|потребительских цен)|индекс\w* потребительских цен|\b(?:CPI|RPI)\b|consumer price index"
# A natural person (the director, a founder, a participant) answering personally for a company's debts.
_PERSONAL_SURETY = r"(?:директор|руководител|учредител|участник|единоличн\w* исполнительн|физическ\w+ лиц|собственник бизнеса)\w*[^.;]{0,120}(?:поручител|поручительств|солидарн\w* (?:ответствен|отвеча|обязан)|лично отвеча|личн\w* (?:ответствен|гарант|имуществ))|(?:поручител|поручительств|солидарн\w* ответствен)\w*[^.;]{0,120}(?:директор|руководител|учредител|участник|физическ\w+ лиц)|personal(?:ly)? (?:guarantee|guaranty|guarantees|liable)|(?:director|officer|shareholder|principal)s?[^.;]{0,60}(?:personally|jointly and severally) (?:guarantee|liable)"
_PERSONAL_DOCUMENTS = r"(?:паспорт\w*|трудов\w* книжк\w*|документ\w* об образовании|диплом\w*|аттестат\w*|удостоверени\w* личности|военн\w* билет\w*|водительск\w* удостоверени\w*|свидетельств\w* о рождении|снилс|личн\w* документ\w*|оригинал\w* документ\w*)"
# The business side of a contract in its instrumental case ("установленные Правообладателем"): a price one of
# them sets alone.
_BUSINESS_ROLE = r"(?:исполнител|продавц|поставщик|лицензиар|арендодател|правообладател|компани|банк|оператор|агент|кредитор|займодав|сервис|администраци|организатор|страховщик|работодател|управляющ|перевозчик|экспедитор|подрядчик|дистрибьютор|франчайзер|платформ)\w*"
# What the money should wait for: the goods, the work, or the registration of the transfer of title.
_COUNTER_PERFORMANCE = r"(?:государственн\w* регистрац|регистрац\w* (?:перехода|права|договора)|передач|поставк|отгрузк|получени\w* товар|начал\w* (?:работ|оказания|выполнения)|оказани\w* услуг|выполнени\w* работ|подписани\w* (?:акта|передаточного)|ввод\w* в эксплуатац)"
# Whose rate a price is converted at when it is not the central bank's: the seller's, the tour operator's.
_PARTY_RATE = r"(?:туроператор|исполнител|продавц|поставщик|агент|компани|лицензиар|арендодател|банка (?:продавц|исполнител|поставщик|получател|кредитор|займодав))"
_PARTY_RATE_REQUIRED = r"курс\w*\s+(?:[а-яё]+\s+){0,2}(?:туроператор|исполнител|продавц|поставщик|агент|компани|лицензиар|арендодател|банка)"
_CAPPED = r"не более|не может превышать|не превыша|not (?:to )?exceed|in no event exceed|maximum|cap"
# A provider's discretion over what it provides: to change, suspend, withhold or remove the service, its
# features, a payment or funding, at any time or at its sole discretion.
_DISCRETIONARY_ACT = r"(?:modif|chang|alter|suspend|discontinu|withh[oe]ld|remov|limit|reduc|revok|reclassif)"
_WHAT_IS_PROVIDED = r"(?:services?|products?|features?|functionalit(?:y|ies)|software|platform|payments?|grants?|funding|funds|disbursements?|content|programs?|offerings?)"
_AT_DISCRETION_EN = r"(?:at any time|(?:sole|absolute|exclusive)(?: and (?:absolute|sole|exclusive))? discretion|without (?:prior )?notice|with or without (?:prior )?notice|for any reason|as it (?:sees|deems) (?:fit|appropriate))"
_DISCRETIONARY_ACT_RU = r"(?:измен|огранич|удал|отключ|сократ|уменьш)"
_WHAT_IS_PROVIDED_RU = r"(?:функци|функционал|сервис|программ|контент|материал\w* курс|доступ\w* к (?:сервис|платформ|программ|курс|материал)|работ\w* (?:сайта|сервиса|платформы|приложения|программы)|выплат|финансировани|грант)"
_AT_DISCRETION_RU = r"(?:в любое время|в любой момент|по своему (?:собственному )?усмотрению|без (?:предварительного )?(?:уведомлени|предупреждени)|без объяснения причин|без указания причин)"

# Defects to be reported within a day or two, or only at acceptance: hidden defects show later (the law
# gives a reasonable time, ст. 483 ГК РФ). Read by the acceptance item and its judge.
SHORT_CLAIM_WINDOW = (
    r"(?:недостат|дефект|несоответстви|брак|претензи)\w*[^.;]{0,80}"
    r"(?:(?:не позднее|в течение|на)\s+(?:следующ\w+ (?:рабоч\w+ |календарн\w+ )?(?:дн|день|сут)\w*"
    r"|(?:1|2|24|48|одного|двух)\s*(?:\(\w+\)\s*)?(?:рабоч\w* |календарн\w* )?(?:дн|час|сут))"
    r"|(?:только|лишь|исключительно)\s+(?:в момент|при|во время|в день)\s+(?:при[её]мк|получени|передач|доставк))"
)

# A penalty charged per day of delay (the liability_cap item reads it against a consumer's statutory rate).
CONSUMER_DAILY_PENALTY = r"(?:неустойк|\bпен[иьяю]\b)\w*[^.;]{0,160}за каждый (?:календарный |рабочий )?день (?:просрочки|задержки|нарушения)"
# A part of a day of delay counted as a whole day: an hour late costs the whole day's penalty.
PART_OF_DAY = r"(?:неполн\w*|любая част\w*|част\w*)\s+(?:\w+\s+){0,2}?(?:дн[яеи]|день|сут(?:ок|ки))\b[^.;]{0,40}(?:считается|считаются|признается|признаётся|засчитывается|принимается|учитывается)[^.;]{0,20}(?:полн|цел)\w*|\b(?:any )?(?:part|portion|fraction) of a day\b[^.;]{0,60}(?:count|deemed|treated|considered)\w*[^.;]{0,20}(?:full|whole|entire) day"

CHECKLIST: tuple[ChecklistItem, ...] = (
    ChecklistItem(
        id="penalty",
        title=Text("Неустойка, штрафы, пени", "Penalties and liquidated damages"),
        look_for=Text(
            "Неустойка, штраф, пени, фиксированные суммы за нарушение или расторжение.",
            "Liquidated damages, penalties, late fees, termination fees.",
        ),
        why=Text(
            "Высокая или односторонняя неустойка быстро превышает реальный ущерб и смещает баланс сторон.",
            "High or one-sided penalties can exceed the real loss and shift the balance between the parties.",
        ),
        recommendation=Text(
            "Сделать неустойку взаимной и соразмерной: пени не выше 0,1 % в день, общий предел — 10 % цены договора.",
            "Make penalties mutual and proportionate: at most 0.1% a day, capped at 10% of the contract price.",
        ),
        severity="medium",
        one_sided_check=True,
        patterns=(
            r"обязан\w* оплатить[^.;]{0,40}100\s?%",
            r"взимается сумма",
            r"депозит\w*[^.;]{0,120}(?:не подлежит возврату|не возвращается|остается у)",
            r"остается у[^.;]{0,40}возврат\w*[^.;]{0,40}не производится",
            r"выплаты не производятся",
            r"(?:оставляет за собой право|вправе)[^.;]{0,40}(?:демонтаж|ограничить[^.;]{0,20}подачу)",
            r"\d+\s*рублей за каждый день",
            # A fixed share kept or charged when the customer withdraws (a withdrawal fee, not costs).
            r"(?:при|в случае)\s+(?:[а-яё]+\s+)?отказ\w*[^.;]{0,100}(?:удерж|взима|взыск|оплачива|уплачива|выплачива)\w*[^.;]{0,60}\d{1,3}(?:[.,]\d+)?\s?(?:\([^)]{0,30}\)\s?)?(?:%|процент)",
            r"(?:удерж|взима|взыск)\w*[^.;]{0,40}\d{1,3}(?:[.,]\d+)?\s?(?:\([^)]{0,30}\)\s?)?(?:%|процент)[^.;]{0,80}(?:при|в случае)[^.;]{0,30}отказ",
            r"неустойк",
            PART_OF_DAY,
            r"\bштраф",
            r"\bпен(?:я|и|ю|ей|ями|ям|ях)\b",
            r"liquidated damages",
            r"termination fee",
            r"(?:pay|payable|owe|incur|subject to)\w*[^.;]{0,80}\bpenalt(?:y|ies)\b",
            r"\bpenalty (?:of|equal|in the amount)",
            r"(?:pay|payable)[^.;]{0,120}months?'? (?:gross )?(?:salary|compensation|fees)",
            _MULTIPLE,
            r"(?:двойн\w* (?:сумм|размер)\w*|в двойном размере)[^.;]{0,40}задат|задат\w*[^.;]{0,80}(?:в двойном размере|двойн\w* сумм)",
            r"(?:double|triple|treble|twice|three times|(?:two|three|four|five|ten)-?fold)[^.;]{0,40}(?:the )?(?:amount|price|fees?|value|cost|rent|charges?)\b[^.;]{0,80}(?:pay|payable|owe|liable|forfeit)",
        ),
        exclude=(
            r"not a penalty\b(?![^.]*liquidated)",
            r"penalty of perjury",
            r"(?:without|no|free of) (?:any )?penalt",
            r"criminal penalt",
            r"(?:fines|damages|costs|charges|interest|liabilities)[,\s]+(?:and |or )?penalties",
            r"penalties[,\s]+(?:and |or )?(?:fines|losses|expenses|costs)",
            r"штрафн\w* санкци\w* государств",
        ),
        severity_rules=(
            SeverityRule(
                "low",
                rf"(?:взаимн|обе стороны|каждая из сторон|mutual|either party)(?=[\s\S]*{_SMALL_PER_DAY})(?=[\s\S]*(?:{_CAPPED}))",
                Text(
                    "Неустойка взаимная, ставка умеренная и ограничена сверху.",
                    "The penalty is mutual, moderate and capped.",
                ),
            ),
            SeverityRule(
                "high",
                _PERCENT_PER_DAY_HIGH,
                Text(
                    "Ставка от 0,5% в день — намного выше обычной (0,1% в день).",
                    "A rate of 0.5% a day or more is far above the usual 0.1% a day.",
                ),
            ),
            SeverityRule(
                "high",
                rf"двойн|тройн|{_MULTIPLE}|double|twice|triple|treble|-?fold\b",
                Text("Санкция кратна сумме нарушения.", "The sanction is a multiple of the amount at stake."),
            ),
            SeverityRule(
                "low",
                rf"{_SMALL_PER_DAY}[\s\S]*(?:{_CAPPED})",
                Text("Ставка умеренная и ограничена сверху.", "The rate is moderate and capped."),
            ),
        ),
    ),
    ChecklistItem(
        id="liability_cap",
        title=Text("Ограничение ответственности", "Limitation of liability"),
        look_for=Text(
            "Предел суммы ответственности, исключение упущенной выгоды и косвенных убытков.",
            "A cap on the amount recoverable, exclusions of indirect or consequential damages.",
        ),
        why=Text(
            "Ограничение может лишить вас возмещения реальных потерь, если лимит низкий или односторонний.",
            "A low or one-sided cap may leave your real losses uncompensated.",
        ),
        recommendation=Text(
            "Сделать ограничение взаимным, установить лимит не ниже цены договора, исключить умысел и грубую неосторожность.",
            "Make the cap mutual, not lower than the contract price, and carve out wilful misconduct and gross negligence.",
        ),
        severity="medium",
        patterns=(
            r"отказывается от (?:права|претензий|требований|любых претензий)",
            r"отказыва\w+ от (?:любых |всех |каких-либо |каких бы то ни было )?(?:претензи|требовани|исков|прав\w* (?:на|требовать|предъявл))",
            r"(?:не будет|не вправе|не может|обязу\w+ не) (?:иметь|предъявлять|заявлять) (?:никаких |каких-либо |любых )?(?:претензий|требований|исков)",
            r"ни при каких (?:обстоятельствах|условиях)[^.;]{0,120}(?:не (?:нес|отвеча)|ответственност|не возмеща|не компенсир)",
            r"не (?:несет|несут|нес[её]т|отвечает|отвечают)[^.;]{0,20}(?:никакой|какой бы то ни было|какой-либо)",
            r"(?:на|под) (?:свой|собственный|сво[йе]) (?:страх и )?риск",
            r"не гарантиру\w+[^.;]{0,40}(?:что|результат|достижени|бесперебойн|отсутстви|соответстви|работоспособн|доход|прибыл|финансов|окупаемост|успех|безошибочн)",
            r"(?:сумм|размер)\w* (?:неустойк|пен|штраф)\w*[^.;]{0,80}(?:не может превышать|не должн\w* превышать|не (?:может )?превыша|ограничива)",
            r"(?:требовани|претензи)\w* [а-яё]{4,} к [а-яё]{4,}[^.;]{0,100}(?:не может превышать|не могут превышать|не должн\w* превышать|не превыша(?:ет|ют)\b|ограничива(?:ет|ют)ся)",
            r"\bwaives?,? (?:and releases?,? )?(?:any and all|all) (?:claims|rights to (?:claim|sue|recover))",
            r"\breleases?,? (?:and (?:forever )?discharges?,? )?[^.;]{0,60}from any and all (?:claims|liabilit)",
            r"(?:shall|will) (?:in no event |under no circumstances )?not be (?:liable|responsible)(?: to [^.;]{0,40})? for any (?:damages|loss|losses|claims)\b",
            r"не (?:вправе|имеет права|может) (?:предъявлять|требовать)[^.;]{0,60}(?:претензи|возмещени|компенсаци|неустойк|убытк)",
            r"не (?:несет|несут|нес[её]т)[^.;]{0,30}ответственност",
            r"ответственност\w*[^.;]{0,40}не (?:несет|несут)",
            r"освобожда\w*[^.;]{0,30}от (?:ответственност|гарантийн)",
            r"не (?:несет|несут) гарантийн",
            r"«?как есть»?|\"как есть\"|в том виде, в котором",
            r"претензи\w*[^.;]{0,120}не (?:принимаются|предъявляются|рассматриваются)",
            # Harm to the person is compensated by law (ст. 151, 1064 ГК РФ; ст. 15 ЗоЗПП): a term that says
            # it is not waives the reader's claim.
            r"(?:компенсаци|возмещени)\w*[^.;]{0,60}(?:морального вреда|вреда,? причин\w* (?:жизни|здоровью)|вреда (?:жизни|здоровью))[^.;]{0,60}не (?:производится|выплачивается|подлежит|предусмотрен|осуществляется)",
            r"(?:моральн\w* вред|вред\w* (?:жизни|здоровью))[^.;]{0,60}не (?:компенсир|возмеща|подлеж)",
            r"(?:освобожда|отказыва)\w*[^.;]{0,60}от (?:всех|любых|каких-либо) (?:претензий|требований|исков)[^.;]{0,60}(?:в будущем|впоследствии|которые могут возникнуть)",
            r"санкци\w*[^.;]{0,40}не применяются",
            # The risk of loss passing before the goods reach the buyer (on shipment, on notice of readiness):
            # the default is on delivery (ст. 459, 458 ГК РФ), so only an earlier passage shifts a loss.
            r"риск\w* случайной (?:гибели|утраты|порчи)[^.;]{0,80}(?:лежит|нес[её]т|переходит)[^.;]{0,60}(?:отгрузк|перевозчик|уведомлени|готовност|передачи [^.;]{0,30}(?:перевозчик|транспортн|экспедитор))",
            # The owner bears the risk of loss of its property (ст. 211, 669 ГК РФ): on a tenant, a borrower of
            # a thing or a user it is a shifted loss.
            r"риск\w* случайной (?:гибели|утраты|порчи)[^.;]{0,80}(?:лежит|нес[её]т|несут|возлага\w*|переходит)[^.;]{0,20}(?:на |к )?(?:арендатор|лизингополучател|ссудополучател|нанимател|пользовател|субарендатор)",
            r"(?:арендатор|лизингополучател|ссудополучател|нанимател|пользовател)\w* (?:нес[её]т|несут|принимает на себя) риск\w* случайной",
            r"только (?:фактически понесенн|реальн)\w* (?:ущерб|убыт)",
            r"ответственност\w* за[^.;]{0,100}(?:лежит|возлагается|возложена) на",
            r"гарантия[^.;]{0,40}ограничивается",
            r"ответственност\w*[^.;]{0,40}(?:только|лишь) в пределах",
            r"(?:liability|liable)[^.;]{0,160}(?:shall not|will not|not to|in no event)[^.;]{0,20}exceed",
            # A ceiling on what may be recovered, named by the remedy rather than by "liability".
            r"\b(?:damages|indemnification|indemnity|recovery)\b[^.;]{0,100}(?:shall|will) not (?:in the aggregate )?exceed",
            r"(?:in no event|under no circumstances)[^.;]{0,120}(?:liable|liability)",
            r"(?:neither party|no party)[^.;]{0,60}(?:shall|will) (?:be|have)[^.;]{0,20}(?:liable|liability)",
            r"(?:maximum|aggregate|total|cumulative|entire) liability",
            r"limitation (?:of|on) liability",
            r"(?:consequential|indirect|incidental) damages",
            r"sole (?:and exclusive )?(?:remedy|liability)",
            r"exclusive remedy",
            r"liability[^.;]{0,80}(?:shall|will) be limited",
            r"ответственност\w*[^.;]{0,120}(?:огранич|не может превышать|не превыша|не более)",
            # A clause set off by commas between the liability and its ceiling ("Ответственность Оператора,
            # если таковая будет иметь место ..., не может превышать ...").
            r"ответственност\w*\s+[а-яё]+,\s+(?:если|в случае|когда|включая|возникающ|наступивш)[^.;]{0,240},\s+(?:не может превышать|не должна превышать|не превышает|ограничивается)",
            # A ceiling stated as a limit, or left to an appendix or specification ("в размере, указанном в
            # Спецификации"): the reader must look for the figure there.
            r"(?:предельн|максимальн|совокупн)\w* (?:размер|сумм|величин)\w* (?:[а-яё]+ )?(?:ответственност|возмещени|убытк|компенсаци)",
            r"лимит\w* (?:ответственност|возмещени)",
            r"(?:возмещ|компенсир|отвеча)\w*[^.;]{0,100}(?:не превыша|не более|не свыше|в пределах (?:стоимост|цен|сумм|размер))",
            r"ответственност\w*[^.;]{0,80}(?:указанн|указыва|определ[её]нн|определя|установленн|устанавлива|предусмотренн)\w*[^.;]{0,30}(?:спецификаци|приложени|заказ|заявк)",
            r"(?:не (?:возмещ|отвеча|несут|несет)|исключ|за исключением)[^.;]{0,80}упущенн\w* выгод",
            r"косвенн\w* (?:убытк|ущерб)",
            # A daily penalty on the business: against a consumer it may sit below the statutory rate.
            CONSUMER_DAILY_PENALTY,
        ),
        exclude=(
            # Force majeure frees from liability by law (ст. 401 ГК РФ); its own item reads a wide definition.
            r"непреодолим\w* сил|форс-?мажор|force majeur|(?:beyond|outside) (?:the |its |their )?(?:reasonable )?control",
            # An exclusive remedy denied widens the remedies; another's debts are no liability for breach.
            r"(?:not|no)\s+(?:\w+\s+){0,2}(?:constitute|be)\s+(?:the |an |its )?(?:sole|exclusive) remed",
            r"(?:liable|liability|obligation)[^.;]{0,30}\bfor any (?:of the )?(?:debts|liabilities)\b[^.;]{0,60}\bof (?:any )?(?:other|the other|[a-z]+)\b",
            # Not answering for the other side's own fault is fair allocation, not an exclusion.
            r"not be (?:liable|responsible)[^.;]{0,80}(?:caused by|due to|resulting from|arising (?:out of|from))[^.;]{0,30}(?:the )?(?:sole )?(?:negligence|fault|wil+ful misconduct|breach)",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                r"(?:in no event|neither party|ни при каких)[^.;]{0,80}(?:any|всех|любых) (?:damages|убытк)",
                Text("Исключена ответственность за любые убытки.", "Liability for any damages is excluded."),
            ),
            SeverityRule(
                "high",
                r"ни при каких (?:обстоятельствах|условиях)|не (?:несет|несут|нес[её]т|отвечает)[^.;]{0,40}(?:любые|любых|никакой|какой бы то ни было|какие бы то ни было)|отказыва\w+ от (?:любых|всех|каких-либо)|waives?[^.;]{0,30}(?:any and all|all)|(?:in no event|under no circumstances)[^.;]{0,120}\bany\b",
                Text(
                    "Полное исключение ответственности или отказ от всех претензий: вы остаётесь без защиты.",
                    "A total exclusion of liability or a waiver of all claims leaves you without a remedy.",
                ),
            ),
            SeverityRule(
                "low",
                r"mutual|either party|neither party|каждой из сторон|взаимн",
                Text("Ограничение взаимное.", "The limitation is mutual."),
            ),
        ),
    ),
    ChecklistItem(
        id="uncapped_liability",
        title=Text("Неограниченная ответственность", "Uncapped liability"),
        look_for=Text(
            "Исключения из лимита ответственности, ответственность в полном объёме, неограниченное возмещение.",
            "Carve-outs from the liability cap, indemnities without limit, unlimited liability.",
        ),
        why=Text(
            "Без предела ответственность может многократно превысить выгоду от договора.",
            "Without a limit, exposure can be many times the value of the contract.",
        ),
        recommendation=Text(
            "Ограничить общую ответственность суммой договора; оставить без лимита только умысел и грубую неосторожность.",
            "Cap total liability at the contract value; leave only fraud and wilful misconduct uncapped.",
        ),
        severity="high",
        patterns=(
            r"(?:limitation|limit|cap|exclusion)s?[^.;]{0,80}(?:shall|will) not apply",
            r"(?:except|excluding|other than|save)[^.;]{0,100}(?:indemnif|confidential|gross negligence|wil+ful misconduct|infringement|death|personal injury|fraud)[^;]{0,400}(?:liab|damages)",
            r"(?:liab|damages)[^;]{0,300}(?:except|excluding|other than)[^.;]{0,80}(?:indemnif|confidential|gross negligence|wil+ful misconduct|infringement|fraud)",
            r"(?:does not|do not|neither party)[^.;]{0,30}(?:exclude|limit)s?[^.;]{0,20}(?:any )?liability",
            r"unlimited liability(?! compan)",
            r"without (?:any )?limit(?:ation)? (?:of|on|as to) (?:its |their |the )?liab",
            r"without limiting[^.;]{0,40}indemnif[^.;]{0,300}liab",
            r"except as (?:otherwise )?(?:provided|set forth) (?:in|by|under) (?:sections?|articles?|paragraphs?)[^.;]{0,120}(?:neither party|in no event)[^.;]{0,60}liab",
            r"в полном объ[её]ме[^.;]{0,60}(?:убытк|ущерб)",
            r"(?:убытк|ущерб)\w*[^.;]{0,60}в полном объ[её]ме",
            r"сверх неустойки",
            r"неограниченн\w* ответственност",
            r"полн\w* (?:материальн\w* )?ответственност",
            r"ответственност\w*[^.;]{0,30}в полном объ[её]ме",
            r"без (?:каких-либо )?ограничени\w* (?:суммы|размера|ответственност)",
            r"возмеща\w*[^.;]{0,40}(?:все|любые) (?:убытки|потери|расходы)",
        ),
        exclude=(r"except with the (?:prior )?(?:written )?consent",),
        max_findings=1,
    ),
    ChecklistItem(
        id="termination_for_convenience",
        title=Text("Одностороннее расторжение или приостановление", "Termination for convenience"),
        look_for=Text(
            "Право расторгнуть договор в одностороннем порядке без указания причин, по уведомлению.",
            "A right to terminate without cause, for convenience, on notice.",
        ),
        why=Text(
            "Контрагент может выйти из договора в любой момент, оставив вас с понесёнными затратами.",
            "The other side can walk away at any time and leave you with sunk costs.",
        ),
        recommendation=Text(
            "Сделать право взаимным, увеличить срок уведомления до 60–90 дней и предусмотреть компенсацию затрат.",
            "Make the right mutual, extend the notice to 60-90 days and require reimbursement of costs incurred.",
        ),
        severity="medium",
        patterns=(
            r"^\W*(?:расторгнуть|прекратить|приостановить|отказать)[^.;]{0,80}(?:в одностороннем порядке|до момента|без )",
            r"без[^.;]{0,40}уведомлени\w*[^.;]{0,40}(?:приостановить|расторгнуть|прекратить)",
            r"(?:вправе|име\w+ прав[оа]|оставляет за собой право)[^.;]{0,40}(?:закрыть доступ|исключить|заблокировать|ограничить)[^.;]{0,120}(?:по собственной инициативе|без объяснения|в случае нарушения|без возврата)",
            r"(?:расторгнуть|прекратить)[^.;]{0,60}не возвращая",
            r"может быть[^.;]{0,40}(?:аннулирован|прекращен|расторгнут)\w*[^.;]{0,60}(?:компани|исполнител|лицензиар|продавц|арендодател)",
            r"(?:вправе|имеет право|может|оставляет за собой право)[^.;]{0,80}(?:в одностороннем[^.;]{0,20}порядке|без объяснения причин|по собственной инициативе)[^.;]{0,80}(?:расторг|прекрат|отказа|приостанов|огранич|исключ|закрыть доступ|прерват)",
            r"(?:вправе|имеет право|имеют права|оставляет за собой право)[^.;]{0,40}(?:расторгнуть|прекратить|приостановить|ограничить|исключить|закрыть доступ|аннулир)[^.;]{0,120}(?:в одностороннем|без объяснения|без возврата|по собственной|в случае (?:нарушения|неоплаты|просрочки)|до момента)",
            r"одностороннее прекращение",
            # A right to end, suspend or refuse at will: "at any time", "at its discretion", "without warning".
            r"(?:вправе|имеет право|име\w+ прав[оа]|оставляет за собой право)[^.;]{0,40}(?:расторгнуть|прекратить|приостановить|отказаться от|заблокировать|отказать)[^.;]{0,120}(?:в любое время|в любой момент|по своему усмотрению|по собственному усмотрению|без предупреждения|без уведомлени)",
            r"(?:вправе|имеет право|оставляет за собой право)\s+(?:в любое время|в любой момент|по своему усмотрению)[^.;]{0,20}(?:расторгнуть|прекратить|приостановить|отказаться от|заблокировать|отказать)",
            # The right named as a thing a party has: «право одностороннего отказа … принадлежит Исполнителю».
            r"право\s+(?:на\s+)?(?:одностороннего|односторонний|досрочного|досрочное)\s+(?:отказ|расторжени|прекращени)\w*[^.;]{0,80}принадлежит|\bу\s+[а-яё]{4,}\s+(?:есть|имеется)\s+право\s+(?:на\s+)?(?:расторг|отказ|прекрат|приостанов)",
            # A passive right of the business side: "доступ может быть заблокирован Исполнителем".
            rf"(?:может|могут) быть\s+(?:[а-яё]+\s+){{0,3}}?(?:расторгнут|прекращен|аннулирован|приостановлен|заблокирован|ограничен)\w*\s+(?:[а-яё]+\s+){{0,3}}?{_BUSINESS_ROLE}",
            r"отказ\w* (?:[а-яё]+ )?от (?:исполнения )?(?:договора|услуг|оферты|работ)[^.;]{0,100}(?:является|признается|считается|расценивается как) (?:существенным |грубым )?нарушением",
            r"может быть[^.;]{0,40}(?:аннулирован|прекращен|расторгнут)\w*[^.;]{0,40}(?:в любой момент|в любое время|в одностороннем)",
            r"(?:договор|соглашение)[^.;]{0,20}расторгается в одностороннем порядке",
            r"(?:в|при)[^.;]{0,60}(?:просрочк|неоплат|нарушени)\w*[^.;]{0,80}(?:вправе|имеет право)[^.;]{0,30}в одностороннем порядке",
            r"(?:любая из сторон|каждая из сторон|стороны)[^.;]{0,20}(?:может|вправе)[^.;]{0,30}расторгнуть[^.;]{0,80}уведомив",
            r"действует до (?:момента )?(?:его )?расторжения[^.;]{0,30}одной из сторон",
            r"рассматриваться[^.;]{0,40}в качестве отказа[^.;]{0,40}от исполнения",
            r"(?:may|can|shall (?:have the right|be entitled) to|has the right to|right to|is entitled to|reserves the right to)\s+(?:\w+\s+){0,3}terminat\w*[^.;]{0,300}(?:for (?:any|no) reason|for convenience|without cause|at any time)",
            r"may (?:also )?be terminated[^.;]{0,60}(?:for (?:any|no) reason|for convenience|without cause|at any time)",
            r"may (?:also )?be terminated by (?:either|both|any|each) part\w*[^.;]{0,40}(?:upon|with|by giving|on)[^.;]{0,60}(?:notice|notification)(?![^.;]{0,40}(?:\bif\b|in the event|in case|should))",
            r"may\s+terminate (?:this|the) agreement[^.;]{0,20}(?:at any time )?(?:upon|by giving|by providing|on|with)[^.;]{0,40}(?:days|months)'?\s+(?:prior )?(?:written )?notice(?![^.;]{0,40}(?:\bif\b|in the event|in case|should))",
            # "may also terminate", "may, in its unfettered discretion, terminate", "two (2) weeks' notice", "cancel"
            r"may(?:\s+also|\s*,[^,.;]{1,60},)\s+(?:terminate|cancel) (?:this|the) agreement[^.;]{0,40}(?:at any time|(?:upon|by giving|by providing|on|with|after)[^.;]{0,40}(?:days|weeks|months)'?\s+(?:prior |advance )?(?:written )?notice)",
            r"may\s+(?:terminate|cancel) (?:this|the) agreement[^.;]{0,20}(?:upon|by giving|by providing|on|with)[^.;]{0,40}weeks'?\s+(?:prior |advance )?(?:written )?notice",
            r"(?:right|option) to (?:terminate|cancel) (?:this|the) agreement at any time",
            r"terminat\w*[^.;]{0,60}for convenience|convenience termination",
            r"(?:may|reserves the right to)\s+(?:\w+\s+){0,2}(?:suspend|terminate|close|disable|cancel)\w*(?:\s+or\s+\w+)?\s+(?:your|the user'?s?|any)\s+(?:account|access|subscription)[^.;]{0,120}(?:at any time|without notice|for any reason|for no reason|sole discretion)",
            r"until terminated by (?:either|any|each) party[^.;]{0,60}notice",
            r"(?:may|reserves the right to|can)\s+(?:\w+\s+){0,3}?(?:suspend|terminate|discontinue|cancel|disable|deactivate|refuse)\w*(?:,?\s+(?:or|and|and/or)\s+\w+){0,2}\s+(?:[\w']+\s+){0,3}?(?:service|services|account|accounts|access|subscription|licen[cs]e|use)\b[^.;]{0,200}(?:at any time|without (?:prior |advance )?notice|for any reason|for no reason|sole discretion|with or without (?:cause|notice)|(?:breach|violat)\w*[^.;]{0,20}\bany\b|\bany (?:breach|violation)|(?<!terminate )(?<!terminate this )(?:breach|violat)\w* (?:of )?(?:these|this|the) (?:terms|agreement|polic))",
            r"вправе[^.;]{0,60}(?:в любое время|в одностороннем[^.;]{0,30}порядке)[^.;]{0,60}отказаться от (?:исполнения )?(?:договора|соглашения)",
            r"вправе[^.;]{0,40}отказаться от (?:исполнения )?(?:договора|соглашения)[^.;]{0,80}(?:в любое время|в одностороннем|уведомив|предупредив|за \d+)",
            r"(?:расторгнуть|расторжени\w*)[^.;]{0,40}(?:договор\w*)?[^.;]{0,40}в одностороннем[^.;]{0,80}(?:уведомив|предупредив|за \d+|в любое время)",
            r"выход\w*[^.;]{0,60}из договора[^.;]{0,80}(?:уведомлени|предупрежд)",
            r"стать\w* 782",
            r"стать\w* 717",
            r"ст\.\s?(?:782|717)\b",
            # The service, the access or the account suspended or refused at the other side's word.
            *END_RIGHT_PATTERNS,
        ),
        exclude=(
            # A condition makes a termination one for cause, not for convenience; a suspension of the service
            # on any breach is still the other side's self-help.
            r"^(?![\s\S]*(?:without cause|for convenience|for any reason|for no reason|any or no reason|(?:suspend|disable|deactivate|block)\w*[^.;]{0,80}(?:service|access|account)[^.;]{0,80}(?:breach|violat)\w*[^.;]{0,20}(?:\bany\b|(?:these|this|the) (?:terms|agreement|polic))))[\s\S]*(?:\bif\b|in the event|following events|upon the occurrence|prior to (?:the )?(?:effective date|closing))",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                r"without (?:any )?(?:prior |advance )?notice[\s\S]{0,200}(?:without (?:any )?(?:refund|liability)|no (?:refund|liability)|non-?refundable)|(?:without (?:any )?(?:refund|liability)|no (?:refund|liability))[\s\S]{0,200}without (?:any )?(?:prior |advance )?notice",
                Text(
                    "Доступ можно прекратить без предупреждения и без возврата оплаченного.",
                    "Access can be cut off without notice and without a refund of what you paid.",
                ),
            ),
        ),
    ),
    ChecklistItem(
        id="auto_renewal",
        title=Text("Автоматическая пролонгация", "Automatic renewal"),
        look_for=Text(
            "Автоматическое продление срока, если ни одна сторона не заявила об отказе.",
            "Automatic renewal or successive renewal terms unless notice is given.",
        ),
        why=Text(
            "Договор продлевается без вашего активного решения; легко пропустить срок для отказа.",
            "The contract renews without an active decision; the opt-out window is easy to miss.",
        ),
        recommendation=Text(
            "Ограничить число пролонгаций и установить понятный срок уведомления об отказе (например, 30 дней).",
            "Limit the number of renewals and set a clear opt-out notice period (e.g. 30 days).",
        ),
        severity="low",
        patterns=(
            r"считается[^.;]{0,20}продл[её]нным",
            r"продлевается на следующий (?:календарный )?(?:год|срок)",
            r"продлева\w*[^.;]{0,20}автоматически",
            r"пролонгиру\w*[^.;]{0,20}автоматически",
            r"автоматическ\w* продлени",
            r"автосписани",
            r"автоматически (?:пролонгир|продлева)",
            r"пролонгируется на тех же условиях",
            r"automatic\w*[^.;]{0,60}renew",
            r"automatic\w*[^.;]{0,40}(?:extend|extension|continue)",
            r"(?:extended|continue)[^.;]{0,30}automatically",
            r"(?:may|option to)[^.;]{0,30}renew (?:this|the) (?:agreement|contract)",
            r"renew\w*[^.;]{0,60}automatic",
            r"successive[^.;]{0,60}(?:term|period|year)",
            r"(?:shall|will|may) (?:be )?renew\w*[^.;]{0,60}(?:for (?:an? )?(?:additional|further|successive)|period|term|year)",
            r"(?:extended|renewed) for (?:an? )?(?:additional|further)",
            r"evergreen",
            r"(?:считается|будет) (?:продлённым|продленным|пролонгированным)",
            r"пролонгир\w*[^.;]{0,60}(?:если|при отсутствии|автоматическ|на тех же условиях|на следующий|на каждый|на аналогичный|на такой же)",
            r"(?:если|при отсутствии)[^.;]{0,160}пролонгир",
            r"автоматически продлева",
            r"продлевается на (?:каждый )?(?:следующий|тот же|такой же|аналогичный)",
        ),
        exclude=(
            r"по согласованию сторон",
            r"по договоренности сторон",
            r"по (?:взаимному )?соглашению сторон",
            r"взаимн\w* (?:соглас|договор)",
            r"дополнительн\w* соглашени\w*[^.;]{0,40}о (?:продлении|пролонгации)",
            r"mutual(?:ly)? (?:written )?(?:agree|consent)",
        ),
        severity_rules=(
            SeverityRule(
                "medium",
                r"неоднократно|каждый последующий|successive|each year thereafter",
                Text("Продление повторяется без ограничения числа раз.", "Renewals repeat without limit."),
            ),
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="non_compete",
        title=Text("Запрет конкуренции", "Non-compete"),
        look_for=Text(
            "Запрет вести конкурирующую деятельность, работать с конкурентами, продавать аналогичные товары.",
            "Restrictions on competing, dealing in competing products or working with competitors.",
        ),
        why=Text(
            "Ограничивает ваш бизнес, в том числе после окончания договора; может быть признан недействительным.",
            "It restricts your business, often beyond the contract's end, and may be unenforceable.",
        ),
        recommendation=Text(
            "Сузить запрет по территории, продуктам и сроку (не более 1 года после прекращения) и сделать его взаимным.",
            "Narrow the restriction by territory, products and time (at most a year after termination).",
        ),
        severity="medium",
        patterns=(
            r"non-?compet",
            r"(?:shall|will|agrees? (?:that it will|to)|may) not[^.;]{0,120}compet",
            r"(?:competing|competitive) (?:products?|business|services?|goods|technolog)",
            r"(?:engage|participate|invest)[^.;]{0,80}(?:business|activit)[^.;]{0,80}compet",
            r"not[^.;]{0,60}(?:manufacture|sell|distribute|market|promote)[^.;]{0,60}(?:similar|competi)",
            r"(?:не вправе|обязу\w+ не|запрещ\w*|воздерж\w*)[^.;]{0,120}конкурир",
            r"конкурир\w*[^.;]{0,60}(?:запрещ|не допускается)",
            r"не вправе[^.;]{0,120}(?:аналогичн|конкурент)",
            r"неконкуренц",
            r"обязу\w+ не (?:осуществлять|вести|заниматься|участвовать|создавать)",
            r"(?:обязу\w+|вправе) не (?:\w+\s+){0,2}(?:оказывать|реализовывать|продавать|распространять|производить)[^.;]{0,120}(?:аналогичн|конкурир|других производителей)",
            r"\bне (?:оказывать|реализовывать|продавать|распространять|производить)[^.;]{0,120}(?:аналогичн|конкурир|других производителей)",
            r"запрет\w* конкуренц",
        ),
        exclude=(r"competitive (?:price|rate|bid)", r"competent", r"конкурентоспособн"),
    ),
    ChecklistItem(
        id="exclusivity",
        title=Text("Эксклюзивность", "Exclusivity"),
        look_for=Text(
            "Исключительные права, обязанность закупать или продавать только через одну сторону.",
            "Exclusive rights or obligations to buy or sell only through one party.",
        ),
        why=Text(
            "Эксклюзивность лишает вас альтернативных поставщиков или покупателей.",
            "Exclusivity locks you out of alternative suppliers or customers.",
        ),
        recommendation=Text(
            "Увязать эксклюзивность с минимальными объёмами контрагента и правом отменить её при их невыполнении.",
            "Tie exclusivity to the other side's minimum volumes, with a right to cancel it if they are missed.",
        ),
        severity="medium",
        patterns=(
            r"(?<!non-)(?<!non)(?<!non )exclusive (?:rights? (?:to|of) (?:\w+ ){0,3}?(?:sell|distribut|market|promot|manufactur|make|use|licens|represent|supply|purchase|provide|offer|develop|commerciali)|distribut|licen[cs]e|reseller|agent|supplier|provider|basis|partner|market|sponsor|dealer|represent|arrangement|relationship|territor)",
            r"exclusivity",
            r"(?:purchase|buy|sell|distribut|supply|obtain|source|order|market|promot)\w*[^.;]{0,40}exclusively (?:from|to|with|through)",
            r"(?:sole|only) (?:source|supplier|provider|distributor)",
            r"(?:shall|will) not[^.;]{0,80}(?:appoint|grant|authori[sz]e)[^.;]{0,60}(?:other|any (?:third|other))",
            r"(?:purchase|buy|obtain)[^.;]{0,40}\b(?:all|exclusively|solely)\b[^.;]{0,40}(?:requirements|needs)",
            r"эксклюзив",
            # The adjective: "осуществляется исключительно Лицензиаром" grants no exclusive licence.
            r"исключительн(?:ая|ой|ую|ые|ых|ым|ыми) лицензи",
            r"не вправе предоставлять третьим лицам[^.;]{0,60}(?:аналогичн|лицензи|прав)",
            r"не заключать[^.;]{0,20}аналогичн\w*[^.;]{0,40}(?:договор|соглашени)",
            r"исключительн\w* (?:прав\w* (?:на )?(?:продаж|распростран|дистриб|реализац)|основ|дистрибьют|представ)",
            r"(?:только|исключительно) (?:у|через) (?:поставщика|исполнителя|продавца|лицензиара|агента)",
        ),
        exclude=(
            r"non-?\s?exclusive(?![^.;]*\bexclusive (?:right|licen))",
            r"exclusive (?:jurisdiction|venue|remedy|property)",
            # A sale or exclusive licence of substantially all assets: a change of control, not exclusivity.
            r"exclusive licen\w*,? or other disposition",
            r"(?:not|nothing)[^.;]{0,80}(?:creat\w*|constru\w*|impl\w*)[^.;]{0,30}(?:any )?exclusiv",
            r"неисключительн",
            # A negation whose scope holds the exclusive right: "не предусматривает ... выдачу исключительной
            # лицензии" grants none.
            r"\bне (?:предусматрива|предоставля|означа|является|созда[её]т|влеч[её]т|подразумева)\w*[^.;]{0,80}исключительн",
            # Payments made only through the agent: how money moves, not whom one may deal with.
            r"(?:расч[её]т|оплат|платеж|выплат)\w*[^.;]{0,60}(?:только|исключительно) (?:у|через)",
        ),
    ),
    ChecklistItem(
        id="ip_assignment",
        title=Text("Передача интеллектуальной собственности", "IP assignment"),
        look_for=Text(
            "Переход исключительных прав на результаты работ, служебные произведения, отчуждение прав.",
            "Assignment or vesting of IP rights in results, work made for hire.",
        ),
        why=Text(
            "Вы можете потерять права на созданные результаты или получить их без нужных прав.",
            "You may lose the rights in what you create, or receive results without the rights you need.",
        ),
        recommendation=Text(
            "Чётко указать, к кому и с какого момента переходят исключительные права и входит ли их стоимость в цену.",
            "State clearly who owns the results, from when, and whether the price covers the rights.",
        ),
        severity="medium",
        patterns=(
            r"hereby (?:irrevocably )?(?:assigns?|transfers?|conveys?)",
            r"work[s]? (?:made )?for hire",
            r"(?:all|any) rights\b[^.;]{0,160}(?:shall|will) be (?:transferred|assigned|conveyed) to",
            r"(?:work|deliverable|invention|intellectual|software|development|results|materials|copyright|patent|improvement)\w*[^.;]{0,120}(?:shall|will) (?:be|become|vest)[^.;]{0,40}(?:sole|exclusive)?\s?(?:and exclusive )?property of",
            r"(?:all|any) (?:right, title and interest|intellectual property)[^.;]{0,160}(?:shall|will) (?:vest|belong|be owned|be the (?:sole )?property)",
            r"(?:assign|transfer)[^.;]{0,60}(?:all )?(?:right, title and interest|intellectual property rights?)",
            r"(?:shall|will) own[^.;]{0,60}(?:all )?(?:right|intellectual|inventions|improvements|results|work product)",
            r"исключительн\w* прав\w*[^.;]{0,120}(?:переход|принадлеж|передаю|отчужд)",
            r"служебн\w* (?:произведен|результат)",
            r"отчуждени\w* исключительн",
        ),
        exclude=(
            r"не является[^.;]{0,40}(?:лицензионн|договором об отчуждени)",
            r"may not assign|shall not assign|не вправе передавать",
            r"(?:does not|shall not) (?:imply|constitute|result in)[^.;]{0,40}transfer",
            # Title to goods ("all Products, components, work-in-process ... shall become the property of"):
            # ownership of things, not of intellectual property.
            r"(?:(?<!work )(?<!software )products|components|inventory|goods|equipment|work-in-process|raw materials)\b[^.;]{0,120}(?:shall|will) (?:become|be|remain) the (?:sole )?property of",
        ),
    ),
    ChecklistItem(
        id="assignment",
        title=Text("Уступка прав и перевод долга", "Assignment"),
        look_for=Text(
            "Запрет или свобода уступки прав требования и передачи договора третьим лицам.",
            "Restrictions on, or freedom of, assignment of the contract or rights to third parties.",
        ),
        why=Text(
            "Свободная уступка позволяет контрагенту передать договор неизвестному лицу; полный запрет мешает вашим сделкам.",
            "Free assignment lets the other side hand the contract to a stranger; a full ban may block your own deals.",
        ),
        recommendation=Text(
            "Разрешить уступку только с письменного согласия, которое не может быть необоснованно удержано; допустить уступку аффилированным лицам.",
            "Allow assignment only with written consent not unreasonably withheld; permit assignment to affiliates.",
        ),
        severity="low",
        patterns=(
            r"(?:may|shall|will|can)(?:\s+\w+){0,2}\s+not[^.;]{0,40}(?:assign|transfer|delegate|sub-?license)",
            r"(?:assign\w*|transfer\w*)[^.;]{0,160}without[^.;]{0,40}(?:prior|written|express)[^.;]{0,20}consent",
            r"not (?:be )?(?:assignable|transferable)",
            r"(?:no|any) (?:purported )?assignment",
            r"(?:neither|no) party[^.;]{0,60}(?:assign|transfer)",
            r"(?:уступ\w*|передав\w*|передать)[^.;]{0,120}(?:прав\w*|обязанност\w*)[^.;]{0,120}(?:третьим лицам|согласи)",
            r"(?:перевод|уступк)\w* (?:долга|прав\w* требовани)",
            r"без (?:предварительного )?(?:письменного )?согласия[^.;]{0,100}(?:уступ|переда)",
            r"(?:вправе|имеет право|может|оставляет за собой право)[^.;]{0,60}(?:уступить|уступать|переуступить|переуступать|передать|передавать)[^.;]{0,60}(?:прав\w* (?:требовани|и обязанност)|требовани\w*|свои права|договор\w*|обязательств)",
        ),
        exclude=(r"assign(?:ed|s)? (?:by|to) (?:the )?(?:customer|employee)s? (?:number|account)",),
        severity_rules=(
            SeverityRule(
                "medium",
                r"(?:may|can) (?:freely )?assign[^.;]{0,60}without[^.;]{0,20}consent|(?:вправе|может|имеет право)[^.;]{0,60}(?:уступ|переуступ|переда)\w*[^.;]{0,100}(?:без (?:предварительного |письменного |дополнительного )*согласия|третьим лицам|любому лицу)",
                Text(
                    "Уступка допускается без вашего согласия.", "Assignment is allowed without your consent."
                ),
            ),
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="change_of_control",
        title=Text("Смена контроля", "Change of control"),
        look_for=Text(
            "Последствия смены собственника или контроля над стороной: расторжение, согласие, уведомление.",
            "Consequences of a change of ownership or control: termination, consent, notice.",
        ),
        why=Text(
            "Сделка M&A может дать контрагенту право расторгнуть договор или потребовать согласия.",
            "An M&A deal may let the other side terminate or demand consent.",
        ),
        recommendation=Text(
            "Ограничить последствия смены контроля уведомлением, исключить внутригрупповые реорганизации.",
            "Limit the consequence to notice and carve out intra-group reorganisations.",
        ),
        severity="medium",
        patterns=(
            r"change (?:of|in) (?:the )?(?:control|ownership)",
            r"controlling interest",
            r"(?:merger|merged|consolidat\w*|acqui(?:red|sition)|(?:sale|transfer) of (?:all or )?substantially all)[^.;]{0,160}(?:deemed (?:to be )?an? (?:assignment|transfer)|right to terminate|may terminate|requires?[^.;]{0,20}consent|shall notify|assign\w*[^.;]{0,60}(?:null|void))",
            r"(?:deemed (?:to be )?an? (?:assignment|transfer)|right to terminate|may terminate)[^.;]{0,160}(?:merger|consolidation|acquisition|(?:sale|transfer) of (?:all or )?substantially all)",
            r"(?:acquires?|acquisition of)[^.;]{0,40}(?:more than|at least|in excess of) (?:fifty|50)",
            r"смен\w* (?:контрол|собственник|участник|акционер)",
            r"контролирующ\w*",
            r"изменени\w* (?:контрол|структуры (?:собственности|владения)|состава участников)",
            r"реорганизац",
        ),
        exclude=(
            r"(?:without|no|not (?:be )?require\w*)[^.;]{0,40}consent[^.;]{0,80}(?:merger|acquisition|substantially all)",
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="audit_rights",
        title=Text("Право на аудит и проверки", "Audit rights"),
        look_for=Text(
            "Право проверять книги, записи, отчёты, помещения контрагента.",
            "A right to audit or inspect books, records or premises.",
        ),
        why=Text(
            "Проверки отвлекают ресурсы и раскрывают коммерческую информацию; без них нельзя проверить расчёты.",
            "Audits cost time and expose business data; without them you cannot check the other side's figures.",
        ),
        recommendation=Text(
            "Ограничить проверки: не чаще раза в год, с уведомлением за 10 рабочих дней, за счёт проверяющего.",
            "Limit audits to once a year, on 10 business days' notice, at the auditing party's cost.",
        ),
        severity="low",
        patterns=(
            r"\baudit(?:s|ed|ing|or)?\b",
            r"(?:inspect|examin)\w*[^.;]{0,80}(?:books|records|accounts|facilit|premises)",
            r"(?:books|records)[^.;]{0,120}(?:inspect|examin|review|copy)",
            r"(?:вправе|право|может)[^.;]{0,120}(?:аудит|проверк|провер\w*)[^.;]{0,100}(?:бухгалтер|учет|учёт|отч[её]т|документ|книг|записей|финансов|хозяйственн|деятельност|расч[её]т|помещени|склад|производств)",
            r"проведени\w* аудита|провести аудит",
            r"(?:знакомиться|ознакомлени\w*) со? (?:всей )?(?:документаци|бухгалтерск|отч[её]т|книг)",
            r"(?:провер\w*|инспекц\w*)[^.;]{0,80}(?:бухгалтерск|документ|учёт|учет|отч[её]т|помещени|склад|производств)",
        ),
        exclude=(
            r"взвешиван|(?:вес|массу|количество|комплектность)\w* (?:товара|груза|продукции)|при при[её]мке",
            r"audited financial statements|audited[^.;]{0,40}(?:consolidated )?financial statements",
            r"certified public accountant\w* (?:to|shall) (?:prepare|audit) (?:its|the company)",
        ),
    ),
    ChecklistItem(
        id="minimum_commitment",
        title=Text("Минимальные обязательства по объёму", "Minimum commitment"),
        look_for=Text(
            "Минимальный объём закупок, заказов, платежей или роялти; обязательство «бери или плати».",
            "Minimum purchase, order, payment or royalty amounts; take-or-pay.",
        ),
        why=Text(
            "Вы обязаны платить или закупать независимо от реальной потребности.",
            "You must buy or pay regardless of actual demand.",
        ),
        recommendation=Text(
            "Привязать минимум к прогнозу, разрешить перенос недобора и убрать санкции за невыполнение.",
            "Tie minimums to forecasts, allow carry-over of shortfalls and remove penalties for missing them.",
        ),
        severity="medium",
        patterns=(
            r"minimum (?:annual |monthly |quarterly )?(?:purchase|order|quantit|volume|royalt|payment|fee|commitment|sales|revenue|amount|guarantee|number|requirement|of)",
            r"(?:at least|no less than|not less than)[^.;]{0,80}(?:units|orders?|purchases?|per (?:year|month|quarter|annum)|annually|each (?:year|month|quarter)|ads|impressions|hours)",
            # A sum is a commitment only as a duty to buy or pay it ("shall purchase at least $1,000,000"),
            # or as purchases or revenue of a period; a price "of at least $30.00" is a price.
            r"(?:shall|will|must|agrees? to|commits? to|undertakes? to|obligated to|required to)\s+(?:\w+\s+){0,3}?(?:purchase|order|buy|pay|spend|generate|achieve|procure)\w*[^.;]{0,60}(?:at least|no less than|not less than|a minimum of)\s*(?:us\s?)?(?:\$|usd|dollars|£|€)",
            r"(?:sales|revenues?|royalt\w*|purchases)\s+(?:of|shall be|totall?ing|amounting to)\s+(?:at least|no less than|not less than)\s*(?:us\s?)?(?:\$|usd|£|€)[^;]{0,80}(?:per|each|every|in any|annual|a year|a month|quarter|contract year|calendar year)",
            r"(?:at least|no less than|not less than)\s*(?:us\s?)?(?:\$|usd|£|€)\s?[\d,]+(?:\.\d+)?(?:\s*(?:million|thousand))?\s+(?:in|of)\s+(?:net\s+|gross\s+)?(?:sales|revenues?|purchases|orders|royalt)",
            r"take[- ]or[- ]pay",
            r"(?:purchase|order|buy)[^.;]{0,60}(?:minimum|at least|not less than)(?!\s*(?:us\s?)?(?:\$|usd|£|€))",
            r"минимальн\w* (?:гарантированн\w* )?(?:объ[её]м|партия|закуп|количеств|сумм|заказ|платеж|оборот|роялти|вознагражд)",
            r"(?:роялти|вознаграждени\w*|платеж\w*|закуп\w*)[^.;]{0,80}не (?:может быть )?(?:менее|ниже)",
            r"(?:не менее|не меньше)[^.;]{0,60}(?:единиц|штук|тонн|партий|заказ|в (?:месяц|квартал|год))",
        ),
        exclude=(
            r"minimum (?:wage|age)",
            r"at least[^.;]{0,40}(?:days?|business days)'? (?:prior )?(?:written )?notice",
            # A time to give notice or to cancel ("cancel at least 24 hours before the renewal") is no volume.
            r"(?:at least|no less than|not less than)\s+(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:calendar |business |working )?(?:hours?|days?|weeks?|months?)'?\s+(?:before|prior|in advance|notice|after|following|from)",
            # Notice "of at least twenty-four (24) hours", an approval "at least annually": a time, no volume.
            r"notice[^.;]{0,40}\bof (?:at least|no less than|not less than)\s+[\w-]+\s+(?:\(\d+\)\s+)?(?:hours?|days?)",
            r"(?:approv|review|evaluat|meet|report)\w*[^.;]{0,30}at least (?:annually|quarterly|monthly|once)",
        ),
    ),
    ChecklistItem(
        id="insurance",
        title=Text("Страхование", "Insurance"),
        look_for=Text(
            "Обязанность застраховать риски, имущество или ответственность.", "Duties to carry insurance."
        ),
        why=Text(
            "Страхование стоит денег; без него крупный убыток может оказаться невозмещаемым.",
            "Insurance costs money; without it a large loss may go unpaid.",
        ),
        recommendation=Text(
            "Уточнить виды, суммы и сроки страхования, кто платит, и потребовать копии полисов.",
            "Specify types, amounts and duration of cover, who pays, and ask for certificates.",
        ),
        severity="low",
        patterns=(
            r"(?:maintain|carry|obtain|procure|keep|purchase)[^.;]{0,80}insurance",
            r"insurance (?:policy|policies|coverage|cover)",
            r"(?:additional|named) insured",
            r"(?:carr(?:y|ies)|covered by|arrange for|provide)[^.;]{0,60}insurance",
            r"\binsurance\b[^.;]{0,40}(?:amounts?|requirements|coverage|cover|polic)",
            r"certificates? of insurance",
            r"(?:liability|property|casualty|indemnity) insurance",
            r"страхова\w*|застрахова\w*|страхов\w* (?:полис|сумм|возмещ)",
        ),
        exclude=(
            r"national insurance|social insurance|обязательн\w* (?:медицинск|социальн|пенсионн)\w* страхован|(?:медицинск|социальн|пенсионн)\w* страхован|\b(?:омс|дмс)\b|полис\w* (?:омс|дмс|обязательного)|фонд\w* (?:социального|обязательного|пенсионного)|страхов\w* взнос|страхов\w* стаж",
        ),
    ),
    ChecklistItem(
        id="warranty",
        title=Text("Гарантийные обязательства и срок гарантии", "Warranty and its duration"),
        look_for=Text(
            "Гарантийный срок, гарантия качества, срок заявления о недостатках.",
            "Warranty period and its duration.",
        ),
        why=Text(
            "Короткий гарантийный срок или узкая гарантия оставляют вас без защиты при дефектах.",
            "A short or narrow warranty leaves you unprotected against defects.",
        ),
        recommendation=Text(
            "Установить гарантийный срок не менее 12 месяцев с даты приёмки и срок устранения недостатков.",
            "Ask for at least a 12-month warranty from acceptance and a defect-repair deadline.",
        ),
        severity="low",
        patterns=(
            r"warrant\w*[^.;]{0,200}(?:for a period of|period of \w+ \(\d+\)|for (?:\w+ )?\(?\d+\)? (?:days|months|years)|(?:days|months|years) (?:from|after) (?:the )?(?:date|delivery|shipment|acceptance|installation))",
            r"warranty period",
            r"warrant[^.;]{0,300}for the period (?:from|of)",
            r"(?:duration|term) of (?:the |this )?warranty",
            r"гарантийн\w* (?:срок|период|обязательств)",
            r"гаранти\w* (?:качеств|на товар|на работ)",
            *WARRANTY_PATTERNS,
        ),
        severity_rules=(
            SeverityRule(
                "medium",
                r"\b(?:30|60|90|thirty|sixty|ninety) \(?\d*\)?\s*(?:days|дней)|(?:1|2|3|один|два|три) (?:месяц|месяца)",
                Text(
                    "Гарантийный срок короче обычных 12 месяцев.",
                    "The warranty is shorter than the usual 12 months.",
                ),
            ),
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="non_solicitation",
        title=Text("Запрет переманивания", "Non-solicitation"),
        look_for=Text(
            "Запрет нанимать или переманивать работников и клиентов другой стороны.",
            "Bans on hiring or soliciting the other party's employees or customers.",
        ),
        why=Text(
            "Ограничивает найм и работу с клиентами; часто сопровождается штрафом.",
            "It restricts hiring and customer relations, often with a penalty attached.",
        ),
        recommendation=Text(
            "Ограничить срок (до 12 месяцев), круг лиц (только работники, участвовавшие в проекте) и исключить общие вакансии.",
            "Limit it to 12 months, to people who worked on the project, and exclude general job ads.",
        ),
        severity="low",
        patterns=(
            r"solicit\w*[^.;]{0,100}(?:employ|personnel|staff|customers?|clients?|consultants|contractors|suppliers)",
            r"(?:employ\w*|personnel|staff|customers?|clients?)[^.;]{0,60}\bsolicit",
            r"non-?solicit",
            r"(?:hire|employ|engage|recruit)[^.;]{0,80}(?:employees?|personnel|staff)[^.;]{0,60}(?:of|from) (?:the )?other",
            r"(?:entice|induce)[^.;]{0,80}(?:employee|customer|client)",
            r"(?:переманива|склоня\w* к увольнени|не (?:вправе|будет) (?:нанимать|принимать на работу))",
            r"(?:нанимать|трудоустраивать)[^.;]{0,80}(?:работник|сотрудник)\w* (?:другой|противоположной) стороны",
        ),
        exclude=(
            r"solicitor",
            r"unsolicited",
            r"solicit\w* (?:of )?(?:orders|proxies|consents|kickbacks|bids?|votes)",
        ),
    ),
    ChecklistItem(
        id="jurisdiction",
        title=Text("Подсудность и применимое право", "Jurisdiction and governing law"),
        look_for=Text(
            "Суд или арбитраж, место рассмотрения споров, применимое право, претензионный порядок.",
            "Which court or arbitration, seat and governing law; pre-trial claim procedure.",
        ),
        why=Text(
            "Спор в «чужом» суде, иностранном праве или арбитраже обходится дороже и сложнее.",
            "A dispute in the other side's court, foreign law or arbitration is costlier and harder.",
        ),
        recommendation=Text(
            "Указать суд по месту вашего нахождения и российское право; срок ответа на претензию — 10 рабочих дней.",
            "Agree on courts at your seat and your governing law; a short pre-trial claim period.",
        ),
        severity="low",
        patterns=(
            r"по месту (?:нахождения|регистрации|жительства) (?:продавца|исполнителя|арендодателя|поставщика|займодавца|лицензиара|агента|принципала|заказчика|компании|общества|банка)",
            r"(?:районн|городск)\w* суд",
            r"право республики",
            r"по месту получения[^.;]{0,30}оферты",
            r"арбитражн\w* суд",
            r"третейск",
            r"подсудност",
            r"(?:спор\w*|разноглаc\w*|разноглас\w*)[^.;]{0,120}(?:суд|арбитраж)",
            r"применим\w* прав",
            r"претензионн",
            r"(?:ответ\w*|рассмотрени\w*|рассматрива\w*)\s+(?:на\s+)?претензи|претензи\w*[^.;]{0,40}(?:рассматрива|рассмотре|отвеча|ответ\w* на)",
            r"\bиск\w*[^.;]{0,80}(?:суд|арбитраж)",
            r"по месту (?:заключения|подписания|исполнения) (?:настоящего )?договора[^.;]{0,60}(?:суд|спор|иск)|(?:суд|спор|иск)\w*[^.;]{0,80}по месту (?:заключения|подписания|исполнения) (?:настоящего )?договора",
            r"\bсуд\w*[^.;]{0,60}по месту (?:нахождения|регистрации|жительства)",
            r"по месту (?:нахождения|регистрации|жительства) (?:стороны[- ])?(?:истца|ответчика)",
            r"(?:регулиру\w*|подчиня\w*|толку\w*)[^.;]{0,80}(?:правом|законодательством|законами)",
            r"governed by (?:and construed )?[^.;]{0,40}laws?",
            r"governing law",
            r"(?:exclusive )?jurisdiction",
            r"\barbitration\b",
            r"\bvenue\b",
        ),
        severity_rules=(
            SeverityRule(
                "medium",
                r"laws? of (?:the )?(?:(?:state|commonwealth|province|country) of\s*)?(?:\[[^\]]{0,40}\]|_{2,}|\.{4,})",
                Text(
                    "Применимое право в шаблоне не заполнено: право не выбрано, и его определит суд.",
                    "The governing law is left blank: no law is chosen, so a court will decide which applies. Fill it in before signing.",
                ),
            ),
            SeverityRule(
                "medium",
                r"третейск|иностранн\w* прав|arbitration|Международн\w* коммерческ\w* арбитраж|арбитражн\w* (?:центр|учреждени)|(?:правом|право|законодательств\w*|законами) (?:англии|великобритании|соединенного королевства|сша|штата|кипра|швейцарии|германии|сингапура|гонконга)",
                Text(
                    "Арбитраж или иностранное право удорожают спор.",
                    "Arbitration or foreign law makes disputes costlier.",
                ),
            ),
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="unilateral_change",
        title=Text("Одностороннее изменение условий", "Unilateral change of terms"),
        look_for=Text(
            "Право одной стороны менять цену, тарифы, условия или регламенты без согласия другой.",
            "A right of one party to change prices, terms or policies without the other's consent.",
        ),
        why=Text(
            "Условия, на которые вы согласились, могут измениться без вашего согласия.",
            "The terms you agreed to can change without your consent.",
        ),
        recommendation=Text(
            "Исключить одностороннее изменение или дать право расторгнуть договор без санкций при несогласии с изменением.",
            "Remove the right, or allow termination without penalty if you disagree with a change.",
        ),
        severity="high",
        exclude=(
            r"до (?:момента |даты )?(?:е[её] |его )?(?:акцепт|заключени\w* договора|принятия оферты)|before (?:its |the )?acceptance|prior to (?:its |the )?acceptance",
            r"не распространя\w*[^.;]{0,60}(?:на (?:ранее )?(?:заключенн|возникш|оплаченн)|на отношения)",
            r"^\W*\"?(?:cpi|rpi|consumer price index|retail price index|индекс потребительских цен)\"?,? (?:shall )?(?:means?|означает)",
            # An amendment both sides sign is no unilateral change.
            r"только (?:по|с|на основании) (?:письменн\w+ |взаимн\w+ |предварительн\w+ |дополнительн\w+ )*(?:соглашени|согласи|согласовани)\w*",
            r"(?:only|except) (?:by|in|through) (?:a |an )?(?:written )?(?:instrument|agreement|amendment|writing)[^.;]{0,60}(?:signed|executed|agreed)|signed by (?:both|each of the|all) parties|mutual(?:ly)? (?:written )?(?:agree|consent)",
        ),
        patterns=(
            r"на условиях (?:оферты|договора|тарифов)[^.;]{0,20}действующ\w* (?:в данный период|на момент)",
            # Either aspect of the verb: "вносить / внести изменения", "дополнять / дополнить", "пересмотреть".
            r"(?:вправе|имеет право|может|оставляет за собой право)[^.;]{0,60}(?:изменять|изменить|дополнять|дополнить|вн(?:осить|ести) изменени|пересматривать|пересмотреть)[^.;]{0,80}(?:услови|оферт|договор|соглашени|лицензи|тариф|цен|стоимост|прайс|правил)",
            r"(?:изменени\w*|новая редакция|новой редакции)[^.;]{0,80}(?:вступают в силу|вступает в силу)[^.;]{0,80}(?:с момента|после|незамедлительно|через)",
            r"(?:публику\w*|размещ\w*|опубликовыва\w*)[^.;]{0,40}(?:новую|новой|актуальн)\w* (?:редакци|верси)",
            r"актуальной редакцией",
            r"индексаци\w*[^.;]{0,80}автоматически",
            _INDEXATION,
            r"(?:rent|price|fees?|charges?|royalt\w*)[^.;]{0,100}(?:shall|will|may) (?:be )?(?:increase|adjust|review|escalat)\w*[^.;]{0,100}(?:CPI|consumer price|retail price|index|inflation|annually|each year|per cent|percent|%)",
            r"\brent review",
            r"(?:автоматически|в одностороннем порядке) (?:увеличивается|изменяется|пересматривается)",
            r"(?:право|вправе)[^.;]{0,30}перенести срок",
            r"присоединени\w*[^.;]{0,30}к действующей редакции",
            r"окончательн\w* (?:интерпретаци|толковани)\w*[^.;]{0,40}принадлежит",
            r"(?:вправе|право)[^.;]{0,40}отказать в выплате",
            r"изменени\w* в (?:оферт|договор|услови)\w*[^.;]{0,60}влеч\w*",
            r"согласно (?:действующему|действующего) у[^.;]{0,20}(?:прайс|прейскурант)|согласно прейскуранту",
            r"может быть выбран не полностью",
            r"в одностороннем порядке[^.;]{0,120}(?:измен|пересм|пересчит|повыш|увелич|корректир|устан)",
            r"(?:измен|пересм|пересчит|повыш|увелич|корректир)\w*[^.;]{0,120}в одностороннем порядке",
            # The price or its terms set by one party alone ("Размер вознаграждения определяется Лицензиаром
            # самостоятельно"): a term the other side may change at will.
            r"(?:цен|стоимост|тариф|вознагражд|плат[аы]\b|оплат)\w*[^.;]{0,80}(?:определя|устанавлива)\w*\s+(?!сторон)(?:[а-яё]+\s+){0,2}?(?:самостоятельно|единолично|по (?:своему|собственному) усмотрению)",
            r"(?:вправе|может|имеет право)[^.;]{0,60}(?:измен|пересмотр|повыс|увелич)\w*[^.;]{0,80}(?:цен|тариф|стоимост|услови)[^.;]{0,120}(?:уведом|без согласия|в одностороннем)",
            r"(?:may|reserves the right to)[^.;]{0,30}(?:change|modify|amend|increase|adjust|revise)[^.;]{0,80}(?:price|fee|rate|charge|terms|policy|policies)[^.;]{0,100}(?:at any time|sole discretion|notice|without (?:the )?consent)",
            r"(?:sole|absolute) discretion[^.;]{0,80}(?:change|modify|amend|increase)",
            r"(?:may|reserves? the right to|can)\s+(?:\w+\s+){0,4}?(?:change|modify|amend|revise|update|replace|supplement)\w*(?:,?\s+(?:or|and|and/or)\s+\w+)?\s+(?:these|this|the|our|any of these)\s+(?:terms|agreement|policy|policies|eula|conditions|prices?|fees|pricing)",
            r"(?:by|upon) posting[^.;]{0,100}(?:revised|updated|modified|amended|new|changed|current) (?:terms|version|agreement|policy|conditions)",
            r"(?:revised|updated|modified|amended|changed|new) (?:terms|agreement|policy|conditions|version)[^.;]{0,80}(?:effective|take effect|become effective|apply)[^.;]{0,40}(?:upon|when|immediately|on|from the date of) (?:posting|posted|publication|being posted)",
            r"continued (?:use|access)[^.;]{0,160}(?:constitutes?|signif\w+|means?|deemed|indicat\w+|confirms?|shall be)[^.;]{0,60}(?:accept|agree|consent)",
            r"(?:отсутстви|непредставлени|неполучени|ненаправлени)\w*[^.;]{0,40}(?:отказа|возражени|несогласи)[^.;]{0,120}(?:принимается|считается|признается|означает|является)[^.;]{0,40}(?:за )?(?:согласи|акцепт|принятие)",
            # The same silence in a clause's condition ("если ... не поступит отказа от изменений, договор
            # изменяется"): the change binds whoever did not object in time.
            r"(?:не поступ|не направ|не заяв|не сообщ|не представ)\w*[^.;]{0,40}(?:отказ|возражени|несогласи)\w*[^.;]{0,40}изменени[^.;]{0,80}(?:изменя\w*ся|вступа\w* в силу|считаю?тся|призна[её]?ю?тся|принима\w*ся)",
            r"в одностороннем порядке[^.;]{0,80}(?:перерасч|пересчит)",
            rf"(?<![а-яё])(?:цен(?:а|ы|у|е|ой|ам|ами|ах)?\b|тариф\w*|стоимост\w*|ставк\w*|размер\w* (?:платы|вознаграждения|комиссии))[^.;]{{0,20}}(?:установленн|определяем|устанавливаем|утверждаем|утвержденн|утверждённ)\w* (?:самостоятельно |в одностороннем порядке )?{_BUSINESS_ROLE}",
            r"(?:может|могут) быть (?:изменен|изменён|дополнен|пересмотрен)\w*[^.;]{0,60}(?:в одностороннем|без согласия|по (?:своему )?усмотрению|руководств)",
            # The passive with its agent: «цена может быть изменена Поставщиком» is the supplier's own right.
            r"(?:может|могут) быть (?:изменен|изменён|дополнен|пересмотрен|увеличен|повышен)\w*\s+(?:[а-яё]+\s+){0,2}?(?:поставщик|продав|исполнител|подрядчик|арендодател|наймодател|банк|компани|займодав|кредитор|лицензиар|агент|сервис|администраци|организатор|оператор|владел|правообладател)\w*",
            # What the other side may change, suspend, withhold or remove at its discretion: the service itself,
            # its features, payments or funding, not only "the terms".
            rf"(?:may|reserves? the right to|can|is entitled to)\s+(?:\w+\s+){{0,3}}?{_DISCRETIONARY_ACT}\w*(?:,?\s+(?:or|and|and/or)\s+\w+){{0,3}}\s+(?:\w+\s+){{0,3}}?{_WHAT_IS_PROVIDED}\b[^.;]{{0,140}}{_AT_DISCRETION_EN}",
            rf"(?:may|can|reserves? the right)\s*,?\s*(?:in|at) (?:its|their|our) (?:sole|absolute|exclusive)(?: and (?:absolute|sole|exclusive))? discretion,?\s+(?:to\s+)?(?:\w+\s+){{0,3}}?{_DISCRETIONARY_ACT}\w*(?:,?\s+(?:or|and|and/or)\s+\w+){{0,3}}\s+(?:\w+\s+){{0,3}}?{_WHAT_IS_PROVIDED}\b",
            rf"{_AT_DISCRETION_EN}[^.;]{{0,60}}(?:may|reserves? the right to|can)\s+(?:\w+\s+){{0,3}}?{_DISCRETIONARY_ACT}\w*(?:,?\s+(?:or|and|and/or)\s+\w+){{0,3}}\s+(?:\w+\s+){{0,3}}?{_WHAT_IS_PROVIDED}\b",
            rf"(?:вправе|может|оставляет за собой право|имеет право)[^.;]{{0,60}}{_AT_DISCRETION_RU}[^.;]{{0,60}}{_DISCRETIONARY_ACT_RU}\w*[^.;]{{0,80}}{_WHAT_IS_PROVIDED_RU}",
            rf"(?:вправе|может|оставляет за собой право|имеет право)\s+(?:[а-яё]+\s+){{0,2}}?{_DISCRETIONARY_ACT_RU}\w*[^.;]{{0,80}}{_WHAT_IS_PROVIDED_RU}\w*[^.;]{{0,100}}{_AT_DISCRETION_RU}",
            *INCORPORATION_PATTERNS,
            # Other one-sided rights: third parties engaged, the schedule or the scope changed, sums fixed alone.
            *CHANGE_RIGHT_PATTERNS,
        ),
        severity_rules=(
            SeverityRule(
                "medium",
                r"индексац|индексир|инфляц|потребительских цен|\bCPI\b|consumer price|rent review",
                Text(
                    "Цена растёт по формуле без вашего согласия; проверьте предел роста.",
                    "The price rises by a formula without your consent; check the ceiling.",
                ),
            ),
            SeverityRule(
                "medium",
                r"(?:вправе|право)[^.;]{0,40}(?:расторгнуть|отказаться)|may terminate|not more than once|not more often|once (?:per|a|each|in any)|не чаще",
                Text(
                    "Есть право выйти из договора при несогласии или ограничение частоты изменений.",
                    "You may exit on disagreement, or changes are limited in frequency.",
                ),
            ),
        ),
        max_findings=2,
    ),
    ChecklistItem(
        id="prepayment",
        title=Text("Предоплата и аванс", "Prepayment and advances"),
        look_for=Text(
            "Предоплата, аванс, 100% оплата до исполнения.",
            "Prepayment, advance payment, payment before delivery.",
        ),
        why=Text(
            "Вы несёте риск неисполнения: деньги уже у контрагента, а встречного исполнения ещё нет.",
            "You carry the risk of non-performance: the money is paid, the goods or work are not yet delivered.",
        ),
        recommendation=Text(
            "Уменьшить аванс до 30%, получить банковскую гарантию возврата аванса, предусмотреть проценты по ст. 487 ГК РФ.",
            "Reduce the advance to 30% and ask for an advance-payment bank guarantee.",
        ),
        severity="medium",
        patterns=(
            # The advance kept until the contract's term ends, whatever happens before.
            r"(?:возврат|возвращ)\w*[^.;]{0,80}(?:аванс|предоплат|денежн\w* средств|оплаченн)[^.;]{0,80}(?:по окончании|после окончания|по истечении)[^.;]{0,20}срока",
            r"(?:не возвраща|не подлеж\w* возврат|возврат\w*[^.;]{0,80}не (?:производ|осуществля|допуска))",
            r"без возврата (?:денежных средств|оплат|стоимост|вознагражд)",
            # The refund ban as the payer's lack of a right: "Лицензиат не вправе требовать возврата Вознаграждения".
            r"(?:не вправе|не может|не имеет права)\s+(?:\w+\s+){0,2}?(?:требовать|потребовать)[^.;]{0,60}возврат\w*[^.;]{0,40}(?:вознагражд|оплат|плат|денежн|средств|аванс|стоимост)",
            r"(?:аванс\w*|предоплат\w*)[^.;]{0,40}\d{2,3}\s?%",
            r"\d{2,3}\s?%[^.;]{0,40}(?:аванс|предоплат|в момент подписания)",
            r"взимается предоплата",
            r"оплат\w*[^.;]{0,120}в течение 1 (?:календарного|рабочего|банковского) дня",
            r"договор считается заключ[её]нным с момента[^.;]{0,80}оплат",
            r"денежные средства[^.;]{0,80}возврату не подлежат",
            r"досрочно прекращен\w*[^.;]{0,60}по инициативе",
            r"после исполнения[^.;]{0,20}обязанности по оплате",
            r"предоплат",
            r"аванс",
            r"100\s?% (?:предварительн|оплат\w* (?:до|в течение|не позднее))",
            r"предварительн\w* оплат",
            r"(?:оплат|уплачива|перечисл|внос|выплачива)\w*[^.;]{0,120}до (?:передачи|начала|поставки|отгрузки|оказания|выполнения)",
            # Money before the counter-performance: before the goods leave, the work starts, or the transfer
            # of title is registered (ст. 551 ГК РФ: title passes on registration, not on payment).
            rf"(?:оплат|оплачива|уплачива|уплат|перечисл|внос|выплачива|расч[её]т|платеж)\w*[^.;]{{0,160}}\bдо\s+(?:[а-яё]+\s+){{0,3}}{_COUNTER_PERFORMANCE}",
            rf"(?:не позднее|за \d+[^.;]{{0,30}}(?:дн|рабоч|календарн|банковск))[^.;]{{0,30}}\bдо\s+(?:[а-яё]+\s+){{0,3}}{_COUNTER_PERFORMANCE}[^.;]{{0,120}}(?:оплач|уплач|уплат|перечисл|внос|выплач|передает[^.;]{{0,30}}денежн)",
            # A deposit (задаток, ст. 380–381 ГК РФ): lost by the payer who fails, returned double by the
            # recipient who fails.
            r"задат(?:ок|к)",
            # Money paid and not given back: a refund barred, or the advance kept by the one paid.
            REFUND_BARRED_PATTERN,
            r"prepayment|prepa(?:y|id)[^.;]{0,40}(?:fee|price|amount|sum|royalt|invoice)",
            r"(?:advance|upfront|up-front) (?:payment|fee|deposit)",
            r"(?:fees?|price|payments?|amounts?|sums?|royalt\w*|charges?)[^.;]{0,60}(?:due|payable|paid|invoiced|billed) (?:\w+ )?in advance",
            r"\bpa(?:y|id)[^.;]{0,40}in advance",
            r"payable (?:in full )?(?:up ?front|prior to (?:delivery|shipment|commencement))",
        ),
        exclude=(
            r"авансов\w* отч[её]т",
            # Returns and exchanges of goods are the consumer's statutory rights (consumer_rights), not an advance.
            r"(?:товар|издели|продукци)\w*[^.;]{0,60}(?:обмен\w*[^.;]{0,15}(?:и|или|и/или)\s+возврат|возврат\w*[^.;]{0,15}(?:и|или|и/или)\s+обмен)|(?:обмен|возврат)\w*[^.;]{0,30}(?:товар|издели|продукци)\w*[^.;]{0,80}не (?:подлеж|производ|осуществля|допуска|принима)",
            r"(?:аванс\w*|предоплат\w*)[^.;]{0,30}не (?:предусмотрен|производится|выплачивается|требуется)|без (?:аванс|предоплат)",
            r"in advance of (?:the )?(?:meeting|date)",
            r"(?:notice|notify|notified|consent|approval|approved|agreed|inform\w*)[^.;]{0,30}in advance|in advance[^.;]{0,20}(?:notice|writing)",
            r"(?:postage|freight|shipping|charges) prepaid|prepaid (?:registered|certified|mail|courier|postage)",
            # A deposit kept is the deposit's and the forfeiture's clause (lease_deposit, forfeiture).
            r"\bdeposit\b[^.;]{0,80}(?:non-?refundable|retained by|forfeit)",
            # A refund as the remedy for an infringing product protects the customer (an IP indemnity).
            r"infring\w*[^.;]{0,240}refund|refund[^.;]{0,160}infring",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                r"100\s?%|полн\w* предоплат|в полном объ[её]ме до|full prepayment|in full in advance",
                Text("Оплачивается вся сумма до исполнения.", "The full amount is paid before performance."),
            ),
        ),
        max_findings=2,
    ),
    ChecklistItem(
        id="early_repayment",
        title=Text("Ограничение досрочного погашения", "Early repayment restricted"),
        look_for=Text(
            "Запрет, мораторий, комиссия или долгий срок уведомления при досрочном возврате займа.",
            "A ban, lock-in, fee or long notice for repaying a loan early.",
        ),
        why=Text(
            "Вы переплачиваете проценты и не можете закрыть долг, когда появятся деньги.",
            "You overpay interest and cannot close the debt when you have the money.",
        ),
        recommendation=Text(
            "Убрать запрет и комиссию за досрочное погашение; срок уведомления — не более 30 дней, проценты — только за фактический срок.",
            "Remove the ban and fees; notice of at most 30 days; interest only for the time used.",
        ),
        severity="medium",
        patterns=(
            r"досрочн\w* (?:погашени|возврат|исполнени)\w*[^.;]{0,120}(?:не допускается|не вправе|запрещ|комисси|штраф|неустойк|мораторий|плат[аыу] за)",
            r"(?:не вправе|запрещается)[^.;]{0,40}досрочн\w* (?:погаш|возвра)",
            r"мораторий на досрочн",
            r"(?:prepayment|early repayment) (?:penalty|premium|fee)",
            *EARLY_REPAYMENT_PATTERNS,
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="payment_terms",
        title=Text("Порядок и сроки оплаты", "Payment terms"),
        look_for=Text(
            "Сроки оплаты, отсрочка, момент исполнения денежного обязательства, проценты за просрочку.",
            "Payment deadlines, deferrals, when payment counts as made, late interest.",
        ),
        why=Text(
            "Длинная отсрочка или неясный срок оплаты создают кассовый разрыв и споры.",
            "Long deferrals or an unclear due date cause cash gaps and disputes.",
        ),
        recommendation=Text(
            "Установить срок оплаты не более 10–15 рабочих дней с даты подписания акта/получения счёта.",
            "Set payment within 10-15 business days of the invoice or acceptance certificate.",
        ),
        severity="low",
        patterns=(
            r"(?:оплат|оплачива|выплачива|уплачива|внос|перечисл|плат)\w*[^.;]{0,120}(?:в течение \S+|не позднее|до \d+|\d+-?го)[^.;]{0,40}(?:дн|числа|месяц)",
            r"(?:в течение \S+|не позднее|до \d+)[^.;]{0,40}(?:дн|числа)[^.;]{0,120}(?:оплат|оплачива|выплачива|уплачива|внос|перечисл)",
            r"(?:сумм|част|остаток|оставш)\w*(?:[^.;]|\b(?:руб|коп)\.){0,80}в течение \S+[^.;]{0,30}дн",
            r"отсрочк\w* (?:платеж|оплат)",
            r"(?:payment|invoice)s?[^.;]{0,100}(?:within|no later than|net)\s[^.;]{0,20}(?:days|\d+)",
            r"\bnet \d+\b",
            r"(?:shall|will) (?:be )?pa(?:y|id)[^.;]{0,80}within[^.;]{0,20}days",
            r"\blate (?:payment )?(?:fee|charge)",
            r"\b(?:overdue|late|past due)\b[^.;]{0,80}(?:interest|accrue)",
            r"interest[^.;]{0,60}(?:per month|per annum)[^.;]{0,80}(?:overdue|unpaid|late|past due)",
            r"проценты[^.;]{0,60}(?:пользовани\w* чужими|стать\w* 395)",
            *PAYMENT_PATTERNS,
        ),
        severity_rules=(
            SeverityRule(
                "medium",
                r"(?:[4-9]\d|1\d\d)\s*\)?\s*(?:calendar |business |рабочих |банковских |календарных )?(?:days|дн)",
                Text("Отсрочка платежа длиннее 40 дней.", "Payment is deferred by more than 40 days."),
            ),
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="acceptance",
        title=Text("Приёмка", "Acceptance"),
        look_for=Text(
            "Порядок и сроки приёмки, акты, мотивированный отказ, молчаливое (автоматическое) принятие.",
            "Acceptance procedure and deadlines, deemed acceptance, rejection.",
        ),
        why=Text(
            "Короткий срок на проверку или «молчаливая» приёмка лишают права заявить о недостатках.",
            "A short inspection window or deemed acceptance takes away the right to reject defects.",
        ),
        recommendation=Text(
            "Установить разумный срок приёмки (5–10 рабочих дней), порядок мотивированного отказа и приёмку скрытых недостатков.",
            "Set a reasonable inspection period, a rejection procedure and protection for latent defects.",
        ),
        severity="low",
        patterns=(
            r"(?:считается|считаются|признается|(?:будет|будут) (?:считаться|признаваться|признан\w*))[^.;]{0,60}(?:подписанн|принят|согласованн|акцептованн|выполненн|оказанн|исполненн|согласн|переданн|выполнивш|поставленн|доставленн)",
            # A window for claims about defects counted in a day or two: hidden defects surface later.
            SHORT_CLAIM_WINDOW,
            r"(?:означает|является)[^.;]{0,40}(?:принятие|согласие|акцепт)",
            r"акцепт\w*[^.;]{0,60}(?:считается|является|предоставлен)",
            r"безусловн\w* (?:принятие|акцепт)",
            r"отказ от подписания акта[^.;]{0,40}не допускается",
            r"претензи\w*[^.;]{0,80}после (?:получения|подписания|приемки)[^.;]{0,40}не принимаются",
            r"конклюдентн",
            r"считается согласным",
            r"молчани\w*[^.;]{0,60}(?:считается|признается|означает|является|принимается)",
            r"принимается[^.;]{0,30}за (?:согласие|принятие|акцепт)",
            r"(?:является|считается|признается|будет являться) (?:полным и безоговорочным |безоговорочным )?(?:акцептом|принятием|согласием)",
            r"(?:начал\w*|продолжени\w*|фактическ\w*) (?:использовани|пользовани|получени|оплат)\w*[^.;]{0,100}(?:означает|является|считается|признается|подтверждает)",
            r"(?:оплат\w*|подписани\w*)[^.;]{0,60}подтверждает[^.;]{0,60}(?:согласи|принят|акцепт|получени|надлежащ|отсутстви\w* претензий)",
            r"(?:failure to (?:object|reject|respond|notify)|silence)[^.;]{0,100}(?:(?:deemed|constitutes?)[^.;]{0,20}(?:accept|approv|consent|agree)|\bacceptance)",
            r"deemed (?:to have )?(?:approved|agreed|consented)",
            r"обязан осмотреть",
            r"при[её]мк\w*[^.;]{0,80}(?:по количеству|по качеству|производится|осуществляется|в течение|срок|порядк)",
            r"(?:по количеству|по качеству|порядок|сроки?)[^.;]{0,40}при[её]мк",
            r"акт\w* (?:сдачи-при[её]мки|выполненных работ|оказанных услуг|об оказании)[^.;]{0,120}(?:подпис|в течение|направ|возраж)",
            r"мотивированн\w* (?:отказ|возражени)",
            r"счита(?:е|ю)тся[^.;]{0,60}(?:принят|подписанн)",
            r"при отсутствии (?:возражений|претензий)",
            r"(?:неподписани|ненаправлени|непредставлени|неполучени|невозвращени|отсутстви)\w*[^.;]{0,160}(?:счита(?:е|ю)тся|призна(?:е|ю)тся|является|означает|влеч[её]т)[^.;]{0,60}(?:принят|подписан|согласован|выполнен|оказан|приемк|при[её]мк|надлежащ)",
            r"(?:не подпиш|не подписал|не направ|не предостав|не представ|не заяв)\w*[^.;]{0,160}(?:счита(?:е|ю)тся|призна(?:е|ю)тся)[^.;]{0,60}(?:принят|подписан|согласован|выполнен|оказан|надлежащ)",
            r"deemed (?:to have been )?accepted",
            r"acceptance (?:test|criteria|procedure|period|certificate)",
            r"(?:reject|rejection)[^.;]{0,60}(?:notice|within|non-?conform)",
            *ACCEPTANCE_PATTERNS,
        ),
        # A notice, letter or message deemed received or delivered is how notice works, not acceptance
        # (the deemed_notice item reads it).
        exclude=(
            r"(?:уведомлени|сообщени|корреспонденци|извещени|письм|почтов\w* отправлени|notices?\b|notifications?\b|communications?\b)[^.;]{0,100}(?:считается|считаются|признается|признаются|deemed)[^.;]{0,40}(?:полученн|доставленн|врученн|направленн|received|delivered|given|served)",
        ),
        severity_rules=(
            SeverityRule(
                "medium",
                r"(?:счита(?:е|ю)|призна(?:е|ё|ю))тся[^.;]{0,60}(?:принят|подписанн)|deemed (?:to have been )?accepted|(?:1|2|один|двух|одного) (?:рабоч\w* |календарн\w* )?(?:дн|день|дня)|следующ\w+ (?:рабоч\w+ )?(?:дн|день|сут)|\b(?:24|48) час|(?:в момент|при) при[её]мк",
                Text(
                    "Молчаливая приёмка или очень короткий срок проверки.",
                    "Deemed acceptance or a very short inspection window.",
                ),
            ),
        ),
        max_findings=2,
    ),
    ChecklistItem(
        id="confidentiality",
        title=Text("Конфиденциальность", "Confidentiality"),
        look_for=Text(
            "Обязательства о неразглашении, их срок и санкции.",
            "Non-disclosure duties, their duration and remedies.",
        ),
        why=Text(
            "Широкие бессрочные обязательства с неустойкой создают риск ответственности за случайное раскрытие.",
            "Broad, perpetual duties with penalties expose you to liability for accidental disclosure.",
        ),
        recommendation=Text(
            "Сделать обязательства взаимными, ограничить срок (3–5 лет) и определить исключения (публичные сведения, требования закона).",
            "Make them mutual, limit them to 3-5 years and define the usual exceptions.",
        ),
        severity="low",
        patterns=(
            r"конфиденциальн",
            r"коммерческ\w* тайн",
            r"неразглаш|не разглаш",
            r"(?:хранить|сохранять|держать|соблюдать)[^.;]{0,40}(?:в (?:тайне|секрете)|режим\w* (?:тайны|секретности))",
            r"не (?:вправе |должн\w* |может |будет )?(?:раскрывать|раскрывает|раскроет)[^.;]{0,80}третьим лицам",
            r"не (?:вправе |должн\w* |может |будет )?(?:передавать|сообщать|публиковать|распространять)[^.;]{0,40}(?:информаци|сведени|данны\w* о)[^.;]{0,60}третьим лицам",
            r"ноу-хау|секрет\w* производства",
            r"confidential",
            r"non-?disclosure",
        ),
        exclude=(
            # The title in the preamble ("This Non-Disclosure Agreement is made between ...") is no clause.
            r"(?:this|the) (?:mutual )?(?:non-?disclosure|confidentiality)(?: and [a-z-]+)? agreement[^.;]{0,40}(?:is made|is entered|made and entered|entered into|dated|by and between)",
        ),
        severity_rules=(
            SeverityRule(
                "medium",
                r"бессрочн|в течение неопределенного|perpetual|indefinite",
                Text("Обязательства бессрочные.", "The duty never expires."),
            ),
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="force_majeure",
        title=Text("Форс-мажор", "Force majeure"),
        look_for=Text(
            "Обстоятельства непреодолимой силы, порядок уведомления, право расторжения.",
            "Force majeure events, notice, termination.",
        ),
        why=Text(
            "Узкий перечень или жёсткий порядок уведомления не освободят от ответственности при реальном форс-мажоре.",
            "A narrow list or strict notice rules may not excuse you in a real force majeure event.",
        ),
        recommendation=Text(
            "Расширить перечень событий (санкции, эпидемии, акты органов власти), срок уведомления — не менее 5 рабочих дней.",
            "Widen the event list (sanctions, epidemics, government acts) and allow reasonable notice.",
        ),
        severity="low",
        patterns=(
            r"не (?:являются|является|считаются|относятся к) (?:обстоятельств\w* )?(?:непреодолимой силы|форс-?мажор)",
            r"(?:непреодолим\w* сил|форс-?мажор)\w*[^.;]{0,120}не освобожда\w*[^.;]{0,40}(?:от оплаты|от обязанност)",
            r"force majeure",
            r"acts? of god",
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="personal_data",
        title=Text("Персональные данные", "Personal data"),
        look_for=Text(
            "Поручение обработки персональных данных, согласия, соответствие 152-ФЗ / GDPR.",
            "Processing of personal data, consents, data protection law compliance.",
        ),
        why=Text(
            "Нарушения при обработке персональных данных влекут штрафы и ответственность перед субъектами.",
            "Breaches of data protection law bring fines and liability to data subjects.",
        ),
        recommendation=Text(
            "Описать цели, перечень данных и меры защиты (ст. 6 152-ФЗ), распределить ответственность и порядок уведомления об утечках.",
            "Describe purposes, data categories and safeguards, allocate liability and breach-notification duties.",
        ),
        severity="medium",
        patterns=(
            r"(?:вправе|может|имеет право)[^.;]{0,40}использовать (?:информацию|данные|сведения)[^.;]{0,80}(?:пользовател|заказчик|клиент|покупател|арендатор|заемщик|потребител)",
            r"согласие на (?:сбор|обработку|размещение)",
            r"(?:список|списке)[^.;]{0,10}рассылки",
            r"рекламн\w* рассылк",
            r"в автоматическом режиме передается",
            r"социальных сетях",
            # The consent's scope, often a sentence of its own and the one to quote (tried first, so the quote
            # is cut around it): advertising by e-mail or phone, the data passed on to affiliates, partners or
            # abroad, a term that runs until withdrawn.
            r"согла\w*[^.;]{0,60}(?:получени|рассылк)\w*[^.;]{0,80}(?:реклам|маркетинг|информаци\w* об акциях|специальн\w* предложени)",
            r"(?:получени|рассылк)\w*[^.;]{0,60}(?:реклам|маркетинг)\w*[^.;]{0,80}(?:электронн\w* почт|e-mail|sms|смс|телефон|push|мессенджер)",
            r"передач\w*\s+(?:\([^)]{0,40}\)\s+)?(?:(?:этих|таких|указанных|своих|моих|его|е[её]|персональн\w+|учетн\w+|учётн\w+|и?ных)\s+)*(?:данн\w+|сведени\w+ о)[^.;]{0,60}(?:аффилированн|партн[её]р|сервис-провайдер|трансграничн|третьим лицам)",
            # «обработку … данных …, их передачу аффилированным лицам»: the pronoun stands for the data.
            r"(?:данн|обработк)\w*[^.;]{0,300}\bих\s+передач\w*[^.;]{0,30}(?:аффилированн|партн[её]р|сервис-провайдер|трансграничн|третьим лицам)",
            r"трансграничн\w*[^.;]{0,20}передач|передач\w*\s+\(?в том числе трансграничн",
            r"согласи\w*[^.;]{0,40}(?:действует|да[её]тся|предоставляется|выдано)[^.;]{0,40}(?:бессрочно|до (?:момента )?(?:его )?отзыва|в течение \d+ (?:лет|год))",
            r"персональн\w* данн",
            r"152-ФЗ",
            r"personal (?:data|information)",
            r"\bGDPR\b",
            r"data protection",
            r"personally identifiable",
        ),
        # Anonymised statistics are no personal data (ст. 3 152-ФЗ).
        exclude=(r"обезличенн\w*[^.;]{0,20}(?:\(|данн|статистич|информаци)|без привязки к персональн",),
        max_findings=2,
    ),
    ChecklistItem(
        id="guarantee",
        title=Text("Обеспечение: гарантия, поручительство, залог", "Security: guarantees, sureties, pledges"),
        look_for=Text(
            "Банковская или независимая гарантия, поручительство, залог, обеспечительный платёж, удержание.",
            "Bank or parent guarantees, sureties, pledges, security deposits.",
        ),
        why=Text(
            "Обеспечение связывает деньги или активы; его условия (срок, основания списания) часто односторонние.",
            "Security ties up cash or assets; its terms (duration, grounds for calling it) are often one-sided.",
        ),
        recommendation=Text(
            "Сделать обеспечение взаимным или соразмерным, ограничить основания его удержания и установить срок возврата.",
            "Make the security proportionate, limit the grounds to call it and set a return deadline.",
        ),
        severity="medium",
        patterns=(
            r"банковск\w* гарант",
            r"независим\w* гарант",
            r"поручительств",
            r"поручител",
            r"\bзалог",
            r"гарант\w* (?:материнск|головн|третьего лица|учредител)",
            _PERSONAL_SURETY,
            r"обеспечива\w*[^.;]{0,60}(?:гарант|поручит|залог)",
            r"обеспечительн\w* платеж",
            r"обеспечени\w* исполнения",
            r"удержани\w* (?:имущества|денежных)",
            r"(?:bank|parent(?: company)?|corporate|personal|performance|payment) guarant(?:ee|y)",
            r"\bguarantor\b(?! institution)",
            r"(?:provide|furnish|deliver|post)[^.;]{0,40}(?:guarantee|guaranty|security deposit|letter of credit|bond)\b",
            r"letter of credit",
            r"security deposit",
            r"(?:performance|payment) bond",
        ),
        exclude=(
            r"гаранти\w* (?:качества|срок|обязательств)|гарантийн",
            r"post(?:ing)? (?:of )?(?:a |any )?(?:bond|security)|waive[^.;]{0,40}bond",
            r"(?:not|no|never)[^.;]{0,30}personally liable|не (?:несут|несет|нес[её]т) личн",
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="currency_clause",
        title=Text("Валютная оговорка", "Currency clause"),
        look_for=Text(
            "Цена в иностранной валюте или условных единицах с оплатой в рублях по курсу; курсовые риски.",
            "Prices pegged to a foreign currency or exchange rate; currency risk.",
        ),
        why=Text(
            "Итоговая сумма к оплате зависит от курса и может существенно вырасти.",
            "The amount due moves with the exchange rate.",
        ),
        recommendation=Text(
            "Зафиксировать цену в рублях или установить коридор курса (например, ±5%) и дату определения курса.",
            "Fix the price in your currency or agree a rate corridor and the rate date.",
        ),
        severity="medium",
        patterns=(
            r"курс\w* на момент (?:возврата|оплаты)",
            r"курсов\w* разниц",
            r"в валюте (?:первоначальной )?оплаты",
            r"условн\w* единиц",
            r"\bу\.е\.",
            r"\bу\. е\.",
            r"по (?:официальному )?курсу",
            r"эквивалент\w*[^.;]{0,60}(?:доллар|евро|юан|валют|USD|EUR|CNY)",
            r"(?:доллар\w*|евро|юан\w*|USD|EUR|CNY)[^.;]{0,80}(?:по курсу|в рублях)",
            r"валютн\w* (?:оговорк|риск)",
            r"изменени\w* (?:валютного )?курса",
            r"пересч\w*[^.;]{0,80}курс",
            r"курс\w* (?:ЦБ|Банка России|Центрального банка)",
            # A rate the other side sets itself ("по внутреннему курсу Туроператора", "по курсу банка
            # Продавца"): the price moves at its discretion.
            rf"(?:по|исходя из)\s+(?:внутренн\w*|коммерческ\w*|собственн\w*|установленн\w*|действующ\w*)?\s*курс\w*\s+(?:[а-яё]+\s+){{0,2}}{_PARTY_RATE}",
            r"курс\w* (?:рубля|национальной валюты|валют)",
            r"exchange rate",
            r"currency (?:conversion|fluctuation|risk)",
            r"(?:converted|conversion) (?:in)?to (?:U\.?S\.? )?dollars",
        ),
        exclude=(
            r"курс\w* (?:обучения|подготовки|лечения|терапии|вождения|занятий|лекций|программ|повышения|переподготовки)|(?:учебн|образовательн|обучающ|теоретическ|практическ|полн|баз\w+|онлайн)\w* курс|(?:прош[её]л|пройти|проходить|окончани\w*|освоени\w*|стоимость) курс",
        ),
        requires=(
            rf"{_PARTY_RATE_REQUIRED}|валют|доллар|евро|юан|\busd\b|\beur\b|\bcny\b|\bу\.\s?е\.|условн\w* единиц|(?:центральн|национальн)\w* банк|\bцб\b|банк\w* россии|курсов\w* разниц|exchange|currenc|dollars|euros?\b",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                rf"(?:внутренн|коммерческ|собственн)\w* курс|курс\w*\s+(?:[а-яё]+\s+){{0,2}}{_PARTY_RATE}",
                Text(
                    "Курс пересчёта устанавливает сама другая сторона: сумма к оплате зависит от её решения.",
                    "The other side sets the conversion rate itself: the amount due is at its discretion.",
                ),
            ),
            SeverityRule(
                "high",
                r"на (?:дату|день|момент) (?:фактической |фактического )?(?:оплаты|платежа|перечисления|списания|поступления|зачисления)|on the date of payment|курс\w*[^.;]{0,60}(?:плюс|\+)\s?\d",
                Text(
                    "Курс берётся на дату оплаты: весь курсовой риск на плательщике.",
                    "The rate on the payment date puts all currency risk on the payer.",
                ),
            ),
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="documents_retention",
        title=Text("Удержание личных документов", "Retention of personal documents"),
        look_for=Text(
            "Паспорт, трудовая книжка, документы об образовании или иные личные документы передаются другой стороне и удерживаются ею.",
            "A person's passport, identity papers or certificates are handed over to and kept by the other side.",
        ),
        why=Text(
            "Изъятие и удержание паспорта и других личных документов запрещено; удержание документов, чтобы заставить работать или платить, — принуждение (ст. 4 ТК РФ запрещает принудительный труд).",
            "Keeping a person's passport or papers is unlawful and, used to make them work or pay, it is coercion.",
        ),
        recommendation=Text(
            "Исключить условие: передавать только копии документов; оригиналы остаются у владельца и возвращаются по первому требованию.",
            "Remove the clause: hand over copies only; originals stay with their owner and are returned on demand.",
        ),
        severity="high",
        patterns=(
            rf"(?:удержива|удерж|оставля|оставл|хран|изыма|изъят|сда[её]т|сдает|сдать|переда[её]т|передает|передать|передаются|находят?ся|остается|оста[её]тся)\w*[^.;]{{0,100}}{_PERSONAL_DOCUMENTS}",
            rf"{_PERSONAL_DOCUMENTS}[^.;]{{0,100}}(?:удержива|хранятся у|хранится у|находится у|находятся у|остается у|остаются у|оста[её]тся у|передается|передаются|сда[её]тся|не возвраща|возвраща\w* (?:только |лишь )?(?:после|при условии|по окончании|по истечении))",
            r"(?:retain|hold|keep|surrender|deposit|confiscat)\w*[^.;]{0,60}(?:passports?|identity (?:documents?|cards?|papers)|identification papers|travel documents)",
        ),
        exclude=(
            r"копи(?:я|ю|и|й)\b[^.;]{0,30}(?:паспорт|документ|трудов|диплом)|(?:предъяв|предоставл|показ)\w*[^.;]{0,30}(?:паспорт|документ)[^.;]{0,30}(?:для (?:удостоверения|идентификац|сверки)|при)|выда\w* (?:работнику )?трудов\w* книжк\w*[^.;]{0,40}(?:в день|при) увольнени",
            r"copies of (?:the |its |their )?passports?",
            # Passport details (a number, series, the data) are personal data, not the document handed over.
            r"паспортн\w* данн|(?:данн|сведени|реквизит|номер|сери)\w*[^.;]{0,20}паспорт",
            r"паспорт\w* (?:транспортного|технического|самоходн|изделия|оборудования|качества|товара|объекта|безопасности|сделки|проекта)|технически\w* паспорт|\bптс\b|\bпсм\b",
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="disposal_of_property",
        title=Text("Распоряжение чужим имуществом", "Disposal of the other side's property"),
        look_for=Text(
            "Право одной стороны продать, реализовать, заложить или иначе распорядиться имуществом, товаром или деньгами другой стороны.",
            "A right of one party to sell, pledge or otherwise dispose of the other party's goods, property or funds.",
        ),
        why=Text(
            "Контрагент может продать или заложить ваше имущество без отдельного поручения и по своей цене; вернуть его будет трудно.",
            "The other side may sell or encumber your property at its own price without a specific instruction; getting it back is hard.",
        ),
        recommendation=Text(
            "Разрешить распоряжение имуществом только по вашему письменному поручению на каждую сделку, с минимальной ценой и отчётом; исключить залог и реализацию в счёт долга без суда.",
            "Allow disposal only on your written instruction for each deal, at a minimum price and with a report; exclude pledges and sale against a debt without a court.",
        ),
        severity="high",
        patterns=(
            r"(?:вправе|имеет право|может|могут|уполномочен\w*|оставляет за собой право|разрешается)[^.;]{0,80}(?:реализовать|реализовывать|продать|продавать|распоряжаться|распорядиться|отчуждать|отчудить|заложить|передать в залог|передавать в залог|сдавать в (?:аренду|субаренду)|обратить взыскание|списать|списывать)[^.;]{0,100}(?:имуществ|товар|груз|транспортн|автомобил|недвижим|квартир|ценност|оборудовани|денежн\w* средств|депозит|акци|дол[ия]\b|залог)",
            r"(?:may|is entitled to|shall be entitled to|has the right to|is authori[sz]ed to)[^.;]{0,40}(?:sell|dispose of|liquidate|encumber|pledge|resell)[^.;]{0,60}(?:the )?(?:principal|owner|customer|client|consignor|licensee|company)'?s? (?:goods|property|assets|products|inventory|equipment|shares)",
        ),
        requires=(
            r"принципал|комитент|доверител|заказчик|клиент|залогодател|заемщик|заёмщик|арендатор|собственник|владел|пользовател|покупател|principal|owner|customer|client|consignor|licensee",
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="labour_terms",
        title=Text("Условия, ухудшающие положение работника", "Employment terms below the statutory minimum"),
        look_for=Text(
            "В трудовом договоре: обязанность отработать, удержания из зарплаты, испытание дольше закона, ненормированный день без компенсации, неоплачиваемые переработки, запрет уволиться.",
            "In an employment contract: a duty to work off, deductions from pay, excessive probation, unpaid overtime, a ban on resigning.",
        ),
        why=Text(
            "Условия трудового договора, ухудшающие положение работника по сравнению с ТК РФ, не подлежат применению (ст. 9 ТК РФ), но на практике ими давят на работника.",
            "Terms that give an employee less than labour law guarantees are void, yet they are used to pressure the employee.",
        ),
        recommendation=Text(
            "Исключить условие или привести его к ТК РФ: удержания — только по ст. 137–138 ТК РФ; испытание — не более 3 месяцев (ст. 70); ненормированный день — с дополнительным отпуском (ст. 119); переработки оплачиваются (ст. 152); обязанность отработать — только после обучения за счёт работодателя (ст. 249); уволиться можно, предупредив за две недели (ст. 80).",
            "Remove the term or bring it in line with labour law: lawful deductions only, the statutory probation, paid overtime, notice to resign.",
        ),
        severity="high",
        patterns=(
            r"обязан\w*[^.;]{0,60}отработать|отработ\w*[^.;]{0,40}(?:не менее|в течение)[^.;]{0,30}(?:лет|год|месяц)",
            r"удерж\w*[^.;]{0,80}(?:из|с) (?:заработн|зарплат|оклад|вознаграждени|расч[её]т)",
            r"(?:из|с) (?:заработн\w* плат|зарплат|оклад)\w*[^.;]{0,60}(?:удержива|удерж|вычита|списыва)",
            r"(?:вычита|вычет)\w*[^.;]{0,40}(?:из|с) (?:заработн|зарплат|оклад)",
            r"испытательн\w* срок\w*[^.;]{0,40}(?:(?<!\d)(?:[4-9]|1[0-2])\s*(?:\([^)]{0,20}\)\s*)?(?:месяц|мес)|четыр\w* месяц|пят\w* месяц|шест\w* месяц|год)",
            r"ненормированн\w*",
            r"сверхурочн\w*[^.;]{0,80}(?:не оплачива|без (?:оплаты|компенсац|доплат)|входит в|включен|не компенсир)",
            r"(?:без оплаты|не оплачива\w*|бесплатн\w*)[^.;]{0,40}(?:стажировк|испытательн|обучени|переработ|работ\w* в выходн)",
            r"(?:стажировк|испытательн|обучени)\w*[^.;]{0,60}(?:не оплачива|без оплаты|без сохранения)",
            r"(?:не вправе|не может|запрещается)[^.;]{0,60}(?:увол|расторгнуть (?:трудовой )?договор по (?:своей|собственной) инициативе)",
        ),
        exclude=(
            r"ненормированн\w*[^.;]{0,120}(?:дополнительн\w* (?:оплачиваем\w* )?отпуск|компенсац)|(?:дополнительн\w* (?:оплачиваем\w* )?отпуск)[^.;]{0,120}ненормированн",
            r"налог\w* на доходы|ндфл|алимент|исполнительн\w* документ",
            # A ban on working for competitors after dismissal is the labour_non_compete item's.
            r"после (?:увольнения|прекращения трудового)[^.;]{0,120}(?:конкурент|конкурир|аналогичн)",
        ),
        max_findings=4,
    ),
    ChecklistItem(
        id="indemnity",
        title=Text("Обязанность возместить потери другой стороны", "Indemnity"),
        look_for=Text(
            "Одна сторона обязуется возместить другой любые претензии, убытки и расходы (indemnify, hold harmless).",
            "One party must indemnify, defend and hold the other harmless against claims, losses and expenses.",
        ),
        why=Text(
            "Обязанность возместить любые претензии третьих лиц и расходы на юристов не ограничена ни суммой, ни виной.",
            "An indemnity makes you pay the other side's claims, losses and lawyers' fees, often without a cap or fault.",
        ),
        recommendation=Text(
            "Ограничить возмещение вашими виновными нарушениями и суммой договора; сделать его взаимным.",
            "Limit it to claims caused by your own breach or negligence, cap it, and make it mutual.",
        ),
        severity="medium",
        patterns=(
            r"\bindemnif\w*[^.;]{0,120}(?:defend|hold\s+harmless|against|from)",
            r"\bhold\s+harmless\b",
            *COSTS_PATTERNS,
        ),
        exclude=(
            r"^\W*(?:\d+(?:\.\d+)*\.?\s*)?indemnif\w*\W*$",
            r"(?:\"|“)indemnif\w*(?:\"|”)\s+(?:shall\s+)?means?",
            *COSTS_AS_THE_LAW_DOES,
        ),
        severity_rules=(
            SeverityRule(
                "high",
                r"(?:arising (?:out of|from)|relat\w* to|in connection with|resulting from|connected with|caused by)[^.;]{0,30}(?:your|the user'?s?|customer'?s?|licensee'?s?|client'?s?|distributor'?s?|its|their) (?:use|access|content|activities|account|possession|sale|operation)|^(?![\s\S]*(?:negligen|breach|wil+ful|misconduct|fault|violat))[\s\S]*(?:any and all|against all|from all|any) (?:third[- ]party )?(?:claims|losses|liabilit|damages|demands)[\s\S]{0,200}(?:arising (?:out of|from)|relat\w* to|in connection with)[^.;]{0,20}(?:this agreement|these terms|the services|the products|the agreement)",
                Text(
                    "Возмещать нужно любые претензии, связанные с вашим использованием, а не только вызванные вашим нарушением.",
                    "You must cover any claim connected with your use, not only those caused by your own breach or fault.",
                ),
            ),
        ),
        max_findings=2,
    ),
    ChecklistItem(
        id="warranty_disclaimer",
        title=Text("Отказ от гарантий («как есть»)", 'Warranty disclaimer ("as is")'),
        look_for=Text(
            "Товар, программа или услуга предоставляются «как есть»; отказ от подразумеваемых гарантий (пригодность для продажи, для определённой цели); отказ гарантировать бесперебойную и безошибочную работу.",
            'Goods, software or services provided "as is" or "as available"; disclaimers of the implied warranties (merchantability, fitness for a particular purpose); no warranty that the service is uninterrupted or error-free.',
        ),
        why=Text(
            "Если продукт не работает или не подходит для вашей цели, сослаться не на что: гарантии качества, которые дал бы закон, исключены.",
            "If the product fails or does not suit your purpose, you have nothing to rely on: the quality warranties the law would otherwise imply are excluded.",
        ),
        recommendation=Text(
            "Добиться хотя бы ограниченной гарантии: соответствие описанию и документации в течение разумного срока, устранение дефектов или возврат оплаты за непригодное.",
            "Ask for at least a limited warranty: conformity with the description and documentation for a stated period, with repair, re-performance or a refund of the fees for what does not conform.",
        ),
        severity="medium",
        patterns=(
            r"(?:provided|furnished|delivered|licen[cs]ed|supplied|sold|made available|offered|accepts?|accepted)\s+(?:to (?:you|customer|licensee|the user)\s+)?(?:hereunder\s+)?(?:strictly\s+)?(?:on an?\s+)?[\"“'”]?as[\s-]is\b",
            r"[\"“']as[\s-]is[,.]?[\"”']|\bas[\s-]is,? (?:and |or )?(?:[\"“']?as[\s-]available|with all faults|where[\s-]is)",
            r"[\"“']as[\s-]available[\"”']",
            r"disclaim\w*[^.;]{0,160}(?:warrant|merchantab|fitness for|conditions? of (?:satisfactory )?quality)",
            r"(?:warrant\w*|conditions?)[^.;]{0,160}(?:are|is) (?:hereby )?(?:expressly )?(?:disclaimed|excluded)",
            r"(?:makes?|gives?|provides?|extends?) no (?:other )?(?:express or implied )?(?:representations?,? (?:or |and )?)?(?:warrant|guarantee)",
            r"without (?:any )?(?:representations? or )?warrant(?:y|ies)(?: or conditions?)? of any kind",
            r"(?:neither|no) party\s+(?:hereby\s+)?(?:makes?|gives?|provides?)\s+(?:any\s+)?(?:other\s+)?(?:representations?,?\s+(?:or|and)\s+)?warrant",
            r"(?:do(?:es)?|shall|will) not (?:represent,? )?(?:(?:or|and) )?(?:warrant|guarantee)\w*[^.;]{0,100}(?:uninterrupted|error[\s-]free|free (?:of|from) (?:errors|defects|viruses|bugs|harmful)|secure|available at all times|meet (?:your|customer'?s?|licensee'?s?) requirements|accurate|reliable|timely)",
            r"no warranty (?:is given |is made )?(?:that|of)[^.;]{0,80}(?:uninterrupted|error[\s-]free|merchantab|fitness|accura|availab)",
            r"in lieu of all other warrant",
        ),
        exclude=(
            # A seller's own warranty with its remedy is the warranty item's clause, not a disclaimer.
            r"as is (?:necessary|required|customary|reasonabl|practicabl|appropriate|permitted|provided (?:in|for|by|under)|set forth|consistent|usual|standard)",
            # Confidential information disclosed "as is" (an NDA's usual term): nothing is sold or supplied.
            r"(?:confidential |proprietary )?information[^.;]{0,120}(?:as[\s-]is|without (?:any )?warrant)|(?:as[\s-]is|without (?:any )?warrant)[^.;]{0,80}(?:confidential|proprietary) information",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                r"(?:as[\s-]is|disclaim|no (?:other )?warrant)[\s\S]{0,400}(?:merchantab|fitness for|satisfactory quality)|(?:merchantab|fitness for|satisfactory quality)[\s\S]{0,400}(?:as[\s-]is|disclaim|excluded)",
                Text(
                    "Исключены все гарантии, в том числе подразумеваемые законом (пригодность для продажи и для вашей цели).",
                    "Every warranty is excluded, including those the law implies (merchantability, fitness for your purpose).",
                ),
            ),
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="claims_period",
        title=Text("Сокращённый срок для предъявления требований", "Shortened time limit for claims"),
        look_for=Text(
            "Договорный срок, после которого иск или требование нельзя предъявить, короче срока исковой давности.",
            "A contractual deadline to bring a claim or a suit, shorter than the statutory limitation period.",
        ),
        why=Text(
            "Пропустив короткий договорный срок, вы теряете право на иск, хотя по закону срок ещё не истёк.",
            "Once the short contractual window closes the claim is barred, although the statutory limitation period has not run.",
        ),
        recommendation=Text(
            "Исключить условие или оставить законный срок исковой давности, хотя бы для требований о скрытых недостатках и о возврате денег.",
            "Strike the clause, or keep the statutory limitation period (several years for contract claims in England and in most US states), at least for claims you could not have known of in time.",
        ),
        severity="medium",
        patterns=(
            r"(?:claims?|actions?|suits?|proceedings?|causes? of action|demands?)\b[^.;]{0,160}(?:must|shall|will|should|needs? to) be (?:commenced|brought|filed|made|asserted|instituted|initiated|presented)[^.;]{0,40}within",
            r"(?:must|shall|will|agree to) (?:commence|bring|file|assert|institute|initiate)[^.;]{0,80}(?:claim|action|suit|proceeding|cause of action)[^.;]{0,80}within",
            r"(?:no|any) (?:claim|action|suit|proceeding|cause of action)s?\b[^.;]{0,160}(?:may|shall|can|will) be (?:commenced|brought|filed|asserted|instituted)[^.;]{0,120}(?:more than|after)[^.;]{0,40}(?:years?|months?|days?)",
            r"(?:permanently|forever) barred",
            r"(?:waive|waives|waiver)[^.;]{0,60}(?:statute|period)s? of limitations?",
            r"(?:statute|period)s? of limitations?[^.;]{0,100}(?:shorten|reduc|shall not apply|waive)",
            # Shorter than the law's three years (ст. 196 ГК РФ): a year or two, or months.
            r"(?<!не )(?:сокращ|сократ|уменьш)\w*[^.;]{0,40}срок\w* исковой давности|срок\w* исковой давности[^.;]{0,60}(?:(?<!не )сокращ|(?<!не )уменьш|составляет\s+(?:(?:один|одного|1|два|двух|2)\s*(?:\([а-яё]+\)\s*)?(?:год|лет)|(?:\d+|[а-яё]+)\s*(?:\([а-яё]+\)\s*)?месяц)|не может превышать)",
        ),
        exclude=(
            r"(?:applicable|relevant) statute of limitations?(?![^.;]{0,60}(?:shorten|reduc|waive))",
            r"(?:общ\w+|установленн\w+ (?:законом|законодательством))[^.;]{0,40}срок\w* исковой давности"
            r"|срок\w* исковой давности[^.;]{0,40}(?:установленн|предусмотренн|определ[её]нн)\w* (?:законом|законодательством|гражданским|гк)",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                r"(?:within|more than|after)\s+(?:one|1|two|2|three|3|six|6|ninety|90|sixty|60|thirty|30|one hundred eighty|180)\s*(?:\(\d+\)\s*)?(?:months?|days?)\b|(?:within|more than|after)\s+(?:one|1)\s*(?:\(1\)\s*)?year\b",
                Text(
                    "Срок — год или меньше: намного короче законного (в Англии — шесть лет по договорным требованиям, в большинстве штатов США — от трёх до шести).",
                    "A year or less: far shorter than the statutory period (six years for contract claims in England, three to six years in most US states).",
                ),
            ),
        ),
        max_findings=1,
    ),
    ChecklistItem(
        id="nda_terms",
        title=Text("Обременительные условия о конфиденциальности", "Burdensome confidentiality terms"),
        look_for=Text(
            "Бессрочная конфиденциальность, одностороннее или всеобъемлющее определение конфиденциальной информации, оговорка об «остаточных знаниях», возврат или уничтожение без исключений, судебный запрет без обеспечения.",
            "Perpetual confidentiality, a one-sided or all-embracing definition of Confidential Information, a residuals clause, return or destruction with no carve-outs, injunctive relief without a bond.",
        ),
        why=Text(
            "Обязательство о неразглашении становится бессрочным или всеобъемлющим, другая сторона получает право пользоваться вашими сведениями, а за нарушение грозит судебный запрет без обеспечения ваших потерь.",
            "The duty of secrecy becomes endless or all-embracing, the other side may use what you disclose, or a court order can be obtained against you without security for your losses.",
        ),
        recommendation=Text(
            "Ограничить срок (3–5 лет, бессрочно — только для коммерческой тайны), сделать обязательства взаимными, исключить оговорку об остаточных знаниях, разрешить хранить копии по требованию закона и в резервных архивах.",
            "Limit the term (3-5 years; longer only for trade secrets), make the duties mutual, strike the residuals clause, allow copies kept by law or in routine back-ups, and leave the bond to the court.",
        ),
        severity="medium",
        patterns=(
            # "Residuals" as what people remember of the other side's information, not a "Residual Interest".
            r"\bresiduals\b[^.;]{0,200}(?:retain|memor|use|free)|(?:retain|memor)\w*[^.;]{0,80}\bresiduals\b|residual (?:information|knowledge|know-how)[^.;]{0,120}(?:retain|memor)",
            r"unaided memor",
            r"(?:injunctive|equitable) relief[^.;]{0,240}without (?:the )?(?:necessity|need|requirement|obligation)? ?(?:of |to )?(?:post|posting|provid\w*|furnish\w*|giv\w*)?[^.;]{0,20}\b(?:bond|security)",
            r"without (?:the )?(?:necessity|need|requirement) (?:of|to) (?:post|posting|provid\w*|furnish\w*)[^.;]{0,20}(?:a |any )?(?:bond|security)",
            r"(?:confidential|non-?disclosure|secrecy|not (?:to )?disclose)[^.;]{0,200}(?:in perpetuity|perpetual(?:ly)?\b|indefinitely|forever|shall survive[^.;]{0,60}(?:indefinitely|without (?:time )?limit))",
            r"(?:in perpetuity|perpetual(?:ly)?\b|indefinitely)[^.;]{0,120}(?:confidential|not (?:to )?disclose)",
            r"[\"“]?confidential information[\"”]?\s+(?:shall )?(?:means?|includes?)\s+[^.;]{0,200}(?:disclosed|provided|furnished|made available|delivered)\s+(?:to [^.;]{0,40})?by\s+(?:or on behalf of\s+)?(?:the\s+)?\w+",
            r"(?:whether or not|regardless of whether)[^.;]{0,40}(?:marked|designated|identified|labell?ed)[^.;]{0,40}confidential",
            r"(?:return|destroy)[^.;]{0,20}(?:or|and|and/or)\s+(?:to\s+)?(?:return|destroy)[^.;]{0,200}(?:all|any)[^.;]{0,40}(?:copies|materials|documents|confidential information|notes)",
            # The usual exceptions taken back: information already known, public or received from others
            # still counts as confidential.
            r"(?:even if|whether or not|regardless of whether|irrespective of whether)[^.;]{0,100}(?:already known|known to (?:the )?(?:recipient|receiving party)|public(?:ly available)?|in the public domain|independently developed|received from a third party)",
            r"(?:даже если|независимо от того,? (?:является ли|была ли|известна ли|стала ли))[^.;]{0,100}(?:известн|общедоступн|опубликован|получен\w* от третьих|разработан\w* самостоятельно)",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                r"(?:even if|whether or not|regardless of whether|irrespective of whether|даже если|независимо от того)[^.;]{0,100}(?:known|public|independently|third party|известн|общедоступн|третьих|самостоятельно)",
                Text(
                    "Исключения отменены: конфиденциальной считается даже известная вам или общедоступная информация, и нарушением станет то, что вы и так знали.",
                    "The usual exceptions are taken back: even information you already knew or that is public counts as confidential, so using what you knew becomes a breach.",
                ),
            ),
            SeverityRule(
                "high",
                r"\bresiduals\b|residual (?:information|knowledge|know-how)|unaided memor",
                Text(
                    "Оговорка об «остаточных знаниях» позволяет получателю использовать запомненные сведения как свои.",
                    "A residuals clause lets the recipient use whatever its people remember of your information as its own.",
                ),
            ),
            SeverityRule(
                "low",
                r"(?:bond|security)(?![\s\S]*(?:perpetu|indefinite|residual))",
                Text(
                    "Суд сам решает, требовать ли обеспечение; условие лишь облегчает другой стороне получение запрета.",
                    "The court still decides on security; the clause only makes an injunction easier for the other side to obtain.",
                ),
            ),
        ),
        max_findings=4,
    ),
    ChecklistItem(
        id="dispute_waivers",
        title=Text("Отказ от суда присяжных и коллективных исков", "Class-action and jury-trial waivers"),
        look_for=Text(
            "Отказ от права на суд присяжных, от участия в коллективных (групповых) исках.",
            "A waiver of the right to a jury trial or to bring or join a class or representative action.",
        ),
        why=Text(
            "Без коллективного иска мелкие требования потребителя невыгодно заявлять по одному; без присяжных спор решает только судья или арбитр.",
            "Without class actions small consumer claims are not worth bringing one by one; without a jury only a judge or arbitrator decides.",
        ),
        recommendation=Text(
            "Исключить отказ или оставить за вами право на коллективный иск и на суд по месту вашего жительства.",
            "Strike the waiver, or keep your right to join a class action and to sue in small-claims court where you live.",
        ),
        severity="high",
        patterns=(
            r"class\s+(?:or\s+representative\s+)?(?:action|arbitration|member|proceeding|claim)s?[^.;]{0,40}(?:waive|not\b|no\b)",
            r"(?:waive|not|only)[^.;]{0,160}class\s+(?:or\s+(?:collective|representative)\s+)?(?:action|arbitration|member|proceeding)",
            r"individual\s+capacity\s+and\s+not\s+as\s+a\s+plaintiff",
            r"waive\w*[^.;]{0,60}(?:right\s+to\s+)?(?:a\s+)?trial\s+by\s+jury|jury\s+trial\s+waiver|waive\w*[^.;]{0,40}jury\s+trial",
        ),
        severity_rules=(
            SeverityRule(
                "medium",
                r"(?:each|both|either)\s+part(?:y|ies)[^.;]{0,60}waive|the\s+parties\s+(?:hereby\s+)?(?:knowingly\s+)?(?:and\s+\w+\s+)?waive",
                Text(
                    "Отказ взаимный: обе стороны отказываются от суда присяжных.",
                    "The waiver binds both parties alike.",
                ),
            ),
        ),
        max_findings=2,
    ),
    ChecklistItem(
        id="missing_essential_terms",
        title=Text("Не согласованы существенные условия", "Essential terms missing"),
        look_for=Text(
            "Предмет, цена, срок и условия, существенные для вида договора по ГК РФ (количество для поставки, объект аренды, сроки работ).",
            "Subject, price, term, and what the contract type requires under the Russian Civil Code.",
        ),
        why=Text(
            "Без существенных условий договор может быть признан незаключённым (ст. 432 ГК РФ).",
            "Without essential terms the contract may be held not concluded (Art. 432 of the Russian Civil Code).",
        ),
        recommendation=Text(
            "Дополнить договор недостающими условиями или указать, где они согласуются (спецификация, заявка, приложение).",
            "Add the missing terms or reference the schedule where they are agreed.",
        ),
        severity="high",
        patterns=(
            r"(?:указан\w*|определя\w*)[^.;]{0,60}(?:прайс-лист|прейскурант)",
            r"(?:соответствовать|качеству)[^.;]{0,60}_{5,}",
            r"(?<![а-яё])(?:цен|стоимост|тариф|вознагражд|плат|оплат)\w*[^.;]{0,60}(?:указан\w*|размещен\w*|определя\w*)[^.;]{0,30}(?:на сайте|в прайс-лист|в прейскурант)",
            r"(?:условия|цена|количество|сроки)[^.;]{0,120}согласовываются[^.;]{0,60}(?:в спецификации|в заявке|в приложени|дополнительно)",
            r"если[^.;]{0,30}не оговорено отдельно",
            r"определены правилами",
            # The law left unnamed: "регулируется применимым законодательством" (not the carve-out "если иное не
            # предусмотрено применимым законодательством").
            essentials.UNNAMED_LAW,
            r"(?:будут|будет|подлеж\w*|буд\w+ дополнительно)\s+(?:\w+\s+){0,2}(?:определ|согласов|установл|уточн|оговор)\w*[^.;]{0,60}(?:дополнительно|в дальнейшем|позднее|позже|отдельно|впоследствии|в будущем)",
            r"(?:определя|согласовыва|устанавлива|уточня)\w*\s+(?:\w+\s+){0,2}(?:дополнительно|в дальнейшем|впоследствии|по (?:взаимной )?договор[её]нности)",
            r"по (?:взаимной )?договор[её]нности (?:сторон|между сторонами)(?![^.;]{0,40}(?:в письменной форме|путем подписания))",
            r"(?:to be|shall be|will be)\s+(?:mutually )?(?:agreed|determined|negotiated|settled)[^.;]{0,40}(?:later|subsequently|in the future|at a later date|from time to time)",
            *ESSENTIAL_PATTERNS,
            *essentials.PATTERNS,
        ),
        exclude=(
            # Terms agreed anew only after a breach ("при нарушении данного требования сроки согласовываются
            # дополнительно") were not left open at signing.
            r"(?:при|в случае) (?:нарушени|неисполнени|несоблюдени|невыполнени|непредоставлени)\w*[^.;]{0,80}согласовыва",
            r"(?:обязан\w*|обязуется|обязуются|должен|должна)[^.;]{0,60}(?:информировать|проинформировать|уведомлять|уведомить|сообщать|сообщить|довести|доводить|предоставлять информаци|предоставить информаци|известить|извещать)",
        ),
        requires=(
            r"качеств|соответствовать|цен|стоимост|вознагражд|плат|сумм|срок|перечень|объ[её]м|количеств|наименован|ассортимент|местонахожд|площад|границ|предмет|price|fee|term|quantit|scope|deliver"
            + "|"
            + ESSENTIAL_REQUIRES
            + "|"
            + essentials.REQUIRES,
        ),
        document_level=True,
        max_findings=2,
    ),
)

# The families a blind review found missing (consumer rights, personal rights, pay at discretion) come
# first: a void term of the reader's rights outranks a descriptive item on the same clause.
CHECKLIST = (
    *RIGHTS_CHECKLIST,
    *NOTICE_CHECKLIST,
    *CHARGES_CHECKLIST,
    *WORK_CHECKLIST,
    *ACKNOWLEDGEMENT_CHECKLIST,
    *CHECKLIST,
    *LIABILITY_CHECKLIST,
)
# The risks of a kind of contract (lease, labour, licence, the end of a contract) come last: on a clause
# another item also finds, that item's finding stands first.
CHECKLIST = (*CHECKLIST, *LENDING_CHECKLIST, *TYPES_CHECKLIST)
CHECKLIST_BY_ID: dict[str, ChecklistItem] = {item.id: item for item in CHECKLIST}


def compile_patterns() -> None:
    """Every item's patterns compiled: what ``python -m chalicelib.regexes`` runs after the imports."""
    for item in CHECKLIST:
        item.compile_patterns()
