import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../domain/validation/fieldSchema'
import { landingFieldSchema, landingFormSchema, type LandingFieldSpec } from '../../../../domain/validation/landingRules'
import { ckj, ecm, firstMessage, PORTALS } from './helpers'

const TODAY = '2025-06-15'
const ctx = { portal: ecm, today: TODAY }

describe('landing-form rules (docs/requirements/forms-and-leads.md#landing-rules)', () => {
  it.each([
    ['required', ' \n ', 'validation.required'], // whitespace-only counts as empty
    ['lettersonly', "Ma. Clara O'Brien-Santos", null], // letters, space, dot, apostrophe, hyphen
    ['lettersonly', 'Clara_1', 'validation.name'], // the shared name rule (docs/forms.md)
    ['email', 'clara@example', 'validation.email'],
    ['number', '12,500', null],
    ['number', '12x', 'validation.lib.number'],
    ['telephonenumber', '8123456', null], // 7 digits: the shared telephone rule (docs/forms.md)
    ['telephonenumber', '812345', 'validation.phoneNumber'],
    ['telephonenumber', '81-2345', 'validation.phoneNumber'], // 7 characters, 6 digits
    ['group', [], 'validation.group'], // at least one selected
    ['group', ['cc'], null],
    ['group', 'radio-choice', null],
    ['investment', '50,000', null], // 50,000 to 125,000
    ['investment', '49,999', 'validation.amountRange|{"min":50000,"max":125000}'],
    ['investment', '125,000', null],
    ['investment', '125,001', 'validation.amountRange|{"min":50000,"max":125000}'],
    ['telephonenumberaxa', '8123456', null], // the same telephone rule: 7 to 15 digits
    ['telephonenumberaxa', '+63 2 8123 45678', null], // 12 digits
    ['telephonenumberaxa', '+63 2 8123 4567 89012', 'validation.phoneNumber'], // 16 digits
    ['cardnumber', '123456', null], // exactly 6 digits
    ['cardnumber', '12345', 'validation.cardNumber|{"n":6}'],
    ['cardnumber', '1234567', 'validation.cardNumber|{"n":6}'],
    // A model year: four digits from 1950 to next year (TODAY is in 2025).
    ['year', '2021', null],
    ['year', '1950', null],
    ['year', '2026', null],
    ['year', '1949', 'validation.year|{"min":"1950","max":"2026"}'],
    ['year', '2027', 'validation.year|{"min":"1950","max":"2026"}'],
    ['year', '2,021', 'validation.year|{"min":"1950","max":"2026"}'],
    ['year', '21', 'validation.year|{"min":"1950","max":"2026"}'],
    // One least income, the portal's minMonthlyIncome (data/portals/ecm.json: 5,000 pesos).
    ['income', '5,000', null],
    ['income', '4,999', 'validation.incomeMin|{"min":5000}'],
    ['agree', true, null],
    ['agree', false, 'validation.checkbox'], // 'You have to check this box to continue.'
    ['insureragree', undefined, 'validation.checkbox'],
  ] as const)('%s on %j -> %s', (rule, value, message) => {
    expect(firstMessage(landingFieldSchema('f', rule, ctx), value)).toBe(message)
  })

  it.each([
    ['CKJ', '0812 3456 7890', null], // 12 digits starting 08
    ['CKJ', '0812345678', null], // 10 digits
    ['CKJ', '0812345678901', null], // 13 digits
    ['CKJ', '081234567', 'validation.mobileNumber'], // 9 digits
    ['CKJ', '08123456789012', 'validation.mobileNumber'], // 14 digits
    ['CKJ', '+62 812 3456 7890', null], // +62 for the trunk 0
    ['CKJ', '+63 917 123 4567', 'validation.mobileNumber'], // another country's code
    ['ECM', '09171234567', null], // 0 and 10 to 13 digits
    ['ECM', '0917-123-4567', null],
    ['ECM', '+63 917 123 4567', null], // +63 for the trunk 0
    ['ECM', '0917-123-45', 'validation.mobileNumber'], // 9 digits
    ['ECM', '9171234567', 'validation.mobileNumber'], // no trunk 0
    ['ECM', 'abcdefghijk', 'validation.mobileNumber'],
    ['ECM', '+63 917 123', 'validation.mobileNumber'], // 8 digits
  ] as const)('mobilenumber on %s: %j -> %s', (code, value, message) => {
    expect(firstMessage(landingFieldSchema('m', 'mobilenumber', { portal: PORTALS[code], today: TODAY }), value)).toBe(message)
  })

  it.each([
    ['5.000.000', null], // CKJ loan amount 5,000,000 to 200,000,000
    ['4.999.999', 'validation.amountRange|{"min":5000000,"max":200000000}'],
    ['200.000.000', null],
    ['200.000.001', 'validation.amountRange|{"min":5000000,"max":200000000}'],
  ])('loanamount on CKJ: %j -> %s', (value, message) => {
    expect(firstMessage(landingFieldSchema('loan', 'loanamount', { portal: ckj, today: TODAY }), value)).toBe(message)
  })

  describe('birthdate: minimum 18, maximum 200 by default, both overridable (docs/requirements/forms-and-leads.md#landing-rules)', () => {
    it.each([
      [{ rules: 'birthdate' }, '2007-06-15', null], // 18th birthday on 2025-06-15
      [{ rules: 'birthdate' }, '2007-06-16', 'validation.minAge|{"n":18}'],
      [{ rules: 'birthdate' }, '1825-06-16', null], // 199
      [{ rules: 'birthdate' }, '1825-06-15', 'validation.maxAge|{"n":200}'], // 200: not younger than 200
      [{ rules: 'birthdate', minAge: 21, maxAge: 65 }, '2005-01-01', 'validation.minAge|{"n":21}'], // 20
      [{ rules: 'birthdate', minAge: 21, maxAge: 65 }, '1960-06-15', 'validation.maxAge|{"n":65}'], // 65
      [{ rules: 'birthdate', minAge: 21, maxAge: 65 }, '1960-06-16', null], // 64
      [{ rules: 'birthdate' }, '06/31/1990', 'validation.lib.date'],
    ] as const)('%j on %s -> %s', (spec, value, message) => {
      expect(firstMessage(landingFieldSchema('dob', spec as LandingFieldSpec, ctx), value)).toBe(message)
    })
  })

  describe('departure and return dates (docs/requirements/forms-and-leads.md#date-picker: departure today to 182 days; return after it, within 182 days)', () => {
    const form = landingFormSchema({ Departure: 'required|departuredate', Return: ['required', 'returndate'], Name: 'required' }, ctx)
    const errors = (values: Record<string, unknown>) => {
      const result = v.safeParse(form, { Name: 'Clara', ...values })
      return result.success ? {} : fieldErrors(result.issues)
    }

    it.each([
      // 2025-06-15 + 182 days = 2025-12-14 (see tests/unit/domain/dates/isoDate.test.ts).
      ['2025-06-15', '2025-06-16', {}],
      ['2025-12-14', '2026-06-14', {}], // last departure day; 2025-12-14 + 182 days = 2026-06-14
      ['2025-06-14', '2025-06-20', { Departure: 'validation.departureDate|{"days":182}' }], // yesterday
      ['2025-12-15', '2025-12-20', { Departure: 'validation.departureDate|{"days":182}' }], // 183 days ahead
      ['2025-07-01', '2025-07-01', { Return: 'validation.returnDate|{"days":182}' }], // not after departure
      ['2025-07-01', '2025-12-30', {}], // 2025-07-01 + 182 days = 2025-12-30
      ['2025-07-01', '2025-12-31', { Return: 'validation.returnDate|{"days":182}' }], // 183 days after
      ['2025-07-01', 'soon', { Return: 'validation.lib.date' }],
      ['', '2025-07-02', { Departure: 'validation.required' }],
    ])('departure %j, return %j -> %j', (departure, returning, expected) => {
      expect(errors({ Departure: departure, Return: returning })).toEqual(expected)
    })

    it('the pair is checked even when another field fails', () => {
      expect(errors({ Name: '', Departure: '2025-07-01', Return: '2025-06-30' })).toEqual({
        Name: 'validation.required',
        Return: 'validation.returnDate|{"days":182}',
      })
    })
  })

  it('a form without a date pair is a plain object schema', () => {
    const form = landingFormSchema({ Email: 'required|email', Amount: { rules: 'loanamount' } }, { portal: ckj, today: TODAY })
    expect(v.safeParse(form, { Email: 'siti@example.co.id', Amount: '10.000.000' }).success).toBe(true)
  })

  it('an unknown rule is an error naming the field', () => {
    expect(() => landingFormSchema({ Phone: 'required|phone' }, ctx)).toThrow('Field "Phone": unknown validation rule "phone"')
  })
})
