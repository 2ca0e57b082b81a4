"""The contract's glossary: the section «Термины и определения» / «Основные понятия» and each sentence shaped
as a definition («"Акцепт" — …», «Под Услугами понимается …», «Личный кабинет означает …»).

A definition says what a word means; it grants no right and imposes no duty, so it is not the quote of a
risk the operative clauses carry (they use the defined word). Russian only: an English CUAD-style report
counts a contract whose only mention of a topic is its definition.
"""

from __future__ import annotations

from chalicelib import regexes
from chalicelib.clauses.model import Clause, ContractModel

# A heading that opens a glossary: «1. ТЕРМИНЫ И ОПРЕДЕЛЕНИЯ», «Основные понятия», «Определения».
_GLOSSARY_TITLE = regexes.compile(
    r"^[\s\d.#*]*(?:(?:термины|понятия)(?: и (?:определения|понятия|сокращения))?|определения(?: и термины)?"
    r"|основные (?:понятия|термины|определения)(?: и (?:определения|термины))?"
    r"|(?:термины|понятия|определения),? используемые в [а-яё ]{0,40}|глоссарий)\W*$"
)
# An opening sentence that announces the glossary: «В настоящем Договоре используются следующие термины:».
_GLOSSARY_INTRO = regexes.compile(
    r"(?:используются|применяются|употребляются)\s+следующ\w+\s+(?:термины|понятия|определения)"
    r"|следующ\w+\s+(?:термины|понятия)[^.;]{0,60}(?:значени|смысл)"
)
# A sentence that defines a word: a quoted term and a dash, «… — это …», «под … понимается …». Not «…
# означает …»: «Оплата счёта означает согласие с условиями» deems an act a consent, it defines no word.
_DEFINITION = regexes.compile(
    r"^[\s\d.)*•-]*(?:[«\"“][^«»\"“”]{1,60}[»\"”]\s*(?:\([^()]{0,40}\)\s*)?[-–—]\s"
    r"|[а-яё][^.;:«»\"]{0,60}?\s[-–—]\s*это\s"
    r"|под\s[^.;:]{1,60}?\sпонима\w+\s)"
)


def is_definition(lower_sentence: str) -> bool:
    """Whether a lower-cased Russian sentence is shaped as a definition of a term."""
    return bool(_DEFINITION.match(lower_sentence))


def glossary_clauses(model: ContractModel) -> frozenset[int]:
    """Indices of the clauses inside a glossary section: from its heading (or announcing sentence) to the
    next heading, or to the first clause numbered under another section."""
    inside: set[int] = set()
    section: str | None = None
    open_ = False
    for index, clause in enumerate(model.clauses):
        lower = model.lower[clause.start : clause.end]
        if clause.heading:
            open_ = bool(_GLOSSARY_TITLE.match(lower.strip()))
            section = _top(clause) if open_ else None
            continue
        if not open_ and _GLOSSARY_INTRO.search(lower):
            open_, section = True, _top(clause)
            inside.add(index)
            continue
        if open_ and clause.number is not None:
            section = section or _top(clause)
            open_ = _top(clause) == section
        if open_:
            inside.add(index)
    return frozenset(inside)


def _top(clause: Clause) -> str | None:
    """The section number of a clause ("3" of "3.2.1")."""
    return clause.number.split(".")[0] if clause.number else None
