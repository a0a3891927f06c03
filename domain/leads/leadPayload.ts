import * as v from 'valibot'
import type { Utm } from '../campaign/utm'
import { UTM_FIELDS, UTM_MAX_LENGTH } from '../campaign/utm'
import { ageOn } from '../dates/age'
import { parseDateInput } from '../dates/isoDate'
import { todayIn } from '../dates/todayIn'
import { parseAmount } from '../format/numbers'
import { VERTICAL_IDS, type PortalConfig } from '../portal'
import { emailField, mobileField, nameField, optionalField, requiredField, telephoneField, textField, wholeNumberField } from '../validation/bodyFields'
import { INVALID } from '../validation/messageRef'
import { grossAnnualIncomeBandOf, incomeBandLabel, monthlyIncomeBandOf } from './incomeBands'
import { remarksJson, RemarksSchema, type RemarksValues } from './remarks'
import { genderOfTitle, type Gender } from './title'
import { wireDate, wireInstant, wireTimeAvailable, wireTitle, withMonths } from './wire'

/** Prefix of a landing form's card number (docs/requirements/wire-contract.md#landing-form-leads). */
export const CARD_NUMBER_PREFIX = '2018-'

/**
 * The keys of an AddCallSchedule body, in the live contract's order (docs/requirements/wire-contract.md#lead-fields):
 * every one is always sent, '' when it has no value.
 */
export const LEAD_CONTRACT_FIELDS = [
  'AffiliateGuid',
  'VerticalId',
  'FirstName',
  'MiddleName',
  'LastName',
  'IsMale',
  'Title',
  'TelephoneNumber',
  'MobilePhoneNumber',
  'Email',
  'StartDate',
  'EndDate',
  'Remarks',
  'FormUrl',
  ...UTM_FIELDS,
  'IPAddress',
] as const

/** Our additions to the contract: optional, the live API ignores them, and ours never needs them. */
export const LEAD_EXTRA_FIELDS = ['Portal', 'IdempotencyKey', 'ConsentVersion'] as const

// Milliseconds are accepted from older pages of ours; the contract sends none.
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/
/** Call windows are refused outside these years: a year 0000, 1970 or 9999 is no call-back. */
export const CALL_WINDOW_YEARS = { from: 2000, to: 2099 } as const
const utcInstant = v.pipe(
  textField(24),
  v.regex(UTC_INSTANT, INVALID),
  v.transform((text) => new Date(text)),
  v.check((date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= CALL_WINDOW_YEARS.from && date.getUTCFullYear() <= CALL_WINDOW_YEARS.to, INVALID),
)
const free = (max: number) => optionalField(textField(max))
/** An affiliate (partner) or referral code: the live site's GUIDs and plain codes alike. */
const AFFILIATE_CODE = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Schema of the AddCallSchedule form body: the live contract's fields (docs/requirements/wire-contract.md),
 * each of which may be '' (read as absent), plus our optional Portal, IdempotencyKey and
 * ConsentVersion. Input: strings as form encoding sends them ('true'/'false', digits); output typed.
 * The browser builds the body with buildLeadPayload, the lead API parses it with this schema for the
 * portal the request comes from; errors are message references. Anything the live API accepts in
 * the contract's shape, this accepts.
 */
export function createLeadSchema(portal: PortalConfig) {
  const titles = [...new Set([...portal.titles.male, ...portal.titles.female, portal.wire.titles.male, portal.wire.titles.female])]
  return v.pipe(
    v.object({
      Portal: optionalField(v.literal(portal.code, INVALID)),
      IdempotencyKey: optionalField(v.pipe(v.string(INVALID), v.uuid(INVALID))),
      ConsentVersion: optionalField(v.pipe(v.string(INVALID), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, INVALID), v.maxLength(64, INVALID))),
      AffiliateGuid: optionalField(v.pipe(textField(64), v.regex(AFFILIATE_CODE, INVALID))),
      VerticalId: requiredField(v.pipe(wholeNumberField(1, 99), v.picklist(Object.values(VERTICAL_IDS), INVALID))),
      FirstName: requiredField(nameField()),
      MiddleName: optionalField(nameField()),
      LastName: requiredField(nameField()),
      IsMale: optionalField(
        v.pipe(
          v.picklist(['true', 'false'], INVALID),
          v.transform((text) => text === 'true'),
        ),
      ),
      Title: optionalField(v.picklist(titles, INVALID)),
      TelephoneNumber: optionalField(telephoneField()),
      // Every form asks the mobile number as required (docs/forms.md), so the API does too.
      MobilePhoneNumber: requiredField(mobileField(portal)),
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
    }),
    // Gender and title come together, and the title is one of that gender's (Mr. is never female).
    v.forward(
      v.partialCheck(
        [['IsMale'], ['Title']],
        (input) => (input.Title === undefined ? input.IsMale === undefined : genderOfTitle(portal, input.Title) === (input.IsMale ? 'male' : 'female')),
        INVALID,
      ),
      ['Title'],
    ),
    // A call window has both ends, the end not before the start.
    v.forward(
      v.partialCheck(
        [['StartDate'], ['EndDate']],
        (input) => (input.StartDate === undefined || input.EndDate === undefined ? input.StartDate === input.EndDate : input.EndDate >= input.StartDate),
        INVALID,
      ),
      ['EndDate'],
    ),
  )
}

