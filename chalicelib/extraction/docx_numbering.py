"""Word's automatic numbering: the label ('1.2.', 'а)', 'IV.', a bullet) each numbered paragraph displays.

Follows what Word shows: numbering instances (``w:num``) that point at the same abstract definition
share one sequence unless the instance restarts it (``w:startOverride`` / ``w:lvlOverride``); a level
restarts after a shallower one (``w:lvlRestart``); legal numbering (``w:isLgl``) shows every level in
decimal; a definition may link to a numbering style (``w:numStyleLink``). Every loop is bounded: levels
0-8 as in Word, values beyond ``max_value`` shown in decimal, style chains cut after a few hops.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from chalicelib import regexes

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
BULLET = "\u2022"
MAX_STYLE_HOPS = 16
_MAX_LEVEL = 8
_RUSSIAN_LETTERS = "абвгдежзиклмнопрстуфхцчшщэюя"
_LATIN_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_ROMAN = (
    (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
    (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
)  # fmt: skip
_PLACEHOLDER_RE = regexes.compile(r"%([1-9])")


@dataclass(frozen=True, slots=True)
class Level:
    fmt: str
    text: str
    start: int
    restart_after: int | None = None  # 0-based level whose use restarts this one; -1: never
    legal: bool = False


@dataclass(frozen=True, slots=True)
class Instance:
    sequence: str  # counters are shared by every instance with the same sequence key
    levels: dict[int, Level]


@dataclass(slots=True)
class Numbering:
    instances: dict[str, Instance] = field(default_factory=dict)
    max_value: int = 32_767
    counters: dict[str, list[int | None]] = field(default_factory=dict)
    _started: set[str] = field(default_factory=set)

    @classmethod
    def from_document(cls, document: Any, max_value: int) -> Numbering:
        try:
            root = document.part.numbering_part.element
        except (KeyError, NotImplementedError, AttributeError):
            return cls(max_value=max_value)
        abstract = {node.get(f"{W}abstractNumId"): node for node in root.iter(f"{W}abstractNum")}
        style_nums = _style_num_ids(document)
        raw: dict[str, tuple[str, Any]] = {}
        for num in root.iter(f"{W}num"):
            ref = num.find(f"{W}abstractNumId")
            if ref is not None:
                raw[num.get(f"{W}numId") or ""] = (ref.get(f"{W}val") or "", num)
        instances = {}
        for num_id, (abstract_id, num) in raw.items():
            resolved_id = _follow_style_link(abstract_id, abstract, style_nums, raw)
            levels = _parse_levels(abstract.get(resolved_id), max_value)
            overrides = _parse_overrides(num, levels, max_value)
            instances[num_id] = Instance(
                sequence=f"num:{num_id}" if overrides else f"abstract:{resolved_id}",
                levels={**levels, **overrides},
            )
        return cls(instances=instances, max_value=max_value)

    def label_for(self, paragraph: Any) -> str:
        """The label for the next numbered ``paragraph`` (advancing the counters), or ``""``."""
        num_id, level = numbering_reference(paragraph)
        instance = self.instances.get(num_id) if num_id else None
        if instance is None or level not in instance.levels:
            return ""
        definition = instance.levels[level]
        if definition.fmt == "bullet":
            return BULLET
        counters = self._advance(instance, level)
        if definition.fmt == "none":
            return ""
        return self._render(definition, counters, instance.levels)

    def _advance(self, instance: Instance, level: int) -> list[int | None]:
        counters = self.counters.setdefault(instance.sequence, [None] * (_MAX_LEVEL + 1))
        current = counters[level]
        counters[level] = instance.levels[level].start if current is None else current + 1
        for deeper in range(level + 1, _MAX_LEVEL + 1):
            restart_after = instance.levels[deeper].restart_after if deeper in instance.levels else None
            if restart_after is None or (restart_after >= 0 and level <= restart_after):
                counters[deeper] = None
        return counters

    def _render(self, definition: Level, counters: list[int | None], levels: dict[int, Level]) -> str:
        def substitute(match: re.Match[str]) -> str:
            index = int(match.group(1)) - 1
            shown = levels.get(index)
            value = counters[index]
            if value is None:
                value = shown.start if shown else 1
            fmt = "decimal" if definition.legal or shown is None else shown.fmt
            return format_number(value, fmt, self.max_value)

        return _PLACEHOLDER_RE.sub(substitute, definition.text).strip()


def _style_num_ids(document: Any) -> dict[str, str]:
    """Numbering style id -> the numId its paragraph properties carry (for ``w:numStyleLink``)."""
    out: dict[str, str] = {}
    try:
        styles = document.styles.element
    except (AttributeError, KeyError, NotImplementedError):
        return out
    for style in styles.iter(f"{W}style"):
        num = style.find(f"{W}pPr/{W}numPr/{W}numId")
        if num is not None:
            out[style.get(f"{W}styleId") or ""] = num.get(f"{W}val") or ""
    return out


def _follow_style_link(
    abstract_id: str,
    abstract: dict[str | None, Any],
    style_nums: dict[str, str],
    raw: dict[str, tuple[str, Any]],
) -> str:
    """An abstract definition that only links to a numbering style borrows that style's definition."""
    seen = {abstract_id}
    for _ in range(MAX_STYLE_HOPS):
        node = abstract.get(abstract_id)
        link = node.find(f"{W}numStyleLink") if node is not None else None
        if link is None:
            return abstract_id
        target = raw.get(style_nums.get(link.get(f"{W}val") or "", ""))
        if target is None or target[0] in seen:
            return abstract_id
        abstract_id = target[0]
        seen.add(abstract_id)
    return abstract_id


