# ruff: noqa: E501  (contract clauses read better unwrapped)
"""Risk families that carry no trigger word, keyword false alarms, direction and the law regime.

Each family: two different wordings that must be found and a near miss that must not. The contracts are
written here (never copied from a data set) in the shapes real contracts use.
"""

from __future__ import annotations

import pytest

from chalicelib.analysis import analyze_contract
from chalicelib.analysis.regime import Regime, consumer_side, governing_country, regime_from_text
from chalicelib.analysis.text import normalise
from chalicelib.models import Finding, PrescreenResult
from chalicelib.settings import AnalysisSettings

SERVICES_HEAD = (
    "ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\n"
    "ООО «Альфа», именуемое в дальнейшем «Исполнитель», и ООО «Бета», именуемое в дальнейшем «Заказчик», "
    "заключили настоящий договор.\n\n"
    "1. Исполнитель обязуется оказать услуги, а Заказчик обязуется оплатить их. Стоимость услуг составляет "
    "100 000 рублей. Срок оказания услуг — 30 дней.\n"
)
CONSUMER_HEAD = (
    "ДОГОВОР ОБ ОКАЗАНИИ ПЛАТНЫХ ОБРАЗОВАТЕЛЬНЫХ УСЛУГ\n\n"
    "ООО «Автошкола», именуемое в дальнейшем «Исполнитель», и гражданин Петров Пётр Петрович, паспорт "
    "[удалено], именуемый в дальнейшем «Заказчик», заключили настоящий договор.\n\n"
    "1. Исполнитель обязуется провести курс обучения вождению, Заказчик обязуется оплатить его. Стоимость "
    "курса составляет 40 000 рублей. Срок обучения — 3 месяца.\n"
)
EMPLOYMENT_HEAD = (
    "ТРУДОВОЙ ДОГОВОР № 5\n\n"
    "ООО «Гамма», именуемое в дальнейшем «Работодатель», и гражданин Сидоров С. С., именуемый в дальнейшем "
    "«Работник», заключили настоящий трудовой договор.\n\n"
    "1. Работник принимается на должность менеджера. Место работы — г. Москва. Оклад — 50 000 рублей. "
    "Договор заключён на неопределённый срок.\n"
)


def _analyse(
    text: str, settings: AnalysisSettings, contract_type: str = "services", side: str | None = None
) -> list[Finding]:
    outcome = analyze_contract(
        text, PrescreenResult(contract_type=contract_type), None, settings=settings, side=side
    )
    grounded = normalise(text)
    assert all(normalise(f.quote) in grounded for f in outcome.findings), "quotes are verbatim"
    return outcome.findings


def _of(findings: list[Finding], category: str) -> list[Finding]:
    return [f for f in findings if f.category == category]


# --- total liability exclusions and waivers -------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Исполнитель ни при каких обстоятельствах не отвечает за убытки Заказчика, возникшие в связи с "
        "оказанием услуг.\n",
        "2. Заказчик отказывается от любых претензий к Исполнителю, связанных с качеством и сроками услуг.\n",
        "2. Заказчик пользуется результатами услуг на свой страх и риск.\n",
    ],
)
def test_total_exclusions_and_waivers_are_found_as_high(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_analyse(SERVICES_HEAD + clause, settings), "liability_cap")
    assert found, clause
    assert found[0].quote.startswith(clause[3:20])


def test_a_waiver_of_all_claims_is_high_severity(settings: AnalysisSettings) -> None:
    clause = (
        "2. Заказчик отказывается от любых претензий к Исполнителю, связанных с качеством и сроками услуг.\n"
    )
    found = _of(_analyse(SERVICES_HEAD + clause, settings), "liability_cap")
    assert found and found[0].severity == "high"


def test_liability_per_law_is_not_an_exclusion(settings: AnalysisSettings) -> None:
    clause = (
        "2. Стороны несут ответственность за неисполнение договора в соответствии с законодательством РФ.\n"
    )
    assert not _of(_analyse(SERVICES_HEAD + clause, settings), "liability_cap")


