"""The LLM provider port: one interface for rules-only, Ollama, OpenAI-compatible and YandexGPT.

``build_provider`` is imported on first use: the rules-only analysis reads ``chalicelib.llm.port`` and
need not pay for httpx and the providers on a cold start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from chalicelib.llm.factory import build_provider

__all__ = ["build_provider"]


def __getattr__(name: str) -> Any:
    if name == "build_provider":
        from chalicelib.llm.factory import build_provider

        return build_provider
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
