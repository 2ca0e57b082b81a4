"""What a deployed function reads from its environment at start: SSM secrets, Redis, the Tesseract layer."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import boto3
import pytest
from moto import mock_aws

from chalicelib.adapters.redis_state import connect_redis_roles
from chalicelib.adapters.ssm_parameters import (
    SecretsUnavailable,
    fetch_ssm_parameters,
    forget_fetched_parameters,
)
from chalicelib.errors import ConfigurationError
from chalicelib.prerequisites import require_tesseract, tesseract_problem
from chalicelib.secret_parameters import use_parameter_store
from chalicelib.settings import Settings

PATH = "/contract-check/test"


@pytest.fixture(autouse=True)
def parameter_store() -> Iterator[None]:
    use_parameter_store(fetch_ssm_parameters)  # as app.py and the CLI do
    yield
    use_parameter_store(None)


@pytest.fixture
def ssm(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    for name in ("REDIS_URL", "TELEGRAM_BOT_TOKEN", "AWS_ENDPOINT_URL", "AWS_PROFILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-central-1")
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    forget_fetched_parameters()
    with mock_aws():
        client = boto3.client("ssm", region_name="eu-central-1")
        client.put_parameter(Name=f"{PATH}/REDIS_URL", Value="rediss://cache:6379/0", Type="SecureString")
        client.put_parameter(Name=f"{PATH}/TELEGRAM_BOT_TOKEN", Value="123:abc", Type="SecureString")
        client.put_parameter(Name=f"{PATH}/UNRELATED", Value="x", Type="String")
        client.put_parameter(Name=f"{PATH}/nested/REDIS_URL", Value="redis://wrong", Type="String")
        yield client
    forget_fetched_parameters()


def test_secrets_come_from_the_parameter_path(ssm: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SECRETS_SSM_PATH", PATH)
    settings = Settings(_env_file=None)
    assert settings.redis_url == "rediss://cache:6379/0"
    assert settings.telegram_bot_token is not None
    assert settings.telegram_bot_token.get_secret_value() == "123:abc"
    assert settings.secrets_ssm_path == PATH


def test_parameters_are_read_once_per_container(ssm: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SECRETS_SSM_PATH", PATH)
    Settings(_env_file=None)
    boto3.client("ssm", region_name="eu-central-1").delete_parameter(Name=f"{PATH}/REDIS_URL")
    assert Settings(_env_file=None).redis_url == "rediss://cache:6379/0", "served from the cache"


def test_the_environment_wins_over_a_parameter(ssm: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SECRETS_SSM_PATH", PATH)
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/5")
    assert Settings(_env_file=None).redis_url == "redis://127.0.0.1:6379/5"


def test_without_a_path_nothing_is_fetched(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SECRETS_SSM_PATH", raising=False)
    monkeypatch.delenv("REDIS_URL", raising=False)
    forget_fetched_parameters()
    assert Settings(_env_file=None).redis_url is None  # no AWS call: there are no credentials here


def test_an_unreadable_path_is_a_clear_startup_error(monkeypatch: pytest.MonkeyPatch) -> None:
    forget_fetched_parameters()
    monkeypatch.setenv("SECRETS_SSM_PATH", PATH)
    monkeypatch.setenv("AWS_ENDPOINT_URL", "http://127.0.0.1:9")  # nothing listens on the discard port
    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-central-1")
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_MAX_ATTEMPTS", "1")
    with pytest.raises(SecretsUnavailable, match="ssm:GetParametersByPath"):
        Settings(_env_file=None)
    forget_fetched_parameters()


def test_a_path_without_a_store_is_a_configuration_error(monkeypatch: pytest.MonkeyPatch) -> None:
    use_parameter_store(None)
    monkeypatch.setenv("SECRETS_SSM_PATH", PATH)
    with pytest.raises(ConfigurationError, match="no parameter store"):
        Settings(_env_file=None)


def test_on_lambda_a_missing_redis_url_refuses_to_start(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_LAMBDA_FUNCTION_NAME", "contract-check-dev-notify")
    with pytest.raises(ConfigurationError, match="REDIS_URL is not set"):
        connect_redis_roles(Settings(_env_file=None, redis_url=None))


def test_off_lambda_the_in_process_redis_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("AWS_LAMBDA_FUNCTION_NAME", raising=False)
    roles = connect_redis_roles(Settings(_env_file=None, redis_url=None))
    assert roles.cache.ping()


def test_ocr_without_tesseract_names_the_fix(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from chalicelib import prerequisites

    monkeypatch.setattr(prerequisites, "_working", set())  # a fresh container
    monkeypatch.setenv("PATH", str(tmp_path))  # no tesseract here
    with pytest.raises(ConfigurationError, match="TesseractLayerArn") as raised:
        require_tesseract("rus+eng")
    assert "apt-get install tesseract-ocr" in str(raised.value)


def test_missing_language_data_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    if tesseract_problem("eng") is not None:
        pytest.skip("tesseract with eng is not installed here")
    monkeypatch.setenv("TESSDATA_PREFIX", str(tmp_path))  # an empty tessdata folder
    problem = tesseract_problem("rus+eng")
    assert problem is not None and "rus+eng" in problem and str(tmp_path) in problem
    assert os.environ["TESSDATA_PREFIX"] == str(tmp_path)


def test_cli_says_in_one_line_that_the_endpoint_is_down(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from chalicelib.cli import EXIT_UNREACHABLE, main
    from chalicelib.settings import reset_settings_cache

    for name, value in {
        "AWS_ENDPOINT_URL": "http://127.0.0.1:9",
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": "us-east-1",
        "AWS_MAX_ATTEMPTS": "1",
    }.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("SECRETS_SSM_PATH", raising=False)
    reset_settings_cache()
    try:
        assert main(["topology", "apply"]) == EXIT_UNREACHABLE
    finally:
        reset_settings_cache()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot reach S3/SQS at http://127.0.0.1:9" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("script", ["dev.sh", "localstack_e2e.sh", "build_tesseract_layer.sh"])
def test_dev_scripts_parse_and_are_executable(script: str) -> None:
    import subprocess

    path = Path(__file__).resolve().parents[2] / "scripts" / script
    assert path.stat().st_mode & 0o111
    subprocess.run(["bash", "-n", str(path)], check=True)