/** The lead body's schema type and its output (typed). */
export type LeadSchema = ReturnType<typeof createLeadSchema>
export type LeadOutput = v.InferOutput<LeadSchema>

/** An answer chosen from a lookup: the label shown and the lookup's id. */
export interface LookupAnswer {
  label: string
  id: string
}

/** A lead's answers as the form holds them (amounts as typed, with separators). */
export interface LeadFormValues {
  /** The opener's or form's affiliate (partner) code; nothing else fills AffiliateGuid (docs/api.md, "AffiliateGuid"). */
  affiliateGuid?: string
  verticalId: number
  firstName: string
  middleName?: string
  lastName: string
  /** Absent when the form does not ask: then IsMale and Title are sent as ''. */
  gender?: Gender
  telephoneNumber?: string
  mobilePhoneNumber?: string
  email: string
  /** The chosen call window (domain/leads/callWindows.ts): its id gives Remarks TimeAvailable. */
  callWindow?: { id: string; start: Date; end: Date }
  /** MM/DD/YYYY or yyyy-mm-dd: gives Remarks Birthdate and Age. */
  birthdate?: string
  /** Pesos or rupiah a month as typed: gives Remarks MonthlyIncome (and on band portals MonthlyIncomeRange). */
  monthlyIncome?: string
  /** A year's income as typed: gives Remarks GrossAnnualIncome (and on band portals MonthlyIncome). */
  grossAnnualIncome?: string
  /** The income form typed an amount that goes as typed even on a band portal (the OFW form). */
  typedIncome?: boolean
  /** The loan tenor chosen, in months: gives Remarks Tenure. */
  tenorMonths?: number
  /** The card-holder answers: gives CreditCardHolder and, for a holder, CreditCardHolderTenure. */
  cardHolder?: { holds: boolean; heldAtLeastThreshold?: boolean; thresholdMonths: number }
  /** Gives Remarks NPWPOwnership. */
  npwpOwnership?: boolean
  /** Other Remarks answers, as sent. */
  remarks?: RemarksValues
  /** Landing extras: the card number's digits, occupation, city, province, each checkbox group by its name. */
  cardNumber?: string
  occupation?: LookupAnswer
  city?: LookupAnswer
  province?: LookupAnswer
  checkboxGroups?: Readonly<Record<string, readonly string[]>>
  /** A landing lead: no call window, StartDate = EndDate = the moment of sending. */
  landing?: boolean
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
  return text === undefined || text.trim() === '' ? null : parseAmount(text, portal)
}

function plain(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2)
}

/** The Remarks income keys (docs/requirements/wire-contract.md#remarks-income). */
function incomeRemarks(input: LeadFormValues, portal: PortalConfig): RemarksValues {
  const monthly = amount(input.monthlyIncome, portal)
  const annual = amount(input.grossAnnualIncome, portal)
  const remarks: RemarksValues = {}
  if (portal.wire.income === 'amount' || input.typedIncome) {
    if (monthly !== null) remarks.MonthlyIncome = plain(monthly)
    if (annual !== null) remarks.GrossAnnualIncome = plain(annual)
    return remarks
  }
  if (monthly !== null) {
    const band = monthlyIncomeBandOf(monthly)
    remarks.MonthlyIncome = String(band.value)
    remarks.MonthlyIncomeRange = incomeBandLabel(band, portal.currency)
  }
  if (annual !== null) {
    const band = grossAnnualIncomeBandOf(annual)
    remarks.GrossAnnualIncome = incomeBandLabel(band, portal.currency)
    remarks.MonthlyIncome = String(band.value)
  }
  return remarks
}

