"""``contract-check``: analyse a file end to end on the embedded default, extract text, run the dev loop.

contract-check analyze FILE [--json] [--out DIR]   # the whole bus in-process (or on AWS_ENDPOINT_URL)
contract-check extract FILE                        # the extracted Markdown
contract-check topology apply                      # buckets, queues, notifications on AWS_ENDPOINT_URL
contract-check dispatch [--minio-webhook PORT]     # play Lambda for a LocalStack / moto / MinIO endpoint
contract-check serve [--host H] [--port P] [--s3-port PORT]  # routes + every queue + the sweeper
contract-check set-webhook URL                     # register the Telegram webhook (secret, commands)
contract-check chat                                # talk to the bot in a terminal (fake Telegram)
contract-check partners add|rotate-key|list        # the partner registry (PARTNERS_FILE / _REGISTRY_URI)
contract-check status SESSION [--owner O] [--json] # where a session is (operators; configured AWS/Redis)
contract-check replay-dead-letters STAGE [--dry-run] [--max N]   # dead letters back to their stage queue
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from chalicelib.keys import (
    DOCUMENT_FILES,
    DOCUMENTS_FILE,
    ERROR_FILE,
    REPORT_JSON,
    REPORT_MD,
    REPORT_PDF,
    build_upload_key,
    new_session_id,
)
from chalicelib.messages import language_of, plural, text
from chalicelib.models import DocumentsManifest, ErrorNotice, Report
from chalicelib.observability import logger
from chalicelib.ports import AnalysisStatus, ProgressSink, ProgressSnapshot
from chalicelib.settings import Settings, get_settings
from chalicelib.topology import BucketRole, Stage

if TYPE_CHECKING:
    from chalicelib.local.embedded import LocalBus

CLI_OWNER = "cli-local"
ACCEPTED_FORMATS = """accepted formats:
  PDF          with a text layer, scanned (OCR, rus+eng) or mixed
  images       JPEG, PNG, TIFF (multi-page), GIF: photos and scans of the contract (OCR)
  DOCX, RTF    Word and rich-text documents (legacy .doc: save as DOCX first)
  TXT, MD      plain text or Markdown in UTF-8/16/32, CP1251, KOI8-R or CP866
  link         a file holding a Google Docs link (docs.google.com/document/d/…), shared for reading
limits: size (MAX_FILE_BYTES), pages (MAX_PAGES), OCR pages (MAX_OCR_PAGES), characters of text inputs
(MAX_TEXT_CHARS)."""
EXIT_REJECTED = 2
EXIT_TIMEOUT = 3
EXIT_CONFIGURATION = 4
EXIT_UNREACHABLE = 5
EXIT_TRANSIENT = 6


def main(argv: Sequence[str] | None = None) -> int:
    """The console script (``argv`` None) exits as soon as its output is flushed: tearing down the
    interpreter and the in-process moto (a third of a short run) does nothing for the user.

    Log lines (the functions', the libraries') reach stderr only with ``--verbose``: without it a user reads
    the command's own output and one line per problem.
    """
    parser = _parser()
    args = parser.parse_args(argv)
    with _logs_shown(bool(getattr(args, "verbose", False))):
        code = _run(args)
    if argv is None:
        _flush_or_drop_output()
        os._exit(code)
    return code


def _run(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from chalicelib.adapters.ssm_parameters import fetch_ssm_parameters
    from chalicelib.secret_parameters import use_parameter_store

    use_parameter_store(fetch_ssm_parameters)  # SECRETS_SSM_PATH works for the CLI too
    try:
        return int(args.func(args))
    except BrokenPipeError:  # `contract-check extract FILE | head`: the reader has all it wanted
        _flush_or_drop_output()
        return 0
    except ValidationError as problem:
        # One line per refused setting, never its value (it may hold a password or a token).
        for error in problem.errors(include_input=False):
            where = ".".join(str(part) for part in error["loc"]) or "settings"
            print(f"contract-check: configuration: {where.upper()} {error['msg']}", file=sys.stderr)
        return EXIT_CONFIGURATION
    except Exception as failure:
        problem_line = unreachable_service(failure, get_settings())
        if problem_line is None:
            raise
        print(f"contract-check: {problem_line}", file=sys.stderr)
        return EXIT_UNREACHABLE


@contextmanager
def _logs_shown(verbose: bool) -> Iterator[None]:
    """INFO and up with ``verbose``; otherwise no log line at all (restored afterwards: tests call main)."""
    import logging

    previous_disable = logging.root.manager.disable
    previous_level = logger.log_level
    logger.setLevel("INFO" if verbose else "WARNING")
    if not verbose:
        logging.disable(logging.CRITICAL)
    try:
        yield
    finally:
        logging.disable(previous_disable)
        logger.setLevel(previous_level)


def _flush_or_drop_output() -> None:
    """Flush stdout; when its reader has gone (a closed pipe), point it at /dev/null so that the
    interpreter's own flush at exit cannot print a BrokenPipeError either."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    sys.stderr.flush()


