"""CloudWatch metrics through Powertools' Embedded Metric Format: JSON lines on stdout, no API call.

Metrics are buffered during an invocation and written by :meth:`EmfMetrics.flush`, one EMF document per
set of dimensions (CloudWatch keys a metric by its dimensions, so ``stage=extract`` and ``stage=analyze``
cannot share a document).
"""

from __future__ import annotations

from collections import defaultdict

from chalicelib.ports import METRIC_UNITS, Metric


class EmfMetrics:
    def __init__(self, namespace: str, service: str, function_name: str = "") -> None:
        self._namespace = namespace
        self._service = service
        self._function_name = function_name
        self._pending: dict[tuple[tuple[str, str], ...], list[tuple[Metric, float]]] = defaultdict(list)

    def add(self, metric: Metric, value: float = 1.0, **dimensions: str) -> None:
        self._pending[tuple(sorted(dimensions.items()))].append((metric, value))

    def flush(self) -> None:
        if not self._pending:
            return
        from aws_lambda_powertools.metrics import EphemeralMetrics

        pending, self._pending = self._pending, defaultdict(list)
        for dimensions, values in pending.items():
            document = EphemeralMetrics(namespace=self._namespace, service=self._service)
            for name, label in dimensions:
                document.add_dimension(name=name, value=label)
            for metric, value in values:
                document.add_metric(name=metric.value, unit=METRIC_UNITS[metric], value=value)
            document.flush_metrics()
