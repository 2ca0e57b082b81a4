"""The conversation's finite-state machine: one table of allowed transitions.

```mermaid
stateDiagram-v2
    [*] --> IDLE
    IDLE --> AWAITING_TEXT: ✍️ Ввести текст
    IDLE --> AWAITING_FILE: 📄 Загрузить файл
    IDLE --> AWAITING_LINK: 🔗 Ссылка на Google Docs
    IDLE --> TEXT_ENTERED: text sent directly
    IDLE --> FILE_UPLOADED: document sent directly
    IDLE --> IMAGE_UPLOADED: photo sent directly
    IDLE --> LINK_ENTERED: Google Docs link sent directly
    AWAITING_TEXT --> TEXT_ENTERED
    AWAITING_FILE --> FILE_UPLOADED
    AWAITING_FILE --> IMAGE_UPLOADED
    AWAITING_LINK --> LINK_ENTERED
    TEXT_ENTERED --> ANALYZING: 🚀 Выполнить анализ
    FILE_UPLOADED --> ANALYZING: 🚀 Выполнить анализ
    IMAGE_UPLOADED --> ANALYZING: 🚀 Выполнить анализ
    LINK_ENTERED --> ANALYZING: 🚀 Выполнить анализ
    IMAGE_UPLOADED --> IMAGE_UPLOADED: another page (album) · ↩️ drop the last
    FILE_UPLOADED --> FILE_UPLOADED: another PDF part · ↩️ drop the last
    IMAGE_UPLOADED --> FILE_UPLOADED: a PDF joins the photos
    TEXT_ENTERED --> TEXT_ENTERED: continued text · a side button
    ANALYZING --> COMPLETED: report delivered
    ANALYZING --> ERROR: error.json delivered
    COMPLETED --> AWAITING_FEEDBACK: 👍 / 👎 asked
    COMPLETED --> IDLE
    AWAITING_FEEDBACK --> IDLE: feedback, /start, /cancel
    ERROR --> IDLE
```

Beyond the seed table (ARCHITECTURE §5): a document, photo or text sent without pressing a button first
is taken by its kind (IDLE and every awaiting/ready state go straight to the matching ready state, which
also lets a user replace what they sent), a button may be pressed again from an awaiting or ready state,
/cancel and ❌ return to IDLE from everywhere but ANALYZING, and any state may fail into ERROR.

Inputs in several parts (the pages of an album, PDFs of one contract) stay in their ready state and grow
the session's ``parts``; ↩️ drops the last part (the only one: back to IDLE) and 🔄 starts over (IDLE).
The side of the report is session data (``roles``, ``side``), not a state: a side button changes
neither the ready state nor ANALYZING (there it answers prescreen's question; see ``bot/sides.py``).
Payments (/buy, the invoice, pre-checkout, successful payment) never change the conversation's state.
"""

from __future__ import annotations

from enum import StrEnum


class BotState(StrEnum):
    IDLE = "IDLE"
    AWAITING_TEXT = "AWAITING_TEXT"
    AWAITING_FILE = "AWAITING_FILE"
    AWAITING_LINK = "AWAITING_LINK"
    TEXT_ENTERED = "TEXT_ENTERED"
    FILE_UPLOADED = "FILE_UPLOADED"
    LINK_ENTERED = "LINK_ENTERED"
    IMAGE_UPLOADED = "IMAGE_UPLOADED"
    ANALYZING = "ANALYZING"
    COMPLETED = "COMPLETED"
    AWAITING_FEEDBACK = "AWAITING_FEEDBACK"
    ERROR = "ERROR"


AWAITING = frozenset({BotState.AWAITING_TEXT, BotState.AWAITING_FILE, BotState.AWAITING_LINK})
READY = frozenset(
    {BotState.TEXT_ENTERED, BotState.FILE_UPLOADED, BotState.IMAGE_UPLOADED, BotState.LINK_ENTERED}
)
# States from which new input starts a fresh conversation (the previous analysis is over).
FINISHED = frozenset({BotState.COMPLETED, BotState.AWAITING_FEEDBACK, BotState.ERROR})

TRANSITIONS: dict[BotState, frozenset[BotState]] = {
    BotState.IDLE: AWAITING | READY | {BotState.IDLE, BotState.ERROR},
    BotState.AWAITING_TEXT: AWAITING | READY | {BotState.IDLE, BotState.ERROR},
    BotState.AWAITING_FILE: AWAITING | READY | {BotState.IDLE, BotState.ERROR},
    BotState.AWAITING_LINK: AWAITING | READY | {BotState.IDLE, BotState.ERROR},
    BotState.TEXT_ENTERED: AWAITING | READY | {BotState.ANALYZING, BotState.IDLE, BotState.ERROR},
    BotState.FILE_UPLOADED: AWAITING | READY | {BotState.ANALYZING, BotState.IDLE, BotState.ERROR},
    BotState.IMAGE_UPLOADED: AWAITING | READY | {BotState.ANALYZING, BotState.IDLE, BotState.ERROR},
    BotState.LINK_ENTERED: AWAITING | READY | {BotState.ANALYZING, BotState.IDLE, BotState.ERROR},
    BotState.ANALYZING: frozenset({BotState.COMPLETED, BotState.ERROR}),
    BotState.COMPLETED: frozenset({BotState.AWAITING_FEEDBACK, BotState.IDLE, BotState.ERROR}),
    BotState.AWAITING_FEEDBACK: frozenset({BotState.IDLE, BotState.ERROR}),
    BotState.ERROR: frozenset({BotState.IDLE, BotState.ERROR}),
}
assert set(TRANSITIONS) == set(BotState), "every state needs a row"


class InvalidTransition(ValueError):
    def __init__(self, current: BotState, target: BotState) -> None:
        super().__init__(f"{current.value} -> {target.value} is not allowed")
        self.current = current
        self.target = target


def can_move(current: BotState, target: BotState) -> bool:
    return target in TRANSITIONS[current]


def next_state(current: BotState, target: BotState) -> BotState:
    """``target`` if the table allows it from ``current``; raises :class:`InvalidTransition` otherwise."""
    if not can_move(current, target):
        raise InvalidTransition(current, target)
    return target
