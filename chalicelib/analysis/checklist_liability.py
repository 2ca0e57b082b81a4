# ruff: noqa: E501  (a data table: long patterns and phrases read better unwrapped)
"""Checklist items for four families of risk a lawyer's blind reading found with no finding (data only;
judged in :mod:`chalicelib.analysis.judge_liability`):

- liability without fault and risks shifted onto the party that cannot control them: «независимо от
  вины», «в любом случае», for the acts of any third persons, accidental loss of a thing the party does
  not hold, the other side's lost profit; 'regardless of negligence', 'even if caused by the negligence of
  the indemnified party';
- forfeiture: a deposit, advance or security payment kept on any breach or on the reader's withdrawal;
  a contract «считается расторгнутым» of itself on one delay; bonuses, discounts or the warranty lost;
  'shall forfeit';
- deadlines that cut off the reader's rights: claims, refund requests or objections only within hours or
  a day or three;
- waivers of rights: of going to court, of set-off, of withdrawal, of 'any right to'.

The patterns find the sentence; the judge decides whom it burdens (the subject of the waiver, the one
whose breach triggers the forfeiture, the one liable) and whether it is more than the law's own rule.
"""

from __future__ import annotations

from chalicelib.analysis.checklist import ChecklistItem, SeverityRule, Text
from chalicelib.analysis.deadlines import PERIOD

# Words of answering for harm: liability, compensation, a sanction.
_LIABLE = r"(?:отвеча|ответствен|возмещ|возмест|компенсир|компенсац|несет|несёт|несут|уплач|выплач|штраф|неустойк|убытк|ущерб)"
_NO_FAULT = r"(?:независимо|вне зависимости) от (?:наличия |отсутствия |степени |формы )?(?:(?:его|её|ее|их|своей|чьей-либо) )?вин"
# Persons whose acts a party does not direct: not its own staff or the subcontractors it brings in (ст. 403 ГК РФ).
_STRANGERS = r"(?:третьих лиц|любых (?:третьих )?лиц|посторонних лиц|иных лиц|посетител|гост(?:ей|ями)|проживающих|неустановленн\w* лиц|работник\w* (?:арендодател|исполнител|поставщик|подрядчик|заказчик|покупател|арендатор))"
_DEPOSIT = r"(?:обеспечительн\w* (?:платеж|платёж|взнос|депозит|сумм)|гарантийн\w* (?:платеж|платёж|взнос|депозит|сумм)|депозит|задат(?:ок|к)|аванс|предоплат|страхов\w* (?:взнос|депозит))"
_KEPT = r"(?:не (?:возвраща|подлеж\w* возврат|выдается|выдаётся)|возврат\w* не подлеж|остается (?:у|в распоряжении)|остаётся (?:у|в распоряжении)|удерживается|переходит в (?:собственность|доход)|сгора|обраща\w* в (?:доход|пользу|собственность)|засчитыва\w* в (?:качестве|счет|счёт) (?:штраф|неустойк|компенсац))"
_BREACH = r"(?:нарушени|неисполнени|ненадлежащ|просрочк|неуплат|невнесени|неоплат|не внесени|не внес|не оплат|задержк|опоздани|отказ)"
# A deadline, in digits or in words («24 (двадцати четырёх) часов», «одного рабочего дня», «суток»), or "the
# next day", or "on receipt": the judge computes its length and keeps hours and one to three days.
_SHORT = rf"(?:{PERIOD}|(?:следующ\w+|одного) (?:рабоч\w+ |календарн\w+ )?(?:дн|день|дня|сут)|(?:в день|в момент) (?:получения|оказания|доставки|передачи|заселения))"
_ENDED = r"(?:считается|считаются|будет считаться|признается|признаётся|является)\s+(?:автоматически\s+)?(?:расторгнут|прекративш|прекращенн|прекращённ|аннулированн)"
_ENDS_ITSELF = r"(?:договор|соглашени)\w*[^.;]{0,30}(?:автоматически|без (?:дополнительного )?(?:уведомлени|предупреждени)\w*) (?:расторгается|прекращается|прекращает сво)"
_SHORT_EN = PERIOD
# Any character of one sentence, a full stop of an abbreviation or a clause number («п. 7.1») included.
_GAP = r"(?:[^.;]|(?<=\bп)\.|(?<=\bст)\.|(?<=\d)\.(?=\d))"
_CLAIMS = r"(?:недостат|дефект|несоответстви|расхождени|претензи|рекламаци|жалоб|замечани|возражени|требовани\w* о возврат|заявлени\w* (?:о|на) возврат|запрос\w* (?:на |о )?возврат|обращени|разноглас)"

