"""Text helpers moved to :mod:`chalicelib.clauses.text` (the clause model owns segmentation)."""

from chalicelib.clauses.text import PageIndex, Span, normalise, paragraphs, sentences, window

__all__ = ["PageIndex", "Span", "normalise", "paragraphs", "sentences", "window"]
