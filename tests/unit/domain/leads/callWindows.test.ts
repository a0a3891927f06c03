import { afterEach, describe, expect, it } from 'vitest'
import enPH from '../../../../data/messages/parts/callWindows.en-PH.json'
import idID from '../../../../data/messages/parts/callWindows.id-ID.json'
import { callWindowLabelKey, callWindows, callWindowTimeZone, type CallWindow } from '../../../../domain/leads/callWindows'
import { ckj, ecm } from '../validation/helpers'

const ECM_TOMORROW = ['tomorrow-morning', 'tomorrow-noon', 'tomorrow-afternoon']
const CKJ_TOMORROW = ['tomorrow-morning', 'tomorrow-midday', 'tomorrow-afternoon', 'tomorrow-evening']

function ids(windows: CallWindow[]): string[] {
  return windows.map((w) => w.id)
}

function iso(windows: CallWindow[]): [string, string, string][] {
  return windows.map((w) => [w.id, w.start.toISOString(), w.end.toISOString()])
}

describe('callWindowTimeZone', () => {
  it.each([
    ['ECM', ecm, 'Asia/Manila'],
    ['CKJ', ckj, 'Asia/Jakarta'],
  ] as const)('%s follows the time zone of its portal config', (_code, portal, timeZone) => {
    expect(callWindowTimeZone(portal)).toBe(timeZone)
  })
})

describe('callWindows on ECM (Asia/Manila, UTC+8)', () => {
  // docs/requirements/forms-and-leads.md#call-windows: asap during 8 to 20, noon during 11 to 14, afternoon during 14 to 18, tomorrow always.
  it.each([
    ['2026-03-09T23:59:00Z', '07:59', ECM_TOMORROW],
    ['2026-03-10T00:00:00Z', '08:00', ['asap', ...ECM_TOMORROW]],
    ['2026-03-10T02:59:00Z', '10:59', ['asap', ...ECM_TOMORROW]],
    ['2026-03-10T03:00:00Z', '11:00', ['asap', 'noon', ...ECM_TOMORROW]],
    ['2026-03-10T05:59:59Z', '13:59:59', ['asap', 'noon', ...ECM_TOMORROW]],
    ['2026-03-10T06:00:00Z', '14:00', ['asap', 'afternoon', ...ECM_TOMORROW]],
    ['2026-03-10T09:59:00Z', '17:59', ['asap', 'afternoon', ...ECM_TOMORROW]],
    ['2026-03-10T10:00:00Z', '18:00', ['asap', ...ECM_TOMORROW]],
    ['2026-03-10T11:59:00Z', '19:59', ['asap', ...ECM_TOMORROW]],
    ['2026-03-10T12:00:00Z', '20:00', ECM_TOMORROW],
    ['2026-03-10T15:59:00Z', '23:59', ECM_TOMORROW],
    ['2026-03-10T16:00:00Z', '00:00 the next day', ECM_TOMORROW],
  ])('at %s (%s in Manila) offers %j', (now, _local, expected) => {
    expect(ids(callWindows(ecm, new Date(now)))).toEqual(expected)
  })

  it('gives exact instants at 12:30 Manila time', () => {
    // 2026-03-10T04:30Z is 12:30 in Manila; every slot hour h is (h - 8):00 UTC. ASAP spans 08:00 to
    // 20:00 of today, StartDate 08:00 local (docs/requirements/wire-contract.md#time-available).
    expect(iso(callWindows(ecm, new Date('2026-03-10T04:30:00Z')))).toEqual([
      ['asap', '2026-03-10T00:00:00.000Z', '2026-03-10T12:00:00.000Z'],
      ['noon', '2026-03-10T03:00:00.000Z', '2026-03-10T06:00:00.000Z'],
      ['tomorrow-morning', '2026-03-11T00:00:00.000Z', '2026-03-11T03:00:00.000Z'],
      ['tomorrow-noon', '2026-03-11T03:00:00.000Z', '2026-03-11T06:00:00.000Z'],
      ['tomorrow-afternoon', '2026-03-11T06:00:00.000Z', '2026-03-11T10:00:00.000Z'],
    ])
  })

  it.each([
    // 23:00 Manila on 10 March: tomorrow is 11 March, 08:00 Manila = 00:00Z.
    ['2026-03-10T15:00:00Z', '2026-03-11T00:00:00.000Z'],
    // 00:30 Manila on 11 March while UTC still reads 10 March: tomorrow is 12 March.
    ['2026-03-10T16:30:00Z', '2026-03-12T00:00:00.000Z'],
    // 23:00 Manila on New Year's Eve: tomorrow is in the next year.
    ['2026-12-31T15:00:00Z', '2027-01-01T00:00:00.000Z'],
    // 23:00 Manila on 28 February of a leap year: tomorrow is 29 February.
    ['2028-02-28T15:00:00Z', '2028-02-29T00:00:00.000Z'],
    // 23:00 Manila on 28 February of a common year: tomorrow is 1 March.
    ['2027-02-28T15:00:00Z', '2027-03-01T00:00:00.000Z'],
  ])('at %s tomorrow-morning starts at %s', (now, start) => {
    const tomorrow = callWindows(ecm, new Date(now)).find((w) => w.id === 'tomorrow-morning')
    expect(tomorrow?.start.toISOString()).toBe(start)
  })
})

