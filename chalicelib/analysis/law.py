# ruff: noqa: E501  (a data table: bilingual legal notes read better unwrapped)
"""Checklists by contract type and applicable law (data): what the law says about a finding's clause.

A note applies when the contract's regime matches (a consumer on one side; the contract type) and, if
given, the clause matches ``pattern``. It adds the legal reason to the finding and raises its severity
to at least ``severity`` (an unlawful term is a serious risk even when it looks ordinary).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from chalicelib import regexes
from chalicelib.analysis.checklist import Text
from chalicelib.analysis.regime import PartyKind, Regime, regime_from_text
from chalicelib.models import SEVERITY_ORDER, Severity


@dataclass(frozen=True)
class LawNote:
    item_id: str
    note: Text
    severity: Severity
    consumer: bool = False
    kinds: tuple[str, ...] = ()
    pattern: str | None = None
    # Whose law the note states (a common-law country's statute); empty: Russian law.
    countries: tuple[str, ...] = ()

    @cached_property
    def regex(self) -> re.Pattern[str] | None:
        return regexes.compile(self.pattern) if self.pattern else None

    def applies(self, regime: Regime, lower: str) -> bool:
        if self.countries:
            if regime.country not in self.countries:
                return False
        elif not regime.russian:
            return False
        if self.consumer and not regime.consumer:
            return False
        if self.kinds and regime.kind not in self.kinds:
            return False
        return self.regex is None or bool(self.regex.search(lower))


_NO_REFUND = (
    r"не возвра|не подлеж\w* возврат|возврат\w*[^.;]{0,80}не (?:производ|осуществля|допуска)|без возврата"
)
_SERVICES = ("services", "work", "other", "agency", "license")

LAW_NOTES: tuple[LawNote, ...] = (
    # Consumer protection (Закон РФ «О защите прав потребителей», ГК РФ).
    LawNote(
        "unilateral_change",
        Text(
            "С потребителем одностороннее изменение условий не допускается (ст. 310 ГК РФ, ст. 16 ЗоЗПП): такое условие ничтожно.",
            "Against a consumer a unilateral change of terms is not allowed (Art. 310 Civil Code, Art. 16 Consumer Protection Law).",
        ),
        "high",
        consumer=True,
    ),
    LawNote(
        "prepayment",
        Text(
            "Потребитель вправе отказаться от договора и вернуть деньги за вычетом фактических расходов исполнителя (ст. 32 ЗоЗПП, ст. 782 ГК РФ); условие о невозврате ничтожно.",
            "A consumer may withdraw and get the money back less the provider's actual costs (Art. 32 Consumer Protection Law, Art. 782 Civil Code).",
        ),
        "high",
        consumer=True,
        pattern=_NO_REFUND,
    ),
    LawNote(
        "penalty",
        Text(
            "Удержание оплаченного при отказе потребителя от договора ничтожно: вернуть нужно всё, кроме фактических расходов (ст. 32 ЗоЗПП).",
            "Keeping a consumer's payment on withdrawal is void: all but actual costs must be returned (Art. 32 Consumer Protection Law).",
        ),
        "high",
        consumer=True,
        pattern=_NO_REFUND,
    ),
    LawNote(
        "jurisdiction",
        Text(
            "Потребитель вправе подать иск по своему месту жительства (ст. 17 ЗоЗПП, ч. 7 ст. 29 ГПК РФ); иная подсудность ему не навязывается.",
            "A consumer may sue where they live (Art. 17 Consumer Protection Law, Art. 29(7) Civil Procedure Code).",
        ),
        "high",
        consumer=True,
        # A forum, not a pre-trial claim's reply period (a sentence about a claim only names no court).
        pattern=r"^(?!.*претензи)|по месту (?:нахождения|жительства|регистрации)|подсудн|третейск|арбитражн\w* суд\w* [а-яё]",
    ),
    LawNote(
        "liability_cap",
        Text(
            "Перед потребителем заранее ограничить ответственность нельзя (п. 2 ст. 400 ГК РФ, ст. 16 ЗоЗПП): такое условие ничтожно.",
            "Liability to a consumer cannot be limited in advance (Art. 400(2) Civil Code).",
        ),
        "high",
        consumer=True,
        pattern=r"не (?:несет|несут|нес[её]т)|огранич|не превыша|освобожда|претензи\w*[^.;]{0,80}не принима",
    ),
    LawNote(
        "termination_for_convenience",
        Text(
            "Односторонний отказ исполнителя/продавца от договора с потребителем закон не допускает, кроме прямо предусмотренных случаев (ст. 310 ГК РФ).",
            "A business may not walk away from a consumer contract except where the law allows (Art. 310 Civil Code).",
        ),
        "high",
        consumer=True,
        pattern=r"исполнител|продав|компани|сервис|лицензиар|банк|займодав|арендодател|агент",
    ),
    LawNote(
        "acceptance",
        Text(
            "Подписанный акт или «молчание» не лишают потребителя права заявить о недостатках в гарантийный срок, а о скрытых — и позже (ст. 29 ЗоЗПП, п. 3 ст. 720 ГК РФ).",
            "A signed certificate or silence does not take away a consumer's right to claim defects within the warranty period (Art. 29 Consumer Protection Law).",
        ),
        "high",
        consumer=True,
        pattern=r"счита(?:е|ю)тся|не принима|не допускается|означает",
    ),
    # Supply, sale and work between businesses: hidden defects survive acceptance.
    LawNote(
        "acceptance",
        Text(
            "Приёмка не лишает права заявить о скрытых недостатках (ст. 474, 483 ГК РФ; п. 3 ст. 720 ГК РФ): оговорите срок для таких претензий.",
            "Acceptance does not bar claims for hidden defects (Arts. 474, 483, 720(3) Civil Code).",
        ),
        "medium",
        kinds=("supply", "sale", "work"),
        pattern=r"претензи\w*[^.;]{0,80}не (?:принима|предъявля)|счита(?:е|ю)тся[^.;]{0,40}принят",
    ),
    # Labour (Трудовой кодекс РФ).
    LawNote(
        "penalty",
        Text(
            "Штрафы с работника ТК РФ не допускает: взыскания — только замечание, выговор, увольнение (ст. 192 ТК РФ).",
            "The Labour Code allows no fines on an employee (Art. 192 Labour Code).",
        ),
        "high",
        kinds=("employment",),
    ),
    LawNote(
        "uncapped_liability",
        Text(
            "Полная материальная ответственность работника — только в случаях ст. 243 ТК РФ и по договору для должностей из перечня (ст. 244 ТК РФ).",
            "An employee's full liability applies only in the cases of Arts. 243-244 Labour Code.",
        ),
        "high",
        kinds=("employment",),
    ),
    LawNote(
        "non_compete",
        Text(
            "Запрет работнику работать у конкурентов после увольнения не имеет силы (ст. 37 Конституции РФ, ст. 9 ТК РФ).",
            "A post-employment non-compete is not enforceable against an employee (Art. 37 Constitution, Art. 9 Labour Code).",
        ),
        "medium",
        kinds=("employment",),
    ),
    # Consumer credit (закон № 353-ФЗ «О потребительском кредите (займе)»).
    LawNote(
        "assignment",
        Text(
            "Уступка долга коллекторам возможна, только если договор её не запрещает (ст. 12 закона № 353-ФЗ): запрет можно указать в индивидуальных условиях.",
            "Assignment of a consumer loan to collectors is allowed unless the contract forbids it (Art. 12 Law 353-FZ).",
        ),
        "high",
        consumer=True,
        kinds=("loan",),
    ),
    LawNote(
        "penalty",
        Text(
            "Неустойка по потребительскому займу — не более 20 % годовых, пока начисляются проценты (ч. 21 ст. 5 закона № 353-ФЗ).",
            "A consumer-loan penalty may not exceed 20% a year while interest accrues (Art. 5(21) Law 353-FZ).",
        ),
        "medium",
        consumer=True,
        kinds=("loan",),
    ),
    LawNote(
        "early_repayment",
        Text(
            "Заёмщик-гражданин вправе досрочно вернуть заём без комиссий, уведомив за 30 дней (за 14 — по целевому), с процентами только за фактический срок (ст. 810 ГК РФ, ст. 11 закона № 353-ФЗ).",
            "An individual borrower may repay early without fees on 30 days' notice, paying interest only for the time used (Art. 810 Civil Code).",
        ),
        "high",
        kinds=("loan",),
    ),
    # Licences, SaaS, EULA.
    LawNote(
        "liability_cap",
        Text(
            "Условие «как есть» не освобождает от ответственности за умышленное нарушение (п. 4 ст. 401 ГК РФ).",
            "An 'as is' clause does not excuse an intentional breach (Art. 401(4) Civil Code).",
        ),
        "medium",
        kinds=("license",),
        pattern=r"как есть|as is",
    ),
    # Services and work: «считаются оказанными».
    LawNote(
        "acceptance",
        Text(
            "«Услуги считаются оказанными» не доказывает их оказание: исполнитель должен подтвердить объём и качество (ст. 779, 781 ГК РФ).",
            "'Services are deemed rendered' does not prove they were: the provider must show what was done.",
        ),
        "medium",
        kinds=_SERVICES,
        pattern=r"счита(?:е|ю)тся[^.;]{0,60}(?:оказанн|выполненн)",
    ),
)


# The English families under the law that governs the contract (England and Wales, the United States):
# what a court does with a disclaimer, a shortened time limit, an exclusion or a bond waiver. These notes
# inform and never raise the severity (a mutual term stays low): how far a court enforces such a term
# depends on the facts, not on the clause alone.
_EN_EXCLUSION = r"not be liable|no liability|in no event|under no circumstances|exclud|disclaim"
LAW_NOTES += (
    LawNote(
        "warranty_disclaimer",
        Text(
            "По праву Англии законные условия о качестве и пригодности товара, цифрового контента и услуг нельзя исключить в договоре с потребителем (Consumer Rights Act 2015, ss. 31, 47, 57), а между предпринимателями исключение должно быть разумным (Unfair Contract Terms Act 1977, ss. 6, 7, 11).",
            "Against a consumer the statutory rights to goods, digital content and services of satisfactory quality and fit for purpose cannot be excluded (Consumer Rights Act 2015, ss. 31, 47, 57); between businesses the exclusion must be reasonable (Unfair Contract Terms Act 1977, ss. 6, 7, 11).",
        ),
        "low",
        countries=("UK",),
    ),
    LawNote(
        "warranty_disclaimer",
        Text(
            "По праву США отказ от подразумеваемой гарантии пригодности для продажи должен прямо её называть и быть заметным (UCC § 2-316); продавец, давший потребителю письменную гарантию, не может отказаться от подразумеваемых (Magnuson-Moss Warranty Act, 15 U.S.C. § 2308).",
            "A disclaimer of the implied warranty of merchantability must name it and be conspicuous (UCC § 2-316); a seller that gives a consumer a written warranty may not disclaim the implied ones (Magnuson-Moss Warranty Act, 15 U.S.C. § 2308).",
        ),
        "low",
        countries=("US",),
    ),
    LawNote(
        "claims_period",
        Text(
            "Законный срок для договорных требований — шесть лет (Limitation Act 1980, s. 5); условие, сокращающее его, должно быть разумным (Unfair Contract Terms Act 1977, s. 13), а против потребителя может быть несправедливым (Consumer Rights Act 2015, s. 62).",
            "The statutory period for contract claims is six years (Limitation Act 1980, s. 5); a clause that shortens it must be reasonable (Unfair Contract Terms Act 1977, s. 13) and may be unfair against a consumer (Consumer Rights Act 2015, s. 62).",
        ),
        "low",
        countries=("UK",),
    ),
    LawNote(
        "claims_period",
        Text(
            "При продаже товаров срок можно сократить не более чем до одного года (UCC § 2-725(1)); по другим договорам суды применяют сокращённый срок, только если он разумен.",
            "For a sale of goods the period may be shortened to no less than one year (UCC § 2-725(1)); for other contracts courts enforce a shorter period only if it is reasonable.",
        ),
        "low",
        countries=("US",),
    ),
    LawNote(
        "liability_cap",
        Text(
            "Ответственность за смерть или вред здоровью по небрежности исключить нельзя (Unfair Contract Terms Act 1977, s. 2(1); Consumer Rights Act 2015, s. 65), другие исключения должны быть разумными (Unfair Contract Terms Act 1977, ss. 2(2), 3, 11).",
            "Liability for death or personal injury caused by negligence cannot be excluded (Unfair Contract Terms Act 1977, s. 2(1); Consumer Rights Act 2015, s. 65); other exclusions must be reasonable (Unfair Contract Terms Act 1977, ss. 2(2), 3, 11).",
        ),
        "low",
        countries=("UK",),
        pattern=_EN_EXCLUSION,
    ),
    LawNote(
        "nda_terms",
        Text(
            "Обеспечение при временном судебном запрете определяет суд (Federal Rule of Civil Procedure 65(c)); отказ от него в договоре суд не связывает.",
            "Security for a preliminary injunction is for the court to set (Federal Rule of Civil Procedure 65(c)); a bond waiver in the contract does not bind it.",
        ),
        "low",
        countries=("US",),
        pattern=r"bond|security",
    ),
)


def regime_of(contract_type: str, consumer: bool, text: str = "", individual: bool = False) -> Regime:
    """The contract's regime; without ``text`` a Russian-law contract of ``contract_type``."""
    if not text:
        return Regime(consumer=consumer, kind=contract_type)
    return regime_from_text(text, contract_type, consumer, individual)