@pytest.mark.parametrize(
    "clause",
    [
        "2. The Supplier shall not be liable for any loss of profit, data or goodwill of the Customer.\n",
        "2. The Customer hereby waives any and all claims against the Supplier arising from the Services.\n",
    ],
)
def test_english_total_exclusions(clause: str, settings: AnalysisSettings) -> None:
    head = (
        'SERVICES AGREEMENT\n\nThis agreement is made between Alpha Ltd (the "Supplier") and Beta Ltd '
        '(the "Customer").\n\n1. The Supplier shall provide the Services described in the schedule.\n'
    )
    assert _of(_analyse(head + clause, settings), "liability_cap")


# --- multiple-fold fines --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. За нарушение срока оплаты Заказчик уплачивает Исполнителю сумму в пятикратном размере стоимости "
        "неоплаченных услуг.\n",
        "2. При выявлении нарушения Заказчик возмещает Исполнителю 10-кратную стоимость услуг.\n",
    ],
)
def test_multiple_fold_sanctions_are_penalties_and_high(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "penalty")
    assert found and found[0].severity == "high"


def test_repeated_breach_is_not_a_multiple(settings: AnalysisSettings) -> None:
    clause = (
        "2. При неоднократном нарушении сроков Исполнитель направляет Заказчику письменное уведомление.\n"
    )
    assert not _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "penalty")


# --- indexation ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Стоимость услуг ежегодно индексируется на уровень инфляции плюс 2 %.\n",
        "2. С 1 января каждого года размер платы увеличивается на индекс потребительских цен за прошлый год.\n",
    ],
)
def test_indexation_is_a_change_of_price_with_advice_to_cap_it(
    clause: str, settings: AnalysisSettings
) -> None:
    found = _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "unilateral_change")
    assert found and "раза в год" in found[0].recommendation


def test_a_fixed_price_is_not_indexation(settings: AnalysisSettings) -> None:
    clause = "2. Стоимость услуг является твёрдой и изменению не подлежит.\n"
    assert not _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "unilateral_change")


# --- deemed acceptance -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Заказчик подписывает акт или направляет мотивированный отказ в течение 5 дней; молчание считается "
        "принятием.\n",
        "2. Начало использования результата услуг Заказчиком означает их принятие без замечаний.\n",
    ],
)
def test_deemed_acceptance_is_a_risk_for_the_silent_side(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "acceptance")
    assert found


def test_an_acceptance_procedure_with_a_reasoned_refusal_is_not_deemed(settings: AnalysisSettings) -> None:
    clause = "2. Заказчик подписывает акт или направляет мотивированный отказ в течение 10 рабочих дней.\n"
    found = _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "acceptance")
    assert all(f.severity == "low" for f in found)


# --- assignment ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Исполнитель вправе уступить права требования по договору любому третьему лицу.\n",
        "2. Исполнитель может передать свои права и обязанности по договору другой организации, уведомив "
        "Заказчика.\n",
    ],
)
def test_a_right_to_assign_is_found(clause: str, settings: AnalysisSettings) -> None:
    assert _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "assignment")


def test_a_ban_on_assignment_is_not_a_risk(settings: AnalysisSettings) -> None:
    clause = "2. Стороны не вправе уступать права по договору без письменного согласия другой стороны.\n"
    assert not _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "assignment")


# --- personal surety ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Генеральный директор Заказчика выступает поручителем по всем обязательствам Заказчика по договору.\n",
        "2. Учредитель Заказчика несёт солидарную ответственность с Заказчиком за оплату услуг.\n",
    ],
)
def test_a_directors_personal_guarantee_is_high(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "guarantee")
    assert found and found[0].severity == "high"


def test_a_bank_guarantee_of_the_other_side_is_not_a_personal_surety(settings: AnalysisSettings) -> None:
    clause = "2. Исполнитель предоставляет Заказчику банковскую гарантию возврата аванса.\n"
    found = _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "guarantee")
    assert all(f.severity != "high" for f in found)


# --- retention of documents ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. На время обучения паспорт Заказчика хранится у Исполнителя и возвращается после полной оплаты.\n",
        "2. Работник передаёт Работодателю оригинал диплома, который удерживается до окончания срока договора.\n",
    ],
)
def test_retained_personal_documents_are_high(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_analyse(SERVICES_HEAD + clause, settings), "documents_retention")
    assert found and found[0].severity == "high"


