"""The dev loop: the dispatcher against a LocalStack / moto-server endpoint, and MinIO's webhook target.

MinIO has no SQS: its bucket notifications post the same S3 event JSON to a webhook. Those events are
handed to the stage handler directly (wrapped as the SQS message Lambda would get); retries then come
from MinIO's own webhook retry, not from a queue.
"""

from __future__ import annotations

import json
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from chalicelib.adapters.provisioning import apply_buckets
from chalicelib.adapters.s3_storage import make_s3_client
from chalicelib.local.dispatcher import LambdaHandler, LocalLambdaContext
from chalicelib.local.embedded import install_local_deps, lambda_handlers, start_bus
from chalicelib.observability import logger
from chalicelib.pipeline.events import parse_s3_event
from chalicelib.settings import Settings
from chalicelib.topology import Topology

IDLE_SLEEP_SECONDS = 0.5


def run_dev_loop(settings: Settings, *, minio_webhook_port: int | None = None) -> None:
    """Dispatch the stage queues forever; with a MinIO port, serve MinIO's webhook instead (it has no SQS)."""
    if minio_webhook_port:
        s3 = make_s3_client(settings)
        apply_buckets(Topology(settings), s3)
        deps = install_local_deps(settings, s3, None)
        logger.info("serving MinIO webhook events", extra={"port": minio_webhook_port})
        minio_webhook_server(deps.topology, lambda_handlers(), minio_webhook_port).serve_forever()
        return
    bus = start_bus(settings)
    logger.info("dispatching", extra={"endpoint": settings.aws_endpoint_url or "aws"})
    while True:
        if bus.dispatcher.poll_once() == 0:
            time.sleep(IDLE_SLEEP_SECONDS)


def minio_webhook_server(
    topology: Topology, handlers: dict[str, LambdaHandler], port: int
) -> ThreadingHTTPServer:
    class MinioEvents(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode("utf-8", "replace")
            status = 200 if route_minio_event(topology, handlers, body) else 500
            self.send_response(status)
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            return

    return ThreadingHTTPServer(("127.0.0.1", port), MinioEvents)


def route_minio_event(topology: Topology, handlers: dict[str, LambdaHandler], body: str) -> bool:
    """Run the stage each created object fires; False (MinIO retries) when a handler failed."""
    try:
        refs = parse_s3_event(body)
    except ValueError:
        return True
    for ref in refs:
        stage = topology.stage_for_object(ref.bucket, ref.key)
        if stage is None:
            continue
        record = {
            "eventName": "ObjectCreated:Put",
            "s3": {
                "bucket": {"name": ref.bucket},
                "object": {"key": ref.key, "eTag": ref.etag, "size": ref.size},
            },
        }
        event = {
            "Records": [
                {
                    "messageId": "minio",
                    "receiptHandle": "minio",
                    "body": json.dumps({"Records": [record]}),
                    "attributes": {},
                    "eventSource": "aws:sqs",
                }
            ]
        }
        try:
            handlers[stage.value](
                event, LocalLambdaContext(stage.value, topology.stage_spec(stage).timeout_seconds)
            )
        except Exception as error:
            logger.warning("minio event failed", extra={"stage": stage.value, "error": type(error).__name__})
            return False
    return True
