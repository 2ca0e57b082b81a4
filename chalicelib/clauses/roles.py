# ruff: noqa: E501  (regular expressions read better unwrapped)
"""The parties' roles as the contract defines them, whatever the word, and which side is the weaker.

A role is read from the contract's own definitions («именуемое в дальнейшем "Курсант"», «далее — "Автор"»,
(the "Tester"), hereinafter "Developer", "Licensee" means …); the lexicon (``vocabulary.ROLES``) adds the
usual roles a contract uses without defining them. A defined term is then matched in every case form
(Russian: its stem and a case ending, so «Курсанту», «Курсантом» count; English: plural and possessive).

Three or more parties are kept: the two most mentioned are the main sides (who acts against whom); the
others (a guarantor, a payer distinct from the beneficiary) stand with one of them (``ally``).

The weaker side (the report's default) is decided from facts: the individual or consumer (from the
preamble and the requisites: гражданин, паспорт, natural person — not ИП or ООО); then the side that did not
draft the contract (the drafter reserves itself the rights to change, suspend or end it); then, for roles
of the lexicon, their usual weakness, and for any other role the side that pays.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Literal

from chalicelib import regexes
from chalicelib.clauses.lemmas import WORD, known_word, lemma, reading
from chalicelib.clauses.vocabulary import EN_ROLES, PAYING_WEAKNESS, ROLES, RoleInfo


def _words(block: str) -> list[str]:
    return block.split()


# A role written with a capital letter (defined term) in any case form: "Покупателю", "ПОКУПАТЕЛЬ", "Licensee".
_CAPITALISED = regexes.compile(r"(?<![\w-])([А-ЯЁA-Z][А-ЯЁа-яёA-Za-z]{2,}|[A-Z]{2})(?![\w-])")
_QUOTE_OPEN = "«\"“„'‘"
_QUOTE_CLOSE = "»\"”“'’"
# The defined term itself: one to three words, quoted or not ("Курсант", «Принимающая сторона», the "Tester").
_TERM = r"[«\"“„'‘]?\s*((?:[А-ЯЁA-Z][\wЁё-]*)(?:[ \-][А-ЯЁA-Zа-яёa-z][\wЁё-]*){0,2}?)\s*[»\"”“'’]"
_TERM_UNQUOTED = r"((?:[А-ЯЁA-Z][а-яёa-z-]{2,}))"
_RU_NAMED = regexes.compile(
    r"(?i:именуем\w*)\s*(?i:в\s+дальнейшем|далее|по\s+тексту\s+договора|по\s+тексту)?[\s,:–—-]*(?i:как\s+)?"
    rf"(?:{_TERM}|{_TERM_UNQUOTED})"
)
_RU_FURTHER = regexes.compile(
    r"(?:\(|,|;|\s)\s*(?i:далее)(?i:\s+по\s+тексту(?:\s+договора)?|\s+в\s+тексте)?(?:\s*[–—-]\s*|\s*:\s*|\s+)(?i:как\s+)?"
    rf"(?:{_TERM}|{_TERM_UNQUOTED})"
)
_EN_NAMED = regexes.compile(
    r"(?:hereinafter(?:\s+(?:referred\s+to|called|named|designated))?(?:\s+as)?|referred\s+to\s+(?:herein\s+)?as|\byou\s+as\s+(?:an?\s+)?(?=[\"“])|(?:\(|,)\s*(?:the\s+)?(?=[\"“]))"
    r"[\s,:]*(?:the\s+|as\s+)?[\"“]([A-Za-z][\w-]*(?:[ -][A-Z][\w-]*){0,2}),?[\"”]",
)
# hereinafter Contractor, hereinafter referred to as the Owner: a role defined without quotes.
_EN_NAMED_BARE = regexes.compile(
    r"\bhereinafter(?:\s+(?:referred\s+to|called|named|designated))?(?:\s+as)?[\s,:]+(?:the\s+)?"
    r"([A-Z][\w-]+(?:\s+[A-Z][\w-]+){0,2})(?=\s*[,;.)]|\s+and\b|\s*$)"
)
# "Licensee" means ...; "CodeHub," "We," and "Us" refer to CodeHub, Inc. (a term listed with its other names).
_EN_MEANS = regexes.compile(
    r"[\"“]([A-Z][\w-]*(?:[ -][A-Z][\w-]*){0,2}),?[\"”](?:\s*,?\s*(?:and\s+|or\s+)?[\"“][^\"”]{1,20}[\"”])*"
    r"\s+(?:shall\s+)?(?:means?|refers?\s+to)\s+([^.;]{0,160})"
)
# A glossary entry that defines a party: «"Пользователь" — лицо, акцептовавшее настоящую оферту» (the acceptor),
# «"Принципал" — Общество с ограниченной ответственностью «...»» (the offeror); «"Пользователь" — лицо, которое
# оплачивает услуги Принципала» names a third person, not a side.
_RU_MEANS = regexes.compile(
    r"(?m)^[\s\d.)*#|-]*[«\"“]([А-ЯЁ][а-яё]+(?:\s+[А-ЯЁа-яё][а-яё]+)?)[»\"”]\s*[–—-]\s*"
    r"(?:(?:ООО|АО|ПАО|ИП|(?i:общество\s+с\s+ограниченной|акционерное\s+общество|индивидуальный\s+предприниматель))\b"
    r"|[^.;\n]{0,60}?(?i:лиц[оа]|гражданин\w*|организаци\w*|предпринимател\w*)\b[^.;\n]{0,40}?"
    r"(?i:акцептова\w*|принявш\w*|заключивш\w*|присоединивш\w*))"
)
# Terms that name a thing the contract is about (an online service): a party only when defined right
# after a company's or a person's name («ООО «Облачные решения» (далее — «Сервис»)»), never after the
# service's own description («онлайн-сервис «ТаскТрекер» по адресу example.ru (далее — «Сервис»)»).
_THING_TERMS = frozenset({"сервис", "бот"})
_THING_WORDS = regexes.compile(
    r"(?i:сервис\w*|(?<![а-яё])бот\w*|сайт\w*|платформ\w*|программ\w*|приложени\w*|портал\w*|ресурс\w*|по\s+адресу|доменн\w*"
    r"|https?://|www\.|\.(?:ru|com|рф|io|net|org|online)\b)"
)
THING_CHARS = 160
# What stands before a party's definition: a company, a person, their papers.
_PARTY_CONTEXT = regexes.compile(
    r"(?i:\b(?:ООО|АО|ПАО|ЗАО|ОАО|НКО|АНО|ФГУП|МУП|ГУП|ИП|ТОО|ОДО|ЧУП|ОсОО)\b|общество с ограниченной|акционерн\w+ обществ|индивидуальн\w+ предпринимател"
    r"|гражданин|паспорт|в лице|действующ\w+ на основании|зарегистрированн|проживающ|учреждени|организаци|фонд\b|товарищество)"
    r"|\b(?:Inc|INC|LLC|L\.L\.C|Ltd|LTD|Limited|LIMITED|Corp|CORP|Corporation|CORPORATION|GmbH|S\.A|B\.V|LLP|L\.P|PLC|AG|N\.V|S\.p\.A|Pty)\b\.?"
    r"|(?i:an? (?:individual|natural person)|organized under|incorporated (?:in|under)|existing under|principal (?:place of business|office)|residing at"
    r"|\ban?\s+[\w .,-]{0,40}?\b(?:corporation|company|partnership|association|university|bank)\b)"
)
# "X" means the party / a person / "ABC Inc., a Delaware corporation": a party, not a thing.
_EN_PARTY_MEANING = regexes.compile(
    r"\s*(?:(?:the|any|each|a|an)\s+)?(?:party|person|individual|natural person|entity|corporation|company\b(?! business))"
    r"|\s*[A-Z][\w&.,'-]*(?:\s+[A-Z&][\w&.,'-]*){0,5},?\s+(?:Inc|LLC|Ltd|Limited|Corp|Corporation|GmbH|LLP|PLC|AG)\b",
)


# Defined terms that are never a party (the contract, its object, documents, places).
_NOT_PARTIES = frozenset(
    _words(
        """
