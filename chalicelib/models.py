"""Pydantic models at the edges: what stages hand over and what reports promise (schema version 1).

Field names of :class:`Report` are a public contract (partners, the bot, outside scorers): change them
only with a new ``schema_version``. ``chalicelib/schemas/report.schema.json`` documents the same shape and a
test checks that the two agree.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

REPORT_SCHEMA_VERSION: Literal[1] = 1
DISCLAIMER = (
    "Отчёт не заменяет консультацию юриста. This report does not replace a consultation with a lawyer."
)

ContractType = Literal[
    "supply",
    "sale",
    "lease",
    "services",
    "work",
    "loan",
    "license",
    "nda",
    "employment",
    "agency",
    "distribution",
    "franchise",
    "partnership",
    "other",
]
CONTRACT_TYPES: tuple[str, ...] = ContractType.__args__  # type: ignore[attr-defined]
# Where disputes go: "arbitrazh_court" is a Russian state commercial court («Арбитражный суд»),
# "commercial_court" another country's state court for business disputes (экономический суд, Commercial
# Court), "arbitration" a third-party tribunal («третейский суд», arbitration).
DisputeForum = Literal["arbitrazh_court", "commercial_court", "arbitration"]
RoutingDecision = Literal["auto_approve", "manual_review", "deep_analysis"]
Severity = Literal["high", "medium", "low"]
SEVERITY_ORDER: dict[str, int] = {"high": 0, "medium": 1, "low": 2}
Language = Literal["ru", "en", "mixed", "unknown"]
Channel = Literal["telegram", "partner", "cli"]


class _Model(BaseModel):
    # A model's validator is built on its first use, not at import: the webhook and extract never build a
    # Report (bench/coldstart.py).
    model_config = ConfigDict(extra="forbid", frozen=False, defer_build=True)


# Empty lists from functions, not ``list``: building a validator, pydantic reads each factory's signature,
# and ``list``'s is parsed from its text by ``tokenize`` (1.3 ms of the first document, for nothing).
def _no_codes() -> list[str]:
    return []


def _no_parties() -> list[str]:
    return []


def _no_roles() -> list[ContractRole]:
    return []


def _no_files() -> list[DocumentFile]:
    return []


class ExtractedDocument(_Model):
    """What ``extract`` produces from one uploaded file."""

    markdown: str = Field(description="Markdown with '<!-- page N -->' markers before each page's text.")
    pages: int = Field(ge=0)
    chars: int = Field(ge=0)
    ocr_used: bool
    ocr_pages: int = Field(0, ge=0)
    ocr_confidence: float | None = Field(
        None, ge=0, le=100, description="Mean Tesseract word confidence (0-100) when text was recognised."
    )
    language: Language
    detected_format: str = Field(description="pdf, image, docx, rtf, txt, md, gdoc ...")
    warnings: list[str] = Field(default_factory=_no_codes, description="Codes only, never contract text.")


SideBasis = Literal["requested", "adhering", "individual", "not_drafter", "role", "payer", "first"]


class ContractRole(_Model):
    """A side as the contract defines it («именуемый в дальнейшем "Покупатель"», (the "Tester"))."""

    role: str = Field(description="The defined role in the nominative, as the contract spells it.")
    individual: bool = Field(False, description="A consumer or private person.")
    weaker: bool = Field(False, description="The side reports are written for by default.")
    name: str | None = Field(
        None, description="The party itself as the preamble names it (a company, a person), when it does."
    )


class PrescreenResult(_Model):
    contract_type: ContractType = "other"
    parties: list[str] = Field(default_factory=_no_parties)
    roles: list[ContractRole] = Field(
        default_factory=_no_roles,
        description="The sides the contract defines, the weaker (the default) first.",
    )
    party_a: str | None = None
    party_b: str | None = None
    total_amount: float | None = None
    price_blank: bool = Field(
        False,
        description="The price clause leaves its figure blank («Цена договора составляет ______ рублей», "
        "'[AMOUNT]'): the price is not filled in, rather than not found.",
    )
    currency: str | None = Field(None, description="ISO 4217 code.")
    start_date: date | None = None
    end_date: date | None = None
    term_stated: str | None = Field(
        None,
        description="How long the contract runs in its own words when that is not a date: «бессрочно», "
        "«в течение 1 (одного) года», «до полного исполнения обязательств», 'for three (3) years'.",
    )
    governing_law: str | None = None
    has_penalty_clause: bool = False
    has_termination_clause: bool = False
    has_arbitration: bool = False
    dispute_forum: DisputeForum | None = Field(
        None,
        description="Where has_arbitration sends disputes: 'arbitrazh_court' (a Russian state commercial "
        "court), 'commercial_court' (another country's state commercial court) or 'arbitration' (a "
        "third-party tribunal).",
    )
    dispute_court: str | None = Field(
        None,
        description="The court a jurisdiction clause names, in the contract's words («в суде по месту "
        "нахождения истца», 'the state and federal courts located in New York County').",
    )
    confidence_score: float = Field(0.0, ge=0, le=1)
    routing_decision: RoutingDecision = "manual_review"
    extractor_version: str = "0"


class Finding(_Model):
    id: str
    category: str = Field(description="A checklist item id, e.g. 'penalty'.")
    severity: Severity
    title: str
    quote: str = Field(description="Verbatim (whitespace-normalised) from the extracted text.")
    explanation: str
    recommendation: str
    page: int | None = None
    favours: str | None = Field(
        None, description="The party the clause favours, as the contract names it (None: mutual or unknown)."
    )


class SourceInfo(_Model):
    filename: str
    pages: int = Field(ge=0)
    chars: int = Field(ge=0)
    ocr_used: bool
    ocr_pages: int = Field(0, ge=0, description="Pages whose text was recognised from images.")
    ocr_confidence: float | None = Field(
        None, ge=0, le=100, description="Mean OCR word confidence (0-100) for text recognised from images."
    )
    language: Language


class AnalysisStats(_Model):
    candidates: int = 0
    dropped_ungrounded: int = 0
    dropped_by_llm: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    llm_verified: bool = False
    llm_fallback_batches: int = Field(
        0, description="LLM batches whose invalid output kept the rule findings."
    )
    dropped_favourable: int = Field(
        0, description="Candidate clauses left out because they favour the side the report is written for."
    )


class Report(_Model):
    schema_version: Literal[1] = REPORT_SCHEMA_VERSION
    session_id: str
    generated_at: datetime
    source: SourceInfo
    prescreen: PrescreenResult
    findings: list[Finding]
    risk_score: int = Field(ge=0, le=100)
    provider: str
    model: str | None = None
    review_advised: bool = Field(False, description="True when prescreen routed to manual review.")
    side: str | None = Field(
        None, description="The party the report is written for, as the contract names it (e.g. 'Арендатор')."
    )
    side_basis: SideBasis | None = Field(
        None,
        description="Why the report is for that side: 'requested' (chosen by the user), or the default's "
        "reason: 'adhering' (it accepts standard terms the other side drafted: terms of service, a public "
        "offer), 'individual' (a private person or consumer), 'not_drafter' (the other side drafted: it "
        "holds the one-sided rights), 'role' (usually the weaker role), 'payer' (the side that pays), "
        "'first'.",
    )
    side_reason: str | None = Field(
        None, description="The same in words, in the document's language (e.g. 'выбрана пользователем')."
    )
    stats: AnalysisStats = Field(default_factory=AnalysisStats)
    disclaimer: str = DISCLAIMER
    title: str | None = Field(
        None, description="The contract's own heading (e.g. 'Договор поставки № 15'), when it has one."
    )


class DocumentFile(_Model):
    key: str = Field(
        description="The object's name next to report.json: amendments.docx, commented.docx, deadlines.ics."
    )
    name: str = Field(description="The file name to give the user, after the contract.")
    media_type: str


class DocumentsManifest(_Model):
    """``documents.json``: the documents the user sends back, written before report.json."""

    schema_version: Literal[1] = REPORT_SCHEMA_VERSION
    session_id: str
    amendments: int = Field(0, ge=0, description="Rows of the протокол разногласий (schedule of amendments).")
    deadlines: int = Field(0, ge=0, description="Events in deadlines.ics (none: the file is absent).")
    files: list[DocumentFile] = Field(default_factory=_no_files)
    disclaimer: str = DISCLAIMER


class ErrorNotice(_Model):
    """``error.json``: a permanent failure the user hears about (and gets the limit back for)."""

    schema_version: Literal[1] = REPORT_SCHEMA_VERSION
    session_id: str
    stage: str
    reason: str = Field(
        description="English machine-readable code, e.g. 'file_too_large', 'not_a_contract' (no parties and "
        "obligations: an article, a placeholder text)."
    )
    message_ru: str
    message_en: str
    language: Literal["ru", "en"] = Field(
        "ru",
        description="The language the document is written in, as far as it was read (Russian when unknown): "
        "the message a reader gets is the one in this language.",
    )
    created_at: datetime
    disclaimer: str = DISCLAIMER

    @property
    def message(self) -> str:
        """The message in the document's language."""
        return self.message_en if self.language == "en" else self.message_ru
