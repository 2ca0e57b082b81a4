"""Prescreen thresholds and switches, read once from :class:`chalicelib.settings.Settings`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from chalicelib.settings import Settings


def _settings_default(name: str) -> Any:
    """The default of a Settings field, so that ``PrescreenConfig()`` and the settings never disagree."""
    return Settings.model_fields[name].get_default(call_default_factory=True)


@dataclass(frozen=True)
class PrescreenConfig:
    confidence_threshold: float = _settings_default("prescreen_confidence_threshold")
    high_value_threshold: float = _settings_default("prescreen_high_value_threshold")
    auto_approve: bool = _settings_default("prescreen_auto_approve")
    llm_fallback_enabled: bool = _settings_default("prescreen_llm_fallback_enabled")
    llm_fallback_threshold: float = _settings_default("prescreen_llm_fallback_threshold")
    llm_max_chars: int = _settings_default("prescreen_llm_max_chars")
    llm_mask_personal_data: bool = _settings_default("llm_mask_personal_data")
    currency_rates: dict[str, float] = field(
        default_factory=lambda: dict(_settings_default("prescreen_currency_rates"))
    )

    @classmethod
    def from_settings(cls, settings: Settings) -> PrescreenConfig:
        return cls(
            confidence_threshold=settings.prescreen_confidence_threshold,
            high_value_threshold=settings.prescreen_high_value_threshold,
            auto_approve=settings.prescreen_auto_approve,
            llm_fallback_enabled=settings.prescreen_llm_fallback_enabled,
            llm_fallback_threshold=settings.prescreen_llm_fallback_threshold,
            llm_max_chars=settings.prescreen_llm_max_chars,
            llm_mask_personal_data=settings.llm_mask_personal_data,
            currency_rates=dict(settings.prescreen_currency_rates),
        )