договор договора соглашение оферта контракт приложение приложения акт товар товары услуга услуги
работа работы объект имущество помещение квартира сайт правила сумма проект стороны сторона
спецификация заявка заказ продукция программа курс обучение платформа система территория цена
стоимость мероприятие автомобиль транспорт груз недвижимость земельный участок здание оборудование
лицензия произведение результат информация данные закон кодекс гк рф российская федерация счет тариф
тарифы портал приложение пакет документация акцепт регистрация подписка аккаунт контент материалы
уведомление платеж платёж оплата вознаграждение период
agreement contract effective date term territory products product services service software licensed
materials confidential information intellectual property party parties affiliate affiliates change
control fees royalties net sales marks trademarks brand documentation deliverables work commencement
system platform website application portal
date exhibit schedule statement purchase order order plan program site premises property equipment
closing date the claims losses technology patents know-how information board shares stock merger
business act acceptance subscription account content fee fees
"""
    )
)
# "we", "us", "our" name the writer of a form and "you" its reader (see _addressed_reader), never a role.
_PRONOUNS = frozenset(_words("we us our ours you your yours i me my"))
# Words that are generic in a multi-word term («Принимающая сторона», "Disclosing Party"): the key is the other word.
_GENERIC_TERM_WORDS = frozenset({"сторона", "стороны", "party", "the"})
_RU_ENDINGS = frozenset(
    _words(
        "а я у ю ом ем ём ой ей ою ею е и ы ов ев ам ям ами ями ах ях ого его ому ему ым им ыми ими ых их ую юю ая яя ое ее ые ие ый ий"
    )
)
_RU_SOFT_STEM = regexes.compile(r"(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|а|я|ь|й|о|е|ы|и)$")
_INDIVIDUAL_MARKERS = regexes.compile(
    r"\bгражданин\w*|\bпаспорт|дата рождения|\d{2}\.\d{2}\.\d{4}\s*г(?:\.|ода)?\s*рождения|года? рождения|проживающ|зарегистрированн\w* по месту жительства"
    r"|физическ\w+ лиц|\bпотребител(?:ь|я|ю|ем|и|ей)\b|\bФИО\b|\bСНИЛС\b|an individual|the individual (?:named|identified|specified|listed|engaged|who)|natural person|\bresiding at\b|date of birth|passport|consumer"
    # An offer to "любое физическое или юридическое лицо": whoever accepts may be a private person, and a
    # report for that side must fit one (consumer law, no bank guarantees).
    r"|физическ\w+\s+(?:или|и/или|либо|,)\s+юридическ\w+\s+лиц|юридическ\w+\s+(?:или|и/или|либо|,)\s+физическ\w+\s+лиц"
    # The same in English: "the individual or entity accepting these terms".
    r"|\bindividual\s+(?:or|and/or)\s+(?:an?\s+|the\s+)?(?:legal\s+)?(?:entity|company|organi[sz]ation|business)",
    re.IGNORECASE,
)
_ORGANISATION_MARKERS = regexes.compile(
    r"\b(?:ООО|АО|ПАО|ЗАО|ОАО|САО|НКО|АНО|ФГУП|МУП|ГУП|ТОО|ОсОО)\b|(?-i:\b[А-ЯЁ]{2,8}\s*«)|обществ\w* с ограниченной|акционерн\w+ обществ|\bОГРН\b(?!ИП)|\bКПП\b|в лице\s+\S|\bименуемое\b|учреждени|организаци|кооператив|компани|\bбанк"
    # A self-employed provider («самозанятый», НПД) sells in the course of business, as an ИП does.
    r"|индивидуальн\w+ предпринимател|\bИП\b|\bОГРНИП\b|самозанят|налог\w* на профессиональный доход"
    r"|\b(?:Inc|LLC|Ltd|Limited|Corp|Corporation|GmbH|LLP|PLC|AG|Pty)\b|organized|incorporated|existing under|principal place of business",
    re.IGNORECASE,
)
_CONSUMER_MARKERS = regexes.compile(
    r"о защите прав потребителей|\bпотребител(?:ь|я|ю|ем|и|ей)\b|физическ\w+\s+лиц|гражданин|паспорт|\bconsumer\b|natural person",
    re.IGNORECASE,
)
_CONSUMER_LAW = regexes.compile(r"защит\w* прав потребителей", re.IGNORECASE)
# A person's full name (Фамилия Имя Отчество) or initials: a private person, unless a company is named too.
_PERSON_NAME = regexes.compile(
    r"[А-ЯЁ][а-яё]+\s+[А-ЯЁ][а-яё]+\s+[А-ЯЁ][а-яё]+(?:вич|вна|чна|ична|тич)(?:а|у|ем|ом|е|ы|ой|ну)?\b"
)
# The party's own name before its definition: a company in quotes or a person's full name.
_ENTITY_NAME = regexes.compile(
    r"((?:(?:ООО|АО|ПАО|ЗАО|ОАО|АНО|НКО|ТОО|ИП|Общество с ограниченной ответственностью|Акционерное общество|Индивидуальный предприниматель)\s*[«\"“][^»\"”]{1,80}[»\"”])"
    r"|(?:ИП|Индивидуальный предприниматель)\s+[А-ЯЁ][а-яё]+(?:\s+[А-ЯЁ][а-яё.]+){1,2}"
    r"|[А-ЯЁ][а-яё]+\s+[А-ЯЁ][а-яё]+\s+[А-ЯЁ][а-яё]+(?:вич|вна|чна|ична)\b"
    r"|[A-Z][\w&.,'-]*(?:\s+[A-Z&][\w&.,'-]*){0,5}\s*,?\s+(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|GmbH|S\.A|B\.V|LLP|L\.P|PLC|AG|N\.V|Pty Ltd)(?!\w)\.?)"
)
PREAMBLE_CHARS = 3000
DEFINITIONS_CHARS = 20000
CONTEXT_CHARS = 300
REQUISITES_CHARS = 500
DRAFTER_MARGIN = 2
NEUTRAL_WEAKNESS = 5
_ACRONYM = regexes.compile(r"[A-Z0-9&]{1,6}(?:[ -][A-Z0-9&]{1,6})*")
MIN_MENTIONS = 3
MIN_DEFINED_MENTIONS = 2
MIN_STEM = 3
MAX_ENDING = 3
_CYRILLIC = regexes.compile(r"[а-яё]")
MAX_PARTIES = 5
_MUTUAL_NAMES = {"стороны", "сторона", "каждая", "любая", "either", "each", "both", "parties"}
_DEFAULT_WORDS = {"weaker", "default", "слабая", "слабый", "weak", "по умолчанию"}

WeakerBasis = Literal["adhering", "individual", "not_drafter", "payer", "role", "first"]


@dataclass(frozen=True)
class Party:
    """One side as the contract names it: ``name`` its role as written ("Покупатель"), ``key`` its lemma
    (or the defined term's nominative, lower-cased); ``weakness`` from the lexicon (0 for a role it does not
    know); ``person`` the party's own name when the preamble gives it ("ООО «Ромашка»")."""

    key: str
    name: str
    mentions: int
    individual: bool
    weakness: int
    defined: bool = False
    known: bool = True
    person: str | None = None
    ally: str | None = None


