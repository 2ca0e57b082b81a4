"""Extraction benchmarks on the CUAD dev set: PDF speed/memory/fidelity, OCR accuracy/speed, layer size.

    python bench/extraction.py pdf  ../shared/data/cuad-dev  [--skip pymupdf4llm]
    python bench/extraction.py ocr  ../shared/data/cuad-dev  [--dpi 200 300] [--ru-pages 3]
    python bench/extraction.py layer [layers/tesseract/build/layer]
    python bench/extraction.py originals ../shared/data/ru-dev  [--save DIR]
    python bench/extraction.py order ../shared/data/ru-dev ../shared/data/cuad-dev  [--worst 8]

Every tool runs in its own subprocess over the same files, so wall time and peak RSS
(``ru_maxrss`` of that child) are comparable within one run. Fidelity is the character-level
``difflib`` ratio between whitespace-normalised texts (Markdown markup, quotes and dashes normalised),
computed hierarchically: words are aligned first, then characters inside differing word runs.
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PDF_TOOLS = ("raw_get_text", "ours", "pdftotext", "pypdf", "pymupdf4llm")
_MARKUP_RES = (
    re.compile(r"<!-- page \d+ -->"),
    re.compile(r"^#{1,6} ", re.MULTILINE),
    re.compile(r"^\|(?:---\|)+$", re.MULTILINE),
    re.compile(r"^- ", re.MULTILINE),
    re.compile(r"\*\*|__|`"),
)
_CHAR_MAP = str.maketrans(
    {
        "“": '"',
        "”": '"',
        "„": '"',
        "«": '"',
        "»": '"',
        "‘": "'",
        "’": "'",
        "–": "-",
        "—": "-",
        "\u00ad": "",
        "|": " ",
        "•": " ",
        "·": " ",
        "\\": "",
    }
)


# ---------------------------------------------------------------------------------------------- texts


def normalise(text: str) -> str:
    for pattern in _MARKUP_RES:
        text = pattern.sub(" ", text)
    text = unicodedata.normalize("NFKC", text).translate(_CHAR_MAP)
    return " ".join(text.split())


def char_similarity(ours: str, reference: str) -> float:
    """difflib ratio 2*M/T over characters, with matches found word-run by word-run (fast on 100 kB texts)."""
    a, b = ours.split(" "), reference.split(" ")
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    matched = 0
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            matched += sum(len(word) for word in a[i1:i2]) + (i2 - i1 - 1)
        else:
            left, right = " ".join(a[i1:i2]), " ".join(b[j1:j2])
            if left and right and len(left) * len(right) < 4_000_000:
                blocks = difflib.SequenceMatcher(None, left, right, autojunk=False).get_matching_blocks()
                matched += sum(block.size for block in blocks)
    total = len(ours) + len(reference)
    return 2 * matched / total if total else 1.0


def cer(hypothesis: str, reference: str) -> float:
    """Character error rate: Levenshtein distance / reference length, on whitespace-normalised text."""
    previous = list(range(len(hypothesis) + 1))
    for i, ref_char in enumerate(reference, start=1):
        current = [i] + [0] * len(hypothesis)
        for j, hyp_char in enumerate(hypothesis, start=1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ref_char != hyp_char))
        previous = current
    return previous[-1] / max(1, len(reference))


# ----------------------------------------------------------------------------------------- pdf tools


def _open_pdf(source: Path | bytes) -> Any:
    """PyMuPDF's ``open`` is unannotated: keep the untyped call in one place."""
    import pymupdf

    opener: Any = pymupdf.open
    return opener(stream=source, filetype="pdf") if isinstance(source, bytes) else opener(source)


def _tool_raw(path: Path) -> tuple[str, int]:

    with _open_pdf(path) as document:
        return "\f".join(page.get_text() for page in document), document.page_count


def _tool_ours(path: Path) -> tuple[str, int]:
    from chalicelib.extraction import ExtractionSettings, extract_document

    document = extract_document(path.read_bytes(), path.name, ExtractionSettings(max_pages=10_000))
    return document.markdown, document.pages


