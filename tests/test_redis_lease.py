"""Test runs sharing one Redis server never touch each other's keys: each leases its own db."""

from __future__ import annotations

import pytest
import redis
from redis_lease import Lease, LeaseUnavailable, acquire

pytestmark = pytest.mark.redis


def test_a_leased_db_is_refused_to_a_second_run_and_free_again_after_release(redis_lease: Lease) -> None:
    with pytest.raises(LeaseUnavailable):
        acquire(redis_lease.url)
    other = acquire()
    try:
        assert other.url != redis_lease.url
    finally:
        other.release()
    again = acquire(other.url)
    again.release()


def test_cleaning_keeps_the_lease_and_leaves_other_dbs_alone(redis_url: str, redis_lease: Lease) -> None:
    """The leased db holds nothing but the run's keys (the lease itself is registered in db 0)."""
    neighbour = acquire()
    try:
        with redis.Redis.from_url(redis_url) as mine, redis.Redis.from_url(neighbour.url) as theirs:
            mine.set("ours", 1, ex=60)
            theirs.set("theirs", 1, ex=60)
            assert mine.keys("*") == [b"ours"]
            assert redis_lease.clean() == 1
            assert mine.get("ours") is None and redis_lease.refresh()
            assert theirs.get("theirs") is not None
    finally:
        neighbour.clean()
        neighbour.release()


def test_a_lease_cannot_be_refreshed_or_released_by_a_run_that_does_not_hold_it(redis_lease: Lease) -> None:
    impostor = Lease(redis_lease.url, "someone-else")
    assert not impostor.refresh()
    impostor.release()
    assert redis_lease.refresh(), "the holder's lease survived the impostor's release"
