#!/usr/bin/env bash
# Tesseract with Russian and English data, poppler-utils (pdftotext, a benchmark peer) and LibreOffice
# Writer without a GUI (soffice: tests render every generated DOCX to PDF, tests/amendments).
# Installs them with apt-get when missing and running as root; otherwise says what to install.
set -euo pipefail
missing=()
if ! command -v tesseract >/dev/null 2>&1; then
  missing+=(tesseract-ocr tesseract-ocr-rus tesseract-ocr-eng)
else
  langs=$(tesseract --list-langs 2>/dev/null || true)
  grep -qx rus <<<"$langs" || missing+=(tesseract-ocr-rus)
  grep -qx eng <<<"$langs" || missing+=(tesseract-ocr-eng)
fi
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
office=()  # installed without recommends: those pull in a desktop's worth of packages
command -v soffice >/dev/null 2>&1 || office+=(libreoffice-writer-nogui)
[ ${#missing[@]} -eq 0 ] && [ ${#office[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing: ${missing[*]} ${office[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  [ ${#missing[@]} -eq 0 ] || apt-get install -y -qq "${missing[@]}" >/dev/null
  [ ${#office[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${office[@]}" >/dev/null
else
  echo "missing system packages: ${missing[*]} ${office[*]}" >&2
  echo "install them (Debian/Ubuntu: sudo apt-get install ${missing[*]} ${office[*]}) and run again" >&2
  exit 1
fi
