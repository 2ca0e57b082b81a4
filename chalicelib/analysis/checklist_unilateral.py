# ruff: noqa: E501  (a data table: long patterns read better unwrapped)
"""The other side's unilateral rights beyond changing the price or the terms (data only; judged in
:mod:`chalicelib.analysis.judge_unilateral`).

Each pattern is an operative predicate: a right («вправе», «имеет право», «оставляет за собой право»,
«может») followed by what it lets its holder do without the reader's consent:

- engage third parties or subcontractors to perform (ст. 780 ГК РФ: services are rendered in person unless
  the contract says otherwise);
- move the time, place, dates or schedule of performance, or replace the staff who perform;
- cut, change or add to the list, volume or content of what is provided;
- fix by itself the volume, quantity, quality, price or compensation, or decide claims and disputes
  at its own discretion;
- demand additional works, payments or documents;
- suspend, block or limit the service, the access or the account, or refuse to serve or to perform;
- keep the reader's property or papers (self-help).

Patterns find the sentence; the judge decides from the clause's facts whose right it is (a mutual right, the
reader's own right and a ban are not risks) and how heavy it is (the price, no notice, no way out).
"""

from __future__ import annotations

# A right granted (not denied): the modal, then up to a few words before the verb.
_RIGHT = r"(?<!не )(?:вправе|имеет право|имеют право|оставляет за собой право|оставляют за собой право|может|могут)\s+(?:[а-яё-]+,?\s+){0,4}?"
# A right granted in the sentence, or an item of a list under «Исполнитель вправе:» that starts with the verb
# (the clause's facts carry the lead-in's holder and modality).
_LEAD_IN = r"(?<!не )(?:вправе|имеет право|имеют право|оставляет за собой право)\s*:\s*(?:[-–—•*]|\d+(?:\.\d+)*\.?|[а-я]\))?\s*"
_GRANTED = rf"(?:{_RIGHT}|{_LEAD_IN}|^[\W\d]*)"
_ROLE = r"(?:исполнител|продавц|поставщик|лицензиар|арендодател|наймодател|правообладател|компани|банк|оператор|агент|кредитор|займодав|сервис|администраци|организатор|страховщик|работодател|управляющ|перевозчик|экспедитор|подрядчик|платформ|школ|клуб|центр|туроператор|заказчик|покупател|арендатор|нанимател|лицензиат|пользовател|клиент)\w*"
_PERFORMANCE = r"(?:оказани|выполнени|исполнени|предоставлени|проведени|поставк|обслуживани|обучени|заняти|работ|услуг|мероприяти|тур|поездк|перевозк|доставк)\w*"

