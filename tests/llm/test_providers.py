from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from itertools import count
from typing import Any

import httpx
import pytest
import respx
from pydantic import BaseModel, SecretStr

from chalicelib.llm import build_provider
from chalicelib.llm.base import HttpJsonProvider, RetryPolicy
from chalicelib.llm.factory import LlmConfigError
from chalicelib.llm.port import LlmError
from chalicelib.llm.providers import OllamaProvider, OpenAiProvider, YandexGptProvider
from chalicelib.settings import AnalysisSettings, Settings

_ports = count(1)


class Answer(BaseModel):
    ok: bool
    note: str = ""


@pytest.fixture
def base() -> str:
    """A fresh host per test: the concurrency semaphore is shared per endpoint for the process."""
    return f"http://llm-{next(_ports)}.test"


@pytest.fixture
def client() -> Iterator[httpx.Client]:
    with httpx.Client() as c:
        yield c


def _openai(base: str, client: httpx.Client, **kw: Any) -> OpenAiProvider:
    settings = Settings(
        llm_provider="openai",
        openai_base_url=f"{base}/v1",
        openai_api_key=SecretStr("sk-test"),
        openai_model="main",
        llm_max_retries=2,
        **kw,
    )
    provider = build_provider(settings, client)
    assert isinstance(provider, OpenAiProvider)
    provider._sleep = lambda _s: None
    return provider


def _chat(content: str, prompt: int = 11, completion: int = 7) -> dict[str, Any]:
    return {
        "choices": [{"message": {"role": "assistant", "content": content}}],
        "usage": {"prompt_tokens": prompt, "completion_tokens": completion},
    }


def _ask(provider: HttpJsonProvider) -> Any:
    return provider.complete_json(system="sys", user="usr", schema=Answer)


@respx.mock
def test_openai_sends_json_schema_and_reports_tokens(base: str, client: httpx.Client) -> None:
    route = respx.post(f"{base}/v1/chat/completions").mock(
        return_value=httpx.Response(200, json=_chat('{"ok": true}'))
    )
    result = _ask(_openai(base, client))
    assert result.value == Answer(ok=True) and result.model == "main"
    assert (result.prompt_tokens, result.completion_tokens) == (11, 7)
    sent = route.calls.last.request
    body = json.loads(sent.content)
    assert sent.headers["Authorization"] == "Bearer sk-test"
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["schema"]["properties"]["ok"]["type"] == "boolean"
    assert [m["role"] for m in body["messages"]] == ["system", "user"]


@respx.mock
def test_ollama_uses_native_chat_with_format_and_num_ctx(base: str, client: httpx.Client) -> None:
    route = respx.post(f"{base}/api/chat").mock(
        return_value=httpx.Response(
            200, json={"message": {"content": '{"ok": false}'}, "prompt_eval_count": 30, "eval_count": 5}
        )
    )
    settings = Settings(
        llm_provider="ollama",
        ollama_host=base,
        ollama_model="qwen",
        analysis=AnalysisSettings(llm_context_tokens=4096),
    )
    provider = build_provider(settings, client)
    assert isinstance(provider, OllamaProvider)
    result = _ask(provider)
    body = json.loads(route.calls.last.request.content)
    assert body["options"]["num_ctx"] == 4096 and body["stream"] is False
    assert body["format"]["properties"]["ok"]["type"] == "boolean"
    assert (result.value.ok, result.prompt_tokens, result.completion_tokens) == (False, 30, 5)


@respx.mock
def test_yandexgpt_builds_model_uri_and_parses_string_usage(base: str, client: httpx.Client) -> None:
    reply = {
        "result": {
            "alternatives": [{"message": {"role": "assistant", "text": '{"ok": true}'}}],
            "usage": {"inputTextTokens": "40", "completionTokens": "9", "totalTokens": "49"},
        }
    }
    route = respx.post(f"{base}/completion").mock(return_value=httpx.Response(200, json=reply))
    settings = Settings(
        llm_provider="yandexgpt",
        yandexgpt_base_url=base,
        yandexgpt_folder_id="b1g",
        yandexgpt_api_key=SecretStr("key"),
        yandexgpt_model="yandexgpt-lite",
    )
    provider = build_provider(settings, client)
    assert isinstance(provider, YandexGptProvider)
    result = _ask(provider)
    sent = route.calls.last.request
    body = json.loads(sent.content)
    assert body["modelUri"] == "gpt://b1g/yandexgpt-lite/latest"
    assert body["messages"][0] == {"role": "system", "text": "sys"}
    assert "schema" in body["jsonSchema"]
    assert sent.headers["Authorization"] == "Api-Key key" and sent.headers["x-folder-id"] == "b1g"
    assert (result.prompt_tokens, result.completion_tokens) == (40, 9)


def test_rules_means_no_provider_and_yandex_needs_credentials() -> None:
    assert build_provider(Settings(llm_provider="rules")) is None
    with pytest.raises(LlmConfigError):
        build_provider(Settings(llm_provider="yandexgpt", yandexgpt_folder_id=None))