@dataclass(frozen=True)
class Roles:
    """The parties, the two main sides first; ``forms`` maps every lower-case word form of a role found in
    the text to its party's key (what the clause model reads as a mention)."""

    parties: tuple[Party, ...]
    consumer: bool
    one_sided_rights: Mapping[str, int] = field(default_factory=dict)
    payments: Mapping[str, int] = field(default_factory=dict)
    forms: Mapping[str, str] = field(default_factory=dict)
    nominatives: frozenset[str] = frozenset()
    # The party that accepts standard terms another drafted (the "you" of terms of service, the acceptor of
    # a public offer, "the entity accepting these terms"): art. 428 ГК's adhering party.
    adhering: str | None = None

    @property
    def keys(self) -> frozenset[str]:
        return frozenset(p.key for p in self.parties)

    @property
    def main(self) -> tuple[Party, ...]:
        return self.parties[:2]

    def get(self, key: str) -> Party | None:
        return next((p for p in self.parties if p.key == key), None)

    def key_of(self, form: str) -> str:
        """The party a lower-case word form names ("курсанту" -> "курсант"), or ""."""
        return self.forms.get(form.replace("ё", "е"), "")

    def is_nominative(self, form: str) -> bool:
        """Whether a role's word form can be the grammatical subject (the nominative)."""
        w = form.replace("ё", "е")
        return w in self.nominatives or reading(w)[1]

    @property
    def weaker(self) -> Party | None:
        """The party a report is written for by default (see the module's docstring)."""
        candidates = self.main
        if not candidates:
            return None
        return max(candidates, key=self._weakness)

    def weaker_basis(self) -> WeakerBasis:
        """Why :attr:`weaker` is the default side: the first fact that tells the main sides apart."""
        weaker, other = self.weaker, self.other(self.weaker.key) if self.weaker else None
        if weaker is None or other is None:
            return "first"
        a, b = self._weakness(weaker), self._weakness(other)
        names: tuple[WeakerBasis, ...] = ("adhering", "individual", "not_drafter", "role", "payer")
        for basis, x, y in zip(names, a, b, strict=False):
            if x != y:
                return basis
        return "first"

    def _weakness(self, party: Party) -> tuple[int, int, int, int, int, int]:
        """The side that adheres to the other's standard terms first (their drafter is the stronger party
        whoever it is: art. 428 ГК); then the individual; then the side that did not draft (two or more
        one-sided rights fewer than the other side); then the lexicon's weakness when it knows both roles,
        else the side that pays."""
        rights = self.one_sided_rights.get(party.key, 0)
        others = max(
            (n for k, n in self.one_sided_rights.items() if k != party.key and k in self._main_keys),
            default=0,
        )
        drafted = rights - others >= DRAFTER_MARGIN
        not_drafted = others - rights >= DRAFTER_MARGIN
        # A role the lexicon does not know sits in the middle of its scale: against a known role, that
        # role's usual place decides; between two unknown roles only the facts (who pays) do.
        role = party.weakness if party.known else NEUTRAL_WEAKNESS
        pays = self.payments.get(party.key, 0)
        return (
            int(self.adhering == party.key),
            int(party.individual),
            int(not_drafted) - int(drafted),
            role,
            pays,
            -self.parties.index(party),
        )

    @property
    def _main_keys(self) -> frozenset[str]:
        return frozenset(p.key for p in self.main)

    def other(self, key: str) -> Party | None:
        """The counter-party of ``key``: the other main side (for an extra party, the other side of the
        main party it stands with)."""
        party = self.get(key)
        if party is not None and party.ally is not None:
            key = party.ally
        return next((p for p in self.main if p.key != key), None)

    def camp(self, key: str) -> frozenset[str]:
        """``key`` and the parties that stand with it (a payer with the beneficiary, a guarantor with the
        debtor): a clause favouring any of them is not a risk for ``key``."""
        party = self.get(key)
        if party is None:
            return frozenset({key})
        anchor = party.ally or party.key
        return frozenset({key, anchor} | {p.key for p in self.parties if p.ally == anchor})

    def resolve(self, requested: str | None) -> Party | None:
        """The side named by the user (``Покупатель``, ``покупателя``, ``buyer``, ``weaker``/None for the
        default); None when the contract defines no such role."""
        if is_default_side(requested):
            return self.weaker
        assert requested is not None
        return self.find(requested)

    def find(self, requested: str) -> Party | None:
        """The party a role name denotes, in any case form or as written; None if the contract has none."""
        want = requested.strip().strip(_QUOTE_OPEN + _QUOTE_CLOSE).strip()
        low = want.lower().replace("ё", "е")
        for party in self.parties:
            if low in (party.key, party.name.lower().replace("ё", "е")):
                return party
        key = self.key_of(low) or role_key(low)
        found = self.get(key)
        if found is not None:
            return found
        heads = [w for w in WORD.findall(low) if w not in _GENERIC_TERM_WORDS]
        for word in reversed(heads):
            key = self.key_of(word) or role_key(word)
            if self.get(key) is not None:
                return self.get(key)
        if low in _READER_WORDS and self.get(READER_KEY) is not None:
            return self.get(READER_KEY)
        # The role named in the other language: "buyer" for «Покупатель», «Арендатор» for "Tenant".
        for key in _TRANSLATIONS.get(role_key(low), ()):
            if self.get(key) is not None:
                return self.get(key)
        return None

    def refuse_message(self, requested: str, lang: Literal["ru", "en"]) -> str:
        """Why ``requested`` is not a side of this contract, listing the roles it defines."""
        listed = ", ".join(f"«{p.name}»" if lang == "ru" else f'"{p.name}"' for p in self.parties)
        if lang == "ru":
            if not listed:
                return f"В договоре не определена сторона «{requested}»; стороны в нём не определены."
            return f"В договоре не определена сторона «{requested}». Стороны договора: {listed}."
        if not listed:
            return f'The contract defines no party "{requested}"; it defines no roles.'
        return f'The contract defines no party "{requested}". Its parties are: {listed}.'


