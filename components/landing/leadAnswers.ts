import { parseDateInput, toMonthDayYear, type IsoDate } from '../../domain/dates/isoDate'
import { stripSeparators } from '../../domain/format/numbers'
import type { LandingFieldType } from '../../domain/landings/landingSchema'
import type { LeadFormValues } from '../../domain/leads/leadPayload'
import type { SubscribeFormValues } from '../../domain/leads/newsletterPayload'
import { REMARKS_KEYS, type RemarksKey, type RemarksValues } from '../../domain/leads/remarks'
import type { Gender } from '../../domain/leads/title'
import type { FieldValue } from '../../domain/validation/checks'

/** What the page knows about the form beside the answers. */
export interface FormMeta {
  verticalId: number
  affiliate?: string
  company: string
  product: string
  /** yyyy-mm-dd in the portal's zone: the Remarks ApplyDate. */
  today: IsoDate
  pageUrl: string
}

function textOf(values: Readonly<Record<string, FieldValue>>, name: string): string | undefined {
  const value = values[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function genderOf(value: string | undefined): Gender | undefined {
  return value === 'male' || value === 'female' ? value : undefined
}

// Remarks keys the lead builder fills from its own inputs (Birthdate, incomes) or the extras it sends apart.
const NOT_IN_REMARKS = new Set<string>(['Birthdate', 'MonthlyIncome', 'GrossAnnualIncome', 'Occupation', 'City', 'Province'])

function remarkValue(value: FieldValue, type: LandingFieldType | undefined): string | boolean | undefined {
  if (typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.join(',')
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
 * The lead's answers from a landing or validated form (field names are those of the lead payload,
 * SPEC.md §3): the landing extras (CardNumber, Occupation, City, Province, the Choices group), the
 * birthdate (which gives Age), the incomes, and every other Remarks key the form asked.
 */
export function leadFormValues(values: Readonly<Record<string, FieldValue>>, types: Readonly<Record<string, LandingFieldType>>, meta: FormMeta): LeadFormValues {
  const remarks: RemarksValues = { Company: meta.company, Product: meta.product, ApplyDate: toMonthDayYear(meta.today), FormURL: meta.pageUrl }
  for (const key of REMARKS_KEYS) {
    if (NOT_IN_REMARKS.has(key) || !(key in values) || key in remarks) continue
    const value = remarkValue(values[key], types[key])
    if (value !== undefined) remarks[key as RemarksKey] = value
  }
  const choices = values.Choices
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
    remarks,
    cardNumber: textOf(values, 'CardNumber'),
    occupation: textOf(values, 'Occupation'),
    city: textOf(values, 'City'),
    province: textOf(values, 'Province'),
    choices: Array.isArray(choices) ? choices : undefined,
  }
}

/** The newsletter subscription's answers (SPEC.md §3): the visitor's name (Name, else first and last name), contacts, gender, birthdate. */
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
