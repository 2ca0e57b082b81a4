# ruff: noqa: E501  (a data table: long patterns and phrases read better unwrapped)
"""Checklist items for risks that belong to a kind of contract (data only; judged in
:mod:`chalicelib.analysis.judge_types`):

- a lease: capital repairs put on the tenant (ст. 616 ГК РФ puts them on the landlord), improvements left
  to the landlord without compensation (ст. 623 ГК РФ), a security deposit kept at the end, the landlord's
  entry at any time;
- a labour contract: the repayment of training costs in full (ст. 249 ТК РФ: only in proportion to the time
  not worked) and a ban on working for competitors after dismissal (void: ст. 37 Конституции РФ, ст. 9 ТК
  РФ);
- a licence or terms of use: a licence of the user's content or data to the provider that is perpetual,
  irrevocable, worldwide, sublicensable or for any purpose; a waiver of the author's moral rights;
- the end of a contract: the weaker party pays for the whole remaining term anyway, or must take its
  property back at its own cost within a day or two;
- an NDA without the standard exceptions (a gap, found by :mod:`chalicelib.analysis.gaps_types`).

Patterns find the sentence; the judge decides from the clause's facts who bears the term (the tenant, the
employee, the user) and drops it where that party is not the reader's, or the contract is not of the kind.
"""

from __future__ import annotations

from chalicelib.analysis.checklist import ChecklistItem, SeverityRule, Text

