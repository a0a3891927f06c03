import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../domain/validation/fieldSchema'
import { modalFieldSchema, modalFormSchema, type ModalRule } from '../../../../domain/validation/modalRules'
import { ckj, ecm, firstMessage, PORTALS } from './helpers'

const TODAY = '2025-06-15'

describe('Contact-Me modal rules (docs/requirements/forms-and-leads.md#modal-rules table)', () => {
  it.each([
    // [rules, value, expected message or null]
    ['required', '', 'validation.required'],
    ['required', '   ', 'validation.required'],
    ['required', undefined, 'validation.required'],
    ['required', 'x', null],
    ['email', 'juan@example.com', null],
    ['email', 'juan@', 'validation.email'],
    ['email', '', null], // optional unless required
    ['required|email', '', 'validation.required'], // one message per field: the first failing rule
    ['number', '5000', null], // at least 5,000
    ['number', '4999', 'validation.numberMin|{"min":5000}'],
    ['number', 'abc', 'validation.numberMin|{"min":5000}'],
    ['age', '100', null], // at most 100
    ['age', '101', 'validation.age'],
    ['age', '0', null],
    ['age', '3a', 'validation.age'],
    ['phone-number', '812-3456', null], // 7 digits: the minimum
    ['phone-number', '123-456', 'validation.phoneNumber'], // 6 digits
    ['phone-number', '+63 2 8123 4567 89012', 'validation.phoneNumber'], // 16 digits: over 15
    ['mobile-number', '0917 123 4567', null], // 0 and 10 to 13 digits in all (docs/forms.md "Mobile numbers")
    ['mobile-number', '+63 917 123 4567', null],
    ['mobile-number', '091712345', 'validation.mobileNumber'], // 9 digits
    ['mobile-number', '+62 812 3456 7890', 'validation.mobileNumber'], // another country's code on ECM
    ['name', 'Juan Dela Cruz', null],
    ['name', "O'Brien", null], // the shared name rule: dots, apostrophes, hyphens (docs/forms.md "Names")
    ['name', 'Ma. Cristina', null],
    ['name', 'Juan2', 'validation.name'],
    ['required-agreement', true, null],
    ['required-agreement', false, 'validation.agreement'],
    ['insurance-agreement', undefined, 'validation.insuranceAgreement'],
    ['claims-agreement', 'on', null],
    ['claims-agreement', '', 'validation.claimsAgreement'],
  ] as const)('%s on %j -> %s', (rules, value, message) => {
    expect(firstMessage(modalFieldSchema('field', rules, { portal: ecm, today: TODAY }), value)).toBe(message)
  })

  it.each([
    ['ECM', '5,000', null],
    ['ECM', '4,999.99', 'validation.numberMin|{"min":5000}'],
    ['CKJ', '5.000', null], // CKJ groups thousands with a dot
    ['CKJ', '5,000', 'validation.numberMin|{"min":5000}'], // on CKJ this reads as 5 with decimals
  ] as const)('number rule on %s reads %j in the portal format', (code, value, message) => {
    expect(firstMessage(modalFieldSchema('income', 'number', { portal: PORTALS[code], today: TODAY }), value)).toBe(message)
  })

  // One least income for every form (docs/requirements/forms-and-leads.md): data/portals ecm 5,000 pesos, ckj Rp 1,000,000 a month.
  it.each([
    ['ECM', 'income', '5,000', null],
    ['ECM', 'income', '4,999', 'validation.incomeMin|{"min":5000}'],
    ['CKJ', 'income', '1.000.000', null],
    ['CKJ', 'income', '999.999', 'validation.incomeMin|{"min":1000000}'],
    ['ECM', 'annual-income', '60,000', null], // twelve months of 5,000
    ['ECM', 'annual-income', '59,999', 'validation.incomeMin|{"min":60000}'],
    ['CKJ', 'annual-income', '12.000.000', null],
    ['CKJ', 'annual-income', '11.999.999', 'validation.incomeMin|{"min":12000000}'],
    ['ECM', 'income', '', null], // empty is the required rule's
  ] as const)('%s %s rule on %j -> %s', (code, rule, value, message) => {
    expect(firstMessage(modalFieldSchema('income', rule, { portal: PORTALS[code], today: TODAY }), value)).toBe(message)
  })

  describe.each([['birthdate'], ['birthday']] as const)('%s: age at least 21 on 2025-06-15', (rule: ModalRule) => {
    it.each([
      ['06/15/2004', null], // 21st birthday
      ['2004-06-15', null],
      ['06/16/2004', 'validation.minAge|{"n":21}'], // one day short of 21
      ['02/29/2001', 'validation.lib.date'], // no 29 Feb in 2001
      ['', null],
    ])('%j -> %s', (value, message) => {
      expect(firstMessage(modalFieldSchema('dob', [rule], { portal: ecm, today: TODAY }), value)).toBe(message)
    })
  })

  it('takes today as an instant in the portal zone: 21 from 00:00 Manila time (UTC+8)', () => {
    const schema = (now: string) => modalFieldSchema('dob', 'birthdate', { portal: ecm, today: new Date(now) })
    expect(firstMessage(schema('2025-06-14T15:59:59Z'), '06/15/2004')).toBe('validation.minAge|{"n":21}')
    expect(firstMessage(schema('2025-06-14T16:00:00Z'), '06/15/2004')).toBeNull()
  })

  it('a whole form reports one message per field, in field order', () => {
    const form = modalFormSchema(
      { FirstName: 'required|name', Email: 'required|email', Mobile: 'required|mobile-number', Income: 'number', Agree: 'required-agreement' },
      { portal: ecm, today: TODAY },
    )
    const result = v.safeParse(form, { FirstName: 'Juan1', Email: '', Mobile: '0917 123 4567', Income: '', Agree: false })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.issues ?? [])).toEqual({ FirstName: 'validation.name', Email: 'validation.required', Agree: 'validation.agreement' })
  })

  it('an unknown rule is an error naming the field', () => {
    expect(() => modalFormSchema({ Email: 'required|emial' }, { portal: ecm, today: TODAY })).toThrow('Field "Email": unknown validation rule "emial"')
    expect(() => modalFieldSchema('X', 'toString', { portal: ecm, today: TODAY })).toThrow(/Field "X"/)
  })

  it('a value that no field holds is reported, not thrown', () => {
    expect(firstMessage(modalFieldSchema('x', 'required', { portal: ckj, today: TODAY }), 42)).toBe('validation.invalid')
  })
})
