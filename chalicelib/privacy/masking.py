"""Replace personal data with stable placeholders and restore it in what comes back.

One :class:`Masker` per document keeps the mapping, so the same value always gets the same placeholder
across prompts and the model's quotes can be restored to the original text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import partial

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
_COMPILED = tuple((kind, re.compile(pattern)) for kind, pattern in _RULES)
_PLACEHOLDER = re.compile(r"\[(?:EMAIL|CARD|SNILS|PASSPORT|ACCOUNT|ID|PHONE|PERSON)_\d+\]")


@dataclass
class Masker:
    """Stable value <-> placeholder mapping for one document."""

    _by_value: dict[str, str] = field(default_factory=dict)
    _by_placeholder: dict[str, str] = field(default_factory=dict)
    _counts: dict[str, int] = field(default_factory=dict)

    def mask(self, text: str) -> str:
        for kind, rx in _COMPILED:
            text = rx.sub(partial(self._replace, kind), text)
        return text

    def unmask(self, text: str) -> str:
        return _PLACEHOLDER.sub(lambda m: self._by_placeholder.get(m.group(0), m.group(0)), text)

    @property
    def masked_count(self) -> int:
        return len(self._by_value)

    def _replace(self, kind: str, match: re.Match[str]) -> str:
        group = "v" if "v" in match.re.groupindex and match.group("v") else 0
        value = match.group(group)
        placeholder = self._placeholder(kind, value)
        start, end = match.span(group)
        whole = match.group(0)
        offset = match.start()
        return whole[: start - offset] + placeholder + whole[end - offset :]

    def _placeholder(self, kind: str, value: str) -> str:
        if value not in self._by_value:
            self._counts[kind] = self._counts.get(kind, 0) + 1
            placeholder = f"[{kind}_{self._counts[kind]}]"
            self._by_value[value] = placeholder
            self._by_placeholder[placeholder] = value
        return self._by_value[value]
