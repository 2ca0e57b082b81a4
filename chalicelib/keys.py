"""All object-key building and parsing.

Uploads: ``{owner}/{session_id}/{timestamp}_{filename}``; everything derived from a session lives under the
same ``{owner}/{session_id}/`` prefix in the other buckets. ``owner`` is ``tg-{telegram_id}``,
``partners/{partner_id}`` or ``cli-{name}`` (local runs).

Partners drop files as ``partners/{partner_id}/{request_id}/{file_name}`` (their own request id); everything
derived goes under ``partners/{partner_id}/{request_id}/``, and the session id is derived from the two ids, so
a re-upload or a redelivered event maps to the same session. A drop that breaks the grammar still gets a
folder (``rejected-{hash}``; owner ``partners/_invalid`` when even the partner id is unusable) so that its
``error.json`` has somewhere to go.
"""

from __future__ import annotations

import hashlib
import secrets
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal
from urllib.parse import quote

from chalicelib import regexes

# The files a session derives, under ``{owner}/{session_id}/`` in the text and reports buckets.
TEXT_FILE = "text.md"
PRESCREEN_FILE = "prescreen.json"
# prescreen.json held back while the bot asks whose side the user is on (fires nothing; see bot/sides.py)
PENDING_PRESCREEN_FILE = "prescreen.pending.json"
REPORT_JSON = "report.json"
REPORT_MD = "report.md"
REPORT_PDF = "report.pdf"
ERROR_FILE = "error.json"
DELIVERY_FILE = "delivery.json"
FEEDBACK_FILE = "feedback.json"  # the bot's 👍/👎 for a delivered report
# What the user sends back (chalicelib/amendments): written by analyze before report.json.
AMENDMENTS_DOCX = "amendments.docx"  # протокол разногласий / schedule of proposed amendments
COMMENTED_DOCX = "commented.docx"  # the user's own DOCX with a Word comment per finding
DEADLINES_ICS = "deadlines.ics"  # the contract's computable deadlines
DOCUMENTS_FILE = "documents.json"  # which of the three exist, and their names after the contract
DOCUMENT_FILES = (AMENDMENTS_DOCX, COMMENTED_DOCX, DEADLINES_ICS)

OwnerKind = Literal["telegram", "partner", "cli"]
DERIVED_FILES = frozenset(
    {
        *(TEXT_FILE, PRESCREEN_FILE, PENDING_PRESCREEN_FILE, REPORT_JSON, REPORT_MD, REPORT_PDF),
        *(ERROR_FILE, DELIVERY_FILE, FEEDBACK_FILE),
    }
    | {*DOCUMENT_FILES, DOCUMENTS_FILE}
)
MAX_FILENAME_CHARS = 120
# Percent-encoded, as S3 user metadata carries it (the name travels twice: alone and inside the key).
MAX_ENCODED_FILENAME_BYTES = 750
MAX_KEY_BYTES = 1024

PARTNER_ID_PATTERN = r"[a-z0-9][a-z0-9-]{0,39}"
REQUEST_ID_PATTERN = r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}"
# Letters of any script, digits, space and ._-()[]+,№ ; no leading dot or space (``(1) Supply.pdf`` and
# ``_draft.pdf`` are names people's tools make); 1..120 characters.
PARTNER_FILE_NAME_PATTERN = r"[\w()\[\]+,№-][\w .()\[\]+,№-]{0,119}"
UNATTRIBUTED_PARTNER = "_invalid"

_OWNER = (
    rf"(?:tg-\d{{1,20}}|partners/(?:{PARTNER_ID_PATTERN}|{UNATTRIBUTED_PARTNER})|cli-[A-Za-z0-9_-]{{1,32}})"
)
_SESSION = r"[a-z0-9][a-z0-9-]{7,63}"
_FOLDER = REQUEST_ID_PATTERN  # a session id, or a partner's request id
_OWNER_RE = regexes.compile(rf"^{_OWNER}$")
_SESSION_RE = regexes.compile(rf"^{_SESSION}$")
_FOLDER_RE = regexes.compile(rf"^{_FOLDER}$")
_UPLOAD_RE = regexes.compile(
    rf"^(?P<owner>{_OWNER})/(?P<session>{_SESSION})/(?P<ts>\d{{8}}T\d{{6}}Z)_(?P<name>[^/]+)$"
)
_DERIVED_RE = regexes.compile(rf"^(?P<owner>{_OWNER})/(?P<session>{_FOLDER})/(?P<name>[^/]+)$")
_PARTNER_ID_RE = regexes.compile(rf"^{PARTNER_ID_PATTERN}$")
_REQUEST_ID_RE = regexes.compile(rf"^{REQUEST_ID_PATTERN}$")
_PARTNER_FILE_NAME_RE = regexes.compile(rf"^{PARTNER_FILE_NAME_PATTERN}$")
_UNSAFE_CHARS = regexes.compile(r'[\x00-\x1f\x7f-\x9f/\\:*?"<>|\ufffd]+')
# Format (bidi overrides, zero-width joiners/spaces, BOM), surrogate and private-use characters.
_INVISIBLE_CATEGORIES = frozenset({"Cf", "Cs", "Co"})
_SPACES = regexes.compile(r"\s+")


