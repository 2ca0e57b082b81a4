"""Secrets from SSM Parameter Store, read once per container: a pydantic-settings source.

When ``SECRETS_SSM_PATH`` is set (the stack sets ``/contract-check/<stage>``), every parameter directly
under that path (SecureString or String) fills the setting of the same name: ``<path>/REDIS_URL`` →
``redis_url``, ``<path>/TELEGRAM_BOT_TOKEN`` → ``telegram_bot_token``, LLM keys, the partner registry.
The environment still wins, so a developer's shell overrides a parameter. Nothing secret lives in
``.chalice/config.json`` or git; the functions' roles may read only that path (template.yaml).

Parameters are fetched with one paginated ``GetParametersByPath`` per container and kept for its
lifetime (rotate a secret by publishing a new function version or waiting for new containers).
"""

from __future__ import annotations

import os
from typing import Any

from pydantic.fields import FieldInfo
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource

PATH_VARIABLE = "SECRETS_SSM_PATH"

_fetched: dict[str, dict[str, str]] = {}


class SecretsUnavailable(RuntimeError):
    """The parameter path is configured but cannot be read: the function must not start half-configured."""


def fetch_parameters(path: str) -> dict[str, str]:
    """``{NAME: value}`` of the parameters directly under ``path``, decrypted; cached per process."""
    if path not in _fetched:
        import boto3
        from botocore.exceptions import BotoCoreError, ClientError

        client = boto3.client("ssm")
        values: dict[str, str] = {}
        try:
            for page in client.get_paginator("get_parameters_by_path").paginate(
                Path=path, Recursive=False, WithDecryption=True
            ):
                for parameter in page["Parameters"]:
                    values[parameter["Name"].rsplit("/", 1)[-1]] = parameter["Value"]
        except (BotoCoreError, ClientError) as failure:
            raise SecretsUnavailable(
                f"cannot read SSM parameters under {path} ({type(failure).__name__}): check the path and "
                "that the function's role may call ssm:GetParametersByPath on it"
            ) from failure
        _fetched[path] = values
    return _fetched[path]


def forget_fetched_parameters() -> None:
    """Tests: the next settings object reads the parameter store again."""
    _fetched.clear()


class SsmParameterSource(PydanticBaseSettingsSource):
    """Fills top-level settings from the parameters under ``$SECRETS_SSM_PATH`` (names case-insensitive)."""

    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        return None, field_name, False  # everything happens in __call__

    def __call__(self) -> dict[str, Any]:
        path = os.environ.get(PATH_VARIABLE, "").rstrip("/")
        if not path:
            return {}
        fields = {name.lower() for name in self.settings_cls.model_fields}
        return {
            name.lower(): value for name, value in fetch_parameters(path).items() if name.lower() in fields
        }


def with_ssm_parameters(
    settings_cls: type[BaseSettings],
    init_settings: PydanticBaseSettingsSource,
    env_settings: PydanticBaseSettingsSource,
    dotenv_settings: PydanticBaseSettingsSource,
    file_secret_settings: PydanticBaseSettingsSource,
) -> tuple[PydanticBaseSettingsSource, ...]:
    """Source order: constructor arguments, environment, SSM parameters, .env, secret files, defaults."""
    return (
        init_settings,
        env_settings,
        SsmParameterSource(settings_cls),
        dotenv_settings,
        file_secret_settings,
    )
