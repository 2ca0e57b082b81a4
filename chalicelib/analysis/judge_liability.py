# ruff: noqa: E501  (bilingual phrases and regular expressions read better unwrapped)
"""Verdicts for the items of :mod:`chalicelib.analysis.checklist_liability`: liability without fault,
forfeiture, short claim deadlines and waivers of rights.

Each asks who carries the clause (the one liable, the one who loses the money or the contract, the one who
must claim, the one who waives) and reads the regime: a term both parties carry alike is no shifted risk;
the law's own rule (a business answers without fault, п. 3 ст. 401 ГК РФ; a задаток lost by the one at
fault and returned double by the other, ст. 381 ГК РФ) is none either; against a consumer, an employee or
another individual the same term is void or far heavier. Statutes are cited only where Russian law governs.
"""

from __future__ import annotations

import re
from dataclasses import replace

from chalicelib import regexes
from chalicelib.analysis.checklist import Text
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID, CONSUMER_DAILY_PENALTY
from chalicelib.analysis.deadlines import Deadline, deadlines, shortest
from chalicelib.analysis.judge import (
    _CAP,
    _CAPPED_PARTY,
    _EN_CAP,
    _EN_LIABLE_PARTY,
    _PENALTY_CAP,
    Context,
    Verdict,
    _bearer,
    _english_party,
    _exemption,
    _indemnity,
    _other_than,
    _role_after,
)
from chalicelib.analysis.judge_payment import PAYMENT_RULES
from chalicelib.analysis.judge_rights import _liable, _payer
from chalicelib.clauses import BOTH, ContractModel, Facts, role_key
from chalicelib.clauses.lemmas import WORD
from chalicelib.models import Severity

_CYRILLIC = regexes.compile(r"[а-яё]")
# The acceptance reading of the payment family (itself over the rights family's): the short window is read on top.
_ACCEPTANCE = PAYMENT_RULES["acceptance"]
_MUTUAL_RU = regexes.compile(
    r"^\W*(?:\d[\d.]*\s*)?стороны\s|кажд\w+ из сторон|любая из сторон|любой из сторон|одна из сторон|обе стороны|взаимн|сторона,? (?:нарушивш|допустивш|не исполнивш|виновн)|виновн\w+ сторон"
)
_MUTUAL_EN = regexes.compile(
    r"\b(?:either|each|any|neither)\s+part(?:y|ies)\b|\bthe\s+parties\b|both\s+parties|mutual(?:ly)?\b|the (?:breaching|defaulting) party"
)


def _mutual(facts: Facts, lower: str) -> bool:
    return facts.actor == BOTH or bool((_MUTUAL_RU if _CYRILLIC.search(lower) else _MUTUAL_EN).search(lower))


def _russian(ctx: Context) -> bool:
    return ctx.regime is None or ctx.regime.russian


def _party(ctx: Context) -> str | None:
    return ctx.regime.party if ctx.regime else None


def _person(key: str | None, ctx: Context) -> bool:
    """Whether ``key`` is an individual: the consumer or the employee of the regime, or a party the
    contract shows as a private person."""
    if key is None:
        return False
    party = ctx.roles.get(key)
    if party is not None and party.individual:
        return True
    weaker = ctx.roles.weaker
    return _party(ctx) in ("consumer", "labour") and weaker is not None and weaker.key == key


def _key(word: str, ctx: Context) -> str | None:
    key = ctx.roles.key_of(word) or role_key(word)
    return key if key in ctx.roles.keys else None


def _first_role(pattern: re.Pattern[str], lower: str, ctx: Context) -> str | None:
    for m in pattern.finditer(lower):
        word = next((g for g in m.groups() if g), None)
        if word and (key := _key(word, ctx)):
            return key
    return None


def _by_law(ctx: Context, ru: str, generic: str, en: str) -> Text:
    """A note that cites Russian statutes only where Russian law governs the contract."""
    return Text(ru if _russian(ctx) else generic, en)


def _reader_of_service(ctx: Context) -> str | None:
    weaker = ctx.roles.weaker
    return weaker.key if weaker is not None else None


# --- liability without fault, risk shifted -----------------------------------------------------------

_NO_FAULT = regexes.compile(
    r"(?:независимо|вне зависимости) от (?:наличия |отсутствия |степени |формы )?(?:(?:его|её|ее|их|своей|чьей-либо) )?вин|без (?:учета |учёта |наличия )?(?:его |её |ее |их )?вины|отсутствии (?:его |её |ее |их |своей )?вины|в любом случае|regardless|irrespective|even if|whether or not|strictly liable"
)
# Loss or damage "for any reason" is an accident paid for: a shifted risk whoever bears it.
_ANY_CAUSE = regexes.compile(
    r"по любым причинам|по любой причине|от (?:их |его |ее |её )?причин|howsoever|however caused"
)
_STRANGERS = regexes.compile(
    r"третьих лиц|любых лиц|посторонних|иных лиц|посетител|гост|проживающ|неустановленн|работник"
)
_RISK_OF_LOSS = regexes.compile(r"риск\w* (?:случайной )?(?:гибели|утраты|порчи|повреждени|хищени|кражи)")
_OWN_PERFORMANCE = regexes.compile(
    r"неисполнени|ненадлежащ\w* исполнени|качеств|просрочк|нарушени\w* (?:срок|обязательств|услови)|исполнени\w* (?:своих |принятых )?обязательств"
)
_LOST_PROFIT = regexes.compile(r"упущенн\w* выгод")
_OWN_NEGLIGENCE = regexes.compile(r"negligence of|(?:sole|concurrent) negligence|indemnified part")
# Who carries a risk of loss: «риск … несёт Арендатор», «риск … лежит на Заказчике», «переходит к Покупателю».
_RISK_BEARER = regexes.compile(
    r"(?:нес[её]т|несут|лежит на|возлага\w* на|переходит к|переходит на|принимает на себя)\s+([а-яё]{4,})"
    r"|([а-яё]{4,})\s+(?:нес[её]т|несут|принимает на себя)[^.;]{0,20}риск"
)
_EN_LIABLE = regexes.compile(
    r"\b([a-z]+)\s+(?:shall|will|agrees? to|must)\s+(?:\w+\s+){0,3}?(?:be\s+(?:strictly\s+|solely\s+)?(?:liable|responsible)|indemnify|defend|reimburse|compensate|pay|bear)"
    r"|\b(you|we)\s+(?:are|will be)\s+(?:strictly\s+)?liable"
)
_STRICT_NOTE_RU_PERSON = "Гражданин, не ведущий предпринимательской деятельности, отвечает только при наличии вины (п. 1 ст. 401 ГК РФ); работник — только за виновно причинённый прямой действительный ущерб (ст. 233, 238 ТК РФ), а условие, ухудшающее положение потребителя, ничтожно (ст. 16 ЗоЗПП)."
_STRICT_NOTE_GENERIC_PERSON = (
    "A private person normally answers only for their own fault; here the clause makes you pay regardless."
)
_SHIFT_NOTE_RU = "Вы отвечаете за то, чем не управляете: за случай, за чужих людей или за имущество, которого у вас нет. По общему правилу риск случайной гибели несёт собственник или сторона, у которой вещь находится (ст. 211, 459, 669, 696, 705 ГК РФ), а должник отвечает лишь за тех, кого сам привлёк (ст. 403 ГК РФ)."
_SHIFT_NOTE_GENERIC = (
    "Вы отвечаете за то, чем не управляете: за случай, за чужих людей или за имущество, которого у вас нет."
)
_SHIFT_NOTE_EN = "You answer for what you do not control: accidents, strangers, the other side's own negligence or property you do not hold."
_PROFIT_NOTE_RU = "Вы возмещаете другой стороне и упущенную выгоду: её размер зависит от бизнеса другой стороны и может многократно превысить цену договора (ст. 15, 393 ГК РФ)."
_PROFIT_NOTE_GENERIC = "Вы возмещаете другой стороне и упущенную выгоду: её размер зависит от бизнеса другой стороны и может многократно превысить цену договора."


