"""The CLI/local channel: notify writes the report files into a folder the CLI reads."""

from __future__ import annotations

from pathlib import Path

from chalicelib.ports import Delivery


class LocalOutboxNotifier:
    def __init__(self, outbox_dir: Path) -> None:
        self._outbox = outbox_dir

    def deliver(self, delivery: Delivery) -> None:
        target = self._outbox / delivery.session_id
        target.mkdir(parents=True, exist_ok=True)
        for name, body in delivery.files.items():
            temporary = target / f".{name}.part"
            temporary.write_bytes(body)
            temporary.replace(target / name)
