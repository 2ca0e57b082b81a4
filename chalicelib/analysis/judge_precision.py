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