# Third parties engaged to perform: «вправе привлекать к оказанию услуг третьих лиц».
SUBCONTRACT = rf"{_RIGHT}(?:привлека\w*|привлечь)\s+(?:[^.;]{{0,60}}?)(?:треть\w+ лиц|субподрядчик|субисполнител|соисполнител|сторонн\w+ (?:организаци|специалист|лиц|исполнител)|ины\w+ (?:лиц|исполнител|специалист)|других (?:лиц|исполнител|специалист)|партн[её]р)"
# The time, place or schedule of performance moved, or the staff replaced.
SCHEDULE = rf"{_RIGHT}(?:изменить|изменять|менять|поменять|перенести|переносить|сдвинуть|сдвигать|заменить|заменять|корректировать|скорректировать)\w*\s+(?:[^.;]{{0,40}}?)(?:врем\w+|мест\w+ (?:{_PERFORMANCE}|проведения|оказания|встречи|сбора)|дат\w+|срок\w* (?:{_PERFORMANCE})|график\w*|расписани\w*|маршрут\w*|программ\w* (?:тур|поездк|мероприяти|обучени|заняти)|преподавател\w*|тренер\w*|специалист\w*|педагог\w*|гид\w*|отел\w*|гостиниц\w*|средств\w* размещения)"
# What is provided cut or changed: the list, volume, content or composition of the services.
SCOPE = rf"{_RIGHT}(?:изменить|изменять|менять|сократить|сокращать|уменьшить|уменьшать|дополнить|дополнять|исключить|исключать|пересмотреть|пересматривать)\w*\s+(?:[^.;]{{0,30}}?)(?:перечень|перечн\w*|объ[её]м\w*|состав\w*|содержани\w*|ассортимент\w*|комплектаци\w*|количеств\w*|функционал\w*|функци\w*|параметр\w*)\s+(?:[а-яё]+\s+){{0,2}}?(?:{_PERFORMANCE}|товар|продукци|сервис|программ|курс|тур|рекламн|кампани|пакет|тариф)"
# Fixed by one side alone: «объём услуг определяется Исполнителем самостоятельно», «Исполнитель по своему
# усмотрению определяет размер компенсации».
_WHAT_IS_FIXED = r"(?:объ[её]м\w*|количеств\w*|качеств\w*|размер\w* (?:компенсаци|возмещени|возврат|скидк|вознагражд|оплат|плат|штраф|неустойк|ущерб|убытк)|сумм\w* (?:компенсаци|возмещени|возврат|ущерб|убытк|штраф)|компенсаци\w*|стоимост\w* (?:{_PERFORMANCE}|ущерб|ремонт|устранени)|сроки? (?:{_PERFORMANCE}))"
_ALONE = r"(?:самостоятельно|единолично|в одностороннем порядке|по (?:своему|собственному|единоличному) усмотрению)"
SELF_DETERMINED = (
    rf"{_WHAT_IS_FIXED}[^.;]{{0,60}}(?:определя|устанавлива|рассчитыва|оценива)\w*\s+(?:{_ALONE}\s+)?{_ROLE}\s+{_ALONE}"
    rf"|{_WHAT_IS_FIXED}[^.;]{{0,60}}(?:определя|устанавлива|рассчитыва|оценива)\w*\s+{_ALONE}\s+{_ROLE}"
    rf"|(?:{_ALONE}|{_RIGHT}{_ALONE})\s+(?:определя|устанавлива|рассчитыва|оценива)\w*\s+(?:[а-яё]+\s+){{0,2}}?{_WHAT_IS_FIXED}"
    rf"|{_RIGHT}(?:определять|определить|устанавливать|установить|рассчитывать|оценивать)\s+{_ALONE}\s+(?:[а-яё]+\s+){{0,2}}?{_WHAT_IS_FIXED}"
)
# Claims, disputes or compensation decided at one side's discretion.
DISCRETION = r"(?:по (?:своему|собственному|единоличному) усмотрению|на (?:своё|свое) усмотрение)[^.;]{0,40}(?:реша|разреша|рассматрива|урегулир|удовлетвор|отклон|определя)\w*[^.;]{0,40}(?:спор|претензи|жалоб|требовани|компенсаци|возмещени|возврат)|(?:спор|претензи|жалоб|компенсаци|возмещени)\w*[^.;]{0,60}(?:реша|разреша|рассматрива|урегулир|удовлетвор|определя)\w*\s+(?:[а-яё]+\s+){0,2}?по (?:своему|собственному|единоличному) усмотрению"
# Additional works, payments or documents demanded.
EXTRA_DEMANDS = rf"{_RIGHT}(?:потребовать|требовать|запросить|запрашивать|истребовать|обязать)\s+(?:[^.;]{{0,40}}?)(?:дополнительн\w+ (?:работ|услуг|оплат|плат|взнос|документ|сведени|информаци|материал|подтвержден)|доплат\w*|ины\w+ документ|любы\w+ (?:документ|сведени|информаци))"
# The service, the access or the account suspended, blocked or limited, or service refused.
_WHAT_IS_CUT = rf"(?:{_PERFORMANCE}|доступ\w*|аккаунт\w*|учетн\w* запис\w*|учётн\w* запис\w*|личн\w+ кабинет\w*|профил\w*|сервис\w*|сайт\w*|платформ\w*|программ\w*|подключени\w*|(?:электро|энерго|газо|водо|тепло)снабжени\w*|отгрузк\w*|бронировани\w*|заказ\w*|лицев\w+ сч[её]т\w*|абонент\w*|сет[ьи]\b|связ[ьи]\b|карт[аыуе]?\b|подписк\w*)"
# A part of what is provided («ограничить функции сервиса»): a change of the service, not its suspension.
_PROVIDED_PART = r"(?:функци|функционал|возможност|объ[её]м|перечен|перечн|состав|содержани)"
SUSPENSION = rf"{_GRANTED}(?:приостановить|приостанавливать|заблокировать|блокировать|ограничить|ограничивать|прекратить|прекращать|отключить|отключать|закрыть|закрывать|прервать|прерывать|аннулировать|удалить|удалять)\s+(?:(?!{_PROVIDED_PART})[а-яё]+\s+){{0,3}}?{_WHAT_IS_CUT}"
# Performance refused outright: «вправе отказаться от оказания услуг», «вправе не приступать к работам».
# A subject of both parties («любая из Сторон может отказаться»: force majeure, a mutual right) is no one side's.
_NOT_BOTH = r"(?<!сторон )(?<!стороны )(?<!сторона )"
WITHDRAWAL = (
    rf"{_NOT_BOTH}{_GRANTED}(?:отказаться|отказываться)\s+от\s+(?:[а-яё]+\s+){{0,2}}?(?:{_PERFORMANCE}|договор\w*|соглашени\w*|оферт\w*|заказ\w*|заявк\w*)"
    rf"|{_NOT_BOTH}{_GRANTED}не (?:приступать|приступить|начинать|начать)\s+(?:к\s+)?(?:[а-яё]+\s+){{0,2}}?{_PERFORMANCE}"
    # The contract itself ended by one side: «вправе (досрочно) расторгнуть Договор».
    rf"|{_NOT_BOTH}{_GRANTED}(?:досрочно\s+)?(?:расторгнуть|расторгать|прекратить действие)\s+(?:[а-яё]+\s+){{0,2}}?(?:договор|соглашени|оферт|лицензи)"
)
# The reader's property or papers kept, or the reader kept out (self-help): «вправе удерживать имущество Арендатора», «не возвращать
# документы»; a sum kept out of a payment is a set-off, read by pay_discretion.
_NOT_A_SUM = r"(?![^.;]{0,60}(?:неустойк|штраф|пен[иеяю]\b|\d|руб|денежн|сумм|\bиз (?:сумм|оплат|стоимост|вознагражд|платеж|средств|причита|депозит|залог|обеспечительн)))"
RETENTION = (
    rf"{_NOT_BOTH}{_GRANTED}(?:удерживать|удержать|не возвращать|не вернуть|не выдавать|не выдать)\s+{_NOT_A_SUM}(?:[^.;]{{0,40}}?)(?:имуществ|документ|вещ|оборудовани|товар|груз|материал|оригинал|паспорт|трудов\w* книжк|автомобил|транспортн\w* средств|ключ|результат)"
    # Or kept from the premises it rents: «вправе не допускать Арендатора в помещение».
    rf"|{_NOT_BOTH}{_GRANTED}не (?:допускать|допустить|пускать|пропускать)\s+(?:[^.;]{{0,40}}?)(?:помещени|территори|объект|здани|склад|зал|{_PERFORMANCE})"
)
REFUSAL = rf"{_GRANTED}(?:отказать|отказывать)\s+(?:[а-яё]+\s+){{0,2}}?в\s+(?:[а-яё]+\s+){{0,1}}?(?:{_PERFORMANCE}|предоставлени\w*|выдач\w*|доступ\w*|участи\w*|приеме|приёме|заключени\w* договор|бронировани\w*|возврат\w*|регистраци\w*)"

CHANGE_RIGHT_PATTERNS: tuple[str, ...] = (
    SUBCONTRACT,
    SCHEDULE,
    SCOPE,
    SELF_DETERMINED,
    DISCRETION,
    EXTRA_DEMANDS,
)
END_RIGHT_PATTERNS: tuple[str, ...] = (SUSPENSION, REFUSAL, WITHDRAWAL, RETENTION)
