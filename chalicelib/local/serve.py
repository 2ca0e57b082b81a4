"""``contract-check serve``: the whole system in one process.

Every route of ``app.py`` (served generically through chalice's local API Gateway, so routes added to the
app are served without changes here), the dispatcher playing Lambda for every stage queue and dead-letter
queue, and the sweeper on its schedule. Storage and queues are the embedded default (moto in-process)
unless ``AWS_ENDPOINT_URL`` is set; Redis is in-process unless ``REDIS_URL`` is set. Ctrl-C or SIGTERM
stops the HTTP server, lets the message in hand finish and returns.
"""

from __future__ import annotations

import signal
import sys
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

from chalicelib.bootstrap import install_deps
from chalicelib.local.dispatcher import LocalLambdaContext
from chalicelib.local.embedded import LocalBus, embedded_bus, start_bus
from chalicelib.observability import logger
from chalicelib.ports import Notifier
from chalicelib.settings import Settings
from chalicelib.topology import SWEEPER_RATE_MINUTES

IDLE_SLEEP_SECONDS = 0.05
API_TIMEOUT_SECONDS = 29  # API Gateway's integration timeout: the routes' Lambda budget


@dataclass
class RunningSystem:
    """What ``serve`` started: the bus, the base URL of the routes, and a stop switch."""

    bus: LocalBus
    url: str
    stop_event: threading.Event = field(default_factory=threading.Event)

    def stop(self) -> None:
        self.stop_event.set()


@contextmanager
def local_bus(
    settings: Settings, *, notifiers: Mapping[str, Notifier] | None = None, s3_port: int | None = None
) -> Iterator[LocalBus]:
    """The embedded default, or the configured S3/SQS endpoint when ``AWS_ENDPOINT_URL`` is set.

    With ``s3_port`` (and no endpoint) S3 and SQS are a moto server on that port instead of the in-process
    mock, so the aws CLI and presigned URLs reach them.
    """
    if settings.aws_endpoint_url:
        yield start_bus(settings, notifiers=notifiers)
    elif s3_port is not None:
        from chalicelib.local.s3_server import start_s3_server

        server = start_s3_server(s3_port)
        try:
            exposed = settings.model_copy(update={"aws_endpoint_url": server.endpoint_url})
            yield start_bus(exposed, notifiers=notifiers)
        finally:
            install_deps(None)
            server.stop()
    else:
        with embedded_bus(settings, notifiers=notifiers) as bus:
            yield bus


@contextmanager
def running_system(
    settings: Settings,
    *,
    host: str = "127.0.0.1",
    port: int = 8000,
    notifiers: Mapping[str, Notifier] | None = None,
    sweep_interval_seconds: float = SWEEPER_RATE_MINUTES * 60,
    s3_port: int | None = None,
) -> Iterator[RunningSystem]:
    """Start routes, dispatcher and sweeper in background threads; stop them all on exit."""
    with local_bus(settings, notifiers=notifiers, s3_port=s3_port) as bus:
        server = _route_server(host, port)
        bound_host, bound_port = server.server.server_address[:2]
        system = RunningSystem(bus=bus, url=f"http://{bound_host}:{bound_port}")
        threads = [
            threading.Thread(target=server.server.serve_forever, name="routes", daemon=True),
            threading.Thread(target=_dispatch, args=(system,), name="dispatcher", daemon=True),
            threading.Thread(
                target=_sweep, args=(system, sweep_interval_seconds), name="sweeper", daemon=True
            ),
        ]
        for thread in threads:
            thread.start()
        try:
            yield system
        finally:
            system.stop()
            server.shutdown()
            server.server.server_close()
            for thread in threads:
                thread.join(timeout=API_TIMEOUT_SECONDS)


def serve(settings: Settings, *, host: str, port: int, s3_port: int | None = None) -> int:
    """Run until Ctrl-C or SIGTERM; returns the process exit code."""
    stop = threading.Event()

    def on_signal(signum: int, _frame: FrameType | None) -> None:
        stop.set()

    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        with running_system(settings, host=host, port=port, s3_port=s3_port) as system:
            mode = system.bus.deps.settings.aws_endpoint_url or "embedded (moto in-process)"
            print(f"contract-check serving on {system.url} · storage/queues: {mode}", flush=True)
            warning = partner_registry_warning(settings)
            if warning is not None:
                print(warning, file=sys.stderr, flush=True)
            while not stop.wait(0.2):
                pass
            print("stopping…", flush=True)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0


def partner_registry_warning(settings: Settings) -> str | None:
    """Said at start when the partner routes have no registry: otherwise every call is a silent 401."""
    if settings.partners_file is not None or settings.partners_registry_uri:
        return None
    return (
        "warning: no partner registry — every /partners/v1 call answers 401 and every partner upload is "
        "refused as unknown_partner. Set PARTNERS_FILE=partners.json and add a partner: "
        "contract-check partners add acme --monthly-quota 100"
    )


def _route_server(host: str, port: int) -> Any:
    """chalice's own local API Gateway over the app's route table, one thread per request."""
    from chalice.config import Config
    from chalice.local import ChaliceRequestHandler, CustomLocalChalice, LocalChalice, LocalDevServer

    import app

    class QuietRequestHandler(ChaliceRequestHandler):
        # Headers and body go out in two writes: with Nagle on, the body waits for the client's delayed
        # ACK (~40 ms per request on Linux).
        disable_nagle_algorithm = True

        def log_message(self, format: str, *args: Any) -> None:
            return

    if not isinstance(app.app, LocalChalice):
        # What ``chalice local`` does: a thread-local ``current_request`` for a threaded server.
        CustomLocalChalice.__bases__ = (LocalChalice, app.app.__class__)
        app.app.__class__ = CustomLocalChalice
    config = Config.create(
        chalice_app=app.app,
        app_name=app.app.app_name,
        chalice_stage="local",
        lambda_timeout=API_TIMEOUT_SECONDS,
        lambda_memory_size=1024,
    )
    return LocalDevServer(app.app, config, host, port, handler_cls=QuietRequestHandler)


def _dispatch(system: RunningSystem) -> None:
    dispatcher = system.bus.dispatcher
    while not system.stop_event.is_set():
        try:
            handled = dispatcher.poll_once()
        except Exception as error:  # an endpoint hiccup must not kill the loop
            logger.warning("dispatcher poll failed", extra={"error": type(error).__name__})
            handled = 0
        if not handled:
            system.stop_event.wait(IDLE_SLEEP_SECONDS)


def _sweep(system: RunningSystem, interval_seconds: float) -> None:
    import app

    while not system.stop_event.wait(interval_seconds):
        event = {
            "version": "0",
            "id": "local-sweep",
            "detail-type": "Scheduled Event",
            "source": "aws.events",
            "account": "000000000000",
            "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "region": "local",
            "resources": [],
            "detail": {},
        }
        try:
            app.sweeper(event, LocalLambdaContext("sweeper", 60))
        except Exception as error:
            logger.warning("sweep failed", extra={"error": type(error).__name__})
