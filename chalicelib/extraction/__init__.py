"""The ``extract`` stage's domain code: any uploaded contract to Markdown with page markers.

Importing this package is cheap: PyMuPDF, Pillow, python-docx and pytesseract load only when a document
of their kind arrives.
"""

from chalicelib.extraction.detect import detect_format
from chalicelib.extraction.document import extract_document
from chalicelib.settings import ExtractionSettings

__all__ = ["ExtractionSettings", "detect_format", "extract_document"]
