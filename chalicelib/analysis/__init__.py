"""Contract risk analysis: the bilingual checklist, rules, LLM verification and scoring."""

from chalicelib.analysis.contract_analysis import AnalysisOutcome, analyze_contract

__all__ = ["AnalysisOutcome", "analyze_contract"]