_LANDLORD = r"(?:арендодател|наймодател|ссудодател|landlord|lessor)"
_TENANT = r"(?:арендатор|субарендатор|наниматель|нанимател|ссудополучател|tenant|lessee|sublessee)"
_AT_ANY_TIME = r"(?:в любое (?:время|удобное (?:для него |ему )?время)|в любой момент|круглосуточн|без (?:предварительного )?(?:уведомлени|согласовани|предупреждени)|at any time|without (?:prior |advance )?notice|with or without notice)"
_NOT_COMPENSATED = r"(?:не возмеща|не подлеж\w* (?:возмещ|компенсац)|возмещени\w* не подлеж|компенсаци\w* не подлеж|без (?:возмещения|компенсации|оплаты)|безвозмездн|не компенсир|(?:переходят|переходит|становятся|становится|являются|является) (?:в )?собственност\w* арендодател|(?:become|becomes|shall be|remain|remains)(?: the)? (?:sole )?property of (?:the )?(?:landlord|lessor)|without (?:any )?(?:compensation|reimbursement|payment|charge)|no (?:compensation|reimbursement))"
_DEPOSIT = r"(?:обеспечительн\w* (?:платеж|взнос|сумм)|гарантийн\w* (?:платеж|взнос|депозит|сумм)|страхов\w* депозит|депозит|security deposit|deposit)"
_KEPT = r"(?:не возвращается|не возвращаются|не подлеж\w* возврат|возврат\w* не подлеж|возврат\w* не производится|оста[её]тся (?:у|в распоряжении|в собственности) арендодател|переходит в собственность арендодател|удерживается арендодател\w* (?:в полном|полностью|целиком)|сгора\w*|(?:is |shall be |will be )?(?:non-?refundable|forfeited|retained by (?:the )?(?:landlord|lessor)))"
_ENTER = r"(?:доступ|посещ|посетить|осматр|осмотр|провер|входить|войти|вход|вскры|enter|entry|access|inspect)"
# Ending the contract: early termination, withdrawal, cancellation.
_ENDING = r"(?:расторжени|прекращени|отказ\w* от (?:исполнения )?(?:договора|аренды|услуг)|одностороннего отказа|досрочн\w+ (?:расторжени|прекращени|освобождени|выезд))"
_WHOLE_TERM = r"(?:за весь (?:оставшийся |неистекший )?(?:срок|период)|до (?:окончания|истечения) (?:срока|периода)(?: (?:действия|аренды))?|оставш\w+ (?:срок|период|месяц)\w*|неистекш\w+ (?:срок|период)\w*|(?:срок|период)\w*,? оставш\w+ до (?:окончания|истечения))"
_EN_WHOLE_TERM = r"(?:(?:the )?remainder of the (?:then[- ]current |initial |renewal )?(?:term|period|lease)|remaining (?:term|months|period|fees|payments|rent|balance|installments|instalments)|balance of the (?:then[- ]current )?(?:term|lease|contract|fees)|for the (?:entire|full|remaining) (?:term|period|lease)|through (?:the end of|the expiration of) the (?:then[- ]current |initial )?term)"
_SHORT_DAYS = r"(?:в течение|не позднее|в срок (?:не позднее|до))\s+(?:(?:1|2|3|одного|одних|двух|тр[её]х|24|48|72)\s*(?:\([^)]{0,20}\)\s*)?(?:час\w*|рабоч\w+ (?:дн|день|дня)|календарн\w+ (?:дн|день|дня)|дн(?:я|ей)|день|сут\w*)|(?:одного|двух|тр[её]х)\s+(?:\([^)]{0,20}\)\s*)?(?:час\w*|дн\w*|сут\w*))"
_EN_SHORT_DAYS = r"within (?:(?:one|two|three|twenty-four|forty-eight|seventy-two)\s*(?:\(\d+\)\s*)?|(?:1|2|3|24|48|72)\s*)(?:business |calendar |working )?(?:hours?|days?)\b"
ABANDONED_PROPERTY = (
    r"(?:имуществ|оборудовани|вещ|товар)\w*[^.;]{0,80}(?:не (?:вывезенн|забранн|востребованн|освобожденн|вывезен|забран)|оставлен|оставшеес|оста[её]тся (?:в|на) (?:помещени|объект|склад|территори))\w*[^.;]{0,160}"
    r"(?:счита\w* брошенн|призна\w* брошенн|переходит в собственность|становится собственностью|вправе (?:распорядиться|утилизировать|реализовать|уничтожить|вывезти)|утилизаци|реализаци|уничтожени)"
    r"|(?:property|equipment|goods|items|belongings)[^.;]{0,80}(?:remaining|not removed|left)[^.;]{0,120}(?:deemed abandoned|become the property of|may be disposed of)"
)
_TRAINING = r"(?:обучени|повышени\w* квалификаци|стажировк|переподготовк|курс\w* (?:обучения|повышения))"
_COMPETITOR_WORK = r"(?:не (?:работать|трудоустраиваться|устраиваться на работу|поступать на работу|заключать трудов\w+ договор|оказывать услуги|сотрудничать|заниматься)|запрещается (?:работать|трудоустраиваться|заниматься))"
_AFTER_DISMISSAL = r"(?:после (?:увольнения|прекращения трудового|расторжения трудового|прекращения (?:настоящего )?договора|окончания трудовых)|в течение \S+ (?:\([^)]{0,20}\) )?(?:лет|года?|месяц\w*) (?:после|с даты|с момента) (?:увольнения|прекращения|расторжения))"
_BROAD_LICENCE_RU = r"(?:безвозмездн|безотзывн|бессрочн|на весь срок действия (?:исключительн\w+ )?прав|(?:на|по) (?:территори\w+ )?(?:всего|всему|всех стран|всем) (?:мир|стран)|без ограничени\w* (?:территори|срок|способ)|любым (?:не запрещенным законом )?способ|любыми способами|с правом (?:сублицензи|предоставлени\w* (?:сублицензи|прав\w* третьим)|передачи (?:прав\w* )?третьим|разрешать (?:использование )?третьим))"
_BROAD_LICENCE_EN = r"(?:perpetual|irrevocable|worldwide|world-wide|sub-?licens|royalty[- ]free|fully[- ]paid|for any purpose|in any (?:media|medium|manner|form)|transferable)"
# What the grantor licenses: their own content, data or feedback (not the provider's software).
_USER_CONTENT_RU = r"(?:контент|материал|фотограф|фото|изображени|видео|текст|отзыв|комментари|публикаци|сообщени|данн|информаци|результат\w* интеллектуальн|произведени|объект\w* авторск)"
_USER_CONTENT_EN = r"(?:(?:user|customer|your|client|member|subscriber|licensee)(?:'s|s')?\s+(?:content|data|materials|submissions|information|posts|photos|images|works)|\bfeedback\b|\bsuggestions\b|\bsubmissions?\b|user[- ]generated|content (?:you|that you|posted|submitted|uploaded)|any content)"

