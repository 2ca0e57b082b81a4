"""The clause model (roles, facts, lemmas) and the side-aware, linear-time analysis built on it."""

from __future__ import annotations

import time

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.clauses import is_heading, parse_contract, read_facts, resolve_roles
from chalicelib.clauses.lemmas import lemma
from chalicelib.clauses.text import MAX_CLAUSE_CHARS, paragraphs
from chalicelib.models import PrescreenResult
from chalicelib.settings import AnalysisSettings

LEASE = """ДОГОВОР АРЕНДЫ КВАРТИРЫ

Гражданин Иванов И. И., паспорт [удалено], именуемый в дальнейшем «Арендодатель», и гражданка Петрова П. П.,
именуемая в дальнейшем «Арендатор», заключили настоящий договор.

1. ПРЕДМЕТ ДОГОВОРА
1.1. Арендодатель передаёт Арендатору во временное пользование квартиру по адресу: г. Казань, ул. Мира, д. 1.
2. ПЛАТЕЖИ
2.1. Арендная плата составляет 30 000 рублей в месяц.
2.2. Арендатор вносит аванс в размере 80 % от платы за весь срок аренды.
3. РАСТОРЖЕНИЕ
3.1. Арендодатель вправе в одностороннем порядке отказаться от исполнения договора,
уведомив Арендатора за 3 дня.
3.2. Арендатор вправе в одностороннем порядке расторгнуть договор в любое время.
4. ОТВЕТСТВЕННОСТЬ
4.1. За просрочку внесения арендной платы Арендатор уплачивает пени в размере 0,1 % за каждый день просрочки.
4.2. Арендодатель не несет ответственности за сохранность имущества Арендатора.
4.3. Внесённый аванс при досрочном расторжении не возвращается.
"""


def _outcome(text: str, settings: AnalysisSettings, side: str | None = None):  # type: ignore[no-untyped-def]
    return analyze_contract(text, PrescreenResult(contract_type="lease"), None, settings=settings, side=side)


def test_lemmas_not_stems() -> None:
    assert lemma("Покупателю".lower()) == "покупатель"
    assert lemma("продлевается") == "продлеваться"
    assert lemma("возвращается") == "возвращать" or lemma("возвращается").startswith("возвра")


def test_roles_and_the_weaker_side() -> None:
    roles = resolve_roles(LEASE)
    assert roles.keys == {"арендатор", "арендодатель"}
    assert roles.weaker is not None and roles.weaker.name == "Арендатор"
    assert roles.resolve("Арендодателя") is not None
    assert roles.resolve("арендодатель").name == "Арендодатель"  # type: ignore[union-attr]
    assert roles.resolve("weaker") == roles.weaker


def test_facts_read_actor_modality_action_and_numbers() -> None:
    roles = resolve_roles(LEASE)
    facts = read_facts(
        "арендодатель вправе в одностороннем порядке отказаться от исполнения договора, "
        "уведомив арендатора за 3 дня.",
        roles,
    )
    assert (facts.actor, facts.modality) == ("арендодатель", "right")
    assert "terminate" in facts.actions
    assert facts.numbers.days == (3,)
    pen = read_facts("арендатор уплачивает пени в размере 0,1 % за каждый день просрочки.", roles)
    assert pen.numbers.daily_percents == (0.1,)
    assert read_facts("арендодатель не несет ответственности за имущество.", roles).modality == "exemption"
    assert read_facts("аванс не возвращается.", roles).modality == "no_refund"
    assert read_facts("каждая из сторон вправе расторгнуть договор.", roles).mutual


def test_report_for_the_weaker_side_drops_what_protects_it(settings: AnalysisSettings) -> None:
    outcome = _outcome(LEASE, settings)
    assert outcome.side == "Арендатор"
    quotes = " ".join(f.quote for f in outcome.findings)
    assert "Арендатор вправе в одностороннем порядке расторгнуть" not in quotes
    termination = [f for f in outcome.findings if f.category == "termination_for_convenience"]
    assert termination and termination[0].favours == "Арендодатель"
    assert "с 3 до не менее 30 дней" in termination[0].recommendation
    assert outcome.stats.dropped_favourable >= 1
    penalty = [f for f in outcome.findings if f.category == "penalty"]
    assert all(f.severity != "high" for f in penalty), "0.1 % a day is the usual rate, not too high"
    assert any(f.category == "prepayment" and "80 %" in f.recommendation for f in outcome.findings)
    assert any(f.category == "liability_cap" and f.favours == "Арендодатель" for f in outcome.findings)


def test_the_other_side_gets_the_mirror_report(settings: AnalysisSettings) -> None:
    landlord = _outcome(LEASE, settings, side="Арендодатель")
    assert landlord.side == "Арендодатель"
    quotes = " ".join(f.quote for f in landlord.findings)
    assert "Арендодатель вправе в одностороннем порядке отказаться" not in quotes
    assert "Арендатор вправе в одностороннем порядке расторгнуть" in quotes


