import { describe, expect, test } from 'vitest'
import { housekeepLocalStorage } from '../../../renderer/site/housekeeping'
import { memoryStorage } from './memory'

// docs/requirements/catalogue.md#lookup-cache: the whole local storage is cleared after 24 hours = 86,400,000 ms.
const DAY_MS = 86_400_000
const NOW = Date.UTC(2026, 10, 1, 12, 0, 0)

describe('24-hour local storage rule', () => {
  test.each([
    // [stamp age in ms, expected outcome, item kept]
    [DAY_MS - 1, 'fresh', true],
    [60_000, 'fresh', true],
    [DAY_MS, 'cleared', false],
    [DAY_MS * 3, 'cleared', false],
  ] as const)('a stamp %d ms old: %s', (age, outcome, kept) => {
    const local = memoryStorage({ 'lookup:stamp': String(NOW - age), IPAddress: '203.0.113.7' })
    expect(housekeepLocalStorage(local, NOW)).toBe(outcome)
    expect(local.data.has('IPAddress')).toBe(kept)
    // After a clear the storage is stamped again at once, so the next day starts now.
    expect(local.data.get('lookup:stamp')).toBe(String(kept ? NOW - age : NOW))
  })

  test('an unstamped storage is stamped and kept', () => {
    const local = memoryStorage({ IPAddress: '203.0.113.7' })
    expect(housekeepLocalStorage(local, NOW)).toBe('stamped')
    expect(local.data.get('lookup:stamp')).toBe(String(NOW))
    expect(local.data.get('IPAddress')).toBe('203.0.113.7')
  })

  test.each(['garbage', String(NOW + 60_000)])('a stamp that proves nothing (%s) clears', (stamp) => {
    const local = memoryStorage({ 'lookup:stamp': stamp, other: 'x' })
    expect(housekeepLocalStorage(local, NOW)).toBe('cleared')
    expect(local.data.has('other')).toBe(false)
  })

  test('unavailable storage is left alone without throwing', () => {
    expect(housekeepLocalStorage(memoryStorage({}, false), NOW)).toBe('unavailable')
  })
})
