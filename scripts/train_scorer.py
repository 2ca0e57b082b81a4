"""Train the learned scorer (``chalicelib/analysis/learned.py``) and measure it on held-out folds.

Usage (training needs the ``train`` extra: ``pip install -e '.[train]'``, scikit-learn; the product does not):

    python scripts/train_scorer.py --ru-dev ../shared/data/ru-dev \\
        --cuad ../shared/data/cuad-dev --cuad ../shared/data/cuad-train \\
        [--folds 5] [--report out/learned-folds] [--out chalicelib/analysis/learned_weights.json]

    # the shipped weights again from an earlier run's thresholds, without the folds (about two minutes):
    python scripts/train_scorer.py --ru-dev ... --cuad ... --cuad ... --thresholds-from out/learned-folds

Data: ru-dev's quoted risks (categories mapped onto checklist items as the set's scorer maps them) and
CUAD's clause spans for the 15 categories its scorer maps onto checklist items. Every sentence of a
contract is an example: positive for an item when it overlaps one of the item's gold quotes, negative
otherwise; a negative that a pattern of another item matches weighs double (the patterns' own false
friends). One L2 logistic regression per item and language (liblinear, deterministic).

Folds: ru-dev by source repository (two contracts of one repository never straddle train and test),
CUAD by contract. For each fold the models are trained on the others, and the held-out contracts are
analysed three ways: rules only, rules + scorer proposing everything above a low floor (recorded), and
rules + scorer at per-item thresholds chosen on the *other* folds' records: the lowest probability at
which the pairs the scorer adds are at least as precise as the rules' own for that item. The reports
of the first and third runs are scored by the sets' own scorers (``../shared/eval``), so each contract is
measured by models that never saw it (or, for ru-dev, its repository). The shipped weights are trained on
everything, with thresholds chosen on all folds' records.
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chalicelib.analysis import analyze_contract  # noqa: E402
from chalicelib.analysis.checklist_items import CHECKLIST  # noqa: E402
from chalicelib.analysis.learned import (  # noqa: E402
    SCHEMA_VERSION,
    WEIGHTS_PATH,
    Lang,
    LanguageScorer,
    Proposal,
    Proposer,
    scorer_from_json,
    sentence_features,
    sentences_with_headings,
)
from chalicelib.clauses import ContractModel, parse_contract  # noqa: E402
from chalicelib.clauses.text import TYPOGRAPHY  # noqa: E402
from chalicelib.models import CONTRACT_TYPES, PrescreenResult  # noqa: E402
from chalicelib.settings import AnalysisSettings  # noqa: E402

EVAL = ROOT.parent / "shared" / "eval"
# ru-dev's categories as its scorer maps them (missing_essential_terms is document-level: no sentence).
RU_ITEMS = {
    "penalty_asymmetric": "penalty",
    "penalty_excessive": "penalty",
    "unilateral_termination": "termination_for_convenience",
    "unilateral_change": "unilateral_change",
    "auto_renewal": "auto_renewal",
    "jurisdiction_unfavorable": "jurisdiction",
    "liability_limitation": "liability_cap",
    "prepayment_risk": "prepayment",
    "payment_delay": "payment_terms",
    "acceptance_tacit": "acceptance",
    "ip_transfer": "ip_assignment",
    "confidentiality_one_sided": "confidentiality",
    "assignment_without_consent": "assignment",
    "personal_data": "personal_data",
    "currency_clause": "currency_clause",
}
# CUAD's span fields as its scorer maps them onto checklist items.
CUAD_ITEMS = {
    "liquidated_damages": "penalty",
    "cap_on_liability": "liability_cap",
    "uncapped_liability": "uncapped_liability",
    "termination_for_convenience": "termination_for_convenience",
    "renewal_term": "auto_renewal",
    "non_compete": "non_compete",
    "exclusivity": "exclusivity",
    "ip_ownership_assignment": "ip_assignment",
    "anti_assignment": "assignment",
    "change_of_control": "change_of_control",
    "audit_rights": "audit_rights",
    "minimum_commitment": "minimum_commitment",
    "insurance": "insurance",
    "warranty_duration": "warranty",
    "no_solicit_of_employees": "non_solicitation",
    "no_solicit_of_customers": "non_solicitation",
}
C = 0.5
POSITIVE_WEIGHT = 10.0
HARD_NEGATIVE_WEIGHT = 2.0
# A feature seen in fewer training groups (repositories, contracts) than this is one contract's wording.
MIN_GROUPS = 2
# Items with fewer positive training contracts get no model.
MIN_POSITIVE_CONTRACTS = 4
PRUNE_BELOW = 0.05
# The strongest weights kept per item: the file stays small and quick to load (the tail adds little).
WEIGHTS_PER_ITEM = 300
FLOOR = 0.05
# The scorer's added pairs must be at least this many true ones before its threshold is trusted.
MIN_ADDED_TRUE = 2
# ... and at least this precise whatever the rules' own precision: below it the scorer's pairs are mostly
# a neighbouring item's clauses (a liability cap read as uncapped liability, 14 true of 29 on the folds).
MIN_PRECISION = 0.6
OVERLAP_CHARS = 40
# The probabilities at which the scorer alone is reported.
ALONE_AT = (0.5, 0.8)
_TYPO = str.maketrans({"«": '"', "»": '"', **TYPOGRAPHY})


@dataclass
class Example:
    features: set[str]
    items: frozenset[str]
    weight_if_negative: float


@dataclass
class Contract:
    id: str
    lang: Lang
    group: str
    text: str
    contract_type: str | None
    gold: dict[str, list[str]]
    examples: list[Example] = field(default_factory=list)


# --- data -------------------------------------------------------------------------------------------------


def _labels(path: Path) -> Iterator[dict[str, Any]]:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            yield json.loads(line)


def load_ru(data: Path) -> list[Contract]:
    out: list[Contract] = []
    for label in _labels(data / "labels.jsonl"):
        gold: dict[str, list[str]] = defaultdict(list)
        for risk in label.get("risks", []):
            item = RU_ITEMS.get(risk["category"])
            if item:
                gold[item].append(risk["quote"])
        text = (data / f"{label['id']}.txt").read_text(encoding="utf-8")
        out.append(Contract(label["id"], "ru", label["source"]["repo"], text, None, dict(gold)))
    return out


def load_cuad(data: Path) -> list[Contract]:
    out: list[Contract] = []
    for label in _labels(data / "labels.jsonl"):
        gold: dict[str, list[str]] = defaultdict(list)
        for key, item in CUAD_ITEMS.items():
            for span in label["spans"].get(key) or []:
                gold[item].extend(p.strip() for p in span.split("<omitted>") if p.strip())
        text = (data / f"{label['id']}.txt").read_text(encoding="utf-8", errors="replace")
        ctype = label.get("contract_type")
        out.append(Contract(label["id"], "en", label["id"], text, ctype, dict(gold)))
    return out


def _normalised(text: str) -> tuple[str, list[int]]:
    """The text with typographic marks plain, lower-cased and whitespace collapsed, and each character's
    offset in the original."""
    chars: list[str] = []
    offsets: list[int] = []
    space = True
    for i, raw in enumerate(text.translate(_TYPO).lower()):
        ch = raw
        if ch.isspace():
            if space:
                continue
            ch, space = " ", True
        else:
            space = False
        chars.append(ch)
        offsets.append(i)
    return "".join(chars), offsets


def gold_spans(contract: Contract) -> dict[str, list[tuple[int, int]]]:
    norm, offsets = _normalised(contract.text)
    spans: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for item, quotes in contract.gold.items():
        for quote in quotes:
            q = _normalised(quote)[0].strip()
            at = norm.find(q) if len(q) >= 10 else -1
            if at >= 0:
                spans[item].append((offsets[at], offsets[at + len(q) - 1] + 1))
    return spans


def featurise(contract: Contract) -> None:
    model = parse_contract(contract.text)
    side = model.roles.weaker.key if model.roles.weaker else None
    spans = gold_spans(contract)
    for _, sent, heading in sentences_with_headings(model, contract.lang):
        length = sent.end - sent.start
        items = frozenset(
            item
            for item, found in spans.items()
            if any(
                _overlap((sent.start, sent.end), s) >= min(OVERLAP_CHARS, length // 2, s[1] - s[0])
                for s in found
            )
        )
        hard = any(
            i.may_match(sent.lower) and i.first_match_lower(sent.lower) for i in CHECKLIST if i.patterns
        )
        features = sentence_features(sent.lower, sent.facts, heading, side, contract.lang)
        contract.examples.append(Example(features, items, HARD_NEGATIVE_WEIGHT if hard else 1.0))


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))


def assign_folds(contracts: list[Contract], folds: int) -> dict[str, int]:
    """Groups (repositories, contracts) spread over folds, largest first, each to the smallest fold."""
    sizes = Counter(c.group for c in contracts)
    load = [0] * folds
    fold_of: dict[str, int] = {}
    for group, size in sorted(sizes.items(), key=lambda gs: (-gs[1], gs[0])):
        k = min(range(folds), key=lambda i: (load[i], i))
        fold_of[group] = k
        load[k] += size
    return {c.id: fold_of[c.group] for c in contracts}


# --- training ---------------------------------------------------------------------------------------------


def train_language(contracts: list[Contract], lang: Lang) -> dict[str, Any]:
    """The weight-file section of one language, trained on ``contracts`` (thresholds left unset)."""
    from scipy.sparse import csr_matrix  # type: ignore[import-not-found, import-untyped, unused-ignore]
    from sklearn.linear_model import (  # type: ignore[import-not-found, import-untyped, unused-ignore]
        LogisticRegression,
    )

    groups_of: dict[str, set[str]] = defaultdict(set)
    for c in contracts:
        for ex in c.examples:
            for f in ex.features:
                groups_of[f].add(c.group)
    vocabulary = sorted(f for f, groups in groups_of.items() if len(groups) >= MIN_GROUPS)
    column = {f: i for i, f in enumerate(vocabulary)}
    rows: list[int] = []
    cols: list[int] = []
    examples = [ex for c in contracts for ex in c.examples]
    for r, ex in enumerate(examples):
        for f in sorted(ex.features):
            if f in column:
                rows.append(r)
                cols.append(column[f])
    matrix = csr_matrix(([1.0] * len(rows), (rows, cols)), shape=(len(examples), len(vocabulary)))
    positives = Counter(item for c in contracts for item in {i for ex in c.examples for i in ex.items})
    items = sorted(item for item, n in positives.items() if n >= MIN_POSITIVE_CONTRACTS)
    bias: list[float] = []
    weights: dict[str, list[list[float]]] = defaultdict(list)
    for index, item in enumerate(items):
        y = [int(item in ex.items) for ex in examples]
        w = [
            POSITIVE_WEIGHT if label else ex.weight_if_negative for label, ex in zip(y, examples, strict=True)
        ]
        model = LogisticRegression(C=C, solver="liblinear", dual=True, max_iter=500, random_state=0)
        model.fit(matrix, y, sample_weight=w)
        bias.append(round(float(model.intercept_[0]), 4))
        ranked = sorted(
            (
                (round(float(coef), 3), feature)
                for feature, coef in zip(vocabulary, model.coef_[0], strict=True)
            ),
            key=lambda cf: (-abs(cf[0]), cf[1]),
        )
        for coef, feature in ranked[:WEIGHTS_PER_ITEM]:
            if abs(coef) >= PRUNE_BELOW:
                weights[feature].append([index, coef])
    return {
        "items": items,
        "bias": bias,
        "thresholds": [None] * len(items),
        "weights": dict(sorted(weights.items())),
        "trained_on": {"contracts": len(contracts), "sentences": len(examples)},
    }


# --- analysis runs ----------------------------------------------------------------------------------------


@dataclass
class Recorder:
    """Wraps a language scorer: proposes everything above ``FLOOR`` and records what it proposed."""

    scorer: LanguageScorer
    proposals: list[Proposal] = field(default_factory=list)

    def propose(self, model: ContractModel, item_ids: Iterable[str], side: str | None) -> list[Proposal]:
        found = self.scorer.propose(model, set(item_ids), side, floor=FLOOR)
        self.proposals.extend(found)
        return found


@dataclass
class _Source:
    """One language's proposer as the analysis asks for it."""

    lang: str
    proposer: Proposer

    def for_language(self, lang: str) -> Proposer | None:
        return self.proposer if lang == self.lang else None


