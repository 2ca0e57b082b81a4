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


TARIFF_RANK = {Tariff.FREE: 0, Tariff.PRO: 1, Tariff.PRO_PLUS: 2}


@dataclass(frozen=True)
class PaidTariff:
    """A tariff bought with Telegram Stars: ``days`` of its daily limit from the purchase (or extended).

    The invoice payload names the tariff, the period and the price, so a pre-checkout query is checked
    against what we offered without any stored state about the invoice's contents.
    """

    tariff: Tariff
    stars: int
    days: int

    @property
    def payload(self) -> str:
        return f"tariff:{self.tariff.value}:{self.days}d:{self.stars}"

    @property
    def seconds(self) -> int:
        return self.days * 24 * 3600


PAID_TARIFFS: tuple[PaidTariff, ...] = (
    PaidTariff(Tariff.PRO, stars=150, days=30),
    PaidTariff(Tariff.PRO_PLUS, stars=400, days=30),
)


def carried_seconds(seconds_left: int, running: Tariff, bought: Tariff) -> int:
    """What ``seconds_left`` of a running bought tariff are worth in ``bought``, at the price ratio.

    Buying PRO_PLUS with 20 PRO days left keeps what those days were paid for: 20 × 150/30 ⭐ = 100 ⭐,
    which is 7.5 PRO_PLUS days (400/30 ⭐ a day), added after the 30 days bought. The same tariff carries
    day for day (an extension); FREE or an admin's tariff carries nothing. The Redis script does the same.
    """
    running_offer, bought_offer = offer_of(running.value), offer_of(bought.value)
    if seconds_left <= 0 or running_offer is None or bought_offer is None:
        return 0
    if running is bought:
        return seconds_left
    value = seconds_left * running_offer.stars / running_offer.seconds
    return int(value * bought_offer.seconds / bought_offer.stars)


def paid_tariff(payload: str) -> PaidTariff | None:
    return next((offer for offer in PAID_TARIFFS if offer.payload == payload), None)


def offer_of(tariff_name: str) -> PaidTariff | None:
    return next((offer for offer in PAID_TARIFFS if offer.tariff.value == tariff_name), None)


@dataclass(frozen=True)
class Usage:
    """``used`` analyses of ``limit`` today; ``consumed`` says whether this call took one.

    ``paid_until`` (Unix time) is when a bought tariff ends; None for FREE and for a tariff an admin set.
    """

    used: int
    limit: int
    tariff: Tariff
    consumed: bool = False
    paid_until: int | None = None

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
