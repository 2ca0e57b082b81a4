"""Prescreen: bilingual (ru/en) contract metadata, a confidence score and a routing decision.

Deterministic rules (keyword tables, preamble windows, field parsers) with an optional, validated LLM
fallback through :class:`chalicelib.llm.port.LlmProvider`. Nothing here loads a model at import time.
"""

from .config import PrescreenConfig
from .language import detect_language
from .pipeline import EXTRACTOR_VERSION, run_prescreen

__all__ = ["EXTRACTOR_VERSION", "PrescreenConfig", "detect_language", "run_prescreen"]
