#!/usr/bin/env bash
# `make localstack-e2e`: a real PDF uploaded with the aws CLI into LocalStack (no Docker) comes out as a
# report in analysis-reports, with the project's own runtime playing Lambda (`contract-check serve`, or
# `contract-check dispatch` where serve does not exist yet) and a real Redis.
#
# LocalStack is installed on first use (localstack/run.sh install: Python 3.13 venv, ~1 min) and runs on
# a free port and its own state directory, so a `make dev` LocalStack on 4566 and another run's e2e are left
# alone; the Redis db is leased like the test suite's (tests/redis_lease.py). Everything this script
# starts is stopped on exit, by the pids it recorded.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="$ROOT/.venv/bin"
free_port() { "$BIN/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
PORT="${E2E_LOCALSTACK_PORT:-$(free_port)}"
ENDPOINT="http://127.0.0.1:$PORT"
STATE="$(mktemp -d "${TMPDIR:-/tmp}/contract-check-e2e.XXXXXX")"
SAMPLE="${E2E_SAMPLE:-$ROOT/samples/dogovor-postavki.pdf}"
TIMEOUT="${E2E_TIMEOUT_SECONDS:-240}"
PARTNER="e2e-$(date +%s)-$$"
RUNNER_PID=""

export AWS_ENDPOINT_URL="$ENDPOINT" AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test AWS_DEFAULT_REGION=us-east-1
read -r LEASED_REDIS_URL LEASE_TOKEN < <("$BIN/python" "$ROOT/tests/redis_lease.py" acquire --ttl 1800 ${E2E_REDIS_URL:+--url "$E2E_REDIS_URL"})
[[ -n "${LEASE_TOKEN:-}" ]] || { echo "localstack-e2e: no Redis test db could be leased" >&2; exit 1; }
export REDIS_URL="$LEASED_REDIS_URL" REDIS_KEY_PREFIX="$PARTNER:"
export LOCALSTACK_PORT="$PORT" LOCALSTACK_STATE_DIR="$STATE"
export PARTNERS_FILE="$STATE/partners.json"   # the partner registry of this run (extract refuses unknown partners)
unset SECRETS_SSM_PATH PARTNERS_REGISTRY_URI
aws_() { "$BIN/aws" --endpoint-url "$ENDPOINT" "$@"; }   # aws CLI v1: pass the endpoint explicitly

cleanup() {
  local status=$?
  if [[ -n "$RUNNER_PID" ]] && kill -0 "$RUNNER_PID" 2>/dev/null; then
    kill -INT "$RUNNER_PID" 2>/dev/null || true
    for _ in $(seq 1 40); do kill -0 "$RUNNER_PID" 2>/dev/null || break; sleep 0.25; done
    kill -KILL "$RUNNER_PID" 2>/dev/null || true
  fi
  "$ROOT/localstack/run.sh" down >/dev/null 2>&1 || true
  "$BIN/python" "$ROOT/tests/redis_lease.py" release "$LEASED_REDIS_URL" "$LEASE_TOKEN" || true
  if [[ $status -ne 0 ]]; then
    echo "localstack-e2e: FAILED; runner log:" >&2; tail -n 40 "$STATE/runner.log" >&2 2>/dev/null || true
  fi
  rm -rf "$STATE"
  exit $status
}
trap cleanup EXIT INT TERM

started=$SECONDS
"$BIN/contract-check" partners add "$PARTNER" --name "LocalStack e2e" --monthly-quota 10 >/dev/null 2>&1
"$ROOT/localstack/run.sh" install
installed=$SECONDS
"$ROOT/localstack/run.sh" start

if "$BIN/contract-check" serve --help >/dev/null 2>&1; then
  RUNNER=(serve --host 127.0.0.1 --port 0)
else
  RUNNER=(dispatch)
fi
(cd "$ROOT" && exec "$BIN/contract-check" "${RUNNER[@]}") >"$STATE/runner.log" 2>&1 &
RUNNER_PID=$!

# The runner applies the topology when it starts; wait for the upload bucket's notification.
for _ in $(seq 1 120); do
  if aws_ s3api get-bucket-notification-configuration --bucket user-uploads 2>/dev/null | grep -q QueueArn; then
    break
  fi
  kill -0 "$RUNNER_PID" 2>/dev/null || { echo "localstack-e2e: contract-check ${RUNNER[0]} exited" >&2; exit 1; }
  sleep 0.5
done

uploaded=$SECONDS
aws_ s3 cp --only-show-errors "$SAMPLE" "s3://user-uploads/partners/$PARTNER/contracts/$(basename "$SAMPLE")"

report=""
deadline=$((SECONDS + TIMEOUT))
while [[ $SECONDS -lt $deadline ]]; do
  report="$(aws_ s3 ls --recursive "s3://analysis-reports/partners/$PARTNER/" | awk '{print $4}' \
    | grep -E '/(report|error)\.json$' | head -n 1 || true)"
  [[ -n "$report" ]] && break
  kill -0 "$RUNNER_PID" 2>/dev/null || { echo "localstack-e2e: contract-check ${RUNNER[0]} exited" >&2; exit 1; }
  sleep 1
done
if [[ -z "$report" ]]; then
  echo "localstack-e2e: no report under analysis-reports/partners/$PARTNER/ after ${TIMEOUT} s" >&2
  exit 1
fi
aws_ s3 cp --only-show-errors "s3://analysis-reports/$report" "$STATE/outcome.json"
"$BIN/python" - "$STATE/outcome.json" "$report" <<'PY'
import json, sys
path, key = sys.argv[1], sys.argv[2]
document = json.load(open(path, encoding="utf-8"))
if key.endswith("error.json"):
    sys.exit(f"localstack-e2e: the pipeline answered with {key}: {document.get('reason')}")
findings = document.get("findings", [])
assert document.get("session_id") and isinstance(findings, list), "report.json without session or findings"
print(f"localstack-e2e: {key}: {len(findings)} findings, contract type {document.get('prescreen', {}).get('contract_type')!r}, risk {document.get('risk_score')}")
PY
echo "localstack-e2e: OK (LocalStack install $((installed - started)) s," \
  "upload to report $((SECONDS - uploaded)) s, total $((SECONDS - started)) s, runner: ${RUNNER[0]})"
