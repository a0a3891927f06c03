// Loads the data snapshot (data/portals, data/lookups, data/products), checks every file, and
// returns it typed, or throws a SnapshotError listing every problem, one per line.
import { readdir, readFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import { portalFolder, PortalConfigSchema, type PortalConfig } from '../domain/portal'
import { checkPortalConfig, checkSnapshot } from '../domain/content/checkSnapshot'
import { formatProblem, parseJsonText, type SnapshotProblem } from '../domain/content/problems'
import { LOOKUP_FILES, ProductsFileSchema, type PortalLookups, type ProductCard } from '../domain/content/schemas'
import type { ComparableSnapshot } from '../domain/content/snapshotDiff'

/** A portal's folder under data/ ('ecm'): content/portals.ts. */
export type PortalFolder = string

/** Everything one portal is built from. */
export interface PortalSnapshot {
  portal: PortalConfig
  lookups: PortalLookups
  /** Product cards by vertical key, in the order of the portal config's verticals. */
  products: Record<string, ProductCard[]>
}

/** Every portal's snapshot, by folder, in the registry's order. */
export type Snapshot = Record<PortalFolder, PortalSnapshot>

/** One portal's snapshot; a folder the snapshot does not hold is an error. */
export function portalSnapshot(snapshot: Snapshot, folder: PortalFolder): PortalSnapshot {
  const found = snapshot[folder]
  if (!found) throw new Error(`The data snapshot has no portal "${folder}" (it has ${Object.keys(snapshot).join(', ')})`)
  return found
}

/** Thrown when the snapshot has problems; `problems` holds them, the message lists them one per line. */
export class SnapshotError extends Error {
  readonly problems: SnapshotProblem[]

  constructor(problems: SnapshotProblem[], where: string, prefix = '') {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
    // Grouped by file, so staff can fix one file at a time; within a file the order of the checks is kept.
    const byFile = [...problems].sort((a, b) => a.file.localeCompare(b.file))
    const lines = byFile.map((problem) => formatProblem({ ...problem, file: prefix === '' ? problem.file : path.join(prefix, problem.file) }))
    super(`The data snapshot ${where} has ${count}:\n${lines.join('\n')}`)
    this.name = 'SnapshotError'
    this.problems = problems
  }
}

/** Parsed content of every snapshot file, keyed by path relative to the data folder, plus read and JSON problems. */
export async function readSnapshotFiles(dataDir: string): Promise<{ files: Record<string, unknown>; problems: SnapshotProblem[] }> {
  const files: Record<string, unknown> = {}
  const problems: SnapshotProblem[] = []
  const relativePaths = [
    ...(await listFiles(dataDir, 'portals')).filter((file) => file.endsWith('.json')),
    ...(await listFiles(dataDir, 'lookups')),
    ...(await listFiles(dataDir, 'products')),
  ]
  for (const relative of relativePaths) {
    let text: string
    try {
      text = await readFile(path.join(dataDir, relative), 'utf8')
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
      problems.push({ file: relative, record: null, field: '', expected: 'a readable file', received: missing ? 'no such file' : String(error) })
      continue
    }
    const parsed = parseJsonText(relative, text)
    if (parsed.ok) files[relative] = parsed.value
    else problems.push(parsed.problem)
  }
  return { files, problems }
}

/** Every problem of the snapshot held in `files` (portal configs included), and the valid portal configs. */
export function checkSnapshotFiles(
  files: Readonly<Record<string, unknown>>,
  trusted: ReadonlySet<string> = new Set(),
): { portals: PortalConfig[]; problems: SnapshotProblem[] } {
  const problems: SnapshotProblem[] = []
  const portals: PortalConfig[] = []
  const rest: Record<string, unknown> = {}
  for (const [file, value] of Object.entries(files)) {
    if (file.startsWith('portals/')) {
      const checked = checkPortalConfig(file, value)
      problems.push(...checked.problems)
      if (checked.config !== undefined) portals.push(checked.config)
    } else {
      rest[file] = value
    }
  }
  const folders = Object.keys(files).flatMap((file) => /^portals\/([^/]+)\.json$/.exec(file)?.[1] ?? [])
  problems.push(...checkSnapshot(rest, portals, folders, trusted))
  return { portals, problems }
}

/** Reads and checks the whole snapshot under `dataDir`; throws SnapshotError naming every problem. */
export async function loadSnapshot(dataDir = 'data', { trusted = new Set<string>() }: { trusted?: ReadonlySet<string> } = {}): Promise<Snapshot> {
  const read = await readSnapshotFiles(dataDir)
  const checked = checkSnapshotFiles(read.files, trusted)
  // A file that exists but cannot be read or parsed is already reported; do not call it missing too.
  const unreadable = new Set(read.problems.map((problem) => problem.file))
  const problems = [...read.problems, ...checked.problems.filter((problem) => !(problem.received === 'no such file' && unreadable.has(problem.file)))]
  if (problems.length > 0) throw new SnapshotError(problems, `in ${dataDir}/`, dataDir)

  const snapshot: Snapshot = {}
  const ordered = [...checked.portals].sort((a, b) => a.order - b.order || a.code.localeCompare(b.code))
  for (const portal of ordered) {
    const folder = portalFolder(portal)
    // Every file passed its schema above (a trusted one when it was checked before), and the snapshot's schemas change no value (no transform, no
    // default: tests/unit/content/snapshotSchemas.test.ts), so the parsed JSON is the typed value: a
    // second parse would check every card again (3.6 s of the 5.4 s at 50,000 cards a portal).
    const lookup = <TName extends keyof typeof LOOKUP_FILES>(name: TName) =>
      read.files[`lookups/${folder}/${name}`] as v.InferOutput<(typeof LOOKUP_FILES)[TName]>
    const products: Record<string, ProductCard[]> = {}
    for (const vertical of portal.verticals) products[vertical.key] = read.files[`products/${folder}/${vertical.key}.json`] as ProductCard[]
    snapshot[folder] = {
      portal,
      lookups: {
        provinces: lookup('provinces.json'),
        regions: lookup('regions.json'),
        employmentTypes: lookup('employmentTypes.json'),
        vehicles: lookup('vehicles.json'),
      },
      products,
    }
  }
  return snapshot
}

/**
 * Both snapshots as the comparison reads them (domain/content/snapshotDiff.ts), for `npm run regenerate`:
 * each was checked already (data/ when it was published, the pulled copy by the validate step), so the
 * files are parsed, not checked again. A product file whose bytes are the same on both sides is not
 * compared card by card: its cards count as unchanged (`identicalCards`). Ids are unique within a
 * portal, so none of its cards can match a card of another file. At 50,000 cards a portal with one
 * card changed: 0.4 s against 12 s for two loadSnapshot calls and the comparison of every card.
 */
export async function comparableSnapshots(
  beforeDir: string,
  afterDir: string,
): Promise<{ before: Record<string, ComparableSnapshot>; after: Record<string, ComparableSnapshot> }> {
  const portalsOf = async (dir: string): Promise<Map<string, PortalConfig>> => {
    const files = (await listFiles(dir, 'portals')).filter((file) => file.endsWith('.json'))
    // Parsed with their schema for its defaults (a config without `order`), as loadSnapshot orders them.
    const configs = await Promise.all(files.map(async (file) => v.parse(PortalConfigSchema, JSON.parse(await readFile(path.join(dir, file), 'utf8')))))
    return new Map(configs.sort((a, b) => a.order - b.order || a.code.localeCompare(b.code)).map((config) => [portalFolder(config), config]))
  }
  const bytes = (dir: string, file: string): Promise<Buffer | undefined> =>
    readFile(path.join(dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined
      throw error
    })
  const lookups = async (dir: string, folder: string): Promise<PortalLookups> => {
    const lookup = async (name: keyof typeof LOOKUP_FILES) => JSON.parse(await readFile(path.join(dir, 'lookups', folder, name), 'utf8')) as never
    return {
      provinces: await lookup('provinces.json'),
      regions: await lookup('regions.json'),
      employmentTypes: await lookup('employmentTypes.json'),
      vehicles: await lookup('vehicles.json'),
    }
  }
  const [beforePortals, afterPortals] = await Promise.all([portalsOf(beforeDir), portalsOf(afterDir)])
  const before: Record<string, ComparableSnapshot> = {}
  const after: Record<string, ComparableSnapshot> = {}
  for (const folder of afterPortals.keys()) after[folder] = { lookups: await lookups(afterDir, folder), products: {}, identicalCards: 0 }
  for (const folder of beforePortals.keys()) before[folder] = { lookups: await lookups(beforeDir, folder), products: {}, identicalCards: 0 }
  const folders = [...new Set([...afterPortals.keys(), ...beforePortals.keys()])]
  for (const folder of folders) {
    const keys = new Set([...(beforePortals.get(folder)?.verticals ?? []), ...(afterPortals.get(folder)?.verticals ?? [])].map((vertical) => vertical.key))
    for (const key of keys) {
      const file = `products/${folder}/${key}.json`
      const [old, now] = await Promise.all([
        beforePortals.get(folder)?.verticals.some((vertical) => vertical.key === key) ? bytes(beforeDir, file) : undefined,
        afterPortals.get(folder)?.verticals.some((vertical) => vertical.key === key) ? bytes(afterDir, file) : undefined,
      ])
      if (old !== undefined && now !== undefined && old.equals(now)) {
        after[folder]!.identicalCards! += (JSON.parse(now.toString('utf8')) as unknown[]).length
        continue
      }
      if (old !== undefined) (before[folder]!.products as Record<string, ProductCard[]>)[key] = JSON.parse(old.toString('utf8')) as ProductCard[]
      if (now !== undefined) (after[folder]!.products as Record<string, ProductCard[]>)[key] = JSON.parse(now.toString('utf8')) as ProductCard[]
    }
  }
  return { before, after }
}

/** Records held by each data file of a loaded snapshot, for the staff summary after a build. */
export function snapshotRecordCounts(snapshot: Snapshot, dataDir = 'data'): Array<{ file: string; records: number; detail: string }> {
  const counts: Array<{ file: string; records: number; detail: string }> = []
  for (const [folder, portalSnapshot] of Object.entries(snapshot)) {
    const { lookups, products } = portalSnapshot
    const lookupFile = (name: string) => path.join(dataDir, 'lookups', folder, name)
    const regionLists = Object.values(lookups.regions)
    const employmentLists = Object.values(lookups.employmentTypes)
    const modelLists = Object.values(lookups.vehicles.models)
    counts.push(
      { file: lookupFile('provinces.json'), records: lookups.provinces.length, detail: 'provinces' },
      {
        file: lookupFile('regions.json'),
        records: regionLists.reduce((sum, list) => sum + list.length, 0),
        detail: `regions in ${regionLists.length} provinces`,
      },
      {
        file: lookupFile('employmentTypes.json'),
        records: employmentLists.reduce((sum, list) => sum + list.length, 0),
        detail: `entries in ${employmentLists.length} lists`,
      },
      {
        file: lookupFile('vehicles.json'),
        records: modelLists.reduce((sum, list) => sum + list.length, 0),
        detail: `models by year, ${lookups.vehicles.makes.length} makes, ${modelLists.length} make-years`,
      },
    )
    for (const [key, cards] of Object.entries(products)) {
      counts.push({ file: path.join(dataDir, 'products', folder, `${key}.json`), records: cards.length, detail: 'product cards' })
    }
  }
  return counts
}

async function listFiles(dataDir: string, folder: string): Promise<string[]> {
  const found: string[] = []
  async function walk(relative: string): Promise<void> {
    let entries
    try {
      entries = await readdir(path.join(dataDir, relative), { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      // Editors and file managers leave hidden files (.DS_Store, swap files); they are not data.
      if (entry.name.startsWith('.')) continue
      const child = `${relative}/${entry.name}`
      if (entry.isDirectory()) await walk(child)
      else found.push(child)
    }
  }
  await walk(folder)
  return found
}

/**
 * One portal's config and product cards, for the build steps that run after checkAllInputs has checked
 * the whole snapshot (vike's pages, the product-page loop): reading only this portal's files keeps each
 * step's memory to its own portal's data. Still parsed with the schemas, so a file changed since the
 * check fails here rather than renders.
 */
export function loadPortalProducts(dataDir: string, folder: PortalFolder): { portal: PortalConfig; products: Record<string, ProductCard[]> } {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'))
  const portal = v.parse(PortalConfigSchema, read(`portals/${folder}.json`))
  const products: Record<string, ProductCard[]> = {}
  for (const vertical of portal.verticals) products[vertical.key] = v.parse(ProductsFileSchema, read(`products/${folder}/${vertical.key}.json`))
  return { portal, products }
}

/**
 * One vertical's product cards (parsed with the schema, like loadPortalProducts): the build's page steps
 * read one vertical at a time, so their memory holds one vertical's cards, not the catalogue's.
 */
export function loadVerticalCards(dataDir: string, folder: PortalFolder, verticalKey: string): ProductCard[] {
  return v.parse(ProductsFileSchema, JSON.parse(readFileSync(path.join(dataDir, 'products', folder, `${verticalKey}.json`), 'utf8')))
}

/** One portal's lookups (parsed with their schemas), for the build step that writes their static files. */
export function loadPortalLookups(dataDir: string, folder: PortalFolder): PortalLookups {
  const lookup = <TName extends keyof typeof LOOKUP_FILES>(name: TName) =>
    v.parse(LOOKUP_FILES[name], JSON.parse(readFileSync(path.join(dataDir, 'lookups', folder, name), 'utf8')))
  return {
    provinces: lookup('provinces.json'),
    regions: lookup('regions.json'),
    employmentTypes: lookup('employmentTypes.json'),
    vehicles: lookup('vehicles.json'),
  }
}
