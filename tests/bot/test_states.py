"""The FSM's transition table, tested as a table (every pair of states, allowed or not)."""

from __future__ import annotations

import itertools

import pytest

from chalicelib.bot.states import TRANSITIONS, BotState, InvalidTransition, next_state

S = BotState
# The seed table (ARCHITECTURE §5) plus the documented extensions (direct input, replace, cancel, fail).
ALLOWED = {
    (S.IDLE, S.AWAITING_TEXT), (S.IDLE, S.AWAITING_FILE), (S.IDLE, S.AWAITING_LINK),
    (S.AWAITING_TEXT, S.TEXT_ENTERED), (S.AWAITING_FILE, S.FILE_UPLOADED),
    (S.AWAITING_FILE, S.IMAGE_UPLOADED), (S.AWAITING_LINK, S.LINK_ENTERED),
    (S.TEXT_ENTERED, S.ANALYZING), (S.FILE_UPLOADED, S.ANALYZING),
    (S.IMAGE_UPLOADED, S.ANALYZING), (S.LINK_ENTERED, S.ANALYZING),
    (S.ANALYZING, S.COMPLETED), (S.ANALYZING, S.ERROR),
    (S.COMPLETED, S.AWAITING_FEEDBACK), (S.COMPLETED, S.IDLE),
    (S.AWAITING_FEEDBACK, S.IDLE), (S.ERROR, S.IDLE),
}  # fmt: skip
SEED_ONLY = ALLOWED
ENTRY = {S.IDLE, S.AWAITING_TEXT, S.AWAITING_FILE, S.AWAITING_LINK}
READY = {S.TEXT_ENTERED, S.FILE_UPLOADED, S.IMAGE_UPLOADED, S.LINK_ENTERED}
EXTENSIONS = (
    {(source, target) for source in ENTRY | READY for target in ENTRY - {S.IDLE} | READY}
    | {(source, S.IDLE) for source in ENTRY | READY}
    | {(source, S.ERROR) for source in set(S)}
)
EXPECTED = ALLOWED | EXTENSIONS
NEVER = {
    (S.IDLE, S.ANALYZING),  # nothing to analyse yet
    (S.AWAITING_FILE, S.ANALYZING),
    (S.ANALYZING, S.IDLE),  # an analysis cannot be cancelled: its report is coming
    (S.ANALYZING, S.ANALYZING),  # one analysis at a time
    (S.AWAITING_FEEDBACK, S.ANALYZING),
    (S.COMPLETED, S.ANALYZING),
}


@pytest.mark.parametrize(("source", "target"), list(itertools.product(S, S)))
def test_every_pair_follows_the_table(source: BotState, target: BotState) -> None:
    if (source, target) in EXPECTED:
        assert next_state(source, target) is target
    else:
        with pytest.raises(InvalidTransition):
            next_state(source, target)


def test_the_seed_transitions_are_all_allowed_and_the_forbidden_ones_are_not() -> None:
    assert all(target in TRANSITIONS[source] for source, target in SEED_ONLY)
    assert not any(target in TRANSITIONS[source] for source, target in NEVER)
    assert NEVER.isdisjoint(EXPECTED)
