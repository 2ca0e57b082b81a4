"""The clause model's Russian vocabulary, by lemma: party roles, actions and their pairings.

Words are read by their lemma (:mod:`chalicelib.clauses.lemmas`, pymorphy3), so every inflected form of a
lemma here matches, not only word stems; where a form is ambiguous, the reading with a lemma listed here wins.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RoleInfo:
    """A party role: ``weakness`` orders the sides (higher = usually the weaker, non-drafting party);
    ``individual`` marks roles that are as a rule a consumer or a private person."""

    lemma: str
    weakness: int
    individual: bool = False
    # A party that answers for another's obligation or pays for another (a guarantor, a payer): where the
    # contract has two principal sides it stands with one of them, never a main side itself.
    accessory: bool = False


_ROLES = (
    RoleInfo("потребитель", 10, individual=True),
    RoleInfo("пользователь", 9, individual=True),
    RoleInfo("работник", 9, individual=True),
    RoleInfo("стажер", 9, individual=True),
    RoleInfo("пациент", 9, individual=True),
    RoleInfo("турист", 9, individual=True),
    RoleInfo("обучающийся", 9, individual=True),
    RoleInfo("слушатель", 9, individual=True),
    RoleInfo("заемщик", 8),
    RoleInfo("страхователь", 8),
    RoleInfo("плательщик", 8, accessory=True),
    RoleInfo("поручитель", 8, accessory=True),
    RoleInfo("клиент", 7),
    RoleInfo("наниматель", 7),
    RoleInfo("лицензиат", 7),
    RoleInfo("сублицензиат", 7),
    RoleInfo("дольщик", 7),
    RoleInfo("участник", 6),
    RoleInfo("арендатор", 6),
    RoleInfo("покупатель", 6),
    RoleInfo("заказчик", 6),
    RoleInfo("дилер", 6),
    RoleInfo("субарендатор", 6),
    RoleInfo("доверитель", 5),
    RoleInfo("комитент", 5),
    RoleInfo("принципал", 5),
    RoleInfo("грузоотправитель", 5),
    RoleInfo("получатель", 5),
    RoleInfo("агент", 4),
    RoleInfo("поверенный", 4),
    RoleInfo("комиссионер", 4),
    RoleInfo("исполнитель", 3),
    RoleInfo("подрядчик", 3),
    RoleInfo("экспедитор", 3),
    RoleInfo("перевозчик", 3),
    RoleInfo("поставщик", 3),
    RoleInfo("продавец", 3),
    RoleInfo("арендодатель", 3),
    RoleInfo("наймодатель", 3),
    RoleInfo("лицензиар", 3),
    RoleInfo("правообладатель", 3),
    RoleInfo("дистрибьютор", 3),
    RoleInfo("застройщик", 3),
    RoleInfo("работодатель", 2),
    RoleInfo("займодавец", 2),
    RoleInfo("кредитор", 2),
    RoleInfo("страховщик", 2),
    RoleInfo("банк", 2),
    RoleInfo("компания", 2),
    RoleInfo("сервис", 2),
    RoleInfo("администрация", 2),
    RoleInfo("общество", 2),
    RoleInfo("организатор", 2),
    RoleInfo("туроператор", 2),
    # A confidentiality agreement's sides («Получающая сторона»: the participle's lemma): the one that
    # receives the information carries the duties.
    RoleInfo("получать", 6),
    RoleInfo("принимать", 6),
    RoleInfo("раскрывать", 3),
    RoleInfo("передавать", 3),
)
ROLES: dict[str, RoleInfo] = {r.lemma: r for r in _ROLES}
# Where the paying roles start (buyers, customers, tenants, borrowers, licensees …); below it are the
# roles that give what the other side pays for (sellers, contractors, landlords, lenders, licensors).
PAYING_WEAKNESS = 5

# English roles: matched as words, lower-cased; the same weakness scale.
EN_ROLES: dict[str, RoleInfo] = {
    r.lemma: r
    for r in (
        RoleInfo("consumer", 10, individual=True),
        RoleInfo("user", 9, individual=True),
        RoleInfo("employee", 9, individual=True),
        RoleInfo("customer", 7),
        RoleInfo("licensee", 7),
        RoleInfo("borrower", 8),
        RoleInfo("tenant", 6),
        RoleInfo("lessee", 6),
        RoleInfo("buyer", 6),
        RoleInfo("purchaser", 6),
        RoleInfo("client", 6),
        RoleInfo("distributor", 5),
        RoleInfo("reseller", 5),
        RoleInfo("franchisee", 6),
        RoleInfo("contractor", 4),
        RoleInfo("consultant", 4),
        RoleInfo("supplier", 3),
        RoleInfo("seller", 3),
        RoleInfo("vendor", 3),
        RoleInfo("provider", 3),
        RoleInfo("landlord", 3),
        RoleInfo("lessor", 3),
        RoleInfo("licensor", 3),
        RoleInfo("franchisor", 3),
        RoleInfo("manufacturer", 3),
        RoleInfo("company", 2),
        RoleInfo("employer", 2),
        RoleInfo("lender", 2),
        # A confidentiality agreement's sides ("Receiving Party", "Recipient"): the receiver has the duties.
        RoleInfo("recipient", 6),
        RoleInfo("receiving", 6),
        RoleInfo("discloser", 3),
        RoleInfo("disclosing", 3),
    )
}

# Actions: lemma -> action name. A clause's action set is what its words' lemmas map to.
ACTION_LEMMAS: dict[str, str] = {
    **dict.fromkeys(("расторгнуть", "расторгать", "расторжение", "прекратить", "прекращать"), "terminate"),
    **dict.fromkeys(("отказаться", "отказываться", "аннулировать", "исключить"), "terminate"),
    **dict.fromkeys(
        ("приостановить", "приостанавливать", "ограничить", "ограничивать", "заблокировать"), "suspend"
    ),
    **dict.fromkeys(
        ("изменить", "изменять", "изменение", "дополнить", "дополнять", "пересмотреть"), "change"
    ),
    **dict.fromkeys(("пересматривать", "индексация", "индексировать", "увеличить", "увеличивать"), "change"),
    **dict.fromkeys(
        ("оплатить", "оплачивать", "оплата", "уплатить", "уплачивать", "платеж", "выплата"), "pay"
    ),
    **dict.fromkeys(("перечислить", "перечислять", "внести", "вносить", "выплатить", "выплачивать"), "pay"),
    **dict.fromkeys(("предоплата", "аванс", "авансовый", "предварительный"), "prepay"),
    **dict.fromkeys(("принять", "принимать", "приемка", "акцепт", "акцептовать"), "accept"),
    **dict.fromkeys(("возвратить", "возвращать", "возврат", "вернуть", "возмещение"), "refund"),
    **dict.fromkeys(("уступить", "уступать", "уступка", "цессия"), "assign"),
    **dict.fromkeys(("продлить", "продлевать", "продление", "пролонгировать", "пролонгироваться"), "renew"),
    **dict.fromkeys(("пролонгация", "продлеваться", "возобновить", "возобновляться"), "renew"),
    **dict.fromkeys(("раскрыть", "раскрывать", "разгласить", "разглашать", "разглашение"), "disclose"),
    **dict.fromkeys(("обработка", "обрабатывать", "персональный"), "personal_data"),
    **dict.fromkeys(("неустойка", "штраф", "пеня", "пени"), "penalty"),
    **dict.fromkeys(("ответственность", "отвечать", "возместить", "возмещать", "убыток"), "liability"),
}

MODAL_LEMMAS: tuple[str, ...] = (
    "вправе",
    "право",
    "мочь",
    "обязан",
    "обязанный",
    "обязаться",
    "обязываться",
    "должный",
    "нести",
    "считаться",
    "признаваться",
    "подлежать",
    "производиться",
    "осуществляться",
    "допускаться",
    "оставлять",
    "сторона",
)

VOCABULARY: frozenset[str] = frozenset(ROLES) | frozenset(ACTION_LEMMAS) | frozenset(MODAL_LEMMAS)