def unreachable_service(failure: BaseException, settings: Settings) -> str | None:
    """One line for "a service this command needs is not running", or None for any other failure."""
    from botocore.exceptions import EndpointConnectionError, NoCredentialsError, NoRegionError
    from redis.exceptions import ConnectionError as RedisConnectionError

    if isinstance(failure, NoCredentialsError):
        local = " (a local endpoint takes any values, e.g. test/test)" if settings.aws_endpoint_url else ""
        return "no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE)" + local
    if isinstance(failure, NoRegionError):
        return "no AWS region: set AWS_REGION (e.g. eu-central-1)"
    if isinstance(failure, EndpointConnectionError):
        where = settings.aws_endpoint_url or "AWS"
        hint = " (start it: localstack/run.sh up, or make dev)" if settings.aws_endpoint_url else ""
        return f"cannot reach S3/SQS at {where}{hint}"
    if isinstance(failure, RedisConnectionError):
        return f"cannot reach Redis at {settings.redis_url} (start it: redis-server, or make dev)"
    return None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="contract-check", description="Contract-risk reports (Контракт-чек)."
    )
    commands = parser.add_subparsers(required=True)

    analyze = commands.add_parser(
        "analyze",
        help="analyse a contract end to end and print the report",
        description="Analyse a contract end to end (extract → prescreen → analyze → notify) and print "
        "the report. The format is recognised from the file's bytes, not its name.",
        epilog=ACCEPTED_FORMATS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    analyze.add_argument("file", type=Path, help="the contract (see the accepted formats below)")
    analyze.add_argument("--json", action="store_true", help="print report.json instead of Markdown")
    analyze.add_argument(
        "--out",
        type=Path,
        help="write the report files, the протокол разногласий, commented DOCX and .ics here",
    )
    analyze.add_argument(
        "--side",
        default="weaker",
        help="whose risks to report: a role as the contract names it (Покупатель, Licensee) or 'weaker'",
    )
    analyze.add_argument("--timeout", type=float, default=600.0, help="seconds to wait for the report")
    analyze.add_argument("--verbose", action="store_true", help="show the functions' logs on stderr")
    analyze.set_defaults(func=_analyze_command)

    extract = commands.add_parser("extract", help="print the Markdown the extract stage makes of a file")
    extract.add_argument("file", type=Path)
    extract.add_argument("--verbose", action="store_true", help="show the extraction's logs on stderr")
    extract.set_defaults(func=_extract_command)

    topology = commands.add_parser(
        "topology", help="apply the buckets/queues/notifications to AWS_ENDPOINT_URL"
    )
    topology.add_argument("action", choices=["apply"])
    topology.set_defaults(func=_topology_command)

    dispatch = commands.add_parser(
        "dispatch", help="drain the stage queues of AWS_ENDPOINT_URL into the handlers"
    )
    dispatch.add_argument(
        "--minio-webhook", type=int, metavar="PORT", help="also accept MinIO webhook events"
    )
    dispatch.add_argument("--verbose", action="store_true")
    dispatch.set_defaults(func=_dispatch_command)

    serve = commands.add_parser(
        "serve", help="the whole system in one process: routes, every queue, the sweeper"
    )
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--verbose", action="store_true")
    serve.add_argument(
        "--s3-port",
        type=int,
        metavar="PORT",
        help="without AWS_ENDPOINT_URL: expose S3/SQS on this port (aws CLI, presigned URLs)",
    )
    serve.set_defaults(func=_serve_command)

    set_webhook = commands.add_parser(
        "set-webhook", help="register URL as the bot's webhook (with the secret) and its command list"
    )
    set_webhook.add_argument("url")
    set_webhook.set_defaults(func=_set_webhook_command)

    chat = commands.add_parser("chat", help="talk to the bot in the terminal (serve + a fake Telegram)")
    chat.add_argument("--user-id", type=int, default=100001, help="the Telegram id you chat as")
    chat.add_argument("--verbose", action="store_true")
    chat.set_defaults(func=_chat_command)

    from chalicelib.partners.cli import register as register_partner_commands

    register_partner_commands(commands)
    _add_operator_commands(commands)
    return parser


def _add_operator_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    status = commands.add_parser(
        "status",
        help="where a session is: stage, progress, error, delivery (on AWS or AWS_ENDPOINT_URL + REDIS_URL)",
    )
    status.add_argument(
        "session_id", metavar="SESSION", help="a session id, or the upload key a partner wrote"
    )
    status.add_argument("--owner", help="tg-<id> or partners/<id>: look under that prefix only (faster)")
    status.add_argument("--json", action="store_true")
    status.set_defaults(func=_operator_command(_status_command))

    replay = commands.add_parser(
        "replay-dead-letters", help="move a stage's dead-letter messages back to its queue for a retry"
    )
    replay.add_argument("stage", metavar="STAGE", choices=[stage.value for stage in Stage])
    replay.add_argument("--dry-run", action="store_true", help="count them, move nothing")
    replay.add_argument("--max", type=int, default=1000, help="at most this many messages")
    replay.set_defaults(func=_operator_command(_replay_command))


def _analyze_command(args: argparse.Namespace) -> int:
    path: Path = args.file
    if not path.is_file():
        print(text("ru", "cli.file_not_found", path=path), file=sys.stderr)
        return EXIT_REJECTED
    with tempfile.TemporaryDirectory(prefix="contract-check-") as outbox:
        settings = get_settings().model_copy(update={"local_outbox_dir": Path(outbox)})
        delivered = analyze_file(path, settings, timeout_seconds=args.timeout, side=args.side)
        if delivered is None:
            waited = plural("ru", "unit.seconds", round(args.timeout))
            print(text("ru", "cli.timeout", duration=waited), file=sys.stderr)
            return EXIT_TIMEOUT
        if args.out:
            _write_out(delivered, args.out)
        return _print_outcome(delivered, as_json=args.json)


def _write_out(delivered: Path, out: Path) -> None:
    """The report files under their own names; the протокол, commented DOCX and .ics named after the
    contract (as documents.json names them), so a folder of several contracts keeps them apart."""
    out.mkdir(parents=True, exist_ok=True)
    for stale in (REPORT_JSON, REPORT_MD, REPORT_PDF, ERROR_FILE, DOCUMENTS_FILE):
        (out / stale).unlink(missing_ok=True)
    names: dict[str, str] = {}
    manifest = delivered / DOCUMENTS_FILE
    if manifest.exists():
        names = {f.key: f.name for f in DocumentsManifest.model_validate_json(manifest.read_bytes()).files}
    for produced in delivered.iterdir():
        if produced.name.startswith("."):
            continue
        shutil.copy2(produced, out / names.get(produced.name, produced.name))


def analyze_file(
    path: Path, settings: Settings, *, timeout_seconds: float = 600.0, side: str = "weaker"
) -> Path | None:
    """Put ``path`` into the upload bucket as the CLI channel and run the bus until notify delivers.

    ``side`` travels as upload metadata (percent-encoded: S3 metadata is ASCII) to the analyze stage.

    Returns the outbox folder holding the delivered files, or None on timeout.
    """
    with _bus(settings) as bus:
        session_id = new_session_id()
        upload = build_upload_key(CLI_OWNER, session_id, path.name)
        bus.deps.storage.put(
            bus.deps.bucket(BucketRole.UPLOADS),
            upload.key,
            path.read_bytes(),
            metadata={
                "channel": "cli",
                "filename": upload.filename,
                "accepted-at": f"{time.time():.3f}",
                "side": quote(side),
            },
        )
        delivered = settings.local_outbox_dir / session_id
        bar = _ProgressBar()
        bus.deps.progress = _ObservedProgress(bus.deps.progress, session_id, bar)

        def done() -> bool:
            return (delivered / REPORT_JSON).exists() or (delivered / ERROR_FILE).exists()

        finished = bus.dispatcher.run_until(done, timeout_seconds=timeout_seconds)
        bar.close()
        return delivered if finished else None


@contextmanager
def _bus(settings: Settings) -> Iterator[LocalBus]:
    from chalicelib.local.embedded import embedded_bus, start_bus

    if settings.aws_endpoint_url:
        yield start_bus(settings)
    else:
        with embedded_bus(settings) as bus:
            yield bus


def _print_outcome(delivered: Path, *, as_json: bool) -> int:
    error_file = delivered / ERROR_FILE
    if error_file.exists():
        notice = ErrorNotice.model_validate_json(error_file.read_bytes())
        if as_json:
            print(error_file.read_text(encoding="utf-8"))
        print(
            text(notice.language, "cli.error", reason=notice.reason, message=notice.message), file=sys.stderr
        )
        return EXIT_REJECTED
    if as_json:
        print((delivered / REPORT_JSON).read_text(encoding="utf-8"))
    else:
        print((delivered / REPORT_MD).read_text(encoding="utf-8"))
        report = Report.model_validate_json((delivered / REPORT_JSON).read_bytes())
        pdf = " + report.pdf" if (delivered / REPORT_PDF).exists() else ""
        extra = "".join(f" + {p.name}" for p in sorted(delivered.iterdir()) if p.name in DOCUMENT_FILES)
        print(f"[{report.session_id}: report.json + report.md{pdf}{extra}]", file=sys.stderr)
    return 0


class _ObservedProgress:
    """The bus's progress port, also drawing the bar on every update the handlers make (a handler makes
    several: polling between messages would jump from CHUNKING to GENERATING_REPORT)."""

    def __init__(self, inner: ProgressSink, session_id: str, bar: _ProgressBar) -> None:
        self._inner = inner
        self._session_id = session_id
        self._bar = bar

    def update(
        self, session_id: str, status: AnalysisStatus, started_at: float | None, language: str | None = None
    ) -> None:
        self._inner.update(session_id, status, started_at, language)
        if session_id == self._session_id:
            self._bar.show(self._inner.read(session_id))

    def read(self, session_id: str) -> ProgressSnapshot | None:
        return self._inner.read(session_id)


class _ProgressBar:
    """One line on a terminal (redrawn in place); stage changes line by line otherwise."""

    WIDTH = 30

    def __init__(self) -> None:
        self._last: AnalysisStatus | None = None
        self._tty = sys.stderr.isatty()

    def show(self, snapshot: ProgressSnapshot | None) -> None:
        if snapshot is None or snapshot.status == self._last:
            return
        self._last = snapshot.status
        filled = self.WIDTH * snapshot.percent // 100
        line = f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {snapshot.percent:3d}% {snapshot.status.value}"
        print(
            f"\r{line:<60}" if self._tty else line, end="" if self._tty else "\n", file=sys.stderr, flush=True
        )

    def close(self) -> None:
        if self._tty and self._last is not None:
            print(file=sys.stderr)


def _extract_command(args: argparse.Namespace) -> int:
    from chalicelib.errors import DocumentRejected, TransientFailure
    from chalicelib.extraction import extract_document

    settings = get_settings()
    try:
        document = extract_document(args.file.read_bytes(), args.file.name, settings.extraction)
    except DocumentRejected as rejection:
        lang = language_of(rejection.language)
        message = rejection.message_en if lang == "en" else rejection.message_ru
        print(text(lang, "cli.error", reason=rejection.reason, message=message), file=sys.stderr)
        return EXIT_REJECTED
    except TransientFailure as failure:  # e.g. a Google Docs link with the network down
        print(text("ru", "cli.transient", problem=failure), file=sys.stderr)
        return EXIT_TRANSIENT
    print(document.markdown)
    summary = {
        "pages": document.pages,
        "ocr_pages": document.ocr_pages,
        "ocr_confidence": document.ocr_confidence,
        "language": document.language,
    }
    print(json.dumps(summary, ensure_ascii=False), file=sys.stderr)
    return 0


def _topology_command(args: argparse.Namespace) -> int:
    from chalicelib.local.topology_cli import apply_to_endpoint

    applied = apply_to_endpoint(get_settings())
    print(json.dumps(applied.queue_urls, indent=2))
    return 0


def _dispatch_command(args: argparse.Namespace) -> int:
    from chalicelib.local.dev_loop import run_dev_loop

    run_dev_loop(get_settings(), minio_webhook_port=args.minio_webhook)
    return 0


def _serve_command(args: argparse.Namespace) -> int:
    from chalicelib.local.serve import serve

    return serve(get_settings(), host=args.host, port=args.port, s3_port=args.s3_port)


def _set_webhook_command(args: argparse.Namespace) -> int:
    import asyncio

    from chalicelib.adapters.telegram_ptb import register_webhook

    settings = get_settings()
    if settings.telegram_bot_token is None:
        print(text("ru", "cli.bot_token_missing"), file=sys.stderr)
        return EXIT_REJECTED
    try:
        asyncio.run(register_webhook(settings, args.url))
    except ValueError as problem:
        print(str(problem), file=sys.stderr)
        return EXIT_REJECTED
    print(f"webhook set: {args.url}")
    return 0


def _chat_command(args: argparse.Namespace) -> int:
    from chalicelib.local.chat import run_chat

    return run_chat(get_settings(), user_id=args.user_id)


def _operator_command(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Operator commands talk to AWS (or AWS_ENDPOINT_URL): one line, not a traceback, when they cannot."""

    def guarded(args: argparse.Namespace) -> int:
        from botocore.exceptions import BotoCoreError, ClientError

        try:
            return run(args)
        except (BotoCoreError, ClientError) as problem:
            print(f"contract-check: AWS: {type(problem).__name__}: {problem}", file=sys.stderr)
            return EXIT_CONFIGURATION

    return guarded


def _status_command(args: argparse.Namespace) -> int:
    from chalicelib.bootstrap import build_deps
    from chalicelib.pipeline.status import format_status, place_of_upload, session_status

    deps = build_deps(get_settings())
    place = place_of_upload(args.session_id) if "/" in args.session_id else None
    if place is not None:
        status = session_status(deps, place.session_id, owner=place.owner, folder=place.folder)
    else:
        status = session_status(deps, args.session_id, owner=args.owner)
    if status is None:
        print(text("ru", "cli.session_not_found", session_id=args.session_id), file=sys.stderr)
        return EXIT_REJECTED
    print(json.dumps(status.as_dict(), ensure_ascii=False, indent=2) if args.json else format_status(status))
    return 0


def _replay_command(args: argparse.Namespace) -> int:
    from chalicelib.adapters.dead_letters import replay_dead_letters
    from chalicelib.adapters.s3_storage import make_sqs_client
    from chalicelib.topology import Topology

    settings = get_settings()
    stage = Stage(args.stage)
    replayed = replay_dead_letters(
        make_sqs_client(settings), Topology(settings), stage, limit=args.max, dry_run=args.dry_run
    )
    verb = "would move" if replayed.dry_run else "moved"
    print(f"{verb} {replayed.moved} dead letter(s) of {stage.value} back to its queue")
    return 0


if __name__ == "__main__":
    sys.exit(main())
