"""The gettext catalogues (``ru.po``, ``en.po``): every user-facing text outside the bot, one file per
language, read with the standard library.

The ``.po`` files are compiled at first use, in memory, into the ``.mo`` form :class:`gettext.GNUTranslations`
reads (the format of GNU ``msgfmt`` / CPython's ``Tools/i18n/msgfmt.py``): no build step, no generated file
to keep fresh, and about a millisecond per catalogue. Message ids are symbolic (``failure.processing_failed``)
so that both languages are translations of one key; plural forms follow each file's ``Plural-Forms`` header
(Russian has three: 1 символ, 2 символа, 5 символов).
"""

from __future__ import annotations

import ast
import gettext
import io
import struct
from functools import cache
from pathlib import Path
from typing import Literal

Lang = Literal["ru", "en"]
LANGUAGES: tuple[Lang, ...] = ("ru", "en")
CATALOGUE_DIR = Path(__file__).parent
_KEYWORDS = ("msgid", "msgid_plural", "msgstr", "msgctxt")


class CatalogueError(ValueError):
    """A ``.po`` file that does not parse (a test reads every catalogue, so this never reaches users)."""


def parse_po(text: str) -> dict[str | tuple[str, int], str]:
    """Entries of a ``.po`` file: ``msgid`` → ``msgstr``, ``(msgid, n)`` → ``msgstr[n]`` for plurals;
    the header under ``""``. Fuzzy and obsolete entries are skipped, as msgfmt does."""
    entries: dict[str | tuple[str, int], str] = {}
    fields: dict[str, str] = {}
    current: str | None = None
    fuzzy = False

    def flush() -> None:
        nonlocal fuzzy
        if "msgid" in fields and not fuzzy:
            msgid = fields["msgid"]
            plural = sorted(key for key in fields if key.startswith("msgstr["))
            if plural:
                for key in plural:
                    entries[(msgid, int(key[7:-1]))] = fields[key]
            else:
                entries[msgid] = fields.get("msgstr", "")
        fields.clear()
        fuzzy = False

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("#,") and "fuzzy" in line:
            fuzzy = True
        if not line or line.startswith("#"):
            continue
        if line.startswith('"'):
            if current is None:
                raise CatalogueError(f"line {number}: a string outside an entry")
            fields[current] += _po_string(line, number)
            continue
        keyword, _, value = line.partition(" ")
        if keyword == "msgid":
            flush()
        if keyword not in _KEYWORDS and not keyword.startswith("msgstr["):
            raise CatalogueError(f"line {number}: unknown keyword {keyword!r}")
        current = keyword
        fields[keyword] = _po_string(value.strip(), number)
    flush()
    return entries


def _po_string(token: str, number: int) -> str:
    if not (token.startswith('"') and token.endswith('"') and len(token) >= 2):
        raise CatalogueError(f"line {number}: expected a quoted string")
    inner = token[1:-1]
    if "\\" not in inner and '"' not in inner:  # no escape: the literal is its own text (most lines)
        return inner
    value = ast.literal_eval(token)
    if not isinstance(value, str):
        raise CatalogueError(f"line {number}: expected a string")
    return value


def compile_mo(entries: dict[str | tuple[str, int], str]) -> bytes:
    """GNU ``.mo`` bytes for parsed entries (plural forms joined by NUL under ``msgid NUL msgid_plural``,
    which GNUTranslations splits again; a symbolic id is its own plural id)."""
    singles: dict[bytes, bytes] = {}
    plurals: dict[str, dict[int, str]] = {}
    for key, value in entries.items():
        if isinstance(key, tuple):
            plurals.setdefault(key[0], {})[key[1]] = value
        else:
            singles[key.encode()] = value.encode()
    for plural_id, forms in plurals.items():
        joined = "\0".join(forms[index] for index in sorted(forms))
        singles[f"{plural_id}\0{plural_id}".encode()] = joined.encode()
    ordered = sorted(singles)
    ids = b"".join(msgid + b"\0" for msgid in ordered)
    strs = b"".join(singles[msgid] + b"\0" for msgid in ordered)
    header_size = 7 * 4
    ids_start = header_size + 16 * len(ordered)
    strs_start = ids_start + len(ids)
    table_ids: list[int] = []
    table_strs: list[int] = []
    id_offset = str_offset = 0
    for msgid in ordered:
        table_ids += [len(msgid), ids_start + id_offset]
        table_strs += [len(singles[msgid]), strs_start + str_offset]
        id_offset += len(msgid) + 1
        str_offset += len(singles[msgid]) + 1
    count = len(ordered)
    header = struct.pack("Iiiiiii", 0x950412DE, 0, count, header_size, header_size + 8 * count, 0, 0)
    return (
        header
        + struct.pack(f"{len(table_ids)}i", *table_ids)
        + struct.pack(f"{len(table_strs)}i", *table_strs)
        + ids
        + strs
    )


@cache
def translations(lang: Lang) -> gettext.GNUTranslations:
    """The compiled catalogue of one language (``chalicelib/messages/{lang}.po``)."""
    text = (CATALOGUE_DIR / f"{lang}.po").read_text(encoding="utf-8")
    return gettext.GNUTranslations(io.BytesIO(compile_mo(parse_po(text))))


def language_of(value: str | None) -> Lang:
    """The catalogue for a document language: English for ``en``, Russian for everything else."""
    return "en" if value == "en" else "ru"


def text(lang: Lang, msgid: str, **values: object) -> str:
    """One message, its ``{placeholders}`` filled; an id missing from the catalogue raises (tests read
    every id in both languages)."""
    translated = translations(lang).gettext(msgid)
    if translated == msgid:
        raise KeyError(f"{msgid!r} is not in {lang}.po")
    return translated.format(**values) if values else translated


def plural(lang: Lang, msgid: str, count: int, **values: object) -> str:
    """A message whose wording follows ``count`` by the language's plural rule (``{n}`` is the count)."""
    translated = translations(lang).ngettext(msgid, msgid, count)
    if translated == msgid:
        raise KeyError(f"{msgid!r} is not in {lang}.po")
    return translated.format(n=number_text(count, lang), **values)


def number_text(count: int, lang: Lang) -> str:
    """3 601 / 3,601: thousands grouped as each language writes them (a no-break space in Russian, as the
    report's money does)."""
    grouped = f"{count:,}"
    return grouped.replace(",", "\u00a0") if lang == "ru" else grouped