def test_headings_are_never_quotes(settings: AnalysisSettings) -> None:
    assert is_heading("4. ОТВЕТСТВЕННОСТЬ")
    assert is_heading("КОНФИДЕНЦИАЛЬНОСТЬ")
    assert not is_heading("Арендодатель не несет ответственности за сохранность имущества Арендатора.")
    for finding in _outcome(LEASE, settings).findings:
        assert not is_heading(finding.quote)
        assert "|" not in finding.quote


def test_keyword_false_alarms_are_gone(settings: AnalysisSettings) -> None:
    text = (
        "Исполнитель обязуется провести курс обучения вождению. "
        "Договор может быть пролонгирован по взаимному соглашению сторон.\n\n"
        "Заказчик оплачивает курс обучения в размере 40 000 рублей."
    )
    found = {f.category for f in _outcome(text, settings).findings}
    assert "currency_clause" not in found
    assert "auto_renewal" not in found
    renewing = (
        "Договор продлевается автоматически на каждый следующий год, "
        "если ни одна из сторон не заявит об отказе."
    )
    assert "auto_renewal" in {f.category for f in _outcome(renewing, settings).findings}


def test_giant_paragraphs_are_split_and_the_work_stays_linear(settings: AnalysisSettings) -> None:
    sentence = (
        "Поставщик вправе в одностороннем порядке изменять цены на товар, уведомив Покупателя за 3 дня, "
        "а Покупатель уплачивает неустойку в размере 1 % за каждый день просрочки. "
    )
    small = sentence * (25_000 // len(sentence))
    large = sentence * (100_000 // len(sentence))
    assert "\n" not in large and len(large) >= 99_000
    pieces = paragraphs(large)
    assert len(pieces) > 1 and all(p.end - p.start <= MAX_CLAUSE_CHARS for p in pieces)
    assert len(parse_contract(large).clauses) == len(pieces)

    def seconds(text: str) -> float:
        started = time.perf_counter()
        _outcome(text, settings)
        return time.perf_counter() - started

    seconds(small)  # warm the compiled patterns
    ratio = seconds(large) / max(seconds(small), 1e-3)
    # 4x the text: linear work gives about 4x; a quadratic term would give about 16x.
    assert ratio < 10, ratio


def test_prefilter_literals_are_a_superset_of_matches() -> None:
    item = CHECKLIST_BY_ID["unilateral_change"]
    clause = "поставщик вправе в одностороннем порядке изменять цены на товар."
    assert item.may_match(clause)
    assert item.first_match(clause) is not None
    assert not CHECKLIST_BY_ID["insurance"].may_match("поставщик поставляет товар.")


SERVICE_OFFER = """ПУБЛИЧНАЯ ОФЕРТА НА ОКАЗАНИЕ УСЛУГ

Индивидуальный предприниматель Сидоров С. С., именуемый в дальнейшем «Исполнитель», предлагает физическому
лицу, именуемому в дальнейшем «Заказчик», заключить договор на следующих условиях.

1. Заказчик оплачивает услуги в размере 100 % до начала оказания услуг.
2. Исполнитель вправе в одностороннем порядке изменять условия настоящей оферты, публикуя новую редакцию.
3. Денежные средства, уплаченные Заказчиком, не возвращаются.
4. Все споры рассматриваются в суде по месту нахождения Исполнителя.
5. Заказчик отказывается от любых претензий к качеству услуг после их оказания.
"""


def test_consumer_law_raises_severity_and_cites_the_law(settings: AnalysisSettings) -> None:
    outcome = analyze_contract(
        SERVICE_OFFER, PrescreenResult(contract_type="services"), None, settings=settings
    )
    assert outcome.side == "Заказчик"
    found = {f.category: f for f in outcome.findings}
    assert found["unilateral_change"].severity == "high" and "ЗоЗПП" in found["unilateral_change"].explanation
    assert "ст. 17 ЗоЗПП" in found["jurisdiction"].explanation and found["jurisdiction"].severity == "high"
    refund = [f for f in outcome.findings if "не возвращаются" in f.quote]
    assert refund and "ст. 32 ЗоЗПП" in refund[0].explanation
    assert any("отказывается от любых претензий" in f.quote for f in outcome.findings), "a waiver is a risk"


def test_loan_early_repayment_and_assignment(settings: AnalysisSettings) -> None:
    loan = (
        "ООО МКК «Заём», именуемое в дальнейшем «Займодавец», с одной стороны, и гражданин Петров П. П., "
        "именуемый в дальнейшем «Заемщик», "
        "заключили договор.\n\n"
        "1. Досрочное погашение займа в течение первых 6 месяцев не допускается.\n"
        "2. Займодавец вправе уступить права требования по договору третьим лицам без согласия Заемщика.\n"
        "3. Заемщик обязуется вернуть заем. Займодавец обязуется выдать заем.\n"
    )
    outcome = analyze_contract(loan, PrescreenResult(contract_type="loan"), None, settings=settings)
    found = {f.category: f for f in outcome.findings}
    assert found["early_repayment"].severity == "high" and "353-ФЗ" in found["early_repayment"].explanation
    assert "353-ФЗ" in found["assignment"].explanation


def test_quotes_are_operative_text_not_markup_or_list_intros(settings: AnalysisSettings) -> None:
    text = (
        "ЛИЦЕНЗИОННОЕ СОГЛАШЕНИЕ\n\n"
        "Лицензиар, с одной стороны, и Лицензиат заключили соглашение. "
        "Лицензиат платит. Лицензиар передает.\n\n"
        "| 5.1 | Лицензиар вправе в одностороннем порядке изменять условия соглашения без уведомления. |\n\n"
        "6.2. Лицензиар не несёт ответственности за:\n"
        "- убытки Лицензиата, связанные с перерывами в работе Сервиса;\n"
        "- упущенную выгоду Лицензиата.\n\n"
        "7. КОНФИДЕНЦИАЛЬНОСТЬ\n"
    )
    outcome = analyze_contract(text, PrescreenResult(contract_type="license"), None, settings=settings)
    found = {f.category: f for f in outcome.findings}
    change = found["unilateral_change"].quote
    assert "|" not in change and change.startswith("Лицензиар вправе")
    cap = found["liability_cap"].quote
    assert cap.startswith("Лицензиар не несёт ответственности за:") and "убытки Лицензиата" in cap
    assert all(f.quote.strip() != "КОНФИДЕНЦИАЛЬНОСТЬ" for f in outcome.findings)


def test_a_sentence_cut_by_pdf_line_breaks_is_one_clause() -> None:
    text = (
        "4.2. При невыполнении оплаты Исполнитель имеет право расторгнуть данный\n\n"
        "договор, не возвращая денежные средства.\n\n<!-- page 2 -->\n\nследующая страница."
    )
    spans = paragraphs(text)
    assert text[spans[0].start : spans[0].end].endswith("не возвращая денежные средства.")
    assert len(spans) == 2, "never joined across a page marker"


def test_the_payer_is_the_subject_of_the_verb_of_paying_not_of_the_first_modal() -> None:
    text = (
        "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\nООО «Альфа», именуемое в дальнейшем «Исполнитель», "
        "и ООО «Бета», именуемое в дальнейшем «Заказчик», заключили договор.\n\n"
        "1. Исполнитель обязуется провести обучение персонала, а Заказчик обязуется оплатить это обучение.\n"
        "2. Заказчик перечисляет плату в течение 5 дней.\n"
    )
    facts = read_facts(
        "исполнитель обязуется провести обучение персонала, а заказчик обязуется оплатить это обучение.",
        resolve_roles(text),
    )
    assert (facts.actor, facts.payer) == ("исполнитель", "заказчик")
    assert parse_contract(text).roles.payments == {"заказчик": 2}


def test_a_statute_article_number_does_not_end_the_sentence() -> None:
    from chalicelib.clauses.text import Span, sentences

    text = (
        "Поставщик в соответствии со ст. 406.1. Гражданского кодекса РФ возмещает Покупателю налоговые "
        "потери. Иные потери не возмещаются. Порядок указан в п. 3.1. Далее следует приложение."
    )
    found = [text[s.start : s.end] for s in sentences(text, Span(0, len(text)))]
    assert found[0].endswith("налоговые потери.")
    assert "Далее следует приложение." in found


def test_a_term_the_law_fills_is_medium_and_says_which_rule_while_an_essential_one_stays_high(
    settings: AnalysisSettings,
) -> None:
    head = (
        "ДОГОВОР\n\nООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем "
        "«Заказчик», заключили договор.\n\n"
    )
    services = (
        head + "1. Исполнитель обязуется провести аудит сайта, а Заказчик обязуется оплатить 90 000 рублей.\n"
    )
    found = analyze_contract(services, PrescreenResult(contract_type="services"), None, settings=settings)
    (essential,) = [f for f in found.findings if f.category == "missing_essential_terms"]
    assert essential.severity == "medium" and essential.title == "Не указано: срок"
    assert "ст. 314 ГК РФ" in essential.explanation and "Не найдено: срок" in essential.explanation

    work = (
        head.replace("Исполнитель", "Подрядчик")
        + "1. Подрядчик обязуется выполнить ремонт кровли за 90 000 рублей.\n"
    )
    found = analyze_contract(work, PrescreenResult(contract_type="work"), None, settings=settings)
    (essential,) = [f for f in found.findings if f.category == "missing_essential_terms"]
    assert essential.severity == "high" and "ст. 432" in essential.explanation


def test_a_clause_number_glued_to_its_text_is_its_number() -> None:
    model = parse_contract(
        "ДОГОВОР\n\n2.5. Права Заказчика:\n2.5.3.Расторгнуть договор в одностороннем порядке.\n\n"
        "2.6 Прочее.\n"
    )
    assert [c.number for c in model.clauses if c.number] == ["2.5", "2.5.3", "2.6"]
    assert parse_contract("ДОГОВОР\n\n2.5.сумма указана в счёте.\n").clauses[-1].number is None
