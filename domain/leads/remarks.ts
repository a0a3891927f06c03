import * as v from 'valibot'
import { INVALID } from '../validation/messageRef'

/** The keys a lead's Remarks JSON may hold (SPEC.md §3 "Remarks keys"). */
export const REMARKS_KEYS = [
  'Company', 'Product', 'ApplyDate', 'FormURL', 'Age', 'Birthdate', 'MonthlyIncome', 'MonthlyIncomeRange', 'GrossAnnualIncome',
  'Province', 'ProvinceId', 'City', 'RegionId', 'Occupation', 'EmploymentTypeId', 'VehicleManufacturer', 'VehicleManufacturerId',
  'VehicleModel', 'VehicleModelId', 'ManufacturingYear', 'CreditCardIssuer', 'CreditCardIssuerId', 'CreditCardHolder',
  'CreditCardHolderTenure', 'LoanAmount', 'Tenure', 'NumberOfCreditCards', 'TimeAvailable', 'NPWPOwnership',
  'InternationalPhoneNumber', 'AlternativeContactInfo', 'AlternativeContactInfoDetails', 'CountryWorkIn', 'Platform',
  'NumberOfCarsToBeInsured', 'TypeOfPolicy', 'Mortgaged', 'ProspectiveCar', 'Seller', 'Downpayment', 'PolicyNumber',
  'CarInsurancePolicyExpiring', 'PreviousInsuranceProvider', 'Destination', 'StartDateOfTravel', 'EndDateOfTravel', 'VehicleModelYear',
] as const

/** A Remarks key. */
export type RemarksKey = (typeof REMARKS_KEYS)[number]

/** Remarks answers as a form holds them; empty ones are left out of the JSON. */
export type RemarksValues = Partial<Record<RemarksKey, string | number | boolean | null | undefined>>

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
    v.picklist(REMARKS_KEYS, INVALID),
    v.union([v.pipe(v.string(), v.maxLength(VALUE_MAX_LENGTH, INVALID)), v.number(), v.boolean()], INVALID),
    INVALID,
  ),
)

/** The Remarks JSON text: only keys with a value (not null, undefined or blank), strings trimmed. */
export function remarksJson(values: RemarksValues): string {
  const kept: Record<string, string | number | boolean> = {}
  for (const key of REMARKS_KEYS) {
    const value = values[key]
    if (value === null || value === undefined) continue
    if (typeof value === 'string') {
      if (value.trim() !== '') kept[key] = value.trim()
    } else {
      kept[key] = value
    }
  }
  return JSON.stringify(kept)
}
