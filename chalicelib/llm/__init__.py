"""The LLM provider port: one interface for rules-only, Ollama, OpenAI-compatible and YandexGPT.

The providers and their HTTP client (httpx) are imported only when an LLM is configured: the default
``rules`` provider costs a stage no import at all on a cold start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import httpx

    from chalicelib.llm.port import LlmProvider
    from chalicelib.settings import Settings

__all__ = ["build_provider"]


def build_provider(settings: Settings, http_client: httpx.Client | None = None) -> LlmProvider | None:
    """LLM_PROVIDER -> a provider instance (None for the offline ``rules`` provider)."""
    if settings.llm_provider == "rules":
        return None
    from chalicelib.llm.factory import build_provider as build

    return build(settings, http_client)