LIABILITY_CHECKLIST: tuple[ChecklistItem, ...] = (
    ChecklistItem(
        id="strict_liability",
        title=Text("Ответственность без вины и переложенный риск", "Liability without fault, risk shifted"),
        look_for=Text(
            "Ответственность «независимо от вины» или «в любом случае», за действия любых третьих лиц, риск случайной гибели вещи на том, у кого её нет, возмещение упущенной выгоды другой стороны; 'regardless of fault or negligence', возмещение потерь, вызванных небрежностью самой другой стороны.",
            "Liability 'regardless of fault' or 'in any event', for the acts of any third persons, the risk of accidental loss on the party that does not hold the thing, the other side's lost profit; indemnities even for the other side's own negligence.",
        ),
        why=Text(
            "Платить придётся и тогда, когда вы ничего не нарушили: за случай, за чужих людей и за ошибки самой другой стороны. Обычно отвечают за свою вину, а риск случайной гибели вещи несёт её собственник или тот, у кого она находится.",
            "You pay even when you did nothing wrong: for accidents, for strangers and for the other side's own mistakes. By default a party answers for its own fault, and the risk of accidental loss stays with whoever owns or holds the thing.",
        ),
        recommendation=Text(
            "Ответственность — только за виновное нарушение и за действия лиц, которых вы сами привлекли; риск случайной гибели — на собственнике или стороне, у которой вещь находится; без упущенной выгоды или с пределом суммы.",
            "Liability only for your own fault and for the people you bring in; the risk of accidental loss on the owner or the party in possession; no lost profit, or a cap.",
        ),
        severity="medium",
        patterns=(
            rf"{_NO_FAULT}[^.;]{{0,120}}{_LIABLE}|{_LIABLE}\w*[^.;]{{0,120}}{_NO_FAULT}",
            rf"(?:без|не требует) (?:учета |учёта |наличия |доказывания )?вины[^.;]{{0,80}}{_LIABLE}|{_LIABLE}\w*[^.;]{{0,80}}без (?:учета |учёта |наличия )?(?:его |её |ее |их )?вины",
            r"в любом случае[^.;]{0,60}(?:отвечает|отвечают|несет|несёт|несут|возмещает|возмещают|обязан\w* возместить|компенсирует)|(?:отвечает|отвечают|несет ответственность|несёт ответственность|возмещает|возмещают)[^.;]{0,40}в любом случае",
            rf"(?:отвечает|отвечают|несет|несёт|несут|ответствен\w*|возмеща\w*)[^.;]{{0,60}}за (?:любые )?(?:действия|бездействие|вред|ущерб|убытки)[^.;]{{0,30}}(?:\(бездействие\)\s*)?[^.;]{{0,20}}{_STRANGERS}",
            r"ответственност\w*[^.;]{0,30}за (?:действия|ущерб|вред)[^.;]{0,60}(?:лежит|возлага\w*|возложена) на",
            r"риск\w* (?:случайной )?(?:гибели|утраты|порчи|повреждени|хищени|кражи)[^.;]{0,120}(?:независимо от|в любом случае|до (?:момента )?(?:фактической )?(?:передачи|получения|доставки|приемки|приёмки)|с (?:момента|даты) (?:заключения|подписания) (?:настоящего )?(?:договора|соглашения)|с (?:момента|даты) (?:оплаты|уведомлени|отгрузк)|в течение всего срока)",
            r"(?:возмещ|возмест|компенсир)\w*[^.;]{0,80}упущенн\w* выгод",
            # Loss or damage "for any reason", "whatever caused it": an accident is paid for as a breach.
            r"(?:ответствен|отвеча|возмещ|возмест|компенсир)\w*[^.;]{0,80}(?:утрат|гибел|повреждени|порч|ущерб|убытк)\w*[^.;]{0,60}(?:по любым причинам|по любой причине|(?:независимо|вне зависимости) от (?:их |его |ее |её )?причин)",
            rf"(?:при|даже при) отсутствии (?:его |её |ее |их |своей )?вины[^.;]{{0,80}}{_LIABLE}|{_LIABLE}\w*[^.;]{{0,80}}(?:при|даже при) отсутствии (?:его |её |ее |их |своей )?вины",
            r"(?:responsible|liable)\s+for\s+(?:any|all)\s+(?:loss|damage|losses)[^.;]{0,80}(?:howsoever|however)\s+(?:caused|arising|occasioned)|(?:howsoever|however)\s+(?:caused|arising)[^.;]{0,80}(?:responsible|liable|bear)",
            r"(?:упущенн\w* выгод)[^.;]{0,40}(?:подлежит возмещению|возмещается|компенсируется)",
            r"(?:regardless|irrespective) of (?:whether [^.;]{0,40})?(?:any |its |the )?(?:fault|negligence)\b",
            r"whether or not (?:caused|occasioned|due|attributable|arising)[^.;]{0,40}(?:negligence|fault)",
            r"even if (?:caused|occasioned|due to|attributable to|resulting from)[^.;]{0,60}(?:negligence|fault)",
            r"including (?:claims |losses )?(?:arising from|caused by|resulting from) the (?:sole |concurrent |active or passive )?negligence of",
            r"(?:shall|will|is|are|be) (?:held )?strictly liable",
        ),
        exclude=(
            # Force majeure and the statutory liability of a business without fault are the law's own rules.
            r"непреодолим\w* сил|форс-?мажор|force majeure",
            # Answering for the subcontractors one brings in is the law (ст. 403 ГК РФ), not a shift.
            r"(?:субподрядчик|соисполнител|привлеч\w*|привлека\w*|субисполнител|subcontractor)",
            # An exemption («не несёт ответственности за действия третьих лиц») limits, it does not shift;
            # a rule the law itself sets is restated, not agreed.
            r"(?<![а-яё])не (?:несет|несёт|несут|отвечает|отвечают)\b|освобожда\w* от ответственност",
            r"(?:предусмотренн|установленн)\w* (?:федеральн\w* )?(?:закон|законодательств)|если (?:иное )?(?:не )?(?:установлено|предусмотрено) (?:федеральн\w* )?закон|федеральными законами|в соответствии с (?:действующим )?(?:законодательств|закон)",
            # A waiver of liability for the other's lost profit («не возмещает упущенную выгоду») limits, it does not shift.
            r"не (?:возмеща|подлеж|компенсир|несет|несёт|несут|отвеча)[^.;]{0,60}упущенн|упущенн\w* выгод\w*[^.;]{0,40}не (?:подлеж|возмеща|компенсир)|за исключением упущенн|кроме упущенн",
            # A limitation of liability lists the theories it applies to ("whether in contract, tort,
            # negligence or strict liability, even if advised"): that limits, it shifts nothing.
            r"(?:\bnot\b|\bno\b|neither|in no event)[^.;]{0,60}(?:liable|responsible|liability)|limitation|exceed|consequential|indirect|advised of the possibility|theory of liability",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                rf"{_NO_FAULT}|без (?:учета |учёта |наличия )?(?:его |её |ее |их )?вины|отсутствии (?:его |её |ее |их |своей )?вины|в любом случае|по любым причинам|по любой причине|от (?:их |его |ее |её )?причин|regardless|irrespective|even if|whether or not|sole negligence|strict|howsoever|however caused",
                Text(
                    "Ответственность наступает и без вашей вины.",
                    "Liability arises even without your fault.",
                ),
            ),
        ),
        max_findings=2,
    ),
    ChecklistItem(
        id="forfeiture",
        title=Text(
            "Потеря денег или прав и автоматическое расторжение", "Forfeiture and automatic termination"
        ),
        look_for=Text(
            "Обеспечительный платёж, депозит, задаток или аванс не возвращаются при любом нарушении или при вашем отказе от договора; договор «считается расторгнутым» сам при одной просрочке; потеря бонусов, скидок, гарантии за мелкое нарушение; 'shall forfeit'.",
            "A deposit, security or advance kept on any breach or on your withdrawal; the contract ending by itself on one delay; bonuses, discounts or the warranty lost for a minor breach; 'shall forfeit'.",
        ),
        why=Text(
            "Одно нарушение — даже небольшое или по уважительной причине — стоит всей внесённой суммы или прав по договору, без суда и без соразмерности убыткам другой стороны.",
            "A single breach, however small, costs the whole sum paid or your rights under the contract, with no court and no proportion to the other side's loss.",
        ),
        recommendation=Text(
            "Удерживать из обеспечения только подтверждённые долги и убытки, остальное вернуть; расторжение — только после письменного уведомления и срока на устранение нарушения; бонусы и гарантию сохранять, если нарушение не связано с ними.",
            "Keep from the security only proven debts and losses and return the rest; end the contract only after written notice and a cure period; keep bonuses and the warranty unless the breach concerns them.",
        ),
        severity="medium",
        patterns=(
            rf"{_DEPOSIT}\w*[^.;]{{0,140}}{_KEPT}",
            rf"{_KEPT}\w*[^.;]{{0,60}}{_DEPOSIT}",
            r"(?:сгорани|утрат|потер)\w* (?:депозит|задат|обеспечительн|аванс|предоплат)",
            rf"{_BREACH}\w*[^.;]{{0,120}}(?:договор|соглашени|оферт)\w*[^.;]{{0,40}}{_ENDED}|(?:договор|соглашени|оферт)\w*[^.;]{{0,40}}{_ENDED}[^.;]{{0,120}}{_BREACH}",
            rf"{_BREACH}\w*[^.;]{{0,120}}{_ENDS_ITSELF}|{_ENDS_ITSELF}[^.;]{{0,120}}{_BREACH}",
            r"(?<!не )(?:лишается|утрачивает|теряет|лишаются|утрачивают|теряют)\s+(?:[а-яё]+\s+){0,2}?(?:прав\w* на (?:получени\w* )?(?:скидк|бонус|преми|вознагражд|гаранти|льгот|возврат|компенсац|кэшбэк|баллы)|скидк|бонус|преми|гаранти|льгот|накопленн)",
            r"(?:скидк|бонус|баллы|кэшбэк|преми)\w*[^.;]{0,60}(?:аннулир|сгора|не начисля|утрачива|отменя)\w*[^.;]{0,60}(?:нарушени|просрочк|неоплат|отказ)",
            r"(?:гаранти\w*|гарантийн\w* обязательств)[^.;]{0,60}(?:прекращается|прекращаются|аннулируется|утрачивает силу|снимается|не распространя)[^.;]{0,80}(?:нарушени|несоблюдени|просрочк|вскрыт|самостоятельн|пломб)",
            # The verb, with a subject that loses ("shall forfeit", "to forfeit", "be forfeited"), not the noun in a
            # list of ways a licence may lapse.
            r"\b(?:shall|will|must|would|to|thereby|hereby)\s+(?:\w+\s+)?forfeit\b|\bforfeits\b|\b(?:be|been|is|are|being)\s+forfeited\b",
            r"(?:shall|will) (?:automatically|immediately) (?:terminate|be terminated|cease)[^.;]{0,80}(?:if|upon|in the event)[^.;]{0,60}(?:fail|breach|default|late|payment)",
            r"(?:deposit|advance|prepa\w*|security)[^.;]{0,60}(?:shall|will) (?:be retained|not be (?:refunded|returned))",
            r"(?:deposit|security deposit)s?[^.;]{0,40}(?:is|are|shall be|will be) (?:fully |entirely )?non-?refundable",
        ),
        exclude=(
            r"непреодолим\w* сил|форс-?мажор|force majeure",
            # The contract ending when its term runs out or by agreement is no forfeiture.
            r"(?:по истечении|по окончании|после окончания) (?:срока|действия)|по соглашению сторон|(?:после|с момента|со дня|с даты) (?:его |ее |её )?(?:получени|направлени|вручени)\w*[^.;]{0,60}уведомлени|уведомлени\w*[^.;]{0,60}(?:после|с момента|со дня) (?:его |ее |её )?получени",
            r"не (?:теряет|лишается|утрачивает|теряют|лишаются|утрачивают)",
            # The notice of force majeure lost («теряет право ссылаться на …») is ст. 401's standard rule.
            r"(?:теряет|утрачивает|лишается) право ссылаться",
            r"(?:\bnot\b|\bnor\b|\bnever\b)[^.;]{0,20}(?:forfeit|result in (?:a |the )?forfeiture)|without forfeit|no forfeiture|forfeiture or sale|(?:fines|penalties),? (?:and |or )?forfeitures|forfeitures?,? (?:and |or )?(?:fines|penalties)",
            # The payer's own refund ("Исполнитель возвращает аванс в течение …") is its protection, not a forfeiture.
            r"авансов\w* отч[её]т",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                r"(?:при|в случае)[^.;]{0,20}(?:любого|любом|любой|любых|каждого|однократн)|(?:одностороннего |досрочного )?отказ\w*[^.;]{0,40}от (?:исполнения )?(?:договора|аренды|услуг)|(?:считается|будет считаться|признается) (?:автоматически )?расторгнут|автоматически (?:расторгается|прекращается)|без (?:дополнительного )?(?:уведомлени|предупреждени)\w* (?:расторгается|прекращается)|shall forfeit|forfeits? (?:all|any)",
                Text(
                    "Всё теряется при любом нарушении или при вашем законном отказе от договора.",
                    "Everything is lost on any breach or on your lawful withdrawal.",
                ),
            ),
        ),
        max_findings=2,
    ),
    ChecklistItem(
        id="claim_deadline",
        title=Text(
            "Слишком короткий срок для претензий и возражений",
            "Too short a deadline for claims and objections",
        ),
        look_for=Text(
            "Претензии, жалобы, заявления о возврате денег или возражения принимаются только в течение нескольких часов или 1–3 дней; по истечении срока права теряются.",
            "Claims, complaints, refund requests or objections accepted only within hours or one to three days, after which the rights are lost.",
        ),
        why=Text(
            "За часы или пару дней трудно заметить нарушение, собрать доказательства и написать претензию; после срока другая сторона откажет, хотя закон обычно даёт разумный срок и срок исковой давности.",
            "Within hours or a couple of days a breach is hard to notice, document and claim; after the deadline the other side refuses, although the law gives a reasonable time and the limitation period.",
        ),
        recommendation=Text(
            "Установить срок не менее 10 рабочих дней с момента, когда вы узнали или должны были узнать о нарушении, а для скрытых недостатков — в пределах гарантийного срока.",
            "Ask for at least 10 business days from when you learned or should have learned of the breach, and for hidden defects the whole warranty period.",
        ),
        severity="medium",
        patterns=(
            rf"{_CLAIMS}\w*{_GAP}{{0,120}}{_SHORT}",
            # «Для возврата необходимо обратиться … в течение 24 часов»: the request named by its purpose.
            rf"(?:для|с целью) (?:\w+ )?(?:возврат|компенсац|обмен|перерасч[её]т)\w*{_GAP}{{0,100}}(?:обратиться|обращаться|направить|подать|заявить|сообщить|уведомить){_GAP}{{0,100}}{_SHORT}|(?:для|с целью) (?:\w+ )?(?:возврат|компенсац|обмен|перерасч[её]т)\w*{_GAP}{{0,100}}{_SHORT}{_GAP}{{0,100}}(?:обратиться|обращаться|направить|подать|заявить|сообщить|уведомить)",
            rf"{_SHORT}[^.;]{{0,120}}(?:предъяв|направ|заяв|сообщ|обрат|подать|подает|подаёт)\w*[^.;]{{0,40}}{_CLAIMS}",
            rf"(?:claims?|complaints?|disputes?|objections?|requests? for (?:a )?refund|refund requests?)[^.;]{{0,120}}{_SHORT_EN}",
            rf"(?:notify|notice|report|claim)\w*[^.;]{{0,80}}(?:defects?|shortages?|damage|non-?conformit\w*|discrepanc\w*)[^.;]{{0,80}}{_SHORT_EN}",
        ),
        exclude=(
            # The other side's own short deadline to answer the reader is the reader's protection.
            r"(?:рассмотр|ответ\w* на|удовлетвор)\w*[^.;]{0,40}(?:претензи|жалоб|обращени|требовани)|(?:претензи|жалоб|обращени|требовани)\w*[^.;]{0,60}(?:рассматрива|рассмотрен|удовлетворя|отвеча)",
            r"непреодолим\w* сил|форс-?мажор|force majeure",
            # A deadline for the other side to cure the defects it is told of protects the reader.
            r"(?:устран|замен|исправ|безвозмездн|доукомплект|восстанов)\w*",
            r"(?:respond|reply|resolve|acknowledge)\w*[^.;]{0,40}(?:claims?|complaints?|requests?)",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                r"\d+\s*(?:\([а-яё\s-]+\)\s*)?час|(?:в течение|не позднее)\s+(?:суток|одних суток|1\s*(?:\(одного\)\s*)?(?:рабоч\w+ |календарн\w+ )?(?:дн|день|сут))|следующ\w+ (?:рабоч\w+ )?(?:дн|день)|в день|в момент|hours",
                Text("Срок — часы или один день.", "The deadline is hours or a single day."),
            ),
        ),
        max_findings=2,
    ),
    ChecklistItem(
        id="rights_waiver",
        title=Text("Отказ от прав", "Waiver of rights"),
        look_for=Text(
            "Отказ от права на обращение в суд, от зачёта, от права отказаться от договора, от любых прав по закону; 'waives any right to', отказ от возражений и средств защиты.",
            "A waiver of the right to go to court, of set-off, of the right to withdraw, of any statutory right; 'waives any right to', a waiver of defences.",
        ),
        why=Text(
            "Отказ от права лишает вас защиты, которую даёт закон; даже когда такой отказ не имеет силы, условие используют, чтобы отказать вам.",
            "A waiver takes away protection the law gives you; the other side will rely on it to refuse your claim or your exit.",
        ),
        recommendation=Text(
            "Исключить отказ от права; зачёт встречных однородных требований и отказ от договора — по правилам закона и для обеих сторон одинаково.",
            "Strike the waiver; keep set-off and the right to withdraw as the law provides, and the same for both sides.",
        ),
        severity="medium",
        patterns=(
            r"отказыва\w*[^.;]{0,30}от (?:своего |своих |всех |любых |каких-либо )?(?:(?:прав\w*|права) (?:на (?:обращени|судебн|защит|зач[её]т|удержани|отказ|односторонн|расторжени|возврат|компенсац|возмещени|предъявлени|иск|получени|оспаривани)|требовать|предъявлять|обращаться|расторгнуть|отказаться|оспаривать|ссылаться)|прав\b|права,? предусмотренн|зач[её]т)",
            r"(?:не вправе|не может|не имеет права|лишается права|обязу\w* не) (?:обращаться|обратиться) (?:в суд|в арбитражный суд|с иском|в органы)",
            r"(?:не вправе|не может|не имеет права|обязу\w* не)[^.;]{0,40}(?:производить|проводить|осуществлять|заявлять (?:о )?|требовать )?(?:зач[её]т|удержани\w* (?:встречн|сумм)|сальдирован)",
            r"зач[её]т\w*[^.;]{0,60}(?:не допускается|не производится|запрещ|не может быть произвед|исключается)",
            r"(?:hereby )?(?:irrevocably |unconditionally |knowingly |expressly )*waives?,? (?:and (?:releases?|relinquish\w*),? )?(?:any|all|its|his|her|their|your|each)(?: and all)? (?:rights?|defen[cs]es|objections?|remed(?:y|ies)|benefits?)\b",
            r"waives?[^.;]{0,40}(?:right of |rights of |right to )?(?:set-?off|setoff|counterclaim|recoupment|withhold)",
            r"without (?:any )?(?:right of )?(?:set-?off|setoff|deduction or set-?off|counterclaim|abatement)",
            r"(?:no|not (?:be )?entitled to|shall not|may not) (?:right (?:of|to) )?(?:set-?off|setoff|set off)",
        ),
        exclude=(
            # Jury and class waivers are the dispute_waivers item's; waivers of all claims the liability_cap item's.
            r"\bjury\b|class (?:or (?:collective|representative) )?(?:action|arbitration|proceeding)|collective action",
            r"inconvenient forum|forum non conveniens|improper venue|(?:objection|challenge)\w*[^.;]{0,80}(?:venue|jurisdiction)|(?:venue|jurisdiction)[^.;]{0,60}objection",
            # Insurers' subrogation waived is ordinary insurance practice; a notice or a demand waived is a formality.
            r"(?:insurer|insurance|polic(?:y|ies))[^.;]{0,80}subrogation|subrogation[^.;]{0,80}(?:insurer|insurance|polic(?:y|ies))|waivers? of subrogation|(?:notice|demand|presentment)s?[^.;]{0,30}(?:being |are |is )?(?:hereby )?(?:expressly )?waived",
            # The boilerplate that a failure to enforce is no waiver.
            r"(?:not|no)\b[^.;]{0,60}(?:constitute|be deemed|operate as|be construed as|considered)[^.;]{0,10}(?:a |an )?waiver|no waiver|waiver of any (?:provision|breach|term)|shall not be (?:a )?waiver|(?:waiver|waived)[^.;]{0,60}(?:in writing|signed by)",
            r"не (?:является|считается|означает)[^.;]{0,30}отказ\w* от (?:прав|права)|не лишает",
            # Waiving a condition or a notice given for one's own benefit is one's own affair; a right one may
            # waive at will ("may waive its rights") is an option, not a waiver.
            r"(?:waive|waives|waived) (?:any|all) (?:conditions?|notice of acceptance|presentment|notice)\b",
            r"(?:may|can|right to|option to|elect to) (?:\w+ )?waive|\bor waive",
            r"непреодолим\w* сил|форс-?мажор|force majeure",
        ),
        severity_rules=(
            SeverityRule(
                "high",
                r"(?:обращ|обрат)\w* (?:в суд|с иском)|судебн\w* защит|(?:any and all|all) (?:rights?|defen[cs]es|remedies)|(?:прав\w*|права) (?:на )?(?:односторонн\w* )?(?:отказ|расторжени)",
                Text(
                    "Отказ касается права на суд, права выйти из договора или всех прав сразу.",
                    "The waiver covers the right to go to court, to withdraw, or every right at once.",
                ),
            ),
        ),
        max_findings=2,
    ),
)
