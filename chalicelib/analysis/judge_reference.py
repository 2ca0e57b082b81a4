# ruff: noqa: E501  (bilingual phrases and regular expressions read better unwrapped)
"""Verdicts on incorporation by reference and precedence clauses (:mod:`chalicelib.analysis.checklist_reference`),
read before the ``unilateral_change`` rule: a document the other side keeps and may change, made part of
the contract, is that side's unilateral change by the back door; its standard terms prevailing over the
signed contract undo what the reader agreed. The reader's own documents, and a precedence clause under
which the contract itself prevails, are no risk."""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.analysis.checklist import Text, lower_pattern
from chalicelib.analysis.checklist_essentials import SUBJECT_BY_OWN_LIST
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.checklist_reference import (
    CONTRACT_PREVAILS,
    INCORPORATION,
    INCORPORATION_PATTERNS,
    PRECEDENCE,
)
from chalicelib.analysis.judge import Context, Verdict, _role_after, _unilateral_change
from chalicelib.clauses import Facts
from chalicelib.models import Severity

# Whose document it is: «на сайте Кредитора», «Правила Банка», "Provider's policies", "policies of Company".
_OWNER_RU = regexes.compile(
    r"(?:сайт|портал|правил|тариф|прайс[- ]?лист|прейскурант|регламент|политик|услови|приложени)\w*\s+(?:[а-яё]+\s+)?([а-яё]{4,})"
)
_OWNER_EN = regexes.compile(
    r"\b([a-z]+)(?:'s|’s)\s+(?:[a-z]+\s+){0,2}?(?:rules|policies|policy|guidelines|price list|pricing|terms|website|site|handbook)"
    r"|(?:rules|policies|policy|guidelines|price list|terms|website|site) of (?:the\s+)?([a-z]+)"
    r"|\b(our)\s+(?:[a-z]+\s+){0,2}?(?:rules|policies|policy|guidelines|price list|pricing|terms|website|site)"
    r"|(?:amended|updated|modified|revised|changed|posted|published|issued|maintained) by (?:the\s+)?([a-z]+)"
)
_CYRILLIC = regexes.compile(r"[а-яё]")
# The subject itself left to the other side's price list with no right to change it named: the essential
# terms item reports it (one clause, one item).
_SUBJECT_BY_LIST = regexes.compile(SUBJECT_BY_OWN_LIST)
_CHANGE_RIGHT = regexes.compile(r"(?:вправе|может|право)[^.;]{0,60}(?:измен|пересм|повыс|повыш|дополн)")
# A document its owner publishes (on a website, a portal, "posted") or keeps current («Тарифы, действующие на
# дату списания», "the then-current price list").
_PUBLISHED = regexes.compile(
    r"сайт|интернет|портал|личн\w* кабинет|(?:действующ|актуальн|текущ)\w* (?:на момент|на дату|на день|редакци)"
    r"|then[- ]current|current version|website|\bsite\b|portal|web ?page|https?://|www\.|\bposted\b|\bpublished\b"
)
# The unilateral_change item's other patterns: a clause they find is a change clause whatever it incorporates.
_OTHER_CHANGE = regexes.compile(
    "|".join(
        f"(?:{lower_pattern(p)})"
        for p in CHECKLIST_BY_ID["unilateral_change"].patterns
        if p not in INCORPORATION_PATTERNS
    )
)

_INCORPORATED_NOTE = Text(
    "Договор отсылает к документу другой стороны (правила, тарифы, общие условия на сайте), который она может изменить сама: условия договора меняются без вашей подписи.",
    "The contract incorporates a document the other side keeps and may amend (rules, prices, a policy on its website): the terms change without your signature.",
)
_INCORPORATED_ADVICE = Text(
    "Приложить документ к договору в редакции на дату подписания и записать, что его изменения действуют для вас только с вашего письменного согласия, а при несогласии вы вправе расторгнуть договор без санкций.",
    "Attach the document as it stands at signing, and provide that its amendments bind you only with your written consent, with a right to terminate without penalty if you disagree.",
)
_PRECEDENCE_NOTE = Text(
    "При противоречии стандартные условия другой стороны имеют приоритет над подписанным договором: то, что вы согласовали, отменяется её правилами, которые она может менять.",
    "In a conflict the other side's standard terms prevail over the signed contract: what you negotiated gives way to terms it may change.",
)
_PRECEDENCE_ADVICE = Text(
    "Записать, что при противоречии применяется подписанный договор (индивидуальные условия), а не общие правила или условия другой стороны.",
    "Provide that in a conflict the signed contract (its individual terms) prevails over the other side's standard terms or policies.",
)


