"""A list of rights or duties under one lead: the lead's party is the subject of every item.

«АБОНЕНТ имеет право:» followed by «Отказаться в любое время от исполнения Договора ...» says that the
subscriber may withdraw, though the item names nobody: an item that opens with an infinitive and names no
subject of its own takes the party and the modality of the lead above it (a right or a duty). Without this
the item's right reads as nobody's, and the reader's own right is reported as the other side's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from chalicelib import regexes
from chalicelib.clauses.facts import BOTH, Facts
from chalicelib.clauses.lemmas import analyzer

if TYPE_CHECKING:
    from chalicelib.clauses.model import Clause, Sentence

# A lead: a party's right or duty ending in a colon ("Арендатор вправе:", "Исполнитель обязуется:"); the
# sentence splitter may keep the first item in the lead's sentence, so the colon may be followed by it.
_LEAD = regexes.compile(
    r"(?:вправе|имеет право|имеют право|обязан\w*|обязуется|обязуются|должен|должны)"
    r"\s*(?:\([^)]{0,40}\))?\s*:\s*(?:$|[\d.)•\-–—*\uf0b7\uf0be\uf0a7\s]*([а-яё]+))"
)
_FIRST_WORD = regexes.compile(r"^[\s\d.)•\-–—*\uf0b7\uf0be\uf0a7]*([а-яё]+)")
_WORD = regexes.compile(r"[а-яёa-z]{2,}")
# How many items a lead reaches at most: a list is a few lines, not the rest of the contract.
MAX_ITEMS = 25


def lead_of(lower: str, facts: Facts) -> Facts | None:
    """The facts a lead gives its items, when ``lower`` is a party's lead ending in a colon."""
    if facts.actor in (None, BOTH) or facts.modality not in ("right", "duty"):
        return None
    m = _LEAD.search(lower)
    if m is None or (m.group(1) is not None and not _infinitive(m.group(1))):
        return None
    return facts


def opens_with_infinitive(lower: str) -> bool:
    """Whether an item starts with a verb in the infinitive ("отказаться", "требовать", "оплатить")."""
    m = _FIRST_WORD.match(lower)
    return m is not None and _infinitive(m.group(1))


def _infinitive(word: str) -> bool:
    parses = analyzer().parse(word.replace("ё", "е"))
    return bool(parses) and parses[0].tag.POS == "INFN"


def inherited(item: Facts, lead: Facts) -> Facts:
    """The item's facts with the lead's party and modality, where the item states neither of its own."""
    modality = item.modality if item.modality not in ("statement",) else lead.modality
    return replace(item, actor=lead.actor, modality=modality, payer=item.payer or lead.actor)


def _item_line(clause: Clause) -> bool:
    worded = [s for s in clause.sentences if _WORD.search(s.lower)]
    return bool(worded) and opens_with_infinitive(worded[0].lower)


def with_list_subjects(clauses: list[Clause]) -> list[Clause]:
    """The clauses with every list item under a party's lead read as that party's right or duty.

    A lead reaches the items after it (sentences that open with an infinitive and name no subject of their
    own) until a heading, or a paragraph that is not such an item, or ``MAX_ITEMS`` items."""
    out: list[Clause] = []
    lead: Facts | None = None
    items = 0
    for clause in clauses:
        if clause.heading and not (lead is not None and _item_line(clause)):
            # A heading ends the list; a short item ("2.1. Требовать устранения недостатков.") reads as one.
            lead = None
            out.append(clause)
            continue
        sentences: list[Sentence] = []
        first = True  # the clause's first sentence with words (its number may stand alone: "2.3.2.")
        for sent in clause.sentences:
            if not _WORD.search(sent.lower):
                sentences.append(sent)
                continue
            read = sent
            if lead is not None and sent.facts.actor is None and opens_with_infinitive(sent.lower):
                read = replace(sent, facts=inherited(sent.facts, lead))
                items += 1
            elif first:
                lead = None
            first = False
            sentences.append(read)
            found = lead_of(sent.lower, sent.facts)
            if found is not None:
                lead, items = found, 0
            elif items >= MAX_ITEMS:
                lead = None
        out.append(replace(clause, sentences=tuple(sentences)))
    return out
