import * as v from 'valibot'
import { isStorableText } from '../validation/checks'
import { INVALID } from '../validation/messageRef'
import { CONTRACT_TYPES } from '../content/contractTypes'

/** Kinds of Remarks value, each with the check the lead API applies to a known key (docs/requirements/wire-contract.md#remarks). */
const TEXT = v.pipe(v.string(), v.check(isStorableText), v.maxLength(500))
const pattern = (regex: RegExp) => v.pipe(v.string(), v.regex(regex))
export const REMARK_KINDS = {
  /** Any storable text of at most 500 characters. */
  text: TEXT,
  /** A lookup's id as the lookups give it: "31", "31.73", "1380100000". */
  id: pattern(/^[0-9A-Za-z][0-9A-Za-z.-]{0,39}$/),
  /** A whole amount or count without separators: "50000000". */
  digits: pattern(/^\d{1,15}$/),
  /** A calendar year: "2024". */
  year: pattern(/^(19|20)\d{2}$/),
  /** A day as two digits, two digits and four: ECM MM/DD/YYYY, CKJ DD/MM/YYYY for Birthdate. */
  date: pattern(/^\d{2}\/\d{2}\/\d{4}$/),
  /** A moment in UTC without milliseconds: "2026-11-24T01:30:00Z". */
  moment: pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
  /** A page's address. */
  address: v.pipe(v.string(), v.check(isStorableText), v.maxLength(500), v.regex(/^https?:\/\/\S+$/)),
  /** An age in years, a JSON number. */
  age: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(150)),
  /** NumberOfCreditCards. */
  cards: v.picklist(['0', '1', '2', '>2']),
  /** The wizard's contract type. */
  contractType: v.picklist(CONTRACT_TYPES),
  /** A landing's card number: "2018-" and the digits typed. */
  cardNumber: pattern(/^2018-\d{0,30}$/),
} as const
export type RemarkKind = keyof typeof REMARK_KINDS

/**
 * The Remarks keys a lead may hold and the kind of each value (docs/requirements/wire-contract.md#remarks),
 * defined once: the forms' wire mappings may write only these keys (a typo is a type error), the lead
 * API checks each known key's value against its kind, and docs/form-fields.md lists them. A key that
 * is not here (a landing form's checkbox group) is kept as received, as the live API does.
 */
export const REMARKS_FIELDS = {
  Company: 'text',
  Product: 'text',
  ApplyDate: 'moment',
  FormURL: 'address',
  Age: 'age',
  Birthdate: 'date',
  MonthlyIncome: 'digits',
  MonthlyIncomeRange: 'text',
  // ECM sends the band's label ("PHP250,000.00 and above"), CKJ the amount.
  GrossAnnualIncome: 'text',
  Province: 'text',
  ProvinceId: 'id',
  City: 'text',
  RegionId: 'id',
  Occupation: 'text',
  EmploymentTypeId: 'id',
  VehicleManufacturer: 'text',
  VehicleManufacturerId: 'id',
  VehicleModel: 'text',
  VehicleModelId: 'id',
  ManufacturingYear: 'year',
  CreditCardIssuer: 'text',
  CreditCardIssuerId: 'id',
  CreditCardHolder: 'text',
  CreditCardHolderTenure: 'text',
  LoanAmount: 'digits',
  // ECM the option's label ("12 months"), CKJ the number.
  Tenure: 'text',
  NumberOfCreditCards: 'cards',
  TimeAvailable: 'text',
  NPWPOwnership: 'text',
  InternationalPhoneNumber: 'text',
  AlternativeContactInfo: 'text',
  AlternativeContactInfoDetails: 'text',
  CountryWorkIn: 'text',
  Platform: 'text',
  NumberOfCarsToBeInsured: 'text',
  TypeOfPolicy: 'text',
  Mortgaged: 'text',
  ProspectiveCar: 'text',
  Seller: 'text',
  Downpayment: 'text',
  PolicyNumber: 'text',
  CarInsurancePolicyExpiring: 'date',
  PreviousInsuranceProvider: 'text',
  Destination: 'text',
  StartDateOfTravel: 'text',
  EndDateOfTravel: 'text',
  VehicleModelYear: 'text',
  // Ours, sent by the application wizard (docs/requirements/wire-contract.md#wizard-leads): the live API keeps unknown keys.
  CompanyProductId: 'digits',
  ContractType: 'contractType',
  // A landing form's card number (docs/requirements/wire-contract.md#landing-form-leads).
  CardNumber: 'cardNumber',
} as const satisfies Record<string, RemarkKind>

/** The keys a lead's Remarks JSON may hold that a form asks or the page fills (all of REMARKS_FIELDS but CardNumber, which has its own landing field). */
export const REMARKS_KEYS = (Object.keys(REMARKS_FIELDS) as KnownRemarksKey[]).filter((key) => key !== 'CardNumber') as Exclude<KnownRemarksKey, 'CardNumber'>[]

/** A known Remarks key. */
export type KnownRemarksKey = keyof typeof REMARKS_FIELDS

/** Known Remarks answers as a form's wire mapping writes them: only known keys, each of its kind's type (empty ones are left out). */
export type KnownRemarks = { [K in KnownRemarksKey]?: v.InferInput<(typeof REMARK_KINDS)[(typeof REMARKS_FIELDS)[K]]> | '' }

/** Whether a known key's value is of its kind. */
export function isRemarkOfKind(key: KnownRemarksKey, value: unknown): boolean {
  return v.is(REMARK_KINDS[REMARKS_FIELDS[key]], value)
}

/** A Remarks key. */
export type RemarksKey = KnownRemarksKey

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

/**
 * The Remarks field of a lead body: a JSON object text of Remarks names, read as that object. A known
 * key (REMARKS_FIELDS) must hold a value of its kind; any other name of the pattern is kept as received.
 */
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
  // A known key's value of its kind ('' allowed only where every lead carries the key); other keys as received.
  v.check(
    (record) =>
      Object.entries(record).every(([key, value]) =>
        !Object.hasOwn(REMARKS_FIELDS, key)
          ? true
          : (value === '' && (ALWAYS_REMARKS_KEYS as readonly string[]).includes(key)) || isRemarkOfKind(key as KnownRemarksKey, value),
      ),
    INVALID,
  ),
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
