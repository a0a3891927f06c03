import { parseDateInput, toMonthDayYear, type IsoDate } from '../../domain/dates/isoDate'
import { stripSeparators } from '../../domain/format/numbers'
import { LANDING_FIELD_NAMES, type LandingFieldType } from '../../domain/landings/landingSchema'
import type { LeadFormValues, LookupAnswer } from '../../domain/leads/leadPayload'
import type { SubscribeFormValues } from '../../domain/leads/newsletterPayload'
import { REMARKS_KEYS, type RemarksValues } from '../../domain/leads/remarks'
import type { Gender } from '../../domain/leads/title'
import type { FieldValue } from '../../domain/validation/checks'

/** What the page knows about the form beside the answers. */
export interface FormMeta {
  verticalId: number
  affiliate?: string
  company: string
  product: string
  /** yyyy-mm-dd in the portal's zone: the day dates are checked against. */
  today: IsoDate
  /** The income is sent as typed even where the portal sends bands (the overseas workers' income form). */
  typedIncome?: boolean
  /** Remarks the page adds of its own (the wizard's CompanyProductId and ContractType); the answers cannot replace them. */
  remarks?: RemarksValues
}

/** What the lead needs to know of a form's field: its name, how it is asked and its choices. */
export interface LeadField {
  name: string
  type: LandingFieldType
  options?: readonly { value: string; label: string }[]
}

function textOf(values: Readonly<Record<string, FieldValue>>, name: string): string | undefined {
  const value = values[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function genderOf(value: string | undefined): Gender | undefined {
  return value === 'male' || value === 'female' ? value : undefined
}

// Remarks keys the lead builder fills from its own inputs (Birthdate, incomes, the landing extras).
const NOT_IN_REMARKS = new Set<string>(['Birthdate', 'MonthlyIncome', 'GrossAnnualIncome', 'Occupation', 'City', 'Province'])

function remarkValue(value: FieldValue, type: LandingFieldType | undefined): string | boolean | undefined {
  if (typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value !== 'string' || value.trim() === '') return undefined
  // Amounts are sent without separators; dates as MM/DD/YYYY like every date of the Remarks.
  if (type === 'amount') return stripSeparators(value)
  if (type === 'date') {
    const date = parseDateInput(value)
    return date === null ? value.trim() : toMonthDayYear(date)
  }
  return value.trim()
}

/**
 * A select answer as label and id (Occupation + EmploymentTypeId ...): a select's option values are
 * the lookup's ids and its labels the lookup's names; a typed answer has no id ('').
 */
function lookupAnswer(values: Readonly<Record<string, FieldValue>>, field: LeadField | undefined): LookupAnswer | undefined {
  if (field === undefined) return undefined
  const value = textOf(values, field.name)
  if (value === undefined) return undefined
  const option = field.options?.find((item) => item.value === value)
  return option ? { label: option.label, id: option.value } : { label: value, id: '' }
}

/**
 * The lead's answers from a landing or validated form (field names are those of the lead payload,
 * docs/requirements/wire-contract.md#landing-form-leads): the landing extras (CardNumber, Occupation, City, Province, each checkbox group under
 * its own name), the birthdate (which gives Age), the incomes, and every other Remarks key the form asked.
 */
export function leadFormValues(values: Readonly<Record<string, FieldValue>>, fields: readonly LeadField[], meta: FormMeta): LeadFormValues {
  const byName = new Map(fields.map((field) => [field.name, field]))
  const remarks: RemarksValues = { Company: meta.company, Product: meta.product, ...meta.remarks }
  for (const key of REMARKS_KEYS) {
    if (NOT_IN_REMARKS.has(key) || !(key in values) || key in remarks) continue
    const value = remarkValue(values[key], byName.get(key)?.type)
    if (value !== undefined) remarks[key] = value
  }
  const groups: Record<string, readonly string[]> = {}
  for (const field of fields) {
    const ticked = values[field.name]
    if (field.type === 'checkboxes' && !LANDING_FIELD_NAMES.includes(field.name) && Array.isArray(ticked)) groups[field.name] = ticked
  }
  return {
    affiliateGuid: meta.affiliate,
    verticalId: meta.verticalId,
    firstName: textOf(values, 'FirstName') ?? '',
    middleName: textOf(values, 'MiddleName'),
    lastName: textOf(values, 'LastName') ?? '',
    gender: genderOf(textOf(values, 'Gender')),
    telephoneNumber: textOf(values, 'TelephoneNumber'),
    mobilePhoneNumber: textOf(values, 'MobilePhoneNumber'),
    email: textOf(values, 'Email') ?? '',
    birthdate: textOf(values, 'Birthdate'),
    monthlyIncome: textOf(values, 'MonthlyIncome'),
    grossAnnualIncome: textOf(values, 'GrossAnnualIncome'),
    typedIncome: meta.typedIncome,
    remarks,
    cardNumber: textOf(values, 'CardNumber'),
    occupation: lookupAnswer(values, byName.get('Occupation')),
    city: lookupAnswer(values, byName.get('City')),
    province: lookupAnswer(values, byName.get('Province')),
    checkboxGroups: groups,
    landing: true,
  }
}

/** The newsletter subscription's answers (docs/requirements/wire-contract.md#newsletter): the visitor's name (Name, else first and last name), contacts, gender, birthdate. */
export function subscribeFormValues(values: Readonly<Record<string, FieldValue>>, list: string): SubscribeFormValues {
  const name = textOf(values, 'Name') ?? [textOf(values, 'FirstName'), textOf(values, 'LastName')].filter(Boolean).join(' ')
  return {
    name,
    email: textOf(values, 'Email') ?? '',
    telephone: textOf(values, 'TelephoneNumber'),
    mobilePhoneNumber: textOf(values, 'MobilePhoneNumber'),
    gender: genderOf(textOf(values, 'Gender')),
    birthdate: textOf(values, 'Birthdate'),
    list,
  }
}
