import * as v from 'valibot'
import type { Utm } from '../campaign/utm'
import { UTM_FIELDS, UTM_MAX_LENGTH } from '../campaign/utm'
import { ageOn } from '../dates/age'
import { parseDateInput, toMonthDayYear } from '../dates/isoDate'
import { todayIn } from '../dates/todayIn'
import { parseAmount } from '../format/numbers'
import { VERTICAL_IDS, type PortalConfig } from '../portal'
import { emailField, formBody, nameField, optionalField, phoneField, requiredField, textField, wholeNumberField } from '../validation/bodyFields'
import { INVALID, messageRef } from '../validation/messageRef'
import { grossAnnualIncomeBand, monthlyIncomeBand } from './incomeBands'
import { remarksJson, RemarksSchema, type RemarksValues } from './remarks'
import { genderOfTitle, titleFor, type Gender, type MaritalStatus } from './title'

/** Prefix of a landing form's card number (SPEC.md §3 "Landing-form lead extras"). */
export const CARD_NUMBER_PREFIX = '2018-'

const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/
const utcInstant = v.pipe(
  textField(24),
  v.regex(UTC_INSTANT, INVALID),
  v.transform((text) => new Date(text)),
  v.check((date) => !Number.isNaN(date.getTime()), INVALID),
)
const free = (max: number) => optionalField(textField(max))

/**
 * Schema of the AddCallSchedule form body (SPEC.md §3) plus our Portal, IdempotencyKey and
 * ConsentVersion and the landing extras. Input: strings as form encoding sends them ('true'/'false',
 * digits); output typed. The browser builds the body with buildLeadPayload, the lead API parses it
 * with this schema for the portal named in the body; errors are message references.
 */
