"""Daily analysis limits: tariffs, the Moscow day boundary and the outcome of a consume attempt."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from zoneinfo import ZoneInfo

MOSCOW = ZoneInfo("Europe/Moscow")


class Tariff(StrEnum):
    FREE = "FREE"
    PRO = "PRO"
    PRO_PLUS = "PRO_PLUS"


@dataclass(frozen=True)
class TariffLimits:
    free: int
    pro: int
    pro_plus: int

    def of(self, tariff: Tariff) -> int:
        return {Tariff.FREE: self.free, Tariff.PRO: self.pro, Tariff.PRO_PLUS: self.pro_plus}[tariff]


@dataclass(frozen=True)
class Usage:
    """``used`` analyses of ``limit`` today; ``consumed`` says whether this call took one."""

    used: int
    limit: int
    tariff: Tariff
    consumed: bool = False

    @property
    def counter(self) -> str:
        return f"{self.used}/{self.limit}"

    @property
    def exhausted(self) -> bool:
        return self.used >= self.limit


def moscow_day_end(now: datetime) -> int:
    """Unix time of the next 00:00 in Moscow (the daily counter's EXPIREAT)."""
    local = now.astimezone(MOSCOW)
    midnight = datetime(local.year, local.month, local.day, tzinfo=MOSCOW) + timedelta(days=1)
    return int(midnight.timestamp())