@respx.mock
def test_5xx_is_retried_with_backoff(base: str, client: httpx.Client) -> None:
    route = respx.post(f"{base}/v1/chat/completions").mock(
        side_effect=[
            httpx.Response(503),
            httpx.Response(502),
            httpx.Response(200, json=_chat('{"ok": true}')),
        ]
    )
    provider = _openai(base, client)
    delays: list[float] = []
    provider._sleep = delays.append
    assert _ask(provider).value.ok
    assert route.call_count == 3 and len(delays) == 2


@respx.mock
def test_timeouts_exhaust_retries_as_timeout(base: str, client: httpx.Client) -> None:
    route = respx.post(f"{base}/v1/chat/completions").mock(side_effect=httpx.ReadTimeout("slow"))
    with pytest.raises(LlmError) as info:
        _ask(_openai(base, client))
    assert info.value.kind == "timeout" and route.call_count == 3


@respx.mock
def test_connection_errors_are_infra(base: str, client: httpx.Client) -> None:
    respx.post(f"{base}/v1/chat/completions").mock(side_effect=httpx.ConnectError("refused"))
    with pytest.raises(LlmError) as info:
        _ask(_openai(base, client))
    assert info.value.kind == "infra"


@respx.mock
def test_client_errors_are_not_retried(base: str, client: httpx.Client) -> None:
    route = respx.post(f"{base}/v1/chat/completions").mock(return_value=httpx.Response(401))
    with pytest.raises(LlmError) as info:
        _ask(_openai(base, client))
    assert info.value.kind == "infra" and route.call_count == 1


@respx.mock
def test_quota_switches_to_the_fallback_model(base: str, client: httpx.Client) -> None:
    def by_model(request: httpx.Request) -> httpx.Response:
        model = json.loads(request.content)["model"]
        return httpx.Response(429) if model == "main" else httpx.Response(200, json=_chat('{"ok": true}'))

    respx.post(f"{base}/v1/chat/completions").mock(side_effect=by_model)
    result = _ask(_openai(base, client, openai_fallback_model="small"))
    assert result.model == "small"


@respx.mock
def test_quota_without_fallback_is_a_quota_error(base: str, client: httpx.Client) -> None:
    route = respx.post(f"{base}/v1/chat/completions").mock(return_value=httpx.Response(429))
    with pytest.raises(LlmError) as info:
        _ask(_openai(base, client))
    assert info.value.kind == "quota" and route.call_count == 1


@respx.mock
def test_invalid_json_is_repaired_with_the_error_fed_back(base: str, client: httpx.Client) -> None:
    route = respx.post(f"{base}/v1/chat/completions").mock(
        side_effect=[
            httpx.Response(200, json=_chat("Sure! here it is", 5, 3)),
            httpx.Response(200, json=_chat('```json\n{"ok": true, "note": "fenced"}\n```', 6, 4)),
        ]
    )
    result = _ask(_openai(base, client))
    assert result.value.note == "fenced"
    assert (result.prompt_tokens, result.completion_tokens) == (11, 7)
    repair = json.loads(route.calls.last.request.content)["messages"]
    assert [m["role"] for m in repair] == ["system", "user", "assistant", "user"]
    assert "not valid JSON" in repair[-1]["content"]


@respx.mock
def test_invalid_output_after_the_repair_loop(base: str, client: httpx.Client) -> None:
    route = respx.post(f"{base}/v1/chat/completions").mock(
        return_value=httpx.Response(200, json=_chat('{"ok": "maybe"}'))
    )
    with pytest.raises(LlmError) as info:
        _ask(_openai(base, client))
    assert info.value.kind == "invalid_output" and route.call_count == 3


@respx.mock
def test_unexpected_reply_shape_is_retried_then_infra(base: str, client: httpx.Client) -> None:
    respx.post(f"{base}/v1/chat/completions").mock(return_value=httpx.Response(200, json={"nope": 1}))
    with pytest.raises(LlmError) as info:
        _ask(_openai(base, client))
    assert info.value.kind == "infra"


@respx.mock
def test_concurrency_is_limited_in_process(base: str, client: httpx.Client) -> None:
    active = peak = 0
    lock = threading.Lock()

    def slow(request: httpx.Request) -> httpx.Response:
        nonlocal active, peak
        with lock:
            active += 1
            peak = max(peak, active)
        time.sleep(0.05)
        with lock:
            active -= 1
        return httpx.Response(200, json=_chat('{"ok": true}'))

    respx.post(f"{base}/v1/chat/completions").mock(side_effect=slow)
    provider = _openai(base, client, analysis=AnalysisSettings(llm_max_concurrency=2))
    threads = [threading.Thread(target=_ask, args=(provider,)) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert peak == 2


def test_backoff_is_jittered_exponential_and_capped() -> None:
    policy = RetryPolicy(max_retries=5, base=0.5, cap=4.0)
    samples = [[policy.delay(attempt) for _ in range(200)] for attempt in range(6)]
    assert all(0 <= d <= min(4.0, 0.5 * 2**a) for a, row in enumerate(samples) for d in row)
    assert len({round(d, 6) for d in samples[2]}) > 100, "delays are jittered"
    assert max(samples[5]) > 2.0 >= max(samples[1])
