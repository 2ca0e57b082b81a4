"""Who the partners are: the registry document, API-key hashing and constant-time authentication.

The registry is one JSON document (``{"partners": [...]}``) that operators change without a deploy; it is
read through a :class:`~chalicelib.partners.ports.RegistryStore` (a local file, an S3 object or an SSM
parameter) and cached for a short time. API keys are stored only as SHA-256 hex digests.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, field_validator

from chalicelib.errors import TransientFailure
from chalicelib.keys import PARTNER_ID_PATTERN, is_partner_id
from chalicelib.partners.ports import RegistryStore

API_KEY_PREFIX = "ck_"
CALLBACK_SECRET_PREFIX = "whsec_"
# What extraction reads; a partner's allowed_formats narrows it.
DEFAULT_FORMATS: tuple[str, ...] = ("pdf", "docx", "rtf", "txt", "md", "png", "jpg", "jpeg", "tif", "tiff")


class Partner(BaseModel):
    # Built on first use: every function imports the registry, few read it on their first event.
    model_config = ConfigDict(extra="ignore", frozen=True, defer_build=True)

    id: str = Field(pattern=rf"^{PARTNER_ID_PATTERN}$")
    name: str = ""
    api_key_sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    callback_url: str | None = None
    callback_secret: str | None = None
    monthly_quota: int = Field(ge=0)
    rate_limit_rps: float | None = Field(None, gt=0)
    allowed_formats: list[str] | None = None

    @field_validator("callback_url")
    @classmethod
    def _https_only(cls, value: str | None) -> str | None:
        """Reports leave over TLS; plain http only to this machine (local runs and tests)."""
        if value is None:
            return None
        parts = urlsplit(value)
        loopback = parts.hostname in ("127.0.0.1", "localhost", "::1")
        if parts.scheme != "https" and not (parts.scheme == "http" and loopback):
            raise ValueError("callback_url must be an https:// URL")
        if not parts.hostname:
            raise ValueError("callback_url names no host")
        return value

    @field_validator("allowed_formats")
    @classmethod
    def _lowercase_formats(cls, value: list[str] | None) -> list[str] | None:
        return None if value is None else [item.lower().lstrip(".") for item in value]

    def accepts_format(self, file_name: str) -> bool:
        extension = file_name.rpartition(".")[2].lower() if "." in file_name else ""
        allowed = self.allowed_formats if self.allowed_formats is not None else DEFAULT_FORMATS
        return extension in allowed and extension in DEFAULT_FORMATS


class RegistryDocument(BaseModel):
    model_config = ConfigDict(extra="ignore", defer_build=True)

    partners: list[Partner] = Field(default_factory=list)

    @field_validator("partners")
    @classmethod
    def _unique_ids(cls, partners: list[Partner]) -> list[Partner]:
        ids = [partner.id for partner in partners]
        if len(ids) != len(set(ids)):
            raise ValueError("partner ids must be unique")
        return partners


def hash_api_key(raw_key: str) -> str:
    return hashlib.sha256(raw_key.encode("utf-8")).hexdigest()


def new_api_key() -> str:
    return f"{API_KEY_PREFIX}{secrets.token_urlsafe(32)}"


def new_callback_secret() -> str:
    return f"{CALLBACK_SECRET_PREFIX}{secrets.token_urlsafe(32)}"


@dataclass(frozen=True)
class Registry:
    partners: tuple[Partner, ...]

    def get(self, partner_id: str) -> Partner | None:
        return next((partner for partner in self.partners if partner.id == partner_id), None)

    def authenticate(self, raw_key: str | None) -> Partner | None:
        """The partner whose key this is; every stored digest is compared, in constant time each."""
        if not raw_key:
            return None
        presented = hash_api_key(raw_key)
        found: Partner | None = None
        for partner in self.partners:
            if hmac.compare_digest(presented, partner.api_key_sha256):
                found = partner
        return found


def parse_registry(raw: bytes | None) -> Registry:
    if not raw:
        return Registry(())
    return Registry(tuple(RegistryDocument.model_validate_json(raw).partners))


class CachedRegistry:
    """Re-reads the store at most every ``ttl_seconds``; a failed re-read keeps the last good registry."""

    def __init__(
        self, store: RegistryStore, ttl_seconds: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._store = store
        self._ttl = ttl_seconds
        self._clock = clock
        self._lock = threading.Lock()
        self._cached: Registry | None = None
        self._loaded_at = 0.0

    def current(self) -> Registry:
        with self._lock:
            now = self._clock()
            if self._cached is None or now - self._loaded_at >= self._ttl:
                try:
                    self._cached = parse_registry(self._store.read())
                except Exception as error:
                    if self._cached is None:
                        raise TransientFailure("the partner registry cannot be read") from error
                self._loaded_at = now
            return self._cached

    def get(self, partner_id: str) -> Partner | None:
        return self.current().get(partner_id)

    def authenticate(self, raw_key: str | None) -> Partner | None:
        return self.current().authenticate(raw_key)


@dataclass(frozen=True)
class IssuedCredentials:
    partner: Partner
    api_key: str
    callback_secret: str | None


class RegistryEditor:
    """What ``contract-check partners add / rotate-key / list`` do to the registry document."""

    def __init__(self, store: RegistryStore) -> None:
        self._store = store

    def partners(self) -> tuple[Partner, ...]:
        return parse_registry(self._store.read()).partners

    def add(
        self,
        partner_id: str,
        *,
        name: str = "",
        callback_url: str | None,
        monthly_quota: int,
        rate_limit_rps: float | None = None,
        allowed_formats: list[str] | None = None,
    ) -> IssuedCredentials:
        if not is_partner_id(partner_id):
            raise ValueError(f"partner id must match {PARTNER_ID_PATTERN}")
        partners = list(self.partners())
        if any(partner.id == partner_id for partner in partners):
            raise ValueError(f"partner {partner_id!r} already exists (use rotate-key)")
        api_key = new_api_key()
        secret = new_callback_secret() if callback_url else None
        partner = Partner(
            id=partner_id,
            name=name or partner_id,
            api_key_sha256=hash_api_key(api_key),
            callback_url=callback_url,
            callback_secret=secret,
            monthly_quota=monthly_quota,
            rate_limit_rps=rate_limit_rps,
            allowed_formats=allowed_formats,
        )
        self._save([*partners, partner])
        return IssuedCredentials(partner, api_key, secret)

    def rotate_key(self, partner_id: str) -> IssuedCredentials:
        partners = list(self.partners())
        index = next((i for i, partner in enumerate(partners) if partner.id == partner_id), None)
        if index is None:
            raise ValueError(f"no partner {partner_id!r}")
        api_key = new_api_key()
        partners[index] = partners[index].model_copy(update={"api_key_sha256": hash_api_key(api_key)})
        self._save(partners)
        return IssuedCredentials(partners[index], api_key, None)

    def _save(self, partners: list[Partner]) -> None:
        document = RegistryDocument(partners=partners)
        self._store.write(document.model_dump_json(indent=2, exclude_none=True).encode() + b"\n")
