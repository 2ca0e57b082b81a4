"""Partner-channel adapters: registry stores (file, S3, SSM), presigned URLs and the callback HTTP client."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from chalicelib.partners.ports import CallbackResponse, RegistryStore
from chalicelib.settings import Settings

if TYPE_CHECKING:
    import httpx
    from mypy_boto3_s3 import S3Client

SSE_ALGORITHM: Literal["AES256"] = "AES256"


class FileRegistryStore:
    """``PARTNERS_FILE``: written atomically (temp file + rename), readable only by its owner."""

    def __init__(self, path: Path) -> None:
        self._path = path

    def read(self) -> bytes | None:
        return self._path.read_bytes() if self._path.exists() else None

    def write(self, document: bytes) -> None:
        self._path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=self._path.parent, prefix=".partners-")
        with os.fdopen(handle, "wb") as stream:
            stream.write(document)
        os.chmod(temporary, 0o600)
        os.replace(temporary, self._path)


class S3RegistryStore:
    def __init__(self, client: S3Client, bucket: str, key: str) -> None:
        self._s3, self._bucket, self._key = client, bucket, key

    def read(self) -> bytes | None:
        from botocore.exceptions import ClientError  # loaded with the client: no cost of its own

        try:
            return self._s3.get_object(Bucket=self._bucket, Key=self._key)["Body"].read()
        except ClientError as error:
            if str(error.response.get("Error", {}).get("Code")) in ("NoSuchKey", "404"):
                return None
            raise

    def write(self, document: bytes) -> None:
        self._s3.put_object(
            Bucket=self._bucket,
            Key=self._key,
            Body=document,
            ContentType="application/json",
            ServerSideEncryption=SSE_ALGORITHM,
        )


class SsmRegistryStore:
    """An SSM parameter (SecureString): holds the callback secrets too."""

    def __init__(self, client: Any, name: str) -> None:
        self._ssm, self._name = client, name

    def read(self) -> bytes | None:
        try:
            response = self._ssm.get_parameter(Name=self._name, WithDecryption=True)
        except self._ssm.exceptions.ParameterNotFound:
            return None
        return str(response["Parameter"]["Value"]).encode()

    def write(self, document: bytes) -> None:
        self._ssm.put_parameter(
            Name=self._name, Value=document.decode(), Type="SecureString", Overwrite=True, Tier="Advanced"
        )


def registry_store(settings: Settings) -> RegistryStore | None:
    """``PARTNERS_REGISTRY_URI`` (``s3://bucket/key`` or an SSM parameter name) beats ``PARTNERS_FILE``."""
    uri = settings.partners_registry_uri
    if uri:
        import boto3

        from chalicelib.adapters.s3_storage import make_s3_client

        if uri.startswith("s3://"):
            bucket, _, key = uri.removeprefix("s3://").partition("/")
            return S3RegistryStore(make_s3_client(settings), bucket, key)
        ssm = boto3.client("ssm", endpoint_url=settings.aws_endpoint_url, region_name=settings.aws_region)
        return SsmRegistryStore(ssm, uri)
    if settings.partners_file is not None:
        return FileRegistryStore(settings.partners_file)
    return None


class EmptyRegistryStore:
    """No registry configured: no partner is known (every drop is refused as ``unknown_partner``)."""

    def read(self) -> bytes | None:
        return None

    def write(self, document: bytes) -> None:
        raise RuntimeError("set PARTNERS_FILE or PARTNERS_REGISTRY_URI to change the partner registry")


class HttpxCallbackSender:
    """The HTTP client is made on the first callback: every function builds the partner channel, only
    notify calls a partner back."""

    def __init__(self, client: httpx.Client | None = None) -> None:
        self._client = client

    def post(self, url: str, body: bytes, headers: Mapping[str, str], timeout: float) -> CallbackResponse:
        if self._client is None:
            import httpx

            self._client = httpx.Client(follow_redirects=False)
        response = self._client.post(url, content=body, headers=dict(headers), timeout=timeout)
        return CallbackResponse(status=response.status_code)


class S3Presigner:
    def __init__(self, client: S3Client) -> None:
        self._s3 = client

    def presign_put(
        self,
        bucket: str,
        key: str,
        *,
        content_type: str,
        size: int,
        expires_in: int,
        metadata: Mapping[str, str] | None = None,
    ) -> tuple[str, dict[str, str]]:
        """Content type, length and encryption are signed: a PUT with other values is refused by S3."""
        url = self._s3.generate_presigned_url(
            "put_object",
            Params={
                "Bucket": bucket,
                "Key": key,
                "ContentType": content_type,
                "ContentLength": size,
                "ServerSideEncryption": SSE_ALGORITHM,
                **({"Metadata": dict(metadata)} if metadata else {}),
            },
            ExpiresIn=expires_in,
        )
        headers = {
            "Content-Type": content_type,
            "Content-Length": str(size),
            "x-amz-server-side-encryption": SSE_ALGORITHM,
            **{f"x-amz-meta-{name}": value for name, value in (metadata or {}).items()},
        }
        return url, headers

    def presign_get(self, bucket: str, key: str, *, expires_in: int, download_name: str | None = None) -> str:
        params = {"Bucket": bucket, "Key": key}
        if download_name:
            params["ResponseContentDisposition"] = attachment_disposition(download_name)
        return self._s3.generate_presigned_url("get_object", Params=params, ExpiresIn=expires_in)


def attachment_disposition(name: str) -> str:
    """``attachment`` with the UTF-8 name (RFC 6266 / 5987) and an ASCII fallback for old clients."""
    from urllib.parse import quote

    suffix = name.rsplit(".", 1)[-1] if "." in name else "bin"
    return f"attachment; filename=\"report.{suffix}\"; filename*=UTF-8''{quote(name, safe='')}"
