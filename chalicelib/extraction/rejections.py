"""Every way extraction refuses a file, with the Russian message a Telegram user reads."""

from __future__ import annotations

from chalicelib.errors import DocumentRejected, TransientFailure
from chalicelib.messages import number_text, plural, text

_SEND_TEXT_RU = "Пришлите другой файл или вставьте текст договора сообщением."
_SEND_TEXT_EN = "Send another file or paste the contract text as a message."


def _megabytes(value: int) -> str:
    return f"{value / (1024 * 1024):.0f}"


def empty_file() -> DocumentRejected:
    return DocumentRejected(
        "empty_file",
        f"Файл пустой. {_SEND_TEXT_RU}",
        f"The file is empty. {_SEND_TEXT_EN}",
    )


def file_too_large(limit_bytes: int) -> DocumentRejected:
    mb = _megabytes(limit_bytes)
    return DocumentRejected(
        "file_too_large",
        f"Файл больше {mb} МБ. Пришлите файл поменьше или вставьте текст договора.",
        f"The file is larger than {mb} MB. Send a smaller file or paste the contract text.",
    )


_FORMAT_HINTS: dict[str, tuple[str, str]] = {
    "doc": (
        "Старый формат Word (.doc) не поддерживается: сохраните документ как DOCX или PDF.",
        "Legacy Word (.doc) is not supported: save the document as DOCX or PDF.",
    ),
    "zip": (
        "Архивы не поддерживаются: пришлите сам договор.",
        "Archives are not supported: send the contract itself.",
    ),
    "odt": (
        "Формат OpenDocument (.odt) не поддерживается: сохраните документ как DOCX или PDF.",
        "OpenDocument (.odt) is not supported: save the document as DOCX or PDF.",
    ),
    "epub": (
        "Электронные книги (EPUB) не поддерживаются: пришлите договор в PDF или DOCX.",
        "E-books (EPUB) are not supported: send the contract as PDF or DOCX.",
    ),
    "xps": (
        "Формат XPS не поддерживается: распечатайте документ в PDF и пришлите его.",
        "XPS is not supported: print the document to PDF and send that.",
    ),
    "office_other": (
        "Таблицы и презентации не поддерживаются: пришлите договор в PDF или DOCX.",
        "Spreadsheets and presentations are not supported: send the contract as PDF or DOCX.",
    ),
    "markup": (
        "Файлы XML и SVG не поддерживаются: пришлите договор в PDF, DOCX или текстом.",
        "XML and SVG files are not supported: send the contract as PDF, DOCX or text.",
    ),
}


def unsupported_format(kind: str) -> DocumentRejected:
    """A named format gets its own hint instead of "not recognised"."""
    hint_ru, hint_en = _FORMAT_HINTS.get(
        kind, ("Не удалось распознать формат файла.", "The file format is not recognised.")
    )
    return DocumentRejected(
        "unsupported_format",
        f"{hint_ru} Поддерживаются PDF, фото (JPEG, PNG, TIFF, WebP), DOCX, RTF, TXT "
        "и ссылки на Google Документы.",
        f"{hint_en} Supported: PDF, photos (JPEG, PNG, TIFF, WebP), DOCX, RTF, TXT and Google Docs links.",
    )


def unreadable_encoding() -> DocumentRejected:
    return DocumentRejected(
        "unreadable_encoding",
        "Текст в кодировке, которую мы не читаем (например, китайской, японской или EBCDIC). "
        "Сохраните файл в UTF-8 или пришлите PDF/DOCX.",
        "The text is in an encoding we cannot read (e.g. Chinese, Japanese or EBCDIC). "
        "Save it as UTF-8 or send a PDF/DOCX.",
    )


def corrupt_file(kind: str) -> DocumentRejected:
    return DocumentRejected(
        "corrupt_file",
        f"Файл повреждён и не открывается ({kind}). Сохраните его заново или пришлите в другом формате.",
        f"The file is damaged and cannot be opened ({kind}). Save it again or send another format.",
    )


def encrypted_pdf() -> DocumentRejected:
    return DocumentRejected(
        "encrypted_pdf",
        "PDF защищён паролем. Снимите защиту (сохраните копию без пароля) и пришлите файл снова.",
        "The PDF is password-protected. Remove the protection (save a copy without a password) "
        "and resend it.",
    )


def too_many_pages(pages: int, limit: int) -> DocumentRejected:
    return DocumentRejected(
        "too_many_pages",
        *(
            text(
                lang,
                "rejection.too_many_pages",
                pages=plural(lang, "unit.pages", pages),
                limit=number_text(limit, lang),
            )
            for lang in ("ru", "en")
        ),
    )


def text_too_long(chars: int, limit: int) -> DocumentRejected:
    return DocumentRejected(
        "text_too_long",
        *(
            text(
                lang,
                "rejection.text_too_long",
                chars=plural(lang, "unit.characters", chars),
                limit=number_text(limit, lang),
            )
            for lang in ("ru", "en")
        ),
    )


