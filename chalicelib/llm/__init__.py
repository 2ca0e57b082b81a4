"""The LLM provider port: one interface for rules-only, Ollama, OpenAI-compatible and YandexGPT."""

from chalicelib.llm.factory import build_provider

__all__ = ["build_provider"]
