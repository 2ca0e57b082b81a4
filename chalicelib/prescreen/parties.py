"""Party names from the preamble: «именуемое в дальнейшем» in Russian, "by and between" in English.

Both languages are read the same way: the preamble defines each party with an alias («Поставщик»,
("Distributor")), so the text before each alias definition holds one party's name and description.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from chalicelib import regexes

from .text import ContractText

PREAMBLE_CHARS = 3000
# How far into the text the first alias definition is looked for, and how much before it the preamble starts.
PREAMBLE_SEARCH_CHARS = 15000
PREAMBLE_LEAD_CHARS = 1500
RU_TITLE = regexes.compile(r"(?<![«\"\w-])(?:ДОГОВОР|КОНТРАКТ|СОГЛАШЕНИЕ|ОФЕРТА)(?![\w-])")
MAX_PARTIES = 8
MAX_NAME_CHARS = 120

RU_SHORT_FORMS = (
    "ООО",
    "ПАО",
    "АО",
    "ЗАО",
    "ОАО",
    "ИП",
    "АНО",
    "НКО",
    "ФГУП",
    "ГУП",
    "МУП",
    "ГБУ",
    "ФГБУ",
    "ПК",
    "ТОО",
    "НАО",
    "САО",
    "СПАО",
    "МКК",
    "МФК",
    "ОсОО",
    "ОcОО",
    "ФГБОУ",
    "ФГАОУ",
    "ГБОУ",
    "ГАОУ",
    "МБОУ",
    "МАОУ",
    "МБДОУ",
    "МАДОУ",
    "ЧОУ",
    "НОУ",
    "ЧУ",
    "МБУ",
    "МАУ",
    "МКУ",
    "ГКУ",
    "ГАУ",
    "ФКУ",
    "ФГАУ",
    "ГБУЗ",
    "ГАУЗ",
    "ТСЖ",
    "ТСН",
    "СНТ",
    "ЖСК",
    "НП",
    "ОДО",
    "ЧУП",
    "ЧТУП",
    "ИООО",
    "СООО",
    "КФХ",
)
RU_QUOTED = r"(?:«[^«»\"]{1,80}(?:«[^«»\"]{1,80}»)?[»\"]?|\"[^\"]{1,80}\")"
# Long legal forms in any grammatical case («Общества с ограниченной ответственностью» in «офертой Общества»).
RU_FORM_STEMS: tuple[tuple[str, str], ...] = (
    (r"обществ\w*\s+с\s+ограниченной\s+ответственностью", "ООО"),
    (r"публичн\w*\s+акционерн\w*\s+обществ\w*", "ПАО"),
    (r"непубличн\w*\s+акционерн\w*\s+обществ\w*", "АО"),
    (r"закрыт\w*\s+акционерн\w*\s+обществ\w*", "ЗАО"),
    (r"открыт\w*\s+акционерн\w*\s+обществ\w*", "ОАО"),
    (r"акционерн\w*\s+обществ\w*", "АО"),
    (r"индивидуальн\w*\s+предпринимател\w*", "ИП"),
    (r"автономн\w*\s+некоммерческ\w*\s+организаци\w*", "АНО"),
    (r"некоммерческ\w*\s+организаци\w*", "НКО"),
    (r"федеральн\w*\s+государственн\w*\s+унитарн\w*\s+предприяти\w*", "ФГУП"),
    (r"государственн\w*\s+унитарн\w*\s+предприяти\w*", "ГУП"),
    (r"муниципальн\w*\s+унитарн\w*\s+предприяти\w*", "МУП"),
    (r"федеральн\w*\s+государственн\w*\s+бюджетн\w*\s+учреждени\w*", "ФГБУ"),
    (r"государственн\w*\s+бюджетн\w*\s+учреждени\w*", "ГБУ"),
    (r"производственн\w*\s+кооператив\w*", "Производственный кооператив"),
    (r"товариществ\w*\s+с\s+ограниченной\s+ответственностью", "ТОО"),
    (r"обществ\w*\s+с\s+дополнительной\s+ответственностью", "ОДО"),
    (r"частн\w*\s+унитарн\w*\s+предприяти\w*", "ЧУП"),
    (r"товариществ\w*\s+собственников\s+(?:жиль\w*|недвижимости)", "ТСЖ"),
    (r"limited\s+liability\s+company", "LLC"),
)
RU_FORM_ABBREVIATIONS = tuple(
    (regexes.compile(pattern, re.IGNORECASE), short) for pattern, short in RU_FORM_STEMS
)
RU_FORM_NAMES = "|".join(pattern for pattern, _ in RU_FORM_STEMS)
# A legal form, then optionally a few words of the name before the quoted part («ООО Микрокредитная компания
# «Лорд»»).
RU_ORG = regexes.compile(
    rf"(?i:(?P<form>{RU_FORM_NAMES})|\b(?P<short>{'|'.join(RU_SHORT_FORMS)})\b)"
    rf"\s*(?P<words>(?:(?:[А-ЯЁ]?[а-яё]+|[А-ЯЁ]{{2,4}}|\([А-ЯЁа-яё]+\))\s+){{0,3}})(?P<name>{RU_QUOTED})"
)
# A name written without quotes after its legal form («Общество с ограниченной ответственностью Стройальянс,
# именуемое ...»): capitalised, up to four words, and ended by what ends a party's name in a preamble.
RU_BARE_STOP = r"(?i:именуем|в\s|далее|действующ|инн\b|огрн\b|с\s|зарегистр|юридическ|адрес|лице\b|и\s)"
RU_BARE_ORG = regexes.compile(
    rf"(?i:(?P<form>{RU_FORM_NAMES})|\b(?P<short>{'|'.join(RU_SHORT_FORMS)})\b)\s+"
    rf"(?P<name>(?!{RU_BARE_STOP})[А-ЯЁA-Z][\w.&-]*(?:\s+(?!{RU_BARE_STOP})[\w.&-]+){{0,3}})"
    r"(?=\s*[,(]|\s+(?i:именуем|в\s+лице|далее|в\s+дальнейшем))"
)
# An organisation described without a legal-form abbreviation: «Государственное бюджетное учреждение
# здравоохранения ... больница», «СЕЛЬСКОХОЗЯЙСТВЕННЫЙ ПОТРЕБИТЕЛЬСКИЙ КООПЕРАТИВ «Корочанские сады»».
RU_ORG_NOUN = regexes.compile(
    r"(?i:(?:\b[а-яё-]+(?:ое|ый|ий|ая|ой)\s+){0,6}"
    r"\b(?:учреждение|кооператив|предприятие|организация|товарищество|партн[её]рство|фонд|ассоциация))\b"
)
# Where a party's description in a preamble stops: the signatory, the authority, the alias, the details.
RU_DESCRIPTION_END = regexes.compile(
    r"(?i:,?\s*в\s+лице\b|,\s*действующ|,?\s*именуем|\s*\(?\s*(?:далее|в\s+дальнейшем)\b|,\s*являющ"
    r"|,\s*зарегистрир|,?\s*\(?\s*(?:ИНН|ОГРН)\b|,\s*адрес|\s*\(сокращ|,\s*паспорт|,?\s*с\s+одной\s+стороны"
    r"|,?\s*с\s+другой\s+стороны|[;:]|(?<!\bг)(?<!\bгор)(?<!\bим)(?<!\bул)(?<!\bобл)(?<!\bпос)(?<!\bст)\.\s)"
)
RU_NAME_WORD = r"(?:[А-ЯЁ][а-яё]+|[А-ЯЁ]{2,})"
PATRONYMIC = (
    r"(?:[А-ЯЁ][а-яё]+|[А-ЯЁ]+)(?i:ич|вна|ична|чна|оглы|кызы|ича|вны|ичны|чны|ичем|ичом|вной|ичной|чной)\b"
)
RU_FULL_NAME = rf"{RU_NAME_WORD}(?:-{RU_NAME_WORD})?\s+{RU_NAME_WORD}\s+{PATRONYMIC}"
RU_INITIALS_NAME = rf"{RU_NAME_WORD}(?:-{RU_NAME_WORD})?\s+[А-ЯЁ]\.\s*[А-ЯЁ]\."
RU_ENTREPRENEUR = regexes.compile(
    rf"(?i:индивидуальн\w*\s+предпринимател\w*|\bИП\b|самозанят\w*)\s+[«\"]?(?P<name>{RU_FULL_NAME}|{RU_INITIALS_NAME})"
)
# A citizen written with initials, wherever the description puts the alias («гражданин Иванов И.И., паспорт
# ..., именуемый ...»): the word before says it is the party, not its signatory.
RU_CITIZEN_INITIALS = regexes.compile(
    rf"(?i:граждан\w*(?:\s+(?:РФ|Российской\s+Федерации))?|физическ\w+\s+лиц\w*|самозанят\w*(?:\s+граждан\w*)?)"
    rf"\s+(?P<name>{RU_INITIALS_NAME})"
)
RU_PERSON = regexes.compile(rf"(?<![\w.])(?P<name>{RU_FULL_NAME})")
# A surname with initials standing for a party («между Бойко А. С. (далее — «Администратор»)»): only right
# before the party's alias, so a signatory or a name in the text is not taken.
RU_INITIALS_PERSON = regexes.compile(
    rf"(?<![\w.])(?P<name>{RU_INITIALS_NAME})(?=\s*,?\s*\(?\s*(?:далее|в\s+дальнейшем|именуем|$))"
)
RU_SIGNATORY_BEFORE = regexes.compile(r"(?i:в\s+лице\s+(?:[\w-]+\s+){0,4})$")
RU_LATIN_COMPANY = regexes.compile(r"(?i:компани[ия])\s+(?P<name>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&))*)")
# Genitive endings of a person's name -> nominative («офертой Абдулсамедова Джабраила Алиевича»).
# Abbreviations inside a name spelled out as the preamble usually writes them.
RU_NAME_ABBREVIATIONS: dict[str, str] = {"МКК": "Микрокредитная компания", "МФК": "Микрофинансовая компания"}
RU_GENITIVE_ENDINGS: tuple[tuple[str, str], ...] = (
    ("овича", "ович"),
    ("евича", "евич"),
    ("ича", "ич"),
    ("овны", "овна"),
    ("евны", "евна"),
    ("ичны", "ична"),
)
# Instrumental endings («между Ивановым Иваном Ивановичем и Петровой Анной Сергеевной»).
RU_INSTRUMENTAL_ENDINGS: tuple[tuple[str, str], ...] = (
    ("ичем", "ич"),
    ("ичом", "ич"),
    ("овной", "овна"),
    ("евной", "евна"),
    ("ичной", "ична"),
)
# A woman's surname and first name in the genitive or instrumental -> nominative, longest ending first:
# Петровой -> Петрова, Бельской -> Бельская, Марии/Марией -> Мария, Натальи/Натальей -> Наталья,
# Анны/Анной -> Анна, Ольги/Ольгой -> Ольга.
RU_FEMALE_ENDINGS: tuple[tuple[str, str], ...] = (
    ("ской", "ская"),
    ("цкой", "цкая"),
    ("ией", "ия"),
    ("ии", "ия"),
    ("ьей", "ья"),
    ("ьи", "ья"),
    ("ой", "а"),
    ("ы", "а"),
)
# A man's surname and first name in the genitive or instrumental: (ending, letters cut, nominative ending).
RU_MALE_ENDINGS: tuple[tuple[re.Pattern[str], int, str], ...] = (
    (regexes.compile(r"(?i)(?:ск|цк)ого$"), 3, "ий"),
    (regexes.compile(r"(?i)(?:ск|цк)им$"), 2, "ий"),
    (regexes.compile(r"(?i)(?:ов|ев|ин|ын)ым$"), 2, ""),
    (regexes.compile(r"(?i)\w{3}ем$"), 2, "й"),
    (regexes.compile(r"(?i)\w{3}ея$"), 1, "й"),
    (regexes.compile(r"(?i)[бвгджзклмнпрстфхцчшщ]ом$"), 2, ""),
    (regexes.compile(r"(?i)(?:ов|ев|ин|ын)а$|[бвгджзклмнпрстфхцчшщ]а$"), 1, ""),
)
RU_FEMALE_VELAR_GENITIVE = regexes.compile(r"(?i)[гкхжшчщ]и$")
RU_REQUISITES_HEADING = regexes.compile(
    r"(?i:реквизиты\s+(?:и\s+подписи\s+)?сторон|адреса\s+и\s+реквизиты|подписи\s+сторон)"
)
REQUISITES_CHARS = 3000
RU_BANK_CONTEXT = regexes.compile(r"(?i:банк\w*|\bв|р/с|к/с|бик|сч[её]т\w*)\W*$")
BANK_CONTEXT_CHARS = 40
PLACEHOLDER_NAME = regexes.compile(r"[«\"][\s_.-]*[»\"]?$")

# Latin legal forms as names spell them (capitalised or upper case): "a Delaware corporation" is a
# description, not part of a name.
LATIN_LEGAL_FORMS = (
    "Inc",
    "Incorporated",
    "Corp",
    "Corporation",
    "LLC",
    "L.L.C",
    "Ltd",
    "Limited",
    "LLP",
    "L.P",
    "LP",
    "PLC",
    "plc",
    "GmbH",
    "AG",
    "S.A.S",
    "S.A",
    "B.V",
    "N.V",
    "Co",
    "Company",
    "S.à r.l",
    "S.À R.L",
    "SARL",
    "S.r.l",
    "SpA",
    "S.p.A",
    "Pty",
    "N.A",
    "Bank",
    "University",
)
LATIN_LEGAL = "|".join(
    re.escape(form)
    # longest first; among equal lengths in a fixed order, so the pattern is one string in every process
    for form in sorted(
        {*LATIN_LEGAL_FORMS, *(f.upper() for f in LATIN_LEGAL_FORMS)}, key=lambda f: (-len(f), f)
    )
)
LEGAL_FORM_END = regexes.compile(
    rf"(?<![\w.])(?:{LATIN_LEGAL})(?![\w])\.?(?:,?\s+(?:{LATIN_LEGAL})(?![\w])\.?)*"
)
NAME_WITH_LEGAL_START = regexes.compile(
    rf"^(?!(?:a|an|the)\s)[\w@.&-]+(?:\s+[A-Z0-9][\w&.'-]*)*,?\s+(?:{LATIN_LEGAL})(?![\w])"
)
EN_LIST_BREAK = regexes.compile(r";\s*(?:\([a-z0-9]\)\s*)?(?:and\s+)?")
EN_DESCRIPTOR_START = regexes.compile(r"^(?:a|an)\s+[^,]{1,80},\s*")
RU_FOREIGN_ORG = regexes.compile(
    rf"(?P<name>[A-Z][\w&'.-]*(?:\s+[A-Z0-9][\w&'.-]*){{0,6}},?\s+(?:{LATIN_LEGAL})(?![\w])\.?)"
)
RU_ROLE_WORDS = (
    r"поставщик|покупател|продав|арендатор|арендодател|субарендатор|наниматель|наймодател|заказчик|исполнител"
    r"|подрядчик|субподрядчик|работник|работодател|за[её]мщик|займодав|кредитор|лицензиат|лицензиар"
    r"|сублицензиат|правообладател|пользовател|принципал|агент|доверител|поверенн|комитент|комиссионер"
    r"|дистрибьютор|дилер|страховщик|страховател|клиент|банк|компани|стаж[её]р|сторон|получател|раскрывающ"
    r"|ссудодател|ссудополучател|абонент|оператор|партн[её]р|участник|инвестор|франчайз|перевозчик"
    r"|грузоотправител|экспедитор|хранител|поклажедател|цедент|цессионари|залогодател|залогодержател"
    r"|поручител|гарант|бенефициар|администрац|организатор|владел|собственник|учредител"
    r"|автор|издател|курсант|слушател|обучающ|учащ|студент|ученик|пациент|турист|заявител|волонт[её]р"
    r"|разработчик|тестировщик|консультант|эксперт|продюсер|рекламодател|рекламораспространител|спонсор"
    r"|благотворител|жертвовател|член|посредник|брокер|фрахтов|грузополучател"
)
RU_ROLE = regexes.compile(rf"(?i:{RU_ROLE_WORDS})")
RU_NOT_PARTY_ALIAS = regexes.compile(
    r"(?i:договор|контракт|соглашени|оферт|товар|услуг|работ|сервис|сайт|программ|лицензи|данные|по\b|ки\b"
    r"|акцепт|правила|приложени|спецификац|объект|имуществ|помещени|оборудовани|заказ|заявк|счет|сч[её]т)"
)
RU_ALIAS = regexes.compile(
    r"(?i:имену(?:ем|ют)\w*(?:\s*\(\s*-?\s*\w+\s*\))?(?:\s+(?:в\s+дальнейшем|далее))?|в\s+дальнейшем(?:\s+именуем\w*)?"
    r"|далее\s*(?:по\s+тексту\s*)?(?:именуем\w*\s*)?)\s*(?:[-–—]\s*)?"
    r"(?:[«\"](?P<quoted>[^»\"]{1,40})[»\"]|(?P<bare>[А-ЯЁ][А-ЯЁа-яё]+(?:\s+[Сс]торон\w*)?))"
)
RU_ONE_SIDE = regexes.compile(r"(?i:с\s+одной\s+стороны)")
RU_ROLE_FIRST = regexes.compile(rf"(?:(?<=\s)|^)[«\"]?(?i:{RU_ROLE_WORDS})\w*[»\"]?\s*(?::|\s[-–—])\s*")
RU_COLLECTIVE_ALIAS = regexes.compile(r"^(?i:сторон\w*|вместе|совместно)")
RU_PREAMBLE_END = regexes.compile(r"(?i:заключили|о\s+нижеследующем|договорились\s+о)")
RU_SEGMENT_START = regexes.compile(
    r"(?i:с\s+одной\s+стороны,?\s*и|с\s+другой\s+стороны,?\s*и?|,?\s+и\s+(?=[А-ЯЁA-Z«\"])|между\s+"
    r"|(?:предложением|офертой)\s+(?:\(публичной\s+офертой\)\s+)?)"
)

EN_START = regexes.compile(
    r"\b(?:by\s+and\s+between|by\s+and\s+among|between|among|(?:entered\s+into|made)\s+by(?!\s+and\b)"
    r"|the\s+undersigned,?"
    r"|gentlemen:|parties:)\s*:?",
    re.IGNORECASE,
)
EN_PREAMBLE_END = regexes.compile(
    r"\b(?:whereas|recitals?|witnesseth|now,?\s+therefore|agree\s+as\s+follows|background|section\s+1\b"
    r"|article\s+(?:1|i)\b)"
    # the first numbered clause after the preamble's last sentence ("... (the "Tester"). 1. Beta product")
    r"|(?<=[.:]\s)(?:1|I)\.(?:1\.?)?\s+(?-i:[A-Z])",
    re.IGNORECASE,
)
EN_ALIAS = regexes.compile(r"\((?P<pre>[^()\"]{0,120})\"(?P<alias>[^\"]{1,40})\"[^()]{0,80}\)")
EN_NOT_PARTY_ALIASES = regexes.compile(
    r"^(?:this\s+|the\s+)?(?:agreement|amendment|contract|effective\s+date|execution\s+date|parties|party|"
    r"first\s+amendment|products?|territory|term|shares?|services?|software|merger|plan|program|property|"
    r"premises|project|affiliates?|closing|transaction|schedule|exhibit)\b",
    re.IGNORECASE,
)
# A party described, not named: "the person identified below", "the entity that accepts these terms".
EN_DESCRIBED_PARTY = regexes.compile(
    r"(?:^|,|\band\b)\s*(?:the|any|each)\s+(?:[a-z]+\s+){0,2}?(?:person|individual|entity|customer|company|party|"
    r"user|client|organi[sz]ation|subscriber|licensee|recipient)\s+(?:identified|named|listed|set\s+forth|specified|"
    r"described|agreeing|accepting|signing|executing|that|who|whose)\b[^()]{0,80}$"
)
EN_NAME_END = regexes.compile(
    r",?\s+(?:a|an)\s+(?=[A-Z\w])|,\s+(?:having|with|whose|located|organized|incorporated|acting|on\s+behalf|"
    r"the\s+undersigned|furnishing|c/o|in\s+(?:his|her|its|their)\s)"
    r"|\s+(?:having|with\s+(?:its|an|a)\s|whose|located\s+at|acting\s+through|"
    r"through\s+its|dated|hereinafter)|\s*\(|;|$"
)
EN_AND = regexes.compile(
    r"(?:,|;)?\s*(?:-\s*)?\band\b\s*(?:-\s*|:\s*|,\s*)?|;\s*(?:\([a-z]\)\s*)?", re.IGNORECASE
)
# On cover pages "&" joins the two parties ("T-MOBILE B.V. & Elephant Talk AG"); in a preamble it is part of
# a name ("Sandler O'Neill & Partners, L.P.").
EN_AND_OR_AMPERSAND = regexes.compile(rf"{EN_AND.pattern}|\s+&\s+", re.IGNORECASE)
# Connectors and list markers before a name; a lower-case "the" is an article, a capital "The" may be part of
# the name ("The Johns Hopkins University").
EN_LEADING_NOISE = regexes.compile(
    r"^(?:[\s,;:.\-]|\([a-z0-9]\)|(?i:and)\b|(?i:the\s+undersigned)\b|the\s+)+"
)
EN_TRAILING_NAME = regexes.compile(
    rf"(?P<name>[A-Z][\w&'./-]*(?:\s+(?:[A-Z0-9][\w&'./-]*|of|and|de|&))*"
    rf"(?:,?\s+(?:{LATIN_LEGAL})(?![\w])\.?)*)[\s,]*$"
)
NAME_START = regexes.compile(r"^[\"']?[\w]")
EN_ARTICLE_BEFORE = regexes.compile(r"\b(?:a|an)\s+$", re.IGNORECASE)
# "Delaware Corporation", "Limited Liability Company": a kind of entity, not its name.
US_STATES = (
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho"
    "|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota"
    "|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York"
    "|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina"
    "|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming"
)
EN_DESCRIPTION_NAME = regexes.compile(
    rf"^(?i:(?:{US_STATES}|limited\s+liability|general|limited|foreign|domestic)\s+)+"
    r"(?i:corporation|company|partnership|limited\s+partnership|trust|bank)\.?$"
)
EN_EXECUTION = regexes.compile(r"\bin\s+witness\s+(?:whereof|thereof)\b", re.IGNORECASE)
# Signature-block labels before a company's name ("Name: Ada Moss Authorized Signatory KESTREL FOODS INC.").
EN_SIGNATURE_LABEL = regexes.compile(
    r"\b(?i:by|name|title|signature|signed|its):\s*|\b(?i:authori[sz]ed\s+(?:signatory|representative)|witness)\b:?\s*"
)
EN_SENTENCE_END = regexes.compile(r"(?<=[a-z]{2})[.:]\s+")
EN_POSTCODE = regexes.compile(r"\b\d{4,5}\b")
EN_NUMBERED_WORDS = regexes.compile(r"^\d+\s+[a-z]")
SIGNATURE_CHARS = 1500
COVER_CHARS = 1500
# A standard form addressed to its reader: "between you and ...", "between the user and ...".
EN_READER_FIRST = regexes.compile(
    r"^\s*(?:you|the\s+user)\s*(?:\([^)]{0,40}\)\s*)?,?\s+and\s+", re.IGNORECASE
)
READER_PARTY = "User (you)"
NOT_A_NAME = regexes.compile(
    r"^(?:schedule|exhibit|section|annex|appendix|article|attachment)\b", re.IGNORECASE
)


def _abbreviate_ru(form: str) -> str:
    for pattern, short in RU_FORM_ABBREVIATIONS:
        if pattern.fullmatch(" ".join(form.split())):
            return short
    return form if form[:1].isupper() and not form.isupper() else form.upper()


def _guillemets(quoted: str) -> str:
    inner = quoted.strip().removeprefix("«").removeprefix('"').removesuffix("»").removesuffix('"').strip()
    return f"«{inner}»"


def _nominative_person(name: str) -> str:
    """A person's name as the preamble's genitive («предложением Канева Германа Алексеевича») or instrumental
    («между Ивановым Иваном Ивановичем») gives it, in the nominative."""
    words = name.split()
    patronymic = words[-1]
    for oblique, nominative in (*RU_INSTRUMENTAL_ENDINGS, *RU_GENITIVE_ENDINGS):
        if patronymic.lower().endswith(oblique):
            stem = patronymic[: len(patronymic) - len(oblique)]
            ending = nominative.upper() if patronymic.isupper() else nominative
            nominative_word = _male_nominative if nominative.endswith("ич") else _female_nominative
            return " ".join([*(nominative_word(w) for w in words[:-1]), stem + ending])
    return name


def _with_ending(word: str, cut: int, ending: str) -> str:
    return word[: len(word) - cut] + (ending.upper() if word.isupper() else ending)


def _female_nominative(word: str) -> str:
    """Петровой -> Петрова, Анной -> Анна, Марии -> Мария, Ольги -> Ольга; a nominative word stays."""
    if RU_FEMALE_VELAR_GENITIVE.search(word):
        return _with_ending(word, 1, "а")
    for oblique, nominative in RU_FEMALE_ENDINGS:
        if word.lower().endswith(oblique):
            return _with_ending(word, len(oblique), nominative)
    return word


def _male_nominative(word: str) -> str:
    """Канева -> Канев, Германа -> Герман, Ивановым -> Иванов, Сергеем -> Сергей; Джабраил stays."""
    for ending, cut, nominative in RU_MALE_ENDINGS:
        if ending.search(word):
            return _with_ending(word, cut, nominative)
    return word


def _is_signatory(segment: str, position: int) -> bool:
    return bool(RU_SIGNATORY_BEFORE.search(segment[max(0, position - 80) : position]))


def _described_org(segment: str) -> Iterator[tuple[int, str]]:
    """An organisation named by its kind, up to where the description turns to signatory or details."""
    for match in RU_ORG_NOUN.finditer(segment):
        rest = segment[match.start() :]
        end = RU_DESCRIPTION_END.search(rest)
        name = rest[: end.start() if end else MAX_NAME_CHARS].strip(" ,")
        if len(name.split()) >= 2 and len(name) <= 2 * MAX_NAME_CHARS and not name[:1].islower():
            yield match.start(), " ".join(name.split())


def _ru_candidates(segment: str) -> Iterator[tuple[int, str]]:
    """(position, name) of every party-like name in a Russian preamble segment."""
    for match in RU_ORG.finditer(segment):
        if PLACEHOLDER_NAME.match(match["name"]):
            continue
        form = match["form"] or match["short"]
        words = " ".join(RU_NAME_ABBREVIATIONS.get(word, word) for word in match["words"].split())
        yield match.start(), " ".join(f"{_abbreviate_ru(form)} {words} {_guillemets(match['name'])}".split())
    for match in RU_BARE_ORG.finditer(segment):
        form = match["form"] or match["short"]
        if _abbreviate_ru(form) != "ИП":
            yield match.start(), f"{_abbreviate_ru(form)} {' '.join(match['name'].split())}"
    for match in RU_ENTREPRENEUR.finditer(segment):
        yield match.start(), f"ИП {_nominative_person(' '.join(match['name'].split()))}"
    for match in RU_FOREIGN_ORG.finditer(segment):
        yield match.start(), " ".join(match["name"].split())
    for match in RU_LATIN_COMPANY.finditer(segment):
        yield match.start(), " ".join(match["name"].split())
    yield from _described_org(segment)
    for match in RU_PERSON.finditer(segment):
        if not _is_signatory(segment, match.start()):
            yield match.start(), _nominative_person(" ".join(match["name"].split()))
    for match in RU_CITIZEN_INITIALS.finditer(segment):
        yield match.start("name"), " ".join(match["name"].split())
    for match in RU_INITIALS_PERSON.finditer(segment):
        if not _is_signatory(segment, match.start()):
            yield match.start(), " ".join(match["name"].split())


def _first_ru_name(segment: str) -> str | None:
    """The earliest name wins: a person's name that comes later is the signatory («в лице ...»)."""
    candidates = sorted(_ru_candidates(segment), key=lambda item: item[0])
    return candidates[0][1] if candidates else None


