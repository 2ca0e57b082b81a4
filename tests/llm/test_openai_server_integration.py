"""End to end over real HTTP: analyze_contract -> OpenAI-compatible provider -> a local server."""

from __future__ import annotations

import json

from llm.openai_server import openai_server

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.text import normalise
from chalicelib.llm import build_provider
from chalicelib.models import PrescreenResult
from chalicelib.settings import Settings

CONTRACT = """<!-- page 1 -->
# ДОГОВОР ОКАЗАНИЯ УСЛУГ

Исполнитель в лице Смирнова Алексея Викторовича (тел. +7 903 111-22-33,
a.smirnov@example.ru) обязуется оказать
услуги, а Заказчик оплатить их. Стоимость услуг составляет 300 000 рублей, срок оказания — до 31.12.2025.

<!-- page 2 -->
2. Заказчик вносит аванс 100% в течение 3 рабочих дней с даты подписания Договора.

3. За просрочку Заказчик уплачивает пени в размере 0,5% за каждый день просрочки.

4. Споры рассматриваются в Арбитражном суде города Москвы.
"""


def test_analysis_through_a_real_openai_compatible_server() -> None:
    with openai_server() as (base_url, bodies):
        settings = Settings(
            llm_provider="openai",
            openai_base_url=base_url,
            openai_model="local-gguf",
            openai_api_key=None,
            llm_timeout=5,
        )
        provider = build_provider(settings)
        assert provider is not None
        outcome = analyze_contract(
            CONTRACT, PrescreenResult(contract_type="services"), provider, settings=settings.analysis
        )
    assert outcome.provider == "openai" and outcome.model == "local-gguf"
    assert outcome.stats.llm_verified and outcome.stats.prompt_tokens > 0
    categories = {f.category for f in outcome.findings}
    assert {"prepayment", "penalty", "jurisdiction"} <= categories
    assert all(normalise(f.quote) in normalise(CONTRACT) for f in outcome.findings)
    assert all(f.explanation == "Проверено моделью." for f in outcome.findings)
    sent = json.dumps(bodies, ensure_ascii=False)
    for secret in ("Смирнова Алексея Викторовича", "111-22-33", "a.smirnov@example.ru"):
        assert secret not in sent
