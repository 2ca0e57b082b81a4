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
  loan are void: п. 2 ст. 810 ГК РФ, ч. 4 ст. 11 353-ФЗ) — an extension of the ``early_repayment`` item.
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

LENDING_CHECKLIST = (ACCELERATION, FURTHER_SECURITY)
