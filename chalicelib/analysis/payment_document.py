# ruff: noqa: E501  (bilingual phrases and regular expressions read better unwrapped)
"""A whole-contract check of the payment family: payment counted from an act the payer signs, when the
contract sets no deadline for signing it and no deemed acceptance.

Payment «в течение 10 дней после подписания акта Заказчиком» is a fixed date only if the customer must sign
or give a reasoned refusal within a set time, or the act counts as signed when it does not: otherwise the
customer alone decides when (and whether) the money falls due, and the contractor can only sue to have the
work declared accepted (п. 4 ст. 753 ГК РФ applies to building works only). That needs the whole contract,
since the deadline may sit in the acceptance section: one finding at the payment clause (payment terms) and
one at the act clause (acceptance), for the payee only.
"""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.analysis.checklist import Lang, Text
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.findings import make_finding
from chalicelib.analysis.judge import Context
from chalicelib.analysis.judge_payment import paying_party
from chalicelib.clauses import ContractModel, Sentence
from chalicelib.clauses.text import PageIndex, Span, window
from chalicelib.models import Finding

QUOTE_MAX_CHARS = 450
_PAY = r"(?:оплат|оплачива|выплат|выплачива|уплат|уплачива|перечисл|расчет|расчёт|платеж|платёж)"
_PAY_ON_ACT = regexes.compile(
    rf"{_PAY}\w*[^.;]{{0,160}}(?:после|с момента|с даты|со дня|на основании)\s+(?:\w+\s+){{0,2}}?(?:подписания|утверждения|согласования|приемки|приёмки|принятия)\s+(?:\w+\s+){{0,3}}?(?:акт|отч[её]т|работ|услуг|результат|упд|товарн\w* накладн)"
)
_ACT = r"(?:акт|отч[её]т|упд|накладн|результат\w* работ)"
# The acceptor's deadline: «в течение 5 рабочих дней ... подписывает акт или направляет мотивированный отказ».
_SIGNING_DEADLINE = regexes.compile(
    rf"{_ACT}\w*[^.;]{{0,200}}(?:в течение|не позднее|в срок(?: не более)?|в \d+-?\w*дневный срок)\s+\S+[^.;]{{0,40}}(?:дн|дня|день|час|сут)"
    rf"|(?:в течение|не позднее|в срок(?: не более)?)\s+\S+[^.;]{{0,40}}(?:дн|дня|день|час|сут)\w*[^.;]{{0,160}}(?:(?:подпис|мотивированн|возражени|отказ)\w*[^.;]{{0,60}}{_ACT}|{_ACT}\w*[^.;]{{0,160}}(?:подпис|мотивированн|возражени|отказ|утвержд|рассматр))"
)
_DEEMED_SIGNED = regexes.compile(
    r"(?:счита(?:е|ю)тся|призна(?:е|ю)тся)[^.;]{0,60}(?:подписанн|принят|согласованн|утвержд[её]нн|сданн|выполненн|оказанн)"
)
# The clause where the acceptor signs the act (what operates), not any mention of the word.
_ACT_SIGNED_BY = regexes.compile(
    rf"(?:подписыва|подписать|подпишет|подписани|утвержда|утвердить|согласовыва)\w*\s+(?:\w+\s+){{0,3}}?{_ACT}|{_ACT}\w*\s+(?:\w+\s+){{0,4}}?(?:подписыва|утвержда|согласовыва)\w*(?:ся|тся)"
)

