"""What OCR needs from its deployment, checked once per process and only when a page needs OCR.

On Lambda the Tesseract binary and its language data come from the Tesseract layer (/opt/bin,
TESSDATA_PREFIX=/opt/share/tessdata); on a laptop they come from the system (``apt-get install
tesseract-ocr tesseract-ocr-rus``). A text PDF, DOCX or TXT needs no OCR, so a missing Tesseract never
stops extract from starting: a scan gets a permanent notice that recognition is not installed (never a
retry, never «попробуйте позже»), and the log line names the fix for the operator.
"""

from __future__ import annotations

import os
import shutil
import subprocess

from chalicelib.errors import ConfigurationError

INSTALL_HINT = (
    "install Tesseract with the rus and eng language data (Debian/Ubuntu: apt-get install tesseract-ocr "
    "tesseract-ocr-rus; macOS: brew install tesseract tesseract-lang; on Lambda: deploy the stack with "
    "TesseractLayerArn, see README 'Deploy to AWS')"
)

_working: set[str] = set()


def tesseract_problem(languages: str) -> str | None:
    """Why OCR in ``languages`` (``rus+eng``) cannot run here, or None when it can."""
    binary = shutil.which("tesseract")
    if binary is None:
        return f"tesseract is not on PATH: {INSTALL_HINT}"
    try:
        listed = subprocess.run(
            [binary, "--list-langs"], capture_output=True, text=True, timeout=20, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as failure:
        return f"{binary} --list-langs failed: {failure}"
    available = {line.strip() for line in listed.stdout.splitlines()[1:]}
    missing = [language for language in languages.split("+") if language not in available]
    if listed.returncode != 0 or missing:
        prefix = os.environ.get("TESSDATA_PREFIX", "<tesseract's default>")
        return (
            f"tesseract has no language data for {'+'.join(missing) or languages} "
            f"(TESSDATA_PREFIX={prefix}): {INSTALL_HINT}"
        )
    return None


def require_tesseract(languages: str) -> None:
    """Raise :class:`ConfigurationError` unless OCR in ``languages`` works; a success is remembered
    (a failure is not: the operator may install Tesseract while the process runs)."""
    if languages in _working:
        return
    problem = tesseract_problem(languages)
    if problem is not None:
        raise ConfigurationError(f"OCR cannot run: {problem}")
    _working.add(languages)
