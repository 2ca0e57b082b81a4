"""Secrets from a parameter store, read once per container: a pydantic-settings source.

When ``SECRETS_SSM_PATH`` is set (the stack sets ``/contract-check/<stage>``), every parameter directly
under that path fills the top-level setting of the same name: ``<path>/REDIS_URL`` → ``redis_url``,
``<path>/TELEGRAM_BOT_TOKEN`` → ``telegram_bot_token``, LLM keys, the partner registry. The environment
still wins, so a developer's shell overrides a parameter. Nothing secret lives in ``.chalice/config.json``
or git; the functions' roles may read only that path (template.yaml).

The kernel only defines the source; the entry points (``app.py``, the CLI) plug in the store that reads
the parameters (``chalicelib.adapters.ssm_parameters``) with :func:`use_parameter_store`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Any

from pydantic.fields import FieldInfo
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource

from chalicelib.errors import ConfigurationError

PATH_VARIABLE = "SECRETS_SSM_PATH"
ParameterStore = Callable[[str], Mapping[str, str]]

_store: ParameterStore | None = None


def use_parameter_store(store: ParameterStore | None) -> None:
    """Plug in what reads the parameters under a path (``None`` unplugs it)."""
    global _store  # noqa: PLW0603 - one store per process, chosen by the entry point
    _store = store


class ParameterStoreSource(PydanticBaseSettingsSource):
    """Fills top-level settings from the parameters under ``$SECRETS_SSM_PATH`` (names case-insensitive)."""

    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        return None, field_name, False  # everything happens in __call__

    def __call__(self) -> dict[str, Any]:
        path = os.environ.get(PATH_VARIABLE, "").rstrip("/")
        if not path:
            return {}
        if _store is None:
            raise ConfigurationError(f"{PATH_VARIABLE}={path} is set but no parameter store is plugged in")
        fields = {name.lower() for name in self.settings_cls.model_fields}
        return {name.lower(): value for name, value in _store(path).items() if name.lower() in fields}


def with_parameter_store(
    settings_cls: type[BaseSettings],
    init_settings: PydanticBaseSettingsSource,
    env_settings: PydanticBaseSettingsSource,
    dotenv_settings: PydanticBaseSettingsSource,
    file_secret_settings: PydanticBaseSettingsSource,
) -> tuple[PydanticBaseSettingsSource, ...]:
    """Source order: constructor arguments, environment, parameter store, .env, secret files, defaults."""
    store = ParameterStoreSource(settings_cls)
    return (init_settings, env_settings, store, dotenv_settings, file_secret_settings)
