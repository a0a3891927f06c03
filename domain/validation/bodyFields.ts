import * as v from 'valibot'
import type { PortalConfig } from '../portal'
import { isStorableText } from './checks'
import { EMAIL_CHECKS, mobileChecks, nameChecks, TELEPHONE_CHECKS, type TextCheck } from './contactRules'
import { INVALID, messageRef } from './messageRef'

// Field schemas of form-encoded bodies (lead, subscription): every value arrives as a string, or
// not at all. The browser builds a body from its form values and the lead API parses the same body
// with the same schema, so the messages are message references the API can return.

/** Any text, trimmed, at most `max` characters, without NUL or lone surrogates. */
export function textField(max: number) {
  return v.pipe(v.string(INVALID), v.check(isStorableText, INVALID), v.trim(), v.maxLength(max, messageRef('validation.lib.maxlength', { n: max })))
}

/** A field that must be present and not blank, then checked by `schema`. */
export function requiredField<TOutput>(schema: v.GenericSchema<string, TOutput>) {
  return v.pipe(v.string('validation.required'), v.check(isStorableText, INVALID), v.trim(), v.nonEmpty('validation.required'), schema)
}

/** A field that may be absent or blank (both give undefined), else checked by `schema`. */
export function optionalField<TOutput>(schema: v.GenericSchema<string, TOutput>) {
  return v.pipe(
    v.optional(v.pipe(v.string(INVALID), v.check(isStorableText, INVALID))),
    v.transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
    v.optional(schema),
  )
}

/** A trimmed text checked by shared checks (domain/validation/contactRules.ts), in order, stopping at the first failure. */
function checkedText(checks: readonly TextCheck[]): v.GenericSchema<string, string> {
  let schema: v.GenericSchema<string, string> = v.pipe(v.string(INVALID), v.trim())
  for (const check of checks) schema = v.pipe(schema, v.check(check.test, check.message))
  return v.config(schema, { abortPipeEarly: true })
}

/** A person's name (nameChecks), at most `max` characters. */
export function nameField(max?: number) {
  return checkedText(nameChecks(max))
}

/** An e-mail address (EMAIL_CHECKS). */
export function emailField() {
  return checkedText(EMAIL_CHECKS)
}

/** A mobile number of the portal's country (mobileChecks). */
export function mobileField(portal: Pick<PortalConfig, 'mobile'>) {
  return checkedText(mobileChecks(portal.mobile))
}

/** A telephone number (TELEPHONE_CHECKS). */
export function telephoneField() {
  return checkedText(TELEPHONE_CHECKS)
}

/** A whole number written in digits, from `min` to `max`, read as a number. */
export function wholeNumberField(min: number, max: number) {
  return v.pipe(
    v.string(INVALID),
    v.trim(),
    // 15 digits at most, so that Number() stays exact.
    v.regex(/^\d{1,15}$/, 'validation.lib.digits'),
    v.transform(Number),
    v.minValue(min, messageRef('validation.lib.min', { n: min })),
    v.maxValue(max, messageRef('validation.lib.max', { n: max })),
  )
}
