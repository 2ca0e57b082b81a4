# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Risk families a blind review found with no finding at all: consumer rights cut down by the text, a
person's image, health data and freedom, deemed consent to terms, pay at the other side's discretion, and
the supplier's risks in a buyer's form.

Each family: several wordings that must be found, and near misses that must not (the consumer's own
right, a ban on the business, a mutual clause, a B2B contract). The clauses are written here, never copied
from a data set.
"""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.judge import Context, judge
from chalicelib.analysis.text import normalise
from chalicelib.clauses import parse_contract, read_facts
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

CONSUMER_SERVICES = (
    "ДОГОВОР ОБ ОКАЗАНИИ ПЛАТНЫХ УСЛУГ\n\n"
    "ООО «Учебный центр», именуемое в дальнейшем «Исполнитель», и гражданин Петров Пётр Петрович, паспорт "
    "[удалено], именуемый в дальнейшем «Заказчик», заключили настоящий договор.\n\n"
    "1. Исполнитель обязуется провести курс занятий, Заказчик обязуется оплатить его. Стоимость курса "
    "составляет 40 000 рублей. Срок — 3 месяца.\n"
)
CONSUMER_SALE = (
    "ДОГОВОР КУПЛИ-ПРОДАЖИ\n\n"
    "ООО «Магазин», именуемое в дальнейшем «Продавец», и гражданка Иванова Анна Сергеевна, паспорт "
    "[удалено], именуемая в дальнейшем «Покупатель», заключили настоящий договор.\n\n"
    "1. Продавец передаёт Покупателю товар, а Покупатель оплачивает его. Цена товара — 15 000 рублей.\n"
)
B2B_SERVICES = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Предмет договора: Исполнитель оказывает услуги по обслуживанию оборудования, Заказчик их оплачивает. "
    "Стоимость услуг составляет 100 000 рублей. Срок оказания услуг — 30 дней.\n"
)
B2B_SUPPLY = (
    "ДОГОВОР ПОСТАВКИ № 7\n\n"
    "ООО «Ритейл», именуемое в дальнейшем «Покупатель», и ООО «Завод», именуемое в дальнейшем «Поставщик», "
    "заключили настоящий договор.\n\n"
    "1. Поставщик обязуется поставить товар, а Покупатель принять и оплатить его. Цена товара указывается "
    "в спецификациях.\n"
)


def _analyse(
    head: str,
    clause: str,
    settings: AnalysisSettings,
    contract_type: str = "services",
    side: str | None = None,
) -> list[Finding]:
    text = head + "2. " + clause + "\n"
    outcome = analyze_contract(
        text, PrescreenResult(contract_type=contract_type), None, settings=settings, side=side
    )
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return outcome.findings


def _of(findings: list[Finding], category: str) -> list[Finding]:
    return [f for f in findings if f.category == category]


# --- 1. consumer statutory rights restricted ------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "statute"),
    [
        ("Заказчик не вправе расторгнуть договор без предупреждения Исполнителя за сутки.", "ст. 32 ЗоЗПП"),
        (
            "Заказчик вправе отказаться от договора только при условии оплаты полной стоимости курса.",
            "ст. 32 ЗоЗПП",
        ),
        ("Отказ Заказчика от услуг допускается не позднее чем за 10 дней до начала курса.", "ст. 32 ЗоЗПП"),
        ("Претензии по качеству услуг не принимаются после окончания занятия.", "ст. 19, 29 ЗоЗПП"),
        ("Стоимость пропущенных Заказчиком занятий не компенсируется.", "ст. 16, 32 ЗоЗПП"),
    ],
)
def test_a_consumers_statutory_rights_cut_down_are_high(
    clause: str, statute: str, settings: AnalysisSettings
) -> None:
    found = _of(_analyse(CONSUMER_SERVICES, clause, settings), "consumer_rights")
    assert found, clause
    assert found[0].severity == "high"
    assert statute in found[0].explanation
    assert found[0].quote.startswith(clause[:20])


def test_a_refund_ban_is_read_once_with_the_withdrawal_rule(settings: AnalysisSettings) -> None:
    """The prepayment item reads a refund ban for a consumer (ст. 32 ЗоЗПП); it is not reported twice."""
    findings = _analyse(
        CONSUMER_SERVICES, "Сумма, внесённая за пропущенные занятия, не возвращается.", settings
    )
    refunds = _of(findings, "prepayment")
    assert refunds and refunds[0].severity == "high" and "ст. 32 ЗоЗПП" in refunds[0].explanation
    assert not _of(findings, "consumer_rights")


@pytest.mark.parametrize(
    "clause",
    [
        "Товар надлежащего качества обмену и возврату не подлежит.",
        "Возврат товара, приобретённого дистанционным способом, не производится.",
    ],
)
def test_a_ban_on_returning_goods_cites_the_return_rules(clause: str, settings: AnalysisSettings) -> None:
    findings = _analyse(CONSUMER_SALE, clause, settings, contract_type="sale")
    found = _of(findings, "consumer_rights")
    assert found, clause
    assert "ст. 25, 26.1 ЗоЗПП" in found[0].explanation
    assert not _of(findings, "prepayment"), "a return of goods is not an advance"


@pytest.mark.parametrize(
    "clause",
    [
        # The consumer's withdrawal on the law's own terms.
        "Заказчик вправе в любое время отказаться от исполнения договора при условии оплаты Исполнителю фактически понесённых им расходов.",
        # A ban on the business protects the consumer.
        "Исполнитель не вправе в одностороннем порядке расторгнуть договор.",
        # A mutual clause.
        "Стороны не вправе расторгнуть договор без предупреждения за 10 дней.",
        # The law's own limits, restated.
        "Отказ от договора возможен только в случаях, предусмотренных законодательством РФ.",
        # Paying the costs of performance on withdrawal is the law's own rule.
        "В случае отказа Заказчика от исполнения договора Заказчик обязан оплатить расходы по исполнению договора.",
    ],
)
def test_a_consumers_own_right_or_a_ban_on_the_business_is_not_a_restriction(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _of(_analyse(CONSUMER_SERVICES, clause, settings), "consumer_rights")


def test_consumer_rights_need_a_consumer(settings: AnalysisSettings) -> None:
    clause = "Заказчик не вправе расторгнуть договор без предупреждения Исполнителя за сутки."
    assert not _of(_analyse(B2B_SERVICES, clause, settings, side="Заказчик"), "consumer_rights")


# --- 2. image, health data, personal freedom ------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "severity", "statute"),
    [
        (
            "Заказчик даёт согласие на фото- и видеосъёмку во время занятий и на использование изображений в рекламных целях.",
            "high",
            "ст. 152.1 ГК РФ",
        ),
        (
            "Исполнитель вправе проводить видеозапись занятий с участием Заказчика.",
            "medium",
            "ст. 152.1 ГК РФ",
        ),
        (
            "Заказчик выражает согласие на обработку его персональных данных, включая сведения о состоянии здоровья, и их передачу третьим лицам.",
            "high",
            "ст. 10 152-ФЗ",
        ),
        ("Исполнитель вправе применять к Заказчику меры принуждения.", "high", "Конституции РФ"),
        (
            "В период обучения Заказчик не вправе покидать территорию лагеря без разрешения Исполнителя.",
            "high",
            "Конституции РФ",
        ),
        (
            "Исполнитель вправе просматривать личную переписку Заказчика в мессенджерах.",
            "high",
            "Конституции РФ",
        ),
        ("На время смены у Заказчика изымается мобильный телефон.", "high", "Конституции РФ"),
        ("Исполнитель вправе проводить осмотр личных вещей Заказчика.", "high", "Конституции РФ"),
        (
            "Заказчик даёт согласие на обработку персональных данных: фамилия, имя, телефон, сведения о состоянии здоровья.",
            "high",
            "ст. 10 152-ФЗ",
        ),
    ],
)
def test_a_persons_own_rights_given_away_are_found(
    clause: str, severity: str, statute: str, settings: AnalysisSettings
) -> None:
    found = _of(_analyse(CONSUMER_SERVICES, clause, settings), "personal_rights")
    assert found, clause
    assert found[0].severity == severity
    assert statute in found[0].explanation


@pytest.mark.parametrize(
    "clause",
    [
        "Исполнитель обязуется не разглашать сведения о состоянии здоровья Заказчика.",
        "Исполнитель не вправе использовать фото- и видеоизображения Заказчика без его письменного согласия.",
        "Стороны производят фотофиксацию повреждений оборудования при передаче.",
        # A list of the person's own rights, photos of things, a definition.
        "Заказчик имеет право на свободу передвижения и обеспечение личной безопасности.",
        "Заказчик ознакомлен с описанием и фотографиями средств размещения на сайте Исполнителя.",
        "Контент — любые материалы (тексты, изображения, видео, файлы), размещаемые в Чате.",
        "Заказчик вправе размещать свои фотографии в личном кабинете.",
    ],
)
def test_a_duty_to_protect_or_a_photo_of_things_is_not_a_personal_right_given_away(
    clause: str, settings: AnalysisSettings
) -> None:
    assert not _of(_analyse(CONSUMER_SERVICES, clause, settings), "personal_rights")


def test_personal_rights_need_a_person_on_the_readers_side(settings: AnalysisSettings) -> None:
    clause = "Заказчик даёт согласие на фото- и видеосъёмку во время мероприятий и на использование изображений в рекламных целях."
    assert not _of(_analyse(B2B_SERVICES, clause, settings, side="Заказчик"), "personal_rights")


# --- 3. deemed consent by conduct or silence ------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "severity"),
    [
        (
            "Продолжение пользования услугами после изменения условий означает согласие Заказчика с изменениями.",
            "high",
        ),
        (
            "Использование Сервиса после публикации новой редакции правил считается согласием Заказчика с ней.",
            "high",
        ),
        (
            "Начало использования Сервиса означает полное согласие Заказчика со всеми условиями договора.",
            "low",
        ),
        ("Если в течение 10 дней Заказчик не заявит о несогласии, изменения считаются принятыми.", "high"),
    ],
)
def test_deemed_consent_to_terms_has_its_own_reading(
    clause: str, severity: str, settings: AnalysisSettings
) -> None:
    found = _of(_analyse(CONSUMER_SERVICES, clause, settings), "acceptance")
    assert found, clause
    assert found[0].title == "Согласие молчанием или действиями"
    assert found[0].severity == severity
    assert "срок приёмки" not in found[0].recommendation
    assert "ст. 29 ЗоЗПП" not in found[0].explanation, "no defect-claims note for a consent to terms"


def test_deemed_consent_to_changes_is_medium_between_businesses(settings: AnalysisSettings) -> None:
    clause = (
        "Продолжение пользования услугами после изменения условий означает согласие Заказчика с изменениями."
    )
    found = _of(_analyse(B2B_SERVICES, clause, settings, side="Заказчик"), "acceptance")
    assert found and found[0].severity == "medium"
    assert "ЗоЗПП" not in found[0].explanation


@pytest.mark.parametrize(
    "clause",
    [
        "Начало использования результата услуг Заказчиком означает их принятие без замечаний.",
        "Заказчик подписывает акт или направляет мотивированный отказ в течение 5 дней; молчание считается принятием.",
    ],
)
def test_acceptance_of_work_keeps_the_acceptance_reading(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_analyse(B2B_SERVICES, clause, settings, side="Заказчик"), "acceptance")
    assert found, clause
    assert found[0].title == "Приёмка"


# --- 4. pay at the other side's discretion, set-off, tax indemnity --------------------------------------


@pytest.mark.parametrize(
    ("clause", "title", "severity"),
    [
        (
            "Вознаграждение Исполнителя выплачивается при отсутствии претензий Заказчика.",
            "Оплата на усмотрение другой стороны",
            "high",
        ),
        (
            "Размер премии Исполнителя определяется по усмотрению Заказчика.",
            "Оплата на усмотрение другой стороны",
            "high",
        ),
        (
            "Вознаграждение Исполнителя составляет до 100 000 рублей.",
            "Оплата на усмотрение другой стороны",
            "medium",
        ),
        (
            "Вознаграждение Исполнителя выплачивается при условии, что Заказчик удовлетворён результатом.",
            "Оплата на усмотрение другой стороны",
            "high",
        ),
        (
            "Заказчик вправе удержать сумму неустойки из сумм, подлежащих оплате Исполнителю.",
            "Удержание санкций из оплаты",
            "medium",
        ),
        (
            "Исполнитель возмещает Заказчику имущественные потери, возникшие в связи с доначислением налогов, в соответствии со статьей 406.1 ГК РФ.",
            "Возмещение налоговых потерь",
            "medium",
        ),
    ],
)
def test_pay_left_to_the_payer_is_a_risk_for_the_one_paid(
    clause: str, title: str, severity: str, settings: AnalysisSettings
) -> None:
    found = _of(_analyse(B2B_SERVICES, clause, settings, side="Исполнитель"), "pay_discretion")
    assert found, clause
    assert (found[0].title, found[0].severity) == (title, severity)
    assert found[0].favours == "Заказчик"


@pytest.mark.parametrize(
    "clause",
    [
        "Вознаграждение Исполнителя выплачивается при отсутствии претензий Заказчика.",
        "Заказчик вправе удержать сумму неустойки из сумм, подлежащих оплате Исполнителю.",
    ],
)
def test_the_payers_own_discretion_is_not_its_risk(clause: str, settings: AnalysisSettings) -> None:
    assert not _of(_analyse(B2B_SERVICES, clause, settings, side="Заказчик"), "pay_discretion")


@pytest.mark.parametrize(
    "clause",
    [
        "Вознаграждение Исполнителя составляет 50 000 рублей и выплачивается в течение 5 дней после подписания акта.",
        "Оплата производится до 10 числа месяца, следующего за отчётным.",
        "Размер вознаграждения может быть изменён по соглашению сторон.",
    ],
)
def test_a_fixed_price_is_not_pay_at_discretion(clause: str, settings: AnalysisSettings) -> None:
    assert not _of(_analyse(B2B_SERVICES, clause, settings, side="Исполнитель"), "pay_discretion")


# --- 5. the supplier facing a buyer's form --------------------------------------------------------------


def test_acceptance_at_the_buyers_discretion_is_a_suppliers_risk(settings: AnalysisSettings) -> None:
    clause = "Приёмка товара по качеству осуществляется по усмотрению Покупателя."
    found = _of(_analyse(B2B_SUPPLY, clause, settings, "supply", side="Поставщик"), "pay_discretion")
    assert found and found[0].favours == "Покупатель"
    assert not _of(_analyse(B2B_SUPPLY, clause, settings, "supply", side="Покупатель"), "pay_discretion")


def test_a_set_off_of_penalties_by_the_buyer_is_a_suppliers_risk(settings: AnalysisSettings) -> None:
    clause = (
        "Покупатель вправе в одностороннем порядке зачесть сумму штрафов в счёт оплаты поставленного товара."
    )
    found = _of(_analyse(B2B_SUPPLY, clause, settings, "supply", side="Поставщик"), "pay_discretion")
    assert found and found[0].title == "Удержание санкций из оплаты"


def test_full_liability_of_the_supplier_is_its_risk_not_the_buyers(settings: AnalysisSettings) -> None:
    clause = "Поставщик несёт ответственность в полном объёме, включая упущенную выгоду."
    assert _of(_analyse(B2B_SUPPLY, clause, settings, "supply", side="Поставщик"), "uncapped_liability")
    assert not _of(_analyse(B2B_SUPPLY, clause, settings, "supply", side="Покупатель"), "uncapped_liability")


def test_damages_in_full_named_by_who_pays_them(settings: AnalysisSettings) -> None:
    clause = "Если Покупатель несёт убытки из-за просрочки, такие убытки подлежат возмещению в полном объёме Поставщиком сверх сумм неустоек."
    assert _of(_analyse(B2B_SUPPLY, clause, settings, "supply", side="Поставщик"), "uncapped_liability")
    assert not _of(_analyse(B2B_SUPPLY, clause, settings, "supply", side="Покупатель"), "uncapped_liability")


def test_a_duty_to_compensate_all_losses_is_uncapped(settings: AnalysisSettings) -> None:
    clause = "Поставщик возмещает Покупателю все убытки, причинённые ненадлежащим исполнением договора."
    assert _of(_analyse(B2B_SUPPLY, clause, settings, "supply", side="Поставщик"), "uncapped_liability")


def test_mutual_full_liability_restates_the_code(settings: AnalysisSettings) -> None:
    clause = "Стороны несут ответственность в полном объёме в соответствии с законодательством РФ."
    assert not _of(_analyse(B2B_SUPPLY, clause, settings, "supply", side="Поставщик"), "uncapped_liability")


def test_long_payment_after_delivery_is_a_suppliers_risk(settings: AnalysisSettings) -> None:
    clause = "Покупатель оплачивает товар в течение 90 календарных дней с даты поставки."
    assert _of(_analyse(B2B_SUPPLY, clause, settings, "supply", side="Поставщик"), "payment_terms")


def test_deemed_consent_does_not_crowd_out_the_acceptance_of_work(settings: AnalysisSettings) -> None:
    clauses = (
        "Продолжение пользования услугами после изменения условий означает согласие Заказчика с изменениями.\n"
        "3. Начало использования Сервиса означает полное согласие Заказчика со всеми условиями договора.\n"
        "4. Заказчик подписывает акт или направляет мотивированный отказ в течение 2 дней; молчание считается "
        "принятием."
    )
    found = _of(_analyse(B2B_SERVICES, clauses, settings, side="Заказчик"), "acceptance")
    titles = sorted(f.title for f in found)
    assert titles == ["Приёмка", "Согласие молчанием или действиями", "Согласие молчанием или действиями"]


def test_medical_images_a_program_handles_are_not_the_readers_health_data_or_image() -> None:
    from chalicelib.analysis.judge_rights import _HEALTH, _IMAGE

    software = (
        "программа предназначена для просмотра, обработки и экспорта медицинских изображений в формате dicom."
    )
    assert not _HEALTH.search(software) and not _IMAGE.search(software)
    assert _HEALTH.search("заказчик даёт согласие на обработку сведений о здоровье.")
    assert _IMAGE.search("заказчик согласен на фото- и видеосъемку занятий.")


def test_a_definition_that_lists_photos_grants_nothing(settings: AnalysisSettings) -> None:
    definition = "«Контент» — тексты, фотографии, изображения и видеозаписи Заказчика, которые Исполнитель использует на Платформе."
    assert not _of(_analyse(CONSUMER_SERVICES, definition, settings), "personal_rights")
    consent = (
        "Заказчик даёт согласие на фото- и видеосъёмку и использование его изображения в рекламе Исполнителя."
    )
    assert _of(_analyse(CONSUMER_SERVICES, consent, settings), "personal_rights")


def test_the_consumer_made_to_pay_for_the_quality_check(settings: AnalysisSettings) -> None:
    always = "Расходы на проведение экспертизы качества товара несёт Покупатель."
    assert _of(_analyse(CONSUMER_SALE, always, settings, "sale"), "consumer_rights")
    lawful = "Если экспертиза установит, что недостатки возникли по вине Покупателя, Покупатель возмещает Продавцу расходы на проведение экспертизы."
    assert not _of(_analyse(CONSUMER_SALE, lawful, settings, "sale"), "consumer_rights")
    assert not _of(_analyse(B2B_SUPPLY, always, settings, "supply"), "consumer_rights")


def test_a_refund_later_than_the_law_allows(settings: AnalysisSettings) -> None:
    late = "При отказе Заказчика от договора денежные средства за неоказанные услуги возвращаются в течение 30 (тридцати) рабочих дней."
    assert _of(_analyse(CONSUMER_SERVICES, late, settings), "consumer_rights")
    lawful = "При отказе Заказчика от договора денежные средства за неоказанные услуги возвращаются в течение 10 дней."
    assert not _of(_analyse(CONSUMER_SERVICES, lawful, settings), "consumer_rights")


def test_an_advance_kept_until_the_term_ends(settings: AnalysisSettings) -> None:
    clause = "Сумма аванса возвращается Заказчику по окончании срока действия договора."
    assert _of(_analyse(B2B_SERVICES, clause, settings), "prepayment")


# --- acceptance: the reader's own act taken as a statement --------------------------------------------------

_TOUR = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Тур», именуемое в дальнейшем «Исполнитель», и ООО «Клиент», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
)


def _acceptance_verdict(sentence: str):  # type: ignore[no-untyped-def]
    model = parse_contract(_TOUR)
    ctx = Context(model.roles, "заказчик", drop_favourable=True)
    return judge("acceptance", read_facts(sentence, model.roles), sentence, ctx)


def test_payment_taken_as_confirming_receipt_of_information_burdens_the_payer() -> None:
    verdict = _acceptance_verdict(
        "оплатой по договору заказчик подтверждает факт получения необходимой и достоверной информации об услугах."
    )
    assert verdict.keep and verdict.favours == "исполнитель" and verdict.severity == "medium"


def test_services_deemed_not_rendered_rank_below_the_confirmation_by_payment() -> None:
    not_done = _acceptance_verdict("услуги считаются не оказанными по вине заказчика.")
    confirmed = _acceptance_verdict("оплатой по договору заказчик подтверждает факт получения информации.")
    assert confirmed.weight > not_done.weight