# The contract types whose subject is goods (a consumer's advance for goods falls under ст. 23.1 ЗоЗПП, one
# for services under ст. 32).
GOODS_KINDS = ("sale", "supply")


def advice_for(item_id: str, regime: Regime | None) -> Text | None:
    """The recommendation that fits the reader's party (a consumer, an employee), when the item has one;
    for a consumer buying goods the goods' own rule where it differs from that of services."""
    if regime is None:
        return None
    if regime.party == "consumer" and regime.kind in GOODS_KINDS and item_id in CONSUMER_GOODS_ADVICE:
        return CONSUMER_GOODS_ADVICE[item_id]
    return PARTY_ADVICE.get((item_id, regime.party))


def law_notes(item_id: str, lower: str, regime: Regime | None) -> list[LawNote]:
    """The notes of ``item_id`` that apply to a clause (``lower``: its lower-cased, folded text)."""
    if regime is None:
        return []
    return [n for n in LAW_NOTES if n.item_id == item_id and n.applies(regime, lower)]


def strongest(current: Severity, notes: list[LawNote]) -> Severity:
    """``current`` raised to the most severe floor among ``notes``."""
    return min([current, *(n.severity for n in notes)], key=lambda s: SEVERITY_ORDER[s])


# Advice that fits the reader's party, in place of the item's B2B default (a consumer is not told to demand a
# bank guarantee for a course fee, an employee is told what the Labour Code says, not the Civil Code).
PARTY_ADVICE: dict[tuple[str, PartyKind], Text] = {
    ("prepayment", "consumer"): Text(
        "Оплачивать по мере оказания (помесячно, по этапам) и хранить чеки: вы вправе в любой момент отказаться от договора и вернуть оплату за вычетом фактических расходов исполнителя (ст. 32 ЗоЗПП, ст. 782 ГК РФ).",
        "Pay as the service is delivered (monthly, by stages) and keep receipts; ask for a refund of whatever is not delivered.",
    ),
    # Not the withdrawal rule (ст. 32 ЗоЗПП): a penalty for late return, a loan's or a fine for sharing access
    # is not a fee for refusing the contract (the withdrawal case is judged by termination_for_convenience).
    ("penalty", "consumer"): Text(
        "Попросите снизить ставку и ограничить общую сумму неустойки: явно несоразмерную неустойку суд снижает по заявлению потребителя (ст. 333 ГК РФ), а условия, ухудшающие положение потребителя по сравнению с законом, недействительны (ст. 16 ЗоЗПП).",
        "Ask for a lower rate and a cap on the total: a court reduces a clearly excessive penalty at a consumer's request, and terms worse for a consumer than the law are void.",
    ),
    ("liability_cap", "consumer"): Text(
        "Ограничение ответственности перед потребителем ничтожно (п. 2 ст. 400 ГК РФ, ст. 16 ЗоЗПП): вы вправе требовать возмещения убытков полностью; сохраняйте доказательства.",
        "A limitation of liability towards a consumer is generally unenforceable; keep evidence of any loss.",
    ),
    ("termination_for_convenience", "consumer"): Text(
        "Исполнитель может отказаться от договора с потребителем только в случаях, прямо названных в законе (ст. 310 ГК РФ); потребуйте возврата оплаты за неоказанное.",
        "Ask that the business may end the contract only for a stated breach, with a refund for anything not delivered.",
    ),
    ("unilateral_change", "consumer"): Text(
        "Изменение условий без вашего согласия не связывает вас (ст. 310 ГК РФ, ст. 16 ЗоЗПП): потребуйте неизменную цену на оплаченный период и право отказаться с возвратом денег.",
        "Ask for a fixed price for the period you have paid and a right to cancel with a refund if terms change.",
    ),
    ("jurisdiction", "consumer"): Text(
        "Вы вправе подать иск по своему месту жительства (ст. 17 ЗоЗПП, ч. 7 ст. 29 ГПК РФ), что бы ни говорил договор.",
        "Check whether consumer law lets you sue where you live regardless of this clause.",
    ),
    ("personal_data", "consumer"): Text(
        "Давать согласие только на цели договора; отдельно отказаться от рекламных рассылок и передачи данных третьим лицам; согласие можно отозвать в любой момент (ч. 2 ст. 9 152-ФЗ).",
        "Consent only to what the contract needs; opt out of marketing and sharing with third parties; you may withdraw consent.",
    ),
    ("guarantee", "consumer"): Text(
        "Не давать личного поручительства и залога сверх суммы договора; уточнить срок обеспечения и основания его списания.",
        "Do not give personal guarantees or pledges beyond the contract sum; fix when the security ends.",
    ),
    # A private person dealing with another: civil-law remedies a person can use, no bank guarantees.
    ("prepayment", "individual"): Text(
        "Не платить всю сумму вперёд: передавать деньги при получении товара (работ) или частями, под расписку; если предоплата неизбежна, записать в договоре срок исполнения и возврат денег с процентами при его нарушении (ст. 487 ГК РФ).",
        "Do not pay everything up front: pay on delivery or in parts against a receipt, and write in a deadline and a refund with interest if it is missed.",
    ),
    ("guarantee", "individual"): Text(
        "Не давать личного поручительства и залога сверх суммы договора; ограничить поручительство суммой и сроком (ст. 361, 367 ГК РФ).",
        "Do not give personal guarantees or pledges beyond the contract sum; cap any guarantee in amount and time.",
    ),
    ("penalty", "labour"): Text(
        "Исключить штрафы: к работнику применимы только замечание, выговор и увольнение (ст. 192 ТК РФ); удержания из зарплаты — только в случаях ст. 137 ТК РФ и не более 20 % (ст. 138 ТК РФ).",
        "Remove fines on the employee; deductions from pay only where labour law allows and within its limits.",
    ),
    ("uncapped_liability", "labour"): Text(
        "Ограничить материальную ответственность средним месячным заработком (ст. 241 ТК РФ); полная — только в случаях ст. 243 ТК РФ.",
        "Limit the employee's liability to the statutory cap (an average monthly wage) except where the law allows more.",
    ),
    ("non_compete", "labour"): Text(
        "Запрет работать у конкурентов после увольнения не имеет силы (ст. 37 Конституции РФ, ст. 9 ТК РФ): его можно не подписывать.",
        "A post-employment non-compete is generally not enforceable against an employee.",
    ),
    ("termination_for_convenience", "labour"): Text(
        "Работодатель увольняет только по основаниям ТК РФ (ст. 81 ТК РФ); условие о расторжении по его усмотрению не применяется (ст. 9 ТК РФ).",
        "An employer may dismiss only on the grounds the labour law names.",
    ),
    ("unilateral_change", "labour"): Text(
        "Условия трудового договора меняются только соглашением сторон (ст. 72 ТК РФ) или с уведомлением за два месяца (ст. 74 ТК РФ).",
        "Terms of employment change only by agreement or on the statutory notice.",
    ),
    ("confidentiality", "labour"): Text(
        "Ограничить конфиденциальные сведения перечнем коммерческой тайны, с которым вас ознакомили под подпись; без такого перечня ответственность не наступает (ст. 57 ТК РФ, закон № 98-ФЗ).",
        "Limit confidential information to a written list you have been shown and signed.",
    ),
    ("liability_cap", "labour"): Text(
        "Условия, ухудшающие положение работника по сравнению с ТК РФ, не применяются (ст. 9 ТК РФ): работодатель не освобождается от своей ответственности (ст. 234–237 ТК РФ), а ответственность работника ограничена средним месячным заработком, кроме случаев ст. 243 ТК РФ (ст. 241 ТК РФ).",
        "Terms below the labour law's minimum do not apply: the employer stays liable, and the employee's liability is capped by law.",
    ),
    ("personal_data", "labour"): Text(
        "Данные работника обрабатываются только для целей трудовых отношений (ст. 86 ТК РФ); согласие на передачу третьим лицам — отдельным документом (ст. 88 ТК РФ), его можно отозвать.",
        "An employer may use your data only for the employment; sharing with third parties needs your separate consent.",
    ),
    ("missing_essential_terms", "labour"): Text(
        "Дополнить обязательные условия трудового договора (ст. 57 ТК РФ): место работы, трудовую функцию, дату начала, условия оплаты, режим рабочего времени.",
        "Add the terms an employment contract must state: place of work, job, start date, pay and working hours.",
    ),
    ("prepayment", "labour"): Text(
        "Зарплата выплачивается не реже чем каждые полмесяца (ст. 136 ТК РФ); любые платежи работника работодателю — исключить.",
        "Wages are paid at least twice a month; remove any payments the employee must make to the employer.",
    ),
}

CONSUMER_GOODS_ADVICE: dict[str, Text] = {
    "prepayment": Text(
        "Записать срок передачи товара: если продавец, получивший предоплату, его нарушит, вы вправе потребовать передать товар в новый срок или вернуть предоплату, с неустойкой 0,5 % её суммы за каждый день просрочки (ст. 23.1 ЗоЗПП); при покупке дистанционно от товара можно отказаться до его передачи (ст. 26.1 ЗоЗПП).",
        "Fix a delivery date: if the seller who took the prepayment misses it, you may demand the goods by a new date or the money back, with a penalty for each day of delay.",
    ),
}
