// npm run data:pull -- --api URL [--data-dir DIR] [--timeout SECONDS] [--max-answer-mib MIB]
// Fetches every lookup and product card of both portals from a live API, checks them exactly as the
// build does, and only then replaces the snapshot files. On any failure the old snapshot stays.
import { symlinksUnder } from '../../content/symlinks'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type PortalConfig, portalFolder } from '../../domain/portal'
import { checkPortalConfig, checkSnapshot } from '../../domain/content/checkSnapshot'
import { formatProblem, parseJsonText, recordLabel, type SnapshotProblem } from '../../domain/content/problems'
import {
  EMPLOYMENT_TYPE_LISTS,
  EmploymentTypeListSchema,
  ProductsResponseSchema,
  ProvinceListSchema,
  RegionListSchema,
  VehicleMakeListSchema,
  VehicleModelListSchema,
  VehicleYearListSchema,
  type EmploymentTypesFile,
  type ProductCard,
  type VehiclesFile,
} from '../../domain/content/schemas'
import { ApiClient, printable, printableProblem } from './apiClient'
import { formatJson } from './formatJson'
import { replaceFilesAtomically } from './replaceFiles'
import { isMain } from '../../server/isMain'

export interface PullOptions {
  /** Origin (and optional base path) of the lead API, e.g. http://127.0.0.1:4300. */
  api: string
  dataDir?: string
  log?: (line: string) => void
  fetch?: typeof fetch
  /** Longest wait for one answer, in milliseconds. */
  timeoutMs?: number
  /** Requests in flight at once. */
  concurrency?: number
  /** Largest answer read, in bytes (50 MiB): a longer one fails the pull. */
  maxAnswerBytes?: number
}

/** Largest answer data:pull reads, by default: the products answer of a portal is well under 1 MiB. */
export const DEFAULT_MAX_ANSWER_BYTES = 50 * 2 ** 20

/** A pull that stopped: the message says why, and the snapshot was left as it was. */
export class PullError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PullError'
  }
}

/** Lookup endpoint of each employment-type list (docs/requirements/wire-contract.md#lookup-calls). */
const EMPLOYMENT_ENDPOINTS: Record<(typeof EMPLOYMENT_TYPE_LISTS)[number], string> = {
  general: '/lookups/getEmploymentType',
  '1': '/lookups/getCLOEmploymentType',
  '2': '/lookups/getCCEmploymentType',
  '6': '/lookups/getHLOEmploymentType',
  '7': '/lookups/getVLOEmploymentType',
}

/** Fetches, checks and writes the whole snapshot; resolves with the files written, throws PullError otherwise. */
export async function pullData(options: PullOptions): Promise<{ files: string[] }> {
  const dataDir = options.dataDir ?? 'data'
  const log = options.log ?? ((line: string) => console.log(line))
  const unchanged = `The snapshot in ${dataDir}/ was left unchanged.`
  const api = parseApi(options.api)
  // Nothing is read or replaced through a link out of the snapshot's folder (docs/security.md).
  const links = symlinksUnder(dataDir)
  if (links.length > 0) throw new Error(`${dataDir}/${links[0]} is a symbolic link: the pull reads and writes only files inside ${dataDir}/. ${unchanged}`)
  const portals = await readPortalConfigs(dataDir)
  const client = new ApiClient(
    api,
    options.fetch ?? fetch,
    options.timeoutMs ?? 15_000,
    options.concurrency ?? 8,
    log,
    options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
  )

  const files: Record<string, unknown> = {}
  try {
    for (const portal of portals) Object.assign(files, await pullPortal(client, portal, log))
  } catch (error) {
    client.cancel()
    throw new PullError(`${error instanceof Error ? error.message : String(error)}\n${unchanged}`)
  }

  const problems = checkSnapshot(files, portals)
  if (problems.length > 0) {
    log(`checking … ✗`)
    const lines = problems.map((problem) => formatProblem(printableProblem({ ...problem, file: `${problem.file} (as pulled)` })))
    throw new PullError(`The API's data has ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}:\n${lines.join('\n')}\n${unchanged}`)
  }
  log('checking … ✓')

  const folders = portals.map((portal) => portalFolder(portal))
  const written = Object.entries(files).map(([file, value]) => ({ file, text: formatJson(value) }))
  try {
    await replaceFilesAtomically(
      dataDir,
      written,
      folders.flatMap((folder) => [`lookups/${folder}`, `products/${folder}`]),
    )
  } catch (error) {
    log('writing … ✗')
    throw new PullError(`Could not write the snapshot: ${error instanceof Error ? error.message : String(error)}\n${unchanged}`)
  }
  log(`writing … ${written.length} files ✓`)
  return { files: written.map((entry) => path.join(dataDir, entry.file)) }
}