def _parse_levels(abstract: Any, max_value: int) -> dict[int, Level]:
    if abstract is None:
        return {}
    levels: dict[int, Level] = {}
    for lvl in abstract.iter(f"{W}lvl"):
        index = _int_or(lvl.get(f"{W}ilvl"), 0)
        if 0 <= index <= _MAX_LEVEL:
            levels[index] = _parse_level(lvl, max_value)
    return levels


def _parse_level(lvl: Any, max_value: int) -> Level:
    fmt = lvl.find(f"{W}numFmt")
    text = lvl.find(f"{W}lvlText")
    restart = lvl.find(f"{W}lvlRestart")
    legal = lvl.find(f"{W}isLgl")
    return Level(
        fmt=(fmt.get(f"{W}val") or "decimal") if fmt is not None else "decimal",
        text=(text.get(f"{W}val") or "") if text is not None else "",
        start=_start_value(lvl, max_value),
        restart_after=None if restart is None else _int_or(restart.get(f"{W}val"), 0) - 1,
        legal=legal is not None and legal.get(f"{W}val") not in ("0", "false", "off"),
    )


def _start_value(node: Any, max_value: int) -> int:
    start = node.find(f"{W}start")
    value = _int_or(start.get(f"{W}val") if start is not None else None, 1)
    return min(max(0, value), max_value)


def _parse_overrides(num: Any, levels: dict[int, Level], max_value: int) -> dict[int, Level]:
    overrides: dict[int, Level] = {}
    for override in num.iter(f"{W}lvlOverride"):
        index = _int_or(override.get(f"{W}ilvl"), 0)
        if not 0 <= index <= _MAX_LEVEL:
            continue
        replacement = override.find(f"{W}lvl")
        base = _parse_level(replacement, max_value) if replacement is not None else levels.get(index)
        start = override.find(f"{W}startOverride")
        if base is None:
            continue
        if start is not None:
            value = min(max(0, _int_or(start.get(f"{W}val"), 1)), max_value)
            base = Level(base.fmt, base.text, value, base.restart_after, base.legal)
        overrides[index] = base
    return overrides


def numbering_reference(paragraph: Any) -> tuple[str | None, int]:
    """(numId, ilvl) from the paragraph's own properties or, failing that, from its style chain."""
    num_id: str | None = None
    level: int | None = None
    for ppr in ppr_chain(paragraph):
        num_pr = ppr.find(f"{W}numPr")
        if num_pr is None:
            continue
        ilvl = num_pr.find(f"{W}ilvl")
        num = num_pr.find(f"{W}numId")
        if num is not None and num_id is None:
            num_id = num.get(f"{W}val")
        if ilvl is not None and level is None:
            level = _int_or(ilvl.get(f"{W}val"), 0)
        if num_id is not None:
            break
    level = level if level is not None and 0 <= level <= _MAX_LEVEL else 0
    return (None if num_id in (None, "0") else num_id), level


def ppr_chain(paragraph: Any) -> Iterator[Any]:
    ppr = paragraph._p.pPr
    if ppr is not None:
        yield ppr
    for style in style_chain(paragraph.style):
        style_ppr = style.element.pPr
        if style_ppr is not None:
            yield style_ppr


def style_chain(style: Any) -> Iterator[Any]:
    """A style and its ``basedOn`` ancestors, cut after :data:`MAX_STYLE_HOPS` (cycles exist in the wild)."""
    for _ in range(MAX_STYLE_HOPS):
        if style is None:
            return
        yield style
        style = style.base_style


def format_number(value: int, fmt: str, max_value: int) -> str:
    if value > max_value or value < 0:
        return str(value)
    if fmt in ("lowerLetter", "upperLetter", "russianLower", "russianUpper"):
        if value == 0:
            return "0"
        alphabet = _RUSSIAN_LETTERS if fmt.startswith("russian") else _LATIN_LETTERS
        letter = alphabet[(value - 1) % len(alphabet)] * ((value - 1) // len(alphabet) + 1)
        return letter.upper() if fmt in ("upperLetter", "russianUpper") else letter
    if fmt in ("lowerRoman", "upperRoman"):
        roman = _roman(value) if value else "0"
        return roman.upper() if fmt == "upperRoman" else roman
    if fmt == "decimalZero":
        return f"{value:02d}"
    return str(value)


def _roman(value: int) -> str:
    out = []
    for number, numeral in _ROMAN:
        count, value = divmod(value, number)
        out.append(numeral * count)
    return "".join(out)


def _int_or(value: str | None, default: int) -> int:
    try:
        return int(value) if value is not None and len(value) < 12 else default
    except ValueError:
        return default
