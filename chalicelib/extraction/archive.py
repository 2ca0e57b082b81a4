"""Bounded reading of zip packages (DOCX): every byte inflated is counted as it is produced.

Declared sizes in a zip's directory are the sender's claim, not a fact: ``ZipFile.read`` asks zlib for up
to 2 GB in one call before it truncates to the declared size. Members are therefore read in small chunks
against a running budget for the whole package and a tighter one for XML (which lxml multiplies in
memory), and the XML's element count is bounded before any parser sees it.
"""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass, field

from chalicelib.errors import DocumentRejected
from chalicelib.extraction import rejections
from chalicelib.extraction.limits import Deadline
from chalicelib.settings import ExtractionSettings

_CHUNK = 64 * 1024
_XML_SUFFIXES = (".xml", ".rels")


@dataclass(slots=True)
class PackageBudget:
    """Bytes and XML elements still allowed for one package."""

    total_bytes: int
    xml_bytes: int
    xml_elements: int
    compressed_bytes: int
    max_ratio: int
    spent_bytes: int = 0
    spent_xml_bytes: int = 0
    spent_xml_elements: int = 0

    @classmethod
    def for_limits(cls, limits: ExtractionSettings, compressed_bytes: int) -> PackageBudget:
        return cls(
            total_bytes=limits.max_zip_uncompressed_bytes,
            xml_bytes=limits.max_xml_bytes,
            xml_elements=limits.max_xml_elements,
            compressed_bytes=max(1, compressed_bytes),
            max_ratio=limits.max_zip_ratio,
        )

    def spend(self, size: int, *, xml: bool) -> None:
        self.spent_bytes += size
        if self.spent_bytes > self.total_bytes:
            raise self._over_budget(self.total_bytes)
        if xml:
            self.spent_xml_bytes += size
            if self.spent_xml_bytes > self.xml_bytes:
                raise self._over_budget(self.xml_bytes)

    def count_elements(self, xml: bytes) -> None:
        # Every element opens with '<' and a name; closing tags are subtracted, comments are few.
        self.spent_xml_elements += xml.count(b"<") - xml.count(b"</")
        if self.spent_xml_elements > self.xml_elements:
            raise rejections.document_too_complex()

    def _over_budget(self, limit: int) -> DocumentRejected:
        """Extreme expansion is a bomb; a big but ordinary document is merely too large."""
        if self.spent_bytes > self.max_ratio * self.compressed_bytes:
            return rejections.zip_bomb()
        return rejections.document_too_complex()


@dataclass(slots=True)
class Package:
    """The members of a zip package: XML parts inflated (within budget), other parts skipped."""

    parts: dict[str, bytes] = field(default_factory=dict)
    skipped: set[str] = field(default_factory=set)

    def rebuilt(self, keep: frozenset[str] | None = None) -> bytes:
        """The package as an uncompressed zip (nothing left to inflate), optionally only ``keep``."""
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_STORED) as archive:
            for name, body in self.parts.items():
                if keep is None or name in keep:
                    archive.writestr(name, body)
            for name in self.skipped:
                if keep is None:
                    archive.writestr(name, b"")
        return buffer.getvalue()


def is_xml_member(name: str) -> bool:
    return name.lower().endswith(_XML_SUFFIXES)


def read_package(data: bytes, limits: ExtractionSettings, deadline: Deadline, kind: str = "DOCX") -> Package:
    """Inflate the XML members of ``data`` chunk by chunk within the package budget.

    Non-XML members (images, embedded objects) are never inflated: text extraction does not need them.
    A damaged archive, a member whose data is not what its header says (CRC, length) or a duplicate
    name is :func:`rejections.corrupt_file`; going over a budget is :func:`rejections.zip_bomb`.
    """
    budget = PackageBudget.for_limits(limits, len(data))
    package = Package()
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            for info in archive.infolist():
                deadline.check()
                if info.is_dir():
                    continue
                if info.filename in package.parts or info.filename in package.skipped:
                    raise rejections.corrupt_file(kind)
                if not is_xml_member(info.filename):
                    package.skipped.add(info.filename)
                    continue
                body = _read_member(archive, info, budget, deadline)
                budget.count_elements(body)
                package.parts[info.filename] = body
    except (
        zipfile.BadZipFile,
        zipfile.LargeZipFile,
        NotImplementedError,
        OSError,
        EOFError,
        ValueError,
    ) as exc:
        raise rejections.corrupt_file(kind) from exc
    return package


def _read_member(
    archive: zipfile.ZipFile, info: zipfile.ZipInfo, budget: PackageBudget, deadline: Deadline
) -> bytes:
    chunks: list[bytes] = []
    with archive.open(info) as member:
        while True:
            chunk = member.read(_CHUNK)
            if not chunk:
                break
            budget.spend(len(chunk), xml=True)
            chunks.append(chunk)
            deadline.check()
    return b"".join(chunks)
