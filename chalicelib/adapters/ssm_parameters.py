"""SSM Parameter Store as the settings' secret store (see chalicelib/secret_parameters.py).

Parameters directly under a path are fetched with one paginated ``GetParametersByPath`` (decrypted) and
kept for the life of the process: a Lambda container reads its secrets once. boto3 is imported on the
first read, not with the module: ``app.py`` plugs this store in at import, and a function without
``SECRETS_SSM_PATH`` (tests, the bench, a local run) never needs it.
"""

from __future__ import annotations

from chalicelib.errors import ConfigurationError

_fetched: dict[str, dict[str, str]] = {}


class SecretsUnavailable(ConfigurationError):
    """The parameter path is configured but cannot be read: the function must not start half-configured."""


def fetch_ssm_parameters(path: str) -> dict[str, str]:
    """``{NAME: value}`` of the parameters directly under ``path``; cached per process."""
    if path not in _fetched:
        import boto3
        from botocore.exceptions import BotoCoreError, ClientError

        client = boto3.client("ssm")
        values: dict[str, str] = {}
        try:
            for page in client.get_paginator("get_parameters_by_path").paginate(
                Path=path, Recursive=False, WithDecryption=True
            ):
                for parameter in page["Parameters"]:
                    values[parameter["Name"].rsplit("/", 1)[-1]] = parameter["Value"]
        except (BotoCoreError, ClientError) as failure:
            raise SecretsUnavailable(
                f"cannot read SSM parameters under {path} ({type(failure).__name__}): check the path and "
                "that the function's role may call ssm:GetParametersByPath on it"
            ) from failure
        _fetched[path] = values
    return _fetched[path]


def forget_fetched_parameters() -> None:
    """The next settings object reads the parameter store again (tests; after a SnapStart restore)."""
    _fetched.clear()
