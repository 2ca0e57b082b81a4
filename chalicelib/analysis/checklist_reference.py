# ruff: noqa: E501  (a data table: long patterns read better unwrapped)
"""Unilateral change by the back door: terms that incorporate documents the drafter may change, and
precedence clauses that put the drafter's standard terms above the signed contract (patterns only; they
extend the ``unilateral_change`` item and are judged in :mod:`chalicelib.analysis.judge_reference`).

A contract that makes the other side's rules on its website, its price list or its policy "as amended from
time to time" part of the contract lets that side change what was agreed by editing the document, without
the reader's signature (for a contract of adhesion see art. 428 ГК; a consumer's terms may not be changed
unilaterally at all, ст. 310 ГК). A precedence clause that lets those standard terms prevail over the
signed contract undoes the terms the reader negotiated. An exhibit attached to the contract, or a document
"as in force on the date of signing", is no such risk: the patterns need a document its owner publishes or
amends.
"""

from __future__ import annotations

from chalicelib import regexes

# The documents a drafter keeps and changes: rules, tariffs, price lists, general terms, policies.
_DOCUMENT_RU = r"(?:правил|тариф|прайс[- ]?лист|прейскурант|общи\w* услови|регламент|политик|положени\w* о|стандарт\w* услови|инструкци)"
# Where it is kept and that it may change.
_CHANGEABLE_RU = r"(?:размещ\w*|опубликова\w*|публику\w*|доступн\w*)[^.;]{0,60}(?:сайт|интернет|портал|личн\w* кабинет|приложени\w* )|(?:действующ|актуальн|текущ)\w* (?:на момент|редакци)|с (?:учетом|учётом) (?:всех )?(?:изменений|дополнений)|утверждаем\w*|устанавливаем\w*"
_PART_RU = r"(?:(?:являются|является|составляют|составляет|признаются|признается)\s+(?:его |ее |её |их )?(?:неотъемлемой|неотделимой|составной)\s+частью|(?:неотъемлемой|неотделимой|составной)\s+частью\s+(?:[а-яё]+\s+){0,3}?(?:являются|является))"
_DOCUMENT_EN = r"(?:rules|policies|policy|guidelines|price list|pricing|rate card|fee schedule|schedule of fees|(?:standard|general|online|website|published) terms|terms of (?:use|service)|acceptable use policy|code of conduct|handbook)"
_CHANGEABLE_EN = r"as (?:amended|updated|modified|revised|supplemented|changed|in effect|posted)(?: by [a-z]+)? from time to time|from time to time|(?:posted|published|available|located|found) (?:on|at|via)[^.;]{0,60}(?:website|site|portal|web ?page|url|https?://|www\.)|then[- ]current|current version|as (?:we|it|they) may (?:amend|update|modify|change)"
_PART_EN = r"(?:incorporated (?:herein |into (?:this|these) [a-z]+ )?by reference|form(?:s)? (?:a |an )?(?:integral )?part of|(?:is|are) (?:hereby )?incorporated|(?:is|are) (?:made )?(?:a )?part of|(?:shall )?apply to|govern)"
# What prevails over the contract: the drafter's standard terms (not "this Agreement", not the individual terms).
_PREVAIL_RU = r"(?:имеют|имеет) (?:преимущественную силу|приоритет|преимущество)|(?:применя|действу)\w*|(?:подлежат|подлежит) применению"
_PREVAIL_EN = r"(?:shall |will )?(?:prevail|govern|control|take precedence)"

INCORPORATION_PATTERNS: tuple[str, ...] = (
    # «Правила оказания услуг, размещённые на сайте Исполнителя, являются неотъемлемой частью договора».
    rf"{_DOCUMENT_RU}\w*[^.;]{{0,80}}?(?:{_CHANGEABLE_RU})[^.;]{{0,120}}?{_PART_RU}",
    rf"{_PART_RU}[^.;]{{0,80}}?{_DOCUMENT_RU}\w*[^.;]{{0,80}}?(?:{_CHANGEABLE_RU})",
    # «Заказчик обязуется соблюдать Правила в действующей редакции», «в соответствии с Тарифами, действующими на момент оплаты».
    rf"(?:в соответствии с|согласно|на условиях|по)\s+(?:[а-яё]+\s+){{0,2}}?{_DOCUMENT_RU}\w*[^.;]{{0,60}}?(?:действующ|актуальн|текущ)\w* (?:на момент|на дату|редакци)",
    # «Общие условия определены в действующей редакции "Общих условий"», «с действующей редакцией Тарифов Банка».
    rf"(?:действующ|актуальн|текущ)\w* редакци\w*\s+(?:[«\"]\s*)?{_DOCUMENT_RU}",
    rf"{_DOCUMENT_RU}\w*[^.;]{{0,60}}?(?:определ|устанавлива|установлен|регулиру|содерж|изложен)\w*[^.;]{{0,30}}?(?:действующ|актуальн|текущ)\w* редакци",
    # «В случае противоречия между Договором и Правилами применяются Правила».
    rf"(?:в случае|при)\s+(?:наличи\w+\s+)?(?:противоречи|расхождени|несоответстви|коллизи)\w*[^.;]{{0,160}}?(?:{_PREVAIL_RU})[^.;]{{0,40}}?(?<!индивидуальные )(?<!индивидуальных )(?:{_DOCUMENT_RU})\w*",
    # "The Acceptable Use Policy, as amended from time to time, is incorporated herein by reference."
    rf"{_DOCUMENT_EN}[^.;]{{0,100}}?(?:{_CHANGEABLE_EN})[^.;]{{0,120}}?{_PART_EN}",
    rf"{_PART_EN}[^.;]{{0,100}}?{_DOCUMENT_EN}[^.;]{{0,100}}?(?:{_CHANGEABLE_EN})",
    # "In the event of any conflict between this Agreement and the Company's Policies, the Policies shall prevail."
    rf"(?:in the event of|in case of|if there is)\s+(?:any\s+|a\s+)?(?:conflict|inconsistency|discrepancy)[^.;]{{0,160}}?(?:the\s+)?(?:[a-z]+'s\s+|our\s+)?{_DOCUMENT_EN}\s+{_PREVAIL_EN}",
)
# The verdict reads these: a precedence clause, and the contract or its individual terms as what prevails.
PRECEDENCE = regexes.compile(
    r"(?:в случае|при)\s+(?:наличи\w+\s+)?(?:противоречи|расхождени|несоответстви|коллизи)|(?:in the event of|in case of|if there is)\s+(?:any\s+|a\s+)?(?:conflict|inconsistency|discrepancy)"
)
INCORPORATION = regexes.compile("|".join(f"(?:{p})" for p in INCORPORATION_PATTERNS))
CONTRACT_PREVAILS = regexes.compile(
    rf"(?:{_PREVAIL_RU})[^.;]{{0,20}}?(?:условия\s+)?(?:настоящ\w+\s+)?(?:договор|индивидуальн\w+\s+услови|соглашени|контракт)\w*"
    rf"|(?:this|the)\s+(?:agreement|contract|order form|master agreement|individual terms)\s+{_PREVAIL_EN}"
    rf"|(?:договор|индивидуальн\w+\s+услови|соглашени)\w*\s+(?:{_PREVAIL_RU})"
)
