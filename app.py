"""Contract check's Lambda functions: thin handlers that parse the event and delegate to ``chalicelib``.

Stage queues receive S3 ``ObjectCreated`` notifications (S3 → SQS → Lambda, batch size 1); each queue's
dead-letter queue has a handler that ends the session with ``error.json``; a schedule sweeps stuck
sessions; one route takes Telegram's webhook. Queue names come from the topology table; the ports come from
``chalicelib.bootstrap`` on first use.

Every function of a chalice app imports this whole module, so each handler imports what only it needs
(the stages, the webhook, the partner API) on its first call: a function does not pay for another's
modules on its cold start (bench/coldstart.py; ``FIRST_CALL_MODULES`` preloads them under SnapStart).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from chalice.app import Chalice, CloudWatchEvent, Rate, Response, SQSEvent

from chalicelib.adapters.sqs_redelivery import delay_redelivery
from chalicelib.adapters.ssm_parameters import fetch_ssm_parameters
from chalicelib.bootstrap import get_deps, prepare_for_snapshot
from chalicelib.observability import invocation, logger, start_invocation
from chalicelib.secret_parameters import use_parameter_store
from chalicelib.settings import Settings
from chalicelib.topology import SWEEPER_RATE_MINUTES, Stage, Topology

if TYPE_CHECKING:
    from chalicelib.partners.api import ApiResponse, PartnerApi
    from chalicelib.partners.registry import Partner

# Powertools Logger owns the "contract-check" logger; chalice would attach a second handler to it.
use_parameter_store(fetch_ssm_parameters)  # secrets under SECRETS_SSM_PATH, read once per container
app = Chalice(app_name="contract-check", configure_logs=False)
# The one read of the environment at import: queue names are deployment constants that chalice reads when it
# packages the app (it sets the stage's variables first). A fresh Settings, not get_settings(): everything
# else is read at the first invocation, after the environment (or a test) is in place.
TOPOLOGY = Topology(Settings())
prepare_for_snapshot(os.environ)  # under SnapStart: the function's modules into the snapshot, no connection


def _run_stage(stage: Stage, event: SQSEvent) -> None:
    from chalicelib.pipeline.stages import handle_stage_message

    deps = get_deps()
    with invocation(event.context, deps.metrics):
        for record in event:
            try:
                handle_stage_message(stage, record.body, deps, event.context)
            except Exception:
                # The queue's own visibility (six times the function's timeout) would bring the message back
                # after the session's deadline: come back within seconds, later each time.
                delay_redelivery(
                    record.to_dict(),
                    deps.settings,
                    deps.settings.stage_retry_backoff_seconds,
                    cap_seconds=deps.topology.visibility_timeout(stage),
                )
                raise


def _run_dead_letter(stage: Stage, event: SQSEvent) -> None:
    from chalicelib.pipeline.stages import handle_dead_letter

    deps = get_deps()
    with invocation(event.context, deps.metrics):
        for record in event:
            handle_dead_letter(stage, record.body, deps)


@app.on_sqs_message(queue=TOPOLOGY.queue_name(Stage.EXTRACT), batch_size=1)
def extract(event: SQSEvent) -> None:
    _run_stage(Stage.EXTRACT, event)


@app.on_sqs_message(queue=TOPOLOGY.queue_name(Stage.PRESCREEN), batch_size=1)
def prescreen(event: SQSEvent) -> None:
    _run_stage(Stage.PRESCREEN, event)


# The LLM stage's cap is the event source's maximum concurrency, not reserved concurrency: throttled
# invocations would count as receives and push messages into the dead-letter queue.
@app.on_sqs_message(
    queue=TOPOLOGY.queue_name(Stage.ANALYZE),
    batch_size=1,
    maximum_concurrency=TOPOLOGY.stage_spec(Stage.ANALYZE).max_concurrency,
)
def analyze(event: SQSEvent) -> None:
    _run_stage(Stage.ANALYZE, event)


@app.on_sqs_message(queue=TOPOLOGY.queue_name(Stage.NOTIFY), batch_size=1)
def notify(event: SQSEvent) -> None:
    from chalicelib.partners.callbacks import CallbackFailed
    from chalicelib.pipeline.stages import handle_stage_message

    deps = get_deps()
    with invocation(event.context, deps.metrics):
        for record in event:
            try:
                handle_stage_message(Stage.NOTIFY, record.body, deps, event.context)
            except CallbackFailed:
                # A partner's endpoint failed: come back later, later each time (then the dead-letter queue).
                backoff = deps.settings.partner_callback_backoff_seconds
                delay_redelivery(record.to_dict(), deps.settings, backoff)
                raise


@app.on_sqs_message(queue=TOPOLOGY.dead_letter_queue_name(Stage.EXTRACT), batch_size=1)
def extract_dead_letter(event: SQSEvent) -> None:
    _run_dead_letter(Stage.EXTRACT, event)


@app.on_sqs_message(queue=TOPOLOGY.dead_letter_queue_name(Stage.PRESCREEN), batch_size=1)
def prescreen_dead_letter(event: SQSEvent) -> None:
    _run_dead_letter(Stage.PRESCREEN, event)


@app.on_sqs_message(queue=TOPOLOGY.dead_letter_queue_name(Stage.ANALYZE), batch_size=1)
def analyze_dead_letter(event: SQSEvent) -> None:
    _run_dead_letter(Stage.ANALYZE, event)


@app.on_sqs_message(queue=TOPOLOGY.dead_letter_queue_name(Stage.NOTIFY), batch_size=1)
def notify_dead_letter(event: SQSEvent) -> None:
    _run_dead_letter(Stage.NOTIFY, event)


@app.schedule(Rate(SWEEPER_RATE_MINUTES, unit=Rate.MINUTES))
def sweeper(event: CloudWatchEvent) -> None:
    from chalicelib.pipeline.stages import sweep_stuck_sessions

    deps = get_deps()
    with invocation(event.context, deps.metrics):
        failed = sweep_stuck_sessions(deps)
        logger.info("sweep finished", extra={"failed_sessions": failed})


@app.route("/telegram/webhook", methods=["POST"], content_types=["application/json"])
def telegram_webhook() -> Response:
    from chalicelib.telegram.webhook import handle_webhook

    request = app.current_request
    if request is None:
        start_invocation(None)
        return Response(body={"ok": False}, status_code=500)
    raw = request.raw_body
    body = raw.encode() if isinstance(raw, str) else raw
    deps = get_deps()
    with invocation(request.lambda_context, deps.metrics):
        result = handle_webhook(request.headers, body, deps.settings, deps.telegram)
    return Response(body=result.body, status_code=result.status)


# --- partner API (/partners/v1, X-API-Key) -----------------------------------------------------------------


def _partner_call(action: Callable[[PartnerApi, Partner], ApiResponse]) -> Response:
    from chalicelib.partners.bootstrap import partner_api_for

    request = app.current_request
    start_invocation(None if request is None else request.lambda_context)
    if request is None:
        return Response(body={"error": {"code": "internal"}}, status_code=500)
    api = partner_api_for(get_deps())
    result = api.handle(request.headers, lambda partner: action(api, partner))
    headers: dict[str, str | list[str]] = dict(result.headers)
    return Response(body=result.body, status_code=result.status, headers=headers)


def _raw_body() -> bytes:
    raw = app.current_request.raw_body if app.current_request is not None else b""
    return raw.encode() if isinstance(raw, str) else raw


@app.route("/partners/v1/uploads", methods=["POST"], content_types=["application/json"])
def partner_create_upload() -> Response:
    body = _raw_body()
    return _partner_call(lambda api, partner: api.create_upload(partner, body))


@app.route("/partners/v1/requests/{request_id}", methods=["GET"])
def partner_request_status(request_id: str) -> Response:
    return _partner_call(lambda api, partner: api.request_status(partner, request_id))


@app.route("/partners/v1/usage", methods=["GET"])
def partner_usage() -> Response:
    return _partner_call(lambda api, partner: api.usage(partner))


@app.route("/partners/v1/openapi.json", methods=["GET"])
def partner_openapi() -> Response:
    from chalicelib.partners.api import openapi_document

    return Response(body=openapi_document(), status_code=200)
