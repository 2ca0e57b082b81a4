"""The wall-clock budget of one document (its other bounds: ``chalicelib.settings.ExtractionSettings``)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from chalicelib.extraction import rejections


@dataclass(slots=True)
class Deadline:
    """The per-document time budget; :meth:`check` raises once it is spent."""

    seconds: float
    started: float = field(default_factory=time.monotonic)

    @property
    def remaining(self) -> float:
        return self.seconds - (time.monotonic() - self.started)

    def check(self) -> None:
        if self.remaining <= 0:
            raise rejections.time_budget_exceeded(self.seconds)
