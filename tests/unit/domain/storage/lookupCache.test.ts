import { describe, expect, it } from 'vitest'
import { CLEAR_AFTER_MS, isClearDue, lookupCacheKey, parseStamp } from '../../../../domain/storage/lookupCache'
import { STORAGE_KEYS } from '../../../../domain/storage/storageKeys'

const HOUR = 3_600_000
const T0 = Date.UTC(2025, 5, 15, 0, 0, 0)

describe('lookup cache (docs/requirements/catalogue.md#lookup-cache: cached per portal and key, local storage cleared after 24 hours)', () => {
  it.each([
    ['ECM', '/lookups/getprovince', 'lookup:ECM:/lookups/getprovince'],
    ['CKJ', '/lookups/getprovince', 'lookup:CKJ:/lookups/getprovince'],
  ] as const)('%s %s -> %s', (portal, key, storageKey) => {
    expect(lookupCacheKey(portal, key)).toBe(storageKey)
  })

  it('keys the stamp and the lookups under lookup: (the names visitors already have stored)', () => {
    expect(STORAGE_KEYS.cacheStampedAt).toBe('lookup:stamp')
    expect(lookupCacheKey('ECM', '/lookups/provinces.json')).toBe('lookup:ECM:/lookups/provinces.json')
  })

  it('24 hours is 86,400,000 ms (docs/requirements/catalogue.md#lookup-cache)', () => {
    expect(CLEAR_AFTER_MS).toBe(86_400_000)
  })

  it.each([
    [null, T0, false], // nothing stamped yet
    [T0, T0 + 24 * HOUR - 1, false],
    [T0, T0 + 24 * HOUR, true],
    [T0, T0 + 30 * HOUR, true],
    [T0 + HOUR, T0, true], // stamp in the future: the clock moved back
    [Number.NaN, T0, true],
  ])('stamped %s, now %s -> due %s', (stamp, now, due) => {
    expect(isClearDue(stamp, now)).toBe(due)
  })

  it.each([
    [null, null],
    [String(T0), T0],
    [' 12 ', 12],
    ['soon', Number.NaN],
    ['-5', Number.NaN],
  ])('parseStamp(%j) = %s', (raw, stamp) => {
    expect(parseStamp(raw)).toBe(stamp)
  })

  it.each([
    ['just stamped', String(T0), T0, false],
    ['24 hours on the dot', String(T0), T0 + 24 * HOUR, true],
    ['an unreadable stamp', 'yesterday', T0, true],
    ['a stamp in the future', String(T0 + HOUR), T0, true],
  ])('a stored stamp read back: %s', (_name, raw, now, due) => {
    expect(isClearDue(parseStamp(raw), now)).toBe(due)
  })

  it('stored names of docs/requirements/wire-contract.md#cookies', () => {
    expect([STORAGE_KEYS.utmCookie, STORAGE_KEYS.refCodeCookie, STORAGE_KEYS.ipAddress]).toEqual(['UTM', 'refCode', 'IPAddress'])
  })
})
