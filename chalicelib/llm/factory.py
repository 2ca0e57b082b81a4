"""LLM_PROVIDER -> a provider instance (None for the offline ``rules`` provider)."""

from __future__ import annotations

from typing import Any

import httpx

from chalicelib.errors import PermanentFailure
from chalicelib.llm.base import RetryPolicy
from chalicelib.llm.port import LlmProvider
from chalicelib.llm.providers import OllamaProvider, OpenAiProvider, YandexGptProvider
from chalicelib.settings import Settings


class LlmConfigError(PermanentFailure):
    def __init__(self, detail: str) -> None:
        super().__init__(
            "llm_misconfigured", "Сервис анализа настроен неверно.", f"LLM provider misconfigured: {detail}"
        )


def _common(settings: Settings, client: httpx.Client) -> dict[str, Any]:
    return {
        "client": client,
        "timeout": settings.llm_timeout,
        "retry": RetryPolicy(max_retries=settings.llm_max_retries),
        "max_concurrency": settings.analysis.llm_max_concurrency,
    }


def build_provider(settings: Settings, http_client: httpx.Client | None = None) -> LlmProvider | None:
    if settings.llm_provider == "rules":
        return None
    client = http_client or httpx.Client(timeout=settings.llm_timeout)
    common = _common(settings, client)
    if settings.llm_provider == "ollama":
        return OllamaProvider(
            host=settings.ollama_host,
            num_ctx=settings.analysis.llm_context_tokens,
            model=settings.ollama_model,
            fallback_model=settings.ollama_fallback_model,
            **common,
        )
    if settings.llm_provider == "openai":
        key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
        return OpenAiProvider(
            base_url=settings.openai_base_url,
            api_key=key,
            model=settings.openai_model,
            fallback_model=settings.openai_fallback_model,
            **common,
        )
    return _yandexgpt(settings, common)


def _yandexgpt(settings: Settings, common: dict[str, Any]) -> LlmProvider:
    key = settings.yandexgpt_api_key.get_secret_value() if settings.yandexgpt_api_key else None
    iam = settings.yandexgpt_iam_token.get_secret_value() if settings.yandexgpt_iam_token else None
    if not settings.yandexgpt_folder_id or not (key or iam):
        raise LlmConfigError("YANDEXGPT_FOLDER_ID and YANDEXGPT_API_KEY or YANDEXGPT_IAM_TOKEN are required")
    return YandexGptProvider(
        base_url=settings.yandexgpt_base_url,
        folder_id=settings.yandexgpt_folder_id,
        api_key=key,
        iam_token=iam,
        model=settings.yandexgpt_model,
        fallback_model=settings.yandexgpt_fallback_model,
        **common,
    )
