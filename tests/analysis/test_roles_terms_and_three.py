# ruff: noqa: E501  (contract clauses read better unwrapped)
"""A defined term is no party (an online service is what the offer is about, not who signs it); in an
offer the acceptor is the default side; in a contract of three parties the two main sides face each other
across the bargain (the provider against the customer and the patient, the lender against the borrower and
his guarantor), the default is the weaker of them, and any role the contract defines may be asked for."""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.clauses import parse_contract
from chalicelib.errors import UNKNOWN_SIDE, PermanentFailure
from chalicelib.models import PrescreenResult
from chalicelib.settings import AnalysisSettings

SAAS_OFFER = """ПУБЛИЧНАЯ ОФЕРТА о предоставлении доступа к онлайн-сервису

ООО «Облачные решения» (ОГРН 1187700000000), далее — «Компания», предлагает любому физическому или \
юридическому лицу заключить договор об использовании онлайн-сервиса «ТаскТрекер», размещённого по адресу \
tasktracker.example (далее — «Сервис»), на следующих условиях.

1. ТЕРМИНЫ
1.1. «Пользователь» — лицо, акцептовавшее настоящую оферту.

2. ПРЕДМЕТ
2.1. Компания предоставляет Пользователю право использования Сервиса по простой лицензии.
2.2. Акцептом оферты является регистрация Пользователя в Сервисе и оплата тарифа.
2.3. Сервис предоставляется «как есть». Сервис хранит данные Пользователя.
3.1. Пользователь обязуется не передавать учётные данные третьим лицам и оплачивать тариф.
3.2. Компания вправе в одностороннем порядке изменять условия оферты.
3.3. Компания вправе заблокировать доступ Пользователя к Сервису без объяснения причин.
3.4. Сервис не несёт ответственности за убытки Пользователя. Сервис вправе удалить данные Пользователя.
"""

# The patient and the one who pays for him are defined before the clinic.
REHAB = """ДОГОВОР на оказание платных медицинских услуг по реабилитации

Гражданин Российской Федерации Миронов Сергей Петрович, паспорт [удалено], именуемый в дальнейшем \
«Пациент», гражданка Российской Федерации Миронова Елена Сергеевна, паспорт [удалено], именуемая в \
дальнейшем «Заказчик», и ООО «Центр восстановления», в лице главного врача Галиева Р.Р., действующего на \
основании Устава, именуемое в дальнейшем «Исполнитель», заключили настоящий договор.

1. Исполнитель обязуется оказать Пациенту услуги по реабилитации, а Заказчик обязуется оплатить эти услуги.
2. Пациент обязуется выполнять назначения лечащего врача.
3. Заказчик вносит предоплату в размере 100 % стоимости курса до начала оказания услуг.
4. Исполнитель вправе в одностороннем порядке изменить стоимость услуг, уведомив Заказчика.
5. За просрочку оплаты Заказчик уплачивает Исполнителю неустойку в размере 1 % за каждый день просрочки.
6. За нарушение правил распорядка Пациент уплачивает Исполнителю штраф 5 000 рублей.
7. Исполнитель не несёт ответственности за результат реабилитации.
"""

# The guarantor is defined before the borrower.
LOAN = """ДОГОВОР ЗАЙМА С ПОРУЧИТЕЛЬСТВОМ

ООО «Быстрые деньги», в лице директора Козлова А.В., действующего на основании Устава, именуемое в \
дальнейшем «Займодавец», гражданин Российской Федерации Фёдоров Олег Иванович, паспорт [удалено], \
именуемый в дальнейшем «Поручитель», и гражданин Российской Федерации Семёнов Игорь Олегович, паспорт \
[удалено], именуемый в дальнейшем «Заемщик», заключили настоящий договор.

1. Займодавец передаёт Заемщику 300 000 рублей, а Заемщик обязуется возвратить заём и уплатить проценты.
2. Поручитель отвечает перед Займодавцем за исполнение Заемщиком обязательств солидарно с Заемщиком.
3. Займодавец вправе в одностороннем порядке увеличить процентную ставку.
4. За просрочку возврата Заемщик уплачивает Займодавцу неустойку 1 % от суммы займа за каждый день.
5. При неисполнении Заемщиком обязательств Поручитель уплачивает Займодавцу штраф 50 000 рублей.
"""


def _outcome(text: str, settings: AnalysisSettings, side: str | None = None):  # type: ignore[no-untyped-def]
    return analyze_contract(text, PrescreenResult(), None, settings=settings, side=side)


def test_an_online_service_defined_as_a_term_is_no_party() -> None:
    roles = parse_contract(SAAS_OFFER).roles
    assert {p.key for p in roles.parties} == {"компания", "пользователь"}
    assert roles.find("Сервис") is None
    assert roles.weaker is not None and roles.weaker.key == "пользователь"
    assert roles.weaker_basis() == "adhering"  # the acceptor of the offer


