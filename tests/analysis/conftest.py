"""Fixtures for the analysis tests."""

from __future__ import annotations

import pytest

from chalicelib.settings import Settings


@pytest.fixture
def settings() -> Settings:
    return Settings(llm_provider="rules", llm_batch_size=4, llm_max_concurrency=2, llm_context_tokens=8192)
