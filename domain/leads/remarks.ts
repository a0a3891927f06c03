import * as v from 'valibot'
import { isStorableText } from '../validation/checks'
import { INVALID } from '../validation/messageRef'

/** The keys a lead's Remarks JSON may hold (docs/requirements/wire-contract.md#remarks). */
export const REMARKS_KEYS = [
  'Company',
  'Product',
  'ApplyDate',
  'FormURL',
  'Age',
  'Birthdate',
  'MonthlyIncome',
  'MonthlyIncomeRange',
  'GrossAnnualIncome',
  'Province',
  'ProvinceId',
  'City',
  'RegionId',
  'Occupation',
  'EmploymentTypeId',
  'VehicleManufacturer',
  'VehicleManufacturerId',
  'VehicleModel',
  'VehicleModelId',
  'ManufacturingYear',
  'CreditCardIssuer',
  'CreditCardIssuerId',
  'CreditCardHolder',
  'CreditCardHolderTenure',
  'LoanAmount',
  'Tenure',
  'NumberOfCreditCards',
  'TimeAvailable',
  'NPWPOwnership',
  'InternationalPhoneNumber',
  'AlternativeContactInfo',
  'AlternativeContactInfoDetails',
  'CountryWorkIn',
  'Platform',
  'NumberOfCarsToBeInsured',
  'TypeOfPolicy',
  'Mortgaged',
  'ProspectiveCar',
  'Seller',
  'Downpayment',
  'PolicyNumber',
  'CarInsurancePolicyExpiring',
  'PreviousInsuranceProvider',
  'Destination',
  'StartDateOfTravel',
  'EndDateOfTravel',
  'VehicleModelYear',
  // Ours, sent by the application wizard (docs/requirements/wire-contract.md#wizard-leads): the live API keeps unknown keys.
  'CompanyProductId',
  'ContractType',
] as const

/** A Remarks key. */
export type RemarksKey = (typeof REMARKS_KEYS)[number] | 'CardNumber'

/** Keys every lead's Remarks carries, '' when there is no value (docs/requirements/wire-contract.md#remarks). */
export const ALWAYS_REMARKS_KEYS = ['Company', 'Product', 'ApplyDate', 'FormURL'] as const satisfies readonly RemarksKey[]

/**
 * Name of a landing form's own Remarks key: a checkbox group goes under its own field name
 * (docs/requirements/wire-contract.md#landing-form-leads), so Remarks may hold names beyond REMARKS_KEYS.
 */
export const EXTRA_REMARKS_KEY = /^[A-Z][A-Za-z0-9_]{0,63}$/

/** Most keys a Remarks object may hold. */
export const REMARKS_MAX_KEYS = 80

/** Remarks answers as a form holds them; empty ones are left out of the JSON (but for ALWAYS_REMARKS_KEYS). */
export type RemarksValues = Partial<Record<string, string | number | boolean | null | undefined>>

/** Longest Remarks JSON accepted, in characters; longest single value. */
export const REMARKS_MAX_LENGTH = 4000
const VALUE_MAX_LENGTH = 500

/** The Remarks field of a lead body: a JSON object text with Remarks keys only, read as that object. */
export const RemarksSchema = v.pipe(
  v.string(INVALID),
  v.maxLength(REMARKS_MAX_LENGTH, INVALID),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown
    } catch {
      addIssue({ message: INVALID })
      return NEVER
    }
  }),
  v.record(
    v.pipe(v.string(INVALID), v.regex(EXTRA_REMARKS_KEY, INVALID)),
    v.union(
      [v.pipe(v.string(), v.check(isStorableText, INVALID), v.maxLength(VALUE_MAX_LENGTH, INVALID)), v.pipe(v.number(), v.finite()), v.boolean()],
      INVALID,
    ),
    INVALID,
  ),
  v.check((record) => Object.keys(record).length <= REMARKS_MAX_KEYS, INVALID),
)

/**
 * The Remarks JSON text: Company, Product, ApplyDate and FormURL always ('' when blank), then every
 * other key with a value (not null, undefined or blank), strings trimmed. Keys that are not Remarks
 * names (EXTRA_REMARKS_KEY) are a programming error and throw.
 */
export function remarksJson(values: RemarksValues): string {
  const kept: Record<string, string | number | boolean> = {}
  for (const key of ALWAYS_REMARKS_KEYS) {
    const value = values[key]
    kept[key] = typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : value
  }
  for (const [key, value] of Object.entries(values)) {
    if (key in kept || value === null || value === undefined) continue
    if (!EXTRA_REMARKS_KEY.test(key)) throw new Error(`Not a Remarks key: ${JSON.stringify(key)}`)
    if (typeof value === 'string') {
      if (value.trim() !== '') kept[key] = value.trim()
    } else {
      kept[key] = value
    }
  }
  return JSON.stringify(kept)
}