def _ru_segment(chunk: str) -> str:
    starts = [m.end() for m in RU_SEGMENT_START.finditer(chunk) if m.end() < len(chunk) - 3]
    return chunk[starts[-1] :] if starts else chunk


def _is_party_alias(alias: re.Match[str]) -> bool:
    """A quoted alias may be any name («Амаль»); an unquoted one must be a party role («далее Поставщик»)."""
    if alias["quoted"]:
        return bool(RU_ROLE.match(alias["quoted"])) or not RU_NOT_PARTY_ALIAS.match(alias["quoted"])
    return bool(RU_ROLE.match(alias["bare"] or ""))


def _ru_boundaries(preamble: str) -> list[tuple[int, int, bool]]:
    """(start, end, collective) of every alias definition and «с одной стороны» in reading order."""
    found = [
        (m.start(), m.end(), bool(RU_COLLECTIVE_ALIAS.match(m["quoted"] or m["bare"] or "")))
        for m in RU_ALIAS.finditer(preamble)
        if _is_party_alias(m)
    ]
    found += [(m.start(), m.end(), False) for m in RU_ONE_SIDE.finditer(preamble)]
    return sorted(found)


def _ru_preamble(flat: str) -> str:
    """The preamble: around the first party's alias, up to «заключили ...».

    A cover letter, an approval stamp or a table of contents may come first and be longer than a preamble
    («Ранее мы заключили с Вами ...» in a letter is no end of it), so the preamble is found by its first
    alias definition rather than taken from the top of the text.
    """
    first = next((m for m in RU_ALIAS.finditer(flat, 0, PREAMBLE_SEARCH_CHARS) if _is_party_alias(m)), None)
    start = max(0, first.start() - PREAMBLE_LEAD_CHARS) if first else 0
    end = RU_PREAMBLE_END.search(flat, first.end() if first else 0)
    limit = start + PREAMBLE_CHARS
    return flat[start : end.start() if end and end.start() < limit else limit]