LEASE_CAPITAL_REPAIRS = ChecklistItem(
    id="lease_capital_repairs",
    title=Text("Капитальный ремонт за счёт арендатора", "Capital repairs put on the tenant"),
    look_for=Text(
        "Арендатор обязан производить капитальный ремонт или все виды ремонта имущества за свой счёт.",
        "The tenant must carry out structural or capital repairs, or all repairs, at its own cost.",
    ),
    why=Text(
        "Капитальный ремонт — дорогая обязанность собственника: по общему правилу его производит арендодатель за свой счёт (ст. 616 ГК РФ). Условие перекладывает на вас вложения в чужое имущество, которые останутся у арендодателя.",
        "Structural and capital repairs are the owner's costly duty: this clause makes you invest in the landlord's property, which stays with the landlord.",
    ),
    recommendation=Text(
        "Оставить капитальный ремонт за арендодателем; если арендатор всё же его выполняет — засчитывать расходы в арендную плату по согласованной смете.",
        "Keep structural and capital repairs with the landlord; if you must carry them out, set the costs off against the rent on an agreed budget.",
    ),
    severity="medium",
    patterns=(
        r"капитальн\w* (?:и текущ\w* )?ремонт",
        r"(?:все виды|любые виды|любой|любые) ремонт\w*[^.;]{0,80}(?:за сч[её]т|силами|средствами)",
        r"(?:tenant|lessee)[^.;]{0,120}(?:structural|capital|major|all) repairs?",
        r"(?:structural|capital) repairs?[^.;]{0,120}(?:tenant|lessee)'?s? (?:sole )?(?:cost|expense)",
    ),
    exclude=(
        r"(?:tenant|lessee) shall not be (?:responsible|liable|required)[^.;]{0,60}(?:structural|capital)",
    ),
    max_findings=1,
)

LEASE_IMPROVEMENTS = ChecklistItem(
    id="lease_improvements",
    title=Text(
        "Улучшения остаются арендодателю без компенсации",
        "Improvements left to the landlord without compensation",
    ),
    look_for=Text(
        "Стоимость неотделимых улучшений, сделанных с согласия арендодателя, не возмещается; улучшения переходят к арендодателю безвозмездно.",
        "Improvements made with the landlord's consent become its property with no compensation.",
    ),
    why=Text(
        "Ваши вложения в помещение останутся у арендодателя даром: по общему правилу стоимость неотделимых улучшений, сделанных с его согласия, возмещается арендатору (п. 2 ст. 623 ГК РФ), а условие это отменяет.",
        "What you invest in the premises stays with the landlord for nothing, even when the landlord agreed to the works.",
    ),
    recommendation=Text(
        "Возмещать стоимость неотделимых улучшений, согласованных арендодателем, — зачётом в арендную плату или выплатой при прекращении договора; отделимые улучшения остаются у арендатора.",
        "Have the landlord reimburse agreed improvements (by a rent credit or on termination); removable improvements stay yours.",
    ),
    severity="medium",
    patterns=(
        rf"(?:неотделим\w*|произвед[её]нн\w*|сделанн\w*|выполненн\w*)\s+(?:[а-яё]+\s+){{0,2}}?улучшени\w*[^.;]{{0,160}}{_NOT_COMPENSATED}",
        rf"{_NOT_COMPENSATED}[^.;]{{0,80}}(?:стоимост\w* )?(?:неотделим\w* )?улучшени",
        rf"(?:improvements|alterations|additions|fixtures|leasehold improvements)[^.;]{{0,200}}{_NOT_COMPENSATED}",
    ),
    requires=(r"улучшени|improvement|alteration|addition|fixture",),
    max_findings=1,
)

LEASE_DEPOSIT = ChecklistItem(
    id="lease_deposit",
    title=Text("Обеспечительный платёж не возвращается", "Security deposit kept by the landlord"),
    look_for=Text(
        "Обеспечительный платёж (депозит) не возвращается арендатору или остаётся у арендодателя при прекращении договора.",
        "The security deposit is non-refundable or forfeited to the landlord when the lease ends.",
    ),
    why=Text(
        "Депозит обеспечивает долги арендатора, а не служит платой за выход: при прекращении договора он возвращается за вычетом подтверждённых долгов (п. 2 ст. 381.1 ГК РФ), а условие оставляет его арендодателю целиком.",
        "A deposit secures the tenant's debts; kept in full at the end, it becomes a penalty for leaving.",
    ),
    recommendation=Text(
        "Возвращать депозит в течение 10 рабочих дней после возврата помещения, за вычетом только документально подтверждённых долгов и ущерба; по желанию — засчитывать его в плату за последний месяц.",
        "Have the deposit returned within 10 business days after you move out, less only documented debts and damage, or credited to the last month's rent.",
    ),
    severity="medium",
    patterns=(
        rf"{_DEPOSIT}\w*[^.;]{{0,200}}{_KEPT}",
        rf"{_KEPT}[^.;]{{0,40}}{_DEPOSIT}",
    ),
    exclude=(
        # Credited to the last month's rent: the deposit is used, not lost.
        r"зачитыва\w*[^.;]{0,40}(?:в сч[её]т|в качестве)[^.;]{0,40}(?:арендн\w* плат|оплат\w*|платеж)\w*[^.;]{0,30}(?:последн|заключительн)",
        r"(?:applied|credited) (?:to|against) (?:the )?(?:last|final) month",
        r"не подлежит индексаци|проценты[^.;]{0,40}не начисля|no interest|without interest",
    ),
    severity_rules=(
        SeverityRule(
            "high",
            r"в полном (?:объ[её]ме|размере)|полностью|целиком|в качестве (?:компенсации|неустойки|штрафа|отступного)|in full|entire (?:security )?deposit",
            Text(
                "Депозит удерживается целиком, независимо от действительных долгов и ущерба.",
                "The whole deposit is kept, whatever the actual debts or damage.",
            ),
        ),
    ),
    max_findings=1,
)

