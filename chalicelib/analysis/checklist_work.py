# ruff: noqa: E501  (a data table: long patterns and phrases read better unwrapped)
"""Checklist item for a civil contract that keeps an individual's work outside labour law (data only;
judged in :mod:`chalicelib.analysis.judge_work`).

Relations in which a person works personally and continuously, to the other side's orders and schedule, for
pay for the work, are labour relations whatever the contract calls them (ст. 15, 19.1 ТК РФ). A services
contract with an individual that says it is «не трудовой» and then puts the person under internal rules, a
schedule or fines leaves the person without paid leave, sick pay, protection against dismissal and the
limits on deductions until a court says otherwise. The plain statement that a contractor is independent,
with no such control, is the ordinary civil contract and is low.
"""

from __future__ import annotations

from chalicelib.analysis.checklist import ChecklistItem, SeverityRule, Text

_NOT_LABOUR = r"(?:не является трудов\w*|не (?:порождает|влеч[её]т|создает|создаёт|возника\w*) трудов\w* (?:отношени|правоотношени)|не состо\w+ в трудовых (?:отношени|правоотношени)|не является работником|трудов\w* законодательств\w*[^.;]{0,40}не (?:распространя|применя)|нормы трудового (?:законодательства|права)[^.;]{0,20}не (?:распространя|применя)|гарантии[^.;]{0,40}трудов\w* (?:кодекс|законодательств)[^.;]{0,40}не (?:распространя|предоставля))"
_CONTROL = r"(?:правил\w* внутреннего (?:трудового )?распорядка|трудов\w* дисциплин|график\w* (?:работы|работ|выхода|смен)|рабоч\w* (?:время|времени|места?|смен)|режим\w* работы|подчиня\w*|штраф\w*[^.;]{0,40}(?:опоздан|отсутстви|нарушени\w* (?:графика|дисциплины|распорядка)))"

DISGUISED_EMPLOYMENT = ChecklistItem(
    id="disguised_employment",
    title=Text("Работа без гарантий трудового права", "Work without employment protection"),
    look_for=Text(
        "Гражданско-правовой договор с физическим лицом исключает трудовые отношения, но подчиняет его распорядку, графику или штрафам.",
        "A civil contract with an individual that excludes employment while putting the person under rules, schedules or fines.",
    ),
    why=Text(
        "Если вы лично и постоянно работаете по заданию и графику другой стороны за плату за труд, отношения трудовые, как бы ни назывался договор (ст. 15, 19.1 ТК РФ); пока это не признано, у вас нет оплачиваемого отпуска, больничного, гарантий при увольнении и ограничений удержаний.",
        "If you work personally and continuously to the other side's orders and schedule for pay, the relation may in law be employment whatever the contract says; until it is recognised you have no paid leave, sick pay or protection against dismissal.",
    ),
    recommendation=Text(
        "При постоянной работе по графику и под контролем другой стороны — просить трудовой договор (ст. 15, 67 ТК РФ); если договор гражданско-правовой — исключить распорядок, график и штрафы, оплачивать результат по акту и не давать права удерживать вознаграждение.",
        "If the work is continuous, scheduled and controlled, ask for an employment contract; if it stays a services contract, remove rules, schedules and fines, pay for results against an acceptance act, and bar withholding of fees.",
    ),
    severity="medium",
    patterns=(
        _NOT_LABOUR,
        rf"(?:обязан|обязуется|должен)\w*[^.;]{{0,60}}(?:соблюдать|выполнять|подчиняться)[^.;]{{0,40}}{_CONTROL}",
        r"(?:не предоставля|не оплачива|не положен|без (?:оплаты|сохранения))\w*[^.;]{0,40}(?:ежегодн\w* )?(?:отпуск|больничн|пособи\w* по (?:временной )?нетрудоспособн)",
        r"(?:not|no) (?:be )?entitled to (?:any )?(?:employee |employment[- ]related )?(?:benefits|vacation|paid leave|sick (?:pay|leave)|overtime|workers'? compensation|unemployment)",
        r"waives?[^.;]{0,40}(?:any )?(?:right|claim)s? to (?:any )?(?:employee |employment )?(?:benefits|overtime|workers'? compensation)",
    ),
    requires=(
        r"исполнител|подрядчик|самозанят|физическ\w+ лиц|гражданин|агент|курьер|волонт[её]р|contractor|consultant|individual|freelancer|worker",
    ),
    # The labour contract itself is the labour_terms item's (regime "labour": judge_work drops it).
    exclude=(r"трудов\w* договор\w*[^.;]{0,40}(?:заключ|является)[^.;]{0,20}(?:на|в) (?:неопредел|определ)",),
    severity_rules=(
        SeverityRule(
            "high",
            _CONTROL,
            Text(
                "Договор отрицает трудовые отношения и при этом подчиняет вас распорядку, графику или дисциплине.",
                "The contract denies employment while putting you under rules, a schedule or discipline.",
            ),
        ),
    ),
    max_findings=1,
)