async function pullPortal(client: ApiClient, portal: PortalConfig, log: (line: string) => void): Promise<Record<string, unknown>> {
  const folder = portalFolder(portal)
  const query = { portal: portal.code }
  const step = async <T>(name: string, run: () => Promise<T>, describe: (value: T) => string): Promise<T> => {
    try {
      const value = await run()
      log(`[${folder}] ${name} … ${describe(value)} ✓`)
      return value
    } catch (error) {
      log(`[${folder}] ${name} … ✗`)
      throw error
    }
  }

  const provinces = await step(
    'provinces',
    () => client.get('/lookups/getprovince', query, ProvinceListSchema),
    (list) => `${list.length}`,
  )
  const regionLists = await step(
    'regions',
    () => client.all(provinces, (province) => client.get('/lookups/getregion', { ProvinceId: province.ProvinceId, ...query }, RegionListSchema)),
    (lists) => `${lists.reduce((sum, list) => sum + list.length, 0)} in ${lists.length} provinces`,
  )
  const regions = Object.fromEntries(provinces.map((province, index) => [province.ProvinceId, regionLists[index] ?? []]))

  const employmentLists = await step(
    'employment types',
    () => client.all(EMPLOYMENT_TYPE_LISTS, (list) => client.get(EMPLOYMENT_ENDPOINTS[list], query, EmploymentTypeListSchema)),
    (lists) => `${lists.reduce((sum, list) => sum + list.length, 0)} in ${lists.length} lists`,
  )
  const employmentTypes = Object.fromEntries(EMPLOYMENT_TYPE_LISTS.map((list, index) => [list, employmentLists[index] ?? []])) as EmploymentTypesFile

  const makes = await step(
    'vehicle makes',
    () => client.get('/lookups/getmotvehiclemanufacturer', query, VehicleMakeListSchema),
    (list) => `${list.length}`,
  )
  const yearLists = await step(
    'vehicle years',
    () =>
      client.all(makes, (make) =>
        client.get('/lookups/getmotyearbymanufacturerid', { vehiclemanufacturerid: String(make.VehicleManufacturerId), ...query }, VehicleYearListSchema),
      ),
    (lists) => `${lists.reduce((sum, list) => sum + list.length, 0)}`,
  )
  const makeYears = makes.flatMap((make, index) => (yearLists[index] ?? []).map((year) => ({ makeId: make.VehicleManufacturerId, year })))
  const modelLists = await step(
    'vehicle models',
    () =>
      client.all(makeYears, ({ makeId, year }) =>
        client.get('/lookups/getmotvehiclemodel', { year: String(year), vehiclemanufacturerid: String(makeId), ...query }, VehicleModelListSchema),
      ),
    (lists) => `${lists.reduce((sum, list) => sum + list.length, 0)}`,
  )
  const vehicles: VehiclesFile = {
    makes,
    years: Object.fromEntries(makes.map((make, index) => [String(make.VehicleManufacturerId), yearLists[index] ?? []])),
    models: Object.fromEntries(makeYears.map(({ makeId, year }, index) => [`${makeId}:${year}`, modelLists[index] ?? []])),
  }

  const productsUrl = client.url('/api/products', query)
  const { products } = await step(
    'products',
    () => client.get('/api/products', query, ProductsResponseSchema),
    (answer) => `${answer.products.length}`,
  )
  const byVertical = new Map<string, ProductCard[]>(portal.verticals.map((vertical) => [vertical.key, []]))
  const strays: SnapshotProblem[] = []
  products.forEach((card, index) => {
    const vertical = portal.verticals.find((candidate) => candidate.id === card.verticalId)
    if (vertical === undefined) {
      strays.push({
        file: productsUrl,
        record: recordLabel(index, card),
        field: 'verticalId',
        expected: `a vertical of ${portal.code}: ${portal.verticals.map((x) => x.id).join(', ')}`,
        received: String(card.verticalId),
      })
    } else {
      byVertical.get(vertical.key)?.push(card)
    }
  })
  if (strays.length > 0) throw new Error(`The API's data has problems:\n${strays.map((stray) => formatProblem(printableProblem(stray))).join('\n')}`)

  const files: Record<string, unknown> = {
    [`lookups/${folder}/provinces.json`]: provinces,
    [`lookups/${folder}/regions.json`]: regions,
    [`lookups/${folder}/employmentTypes.json`]: employmentTypes,
    [`lookups/${folder}/vehicles.json`]: vehicles,
  }
  for (const [key, cards] of byVertical) files[`products/${folder}/${key}.json`] = cards
  return files
}

