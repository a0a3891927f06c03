import * as v from 'valibot'
import { parseAmount } from '../format/numbers'
import { incomeAtLeast } from './incomeRule'
import { addDays, parseDateInput, type IsoDate } from '../dates/isoDate'
import { TRAVEL_MAX_DAYS } from '../dates/pickerLimits'
import { isEmpty, isTicked, textOf, type FieldValue } from './checks'
import { EMAIL_CHECKS, mobileChecks, nameChecks, TELEPHONE_CHECKS, wireFieldChecks } from './contactRules'
import {
  checkSteps,
  compileRules,
  fieldSchema,
  formSchema,
  requiredAction,
  ruleActions,
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
  /** The earliest model year the year rule takes. */
  firstModelYear: 1950,
  /** Pesos. */
  investment: { min: 50_000, max: 125_000 },
  /** Rupiah (CKJ). */
  loanAmount: { min: 5_000_000, max: 200_000_000 },
  cardNumberDigits: 6,
  travelDays: TRAVEL_MAX_DAYS,
} as const

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

/**
 * Landing-form rules of docs/requirements/forms-and-leads.md#landing-rules by name. lettersonly, email, mobilenumber and the two telephone
 * rules are the shared contact-detail checks the lead API applies too (domain/validation/contactRules.ts,
 * docs/forms.md): lettersonly is the name rule, and both telephone rules are the one telephone rule.
 */
export const LANDING_RULES = {
  required: () => requiredAction(),
  lettersonly: () => checkSteps(nameChecks()),
  email: () => checkSteps(EMAIL_CHECKS),
  number: (c) => whenFilled((text) => parseAmount(text, c.portal) !== null, 'validation.lib.number'),
  income: (c) => incomeAtLeast(c.portal, 1),
  telephonenumber: () => checkSteps(TELEPHONE_CHECKS),
  mobilenumber: (c) => checkSteps(mobileChecks(c.portal.mobile)),
  group: () => requiredAction('validation.group'),
  investment: (c) => amountBetween(c, LANDING_LIMITS.investment.min, LANDING_LIMITS.investment.max),
  telephonenumberaxa: () => checkSteps(TELEPHONE_CHECKS),
  departuredate: (c) => [realDate('validation.lib.date'), departureWithin(c.today)],
  // The return date's link to the departure date is checked by the form (landingFormSchema).
  returndate: () => realDate('validation.lib.date'),
  birthdate: (c) => [
    realDate('validation.lib.date'),
    ageCheck(c.today, (age) => age >= c.minAge, messageRef('validation.minAge', { n: c.minAge })),
    ageCheck(c.today, (age) => age < c.maxAge, messageRef('validation.maxAge', { n: c.maxAge })),
  ],
  loanamount: (c) => amountBetween(c, LANDING_LIMITS.loanAmount.min, LANDING_LIMITS.loanAmount.max),
  // A model year (a car's), as the lead's ManufacturingYear: four digits, at most next year's models.
  year: (c) => {
    const max = Number(c.today.slice(0, 4)) + 1
    return whenFilled(
      (text) => /^\d{4}$/.test(text) && Number(text) >= LANDING_LIMITS.firstModelYear && Number(text) <= max,
      messageRef('validation.year', { min: String(LANDING_LIMITS.firstModelYear), max: String(max) }),
    )
  },
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
 * Schema of a landing form. A field named as a lead field (FirstName, Email, MobilePhoneNumber ...)
 * is also checked by that field's shared checks, as the lead API checks it (wireFieldChecks), whatever
 * rules the landing file gives it. The field with the departuredate rule and the one with returndate
 * are checked together: return after departure and within 182 days of it, reported on the return field.
 */
export function landingFormSchema(fields: Readonly<Record<string, string | readonly LandingRule[] | LandingFieldSpec>>, context: RuleContext): FormSchema {
  const resolved = resolveContext(context)
  const schemas: Record<string, FieldSchema> = {}
  let departure: string | undefined
  let returning: string | undefined
  for (const [field, spec] of Object.entries(fields)) {
    const full = asSpec(spec)
    const context = landingContext(resolved, full)
    const steps = splitRules(full.rules).flatMap((rule) => ruleActions(field, rule, LANDING_RULES, context))
    schemas[field] = fieldSchema([...steps, ...checkSteps(wireFieldChecks(field, resolved.portal))])
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
