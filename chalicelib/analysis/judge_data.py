# ruff: noqa: E501  (notes read better unwrapped)
"""The personal-data item's reading: whose data it is, and how far the consent reaches.

A consent to processing is a risk for the person whose data it is, not for the party that receives it (a
courier's consent to his own data being shared is no risk for the customer). How much it costs that person
depends on its scope, each a separate condition of 152-ФЗ: dissemination and publication need a separate
consent (ст. 10.1), health, biometric and genetic data a written one (ст. 10, 11), transfer to third parties
names the recipients (ст. 6 ч. 3), cross-border transfer has its own rules (ст. 12), a consent states its
term (ст. 9 ч. 4), and advertising by phone, e-mail or SMS needs the recipient's prior consent, which can be
withdrawn at any time (ст. 18 ФЗ «О рекламе»).
"""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.analysis.checklist import Text
from chalicelib.analysis.checklist_rights import HEALTH_DATA
from chalicelib.analysis.judge import Context, Verdict, _other_than
from chalicelib.clauses import Facts
from chalicelib.clauses.lemmas import analyzer

_CYRILLIC = regexes.compile(r"[а-яё]")
_CONSENT = regexes.compile(
    r"(?:да[её]т|выражает|предоставляет|подтверждает)\s+(?:сво[её]\s+)?(?:согласие|разрешение)|соглашается|согласен|согласна|уведомлен\w* и соглас|(?:считается|является|рассматривается)\w*[^.;]{0,60}согласи|согласи\w* (?:действует|да[её]тся|предоставляется)"
)
_SHARED = regexes.compile(
    r"третьим лицам|трансграничн|рассылк|партн[её]р|аффилир|размещени|распространени|использовать (?:информацию|данные|сведения)|передач\w*[^.;]{0,40}(?:данн|сведени|информаци)"
)
# Whose data: «персональных данных Заемщика», «согласие Клиента на обработку», «Клиент даёт согласие».
_DATA_OF = regexes.compile(
    r"(?:персональн\w* данн\w*|данн\w* о себе|сведени\w*)\s+(?:[а-яё]+\s+){0,2}?([а-яё]{4,})"
)
_CONSENT_OF = regexes.compile(
    r"согласи\w+\s+(?:[а-яё]+\s+){0,1}?([а-яё]{4,})\s+на\s+(?:обработк|сбор|передач|распространени|размещени|получени)"
)
_CONSENTER = regexes.compile(
    r"([а-яё]{4,})\s+(?:[а-яё]+\s+){0,3}?(?:да[её]т|выражает|предоставляет|подтверждает)\s+(?:сво[её]\s+)?(?:согласие|разрешение)|([а-яё]{4,})\s+(?:[а-яё]+\s+){0,2}?(?:соглашается|согласен|согласна)"
)

_SPECIAL = regexes.compile(rf"{HEALTH_DATA}|генетич|биологическ\w* материал")
_PUBLIC = regexes.compile(
    r"распространени|опубликова|публикаци|в сети интернет|в (?:«)?ч[её]рн\w* (?:»)?спис|общедоступн|неограниченному кругу"
)
_THIRD_PARTIES = regexes.compile(
    r"третьим лицам|партн[её]р|аффилир|трансграничн|иным лицам|любым лицам|сервис-провайдер|контрагент"
)
_ADVERTISING = regexes.compile(r"реклам|рассылк|маркетинг|акци\w* и (?:специальн\w* )?предложени")
_INDEFINITE = regexes.compile(
    r"бессрочн|до (?:момента )?(?:его |е[её] )?отзыва|неопредел[её]нн\w* срок|без ограничения срока|(?:в течение|на срок) (?:\d{2,3}|ста|пятидесяти|семидесяти)\s*(?:\(\w+\)\s*)?лет"
)
_CONTRACT_PURPOSE = regexes.compile(
    r"(?:в целях|для) (?:исполнения|заключения и исполнения|оказания|выполнения)[^.;]{0,40}(?:договор|услуг|обязательств)|в соответствии с (?:условиями )?(?:настоящего )?договор"
)