_DIRECTED = r"(?:по (?:заданию|заданиям|поручению|поручениям|указанию|указаниям|требованию|распоряжению|запросу|заявке)|которые (?:поручит|укажет|определит|потребует|сочтет необходимым|сочтёт необходимым))"

OPEN_SCOPE = ChecklistItem(
    id="open_scope",
    title=Text("Объём работы определяет другая сторона", "Scope of work set by the other side"),
    look_for=Text(
        "Иные услуги, работы или поручения по заданию другой стороны; обязанность исполнить любую заявку; объём определяется другой стороной.",
        "Such other services or duties as the other side may request from time to time; a duty to fill any order.",
    ),
    why=Text(
        "Другая сторона может расширять объём работы или требовать исполнения любой заявки, а цена и сроки остаются прежними: за отказ — нарушение договора и санкции.",
        "The other side can widen the work or demand any order be filled while the price and deadlines stay as they are; refusing becomes a breach.",
    ),
    recommendation=Text(
        "Перечислить услуги или работы в договоре или приложении; дополнительные — только по согласованному сторонами заданию с отдельной ценой и сроком; заявку можно отклонить или согласовать иной срок в течение 2 рабочих дней.",
        "List the services in the contract or an annex; anything more only by a change order agreed by both with its own price and timetable; orders may be declined or rescheduled within two business days.",
    ),
    severity="medium",
    patterns=(
        rf"(?:иные|другие|прочие|дополнительные|любые) (?:услуги|работы|поручения|задания|обязанности|функции)[^.;]{{0,60}}{_DIRECTED}",
        r"(?:выполнять|исполнять|оказывать) (?:иные|другие|любые|прочие) (?:поручения|задания|указания|услуги)",
        r"(?:обязан|обязуется)\w*[^.;]{0,40}(?:поставить|исполнить|выполнить|принять к исполнению)[^.;]{0,30}(?:любую|любой|каждую|каждый|все) (?:заявк|заказ|поручени)",
        r"(?:объ[её]м|перечень|состав)\w* (?:услуг|работ)\w*[^.;]{0,40}(?:определя|устанавлива|изменя)\w*[^.;]{0,20}(?:заказчик|клиент|покупател)\w*[^.;]{0,30}(?:самостоятельно|в одностороннем|по своему усмотрению|единолично)",
        r"such (?:other|additional|further) (?:services|duties|tasks|work)[^.;]{0,60}(?:as|that) (?:the )?[a-z]+ (?:may|shall|will)(?: from time to time)?(?: reasonably)? (?:request|direct|assign|require|designate|determine)",
        r"(?:services|duties|tasks)[^.;]{0,40}as (?:may be )?(?:directed|requested|assigned|determined|required) by (?:the )?[a-z]+[^.;]{0,30}from time to time",
        r"(?:any|all) (?:other )?(?:services|tasks|duties) (?:reasonably )?(?:requested|assigned|directed) by (?:the )?(?:company|client|customer)",
    ),
    severity_rules=(
        SeverityRule(
            "high",
            r"без (?:дополнительн\w* )?(?:оплаты|вознаграждени|платы)|в пределах (?:цены|стоимости|вознаграждени)|включен\w* в (?:стоимость|цену|вознаграждение)|at no (?:additional|extra) (?:cost|charge|fee)|without (?:additional|further|extra) (?:compensation|payment|fees?)|included in the (?:fees?|price|compensation)",
            Text(
                "Дополнительная работа входит в прежнюю цену.",
                "The extra work is included in the same price.",
            ),
        ),
    ),
    max_findings=1,
)

WORK_CHECKLIST: tuple[ChecklistItem, ...] = (DISGUISED_EMPLOYMENT, OPEN_SCOPE)
