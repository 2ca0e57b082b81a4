# ruff: noqa: E501  (a data table: long patterns read better unwrapped)
"""Checklist items for the lender's remedies in a loan or credit agreement (data only; judged in
:mod:`chalicelib.analysis.judge_lending`):

- acceleration: the lender may call the whole debt due before its term («потребовать досрочного возврата
  всей суммы займа», "declare the Loan immediately due and payable"); the law allows it on a breach of the
  schedule (ст. 811 п. 2, 813, 814 ГК РФ), a contract that adds grounds the lender judges by itself ("in the
  opinion of the Lender", a "material adverse change", «ухудшение финансового положения») or any breach with
  no time to cure lets the lender end the loan when it likes;
- further security: the borrower must give whatever additional security the lender asks for;
- early repayment that costs the interest of the whole term (the «проценты за весь срок» of a consumer
  loan are void: п. 2 ст. 810 ГК РФ, ч. 4 ст. 11 353-ФЗ) — an extension of the ``early_repayment`` item;
- the other side's own set-off or direct debit of the reader's money (a lender, a bank, a principal keeping
  what it owes the reader against any claim of its own, or debiting the reader's account without an order);
- the cost of the loan beyond its rate: a fee kept out of the loan at drawdown (interest runs on money the
  borrower never had), interest on interest, the contractual rate running on after the term.
"""

from __future__ import annotations

from chalicelib.analysis.checklist import ChecklistItem, SeverityRule, Text

_LOAN = r"(?:займ|заём|заем|кредит|задолженност|долг|loan|credit|facility|advances?|indebtedness|principal|outstanding)"
# The grounds the lender judges by itself, or any breach at all: the loan ends when the lender likes.
SUBJECTIVE_GROUNDS = r"in (?:the|its) (?:sole |reasonable |absolute )?(?:opinion|judg(?:e)?ment|discretion)|material(?:ly)? adverse|may (?:have|result in) a material|по (?:собственному )?(?:мнению|усмотрению|оценке)|ухудшени\w* (?:финансов|имуществен|материальн)\w*|угроз\w* (?:невозврат|неисполнен)|существенн\w* (?:неблагоприятн|изменени)\w*|(?:any|любо\w*) (?:breach|нарушени)|неисполнени\w* (?:любого|любой|любых|иных)|cross[- ]default|any other (?:indebtedness|agreement)|по (?:иным|другим) (?:договорам|обязательствам)"
SUBJECTIVE_NOTE = Text(
    "Основание досрочного возврата кредитор оценивает сам или оно наступает при любом нарушении: закон связывает досрочное истребование с конкретными нарушениями (ст. 811, 813, 814 ГК РФ).",
    "The lender judges the trigger by itself, or any breach is enough: the loan can be called when the lender likes.",
)
ACCELERATION_PATTERNS = (
    # The lender's demand, not the borrower's repaying early: «потребовать досрочного возврата», «досрочное истребование».
    r"(?:потребовать|требовать|истребовать|взыскать|предъявить\s+требовани\w*\s+о)\s+(?:[а-яё]+\s+){0,3}?досрочн",
    r"досрочн\w*\s+(?:истребовани|взыскани)",
    rf"\b(?:declare|declares|declared|declaring)\b[^.;]{{0,100}}?{_LOAN}[^.;]{{0,60}}?(?:immediately\s+|forthwith\s+)?due\s+and\s+payable|\b(?:declare|declares|declared|declaring)\b[^.;]{{0,60}}?(?:immediately\s+|forthwith\s+)?due\s+and\s+payable",
    rf"{_LOAN}[^.;]{{0,80}}?(?:shall|will)\s+(?:automatically\s+)?(?:become|be)\s+(?:immediately\s+|forthwith\s+)due\s+and\s+payable",
    r"\baccelerat\w*\s+(?:the\s+)?(?:maturity|payment|repayment|loan|indebtedness|obligations)",
)
FURTHER_SECURITY_PATTERNS = (
    r"(?:such\s+)?(?:further|additional)\s+(?:security|collateral|guarantees?)\s+as\s+(?:the\s+)?[a-z]+\s+(?:may|shall)\s+(?:reasonably\s+)?(?:require|request|demand)",
    r"(?:предоставить|предоставлять|представить)\s+(?:[а-яё]+\s+){0,2}?(?:дополнительн\w*|ино\w*|ново\w*)\s+(?:обеспечени|залог|поручительств)\w*[^.;]{0,60}(?:по\s+(?:первому\s+)?требовани|по\s+запросу|в\s+случае\s+требовани)",
)
EARLY_REPAYMENT_PATTERNS = (
    r"\b(?:prepay|prepays|prepaid|repay\w*\s+(?:the\s+loan\s+)?early)\b[^.;]{0,160}\binterest\s+(?:which|that)\s+would\s+(?:otherwise\s+)?have\s+(?:accrued|been\s+payable)",
    r"(?:may|shall)\s+not\s+(?:voluntarily\s+)?(?:prepay|repay\s+(?:the\s+loan\s+)?(?:early|before))",
    r"(?<!without any )(?<!without a )(?<!no )\bmake[- ]whole\s+(?:amount|premium|payment)",
    r"досрочн\w*\s+(?:погашени|возврат)\w*[^.;]{0,160}процент\w*\s+(?:за\s+весь\s+(?:срок|период)|до\s+(?:окончания|истечения)\s+срока|в\s+полном\s+объ[её]ме\s+за\s+весь)",
)