def _tool_pdftotext(path: Path) -> tuple[str, int]:
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True)
    text = out.stdout.decode("utf-8", "replace")
    return text, text.count("\f")


def _tool_pypdf(path: Path) -> tuple[str, int]:
    import pypdf

    reader = pypdf.PdfReader(path)
    return "\f".join(page.extract_text() or "" for page in reader.pages), len(reader.pages)


def _tool_pymupdf4llm(path: Path) -> tuple[str, int]:
    import pymupdf4llm

    with _open_pdf(path) as document:
        return str(pymupdf4llm.to_markdown(document, show_progress=False)), document.page_count


_TOOLS: dict[str, Callable[[Path], tuple[str, int]]] = {
    "raw_get_text": _tool_raw,
    "ours": _tool_ours,
    "pdftotext": _tool_pdftotext,
    "pypdf": _tool_pypdf,
    "pymupdf4llm": _tool_pymupdf4llm,
}


def run_tool_child(tool: str, files: list[Path], outdir: Path) -> None:
    """Child-process body: run one tool over all files, write texts and a timing record."""
    function = _TOOLS[tool]
    ocr_seconds = _time_ocr_calls() if tool == "ours" else [0.0]
    function(files[0])  # warm imports so that the timing measures extraction, not module loading
    ocr_seconds[0] = 0.0
    pages = 0
    started = time.perf_counter()
    for path in files:
        text, count = function(path)
        pages += count
        (outdir / f"{path.stem}.{tool}.txt").write_text(text, encoding="utf-8")
    seconds = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    record = {"seconds": seconds, "pages": pages, "peak_mb": peak_mb, "ocr_seconds": ocr_seconds[0]}
    (outdir / f"{tool}.json").write_text(json.dumps(record))


def _time_ocr_calls() -> list[float]:
    """Wrap the OCR entry point so that the image-only pages' OCR time can be reported apart."""
    from chalicelib.extraction import ocr

    spent = [0.0]
    original = ocr.ocr_pdf_pages

    def timed(*args: Any, **kwargs: Any) -> list[ocr.RecognisedPage]:
        started = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            spent[0] += time.perf_counter() - started

    ocr.ocr_pdf_pages = timed
    return spent


def text_pdfs(data_dir: Path) -> list[Path]:
    return sorted(path for path in data_dir.glob("*.pdf") if not path.stem.endswith("-scan"))


def bench_pdf(data_dir: Path, skip: set[str]) -> None:
    files = text_pdfs(data_dir)
    tools = [tool for tool in PDF_TOOLS if tool not in skip]
    with tempfile.TemporaryDirectory(prefix="bench-pdf-") as tmp:
        outdir = Path(tmp)
        stats: dict[str, dict[str, float]] = {}
        for tool in tools:
            subprocess.run([sys.executable, __file__, "_child", tool, str(data_dir), str(outdir)], check=True)
            stats[tool] = json.loads((outdir / f"{tool}.json").read_text())
        fidelity = {tool: _fidelities(files, outdir, tool) for tool in tools}
    _print_pdf_table(files, tools, stats, fidelity)


def _fidelities(files: list[Path], outdir: Path, tool: str) -> list[float]:
    scores = []
    for path in files:
        reference = normalise(path.with_suffix(".txt").read_text(encoding="utf-8", errors="replace"))
        ours = normalise((outdir / f"{path.stem}.{tool}.txt").read_text(encoding="utf-8"))
        scores.append(char_similarity(ours, reference))
    return scores