def test_a_copy_of_a_passport_or_a_vehicle_passport_is_not_retention(settings: AnalysisSettings) -> None:
    clause = (
        "2. Заказчик предоставляет копию паспорта для заключения договора.\n"
        "3. Продавец передаёт Покупателю паспорт транспортного средства.\n"
    )
    assert not _of(_analyse(SERVICES_HEAD + clause, settings), "documents_retention")


# --- disposal of the other side's property ---------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Агент вправе реализовать товар Принципала по цене, определённой Агентом самостоятельно.\n",
        "2. При просрочке оплаты Арендодатель имеет право продать имущество Арендатора, находящееся в "
        "помещении.\n",
    ],
)
def test_a_right_to_sell_the_other_sides_property_is_found(clause: str, settings: AnalysisSettings) -> None:
    assert _of(_analyse(SERVICES_HEAD + clause, settings, contract_type="agency"), "disposal_of_property")


def test_a_seller_selling_its_own_goods_is_not_disposal(settings: AnalysisSettings) -> None:
    clause = "2. Продавец вправе реализовать товар третьим лицам до момента его оплаты.\n"
    assert not _of(_analyse(SERVICES_HEAD + clause, settings, contract_type="sale"), "disposal_of_property")


# --- void labour terms -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Работник обязан отработать у Работодателя не менее трёх лет после окончания испытательного срока.\n",
        "2. За опоздание из заработной платы Работника удерживается 5 000 рублей.\n",
        "2. Работнику устанавливается ненормированный рабочий день.\n",
    ],
)
def test_labour_terms_below_the_code_are_high(clause: str, settings: AnalysisSettings) -> None:
    found = _of(_analyse(EMPLOYMENT_HEAD + clause, settings, contract_type="employment"), "labour_terms")
    assert found and found[0].severity == "high"
    assert "ТК РФ" in found[0].recommendation


def test_labour_terms_need_an_employment_relation(settings: AnalysisSettings) -> None:
    clause = "2. Исполнитель обязан отработать у Заказчика не менее трёх лет.\n"
    assert not _of(_analyse(SERVICES_HEAD + clause, settings), "labour_terms")


def test_irregular_hours_with_additional_leave_are_lawful(settings: AnalysisSettings) -> None:
    clause = "2. Работнику устанавливается ненормированный рабочий день с дополнительным отпуском 3 дня.\n"
    found = _analyse(EMPLOYMENT_HEAD + clause, settings, contract_type="employment")
    assert not _of(found, "labour_terms")


# --- keyword false alarms --------------------------------------------------------------------------------


def test_a_driving_course_is_not_a_currency_clause(settings: AnalysisSettings) -> None:
    clause = (
        "2. При изменении курса обучения по инициативе Заказчика стоимость пересчитывается пропорционально.\n"
    )
    assert not _of(_analyse(CONSUMER_HEAD + clause, settings, contract_type="services"), "currency_clause")


def test_a_price_tied_to_a_bank_rate_is_a_currency_clause(settings: AnalysisSettings) -> None:
    clause = "2. Оплата производится в рублях по курсу доллара США, установленному ЦБ РФ на дату оплаты.\n"
    assert _of(_analyse(SERVICES_HEAD + clause, settings), "currency_clause")


def test_state_medical_insurance_is_not_an_insurance_duty(settings: AnalysisSettings) -> None:
    clause = (
        "2. Медицинская помощь оказывается за счёт средств обязательного медицинского страхования (ОМС).\n"
    )
    assert not _of(_analyse(SERVICES_HEAD + clause, settings), "insurance")


def test_a_weight_check_is_not_an_audit(settings: AnalysisSettings) -> None:
    clause = "2. Покупатель вправе провести контрольное взвешивание товара при приёмке.\n"
    assert not _of(_analyse(SERVICES_HEAD + clause, settings, contract_type="supply"), "audit_rights")


def test_a_right_to_inspect_books_is_an_audit(settings: AnalysisSettings) -> None:
    clause = "2. Исполнитель вправе проводить проверку бухгалтерских документов Заказчика раз в квартал.\n"
    assert _of(_analyse(SERVICES_HEAD + clause, settings), "audit_rights")


def test_a_duty_to_inform_is_not_a_missing_term(settings: AnalysisSettings) -> None:
    clause = "2. Исполнитель обязан сообщить Заказчику сроки проведения занятий, которые будут определены дополнительно.\n"
    found = _of(_analyse(SERVICES_HEAD + clause, settings), "missing_essential_terms")
    assert all("сообщить" not in f.quote for f in found)