def _prescreen(contract: Contract) -> PrescreenResult:
    if contract.lang == "ru":
        from chalicelib.prescreen import run_prescreen
        from chalicelib.settings import PrescreenSettings

        return run_prescreen(contract.text, PrescreenSettings())
    ctype = contract.contract_type
    return PrescreenResult(contract_type=ctype if ctype in CONTRACT_TYPES else "other")


def analyse(
    contract: Contract, proposer: Proposer | None, out_dir: Path, prescreen: PrescreenResult
) -> list[dict[str, Any]]:
    settings = AnalysisSettings(learned_scorer=False)
    source = _Source(contract.lang, proposer) if proposer is not None else None
    outcome = analyze_contract(contract.text, prescreen, None, settings=settings, scorer=source)
    findings = [f.model_dump() for f in outcome.findings]
    body = {"prescreen": prescreen.model_dump(mode="json"), "findings": findings}
    (out_dir / f"{contract.id}.json").write_text(json.dumps(body, ensure_ascii=False), encoding="utf-8")
    return findings


@dataclass
class Record:
    """What the floor run of one held-out contract added: per item the best kept proposal's probability."""

    contract: str
    rules_items: frozenset[str]
    added: dict[str, float]


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s.translate(_TYPO)).strip()


def record_of(
    contract: Contract, rules: list[dict[str, Any]], floor: list[dict[str, Any]], rec: Recorder
) -> Record:
    rules_items = frozenset(f["category"] for f in rules)
    added: dict[str, float] = {}
    for finding in floor:
        item = finding["category"]
        if item in rules_items:
            continue
        quote = _norm(finding["quote"])[:OVERLAP_CHARS]
        probs = [
            p.probability for p in rec.proposals if p.item_id == item and quote in _norm(p.sentence.text)
        ]
        if probs:
            added[item] = max(added.get(item, 0.0), *probs)
    return Record(contract.id, rules_items, added)