def _print_pdf_table(
    files: list[Path], tools: list[str], stats: dict[str, dict[str, float]], fidelity: dict[str, list[float]]
) -> None:
    raw_seconds = stats.get("raw_get_text", {}).get("seconds", float("nan"))
    pages = int(stats[tools[0]]["pages"])
    print(f"\n{len(files)} text PDFs, {pages} pages (raw PyMuPDF page count)\n")
    print("| tool | seconds | pages/s | x raw get_text | peak RSS MB | fidelity median | fidelity min |")
    print("|---|---|---|---|---|---|---|")
    for tool in tools:
        seconds = stats[tool]["seconds"]
        print(
            f"| {tool} | {seconds:.2f} | {pages / seconds:.0f} | {seconds / raw_seconds:.2f} | "
            f"{stats[tool]['peak_mb']:.0f} | {statistics.median(fidelity[tool]):.4f} | "
            f"{min(fidelity[tool]):.4f} |"
        )
    if "ours" in stats and stats["ours"]["ocr_seconds"]:
        text_only = stats["ours"]["seconds"] - stats["ours"]["ocr_seconds"]
        print(
            f"\nours includes {stats['ours']['ocr_seconds']:.2f} s of OCR for image-only pages; "
            f"text layer alone: {text_only:.2f} s = {pages / text_only:.0f} pages/s = "
            f"{text_only / raw_seconds:.2f} x raw get_text"
        )
    if "ours" in fidelity:
        worst = sorted(zip(fidelity["ours"], (f.stem for f in files), strict=True))[:5]
        print("\nlowest fidelity (ours): " + ", ".join(f"{name} {score:.3f}" for score, name in worst))


# ------------------------------------------------------------------------------------------------- ocr


def scan_pairs(data_dir: Path) -> list[tuple[Path, str]]:
    return [
        (path, path.with_name(path.stem + ".gt.txt").read_text(encoding="utf-8"))
        for path in sorted(data_dir.glob("*-scan.pdf"))
    ]


def russian_scans(count: int, dpi: int) -> list[tuple[str, bytes, str]]:
    """Russian (and one English) contract pages we render and scan ourselves, with their ground truth."""
    sys.path.insert(0, str(ROOT / "tests" / "extraction"))
    import extraction_samples as samples  # type: ignore[import-not-found,unused-ignore]

    out = []
    html = samples.contract_html(samples.RU_TITLE, samples.RU_PREAMBLE, samples.RU_CLAUSES)
    text = samples.ru_contract_text()
    for copy in range(count):
        pdf = samples.story_pdf(html)
        scan = samples.scanned_pdf(pdf, dpi=dpi, skew_degrees=0.0 if copy == 0 else 1.5 * copy)
        out.append((f"ru-synthetic-{copy}", scan, text))
    return out


def ocr_cer_text(markdown: str) -> str:
    return normalise(markdown)


def cer_hierarchical(hypothesis: str, reference: str) -> float:
    """CER = edit distance / reference length; words are aligned first (difflib), then exact character
    Levenshtein inside each differing run. Never below the true CER, and fast on multi-page texts."""
    hyp, ref = hypothesis.split(" "), reference.split(" ")
    distance = 0.0
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, hyp, ref, autojunk=False).get_opcodes():
        if tag != "equal":
            left, right = " ".join(hyp[i1:i2]), " ".join(ref[j1:j2])
            distance += (
                cer(left, right) * max(1, len(right)) if left and right else len(left) + len(right) + 1
            )
    return distance / max(1, len(reference))


def _cli_ocr(images: list[Path], psm: int) -> tuple[str, float]:
    started = time.perf_counter()
    texts = []
    for image in images:
        done = subprocess.run(
            ["tesseract", str(image), "stdout", "-l", "rus+eng", "--oem", "1", "--psm", str(psm)],
            capture_output=True,
            check=True,
            env={**os.environ, "OMP_THREAD_LIMIT": "1"},
        )
        texts.append(done.stdout.decode("utf-8"))
    return "\f".join(texts), time.perf_counter() - started


def _render_pages(pdf: bytes, dpi: int, outdir: Path, stem: str) -> list[Path]:
    import pymupdf

    paths = []
    with _open_pdf(pdf) as document:
        for page in document:
            path = outdir / f"{stem}-{page.number}.pgm"
            page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY).save(str(path))
            paths.append(path)
    return paths