_EN_RU = (
    ("buyer", "покупатель"),
    ("purchaser", "покупатель"),
    ("seller", "продавец"),
    ("vendor", "продавец"),
    ("supplier", "поставщик"),
    ("customer", "заказчик"),
    ("customer", "клиент"),
    ("client", "клиент"),
    ("client", "заказчик"),
    ("contractor", "подрядчик"),
    ("contractor", "исполнитель"),
    ("provider", "исполнитель"),
    ("executor", "исполнитель"),
    ("tenant", "арендатор"),
    ("lessee", "арендатор"),
    ("landlord", "арендодатель"),
    ("lessor", "арендодатель"),
    ("licensee", "лицензиат"),
    ("licensor", "лицензиар"),
    ("borrower", "заемщик"),
    ("lender", "займодавец"),
    ("lender", "кредитор"),
    ("employee", "работник"),
    ("employer", "работодатель"),
    ("agent", "агент"),
    ("principal", "принципал"),
    ("user", "пользователь"),
    ("consumer", "потребитель"),
    ("insurer", "страховщик"),
    ("policyholder", "страхователь"),
    ("carrier", "перевозчик"),
    ("forwarder", "экспедитор"),
    ("distributor", "дистрибьютор"),
    ("dealer", "дилер"),
    ("guarantor", "поручитель"),
    ("payer", "плательщик"),
    ("student", "обучающийся"),
    ("student", "слушатель"),
)
_TRANSLATIONS: dict[str, tuple[str, ...]] = {}
for _en, _ru in _EN_RU:
    _TRANSLATIONS[_en] = (*_TRANSLATIONS.get(_en, ()), _ru)
    _TRANSLATIONS[_ru] = (*_TRANSLATIONS.get(_ru, ()), _en)


def is_default_side(requested: str | None) -> bool:
    """Whether ``requested`` asks for the default side (nothing, "weaker", «слабая» ...)."""
    return not requested or requested.strip().lower() in _DEFAULT_WORDS


def role_key(word: str) -> str:
    """The lemma a role word is keyed by (``Покупателю`` -> ``покупатель``, ``Licensee`` -> ``licensee``)."""
    low = word.lower().replace("ё", "е")
    if low in EN_ROLES or low.rstrip("s") in EN_ROLES:
        return low if low in EN_ROLES else low.rstrip("s")
    return lemma(low)


def _info(key: str) -> RoleInfo | None:
    return ROLES.get(key) or EN_ROLES.get(key)


@dataclass
class _Definition:
    key: str
    name: str
    at: int
    end: int
    cyrillic: bool
    party_context: bool = False
    alias_of: str | None = None
    # Defined after a thing's description (see _THING_TERMS): a party only where no two others are.
    thing: bool = False
    # Defined in lower case (the "licensee"): its lower-case mentions count too.
    lower: bool = False
    # Defined with «именуемый», which names a party wherever it stands.
    named: bool = False
    # A glossary definition's meaning ('"Consultant" means the individual named in ...'): it, not the text
    # before the entry, says what kind of person the party is.
    meaning: str = ""


# A second name in the same definition: ("ABC" or the "Company"), («Исполнитель» или «Агент»).
_ALIAS = regexes.compile(r"\s*,?\s*(?:or|and|или|либо)\s+(?:the\s+|as\s+)?[«\"“]([^»\"”]{2,40})[»\"”]")


# Two-letter words an acronym would be confused with once lower-cased ("IT", "US", "OR").
_TWO_LETTER_WORDS = frozenset(
    _words(
        "am an as at be by do go he if in is it me my no of ok on or so to up us we id uk eu ny dc tv pc ip hr"
    )
)


def _two_letter_acronym(term: str) -> bool:
    """(the "CI"), (hereinafter "OP"): a party's initials, not a word."""
    return bool(re.fullmatch(r"[A-Z]{2}", term)) and term.lower() not in _TWO_LETTER_WORDS


def _term_key(term: str) -> tuple[str, str] | None:
    """The key and the display name of a defined term; None when it is no party's name."""
    if _two_letter_acronym(term.strip()):
        return term.strip().lower(), term.strip()
    return _words_term_key(term)


def _words_term_key(term: str) -> tuple[str, str] | None:
    words = [w for w in re.split(r"[\s-]+", term.strip()) if w]
    if not words or len(words) > 3:
        return None
    low = [w.lower().replace("ё", "е") for w in words]
    if " ".join(low) in _NOT_PARTIES or low[0] in _PRONOUNS:
        return None
    heads = [w for w in low if w not in _GENERIC_TERM_WORDS and not w.isdigit()]
    if not heads:
        return None
    cyrillic = bool(re.search(r"[а-я]", heads[0]))
    head = heads[0] if cyrillic else heads[-1]
    if head in _NOT_PARTIES or len(head) < MIN_STEM:
        return None
    key = role_key(head)
    name = re.sub(r"^(?:the|The|THE)\s+", "", term.strip())
    if name.isupper() and not _ACRONYM.fullmatch(name):
        return key, name.capitalize()  # «ЗАКАЗЧИК» -> «Заказчик»; "JHU", "PA MHC" stay
    return key, name[:1].upper() + name[1:]


# The preamble's list of parties: "by and between A ("A") and B ("B")", «между А (далее — «А») и Б ...».
_BETWEEN = regexes.compile(r"\b(?:by\s+and\s+between|by\s+and\s+among|between|among)\b|(?i:\bмежду\b)")
_BETWEEN_END = regexes.compile(
    r"(?i:\bwhereas\b|\brecitals?\b|\bwitnesseth\b|agree\s+as\s+follows|заключили|о\s+нижеследующем)"
)
BETWEEN_CHARS = 1200
# What may stand between one party's definition and the next party's name: a connector, an article.
_NAME_LEAD = regexes.compile(r"^[\s,;:)»”\"]*(?:(?:and|или|и|&)\s+)?(?:the\s+)?(?=[A-ZА-ЯЁ«\"“])")
MAX_NAME_SEGMENT = 250
# Nothing but a name after the item's mark: capitalised words, "of", "and", "the", "&".
_LIST_NAME = regexes.compile(r"[A-Z][\w&.,'’/-]*(?:[ \t]+(?:[A-Z0-9&][\w&.,'’/-]*|of|and|the|de))*[ \t]*$")
_LIST_ITEM = regexes.compile(r"(?:^|\n)[ \t]*(?:\(\w{1,3}\)|\w{1,3}[.)])[ \t]+(?=[A-Z])")


# The formula that opens a preamble: "This Agreement is entered into ... by and between", «именуемое».
_PREAMBLE_OPENING = regexes.compile(
    r"(?i:\bby\s+and\s+(?:between|among)\b|\bagreement\b[^.]{0,200}?\b(?:is|are)\s+(?:hereby\s+)?(?:made|entered\s+into)\b"
    r"|\bmade\s+and\s+entered\s+into\b|именуем|в\s+дальнейшем)"
)


