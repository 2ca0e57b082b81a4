"""The document as clauses and sentences, each sentence with its facts; built in one linear pass."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import pairwise

from chalicelib import regexes
from chalicelib.clauses.contents import EN_STATEMENT, RU_WORD, STATEMENT_WORD, contents_spans, is_title
from chalicelib.clauses.facts import BOTH, Facts, read_facts
from chalicelib.clauses.lemmas import is_predicate
from chalicelib.clauses.lists import with_list_subjects
from chalicelib.clauses.roles import Roles, resolve_roles
from chalicelib.clauses.text import PageIndex, Span, fold, lower_keeping_offsets, paragraphs, sentences

# «2.5.3. Текст», «2.5.3 Текст» and, as PDFs glue them, «2.5.3.Расторгнуть» (a capital after the dot).
_NUMBER = regexes.compile(r"^\s*(\d{1,2}(?:\.\d{1,2})*)(?:\.?\s|\.(?=[«\"A-ZА-ЯЁ]))")
# A heading or table-of-contents line: short, no verb-like ending, often all capitals or "1. ОБЩИЕ ПОЛОЖЕНИЯ".
_HEADING = regexes.compile(r"^[\s\d.#*]*[A-ZА-ЯЁ0-9 ,.;:«»\"()/–—-]{3,80}$")
_TOC_LINE = regexes.compile(r"(?:\.{4,}|…{2,}|\s\d{1,3}\s*$)")
# A numbered title in sentence case ("9. Порядок разрешения споров", "Статья 5. Ответственность сторон",
# "12. Governing Law and Jurisdiction"): a number, then a few words with no sentence inside.
_NUMBERED_TITLE = regexes.compile(
    r"^[\s#*]*(?:(?i:статья|раздел|глава|пункт|section|article|clause|part)\s+)?(?:\d{1,3}(?:\.\d{1,3})*|[IVXLC]{1,6}\b)\.?\)?\s*"
    r"(?P<title>[A-ZА-ЯЁ][^.;:!?\d_—–]{2,70}?)[\s.*]*$"
)
TITLE_MAX_WORDS = 9
_TITLE_SMALL_WORDS = frozenset({"and", "of", "the", "or", "to", "for", "in", "on", "with", "a", "an", "by"})
# An English heading in title or sentence case ("9. Governing Law and Jurisdiction.", "Limitation of
# liability", "(g) Billing, Reporting, Auditing."): a few words of Latin script and none that makes a
# statement (a verb or a modal), after a clause number or a list letter.
_EN_HEADING = regexes.compile(r"^[\s\d.#*()]*(?:\(?[a-z]{1,3}\)\s+)?[A-Z][A-Za-z'’&,/ -]{2,70}[.:]?$")
# A Russian title without a number: one line, a capital, no digit and no full stop at its end (a sentence
# without a verb, «Оплата в рублях.», ends with one).
_RU_TITLE = regexes.compile(r"^[#*\s]*[А-ЯЁ][^\n\d]*[А-ЯЁа-яё»)\"*]$")
MAX_EN_HEADING_WORDS = 8
MIN_EN_SENTENCE_WORDS = 5
_LATIN_ONLY = regexes.compile(r"^[^А-Яа-яЁё]*$")


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    text: str
    lower: str
    facts: Facts


@dataclass(frozen=True)
class Clause:
    """A numbered clause or paragraph (never longer than ``text.MAX_CLAUSE_CHARS``)."""

    start: int
    end: int
    number: str | None
    page: int | None
    heading: bool
    sentences: tuple[Sentence, ...]


@dataclass
class ContractModel:
    """``lower`` is the folded, lower-cased copy (same offsets): what facts and prefilters read."""

    text: str
    roles: Roles
    clauses: list[Clause] = field(default_factory=list)
    # The table-of-contents blocks (:mod:`chalicelib.clauses.contents`): titles, never a quote.
    contents: list[Span] = field(default_factory=list)

    def in_contents(self, start: int, end: int) -> bool:
        """Whether the text from ``start`` to ``end`` lies inside a table of contents."""
        return any(block.start <= start and end <= block.end for block in self.contents)

    @cached_property
    def lower(self) -> str:
        return self.text.lower()

    def side(self, requested: str | None = None) -> str | None:
        """The key of the party the report is for: the one requested (role name), else the weaker."""
        party = self.roles.resolve(requested)
        return party.key if party else None


# A notice of copyright ("© 2024 Acme", "Copyright 2023", "All rights reserved"), up to this long.
MAX_NOTICE_CHARS = 200
_COPYRIGHT_NOTICE = regexes.compile(
    r"©|\bcopyright\s+(?:\(c\)\s*)?(?:19|20)\d\d\b|\ball rights reserved\b|все права защищены", re.IGNORECASE
)


def is_heading(fragment: str) -> bool:
    """A heading, a table-of-contents line or a copyright notice: never a quote on its own."""
    clean = fragment.strip()
    if not clean:
        return False
    if len(clean) <= MAX_NOTICE_CHARS and _COPYRIGHT_NOTICE.search(clean):
        return True  # "© 2024 Acme Inc. All rights reserved." assigns nothing and binds no one
    if len(clean) > 120:
        return False
    if (
        _LATIN_ONLY.match(clean)
        and len(clean.split()) >= MIN_EN_SENTENCE_WORDS
        and EN_STATEMENT.search(clean)
    ):
        return False  # "8.3 YOU AND LUMENOTE WAIVE ANY RIGHT TO A TRIAL BY JURY." is a clause in capitals
    if _HEADING.match(clean) or (len(clean) < 90 and _TOC_LINE.search(clean)) or _numbered_title(clean):
        return True
    return _unnumbered_title(clean)


def _unnumbered_title(clean: str) -> bool:
    """A title in sentence or title case: «Порядок расторжения договора», "Limitation of liability"."""
    if _RU_TITLE.match(clean):
        return is_title(clean, TITLE_MAX_WORDS)
    return (
        bool(_EN_HEADING.match(clean))
        and len(clean.split()) <= MAX_EN_HEADING_WORDS
        and not EN_STATEMENT.search(clean)
    )


def _numbered_title(clean: str) -> bool:
    """A clause number and a short title with no statement in it: "9. Порядок разрешения споров"."""
    found = _NUMBERED_TITLE.match(clean)
    if found is None:
        return False
    title = found.group("title")
    if len(title.split()) > TITLE_MAX_WORDS or STATEMENT_WORD.search(title):
        return False
    russian = RU_WORD.findall(title.lower())
    if not russian:
        # An English title capitalises its words ("Governing Law and Jurisdiction"); a sentence does not.
        return all(
            w[0].isupper() or not w[0].isalpha() or w.lower() in _TITLE_SMALL_WORDS for w in title.split()
        )
    return not any(is_predicate(w) for w in russian)


def parse_contract(text: str) -> ContractModel:
    """Clauses, sentences and facts of ``text`` (Markdown from extraction, or plain text)."""
    roles = resolve_roles(text)
    lower = lower_keeping_offsets(fold(text))
    pages = PageIndex(text)
    model = ContractModel(text=text, roles=roles)
    model.__dict__["lower"] = lower
    model.contents = [Span(start, end) for start, end in contents_spans(text)]
    for para in _split_at(text, paragraphs(text), model.contents):
        body = text[para.start : para.end]
        number = _NUMBER.match(body)
        model.clauses.append(
            Clause(
                start=para.start,
                end=para.end,
                number=number.group(1) if number else None,
                page=pages.page_at(para.start),
                heading=model.in_contents(para.start, para.end) or is_heading(body),
                sentences=tuple(_sentence(text, lower, s, roles) for s in sentences(text, para)),
            )
        )
    model.clauses = with_list_subjects(model.clauses)
    rights, payments = _one_sided_rights_and_payments(model)
    model.roles = replace(roles, one_sided_rights=rights, payments=payments)
    return model


def _split_at(text: str, paras: list[Span], blocks: list[Span]) -> list[Span]:
    """The paragraphs, those that run into or out of a table of contents cut at its edges: the contents
    become clauses of their own (headings), the text beside them stays a clause."""
    if not blocks:
        return paras
    out: list[Span] = []
    for para in paras:
        cuts = sorted(
            {at for block in blocks for at in (block.start, block.end) if para.start < at < para.end}
        )
        bounds = [para.start, *cuts, para.end]
        for start, end in pairwise(bounds):
            piece = _trimmed_span(text, start, end)
            if piece is not None:
                out.append(piece)
    return out


def _trimmed_span(text: str, start: int, end: int) -> Span | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Span(start, end) if end > start else None


_ONE_SIDED_ACTIONS = frozenset({"change", "terminate", "suspend"})
# English has no action lemmas yet: the verbs after the modal say the same.
_EN_ONE_SIDED = regexes.compile(r"\bmay\b[^.;]{0,40}\b(?:terminate|suspend|change|modify|amend|cancel)")
_EN_PAYS = regexes.compile(r"\b(?:shall|will|must|agrees? to)\s+(?:promptly\s+)?(?:pay|reimburse)\b|\bpays\b")


def _one_sided_rights_and_payments(model: ContractModel) -> tuple[dict[str, int], dict[str, int]]:
    """How many rights to change, suspend or end the contract each party reserves for itself alone, and
    how many duties to pay each party bears (the side that pays is the customer)."""
    rights: dict[str, int] = {}
    payments: dict[str, int] = {}
    for clause in model.clauses:
        for s in clause.sentences:
            f = s.facts
            if f.actor in (None, BOTH):
                continue
            if f.modality == "right" and (f.actions & _ONE_SIDED_ACTIONS or _EN_ONE_SIDED.search(s.lower)):
                rights[f.actor] = rights.get(f.actor, 0) + 1
            elif f.modality in ("duty", "statement") and ("pay" in f.actions or _EN_PAYS.search(s.lower)):
                payer = f.payer if f.payer not in (None, BOTH) else f.actor
                payments[payer] = payments.get(payer, 0) + 1
    return rights, payments


def _sentence(text: str, lower: str, span: Span, roles: Roles) -> Sentence:
    low = lower[span.start : span.end]
    return Sentence(span.start, span.end, text[span.start : span.end], low, read_facts(low, roles))
