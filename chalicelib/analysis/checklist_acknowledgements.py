# ruff: noqa: E501  (a data table: long patterns and phrases read better unwrapped)
"""Checklist item for what the reader signs as already true (data only; judged in
:mod:`chalicelib.analysis.judge_work`).

A pre-printed acknowledgement that the reader "has received full information", "has no claims" or "refuses
the free state alternative" is evidence the other side will produce later: it turns the other side's duty to
inform (ст. 10 Закона о защите прав потребителей, п. 4 ст. 12 on the consumer's lack of special knowledge)
and the reader's claims (a waiver of a right does not end it, п. 2 ст. 9 ГК РФ; ст. 16 ЗоЗПП) into a
question of proof against the reader. "The parties confirm they have read the contract" binds both alike
and is not this.
"""

from __future__ import annotations

from chalicelib.analysis.checklist import ChecklistItem, SeverityRule, Text

_CONFIRMS = r"(?:подтвержда\w*|призна[её]т|признает|признаю)"
_INFORMED = r"(?:ознакомлен\w*|проинформирован\w*|уведомлен\w*|предупрежден\w*|разъяснен\w*|получил\w* (?:полную |всю |исчерпывающую |достоверную |необходимую )?(?:информаци|сведени)|доведен\w* до (?:его |её |ее )?сведени)"
_FULLY = r"(?:полн\w*|вс[её]\w*|исчерпывающ\w*|достоверн\w*|необходим\w*|в полном объ[её]ме|понятн\w*)"
_NO_CLAIMS = r"(?:не имеет|не будет иметь|не имеют|отказывается от|отказываются от)\s+(?:и не будет иметь\s+)?(?:каких-либо\s+|никаких\s+|любых\s+)?(?:претензий|требований)"

BLANKET_ACKNOWLEDGEMENT = ChecklistItem(
    id="blanket_acknowledgement",
    title=Text("Заранее подписанные признания", "Pre-signed acknowledgements"),
    look_for=Text(
        "Вы заранее подтверждаете, что получили полную информацию, ознакомлены со всеми рисками, не имеете претензий или отказываетесь от бесплатной альтернативы.",
        "You confirm in advance that you received full information, understood every risk, have no claims or refuse a free alternative.",
    ),
    why=Text(
        "Такое признание другая сторона предъявит в споре как доказательство: обязанность проинформировать вас и ваши претензии превращаются в вопрос, что вы подписали. Отказ от права не прекращает его (п. 2 ст. 9 ГК РФ), а потребителю информацию обязан дать исполнитель (ст. 10, 12 Закона о защите прав потребителей).",
        "The other side will produce it in a dispute as proof: its duty to inform you and your claims become a question of what you signed.",
    ),
    recommendation=Text(
        "Исключить общие признания; перечислить, какие именно документы и сведения вам переданы (с датой и подписью на каждом), и не подписывать отказ от претензий или от бесплатной помощи заранее.",
        "Strike blanket acknowledgements; list the specific documents and information you received, dated and signed each, and sign no advance waiver of claims or of a free alternative.",
    ),
    severity="medium",
    patterns=(
        rf"{_CONFIRMS}[^.;]{{0,60}}{_INFORMED}[^.;]{{0,80}}{_FULLY}",
        rf"{_CONFIRMS}[^.;]{{0,40}}{_FULLY}[^.;]{{0,40}}{_INFORMED}",
        rf"{_CONFIRMS}[^.;]{{0,80}}{_NO_CLAIMS}",
        r"отказыва\w* от (?:получения |оказания )?(?:бесплатн|гарантированн)\w*[^.;]{0,80}(?:помощи|услуг|ОМС|обязательного медицинского страхования)",
        r"acknowledges?(?: and agrees?)? that (?:it|he|she|you|the [a-z]+) (?:has|have) (?:read|received|been (?:fully )?(?:informed|advised))[^.;]{0,80}(?:all|full|fully|complete|every)",
        r"(?:has|have) not relied (?:up)?on any (?:statement|representation|warranty|promise)",
    ),
    # What the acknowledgement is about: the services, their risks and consequences, not the contract's text.
    requires=(
        r"информаци|сведени|риск|осложнени|последстви|противопоказани|побочн|(?:порядк|услови)\w* (?:оказания|предоставления|выполнения)|(?:об|о) (?:услуг|товар|качеств|свойств|характеристик)|претензи|бесплатн|ОМС|representation|informed|advised|risks?\b",
    ),
    # The parties confirming alike that they read the contract, or a signed act of accepted work (the
    # acceptance item's), are no blanket acknowledgement.
    exclude=(
        r"отзыв\w* (?:настоящего |данного )?согласи|как субъекта персональных данных|(?:^|\W)стороны (?:подтверждают|заверяют|гарантируют)|кажд\w+ из сторон|(?:both|each) part(?:y|ies)|the parties (?:acknowledge|confirm)|акт\w* (?:сдачи|приема|приёма|выполненных)",
    ),
    severity_rules=(
        SeverityRule(
            "high",
            rf"{_NO_CLAIMS}|бесплатн|гарантированн\w* (?:помощи|объ[её]м)|ОМС|обязательного медицинского страхования|(?:всех|все|всеми)\s+(?:возможн\w+\s+)?(?:риск|осложнени|последстви)|риск\w* и (?:возможн\w+ )?(?:осложнени|последстви)",
            Text(
                "Вы заранее отказываетесь от претензий или от бесплатной помощи, либо признаёте, что предупреждены обо всех рисках и осложнениях.",
                "You waive claims or a free alternative in advance, or confirm you were warned of every risk and complication.",
            ),
        ),
    ),
    max_findings=2,
)

