"""The partner channel: the reports bucket under ``partners/{id}/`` is the delivery itself."""

from __future__ import annotations

from chalicelib.observability import logger
from chalicelib.ports import Delivery


class ReportsBucketNotifier:
    def deliver(self, delivery: Delivery) -> None:
        logger.info("partner report available in the reports bucket", extra={"files": sorted(delivery.files)})
