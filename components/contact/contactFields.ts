import type { AgreementId, ContactFieldId } from '../../domain/contact/variantSchema'
import { combineBirthdate } from '../../domain/dates/birthday'
import { toMonthDayYear, type IsoDate } from '../../domain/dates/isoDate'
import { stripSeparators } from '../../domain/format/numbers'
import type { LeadFormValues } from '../../domain/leads/leadPayload'
import type { KnownRemarks } from '../../domain/leads/remarks'
import { genderOfTitle } from '../../domain/leads/title'
import { cardHolderTenureThreshold } from '../../domain/partners/completion'
import type { PortalConfig } from '../../domain/portal'
import type { FieldValue } from '../../domain/validation/checks'
import { EMPTY_BIRTHDAY, type BirthdayParts } from '../fields/BirthdayField'
import { EMPTY_LOCATION, type Location } from '../fields/ProvinceRegionField'
import { EMPTY_VEHICLE, type Vehicle } from '../fields/VehicleField'
import type { ContactSession } from './session'

// The call-back modal's fields, defined once (docs/forms.md "One definition per form"): each field's
// value, its controls with their rules (the browser's check; the message keys are the rules'), and how
// its answer goes on the wire (top-level lead values or Remarks keys of domain/leads/remarks.ts, which
// the lead API checks by kind). The field table of docs/form-fields.md is generated from this file.

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

/** Remarks NumberOfCreditCards values for the four answers (docs/requirements/forms-and-leads.md#loan-answers: 0, 1, 2, more than 2). */
export const NUMBER_OF_CARDS_REMARK: Record<Exclude<ContactValues['numberOfCards'], ''>, '0' | '1' | '2' | '>2'> = {
  '0': '0',
  '1': '1',
  '2': '2',
  'more-than-2': '>2',
}

/** What the wire mapping of a field reads beside the values. */
export interface WireInput {
  session: ContactSession
  portal: PortalConfig
  today: IsoDate
}

/** What one asked field adds to the lead: top-level answers and Remarks keys. */
export interface FieldAnswer {
  lead?: Partial<LeadFormValues>
  remarks?: KnownRemarks
}

export type FieldWire = (values: ContactValues, input: WireInput) => FieldAnswer

const lead = (answer: Partial<LeadFormValues>): FieldAnswer => ({ lead: answer })
const remark = (answer: KnownRemarks): FieldAnswer => ({ remarks: answer })

/** One modal field: its controls and rules, in display order, and its wire mapping. */
export interface ContactFieldDefinition {
  checks: readonly FieldCheck[]
  wire: FieldWire
}

/**
 * Every modal field (docs/requirements/forms-and-leads.md#modal-rules for the rules,
 * docs/requirements/wire-contract.md#remarks for the wire). One entry per field id: a field without
 * its checks or its wire mapping does not compile. The existing-insurance expiry is today's date when
 * the answer is No (docs/requirements/forms-and-leads.md#conditional-fields), dates as MM/DD/YYYY.
 */
