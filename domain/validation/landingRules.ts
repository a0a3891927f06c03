import * as v from 'valibot'
import { parseAmount } from '../format/numbers'
import { addDays, parseDateInput, type IsoDate } from '../dates/isoDate'
import { TRAVEL_MAX_DAYS } from '../dates/pickerLimits'
import type { PortalConfig } from '../portal'
import { isEmail, isEmpty, isLettersOnly, isPhoneNumber, isPhoneOfLength, isTicked, textOf, type FieldValue } from './checks'
import {
  compileRules,
  formSchema,
  requiredAction,
  splitRules,
  whenFilled,
  type FieldAction,
  type FieldSchema,
  type FormSchema,
  type RuleTable,
} from './fieldSchema'
import { messageRef } from './messageRef'
import { ageCheck, realDate, resolveContext, type ResolvedContext, type RuleContext } from './ruleContext'

/** Landing-form limits (docs/requirements/forms-and-leads.md#landing-rules). */
export const LANDING_LIMITS = {
  minAge: 18,
  maxAge: 200,
  telephoneMinLength: 7,
  axaTelephoneLength: { min: 7, max: 15 },
  /** Pesos. */
  investment: { min: 50_000, max: 125_000 },
  /** Rupiah (CKJ). */
  loanAmount: { min: 5_000_000, max: 200_000_000 },
  cardNumberDigits: 6,
  travelDays: TRAVEL_MAX_DAYS,
} as const

// The mobile-number rule is the one landing rule that differs by portal (docs/requirements/forms-and-leads.md#landing-rules): its shape is
// the portal's data (landingMobile of data/portals/*.json).
function mobileRule(mobile: PortalConfig['landingMobile']): { test: (text: string) => boolean; message: string } {
  if (mobile.kind === 'prefix') {
    return {
      test: (text) => text.startsWith(mobile.prefix) && isPhoneNumber(text, mobile.minDigits, mobile.maxDigits),
      message: messageRef('validation.mobileNumberPrefix', { min: mobile.minDigits, max: mobile.maxDigits, prefix: mobile.prefix }),
    }
  }
  return {
    test: (text) => isPhoneOfLength(text, mobile.minLength, mobile.maxLength, mobile.minDigits),
    message: messageRef('validation.mobileNumberMinLength', { min: mobile.minLength }),
  }
}

/** Context of a landing field: the form's age bounds may override the defaults (docs/requirements/forms-and-leads.md#landing-rules age-limit attribute). */
export interface LandingRuleContext extends ResolvedContext {
  minAge: number
  maxAge: number
}

function amountBetween(context: LandingRuleContext, min: number, max: number): FieldAction {
  return whenFilled(
    (text) => {
      const amount = parseAmount(text, context.portal)
      return amount !== null && amount >= min && amount <= max
    },
    messageRef('validation.amountRange', { min, max }),
  )
}

function ticked(): FieldAction {
  return v.check((value: FieldValue) => isTicked(value), 'validation.checkbox')
}

function departureWithin(today: IsoDate): FieldAction {
  const last = addDays(today, LANDING_LIMITS.travelDays)
  return whenFilled(
    (text) => {
      const date = parseDateInput(text)
      return date !== null && date >= today && date <= last
    },
    messageRef('validation.departureDate', { days: LANDING_LIMITS.travelDays }),
  )
}

