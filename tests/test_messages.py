"""One language per document, the catalogues behind it, and numbers worded by each language's plural rule."""

from __future__ import annotations

import re
import string

import pytest
from pipeline.test_stages import Bus
from support import ROOT

from chalicelib.keys import REPORT_JSON, REPORT_MD
from chalicelib.messages import duration_text, plural, size_text, text
from chalicelib.messages.catalogue import CATALOGUE_DIR, parse_po
from chalicelib.models import Report
from chalicelib.partners.reasons import developer_message
from chalicelib.reporting.reader import contract_title, report_file_name
from chalicelib.topology import BucketRole

ENGLISH_CONTRACT = (ROOT / "tests" / "data" / "services_agreement_en.md").read_text(encoding="utf-8")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _catalogue(lang: str) -> dict[str | tuple[str, int], str]:
    return parse_po((CATALOGUE_DIR / f"{lang}.po").read_text(encoding="utf-8"))


def _fields(message: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(message) if name}


def test_both_catalogues_have_the_same_ids_with_the_same_placeholders() -> None:
    ru, en = _catalogue("ru"), _catalogue("en")
    shared = {key if isinstance(key, str) else key[0] for key in ru} - {""}
    english = {key if isinstance(key, str) else key[0] for key in en} - {""}
    assert shared == {key for key in english if not key.startswith("developer.")}
    for key, message in ru.items():
        if isinstance(key, str) and key:
            assert _fields(message) == _fields(en[key]), key
            assert not CYRILLIC.search(en[key]) or key.startswith("law."), key


@pytest.mark.parametrize(
    ("count", "characters", "pages"),
    [
        (1, "1 символ", "1 страница"),
        (2, "2 символа", "2 страницы"),
        (5, "5 символов", "5 страниц"),
        (11, "11 символов", "11 страниц"),
        (21, "21 символ", "21 страница"),
        (3601, "3\u00a0601 символ", "3\u00a0601 страница"),
    ],
)
def test_russian_plurals_follow_the_russian_rule(count: int, characters: str, pages: str) -> None:
    assert plural("ru", "unit.characters", count) == characters
    assert plural("ru", "unit.pages", count) == pages


def test_durations_and_sizes_never_read_as_zero() -> None:
    assert duration_text(0.2, "ru") == "меньше чем за секунду"
    assert duration_text(0.2, "en") == "in under a second"
    assert duration_text(5, "ru") == "за 5 секунд"
    assert size_text(0, "ru") == "пустой файл"
    assert size_text(300, "ru") == "300 байт"
    assert size_text(1, "en") == "1 byte"


def test_a_missing_id_is_an_error_not_a_key_shown_to_a_user() -> None:
    with pytest.raises(KeyError):
        text("ru", "no.such.message")


def test_an_english_contract_gets_an_all_english_report_and_a_russian_one_no_english_disclaimer() -> None:
    english = Bus()
    english.run_to_report_of(ENGLISH_CONTRACT, "msa.md")
    markdown = (english.body(BucketRole.REPORTS, REPORT_MD) or b"").decode()
    labels = [line for line in markdown.splitlines() if not line.startswith(">")]  # quotes are verbatim
    assert not any(CYRILLIC.search(line) for line in labels), [x for x in labels if CYRILLIC.search(x)]
    report = Report.model_validate_json(english.body(BucketRole.REPORTS, REPORT_JSON) or b"")
    assert report.disclaimer == "This report does not replace a consultation with a lawyer."
    assert report_file_name(report) == "Report — Master Services Agreement.pdf"

    russian = Bus()
    russian.run_to_report()
    markdown = (russian.body(BucketRole.REPORTS, REPORT_MD) or b"").decode()
    assert "This report" not in markdown
    report = Report.model_validate_json(russian.body(BucketRole.REPORTS, REPORT_JSON) or b"")
    assert report_file_name(report) == "Отчёт — Договор поставки № 14-2025.pdf"
    assert "ЗоЗПП" not in markdown or "О защите прав потребителей" in markdown


def test_an_english_document_is_refused_in_english() -> None:
    bus = Bus()
    from chalicelib.pipeline.stages import extract_object

    extract_object(bus.upload(b"Short note about nothing in particular, really.", "note.txt"), bus.deps)
    notice = bus.error()
    assert notice.reason == "text_too_short" and notice.language == "en"
    assert notice.message.startswith("The file has too little text (")
    assert "characters)" in notice.message


def test_titles_and_file_names_are_bounded_and_safe() -> None:
    assert (
        contract_title("<!-- page 1 -->\n\n# ДОГОВОР АРЕНДЫ НЕЖИЛОГО ПОМЕЩЕНИЯ\n")
        == "Договор аренды нежилого помещения"
    )
    assert contract_title("Просто письмо\nбез заголовка") is None
    long_title = "Договор " + "очень длинного названия " * 6
    title = contract_title(long_title)
    assert title is not None and len(title) <= 81 and title.endswith("…")


def test_partner_errors_speak_to_a_developer() -> None:
    for reason in ("text_too_short", "empty_file", "not_a_contract", "link_not_allowed"):
        message = developer_message(reason, "fallback")
        assert "chat" not in message and "paste" not in message and "message" not in message.lower()
    assert developer_message("some_new_reason", "fallback") == "fallback"
