"""Security: an end-to-end run logs identifiers, sizes and reason codes, never the contract or secrets.

Every log line of the run (the Powertools logger at DEBUG, plus anything written to stdout/stderr) is
captured at the file-descriptor level and searched for the document's text, its personal data and the
configured secrets.
"""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from llm.openai_server import openai_server
from support import ROOT, BusDriver, RecordingNotifier

from chalicelib.local.embedded import embedded_bus
from chalicelib.observability import logger
from chalicelib.settings import Settings

pytestmark = pytest.mark.slow

BOT_TOKEN = "123456789:AAH-secret-bot-token-never-logged"
WEBHOOK_SECRET = "webhook-secret-never-logged"
LLM_KEY = "sk-llm-key-never-logged"
PERSONAL = {
    "e-mail": "ivan.petrov.private@example.ru",
    "phone": "+7 (912) 345-67-89",
    "passport": "4510 123456",
    "INN": "771234567890",
    "name": "Петров Иван Сергеевич",
}
REQUISITES = (
    "\n\n## Реквизиты сторон\n\nПокупатель: {name}, паспорт {passport}, ИНН {INN}, "
    "телефон {phone}, e-mail {e-mail}.\n"
).format(**PERSONAL)
CONTRACT = (ROOT / "samples" / "dogovor-postavki.md").read_text(encoding="utf-8") + REQUISITES


def _sentences(text: str) -> list[str]:
    """Distinctive fragments of the contract: any of them in a log line means text leaked."""
    fragments = [m.group(0).strip() for m in re.finditer(r"[А-ЯЁ][^.\n|]{40,}", text)]
    return [fragment[:40] for fragment in fragments]


def _secrets() -> list[str]:
    return [BOT_TOKEN, BOT_TOKEN.split(":")[1], WEBHOOK_SECRET, LLM_KEY]


@pytest.fixture
def debug_logs() -> Iterator[io.StringIO]:
    """Every record of the product's logger at DEBUG, formatted as Lambda would ship it (JSON with extras)."""
    captured = io.StringIO()
    handler = logging.StreamHandler(captured)
    handler.setFormatter(logger.registered_formatter)
    previous = logger.log_level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    yield captured
    logger.setLevel(previous)
    logger.removeHandler(handler)


def _settings(tmp_path: Path, redis_url: str, **extra: Any) -> Settings:
    return Settings(  # type: ignore[call-arg]
        _env_file=None,
        redis_url=redis_url,
        local_outbox_dir=tmp_path / "outbox",
        telegram_bot_token=BOT_TOKEN,
        telegram_webhook_secret=WEBHOOK_SECRET,
        **extra,
    )


def _run(settings: Settings, documents: dict[str, bytes]) -> None:
    notifier = RecordingNotifier()
    with embedded_bus(settings, notifiers={"telegram": notifier}) as bus:
        driver = BusDriver(bus, notifier)
        for name, data in documents.items():
            session_id, _ = driver.submit(name, data)
            driver.run_until_delivered(session_id)
    assert len(notifier.deliveries) == len(documents)


def _assert_nothing_private(logged: str) -> None:
    assert logged.count('"correlation_id"') >= 5, "the run should have logged its stages"
    leaks = [f for f in _sentences(CONTRACT) if f in logged]
    assert not leaks, f"contract text in the logs: {leaks[:3]}"
    digits_only = re.sub(r"\D", "", logged)
    for kind, value in PERSONAL.items():
        assert value not in logged, f"{kind} in the logs"
    assert re.sub(r"\D", "", PERSONAL["phone"]) not in digits_only, "phone digits in the logs"
    for secret in _secrets():
        assert secret not in logged, "a secret in the logs"


def test_rules_run_logs_nothing_private(
    tmp_path: Path, redis_url: str, capfd: pytest.CaptureFixture[str], debug_logs: io.StringIO
) -> None:
    documents = {
        "договор.txt": CONTRACT.encode("utf-8"),
        "пусто.txt": "Привет".encode(),  # a permanent failure: the error path logs too
    }
    _run(_settings(tmp_path, redis_url), documents)
    out, err = capfd.readouterr()
    _assert_nothing_private(debug_logs.getvalue() + out + err)


def test_llm_run_logs_nothing_private(
    tmp_path: Path, redis_url: str, capfd: pytest.CaptureFixture[str], debug_logs: io.StringIO
) -> None:
    with openai_server() as (base_url, _bodies):
        settings = _settings(
            tmp_path,
            redis_url,
            llm_provider="openai",
            openai_base_url=base_url,
            openai_api_key=LLM_KEY,
            openai_model="local-model",
            llm_timeout=5,
        )
        _run(settings, {"договор.txt": CONTRACT.encode("utf-8")})
    out, err = capfd.readouterr()
    _assert_nothing_private(debug_logs.getvalue() + out + err)
