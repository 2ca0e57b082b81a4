"""Personal-data masking before text leaves for an external LLM."""

from chalicelib.privacy.masking import Masker

__all__ = ["Masker"]