/** Landing-form rules of docs/requirements/forms-and-leads.md#name by name. */
export const LANDING_RULES = {
  required: () => requiredAction(),
  lettersonly: () => whenFilled(isLettersOnly, 'validation.lettersOnly'),
  email: () => whenFilled(isEmail, 'validation.lib.email'),
  number: (c) => whenFilled((text) => parseAmount(text, c.portal) !== null, 'validation.lib.number'),
  telephonenumber: () =>
    whenFilled(
      (text) => isPhoneOfLength(text, LANDING_LIMITS.telephoneMinLength, 20),
      messageRef('validation.telephoneMinLength', { min: LANDING_LIMITS.telephoneMinLength }),
    ),
  mobilenumber: (c) => {
    const rule = mobileRule(c.portal.landingMobile)
    return whenFilled(rule.test, rule.message)
  },
  group: () => requiredAction('validation.group'),
  investment: (c) => amountBetween(c, LANDING_LIMITS.investment.min, LANDING_LIMITS.investment.max),
  telephonenumberaxa: () => {
    const { min, max } = LANDING_LIMITS.axaTelephoneLength
    return whenFilled((text) => isPhoneOfLength(text, min, max), messageRef('validation.telephoneLength', { min, max }))
  },
  departuredate: (c) => [realDate('validation.lib.date'), departureWithin(c.today)],
  // The return date's link to the departure date is checked by the form (landingFormSchema).
  returndate: () => realDate('validation.lib.date'),
  birthdate: (c) => [
    realDate('validation.lib.date'),
    ageCheck(c.today, (age) => age >= c.minAge, messageRef('validation.minAge', { n: c.minAge })),
    ageCheck(c.today, (age) => age < c.maxAge, messageRef('validation.maxAge', { n: c.maxAge })),
  ],
  loanamount: (c) => amountBetween(c, LANDING_LIMITS.loanAmount.min, LANDING_LIMITS.loanAmount.max),
  cardnumber: () =>
    whenFilled(
      (text) => new RegExp(`^\\d{${LANDING_LIMITS.cardNumberDigits}}$`).test(text),
      messageRef('validation.cardNumber', { n: LANDING_LIMITS.cardNumberDigits }),
    ),
  agree: ticked,
  insureragree: ticked,
} as const satisfies RuleTable<LandingRuleContext>

/** A landing rule name. */
export type LandingRule = keyof typeof LANDING_RULES

/** A landing field: its rules and, for a birthdate, the form's own age limits. */
export interface LandingFieldSpec {
  rules: string | readonly LandingRule[]
  minAge?: number
  maxAge?: number
}

function landingContext(resolved: ResolvedContext, spec: LandingFieldSpec): LandingRuleContext {
  return { ...resolved, minAge: spec.minAge ?? LANDING_LIMITS.minAge, maxAge: spec.maxAge ?? LANDING_LIMITS.maxAge }
}

function asSpec(spec: string | readonly LandingRule[] | LandingFieldSpec): LandingFieldSpec {
  return typeof spec === 'string' || Array.isArray(spec) ? { rules: spec as string | readonly LandingRule[] } : (spec as LandingFieldSpec)
}

/** Schema of one landing field; throws naming the field on an unknown rule. */
export function landingFieldSchema(field: string, spec: string | readonly LandingRule[] | LandingFieldSpec, context: RuleContext): FieldSchema {
  const full = asSpec(spec)
  return compileRules(field, full.rules, LANDING_RULES, landingContext(resolveContext(context), full))
}

function returnAfterDeparture(departure: FieldValue, returning: FieldValue): boolean {
  if (isEmpty(departure) || isEmpty(returning)) return true
  const start = parseDateInput(textOf(departure))
  const end = parseDateInput(textOf(returning))
  // An unreadable date is reported by its own field.
  if (start === null || end === null) return true
  return end > start && end <= addDays(start, LANDING_LIMITS.travelDays)
}

/**
 * Schema of a landing form. The field with the departuredate rule and the one with returndate
 * are checked together: return after departure and within 182 days of it, reported on the return field.
 */
export function landingFormSchema(fields: Readonly<Record<string, string | readonly LandingRule[] | LandingFieldSpec>>, context: RuleContext): FormSchema {
  const resolved = resolveContext(context)
  const schemas: Record<string, FieldSchema> = {}
  let departure: string | undefined
  let returning: string | undefined
  for (const [field, spec] of Object.entries(fields)) {
    const full = asSpec(spec)
    schemas[field] = compileRules(field, full.rules, LANDING_RULES, landingContext(resolved, full))
    const names = splitRules(full.rules)
    if (names.includes('departuredate')) departure = field
    if (names.includes('returndate')) returning = field
  }
  const form = formSchema(schemas)
  if (departure === undefined || returning === undefined) return form
  const [from, to] = [departure, returning]
  return v.pipe(
    form,
    v.forward(
      v.partialCheck(
        [[from], [to]],
        (input: Record<string, FieldValue>) => returnAfterDeparture(input[from], input[to]),
        messageRef('validation.returnDate', { days: LANDING_LIMITS.travelDays }),
      ),
      [to],
    ),
  )
}