export function createLeadSchema(portal: PortalConfig) {
  const titles = [...portal.titles.male, ...portal.titles.female]
  return v.pipe(
    v.object({
      Portal: v.literal(portal.code, INVALID),
      IdempotencyKey: v.pipe(v.string(INVALID), v.uuid(INVALID)),
      ConsentVersion: v.pipe(v.string(INVALID), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, INVALID), v.maxLength(64, INVALID)),
      AffiliateGuid: optionalField(v.pipe(textField(36), v.uuid(INVALID))),
      VerticalId: requiredField(v.pipe(wholeNumberField(1, 99), v.picklist(Object.values(VERTICAL_IDS), INVALID))),
      FirstName: requiredField(nameField()),
      MiddleName: optionalField(nameField()),
      LastName: requiredField(nameField()),
      IsMale: optionalField(v.pipe(v.picklist(['true', 'false'], INVALID), v.transform((text) => text === 'true'))),
      Title: optionalField(v.picklist(titles, INVALID)),
      TelephoneNumber: optionalField(phoneField(7, 15, 'validation.phoneNumber')),
      MobilePhoneNumber: optionalField(phoneField(10, 15, 'validation.mobileNumber')),
      Email: requiredField(emailField()),
      StartDate: optionalField(utcInstant),
      EndDate: optionalField(utcInstant),
      Remarks: optionalField(RemarksSchema),
      FormUrl: requiredField(v.pipe(textField(2000), v.url(INVALID), v.regex(/^https?:\/\//i, INVALID))),
      utm_source: free(UTM_MAX_LENGTH),
      utm_medium: free(UTM_MAX_LENGTH),
      utm_term: free(UTM_MAX_LENGTH),
      utm_content: free(UTM_MAX_LENGTH),
      utm_campaign: free(UTM_MAX_LENGTH),
      IPAddress: optionalField(v.pipe(textField(45), v.ip(INVALID))),
      CardNumber: optionalField(v.pipe(textField(11), v.regex(/^2018-\d{6}$/, messageRef('validation.cardNumber', { n: 6 })))),
      Occupation: free(100),
      City: free(100),
      Province: free(100),
      Choices: free(1000),
      Age: optionalField(wholeNumberField(0, 200)),
    }),
    // Gender and title come together, and the title is one of that gender's (Mr. is never female).
    v.forward(
      v.partialCheck([['IsMale'], ['Title']], (input) =>
        input.Title === undefined ? input.IsMale === undefined : genderOfTitle(portal, input.Title) === (input.IsMale ? 'male' : 'female'), INVALID),
      ['Title'],
    ),
    // A call-back needs a number to call.
    v.forward(
      v.partialCheck([['MobilePhoneNumber'], ['TelephoneNumber']], (input) => input.MobilePhoneNumber !== undefined || input.TelephoneNumber !== undefined, 'validation.required'),
      ['MobilePhoneNumber'],
    ),
    // A call window has both ends, the end not before the start.
    v.forward(
      v.partialCheck([['StartDate'], ['EndDate']], (input) =>
        input.StartDate === undefined || input.EndDate === undefined ? input.StartDate === input.EndDate : input.EndDate >= input.StartDate, INVALID),
      ['EndDate'],
    ),
  )
}

/** The lead body's schema type, its input (form strings) and its output (typed). */
export type LeadSchema = ReturnType<typeof createLeadSchema>
export type LeadInput = v.InferInput<LeadSchema>
export type LeadOutput = v.InferOutput<LeadSchema>

/** A lead's answers as the form holds them (amounts as typed, with separators). */
export interface LeadFormValues {
  affiliateGuid?: string
  verticalId: number
  firstName: string
  middleName?: string
  lastName: string
  /** Absent when the form does not ask: then neither IsMale nor Title is sent. */
  gender?: Gender
  maritalStatus?: MaritalStatus
  telephoneNumber?: string
  mobilePhoneNumber?: string
  email: string
  /** The chosen call window (domain/leads/callWindows.ts). */
  callWindow?: { start: Date; end: Date }
  /** MM/DD/YYYY or yyyy-mm-dd: gives Remarks Birthdate and Age, and the Age field. */
  birthdate?: string
  /** Pesos or rupiah a month as typed: gives Remarks MonthlyIncome and MonthlyIncomeRange. */
  monthlyIncome?: string
  /** Pesos a year as typed: gives the Remarks GrossAnnualIncome band. */
  grossAnnualIncome?: string
  /** Other Remarks answers. */
  remarks?: RemarksValues
  /** Landing extras: the card number's 6 digits, occupation, city, province, a checkbox group's choices. */
  cardNumber?: string
  occupation?: string
  city?: string
  province?: string
  choices?: readonly string[]
}

/** What the page knows beside the answers. */
export interface LeadContext {
  portal: PortalConfig
  utm: Utm
  ipAddress: string | null
  formUrl: string
  /** A UUID made once per form submission, so a retried post is stored once. */
  idempotencyKey: string
  /** Version id of the consent text shown (domain/consent). */
  consentVersion: string
  now: Date
}

function amount(text: string | undefined, portal: PortalConfig): number | null {
  return text === undefined || text.trim() === '' ? null : parseAmount(text, portal.code)
}

/** The form-encoded AddCallSchedule body (field name to string) for a lead; fields without a value are left out. */
export function buildLeadPayload(input: LeadFormValues, context: LeadContext): Record<string, string> {
  const { portal } = context
  const birthdate = input.birthdate === undefined ? null : parseDateInput(input.birthdate)
  const ageToday = birthdate === null ? null : ageOn(birthdate, todayIn(portal.timeZone, context.now))
  // A birthdate after today has no age to send; the form's rules reject it before this point.
  const age = ageToday !== null && ageToday >= 0 ? ageToday : null
  const monthly = amount(input.monthlyIncome, portal)
  const annual = amount(input.grossAnnualIncome, portal)
  const remarks: RemarksValues = { ...input.remarks }
  if (birthdate !== null && age !== null) {
    remarks.Birthdate = toMonthDayYear(birthdate)
    remarks.Age = String(age)
  }
  if (monthly !== null) {
    remarks.MonthlyIncome = String(monthly)
    remarks.MonthlyIncomeRange = String(monthlyIncomeBand(monthly))
  }
  if (annual !== null) remarks.GrossAnnualIncome = String(grossAnnualIncomeBand(annual))
  const fields: Record<string, string | undefined> = {
    Portal: portal.code,
    IdempotencyKey: context.idempotencyKey,
    ConsentVersion: context.consentVersion,
    AffiliateGuid: input.affiliateGuid,
    VerticalId: String(input.verticalId),
    FirstName: input.firstName,
    MiddleName: input.middleName,
    LastName: input.lastName,
    IsMale: input.gender === undefined ? undefined : String(input.gender === 'male'),
    Title: input.gender === undefined ? undefined : titleFor(portal, input.gender, input.maritalStatus),
    TelephoneNumber: input.telephoneNumber,
    MobilePhoneNumber: input.mobilePhoneNumber,
    Email: input.email,
    StartDate: input.callWindow?.start.toISOString(),
    EndDate: input.callWindow?.end.toISOString(),
    FormUrl: context.formUrl,
    IPAddress: context.ipAddress ?? undefined,
    CardNumber: input.cardNumber?.trim() ? `${CARD_NUMBER_PREFIX}${input.cardNumber.trim()}` : undefined,
    Occupation: input.occupation,
    City: input.city,
    Province: input.province,
    Choices: input.choices?.map((choice) => choice.trim()).filter((choice) => choice !== '').join(','),
    Age: age === null ? undefined : String(age),
  }
  for (const field of UTM_FIELDS) fields[field] = context.utm[field] ?? undefined
  const remarksText = remarksJson(remarks)
  return formBody({ ...fields, Remarks: remarksText === '{}' ? undefined : remarksText })
}