// Plain http only to this machine (a local lead API, the tests' fake one): anywhere else the answers
// could be read or changed on the way.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

function parseApi(api: string): string {
  let url: URL
  try {
    url = new URL(api)
  } catch {
    throw new PullError(`--api must be an absolute https address such as https://api.example.com, got ${printable(JSON.stringify(api))}.`)
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname.toLowerCase())
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new PullError(
      `--api must be an https address (plain http only on 127.0.0.1, localhost or [::1]), got ${printable(JSON.stringify(api))}. Nothing was fetched.`,
    )
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new PullError(`--api must be an origin with an optional base path, without credentials, query or fragment, got ${printable(JSON.stringify(api))}.`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

async function portalFileNames(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'portals'))).filter((name) => name.endsWith('.json')).sort()
  } catch {
    return []
  }
}

async function readPortalConfigs(dataDir: string): Promise<PortalConfig[]> {
  const portals: PortalConfig[] = []
  const problems: SnapshotProblem[] = []
  // The portals are the registry's (content/portals.ts): every config file in portals/.
  for (const name of await portalFileNames(dataDir)) {
    const file = `portals/${name}`
    let text: string
    try {
      text = await readFile(path.join(dataDir, file), 'utf8')
    } catch {
      problems.push({ file, record: null, field: '', expected: 'a readable portal config', received: 'no such file' })
      continue
    }
    const parsed = parseJsonText(file, text)
    if (!parsed.ok) {
      problems.push(parsed.problem)
      continue
    }
    const checked = checkPortalConfig(file, parsed.value)
    problems.push(...checked.problems)
    if (checked.config !== undefined) portals.push(checked.config)
  }
  if (problems.length > 0) {
    throw new PullError(
      `The portal configs in ${dataDir}/portals have problems:\n${problems.map((p) => formatProblem({ ...p, file: path.join(dataDir, p.file) })).join('\n')}\nNothing was fetched.`,
    )
  }
  if (portals.length === 0) throw new PullError(`${dataDir}/portals holds no portal config. Nothing was fetched.`)
  return portals.sort((a, b) => a.order - b.order || a.code.localeCompare(b.code))
}

/** CLI entry: parses the arguments, runs the pull, and returns the process exit code (0 done, 1 failed, 2 bad usage). */
export async function runPullDataCli(argv: readonly string[], log = console.log, logError = console.error): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      options: { api: { type: 'string' }, 'data-dir': { type: 'string' }, timeout: { type: 'string' }, 'max-answer-mib': { type: 'string' } },
    }))
  } catch (error) {
    logError(
      `${error instanceof Error ? error.message : String(error)}\nUsage: npm run data:pull -- --api URL [--data-dir DIR] [--timeout SECONDS] [--max-answer-mib MIB]`,
    )
    return 2
  }
  if (values.api === undefined) {
    logError('Usage: npm run data:pull -- --api URL [--data-dir DIR] [--timeout SECONDS] [--max-answer-mib MIB]')
    return 2
  }
  const timeoutSeconds = values.timeout === undefined ? 15 : Number(values.timeout)
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) {
    logError(`--timeout must be a number of seconds above 0, got "${values.timeout}".`)
    return 2
  }
  const maxMib = values['max-answer-mib'] === undefined ? DEFAULT_MAX_ANSWER_BYTES / 2 ** 20 : Number(values['max-answer-mib'])
  if (!Number.isFinite(maxMib) || maxMib <= 0) {
    logError(`--max-answer-mib must be a number of MiB above 0, got ${printable(JSON.stringify(values['max-answer-mib']))}.`)
    return 2
  }
  try {
    const result = await pullData({
      api: values.api,
      dataDir: values['data-dir'] ?? 'data',
      log,
      timeoutMs: timeoutSeconds * 1000,
      maxAnswerBytes: Math.floor(maxMib * 2 ** 20),
    })
    log(`Snapshot updated: ${result.files.length} files.`)
    return 0
  } catch (error) {
    // Each line once more through printable: nothing a server sent reaches the terminal raw, even
    // through a message this module did not write.
    logError(error instanceof PullError ? `data:pull failed: ${error.message.split('\n').map(printable).join('\n')}` : error)
    return 1
  }
}

if (isMain(import.meta.url)) {
  process.exitCode = await runPullDataCli(process.argv.slice(2))
}
