"""Is it a contract at all? A contract binds its parties: it refers to itself as the agreement they make and
states what each of them must or may do. An article about contracts, a placeholder text or a letter does
neither, and gets a notice instead of a risk report.

Two kinds of evidence, counted on the normalised text:

- self-reference: «настоящий договор», «настоящей оферты», "this Agreement", "hereby", "hereunder" — a text
  that speaks of itself as the deal (an article speaks of contracts in general: «в договоре», "a contract");
- obligations: «обязуется», «обязан», «вправе», «несёт ответственность», "shall", "agrees to" — duties and
  rights of someone in particular;
- defined roles acting: a role written as a defined term in mid-sentence, followed by a duty or right
  («..., а Покупатель обязуется принять»); an article writes «покупатель» in lower case there.

A document is taken for a contract when it shows enough self-reference and obligations, when defined roles
act in it, or when a preamble names its parties and obligations follow. Measured: all 36 ru-dev and 48 CUAD
dev texts pass (and so do their original PDF/DOCX/RTF files through extraction); some templates pass on one
path only (a vehicle sale form with no preamble: on «..., а Покупатель обязуется»), so no single signal is
required. A law firm's article, lorem ipsum and meeting notes fail all three.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chalicelib import regexes
from chalicelib.errors import DocumentRejected

from .parties import RU_ROLE, find_parties
from .text import ContractText, normalise

SELF_REFERENCE = regexes.compile(
    r"\bнастоящ\w+\s+(?:публичн\w+\s+|лицензионн\w+\s+|индивидуальн\w+\s+|общ\w+\s+)?"
    r"(?:договор|контракт|соглашени|оферт|дополнительн\w+\s+соглашени|услови|правил|лицензи)\w*"
    r"|\bакцепт\w*\s+(?:настоящей\s+)?оферт\w*"
    r"|\bthis\s+(?:[a-z-]+\s+){0,3}(?:agreement|contract|amendment|licen[cs]e|lease|addendum|memorandum|deed|note"
    r"|guarant(?:y|ee))\b"
    r"|\bagrees?\s+as\s+follows\b"
    r"|\bhere(?:by|under|to|in|of|after)\b"
    r"|\b(?:these|this)\s+(?:terms|conditions|terms\s+(?:of\s+(?:service|use)|and\s+conditions))\b"
)
OBLIGATION = regexes.compile(
    r"\b(?:обязу\w+|обязан\w*|вправе|не\s+вправе|нес[её]т\s+ответственност\w*|несут\s+ответственност\w*"
    r"|гарантиру\w+|договорились|подлеж\w+\s+оплат\w*|оплачива\w+|обеспечива\w+"
    r"|shall|agrees?\s+to|is\s+obligated|are\s+obligated|must|undertakes?\s+to|covenants?)\b"
)
ROLE_ACTING = regexes.compile(
    r"(?<=[а-яё,]\s)(?P<role>[А-ЯЁ][а-яё]+)\s+(?:[а-яё]+\s+){0,2}?(?:обязу\w+|обязан\w*|вправе|не\s+вправе)\b"
)
# A title that names a deal («ДОГОВОР ПОСТАВКИ», «СОГЛАШЕНИЕ О ВОЛОНТЁРСКОЙ ДЕЯТЕЛЬНОСТИ», "GUARANTEE OF ...",
# "ADDENDUM") or a signature clause ("IN WITNESS WHEREOF", «Подписи сторон») marks the text as one made by
# its parties: then one self-reference and one obligation suffice (a consumer form whose parties sit in a
# table names no parties in a preamble).
CONTRACT_TITLE = regexes.compile(
    r"\b(?:договор|соглашени|контракт|оферт|дополнительн\w+\s+соглашени|agreement|addendum|amendment|contract"
    r"|guarant(?:y|ee)|lease|licen[cs]e|terms\s+of\s+(?:service|use)|terms\s+and\s+conditions)\w*"
)
TITLE_CHARS = 300
EXECUTION = regexes.compile(
    r"\bin\s+witness\s+whereof\b|\bподписи\s+сторон\b|\bреквизиты\s+(?:и\s+подписи\s+)?сторон\b"
    r"|\bв\s+подтверждение\s+чего\b"
)
# A form names its parties as labels («Заказчик: ___», «Исполнитель: ИП …») instead of a preamble; two
# different roles labelled under a contract title are parties, even when the terms never say «настоящий
# договор» («Исполнитель не отвечает за …», «Выдача производится после оплаты»).
ROLE_LABEL = regexes.compile(r"(?:^|(?<=\s))(?P<role>[А-ЯЁ][а-яё]+)\s*:")
MIN_LABELLED_ROLES = 2
MIN_SELF_REFERENCES = 2
MIN_ROLES_ACTING = 2
MIN_OBLIGATIONS = 3


@dataclass(frozen=True)
class ContractEvidence:
    self_references: int
    obligations: int
    parties: int
    roles_acting: int = 0
    titled_or_signed: bool = False
    labelled_roles: int = 0

    @property
    def is_contract(self) -> bool:
        if self.roles_acting >= MIN_ROLES_ACTING:
            return True
        if self.titled_or_signed and self.self_references and self.obligations:
            return True
        if self.titled_or_signed and self.labelled_roles >= MIN_LABELLED_ROLES and self.obligations:
            return True
        if self.parties >= 2 and self.obligations >= 2:
            return True
        if self.parties and self.self_references and self.obligations:
            return True
        return self.self_references >= MIN_SELF_REFERENCES and self.obligations >= MIN_OBLIGATIONS


def contract_evidence(text: ContractText) -> ContractEvidence:
    russian = bool(re.search(r"[а-яё]", text.lower[:2000]))
    return ContractEvidence(
        self_references=len(SELF_REFERENCE.findall(text.lower)),
        obligations=len(OBLIGATION.findall(text.lower)),
        parties=len(find_parties(text, russian)),
        roles_acting=sum(1 for match in ROLE_ACTING.finditer(text.flat) if RU_ROLE.match(match["role"])),
        titled_or_signed=bool(
            CONTRACT_TITLE.search(text.lower[:TITLE_CHARS]) or EXECUTION.search(text.lower)
        ),
        labelled_roles=labelled_roles(text.flat),
    )


def labelled_roles(flat: str) -> int:
    """How many different party roles the text writes as form labels («Заказчик: …», «Исполнитель: …»)."""
    stems = {
        match["role"].lower()[:6]
        for match in ROLE_LABEL.finditer(flat)
        if RU_ROLE.match(match["role"]) and not match["role"].lower().startswith("сторон")
    }
    return len(stems)


def not_a_contract() -> DocumentRejected:
    return DocumentRejected(
        "not_a_contract",
        "Похоже, это не договор: в документе не нашлось сторон и их обязательств, поэтому отчёт о рисках "
        "не составлен. Пришлите текст договора (файл, фото или текст сообщением).",
        "This does not look like a contract: it names no parties and no obligations, so no risk report was "
        "made. Send the contract itself.",
    )


def ensure_contract(markdown: str) -> None:
    """Raise :func:`not_a_contract` for a document without parties and obligations."""
    if not contract_evidence(normalise(markdown)).is_contract:
        raise not_a_contract()