def too_many_ocr_pages(pages: int, limit: int) -> DocumentRejected:
    return DocumentRejected(
        "too_many_ocr_pages",
        *(
            text(
                lang,
                "rejection.too_many_ocr_pages",
                pages=plural(lang, "unit.pages", pages),
                limit=number_text(limit, lang),
            )
            for lang in ("ru", "en")
        ),
    )


def image_too_large(pixels: int | None, limit: int) -> DocumentRejected:
    """``pixels`` is the image's own size when it is known, ``None`` when a decoder refused it first."""
    size_ru = f"{pixels / 1e6:.1f} Мпикс, " if pixels else ""
    size_en = f"{pixels / 1e6:.1f} MP, " if pixels else ""
    return DocumentRejected(
        "image_too_large",
        f"Изображение слишком большое ({size_ru}можно до {limit / 1e6:.0f} Мпикс). "
        "Уменьшите его или пришлите обычное фото.",
        f"The image is too large ({size_en}at most {limit / 1e6:.0f} MP). "
        "Scale it down or send a regular photo.",
    )


def ocr_image_too_large() -> DocumentRejected:
    return DocumentRejected(
        "image_too_large",
        "Страница слишком большая для распознавания (больше 32 767 точек по стороне). "
        "Уменьшите изображение или пришлите обычное фото страницы.",
        "The page is too large to recognise (over 32,767 pixels on a side). "
        "Scale it down or send a regular photo of the page.",
    )


def ocr_failed() -> DocumentRejected:
    return DocumentRejected(
        "ocr_failed",
        "Не удалось распознать текст на изображении: файл изображения повреждён или необычного вида. "
        "Сохраните его как JPEG/PNG или пришлите PDF/DOCX с текстом.",
        "Could not recognise the image: the image file is damaged or unusual. "
        "Save it as JPEG/PNG or send a PDF/DOCX with text.",
    )


def ocr_unavailable() -> DocumentRejected:
    """Tesseract (or its rus/eng data) is missing where extract runs: the operator's fix is in the log."""
    return DocumentRejected(
        "ocr_unavailable",
        "Распознавание сканов и фото здесь не установлено (нужен Tesseract OCR с русским и английским "
        "языками). Пришлите PDF с текстовым слоем, DOCX или текст договора; администратору: установите "
        "tesseract-ocr и tesseract-ocr-rus.",
        "Recognition of scans and photos is not installed here (it needs Tesseract OCR with Russian and "
        "English). Send a PDF with a text layer, DOCX or the contract text; administrators: install "
        "tesseract-ocr and tesseract-ocr-rus.",
    )


def zip_bomb() -> DocumentRejected:
    return DocumentRejected(
        "zip_bomb",
        "Файл DOCX распаковывается в подозрительно большой объём и не будет обработан. "
        "Сохраните документ заново или пришлите PDF.",
        "The DOCX file expands to a suspiciously large size and will not be processed. "
        "Save it again or send a PDF.",
    )


def document_too_complex() -> DocumentRejected:
    return DocumentRejected(
        "document_too_complex",
        "Документ слишком большой или сложный для проверки (очень много разметки). "
        "Сохраните его как PDF или пришлите только текст договора без приложений.",
        "The document is too large or complex to check (too much markup). "
        "Save it as PDF or send only the contract text without annexes.",
    )


def time_budget_exceeded(seconds: float) -> DocumentRejected:
    return DocumentRejected(
        "time_budget_exceeded",
        f"Не успели прочитать документ за {seconds:.0f} с: он слишком большой или сложный. "
        "Пришлите PDF с текстом, DOCX или только нужные страницы.",
        f"Could not read the document within {seconds:.0f} s: it is too large or complex. "
        "Send a text PDF, DOCX or only the pages that matter.",
    )


def text_too_short(chars: int, ocr_used: bool, language: str | None = None) -> DocumentRejected:
    """``language``: what the little text there is was written in, so that the notice speaks it."""
    msgid = "rejection.text_too_short_ocr" if ocr_used else "rejection.text_too_short"
    return DocumentRejected(
        "text_too_short",
        *(text(lang, msgid, chars=plural(lang, "unit.characters", chars)) for lang in ("ru", "en")),
        language=language,
    )


def link_not_allowed() -> DocumentRejected:
    return DocumentRejected(
        "link_not_allowed",
        "Мы принимаем только ссылки на Google Документы (docs.google.com/document/...). "
        "Пришлите такую ссылку, файл или текст договора.",
        "Only Google Docs links (docs.google.com/document/...) are accepted. "
        "Send such a link, a file or the contract text.",
    )


def link_fetch_failed(status: int) -> DocumentRejected:
    """``status`` is the HTTP status Google answered with, 0 when the body itself was unusable."""
    detail = f" (HTTP {status})" if status else ""
    return DocumentRejected(
        "link_fetch_failed",
        "Не удалось открыть документ по ссылке. Откройте доступ «Все, у кого есть ссылка» (чтение) "
        "и пришлите ссылку снова или загрузите файл.",
        f"Could not open the linked document{detail}. Share it with 'Anyone with the link' (viewer) "
        "and resend the link, or upload the file.",
    )


def link_transient(detail: str) -> TransientFailure:
    return TransientFailure(f"Google Docs export failed transiently: {detail}")
