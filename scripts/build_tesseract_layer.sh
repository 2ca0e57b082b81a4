#!/usr/bin/env bash
# `make layer`: build the Tesseract Lambda layer (layers/tesseract/Dockerfile, Amazon Linux 2023, x86_64)
# into layers/tesseract/build/tesseract-layer.zip. Needs a running Docker engine: the layer must link
# against Lambda's glibc (2.34), so a build from this machine's packages is not deployable.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/layers/tesseract/build"

if ! command -v docker >/dev/null 2>&1 || ! docker info >/dev/null 2>&1; then
  cat >&2 <<'MSG'
make layer: no Docker engine here (`docker info` failed), and the Tesseract layer must be built on
Amazon Linux 2023 to match Lambda's glibc. Choose one:
  - run `make layer` on any machine with Docker (x86_64 or with buildx/QEMU), then publish the zip:
      aws lambda publish-layer-version --layer-name contract-check-tesseract \
        --zip-file fileb://layers/tesseract/build/tesseract-layer.zip \
        --compatible-runtimes python3.12 --compatible-architectures x86_64
    (or upload it to S3 first and use --content S3Bucket=...,S3Key=... when it is over 50 MB)
  - reuse a layer version you already published.
Pass the LayerVersionArn it prints to the stack: --parameter-overrides TesseractLayerArn=<arn>.
For measuring only, `python layers/tesseract/build_from_debian.py` builds the same layout from this
machine's Debian packages (not deployable: glibc 2.36 > 2.34).
MSG
  exit 1
fi

mkdir -p "$OUT"
docker build --platform linux/amd64 -t contract-check-tesseract-layer "$ROOT/layers/tesseract"
docker run --rm --platform linux/amd64 -v "$OUT:/out" contract-check-tesseract-layer
echo "make layer: $OUT/tesseract-layer.zip; publish it with aws lambda publish-layer-version (see README)"
