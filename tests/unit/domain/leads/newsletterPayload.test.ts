import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { buildSubscribePayload, SubscribeSchema } from '../../../../domain/leads/newsletterPayload'
import { PortalConfigSchema } from '../../../../domain/portal'
import { fieldErrors } from '../../../../domain/validation/fieldSchema'

const PORTALS = { ECM: v.parse(PortalConfigSchema, ecmJson), CKJ: v.parse(PortalConfigSchema, ckjJson) }
// 23:30 UTC on 14 June is 15 June in Manila (UTC+8) and in Jakarta (UTC+7).
const NOW = new Date('2025-06-14T23:30:00Z')

describe('newsletter subscribe payload (SPEC.md §3)', () => {
  it.each(['ECM', 'CKJ'] as const)('%s: builds Name, Email, Telephone, MobilePhoneNumber, Gender, Birthdate, ApplyDate, List', (portal) => {
    const body = buildSubscribePayload(
      { name: ' Siti Rahma ', email: 'siti@example.co.id', telephone: '021 555 1234', mobilePhoneNumber: '0812 3456 7890', gender: 'female', birthdate: '1990-02-03', list: 'ckj-cc' },
      { portal: PORTALS[portal], now: NOW },
    )
    expect(body).toEqual({
      Name: 'Siti Rahma',
      Email: 'siti@example.co.id',
      Telephone: '021 555 1234',
      MobilePhoneNumber: '0812 3456 7890',
      Gender: 'female',
      Birthdate: '02/03/1990',
      ApplyDate: '2025-06-15',
      List: 'ckj-cc',
    })
    expect(v.safeParse(SubscribeSchema, body).success).toBe(true)
  })

  it('leaves out what the form did not ask', () => {
    expect(buildSubscribePayload({ name: 'Juan', email: 'juan@example.com', list: 'ecm-main', birthdate: '02/30/1990' }, { portal: PORTALS.ECM, now: NOW })).toEqual({
      Name: 'Juan',
      Email: 'juan@example.com',
      ApplyDate: '2025-06-15',
      List: 'ecm-main',
    })
  })

  it.each([
    [{ Name: '' }, { Name: 'validation.required' }],
    [{ Email: 'x' }, { Email: 'validation.email' }],
    [{ List: 'a b' }, { List: 'validation.invalid' }],
    [{ Gender: 'other' }, { Gender: 'validation.invalid' }],
    [{ Birthdate: '1990-02-03' }, { Birthdate: 'validation.lib.date' }], // MM/DD/YYYY expected
    [{ Birthdate: '02/30/1990' }, { Birthdate: 'validation.lib.date' }],
    [{ ApplyDate: '2025-13-01' }, { ApplyDate: 'validation.lib.dateISO' }],
    [{ Telephone: '12' }, { Telephone: 'validation.phoneNumber' }],
  ])('%j -> %j', (changes, expected) => {
    const body = { Name: 'Juan', Email: 'juan@example.com', List: 'ecm-main', ...changes }
    expect(fieldErrors(v.safeParse(SubscribeSchema, body).issues ?? [])).toEqual(expected)
  })
})