LEASE_ACCESS = ChecklistItem(
    id="lease_access",
    title=Text("Доступ арендодателя в любое время", "Landlord's entry at any time"),
    look_for=Text(
        "Арендодатель вправе входить в помещение, осматривать его или вскрывать в любое время и без предупреждения.",
        "The landlord may enter or inspect the premises at any time and without notice.",
    ),
    why=Text(
        "Арендодатель получает право входить в помещение, которое вы оплачиваете, когда захочет: это мешает работе, угрожает сохранности вашего имущества и тайне вашей деятельности, а для жилья — неприкосновенности жилища.",
        "The landlord may walk into the premises you pay for whenever it likes: it disrupts your business and puts your property and privacy at risk.",
    ),
    recommendation=Text(
        "Допускать арендодателя для осмотра в рабочее время, по предварительному уведомлению не менее чем за 24 часа и в присутствии арендатора; без уведомления — только при аварии.",
        "Allow inspections during business hours, on at least 24 hours' notice and in your presence; entry without notice only in an emergency.",
    ),
    severity="medium",
    patterns=(
        rf"{_LANDLORD}\w*[^.;]{{0,80}}(?:вправе|имеет право|может|оставляет за собой право|may|shall have the right|has the right|reserves the right)[^.;]{{0,100}}{_AT_ANY_TIME}",
        rf"{_AT_ANY_TIME}[^.;]{{0,60}}(?:доступ|посещ|осматр|осмотр|проверя|входить|вход)\w*[^.;]{{0,60}}{_LANDLORD}",
        rf"{_TENANT}\w*[^.;]{{0,60}}(?:обязан|обязуется|shall)[^.;]{{0,60}}(?:обеспечи|предостав|допуска|permit|allow|provide)\w*[^.;]{{0,60}}(?:доступ|access|entry)[^.;]{{0,100}}{_AT_ANY_TIME}",
        rf"(?:беспрепятственн\w* доступ|unrestricted access|free access)[^.;]{{0,100}}{_LANDLORD}[^.;]{{0,100}}{_AT_ANY_TIME}",
    ),
    requires=(_ENTER, _LANDLORD),
    exclude=(
        # Entry in an emergency, in working hours, on notice or in the tenant's presence is the ordinary term.
        r"авари|чрезвычайн|пожар|затоплени|протечк|emergenc",
        r"в рабочее время|в присутствии (?:представител\w* )?(?:арендатор|нанимател)|(?<!без )предварительн\w* (?:письменн\w* )?уведомлени\w* (?:арендатор|нанимател|не менее|за \d)|during (?:normal |regular )?business hours|(?:upon|on|with|after) (?:at least )?(?:\w+ )?(?:reasonable |prior |advance )(?:\w+ )?notice",
        r"арендатор\w* (?:вправе|имеет право)[^.;]{0,40}(?:доступ|в любое время)|tenant (?:shall have|may have|has) (?:access|the right)",
    ),
    max_findings=1,
)

