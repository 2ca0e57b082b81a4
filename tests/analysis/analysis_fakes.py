"""Fakes for the analysis tests: sample contracts written here and an in-process LLM provider."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from chalicelib.llm.port import LlmError, LlmResult, T

RU_CONTRACT = """<!-- page 1 -->
# ДОГОВОР ПОСТАВКИ № 17

г. Москва

ООО «Альфа» (Поставщик) в лице генерального директора Петрова Петра Петровича и ООО «Бета» (Покупатель)
заключили настоящий договор.

## 1. Предмет договора

1.1. Поставщик обязуется поставить, а Покупатель принять и оплатить товар согласно Спецификации,
в которой указываются наименование и количество товара.

## 2. Цена и порядок расчётов

2.1. Цена договора составляет 1 200 000 (один миллион двести тысяч) рублей.
2.2. Покупатель вносит 100% предоплату в течение 3 (трёх) банковских дней с даты выставления счёта.
2.3. Цена товара определяется в долларах США и оплачивается в рублях по курсу ЦБ РФ на дату оплаты.

<!-- page 2 -->
## 3. Ответственность

3.1. За просрочку оплаты Покупатель уплачивает Поставщику неустойку
в размере 1% от суммы долга за каждый день просрочки.
3.2. Поставщик вправе в одностороннем порядке изменять цены на товар, уведомив Покупателя за 5 дней.

## 4. Порядок разрешения споров

4.1. Все споры передаются на рассмотрение в Арбитражный суд города Москвы.

## 5. Срок поставки

5.1. Срок поставки — 10 рабочих дней с даты оплаты. Контакт: petrov@alfa.ru, +7 (495) 123-45-67.
"""

EN_CONTRACT = """<!-- page 1 -->
# SUPPLY AGREEMENT

1. Term. This Agreement shall automatically renew for successive one-year terms
unless either party gives notice.

2. Assignment. Neither party may assign this Agreement without the prior written consent of the other party.

<!-- page 3 -->
3. Limitation of Liability. In no event shall either party's aggregate liability
exceed the fees paid hereunder.

4. Insurance. Supplier shall maintain commercial general liability insurance of at least $1,000,000.

5. Governing Law. This Agreement shall be governed by the laws of the State of New York.
"""


Responder = Callable[[str, str, type[Any]], Any]


@dataclass
class FakeProvider:
    """An in-process LlmProvider: ``respond(system, user, schema)`` returns a dict, an exception or text."""

    respond: Responder
    name: str = "fake"
    model: str | None = "fake-model"
    prompts: list[str] = field(default_factory=list)

    def complete_json(self, *, system: str, user: str, schema: type[T]) -> LlmResult[T]:
        self.prompts.append(system + "\n" + user)
        answer = self.respond(system, user, schema)
        if isinstance(answer, Exception):
            raise answer
        value = schema.model_validate_json(json.dumps(answer))
        return LlmResult(value=value, model="fake-model", prompt_tokens=len(user) // 4, completion_tokens=50)


def candidate_ids(user: str) -> list[tuple[str, str]]:
    return re.findall(r"^- (c\d+): (\w+) in k\d+(?: \(.*\))?$", user, re.MULTILINE)


def candidate_clauses(user: str) -> dict[str, str]:
    """Candidate id -> the clause text it was shown with."""
    clauses = dict(re.findall(r'<clause id="(k\d+)">\n(.*?)\n</clause>', user, re.DOTALL))
    shown = re.findall(r"^- (c\d+): \w+ in (k\d+)(?: \(.*\))?$", user, re.MULTILINE)
    return {cid: clauses[key] for cid, key in shown}


def accept_all(system: str, user: str, schema: type[Any]) -> dict[str, Any]:
    if "<chunk>" in user:
        return {"findings": []}
    return {
        "verdicts": [
            {
                "candidate_id": cid,
                "relevant": True,
                "severity": "high",
                "quote": "",
                "explanation": "E",
                "recommendation": "R",
            }
            for cid, _ in candidate_ids(user)
        ]
    }


def invalid_output(system: str, user: str, schema: type[Any]) -> Exception:
    return LlmError("invalid_output", "no JSON")
