"""Clauses that name a risk's topic but state the ordinary, lawful or mutual rule: what the judge leaves out.

Each predicate reads the operative part of one lower-cased sentence (what it lets whom do), not the topic's
keyword: an offer accepted by paying for it is how a contract is made (п. 3 ст. 438 ГК РФ), not a tacit
acceptance of work.
"""

from __future__ import annotations

from chalicelib import regexes

# The offer or the contract as the thing accepted: "акцептом оферты", "принятием данного Договора".
_OFFER_ACCEPTED = regexes.compile(
    r"(?:акцепт|принят)\w*[^.;]{0,40}(?:оферт|договор|соглашени)|оферт\w*[^.;]{0,60}акцепт"
    r"|согласи\w* со всеми условиями"
)
# Accepted by paying or ordering: the performance the offer asks for (п. 3 ст. 438 ГК РФ).
_BY_PAYMENT = regexes.compile(
    r"оплат|платеж|внесени\w* (?:денежн|предоплат|аванс)|оформлени\w* заказ|размещени\w* заказ"
)
# What makes an acceptance tacit after all: silence, mere use or a visit, continued use after a change.
_TACIT_ACT = regexes.compile(
    r"молчани|бездейств|использовани|продолжени|посещени|регистрац|отметк|галочк|не (?:направ|заяв|сообщ)"
    r"|при отсутствии|в противном случае|изменени"
)


def paid_offer_acceptance(lower: str) -> bool:
    """An offer or contract deemed accepted by payment or an order: ordinary contract formation."""
    return bool(_OFFER_ACCEPTED.search(lower) and _BY_PAYMENT.search(lower) and not _TACIT_ACT.search(lower))


# --- penalties: a sanction the contract does not set -------------------------------------------------------

# A fine the state imposes (for breaking labour, tax or traffic law), or debts a traveller must disclose:
# the word names a public sanction, not a contractual penalty between the parties.
_STATE_FINE = regexes.compile(
    r"штраф\w*,? наложенн|административн\w* штраф|штраф\w* (?:гибдд|гаи|налогов|государствен)"
    r"|(?:долг\w*|задолженност\w*),? штраф\w*,? (?:ограничени|запрет)"
)
# The statutory definition (ст. 330 ГК РФ): "Неустойка (штраф, пеня) — определенная законом или договором
# денежная сумма, которую ... обязан уплатить".
_DEFINITION = regexes.compile(r"неустойк\w*[^.;]{0,30}\s[-–—]\s*определ[её]нн\w* законом")
# The row label of the consumer-loan table of individual terms (ч. 9 ст. 5 353-ФЗ): the field, not its value.
_FORM_LABEL = regexes.compile(r"размер неустойки \(штрафа, пени\) или порядок их определения")
# The statutory rule that paying a penalty does not release from performing (ст. 396 ГК РФ).
_NO_RELEASE = regexes.compile(
    r"(?:уплат|взыскани|начислени)\w* (?:неустойк|пен|штраф)\w*[^.;]{0,80}не освобожда\w*"
)


def penalty_named_not_set(lower: str, has_numbers: bool) -> bool:
    """A sentence that names a penalty without setting one: a state fine, the law's definition of a
    penalty, a form's row label, or the rule of ст. 396 ГК РФ."""
    if has_numbers:
        return False
    named = (_STATE_FINE, _NO_RELEASE, _DEFINITION, _FORM_LABEL)
    return any(rx.search(lower) for rx in named)


# --- secrecy of one's own means of access -----------------------------------------------------------------

# Keeping one's own password, signature key or access codes secret protects the one who keeps them: it is
# no duty of secrecy owed to the other side.
_OWN_CREDENTIALS = regexes.compile(
    r"конфиденциальност\w*[^.;]{0,30}(?:ключ\w* (?:электронн|простой|усиленн)|парол|логин"
    r"|код\w*(?: доступа)?\b|учетн\w* (?:данн|запис)|средств\w* доступа|pin)"
    r"|(?:парол|логин|код\w* доступа|ключ\w* электронн\w* подпис)\w*[^.;]{0,60}"
    r"(?:конфиденциальн|в тайне|не (?:передавать|сообщать|разглашать))"
)


def own_credentials(lower: str) -> bool:
    """A duty to keep one's own credentials secret (a password, an e-signature key, access codes)."""
    return bool(_OWN_CREDENTIALS.search(lower))


# --- units of a service priced in roubles ------------------------------------------------------------------

