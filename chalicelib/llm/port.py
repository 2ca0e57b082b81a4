"""The provider port that prescreen (fallback) and analysis (verification) call.

Implementations live beside this module; domain code depends only on :class:`LlmProvider`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Literal, Protocol, TypeVar

from pydantic import BaseModel

from chalicelib.errors import TransientFailure

T = TypeVar("T", bound=BaseModel)
LlmFailureKind = Literal["quota", "invalid_output", "timeout", "infra"]


@dataclass(frozen=True)
class LlmResult(Generic[T]):
    value: T
    model: str
    prompt_tokens: int = 0
    completion_tokens: int = 0


class LlmError(TransientFailure):
    """A provider call that failed after its own retries.

    ``kind`` says why (``timeout``, ``infra``, ``quota``, or ``invalid_output`` after the repair loop). The
    analysis degrades any of them to the rules' findings for that batch (the report says some findings
    were not verified); prescreen's fallback keeps the rules' reading.
    """

    def __init__(self, kind: LlmFailureKind, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind


class LlmProvider(Protocol):
    """A chat model that answers with JSON validated against a pydantic model."""

    name: str
    model: str | None

    def complete_json(self, *, system: str, user: str, schema: type[T]) -> LlmResult[T]:
        """Ask the model; return the parsed answer or raise :class:`LlmError`."""
        ...