def _ours_ocr(pdf: bytes, dpi: int, workers: int) -> tuple[str, float, int]:
    """Our whole path (render at the scan's own dpi capped by ``dpi``, deskew, psm choice, OCR)."""
    from chalicelib.extraction import ExtractionSettings, extract_document

    limits = ExtractionSettings(ocr_dpi=dpi, ocr_workers=workers)
    started = time.perf_counter()
    document = extract_document(pdf, "scan.pdf", limits)
    return document.markdown, time.perf_counter() - started, document.ocr_pages


def bench_ocr(data_dir: Path, dpis: list[int], psms: list[int], ru_pages: int, limit: int) -> None:
    cases = [(path.stem, path.read_bytes(), gt) for path, gt in scan_pairs(data_dir)][:limit]
    cases += russian_scans(ru_pages, 200)
    print(f"\n{len(cases)} scanned documents; CER on whitespace-normalised text (lower is better)\n")
    print(
        "| dpi | psm | set | pages | CER ours | CER CLI | s/page CLI | s/page ours 1 worker | overhead | "
        "s/page ours 2 workers | speed-up vs CLI |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for dpi in dpis:
        for psm in psms:
            for label in ("en", "ru"):
                subset = [case for case in cases if case[0].startswith("ru-") == (label == "ru")]
                if subset:
                    _ocr_row(subset, dpi, psm, label)
            _ocr_row([_combined_scan(cases)], dpi, psm, "all as one document")
    print(
        "\nours: rendered at the scan's own resolution (capped by dpi), deskewed, psm 4 or 3 by column "
        "detection; CLI: `tesseract page.pgm stdout -l rus+eng --oem 1 --psm N` on pages rendered at dpi."
    )


def _combined_scan(cases: list[tuple[str, bytes, str]]) -> tuple[str, bytes, str]:
    """All scans as one multi-page PDF: what page-level parallelism is for."""
    import pymupdf

    opener: Any = pymupdf.open
    combined = opener()
    for _, pdf, _ in cases:
        with _open_pdf(pdf) as part:
            combined.insert_pdf(part)
    data: bytes = combined.tobytes()
    combined.close()
    truth = "\f".join(text for _, _, text in cases)
    return "combined", data, truth


def _ocr_row(cases: list[tuple[str, bytes, str]], dpi: int, psm: int, label: str) -> None:
    pages = 0
    cli_seconds = one_seconds = two_seconds = 0.0
    ours_cer: list[float] = []
    cli_cer: list[float] = []
    with tempfile.TemporaryDirectory(prefix="bench-ocr-") as tmp:
        for stem, pdf, truth in cases:
            reference = normalise(truth)
            images = _render_pages(pdf, dpi, Path(tmp), stem)
            cli_text, seconds = _cli_ocr(images, psm)
            cli_seconds += seconds
            markdown, seconds, count = _ours_ocr(pdf, dpi, 1)
            one_seconds += seconds
            pages += count
            two_seconds += _ours_ocr(pdf, dpi, 2)[1]
            ours_cer.append(cer_hierarchical(ocr_cer_text(markdown), reference))
            cli_cer.append(cer_hierarchical(normalise(cli_text), reference))
    print(
        f"| {dpi} | {psm} | {label} | {pages} | {statistics.mean(ours_cer):.2%} | "
        f"{statistics.mean(cli_cer):.2%} | "
        f"{cli_seconds / pages:.2f} | {one_seconds / pages:.2f} | {one_seconds / cli_seconds:.2f}x | "
        f"{two_seconds / pages:.2f} | {cli_seconds / two_seconds:.2f}x |",
        flush=True,
    )


# ---------------------------------------------------------------------------------------------- layer

LAMBDA_UNZIPPED_LIMIT_MB = 250
RUNTIME_PROVIDED = frozenset(
    {"boto3", "botocore", "s3transfer", "jmespath", "python-dateutil", "six", "urllib3"}
)


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def dependency_closure(requirements: list[str]) -> dict[str, int]:
    """Installed size in bytes of every distribution the runtime requirements pull in (extras honoured)."""
    from importlib import metadata

    from packaging.requirements import Requirement

    sizes: dict[str, int] = {}
    pending = [(Requirement(text), "") for text in requirements]
    while pending:
        requirement, extra = pending.pop()
        if requirement.marker and not requirement.marker.evaluate({"extra": extra}):
            continue
        name = _canonical(requirement.name)
        try:
            dist = metadata.distribution(requirement.name)
        except metadata.PackageNotFoundError:
            continue
        if name not in sizes:
            sizes[name] = sum(
                (
                    Path(str(file.locate())).stat().st_size
                    for file in dist.files or []
                    if Path(str(file.locate())).is_file()
                ),
                0,
            )
            pending.extend((Requirement(text), "") for text in dist.requires or [])
        for wanted in requirement.extras:
            pending.extend((Requirement(text), wanted) for text in dist.requires or [] if "extra ==" in text)
    return sizes


def runtime_requirements() -> list[str]:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return list(project["dependencies"])


def _lean_layer_estimate(layer_dir: Path) -> int:
    """Layer size without libcurl/libarchive: leptonica's closure + tesseract + the C++ runtime."""
    from collect_layer import library_closure  # type: ignore[import-not-found,unused-ignore]

    lept = next(iter(sorted((layer_dir / "lib").glob("liblept*.so*"))))
    keep = set(library_closure(lept)) | {lept.name, "libtesseract.so.5", "libstdc++.so.6", "libgcc_s.so.1"}
    libs = sum(path.stat().st_size for path in (layer_dir / "lib").iterdir() if path.name in keep)
    data = sum(path.stat().st_size for path in (layer_dir / "share").rglob("*") if path.is_file())
    return libs + data + (layer_dir / "bin" / "tesseract").stat().st_size


def bench_layer(layer_dir: Path) -> None:
    sys.path.insert(0, str(ROOT / "layers" / "tesseract"))
    from collect_layer import tree_size  # type: ignore[import-not-found,unused-ignore]

    mib = 1024 * 1024
    if not layer_dir.exists():
        subprocess.run(
            [sys.executable, str(ROOT / "layers/tesseract/build_from_debian.py"), "--out", str(layer_dir)],
            check=True,
        )
    layer = tree_size(layer_dir)
    sizes = dependency_closure(runtime_requirements())
    function_all = sum(sizes.values())
    function_lean = sum(size for name, size in sizes.items() if name not in RUNTIME_PROVIDED)
    code = (
        sum(path.stat().st_size for path in (ROOT / "chalicelib").rglob("*.py"))
        + (ROOT / "app.py").stat().st_size
    )
    print("\n| part | MiB |\n|---|---|")
    for key in ("bin", "lib", "share"):
        print(f"| tesseract layer {key}/ | {layer[key] / mib:.1f} |")
    print(f"| **tesseract layer (Debian closure)** | **{layer['total'] / mib:.1f}** |")
    lean = _lean_layer_estimate(layer_dir)
    print(
        f"| tesseract layer as the Dockerfile builds it (no OpenMP/curl/archive; estimate) | "
        f"{lean / mib:.1f} |"
    )
    print(f"| function: project code | {code / mib:.1f} |")
    for name, size in sorted(sizes.items(), key=lambda item: -item[1])[:8]:
        print(
            f"| function: {name}{' (in the Lambda runtime)' if name in RUNTIME_PROVIDED else ''} | "
            f"{size / mib:.1f} |"
        )
    print(f"| **function deps, all ({len(sizes)} dists)** | **{function_all / mib:.1f}** |")
    print(f"| **function deps without boto3 & co (runtime provides them)** | **{function_lean / mib:.1f}** |")
    total = (layer["total"] + function_lean + code) / mib
    print(
        f"| **function + layer** | **{total:.1f}** of {LAMBDA_UNZIPPED_LIMIT_MB} "
        f"(headroom {LAMBDA_UNZIPPED_LIMIT_MB - total:.1f}) |"
    )
    total_all = (layer["total"] + function_all + code) / mib
    print(f"| function (boto3 bundled) + layer | {total_all:.1f} of {LAMBDA_UNZIPPED_LIMIT_MB} |")


# ------------------------------------------------------------------------------------------- originals

_ORIGINAL_SUFFIXES = (".pdf", ".docx", ".rtf")


def bench_originals(data_dir: Path, save: Path | None) -> None:
    """Every original (.pdf/.docx/.rtf) through ``extract_document``, compared with the ``.txt`` beside it.

    Prints character similarity per file, whether OCR was used and its mean confidence, or the refusal.
    """
    from chalicelib.errors import DocumentRejected
    from chalicelib.extraction import ExtractionSettings, extract_document

    files = sorted(p for p in data_dir.iterdir() if p.suffix in _ORIGINAL_SUFFIXES)
    scores: list[float] = []
    print("| file | similarity | pages | ocr pages | ocr confidence | seconds | note |")
    print("|---|---|---|---|---|---|---|")
    for path in files:
        reference_path = (
            path.with_name(path.stem + ".gt.txt") if path.stem.endswith("-scan") else path.with_suffix(".txt")
        )
        if not reference_path.exists():
            continue
        reference = normalise(reference_path.read_text(encoding="utf-8", errors="replace"))
        started = time.perf_counter()
        try:
            document = extract_document(path.read_bytes(), path.name, ExtractionSettings())
        except DocumentRejected as exc:
            scores.append(0.0)
            print(
                f"| {path.name} | 0.000 | | | | {time.perf_counter() - started:.2f} | refused: {exc.reason} |"
            )
            continue
        seconds = time.perf_counter() - started
        if save is not None:
            save.mkdir(parents=True, exist_ok=True)
            (save / f"{path.stem}.md").write_text(document.markdown, encoding="utf-8")
        score = char_similarity(normalise(document.markdown), reference)
        scores.append(score)
        confidence = getattr(document, "ocr_confidence", None)
        print(
            f"| {path.name} | {score:.3f} | {document.pages} | {document.ocr_pages} | "
            f"{'' if confidence is None else f'{confidence:.1f}'} | {seconds:.2f} | |"
        )
    if scores:
        print(
            f"\n{len(scores)} originals: mean similarity {statistics.mean(scores):.3f}, "
            f"median {statistics.median(scores):.3f}, min {min(scores):.3f}"
        )


# -------------------------------------------------------------------------------------- reading order

ORDER_PEERS = ("ours", "raw_get_text", "pdftotext", "pypdf")
_LINE_HYPHEN_RE = re.compile(r"(?<=[^\W\d_])[-‐]\s+(?=[^\W\d_])")
_COMPOUND_BREAK_RE = re.compile(r"(?<=[^\W\d_])[-‐]\s+(?=[^\W\d_])(?=[^\W\d_a-zа-яё])")


def _tool_pdftotext_layout(path: Path) -> tuple[str, int]:
    out = subprocess.run(
        ["pdftotext", "-layout", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True
    )
    text = out.stdout.decode("utf-8", "replace")
    return text, text.count("\f")


def order_text(text: str) -> str:
    """Normalised for reading order: markup, quotes and spacing as in :func:`normalise`."""
    return normalise(text)


def page_reading(text: str) -> str:
    """The reference as a reader reads the page: a word hyphenated at a line end is one word ('обслу-' +
    'живанию'), a compound broken after its hyphen keeps it ('Северо-' + 'Западный')."""
    return _LINE_HYPHEN_RE.sub("", _COMPOUND_BREAK_RE.sub("-", order_text(text)))


def bench_order(data_dirs: list[Path], worst: int, peers: tuple[str, ...] = ORDER_PEERS) -> None:
    """Reading order of every text PDF against ``pdftotext -layout``, ours beside peers in this process.

    ``pdftotext -layout`` lays text out as the page shows it (columns kept apart, boxes joined on their
    rows), so a reader that follows the PDF's box order or cuts lines mid-word scores lower here.
    """
    files = [path for data_dir in data_dirs for path in text_pdfs(data_dir)]
    scores: dict[str, list[float]] = {tool: [] for tool in peers}
    for path in files:
        reference = page_reading(_tool_pdftotext_layout(path)[0])
        for tool in peers:
            try:
                text = _TOOLS[tool](path)[0]
            except Exception:  # a peer that cannot read the file scores 0 for it
                text = ""
            scores[tool].append(char_similarity(order_text(text), reference))
    print(f"\n{len(files)} text PDFs; character similarity to `pdftotext -layout` (1 = same)\n")
    print("| tool | mean | median | min | files < 0.9 |")
    print("|---|---|---|---|---|")
    for tool in peers:
        values = scores[tool]
        low = sum(1 for value in values if value < 0.9)
        mean, median = statistics.mean(values), statistics.median(values)
        print(f"| {tool} | {mean:.4f} | {median:.4f} | {min(values):.4f} | {low} |")
    ranked = sorted(zip(scores["ours"], scores["pdftotext"], (f.stem for f in files), strict=True))[:worst]
    print("\nlowest (ours / pdftotext): " + ", ".join(f"{name} {a:.3f}/{b:.3f}" for a, b, name in ranked))


# ------------------------------------------------------------------------------------------------ main


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    pdf = sub.add_parser("pdf", help="speed, peak memory and fidelity of text-layer PDF extraction")
    pdf.add_argument("data_dir", type=Path)
    pdf.add_argument("--skip", nargs="*", default=[], choices=PDF_TOOLS)
    ocr = sub.add_parser(
        "ocr", help="CER and seconds/page of OCR vs the tesseract CLI on the same page images"
    )
    ocr.add_argument("data_dir", type=Path)
    ocr.add_argument("--dpi", type=int, nargs="+", default=[300])
    ocr.add_argument("--psm", type=int, nargs="+", default=[4])
    ocr.add_argument(
        "--ru-pages", type=int, default=3, help="synthetic Russian scans (0, 1.5, 3 degrees skew)"
    )
    ocr.add_argument("--limit", type=int, default=8, help="how many CUAD scans to use")
    layer = sub.add_parser("layer", help="Tesseract layer size and the 250 MB function + layers budget")
    layer.add_argument("layer_dir", type=Path, nargs="?", default=ROOT / "layers/tesseract/build/layer")
    originals = sub.add_parser("originals", help="character similarity of every original vs its .txt")
    originals.add_argument("data_dir", type=Path)
    originals.add_argument("--save", type=Path, default=None, help="write each extracted Markdown here")
    order = sub.add_parser("order", help="reading order of text PDFs vs `pdftotext -layout`, with peers")
    order.add_argument("data_dirs", type=Path, nargs="+")
    order.add_argument("--worst", type=int, default=8, help="how many lowest-scoring files to name")
    order.add_argument(
        "--peers", nargs="+", default=list(ORDER_PEERS), choices=ORDER_PEERS, help="ours must be among them"
    )
    child = sub.add_parser("_child")
    child.add_argument("tool")
    child.add_argument("data_dir", type=Path)
    child.add_argument("outdir", type=Path)
    args = parser.parse_args(argv)
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    if args.command == "pdf":
        bench_pdf(args.data_dir, set(args.skip))
    elif args.command == "ocr":
        bench_ocr(args.data_dir, args.dpi, args.psm, args.ru_pages, args.limit)
    elif args.command == "layer":
        bench_layer(args.layer_dir)
    elif args.command == "originals":
        bench_originals(args.data_dir, args.save)
    elif args.command == "order":
        bench_order(args.data_dirs, args.worst, tuple(args.peers))
    elif args.command == "_child":
        run_tool_child(args.tool, text_pdfs(args.data_dir), args.outdir)


if __name__ == "__main__":
    main()
