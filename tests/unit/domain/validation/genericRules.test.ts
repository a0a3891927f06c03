import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../domain/validation/fieldSchema'
import { genericFieldSchema, genericFormSchema, isWithinSlider, type GenericFieldSpec } from '../../../../domain/validation/genericRules'
import { ckj, ecm, firstMessage, PORTALS } from './helpers'

const TODAY = '2025-06-15'
const ctx = { portal: ecm, today: TODAY }
const check = (spec: Omit<GenericFieldSpec, 'field'>, value: unknown) => firstMessage(genericFieldSchema({ field: 'f', ...spec }, ctx), value)

describe('generic validated forms (docs/requirements/forms-and-leads.md#generic-validated-forms)', () => {
  it.each([
    // Default messages: library defaults and the texts of docs/requirements/forms-and-leads.md#generic-validated-forms.
    [{ rules: 'required' }, '', 'validation.required'],
    [{ rules: 'email' }, 'x@', 'validation.email'], // the shared e-mail rule (docs/forms.md)
    [{ rules: 'number' }, '1,2', 'validation.lib.number'],
    [{ rules: 'number' }, '1,234.5', null],
    [{ rules: 'max', bounds: { valmax: 100 } }, '100', null],
    [{ rules: 'max', bounds: { valmax: '100' } }, '101', 'validation.lib.max|{"n":100}'],
    [{ rules: 'min', bounds: { valmin: 10 } }, '9', 'validation.lib.min|{"n":10}'],
    [{ rules: 'min', bounds: { valmin: 10 } }, 'ten', 'validation.lib.min|{"n":10}'],
    [{ rules: 'min', bounds: { valmin: 10 } }, '10', null],
    [{ rules: 'minage', bounds: { minage: 0 } }, '2025-06-15', null], // born today: a valid birthdate
    [{ rules: 'minage', bounds: { minage: 0 } }, '2025-06-16', 'validation.birthdateInvalid'], // 'Enter Valid Birthdate'
    [{ rules: 'minage', bounds: { minage: 0 } }, '31/12/1990', 'validation.birthdateInvalid'],
    [{ rules: 'minage', bounds: { minage: 18 } }, '2007-06-15', null], // 18th birthday
    [{ rules: 'minage', bounds: { minage: 18 } }, '2007-06-16', 'validation.greaterThanAge|{"n":18}'],
    [{ rules: 'maxage', bounds: { maxage: 60 } }, '1965-06-16', null], // 59
    [{ rules: 'maxage', bounds: { maxage: 60 } }, '1965-06-15', 'validation.lessThanAge|{"n":60}'], // 60
    // The shared mobile rule of the portal (docs/forms.md "Mobile numbers"), here ECM's: 0 and 10 to 13 digits, or +63.
    [{ rules: 'mobilephone' }, '09171234567', null],
    [{ rules: 'mobilephone' }, '+63 917 123 4567', null],
    [{ rules: 'mobilephone' }, '091712345', 'validation.mobileNumber'], // 9 digits
    [{ rules: 'mobilephone' }, '+639171234567890', 'validation.mobileNumber'], // 16 digits
    [{ rules: 'mobilephone' }, '+63 917 123', 'validation.mobileNumber'], // 8 digits
    [{ rules: 'email|mobilephone' }, '', null], // optional fields pass when empty
  ])('%j on %j -> %s', (spec, value, message) => {
    expect(check(spec, value)).toBe(message)
  })

  it.each([
    // The message list runs parallel to the rules; an empty entry keeps the default.
    [{ rules: 'required|email', messages: 'Please tell us your e-mail.|' }, '', 'validation.text|{"text":"Please tell us your e-mail."}'],
    [{ rules: 'required|email', messages: '|validation.email' }, 'x@', 'validation.email'],
    [{ rules: 'required|email', messages: ' | ' }, 'x@', 'validation.email'],
    [{ rules: 'required|email', messages: '' }, '', 'validation.required'], // a blank list keeps all defaults
  ])('%j on %j -> %s', (spec, value, message) => {
    expect(check(spec, value)).toBe(message)
  })

  it.each([
    [{ field: 'Email', rules: 'required|emial' }, 'Field "Email": unknown validation rule "emial"'],
    [{ field: 'Email', rules: 'required|email', messages: 'only one' }, 'Field "Email": 2 rules but 1 messages'],
    [{ field: 'Amount', rules: 'max' }, 'Field "Amount": rule max needs a numeric valmax, got undefined'],
    [{ field: 'Amount', rules: 'min', bounds: { valmin: 'ten' } }, 'Field "Amount": rule min needs a numeric valmin, got "ten"'],
    [{ field: 'Dob', rules: 'minage', bounds: { minage: ' ' } }, 'Field "Dob": rule minage needs a numeric minage'],
  ])('%j is an error naming the field', (spec, error) => {
    expect(() => genericFieldSchema(spec, ctx)).toThrow(error)
  })

  it('builds a form from its fields, one message per field', () => {
    const form = genericFormSchema(
      [
        { field: 'Name', rules: 'required' },
        { field: 'Salary', rules: 'required|number|min', bounds: { valmin: '10000' } },
        { field: 'Dob', rules: 'minage|maxage', bounds: { minage: 21, maxage: 65 } },
      ],
      { portal: ckj, today: TODAY },
    )
    const result = v.safeParse(form, { Name: 'Siti', Salary: '9.500', Dob: '2010-01-01' })
    expect(fieldErrors(result.issues ?? [])).toEqual({ Salary: 'validation.lib.min|{"n":10000}', Dob: 'validation.greaterThanAge|{"n":21}' })
  })
})

describe('isWithinSlider (docs/requirements/catalogue.md#range-sliders: a paired field empty or outside min and max is in error)', () => {
  it.each([
    ['ECM', '50,000', true],
    ['ECM', '', false],
    ['ECM', '1,000,001', false],
    ['ECM', '999', false],
    ['CKJ', '1.000.000', true],
  ] as const)('%s %j within 1,000 to 1,000,000 -> %s', (code, text, ok) => {
    expect(isWithinSlider(text, 1_000, 1_000_000, PORTALS[code])).toBe(ok)
  })
})
