#!/usr/bin/env bash
# Docker-less LocalStack for the dev loop (ARCHITECTURE §7): S3, SQS and S3→SQS notifications on
# 127.0.0.1:4566, with the project's topology applied by the project's own code.
#
#   localstack/run.sh install   create localstack/.venv (Python 3.13) with the pinned packages
#   localstack/run.sh up        install if needed, start in the background, wait for health, apply topology
#   localstack/run.sh apply     (re)apply the topology only (idempotent)
#   localstack/run.sh status    health JSON and RSS of the running process
#   localstack/run.sh logs      tail the LocalStack log
#   localstack/run.sh down      stop the process started by `up` (by its recorded pid, nothing else)
#
# Why these pins (PITFALLS "LocalStack without Docker"): localstack-core 2026.3.0 needs Python >= 3.12;
# newer cbor2/pyopenssl/cryptography break its runtime; the `localstack` CLI and the Docker image now want
# LOCALSTACK_AUTH_TOKEN, the bare runtime (`python -m localstack.runtime.main`) does not.
# Lambda is not available here (needs Docker): the dispatcher (`contract-check dispatch`) plays its part.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
VENV="$HERE/.venv"
STATE="${LOCALSTACK_STATE_DIR:-$HERE/.state}"     # FILESYSTEM_ROOT, log and pid file (gitignored)
PORT="${LOCALSTACK_PORT:-4566}"
ENDPOINT="http://127.0.0.1:$PORT"
PIDFILE="$STATE/localstack.pid"
LOGFILE="$STATE/localstack.log"
PROJECT_PY="${PROJECT_PYTHON:-$ROOT/.venv/bin/python}"
PACKAGES=('localstack-core[runtime]==2026.3.0' 'cbor2<6' 'pyopenssl<25' 'cryptography<45' 'service_identity')

find_python313() {
  if [[ -n "${PYTHON313:-}" ]]; then echo "$PYTHON313"; return; fi
  if command -v pyenv >/dev/null 2>&1; then
    local candidate
    candidate="$(pyenv root)/versions/3.13.0/bin/python"
    if [[ -x "$candidate" ]]; then echo "$candidate"; return; fi
  fi
  if command -v python3.13 >/dev/null 2>&1; then command -v python3.13; return; fi
  echo "run.sh: Python 3.13 not found (set PYTHON313=/path/to/python3.13)" >&2
  exit 1
}

cmd_install() {
  # A stamp with the pin list makes `up` reinstall when the pins in this script change.
  local stamp="$VENV/.pins" wanted
  wanted="$(printf '%s\n' "${PACKAGES[@]}")"
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$wanted" ]]; then return; fi
  local py; py="$(find_python313)"
  echo "run.sh: creating $VENV with $("$py" --version)"
  local started=$SECONDS
  "$py" -m venv "$VENV"
  "$VENV/bin/python" -m pip install --quiet --upgrade pip
  "$VENV/bin/python" -m pip install --quiet "${PACKAGES[@]}"
  printf '%s\n' "$wanted" >"$stamp"
  echo "run.sh: installed in $((SECONDS - started)) s"
}

is_running() {
  [[ -f "$PIDFILE" ]] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null
}

healthy() {
  curl -fsS "$ENDPOINT/_localstack/health" >/dev/null 2>&1
}

cmd_start() {
  if is_running; then echo "run.sh: already running (pid $(cat "$PIDFILE"))"; return; fi
  if healthy; then echo "run.sh: something already answers on $ENDPOINT; not starting another" >&2; exit 1; fi
  mkdir -p "$STATE/fs"
  local started
  started=$(date +%s.%N)
  # LOCALSTACK_HOST + SQS_ENDPOINT_STRATEGY=path: queue URLs come back as http://127.0.0.1:PORT/queue/...,
  # which any client resolves offline (the default host, localhost.localstack.cloud, needs public DNS).
  # setsid: its own process group, so `down` can stop LocalStack and its children and nothing else.
  OVERRIDE_IN_DOCKER=0 \
  FILESYSTEM_ROOT="$STATE/fs" \
  GATEWAY_LISTEN="127.0.0.1:$PORT" \
  SKIP_SSL_CERT_DOWNLOAD=1 \
  DISABLE_EVENTS=1 \
  LOCALSTACK_HOST="127.0.0.1:$PORT" \
  SQS_ENDPOINT_STRATEGY=path \
    setsid "$VENV/bin/python" -m localstack.runtime.main >"$LOGFILE" 2>&1 &
  echo $! >"$PIDFILE"
  for _ in $(seq 1 240); do
    if healthy; then
      echo "run.sh: LocalStack healthy on $ENDPOINT after $(echo "$(date +%s.%N) - $started" | bc) s (pid $(cat "$PIDFILE"))"
      return
    fi
    if ! is_running; then echo "run.sh: LocalStack exited; see $LOGFILE" >&2; tail -n 30 "$LOGFILE" >&2; exit 1; fi
    sleep 0.25
  done
  echo "run.sh: no health after 60 s; see $LOGFILE" >&2
  exit 1
}

cmd_apply() {
  # The project's own code creates buckets, lifecycle, queues, DLQs, queue policies and notifications,
  # so LocalStack gets exactly the topology table (chalicelib/topology.py) and nothing hand-copied.
  (cd "$ROOT" && \
    AWS_ENDPOINT_URL="$ENDPOINT" AWS_ACCESS_KEY_ID="${AWS_ACCESS_KEY_ID:-test}" \
    AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY:-test}" AWS_DEFAULT_REGION="${AWS_DEFAULT_REGION:-us-east-1}" \
    "$PROJECT_PY" -m chalicelib.local.topology_cli apply)
}

cmd_status() {
  if ! is_running; then echo "run.sh: not running"; return 1; fi
  curl -fsS "$ENDPOINT/_localstack/health"; echo
  # RSS of the whole process group (runtime plus any helper processes), in MB.
  ps -o rss= -g "$(cat "$PIDFILE")" | awk '{s+=$1} END {printf "RSS: %.0f MB\n", s/1024}'
}

cmd_down() {
  if ! is_running; then echo "run.sh: not running"; rm -f "$PIDFILE"; return; fi
  local pid; pid="$(cat "$PIDFILE")"
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid"
  for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
  if kill -0 "$pid" 2>/dev/null; then kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid"; fi
  rm -f "$PIDFILE"
  echo "run.sh: stopped (pid $pid)"
}

case "${1:-up}" in
  install) cmd_install ;;
  up) cmd_install; cmd_start; cmd_apply ;;
  start) cmd_install; cmd_start ;;
  apply) cmd_apply ;;
  status) cmd_status ;;
  logs) tail -n "${2:-100}" -f "$LOGFILE" ;;
  down | stop) cmd_down ;;
  *) echo "usage: $0 [install|up|start|apply|status|logs|down]" >&2; exit 2 ;;
esac