def _preamble_end(head: str) -> int:
    """Where the preamble ends: PREAMBLE_CHARS after its opening formula, so a cover page or a table of
    contents before it ("MASTER AGREEMENT / BETWEEN ... / TABLE OF CONTENTS ...") does not push the
    parties' definitions out of it."""
    opening = _PREAMBLE_OPENING.search(head)
    return max(PREAMBLE_CHARS, opening.start() + PREAMBLE_CHARS) if opening else PREAMBLE_CHARS


def _between_spans(head: str, preamble_end: int = PREAMBLE_CHARS) -> list[tuple[int, int]]:
    """Where the preamble's 'between ... and ...' lists the parties (up to its recitals or «заключили»)."""
    spans: list[tuple[int, int]] = []
    for m in _BETWEEN.finditer(head, 0, preamble_end):
        stop = _BETWEEN_END.search(head, m.end(), m.end() + BETWEEN_CHARS)
        spans.append((m.end(), stop.start() if stop else m.end() + BETWEEN_CHARS))
    return spans


def _named_in_between(head: str, at: int, spans: list[tuple[int, int]], previous_end: int) -> bool:
    """A definition right after a name in the preamble's list of parties: "between the Open Code Foundation
    ("Foundation") and Jane Smith ("Grantee")" defines two parties whatever their names say."""
    for start, end in spans:
        if not start <= at < end:
            continue
        segment = head[max(start, previous_end) : at]
        if len(segment) <= MAX_NAME_SEGMENT and _NAME_LEAD.match(segment):
            return True
        # "by and among the following parties: (a) ... ; and (b) Northstar Optical Group ("Northstar")": the
        # name opens an item of the list of parties, after the previous party's address.
        items = list(_LIST_ITEM.finditer(segment))
        item = items[-1] if items else None
        if item is not None and _LIST_NAME.match(segment, item.end()):
            return True
    return False


def _definitions(text: str) -> list[_Definition]:
    """Every party definition of the contract's first pages, in order.

    «именуемый» defines a party wherever it stands; «далее», (the "X") and hereinafter define any term, so
    a term the lexicon does not know counts there only in the preamble: after a company's or a person's
    description (ООО, в лице, паспорт, Inc., an individual ...) or right after a name in the preamble's
    list of parties ("between A ("Foundation") and B ("Grantee")")."""
    head = text[:DEFINITIONS_CHARS]
    preamble_end = _preamble_end(head)
    spans = _between_spans(head, preamble_end)
    ends = sorted(
        m.end()
        for rx in (_RU_NAMED, _RU_FURTHER, _EN_NAMED, _EN_NAMED_BARE)
        for m in rx.finditer(head, 0, preamble_end)
    )
    found: list[_Definition] = []
    for rx, named in ((_RU_NAMED, True), (_RU_FURTHER, False), (_EN_NAMED, False), (_EN_NAMED_BARE, False)):
        for m in rx.finditer(head):
            term = next((g for g in m.groups() if g), None)
            parsed = _term_key(term) if term else None
            if term is None or parsed is None:
                continue
            key, name = parsed
            if term[:1].islower() and _info(key) is None:
                continue  # a lower-case quoted term is a party only when it is a role ("the licensee")
            previous_end = max((e for e in ends if e <= m.start()), default=0)
            context = bool(
                _PARTY_CONTEXT.search(head[max(0, m.start() - CONTEXT_CHARS) : m.start()])
            ) or _named_in_between(head, m.start(), spans, previous_end)
            quoted = m.group(1) is not None
            if _info(key) is None and not (
                (named and quoted) or (context and (named or m.start() < preamble_end))
            ):
                continue
            definition = _Definition(
                key,
                name,
                m.start(),
                m.end(),
                bool(_CYRILLIC.search(term.lower())),
                context,
                thing=key in _THING_TERMS and _names_a_thing(head, m.start()),
                lower=term[:1].islower(),
                named=named,
            )
            found.append(definition)
            alias = _ALIAS.match(head, m.end())
            parsed_alias = _term_key(alias.group(1)) if alias else None
            if alias and parsed_alias and parsed_alias[0] != key:
                found.append(
                    _Definition(
                        parsed_alias[0],
                        parsed_alias[1],
                        alias.start(1),
                        alias.end(),
                        definition.cyrillic,
                        context,
                        alias_of=key,
                    )
                )
    for m in _RU_MEANS.finditer(head):
        parsed = _term_key(m.group(1))
        if parsed and parsed[0] not in _THING_TERMS:
            found.append(_Definition(parsed[0], parsed[1], m.start(1), m.end(), True, True))
    for m in _EN_MEANS.finditer(head):
        parsed = _term_key(m.group(1))
        if parsed and (_info(parsed[0]) is not None or _EN_PARTY_MEANING.match(m.group(2))):
            found.append(
                _Definition(parsed[0], parsed[1], m.start(), m.end(), False, True, meaning=m.group(2))
            )
    found.sort(key=lambda d: d.at)
    return _back_to_back_aliases(found, head)


def _names_a_thing(head: str, at: int) -> bool:
    """Whether the words just before a definition describe a thing (a service, a site, its address) rather
    than end with a company's or a person's name."""
    window = head[max(0, at - THING_CHARS) : at]
    thing = max((m.end() for m in _THING_WORDS.finditer(window)), default=-1)
    if thing < 0:
        return False
    party = max(
        (m.end() for rx in (_ENTITY_NAME, _PARTY_CONTEXT, _PERSON_NAME) for m in rx.finditer(window)),
        default=-1,
    )
    return thing > party


# Nothing but closing quotes, brackets and commas between two definitions: 'Deutsche Bank Securities Inc.
# ("Deutsche Bank") (the "Remarketing Agents")' names one party twice.
_ADJACENT = regexes.compile(r"^[\s)\"”»,]*$")


def _back_to_back_aliases(found: list[_Definition], head: str) -> list[_Definition]:
    out: list[_Definition] = []
    for d in found:
        previous = out[-1] if out else None
        adjacent = (
            previous is not None
            and d.alias_of is None
            and d.key != previous.key
            and previous.end <= d.at
            and _ADJACENT.match(head[previous.end : d.at]) is not None
        )
        out.append(replace(d, alias_of=previous.alias_of or previous.key) if adjacent and previous else d)
    return out


def _stem(key: str) -> str:
    return _RU_SOFT_STEM.sub("", key) if len(key) > MIN_STEM + 1 else key


def _forms_of(keys: Iterable[tuple[str, bool]], vocabulary: Iterable[str]) -> dict[str, str]:
    """Word forms of the text that name each role: the lexicon's forms, a Russian stem with a case ending,
    English plurals."""
    forms: dict[str, str] = {}
    stems: dict[str, str] = {}
    for key, cyrillic in keys:
        forms.setdefault(key, key)
        if cyrillic:
            stems.setdefault(_stem(key), key)
        else:
            for suffix in ("s", "es"):
                forms.setdefault(key + suffix, key)
    russian = frozenset(stems.values())
    for word in vocabulary:
        if word in forms:
            continue
        if _CYRILLIC.search(word) and known_word(word):
            if lemma(word) in russian:
                forms[word] = lemma(word)
            continue
        for cut in range(max(MIN_STEM, len(word) - MAX_ENDING), len(word) + 1):
            owner = stems.get(word[:cut])
            if owner is not None and word[cut:] in _RU_ENDINGS:
                forms[word] = owner
                break
    return forms


