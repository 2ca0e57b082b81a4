"""Contract samples built in code (no binary fixtures): text, PDFs via pymupdf.Story, scans, DOCX.

Shared by the tests and by ``bench/extraction.py ocr`` (Russian scans with known ground truth).
"""

from __future__ import annotations

import html
import io
from collections.abc import Sequence
from typing import Any

from chalicelib.reporting.story import html_to_pdf

RU_TITLE = "ДОГОВОР ПОСТАВКИ № 17/2024"
RU_CLAUSES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "1. ПРЕДМЕТ ДОГОВОРА",
        (
            "1.1. Поставщик обязуется передать в собственность Покупателя товар (офисную мебель), а "
            "Покупатель "
            "обязуется принять и оплатить его в порядке и сроки, установленные настоящим договором.",
            "1.2. Наименование, количество, ассортимент и цена товара согласуются сторонами в спецификациях, "
            "являющихся неотъемлемой частью договора.",
        ),
    ),
    (
        "2. ЦЕНА И ПОРЯДОК РАСЧЁТОВ",
        (
            "2.1. Общая стоимость товара составляет 1 250 000 (один миллион двести пятьдесят тысяч) рублей, "
            "в том числе НДС 20 %.",
            "2.2. Покупатель перечисляет предоплату в размере 30 % стоимости товара в течение пяти "
            "рабочих дней "
            "с даты подписания договора, оставшуюся часть — в течение десяти дней после поставки.",
        ),
    ),
    (
        "3. ОТВЕТСТВЕННОСТЬ СТОРОН",
        (
            "3.1. За просрочку поставки Поставщик уплачивает Покупателю неустойку в размере 0,1 % от "
            "стоимости "
            "недопоставленного товара за каждый день просрочки.",
            "3.2. За нарушение сроков оплаты Покупатель уплачивает пени в размере 0,1 % от "
            "неоплаченной суммы "
            "за каждый день просрочки, но не более 10 % от стоимости товара.",
            "3.3. Споры разрешаются в Арбитражном суде города Москвы с соблюдением претензионного порядка; "
            "срок ответа на претензию — 15 календарных дней.",
        ),
    ),
    (
        "4. СРОК ДЕЙСТВИЯ ДОГОВОРА",
        (
            "4.1. Договор вступает в силу с момента подписания и действует до 31 декабря 2025 года.",
            "4.2. Каждая из сторон вправе отказаться от договора, письменно уведомив другую сторону "
            "не позднее "
            "чем за 30 дней.",
        ),
    ),
)
RU_PREAMBLE = (
    "г. Москва, 15 марта 2024 г. Общество с ограниченной ответственностью «Альфа-Мебель», именуемое "
    "в дальнейшем «Поставщик», в лице генерального директора Иванова И. И., и акционерное общество «Бета», "
    "именуемое в дальнейшем «Покупатель», заключили настоящий договор о нижеследующем."
)

EN_TITLE = "MASTER SERVICES AGREEMENT"
EN_CLAUSES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "1. SERVICES",
        (
            "1.1 The Contractor shall provide the software maintenance services described in Schedule A with "
            "reasonable skill and care.",
            "1.2 The Customer shall provide timely access to its systems and personnel as reasonably "
            "required.",
        ),
    ),
    (
        "2. FEES AND PAYMENT",
        (
            "2.1 The Customer shall pay the fees of USD 48,000 per year within thirty (30) days of invoice.",
            "2.2 Late payments bear interest at one percent (1%) per month until paid in full.",
        ),
    ),
    (
        "3. TERM AND TERMINATION",
        (
            "3.1 This Agreement commences on the Effective Date and continues for two (2) years.",
            "3.2 Either party may terminate this Agreement for convenience upon ninety (90) days "
            "written notice.",
        ),
    ),
    (
        "4. GOVERNING LAW",
        ("4.1 This Agreement is governed by the laws of the State of New York.",),
    ),
)
EN_PREAMBLE = (
    "This Master Services Agreement is entered into as of March 1, 2024 by and between Acme Software Inc. "
    "(the Contractor) and Globex Corporation (the Customer)."
)


