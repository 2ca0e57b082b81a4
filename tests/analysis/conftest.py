"""Fixtures for the analysis tests."""

from __future__ import annotations

import pytest

from chalicelib.settings import AnalysisSettings


@pytest.fixture
def settings() -> AnalysisSettings:
    return AnalysisSettings(llm_batch_size=4, llm_max_concurrency=2, llm_context_tokens=8192)