def resolve_roles(text: str) -> Roles:
    """The parties: the contract's defined roles and the lexicon's roles written as defined terms, the two
    most mentioned first (a definition counts for a main side over a role merely named)."""
    definitions = _definitions(text)
    canonical = _canonical_names(definitions)
    defined: dict[str, _Definition] = {}
    for d in definitions:
        if canonical.get(d.key, d.key) == d.key:
            defined.setdefault(d.key, d)
    vocabulary = set(WORD.findall(text.lower().replace("ё", "е")))
    lexicon_keys = {(k, True) for k in ROLES} | {(k, False) for k in EN_ROLES}
    forms = _forms_of(
        [(d.key, d.cyrillic) for d in definitions if d.key in defined or d.key in canonical]
        + sorted(lexicon_keys),
        vocabulary,
    )
    forms = {f: canonical.get(k, k) for f, k in forms.items()}
    counts: Counter[str] = Counter()
    spelled: dict[str, Counter[str]] = {}
    for written, n in Counter(_CAPITALISED.findall(text)).items():
        word = written.lower().replace("ё", "е")
        key = forms.get(word) or role_key(word)
        if key not in defined and (_info(key) is None or key in _NEEDS_DEFINITION):
            continue
        counts[key] += n
        spelled.setdefault(key, Counter())[written] += n
    lower_keys = {d.key for d in definitions if d.lower and d.key in defined}
    if lower_keys:
        for word, n in Counter(re.findall(r"(?<![\w-])[a-z]{3,}(?![\w-])", text)).items():
            key = forms.get(word, "")
            if key in lower_keys:
                counts[key] += n
                spelled.setdefault(key, Counter())[word] += n
    consumer = bool(_CONSUMER_MARKERS.search(text[:PREAMBLE_CHARS]) or _CONSUMER_LAW.search(text))
    ranked = sorted(
        (k for k in counts if _kept(k, counts[k], defined)),
        key=lambda k: (k in defined, counts[k]),
        reverse=True,
    )
    ranked = _without_things(ranked, defined)
    ordered = _main_first(ranked, counts, defined)
    chosen = ordered[:2] + [k for k in ordered[2:] if _extra_party(k, defined, definitions, text)]
    chosen = _without_customers_users(chosen)[:MAX_PARTIES]
    parties = [
        _party(
            key,
            mentions=counts[key],
            spelled=spelled[key],
            definition=defined.get(key),
            text=text,
            definitions=definitions,
            consumer=consumer,
        )
        for key in chosen
    ]
    parties = _with_allies(parties)
    addressed = _addressed_reader(text, parties, definitions)
    if addressed is not None:
        parties, reader_forms = addressed
        forms.update(reader_forms)
        consumer = consumer or parties[1].individual
    used = {p.key for p in parties}
    nominatives = frozenset({p.key for p in parties} | {p.name.lower().replace("ё", "е") for p in parties})
    if addressed is not None:
        nominatives |= {"you", "we"}
    kept_forms = {f: k for f, k in forms.items() if k in used}
    adhering = (
        READER_KEY
        if addressed is not None
        else _adhering_party(text, parties, defined, definitions, kept_forms)
    )
    return Roles(
        parties=tuple(parties),
        consumer=consumer,
        forms=kept_forms,
        nominatives=nominatives,
        adhering=adhering,
    )


# A party described as whoever accepts the terms: "the individual or entity accepting these terms".
_ACCEPTS_TERMS = regexes.compile(
    r"\b(?:accept(?:s|ing)?|agree(?:s|ing)?\s+to|click(?:s|ing)?|sign(?:s|ing)?\s+up)\b[^.;()]{0,30}?"
    r"\b(?:terms|agreement|conditions|offer)\b",
    re.IGNORECASE,
)
# A standard form the other side accepts as a whole: a public offer, a contract of adhesion (art. 428 ГК).
_OFFER_FORM = regexes.compile(
    r"публичн\w*\s+оферт|\bоферт[аыуеой]{1,2}\b|договор\w*\s+присоединени|(?:ст\.|стать[ияей])\s*428\b",
    re.IGNORECASE,
)
_ACCEPTANCE = regexes.compile(
    r"акцепт\w*|присоедин(?:ение|ения|яется|ился|илась|иться)\w*|безоговорочн\w*\s+(?:и\s+полн\w*\s+)?(?:приняти|принима|соглас)",
    re.IGNORECASE,
)
_SENTENCE_BREAK = regexes.compile(r"(?<=[.;!?])\s+|\n+")
MIN_ACCEPTANCES = 2


_PROCUREMENT_44 = regexes.compile(
    r"44-фз|о контрактной системе в сфере закупок|(?:государственн|муниципальн)\w* контракт", re.IGNORECASE
)
_PROCUREMENT_223 = regexes.compile(
    r"223-фз|о закупках товаров, работ, услуг отдельными видами юридических лиц", re.IGNORECASE
)
_PROCURING_CUSTOMER = regexes.compile(r"^(?:государственн\w* |муниципальн\w* )?заказчик")


def procurement(text: str) -> str | None:
    """The public procurement law a contract is made under: "44" (44-ФЗ), "223" (223-ФЗ) or None."""
    if _PROCUREMENT_44.search(text):
        return "44"
    return "223" if _PROCUREMENT_223.search(text) else None


def _supplier_to_procurement(text: str, main: list[Party]) -> str | None:
    """In a public procurement contract the customer's form is signed as published (ч. 1 ст. 34 44-ФЗ, the
    223-ФЗ procurement documents): the supplier, contractor or performer adheres to it."""
    customers = [p for p in main if _PROCURING_CUSTOMER.search(p.key)]
    if len(customers) != 1 or procurement(text) is None:
        return None
    return next(p.key for p in main if p is not customers[0])


def _adhering_party(
    text: str,
    parties: list[Party],
    defined: Mapping[str, _Definition],
    definitions: list[_Definition],
    forms: Mapping[str, str],
) -> str | None:
    """The main side that accepts terms the other drafted: described so in the preamble ("the entity
    accepting these terms"), or, in a public offer, the one its acceptance sentences name alone («Акцептом
    оферты является оплата Заказчиком ...»); None when nothing tells."""
    main = parties[:2]
    if len(main) < 2:
        return None
    supplier = _supplier_to_procurement(text, main)
    if supplier is not None:
        return supplier
    described = [
        p.key
        for p in main
        if p.key in defined and _ACCEPTS_TERMS.search(_own_context(defined[p.key], definitions, text))
    ]
    if len(described) == 1:
        return described[0]
    if not _OFFER_FORM.search(text):
        return None
    keys = {p.key for p in main}
    counts: Counter[str] = Counter()
    for sentence in _SENTENCE_BREAK.split(text):
        if not _ACCEPTANCE.search(sentence):
            continue
        named = {forms.get(w, "") for w in WORD.findall(sentence.lower().replace("ё", "е"))} & keys
        if len(named) == 1:
            counts[named.pop()] += 1
    (first, n), *rest = counts.most_common(2) or [("", 0)]
    other = rest[0][1] if rest else 0
    return first if n >= MIN_ACCEPTANCES and n > 2 * other else None


