import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { formatDate } from '../../../../domain/dates/formatDate'
import { resolveToday, todayIn } from '../../../../domain/dates/todayIn'
import { PortalConfigSchema } from '../../../../domain/portal'

const ecm = v.parse(PortalConfigSchema, ecmJson)
const ckj = v.parse(PortalConfigSchema, ckjJson)

describe('formatDate', () => {
  // Portal configs: ECM dateFormat MM/dd/yyyy, CKJ dd/MM/yyyy.
  it.each([
    ['ECM', ecm, '2025-03-07', '03/07/2025'],
    ['CKJ', ckj, '2025-03-07', '07/03/2025'],
    ['ECM', ecm, '2025-02-30', ''],
    ['CKJ', ckj, 'tomorrow', ''],
  ] as const)('%s shows %s as %j', (_, portal, iso, shown) => {
    expect(formatDate(iso, portal)).toBe(shown)
  })
})

describe('todayIn', () => {
  // Manila is UTC+8 and Jakarta UTC+7 all year (neither observes daylight saving time).
  it.each([
    ['Asia/Manila', '2025-06-14T15:59:59Z', '2025-06-14'],
    ['Asia/Manila', '2025-06-14T16:00:00Z', '2025-06-15'],
    ['Asia/Jakarta', '2025-06-14T16:59:59Z', '2025-06-14'],
    ['Asia/Jakarta', '2025-06-14T17:00:00Z', '2025-06-15'],
    ['Asia/Jakarta', '2024-12-31T17:00:00Z', '2025-01-01'],
  ])('%s at %s is %s', (zone, instant, day) => {
    expect(todayIn(zone, new Date(instant))).toBe(day)
  })

  it('resolveToday keeps a date string and places an instant in the zone', () => {
    expect(resolveToday('2025-06-15', 'Asia/Manila')).toBe('2025-06-15')
    expect(resolveToday(new Date('2025-06-14T16:30:00Z'), 'Asia/Manila')).toBe('2025-06-15')
    expect(resolveToday(new Date('2025-06-14T16:30:00Z'), 'Asia/Jakarta')).toBe('2025-06-14')
    expect(() => resolveToday('15/06/2025', 'Asia/Manila')).toThrow(RangeError)
  })
})
