import type { ContactFieldId, AgreementId } from '../../domain/contact/variantSchema'
import { combineBirthdate } from '../../domain/dates/birthday'
import type { FieldValue } from '../../domain/validation/checks'
import { EMPTY_BIRTHDAY, type BirthdayParts } from '../fields/BirthdayField'
import { EMPTY_LOCATION, type Location } from '../fields/ProvinceRegionField'
import { EMPTY_VEHICLE, type Vehicle } from '../fields/VehicleField'

/** Every answer the modal can hold, as the visitor gave it (amounts with separators). */
export interface ContactValues {
  title: string
  firstName: string
  /** Optional (the ECM generic modal asks it). */
  middleName: string
  lastName: string
  birthday: BirthdayParts
  mobilePhoneNumber: string
  telephoneNumber: string
  email: string
  monthlyIncome: string
  grossAnnualIncome: string
  location: Location
  employmentTypeId: string
  employmentTypeName: string
  cardHolder: '' | 'yes' | 'no'
  /** Whether the card has been held for the vertical's threshold or longer. */
  cardHolderTenure: '' | 'at-least' | 'less'
  numberOfCards: '' | '0' | '1' | '2' | 'more-than-2'
  loanAmount: string
  /** Months, as text. */
  tenor: string
  /** CKJ loans: whether the visitor has an NPWP (Indonesian tax id). */
  npwpOwnership: '' | 'yes' | 'no'
  vehicle: Vehicle
  existingInsurance: '' | 'yes' | 'no'
  /** yyyy-mm-dd from the date input. */
  policyExpiry: string
  countryWorkIn: string
  platform: string
  policyNumber: string
  destination: string
  callWindow: string
  consent: boolean
  insuranceAgreement: boolean
  claimsAgreement: boolean
}

/** A fresh form: what opening the modal, and closing it, return to. */
export const EMPTY_VALUES: ContactValues = {
  title: '',
  firstName: '',
  middleName: '',
  lastName: '',
  birthday: EMPTY_BIRTHDAY,
  mobilePhoneNumber: '',
  telephoneNumber: '',
  email: '',
  monthlyIncome: '',
  grossAnnualIncome: '',
  location: EMPTY_LOCATION,
  employmentTypeId: '',
  employmentTypeName: '',
  cardHolder: '',
  cardHolderTenure: '',
  numberOfCards: '',
  loanAmount: '',
  tenor: '',
  npwpOwnership: '',
  vehicle: EMPTY_VEHICLE,
  existingInsurance: '',
  policyExpiry: '',
  countryWorkIn: '',
  platform: '',
  policyNumber: '',
  destination: '',
  callWindow: '',
  consent: false,
  insuranceAgreement: false,
  claimsAgreement: false,
}

/** One validated control: its error name, its modal rules, its value, when it is shown, its element id suffix and label key. */
export interface FieldCheck {
  name: string
  rules: string
  value: (values: ContactValues) => FieldValue
  /** Hidden controls are neither validated nor sent (docs/requirements/forms-and-leads.md#conditional-fields). */
  shown?: (values: ContactValues) => boolean
  /** Suffix of the control's element id (the form prefixes its own id). */
  target: string
  /** Message key of the label used in the error summary. */
  labelKey: string
}

const check = (name: string, rules: string, value: (values: ContactValues) => FieldValue, extra: Partial<FieldCheck> = {}): FieldCheck => ({
  name,
  rules,
  value,
  target: name,
  labelKey: `contact.field.${name}`,
  ...extra,
})