# Terms of service and other standard forms speak to their reader: "you" is a party, "we" the business.
_SECOND_PERSON = regexes.compile(r"\b(?:you|your|yours|yourself)\b", re.IGNORECASE)
_FIRST_PERSON_ALIAS = regexes.compile(r"^[^.;()]{0,10}(?:[\"“](?:we|us|our)[\"”])", re.IGNORECASE)
_READER_FORMS = ("you", "your", "yours", "yourself", "yourselves")
_WRITER_FORMS = ("we", "us", "our", "ours", "ourselves")
MIN_SECOND_PERSON = 6
READER_KEY = "you"
READER_NAME = "User (you)"
# What a user may call the reader of terms of service when asking for a side (--side user).
_READER_WORDS = frozenset(
    {"you", "user", "the user", "user (you)", "consumer", "customer", "subscriber", "member"}
)
WRITER_KEY = "we"


def _addressed_reader(
    text: str, parties: list[Party], definitions: list[_Definition]
) -> tuple[list[Party], dict[str, str]] | None:
    """A standard form addressed to "you" (terms of service, a user agreement): the reader is a party (a
    private person: the form is offered to the public) and "we"/"us" is the business that wrote it (the
    party defined with those words, else the one defined that is no reader's role, else "We").

    A role that names the reader ("User", "Customer", "Member", or the one defined with "you": '"User,"
    "You," and "Your" refer to ...', 'you ("Developer")') is the reader itself, never the writer: its
    forms become the reader's, so "User may ..." and "you may ..." are one party's clauses."""
    head = text[:DEFINITIONS_CHARS]
    if _CYRILLIC.search(head) or len(_SECOND_PERSON.findall(head)) < MIN_SECOND_PERSON:
        return None
    readers = _readers(parties, head, definitions)
    if len(parties) - len(readers) >= 2:
        return None
    others = [p for p in parties if p not in readers]
    writer = next(
        (p for d in definitions if _FIRST_PERSON_ALIAS.match(head, d.end) for p in others if p.key == d.key),
        others[0] if others else None,
    )
    if writer is None:
        mentions = len(re.findall(r"\b(?:we|us|our)\b", head, re.IGNORECASE))
        writer = Party(WRITER_KEY, "We", mentions, False, NEUTRAL_WEAKNESS, defined=False, known=False)
    name = f"{readers[0].name} (you)" if readers else READER_NAME
    mentions = len(_SECOND_PERSON.findall(text)) + sum(p.mentions for p in readers)
    # A form offered to the public speaks to a private person unless the reader's own description names a
    # company ("Solutions Vending International, Inc ("Customer" or "you")").
    individual = readers[0].individual if readers else True
    reader = Party(READER_KEY, name, mentions, individual, _reader_weakness(), defined=True)
    forms = dict.fromkeys(_READER_FORMS, reader.key) | dict.fromkeys(_WRITER_FORMS, writer.key)
    for p in readers:
        forms[p.key] = reader.key
        forms[p.name.lower().replace("ё", "е")] = reader.key
    rest = [p for p in others if p.key != writer.key]
    return [writer, reader, *rest], forms


# Roles that name the public reader of a standard form.
_READER_ROLES = frozenset(
    {"user", "users", "customer", "member", "subscriber", "consumer", "client", "visitor"}
)
# "User," "You," and "Your" / ("you" or "Developer") / you (the "Developer"): a term defined as the reader.
_YOU_NEAR = regexes.compile(
    r"[\"“']\s*(?:you|your)\s*[,\"”']|\byou\s*(?:\(\s*(?:the\s+)?|as\s+(?:an?\s+)?)[\"“]", re.IGNORECASE
)
YOU_NEAR_CHARS = 40


def _readers(parties: list[Party], head: str, definitions: list[_Definition]) -> list[Party]:
    """The parties that name the reader: the one defined with "you"; else a reader's role ("User",
    "Customer") that is not the reader's own people ("your customers", "your users")."""
    defined = [p for p in parties if _defined_as_you(p, head, definitions)]
    if defined:
        return defined
    return [
        p
        for p in parties
        if p.key in _READER_ROLES and not re.search(rf"\byour\s+{re.escape(p.key)}", head, re.IGNORECASE)
    ]


def _defined_as_you(party: Party, head: str, definitions: list[_Definition]) -> bool:
    for d in definitions:
        if d.key == party.key:
            around = head[max(0, d.at - YOU_NEAR_CHARS) : d.end + YOU_NEAR_CHARS]
            if _YOU_NEAR.search(around):
                return True
    return False


def _reader_weakness() -> int:
    user = EN_ROLES.get("user")
    return user.weakness if user else NEUTRAL_WEAKNESS


# Generic nouns that count as a party only when the preamble defines them ("далее — «Компания»").
_NEEDS_DEFINITION = frozenset(
    {
        "компания",
        "сервис",
        "общество",
        "администрация",
        "банк",
        "участник",
        "получатель",
        "получать",
        "принимать",
        "раскрывать",
        "передавать",
        "receiving",
        "disclosing",
        "recipient",
    }
)


def _canonical_names(definitions: list[_Definition]) -> dict[str, str]:
    """Two names of one party ("ABC" or the "Company"): each alias key -> the party's key, the role the
    lexicon knows when one of them is such a role."""
    canonical: dict[str, str] = {}
    for d in definitions:
        if d.alias_of is None or d.alias_of in canonical:
            continue
        first, second = d.alias_of, d.key
        keep, drop = (second, first) if _info(second) and not _info(first) else (first, second)
        canonical[drop] = keep
    return canonical


def _without_things(ranked: list[str], defined: Mapping[str, _Definition]) -> list[str]:
    """The parties less a term that names the online service the contract is about, when two others are
    left to face each other (the offeror and the acceptor); an offer that names no one but its «Сервис»
    keeps it as the side that provides."""
    parties = [k for k in ranked if not (k in defined and defined[k].thing)]
    return parties if len(parties) >= 2 else ranked


def _kept(key: str, mentions: int, defined: Mapping[str, _Definition]) -> bool:
    if key in defined:
        return mentions >= MIN_DEFINED_MENTIONS or _info(key) is not None
    return mentions >= MIN_MENTIONS


# Who signs for the users: where a contract has a customer, its "Users" are the customer's people, not a side.
_USERS = frozenset({"user", "users"})
_SIGNS_FOR_USERS = frozenset({"customer", "client", "subscriber", "licensee"})


def _without_customers_users(keys: list[str]) -> list[str]:
    if _SIGNS_FOR_USERS.isdisjoint(keys):
        return keys
    return [k for k in keys if k not in _USERS]