# An act the state issues and amends, with the words that name its version («Федеральный закон № 152-ФЗ в
# действующей редакции», «Правила дорожного движения в актуальной редакции», «тарифы, утверждённые
# постановлением РЭК, с учётом изменений»): the law changes it for both sides, no party does.
_STATE_ACT_VERSION = regexes.compile(
    r"(?:федеральн\w* закон\w*|закон\w*|кодекс\w*|\bфз\b|\d-фз\b|постановлени\w*|указ\w* президент\w*"
    r"|\bгост\w*|\bснип\w*|\bсанпин\w*|\bсп \d|\bпдд\b|правил\w* дорожного движения|законодательств\w*"
    r"|нормативн\w* (?:правов\w* )?акт\w*|(?:приказ|распоряжени)\w* (?:правительств|министерств|минтранс|минфин|минздрав|минэнерго|фас|федеральн|органа)\w*"
    r"|банк\w* росси\w*|центральн\w* банк\w*|\bцб рф\b|правительств\w*|министерств\w*|федеральн\w* (?:служб|агентств)\w*"
    r"|правил\w* (?:перевоз\w*|пожарн\w*|техническ\w* эксплуатаци\w*|оказания услуг связи|предоставления коммунальн\w*))"
    # No document of a party between the act and its version: «законодательством … и Тарифами Исполнителя в
    # действующей редакции» keeps the tariffs' version.
    r"(?:(?!тариф|прайс|прейскурант|регламент|политик|общи\w* услови|оферт)[^.;]){0,120}?(?:(?:действующ|актуальн|текущ|последн)\w* (?:на момент \w+ )?(?:редакци|верси)\w*|с (?:учетом|учётом) (?:всех )?(?:изменений|дополнений)\w*)"
)
_UNILATERAL = CHECKLIST_BY_ID["unilateral_change"]


def without_state_acts(lower: str) -> str:
    """``lower`` with every state act and the words naming its current version blanked (same offsets)."""
    return _STATE_ACT_VERSION.sub(lambda m: " " * len(m.group(0)), lower)


def unilateral_change_or_reference(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """The incorporation or precedence verdict when the clause is one, else the ``unilateral_change`` rule.

    A clause the item finds only by the version of a state act («в соответствии с ФЗ № 152-ФЗ в действующей
    редакции») grants no party a right to change anything."""
    masked = without_state_acts(lower)
    if masked != lower and _UNILATERAL.first_match_lower(lower) and not _UNILATERAL.first_match_lower(masked):
        return Verdict(False)
    return _reference_or_change(facts, masked, ctx)


def _reference_or_change(facts: Facts, lower: str, ctx: Context) -> Verdict:
    """:func:`unilateral_change_or_reference` on a clause whose state acts are blanked."""
    if _SUBJECT_BY_LIST.search(lower) and not _CHANGE_RIGHT.search(lower):
        return Verdict(False)
    precedence = bool(PRECEDENCE.search(lower))
    if precedence and CONTRACT_PREVAILS.search(lower):
        return Verdict(False)  # the signed contract prevails: the reader's protection
    if not INCORPORATION.search(lower):
        return _unilateral_change(facts, lower, ctx)
    owner = _owner(lower, ctx)
    if owner is None and not _PUBLISHED.search(lower):
        # Rules of no party ("the rules and regulations of the Commission, as amended from time to time"):
        # the law changes them, not the other side; the clause is judged as any other change clause.
        return _unilateral_change(facts, lower, ctx) if _OTHER_CHANGE.search(lower) else Verdict(False)
    if owner is not None and ctx.side is not None and owner in ctx.roles.camp(ctx.side):
        return Verdict(False, favours=owner)  # the reader's own rules
    return _incorporated(owner, precedence, ctx)


def _incorporated(owner: str | None, precedence: bool, ctx: Context) -> Verdict:
    """Precedence of the other side's terms is high; its changeable document medium, high for a consumer or
    the side that adheres to its standard terms."""
    if precedence:
        return Verdict(True, owner, "high", _PRECEDENCE_NOTE, _PRECEDENCE_ADVICE, weight=2)
    consumer = ctx.regime is not None and ctx.regime.party == "consumer"
    severity: Severity = "high" if consumer or ctx.roles.adhering == ctx.side else "medium"
    return Verdict(True, owner, severity, _INCORPORATED_NOTE, _INCORPORATED_ADVICE, weight=1)


def _owner(lower: str, ctx: Context) -> str | None:
    """The party whose document the contract incorporates; else the drafter of a standard form."""
    pattern = _OWNER_RU if _CYRILLIC.search(lower) else _OWNER_EN
    owner = _role_after(pattern, lower, ctx)
    if owner is not None:
        return owner
    adhering = ctx.roles.adhering
    if adhering is not None:
        drafter = ctx.roles.other(adhering)
        return drafter.key if drafter else None
    return None


REFERENCE_RULES = {"unilateral_change": unilateral_change_or_reference}