LEASE_LOCK_IN = ChecklistItem(
    id="lease_lock_in",
    title=Text("Арендатор не может выйти из договора досрочно", "The tenant is locked in for the whole term"),
    look_for=Text(
        "Арендатор не вправе досрочно расторгнуть договор или отказаться от него в течение срока аренды.",
        "The tenant may not terminate the lease early during its term.",
    ),
    why=Text(
        "Если бизнес не пойдёт или помещение станет не нужно, вы будете платить аренду до конца срока: выйти из договора можно будет только через суд при существенном нарушении арендодателя (ст. 620 ГК РФ), а при запрете субаренды — не переложить и расходы.",
        "If the business fails or the premises are no longer needed, you keep paying rent to the end of the term; with subletting barred too, there is no way to pass the cost on.",
    ),
    recommendation=Text(
        "Дать арендатору право досрочно отказаться от договора, предупредив за 2–3 месяца (возможно, с фиксированной компенсацией не более месячной платы), или право сдать помещение в субаренду с согласия арендодателя, в котором нельзя необоснованно отказать.",
        "Ask for a right to end the lease early on two or three months' notice (with at most a month's rent as an exit fee), or a right to sublet with the landlord's consent not unreasonably withheld.",
    ),
    severity="medium",
    patterns=(
        rf"{_TENANT}\w*\s+(?:[а-яё]+\s+){{0,2}}?(?:не вправе|не может|не имеет права|лишается права)[^.;]{{0,60}}(?:досрочно (?:расторгнуть|прекратить|отказаться)|расторгнуть (?:настоящий )?договор (?:досрочно|в одностороннем)|(?:в одностороннем порядке )?отказаться от (?:исполнения )?(?:настоящего )?договора)",
        rf"(?:досрочн\w* (?:расторжени|прекращени)|односторонн\w* отказ)\w*[^.;]{{0,60}}(?:по инициативе|со стороны) {_TENANT}\w*[^.;]{{0,40}}не (?:допускается|предусмотрен)",
        rf"{_TENANT}\s+(?:shall not|may not|will not|has no right to|shall have no right to)\s+(?:be entitled to\s+|have the right to\s+)?(?:terminate|cancel|surrender)",
    ),
    exclude=(r"за исключением|кроме (?:случаев|как)|except (?:as|in|for|where)|unless|если иное",),
    max_findings=1,
)

TRAINING_COSTS = ChecklistItem(
    id="labour_training_costs",
    title=Text("Возврат затрат на обучение сверх закона", "Training costs repaid beyond the law"),
    look_for=Text(
        "Работник при увольнении возвращает затраты на обучение полностью, без учёта отработанного времени, или обучение, не оплаченное работодателем.",
        "On leaving, the employee repays the training costs in full, whatever the time worked.",
    ),
    why=Text(
        "Закон разрешает взыскать с работника затраты на обучение за счёт работодателя только пропорционально неотработанному после обучения времени (ст. 249 ТК РФ); условие о полном возврате ухудшает положение работника и не применяется (ст. 9 ТК РФ), но им удерживают от увольнения.",
        "Training costs may be recovered only in proportion to the time not worked after the training; full repayment is a term worse than the law.",
    ),
    recommendation=Text(
        "Записать возмещение затрат на обучение только пропорционально фактически не отработанному после окончания обучения времени (ст. 249 ТК РФ), с точной суммой затрат и сроком отработки не более 2–3 лет; обучение, обязательное по закону, — за счёт работодателя (ст. 196 ТК РФ).",
        "Repay training costs only in proportion to the time not worked after the training, with the exact sum and a period of at most 2-3 years.",
    ),
    severity="high",
    patterns=(
        rf"(?:возмест|возмещ|возврат|возвра|вернуть|компенсир|компенсаци|оплат|уплат)\w*[^.;]{{0,100}}(?:затрат|расход|стоимост|издерж)\w*[^.;]{{0,60}}{_TRAINING}",
        rf"(?:затрат|расход|стоимост|издерж)\w*[^.;]{{0,30}}(?:на |за )?{_TRAINING}\w*[^.;]{{0,120}}(?:возмеща|возвраща|компенсир|подлеж\w* возмещ|подлеж\w* возврат|взыскива)",
    ),
    requires=(
        r"в полном (?:объ[её]ме|размере)|полностью|полную стоимость|вне зависимости|независимо от|(?:двойн|двукратн|кратн)|штраф|неустойк",
    ),
    exclude=(r"пропорциональн|за сч[её]т работника",),
    max_findings=1,
    parties=("labour",),
)

