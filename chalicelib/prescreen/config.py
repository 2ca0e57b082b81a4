"""Prescreen thresholds and switches, read once from :class:`chalicelib.settings.Settings`."""

from __future__ import annotations

from dataclasses import dataclass, field

from chalicelib.settings import Settings


@dataclass(frozen=True)
class PrescreenConfig:
    confidence_threshold: float = 0.6
    high_value_threshold: float = 10_000_000
    auto_approve: bool = False
    llm_fallback_enabled: bool = False
    llm_fallback_threshold: float = 0.4
    llm_max_chars: int = 8000
    currency_rates: dict[str, float] = field(default_factory=lambda: {"RUB": 1.0})

    @classmethod
    def from_settings(cls, settings: Settings) -> PrescreenConfig:
        return cls(
            confidence_threshold=settings.prescreen_confidence_threshold,
            high_value_threshold=settings.prescreen_high_value_threshold,
            auto_approve=settings.prescreen_auto_approve,
            llm_fallback_enabled=settings.prescreen_llm_fallback_enabled,
            llm_fallback_threshold=settings.prescreen_llm_fallback_threshold,
            llm_max_chars=settings.prescreen_llm_max_chars,
            currency_rates=dict(settings.prescreen_currency_rates),
        )