def contract_text(title: str, preamble: str, clauses: Sequence[tuple[str, Sequence[str]]]) -> str:
    """The plain text of a sample contract: title, preamble, headed sections of numbered clauses."""
    parts = [title, preamble]
    for heading, items in clauses:
        parts.append(heading)
        parts.extend(items)
    return "\n\n".join(parts)


def ru_contract_text() -> str:
    return contract_text(RU_TITLE, RU_PREAMBLE, RU_CLAUSES)


def en_contract_text() -> str:
    return contract_text(EN_TITLE, EN_PREAMBLE, EN_CLAUSES)


def contract_html(title: str, preamble: str, clauses: Sequence[tuple[str, Sequence[str]]]) -> str:
    body = [f"<h1>{html.escape(title)}</h1>", f"<p>{html.escape(preamble)}</p>"]
    for heading, items in clauses:
        body.append(f"<h2>{html.escape(heading)}</h2>")
        body.extend(f"<p>{html.escape(item)}</p>" for item in items)
    return "\n".join(body)


def story_pdf(body_html: str, *, pages_of_copies: int = 1, footer: str | None = None) -> bytes:
    """Render HTML with PyMuPDF's Story (built-in fonts cover Cyrillic) onto A4 pages.

    ``pages_of_copies`` repeats the body on that many pages; ``footer`` adds a running footer with the
    page number on every page (for header/footer removal tests).
    """
    css = "h1 {font-size: 16pt; text-align: center;} h2 {font-size: 12pt;} p {font-size: 10.5pt;}"
    data = html_to_pdf(
        [body_html] * pages_of_copies, css=css, page_size=(595.0, 842.0), margins=(60, 60, 60, 70)
    )
    return add_footer(data, footer) if footer else data


def add_footer(pdf: bytes, footer: str) -> bytes:
    import pymupdf

    document: Any = pymupdf.open(stream=pdf, filetype="pdf")
    for page in document:
        height = page.rect.height
        page.insert_text((60, height - 30), f"{footer}", fontsize=8, fontname="helv")
        page.insert_text(
            (page.rect.width / 2, height - 30), f"{page.number + 1}", fontsize=8, fontname="helv"
        )
    out: bytes = document.tobytes()
    document.close()
    return out


def scanned_pdf(pdf: bytes, *, dpi: int = 200, rotate: int = 0, skew_degrees: float = 0.0) -> bytes:
    """An image-only copy of ``pdf``: each page rendered to a grey PNG (optionally rotated or skewed)."""
    import pymupdf

    source: Any = pymupdf.open(stream=pdf, filetype="pdf")
    target: Any = pymupdf.open()
    for page in source:
        png = page_png(page, dpi=dpi, rotate=rotate, skew_degrees=skew_degrees)
        new_page = target.new_page(width=page.rect.width, height=page.rect.height)
        new_page.insert_image(new_page.rect, stream=png)
    out: bytes = target.tobytes()
    source.close()
    target.close()
    return out


def page_png(page: Any, *, dpi: int, rotate: int = 0, skew_degrees: float = 0.0) -> bytes:
    import pymupdf
    from PIL import Image

    pixmap = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    image = Image.open(io.BytesIO(pixmap.tobytes("png")))
    if rotate or skew_degrees:
        image = image.rotate(-(rotate + skew_degrees), expand=True, fillcolor=255)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def image_bytes(
    pdf: bytes, *, fmt: str, dpi: int = 200, rotate: int = 0, page_numbers: Sequence[int] = (0,)
) -> bytes:
    """A photo-like image (JPEG, PNG, WEBP, multi-page TIFF) of pages of ``pdf``."""
    import pymupdf
    from PIL import Image

    document: Any = pymupdf.open(stream=pdf, filetype="pdf")
    frames = [
        Image.open(io.BytesIO(page_png(document[number], dpi=dpi, rotate=rotate))).convert("L")
        for number in page_numbers
    ]
    document.close()
    out = io.BytesIO()
    if len(frames) > 1:
        frames[0].save(out, format=fmt, save_all=True, append_images=frames[1:])
    else:
        frames[0].save(out, format=fmt, quality=90) if fmt == "JPEG" else frames[0].save(out, format=fmt)
    return out.getvalue()
