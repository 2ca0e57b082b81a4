# ruff: noqa: E501  (regular expressions read better unwrapped)
"""Where a named court sits against where the parties are: a court in the region of both parties' seats is
no one's home advantage, so it is no forum risk for either side.

A party's region is read from its taxpayer number (the first two digits of a Russian ИНН are the code of the
region where the organisation or the person was registered), which the requisites state far more reliably
than an address a two-column layout scatters. A court's region is read from the place it is named by
("Арбитражный суд г. Санкт-Петербурга и Ленинградской области", "Арбитражный суд Республики Башкортостан").
"""

from __future__ import annotations

from chalicelib import regexes

_INN = regexes.compile(r"\bинн(?:\s*/\s*кпп)?[\s:№]*(\d{10}|\d{12})\b")

# Region codes (the first two digits of an ИНН) and the stems a court's place is named by: the region or
# its capital. A court of a city and its region ("г. Санкт-Петербурга и Ленинградской области") covers both.
_REGIONS: tuple[tuple[str, str], ...] = (
    ("01", r"адыге|майкоп"),
    ("02", r"башкортостан|башкири|уф[аеыу]\b"),
    ("03", r"бурят|улан-удэ"),
    ("05", r"дагестан|махачкал"),
    ("07", r"кабардино|нальчик"),
    ("10", r"карели|петрозаводск"),
    ("11", r"коми\b|сыктывкар"),
    ("12", r"марий|йошкар"),
    ("13", r"мордови|саранск"),
    ("14", r"саха\b|якути|якутск"),
    ("16", r"татарстан|казан"),
    ("18", r"удмурт|ижевск"),
    ("19", r"хакаси|абакан"),
    ("21", r"чуваш|чебоксар"),
    ("22", r"алтайск\w* кра|барнаул"),
    ("23", r"краснодар"),
    ("24", r"красноярск"),
    ("25", r"приморск|владивосток"),
    ("26", r"ставрополь"),
    ("27", r"хабаровск"),
    ("29", r"архангельск"),
    ("30", r"астрахан"),
    ("31", r"белгород"),
    ("32", r"брянск"),
    ("33", r"владимир"),
    ("34", r"волгоград"),
    ("35", r"вологод|вологд"),
    ("36", r"воронеж"),
    ("37", r"иванов"),
    ("38", r"иркутск"),
    ("39", r"калининград"),
    ("40", r"калуг|калужск"),
    ("42", r"кемеров"),
    ("43", r"киров"),
    ("44", r"костром"),
    ("45", r"курган"),
    ("46", r"курск"),
    ("47", r"ленинградск"),
    ("48", r"липецк"),
    ("50", r"московск\w* област"),
    ("51", r"мурманск"),
    ("52", r"нижегородск|нижн\w* новгород"),
    ("53", r"новгородск|велик\w* новгород"),
    ("54", r"новосибирск"),
    ("55", r"омск"),
    ("56", r"оренбург"),
    ("57", r"орловск|\bорл[аеу]\b|\bорел\b"),
    ("58", r"пензенск|пенз[аеы]\b"),
    ("59", r"пермск|перм[иь]\b"),
    ("60", r"псков"),
    ("61", r"ростов"),
    ("62", r"рязан"),
    ("63", r"самар"),
    ("64", r"саратов"),
    ("65", r"сахалин"),
    ("66", r"свердловск|екатеринбург"),
    ("67", r"смоленск"),
    ("68", r"тамбов"),
    ("69", r"твер"),
    ("70", r"томск"),
    ("71", r"тульск|\bтул[аеыу]\b"),
    ("72", r"тюмен"),
    ("73", r"ульяновск"),
    ("74", r"челябинск"),
    ("75", r"забайкальск|чит[аеы]\b"),
    ("76", r"ярослав"),
    ("77", r"москв(?!\w* област)|московск\w* (?:город|окружн)"),
    ("78", r"санкт-петербург|петербург"),
    ("86", r"ханты|сургут"),
    ("89", r"ямало"),
    ("91", r"крым|симферопол"),
)
_REGION_RX = tuple((code, regexes.compile(rx)) for code, rx in _REGIONS)
# The place a court is named by: the words after "суд(а) ..." up to the end of the clause's phrase.
_COURT_PLACE = regexes.compile(
    r"(?:арбитражн\w*|районн\w*|городск\w*|областн\w*|краев\w*|миров\w*)?\s*суд\w*\s+((?:[^.;,()]|г\.|\bобл\.){3,90})"
)


def court_regions(lower: str) -> frozenset[str]:
    """The regions of the courts a dispute clause names ("Арбитражный суд Самарской области" -> 63)."""
    found: set[str] = set()
    for m in _COURT_PLACE.finditer(lower):
        place = m.group(1)
        found.update(code for code, rx in _REGION_RX if rx.search(place))
    return frozenset(found)


def home_region(text_lower: str) -> str | None:
    """The one region every party is registered in: two or more distinct ИНН, all of one region."""
    inns = {m.group(1) for m in _INN.finditer(text_lower)}
    regions = {inn[:2] for inn in inns}
    return next(iter(regions)) if len(inns) >= 2 and len(regions) == 1 else None


def court_at_home(lower: str, region: str | None) -> bool:
    """A dispute clause whose named court sits in ``region`` the parties' common one."""
    if region is None or _ELSEWHERE.search(lower):
        return False
    return region in court_regions(lower)


# Arbitration or foreign law is a forum risk wherever the parties sit.
_ELSEWHERE = regexes.compile(
    r"третейск|мкас|международн\w* коммерческ|арбитраж\w* (?:центр|учреждени)|иностранн|прав\w* (?:республики|государства)"
)
