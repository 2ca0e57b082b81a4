"""The clause model: the contract as clauses and sentences, the parties' roles, and what each sentence says.

Small API (prescreen and analysis read it; nothing here imports another domain package)::

    model = parse_contract(text)          # one linear pass
    model.roles.parties                   # (Party(key="покупатель", name="Покупатель", individual=...), ...)
    model.roles.weaker                    # the default side of a report (consumer/individual first)
    model.side("Арендатор")               # the key of a requested side, or the weaker for None/"weaker"
    for clause in model.clauses:          # Clause(start, end, number, page, heading, sentences)
        for s in clause.sentences:        # Sentence(start, end, text, lower, facts)
            s.facts.actor, s.facts.modality, s.facts.actions, s.facts.numbers

Russian words are matched on lemmas from a morphological analyser (pymorphy3 and its OpenCorpora
dictionary, loaded once per process; see :mod:`chalicelib.clauses.lemmas`).
"""

from chalicelib.clauses.facts import BOTH, Facts, Modality, Numbers, read_facts, read_numbers
from chalicelib.clauses.model import Clause, ContractModel, Sentence, is_heading, parse_contract
from chalicelib.clauses.roles import Party, Roles, is_default_side, resolve_roles, role_key

__all__ = [
    "BOTH",
    "Clause",
    "ContractModel",
    "Facts",
    "Modality",
    "Numbers",
    "Party",
    "Roles",
    "Sentence",
    "is_default_side",
    "is_heading",
    "parse_contract",
    "read_facts",
    "read_numbers",
    "resolve_roles",
    "role_key",
]