const text = (value: string | undefined): string => value?.trim() ?? ''

/**
 * The form-encoded AddCallSchedule body (field name to string) in the live contract's shape
 * (docs/requirements/wire-contract.md#lead-fields): every contract key present, '' when it has no value, instants in
 * UTC without milliseconds, Remarks a JSON object text; then our Portal, IdempotencyKey and
 * ConsentVersion.
 */
export function buildLeadPayload(input: LeadFormValues, context: LeadContext): Record<string, string> {
  const { portal, now } = context
  const birthdate = input.birthdate === undefined ? null : parseDateInput(input.birthdate)
  const ageToday = birthdate === null ? null : ageOn(birthdate, todayIn(portal.timeZone, now))
  // A birthdate after today has no age to send; the form's rules reject it before this point.
  const age = ageToday !== null && ageToday >= 0 ? ageToday : null
  const remarks: RemarksValues = {
    Company: '',
    Product: '',
    ...input.remarks,
    ApplyDate: wireInstant(now),
    FormURL: context.formUrl,
  }
  if (birthdate !== null && age !== null) {
    remarks.Birthdate = wireDate(birthdate, portal)
    remarks.Age = age
  }
  Object.assign(remarks, incomeRemarks(input, portal))
  if (input.tenorMonths !== undefined) remarks.Tenure = withMonths(portal.wire.tenure, input.tenorMonths)
  if (input.cardHolder !== undefined) {
    const { holds, heldAtLeastThreshold, thresholdMonths } = input.cardHolder
    remarks.CreditCardHolder = holds ? portal.wire.cardHolder.yes : portal.wire.cardHolder.no
    if (holds && heldAtLeastThreshold !== undefined) {
      remarks.CreditCardHolderTenure = withMonths(
        heldAtLeastThreshold ? portal.wire.cardHolderTenure.atLeast : portal.wire.cardHolderTenure.less,
        thresholdMonths,
      )
    }
  }
  if (input.npwpOwnership !== undefined) remarks.NPWPOwnership = input.npwpOwnership ? portal.wire.npwpOwnership.yes : portal.wire.npwpOwnership.no
  if (input.callWindow !== undefined) remarks.TimeAvailable = wireTimeAvailable(portal, input.callWindow.id)
  const card = text(input.cardNumber)
  if (card !== '') remarks.CardNumber = `${CARD_NUMBER_PREFIX}${card}`
  if (input.occupation) Object.assign(remarks, { Occupation: input.occupation.label, EmploymentTypeId: input.occupation.id })
  if (input.city) Object.assign(remarks, { City: input.city.label, RegionId: input.city.id })
  if (input.province) Object.assign(remarks, { Province: input.province.label, ProvinceId: input.province.id })
  for (const [name, ticked] of Object.entries(input.checkboxGroups ?? {})) {
    const values = ticked.map((choice) => choice.trim()).filter((choice) => choice !== '')
    if (values.length > 0) remarks[name] = values.join(', ')
  }
  const span = input.callWindow ?? (input.landing ? { start: now, end: now } : undefined)
  const fields: Record<string, string> = {
    AffiliateGuid: text(input.affiliateGuid),
    VerticalId: String(input.verticalId),
    FirstName: text(input.firstName),
    MiddleName: text(input.middleName),
    LastName: text(input.lastName),
    IsMale: input.gender === undefined ? '' : String(input.gender === 'male'),
    Title: input.gender === undefined ? '' : wireTitle(portal, input.gender),
    TelephoneNumber: text(input.telephoneNumber),
    MobilePhoneNumber: text(input.mobilePhoneNumber),
    Email: text(input.email),
    StartDate: span ? wireInstant(span.start) : '',
    EndDate: span ? wireInstant(span.end) : '',
    Remarks: remarksJson(remarks),
    FormUrl: context.formUrl,
  }
  for (const field of UTM_FIELDS) fields[field] = context.utm[field] ?? ''
  fields.IPAddress = context.ipAddress ?? ''
  fields.Portal = portal.code
  fields.IdempotencyKey = context.idempotencyKey
  fields.ConsentVersion = context.consentVersion
  return fields
}
