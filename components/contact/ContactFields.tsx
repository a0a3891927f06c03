import type { ReactNode } from 'react'
import { birthYearOptions } from '../../domain/dates/birthday'
import { todayIn } from '../../domain/dates/todayIn'
import type { ContactFieldId } from '../../domain/contact/variantSchema'
import { employmentTypesPath } from '../../domain/content/lookupPaths'
import type { EmploymentType } from '../../domain/content/schemas'
import { cardHolderTenureThreshold } from '../../domain/partners/completion'
import { MODAL_LIMITS } from '../../domain/validation/modalRules'
import { AmountField } from '../fields/AmountField'
import { BirthdayField } from '../fields/BirthdayField'
import { CallWindowField } from '../fields/CallWindowField'
import { ProvinceRegionField } from '../fields/ProvinceRegionField'
import { RadioGroupField } from '../fields/RadioGroupField'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'
import { useLookup } from '../fields/useLookup'
import { VehicleField } from '../fields/VehicleField'
import { usePortal, useT } from '../PortalContext'
import { fieldChecks, isRequired, type ContactValues } from './contactValues'
import type { ContactSession } from './session'

interface ContactFieldsProps {
  /** Prefix of every control id (unique per modal). */
  idPrefix: string
  session: ContactSession
  values: ContactValues
  onChange: (patch: Partial<ContactValues>) => void
  /** Translated error per control name. */
  errors: Readonly<Record<string, string>>
  /** When the form opened: today's date for the birth years and the expiry default. */
  openedAt: Date
}

const NUMBER_OF_CARDS = ['0', '1', '2', 'more-than-2'] as const
const PLATFORMS = ['grab', 'other'] as const

