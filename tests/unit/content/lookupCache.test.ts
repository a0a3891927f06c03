import { describe, expect, it } from 'vitest'
import { isLookupCacheExpired, LOOKUP_CACHE_MAX_AGE_MS, lookupCacheKey } from '../../../domain/content/lookupCache'
import { employmentTypesPath, provincesPath, regionsPath, vehicleMakesPath, vehicleModelsPath, vehicleYearsPath } from '../../../domain/content/lookupPaths'

const HOUR = 60 * 60 * 1000
const T0 = Date.UTC(2026, 10, 1, 0, 0, 0)

describe('lookup cache rules (SPEC.md §7: per portal and key, cleared after 24 hours)', () => {
  it('keys entries by portal and path', () => {
    expect(lookupCacheKey('ECM', '/lookups/provinces.json')).toBe('lookup:ECM:/lookups/provinces.json')
    expect(lookupCacheKey('CKJ', '/lookups/provinces.json')).toBe('lookup:CKJ:/lookups/provinces.json')
  })

  it('lasts 24 hours', () => {
    expect(LOOKUP_CACHE_MAX_AGE_MS).toBe(24 * HOUR)
  })

  it.each([
    ['no stamp yet', null, T0, false],
    ['just stamped', String(T0), T0, false],
    ['one millisecond short of 24 hours', String(T0), T0 + 24 * HOUR - 1, false],
    ['24 hours on the dot', String(T0), T0 + 24 * HOUR, true],
    ['two days later', String(T0), T0 + 48 * HOUR, true],
    ['an unreadable stamp', 'yesterday', T0, true],
    ['a stamp in the future', String(T0 + HOUR), T0, true],
  ])('%s', (_name, stamp, now, expired) => {
    expect(isLookupCacheExpired(stamp, now)).toBe(expired)
  })
})

describe('lookup file paths (docs/data.md URL scheme)', () => {
  it.each([
    [provincesPath(), '/lookups/provinces.json'],
    [regionsPath('0102800000'), '/lookups/regions/0102800000.json'],
    [regionsPath('32'), '/lookups/regions/32.json'],
    [employmentTypesPath(), '/lookups/employment-types/general.json'],
    [employmentTypesPath(1), '/lookups/employment-types/1.json'],
    [employmentTypesPath(2), '/lookups/employment-types/2.json'],
    [employmentTypesPath(6), '/lookups/employment-types/6.json'],
    [employmentTypesPath(7), '/lookups/employment-types/7.json'],
    // SPEC.md §7 call 5 has lists only for verticals 1, 2, 6 and 7; the others use the general list
    [employmentTypesPath(4), '/lookups/employment-types/general.json'],
    [vehicleMakesPath(), '/lookups/vehicles/makes.json'],
    [vehicleYearsPath(3), '/lookups/vehicles/years/3.json'],
    [vehicleModelsPath(3, 2024), '/lookups/vehicles/models/3-2024.json'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected)
  })
})