# The consumer or the individual bound to keep the contract itself secret cannot show it to an adviser, a
# regulator or a court without the risk of a claim (a secrecy duty on the other side's data is the
# confidentiality item's).
TERMS_SECRECY = ChecklistItem(
    id="terms_secrecy",
    title=Text("Запрет раскрывать условия договора", "A ban on disclosing the contract's terms"),
    look_for=Text(
        "Условия договора конфиденциальны для вас, за их разглашение — убытки или штраф.",
        "The contract's own terms are secret for you, with damages or a penalty for disclosure.",
    ),
    why=Text(
        "Показать договор юристу, в Роспотребнадзор или в суд становится рискованно: другая сторона может требовать убытки или штраф за «разглашение».",
        "Showing the contract to a lawyer, a regulator or a court becomes risky: the other side may claim damages or a penalty for 'disclosure'.",
    ),
    recommendation=Text(
        "Исключить условие или прямо разрешить раскрытие условий договора консультантам, государственным органам, в суде и по закону.",
        "Strike the term, or expressly allow disclosure to advisers, authorities, in court and where the law requires.",
    ),
    severity="medium",
    patterns=(
        r"услови\w* (?:настоящего )?(?:договора|соглашения|оферты)[^.;]{0,40}(?:являются|являться|признаются) конфиденциальн",
        r"(?:не разглашать|не раскрывать|не подлежат разглашению|не подлежит разглашению|запрещается разглашать)[^.;]{0,40}услови\w* (?:настоящего )?(?:договора|соглашения|оферты)",
        r"услови\w* (?:настоящего )?(?:договора|соглашения|оферты)[^.;]{0,40}не подлеж\w* (?:разглашению|раскрытию|огласке)",
    ),
    exclude=(r"(?:за исключением|кроме)[^.;]{0,80}(?:закон|суд|государствен|консультант|юрист)",),
    parties=("consumer", "individual"),
    max_findings=1,
)

ACKNOWLEDGEMENT_CHECKLIST: tuple[ChecklistItem, ...] = (BLANKET_ACKNOWLEDGEMENT, TERMS_SECRECY)
