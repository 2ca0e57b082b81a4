"""Assemble a Lambda layer tree for Tesseract: bin/tesseract, its shared-library closure, tessdata.

    python collect_layer.py --binary /usr/bin/tesseract --tessdata /usr/share/tesseract-ocr/5/tessdata \\
        --out build/layer [--langs eng rus osd] [--zip build/tesseract-layer.zip]

Lambda mounts a layer at /opt: PATH already has /opt/bin and LD_LIBRARY_PATH /opt/lib; the function
sets TESSDATA_PREFIX=/opt/share/tessdata. The C library itself (glibc, the loader) is never copied: the
runtime's own must be used. The zip has sorted entries and fixed timestamps, so the same inputs give
the same bytes; MANIFEST.txt lists every file with its SHA-256.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import shutil
import stat
import subprocess
import zipfile
from pathlib import Path

# Provided by every Lambda runtime (glibc and its loader); copying them breaks the process.
GLIBC_LIBS = re.compile(
    r"^(?:ld-linux.*|libc|libm|libdl|libpthread|librt|libresolv|libutil|libanl|libnsl)\.so(?:\.\d+)*$"
)
_LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(/\S+)\s+\(")
_ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)


def library_closure(binary: Path) -> dict[str, Path]:
    """Soname -> resolved path of every shared library ``binary`` loads (ldd already walks the closure)."""
    output = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, check=True).stdout
    closure: dict[str, Path] = {}
    for line in output.splitlines():
        match = _LDD_LINE.match(line)
        if match and not GLIBC_LIBS.match(match.group(1)):
            closure[match.group(1)] = Path(match.group(2)).resolve()
    return closure


def collect(binary: Path, tessdata: Path, out: Path, langs: list[str]) -> Path:
    if out.exists():
        shutil.rmtree(out)
    (out / "bin").mkdir(parents=True)
    (out / "lib").mkdir()
    (out / "share" / "tessdata" / "configs").mkdir(parents=True)
    shutil.copy2(binary.resolve(), out / "bin" / "tesseract")
    for soname, path in sorted(library_closure(binary).items()):
        shutil.copy2(path, out / "lib" / soname)
    for lang in langs:
        shutil.copy2(tessdata / f"{lang}.traineddata", out / "share" / "tessdata" / f"{lang}.traineddata")
    # pytesseract passes the output format as a config name ("txt"), which tesseract reads from configs/.
    for config in ("txt", "tsv", "hocr"):
        source = tessdata / "configs" / config
        if source.exists():
            shutil.copy2(source, out / "share" / "tessdata" / "configs" / config)
    _normalise_modes(out)
    write_manifest(out)
    return out


def _normalise_modes(root: Path) -> None:
    for path in root.rglob("*"):
        if path.is_file():
            executable = path.parent.name == "bin" or ".so" in path.name
            path.chmod(0o755 if executable else 0o644)


def write_manifest(root: Path) -> None:
    lines = []
    for path in sorted(p for p in root.rglob("*") if p.is_file() and p.name != "MANIFEST.txt"):
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        lines.append(f"{digest}  {path.stat().st_size:>10}  {path.relative_to(root)}")
    (root / "MANIFEST.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


def zip_layer(root: Path, target: Path) -> Path:
    """A deterministic zip: sorted names, fixed dates, fixed permissions."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(p for p in root.rglob("*") if p.is_file()):
            info = zipfile.ZipInfo(str(path.relative_to(root)), date_time=_ZIP_EPOCH)
            info.external_attr = (stat.S_IFREG | (path.stat().st_mode & 0o777)) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    return target


def tree_size(root: Path) -> dict[str, int]:
    sizes = dict.fromkeys(("bin", "lib", "share"), 0)
    for path in root.rglob("*"):
        if path.is_file():
            top = path.relative_to(root).parts[0]
            sizes[top] = sizes.get(top, 0) + path.stat().st_size
    sizes["total"] = sum(value for key, value in sizes.items() if key in ("bin", "lib", "share"))
    return sizes


def print_sizes(root: Path, archive: Path | None) -> None:
    mib = 1024 * 1024
    sizes = tree_size(root)
    for key in ("bin", "lib", "share", "total"):
        print(f"{key:>6}: {sizes[key] / mib:7.1f} MiB")
    if archive is not None:
        print(f"   zip: {archive.stat().st_size / mib:7.1f} MiB  ({archive})")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--binary", type=Path, default=Path(shutil.which("tesseract") or "/usr/bin/tesseract")
    )
    parser.add_argument("--tessdata", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--langs", nargs="+", default=["eng", "rus", "osd"])
    parser.add_argument("--zip", type=Path, default=None)
    args = parser.parse_args()
    root = collect(args.binary, args.tessdata, args.out, args.langs)
    archive = zip_layer(root, args.zip) if args.zip else None
    print_sizes(root, archive)


if __name__ == "__main__":
    main()
