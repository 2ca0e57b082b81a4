"""Replace personal data with stable placeholders and restore it in what comes back.

One :class:`Masker` per document keeps the mapping, so the same value always gets the same placeholder
across prompts and the model's quotes can be restored to the original text. :meth:`Masker.scan` finds the
personal data of the whole document first, so that a slice sent to a model never cuts a name or a number
in half (half a name would not match any rule and would leak).
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from functools import partial

from chalicelib import regexes

_PATRONYMIC = r"(?:ович|евич|ич|овна|евна|ична|инична)(?:а|у|ем|е|ы|ой|ом)?"
_RU_WORD = r"[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?"
_EN_NAME = r"[A-Z][a-zA-Z'\-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-zA-Z'\-]+){1,2}"

# (kind, pattern); the value to mask is the named group "v" when present, else the whole match.
_RULES: tuple[tuple[str, str], ...] = (
    ("EMAIL", r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    ("CARD", r"\b(?:\d{4}[ -]?){3}\d{4}\b"),
    ("SNILS", r"\b\d{3}-\d{3}-\d{3}[ -]\d{2}\b"),
    ("PASSPORT", r"\b\d{2}\s?\d{2}\s(?:№\s?)?\d{6}\b"),
    ("PASSPORT", r"(?i:серия)\s+(?P<v>\d{2}\s?\d{2}\s*(?:№|(?i:номер))\s*\d{6})"),
    ("PASSPORT", r"(?i:passport)(?:\s+(?:no\.?|number|#))?\s*:?\s*(?P<v>[A-Z0-9]{6,10})\b"),
    ("ACCOUNT", r"\b\d{20}\b"),
    ("ACCOUNT", r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,4})?\b"),
    ("ID", r"\b\d{10}(?:\d{2}|\d{3}|\d{5})?\b"),
    ("PHONE", r"(?:\+7|\b8)[\s(-]*\d{3}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}\b"),
    ("PHONE", r"\+\d{1,3}(?:[\s().-]*\d{2,4}){2,4}\b"),
    ("PHONE", r"\(\d{3}\)\s?\d{3}-\d{4}\b|\b\d{3}[-.]\d{3}[-.]\d{4}\b"),
    ("PERSON", rf"\b{_RU_WORD}\s+[А-ЯЁ][а-яё]+\s+[А-ЯЁ][а-яё]+{_PATRONYMIC}\b"),
    ("PERSON", rf"\b[А-ЯЁ][а-яё]+\s+[А-ЯЁ][а-яё]+{_PATRONYMIC}\s+{_RU_WORD}\b"),
    ("PERSON", rf"\b{_RU_WORD}\s+[А-ЯЁ]\.\s?[А-ЯЁ]\.(?!\w)"),
    ("PERSON", rf"(?<!\w)[А-ЯЁ]\.\s?[А-ЯЁ]\.\s?{_RU_WORD}\b"),
    ("PERSON", rf"\b(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+(?P<v>{_EN_NAME}|[A-Z][a-zA-Z'\-]+)"),
    ("PERSON", rf"\b(?:Name|By|Signature|Attn|Attention|Signed)\s*:\s*(?:/s/\s*)?(?P<v>{_EN_NAME})"),
    ("PERSON", rf"/s/\s*(?P<v>{_EN_NAME})"),
)
_COMPILED = tuple((kind, regexes.compile(pattern)) for kind, pattern in _RULES)
_PLACEHOLDER = regexes.compile(r"\[(?:EMAIL|CARD|SNILS|PASSPORT|ACCOUNT|ID|PHONE|PERSON)_\d+\]")


@dataclass
class Masker:
    """Stable value <-> placeholder mapping for one document."""

    _by_value: dict[str, str] = field(default_factory=dict)
    _by_placeholder: dict[str, str] = field(default_factory=dict)
    _counts: dict[str, int] = field(default_factory=dict)
    _spans: list[tuple[int, int, str]] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def mask(self, text: str) -> str:
        for kind, rx in _COMPILED:
            text = rx.sub(partial(self._replace, kind), text)
        return text

    def scan(self, document: str) -> None:
        """Locate the personal data of the whole document (non-overlapping, rules in priority order)."""
        taken: list[tuple[int, int, str]] = []
        for kind, rx in _COMPILED:
            for match in rx.finditer(document):
                group = _value_group(match)
                start, end = match.span(group)
                if any(s < end and start < e for s, e, _ in taken):
                    continue
                taken.append((start, end, self._placeholder(kind, match.group(group))))
        self._spans = sorted(taken)

    def mask_range(self, document: str, start: int, end: int) -> str:
        """``document[start:end]`` masked; the range is widened so that no scanned value is cut."""
        for s, e, _ in self._spans:
            if s < start < e:
                start = s
            if s < end < e:
                end = e
        parts: list[str] = []
        pos = start
        for s, e, placeholder in self._spans:
            if start <= s and e <= end:
                parts += [document[pos:s], placeholder]
                pos = e
        parts.append(document[pos:end])
        return self.mask("".join(parts))

    def unmask(self, text: str) -> str:
        return _PLACEHOLDER.sub(lambda m: self._by_placeholder.get(m.group(0), m.group(0)), text)

    @property
    def masked_count(self) -> int:
        return len(self._by_value)

    def _replace(self, kind: str, match: re.Match[str]) -> str:
        group = _value_group(match)
        value = match.group(group)
        placeholder = self._placeholder(kind, value)
        start, end = match.span(group)
        whole = match.group(0)
        offset = match.start()
        return whole[: start - offset] + placeholder + whole[end - offset :]

    def _placeholder(self, kind: str, value: str) -> str:
        with self._lock:
            if value not in self._by_value:
                self._counts[kind] = self._counts.get(kind, 0) + 1
                placeholder = f"[{kind}_{self._counts[kind]}]"
                self._by_value[value] = placeholder
                self._by_placeholder[placeholder] = value
            return self._by_value[value]


def _value_group(match: re.Match[str]) -> str | int:
    return "v" if "v" in match.re.groupindex and match.group("v") else 0