_HIGH_NOTE = Text(
    "Согласие распространяется на публикацию или распространение данных либо на сведения о здоровье, биометрические или генетические данные: для этого нужно отдельное письменное согласие с перечнем сведений и целей (ст. 10, 10.1, 11 152-ФЗ), а вред от раскрытия не исправить.",
    "The consent reaches publication or dissemination of the data, or health, biometric or genetic data: each needs a separate written consent naming the data and purposes, and harm from disclosure cannot be undone.",
)
_SHARED_NOTE = Text(
    "Данные можно передавать третьим лицам, партнёрам или за рубеж либо использовать для рекламы, а получатели и срок не названы: согласие должно называть получателей, цели и срок (ст. 6, 9, 12 152-ФЗ), а реклама по телефону, почте и SMS — только с отдельного предварительного согласия, которое можно отозвать (ст. 18 ФЗ «О рекламе»).",
    "The data may go to third parties, partners or abroad, or be used for advertising, with no named recipients or term; a consent should name recipients, purposes and term, and marketing needs a separate opt-in you can withdraw.",
)


def personal_data(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """A consent to processing or sharing of personal data burdens the data subject; for the party that
    receives the data it is its own protection (dropped from its report), and a person who is no party
    (a courier, a tourist the contract only mentions) consents for themself. The severity follows the scope."""
    if facts.modality == "prohibition" or not (_CONSENT.search(lower) or _SHARED.search(lower)):
        return Verdict(False)
    subject = _data_subject(lower, ctx) if _CYRILLIC.search(lower) else None
    if subject == _SOMEONE_ELSE:
        return Verdict(False)
    if subject is not None and ctx.side is not None and subject not in ctx.roles.camp(ctx.side):
        return Verdict(True, ctx.side)
    return _by_scope(_other_than(subject or ctx.side, ctx), lower)


def _by_scope(favours: str | None, lower: str) -> Verdict:
    """The verdict for the data subject: high for publication or special data, medium for sharing,
    advertising or an indefinite consent; a consent only to processing for performing the contract is no
    risk, since that processing needs no consent at all (п. 5 ч. 1 ст. 6 152-ФЗ)."""
    reach = _reach(lower)
    if _PUBLIC.search(lower) or _SPECIAL.search(lower):
        return Verdict(True, favours, "high", _HIGH_NOTE, weight=reach + 1)
    if reach:
        return Verdict(True, favours, "medium", _SHARED_NOTE, weight=reach)
    if _CONTRACT_PURPOSE.search(lower) and not _INDEFINITE.search(lower):
        return Verdict(False)
    return Verdict(True, favours)


def _reach(lower: str) -> int:
    """How many of a consent's widening conditions the clause states (third parties or abroad, advertising,
    a term with no end): the clause that states the consent's scope is the one to quote."""
    return sum(bool(p.search(lower)) for p in (_THIRD_PARTIES, _ADVERTISING, _INDEFINITE))


# The data subject is a person the contract names but who is no party to it.
_SOMEONE_ELSE = "\x00someone else"
# Words for the reader themself, or for nobody in particular: never "someone else".
_ANY_PERSON = frozenset({"гражданин", "гражданка", "лицо", "субъект", "сторона", "человек", "заявитель", "я"})


def _data_subject(lower: str, ctx: Context) -> str | None:
    """The party whose data the clause is about: named after the data or the consent, else the party
    that consents; :data:`_SOMEONE_ELSE` when that is a person who is no party."""
    for pattern in (_CONSENTER, _DATA_OF, _CONSENT_OF):
        for m in pattern.finditer(lower):
            word = next((g for g in m.groups() if g), "")
            key = ctx.roles.key_of(word)
            if key in ctx.roles.keys and not _only_dative(word):
                return key
            if pattern is _CONSENTER and _person_not_party(word):
                return _SOMEONE_ELSE
    return None


def _person_not_party(word: str) -> bool:
    """A noun for a person in the nominative («курьер», «турист») that names no party of the contract."""
    for parse in analyzer().parse(word.replace("ё", "е")):
        tag = parse.tag
        if "NOUN" in tag and "anim" in tag and "nomn" in tag and parse.normal_form not in _ANY_PERSON:
            return True
    return False


def _only_dative(word: str) -> bool:
    """«согласие Лицензиару»: the dative names who receives the consent, not whose data it is."""
    tags = [str(p.tag) for p in analyzer().parse(word.replace("ё", "е"))]
    return bool(tags) and all("datv" in t for t in tags)