def test_an_offer_amended_before_acceptance_is_not_a_unilateral_change(settings: AnalysisSettings) -> None:
    clause = "2. Исполнитель вправе изменить условия настоящей оферты до момента её акцепта.\n"
    assert not _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "unilateral_change")


# --- direction -------------------------------------------------------------------------------------------


def test_a_cap_on_the_counterpartys_penalty_is_not_an_excessive_penalty(settings: AnalysisSettings) -> None:
    clause = "2. Общий размер неустойки, уплачиваемой Исполнителем, не может превышать 5 % стоимости услуг.\n"
    findings = _analyse(SERVICES_HEAD + clause, settings, side="Заказчик")
    assert not _of(findings, "penalty")
    assert _of(findings, "liability_cap"), "it limits what the customer recovers"


def test_a_cap_on_the_readers_own_penalty_is_its_protection(settings: AnalysisSettings) -> None:
    clause = "2. Общий размер неустойки, уплачиваемой Заказчиком, не может превышать 5 % стоимости услуг.\n"
    findings = _analyse(SERVICES_HEAD + clause, settings, side="Заказчик")
    assert not _of(findings, "penalty") and not _of(findings, "liability_cap")


def test_a_consumers_statutory_withdrawal_is_not_a_risk(settings: AnalysisSettings) -> None:
    clause = (
        "2. Заказчик вправе отказаться от исполнения договора в любое время при условии оплаты Исполнителю "
        "фактически понесённых им расходов.\n"
    )
    findings = _analyse(CONSUMER_HEAD + clause, settings)
    assert not _of(findings, "termination_for_convenience")
    assert all("60" not in f.recommendation for f in findings)


def test_withdrawal_recast_as_a_breach_is_a_risk(settings: AnalysisSettings) -> None:
    clause = "2. Отказ Заказчика от услуг до окончания курса является существенным нарушением договора.\n"
    assert _of(_analyse(CONSUMER_HEAD + clause, settings), "termination_for_convenience")


def test_personal_data_advice_is_written_for_the_data_subject(settings: AnalysisSettings) -> None:
    clause = "2. Заказчик даёт согласие на обработку персональных данных и их передачу третьим лицам.\n"
    found = _of(_analyse(CONSUMER_HEAD + clause, settings), "personal_data")
    assert found and "отозвать" in found[0].recommendation
    assert "меры защиты" not in found[0].recommendation


def test_a_consumer_is_not_told_to_demand_a_bank_guarantee(settings: AnalysisSettings) -> None:
    clause = "2. Заказчик вносит предоплату в размере 100 % стоимости курса до начала обучения.\n"
    found = _of(_analyse(CONSUMER_HEAD + clause, settings), "prepayment")
    assert found
    assert all("гарант" not in f.recommendation and "487" not in f.recommendation for f in found)


# --- the law regime --------------------------------------------------------------------------------------


def test_governing_law_is_read_from_the_clause() -> None:
    assert governing_country("Настоящий договор регулируется законодательством Республики Казахстан.") == (
        "KZ",
        True,
    )
    assert governing_country("This Agreement shall be governed by the laws of England and Wales.") == (
        "UK",
        True,
    )
    assert governing_country("This Agreement is governed by the laws of the State of New York.") == (
        "US",
        True,
    )
    assert governing_country("Применимым правом является право Кыргызской Республики.")[0] == "KG"
    assert governing_country("Покупатель: ИНН 7700000000, ОГРН 1027700000000. Оплата в рублях.")[0] == "RU"


def test_a_kazakh_law_contract_gets_no_russian_statutes(settings: AnalysisSettings) -> None:
    text = (
        "ДОГОВОР ПОСТАВКИ\n\nТОО «Астана», именуемое в дальнейшем «Поставщик», и ТОО «Алматы», именуемое в "
        "дальнейшем «Покупатель», заключили договор.\n\n1. Поставщик поставляет товар по спецификации, "
        "Покупатель оплачивает его в тенге. Срок поставки — 10 дней.\n"
        "2. Покупатель вносит аванс в размере 100 % стоимости товара.\n"
        "3. Поставщик не несёт ответственности за упущенную выгоду Покупателя.\n"
        "4. Договор регулируется законодательством Республики Казахстан.\n"
    )
    findings = _analyse(text, settings, contract_type="supply", side="Покупатель")
    assert findings
    for f in findings:
        assert "ГК РФ" not in f.recommendation and "ГК РФ" not in f.explanation, f
        assert "ЗоЗПП" not in f.recommendation