def choose_thresholds(
    records: list[Record], gold: dict[str, frozenset[str]], items: list[str]
) -> list[float | None]:
    """Per item, the threshold that adds the most true pairs while the added pairs are at least as
    precise as the rules' own pairs of that item and ``MIN_PRECISION`` (None when no threshold does)."""
    out: list[float | None] = []
    for item in items:
        rules_tp = sum(1 for r in records if item in r.rules_items and item in gold[r.contract])
        rules_all = sum(1 for r in records if item in r.rules_items)
        target = max(MIN_PRECISION, rules_tp / rules_all if rules_all else 0.75)
        scored = sorted(
            ((r.added[item], item in gold[r.contract]) for r in records if item in r.added), reverse=True
        )
        best: tuple[int, float | None] = (0, None)
        tp = 0
        for n, (prob, true) in enumerate(scored, start=1):
            tp += int(true)
            if tp >= MIN_ADDED_TRUE and tp / n >= target and tp > best[0]:
                best = (tp, prob)
        out.append(None if best[1] is None else round(best[1], 4))
    return out


def alone_table(
    contracts: list[Contract], fold_of: dict[str, int], scorers: dict[int, LanguageScorer]
) -> str:
    """The scorer on its own, on held-out contracts: an item is reported when its best sentence reaches
    the probability; located when that sentence is one of the gold quotes'."""
    best: dict[tuple[str, str], tuple[float, bool]] = {}
    for c in contracts:
        scorer = scorers[fold_of[c.id]]
        for ex in c.examples:
            for item, p in zip(scorer.items, scorer.scores(ex.features), strict=True):
                if p > best.get((c.id, item), (-1.0, False))[0]:
                    best[(c.id, item)] = (p, item in ex.items)
    lines = [f"{'item':28} {'gold':>4}  " + "  ".join(f"p>={t}: rec loc prec" for t in ALONE_AT)]
    items = sorted({item for _, item in best})
    for item in items:
        gold = [c for c in contracts if item in c.gold]
        cells = []
        for t in ALONE_AT:
            reported = [c for c in contracts if best.get((c.id, item), (0.0, False))[0] >= t]
            true = [c for c in reported if item in c.gold]
            located = [c for c in true if best[(c.id, item)][1]]
            prec = len(true) / len(reported) if reported else 0.0
            cells.append(
                f"{len(true) / max(1, len(gold)):.2f} {len(located) / max(1, len(gold)):.2f} {prec:.2f}"
            )
        lines.append(f"{item:28} {len(gold):4}  " + "  ".join(f"{cell:>22}" for cell in cells))
    return "\n".join(lines) + "\n"


