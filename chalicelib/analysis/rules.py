"""The offline rules: candidate clauses per checklist item, high recall, quotes cut from the text itself."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from chalicelib import regexes
from chalicelib.analysis.checklist import ChecklistItem, Reading, Text
from chalicelib.analysis.judge import Context, Verdict, judge
from chalicelib.analysis.law import law_notes, strongest
from chalicelib.analysis.learned import Proposer
from chalicelib.analysis.predicates import PART_BREAK, Anchor, operative_items
from chalicelib.clauses import (
    Clause,
    ContractModel,
    Facts,
    Roles,
    Sentence,
    is_heading,
    parse_contract,
    read_facts,
)
from chalicelib.clauses.glossary import glossary_clauses, is_definition
from chalicelib.clauses.text import PageIndex, Span, window, without_markup
from chalicelib.models import SEVERITY_ORDER, Severity

QUOTE_MAX_CHARS = 450
CONTEXT_MAX_CHARS = 900
CANDIDATES_PER_ITEM = 4
# Sentences a learned scorer may add to an item the patterns found nothing for.
PROPOSALS_PER_ITEM = 1
_STEP_UP: dict[Severity, Severity] = {"low": "medium", "medium": "high", "high": "high"}
_ONE_SIDED = Text(
    "Санкция установлена только для одной стороны ({party}).", "Only one party ({party}) bears this sanction."
)
_OBLIGOR = regexes.compile(
    r"(?P<party>[А-ЯЁ][а-яё]+|[A-Z][A-Za-z]+)\s+(?:обязан\w*\s+)?(?:уплачива\w*|выплачива\w*|уплатит\w*|возмещает"
    r"|shall (?:also )?pay|will pay|agrees to pay|pays)\b"
)
_MUTUAL = regexes.compile(
    r"взаимн|кажд\w+ из сторон|обе стороны|виновн\w+ сторон|нарушивш\w+ сторон|either party|each party|mutual"
    r"|breaching party|defaulting party",
    re.IGNORECASE,
)
SHORT_QUOTE_CHARS = 60
# Sentences that carry no risk of their own (read lower-cased): survival lists, tables of contents, the
# preamble that names the parties, the severability rule, and what headings mean.
_NOISE = regexes.compile(
    "|".join(
        (
            r"\bsurviv\w*[^.]{0,200}(?:termination|expiration)",
            r"(?:sections?|paragraphs?|articles?)\s+[\d.()a-z]+(?:,\s*[\d.()a-z]+){3,}",
            r"(?:\d+\.\d+\s+[a-zа-яё][\w ]{2,40}\s+){3,}",
            r"продолжают действовать после (?:прекращения|расторжения)",
            r"именуем\w*[^.]{0,300}(?:с другой стороны|заключили настоящ)",
            r"hereinafter[^.]{0,300}(?:have entered into|hereby agree as follows)",
            r"(?:признан\w*|станет|окажется|будет) (?:недействительн|ничтожн|незаконн)\w*[^.;]{0,120}"
            r"(?:не влеч|не влия|не затрагива|остальн\w* (?:положени|услови)|сохраня\w* силу"
            r"|остаются в силе)",
            r"(?:held|found|deemed|determined|declared)\s+(?:by [^.;]{0,40})?(?:to be )?"
            r"(?:invalid|unenforceable|illegal|void)[^.;]{0,200}"
            r"(?:remaining|remainder|other provisions|continue in (?:full )?(?:force|effect)|sever)",
            r"headings?[^.;]{0,60}(?:for convenience|not affect the interpretation)",
            r"заголовк\w*[^.;]{0,60}(?:для удобства|не влия\w* на толкование)",
        )
    )
)


@dataclass(frozen=True)
class Candidate:
    """A sentence that may hold a checklist item; ``quote`` is a verbatim slice of the text.

    ``favours`` is the party key the clause favours (None when unknown or mutual); ``advice`` a
    recommendation built from the clause's own numbers, when it has any.
    """

    id: str
    item_id: str
    quote: str
    context: Span
    start: int
    page: int | None
    severity: Severity
    hits: int
    note: Text | None = None
    obligor: str | None = None
    favours: str | None = None
    advice: Text | None = None
    weight: int = 0
    facts: Facts | None = None
    reading: Reading | None = None


@dataclass(frozen=True)
class SideFilter:
    """Counts what the side check dropped (clauses that favour the report's side)."""

    dropped: int = 0


def find_candidates(
    text: str,
    items: tuple[ChecklistItem, ...],
    model: ContractModel | None = None,
    ctx: Context | None = None,
    proposer: Proposer | None = None,
) -> list[Candidate]:
    """Every sentence matching an item that is a risk for the report's side, the strongest few per item.

    One pass over the clauses; a clause is at most ``MAX_CLAUSE_CHARS`` long and is assessed once per
    item, so the work is linear in the text's length. A ``proposer`` (the learned scorer) may then add
    sentences for the items no pattern found.
    """
    model = model or parse_contract(text)
    ctx = ctx or Context(model.roles, None, drop_favourable=False)
    pages = PageIndex(text)
    per_clause: dict[tuple[int, str], Candidate] = {}
    party = ctx.regime.party if ctx.regime else None
    pattern_items = tuple(i for i in items if i.patterns and (not i.parties or party in i.parties))
    by_id = {i.id: i for i in items}
    titled: list[ChecklistItem] = []  # what the last English heading names, for the sentence below it
    units = _clause_units(text, model.clauses)
    glossary = glossary_clauses(model)
    for index, clause in enumerate(model.clauses):
        lower = model.lower[clause.start : clause.end]
        if clause.heading:
            # A table of contents names every item: its titles are no heading of the clause that follows.
            titled = (
                [] if model.in_contents(clause.start, clause.end) else _titled_items(lower, pattern_items)
            )
            continue
        present = [item for item in pattern_items if item.may_match(lower)]
        if not present and not titled:
            continue
        scope = _ClauseScope(text, model, index, Span(clause.start, clause.end), pages)
        # A heading sentence never comes out here: it is joined to the sentence after it.
        for sent in _with_headings_joined(clause.sentences, text, model.lower):
            if _NOISE.search(sent.lower):
                continue
            found_items = _items_of(sent, present, by_id, model.roles)
            named = {item.id for item, _, _ in found_items}
            if titled and len(_WORDS.findall(sent.lower)) >= MIN_TITLED_WORDS:
                found_items += [
                    (item, (0, 0), sent.facts)
                    for item in titled
                    if item.id not in named and not item.excluded_lower(sent.lower)
                ]
                titled = []
            found_items = _beyond_definitions(found_items, sent, index in glossary)
            for item, hit, facts in found_items:
                verdict = judge(item.id, facts, sent.lower, ctx)
                if not verdict.keep:
                    continue
                found = scope.candidate(item, sent, hit, verdict, ctx)
                key = (units[index], item.id)
                if found is None:
                    continue
                if key not in per_clause or _stronger(found, per_clause[key]):
                    per_clause[key] = found
    per_clause.update(_proposed(proposer, model, pattern_items, per_clause, ctx=ctx, pages=pages))
    # The strongest few per item and reading: a deemed consent to terms does not crowd out the acceptance
    # of work that the same item finds.
    per_item: dict[tuple[str, str | None], list[Candidate]] = {}
    for (_, item_id), found in sorted(per_clause.items(), key=lambda kv: kv[1].start):
        per_item.setdefault((item_id, found.reading.id if found.reading else None), []).append(found)
    chosen: list[Candidate] = []
    for found_of_item in per_item.values():
        best = sorted(_one_sided(found_of_item, ctx.key_rate), key=rank)[:CANDIDATES_PER_ITEM]
        chosen.extend(best)
    chosen.sort(key=lambda c: (c.start, c.item_id))
    return [replace(c, id=f"c{i + 1}") for i, c in enumerate(chosen)]


# The items whose risk may lie in a definition itself: what the contract leaves undefined or defines as
# its subject, what counts as confidential, which personal data are processed.
DEFINED_RISK_ITEMS = frozenset({"missing_essential_terms", "confidentiality", "personal_data"})


def _defining(sent: Sentence, in_glossary: bool) -> bool:
    """A Russian sentence of the glossary, or one shaped as a definition: it says what a word means and
    grants no right, so it is no quote of a risk (see :mod:`chalicelib.clauses.glossary`)."""
    if not _CYRILLIC.search(sent.lower):
        return False
    return in_glossary or is_definition(sent.lower)


def _beyond_definitions(
    found: list[tuple[ChecklistItem, Anchor, Facts]], sent: Sentence, in_glossary: bool
) -> list[tuple[ChecklistItem, Anchor, Facts]]:
    """The items a definition may be the quote of, when ``sent`` is one; else every item found."""
    if not _defining(sent, in_glossary):
        return found
    return [f for f in found if f[0].id in DEFINED_RISK_ITEMS]


_LOWER_START = regexes.compile(r"[a-zа-яё]")
_CYRILLIC = regexes.compile(r"[а-яё]")


def _clause_units(text: str, clauses: list[Clause]) -> list[int]:
    """For each clause, the index of the clause it is a part of: one clause cut by a page break (it goes on
    in lower case on the next page) is one clause, with one finding per item."""
    units: list[int] = []
    for index, clause in enumerate(clauses):
        previous = clauses[index - 1] if index else None
        goes_on = (
            previous is not None
            and not previous.heading
            and not clause.heading
            and clause.number is None
            and _LOWER_START.match(text, clause.start) is not None
            and "<!--" in text[previous.end : clause.start]
        )
        units.append(units[-1] if goes_on else index)
    return units


def _proposed(
    proposer: Proposer | None,
    model: ContractModel,
    items: tuple[ChecklistItem, ...],
    found: dict[tuple[int, str], Candidate],
    *,
    ctx: Context,
    pages: PageIndex,
) -> dict[tuple[int, str], Candidate]:
    """The proposer's sentences for the items without a candidate, each through the same exclusions,
    judge (side, severity, advice) and verbatim quoting as a pattern's match."""
    if proposer is None:
        return {}
    missing = {i.id: i for i in items if not any(item_id == i.id for _, item_id in found)}
    if not missing:
        return {}
    added: dict[tuple[int, str], Candidate] = {}
    per_item: Counter[str] = Counter()
    scopes: dict[int, _ClauseScope] = {}
    glossary = glossary_clauses(model)
    for proposal in proposer.propose(model, tuple(missing), ctx.side):
        item, sent = missing[proposal.item_id], proposal.sentence
        if per_item[item.id] >= PROPOSALS_PER_ITEM or _NOISE.search(sent.lower):
            continue
        if item.id not in DEFINED_RISK_ITEMS and _defining(sent, proposal.clause_index in glossary):
            continue
        if item.excluded_lower(sent.lower):
            continue
        verdict = judge(item.id, sent.facts, sent.lower, ctx)
        if not verdict.keep:
            continue
        index = proposal.clause_index
        clause = model.clauses[index]
        span = Span(clause.start, clause.end)
        scope = scopes.setdefault(index, _ClauseScope(model.text, model, index, span, pages))
        proposed = scope.candidate(item, sent, proposal.anchor, verdict, ctx)
        if proposed is None:
            continue
        added[(index, item.id)] = proposed
        per_item[item.id] += 1
    return added


_TITLE_WORD = regexes.compile(r"[^\W\d_]{3}")


def _with_headings_joined(sentences: tuple[Sentence, ...], text: str, lower: str) -> list[Sentence]:
    """The clause's sentences, a heading glued to the sentence after it ("9.2 Exclusivity. During the Term
    ..."): a heading names the clause's topic, but only with the sentence that follows is it a quote."""
    out: list[Sentence] = []
    pending: Sentence | None = None
    for sent in sentences:
        joined = sent
        if pending is not None:
            span = slice(pending.start, sent.end)
            joined = Sentence(pending.start, sent.end, text[span], lower[span], sent.facts)
            pending = None
        if is_heading(joined.text):
            # A bare clause number ("3.2.") is dropped; a title waits for its sentence.
            pending = joined if _TITLE_WORD.search(joined.text) else None
            continue
        out.append(joined)
    return out


_WORDS = regexes.compile(r"[a-z]{2,}")
MIN_TITLED_WORDS = 4
_LATIN_HEADING = regexes.compile(r"^[^а-яё]*[a-z][^а-яё]*$")


def _titled_items(lower_heading: str, items: tuple[ChecklistItem, ...]) -> list[ChecklistItem]:
    """The items an English heading names ("11.5 Limitation of Liability."): never a quote itself, they are
    tried on the first operative sentence under it, which the heading's words may not repeat."""
    if not _LATIN_HEADING.match(lower_heading):
        return []
    return [i for i in items if i.may_match(lower_heading) and i.first_match_lower(lower_heading)]


def _items_of(
    sent: Sentence, present: list[ChecklistItem], by_id: dict[str, ChecklistItem], roles: Roles
) -> list[tuple[ChecklistItem, Anchor, Facts]]:
    """The items a sentence is a candidate of, each with where it hits and the facts it is judged on.

    Patterns find the sentence; once one does, the operative predicates (:mod:`predicates`) name the items
    it belongs to. An operative item is judged on its own part of the sentence ("Исполнитель вправе
    расторгнуть договор, при этом Заказчик не вправе требовать возврата": a right, then a refund ban).
    """
    matched: dict[str, tuple[ChecklistItem, Anchor, Facts]] = {}
    for item in present:
        if item.may_match(sent.lower) and (match := item.first_match_lower(sent.lower)) is not None:
            matched[item.id] = (item, match.span(), sent.facts)
    if not matched:
        return []
    operative = operative_items(sent.facts, sent.lower)
    if len(operative) > 1:
        for item_id, anchor in sorted(operative.items()):
            if item_id in by_id:
                part = _part_around(sent.lower, anchor)
                matched[item_id] = (by_id[item_id], anchor, read_facts(sent.lower[part[0] : part[1]], roles))
    else:
        for item_id, anchor in operative.items():
            if item_id in by_id and item_id not in matched:
                matched[item_id] = (by_id[item_id], anchor, sent.facts)
    return list(matched.values())


def _part_around(lower: str, anchor: Anchor) -> Anchor:
    """The part of a sentence (between predicate breaks) that holds ``anchor``."""
    start, end = 0, len(lower)
    for m in PART_BREAK.finditer(lower):
        if m.end() <= anchor[0]:
            start = m.end()
        elif m.start() >= anchor[1]:
            end = m.start()
            break
    return start, end


@dataclass
class _ClauseScope:
    """One clause's text, context window and per-item assessment, shared by its sentences' candidates."""

    text: str
    model: ContractModel
    index: int
    para: Span
    pages: PageIndex

    def __post_init__(self) -> None:
        self.context_span = window(self.text, self.para, self.para.start, self.para.start, CONTEXT_MAX_CHARS)
        self.assessed: dict[str, tuple[Severity, Text | None]] = {}

    def candidate(
        self,
        item: ChecklistItem,
        sent: Sentence,
        hit: Anchor,
        verdict: Verdict,
        ctx: Context,
    ) -> Candidate | None:
        """The candidate of ``item`` at ``sent``, quoted around ``hit``; None when the only quote the hit
        gives is a title (a table's cell that names the topic: the operative cell, if any, is the quote)."""
        text = self.text
        hit_start, hit_end = sent.start + hit[0], sent.start + hit[1]
        hits = [(sent.start + a, sent.start + b) for a, b in item.match_spans(sent.lower)]
        cell = _operative_cell(text, Span(sent.start, sent.end), [(hit_start, hit_end), *hits])
        if cell is None:
            return None
        span, (hit_start, hit_end) = cell
        if span.end - span.start > QUOTE_MAX_CHARS and _CYRILLIC.search(sent.lower):
            hit_start, hit_end = _weightiest(text, self.model.lower, span, hits, (hit_start, hit_end))
        quote_span = _without_lead(text, window(text, span, hit_start, hit_end, QUOTE_MAX_CHARS), hit_start)
        quote_span = _with_list(text, quote_span, self.model.clauses, self.index)
        if item.id not in self.assessed:
            self.assessed[item.id] = item.assess(text[self.para.start : self.para.end])
        severity, note = self.assessed[item.id]
        severity, note = _with_law(
            verdict.reading.id if verdict.reading else item.id,
            sent.lower,
            ctx,
            verdict.severity or severity,
            verdict.note or note,
        )
        return Candidate(
            id="",
            item_id=item.id,
            quote=without_markup(text[quote_span.start : quote_span.end]),
            context=_context(self.para, self.context_span, quote_span, text),
            start=quote_span.start,
            page=self.pages.page_at(quote_span.start),
            severity=severity,
            hits=item.hit_count(sent.text),
            note=note,
            obligor=_obligor(sent.text) if item.one_sided_check else None,
            favours=verdict.favours,
            advice=verdict.advice,
            weight=verdict.weight,
            facts=sent.facts,
            reading=verdict.reading,
        )


def _stronger(a: Candidate, b: Candidate) -> bool:
    """Of two sentences of one clause under one item, the more severe, then the better ranked."""
    return (SEVERITY_ORDER[a.severity], rank(a)) < (SEVERITY_ORDER[b.severity], rank(b))


def rank(c: Candidate) -> tuple[int, int]:
    """Stronger first: what the clause's facts weigh (a one-sided right, numbers), more distinct patterns
    hit, and a real sentence rather than a bare heading."""
    return (-(2 * c.weight + c.hits + int(len(c.quote) >= SHORT_QUOTE_CHARS)), c.start)


# "Ответственность Сторон 6.1.За ..." / "СДАЧА-ПРИЕМКА 5.1.При ...": a heading and clause number glued to
# the clause (PDF text) are not part of the quote.
_LEAD = regexes.compile(r"(?:[A-ZА-ЯЁ][^\n.:;]{0,60}?\s+)?\d{1,2}(?:\.\d{1,3})+\.?\s*(?=[«\"A-ZА-ЯЁ])")


def _operative_cell(
    text: str, sentence: Span, hits: list[tuple[int, int]]
) -> tuple[Span, tuple[int, int]] | None:
    """The first of ``hits`` whose quote (its table cell, or the sentence) is no bare title, with it."""
    for start, end in hits:
        span = _cell(text, sentence, start, end)
        if not is_heading(text[span.start : span.end]):
            return span, (start, end)
    return None


def _cell(text: str, span: Span, hit_start: int, hit_end: int) -> Span:
    """Inside a table row ("| a | b |") only the cell that holds the hit is the quote, never the pipes."""
    if "|" not in text[span.start : span.end]:
        return span
    left = text.rfind("|", span.start, hit_start)
    right = text.find("|", hit_end, span.end)
    start = span.start if left == -1 else left + 1
    end = span.end if right == -1 else right
    return _trim(text, Span(start, end)) or span


def _trim(text: str, span: Span) -> Span | None:
    start, end = span.start, span.end
    while start < end and text[start] in " \t\n|":
        start += 1
    while end > start and text[end - 1] in " \t\n|":
        end -= 1
    return Span(start, end) if end - start >= SHORT_QUOTE_CHARS // 3 else None


def _with_list(text: str, quote: Span, clauses: list[Clause], index: int) -> Span:
    """A quote that ends with ':' ("не несёт ответственности за:") takes in the list items that follow, up to
    ``QUOTE_MAX_CHARS``: the items carry the clause's meaning."""
    if not text[quote.start : quote.end].rstrip().endswith(":"):
        return quote
    end = quote.end
    for following in clauses[index + 1 :]:
        if following.heading or following.end - quote.start > QUOTE_MAX_CHARS:
            break
        end = following.end
        if text[following.start : following.end].rstrip().endswith((".", "!")):
            break
    return Span(quote.start, end)


def _without_lead(text: str, span: Span, hit_start: int) -> Span:
    """The quote without a heading and clause number glued before it, or a heading line above it («7.
    ИЗМЕНЕНИЕ УСЛОВИЙ\nИсполнитель вправе …»), unless the hit lies in them."""
    lead = _LEAD.match(text, span.start, span.end)
    if lead is not None and span.end - lead.end() >= SHORT_QUOTE_CHARS and lead.end() <= hit_start:
        return Span(lead.end(), span.end)
    line_end = text.find("\n", span.start, hit_start)
    if line_end == -1 or not is_heading(text[span.start : line_end]):
        return span
    start = line_end + 1
    while start < hit_start and text[start].isspace():
        start += 1
    return Span(start, span.end) if span.end - start >= SHORT_QUOTE_CHARS // 2 else span


# The words that carry a Russian clause's risk besides the item's own: who may or must do it, how much.
# (An English sentence has its modal in every operative clause: the first hit's quote stays.)
_RISK_WORD = regexes.compile(
    r"\b(?:вправе|обязан\w*|обязу\w+|уплачива\w*|уплатит\w*|выплачива\w*|возмеща\w*|нес[её]т)\b"
    r"|\d+(?:[.,]\d+)?\s*(?:%|процент)"
)


def _weightiest(
    text: str, lower: str, span: Span, hits: list[tuple[int, int]], first: tuple[int, int]
) -> tuple[int, int]:
    """Which hit a quote cut from a sentence longer than a quote is cut around: the first, unless a quote
    around it would hold none of the words that carry the risk (who may or must, how much) while one
    around another hit does: a long clause that names the penalty first and states who pays what at its
    end is quoted at its end."""

    def weight(hit: tuple[int, int]) -> tuple[int, int]:
        cut = window(text, span, hit[0], hit[1], QUOTE_MAX_CHARS)
        inside = sum(1 for a, b in hits if cut.start <= a and b <= cut.end)
        return len(_RISK_WORD.findall(lower, cut.start, cut.end)), inside

    best, most = first, weight(first)
    if most[0]:
        return first
    for hit in hits:
        found = weight(hit)
        if found[0] and found[1] >= most[1] and found > most:
            best, most = hit, found
    return best


def _with_law(
    item_id: str, lower: str, ctx: Context, severity: Severity, note: Text | None
) -> tuple[Severity, Text | None]:
    """What the applicable law says about the clause: its note joins the finding, its floor the severity."""
    notes = law_notes(item_id, lower, ctx.regime)
    if not notes:
        return severity, note
    legal = notes[0].note
    joined = legal if note is None else Text(f"{note.ru} {legal.ru}", f"{note.en} {legal.en}")
    return strongest(severity, notes), joined


def _context(para: Span, default: Span, quote: Span, text: str) -> Span:
    """The clause around the quote that the LLM sees: the paragraph's start, or a window around the quote."""
    if default.start <= quote.start and quote.end <= default.end:
        return default
    return window(text, para, quote.start, quote.end, CONTEXT_MAX_CHARS)


def _obligor(sentence: str) -> str | None:
    """Who pays under the sentence ("Покупатель уплачивает", "Licensee shall pay"), or "*" when both do."""
    if _MUTUAL.search(sentence):
        return "*"
    found = _OBLIGOR.search(sentence)
    return found.group("party") if found else None


def _one_sided(found: list[Candidate], key_rate: float) -> list[Candidate]:
    """Raise severity one step when every clause of the item binds the same single party, except for a
    daily penalty whose yearly rate is within the key rate: one-sided, but no more than money costs."""
    parties = {c.obligor for c in found if c.obligor}
    if len(parties) != 1 or "*" in parties:
        return found
    party = parties.pop()
    note = Text(_ONE_SIDED.ru.format(party=party), _ONE_SIDED.en.format(party=party))
    return [
        replace(
            c,
            severity=c.severity if _moderate_daily_rate(c, key_rate) else _STEP_UP[c.severity],
            note=_joined(c.note, note),
        )
        for c in found
    ]


def _moderate_daily_rate(candidate: Candidate, key_rate: float) -> bool:
    daily = candidate.facts.numbers.daily_percents if candidate.facts else ()
    return bool(daily) and max(daily) * 365 <= key_rate


def _joined(first: Text | None, second: Text) -> Text:
    """A clause's own note (what its numbers or the law say) kept ahead of the one-sidedness note."""
    return second if first is None else Text(f"{first.ru} {second.ru}", f"{first.en} {second.en}")