def test_an_english_law_contract_cites_no_russian_code() -> None:
    regime = regime_from_text(
        "This Agreement shall be governed by and construed in accordance with the laws of England.",
        "supply",
        False,
    )
    assert regime.country == "UK" and not regime.civil_law
    assert (
        regime.cite("Reduce the advance (Art. 487 Civil Code). Ask for a guarantee.")
        == "Reduce the advance. Ask for a guarantee."
    )


def test_a_labour_contract_gets_labour_code_advice(settings: AnalysisSettings) -> None:
    clause = "2. За нарушение трудовой дисциплины Работник уплачивает штраф 1 000 рублей.\n"
    findings = _analyse(EMPLOYMENT_HEAD + clause, settings, contract_type="employment")
    penalty = _of(findings, "penalty")
    assert penalty and "ТК РФ" in penalty[0].recommendation
    assert all("ГК РФ" not in f.recommendation for f in findings)


def test_the_regime_keeps_only_the_citations_that_apply() -> None:
    labour = Regime(consumer=False, kind="employment", country="RU", party="labour")
    assert labour.cite("Нельзя (ст. 432 ГК РФ). Штрафы запрещены (ст. 192 ТК РФ).") == (
        "Нельзя. Штрафы запрещены (ст. 192 ТК РФ)."
    )
    b2b = Regime(consumer=False, kind="services", country="RU", party="b2b")
    assert b2b.cite("Вернуть деньги (ст. 32 ЗоЗПП, ст. 782 ГК РФ).") == "Вернуть деньги (ст. 782 ГК РФ)."
    consumer = Regime(consumer=True, kind="services", country="RU", party="consumer")
    assert consumer.cite("Вернуть деньги (ст. 32 ЗоЗПП).") == "Вернуть деньги (ст. 32 ЗоЗПП)."


def test_consumer_law_needs_a_business_on_the_other_side() -> None:
    assert consumer_side(True, False) and consumer_side(True, None)
    assert not consumer_side(True, True), "two individuals: no consumer protection law"
    assert not consumer_side(False, True)


# --- a price one side sets alone -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [
        "2. Услуги оплачиваются по ценам, установленным Исполнителем на дату оплаты.\n",
        "2. Заказчик оплачивает услуги по тарифам, утверждаемым Исполнителем самостоятельно.\n",
    ],
)
def test_a_price_set_by_the_other_side_is_a_unilateral_change(
    clause: str, settings: AnalysisSettings
) -> None:
    assert _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "unilateral_change")


def test_a_price_set_by_the_contract_is_not(settings: AnalysisSettings) -> None:
    clause = "2. Услуги оплачиваются по ценам, установленным настоящим договором, в сервисных центрах, утверждённых Исполнителем.\n"
    assert not _of(_analyse(SERVICES_HEAD + clause, settings, side="Заказчик"), "unilateral_change")


def test_an_advance_on_wages_is_no_prepayment_risk(settings: AnalysisSettings) -> None:
    clause = (
        "2. Заработная плата выплачивается два раза в месяц: аванс в размере 50 % оклада — 20-го числа.\n"
    )
    findings = _analyse(EMPLOYMENT_HEAD + clause, settings, contract_type="employment")
    assert not _of(findings, "prepayment")


def test_foreign_law_advice_names_the_country(settings: AnalysisSettings) -> None:
    text = (
        "ДОГОВОР ПОСТАВКИ\n\nТОО «Астана», именуемое в дальнейшем «Поставщик», и ТОО «Алматы», именуемое в "
        "дальнейшем «Покупатель», заключили договор.\n\n1. Поставщик поставляет товар по спецификации в срок 10 дней.\n"
        "2. Покупатель вносит аванс в размере 100 % стоимости товара в тенге.\n"
        "3. Договор регулируется законодательством Республики Казахстан.\n"
    )
    prepayment = _of(_analyse(text, settings, contract_type="supply", side="Покупатель"), "prepayment")
    assert prepayment and "Казахстан" in prepayment[0].recommendation