class InvalidKey(ValueError):
    """A key that does not follow the layout or tries to escape it (traversal, control characters)."""


@dataclass(frozen=True)
class UploadKey:
    owner: str
    session_id: str
    filename: str
    timestamp: str
    folder: str = ""  # a partner's request id (or rejected-{hash}); empty: the folder is the session id

    @property
    def key(self) -> str:
        return f"{self.owner}/{self.session_id}/{self.timestamp}_{self.filename}"

    @property
    def owner_kind(self) -> OwnerKind:
        return owner_kind(self.owner)


@dataclass(frozen=True)
class DerivedKey:
    owner: str
    session_id: str
    name: str

    @property
    def key(self) -> str:
        return f"{self.owner}/{self.session_id}/{self.name}"


def owner_kind(owner: str) -> OwnerKind:
    if owner.startswith("tg-"):
        return "telegram"
    if owner.startswith("partners/"):
        return "partner"
    return "cli"


def validate_owner(owner: str) -> str:
    if not _OWNER_RE.match(owner):
        raise InvalidKey("owner does not match tg-{id}, partners/{id} or cli-{name}")
    return owner


def new_session_id(now: datetime | None = None) -> str:
    """Time-ordered and unguessable: ``20261130t051500-3f9c1a2b7d4e``."""
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dt%H%M%S")
    return f"{stamp}-{secrets.token_hex(6)}"


def sanitize_filename(name: str | bytes) -> str:
    """A safe last path segment: no directories, control or reserved characters; bounded.

    Any byte sequence is accepted (undecodable bytes become U+FFFD, then ``_``); bidi controls and
    zero-width characters are dropped, so a name displays as what it is (``contract\u202efdp.exe``
    would show reversed); the name stays short enough, percent-encoded, for S3's 2 KB of user metadata.
    """
    name = unicodedata.normalize("NFC", _as_text(name)).replace("\\", "/").rsplit("/", 1)[-1]
    name = "".join(char for char in name if unicodedata.category(char) not in _INVISIBLE_CATEGORIES)
    name = _SPACES.sub(" ", _UNSAFE_CHARS.sub("_", name)).strip(" ._")
    if not name:
        return "document"
    stem, dot, extension = name.rpartition(".")
    if not dot or len(extension) > 10:
        stem, extension = name, ""
    budget = MAX_FILENAME_CHARS - (len(extension) + 1 if extension else 0)
    stem = stem[:budget]
    suffix = f".{extension}" if extension else ""
    while stem and len(quote(stem + suffix, safe="")) > MAX_ENCODED_FILENAME_BYTES:
        stem = stem[:-1]
    return (stem.rstrip(" ._") or "document") + suffix


def _as_text(name: str | bytes) -> str:
    """Text for any name: bytes decoded leniently, lone surrogates (undecodable OS names) resolved."""
    if isinstance(name, bytes):
        return name.decode("utf-8", "replace")
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        try:
            return name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        except UnicodeEncodeError:
            return "".join(char if not 0xD800 <= ord(char) <= 0xDFFF else "\ufffd" for char in name)
    return name


def build_upload_key(owner: str, session_id: str, filename: str, now: datetime | None = None) -> UploadKey:
    validate_owner(owner)
    if not _SESSION_RE.match(session_id):
        raise InvalidKey("session id has an unexpected shape")
    timestamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    return UploadKey(owner, session_id, sanitize_filename(filename), timestamp)