LABOUR_NON_COMPETE = ChecklistItem(
    id="labour_non_compete",
    title=Text(
        "Запрет работать у конкурентов после увольнения", "A ban on working for competitors after leaving"
    ),
    look_for=Text(
        "Работник обязуется после увольнения не работать у конкурентов, не заниматься аналогичной деятельностью, под угрозой штрафа.",
        "After leaving, the employee may not work for competitors or in the same business.",
    ),
    why=Text(
        "Свобода труда — право работника (ст. 37 Конституции РФ): запрет работать у конкурентов после увольнения ухудшает его положение по сравнению с законом и не применяется (ст. 9 ТК РФ), а штраф за нарушение с работника не взыскивается (ст. 192, 238 ТК РФ).",
        "An employee's freedom to work cannot be bargained away: a post-employment ban on working for competitors is not enforceable against the employee.",
    ),
    recommendation=Text(
        "Исключить запрет после увольнения; защищать сведения работодателя можно обязанностью хранить коммерческую тайну по утверждённому перечню.",
        "Strike the post-employment ban; the employer's information can be protected by a duty to keep trade secrets listed in writing.",
    ),
    severity="high",
    patterns=(
        rf"{_AFTER_DISMISSAL}[^.;]{{0,160}}{_COMPETITOR_WORK}",
        rf"{_COMPETITOR_WORK}[^.;]{{0,160}}{_AFTER_DISMISSAL}",
        rf"(?:не вправе|не может|не имеет права|запрещается|обязу\w* не)[^.;]{{0,80}}{_AFTER_DISMISSAL}[^.;]{{0,60}}(?:работать|трудоустраиваться|устраиваться|заниматься|оказывать|сотрудничать|участвовать)",
    ),
    requires=(r"конкурент|конкурир|аналогичн|схож|смежн|клиент\w* работодател|того же профиля",),
    max_findings=1,
    parties=("labour",),
)

CONTENT_LICENCE = ChecklistItem(
    id="content_licence",
    title=Text("Широкая лицензия на ваш контент и данные", "A sweeping licence of your content or data"),
    look_for=Text(
        "Пользователь (автор, заказчик) предоставляет другой стороне право использовать свои материалы или данные безвозмездно, бессрочно, безотзывно, по всему миру, с правом сублицензии или любым способом.",
        "The user grants the provider a perpetual, irrevocable, worldwide, royalty-free, sublicensable licence to its content or data, or for any purpose.",
    ),
    why=Text(
        "Другая сторона сможет использовать ваши материалы и данные как свои — в рекламе, в чужих продуктах, передавать третьим лицам — и после окончания договора, а отозвать это право или получить плату вы не сможете.",
        "The other side may use your content and data as its own, pass it to others and keep doing so after the contract ends, with no way for you to revoke it or be paid.",
    ),
    recommendation=Text(
        "Ограничить лицензию целью договора (оказание вам услуги), сроком его действия и территорией; без права сублицензии (кроме подрядчиков, обслуживающих сервис) и с правом отозвать её, удалив материалы.",
        "Limit the licence to providing the service to you, for the term of the agreement; no sublicensing except to the provider's service contractors, and revocable when you delete your content.",
    ),
    severity="medium",
    patterns=(
        rf"(?:предоставля\w*|переда[её]т|передает|передают|переда\w*|отчужда\w*)[^.;]{{0,120}}(?:прав\w* (?:на )?использовани|лицензи|исключительн\w* прав)[^.;]{{0,240}}{_BROAD_LICENCE_RU}",
        rf"{_BROAD_LICENCE_RU}[^.;]{{0,80}}(?:лицензи|прав\w* (?:на )?использовани)",
        rf"\bgrants?\b[^.;]{{0,160}}{_BROAD_LICENCE_EN}[^.;]{{0,200}}(?:licen[cs]e|right)",
        rf"\bgrants?\b[^.;]{{0,60}}(?:licen[cs]e|right)[^.;]{{0,200}}{_BROAD_LICENCE_EN}",
    ),
    requires=(rf"{_USER_CONTENT_RU}|{_USER_CONTENT_EN}",),
    severity_rules=(
        SeverityRule(
            "high",
            r"(?:безотзывн|irrevocabl|бессрочн|perpetual|на весь срок действия)[^.;]{0,200}(?:сублицензи|передачи третьим|третьим лицам|sub-?licens|third part)|(?:сублицензи|sub-?licens)[^.;]{0,200}(?:безотзывн|irrevocabl|бессрочн|perpetual)",
            Text(
                "Лицензия безотзывная и с правом передавать её третьим лицам.",
                "The licence is irrevocable and may be passed on to others.",
            ),
        ),
    ),
    max_findings=1,
)

