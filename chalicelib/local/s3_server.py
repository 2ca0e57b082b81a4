"""An S3/SQS endpoint on a local port (a moto server in this process), for ``serve --s3-port PORT``.

With it the real aws CLI (``aws s3 cp --endpoint-url http://127.0.0.1:PORT``) and presigned URLs work against
the local system, as they would against AWS; the pipeline then talks to the same endpoint over HTTP.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from moto.server import ThreadedMotoServer

LOCAL_CREDENTIALS = {"AWS_ACCESS_KEY_ID": "local", "AWS_SECRET_ACCESS_KEY": "local"}


@dataclass
class S3Server:
    endpoint_url: str
    _server: ThreadedMotoServer

    def stop(self) -> None:
        self._server.stop()


def start_s3_server(port: int, host: str = "127.0.0.1") -> S3Server:
    """Start moto's server (S3, SQS and the rest) on ``host:port``; credentials default to dummies."""
    from moto.server import ThreadedMotoServer

    for name, value in LOCAL_CREDENTIALS.items():
        os.environ.setdefault(name, value)
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # one access-log line per S3/SQS call otherwise
    server = ThreadedMotoServer(ip_address=host, port=port, verbose=False)
    server.start()
    return S3Server(endpoint_url=f"http://{host}:{port}", _server=server)


def reset_s3_state() -> None:
    """Forget every bucket, object and queue: moto keeps one state per process, shared by its servers."""
    from moto.moto_api._internal.models import moto_api_backend

    moto_api_backend.reset()
