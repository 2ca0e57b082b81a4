"""Chunks for the LLM: whole clauses packed up to a budget derived from the model's context window.

Ollama silently truncates prompts beyond ``num_ctx``, so every prompt is sized here, conservatively
(Cyrillic runs at roughly 2.5-3 characters per token on common tokenizers).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from chalicelib.analysis.text import Span, paragraphs, window

CHARS_PER_TOKEN = 2.5
PROMPT_OVERHEAD_TOKENS = 1200
COMPLETION_RESERVE_TOKENS = 1500

T = TypeVar("T")


def estimate_tokens(text: str) -> int:
    return int(len(text) / CHARS_PER_TOKEN) + 1


def chunk_budget_chars(context_tokens: int) -> int:
    """Characters of contract text one prompt may carry for a window of ``context_tokens``."""
    usable = max(512, context_tokens - PROMPT_OVERHEAD_TOKENS - COMPLETION_RESERVE_TOKENS)
    return int(usable * CHARS_PER_TOKEN)


def chunk_text(text: str, max_chars: int) -> list[str]:
    """Consecutive clauses packed into chunks of at most ``max_chars``; a clause is cut only when it alone
    is longer than the budget."""
    chunks: list[str] = []
    current: list[Span] = []
    size = 0
    for para in paragraphs(text):
        length = para.end - para.start
        if length > max_chars:
            chunks.extend(_flush(text, current))
            current, size = [], 0
            chunks.extend(_split_long(text, para, max_chars))
            continue
        if size + length + 2 > max_chars and current:
            chunks.extend(_flush(text, current))
            current, size = [], 0
        current.append(para)
        size += length + 2
    chunks.extend(_flush(text, current))
    return chunks


def _flush(text: str, spans: list[Span]) -> list[str]:
    return ["\n\n".join(text[s.start : s.end] for s in spans)] if spans else []


def _split_long(text: str, para: Span, max_chars: int) -> list[str]:
    out: list[str] = []
    pos = para.start
    while pos < para.end:
        piece = window(text, Span(pos, para.end), pos, pos, max_chars)
        out.append(text[piece.start : piece.end])
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
