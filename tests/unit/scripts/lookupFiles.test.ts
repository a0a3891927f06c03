import { describe, expect, it } from 'vitest'
import type { PortalLookups } from '../../../domain/content/schemas'
import { lookupFiles } from '../../../scripts/pipeline/lookupFiles'
import { loadSnapshot } from '../../../content/snapshot'

const lookups: PortalLookups = {
  provinces: [
    { ProvinceId: '32', DisplayedName: 'Jawa Barat' },
    { ProvinceId: '31', DisplayedName: 'Daerah Khusus Ibukota Jakarta' },
  ],
  regions: {
    '32': [{ RegionId: '32.73', DisplayedName: 'Kota Bandung' }],
    '31': [{ RegionId: '31.71', DisplayedName: 'Kota Administrasi Jakarta Pusat' }],
  },
  employmentTypes: {
    general: [
      { EmploymentTypeId: 1, DisplayedName: 'Karyawan swasta' },
      { EmploymentTypeId: 10, DisplayedName: 'Pelajar / mahasiswa' },
    ],
    '1': [{ EmploymentTypeId: 1, DisplayedName: 'Karyawan swasta' }],
    '2': [{ EmploymentTypeId: 1, DisplayedName: 'Karyawan swasta' }],
    '6': [{ EmploymentTypeId: 1, DisplayedName: 'Karyawan swasta' }],
    '7': [{ EmploymentTypeId: 1, DisplayedName: 'Karyawan swasta' }],
  },
  vehicles: {
    makes: [{ VehicleManufacturerId: 4, DisplayedName: 'Mitsubishi' }],
    years: { '4': [2026, 2025] },
    models: {
      '4:2026': [
        { VehicleTypeModelId: 401, DisplayedName: 'Xpander' },
        { VehicleTypeModelId: 406, DisplayedName: 'Destinator' },
      ],
      '4:2025': [{ VehicleTypeModelId: 401, DisplayedName: 'Xpander' }],
    },
  },
}

describe('lookupFiles', () => {
  it('emits one file per lookup answer, at the paths of docs/data.md', () => {
    expect(lookupFiles(lookups)).toEqual([
      { path: '/lookups/provinces.json', json: lookups.provinces },
      { path: '/lookups/regions/32.json', json: [{ RegionId: '32.73', DisplayedName: 'Kota Bandung' }] },
      { path: '/lookups/regions/31.json', json: [{ RegionId: '31.71', DisplayedName: 'Kota Administrasi Jakarta Pusat' }] },
      { path: '/lookups/employment-types/general.json', json: lookups.employmentTypes.general },
      { path: '/lookups/employment-types/1.json', json: lookups.employmentTypes['1'] },
      { path: '/lookups/employment-types/2.json', json: lookups.employmentTypes['2'] },
      { path: '/lookups/employment-types/6.json', json: lookups.employmentTypes['6'] },
      { path: '/lookups/employment-types/7.json', json: lookups.employmentTypes['7'] },
      { path: '/lookups/vehicles/makes.json', json: [{ VehicleManufacturerId: 4, DisplayedName: 'Mitsubishi' }] },
      { path: '/lookups/vehicles/years/4.json', json: [2026, 2025] },
      { path: '/lookups/vehicles/models/4-2026.json', json: lookups.vehicles.models['4:2026'] },
      { path: '/lookups/vehicles/models/4-2025.json', json: lookups.vehicles.models['4:2025'] },
    ])
  })

  it.each(['ecm', 'ckj'] as const)('covers every province, list, make and model year of the %s snapshot', async (folder) => {
    const { lookups: real } = (await loadSnapshot('data'))[folder]!
    const paths = lookupFiles(real).map((file) => file.path)
    const makeYears = Object.values(real.vehicles.years).reduce((sum, years) => sum + years.length, 0)
    // 1 province list + 1 per province + 5 employment lists + 1 make list + 1 per make + 1 per make-year
    expect(paths).toHaveLength(1 + real.provinces.length + 5 + 1 + real.vehicles.makes.length + makeYears)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
