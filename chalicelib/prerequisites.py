"""What a function needs from its deployment before it takes work, checked once per container.

On Lambda the Tesseract binary and its language data come from the Tesseract layer (/opt/bin,
TESSDATA_PREFIX=/opt/share/tessdata). Without them every scan would fail deep inside OCR and reach the
user as a misleading "unreadable file"; instead extract refuses to start with a message that says what is
missing, the message is retried and finally dead-lettered, and the logs name the fix.
"""

from __future__ import annotations

import os
import shutil
import subprocess

from chalicelib.errors import ConfigurationError

_checked: set[str] = set()


def tesseract_problem(languages: str) -> str | None:
    """Why OCR in ``languages`` (``rus+eng``) cannot run here, or None when it can."""
    binary = shutil.which("tesseract")
    if binary is None:
        return (
            "tesseract is not on PATH (on Lambda it comes from the Tesseract layer as /opt/bin/tesseract: "
            "deploy the stack with TesseractLayerArn, see README 'Deploy to AWS')"
        )
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
            f"tesseract has no language data for {'+'.join(missing) or languages} (TESSDATA_PREFIX={prefix})"
        )
    return None


def require_tesseract(languages: str) -> None:
    """Raise :class:`ConfigurationError` unless OCR in ``languages`` works; a success is remembered."""
    if languages in _checked:
        return
    problem = tesseract_problem(languages)
    if problem is not None:
        raise ConfigurationError(f"extract cannot start: {problem}")
    _checked.add(languages)
