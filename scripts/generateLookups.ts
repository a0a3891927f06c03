// Writes data/lookups/{ecm,ckj}/*.json: geography from the reference lists (../shared/reference,
// see docs/data.md for their sources), employment types and vehicles from scripts/sampleData/.
// Run: npx tsx scripts/generateLookups.ts [--reference ../shared/reference] [--data-dir data]
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { PortalLookups, Province, Region, VehiclesFile } from '../domain/content/schemas'
import { ID_EMPLOYMENT_TYPES, PH_EMPLOYMENT_TYPES } from './sampleData/employmentTypeCatalog'
import { ID_VEHICLES, PH_VEHICLES, type MakeCatalog } from './sampleData/vehicleCatalog'
import { formatJson } from './formatJson'
import { isMain } from '../server/isMain'

interface ReferencePlace {
  id: string
  name: string
  provinceId?: string
}

const FIRST_YEAR = 2015
const LAST_YEAR = 2026

/** Vehicle lookups from a catalog: make ids from 1 in catalog order, model ids make x 100 + position, years newest first. */
export function vehiclesFromCatalog(catalog: readonly MakeCatalog[]): VehiclesFile {
  const vehicles: VehiclesFile = { makes: [], years: {}, models: {} }
  catalog.forEach((entry, makeIndex) => {
    const makeId = makeIndex + 1
    vehicles.makes.push({ VehicleManufacturerId: makeId, DisplayedName: entry.make })
    const years = new Set<number>()
    for (let year = LAST_YEAR; year >= FIRST_YEAR; year -= 1) {
      const models = entry.models
        .map(([name, from, to], modelIndex) => ({ name, from, to, id: makeId * 100 + modelIndex + 1 }))
        .filter((model) => model.from <= year && year <= model.to)
        .map((model) => ({ VehicleTypeModelId: model.id, DisplayedName: model.name }))
      if (models.length === 0) continue
      years.add(year)
      vehicles.models[`${makeId}:${year}`] = models
    }
    vehicles.years[String(makeId)] = [...years]
  })
  return vehicles
}

/** Provinces sorted by name, and the regions of each sorted by name, in the portal's collation. */
export function geography(
  provinces: readonly ReferencePlace[],
  places: readonly ReferencePlace[],
  locale: string,
): Pick<PortalLookups, 'provinces' | 'regions'> {
  const byName = (a: { DisplayedName: string }, b: { DisplayedName: string }) => a.DisplayedName.localeCompare(b.DisplayedName, locale)
  const provinceList: Province[] = provinces.map((row) => ({ ProvinceId: row.id, DisplayedName: row.name })).sort(byName)
  const regions: Record<string, Region[]> = {}
  for (const province of provinceList) {
    regions[province.ProvinceId] = places
      .filter((place) => place.provinceId === province.ProvinceId)
      .map((place) => ({ RegionId: place.id, DisplayedName: place.name }))
      .sort(byName)
  }
  return { provinces: provinceList, regions }
}

async function readReference(dir: string, file: string): Promise<ReferencePlace[]> {
  return JSON.parse(await readFile(path.join(dir, file), 'utf8')) as ReferencePlace[]
}

async function writeLookups(dataDir: string, folder: string, lookups: PortalLookups): Promise<void> {
  const dir = path.join(dataDir, 'lookups', folder)
  await mkdir(dir, { recursive: true })
  const files: Array<[string, unknown]> = [
    ['provinces.json', lookups.provinces],
    ['regions.json', lookups.regions],
    ['employmentTypes.json', lookups.employmentTypes],
    ['vehicles.json', lookups.vehicles],
  ]
  for (const [name, value] of files) await writeFile(path.join(dir, name), formatJson(value))
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { reference: { type: 'string', default: '../shared/reference' }, 'data-dir': { type: 'string', default: 'data' } } })
  const reference = values.reference
  const dataDir = values['data-dir']
  const ph = geography(await readReference(reference, 'ph-provinces.json'), await readReference(reference, 'ph-cities.json'), 'en')
  const id = geography(await readReference(reference, 'id-provinces.json'), await readReference(reference, 'id-regencies.json'), 'id')
  await writeLookups(dataDir, 'ecm', { ...ph, employmentTypes: PH_EMPLOYMENT_TYPES, vehicles: vehiclesFromCatalog(PH_VEHICLES) })
  await writeLookups(dataDir, 'ckj', { ...id, employmentTypes: ID_EMPLOYMENT_TYPES, vehicles: vehiclesFromCatalog(ID_VEHICLES) })
  console.log(`Wrote ${dataDir}/lookups/ecm (${ph.provinces.length} provinces) and ${dataDir}/lookups/ckj (${id.provinces.length} provinces).`)
}

if (isMain(import.meta.url)) {
  await main()
}
