import * as v from 'valibot'
import { isEmail, isLettersOnly, isPhoneNumber, isStorableText } from './checks'
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

/** A person's name: letters, spaces, dots, apostrophes and hyphens, at most `max` characters. */
export function nameField(max = 50) {
  return v.pipe(textField(max), v.check(isLettersOnly, 'validation.name'))
}

/** An e-mail address of the standard pattern. */
export function emailField() {
  return v.pipe(textField(254), v.check(isEmail, 'validation.email'))
}

/** A phone number of `minDigits` to `maxDigits` digits, dashes or spaces, optional leading +. */
export function phoneField(minDigits: number, maxDigits: number, message: string) {
  return v.pipe(
    textField(40),
    v.check((text) => isPhoneNumber(text, minDigits, maxDigits), message),
  )
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
