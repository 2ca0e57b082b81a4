"""Quota months follow Moscow time: a month starts at 00:00 MSK on its first day."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

MOSCOW = ZoneInfo("Europe/Moscow")


def quota_month(now: datetime) -> str:
    return now.astimezone(MOSCOW).strftime("%Y-%m")


def month_end(now: datetime) -> datetime:
    """The first instant of the next Moscow month (when the counter resets)."""
    local = now.astimezone(MOSCOW)
    year, month = (local.year + 1, 1) if local.month == 12 else (local.year, local.month + 1)
    return datetime(year, month, 1, tzinfo=MOSCOW)
