#!/usr/bin/env bash
# `make dev`: the whole system locally against LocalStack (no Docker) and a real Redis, in one terminal.
#
# Starts what is missing: LocalStack on 127.0.0.1:4566 (installed on first use by localstack/run.sh) and
# redis-server on 127.0.0.1:6379; reuses whatever already answers. Applies the topology, then runs
# `contract-check serve` (webhook and partner routes on DEV_PORT, default 8000, plus every queue and the
# sweeper). Ctrl-C stops serve and everything this script started (by recorded pid), nothing else.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="$ROOT/.venv/bin"
LOCALSTACK_PORT="${LOCALSTACK_PORT:-4566}"
ENDPOINT="http://127.0.0.1:$LOCALSTACK_PORT"
REDIS_PORT="${DEV_REDIS_PORT:-6379}"
DEV_PORT="${DEV_PORT:-8000}"
STARTED_LOCALSTACK=0
REDIS_PID=""

export AWS_ENDPOINT_URL="$ENDPOINT" AWS_DEFAULT_REGION="${AWS_DEFAULT_REGION:-us-east-1}"
export AWS_ACCESS_KEY_ID="${AWS_ACCESS_KEY_ID:-test}" AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY:-test}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:$REDIS_PORT}" LOCALSTACK_PORT
export PARTNERS_FILE="${PARTNERS_FILE:-$ROOT/out/dev/partners.json}"   # local partner registry
unset SECRETS_SSM_PATH

say() { echo "make dev: $*" >&2; }

stop_started() {
  if [[ -n "$REDIS_PID" ]] && kill -0 "$REDIS_PID" 2>/dev/null; then
    kill -TERM "$REDIS_PID" && say "stopped the redis-server it started (pid $REDIS_PID)"
  fi
  if [[ $STARTED_LOCALSTACK -eq 1 ]]; then "$ROOT/localstack/run.sh" down >&2 || true; fi
}
trap stop_started EXIT
trap 'exit 130' INT TERM

redis_answers() { "$BIN/python" -c "import redis,sys; redis.Redis.from_url('$REDIS_URL', socket_connect_timeout=1).ping()" 2>/dev/null; }

if redis_answers; then
  say "using the Redis at $REDIS_URL"
elif command -v redis-server >/dev/null 2>&1; then
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly no >/dev/null &
  REDIS_PID=$!
  for _ in $(seq 1 50); do redis_answers && break; sleep 0.1; done
  redis_answers || { say "redis-server did not answer on port $REDIS_PORT"; exit 1; }
  say "started redis-server on 127.0.0.1:$REDIS_PORT (pid $REDIS_PID)"
else
  say "no Redis answers at $REDIS_URL and redis-server is not installed (apt-get install redis-server)"
  exit 1
fi

if curl -fsS "$ENDPOINT/_localstack/health" >/dev/null 2>&1; then
  say "using the LocalStack at $ENDPOINT"
else
  "$ROOT/localstack/run.sh" start >&2
  STARTED_LOCALSTACK=1
fi

"$BIN/contract-check" topology apply >/dev/null
if ! "$BIN/contract-check" partners list 2>/dev/null | grep -qw demo; then
  mkdir -p "$(dirname "$PARTNERS_FILE")"
  say "registering partner 'demo' in $PARTNERS_FILE (its API key is shown once):"
  "$BIN/contract-check" partners add demo --name "Local demo" --monthly-quota 1000 >&2
fi
say "topology applied on $ENDPOINT (buckets user-uploads, extracted-text, analysis-reports)"

if "$BIN/contract-check" serve --help >/dev/null 2>&1; then
  say "contract-check serve on http://127.0.0.1:$DEV_PORT (POST /telegram/webhook); Ctrl-C stops everything"
  say "try: $BIN/aws --endpoint-url $ENDPOINT s3 cp samples/dogovor-postavki.pdf s3://user-uploads/partners/demo/contracts/"
  "$BIN/contract-check" serve --host 127.0.0.1 --port "$DEV_PORT"
else
  say "this checkout has no 'contract-check serve' yet: running the dispatcher (queues only, no routes)"
  "$BIN/contract-check" dispatch
fi