def _after_title(opening: str) -> str:
    """What follows the contract's title: a letter or a stamp before it names people who are no party."""
    titles = list(RU_TITLE.finditer(opening))
    return opening[titles[-1].end() :] if titles else opening


def _ru_parties(flat: str) -> list[str]:
    preamble = _ru_preamble(flat)
    names: list[str] = []
    previous_end = 0
    for start, stop, collective in _ru_boundaries(preamble):
        chunk = preamble[previous_end:start] if previous_end else _after_title(preamble[:start])
        previous_end = max(previous_end, stop)
        if collective:
            names += [name for _, name in sorted(_ru_candidates(chunk))]
            continue
        name = _first_ru_name(_ru_segment(chunk)) or _first_ru_name(chunk)
        if name:
            names.append(name)
    if not names:
        names = [
            name
            for _, name in sorted(_ru_candidates(preamble[: PREAMBLE_CHARS // 2]))
            if not RU_PERSON.fullmatch(name)
        ]
    return names


def _ru_role_definitions(head: str) -> list[str]:
    """«Арендодатель: ИП Касимов ...», «"Принципал" — ООО ...»: the role first, then the name."""
    names = []
    for match in RU_ROLE_FIRST.finditer(head):
        name = _first_ru_name(head[match.end() : match.end() + MAX_NAME_CHARS])
        if name:
            names.append(name)
    return names


def _cut_at_legal_form(name: str) -> str:
    match = LEGAL_FORM_END.search(name)
    return name[: match.end()] if match else name


def _clean_en_name(raw: str) -> str | None:
    name = EN_LEADING_NOISE.sub("", raw).strip(" ,;:\"'")
    name = _cut_at_legal_form(name).rstrip(" ,;:")
    if name.endswith(".") and not LEGAL_FORM_END.search(name[-6:]):
        name = name.rstrip(".")
    if not NAME_START.match(name) or NOT_A_NAME.match(name) or ":" in name:
        return None
    if not 2 <= len(name) <= MAX_NAME_CHARS:
        return None
    return name


def _starts_like_name(segment: str) -> bool:
    return segment[:1].isupper() or segment[:1].isdigit() or bool(NAME_WITH_LEGAL_START.match(segment))


def _en_name_in(segment: str, follows_party: bool = False) -> str | None:
    """The name at the start of a party description, else the capitalised run just before its alias.

    After a party, a segment may open with the rest of that party's description ("a Delaware corporation,
    and ..."): the next name then follows the "and", or the description's first comma.
    """
    if follows_party and EN_LIST_BREAK.search(segment):
        segment = EN_LIST_BREAK.split(segment)[-1]
    segment = EN_LEADING_NOISE.sub("", segment)
    if follows_party and not _starts_like_name(segment):
        joint = EN_AND.search(segment)
        segment = segment[joint.end() :] if joint else EN_DESCRIPTOR_START.sub("", segment)
        segment = EN_LEADING_NOISE.sub("", segment)
    if _starts_like_name(segment):
        end = EN_NAME_END.search(segment)
        return _clean_en_name(segment[: end.start()] if end else segment)
    trailing = EN_TRAILING_NAME.search(segment)
    return _clean_en_name(trailing["name"]) if trailing else None


def _en_parties_by_alias(preamble: str) -> list[str]:
    names: list[str] = []
    previous_end = 0
    for alias in EN_ALIAS.finditer(preamble):
        segment = preamble[previous_end : alias.start()]
        previous_end = alias.end()
        if EN_NOT_PARTY_ALIASES.match(alias["alias"]):
            continue
        reader = EN_READER_FIRST.match(segment)
        if reader and not names:
            names.append(READER_PARTY)
            segment = segment[reader.end() :]
        name = _en_name_in(segment, follows_party=bool(names))
        if EN_DESCRIBED_PARTY.search(segment):
            name = alias["alias"]  # "the customer identified in the Order Form ("Customer")": its role
        if name and name.casefold() not in {n.casefold() for n in names}:
            names.append(name)
    return names


def _names_in_run(part: str) -> Iterator[str]:
    """Names written one after another ("Aizu Semiconductor Limited Fujitsu Limited"): split after forms."""
    rest = part
    while rest:
        name = _en_name_in(rest)
        if not name or not LEGAL_FORM_END.search(name):
            return
        yield name
        after = rest[rest.find(name) + len(name) :]
        if not re.match(r"\s+[A-Z]", after):
            return
        rest = after.strip()


def _en_parties_by_conjunction(preamble: str) -> list[str]:
    """Names joined by "and"/"&" (cover pages: "BETWEEN A, INC. AND B LLC"); each needs a legal form."""
    parts = EN_AND_OR_AMPERSAND.split(preamble[:400], maxsplit=1)
    return [name for part in parts for name in _names_in_run(part)][:MAX_PARTIES]


def _en_preambles(head: str) -> Iterator[str]:
    for start in EN_START.finditer(head):
        rest = head[start.end() :]
        end = EN_PREAMBLE_END.search(rest)
        yield rest[: end.start() if end else PREAMBLE_CHARS]


def _en_parties(head: str) -> list[str]:
    """Parties of the first preamble that names two or more, else the best partial reading."""
    best: list[str] = []
    for preamble in _en_preambles(head):
        names = _en_parties_by_alias(preamble)
        if len(names) < 2:
            joined = _en_parties_by_conjunction(preamble)
            names = joined if len(joined) > 1 else names
        if len(names) >= 2:
            return names
        if len(names) > len(best):
            best = names
    return best


def _en_companies(block: str) -> list[str]:
    """Company names with a legal form in a block (a cover page, role labels "Party A (Shipper): ZTO Express
    Co., Ltd.", the signature blocks), in order; "a Nevada corporation" is a description, not a name."""
    names: list[str] = []
    for match in RU_FOREIGN_ORG.finditer(block):
        if EN_ARTICLE_BEFORE.search(block[max(0, match.start() - 4) : match.start()]):
            continue
        raw = EN_SENTENCE_END.split(match["name"])[-1]  # "... signed this Agreement. BRAMBLE LLC"
        name = _clean_en_name(EN_SIGNATURE_LABEL.split(raw)[-1])
        if name and not EN_DESCRIPTION_NAME.match(name):
            names.append(name)
    return names


def _signature_blocks(flat: str) -> str:
    """The text after the last "IN WITNESS WHEREOF" (the parties sign under their names), else ""."""
    found = list(EN_EXECUTION.finditer(flat))
    return flat[found[-1].end() : found[-1].end() + SIGNATURE_CHARS] if found else ""


def _with_companies(names: list[str], text: ContractText) -> list[str]:
    """A preamble read for fewer than two parties is completed from the head's and the signatures' names."""
    if len(names) >= 2:
        return names
    together = list(names)
    for name in _en_companies(text.head[:COVER_CHARS]) + _en_companies(_signature_blocks(text.flat)):
        folded = name.casefold()
        if not any(folded in known.casefold() or known.casefold() in folded for known in together):
            together.append(name)
    return together if len(together) >= 2 else names


def _plausible_en_name(name: str) -> bool:
    """Not an address line ("Texas 78759", "VI 0080") nor a clause's words ("1 on the one hand, and")."""
    if EN_NUMBERED_WORDS.match(name) or EN_DESCRIPTION_NAME.match(name):
        return False
    return bool(LEGAL_FORM_END.search(name)) or not EN_POSTCODE.search(name)


def _ru_requisites(flat: str) -> list[str]:
    """Organisations and entrepreneurs in the parties' details at the end («Реквизиты и подписи сторон»).

    A form may leave its preamble to roles («Исполнитель и Заказчик заключили ...») and name the parties
    only there; a person's name in that block is the signatory, so only organisations and entrepreneurs count.
    """
    tail_start = max(len(flat) - REQUISITES_CHARS, len(flat) // 2)
    headings = list(RU_REQUISITES_HEADING.finditer(flat, tail_start))
    if not headings:
        return []
    block = flat[headings[-1].end() : headings[-1].end() + REQUISITES_CHARS]
    names = [
        " ".join(f"{_abbreviate_ru(m['form'] or m['short'])} {m['words']} {_guillemets(m['name'])}".split())
        for m in RU_ORG.finditer(block)
        if not PLACEHOLDER_NAME.match(m["name"]) and not _is_bank_detail(block, m)
    ]
    names += [
        f"ИП {_nominative_person(' '.join(m['name'].split()))}" for m in RU_ENTREPRENEUR.finditer(block)
    ]
    return names


def _is_bank_detail(block: str, match: re.Match[str]) -> bool:
    """The bank that keeps a party's account («р/с ... в ПАО «Сбербанк»», «Банк: АО ...») is no party."""
    before = block[max(0, match.start() - BANK_CONTEXT_CHARS) : match.start()]
    return bool(RU_BANK_CONTEXT.search(before)) or "банк" in match["name"].casefold()


def _ru_all_parties(text: ContractText) -> list[str]:
    """The preamble's parties; a form that names none there may name them by role in its header, else in
    its details at the end. With one party found these are not consulted: the other is then a template's
    blank more often than a name given elsewhere, and a bank or agent in the details would stand in for it."""
    return (
        _ru_parties(text.flat)
        or _ru_role_definitions(text.head)
        or _ru_requisites(text.flat)[:2]
        or _en_parties(text.head)
    )


def find_parties(text: ContractText, russian: bool) -> list[str]:
    if russian:
        found = _ru_all_parties(text)
    else:
        found = _with_companies([n for n in _en_parties(text.head) if _plausible_en_name(n)], text)
    unique: list[str] = []
    for name in found:
        if name.casefold() not in {n.casefold() for n in unique}:
            unique.append(name)
    return unique[:MAX_PARTIES]
