"""The files of one input: a single document, or the pages of an album the bot packs into one upload."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import PurePath


@dataclass(frozen=True)
class Part:
    file_id: str
    name: str
    size: int
    image: bool
    joinable: bool = True  # a photo or a PDF; a DOCX or a text file is read alone


def load_parts(data: Mapping[str, str]) -> list[Part]:
    raw = data.get("parts")
    if not raw:
        return []
    return [Part(**item) for item in json.loads(raw)]


def dump_parts(parts: list[Part]) -> str:
    return json.dumps([asdict(part) for part in parts], ensure_ascii=False, separators=(",", ":"))


def packed_name(parts: list[Part]) -> str:
    """The upload's name: the first document's (several PDFs of one contract), else «pages» (photos)."""
    named = next((part.name for part in parts if not part.image), None)
    return f"{PurePath(named).stem}.pdf" if named else "pages.pdf"
