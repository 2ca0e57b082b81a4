"""A private Redis db per test run, leased so that runs sharing a machine never touch each other's keys.

Several runs may share one Redis server (work trees side by side, a benchmark beside the suite, the
LocalStack end-to-end script). Each run leases one db index: ``SET contract-check:test-lease:<db> <token>
NX EX`` in db 0 (the register; tests never use it), trying the indexes in turn. Only the holder writes to
its db, so the leased db holds the run's own keys alone and cleaning it between tests touches nothing
else. The lease expires by itself if a run dies.

``python tests/redis_lease.py acquire [--ttl S]`` prints ``URL TOKEN`` for a shell script;
``python tests/redis_lease.py release URL TOKEN`` gives it back.
"""

from __future__ import annotations

import argparse
import os
import secrets
import socket
import sys
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

import redis

LEASE_KEY = "contract-check:test-lease:{db}"
REGISTER_DB = 0
SERVER = "redis://127.0.0.1:6379"
# db 0-2 are the dev defaults (sessions, limits, cache); 15 first, as before leases existed.
CANDIDATE_DBS = (15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3)
LEASE_TTL_SECONDS = 3 * 3600

_RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0"
_REFRESH = (
    "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('EXPIRE', KEYS[1], ARGV[2]) end return 0"
)


class LeaseUnavailable(RuntimeError):
    """Every candidate db is held by another run, or the db asked for is."""


def _register(url: str) -> tuple[redis.Redis, str]:
    """The register's client (db 0 of the same server) and the lease key of ``url``'s db."""
    parts = urlsplit(url)
    db = int(parts.path.strip("/") or 0)
    register = redis.Redis.from_url(urlunsplit(parts._replace(path=f"/{REGISTER_DB}")), decode_responses=True)
    return register, LEASE_KEY.format(db=db)


@dataclass(frozen=True)
class Lease:
    url: str
    token: str

    def client(self) -> redis.Redis:
        return redis.Redis.from_url(self.url, decode_responses=True)

    def refresh(self, ttl_seconds: int = LEASE_TTL_SECONDS) -> bool:
        register, key = _register(self.url)
        with register:
            return bool(register.eval(_REFRESH, 1, key, self.token, ttl_seconds))

    def release(self) -> None:
        register, key = _register(self.url)
        with register:
            register.eval(_RELEASE, 1, key, self.token)

    def clean(self) -> int:
        """Delete every key of the leased db: all of them are this run's."""
        deleted = 0
        with self.client() as client:
            batch: list[str] = []
            for key in client.scan_iter(count=500):
                batch.append(key)
                if len(batch) >= 500:
                    deleted += client.unlink(*batch)
                    batch.clear()
            if batch:
                deleted += client.unlink(*batch)
        return deleted


def _holder() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(8)}"


def acquire(explicit_url: str | None = None, ttl_seconds: int = LEASE_TTL_SECONDS) -> Lease:
    """Lease ``explicit_url``'s db, or the first free candidate db of the local server."""
    urls = [explicit_url] if explicit_url else [f"{SERVER}/{db}" for db in CANDIDATE_DBS]
    token = _holder()
    for url in urls:
        register, key = _register(url)
        with register:
            if register.set(key, token, nx=True, ex=ttl_seconds):
                return Lease(url, token)
    held = ", ".join(urls)
    raise LeaseUnavailable(f"every test db is leased by another run ({held}); wait, or set a free one")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="command", required=True)
    take = sub.add_parser("acquire")
    take.add_argument("--url", default=None)
    take.add_argument("--ttl", type=int, default=LEASE_TTL_SECONDS)
    give = sub.add_parser("release")
    give.add_argument("url")
    give.add_argument("token")
    args = parser.parse_args(argv)
    if args.command == "acquire":
        try:
            lease = acquire(args.url, args.ttl)
        except LeaseUnavailable as refused:
            print(refused, file=sys.stderr)
            return 1
        print(lease.url, lease.token)
        return 0
    lease = Lease(args.url, args.token)
    lease.clean()
    lease.release()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
