import { parseAmount } from '../format/numbers'
import type { NumberPortal } from '../format/numbers'
import { EMAIL_CHECKS, mobileChecks, wireFieldChecks, type TextCheck } from './contactRules'
import {
  checkSteps,
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
import { isMessageKey, messageRef, textMessage } from './messageRef'
import { ageCheck, resolveContext, type ResolvedContext, type RuleContext } from './ruleContext'

/** Bounds a generic field carries beside its rules (data attributes valmin, valmax, minage, maxage). */
export interface GenericBounds {
  valmin?: number | string
  valmax?: number | string
  minage?: number | string
  maxage?: number | string
}

/** A generic validated field as a content editor defines it (docs/requirements/forms-and-leads.md#generic-validated-forms). */
export interface GenericFieldSpec {
  field: string
  /** Pipe-separated rule names, e.g. 'required|email'. */
  rules: string
  /** Pipe-separated messages parallel to the rules; an empty entry keeps the rule's default message. */
  messages?: string
  bounds?: GenericBounds
}

interface GenericRuleContext extends ResolvedContext {
  field: string
  bounds: GenericBounds
  /** The editor's message for this rule, or undefined for the default. */
  message: string | undefined
}

function bound(context: GenericRuleContext, name: keyof GenericBounds): number {
  const raw = context.bounds[name]
  const value = typeof raw === 'number' ? raw : raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw)
  if (!Number.isFinite(value)) throw new Error(`Field "${context.field}": rule ${ruleOf(name)} needs a numeric ${name}, got ${JSON.stringify(raw)}`)
  return value
}

function ruleOf(boundName: keyof GenericBounds): string {
  return boundName.startsWith('val') ? boundName.slice(3) : boundName
}

function numberIn(portal: NumberPortal, test: (n: number) => boolean): (text: string) => boolean {
  return (text) => {
    const value = parseAmount(text, portal)
    return value !== null && test(value)
  }
}

// A shared check (domain/validation/contactRules.ts) whose last message, the rule's own, the editor may replace.
function shared(checks: readonly TextCheck[], message: string | undefined) {
  return checkSteps(checks.map((check, index) => (index === checks.length - 1 && message !== undefined ? { ...check, message } : check)))
}

/**
 * Generic rules by name, each with its default message (docs/requirements/forms-and-leads.md#generic-validated-forms) unless the editor gave one;
 * email and mobilephone are the shared contact-detail checks the lead API applies too (docs/forms.md).
 */
const GENERIC_RULES = {
  required: (c) => requiredAction(c.message ?? 'validation.required'),
  email: (c) => shared(EMAIL_CHECKS, c.message),
  number: (c) =>
    whenFilled(
      numberIn(c.portal, () => true),
      c.message ?? 'validation.lib.number',
    ),
  max: (c) => {
    const n = bound(c, 'valmax')
    return whenFilled(
      numberIn(c.portal, (value) => value <= n),
      c.message ?? messageRef('validation.lib.max', { n }),
    )
  },
  min: (c) => {
    const n = bound(c, 'valmin')
    return whenFilled(
      numberIn(c.portal, (value) => value >= n),
      c.message ?? messageRef('validation.lib.min', { n }),
    )
  },
  // Ages are whole completed years: "greater than n years old" holds from the n-th birthday on,
  // "less than n years old" until the day before it. minage 0 only asks for a real, past birthdate.
  minage: (c) => {
    const n = bound(c, 'minage')
    const fallback = n === 0 ? 'validation.birthdateInvalid' : messageRef('validation.greaterThanAge', { n })
    return ageCheck(c.today, (age) => age >= n, c.message ?? fallback)
  },
  maxage: (c) => {
    const n = bound(c, 'maxage')
    return ageCheck(c.today, (age) => age < n, c.message ?? messageRef('validation.lessThanAge', { n }))
  },
  mobilephone: (c) => shared(mobileChecks(c.portal.mobile), c.message),
} as const satisfies RuleTable<GenericRuleContext>

// An editor writes either a message key of data/messages or a text in the portal's language.
function editorMessage(entry: string | undefined): string | undefined {
  const text = entry?.trim() ?? ''
  if (text === '') return undefined
  return isMessageKey(text) ? text : textMessage(text)
}

/**
 * Schema of a generic field from its rule list, parallel message list and bounds. Throws an Error
 * naming the field for an unknown rule, a message list of another length, or a missing bound.
 */
export function genericFieldSchema(spec: GenericFieldSpec, context: RuleContext): FieldSchema {
  return fieldSchema(genericFieldSteps(spec, context))
}

function genericFieldSteps(spec: GenericFieldSpec, context: RuleContext): FieldAction[] {
  const resolved = resolveContext(context)
  const rules = splitRules(spec.rules)
  // An absent or blank list keeps every default message.
  const messages = spec.messages === undefined || spec.messages.trim() === '' ? undefined : spec.messages.split('|')
  if (messages && messages.length !== rules.length) {
    throw new Error(`Field "${spec.field}": ${rules.length} rules but ${messages.length} messages`)
  }
  return rules.flatMap((rule, index) => {
    // Each rule gets its own context, so that each carries its own message.
    const ruleContext: GenericRuleContext = { ...resolved, field: spec.field, bounds: spec.bounds ?? {}, message: editorMessage(messages?.[index]) }
    return ruleActions(spec.field, rule, GENERIC_RULES, ruleContext)
  })
}

/**
 * Schema of a generic form from its fields. A field named as a lead or subscription field
 * (FirstName, Name, Email, MobilePhoneNumber ...) is also checked by that field's shared checks, as
 * the API checks it (wireFieldChecks), whatever rules the form gives it.
 */
export function genericFormSchema(fields: readonly GenericFieldSpec[], context: RuleContext): FormSchema {
  return formSchema(
    Object.fromEntries(
      fields.map((spec) => [spec.field, fieldSchema([...genericFieldSteps(spec, context), ...checkSteps(wireFieldChecks(spec.field, context.portal))])]),
    ),
  )
}

/** Whether a range slider's paired field holds a number within the slider's min and max (docs/requirements/catalogue.md#range-sliders); false when empty. */
export function isWithinSlider(text: string, min: number, max: number, portal: NumberPortal): boolean {
  const value = parseAmount(text, portal)
  return value !== null && value >= min && value <= max
}
