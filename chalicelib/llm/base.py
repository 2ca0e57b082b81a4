"""What every HTTP provider shares: timeouts, retries with jittered back-off, fallback model on quota,
a JSON repair loop validated by pydantic, an in-process concurrency limit and failure classes."""

from __future__ import annotations

import json
import random
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx
from pydantic import ValidationError

from chalicelib.llm.port import LlmError, LlmFailureKind, LlmResult, T
from chalicelib.observability import logger as log

REPAIR_ATTEMPTS = 2
BACKOFF_BASE_SECONDS = 0.5
BACKOFF_CAP_SECONDS = 20.0
_SEMAPHORES: dict[str, threading.BoundedSemaphore] = {}
_SEMAPHORES_LOCK = threading.Lock()


def _shared_semaphore(key: str, limit: int) -> threading.BoundedSemaphore:
    """One limit per provider endpoint for the whole process (every instance shares it)."""
    with _SEMAPHORES_LOCK:
        if key not in _SEMAPHORES:
            _SEMAPHORES[key] = threading.BoundedSemaphore(max(1, limit))
        return _SEMAPHORES[key]


@dataclass(frozen=True)
class Reply:
    """One raw chat answer: the text the model produced and what it cost."""

    content: str
    prompt_tokens: int
    completion_tokens: int


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 3
    base: float = BACKOFF_BASE_SECONDS
    cap: float = BACKOFF_CAP_SECONDS

    def delay(self, attempt: int) -> float:
        """Full-jitter exponential back-off."""
        return random.uniform(0, min(self.cap, self.base * 2**attempt))


class _CallError(Exception):
    def __init__(self, kind: LlmFailureKind, detail: str, retryable: bool) -> None:
        super().__init__(detail)
        self.kind: LlmFailureKind = kind
        self.retryable = retryable


Message = dict[str, str]


class HttpJsonProvider(ABC):
    """Template for providers: subclasses build one request and parse one reply."""

    name: str = "http"

    def __init__(
        self,
        *,
        client: httpx.Client,
        model: str,
        fallback_model: str | None,
        timeout: float,
        retry: RetryPolicy,
        max_concurrency: int,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.model: str | None = model
        self._client = client
        self._fallback = fallback_model
        self._timeout = timeout
        self._retry = retry
        self._semaphore = _shared_semaphore(f"{self.name}:{self._endpoint()}", max_concurrency)
        self._sleep = sleep

    @abstractmethod
    def _endpoint(self) -> str: ...

    @abstractmethod
    def _request(self, model: str, messages: list[Message], schema: dict[str, Any]) -> httpx.Request: ...

    @abstractmethod
    def _parse(self, body: dict[str, Any]) -> Reply: ...

    def complete_json(self, *, system: str, user: str, schema: type[T]) -> LlmResult[T]:
        messages: list[Message] = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        json_schema = schema.model_json_schema()
        prompt_tokens = completion_tokens = 0
        model = self.model or ""
        for repair in range(REPAIR_ATTEMPTS + 1):
            model, reply = self._call_with_fallback(messages, json_schema)
            prompt_tokens += reply.prompt_tokens
            completion_tokens += reply.completion_tokens
            try:
                value = _validate(schema, reply.content)
            except ValueError as exc:
                log.warning(
                    "llm invalid output",
                    extra={"provider": self.name, "attempt": repair, "error": str(exc)[:200]},
                )
                messages = [
                    *messages,
                    {"role": "assistant", "content": reply.content[:4000]},
                    {"role": "user", "content": _repair_message(str(exc))},
                ]
                continue
            return LlmResult(
                value=value, model=model, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens
            )
        raise LlmError(
            "invalid_output", f"{self.name}/{model}: no valid JSON after {REPAIR_ATTEMPTS} repairs"
        )

    def _call_with_fallback(self, messages: list[Message], schema: dict[str, Any]) -> tuple[str, Reply]:
        models = [m for m in (self.model, self._fallback) if m]
        for i, model in enumerate(models):
            try:
                return model, self._call_with_retries(model, messages, schema)
            except LlmError as exc:
                if exc.kind != "quota" or i == len(models) - 1:
                    raise
                log.warning("llm quota, falling back", extra={"provider": self.name})
        raise LlmError("infra", f"{self.name}: no model configured")

    def _call_with_retries(self, model: str, messages: list[Message], schema: dict[str, Any]) -> Reply:
        attempt = 0
        while True:
            try:
                with self._semaphore:
                    return self._call_once(model, messages, schema)
            except _CallError as failure:
                if not failure.retryable or attempt >= self._retry.max_retries:
                    raise LlmError(failure.kind, f"{self.name}/{model}: {failure}") from failure
                self._sleep(self._retry.delay(attempt))
                attempt += 1

    def _call_once(self, model: str, messages: list[Message], schema: dict[str, Any]) -> Reply:
        request = self._request(model, messages, schema)
        request.extensions["timeout"] = httpx.Timeout(self._timeout).as_dict()
        try:
            response = self._client.send(request)
        except httpx.TimeoutException as exc:
            raise _CallError("timeout", type(exc).__name__, retryable=True) from exc
        except httpx.TransportError as exc:
            raise _CallError("infra", type(exc).__name__, retryable=True) from exc
        status = response.status_code
        if status == 429 or (status == 403 and b"quota" in response.content.lower()):
            raise _CallError("quota", f"HTTP {status}", retryable=False)
        if status == 408 or status >= 500:
            raise _CallError("timeout" if status in (408, 504) else "infra", f"HTTP {status}", retryable=True)
        if status >= 400:
            raise _CallError("infra", f"HTTP {status}", retryable=False)
        try:
            return self._parse(response.json())
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise _CallError(
                "infra", f"unexpected reply shape: {type(exc).__name__}", retryable=True
            ) from exc


def _validate(schema: type[T], content: str) -> T:
    text = _strip_fences(content)
    try:
        return schema.model_validate_json(text)
    except ValidationError as exc:
        raise ValueError(_short_errors(exc)) from exc


def _strip_fences(content: str) -> str:
    """Models sometimes wrap JSON in Markdown fences or add prose around it."""
    text = content.strip()
    if text.startswith("```"):
        text = text.strip("`")
        text = text.removeprefix("json").strip()
    start, end = text.find("{"), text.rfind("}")
    return text[start : end + 1] if 0 <= start < end else text


def _short_errors(exc: ValidationError) -> str:
    return "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()[:5])


def _repair_message(error: str) -> str:
    return (
        "Your previous answer was not valid JSON for the required schema "
        f"({error}). Reply again with only the JSON object, nothing else."
    )


def dump(data: dict[str, Any]) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8")
