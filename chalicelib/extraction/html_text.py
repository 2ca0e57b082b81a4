"""HTML to plain text with paragraph breaks (stdlib ``html.parser``: nothing fetched, no entities)."""

from __future__ import annotations

from html.parser import HTMLParser

_BLOCKS = frozenset(
    {
        "p",
        "div",
        "br",
        "tr",
        "li",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "table",
        "section",
        "article",
        "header",
        "footer",
        "blockquote",
        "pre",
        "ul",
        "ol",
        "dl",
        "dt",
        "dd",
        "hr",
        "title",
    }
)
_CELLS = frozenset({"td", "th"})
_HIDDEN = frozenset({"script", "style", "noscript", "template", "svg", "object", "iframe"})


class HtmlText(HTMLParser):
    """Collects the visible text; call :meth:`text` after ``feed`` and ``close``."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self._parts: list[str] = []
        self._hidden_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _HIDDEN:
            self._hidden_depth += 1
        elif tag in _BLOCKS:
            self._parts.append("\n\n")
        elif tag in _CELLS:
            self._parts.append(" | ")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _BLOCKS:
            self._parts.append("\n\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in _HIDDEN:
            self._hidden_depth = max(0, self._hidden_depth - 1)
        elif tag in _BLOCKS:
            self._parts.append("\n\n")

    def handle_data(self, data: str) -> None:
        if not self._hidden_depth:
            self._parts.append(" ".join(data.split()) if data.strip() else " ")

    def text(self) -> str:
        joined = "".join(self._parts)
        paragraphs = (" ".join(block.split()) for block in joined.split("\n\n"))
        return "\n\n".join(paragraph.strip(" |") for paragraph in paragraphs if paragraph.strip(" |"))
