"""Google Docs links (respx mocks the export endpoint)."""

from __future__ import annotations

import httpx
import pytest
import respx
from extraction.extraction_samples import ru_contract_text

from chalicelib.errors import DocumentRejected, TransientFailure
from chalicelib.extraction import ExtractionSettings, extract_document

DOC_ID = "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"
LINK = f"https://docs.google.com/document/d/{DOC_ID}/edit?usp=sharing".encode()
EXPORT = f"https://docs.google.com/document/d/{DOC_ID}/export?format=txt"
CONTENT = "https://doc-0s-8c-docs.googleusercontent.com/docs/securesc/abc/export.txt"


@respx.mock
def test_link_is_exported_through_googles_redirect(limits: ExtractionSettings) -> None:
    respx.get(EXPORT).mock(return_value=httpx.Response(307, headers={"location": CONTENT}))
    body = ("\ufeff" + ru_contract_text()).replace("\n", "\r\n").encode()
    respx.get(CONTENT).mock(
        return_value=httpx.Response(200, content=body, headers={"content-type": "text/plain"})
    )
    with httpx.Client() as client:
        document = extract_document(LINK + b"\n", "link.txt", limits, http_client=client)
    assert document.detected_format == "gdoc"
    assert "## 1. ПРЕДМЕТ ДОГОВОРА" in document.markdown
    assert document.language == "ru"


@respx.mock
def test_default_client_is_created_when_none_is_given(limits: ExtractionSettings) -> None:
    respx.get(EXPORT).mock(return_value=httpx.Response(200, text=ru_contract_text()))
    shortcut = f"[InternetShortcut]\r\nURL=https://docs.google.com/document/d/{DOC_ID}/edit\r\n".encode()
    assert extract_document(shortcut, "contract.url", limits).pages == 1


@respx.mock
@pytest.mark.parametrize(
    "response",
    [
        httpx.Response(302, headers={"location": "https://accounts.google.com/ServiceLogin?continue=x"}),
        httpx.Response(404),
        httpx.Response(403),
        httpx.Response(200, text="<html>sign in</html>", headers={"content-type": "text/html"}),
    ],
)
def test_private_or_missing_document_is_a_permanent_failure(
    response: httpx.Response, limits: ExtractionSettings
) -> None:
    respx.get(EXPORT).mock(return_value=response)
    with pytest.raises(DocumentRejected) as caught:
        extract_document(LINK, "link.txt", limits)
    assert caught.value.reason == "link_fetch_failed"
    assert "доступ" in caught.value.message_ru


@respx.mock
@pytest.mark.parametrize(
    "side_effect",
    [httpx.ConnectError("down"), httpx.ReadTimeout("slow"), httpx.Response(503), httpx.Response(429)],
)
def test_network_trouble_is_transient(side_effect: object, limits: ExtractionSettings) -> None:
    route = respx.get(EXPORT)
    if isinstance(side_effect, httpx.Response):
        route.mock(return_value=side_effect)
    else:
        route.mock(side_effect=side_effect)
    with pytest.raises(TransientFailure):
        extract_document(LINK, "link.txt", limits)


@respx.mock
def test_oversized_export_is_refused(limits: ExtractionSettings) -> None:
    respx.get(EXPORT).mock(return_value=httpx.Response(200, content=b"a" * 5000))
    with pytest.raises(DocumentRejected) as caught:
        extract_document(LINK, "link.txt", ExtractionSettings(max_file_bytes=4000))
    assert caught.value.reason == "file_too_large"


@pytest.mark.parametrize(
    "link",
    [
        b"https://evil.example.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit",
        f"https://docs.google.com/spreadsheets/d/{DOC_ID}/edit".encode(),
        b"https://docs.google.com.evil.io/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit",
    ],
)
def test_only_google_docs_links_are_fetched(link: bytes, limits: ExtractionSettings) -> None:
    with respx.mock(assert_all_called=False) as router, pytest.raises(DocumentRejected) as caught:
        extract_document(link, "link.txt", limits)
    assert caught.value.reason == "link_not_allowed"
    assert not router.calls


GDOC = "https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/edit"


def test_pasted_input_fetches_only_one_google_docs_link() -> None:
    from chalicelib.extraction.pasted import PastedKind, pasted_input

    assert pasted_input(f"  {GDOC}\n").kind is PastedKind.GOOGLE_DOC
    other = pasted_input("https://example.com/dogovor.pdf")
    assert other.kind is PastedKind.OTHER_LINK
    assert other.refusal is not None and "Google" in other.refusal.message_ru
    two = pasted_input(f"{GDOC}\nhttps://example.com/second")
    assert two.kind is PastedKind.OTHER_LINK, "a second link is not glued onto the first"
    text = pasted_input("1.1. Поставщик обязуется поставить товар, см. https://example.com/spec")
    assert text.kind is PastedKind.TEXT and text.refusal is None


def test_only_text_is_appended_to_pasted_text() -> None:
    from chalicelib.extraction.pasted import PastedKind, pasted_input

    assert pasted_input("2.1. Цена договора").appends_to(PastedKind.TEXT)
    assert not pasted_input("https://example.com/next-part").appends_to(PastedKind.TEXT)
    assert not pasted_input(GDOC).appends_to(PastedKind.TEXT)
    assert not pasted_input("2.1. Цена договора").appends_to(PastedKind.GOOGLE_DOC)


def test_a_file_of_links_only_is_refused_as_a_link(limits: ExtractionSettings) -> None:
    from chalicelib.extraction import extract_document

    with pytest.raises(DocumentRejected) as refused:
        extract_document(f"{GDOC}\nhttps://example.com/x\n".encode(), "links.txt", limits)
    assert refused.value.reason == "link_not_allowed"
