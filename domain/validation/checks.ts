import * as v from 'valibot'
import { hasDecimalPart } from '../format/numbers'
import type { NumberPortal } from '../format/numbers'

/** What a form field holds: text, a checkbox (boolean), a checkbox group (strings) or nothing yet. */
export type FieldValue = string | boolean | readonly string[] | undefined | null

/** Whether a field counts as empty: whitespace-only text, an unticked box or no option chosen. */
export function isEmpty(value: FieldValue): boolean {
  if (value === undefined || value === null || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every((item) => typeof item !== 'string' || item.trim() === '')
  return false
}

/** Whether a checkbox is ticked: true, or the strings 'true' / 'on' a form body carries. */
export function isTicked(value: FieldValue): boolean {
  return value === true || value === 'true' || value === 'on'
}

/** The trimmed text of a field; '' for anything but text. */
export function textOf(value: FieldValue): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** Number of digits 0 to 9 in a text. */
export function digitCount(text: string): number {
  return text.replace(/\D/g, '').length
}

// Digits with single spaces or dashes between them, an optional leading + (docs/requirements/forms-and-leads.md#phone-number phone rules).
const PHONE_SHAPE = /^\+?\d(?:[ -]?\d)*$/

/** Whether a text is a phone number of minDigits to maxDigits digits, dashes or spaces, optional leading +. */
export function isPhoneNumber(text: string, minDigits: number, maxDigits: number): boolean {
  if (text.length > 40 || !PHONE_SHAPE.test(text)) return false
  const digits = digitCount(text)
  return digits >= minDigits && digits <= maxDigits
}

/** The digits of a phone number, with its leading + when it has one ("+63 917-123" gives "+63917123"). */
export function phoneDigits(text: string): string {
  return (text.trim().startsWith('+') ? '+' : '') + text.replace(/\D/g, '')
}

const EMAIL = v.pipe(v.string(), v.maxLength(254), v.email())

/** Whether a text is an e-mail address of the standard pattern (valibot's), at most 254 characters. */
export function isEmail(text: string): boolean {
  return v.is(EMAIL, text)
}

// \p{M}: combining marks, so names typed with decomposed accents (n + ~) still count as letters.
// Dots, apostrophes and hyphens: "Ma. Cristina", "O'Brien", "Santos-Reyes" (docs/forms.md).
const PERSON_NAME = /^(?=.*\p{L})[\p{L}\p{M} .'’-]+$/u

/** Whether a text is a person's name: letters of any script, spaces, dots, apostrophes and hyphens, at least one letter. */
export function isPersonName(text: string): boolean {
  return PERSON_NAME.test(text)
}

// A NUL, or half of a surrogate pair without its other half: bytes no database, CSV or e-mail takes.
// eslint-disable-next-line no-control-regex -- matching NUL is this pattern's purpose
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether a text holds no NUL character and no lone surrogate (it can be stored and sent as UTF-8). */
export function isStorableText(text: string): boolean {
  return !UNSAFE_TEXT.test(text)
}

/**
 * The amount fields whose text has a decimal part (hasDecimalPart): amounts are whole pesos or
 * rupiah, so each gets 'validation.wholeAmount' rather than being read as a larger whole number.
 */
export function wholeAmountErrors(amounts: Readonly<Record<string, FieldValue>>, portal: NumberPortal): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [name, value] of Object.entries(amounts)) if (typeof value === 'string' && hasDecimalPart(value, portal)) errors[name] = 'validation.wholeAmount'
  return errors
}
