"""The three HTTP providers: Ollama (native /api/chat), OpenAI-compatible, YandexGPT Foundation Models."""

from __future__ import annotations

from typing import Any

import httpx

from chalicelib.llm.base import HttpJsonProvider, Message, Reply, dump

MAX_COMPLETION_TOKENS = 2000


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


class OllamaProvider(HttpJsonProvider):
    """Native API: ``format`` carries the JSON schema, ``options.num_ctx`` the context we sized chunks for
    (Ollama silently truncates longer prompts)."""

    name = "ollama"

    def __init__(self, *, host: str, num_ctx: int, **kwargs: Any) -> None:
        self._host = host.rstrip("/")
        self._num_ctx = num_ctx
        super().__init__(**kwargs)

    def _endpoint(self) -> str:
        return self._host

    def _request(self, model: str, messages: list[Message], schema: dict[str, Any]) -> httpx.Request:
        body = {
            "model": model,
            "messages": messages,
            "stream": False,
            "format": schema,
            "options": {"num_ctx": self._num_ctx, "temperature": 0, "num_predict": MAX_COMPLETION_TOKENS},
        }
        return httpx.Request(
            "POST", f"{self._host}/api/chat", content=dump(body), headers={"Content-Type": "application/json"}
        )

    def _parse(self, body: dict[str, Any]) -> Reply:
        return Reply(
            str(body["message"]["content"]), _int(body.get("prompt_eval_count")), _int(body.get("eval_count"))
        )


class OpenAiProvider(HttpJsonProvider):
    """Any OpenAI-compatible ``/v1/chat/completions`` (vLLM, llama.cpp server, LM Studio, cloud)."""

    name = "openai"

    def __init__(self, *, base_url: str, api_key: str | None, **kwargs: Any) -> None:
        self._base = base_url.rstrip("/")
        self._api_key = api_key
        super().__init__(**kwargs)

    def _endpoint(self) -> str:
        return self._base

    def _request(self, model: str, messages: list[Message], schema: dict[str, Any]) -> httpx.Request:
        body = {
            "model": model,
            "messages": messages,
            "temperature": 0,
            "max_tokens": MAX_COMPLETION_TOKENS,
            "response_format": {"type": "json_schema", "json_schema": {"name": "answer", "schema": schema}},
        }
        headers = {"Content-Type": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return httpx.Request("POST", f"{self._base}/chat/completions", content=dump(body), headers=headers)

    def _parse(self, body: dict[str, Any]) -> Reply:
        usage = body.get("usage") or {}
        content = body["choices"][0]["message"]["content"]
        return Reply(str(content), _int(usage.get("prompt_tokens")), _int(usage.get("completion_tokens")))


class YandexGptProvider(HttpJsonProvider):
    """Foundation Models ``/completion`` with ``jsonSchema``; auth by API key or IAM token plus folder id."""

    name = "yandexgpt"

    def __init__(
        self, *, base_url: str, folder_id: str, api_key: str | None, iam_token: str | None, **kwargs: Any
    ) -> None:
        self._base = base_url.rstrip("/")
        self._folder = folder_id
        self._auth = f"Api-Key {api_key}" if api_key else f"Bearer {iam_token}"
        super().__init__(**kwargs)

    def _endpoint(self) -> str:
        return self._base

    def _request(self, model: str, messages: list[Message], schema: dict[str, Any]) -> httpx.Request:
        uri = model if model.startswith("gpt://") else f"gpt://{self._folder}/{model}/latest"
        body = {
            "modelUri": uri,
            "completionOptions": {"stream": False, "temperature": 0, "maxTokens": str(MAX_COMPLETION_TOKENS)},
            "messages": [{"role": m["role"], "text": m["content"]} for m in messages],
            "jsonSchema": {"schema": schema},
        }
        headers = {
            "Content-Type": "application/json",
            "Authorization": self._auth,
            "x-folder-id": self._folder,
        }
        return httpx.Request("POST", f"{self._base}/completion", content=dump(body), headers=headers)

    def _parse(self, body: dict[str, Any]) -> Reply:
        result = body["result"]
        usage = result.get("usage") or {}
        text = result["alternatives"][0]["message"]["text"]
        return Reply(str(text), _int(usage.get("inputTextTokens")), _int(usage.get("completionTokens")))