def _extra_party(
    key: str, defined: Mapping[str, _Definition], definitions: list[_Definition], text: str
) -> bool:
    """A third party counts only when the contract defines it after a company's or a person's description
    (a guarantor, a payer, a patient «несовершеннолетнего Иванова Петра Ивановича, 2012 года рождения») or
    with «именуемый», not a role word it merely uses."""
    definition = defined.get(key)
    if definition is None:
        return False
    if definition.named:
        return True
    own = _own_context(definition, definitions, text)
    return bool(_PARTY_CONTEXT.search(own) or _PERSON_NAME.search(own) or _INDIVIDUAL_MARKERS.search(own))


def _main_first(ranked: list[str], counts: Counter[str], defined: Mapping[str, _Definition]) -> list[str]:
    """The two main sides: the first two defined in the preamble when both are well mentioned (a contract
    names its parties first), else the most mentioned; the rest follow by mentions."""
    first_defined = [k for k in sorted(defined, key=lambda k: defined[k].at) if k in ranked]
    top = max((counts[k] for k in ranked), default=0)
    main = [k for k in first_defined[:2] if counts[k] * 4 >= top]
    for key in ranked:
        if len(main) >= 2:
            break
        if key not in main:
            main.append(key)
    main.sort(key=lambda k: counts[k], reverse=True)
    return main + [k for k in ranked if k not in main]


def _party(
    key: str,
    *,
    mentions: int,
    spelled: Counter[str],
    definition: _Definition | None,
    text: str,
    definitions: list[_Definition],
    consumer: bool,
) -> Party:
    info = _info(key)
    weakness = info.weakness if info else 0
    known = info is not None
    own = _own_context(definition, definitions, text)
    requisites = _requisites(text, spelled)
    evidence = _individual(definition.meaning, "") if definition is not None and definition.meaning else None
    evidence = evidence if evidence is not None else _individual(own, requisites)
    individual = bool(info and info.individual) or (
        evidence if evidence is not None else bool(info and consumer and info.weakness >= 6)
    )
    name = definition.name if definition is not None else _display(spelled, key)
    person = _entity_name(own) if own else None
    return Party(key, name, mentions, individual, weakness, definition is not None, known, person)


def _own_context(definition: _Definition | None, definitions: list[_Definition], text: str) -> str:
    """The preamble's words about one party: from the previous definition (or the start) to its own, less
    what still describes the previous party (its signatory «в лице …, действующего на основании Устава, »,
    "Acme Ltd, a company registered in England, and")."""
    if definition is None:
        return ""
    previous = max(
        (d.end for d in definitions if d.end <= definition.at), default=max(0, definition.at - CONTEXT_CHARS)
    )
    start = max(previous, definition.at - CONTEXT_CHARS)
    return _own_words(text[start : definition.at])


# Where one party's description ends and the next party's begins.
_PARTY_BOUNDARY = regexes.compile(
    r"(?i:с\s+одной\s+стороны|с\s+другой\s+стороны)[,;]?\s*(?:и\s+)?|,\s*(?:и|and)\s+|;\s*(?:(?:и|and)\s+)?"
    r"|(?i:действующ\w*\s+на\s+основании\s+[^,;()]{1,80}[,;])|\b(?:by\s+and\s+)?(?:between|among)\b|(?i:\bмежду\b)"
)


def _own_words(block: str) -> str:
    """The shortest tail of ``block`` after a party boundary that still describes a party; else ``block``."""
    for m in reversed(list(_PARTY_BOUNDARY.finditer(block))):
        tail = block[m.end() :]
        if _PARTY_CONTEXT.search(tail) or _PERSON_NAME.search(tail) or _INDIVIDUAL_MARKERS.search(tail):
            return tail
    return block


def _requisites(text: str, spelled: Counter[str]) -> str:
    """The requisites block of a party: after the last line that starts with its role (the tail of the text)."""
    tail_start = int(len(text) * 0.6)
    best = -1
    for form in spelled:
        for m in re.finditer(rf"(?m)^[\s*#|]*{re.escape(form)}\b", text[tail_start:]):
            best = max(best, tail_start + m.end())
    return text[best : best + REQUISITES_CHARS] if best >= 0 else ""


def _individual(own: str, requisites: str) -> bool | None:
    """Whether the party is a private person from its preamble words, then its requisites; None if silent."""
    for block in (own, requisites):
        if not block:
            continue
        if _ORGANISATION_MARKERS.search(block):
            return False
        if _INDIVIDUAL_MARKERS.search(block) or _PERSON_NAME.search(block):
            return True
    return None


def _entity_name(own: str) -> str | None:
    names = _ENTITY_NAME.findall(own)
    return names[-1].strip(" ,") if names else None


Camp = Literal["gives", "pays"]
# A company, a bank, a service: a name that says nothing of the side of the bargain it stands on.
_GENERIC_PARTIES = _NEEDS_DEFINITION | {"company"}


def _camp(party: Party) -> Camp | None:
    """The side of the bargain a role stands on by the lexicon: the one that gives what is paid for (the
    provider, the lender, the seller) or the one that pays or receives (the customer, the patient, the
    borrower, and whoever pays or answers for them); None for a role the lexicon does not know."""
    info = _info(party.key)
    if info is None or party.key in _GENERIC_PARTIES:
        return None
    return "pays" if info.accessory or info.weakness >= PAYING_WEAKNESS else "gives"


def _accessory(party: Party) -> bool:
    info = _info(party.key)
    return bool(info and info.accessory)


def _main_pair(parties: list[Party]) -> list[Party]:
    """The two main sides of a contract with three or more parties: principal parties (not a guarantor
    or a payer for another), one from each side of the bargain when the lexicon tells the sides (a clinic
    against the patient and the one who pays for him, a lender against the borrower and his guarantor)."""
    principals = [p for p in parties if not _accessory(p)]
    if len(principals) < 2:
        return parties[:2]
    first, second = principals[:2]
    camp = _camp(first)
    if camp is not None and _camp(second) == camp:
        # Two roles of one side are not the bargain: the third principal, known or not, is the other side.
        second = next((p for p in principals[2:] if _camp(p) != camp), second)
    return sorted((first, second), key=lambda p: p.mentions, reverse=True)


def _with_allies(parties: list[Party]) -> list[Party]:
    """An extra party stands with the main side on its side of the bargain (a payer and a patient with the
    customer, a guarantor with the debtor); when the lexicon does not tell, with the main side of the
    higher weakness, or the more mentioned one."""
    if len(parties) <= 2:
        return parties
    main = _main_pair(parties)
    rest = [p for p in parties if p not in main]
    fallback = max(main, key=lambda p: (p.weakness, p.mentions))
    camps = {_camp(p): p for p in main}
    allied = []
    for p in rest:
        anchor = camps.get(_camp(p)) if len(camps) == 2 and None not in camps else None
        allied.append(replace(p, ally=(anchor or fallback).key))
    return main + allied


def _display(forms: Counter[str], key: str) -> str:
    """The role's name for a reader: its nominative, capitalised as the contract mostly writes it."""
    nominative = next((f for f, _ in forms.most_common() if f.lower().replace("ё", "е") == key), None)
    return nominative.capitalize() if nominative else key.capitalize()


def mutual_word(word: str) -> bool:
    return word in _MUTUAL_NAMES
