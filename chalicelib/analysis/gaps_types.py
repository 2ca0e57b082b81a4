# ruff: noqa: E501  (a data table: long patterns read better unwrapped)
"""What an NDA leaves out: the standard exceptions to the duty of secrecy.

A receiving party's duty not to disclose is workable only with its usual carve-outs: information that is
public, that the recipient already knew or received lawfully from others, that it developed itself, and
disclosure that the law, a court or an authority requires. An NDA silent on them makes a breach of what
the recipient was free to say or was bound by law to disclose. The finding is for a receiving party (or
either party of a mutual NDA), never for a party that only discloses.
"""

from __future__ import annotations

import re

from chalicelib import regexes
from chalicelib.analysis.checklist import Lang, Text
from chalicelib.analysis.checklist_items import CHECKLIST_BY_ID
from chalicelib.analysis.findings import make_finding
from chalicelib.clauses import ContractModel, Party, is_heading
from chalicelib.clauses.text import PageIndex
from chalicelib.models import Finding

# Each exception with the words that state it, in Russian and English.
_EXCEPTIONS: tuple[tuple[Text, str], ...] = (
    (
        Text("общедоступные сведения", "public information"),
        r"общедоступн|общеизвестн|публичн\w* достояни|(?:опубликован|стал\w* известн)\w*[^.;]{0,40}(?:неопредел|третьим|всем)|publicly (?:available|known)|public domain|generally (?:available|known) to the public|becomes? (?:public|available to the public)",
    ),
    (
        Text(
            "сведения, известные получателю ранее или полученные от третьих лиц",
            "information already known or received from third parties",
        ),
        r"(?:ранее|уже|до (?:момента |даты )?(?:ее |их )?(?:раскрытия|получения|передачи))[^.;]{0,60}(?:известн|обладал|располагал|имел)|известн\w*[^.;]{0,60}(?:ранее|до (?:ее |их |момента |даты )?(?:раскрытия|получения|передачи))|(?:находил|имел|был)\w* в (?:распоряжении|владении|обладании)[^.;]{0,80}до (?:ее |их |момента |даты )?(?:передачи|раскрытия|получения)|правомерно получен|получен\w*[^.;]{0,40}от третьих лиц|already (?:known|in (?:the )?possession)|known to (?:the )?(?:recipient|receiving party)|in (?:its|the recipient'?s?) possession (?:prior|before)|(?:lawfully |rightfully )?(?:received|obtained) from a third party",
    ),
    (
        Text("самостоятельно разработанные сведения", "independently developed information"),
        r"самостоятельно (?:разработ|создан|получен)|(?:разработ|создан)\w*[^.;]{0,30}(?:самостоятельно|независимо от (?:раскрывающ|передающ|другой))|(?:собственн|самостоятельн)\w* (?:исследовани|разработ|деятельност|работ)|независимо (?:разработ|создан)|разработан\w* (?:получающей|принимающей) стороной|independently (?:developed|created|derived)",
    ),
    (
        Text(
            "раскрытие по требованию закона, суда или государственного органа",
            "disclosure required by law, a court or an authority",
        ),
        r"(?:по закону|в силу закона|законом|законодательств\w*)[^.;]{0,80}(?:раскры|предостав|переда)|(?:раскры|предостав|переда)\w*[^.;]{0,80}(?:по закону|в силу закона|(?:предусмотренн|установленн)\w* (?:законодательств|закон))|(?:по|на основании) (?:законн\w+ |письменн\w+ |мотивированн\w+ )*(?:требовани|запрос|решени|постановлени)\w* (?:закона|суда|государственн|уполномоченн|правоохранительн|органов)|(?:требовани|предусмотренн|установленн)\w*[^.;]{0,30}(?:законодательств|законом)[^.;]{0,40}(?:раскры|предостав|переда)|(?:раскры|предостав|переда)\w*[^.;]{0,60}(?:в случаях|случаях), (?:предусмотренных|установленных) законодательств|required by (?:law|applicable law|a court|any court|regulation|statute)|compelled (?:by|to disclose)|court order|subpoena|legal process|governmental (?:authority|agency) (?:requires|request)",
    ),
)
_NDA_TITLE = regexes.compile(
    r"конфиденциальност|неразглашени|о неразглашении|коммерческ\w* тайн|non-?disclosure|confidentiality agreement|secrecy agreement",
    re.IGNORECASE,
)
# The sentence a finding points to: the duty not to disclose, else the definition of confidential information.
_DUTY = regexes.compile(
    r"(?:обязу\w*|обязан\w*|не вправе)[^.;]{0,60}не (?:разглашать|раскрывать|передавать)|не (?:вправе|имеет права|должн\w*) (?:разглашать|раскрывать|передавать)"
    r"|(?:shall|will|agrees? to) (?:not disclose|hold[^.;]{0,40}in (?:strict )?confidence|keep[^.;]{0,40}confidential)"
)
_DEFINITION = regexes.compile(
    r"конфиденциальн\w* информаци\w*[^.;]{0,60}(?:означает|является|являются|понимается|понимаются|признается|признаются|относ)"
    r"|confidential information[\"”']?\s+(?:shall )?(?:means?|includes?)"
)
_DISCLOSER_ONLY = regexes.compile(r"раскрыва|передающ|disclos")
_QUOTE_CHARS = 300


def nda_exception_findings(
    model: ContractModel, contract_type: str, side: Party | None, lang: Lang
) -> list[Finding]:
    """One finding when an NDA (by type or title) states none of some standard exceptions, for a reader who
    receives information; empty otherwise."""
    text = model.text
    if not (contract_type == "nda" or _NDA_TITLE.search(text[:300])):
        return []
    if (
        side is not None
        and _DISCLOSER_ONLY.search(side.key)
        and not re.search(r"получа|принима|recei|recipient", side.key)
    ):
        return []
    flat = " ".join(text.lower().split())
    missing = [name for name, pattern in _EXCEPTIONS if not re.search(pattern, flat)]
    if not missing:
        return []
    anchor = _anchor(model)
    if anchor is None:
        return []
    item = CHECKLIST_BY_ID["nda_exceptions"]
    names = ", ".join(name.get(lang) for name in missing)
    lead = "Не найдено: " if lang == "ru" else "Not found: "
    finding = make_finding(
        item,
        "high" if _EXCEPTIONS[-1][0] in missing else "medium",
        anchor,
        PageIndex(text).page_at(text.find(anchor)),
        lang,
        explanation=f"{item.why.get(lang)} {lead}{names}.",
    )
    return [finding]


def _anchor(model: ContractModel) -> str | None:
    """The first duty not to disclose (what the exceptions would carve from), else the first definition."""
    for pattern in (_DUTY, _DEFINITION):
        for clause in model.clauses:
            if clause.heading:
                continue
            for sent in clause.sentences:
                stripped = sent.text.strip()
                if len(stripped) >= 30 and not is_heading(stripped) and pattern.search(sent.lower):
                    return stripped[:_QUOTE_CHARS].strip()
    return None
