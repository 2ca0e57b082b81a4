# ruff: noqa: E501  (a data table: long patterns and phrases read better unwrapped)
"""Checklist item for notices the reader is deemed to have received without receiving them (data only;
judged in :mod:`chalicelib.analysis.judge_rights`).

By default a notice has effect when it reaches the addressee (ст. 165.1 ГК РФ; in common law, a notice
takes effect on receipt unless the contract says otherwise). A contract that counts a notice as received
when it is sent or posted on a website lets a deadline to pay, reply or object start, and run out, before
the reader knows of it. The standard notices clause (delivered personally, by courier, three days after
mailing) is not this: the patterns need sending, posting or "whether or not received".
"""

from __future__ import annotations

from chalicelib.analysis.checklist import ChecklistItem, SeverityRule, Text

# What the sender does: sends, posts, publishes (the moment the contract counts from).
_SENT = r"(?:отправ|направлени|размещени|публикаци|опубликовани|передач\w* (?:оператору|в организацию) связи)"
_DEEMED = (
    r"(?:считается|считаются|признается|признаются|признаётся|признаю?тся|будет считаться|будут считаться)"
)
_RECEIVED = r"(?:полученн|доставленн|врученн|прочитанн|уведомленн|извещенн|доведенн\w* до (?:сведения|ведома)|ознакомленн|надлежащ\w* (?:образом )?(?:уведомленн|извещенн|направленн|доставленн|врученн))"

DEEMED_NOTICE = ChecklistItem(
    id="deemed_notice",
    title=Text("Уведомление считается полученным без получения", "Notices deemed received without receipt"),
    look_for=Text(
        "Сообщение считается полученным с момента отправки или размещения на сайте; риск неполучения на вас; запрет ссылаться на неполучение.",
        "A notice deemed received when sent or posted, whether or not it arrives; the risk of non-receipt put on you.",
    ),
    why=Text(
        "Срок для ответа, оплаты или возражения начнёт течь и может истечь до того, как вы узнаете о сообщении: по общему правилу сообщение влечёт последствия с момента доставки (ст. 165.1 ГК РФ).",
        "A deadline to pay, reply or object can start and run out before you learn of the notice; by default a notice takes effect when it is received.",
    ),
    recommendation=Text(
        "Считать сообщение полученным с момента доставки адресату (уведомление о вручении, ответ или подтверждение прочтения), а уведомления о претензиях, расторжении и изменении условий направлять и по электронной почте, и письмом.",
        "Count a notice from its delivery (receipt, reply or read confirmation), and send notices of claims, termination or changed terms both by e-mail and by letter.",
    ),
    severity="medium",
    patterns=(
        rf"{_DEEMED}\s+(?:[а-яё]+\s+){{0,4}}?{_RECEIVED}\w*[^.;]{{0,120}}(?:с (?:даты|момента|дня) (?:его |ее |её |их )?{_SENT}|в (?:день|дату|момент) (?:его |ее |её |их )?{_SENT})",
        rf"(?:с (?:даты|момента|дня)|в (?:день|момент)) (?:его |ее |её |их )?{_SENT}\w*[^.;]{{0,80}}{_DEEMED}\s+(?:[а-яё]+\s+){{0,3}}?{_RECEIVED}",
        r"риск\w*[^.;]{0,40}(?:неполучени|непрочтени|несвоевременн\w* получени)[^.;]{0,100}(?:нес[её]т|лежит|возлага)",
        r"не вправе ссылаться на (?:неполучени|несвоевременн\w* получени|отсутстви\w* (?:у него )?(?:уведомлени|извещени|сообщени))",
        r"deemed (?:to have been )?(?:received|delivered|given|served)[^.;]{0,100}(?:whether or not|regardless of whether|even if)[^.;]{0,40}(?:received|read|opened|accessed|delivered)",
        r"deemed (?:to have been )?(?:received|delivered|given|served)[^.;]{0,60}(?:upon|on|when|at the time (?:of|it is)) (?:it is )?(?:posted|posting|published|publication)",
        r"(?:notices?|notifications?|communications?)[^.;]{0,60}(?:may|will) be (?:given|provided|made) (?:to you )?by posting",
        r"you (?:are|will be) (?:responsible|solely responsible) for (?:keeping|maintaining|updating)[^.;]{0,60}(?:e-?mail|contact|address)[^.;]{0,120}deemed",
    ),
    # A few days allowed for delivery, or a presumption the addressee may rebut, is the ordinary postal rule.
    exclude=(
        r"по истечении|через \S+ (?:\(\w+\) )?(?:рабоч\w+ |календарн\w+ )?(?:дн|день|дня|сут)|если не доказано иное|unless (?:the recipient |the addressee )?(?:proves|shows|demonstrates)",
    ),
    severity_rules=(
        SeverityRule(
            "high",
            r"(?:претензи|требовани|расторжени|отказ\w* от (?:договора|исполнения)|изменени\w* (?:условий|цен|тариф)|claims?|terminat|changes? to (?:these|the) terms)",
            Text(
                "Так считаются полученными претензии, отказ от договора или изменение условий.",
                "Claims, termination or changed terms count as received this way.",
            ),
        ),
    ),
    max_findings=1,
)

NOTICE_CHECKLIST: tuple[ChecklistItem, ...] = (DEEMED_NOTICE,)
