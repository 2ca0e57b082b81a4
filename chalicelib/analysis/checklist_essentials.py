# ruff: noqa: E501  (regular expressions read better unwrapped)
"""Patterns of the essential-terms item (``missing_essential_terms``) beyond the checklist's own: the subject
left to the other side's price list, a term stated as a range, a term left to an annex, the law left
unnamed. Data only; the verdicts are in :mod:`chalicelib.analysis.judge_essentials`."""

from __future__ import annotations

# What the contract is about defined only by a list the other side keeps: «оказывает стоматологические услуги
# согласно прейскуранту», «поставляет товар по прайс-листу». The subject is then whatever the list says (ст.
# 432 ГК РФ); the price of an extra «согласно прейскуранту» is the unilateral_change item's.
SUBJECT_BY_OWN_LIST = r"(?:оказ|выполн|предостав|осуществл|поставл|постав|переда)\w*\s+(?:[а-яё]+\s+){0,3}?(?:услуг|работ|товар|продукци)\w*\s+(?:(?!оплач|цен|стоимост|тариф)[а-яё]+\s+){0,2}?(?:согласно|в соответствии с|по)\s+(?:(?:действующ|утвержд[её]нн|текущ)\w*\s+)?(?:прейскурант|прайс[- ]?лист)"
# A period of performance (delivery, the works, the warranty, the contract's own term) stated as a range with
# nobody named to choose within it: «Срок гарантии — от 6 до 12 месяцев», «срок поставки составляет от 10 до
# 30 дней». Neither side can hold the other to a date.
TERM_RANGE = r"(?<![а-яё])(?:(?:срок\w*|период\w*) (?:поставки|доставки|передачи|выполнения|оказания|исполнения|гарантии|действия|аренды|найма|займа|службы|годности|начала|окончания)|гарантийн\w* (?:срок|период)\w*)(?:\s+[а-яё]+){0,2}\s*(?:—|–|-|:|составля\w+|составит|устанавлива\w+)\s*(?:в\s+)?от\s+\d+\s*(?:\([^)]{0,30}\)\s*)?до\s+\d+\s*(?:\([^)]{0,30}\)\s*)?(?:[а-яё]+\s+)?(?:дн|месяц|мес\b|лет|год|недел|час)"
# An essential term said to be set out in an annex (a specification, terms of reference, an estimate, a
# schedule): agreed only if the annex is signed with the contract; the verdict checks the text carries it.
_ANNEX_KINDS = r"(?:приложени|спецификаци|техническ\w+ задани|смет|календарн\w+ план)\w*"
_TERM_NOUNS = r"(?:наименовани|количеств|ассортимент|номенклатур|цен[аыуе]\b|стоимост|срок\w* (?:поставки|выполнения|оказания|начала|окончания)|объ[её]м|перечень|перечн|состав\w* (?:работ|услуг)|вид\w* (?:работ|услуг)|описани\w* (?:объекта|имущества|помещения|товара|работ|услуг)|характеристик)"
TERM_IN_ANNEX = (
    rf"(?<![а-яё]){_TERM_NOUNS}\w*[^.;]{{0,100}}(?:указыва|определя|устанавлива|согласовыва|привод|содерж|оговарива|указан|определен|определён|установлен|согласован|приведен|приведён|оговорен|предусмотрен|перечислен)\w*\s+(?:[а-яё]+\s+){{0,2}}?(?:в|во)\s+(?:[а-яё]+\s+)?{_ANNEX_KINDS}"
    rf"|(?:выполн|оказ|постав|переда)\w*\s+(?:[а-яё]+\s+){{0,3}}?(?:работ|услуг|товар|продукци)\w*[^.;]{{0,40}}(?:согласно|в соответствии с)\s+(?:[а-яё]+\s+)?{_ANNEX_KINDS}"
)
# The governing law left unnamed: «Оферта регулируется применимым законодательством», «в компетентном суде».
UNNAMED_LAW = r"(?:регулир|подчин|толку|руководству)\w*[^.;]{0,60}применим\w* (?:законодательств|прав)|компетентн\w* суд\w*\b(?!\s+(?:по |г\.|город|в соответствии|согласно|[а-яё]+ (?:области|края|республики)))"

PATTERNS: tuple[str, ...] = (SUBJECT_BY_OWN_LIST, TERM_RANGE, TERM_IN_ANNEX)
# What lets those sentences through the item's ``requires``.
REQUIRES = "|".join((SUBJECT_BY_OWN_LIST, TERM_RANGE, TERM_IN_ANNEX, UNNAMED_LAW))
