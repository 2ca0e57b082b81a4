"""Chunks for the LLM: whole clauses packed up to a budget derived from the model's context window.

Ollama silently truncates prompts beyond ``num_ctx``, so every prompt is sized here, conservatively
(Cyrillic runs at roughly 2.5-3 characters per token on common tokenizers).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from chalicelib.clauses.text import Span, paragraphs, window

CHARS_PER_TOKEN = 2.5
PROMPT_OVERHEAD_TOKENS = 1200
COMPLETION_RESERVE_TOKENS = 1500

T = TypeVar("T")


def chunk_budget_chars(context_tokens: int) -> int:
    """Characters of contract text one prompt may carry for a window of ``context_tokens``."""
    usable = max(512, context_tokens - PROMPT_OVERHEAD_TOKENS - COMPLETION_RESERVE_TOKENS)
    return int(usable * CHARS_PER_TOKEN)


def chunk_spans(text: str, max_chars: int) -> list[Span]:
    """Runs of consecutive clauses of at most ``max_chars``; a clause is cut only when it alone is longer
    than the budget."""
    chunks: list[Span] = []
    current: Span | None = None
    for para in paragraphs(text):
        if para.end - para.start > max_chars:
            chunks += [current] if current else []
            current = None
            chunks += _split_long(text, para, max_chars)
        elif current and para.end - current.start > max_chars:
            chunks.append(current)
            current = para
        else:
            current = Span(current.start if current else para.start, para.end)
    return chunks + ([current] if current else [])


def chunk_text(text: str, max_chars: int) -> list[str]:
    return [text[s.start : s.end] for s in chunk_spans(text, max_chars)]


def _split_long(text: str, para: Span, max_chars: int) -> list[Span]:
    out: list[Span] = []
    pos = para.start
    while pos < para.end:
        piece = window(text, Span(pos, para.end), pos, pos, max_chars)
        out.append(piece)
        pos = max(piece.end, pos + 1)
    return out


def batched(items: Sequence[T], size: int, max_chars: int, length: Callable[[T], int]) -> list[list[T]]:
    """Groups of at most ``size`` items whose summed ``length`` stays under ``max_chars``."""
    out: list[list[T]] = []
    current: list[T] = []
    total = 0
    for item in items:
        n = length(item)
        if current and (len(current) >= size or total + n > max_chars):
            out.append(current)
            current, total = [], 0
        current.append(item)
        total += n
    if current:
        out.append(current)
    return out