PAYMENT_TITLE = Text("Срок оплаты зависит от подписания акта", "Payment waits for the act to be signed")
ACT_TITLE = Text("Нет срока подписания акта", "No deadline to sign the act")
PAYMENT_NOTE = Text(
    "Срок оплаты отсчитывается от подписания акта плательщиком, а срок подписания акта и молчаливая приёмка договором не установлены: пока акт не подписан, оплата не наступает.",
    "Payment is counted from the payer signing the act, and the contract sets no deadline for signing and no deemed acceptance: until the act is signed, nothing is due.",
)
PAYMENT_ADVICE = Text(
    "Отсчитывать срок оплаты от получения акта плательщиком; установить срок подписания акта или мотивированного отказа (5–10 рабочих дней), по истечении которого акт считается подписанным.",
    "Count the payment period from the payer's receipt of the act; set a period (5-10 business days) to sign or give reasoned objections, after which the act counts as signed.",
)
ACT_NOTE = Text(
    "Договор не устанавливает срок, в который принимающая сторона подписывает акт или заявляет мотивированный отказ, и не считает акт подписанным при молчании: она может затягивать приёмку, а с ней и оплату.",
    "The contract sets no time for the acceptor to sign the act or give reasoned objections, and silence is not acceptance: it may hold up acceptance, and so payment.",
)
ACT_ADVICE = Text(
    "Дополнить: принимающая сторона в течение 5 рабочих дней с получения акта подписывает его или направляет мотивированный отказ с перечнем недостатков; при отсутствии отказа в этот срок акт считается подписанным, а результат — принятым.",
    "Add: the acceptor signs the act or gives reasoned objections listing the defects within 5 business days of receipt; absent objections in that time the act counts as signed and the work as accepted.",
)


def payment_document_findings(model: ContractModel, ctx: Context, lang: Lang) -> list[Finding]:
    """The payment clause counted from an act the payer signs, and the act clause, when the contract has
    no deadline to sign and no deemed acceptance; only for a reader who is paid (never for the payer)."""
    if lang != "ru":
        return []
    payer = paying_party(ctx)
    if payer is None or (ctx.side is not None and payer in ctx.roles.camp(ctx.side)):
        return []
    sentences = [s for clause in model.clauses for s in clause.sentences]
    if any(_acceptor_bound(s.lower) for s in sentences):
        return []
    pay = next((s for s in sentences if _PAY_ON_ACT.search(s.lower)), None)
    if pay is None:
        return []
    pages = PageIndex(model.text)
    favours = next((p.name for p in model.roles.parties if p.key == payer), None)
    out = [
        _finding(
            "payment_terms",
            pay,
            title=PAYMENT_TITLE,
            text=model.text,
            pages=pages,
            note=PAYMENT_NOTE,
            advice=PAYMENT_ADVICE,
            lang=lang,
            favours=favours,
        )
    ]
    act = next((s for s in sentences if s is not pay and _ACT_SIGNED_BY.search(s.lower)), None)
    if act is not None:
        out.append(
            _finding(
                "acceptance",
                act,
                title=ACT_TITLE,
                text=model.text,
                pages=pages,
                note=ACT_NOTE,
                advice=ACT_ADVICE,
                lang=lang,
                favours=favours,
            )
        )
    return out


# The payer's duty to pay for what it receives: «Заказчик оплачивает услуги», «оплата работ производится».
_PAY_FOR = regexes.compile(
    rf"{_PAY}\w*\s+(?:\w+\s+){{0,3}}?(?:услуг|работ|товар|продукци|вознагражден|стоимост|цен[уы]|сч[её]т|арендн|абонентск)"
)
# What fixes when payment falls due: a period, a day of the month, a date, the moment of an event, an
# advance; or a date left to agreement (the payment terms item reads that one).
_PAYMENT_TIME = regexes.compile(
    r"в течение|не позднее|не позже|в срок|до \d|\d{1,2}[-–]?(?:го|е)? числ|\d{2}\.\d{2}\.\d{2,4}|в день|в момент|одновременно"
    r"|при (?:подписании|заключении|получении|передаче|оформлении|бронировании|записи)|предоплат|предварительн\w* оплат|авансов|аванс"
    r"|ежемесячн|еженедельн|ежеквартальн|ежегодн|немедленно|незамедлительно|сразу|по факту|за каждый|в порядке 100|100\s*%"
    r"|по (?:взаимной )?договор[её]нности|по соглашению|согласованн|определя\w* (?:сторонами|в )|спецификаци|приложени|график"
    # Or paid under another contract, or not at all.
    r"|включен\w* в|отдельн\w* оплат\w* не|безвозмездн|на условиях (?:основного |иного |другого )?договора|по основному договору"
)
NO_DATE_TITLE = Text("Срок оплаты не установлен", "No payment date")
NO_DATE_NOTE = Text(
    "Договор не говорит, когда плательщик должен заплатить: оплату можно потребовать лишь в разумный срок, а затем ждать ещё 7 дней после требования (п. 2 ст. 314 ГК РФ), и просрочку трудно доказать.",
    "The contract does not say when payment is due: it can be claimed only within a reasonable time, then seven more days after a demand, and delay is hard to prove.",
)
NO_DATE_ADVICE = Text(
    "Указать срок оплаты в днях (например, 10 рабочих дней) с даты получения счёта или подписания акта, и неустойку за просрочку.",
    "State the payment period in days (e.g. 10 business days) from receipt of the invoice or signing of the act, and a penalty for late payment.",
)