def derived_key(owner: str, folder: str, name: str) -> DerivedKey:
    """``{owner}/{folder}/{name}``; the folder is the session id, or a partner's request id."""
    validate_owner(owner)
    if not _FOLDER_RE.match(folder):
        raise InvalidKey("session id has an unexpected shape")
    if name not in DERIVED_FILES:
        raise InvalidKey("unknown derived file name")
    return DerivedKey(owner, folder, name)


def parse_derived_key(key: str) -> DerivedKey:
    _reject_unsafe(key)
    match = _DERIVED_RE.match(key)
    if not match or match["name"] not in DERIVED_FILES:
        raise InvalidKey("not a derived-object key")
    return DerivedKey(match["owner"], match["session"], match["name"])


@dataclass(frozen=True)
class PartnerDrop:
    """A key under ``partners/``, parsed by the drop-in grammar; ``problem`` is a reason code or None."""

    partner_id: str
    request_id: str
    file_name: str
    folder: str
    problem: str | None

    @property
    def owner(self) -> str:
        return f"partners/{self.partner_id}"

    @property
    def session_id(self) -> str:
        """One session per (partner, request): re-uploads and redelivered events land in it."""
        digest = hashlib.sha256(f"{self.owner}/{self.folder}".encode()).hexdigest()
        return f"p-{digest[:24]}"


def partner_session_id(partner_id: str, request_id: str) -> str:
    return PartnerDrop(partner_id, request_id, "", request_id, None).session_id


def is_partner_id(value: str) -> bool:
    return bool(_PARTNER_ID_RE.match(value))


def is_request_id(value: str) -> bool:
    return bool(_REQUEST_ID_RE.match(value))


def is_partner_file_name(value: str) -> bool:
    return bool(_PARTNER_FILE_NAME_RE.match(unicodedata.normalize("NFC", value))) and value.strip() == value


def partner_upload_key(partner_id: str, request_id: str, file_name: str) -> str:
    if not (is_partner_id(partner_id) and is_request_id(request_id) and is_partner_file_name(file_name)):
        raise InvalidKey("partner id, request id or file name outside the allowed characters")
    return f"partners/{partner_id}/{request_id}/{file_name}"


def parse_partner_drop(key: str) -> PartnerDrop:
    """``partners/{partner_id}/{request_id}/{file_name}``; anything else is a drop with a problem."""
    segments = key.split("/")
    partner_id = segments[1] if len(segments) > 1 else ""
    problem: str | None = None
    if not is_partner_id(partner_id):
        problem, partner_id = "invalid_partner_id", UNATTRIBUTED_PARTNER
    elif len(segments) != 4:
        problem = "invalid_key_layout"
    elif not is_request_id(segments[2]):
        problem = "invalid_request_id"
    elif not is_partner_file_name(segments[3]):
        problem = "invalid_file_name"
    if problem is None:
        return PartnerDrop(
            partner_id, segments[2], unicodedata.normalize("NFC", segments[3]), segments[2], None
        )
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()
    request_id = segments[2] if len(segments) > 2 else ""
    return PartnerDrop(
        partner_id, request_id, sanitize_filename(segments[-1]), f"rejected-{digest[:16]}", problem
    )


def parse_upload_key(key: str, etag: str = "") -> UploadKey:
    """Parse an upload key; a partner's drop follows its own grammar (see :func:`parse_partner_drop`)."""
    if key.startswith("partners/"):
        if not key or len(key.encode()) > MAX_KEY_BYTES or key.endswith("/"):
            raise InvalidKey("empty, overlong or folder key")
        drop = parse_partner_drop(key)
        return UploadKey(drop.owner, drop.session_id, drop.file_name, timestamp="", folder=drop.folder)
    _reject_unsafe(key)
    match = _UPLOAD_RE.match(key)
    if match:
        return UploadKey(match["owner"], match["session"], match["name"], match["ts"])
    raise InvalidKey("upload key does not follow {owner}/{session_id}/{timestamp}_{filename}")


def _reject_unsafe(key: str) -> None:
    if not key or len(key.encode()) > MAX_KEY_BYTES:
        raise InvalidKey("empty or overlong key")
    if any(ord(char) < 32 or 127 <= ord(char) < 160 for char in key):
        raise InvalidKey("control characters in key")
    segments = key.split("/")
    if any(segment in ("", ".", "..") for segment in segments[:-1]) or segments[-1] in (".", ".."):
        raise InvalidKey("path traversal or empty segment in key")
    if key.startswith("/") or "\\" in key:
        raise InvalidKey("absolute or backslash path in key")