# --- main -------------------------------------------------------------------------------------------------


def _gold_pairs(contracts: list[Contract]) -> dict[str, frozenset[str]]:
    return {c.id: frozenset(c.gold) for c in contracts}


def _score(kind: str, labels: list[Path], preds: Path, *, texts: list[Path], report: Path, name: str) -> str:
    """The sets' own scorer over the held-out reports (labels of several directories joined)."""
    joined = report / f"labels-{kind}.jsonl"
    joined.write_text("".join(p.read_text(encoding="utf-8") for p in labels), encoding="utf-8")
    text_dir = report / f"texts-{kind}"
    text_dir.mkdir(exist_ok=True)
    for d in texts:
        for t in d.glob("*.txt"):
            link = text_dir / t.name
            if not link.exists():
                link.symlink_to(t)
    script = EVAL / ("score_ru.py" if kind == "ru" else "score_findings.py")
    cmd = [
        sys.executable,
        str(script),
        "--labels",
        str(joined),
        "--predictions",
        str(preds),
        "--texts",
        str(text_dir),
    ]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    (report / f"score-{kind}-{name}.txt").write_text(out, encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ru-dev", type=Path, required=True)
    ap.add_argument("--cuad", type=Path, action="append", required=True)
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--report", type=Path, default=None, help="directory for the fold reports and scores")
    ap.add_argument("--out", type=Path, default=WEIGHTS_PATH)
    ap.add_argument(
        "--thresholds-from",
        type=Path,
        default=None,
        help="skip the folds: thresholds from an earlier --report directory (reproduces its weights)",
    )
    args = ap.parse_args(argv)
    logging.disable(logging.INFO)  # one "analysis done" line per run drowns the tables
    started = time.perf_counter()
    sets: dict[Lang, list[Contract]] = {
        "ru": load_ru(args.ru_dev),
        "en": [c for d in args.cuad for c in load_cuad(d)],
    }
    for contracts in sets.values():
        for c in contracts:
            featurise(c)
    print(f"featurised in {time.perf_counter() - started:.0f} s", flush=True)
    thresholds: dict[Lang, dict[str, float | None]] = {"ru": {}, "en": {}}
    if args.thresholds_from is not None:
        for lang in sets:
            path = args.thresholds_from / f"{lang}-thresholds-shipped.json"
            thresholds[lang] = json.loads(path.read_text(encoding="utf-8"))
    else:
        report = args.report or Path(tempfile.mkdtemp(prefix="learned-folds-"))
        report.mkdir(parents=True, exist_ok=True)
        for lang, contracts in sets.items():
            thresholds[lang] = run_folds(lang, contracts, args.folds, report, args)
    sections = {}
    for lang, contracts in sets.items():
        section = train_language(contracts, lang)
        section["thresholds"] = [thresholds[lang].get(item) for item in section["items"]]
        sections[lang] = section
    body = {"schema": SCHEMA_VERSION, "languages": sections}
    args.out.write_text(json.dumps(body, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    size = args.out.stat().st_size / 1024
    print(f"wrote {args.out} ({size:.0f} KiB) in {time.perf_counter() - started:.0f} s")
    return 0


def run_folds(
    lang: Lang, contracts: list[Contract], folds: int, report: Path, args: Any
) -> dict[str, float | None]:
    """The fold runs of one language; returns the thresholds chosen on all folds' records."""
    fold_of = assign_folds(contracts, folds)
    gold = _gold_pairs(contracts)
    dirs = {name: report / f"{lang}-{name}" for name in ("rules", "floor", "learned")}
    for d in dirs.values():
        d.mkdir(exist_ok=True)
    scorers: dict[int, LanguageScorer] = {}
    records: dict[int, list[Record]] = defaultdict(list)
    prescreens = {c.id: _prescreen(c) for c in contracts}
    for k in range(folds):
        train = [c for c in contracts if fold_of[c.id] != k]
        section = train_language(train, lang)
        scorer = scorer_from_json({"schema": SCHEMA_VERSION, "languages": {lang: section}}).languages[lang]
        scorers[k] = scorer
        for c in contracts:
            if fold_of[c.id] != k:
                continue
            rules = analyse(c, None, dirs["rules"], prescreens[c.id])
            recorder = Recorder(scorer)
            floor = analyse(c, recorder, dirs["floor"], prescreens[c.id])
            records[k].append(record_of(c, rules, floor, recorder))
        print(f"{lang} fold {k}: trained on {len(train)}, held out {len(records[k])}", flush=True)
    fold_thresholds: dict[int, dict[str, float | None]] = {}
    for k, scorer in scorers.items():
        others = [r for j, rs in records.items() if j != k for r in rs]
        chosen = choose_thresholds(others, gold, list(scorer.items))
        fold_thresholds[k] = dict(zip(scorer.items, chosen, strict=True))
        tuned = LanguageScorer(lang, scorer.items, scorer.bias, tuple(chosen), scorer.weights)
        for c in contracts:
            if fold_of[c.id] == k:
                analyse(c, tuned, dirs["learned"], prescreens[c.id])
    (report / f"{lang}-thresholds.json").write_text(json.dumps(fold_thresholds, indent=1), encoding="utf-8")
    labels = [args.ru_dev / "labels.jsonl"] if lang == "ru" else [d / "labels.jsonl" for d in args.cuad]
    texts = [args.ru_dev] if lang == "ru" else list(args.cuad)
    kind = "ru" if lang == "ru" else "cuad"
    for name in ("rules", "learned"):
        out = _score(kind, labels, dirs[name], texts=texts, report=report, name=name)
        print(f"--- {lang} held-out folds, {name} ---\n{out}", flush=True)
    alone = alone_table(contracts, fold_of, scorers)
    (report / f"{lang}-alone.txt").write_text(alone, encoding="utf-8")
    print(f"--- {lang} held-out folds, scorer alone (no rules) ---\n{alone}", flush=True)
    all_records = [r for rs in records.values() for r in rs]
    dump = [{"contract": r.contract, "rules": sorted(r.rules_items), "added": r.added} for r in all_records]
    (report / f"{lang}-records.json").write_text(json.dumps(dump, indent=1), encoding="utf-8")
    items = sorted({i for s in scorers.values() for i in s.items})
    pooled = dict(zip(items, choose_thresholds(all_records, gold, items), strict=True))
    (report / f"{lang}-thresholds-shipped.json").write_text(json.dumps(pooled, indent=1), encoding="utf-8")
    return pooled


if __name__ == "__main__":
    raise SystemExit(main())