_UNITS = regexes.compile(r"условн\w* единиц|\bу\.\s?е\.")
_FOREIGN = regexes.compile(r"курс|валют|доллар|евро|юан|эквивалент|usd|eur|cny|\$|€")


_UNITS_PRICED = regexes.compile(r"(?:стоимост|цен)\w* (?:\w+ )?(?:условн\w* единиц|у\.\s?е\.)|руб")


def units_priced_in_roubles(lower: str) -> bool:
    """ "Conventional units" that are the service's own units (sessions, points), priced in roubles or
    named as what has a price: no currency peg when no foreign currency or exchange rate is named."""
    return bool(_UNITS.search(lower) and _UNITS_PRICED.search(lower) and not _FOREIGN.search(lower))


# --- a right holder's statement of its ownership ------------------------------------------------------------

_OWNS = regexes.compile(r"исключительн\w* прав\w*[^.;]{0,120}принадлеж\w*\s+([а-яё]+)")
_TRANSFER = regexes.compile(
    r"переход|переда[её]т|передаю|передаются|отчужд|уступ|с момента (?:создани|оплат|подписани)"
)
# The user's own works or uploads: who owns them is the question the item is about.
_USERS_WORKS = regexes.compile(
    r"(?:созда|размещ|загруж|опубликова|разработ)\w*[^.;]{0,40}(?:пользовател|лицензиат)"
    r"|(?:контент|материал|произведени|отзыв|результат|изображени|фото)\w*\s+(?:пользовател|лицензиат)"
)


def ownership_holder(lower: str) -> str | None:
    """The word naming who owns the rights in a bare ownership statement ("Исключительное право на Сайт
    принадлежит Администратору"); None when the sentence transfers rights or is about the user's works."""
    m = _OWNS.search(lower)
    if m is None or _TRANSFER.search(lower) or _USERS_WORKS.search(lower):
        return None
    return m.group(1)


# --- renewal: automatic, or by an extension the parties make ---------------------------------------------

_AUTODEBIT = regexes.compile(r"автосписани|автоплат")
_RENEWAL = regexes.compile(r"продл|пролонг|подписк|тариф|следующ\w* (?:период|срок|месяц|год)")
_UPON_EXTENSION = regexes.compile(r"(?:в случае|при) (?:продлени|пролонгаци)")
_AUTOMATIC = regexes.compile(r"автоматическ|если ни одна|при отсутствии|не заявит|не уведомит")


def no_automatic_renewal(lower: str) -> bool:
    """A debit from the card with nothing renewed ("автосписание" of an overdue loan), or a contract that
    follows an extension the parties make ("в случае продления аренды договор считается продлённым"): no
    renewal happens by itself."""
    if _AUTODEBIT.search(lower) and not _RENEWAL.search(lower):
        return True
    return bool(_UPON_EXTENSION.search(lower) and not _AUTOMATIC.search(lower))


# --- a term conditioned on a business counterparty -------------------------------------------------------

_IF_BUSINESS = regexes.compile(
    r"(?:если|в случае(?:,? если)?|при заключении)[^.;]{0,40}(?:договор\w*\s+)?(?:заключ\w+\s+)?"
    r"(?:с\s+)?(?:индивидуальн\w+ предпринимател\w*|юридическ\w+ лиц\w*)"
)


def only_for_business(lower: str) -> bool:
    """A term that applies only "if the contract is made with a sole trader or a company": it does not
    bind a consumer."""
    return bool(_IF_BUSINESS.search(lower))


# --- force majeure: what the law already leaves out ---------------------------------------------------------

# Insolvency, a lack of money or a counterparty's breach is no force majeure by law (п. 3 ст. 401 ГК РФ):
# saying so narrows nothing.
_NOT_FORCE_MAJEURE_BY_LAW = regexes.compile(
    r"(?:неплатежеспособност|отсутстви\w* (?:у [а-яё]+ )?(?:необходимых )?денежных средств"
    r"|нарушени\w* обязанностей\s+(?:со стороны\s+)?контрагент)"
    r"\w*[^.;]{0,60}не (?:является|являются|относится|относятся|признается|признаются|может быть признан)\w*"
    r"[^.;]{0,30}(?:форс|непреодолим)"
)


def force_majeure_as_the_law_defines(lower: str) -> bool:
    """The clause only repeats what п. 3 ст. 401 ГК РФ already excludes from force majeure."""
    return bool(_NOT_FORCE_MAJEURE_BY_LAW.search(lower))