def test_the_acceptor_of_a_service_offer_may_be_asked_for(settings: AnalysisSettings) -> None:
    outcome = _outcome(SAAS_OFFER, settings, side="Пользователь")
    assert outcome.side == "Пользователь"
    with pytest.raises(PermanentFailure) as refused:
        _outcome(SAAS_OFFER, settings, side="Сервис")
    assert refused.value.reason == UNKNOWN_SIDE
    assert "«Пользователь»" in refused.value.message_ru and "«Компания»" in refused.value.message_ru


def test_the_clinic_faces_the_customer_and_the_patient_stands_with_the_customer() -> None:
    roles = parse_contract(REHAB).roles
    assert {p.key for p in roles.main} == {"исполнитель", "заказчик"}
    patient = roles.get("пациент")
    assert patient is not None and patient.ally == "заказчик"
    assert roles.other("пациент") == roles.get("исполнитель")
    assert roles.camp("заказчик") == {"заказчик", "пациент"}
    assert roles.weaker is not None and roles.weaker.key == "заказчик"


def test_the_payers_penalty_stays_in_the_report_of_the_patient_and_of_the_payer(
    settings: AnalysisSettings,
) -> None:
    for side in (None, "Пациент"):
        penalties = [
            f.quote for f in _outcome(REHAB, settings, side=side).findings if f.category == "penalty"
        ]
        assert any("Заказчик уплачивает Исполнителю" in q for q in penalties), side
        assert any("Пациент уплачивает Исполнителю" in q for q in penalties), side
    clinic = _outcome(REHAB, settings, side="Исполнитель")
    assert not any("Заказчик уплачивает" in f.quote for f in clinic.findings if f.category == "penalty")


def test_a_guarantor_is_never_a_main_side_the_borrower_is_the_default(settings: AnalysisSettings) -> None:
    roles = parse_contract(LOAN).roles
    assert {p.key for p in roles.main} == {"займодавец", "заемщик"}
    guarantor = roles.get("поручитель")
    assert guarantor is not None and guarantor.ally == "заемщик"
    outcome = _outcome(LOAN, settings)
    assert outcome.side == "Заемщик"
    assert any("Заемщик уплачивает Займодавцу" in f.quote for f in outcome.findings)
    assert _outcome(LOAN, settings, side="поручителя").side == "Поручитель"
    with pytest.raises(PermanentFailure) as refused:
        _outcome(LOAN, settings, side="Пациент")
    listed = refused.value.message_ru
    assert all(f"«{r}»" in listed for r in ("Займодавец", "Заемщик", "Поручитель"))


def test_a_minor_patient_named_for_by_the_customer_is_a_party() -> None:
    text = (
        "ДОГОВОР на оказание медицинских услуг\n\nООО «Центр восстановления», в лице главного врача Галиева Р.Р., "
        "действующего на основании Устава, именуемое в дальнейшем «Исполнитель», и гражданка Российской "
        "Федерации Миронова Елена Сергеевна, паспорт [удалено], именуемая в дальнейшем «Заказчик», действующая "
        "в интересах несовершеннолетнего Миронова Сергея Петровича, 12.05.2012 года рождения (далее — «Пациент»), "
        "заключили настоящий договор.\n\n1. Исполнитель оказывает Пациенту услуги, Заказчик оплачивает услуги.\n"
        "2. Пациент соблюдает режим. Заказчик сопровождает Пациента. Исполнитель вправе изменить расписание.\n"
    )
    roles = parse_contract(text).roles
    patient = roles.find("Пациента")
    assert patient is not None and patient.ally == "заказчик"
    assert roles.weaker is not None and roles.weaker.key == "заказчик"


def test_any_role_named_with_imenuemyi_may_be_asked_for_but_a_bot_is_no_party() -> None:
    text = (
        "ПУБЛИЧНАЯ ОФЕРТА\n\nСамозанятый Орлов Павел Андреевич (именуемый в дальнейшем «Исполнитель») предлагает "
        "любому физическому лицу (именуемому в дальнейшем «Клиент») через Telegram-бота «@example_bot» "
        "(именуемого в дальнейшем «Бот») заключить договор в пользу третьего лица, именуемого в дальнейшем "
        "«Выгодоприобретатель».\n\n1. Исполнитель оказывает услуги Выгодоприобретателю, Клиент оплачивает "
        "услуги через Бот.\n2. Акцептом оферты является оплата Клиентом услуг. Клиент, совершивший акцепт, "
        "присоединяется к договору.\n3. Исполнитель вправе изменить стоимость услуг. Бот работает круглосуточно.\n"
        "4. Выгодоприобретатель вправе требовать оказания услуг.\n"
    )
    roles = parse_contract(text).roles
    assert roles.find("Бот") is None
    beneficiary = roles.find("Выгодоприобретателя")
    assert beneficiary is not None and beneficiary.ally == "клиент"
    assert roles.weaker is not None and roles.weaker.key == "клиент"
