"""Replaying a stage's dead letters on moto: back to the stage queue, a dry run moves nothing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import boto3
import pytest
from moto import mock_aws

from chalicelib.adapters.dead_letters import replay_dead_letters
from chalicelib.adapters.provisioning import apply_topology
from chalicelib.cli import main
from chalicelib.settings import Settings, reset_settings_cache
from chalicelib.topology import Stage, Topology


@pytest.fixture
def sqs(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        monkeypatch.setenv(name, "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    monkeypatch.delenv("AWS_ENDPOINT_URL", raising=False)
    reset_settings_cache()
    with mock_aws():
        client = boto3.client("sqs", region_name="us-east-1")
        s3 = boto3.client("s3", region_name="us-east-1")
        apply_topology(Topology(Settings(_env_file=None)), s3, client)
        for url in client.list_queues()["QueueUrls"]:  # S3's s3:TestEvent notifications
            client.purge_queue(QueueUrl=url)
        yield client
    reset_settings_cache()


def _url(sqs: Any, name: str) -> str:
    return str(sqs.get_queue_url(QueueName=name)["QueueUrl"])


def _bodies(sqs: Any, url: str) -> list[str]:
    response = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, VisibilityTimeout=0)
    return sorted(message["Body"] for message in response.get("Messages", []))


def test_dead_letters_go_back_to_their_stage_queue(sqs: Any) -> None:
    topology = Topology(Settings(_env_file=None))
    dead = _url(sqs, topology.dead_letter_queue_name(Stage.ANALYZE))
    for n in range(12):
        sqs.send_message(QueueUrl=dead, MessageBody=f'{{"n": {n}}}')

    assert replay_dead_letters(sqs, topology, Stage.ANALYZE, dry_run=True).moved == 12
    assert _bodies(sqs, _url(sqs, topology.queue_name(Stage.ANALYZE))) == []

    replayed = replay_dead_letters(sqs, topology, Stage.ANALYZE, limit=5)
    assert replayed.moved == 5 and not replayed.dry_run
    assert len(_bodies(sqs, _url(sqs, topology.queue_name(Stage.ANALYZE)))) == 5
    assert replay_dead_letters(sqs, topology, Stage.ANALYZE).moved == 7
    assert _bodies(sqs, dead) == []
    assert _bodies(sqs, _url(sqs, topology.queue_name(Stage.EXTRACT))) == []


def test_the_cli_replays_one_stage(sqs: Any, capsys: pytest.CaptureFixture[str]) -> None:
    topology = Topology(Settings(_env_file=None))
    sqs.send_message(QueueUrl=_url(sqs, topology.dead_letter_queue_name(Stage.NOTIFY)), MessageBody="{}")
    assert main(["replay-dead-letters", "notify", "--dry-run"]) == 0
    assert "would move 1" in capsys.readouterr().out
    assert main(["replay-dead-letters", "notify"]) == 0
    assert "moved 1" in capsys.readouterr().out
    assert _bodies(sqs, _url(sqs, topology.queue_name(Stage.NOTIFY))) == ["{}"]
    with pytest.raises(SystemExit):
        main(["replay-dead-letters", "nowhere"])


def test_without_aws_the_operator_commands_say_so_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_PROFILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent")
    monkeypatch.setenv("AWS_CONFIG_FILE", "/nonexistent")
    monkeypatch.setenv("AWS_EC2_METADATA_DISABLED", "true")
    reset_settings_cache()
    try:
        assert main(["replay-dead-letters", "extract"]) == 4
    finally:
        reset_settings_cache()
    err = capsys.readouterr().err
    assert err.startswith("contract-check: AWS: ") and "Traceback" not in err
