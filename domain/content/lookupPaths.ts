import type { EmploymentTypeList } from './schemas'

// URL scheme of the static lookup files emitted into each portal's dist (docs/data.md). The pages
// read these files instead of calling the lookup API, so one CDN answer serves every visitor.

/** Path of the province list. */
export function provincesPath(): string {
  return '/lookups/provinces.json'
}

/** Path of the regions (cities, municipalities, kabupaten, kota) of one province. */
export function regionsPath(provinceId: string): string {
  return `/lookups/regions/${encodeURIComponent(provinceId)}.json`
}

/** Path of the employment types offered for a vertical id: 1, 2, 6 and 7 have their own list, others the general one. */
export function employmentTypesPath(verticalId?: number): string {
  return `/lookups/employment-types/${employmentTypeList(verticalId)}.json`
}

/** Which list of employmentTypes.json serves a vertical id (docs/requirements/wire-contract.md#lookup-calls). */
export function employmentTypeList(verticalId?: number): EmploymentTypeList {
  switch (verticalId) {
    case 1:
      return '1'
    case 2:
      return '2'
    case 6:
      return '6'
    case 7:
      return '7'
    default:
      return 'general'
  }
}

/** Path of the vehicle makes. */
export function vehicleMakesPath(): string {
  return '/lookups/vehicles/makes.json'
}

/** Path of the model years of one make. */
export function vehicleYearsPath(makeId: number): string {
  return `/lookups/vehicles/years/${makeId}.json`
}

/** Path of the models of one make in one model year. */
export function vehicleModelsPath(makeId: number, year: number): string {
  return `/lookups/vehicles/models/${makeId}-${year}.json`
}
