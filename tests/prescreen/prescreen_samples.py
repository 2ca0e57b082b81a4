"""Small contracts written for the prescreen tests (not taken from any corpus)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from chalicelib.llm.port import LlmError, LlmResult, T

RU_SUPPLY = """<!-- page 1 -->
# ДОГОВОР ПОСТАВКИ № 7/24

г. Тверь                                                  «03» марта 2025 г.

Общество с ограниченной ответственностью «Ландыш» (ООО «Ландыш»), именуемое в дальнейшем «Поставщик»,
в лице директора Орлова Игоря Петровича, действующего на основании Устава, с одной стороны, и
Индивидуальный предприниматель Белова Ирина Олеговна, именуемая в дальнейшем «Покупатель», с другой
стороны, заключили настоящий Договор о нижеследующем:

## 1. Предмет договора
1.1. Поставщик передает Покупателю товар, а Покупатель принимает и оплачивает его.

## 2. Цена
2.1. Цена Договора составляет 2 340 000 (два миллиона триста сорок тысяч) рублей 00 копеек, в том числе
НДС 20% — 390 000 рублей.
<!-- page 2 -->
## 3. Ответственность
3.1. За просрочку поставки Поставщик уплачивает пени в размере 0,1% за каждый день просрочки.
3.2. Штраф за нарушение условий о таре составляет 50 000 рублей.

## 4. Срок действия
4.1. Договор вступает в силу с даты подписания и действует в течение одного года.
4.2. Покупатель вправе отказаться от исполнения Договора в одностороннем порядке.

## 5. Споры
5.1. Споры передаются в Арбитражный суд Тверской области. К отношениям Сторон применяется
законодательство Российской Федерации.
"""

EN_LICENSE = """<!-- page 1 -->
EXCLUSIVE LICENSE AGREEMENT

This Exclusive License Agreement (this "Agreement") is entered into as of March 5, 2021 (the "Effective
Date") by and between Northwind Labs, Inc., a Delaware corporation ("Licensor"), and Bluefin Media LLC,
a California limited liability company ("Licensee").

WHEREAS, Licensor owns certain software;

1. License Grant. Licensor grants Licensee an exclusive license to the Software.
2. Fees. Licensee shall pay Licensor a total license fee of $1,250,000 (one million two hundred fifty
thousand dollars) in four instalments.
<!-- page 2 -->
3. Term. The term of this Agreement is three (3) years from the Effective Date, unless terminated earlier.
4. Termination. Either party may terminate this Agreement upon thirty (30) days' written notice.
5. Governing Law. This Agreement shall be governed by the laws of the State of New York, without regard
to its conflict of laws principles.
6. Disputes. Any dispute shall be finally settled by binding arbitration in New York.
"""

NOT_A_CONTRACT = """<!-- page 1 -->
Meeting notes. We talked about the weather and lunch options for next week.
"""


@dataclass
class FakeLlm:
    """An :class:`LlmProvider` that answers with a fixed payload and records what it was asked."""

    answer: dict[str, Any]
    error: LlmError | None = None
    name: str = "fake"
    model: str | None = "fake-1"
    calls: list[dict[str, str]] = field(default_factory=list)

    def complete_json(self, *, system: str, user: str, schema: type[T]) -> LlmResult[T]:
        self.calls.append({"system": system, "user": user})
        if self.error is not None:
            raise self.error
        return LlmResult(value=schema.model_validate(self.answer), model=self.model or "fake")
