"""The analyze stage with an LLM configured: the real provider over HTTP, through the whole bus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from llm.openai_server import openai_server
from support import ROOT, BusDriver, RecordingNotifier

from chalicelib.local.embedded import embedded_bus
from chalicelib.settings import Settings

RU_TEXT = (ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8")
pytestmark = pytest.mark.slow


def test_an_llm_verified_report_with_personal_data_kept_home(tmp_path: Path, redis_url: str) -> None:
    with openai_server() as (base_url, bodies):
        settings = Settings(  # type: ignore[call-arg]
            _env_file=None,
            redis_url=redis_url,
            local_outbox_dir=tmp_path,
            llm_provider="openai",
            openai_base_url=base_url,
            openai_model="local-model",
            llm_timeout=5,
        )
        notifier = RecordingNotifier()
        with embedded_bus(settings, notifiers={"telegram": notifier}) as bus:
            driver = BusDriver(bus, notifier)
            session_id, _ = driver.submit("договор.txt", RU_TEXT.encode())
            driver.run_until_delivered(session_id)
            report = driver.report(session_id)

    assert report.provider == "openai"
    assert report.model == "local-model"
    assert report.stats.llm_verified
    assert report.stats.prompt_tokens > 0 and report.stats.completion_tokens > 0
    assert report.findings, "the server verifies every candidate"
    sent = json.dumps(bodies, ensure_ascii=False)
    for private in ("sales@severpotok.example", "555-01-02", "7701234567", "Кравцов", "Белова"):
        assert private not in sent