def strict_liability(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Liability without fault, for strangers' acts, for accidental loss of what one does not hold or for
    the other side's lost profit, on one party: a risk for that party, and none when both carry it or when
    it only restates the law (a business answers without fault anyway, п. 3 ст. 401 ГК РФ)."""
    russian_text = bool(_CYRILLIC.search(lower))
    if _mutual(facts, lower):
        return Verdict(False)
    bearer = _strict_bearer(facts, lower, ctx, russian_text)
    shifted = bool(
        _STRANGERS.search(lower)
        or _RISK_OF_LOSS.search(lower)
        or _OWN_NEGLIGENCE.search(lower)
        or _ANY_CAUSE.search(lower)
    )
    if _the_laws_own_rule(lower, bearer, ctx, shifted=shifted, russian_text=russian_text):
        return Verdict(False)
    severity, note = _strict_reading(lower, ctx, person=_person(bearer, ctx), shifted=shifted)
    return Verdict(True, _other_than(bearer, ctx) if bearer else None, severity, note)


def _the_laws_own_rule(
    lower: str, bearer: str | None, ctx: Context, *, shifted: bool, russian_text: bool
) -> bool:
    """The business answering a consumer without fault, a party answering for its own employees, a
    business answering for its own performance without fault (ст. 402, п. 3 ст. 401 ГК РФ; ЗоЗПП)."""
    if _person(bearer, ctx) and _party(ctx) == "consumer" and bearer != _reader_of_service(ctx):
        return True
    if bearer is not None and _own_staff_only(lower, bearer, ctx):
        return True
    person = _person(bearer, ctx)
    return (
        not person and not shifted and russian_text and _russian(ctx) and bool(_OWN_PERFORMANCE.search(lower))
    )


def _strict_reading(lower: str, ctx: Context, *, person: bool, shifted: bool) -> tuple[Severity, Text]:
    """Lost profit owed, liability of a private person without fault, or a risk shifted."""
    if _LOST_PROFIT.search(lower) and not shifted and not _NO_FAULT.search(lower):
        note = _by_law(
            ctx,
            _PROFIT_NOTE_RU,
            _PROFIT_NOTE_GENERIC,
            "You must also make good the other side's lost profit.",
        )
        return ("high" if person else "medium"), note
    if person:
        return "high", _by_law(
            ctx, _STRICT_NOTE_RU_PERSON, _STRICT_NOTE_GENERIC_PERSON, _STRICT_NOTE_GENERIC_PERSON
        )
    severity: Severity = "high" if _NO_FAULT.search(lower) or _ANY_CAUSE.search(lower) else "medium"
    return severity, _by_law(ctx, _SHIFT_NOTE_RU, _SHIFT_NOTE_GENERIC, _SHIFT_NOTE_EN)


_STAFF_OF = regexes.compile(r"работник\w*\s+([а-яё]{4,})")
_OTHER_STRANGERS = regexes.compile(
    r"третьих лиц|любых лиц|посторонних|иных лиц|посетител|гост|проживающ|неустановленн"
)


def _own_staff_only(lower: str, bearer: str, ctx: Context) -> bool:
    """Whether the only outsiders the clause names are the bearer's own employees."""
    staff = [_key(m.group(1), ctx) for m in _STAFF_OF.finditer(lower)]
    return bool(staff) and all(k == bearer for k in staff) and not _OTHER_STRANGERS.search(lower)


def _strict_bearer(facts: Facts, lower: str, ctx: Context, russian_text: bool) -> str | None:
    if not russian_text:
        found = _english_party(_EN_LIABLE, lower, ctx)
        if found in (None, BOTH) and re.search(r"\byou\b", lower):
            return _reader_of_service(ctx)
        return None if found == BOTH else found
    if _RISK_OF_LOSS.search(lower) and (found := _first_role(_RISK_BEARER, lower, ctx)):
        return found
    found = _liable(lower, ctx)
    if found:
        return found
    if facts.actor not in (None, BOTH) and facts.modality in ("duty", "statement"):
        return facts.actor
    return None


# --- forfeiture and automatic termination -------------------------------------------------------------

_DEPOSIT = regexes.compile(
    r"задат|депозит|обеспечительн|гарантийн\w* (?:платеж|платёж|взнос|сумм)|аванс|предоплат|deposit|advance|prepa|security"
)
_EARNEST = regexes.compile(r"задат(?:ок|к)")
_DOUBLE = regexes.compile(r"двойн|двукратн|в двойном")
_AT_FAULT = regexes.compile(r"по вине|ответственн\w* (?:за неисполнение|сторон)|виновн")
_AUTO_END = regexes.compile(
    r"(?:считается|считаются|будет считаться|признается|признаётся|является)\s+(?:автоматически\s+)?(?:расторгнут|прекративш|прекращенн|прекращённ|аннулированн)|автоматически (?:расторгается|прекращается)|без (?:дополнительного )?(?:уведомлени|предупреждени)\w* (?:расторгается|прекращается)|automatically terminate|immediately terminate|be terminated"
)
_LOSS_OF_BENEFIT = regexes.compile(
    r"скидк|бонус|баллы|кэшбэк|преми|гаранти|льгот|вознагражд|накопленн|bonus|commission|discount|warrant"
)
_WITHDRAWAL = regexes.compile(
    r"отказ\w*[^.;]{0,40}от (?:исполнения )?(?:договора|аренды|услуг|оферты)|досрочн\w* (?:расторжени|прекращени|выезд|уход)"
)
# The one whose breach or failure triggers the loss: «при невнесении Арендатором», «нарушения Заказчиком»,
# «если Арендатор не внесёт»: the first party named within a few words after the trigger.
_TRIGGER = regexes.compile(
    r"(?:нарушени|неисполнени|ненадлежащ\w* исполнени|просрочк|неуплат|невнесени|неоплат|не внесени|задержк|отказ|уклонени|если|в случае,? если|когда)\w*"
)
TRIGGER_WORDS = 5
# The one who loses: the subject of «лишается», the dative of «не возвращается Арендатору».
_LOSER = regexes.compile(
    r"([а-яё]{4,})\s+(?:[а-яё]+\s+){0,2}?(?:лишается|утрачивает|теряет)"
    r"|(?:не возвращается|не возвращаются|возврату не подлежит|не подлежит возврату|не подлежат возврату)\s+([а-яё]{4,}(?:у|ю|ам|ям|е))\b"
)
# Whose benefit or money it is: «бонусные баллы Покупателя», «депозит Арендатора».
_OWNER_OF_BENEFIT = regexes.compile(
    r"(?:скидк|бонус|баллы|преми|гаранти|депозит|задат|обеспечительн\w* платеж|аванс)\w*\s+(?:[а-яё]+\s+)?([а-яё]{4,})"
)
_EN_FORFEITS = regexes.compile(
    r"\b([a-z]+)\s+(?:shall|will|must)\s+(?:\w+\s+){0,2}?forfeit|forfeit\s+(?:all\s+|any\s+)?([a-z]+)'s|(?:paid|made|deposited)\s+by\s+(?:the\s+)?([a-z]+)[^.;]{0,60}(?:forfeit|retained|not be refunded|non-?refundable)"
)
# Failing that, the party whose failure or exit is the condition.
_EN_CONDITION = regexes.compile(
    r"(?:if|should|in the event (?:that )?)\s+(?:the\s+)?([a-z]+)\s+(?:fails|breaches|defaults|does not|terminates|cancels|withdraws)"
)
_EARNEST_LAWFUL = Text(
    "Задаток по закону действует в обе стороны: теряет его внёсший, если за неисполнение отвечает он, а получатель возвращает двойную сумму (ст. 381 ГК РФ).",
    "The deposit works both ways.",
)
_DEPOSIT_NOTE_RU = "Сумма остаётся у другой стороны целиком, сколько бы ни стоило ей нарушение: обеспечительный платёж покрывает лишь доказанные долги и убытки, а остаток возвращается (п. 2 ст. 381.1 ГК РФ); явно несоразмерную санкцию суд уменьшит (ст. 333 ГК РФ)."
_DEPOSIT_NOTE_GENERIC = "Сумма остаётся у другой стороны целиком, сколько бы ни стоило ей нарушение."
_CONSUMER_NOTE_RU = "Потребитель вправе отказаться от договора, возместив лишь фактические расходы исполнителя (ст. 32 ЗоЗПП, ст. 782 ГК РФ); удержание внесённой суммы за отказ ничтожно (ст. 16 ЗоЗПП)."
_AUTO_END_NOTE_RU = "Договор прекращается сам, без уведомления и без срока на исправление: по общему правилу отказ от договора действует только с получения уведомления (ст. 450.1 ГК РФ), а арендатора сначала письменно предупреждают (ст. 619 ГК РФ)."
_AUTO_END_NOTE_GENERIC = "Договор прекращается сам, без уведомления и без срока на исправление нарушения."
_AUTO_END_NOTE_EN = "The contract ends by itself, with no notice and no time to cure."
_BENEFIT_NOTE = Text(
    "За нарушение, не связанное с бонусом, скидкой или гарантией, вы теряете их целиком.",
    "You lose a bonus, a discount or the warranty for a breach that has nothing to do with it.",
)
_FORFEIT_NOTE_EN = "Money paid or rights earned are lost in full, whatever the breach costs the other side."


def forfeiture(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """Money or rights lost, or the contract ended of itself, on one party's breach or withdrawal: a risk
    for that party. A задаток with the double return (ст. 381 ГК РФ) binds both sides and is the law's own
    rule; a rule for whichever party breaches is mutual."""
    russian_text = bool(_CYRILLIC.search(lower))
    if russian_text and _EARNEST.search(lower) and (_DOUBLE.search(lower) or _AT_FAULT.search(lower)):
        return Verdict(False, note=_EARNEST_LAWFUL)
    loser = _forfeit_bearer(facts, lower, ctx, russian_text)
    if loser == BOTH or (loser is None and _mutual(facts, lower)):
        return Verdict(False)
    favours = _other_than(loser, ctx) if loser else None
    severity, note = _forfeit_reading(lower, ctx, russian_text)
    return Verdict(True, favours, severity, note)


def _forfeit_reading(lower: str, ctx: Context, russian_text: bool) -> tuple[Severity | None, Text | None]:
    """What is lost (the contract, a deposit, a benefit) and what the law says of it."""
    if not russian_text:
        return None, Text(_FORFEIT_NOTE_EN, _FORFEIT_NOTE_EN)
    if _AUTO_END.search(lower):
        return None, _by_law(ctx, _AUTO_END_NOTE_RU, _AUTO_END_NOTE_GENERIC, _AUTO_END_NOTE_EN)
    if _DEPOSIT.search(lower):
        if _party(ctx) == "consumer" and _WITHDRAWAL.search(lower) and _russian(ctx):
            return "high", Text(_CONSUMER_NOTE_RU, _CONSUMER_NOTE_RU)
        return None, _by_law(ctx, _DEPOSIT_NOTE_RU, _DEPOSIT_NOTE_GENERIC, _FORFEIT_NOTE_EN)
    if _LOSS_OF_BENEFIT.search(lower):
        return None, _BENEFIT_NOTE
    return None, None


def _after_trigger(lower: str, ctx: Context) -> str | None:
    """The first party named within ``TRIGGER_WORDS`` words after a breach, a delay or a condition."""
    for m in _TRIGGER.finditer(lower):
        for word in WORD.findall(lower[m.end() : m.end() + 100])[:TRIGGER_WORDS]:
            if key := _key(word, ctx):
                return key
    return None


def _forfeit_bearer(facts: Facts, lower: str, ctx: Context, russian_text: bool) -> str | None:
    """Who loses: the party whose breach triggers it, the one who «лишается», the one not paid back; in
    English the party that forfeits or fails; else the payer of a deposit."""
    if not russian_text:
        found = _english_party(_EN_FORFEITS, lower, ctx) or _english_party(_EN_CONDITION, lower, ctx)
        if found is None and re.search(r"\byou\b|\byour\b", lower):
            found = _reader_of_service(ctx)
    elif _MUTUAL_RU.search(lower):
        found = BOTH
    else:
        found = (
            _after_trigger(lower, ctx)
            or _first_role(_LOSER, lower, ctx)
            or _actor_loses(facts, ctx)
            or _first_role(_OWNER_OF_BENEFIT, lower, ctx)
        )
    if found is None and _DEPOSIT.search(lower):
        return _payer(ctx)
    return found


def _actor_loses(facts: Facts, ctx: Context) -> str | None:
    """The subject of a duty loses; the holder of a right («Арендодатель вправе удержать») gains."""
    if facts.actor in (None, BOTH):
        return None
    return _other_than(facts.actor, ctx) if facts.modality == "right" else facts.actor


# --- short deadlines for claims and objections --------------------------------------------------------

_CLAIMANT_RU = regexes.compile(
    r"([а-яё]{4,})\s+(?:\w+\s+){0,2}?(?:вправе|обязан\w*|должен|должна|может)\s+(?:\w+\s+){0,3}?(?:предъяв|направ|заяв|сообщ|обрат|пода)"
    r"|(?:претензи|рекламаци|жалоб|замечани|возражени|требовани|заявлени|обращени)\w*\s+(?:со стороны\s+)?([а-яё]{4,}(?:а|я|ов|ей|и))\b"
    r"|(?:предъявл|направл|заявл)\w*\s+(?:[а-яё]+\s+){0,2}?([а-яё]{4,}(?:ом|ем|ой|ей))\b"
    # «Претензии принимаются от Покупателя»: the one they are taken from makes them.
    r"|(?:принима|подаю|подаё|предъявля|направля)\w*(?:ся|тся)\s+(?:только\s+|лишь\s+)?(?:от|со стороны)\s+([а-яё]{4,})"
)
_EN_CLAIMANT = regexes.compile(
    r"\b([a-z]+)\s+(?:must|shall|will|may)\s+(?:\w+\s+){0,2}?(?:notify|submit|report|make|file|present|raise|bring|give|deliver|request)"
    r"|(?:claims?|complaints?|objections?|requests?)\s+(?:made\s+|raised\s+|submitted\s+)?by\s+(?:the\s+)?([a-z]+)"
)
_CLAIM_NOTE_RU = "За такой срок трудно обнаружить нарушение и оформить претензию, а по закону о недостатках заявляют в разумный срок (ст. 483 ГК РФ), требования — в пределах исковой давности (ст. 196 ГК РФ): пропуск договорного срока не должен лишать вас права."
_CLAIM_NOTE_GENERIC = (
    "За такой срок трудно обнаружить нарушение и оформить претензию, а после него другая сторона откажет."
)
_CLAIM_NOTE_EN = (
    "Within such a window a breach is hard to notice and to document; after it the other side will refuse."
)
_CONSUMER_CLAIM_NOTE_RU = "Потребитель вправе заявить о недостатках в гарантийный срок, а без него — в течение двух лет, и потребовать возврата денег при отказе от договора в любое время (ст. 19, 29, 32 ЗоЗПП); более короткий срок ничтожен (ст. 16 ЗоЗПП)."
_MUTUAL_CLAIM_NOTE = Text(
    "Срок одинаков для обеих сторон, но пропустить его рискует та, что предъявляет требования.",
    "The deadline binds both sides, but it mostly bars the side that has claims to make.",
)


# A window for claims or objections of this many days or fewer (as written) is too short to find a breach.
CLAIM_DAYS_SHORT = 3


def _short_window(lower: str) -> Deadline | None:
    """The clause's shortest period when it is hours or one to three days, computed from its digits or
    words («двадцати дней» is twenty, not two)."""
    window = shortest(lower)
    return window if window is not None and window.days <= CLAIM_DAYS_SHORT else None


def claim_deadline(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A deadline of hours or days for claims or objections burdens whoever must make them: the party
    named, else the likely claimant (who is owed goods, work or money back). Both alike: low. A longer
    period, whether in digits or in words, is no trap."""
    window = _short_window(lower)
    if window is None:
        return Verdict(False)
    russian_text = bool(_CYRILLIC.search(lower))
    claimant = _named_claimant(facts, lower, ctx)
    if claimant == BOTH or (claimant is None and _mutual(facts, lower)):
        return Verdict(True, None, "low", _MUTUAL_CLAIM_NOTE)
    claimant = claimant or ctx.claimant or _reader_of_service(ctx)
    favours = _other_than(claimant, ctx) if claimant else None
    if russian_text and _party(ctx) == "consumer" and claimant == _reader_of_service(ctx) and _russian(ctx):
        return Verdict(True, favours, "high", Text(_CONSUMER_CLAIM_NOTE_RU, _CONSUMER_CLAIM_NOTE_RU))
    severity: Severity | None = "high" if window.days <= 1 else None
    return Verdict(True, favours, severity, _by_law(ctx, _CLAIM_NOTE_RU, _CLAIM_NOTE_GENERIC, _CLAIM_NOTE_EN))


def _named_claimant(facts: Facts, lower: str, ctx: Context) -> str | None:
    """The party the clause names as the one who must claim or object (BOTH when both), else None."""
    if _CYRILLIC.search(lower):
        claimant = _first_role(_CLAIMANT_RU, lower, ctx)
        if claimant is None and facts.actor not in (None, BOTH) and facts.modality in ("duty", "right"):
            claimant = facts.actor
        return claimant
    claimant = _english_party(_EN_CLAIMANT, lower, ctx)
    if claimant is None and re.search(r"\byou\b|\byour\b", lower):
        return _reader_of_service(ctx)
    return claimant


# --- waivers of rights ------------------------------------------------------------------------------------

_COURT = regexes.compile(
    r"(?:обращ|обрат)\w* (?:в суд|в арбитражный суд|с иском|в органы)|судебн\w* защит|\bcourt\b|\bsue\b|legal action"
)
_SET_OFF = regexes.compile(
    r"зач[её]т|сальдирован|удержани|set-?off|setoff|set off|counterclaim|recoupment|deduction|withh"
)
_WITHDRAW = regexes.compile(
    r"(?:отказ|расторжени)\w*[^.;]{0,30}(?:договор|услуг)|(?:прав\w*|права) (?:на )?(?:односторонн\w* )?(?:отказ|расторжени)|terminat|cancel|withdraw"
)
_WAIVER_SUBJECT_RU = regexes.compile(
    r"([а-яё]{4,})\s+(?:\w+\s+){0,2}?(?:отказывается|отказываются|не вправе|не может|не имеет права|лишается|обязуется не)"
)
_EN_WAIVER = regexes.compile(
    r"\b([a-z]+)\s+(?:\w+\s+){0,3}?waives?\b|\b([a-z]+)\s+(?:shall|will|may)\s+not\s+(?:\w+\s+){0,2}?set[- ]?off"
)
_COURT_NOTE_RU = "Отказ от права на обращение в суд недействителен (ч. 3 ст. 4 АПК РФ, ч. 2 ст. 3 ГПК РФ), а отказ от права вообще его не прекращает (п. 2 ст. 9 ГК РФ), но условие используют, чтобы отговорить вас от иска."
_COURT_NOTE_GENERIC = (
    "Отказ от права на суд обычно не имеет силы, но условие используют, чтобы отговорить вас от иска."
)
_COURT_NOTE_EN = "A waiver of the right to go to court is often unenforceable, but it will be used to discourage your claim."
_SET_OFF_NOTE_RU = "Вы не сможете зачесть свои встречные требования (неустойку, переплату) в счёт платежа: платить придётся полностью, а свои деньги взыскивать отдельно. Исключить зачёт договор может (ст. 410 ГК РФ), но только для вас — это перекос."
_SET_OFF_NOTE_GENERIC = "Вы не сможете зачесть свои встречные требования в счёт платежа: платить придётся полностью, а свои деньги взыскивать отдельно."
_SET_OFF_NOTE_EN = "You cannot set your own claims off against what you pay: you pay in full and sue for your money separately."
_WITHDRAW_NOTE_RU = "Право заказчика отказаться от договора об услугах или работах, оплатив фактические расходы, дано законом (ст. 717, 782 ГК РФ); потребитель не может его лишиться (ст. 16, 32 ЗоЗПП)."
_WITHDRAW_NOTE_GENERIC = "Вы лишаетесь права выйти из договора."
_WITHDRAW_NOTE_EN = "You give up your right to leave the contract."
_CONSUMER_WAIVER_NOTE_RU = "Условие, ограничивающее права потребителя по сравнению с законом, ничтожно (ст. 16 ЗоЗПП): отказ от прав потребителя не имеет силы."
_GENERAL_NOTE_RU = "Отказ от права не прекращает его, если закон не говорит иное (п. 2 ст. 9 ГК РФ), но другая сторона сошлётся на условие, чтобы отказать вам."
_GENERAL_NOTE_GENERIC = (
    "Вы отказываетесь от защиты, которую дал бы закон, и другая сторона сошлётся на это условие."
)
_GENERAL_NOTE_EN = "You give up protection the law would otherwise give you."
_MUTUAL_WAIVER_NOTE = Text(
    "Отказ взаимный: от права отказываются обе стороны.",
    "The waiver binds both parties alike.",
)


def rights_waiver(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A waiver burdens whoever gives the right up: the subject of «отказывается», «не вправе» or
    'waives'. Both parties alike: low; a court waiver is void under Russian law, and every waiver of a
    consumer's statutory right is."""
    russian_text = bool(_CYRILLIC.search(lower))
    if russian_text:
        waiver = _first_role(_WAIVER_SUBJECT_RU, lower, ctx)
        if waiver is None and facts.actor not in (None,) and facts.modality != "right":
            waiver = facts.actor
    else:
        waiver = _english_party(_EN_WAIVER, lower, ctx) or _english_payer(lower, ctx)
        if waiver is None and re.search(r"\byou\b", lower):
            waiver = _reader_of_service(ctx)
    if waiver == BOTH or (waiver is None and _mutual(facts, lower)):
        # Both give the right up alike: no shift, except a waiver of the courts, void whoever gives it.
        if _COURT.search(lower) and not _SET_OFF.search(lower):
            return Verdict(True, None, "low", _MUTUAL_WAIVER_NOTE)
        return Verdict(False)
    favours = _other_than(waiver, ctx) if waiver else None
    note, severity = _waiver_reading(lower, ctx, russian_text)
    if russian_text and _party(ctx) == "consumer" and _russian(ctx) and waiver == _reader_of_service(ctx):
        return Verdict(True, favours, "high", Text(f"{note.ru} {_CONSUMER_WAIVER_NOTE_RU}", note.en))
    return Verdict(True, favours, severity, note)


# Who pays "without set-off": the one who makes the payments, else the other party than the payee.
_EN_PAID_BY = regexes.compile(r"(?:made|paid)\s+by\s+(?:the\s+)?([a-z]+)")
_EN_PAID_TO = regexes.compile(r"(?:payable|paid|due|made)\s+to\s+(?:the\s+)?([a-z]+)")


def _english_payer(lower: str, ctx: Context) -> str | None:
    if not _SET_OFF.search(lower):
        return None
    payer = _english_party(_EN_PAID_BY, lower, ctx)
    if payer is not None:
        return payer
    payee = _english_party(_EN_PAID_TO, lower, ctx)
    return _other_than(payee, ctx) if payee not in (None, BOTH) else None


def _waiver_reading(lower: str, ctx: Context, russian_text: bool) -> tuple[Text, Severity | None]:
    if _COURT.search(lower) and not _SET_OFF.search(lower):
        return _by_law(ctx, _COURT_NOTE_RU, _COURT_NOTE_GENERIC, _COURT_NOTE_EN), "high"
    if _SET_OFF.search(lower):
        return _by_law(ctx, _SET_OFF_NOTE_RU, _SET_OFF_NOTE_GENERIC, _SET_OFF_NOTE_EN), "medium"
    if _WITHDRAW.search(lower):
        return _by_law(ctx, _WITHDRAW_NOTE_RU, _WITHDRAW_NOTE_GENERIC, _WITHDRAW_NOTE_EN), "high"
    return _by_law(ctx, _GENERAL_NOTE_RU, _GENERAL_NOTE_GENERIC, _GENERAL_NOTE_EN), None


# --- deemed acceptance after a window of hours or days (the acceptance item's clause, made heavier) -------

# What the reader must do within the window: object, refuse, report defects, sign.
_OBJECTION = regexes.compile(
    r"(?:возражени|мотивированн\w* отказ|замечани|претензи|подпис\w*|рассмотр\w*|проверк|недостат|дефект|брак|несоответстви|objection|reject|defect|non-?conformit)"
)
OBJECTION_REACH = 120


def _objection_window(lower: str) -> Deadline | None:
    """A window of hours or one to three days that follows, within a clause's reach, what must be done in it."""
    periods = [d for d in deadlines(lower) if d.days <= CLAIM_DAYS_SHORT]
    for m in _OBJECTION.finditer(lower):
        found = next((d for d in periods if m.end() <= d.start <= m.end() + OBJECTION_REACH), None)
        if found is not None:
            return found
    return None


_DEEMED_ACCEPTED = regexes.compile(
    r"(?:считается|считаются|признается|признаётся|признаются)[^.;]{0,60}(?:принят|подписан|согласован|выполнен|оказан)|deemed (?:to have been )?(?:accepted|approved)"
)
_SHORT_ACCEPTANCE_NOTE = Text(
    "На возражения даны часы или один–три дня, после чего работа или товар считаются принятыми: за такой срок не проверить результат и не заметить скрытые недостатки.",
    "Only hours or one to three days to object before the work or goods count as accepted: too short to inspect them or find hidden defects.",
)


_SHORT_DEFECT_NOTE_RU = "Сообщить о недостатках нужно за часы или за один–три дня: скрытые недостатки за такой срок не обнаружить, а закон даёт для этого разумный срок (ст. 483 ГК РФ)."
_SHORT_DEFECT_NOTE_GENERIC = "Сообщить о недостатках нужно за часы или за один–три дня: скрытые недостатки за такой срок не обнаружить."
_SHORT_DEFECT_NOTE_EN = (
    "Defects must be reported within hours or a few days: hidden defects cannot be found that fast."
)


def _acceptance_in_time(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The acceptance item's verdict; a window of hours or up to three days to object or to report
    defects is heavier: high when silence then counts as acceptance or the window is counted in hours,
    at least medium otherwise (the short deadline family, read where the acceptance item already finds the clause)."""
    verdict = _ACCEPTANCE(facts, lower, ctx)
    window = _objection_window(lower) if verdict.keep and verdict.reading is None else None
    if window is None:
        return verdict
    if verdict.favours is None:
        # Passive wording («претензии могут быть предъявлены Покупателем»): whoever must object or claim.
        claimant = _named_claimant(facts, lower, ctx)
        if claimant not in (None, BOTH):
            verdict = replace(verdict, favours=_other_than(claimant, ctx))
    if _DEEMED_ACCEPTED.search(lower):
        return replace(verdict, severity="high", note=_SHORT_ACCEPTANCE_NOTE)
    # A window counted in hours is too short to inspect anything; a day or two stays medium.
    severity: Severity = "high" if window.unit == "hour" else "medium"
    if verdict.severity == "high":
        severity = "high"
    note = _by_law(ctx, _SHORT_DEFECT_NOTE_RU, _SHORT_DEFECT_NOTE_GENERIC, _SHORT_DEFECT_NOTE_EN)
    return replace(verdict, severity=severity, note=note)


# --- an indemnity that covers the indemnified party's own negligence (the indemnity item's clause) ------

_WITHOUT_FAULT_EN = regexes.compile(
    r"(?:regardless|irrespective) of (?:whether [^.;]{0,40})?(?:any |its |the )?(?:fault|negligence)\b"
    r"|whether or not (?:caused|occasioned|due|attributable|arising)[^.;]{0,40}(?:negligence|fault)"
    r"|even if (?:caused|occasioned|due to|attributable to|resulting from)[^.;]{0,60}(?:negligence|fault)"
    r"|(?:sole|concurrent|active or passive) negligence of (?:the )?(?:indemnified|indemnitee|company|owner|licensor|supplier|[a-z]+)"
)
_OWN_NEGLIGENCE_NOTE = Text(
    "Возмещать нужно и потери, вызванные небрежностью самой другой стороны, или независимо от чьей-либо вины.",
    "You must cover even losses caused by the other side's own negligence, or regardless of anyone's fault.",
)


def _indemnity_without_fault(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The indemnity item's verdict; one given regardless of fault or for the indemnified party's own
    negligence is high (the fault-free family, read where the indemnity item already finds the clause)."""
    verdict = _indemnity(facts, lower, ctx)
    if verdict.keep and verdict.favours is not None and _WITHOUT_FAULT_EN.search(lower):
        return replace(verdict, severity="high", note=_OWN_NEGLIGENCE_NOTE)
    return verdict


# --- a cap read by its size and its symmetry (the liability_cap item's clause) -------------------------

# A ceiling of this many roubles or fewer, with no contract price to weigh it against, is a token sum.
NOMINAL_CAP_RUB = 10_000.0
# The fee of a short period: «стоимость услуг за один месяц», «вознаграждение, полученное за последний
# календарный месяц», «плата за три месяца».
_SHORT_FEE_RU = regexes.compile(
    r"(?:стоимост|вознагражден|плат|сумм|цен)\w*[^.;]{0,80}?\b(?:за|в течение)\s+(?:(?:последн|предшествующ|текущ)\w+\s+)?(?:(?:один|одного|1|два|двух|три|тр[её]х|шесть|шести|[2-6])\s*(?:\(\w+\)\s*)?)?(?:календарн\w+\s+|отч[её]тн\w+\s+)?(?:месяц|квартал)\w*"
)
# The price of what was paid for rather than of the contract: «суммой, фактически уплаченной Заказчиком»,
# «стоимостью оплаченной услуги», «стоимостью соответствующей услуги».
_PRICE_PAID_RU = regexes.compile(
    r"(?:сумм|стоимост|цен|размер)\w*,?\s+(?:\w+\s+){0,3}?(?:фактически\s+)?(?:оплаченн|уплаченн|внесенн|внесённ|перечисленн)"
    r"|(?:фактически\s+)?(?:оплаченн|уплаченн)\w*\s+(?:\w+\s+)?(?:услуг|работ|товар|заказ|тариф)"
    r"|стоимост\w*\s+(?:\w+\s+)?(?:соответствующ|конкретн|данн|отдельн)\w*\s+(?:услуг|работ|заказ|товар|издели)"
)
_EN_VALUE_CAP = regexes.compile(
    r"declared value|(?:price|value|fees?) (?:paid |payable )?(?:for|of) the (?:affected|relevant|particular|specific) (?:order|shipment|service|product|goods|deliverable)"
)
_TOKEN_NOTE = Text(
    "Предел ответственности — {amount}: символическая сумма, которая не покроет реальные потери.",
    "The cap is {amount}: a token sum that will not cover a real loss.",
)
_SHORT_FEE_NOTE = Text(
    "Предел ответственности равен плате за короткий период: реальные потери (порча имущества, простой, претензии третьих лиц) обычно намного больше.",
    "The cap is the fees of a short period: a real loss (damaged property, downtime, third-party claims) is usually far larger.",
)
_PRICE_PAID_NOTE = Text(
    "Предел ответственности — цена оплаченной услуги или заказа: убытки сверх неё не возмещаются, даже если нарушение их прямо вызвало.",
    "The cap is the price of the order or service paid for: any loss beyond it goes unpaid, even one the breach caused directly.",
)
_ASYMMETRIC_NOTE = Text(
    " Ограничена только ответственность другой стороны: ваша ответственность договором не ограничена, и за сходное нарушение вы отвечаете в полном объёме.",
    " Only the other side's liability is capped: your own liability is not, so for a like breach you answer in full.",
)
_CAP_ADVICE = Text(
    "Поднять предел хотя бы до цены договора (или платы за 12 месяцев), сделать его взаимным и вывести из-под него умысел и грубую неосторожность (п. 4 ст. 401 ГК РФ).",
    "Raise the cap to at least the contract price (or twelve months' fees), make it mutual and carve out wilful misconduct and gross negligence.",
)
# The item's other patterns: a sentence with a daily penalty that one of them finds is a limitation in its
# own right (a cap, an exemption), read as such.
_LIMITING = regexes.compile(
    "|".join(f"(?:{p})" for p in CHECKLIST_BY_ID["liability_cap"].patterns if p != CONSUMER_DAILY_PENALTY)
)
_HEAVIER: dict[Severity | None, Severity] = {None: "high", "low": "medium", "medium": "high", "high": "high"}


_ANSWERS_RU = regexes.compile(r"возмещ|возмест|компенсир|неустойк|штраф|\bпен[иья]\b|ответственност")
_ANSWERS_EN = regexes.compile(r"indemnif|liable|damages|penalt|late fee")


def liability_map(model: ContractModel, ctx: Context) -> tuple[frozenset[str], frozenset[str]]:
    """The parties whose liability some clause caps (both main parties for a cap «Сторон» or 'either
    party'), and the parties some clause makes answer for damages, an indemnity or a penalty: what tells
    a one-sided cap from a mutual one."""
    capped: set[str] = set()
    answerable: set[str] = set(ctx.penalty_rates)
    main = {p.key for p in ctx.roles.main}
    for clause in model.clauses:
        for s in clause.sentences:
            for group, key in _cap_or_liability(s.facts, s.lower, ctx):
                keys = main if key == BOTH else {key}
                (capped if group == "capped" else answerable).update(keys)
    return frozenset(capped), frozenset(answerable)


def _cap_or_liability(facts: Facts, lower: str, ctx: Context) -> list[tuple[str, str]]:
    """("capped", party) for a cap on that party's liability, ("answerable", party) for a duty to pay
    damages, indemnify or pay a penalty; nothing for any other sentence."""
    russian = bool(_CYRILLIC.search(lower))
    if (_CAP if russian else _EN_CAP).search(lower) and not (russian and _PENALTY_CAP.search(lower)):
        if russian and "ответствен" not in lower and "убытк" not in lower:
            return []
        if russian:
            capped = BOTH if _mutual(facts, lower) else _role_after(_CAPPED_PARTY, lower, ctx) or facts.actor
        else:
            capped = _english_party(_EN_LIABLE_PARTY, lower, ctx)
        return [("capped", capped)] if capped is not None else []
    if not (_ANSWERS_RU if russian else _ANSWERS_EN).search(lower) or facts.modality == "exemption":
        return []
    if russian:
        liable = BOTH if _mutual(facts, lower) else _liable(lower, ctx)
    else:
        liable = _english_party(_EN_LIABLE, lower, ctx)
    return [("answerable", liable)] if liable is not None else []


# The consumer's statutory penalty for the business's delay (ЗоЗПП): 3 % a day for works and services
# (п. 5 ст. 28), 0.5 % a day for prepaid goods not delivered (п. 3 ст. 23.1).
_CONSUMER_DAILY_RATES = {"work": 3.0, "services": 3.0, "sale": 0.5}
_CONSUMER_DAILY_PENALTY = regexes.compile(CONSUMER_DAILY_PENALTY)
_STATUTORY_RATE_NOTE = Text(
    "Неустойка исполнителя — {rate} в день, меньше законной для потребителя ({law} в день, {article} Закона о защите прав потребителей): условие, уменьшающее законную неустойку, ничтожно (ст. 16), но исполнитель сошлётся на него.",
    "The business's penalty is {rate} a day, below the consumer's statutory {law} a day: a term that cuts it is void, but it will be relied on.",
)
_STATUTORY_RATE_ADVICE = Text(
    "Указать законную неустойку: за просрочку работ и услуг — 3 % цены в день (п. 5 ст. 28 ЗоЗПП), за непередачу предварительно оплаченного товара — 0,5 % в день (п. 3 ст. 23.1 ЗоЗПП).",
    "State the statutory penalty for delay (3 % of the price a day for works and services, 0.5 % a day for prepaid goods).",
)


# The party whose breach the penalty answers: «нарушения Исполнителем», «просрочки Подрядчиком».
_BREACHER = regexes.compile(
    r"(?:нарушени|неисполнени|ненадлежащ\w* исполнени|просрочк|несоблюдени)\w*\s+(?:[а-яё]+\s+){0,2}?([а-яё]{4,}(?:ом|ем|ой|ей))\b"
)


def below_statutory_rate(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A daily penalty the business owes a consumer below the rate the consumer law gives (it limits the
    consumer's remedy: a risk for the consumer); every other daily penalty is the penalty item's."""
    regime = ctx.regime
    law = (
        _CONSUMER_DAILY_RATES.get(regime.kind) if regime is not None and regime.party == "consumer" else None
    )
    rate = max(facts.numbers.daily_percents, default=None)
    if law is None or rate is None or rate >= law or ctx.side is None:
        return Verdict(False)
    payer = _bearer(facts, lower, ctx)
    if payer not in ctx.roles.keys:
        payer = _role_after(_BREACHER, lower, ctx)  # «в случае нарушения Исполнителем сроков …»
    if payer in (None, BOTH) or payer in ctx.roles.camp(ctx.side) or _person(payer, ctx):
        return Verdict(False)
    article = "п. 5 ст. 28" if law == 3.0 else "п. 3 ст. 23.1"
    shown, statutory = f"{rate:g} %".replace(".", ","), f"{law:g} %".replace(".", ",")
    note = Text(
        _STATUTORY_RATE_NOTE.ru.format(rate=shown, law=statutory, article=article),
        _STATUTORY_RATE_NOTE.en.format(rate=shown, law=statutory),
    )
    return Verdict(True, payer, "medium", note, _STATUTORY_RATE_ADVICE, weight=2)


def liability_cap(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The base reading of an exclusion or a cap; a ceiling on the other side read by its size (a token
    sum: high; the fees of a short period or the price of one order: at least medium) and made one step
    heavier when the reader answers for damages or penalties somewhere and its liability is capped nowhere."""
    if _CONSUMER_DAILY_PENALTY.search(lower) and _CYRILLIC.search(lower) and not _LIMITING.search(lower):
        return below_statutory_rate(facts, lower, ctx)
    verdict = _exemption(facts, lower, ctx)
    holder = verdict.favours
    if not verdict.keep or holder is None or ctx.side is None or holder in ctx.roles.camp(ctx.side):
        return verdict
    russian = bool(_CYRILLIC.search(lower))
    if not (_CAP if russian else _EN_CAP).search(lower):
        return verdict
    verdict = _sized_cap(verdict, facts, lower, ctx, russian=russian)
    if holder in ctx.capped and ctx.side not in ctx.capped and ctx.side in ctx.answerable:
        note = verdict.note or Text("", "")
        joined = Text((note.ru + _ASYMMETRIC_NOTE.ru).strip(), (note.en + _ASYMMETRIC_NOTE.en).strip())
        return replace(
            verdict, severity=_HEAVIER[verdict.severity], note=joined, advice=verdict.advice or _CAP_ADVICE
        )
    return verdict


def _sized_cap(verdict: Verdict, facts: Facts, lower: str, ctx: Context, *, russian: bool) -> Verdict:
    """A Russian ceiling of a token sum (high), of a short period's fees or of the price of what was paid
    for (medium); an English ceiling of a declared value or one order's price (medium)."""
    # A ceiling already high (by the base rule or the item's own «ни при каких обстоятельствах») stays so.
    already_high = (
        verdict.severity == "high" or CHECKLIST_BY_ID["liability_cap"].severity_for(lower) == "high"
    )
    if already_high or (not russian and verdict.note is not None):
        return verdict
    if not russian:
        value = _EN_VALUE_CAP.search(lower)
        return (
            replace(verdict, severity="medium", note=_PRICE_PAID_NOTE, advice=_CAP_ADVICE)
            if value
            else verdict
        )
    amounts = [value for value, currency in facts.numbers.amounts if currency.startswith(("руб", "₽"))]
    if amounts and not ctx.price and max(amounts) <= NOMINAL_CAP_RUB:
        shown = f"{max(amounts):,.0f}".replace(",", " ") + " руб."
        note = Text(_TOKEN_NOTE.ru.format(amount=shown), _TOKEN_NOTE.en.format(amount=shown))
        return replace(verdict, severity="high", note=note, advice=_CAP_ADVICE, weight=verdict.weight + 1)
    if _SHORT_FEE_RU.search(lower):
        return replace(verdict, severity="medium", note=_SHORT_FEE_NOTE, advice=_CAP_ADVICE)
    if _PRICE_PAID_RU.search(lower):
        return replace(verdict, severity="medium", note=_PRICE_PAID_NOTE, advice=_CAP_ADVICE)
    return verdict


LIABILITY_RULES = {
    "liability_cap": liability_cap,
    "acceptance": _acceptance_in_time,
    "indemnity": _indemnity_without_fault,
    "strict_liability": strict_liability,
    "forfeiture": forfeiture,
    "claim_deadline": claim_deadline,
    "rights_waiver": rights_waiver,
}
# Risks of one side, not kinds of clause: what the rule finds no risk stays out of an English review too.
LIABILITY_SIDE_RISKS = frozenset(LIABILITY_RULES) - {"acceptance", "indemnity", "liability_cap"}
