"""One contract head and its clauses through the whole analysis: the findings of one item, with every
quote checked verbatim against the text."""

from __future__ import annotations

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.text import normalise
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings


def findings_for(
    head: str,
    clauses: str | list[str],
    settings: AnalysisSettings,
    side: str,
    category: str,
    *,
    ctype: str = "services",
) -> list[Finding]:
    """The findings of ``category`` for ``side`` when ``clauses`` follow ``head`` as items 2, 3, …"""
    listed = [clauses] if isinstance(clauses, str) else clauses
    text = head + "".join(f"{n}. {c}\n" for n, c in enumerate(listed, start=2))
    outcome = analyze_contract(text, PrescreenResult(contract_type=ctype), None, settings=settings, side=side)
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return [f for f in outcome.findings if f.category == category]
