"""The catalogues are complete and the code speaks only through them.

Every user-facing text lives in ``chalicelib/messages/{ru,en}.po``: each id in both languages
(``developer.*``, partner API texts for developers, only in English), nothing untranslated, Russian
plurals with three forms and English with two, every id the code asks for present and every entry used.
A Russian sentence written straight into a module that talks to users fails here: it belongs in
``ru.po`` (with its English twin).
"""

from __future__ import annotations

import ast
import gettext
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import ROOT

from chalicelib.messages import Lang
from chalicelib.messages.catalogue import CATALOGUE_DIR, parse_po, translations

CHALICELIB = ROOT / "chalicelib"
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
LATIN = re.compile(r"[A-Za-z]")
NPLURALS = {"ru": 3, "en": 2}
ENGLISH_ONLY = ("developer.",)
# Modules whose strings reach users (chat, report, notices, refusals, partner and CLI messages). The rest
# of chalicelib holds Russian as data: the patterns and rules that read contracts (analysis, prescreen,
# clauses), finding texts (analysis/checklist_items.py, the "risk rules" row of docs/architecture.md) and
# the proposed clause wording the протокол writes (amendments/proposals.py, amendments/wording.py).
USER_FACING = (
    "bot/*.py",
    "reporting/*.py",
    "messages/*.py",
    "pipeline/*.py",
    "partners/*.py",
    "adapters/telegram_*.py",
    "extraction/rejections.py",
    "amendments/render.py",
    "amendments/commented.py",
    "amendments/deadlines.py",
    "amendments/__init__.py",
    "cli.py",
    "local/chat.py",
)


def _catalogue(lang: str) -> dict[str | tuple[str, int], str]:
    return parse_po((CATALOGUE_DIR / f"{lang}.po").read_text(encoding="utf-8"))


def _ids(entries: dict[str | tuple[str, int], str]) -> set[str]:
    return {key if isinstance(key, str) else key[0] for key in entries} - {""}


def _modules() -> Iterator[Path]:
    return (path for path in sorted(CHALICELIB.rglob("*.py")) if "__pycache__" not in path.parts)


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the string nodes that are docstrings (module, class, function)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _strings(path: Path) -> Iterator[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.lineno, node.value


MESSAGE_CALLS = {"text": 1, "plural": 1, "_ru": 0}  # function → position of its msgid argument


def _msgid_uses() -> tuple[set[str], set[str], set[str]]:
    """The ids the code asks for (literal msgid arguments), every string literal (ids kept in constants
    such as ``CHARS = "unit.characters"`` count as read) and the constant heads of f-string ids
    (``f"bot.stage.{x}"`` reads the whole ``bot.stage.`` family)."""
    asked: set[str] = set()
    literals: set[str] = set()
    prefixes: set[str] = set()
    for path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values:
                head = node.values[0]
                if (
                    isinstance(head, ast.Constant)
                    and isinstance(head.value, str)
                    and head.value.endswith(".")
                ):
                    prefixes.add(head.value)
            elif isinstance(node, ast.Call):
                name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
                position = MESSAGE_CALLS.get(name)
                if position is not None and len(node.args) > position:
                    argument = node.args[position]
                    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                        asked.add(argument.value)
    return asked, literals, prefixes


def test_every_id_is_in_both_languages_and_translated() -> None:
    ru, en = _catalogue("ru"), _catalogue("en")
    assert _ids(ru) == {key for key in _ids(en) if not key.startswith(ENGLISH_ONLY)}
    for lang, entries in (("ru", ru), ("en", en)):
        untranslated = [key for key, value in entries.items() if key != "" and not value.strip()]
        assert untranslated == [], f"{lang}.po: {untranslated}"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_plurals_have_as_many_forms_as_the_language(lang: str) -> None:
    entries = _catalogue(lang)
    header = entries[""]
    assert f"nplurals={NPLURALS[lang]};" in header
    forms: dict[str, set[int]] = {}
    for key in entries:
        if isinstance(key, tuple):
            forms.setdefault(key[0], set()).add(key[1])
    assert forms, "the catalogue has plural entries"
    wrong = {msgid: sorted(found) for msgid, found in forms.items() if found != set(range(NPLURALS[lang]))}
    assert wrong == {}


def test_every_id_the_code_names_exists_and_every_entry_is_used() -> None:
    ids = _ids(_catalogue("en"))
    asked, literals, prefixes = _msgid_uses()
    assert len(asked) > 100
    assert sorted(asked - ids) == [], "ids the code asks for that no catalogue has"
    unused = sorted(key for key in ids if key not in literals and not key.startswith(tuple(prefixes)))
    assert unused == [], "catalogue entries no code reads"


def test_no_russian_wording_is_written_into_a_module_that_talks_to_users() -> None:
    """A literal whose letters are mostly Cyrillic is Russian text: it belongs in ru.po (regexes that read
    Russian input are not wording and are allowed: they are marked by ``re.compile``/``re.search``)."""
    paths = sorted({path for pattern in USER_FACING for path in CHALICELIB.glob(pattern)})
    assert len(paths) > 30
    patterns = _regex_literals(paths)
    found = [
        f"{path.relative_to(ROOT)}:{line}: {value[:60]!r}"
        for path in paths
        for line, value in _strings(path)
        if len(CYRILLIC.findall(value)) > len(LATIN.findall(value)) and (path, line) not in patterns
    ]
    assert found == []


def _regex_literals(paths: list[Path]) -> set[tuple[Path, int]]:
    """Lines of string literals passed to ``re`` functions or ``regexes.compile`` (patterns for reading
    Russian, not wording)."""
    marked: set[tuple[Path, int]] = set()
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id in ("re", "regexes")
            ):
                for argument in node.args[:1]:
                    for inner in ast.walk(argument):
                        if isinstance(inner, ast.Constant) and isinstance(inner.value, str):
                            marked.add((path, inner.lineno))
    return marked


def test_every_format_hint_and_contract_type_has_its_words() -> None:
    from chalicelib.extraction import rejections

    for kind in (*rejections._FORMAT_HINTS, "unknown", "anything else"):
        refusal = rejections.unsupported_format(kind)
        assert refusal.message_ru and refusal.message_en


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt is not installed")
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_gnu_msgfmt_accepts_the_catalogue_and_reads_it_as_we_do(lang: Lang, tmp_path: Path) -> None:
    """Translators' tools (Poedit, msgfmt) work on the same files: what GNU compiles is what we read."""
    compiled = tmp_path / f"{lang}.mo"
    po = CATALOGUE_DIR / f"{lang}.po"
    command = ["msgfmt", "--check-format", "-o", str(compiled), str(po)]
    subprocess.run(command, check=True, capture_output=True)
    with compiled.open("rb") as handle:
        gnu = gettext.GNUTranslations(handle)
    ours = translations(lang)
    for key in _catalogue(lang):
        if isinstance(key, str) and key:
            assert ours.gettext(key) == gnu.gettext(key), key
        elif isinstance(key, tuple):
            for n in (1, 2, 5, 21):
                assert ours.ngettext(key[0], key[0], n) == gnu.ngettext(key[0], key[0], n), key