/** The controls of each field group, in display order, with the docs/requirements/forms-and-leads.md#modal-rules. */
export const FIELD_CHECKS: Record<ContactFieldId, readonly FieldCheck[]> = {
  title: [check('title', 'required', (v) => v.title)],
  firstName: [check('firstName', 'required|name', (v) => v.firstName)],
  // Optional: "name" passes an empty value and checks only what is typed.
  middleName: [check('middleName', 'name', (v) => v.middleName)],
  lastName: [check('lastName', 'required|name', (v) => v.lastName)],
  // '' until all three dropdowns are chosen, so a partial date is "required".
  birthday: [check('birthday', 'required|birthday', (v) => combineBirthdate(v.birthday.month, v.birthday.day, v.birthday.year))],
  mobilePhoneNumber: [check('mobilePhoneNumber', 'required|mobile-number', (v) => v.mobilePhoneNumber)],
  telephoneNumber: [check('telephoneNumber', 'phone-number', (v) => v.telephoneNumber)],
  email: [check('email', 'required|email', (v) => v.email)],
  monthlyIncome: [check('monthlyIncome', 'required|number', (v) => v.monthlyIncome)],
  grossAnnualIncome: [check('grossAnnualIncome', 'required|number', (v) => v.grossAnnualIncome)],
  location: [
    check('province', 'required', (v) => v.location.provinceId, { target: 'location-province' }),
    check('region', 'required', (v) => v.location.regionId, { target: 'location-region', shown: (v) => v.location.provinceId !== '' }),
  ],
  employmentType: [check('employmentType', 'required', (v) => v.employmentTypeId)],
  cardHolder: [
    check('cardHolder', 'required', (v) => v.cardHolder),
    check('cardHolderTenure', 'required', (v) => v.cardHolderTenure, { shown: (v) => v.cardHolder === 'yes' }),
  ],
  // Asked once the visitor said Yes to having a card (DEPENDS_ON in domain/contact/variantSchema.ts).
  numberOfCards: [check('numberOfCards', 'required', (v) => v.numberOfCards, { shown: (v) => v.cardHolder === 'yes' })],
  loanAmount: [check('loanAmount', 'required|number', (v) => v.loanAmount)],
  tenor: [check('tenor', 'required', (v) => v.tenor)],
  npwpOwnership: [check('npwpOwnership', 'required', (v) => v.npwpOwnership)],
  vehicle: [
    check('vehicleMake', 'required', (v) => v.vehicle.makeId, { target: 'vehicle-make' }),
    check('vehicleYear', 'required', (v) => v.vehicle.year, { target: 'vehicle-year', shown: (v) => v.vehicle.makeId !== '' }),
    check('vehicleModel', 'required', (v) => v.vehicle.modelId, { target: 'vehicle-model', shown: (v) => v.vehicle.year !== '' }),
  ],
  existingInsurance: [
    check('existingInsurance', 'required', (v) => v.existingInsurance),
    check('policyExpiry', 'required', (v) => v.policyExpiry, { shown: (v) => v.existingInsurance === 'yes' }),
  ],
  countryWorkIn: [check('countryWorkIn', 'required|name', (v) => v.countryWorkIn)],
  platform: [check('platform', 'required', (v) => v.platform)],
  policyNumber: [check('policyNumber', 'required', (v) => v.policyNumber)],
  destination: [check('destination', 'required', (v) => v.destination)],
  callWindow: [check('callWindow', 'required', (v) => v.callWindow)],
}

/** The tick boxes' checks (docs/requirements/forms-and-leads.md#agreements: required-agreement, insurance agreement, claims agreement). */
export const AGREEMENT_CHECKS: Record<AgreementId, FieldCheck> = {
  consent: check('consent', 'required-agreement', (v) => v.consent),
  insuranceAgreement: check('insuranceAgreement', 'insurance-agreement', (v) => v.insuranceAgreement),
  claimsAgreement: check('claimsAgreement', 'claims-agreement', (v) => v.claimsAgreement),
}

/** Whether a control's rules make it required (a control without "required" shows the optional marker). */
export function isRequired(item: FieldCheck): boolean {
  return item.rules.split('|').some((rule) => rule.trim() === 'required')
}

/** A check without its "required" rule: an optional answer is checked only when given. */
function withoutRequired(item: FieldCheck): FieldCheck {
  return {
    ...item,
    rules: item.rules
      .split('|')
      .filter((rule) => rule.trim() !== 'required')
      .join('|'),
  }
}

/**
 * The checks of a field as a session asks it (docs/requirements/forms-and-leads.md#optional-answers):
 * an optional field's question loses "required"; the follow-up a given answer opens (the region of a
 * province chosen, the tenure of a Yes) keeps its rules, so an answer once started is complete.
 */
export function fieldChecks(id: ContactFieldId, optional: readonly ContactFieldId[] = []): readonly FieldCheck[] {
  return optional.includes(id) ? FIELD_CHECKS[id].map((item, index) => (index === 0 ? withoutRequired(item) : item)) : FIELD_CHECKS[id]
}

/** The checks that apply now, in display order: the fields' shown controls, then the tick boxes. */
export function activeChecks(
  fields: readonly ContactFieldId[],
  agreements: readonly AgreementId[],
  values: ContactValues,
  optional: readonly ContactFieldId[] = [],
): FieldCheck[] {
  const controls = fields.flatMap((id) => fieldChecks(id, optional)).filter((item) => item.shown === undefined || item.shown(values))
  return [...controls, ...agreements.map((id) => AGREEMENT_CHECKS[id])]
}