ACCELERATION = ChecklistItem(
    id="acceleration",
    title=Text("Досрочное истребование всего долга", "The whole loan called due early"),
    look_for=Text(
        "Право кредитора потребовать досрочного возврата всей суммы долга с процентами: основания, срок на устранение нарушения, оценка «по мнению кредитора».",
        "The lender's right to declare the whole loan immediately due: the events of default, a cure period, triggers judged in the lender's opinion.",
    ),
    why=Text(
        "Вся сумма с процентами становится подлежащей уплате сразу: если денег нет, начинаются неустойка, взыскание и обращение взыскания на залог.",
        "The whole debt with interest falls due at once: if you cannot pay, default interest, enforcement and the security follow.",
    ),
    recommendation=Text(
        "Оставить основания, которые даёт закон (просрочка графика — ст. 811 ГК РФ), убрать оценочные («ухудшение положения», «по мнению кредитора»), дать срок на устранение нарушения (не менее 10–30 дней) и письменное уведомление.",
        "Limit the events of default to objective ones (a missed payment after a grace period), strike triggers judged in the lender's opinion, and ask for written notice and a cure period of 10–30 days.",
    ),
    severity="medium",
    patterns=ACCELERATION_PATTERNS,
    severity_rules=(SeverityRule("high", SUBJECTIVE_GROUNDS, SUBJECTIVE_NOTE),),
    exclude=(
        r"(?:заемщик|заёмщик|borrower)\w*\s+(?:вправе|может|имеет\s+право|may)\s+(?:\w+\s+){0,3}?(?:досрочно|prepay|repay)",
    ),
    max_findings=1,
)

FURTHER_SECURITY = ChecklistItem(
    id="further_security",
    title=Text("Дополнительное обеспечение по требованию", "Further security on demand"),
    look_for=Text(
        "Обязанность заёмщика предоставить любое дополнительное обеспечение, которое потребует кредитор.",
        "A duty of the borrower to give whatever further security the lender asks for.",
    ),
    why=Text(
        "Объём обеспечения не ограничен: кредитор может потребовать новый залог или поручительство, а отказ станет основанием для досрочного возврата долга.",
        "The security has no limit: the lender may ask for more collateral or guarantees at any time, and a refusal becomes a default.",
    ),
    recommendation=Text(
        "Перечислить обеспечение в договоре; дополнительное — только при объективном снижении стоимости залога и в согласованном объёме.",
        "List the security in the agreement; any top-up only on an objective fall in the collateral's value, to an agreed amount.",
    ),
    severity="medium",
    patterns=FURTHER_SECURITY_PATTERNS,
    max_findings=1,
)