MORAL_RIGHTS = ChecklistItem(
    id="moral_rights",
    title=Text("Отказ от личных неимущественных прав автора", "Moral rights waived"),
    look_for=Text(
        "Автор отказывается от права авторства, права на имя, на неприкосновенность произведения или обязуется их не осуществлять.",
        "The author waives or agrees not to assert moral rights (attribution, integrity).",
    ),
    why=Text(
        "Право авторства, право на имя и на неприкосновенность произведения неотчуждаемы, и отказ от них ничтожен (п. 2 ст. 1228, п. 2 ст. 1265 ГК РФ); условие используют, чтобы выпускать вашу работу под чужим именем или переделывать её без вас.",
        "Waived moral rights let the other side publish your work under another name or alter it freely.",
    ),
    recommendation=Text(
        "Исключить отказ: сохранить право авторства и указание имени; согласие на переработку дать только в пределах цели договора.",
        "Strike the waiver, keep attribution, and consent to changes only as the agreement's purpose needs.",
    ),
    severity="medium",
    patterns=(
        r"(?:waive|waives|waiving|waiver of)[^.;]{0,80}moral rights|moral rights[^.;]{0,120}(?:waive|not (?:to )?assert|not be asserted|consents? to)",
        r"(?:отказыва\w*|отказ\w* от)[^.;]{0,60}(?:личн\w* неимущественн\w* прав|права? авторства|права? на имя|права? на неприкосновенность|права? на обнародование)",
        r"(?:обязу\w*|соглаша\w*)\s+не (?:осуществлять|предъявлять|реализовывать|заявлять)[^.;]{0,60}(?:личн\w* неимущественн\w* прав|права? авторства|права? на имя|права? на неприкосновенность)",
    ),
    severity_rules=(
        # A Russian author's waiver is void, not merely burdensome (п. 2 ст. 1228, п. 2 ст. 1265 ГК РФ).
        SeverityRule(
            "high",
            r"отказ|обязу\w* не|соглаша\w* не",
            Text(
                "Отказ от этих прав ничтожен, но даёт другой стороне повод использовать работу без имени автора.",
                "Such a waiver is void under Russian law.",
            ),
        ),
    ),
    max_findings=1,
)

END_PAYMENTS = ChecklistItem(
    id="end_consequences",
    title=Text("Последствия прекращения договора для вас", "What ending the contract costs you"),
    look_for=Text(
        "При досрочном прекращении договора одна сторона оплачивает весь оставшийся срок, или должна вывезти и вернуть имущество за свой счёт за один-три дня.",
        "On early termination one party pays for the whole remaining term, or must remove and return everything at its own cost within a day or two.",
    ),
    why=Text(
        "Выход из договора стоит столько же, сколько его исполнение: вы платите за период, когда уже ничего не получаете, или теряете имущество, которое не успели вывезти.",
        "Leaving costs as much as staying: you pay for a period in which you get nothing, or lose property you could not remove in time.",
    ),
    recommendation=Text(
        "Платить только за фактически полученное до даты прекращения (в аренде — до возврата помещения), а за досрочный выход — разумную фиксированную сумму не выше платы за 1–2 месяца; срок на возврат имущества — не менее 10 рабочих дней.",
        "Pay only for what you received up to the termination date, with at most a fixed exit fee of one or two months' charges; allow at least 10 business days to return property.",
    ),
    severity="high",
    patterns=(
        rf"(?:при|в случае|после)\s+(?:[а-яё]+\s+){{0,3}}?{_ENDING}\w*[^.;]{{0,200}}(?:оплат|уплат|выплат|внес|возмест|оплачива|уплачива|выплачива|вносит)\w*[^.;]{{0,100}}{_WHOLE_TERM}",
        rf"(?:оплат|уплат|выплат|внес|оплачива|уплачива|выплачива|вносит)\w*[^.;]{{0,80}}{_WHOLE_TERM}[^.;]{{0,120}}(?:при|в случае)\s+(?:[а-яё]+\s+){{0,3}}?{_ENDING}",
        rf"(?:upon|on|in the event of|following|after|if)\s+(?:any\s+)?(?:such\s+)?(?:early\s+|premature\s+)?(?:termination|cancellation)[^.;]{{0,240}}(?:pay|remain (?:liable|responsible|obligated)|accelerat|become (?:immediately )?due)[^.;]{{0,160}}{_EN_WHOLE_TERM}",
        rf"(?:pay|remain (?:liable|responsible|obligated) for)[^.;]{{0,120}}{_EN_WHOLE_TERM}[^.;]{{0,160}}(?:upon|on|in the event of|following|notwithstanding)\s+(?:any\s+)?(?:such\s+)?(?:early\s+)?(?:termination|cancellation)",
        # An early-termination fee counted by the months left, or pay owed "as if the termination had not occurred".
        r"(?=[^.;]*(?:terminat|cancel))[^.;]{0,200}(?:unexpired|remaining)\s+(?:whole\s+)?(?:calendar\s+)?(?:months|monthly periods|years|periods)\s+(?:remaining\s+)?(?:between|in|until|of|through)[^.;]{0,120}(?:term|expiration)",
        r"(?:paid|pay|payable|due)[^.;]{0,160}as if (?:the |such )?(?:termination|this agreement) had not (?:occurred|been terminated)",
        rf"(?:при|после|в случае)\s+(?:[а-яё]+\s+){{0,3}}?{_ENDING}\w*[^.;]{{0,120}}(?:освободить|вывезти|вернуть|возвратить)\w*[^.;]{{0,80}}{_SHORT_DAYS}",
        # Property left behind is lost: deemed abandoned, the other side's to keep or dispose of.
        ABANDONED_PROPERTY,
        rf"(?:return|remove|vacate|surrender)[^.;]{{0,120}}at (?:its|their|your|\w+'s) (?:own |sole )?(?:cost|expense)[^.;]{{0,80}}{_EN_SHORT_DAYS}",
        rf"{_EN_SHORT_DAYS}[^.;]{{0,80}}(?:return|remove|vacate|surrender)[^.;]{{0,120}}at (?:its|their|your|\w+'s) (?:own |sole )?(?:cost|expense)",
        rf"(?:вывез|освободить|освобод|верну|возврат|возвратить|забрать)\w*[^.;]{{0,120}}(?:за свой сч[её]т|своими силами|собственными силами)[^.;]{{0,80}}{_SHORT_DAYS}",
        rf"{_SHORT_DAYS}[^.;]{{0,120}}(?:вывез|освободить|освобод|верну|возвратить|забрать)\w*[^.;]{{0,80}}(?:за свой сч[её]т|своими силами|собственными силами)",
    ),
    exclude=(
        # What was received up to the end is fairly paid; a refund of the unused part favours the payer.
        r"фактически (?:оказанн|выполненн|полученн|использованн)|до (?:даты|дня|момента) (?:расторжения|прекращения|возврата)|по (?:дату|день) (?:расторжения|прекращения)",
        r"accrued|prior to (?:the )?(?:effective )?(?:date of )?termination|up to (?:and including )?the (?:effective )?date of termination|earned (?:through|prior)",
        r"возвраща\w*[^.;]{0,60}(?:за|пропорционально)[^.;]{0,40}(?:оставш|неистекш|неиспользованн)|refund[^.;]{0,80}(?:remaining|unused|prepaid|pro rata)|pro[- ]rat",
    ),
    max_findings=2,
)

