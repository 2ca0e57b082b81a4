"""The one settings object: each domain package's section reads the same environment names as before."""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from chalicelib.settings import AnalysisSettings, ExtractionSettings, PrescreenSettings, Settings

ENVIRONMENT = {
    "MAX_FILE_BYTES": "1234",
    "MAX_OCR_PAGES": "7",
    "EXTRACT_TIME_BUDGET_SECONDS": "99",
    "OCR_LANGUAGES": "rus",
    "PRESCREEN_CONFIDENCE_THRESHOLD": "0.7",
    "PRESCREEN_HIGH_VALUE_THRESHOLD": "5",
    "PRESCREEN_AUTO_APPROVE": "true",
    "PRESCREEN_LLM_FALLBACK_ENABLED": "true",
    "PRESCREEN_LLM_FALLBACK_THRESHOLD": "0.3",
    "PRESCREEN_LLM_MAX_CHARS": "100",
    "PRESCREEN_CURRENCY_RATES": '{"RUB": 1.0, "USD": 80.0}',
    "LLM_MASK_PERSONAL_DATA": "false",
    "LLM_BATCH_SIZE": "3",
    "LLM_CONTEXT_TOKENS": "4096",
    "LLM_MAX_CONCURRENCY": "2",
}


def test_sections_read_their_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in ENVIRONMENT.items():
        monkeypatch.setenv(name, value)
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert settings.extraction == ExtractionSettings(
        max_file_bytes=1234, max_ocr_pages=7, time_budget_seconds=99.0, ocr_languages="rus"
    )
    assert settings.prescreen == PrescreenSettings(
        confidence_threshold=0.7,
        high_value_threshold=5.0,
        auto_approve=True,
        llm_fallback_enabled=True,
        llm_fallback_threshold=0.3,
        llm_max_chars=100,
        currency_rates={"RUB": 1.0, "USD": 80.0},
        llm_mask_personal_data=False,
    )
    assert settings.analysis == AnalysisSettings(
        llm_mask_personal_data=False, llm_batch_size=3, llm_context_tokens=4096, llm_max_concurrency=2
    )


def test_a_section_built_in_code_has_the_settings_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert settings.extraction == ExtractionSettings()
    assert settings.prescreen == PrescreenSettings()
    assert settings.analysis == AnalysisSettings()
    assert settings.prescreen.llm_mask_personal_data and settings.analysis.llm_mask_personal_data


def test_init_arguments_win_over_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EXTRACT_TIME_BUDGET_SECONDS", "99")
    assert ExtractionSettings(time_budget_seconds=5).time_budget_seconds == 5


@pytest.mark.parametrize(
    ("flat", "hint"),
    [
        ({"max_pages": 3}, "extraction=ExtractionSettings(max_pages=...)"),
        ({"extract_time_budget_seconds": 1}, "ExtractionSettings(time_budget_seconds=...)"),
        ({"prescreen_auto_approve": True}, "prescreen=PrescreenSettings(auto_approve=...)"),
        ({"llm_batch_size": 2}, "analysis=AnalysisSettings(llm_batch_size=...)"),
    ],
)
def test_a_flat_section_field_in_code_is_refused_not_ignored(flat: dict[str, object], hint: str) -> None:
    with pytest.raises(ValueError, match=re.escape(hint)):
        Settings(_env_file=None, **flat)  # type: ignore[call-arg]


@pytest.mark.parametrize(
    ("base", "role", "expected"),
    [
        ("redis://127.0.0.1:6379", "limits", "redis://127.0.0.1:6379/1"),
        ("redis://127.0.0.1:6379/5", "limits", "redis://127.0.0.1:6379/5"),
        ("rediss://app:s3cret@cache.example:6380", "cache", "rediss://app:s3cret@cache.example:6380/2"),
        (
            "rediss://app:s3cret@cache.example:6380?ssl_cert_reqs=required",
            "sessions",
            "rediss://app:s3cret@cache.example:6380/0?ssl_cert_reqs=required",
        ),
        ("unix:///run/redis.sock?db=3", "cache", "unix:///run/redis.sock?db=3"),
    ],
)
def test_redis_roles_from_one_url_keep_tls_acl_users_and_query(base: str, role: str, expected: str) -> None:
    settings = Settings(_env_file=None, redis_url=base)  # type: ignore[call-arg]
    assert settings.redis_role_url(role) == expected  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "url", ["localhost:6379", "http://cache:6379", "redis://:s3cret@cache:port/0", "redis:///0"]
)
def test_a_malformed_redis_url_is_refused_without_echoing_it(url: str) -> None:
    with pytest.raises(ValidationError) as refused:
        Settings(_env_file=None, redis_url=url)  # type: ignore[call-arg]
    assert "redis_url" in str(refused.value)
    assert "s3cret" not in str(refused.value)
