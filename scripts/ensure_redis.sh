#!/usr/bin/env bash
# Tests use the real Redis on 127.0.0.1:6379 (a private db index). Start one if none answers.
set -euo pipefail
ping() { python3 - <<'PY'
import socket, sys
try:
    with socket.create_connection(("127.0.0.1", 6379), timeout=1) as s:
        s.sendall(b"PING\r\n")
        sys.exit(0 if s.recv(16).startswith(b"+PONG") else 1)
except OSError:
    sys.exit(1)
PY
}
ping && exit 0
if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  else
    echo "no Redis answers on 127.0.0.1:6379 and redis-server is not installed" >&2
    exit 1
  fi
fi
redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
for _ in $(seq 1 50); do ping && exit 0; sleep 0.1; done
echo "redis-server did not start" >&2
exit 1
