"""Russian labels shared by the Markdown and PDF reports."""

from __future__ import annotations

from chalicelib.models import PrescreenResult, Report, Severity

SEVERITY_RU: dict[Severity, str] = {"high": "Высокий", "medium": "Средний", "low": "Низкий"}
SEVERITY_HEADING: dict[Severity, str] = {
    "high": "Высокий риск",
    "medium": "Средний риск",
    "low": "Низкий риск",
}
CONTRACT_TYPE_RU: dict[str, str] = {
    "supply": "поставка",
    "sale": "купля-продажа",
    "lease": "аренда",
    "services": "оказание услуг",
    "work": "подряд",
    "loan": "заём",
    "license": "лицензионный",
    "nda": "соглашение о конфиденциальности",
    "employment": "трудовой",
    "agency": "агентский",
    "distribution": "дистрибуция",
    "franchise": "франчайзинг (коммерческая концессия)",
    "partnership": "партнёрство / совместная деятельность",
    "other": "иной",
}
ROUTING_RU: dict[str, str] = {
    "auto_approve": "можно согласовать",
    "manual_review": "нужна проверка юристом",
    "deep_analysis": "углублённый анализ",
}
LANGUAGE_RU: dict[str, str] = {
    "ru": "русский",
    "en": "английский",
    "mixed": "смешанный",
    "unknown": "не определён",
}


def yes_no(value: bool) -> str:
    return "есть" if value else "нет"


def risk_level(score: int) -> Severity:
    if score >= 60:
        return "high"
    if score >= 30:
        return "medium"
    return "low"


def amount_text(p: PrescreenResult) -> str:
    if p.total_amount is None:
        return "не указана"
    whole = f"{p.total_amount:,.2f}".replace(",", "\u00a0").replace(".", ",").removesuffix(",00")
    return f"{whole} {p.currency or ''}".strip()


def period_text(p: PrescreenResult) -> str:
    start = p.start_date.isoformat() if p.start_date else "—"
    end = p.end_date.isoformat() if p.end_date else "—"
    return f"{start} — {end}"


def summary_rows(report: Report) -> list[tuple[str, str]]:
    p = report.prescreen
    return [
        ("Файл", report.source.filename),
        ("Страниц", str(report.source.pages)),
        ("Язык", LANGUAGE_RU.get(report.source.language, report.source.language)),
        ("Тип договора", CONTRACT_TYPE_RU.get(p.contract_type, p.contract_type)),
        ("Стороны", "; ".join(p.parties) if p.parties else "не определены"),
        ("Сумма", amount_text(p)),
        ("Срок действия", period_text(p)),
        ("Применимое право", p.governing_law or "не указано"),
        ("Неустойка", yes_no(p.has_penalty_clause)),
        ("Условия расторжения", yes_no(p.has_termination_clause)),
        ("Арбитраж / третейский суд", yes_no(p.has_arbitration)),
        ("Уверенность предпроверки", f"{p.confidence_score:.0%}"),
        ("Маршрут", ROUTING_RU.get(p.routing_decision, p.routing_decision)),
    ]


def method_text(report: Report) -> str:
    if report.provider == "rules":
        return "правила (без проверки языковой моделью)"
    model = f", модель {report.model}" if report.model else ""
    verified = "" if report.stats.llm_verified else "; часть находок не проверена моделью"
    return f"правила + языковая модель ({report.provider}{model}){verified}"
