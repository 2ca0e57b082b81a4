"""The one typed settings object: every name, limit, model and timeout comes from the environment here.

Read lazily through :func:`get_settings` (never at import time of a handler module: chalice and pytest
set the environment at different moments). Sections are grouped by the package that uses them.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit, urlunsplit

from pydantic import AliasChoices, Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from chalicelib.secret_parameters import with_parameter_store

LlmProviderName = Literal["rules", "ollama", "openai", "yandexgpt"]
# Each section reads its own environment variables (names as in a flat list: MAX_PAGES, PRESCREEN_*, LLM_*).
_SECTION = SettingsConfigDict(env_prefix="", extra="ignore", case_sensitive=False, populate_by_name=True)


class ExtractionSettings(BaseSettings):
    """What ``extract_document`` may spend on one file: size, pages, pixels, zip expansion, time, OCR."""

    model_config = _SECTION

    max_file_bytes: int = Field(
        20 * 1024 * 1024, description="Upload size cap (Telegram bots download <= 20 MB)."
    )
    max_pages: int = Field(
        500,
        description="Pages of one document. Reading a text layer costs milliseconds a page, so long "
        "commercial contracts with annexes pass; scanned pages are bounded by max_ocr_pages.",
    )
    max_text_chars: int = Field(
        1_000_000, description="Text inputs (TXT, Markdown, Google Docs): the page limit in characters."
    )
    max_ocr_pages: int = 30
    max_image_pixels: int = Field(60_000_000, description="Decompression-bomb guard for images and renders.")
    max_zip_ratio: int = Field(100, description="DOCX/zip expansion ratio guard (zip bombs).")
    max_zip_uncompressed_bytes: int = Field(
        200 * 1024 * 1024, description="Bytes inflated from one package, counted as they are produced."
    )
    max_xml_bytes: int = Field(
        40 * 1024 * 1024, description="XML inflated from one DOCX (lxml multiplies it)."
    )
    max_xml_elements: int = Field(1_500_000, description="XML elements in one DOCX, counted before parsing.")
    max_numbering_value: int = Field(
        32_767, description="Largest list number rendered as letters/roman (Word's)."
    )
    time_budget_seconds: float = Field(
        240.0,
        validation_alias=AliasChoices("time_budget_seconds", "extract_time_budget_seconds"),
        description="Per-document budget, under the Lambda timeout (env EXTRACT_TIME_BUDGET_SECONDS).",
    )
    ocr_languages: str = "rus+eng"
    ocr_dpi: int = 300
    ocr_workers: int = Field(0, description="Parallel OCR pages; 0 means the number of CPUs.")
    min_text_chars: int = Field(200, description="Less text than this is not a contract.")
    google_docs_timeout: float = 15.0

    @property
    def worker_count(self) -> int:
        """Parallel OCR pages: the configured number, or one per available CPU."""
        if self.ocr_workers > 0:
            return self.ocr_workers
        try:
            return max(1, len(os.sched_getaffinity(0)))
        except AttributeError:  # pragma: no cover - macOS has no sched_getaffinity
            return max(1, os.cpu_count() or 1)


class PrescreenSettings(BaseSettings):
    """Prescreen thresholds and switches (env ``PRESCREEN_*``)."""

    model_config = _SECTION | SettingsConfigDict(env_prefix="prescreen_")

    confidence_threshold: float = Field(0.6, ge=0, le=1)
    high_value_threshold: float = Field(10_000_000, ge=0)
    auto_approve: bool = False
    llm_fallback_enabled: bool = False
    llm_fallback_threshold: float = Field(0.4, ge=0, le=1)
    llm_max_chars: int = 8000
    llm_mask_personal_data: bool = Field(
        True,
        validation_alias=AliasChoices("llm_mask_personal_data"),
        description="Env LLM_MASK_PERSONAL_DATA, shared with the analysis section.",
    )
    currency_rates: dict[str, float] = Field(
        default_factory=lambda: {
            "RUB": 1.0,
            "USD": 90.0,
            "EUR": 100.0,
            "GBP": 115.0,
            "CNY": 12.5,
            "KZT": 0.18,
        },
        description="Rough RUB (the high-value threshold's currency) per unit of each currency; JSON. "
        "Unlisted currencies are compared unconverted.",
    )


class AnalysisSettings(BaseSettings):
    """How analysis talks to an LLM: masking, batch size, context window, concurrency (env ``LLM_*``)."""

    model_config = _SECTION

    llm_mask_personal_data: bool = True
    llm_batch_size: int = Field(8, description="Candidates verified per LLM call.")
    llm_context_tokens: int = Field(
        8192, description="Context window the chunks are sized for (Ollama num_ctx)."
    )
    llm_max_concurrency: int = 4
    key_rate_percent: float = Field(
        16.5,
        gt=0,
        description="Bank of Russia key rate, % a year (16.5 since 24 Oct 2025): penalties are read "
        "against it (art. 333 of the Civil Code). Env KEY_RATE_PERCENT; update when the Bank changes it.",
    )
    learned_scorer: bool = Field(
        True,
        description="Let the learned scorer (analysis/learned.py) propose sentences for checklist items no "
        "pattern found; the rules still quote, judge and advise. Env LEARNED_SCORER.",
    )


_REDIS_SCHEMES = ("redis", "rediss", "unix")


# The fields' factories are plain functions, not the classes (or ``list``): to learn whether a factory takes
# the validated data, pydantic reads its signature when the class is built, and a section class's signature
# is its whole generated ``__init__`` (``list``'s is parsed from text by ``tokenize``): a third of this
# module's import, for an answer a function without parameters gives at once.
def _extraction_section() -> ExtractionSettings:
    return ExtractionSettings()


def _prescreen_section() -> PrescreenSettings:
    return PrescreenSettings()


def _analysis_section() -> AnalysisSettings:
    return AnalysisSettings()


def _no_ids() -> list[int]:
    return []


class Settings(BaseSettings):
    # hide_input_in_errors: a refused value may be a secret (a Redis URL with its password, a token).
    model_config = SettingsConfigDict(
        env_prefix="", extra="ignore", case_sensitive=False, hide_input_in_errors=True
    )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        """Secrets come from SSM Parameter Store when SECRETS_SSM_PATH is set (secret_parameters.py)."""
        return with_parameter_store(
            settings_cls, init_settings, env_settings, dotenv_settings, file_secret_settings
        )

    # --- deployment -----------------------------------------------------------------------------------
    stage: str = Field("local", description="Deployment stage name (local, dev, prod).")
    secrets_ssm_path: str | None = Field(
        None, description="SSM path whose parameters fill secrets (REDIS_URL, TELEGRAM_BOT_TOKEN, ...)."
    )
    service_name: str = "contract-check"
    log_level: str = "INFO"
    metrics_namespace: str = Field("ContractCheck", description="CloudWatch namespace of the EMF metrics.")

    # --- AWS / S3 / SQS ---------------------------------------------------------------------------------
    aws_endpoint_url: str | None = Field(
        None, description="S3/SQS endpoint (LocalStack, MinIO, moto server); unset means AWS itself."
    )
    aws_region: str = Field("us-east-1", validation_alias="AWS_DEFAULT_REGION")
    uploads_bucket: str = "user-uploads"
    text_bucket: str = "extracted-text"
    reports_bucket: str = "analysis-reports"
    queue_prefix: str = Field("contract-check-", description="Prefix of every stage queue name.")
    # AWS asks for at least 5 on a Lambda's source queue; with a back-off of seconds between receives,
    # five receives ride out a bad minute of S3 or Redis before the dead-letter queue ends the session.
    sqs_max_receive_count: int = Field(5, ge=1, le=100)
    sqs_visibility_timeout_override: int | None = Field(
        None,
        ge=0,
        description="Seconds; replaces the per-stage visibility timeouts (the embedded runtime uses a short "
        "one so that retries and dead-lettering happen within a CLI run).",
    )

    # --- pipeline ---------------------------------------------------------------------------------------
    session_deadline_seconds: int = Field(900, description="After this the sweeper fails a stuck session.")
    stage_retry_backoff_seconds: int = Field(
        5, ge=0, le=300, description="First redelivery delay of a failed stage message; doubles per receive."
    )
    stage_transient_retries: int = Field(
        2, ge=0, le=5, description="In-invocation retries of a stage whose S3/Redis call failed transiently."
    )
    idempotency_ttl_seconds: int = Field(
        3600, description="How long a processed (bucket, key, ETag) is remembered."
    )
    local_outbox_dir: Path = Field(
        Path("out/outbox"), description="Where notify delivers CLI-channel reports."
    )

    # --- Redis (ElastiCache-style); the three roles may share one server ------------------------------
    redis_url: str | None = Field(
        None, description="Base Redis URL; unset means an in-process Redis (embedded default only)."
    )
    redis_sessions_url: str | None = None
    redis_limits_url: str | None = None
    redis_cache_url: str | None = None
    redis_key_prefix: str = Field("", description="Namespace for every key (tests use a private one).")
    redis_socket_timeout: float = 0.5
    redis_connect_timeout: float = 0.5

    # --- domain packages: each takes its own section, never the whole Settings ---------------------------
    extraction: ExtractionSettings = Field(default_factory=_extraction_section)
    prescreen: PrescreenSettings = Field(default_factory=_prescreen_section)
    analysis: AnalysisSettings = Field(default_factory=_analysis_section)

    # --- LLM provider port (the analysis section sizes the calls) -------------------------------------
    llm_provider: LlmProviderName = "rules"
    llm_timeout: float = 60.0
    llm_max_retries: int = 3
    ollama_host: str = "http://127.0.0.1:11434"
    ollama_model: str = "qwen2.5:7b-instruct"
    ollama_fallback_model: str | None = None
    openai_base_url: str = "https://api.openai.com/v1"
    openai_api_key: SecretStr | None = None
    openai_model: str = "gpt-4o-mini"
    openai_fallback_model: str | None = None
    yandexgpt_base_url: str = "https://llm.api.cloud.yandex.net/foundationModels/v1"
    yandexgpt_api_key: SecretStr | None = None
    yandexgpt_iam_token: SecretStr | None = None
    yandexgpt_folder_id: str | None = None
    yandexgpt_model: str = "yandexgpt-lite"
    yandexgpt_fallback_model: str | None = None

    # --- partners (B2B) ---------------------------------------------------------------------------------
    partners_file: Path | None = Field(None, description="Local registry JSON (serve, tests).")
    partners_registry_uri: str | None = Field(
        None, description="Registry on AWS: s3://bucket/key or an SSM parameter name; wins over the file."
    )
    partners_cache_seconds: float = Field(30.0, ge=0, description="How long a read registry is trusted.")
    partner_default_rate_limit_rps: float = Field(5.0, gt=0)
    partner_upload_url_expires_seconds: int = Field(900, ge=60, le=7 * 24 * 3600)
    partner_report_url_expires_seconds: int = Field(3600, ge=60, le=7 * 24 * 3600)
    partner_callback_timeout_seconds: float = Field(5.0, gt=0)
    partner_callback_backoff_seconds: int = Field(
        30, ge=0, le=900, description="First retry delay of a failed callback; doubles per attempt."
    )

    # --- Telegram ----------------------------------------------------------------------------------------
    telegram_bot_token: SecretStr | None = None
    telegram_webhook_secret: SecretStr | None = None
    telegram_api_base_url: str = "https://api.telegram.org/bot"
    telegram_file_base_url: str = "https://api.telegram.org/file/bot"
    telegram_admin_ids: list[int] = Field(
        default_factory=_no_ids, description="Telegram ids allowed to run /tariff (JSON list)."
    )
    telegram_request_timeout: float = Field(
        8.0, description="Seconds per Bot API call; the webhook must answer well inside 29 s."
    )
    telegram_max_retry_after: float = Field(
        5.0, description="Longest Telegram 429 retry_after waited in place; longer ones go back to the queue."
    )
    telegram_progress_min_interval: float = Field(
        1.0, description="Seconds between two edits of a progress message (Telegram's edit rate)."
    )
    telegram_update_dedup_ttl: int = Field(
        86400, description="How long a handled update_id is remembered (Telegram retries for 24 h)."
    )
    daily_limit_free: int = Field(3, ge=0)
    daily_limit_pro: int = Field(30, ge=0)
    daily_limit_pro_plus: int = Field(100, ge=0)

    @model_validator(mode="before")
    @classmethod
    def _no_flat_section_fields(cls, data: Any) -> Any:
        """``Settings(max_pages=3)`` would be silently ignored since the sections: refuse it by name."""
        if isinstance(data, dict):
            for name in data:
                if name in _SECTION_FIELD_BY_ENV_NAME:
                    section, field = _SECTION_FIELD_BY_ENV_NAME[name]
                    raise ValueError(f"{name} is set as {section}={section.title()}Settings({field}=...)")
        return data

    @field_validator("redis_url", "redis_sessions_url", "redis_limits_url", "redis_cache_url")
    @classmethod
    def _redis_url_shape(cls, value: str | None) -> str | None:
        """A malformed URL is one clear line at start, not a traceback from the first Redis call."""
        if not value:
            return None
        parts = urlsplit(value)
        if parts.scheme not in _REDIS_SCHEMES:
            raise ValueError(
                "must be redis://[user:password@]host:port[/db], rediss://… (TLS) or unix:///path.sock"
            )
        try:
            parts.port  # noqa: B018 (parsing the port is the check)
        except ValueError:
            raise ValueError("has a port that is not a number") from None
        if parts.scheme != "unix" and not parts.hostname:
            raise ValueError("names no host")
        return value

    def redis_role_url(self, role: Literal["sessions", "limits", "cache"]) -> str | None:
        """URL of one Redis role.

        An explicit per-role URL wins. Otherwise a base ``REDIS_URL`` that names a db index is shared by all
        roles (key prefixes never collide: ElastiCache Serverless has only db0); one without a db index gives
        db0/db1/db2 to sessions/limits/cache. ``None`` means the in-process Redis.
        """
        explicit = {
            "sessions": self.redis_sessions_url,
            "limits": self.redis_limits_url,
            "cache": self.redis_cache_url,
        }[role]
        if explicit:
            return explicit
        if not self.redis_url:
            return None
        parts = urlsplit(self.redis_url)
        if parts.scheme == "unix" or parts.path.strip("/").isdigit():
            return self.redis_url
        # The db index goes into the path, before any query (rediss://…?ssl_cert_reqs=required).
        index = {"sessions": 0, "limits": 1, "cache": 2}[role]
        return urlunsplit(parts._replace(path=f"/{index}"))


def _env_names(section: type[BaseSettings]) -> dict[str, str]:
    """Environment name (lower case) → field name, for every field of a section."""
    prefix = str(section.model_config.get("env_prefix", ""))
    names = {}
    for field, info in section.model_fields.items():
        alias = info.validation_alias
        if isinstance(alias, AliasChoices):  # the choice spelled like the field is for code, not the env
            names.update({str(choice).lower(): field for choice in alias.choices if choice != field})
        else:
            names[prefix + field] = field
    return names


_SECTION_FIELD_BY_ENV_NAME: dict[str, tuple[str, str]] = {
    env: (section_name, field)
    for section_name, section in (
        ("extraction", ExtractionSettings),
        ("prescreen", PrescreenSettings),
        ("analysis", AnalysisSettings),
    )
    for env, field in _env_names(section).items()
}


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()


def reset_settings_cache() -> None:
    get_settings.cache_clear()