export const CONTACT_FIELDS = {
  title: {
    checks: [check('title', 'required', (v) => v.title)],
    // The gender comes from the title the visitor chose (the wire title is the builder's).
    wire: (values, { portal }) => lead({ gender: genderOfTitle(portal, values.title) ?? undefined }),
  },
  firstName: {
    checks: [check('firstName', 'required|name', (v) => v.firstName)],
    wire: (values) => lead({ firstName: values.firstName }),
  },
  // Optional: "name" passes an empty value and checks only what is typed.
  middleName: {
    checks: [check('middleName', 'name', (v) => v.middleName)],
    wire: (values) => lead({ middleName: values.middleName }),
  },
  lastName: {
    checks: [check('lastName', 'required|name', (v) => v.lastName)],
    wire: (values) => lead({ lastName: values.lastName }),
  },
  // '' until all three dropdowns are chosen, so a partial date is "required".
  birthday: {
    checks: [check('birthday', 'required|birthday', (v) => combineBirthdate(v.birthday.month, v.birthday.day, v.birthday.year))],
    wire: (values) => lead({ birthdate: combineBirthdate(values.birthday.month, values.birthday.day, values.birthday.year) || undefined }),
  },
  mobilePhoneNumber: {
    checks: [check('mobilePhoneNumber', 'required|mobile-number', (v) => v.mobilePhoneNumber)],
    wire: (values) => lead({ mobilePhoneNumber: values.mobilePhoneNumber }),
  },
  telephoneNumber: {
    checks: [check('telephoneNumber', 'phone-number', (v) => v.telephoneNumber)],
    wire: (values) => lead({ telephoneNumber: values.telephoneNumber }),
  },
  email: {
    checks: [check('email', 'required|email', (v) => v.email)],
    wire: (values) => lead({ email: values.email }),
  },
  monthlyIncome: {
    checks: [check('monthlyIncome', 'required|income', (v) => v.monthlyIncome)],
    wire: (values) => lead({ monthlyIncome: values.monthlyIncome }),
  },
  grossAnnualIncome: {
    checks: [check('grossAnnualIncome', 'required|annual-income', (v) => v.grossAnnualIncome)],
    wire: (values) => lead({ grossAnnualIncome: values.grossAnnualIncome }),
  },
  location: {
    checks: [
      check('province', 'required', (v) => v.location.provinceId, { target: 'location-province' }),
      check('region', 'required', (v) => v.location.regionId, { target: 'location-region', shown: (v) => v.location.provinceId !== '' }),
    ],
    wire: ({ location }) =>
      remark({ Province: location.provinceName, ProvinceId: location.provinceId, City: location.regionName, RegionId: location.regionId }),
  },
  employmentType: {
    checks: [check('employmentType', 'required', (v) => v.employmentTypeId)],
    wire: (values) => remark({ Occupation: values.employmentTypeName, EmploymentTypeId: values.employmentTypeId }),
  },
  cardHolder: {
    checks: [
      check('cardHolder', 'required', (v) => v.cardHolder),
      check('cardHolderTenure', 'required', (v) => v.cardHolderTenure, { shown: (v) => v.cardHolder === 'yes' }),
    ],
    wire: (values, { session }) =>
      lead({
        cardHolder:
          values.cardHolder === ''
            ? undefined
            : {
                holds: values.cardHolder === 'yes',
                heldAtLeastThreshold: values.cardHolderTenure === '' ? undefined : values.cardHolderTenure === 'at-least',
                thresholdMonths: cardHolderTenureThreshold(session.verticalId),
              },
      }),
  },
  // Asked once the visitor said Yes to having a card (DEPENDS_ON in domain/contact/variantSchema.ts).
  numberOfCards: {
    checks: [check('numberOfCards', 'required', (v) => v.numberOfCards, { shown: (v) => v.cardHolder === 'yes' })],
    // Asked only after a Yes (decision 053): a visitor with no card holds none, which the live form sent as "0".
    wire: (values) =>
      values.cardHolder === 'no'
        ? remark({ NumberOfCreditCards: NUMBER_OF_CARDS_REMARK['0'] })
        : values.numberOfCards === ''
          ? {}
          : remark({ NumberOfCreditCards: NUMBER_OF_CARDS_REMARK[values.numberOfCards] }),
  },
  loanAmount: {
    checks: [check('loanAmount', 'required|number', (v) => v.loanAmount)],
    wire: (values) => remark({ LoanAmount: stripSeparators(values.loanAmount) }),
  },
  tenor: {
    checks: [check('tenor', 'required', (v) => v.tenor)],
    wire: (values) => {
      const tenor = Number(values.tenor)
      return lead({ tenorMonths: values.tenor !== '' && Number.isInteger(tenor) ? tenor : undefined })
    },
  },
  npwpOwnership: {
    checks: [check('npwpOwnership', 'required', (v) => v.npwpOwnership)],
    wire: (values) => lead({ npwpOwnership: values.npwpOwnership === '' ? undefined : values.npwpOwnership === 'yes' }),
  },
  vehicle: {
    checks: [
      check('vehicleMake', 'required', (v) => v.vehicle.makeId, { target: 'vehicle-make' }),
      check('vehicleYear', 'required', (v) => v.vehicle.year, { target: 'vehicle-year', shown: (v) => v.vehicle.makeId !== '' }),
      check('vehicleModel', 'required', (v) => v.vehicle.modelId, { target: 'vehicle-model', shown: (v) => v.vehicle.year !== '' }),
    ],
    wire: ({ vehicle }) =>
      remark({
        VehicleManufacturer: vehicle.makeName,
        VehicleManufacturerId: vehicle.makeId,
        ManufacturingYear: vehicle.year,
        VehicleModel: vehicle.modelName,
        VehicleModelId: vehicle.modelId,
      }),
  },
  existingInsurance: {
    checks: [
      check('existingInsurance', 'required', (v) => v.existingInsurance),
      check('policyExpiry', 'required', (v) => v.policyExpiry, { shown: (v) => v.existingInsurance === 'yes' }),
    ],
    wire: (values, { today }) => {
      if (values.existingInsurance === '') return {}
      const expiry = values.existingInsurance === 'yes' && values.policyExpiry !== '' ? values.policyExpiry : today
      return remark({ CarInsurancePolicyExpiring: toMonthDayYear(expiry) })
    },
  },
  countryWorkIn: {
    checks: [check('countryWorkIn', 'required|name', (v) => v.countryWorkIn)],
    wire: (values) => remark({ CountryWorkIn: values.countryWorkIn }),
  },
  platform: {
    checks: [check('platform', 'required', (v) => v.platform)],
    wire: (values) => remark({ Platform: values.platform }),
  },
  policyNumber: {
    checks: [check('policyNumber', 'required', (v) => v.policyNumber)],
    wire: (values) => remark({ PolicyNumber: values.policyNumber }),
  },
  destination: {
    checks: [check('destination', 'required', (v) => v.destination)],
    wire: (values) => remark({ Destination: values.destination }),
  },
  callWindow: {
    checks: [check('callWindow', 'required', (v) => v.callWindow)],
    wire: (values, { session }) => lead({ callWindow: session.windows.find((item) => item.id === values.callWindow) }),
  },
} as const satisfies Record<ContactFieldId, ContactFieldDefinition>

/** The tick boxes' checks (docs/requirements/forms-and-leads.md#agreements: required-agreement, insurance agreement, claims agreement). */
export const AGREEMENT_CHECKS: Record<AgreementId, FieldCheck> = {
  consent: check('consent', 'required-agreement', (v) => v.consent),
  insuranceAgreement: check('insuranceAgreement', 'insurance-agreement', (v) => v.insuranceAgreement),
  claimsAgreement: check('claimsAgreement', 'claims-agreement', (v) => v.claimsAgreement),
}