describe('callWindows on CKJ (Asia/Jakarta, UTC+7)', () => {
  // Issue 3 item 4: 'now' always; a today slot while the current hour is before its end; tomorrow always.
  it.each([
    ['2026-03-09T17:00:00Z', '00:00', ['now', 'morning', 'midday', 'afternoon', 'evening', ...CKJ_TOMORROW]],
    ['2026-03-10T00:30:00Z', '07:30', ['now', 'morning', 'midday', 'afternoon', 'evening', ...CKJ_TOMORROW]],
    ['2026-03-10T03:59:00Z', '10:59', ['now', 'morning', 'midday', 'afternoon', 'evening', ...CKJ_TOMORROW]],
    ['2026-03-10T04:00:00Z', '11:00', ['now', 'midday', 'afternoon', 'evening', ...CKJ_TOMORROW]],
    ['2026-03-10T04:59:00Z', '11:59', ['now', 'midday', 'afternoon', 'evening', ...CKJ_TOMORROW]],
    ['2026-03-10T05:00:00Z', '12:00', ['now', 'afternoon', 'evening', ...CKJ_TOMORROW]],
    ['2026-03-10T06:59:00Z', '13:59', ['now', 'afternoon', 'evening', ...CKJ_TOMORROW]],
    ['2026-03-10T07:00:00Z', '14:00', ['now', 'evening', ...CKJ_TOMORROW]],
    ['2026-03-10T12:59:00Z', '19:59', ['now', 'evening', ...CKJ_TOMORROW]],
    ['2026-03-10T13:00:00Z', '20:00', ['now', ...CKJ_TOMORROW]],
    ['2026-03-10T16:59:00Z', '23:59', ['now', ...CKJ_TOMORROW]],
  ])('at %s (%s in Jakarta) offers %j', (now, _local, expected) => {
    expect(ids(callWindows(ckj, new Date(now)))).toEqual(expected)
  })

  it('gives exact instants at 12:15 Jakarta time', () => {
    // 2026-03-10T05:15Z is 12:15 in Jakarta; every slot hour h is (h - 7):00 UTC.
    expect(iso(callWindows(ckj, new Date('2026-03-10T05:15:00.250Z')))).toEqual([
      ['now', '2026-03-10T05:15:00.250Z', '2026-03-10T05:15:00.250Z'],
      ['afternoon', '2026-03-10T05:00:00.000Z', '2026-03-10T07:00:00.000Z'],
      ['evening', '2026-03-10T07:00:00.000Z', '2026-03-10T13:00:00.000Z'],
      ['tomorrow-morning', '2026-03-11T01:00:00.000Z', '2026-03-11T04:00:00.000Z'],
      ['tomorrow-midday', '2026-03-11T04:00:00.000Z', '2026-03-11T05:00:00.000Z'],
      ['tomorrow-afternoon', '2026-03-11T05:00:00.000Z', '2026-03-11T07:00:00.000Z'],
      ['tomorrow-evening', '2026-03-11T07:00:00.000Z', '2026-03-11T13:00:00.000Z'],
    ])
  })

  it('returns fresh Date objects, so a caller cannot change `now` through them', () => {
    const now = new Date('2026-03-10T05:15:00Z')
    const [first] = callWindows(ckj, now)
    first?.start.setTime(0)
    expect(now.toISOString()).toBe('2026-03-10T05:15:00.000Z')
  })
})

describe('callWindows whatever the host time zone', () => {
  const original = process.env.TZ
  afterEach(() => {
    if (original === undefined) delete process.env.TZ
    else process.env.TZ = original
  })

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tokyo', 'Europe/London'])('gives the same windows with the host in %s', (zone) => {
    process.env.TZ = zone
    // 2026-07-01T09:00Z is 17:00 in Manila and 16:00 in Jakarta; the host reads 02:00 in Los
    // Angeles (UTC-7) and 23:00 in Kiritimati (UTC+14), other hours and days than the portals'.
    const now = new Date('2026-07-01T09:00:00Z')
    expect(iso(callWindows(ecm, now))).toEqual([
      ['asap', '2026-07-01T00:00:00.000Z', '2026-07-01T12:00:00.000Z'],
      ['afternoon', '2026-07-01T06:00:00.000Z', '2026-07-01T10:00:00.000Z'],
      ['tomorrow-morning', '2026-07-02T00:00:00.000Z', '2026-07-02T03:00:00.000Z'],
      ['tomorrow-noon', '2026-07-02T03:00:00.000Z', '2026-07-02T06:00:00.000Z'],
      ['tomorrow-afternoon', '2026-07-02T06:00:00.000Z', '2026-07-02T10:00:00.000Z'],
    ])
    expect(ids(callWindows(ckj, now))).toEqual(['now', 'evening', ...CKJ_TOMORROW])
  })

  it('really moves the host zone in this runner (so the test above means something)', () => {
    process.env.TZ = 'America/Los_Angeles'
    // 1 July 2026 is daylight time in Los Angeles: UTC-7, 420 minutes behind.
    expect(new Date('2026-07-01T10:00:00Z').getTimezoneOffset()).toBe(420)
  })
})

describe('callWindowLabelKey', () => {
  it.each([
    ['asap', 'callWindow.asap'],
    ['tomorrow-morning', 'callWindow.tomorrow-morning'],
  ])('%s has the key %s', (id, key) => {
    expect(callWindowLabelKey(id)).toBe(key)
  })

  it('has a label in both languages for every window either portal offers', () => {
    const offered = new Set<string>()
    for (const now of ['2026-03-09T17:00:00Z', '2026-03-10T04:30:00Z', '2026-03-10T07:00:00Z']) {
      for (const w of [...callWindows(ecm, new Date(now)), ...callWindows(ckj, new Date(now))]) offered.add(w.id)
    }
    expect(offered.size).toBe(12)
    for (const id of offered) {
      expect(enPH).toHaveProperty([callWindowLabelKey(id)])
      expect(idID).toHaveProperty([callWindowLabelKey(id)])
    }
    expect(Object.keys(enPH).sort()).toEqual(Object.keys(idID).sort())
  })
})