# A right granted, not denied: «вправе», «может», "may", "is entitled to" with no «не» / "not" before it.
_GRANT_RU = r"(?<!не )(?:вправе|может|имеет право|уполномочен\w*|предоставля\w*\s+(?:[а-яё]+\s+)?право)"
_GRANT_EN = r"(?<!not )\b(?:may|(?:is|are|shall be) entitled to|(?:shall )?(?:has|have) the right to|reserves? the right to|(?:is|are) (?:hereby )?authori[sz]ed to|authori[sz]es? (?:the )?[a-z]+ to)"
SET_OFF_PATTERNS = (
    rf"{_GRANT_RU}[^.;]{{0,80}}?(?:зачесть|зачитывать|засчитывать|(?:произв|провод|осуществл)\w+\s+(?:односторонн\w+\s+)?зач[её]т)",
    rf"{_GRANT_RU}[^.;]{{0,80}}?(?:удержать|удерживать|вычесть|вычитать)[^.;]{{0,80}}?(?:из|с)\s+(?:[а-яё]+\s+){{0,2}}?(?:сумм|денежн|средств|платеж|платёж|выплат|вознагражден|оплат)",
    rf"{_GRANT_RU}[^.;]{{0,80}}?(?:списать|списывать|(?:произв|осуществл)\w+\s+(?:безакцептн\w+\s+)?списани)[^.;]{{0,100}}?сч[её]т",
    r"безакцептн\w*\s+(?:[а-яё]+\s+){0,2}?списани\w*[^.;]{0,100}?сч[её]т",
    rf"{_GRANT_EN}[^.;]{{0,80}}?\bset[- ]?off\b(?! or counterclaim)",
    rf"{_GRANT_EN}[^.;]{{0,60}}?\bdebit\b[^.;]{{0,60}}\baccounts?\b",
    rf"{_GRANT_EN}[^.;]{{0,40}}?\b(?:deduct|withhold)\b[^.;]{{0,60}}?\bfrom\s+(?:any\s+)?(?:amounts?|sums?|monies|moneys|payments?|fees|commissions?)\s+(?:\w+\s+){{0,2}}?(?:due|owed|owing|payable)",
)

SET_OFF_RIGHT = ChecklistItem(
    id="set_off_right",
    title=Text("Зачёт и списание в одностороннем порядке", "The other side's own set-off or debit"),
    look_for=Text(
        "Право другой стороны зачесть, удержать из причитающихся вам сумм или списать со счёта свои требования к вам без вашего согласия.",
        "The other side's right to set off its claims against what it owes you, withhold them from your payments or debit your account.",
    ),
    why=Text(
        "Другая сторона сама решает, что вы ей должны, и забирает эти деньги: спорную сумму придётся взыскивать вам.",
        "The other side decides alone what you owe it and takes it: you must sue to get a disputed sum back.",
    ),
    recommendation=Text(
        "Зачёт — только встречных однородных требований, срок которых наступил, бесспорных и с письменным уведомлением; списание со счёта — только по вашему распоряжению или на согласованные суммы.",
        "Set-off only of matured, undisputed sums, on written notice; debits to your account only on your order or for agreed sums.",
    ),
    severity="medium",
    patterns=SET_OFF_PATTERNS,
    max_findings=1,
)

