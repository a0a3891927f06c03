// Writes data/lookups/{folder}/*.json for every portal of the registry: geography from the reference
// lists (data/reference, see docs/data.md for their sources), employment types and vehicles from
// scripts/sampleData/; which lists feed which portal is scripts/sampleData/portalSamples.ts, and a
// portal without an entry there stops it before anything is written.
// Run: npx tsx scripts/sampleData/generateLookups.ts [--reference data/reference] [--data-dir data]
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { PortalLookups, Province, Region, VehiclesFile } from '../../domain/content/schemas'
import { loadPortals } from '../../content/portals'
import type { MakeCatalog } from './vehicleCatalog'
import { sampleInputsOf } from './generateSampleProducts'
import { formatJson } from '../pipeline/formatJson'
import { isMain } from '../../server/isMain'

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
  const { values } = parseArgs({ options: { reference: { type: 'string', default: 'data/reference' }, 'data-dir': { type: 'string', default: 'data' } } })
  const reference = values.reference
  const dataDir = values['data-dir']
  // Every portal's lists read first: a portal without inputs, or a missing list, stops the run before any file is written.
  const plan = loadPortals(dataDir).map((portal) => ({ portal, inputs: sampleInputsOf(portal).lookups }))
  const lookups: Array<{ folder: string; lookups: PortalLookups }> = []
  for (const { portal, inputs } of plan) {
    const places = geography(await readReference(reference, inputs.provinces), await readReference(reference, inputs.places), inputs.collation)
    lookups.push({ folder: portal.folder, lookups: { ...places, employmentTypes: inputs.employmentTypes, vehicles: vehiclesFromCatalog(inputs.vehicles) } })
  }
  for (const entry of lookups) await writeLookups(dataDir, entry.folder, entry.lookups)
  const written = lookups.map((entry) => `${dataDir}/lookups/${entry.folder} (${entry.lookups.provinces.length} provinces)`)
  console.log(`Wrote ${written.join(' and ')}.`)
}

if (isMain(import.meta.url)) {
  await main()
}
