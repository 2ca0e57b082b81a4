"""Google Docs links: export the document as plain text over HTTPS, following only Google's own redirects."""

from __future__ import annotations

from urllib.parse import urljoin, urlsplit

import httpx

from chalicelib.extraction import rejections
from chalicelib.extraction.detect import find_single_url, google_doc_id
from chalicelib.extraction.limits import Deadline
from chalicelib.extraction.text import decode_text
from chalicelib.settings import ExtractionSettings

EXPORT_URL = "https://docs.google.com/document/d/{doc_id}/export?format=txt"
_ALLOWED_HOSTS = frozenset({"docs.google.com"})
_ALLOWED_HOST_SUFFIX = ".googleusercontent.com"
_MAX_REDIRECTS = 5
_REDIRECT_CODES = frozenset({301, 302, 303, 307, 308})
_NOT_SHARED_CODES = frozenset({401, 403, 404, 410})


def export_url_for(text: str) -> str:
    """The plain-text export URL for an uploaded link, or ``link_not_allowed`` for anything else."""
    url = find_single_url(text)
    doc_id = google_doc_id(url) if url else None
    if doc_id is None:
        raise rejections.link_not_allowed()
    return EXPORT_URL.format(doc_id=doc_id)


def fetch_google_doc(
    link_data: bytes, limits: ExtractionSettings, deadline: Deadline, http_client: httpx.Client | None
) -> str:
    """Download the document's text; private or missing documents are permanent, network trouble transient."""
    url = export_url_for(decode_text(link_data) or "")
    if http_client is not None:
        return _fetch(http_client, url, limits, deadline)
    with httpx.Client(timeout=limits.google_docs_timeout) as client:
        return _fetch(client, url, limits, deadline)


def _fetch(client: httpx.Client, url: str, limits: ExtractionSettings, deadline: Deadline) -> str:
    for _ in range(_MAX_REDIRECTS + 1):
        timeout = max(0.5, min(limits.google_docs_timeout, deadline.remaining))
        try:
            with client.stream("GET", url, timeout=timeout, follow_redirects=False) as response:
                if response.status_code in _REDIRECT_CODES:
                    url = _next_location(url, response)
                    continue
                _raise_for_status(response)
                body = _read_capped(response, limits.max_file_bytes)
        except httpx.TimeoutException as exc:
            raise rejections.link_transient("timeout") from exc
        except httpx.TransportError as exc:
            raise rejections.link_transient(type(exc).__name__) from exc
        except httpx.HTTPError as exc:  # undecodable body and the like: retrying will not help
            raise rejections.link_fetch_failed(0) from exc
        text = decode_text(body)
        if text is None:
            raise rejections.link_fetch_failed(response.status_code)
        return str(text)
    raise rejections.link_fetch_failed(310)


def _next_location(current: str, response: httpx.Response) -> str:
    """Follow a redirect only to Google document hosts; a sign-in page means the document is private."""
    location = str(response.headers.get("location", ""))
    target: str = urljoin(current, location)
    parts = urlsplit(target)
    host = (parts.hostname or "").lower()
    if parts.scheme != "https" or not (host in _ALLOWED_HOSTS or host.endswith(_ALLOWED_HOST_SUFFIX)):
        raise rejections.link_fetch_failed(response.status_code)
    return target


def _raise_for_status(response: httpx.Response) -> None:
    status = response.status_code
    if status == 429 or status >= 500:
        raise rejections.link_transient(f"HTTP {status}")
    if status in _NOT_SHARED_CODES or status >= 400:
        raise rejections.link_fetch_failed(status)
    if "text/html" in response.headers.get("content-type", ""):
        raise rejections.link_fetch_failed(status)


def _read_capped(response: httpx.Response, limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    for chunk in response.iter_bytes():
        size += len(chunk)
        if size > limit:
            raise rejections.file_too_large(limit)
        chunks.append(chunk)
    return b"".join(chunks)