_LOAN_SUM = r"(?:займ|заём|заем|кредит|транш)"
FEE_DEDUCTED_PATTERNS = (
    rf"(?:комисси|плат[аеуы]|вознагражден)\w*\s+(?:[а-яё]+\s+){{0,3}}?(?:за\s+)?(?:выдач|предоставлени|организаци|рассмотрени|оформлени|открыти|обслуживани)\w*[^.;]{{0,120}}?(?:удержива|удерж|вычита|вычт|списыва)\w*[^.;]{{0,60}}?(?:из|с)\s+(?:[а-яё]+\s+){{0,2}}?сумм\w*\s+(?:[а-яё]+\s+)?{_LOAN_SUM}",
    rf"(?:из|с)\s+сумм\w*\s+(?:[а-яё]+\s+)?{_LOAN_SUM}\w*[^.;]{{0,80}}?(?:удержива|удерж|вычита|вычит)\w*[^.;]{{0,40}}?комисси",
    rf"{_LOAN_SUM}\w*[^.;]{{0,60}}?за вычетом\s+(?:[а-яё]+\s+){{0,2}}?(?:комисси|плат\w* за (?:выдач|предоставлени|организаци))",
    r"(?:arrangement|origination|upfront|up-front|front-end|commitment|facility|processing|set-?up|establishment)\s+fees?[^.;]{0,160}?(?:deducted|withheld|netted)\s+from\s+(?:the\s+)?(?:\w+\s+){0,2}?(?:loan|advance|facility|proceeds|drawdown|amount)",
    r"(?:deduct|withhold|net)\w*\s+(?:the\s+|any\s+)?(?:arrangement|origination|upfront|commitment|facility|processing)\s+fees?[^.;]{0,60}?from\s+(?:the\s+)?(?:\w+\s+)?(?:loan|advance|proceeds)",
)
COMPOUND_INTEREST_PATTERNS = (
    r"процент\w*\s+на\s+(?:[а-яё]+\s+)?процент|сложн\w*\s+процент|капитализаци\w*\s+(?:начисленн\w*\s+)?процент",
    r"процент\w*[^.;]{0,60}?(?:присоединя|прибавля|капитализир)\w*[^.;]{0,40}?(?:к\s+)?(?:сумм\w*\s+)?(?:основн|долг|займ|кредит)",
    r"\bcompound(?:ed|ing)?\s+(?:monthly|quarterly|daily|annually|semi-annually|weekly)|\bcompound interest|interest on (?:overdue |unpaid |accrued )?interest|(?:unpaid|overdue|accrued) interest[^.;]{0,60}(?:capitali[sz]ed|added to (?:the )?principal)",
)
INTEREST_AFTER_TERM_PATTERNS = (
    r"(?:после|по)\s+(?:истечени|окончани|наступлени)\w*\s+(?:[а-яё]+\s+){0,2}?срок\w*[^.;]{0,100}?процент\w*[^.;]{0,60}?продолжа\w*\s+начисля",
    r"процент\w*[^.;]{0,60}?продолжа\w*\s+начисля\w*[^.;]{0,80}?(?:после|по)\s+(?:истечени|окончани)\w*\s+(?:[а-яё]+\s+){0,2}?срок",
    r"interest shall continue to accrue[^.;]{0,120}?(?:after|following|beyond)\s+(?:the\s+)?(?:maturity|termination|expiry|due date|term|final)",
    r"(?:after|following)\s+(?:the\s+)?(?:maturity date|final repayment date|expiry of the term|termination date)[^.;]{0,80}?interest[^.;]{0,40}?(?:continue|accrue)",
)

LOAN_COST = ChecklistItem(
    id="loan_cost",
    title=Text("Скрытое удорожание займа", "The loan costs more than its rate"),
    look_for=Text(
        "Комиссия, удерживаемая из суммы займа при выдаче; проценты на проценты и капитализация; договорные проценты после окончания срока.",
        "A fee deducted from the loan at drawdown; compounding, interest on interest; the contractual rate running on after the term.",
    ),
    why=Text(
        "Реальная стоимость займа выше названной ставки: вы платите проценты на деньги, которых не получили, или проценты на проценты.",
        "The loan costs more than its stated rate: you pay interest on money you never received, or interest on interest.",
    ),
    recommendation=Text(
        "Комиссию — уплачивать отдельно или учесть в ставке; проценты начислять только на основной долг; после срока — только неустойка или проценты по ст. 395 ГК РФ, не вместе с договорной ставкой.",
        "Pay any fee separately or fold it into the rate; interest only on principal, never compounded; after the term, one default charge instead of the contract rate plus a penalty.",
    ),
    severity="medium",
    patterns=(*FEE_DEDUCTED_PATTERNS, *COMPOUND_INTEREST_PATTERNS, *INTEREST_AFTER_TERM_PATTERNS),
    exclude=(
        r"не (?:взима|удержива|начисля|допуска|производ|капитализир|присоединя)|не подлеж\w* (?:начислени|капитализаци)|shall not (?:be )?(?:compound|capitali[sz]|accrue|bear)|will not (?:be )?(?:compound|capitali[sz])|\bno (?:interest|fee|commission)s? (?:shall|will|is)|without compounding|non-?compound|simple interest",
    ),
    max_findings=2,
)

LENDING_CHECKLIST = (ACCELERATION, FURTHER_SECURITY, SET_OFF_RIGHT, LOAN_COST)