def payment_date_findings(model: ContractModel, ctx: Context, lang: Lang) -> list[Finding]:
    """The payment clause of a contract that sets no time for payment anywhere (no period, day, date,
    moment or advance): a risk for the reader who is paid (п. 2 ст. 314 ГК РФ), never for the payer, an
    employee (the Labour Code fixes pay days) or a contract of sale (ст. 486 ГК РФ: on transfer)."""
    if lang != "ru" or (
        ctx.regime is not None and (ctx.regime.party == "labour" or ctx.regime.kind in _ON_TRANSFER)
    ):
        return []
    payer = paying_party(ctx)
    if payer is None or ctx.side is None or payer in ctx.roles.camp(ctx.side):
        return []
    sentences = [s for clause in model.clauses for s in clause.sentences]
    paying = [s for s in sentences if _PAY_FOR.search(s.lower)]
    if not paying or any(_PAYMENT_TIME.search(s.lower) for s in sentences if _PAY_STEM.search(s.lower)):
        return []
    if any(_ELSEWHERE.search(s.lower) for s in sentences):
        return []
    favours = next((p.name for p in model.roles.parties if p.key == payer), None)
    finding = _finding(
        "payment_terms",
        paying[0],
        title=NO_DATE_TITLE,
        text=model.text,
        pages=PageIndex(model.text),
        note=NO_DATE_NOTE,
        advice=NO_DATE_ADVICE,
        lang=lang,
        favours=favours,
    )
    return [finding.model_copy(update={"severity": "low"})]


_PAY_STEM = regexes.compile(_PAY)
# The price settled by another contract the parties have (a franchise, a framework agreement).
_ELSEWHERE = regexes.compile(r"по основному договору|основн\w* договор\w* (?:франшиз|поставк|оказани|подряд)")
# Sale and supply: the buyer pays on transfer unless the contract says otherwise (ст. 486 ГК РФ).
_ON_TRANSFER = frozenset({"sale", "supply"})


def _acceptor_bound(lower: str) -> bool:
    """Whether a sentence binds the acceptor to a time (sign or object within N days) or deems the act
    signed; the payment's own period («в течение 10 дней после подписания акта») is not the acceptor's."""
    without_payment = _PAY_ON_ACT.sub(" ", lower)
    return bool(_SIGNING_DEADLINE.search(without_payment) or _DEEMED_SIGNED.search(lower))


def _finding(
    item_id: str,
    sent: Sentence,
    *,
    title: Text,
    text: str,
    pages: PageIndex,
    note: Text,
    advice: Text,
    lang: Lang,
    favours: str | None,
) -> Finding:
    span = window(text, Span(sent.start, sent.end), sent.start, sent.start, QUOTE_MAX_CHARS)
    quote = text[span.start : span.end].strip()
    item = CHECKLIST_BY_ID[item_id]
    finding = make_finding(
        item,
        "medium",
        quote,
        pages.page_at(span.start),
        lang,
        explanation=note.get(lang),
        recommendation=advice.get(lang),
    )
    return finding.model_copy(update={"favours": favours, "title": title.get(lang)})
