// The static lookup files of one portal, emitted into its dist so that forms read lookups from the
// CDN instead of calling an API (URL scheme in docs/data.md and domain/content/lookupPaths.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { EMPLOYMENT_TYPE_LISTS, type PortalLookups } from '../../domain/content/schemas'
import { employmentTypesPath, provincesPath, regionsPath, vehicleMakesPath, vehicleModelsPath, vehicleYearsPath } from '../../domain/content/lookupPaths'

export interface LookupFile {
  /** Site path of the file, e.g. `/lookups/regions/0102800000.json`. */
  path: string
  /** The value to write as JSON. */
  json: unknown
}

/** Every static lookup file of a portal: provinces, regions per province, employment types per list, vehicle makes, years per make and models per make and year. */
export function lookupFiles(lookups: PortalLookups): LookupFile[] {
  const files: LookupFile[] = [{ path: provincesPath(), json: lookups.provinces }]
  for (const province of lookups.provinces) {
    files.push({ path: regionsPath(province.ProvinceId), json: lookups.regions[province.ProvinceId] ?? [] })
  }
  for (const list of EMPLOYMENT_TYPE_LISTS) {
    files.push({ path: employmentTypesPath(list === 'general' ? undefined : Number(list)), json: lookups.employmentTypes[list] })
  }
  const { makes, years, models } = lookups.vehicles
  files.push({ path: vehicleMakesPath(), json: makes })
  for (const make of makes) {
    const makeYears = years[String(make.VehicleManufacturerId)] ?? []
    files.push({ path: vehicleYearsPath(make.VehicleManufacturerId), json: makeYears })
    for (const year of makeYears) {
      files.push({ path: vehicleModelsPath(make.VehicleManufacturerId, year), json: models[`${make.VehicleManufacturerId}:${year}`] ?? [] })
    }
  }
  return files
}

/**
 * Writes the static lookup files a portal's forms fetch into its site folder (provinces, regions,
 * employment types, vehicles; the pages never call an API for a lookup). Returns how many it wrote.
 * The product files (data/products/{vertical}.json) are written by the page loop (scripts/pipeline/productPages.ts).
 */
export function emitLookupFiles(siteDir: string, lookups: PortalLookups): number {
  const files = lookupFiles(lookups)
  for (const file of files) {
    const target = join(siteDir, file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, JSON.stringify(file.json))
  }
  return files.length
}