/** The questions of a session's variant, in its order, with the conditional ones of docs/requirements/forms-and-leads.md#conditional-fields. */
export function ContactFields({ idPrefix, session, values, onChange, errors, openedAt }: ContactFieldsProps) {
  const portal = usePortal()
  const t = useT()
  const id = (suffix: string) => `${idPrefix}-${suffix}`
  const optionalText = t('contact.optional')
  // Required as its question's rules say, unless the session lets the visitor leave it empty (docs/requirements/forms-and-leads.md#optional-answers);
  // the follow-ups an answer opens (a region, a tenure) keep theirs.
  const req = (field: ContactFieldId) => fieldChecks(field, session.optional).slice(0, 1).some(isRequired)
  const currency = portal.currencySymbol
  const yesNo = [
    { value: 'yes', label: t('contact.yes') },
    { value: 'no', label: t('contact.no') },
  ]
  const chooseTexts = { choose: t('contact.choose'), loading: t('contact.loading'), loadFailed: t('contact.loadFailed') }
  const employment = useLookup<EmploymentType[]>(portal.code, session.fields.includes('employmentType') ? employmentTypesPath(session.verticalId) : null)
  const text = (
    name: 'firstName' | 'middleName' | 'lastName' | 'email' | 'mobilePhoneNumber' | 'telephoneNumber' | 'countryWorkIn' | 'policyNumber' | 'destination',
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      key={name}
      id={id(name)}
      name={name}
      label={t(`contact.field.${name}`)}
      value={values[name]}
      onChange={(value) => onChange({ [name]: value })}
      error={errors[name]}
      // Optional (telephone, middle name) when its rules do not say required, or when the session makes it optional; the label then says so.
      required={req(name)}
      optionalText={optionalText}
      {...extra}
    />
  )

  const render: Record<ContactFieldId, () => ReactNode> = {
    title: () => (
      <RadioGroupField
        key="title"
        id={id('title')}
        name="title"
        label={t('contact.field.title')}
        inline
        required={req('title')}
        optionalText={optionalText}
        value={values.title}
        onChange={(title) => onChange({ title })}
        options={titleOptions(portal)}
        error={errors.title}
      />
    ),
    firstName: () => text('firstName', { autoComplete: 'given-name' }),
    middleName: () => text('middleName', { autoComplete: 'additional-name' }),
    lastName: () => text('lastName', { autoComplete: 'family-name' }),
    birthday: () => (
      <BirthdayField
        key="birthday"
        id={id('birthday')}
        name="birthdate"
        label={t('contact.field.birthday')}
        required={req('birthday')}
        optionalText={optionalText}
        value={values.birthday}
        onChange={(birthday) => onChange({ birthday })}
        order={portal.ageFieldOrder}
        years={birthYearOptions({ minAge: MODAL_LIMITS.minAge, maxAge: MODAL_LIMITS.maxAge }, todayIn(portal.timeZone, openedAt))}
        locale={portal.locale}
        partLabels={{ month: t('contact.field.birthday.month'), day: t('contact.field.birthday.day'), year: t('contact.field.birthday.year') }}
        error={errors.birthday}
      />
    ),
    mobilePhoneNumber: () => text('mobilePhoneNumber', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: t('contact.hint.mobilePhoneNumber') }),
    telephoneNumber: () => text('telephoneNumber', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' }),
    email: () => text('email', { type: 'email', autoComplete: 'email', inputMode: 'email' }),
    monthlyIncome: () => (
      <AmountField
        key="monthlyIncome"
        id={id('monthlyIncome')}
        name="monthlyIncome"
        label={t('contact.field.monthlyIncome', { currency })}
        portal={portal}
        required={req('monthlyIncome')}
        optionalText={optionalText}
        value={values.monthlyIncome}
        onChange={(monthlyIncome) => onChange({ monthlyIncome })}
        error={errors.monthlyIncome}
      />
    ),
    grossAnnualIncome: () => (
      <AmountField
        key="grossAnnualIncome"
        id={id('grossAnnualIncome')}
        name="grossAnnualIncome"
        label={t('contact.field.grossAnnualIncome', { currency })}
        portal={portal}
        required={req('grossAnnualIncome')}
        optionalText={optionalText}
        value={values.grossAnnualIncome}
        onChange={(grossAnnualIncome) => onChange({ grossAnnualIncome })}
        error={errors.grossAnnualIncome}
      />
    ),
    location: () => (
      <ProvinceRegionField
        key="location"
        id={id('location')}
        portal={portal.code}
        required={req('location')}
        optionalText={optionalText}
        value={values.location}
        onChange={(location) => onChange({ location })}
        errors={{ province: errors.province, region: errors.region }}
        texts={{ province: t('contact.field.province'), region: t('contact.field.region'), ...chooseTexts }}
      />
    ),
    employmentType: () => (
      <SelectField
        key="employmentType"
        id={id('employmentType')}
        name="EmploymentTypeId"
        label={t('contact.field.employmentType')}
        placeholder={chooseTexts.choose}
        required={req('employmentType')}
        optionalText={optionalText}
        value={values.employmentTypeId}
        options={employment.status === 'ready' ? employment.data.map((item) => ({ value: String(item.EmploymentTypeId), label: item.DisplayedName })) : []}
        busy={employment.status === 'loading'}
        busyText={chooseTexts.loading}
        hint={employment.status === 'error' ? chooseTexts.loadFailed : undefined}
        onChange={(employmentTypeId, employmentTypeName) => onChange({ employmentTypeId, employmentTypeName })}
        error={errors.employmentType}
      />
    ),
    cardHolder: () => (
      <div key="cardHolder">
        <RadioGroupField
          id={id('cardHolder')}
          name="cardHolder"
          label={t('contact.field.cardHolder')}
          inline
          required={req('cardHolder')}
          optionalText={optionalText}
          value={values.cardHolder}
          // A "No" hides the tenure and number-of-cards questions, so their answers go too.
          onChange={(answer) =>
            onChange({ cardHolder: answer as ContactValues['cardHolder'], ...(answer === 'yes' ? {} : { cardHolderTenure: '', numberOfCards: '' }) })
          }
          options={yesNo}
          error={errors.cardHolder}
        />
        {values.cardHolder === 'yes' && (
          <RadioGroupField
            id={id('cardHolderTenure')}
            name="cardHolderTenure"
            label={t('contact.field.cardHolderTenure', { months: cardHolderTenureThreshold(session.verticalId) })}
            inline
            required
            value={values.cardHolderTenure}
            onChange={(answer) => onChange({ cardHolderTenure: answer === 'at-least' ? 'at-least' : 'less' })}
            options={[
              { value: 'at-least', label: t('contact.yes') },
              { value: 'less', label: t('contact.no') },
            ]}
            error={errors.cardHolderTenure}
          />
        )}
      </div>
    ),
    // Asked only once the visitor said Yes to having a card (DEPENDS_ON, domain/contact/variantSchema.ts).
    numberOfCards: () =>
      values.cardHolder !== 'yes' ? null : (
        <SelectField
          key="numberOfCards"
          id={id('numberOfCards')}
          name="numberOfCards"
          label={t('contact.field.numberOfCards')}
          placeholder={chooseTexts.choose}
          required={req('numberOfCards')}
          optionalText={optionalText}
          value={values.numberOfCards}
          options={NUMBER_OF_CARDS.map((value) => ({ value, label: t(`contact.numberOfCards.${value}`) }))}
          onChange={(answer) => onChange({ numberOfCards: answer as ContactValues['numberOfCards'] })}
          error={errors.numberOfCards}
        />
      ),
    loanAmount: () => (
      <AmountField
        key="loanAmount"
        id={id('loanAmount')}
        name="loanAmount"
        label={t('contact.field.loanAmount', { currency })}
        portal={portal}
        required={req('loanAmount')}
        optionalText={optionalText}
        value={values.loanAmount}
        onChange={(loanAmount) => onChange({ loanAmount })}
        error={errors.loanAmount}
      />
    ),
    tenor: () => (
      <SelectField
        key="tenor"
        id={id('tenor')}
        name="tenor"
        label={t('contact.field.tenor')}
        placeholder={chooseTexts.choose}
        required={req('tenor')}
        optionalText={optionalText}
        value={values.tenor}
        options={portal.tenors.map((months) => ({ value: String(months), label: t('contact.tenorMonths', { months }) }))}
        onChange={(tenor) => onChange({ tenor })}
        error={errors.tenor}
      />
    ),
    npwpOwnership: () => (
      <RadioGroupField
        key="npwpOwnership"
        id={id('npwpOwnership')}
        name="npwpOwnership"
        label={t('contact.field.npwpOwnership')}
        inline
        required={req('npwpOwnership')}
        optionalText={optionalText}
        value={values.npwpOwnership}
        onChange={(answer) => onChange({ npwpOwnership: answer === 'yes' ? 'yes' : 'no' })}
        options={yesNo}
        error={errors.npwpOwnership}
      />
    ),
    vehicle: () => (
      <VehicleField
        key="vehicle"
        id={id('vehicle')}
        portal={portal.code}
        required={req('vehicle')}
        optionalText={optionalText}
        value={values.vehicle}
        onChange={(vehicle) => onChange({ vehicle })}
        errors={{ make: errors.vehicleMake, year: errors.vehicleYear, model: errors.vehicleModel }}
        texts={{ make: t('contact.field.vehicleMake'), year: t('contact.field.vehicleYear'), model: t('contact.field.vehicleModel'), ...chooseTexts }}
      />
    ),
    existingInsurance: () => (
      <div key="existingInsurance">
        <RadioGroupField
          id={id('existingInsurance')}
          name="existingInsurance"
          label={t('contact.field.existingInsurance')}
          inline
          required={req('existingInsurance')}
          optionalText={optionalText}
          value={values.existingInsurance}
          onChange={(answer) => onChange({ existingInsurance: answer === 'yes' ? 'yes' : 'no', ...(answer === 'yes' ? {} : { policyExpiry: '' }) })}
          options={yesNo}
          error={errors.existingInsurance}
        />
        {values.existingInsurance === 'yes' && (
          <TextField
            id={id('policyExpiry')}
            name="policyExpiry"
            type="date"
            label={t('contact.field.policyExpiry')}
            required
            value={values.policyExpiry}
            onChange={(policyExpiry) => onChange({ policyExpiry })}
            error={errors.policyExpiry}
          />
        )}
      </div>
    ),
    countryWorkIn: () => text('countryWorkIn', { autoComplete: 'country-name' }),
    platform: () => (
      <RadioGroupField
        key="platform"
        id={id('platform')}
        name="platform"
        label={t('contact.field.platform')}
        inline
        required={req('platform')}
        optionalText={optionalText}
        value={values.platform}
        onChange={(platform) => onChange({ platform })}
        options={PLATFORMS.map((value) => ({ value, label: t(`contact.platform.${value}`) }))}
        error={errors.platform}
      />
    ),
    policyNumber: () => text('policyNumber'),
    destination: () => text('destination'),
    callWindow: () => (
      <CallWindowField
        key="callWindow"
        id={id('callWindow')}
        name="callWindow"
        label={t('contact.field.callWindow')}
        placeholder={chooseTexts.choose}
        required={req('callWindow')}
        optionalText={optionalText}
        value={values.callWindow}
        onChange={(callWindow) => onChange({ callWindow })}
        windows={session.windows}
        error={errors.callWindow}
      />
    ),
  }
  return <>{session.fields.map((field) => render[field]())}</>
}

/**
 * The title choices a form offers: one per gender in the portal's own words when it has them (CKJ:
 * "Bapak / Ibu", each standing for the gender's first title), else every title (docs/data.md).
 */
function titleOptions(portal: {
  titles: { male: string[]; female: string[] }
  titleChoices?: { male: string; female: string } | undefined
}): { value: string; label: string }[] {
  const choices = portal.titleChoices
  if (choices && portal.titles.male[0] !== undefined && portal.titles.female[0] !== undefined) {
    return [
      { value: portal.titles.male[0], label: choices.male },
      { value: portal.titles.female[0], label: choices.female },
    ]
  }
  return [...portal.titles.male, ...portal.titles.female].map((title) => ({ value: title, label: title }))
}
