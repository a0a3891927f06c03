import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createLeadSchema } from '../../../../domain/leads/leadPayload'
import { createSubscribeSchema } from '../../../../domain/leads/newsletterPayload'
import { genericFieldSchema } from '../../../../domain/validation/genericRules'
import { LANDING_RULES, landingFormSchema } from '../../../../domain/validation/landingRules'
import { parseMessageRef } from '../../../../domain/validation/messageRef'
import { MODAL_RULES, modalFieldSchema } from '../../../../domain/validation/modalRules'
import { remoteVerdict } from '../../../../domain/validation/remote'
import { ckj, ecm, PORTALS } from './helpers'

const TODAY = '2025-06-15'
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.boolean(),
  fc.array(fc.string()),
  fc.constant(undefined),
  fc.constant(null),
  fc.anything(),
)
const portal = fc.constantFrom(ecm, ckj)

// Phone-shaped texts: digit groups joined by one space or dash, optional leading +.
function phone(minDigits: number, maxDigits: number) {
  return fc
    .tuple(
      fc.boolean(),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: minDigits, maxLength: maxDigits }),
      fc.infiniteStream(fc.constantFrom('', '', ' ', '-')),
    )
    .map(([plus, digits, seps]) => (plus ? '+' : '') + digits.map((d, i) => (i === 0 ? '' : seps.next().value) + String(d)).join(''))
}

const emailAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,10}(?:[.+_-][a-z0-9]{1,8}){0,2}$/),
    fc.stringMatching(/^[a-z0-9]{1,12}(?:-[a-z0-9]{1,8})?$/),
    fc.constantFrom('com', 'ph', 'co.id', 'com.ph', 'id', 'org'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`)

describe('validators never throw', () => {
  it('modal rules, any value', () => {
    const rules = Object.keys(MODAL_RULES)
    fc.assert(
      fc.property(fc.constantFrom(...rules), portal, anyValue, (rule, config, value) => {
        const result = v.safeParse(modalFieldSchema('f', rule, { portal: config, today: TODAY }), value)
        if (!result.success) expect(parseMessageRef(result.issues[0]?.message ?? '').key).toMatch(/^validation\./)
      }),
    )
  })

  it('landing rules, any value', () => {
    const rules = Object.keys(LANDING_RULES)
    fc.assert(
      fc.property(fc.constantFrom(...rules), portal, anyValue, anyValue, (rule, config, value, other) => {
        const form = landingFormSchema({ a: `required|${rule}`, d: 'departuredate', r: 'returndate' }, { portal: config, today: TODAY })
        v.safeParse(form, { a: value, d: other, r: value })
      }),
    )
  })

  it('generic rules, any value', () => {
    fc.assert(
      fc.property(fc.constantFrom('required', 'email', 'number', 'max', 'min', 'minage', 'maxage', 'mobilephone'), anyValue, (rule, value) => {
        const schema = genericFieldSchema({ field: 'f', rules: rule, bounds: { valmin: 1, valmax: 9, minage: 18, maxage: 60 } }, { portal: ecm, today: TODAY })
        v.safeParse(schema, value)
      }),
    )
  })

  it('lead and subscribe bodies, any record of strings', () => {
    const body = fc.dictionary(
      fc.constantFrom('FirstName', 'Email', 'Remarks', 'StartDate', 'IsMale', 'Title', 'Age', 'List', 'Name', 'Birthdate', 'x'),
      fc.string(),
    )
    fc.assert(
      fc.property(fc.constantFrom('ECM', 'CKJ') as fc.Arbitrary<'ECM' | 'CKJ'>, body, (code, record) => {
        v.safeParse(createLeadSchema(PORTALS[code]), record)
        v.safeParse(createSubscribeSchema(PORTALS[code]), record)
      }),
    )
  })

  it('remote replies', () => {
    fc.assert(fc.property(fc.anything(), (reply) => typeof remoteVerdict(reply).valid === 'boolean'))
  })
})

describe('valid values pass', () => {
  const schema = (rule: string) => modalFieldSchema('f', `required|${rule}`, { portal: ecm, today: TODAY })

  it('phone numbers of 7 to 15 digits', () => {
    fc.assert(fc.property(phone(7, 15), (text) => v.is(schema('phone-number'), text)))
  })

  it('ECM mobile numbers: 0 and 9 to 12 more digits (docs/forms.md "Mobile numbers")', () => {
    fc.assert(fc.property(phone(9, 12), (rest) => v.is(schema('mobile-number'), `0${rest.replace(/^\+/, '')}`)))
  })

  it('CKJ landing mobile numbers starting 08', () => {
    const form = landingFormSchema({ m: 'required|mobilenumber' }, { portal: ckj, today: TODAY })
    fc.assert(fc.property(phone(8, 11), (rest) => v.is(form, { m: `08${rest.replace(/^\+/, '')}` })))
  })

  it('e-mail addresses', () => {
    fc.assert(fc.property(emailAddress, (text) => v.is(schema('email'), text)))
  })

  it('phone numbers with too few digits fail', () => {
    fc.assert(fc.property(phone(1, 6), (text) => !v.is(schema('phone-number'), text)))
  })
})
