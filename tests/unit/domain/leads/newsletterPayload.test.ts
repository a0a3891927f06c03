import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { buildSubscribePayload, createSubscribeSchema } from '../../../../domain/leads/newsletterPayload'
import { PortalConfigSchema } from '../../../../domain/portal'
import { fieldErrors } from '../../../../domain/validation/fieldSchema'

const PORTALS = { ECM: v.parse(PortalConfigSchema, ecmJson), CKJ: v.parse(PortalConfigSchema, ckjJson) }
// 23:30 UTC on 14 June is 15 June in Manila (UTC+8) and in Jakarta (UTC+7).
const NOW = new Date('2025-06-14T23:30:00Z')

// Expected values are the live contract's (docs/requirements/wire-contract.md#newsletter).
describe('newsletter subscribe payload (docs/requirements/wire-contract.md#newsletter)', () => {
  it.each([
    ['ECM', '02/03/1990', '0917 123 4567'],
    ['CKJ', '03/02/1990', '0812 3456 7890'],
  ] as const)('%s: builds Name, Email, Telephone, MobilePhoneNumber, Gender, Birthdate (%s), ApplyDate, List', (portal, birthdate, mobile) => {
    const body = buildSubscribePayload(
      {
        name: ' Siti Rahma ',
        email: 'siti@example.co.id',
        telephone: '021 555 1234',
        mobilePhoneNumber: mobile,
        gender: 'female',
        birthdate: '1990-02-03',
        list: 'ckj-cc',
      },
      { portal: PORTALS[portal], now: NOW },
    )
    expect(body).toEqual({
      Name: 'Siti Rahma',
      Email: 'siti@example.co.id',
      Telephone: '021 555 1234',
      MobilePhoneNumber: mobile,
      Gender: 'false', // as IsMale
      Birthdate: birthdate, // ECM MM/DD/YYYY, CKJ DD/MM/YYYY
      ApplyDate: '2025-06-14T23:30:00Z', // the moment of sending in UTC, no milliseconds
      List: 'ckj-cc',
    })
    expect(v.safeParse(createSubscribeSchema(PORTALS[portal]), body).success).toBe(true)
  })

  it('sends every key, empty when the form did not ask', () => {
    expect(
      buildSubscribePayload(
        { name: 'Juan', email: 'juan@example.com', list: 'ecm-main', birthdate: '02/30/1990', gender: 'male' },
        { portal: PORTALS.ECM, now: NOW },
      ),
    ).toEqual({
      Name: 'Juan',
      Email: 'juan@example.com',
      Telephone: '',
      MobilePhoneNumber: '',
      Gender: 'true',
      Birthdate: '',
      ApplyDate: '2025-06-14T23:30:00Z',
      List: 'ecm-main',
    })
  })

  it.each([
    [{ Name: '' }, { Name: 'validation.required' }],
    [{ Email: 'x' }, { Email: 'validation.email' }],
    [{ List: 'a b' }, { List: 'validation.invalid' }],
    [{ Gender: 'other' }, { Gender: 'validation.invalid' }],
    [{ Birthdate: '1990-02-03' }, { Birthdate: 'validation.lib.date' }], // MM/DD/YYYY expected
    [{ Birthdate: '13/02/1990' }, { Birthdate: 'validation.lib.date' }], // a CKJ order on ECM
    [{ Gender: 'true', Birthdate: '02/13/1990', ApplyDate: '2025-06-14T23:30:00Z', Telephone: '', MobilePhoneNumber: '' }, {}],
    [{ Birthdate: '02/30/1990' }, { Birthdate: 'validation.lib.date' }],
    [{ ApplyDate: '2025-13-01' }, { ApplyDate: 'validation.lib.dateISO' }],
    [{ Telephone: '12' }, { Telephone: 'validation.phoneNumber' }],
  ])('%j -> %j', (changes, expected) => {
    const body = { Name: 'Juan', Email: 'juan@example.com', List: 'ecm-main', ...changes }
    expect(fieldErrors(v.safeParse(createSubscribeSchema(PORTALS.ECM), body).issues ?? [])).toEqual(expected)
  })

  it('CKJ reads the birthdate day first', () => {
    const body = { Name: 'Siti', Email: 'siti@example.co.id', List: 'ckj-main', Birthdate: '13/02/1990' }
    expect(v.safeParse(createSubscribeSchema(PORTALS.CKJ), body).success).toBe(true)
    expect(fieldErrors(v.safeParse(createSubscribeSchema(PORTALS.CKJ), { ...body, Birthdate: '02/13/1990' }).issues ?? [])).toEqual({
      Birthdate: 'validation.lib.date',
    })
  })
})
