import { describe, expect, test } from 'vitest'
import { analyticsAllowed, readConsent } from '../../../renderer/site/consent'
import { memoryJar } from './memory'

// Issue 9 item 8 and the privacy laws of both portals (RA 10173, UU 27/2022): analytics only with
// consent where the portal requires it (data/portals/*.json analytics.requiresConsent).
describe('consent', () => {
  test.each([
    [{ consent: 'granted' }, 'granted'],
    [{ consent: 'denied' }, 'denied'],
    [{ consent: 'maybe' }, null],
    [{}, null],
  ])('cookie %j reads as %s', (cookies, expected) => {
    expect(readConsent(memoryJar(cookies as Record<string, string>))).toBe(expected)
  })

  test.each([
    ['granted', true, true],
    ['denied', true, false],
    [null, true, false],
    ['granted', false, true],
    ['denied', false, false],
    [null, false, true],
  ] as const)('decision %s with consent required %s: analytics %s', (decision, required, allowed) => {
    expect(analyticsAllowed(decision, required)).toBe(allowed)
  })
})