# An NDA's standard exceptions missing: no patterns (found by gaps_types over the whole text).
NDA_EXCEPTIONS = ChecklistItem(
    id="nda_exceptions",
    title=Text(
        "Нет обычных исключений из конфиденциальности", "The usual confidentiality exceptions missing"
    ),
    look_for=Text(
        "Соглашение о конфиденциальности не исключает общедоступные сведения, известные получателю ранее, разработанные им самостоятельно и раскрываемые по требованию закона.",
        "The NDA does not carve out public information, information already known or independently developed, or disclosure required by law.",
    ),
    why=Text(
        "Без исключений нарушением считается даже раскрытие общедоступных сведений или раскрытие по требованию суда или государственного органа, а вашу собственную разработку можно объявить чужой тайной.",
        "Without the carve-outs even public information, disclosure a court or authority compels, or your own independent work can be called a breach.",
    ),
    recommendation=Text(
        "Добавить исключения: сведения общедоступные или ставшие такими не по вине получателя; известные ему до раскрытия; полученные от третьих лиц правомерно; разработанные самостоятельно; раскрытые по требованию закона, суда или государственного органа с уведомлением другой стороны.",
        "Add the standard exclusions: public information, information already known, received lawfully from a third party or independently developed, and disclosure required by law, with notice to the other side.",
    ),
    severity="medium",
    document_level=True,
    max_findings=1,
)

TYPES_CHECKLIST: tuple[ChecklistItem, ...] = (
    LEASE_CAPITAL_REPAIRS,
    LEASE_IMPROVEMENTS,
    LEASE_DEPOSIT,
    LEASE_ACCESS,
    LEASE_LOCK_IN,
    TRAINING_COSTS,
    LABOUR_NON_COMPETE,
    CONTENT_LICENCE,
    MORAL_RIGHTS,
    END_PAYMENTS,
    NDA_EXCEPTIONS,
)
# The items whose judge drops a clause that is no risk for the reader even in an English review of every
# kind of clause (judge.SIDE_RISKS).
TYPES_SIDE_RISKS = frozenset(item.id for item in TYPES_CHECKLIST)
