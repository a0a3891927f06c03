import { describe, expect, it } from 'vitest'
import { employmentTypesPath, provincesPath, regionsPath, vehicleMakesPath, vehicleModelsPath, vehicleYearsPath } from '../../../domain/content/lookupPaths'

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
    // docs/requirements/wire-contract.md#lookup-calls has lists only for verticals 1, 2, 6 and 7; the others use the general list
    [employmentTypesPath(4), '/lookups/employment-types/general.json'],
    [vehicleMakesPath(), '/lookups/vehicles/makes.json'],
    [vehicleYearsPath(3), '/lookups/vehicles/years/3.json'],
    [vehicleModelsPath(3, 2024), '/lookups/vehicles/models/3-2024.json'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected)
  })
})
