// npm run data:pull -- --api URL [--data-dir DIR] [--timeout SECONDS]
// Fetches every lookup and product card of both portals from a live API, checks them exactly as the
// build does, and only then replaces the snapshot files. On any failure the old snapshot stays.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import type * as v from 'valibot'
import { PORTAL_CODES, type PortalConfig } from '../domain/portal'
import { checkPortalConfig, checkSnapshot } from '../domain/content/checkSnapshot'
import { formatProblem, parseJsonText, recordLabel, schemaProblems, type SnapshotProblem } from '../domain/content/problems'
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
} from '../domain/content/schemas'
import { formatJson } from './formatJson'
import { replaceFilesAtomically } from './replaceFiles'

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
}

/** A pull that stopped: the message says why, and the snapshot was left as it was. */
export class PullError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PullError'
  }
}

/** Lookup endpoint of each employment-type list (SPEC.md §7 call 5). */
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
  const portals = await readPortalConfigs(dataDir)
  const client = new ApiClient(api, options.fetch ?? fetch, options.timeoutMs ?? 15_000, options.concurrency ?? 8, log)

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
    const lines = problems.map((problem) => formatProblem({ ...problem, file: `${problem.file} (as pulled)` }))
    throw new PullError(`The API's data has ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}:\n${lines.join('\n')}\n${unchanged}`)
  }
  log('checking … ✓')

  const folders = portals.map((portal) => portal.code.toLowerCase())
  const written = Object.entries(files).map(([file, value]) => ({ file, text: formatJson(value) }))
  try {
    await replaceFilesAtomically(dataDir, written, folders.flatMap((folder) => [`lookups/${folder}`, `products/${folder}`]))
  } catch (error) {
    log('writing … ✗')
    throw new PullError(`Could not write the snapshot: ${error instanceof Error ? error.message : String(error)}\n${unchanged}`)
  }
  log(`writing … ${written.length} files ✓`)
  return { files: written.map((entry) => path.join(dataDir, entry.file)) }
}

async function pullPortal(client: ApiClient, portal: PortalConfig, log: (line: string) => void): Promise<Record<string, unknown>> {
  const folder = portal.code.toLowerCase()
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

  const provinces = await step('provinces', () => client.get('/lookups/getprovince', query, ProvinceListSchema), (list) => `${list.length}`)
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

  const makes = await step('vehicle makes', () => client.get('/lookups/getmotvehiclemanufacturer', query, VehicleMakeListSchema), (list) => `${list.length}`)
  const yearLists = await step(
    'vehicle years',
    () => client.all(makes, (make) => client.get('/lookups/getmotyearbymanufacturerid', { vehiclemanufacturerid: String(make.VehicleManufacturerId), ...query }, VehicleYearListSchema)),
    (lists) => `${lists.reduce((sum, list) => sum + list.length, 0)}`,
  )
  const makeYears = makes.flatMap((make, index) => (yearLists[index] ?? []).map((year) => ({ makeId: make.VehicleManufacturerId, year })))
  const modelLists = await step(
    'vehicle models',
    () => client.all(makeYears, ({ makeId, year }) => client.get('/lookups/getmotvehiclemodel', { year: String(year), vehiclemanufacturerid: String(makeId), ...query }, VehicleModelListSchema)),
    (lists) => `${lists.reduce((sum, list) => sum + list.length, 0)}`,
  )
  const vehicles: VehiclesFile = {
    makes,
    years: Object.fromEntries(makes.map((make, index) => [String(make.VehicleManufacturerId), yearLists[index] ?? []])),
    models: Object.fromEntries(makeYears.map(({ makeId, year }, index) => [`${makeId}:${year}`, modelLists[index] ?? []])),
  }

  const productsUrl = client.url('/api/products', query)
  const { products } = await step('products', () => client.get('/api/products', query, ProductsResponseSchema), (answer) => `${answer.products.length}`)
  const byVertical = new Map<string, ProductCard[]>(portal.verticals.map((vertical) => [vertical.key, []]))
  const strays: SnapshotProblem[] = []
  products.forEach((card, index) => {
    const vertical = portal.verticals.find((candidate) => candidate.id === card.verticalId)
    if (vertical === undefined) {
      strays.push({ file: productsUrl, record: recordLabel(index, card), field: 'verticalId', expected: `a vertical of ${portal.code}: ${portal.verticals.map((x) => x.id).join(', ')}`, received: String(card.verticalId) })
    } else {
      byVertical.get(vertical.key)?.push(card)
    }
  })
  if (strays.length > 0) throw new Error(`The API's data has problems:\n${strays.map(formatProblem).join('\n')}`)

  const files: Record<string, unknown> = {
    [`lookups/${folder}/provinces.json`]: provinces,
    [`lookups/${folder}/regions.json`]: regions,
    [`lookups/${folder}/employmentTypes.json`]: employmentTypes,
    [`lookups/${folder}/vehicles.json`]: vehicles,
  }
  for (const [key, cards] of byVertical) files[`products/${folder}/${key}.json`] = cards
  return files
}

/** GETs JSON from the API with a timeout per request, a limit on requests in flight, and one cancel for all. */
class ApiClient {
  private readonly controller = new AbortController()
  private pausedUntil = 0

  constructor(
    private readonly base: string,
    private readonly fetcher: typeof fetch,
    private readonly timeoutMs: number,
    private readonly concurrency: number,
    private readonly log: (line: string) => void,
  ) {}

  url(endpoint: string, query: Record<string, string>): string {
    return `${this.base}${endpoint}?${new URLSearchParams(query).toString()}`
  }

  cancel(): void {
    this.controller.abort()
  }

  // One pause shared by every request in flight, so a rate limit slows the whole pull at once.
  private pause(ms: number, status: number): void {
    const until = Date.now() + ms
    if (until <= this.pausedUntil) return
    this.pausedUntil = until
    this.log(`  the API answered ${status}: waiting ${Math.ceil(ms / 1000)} s before going on …`)
  }

  private async waitForPause(): Promise<void> {
    const ms = this.pausedUntil - Date.now()
    if (ms <= 0) return
    const signal = this.controller.signal
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer)
        reject(new Error('cancelled after another request failed'))
      }
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort)
        resolve()
      }, ms)
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }

  async get<TSchema extends v.GenericSchema>(endpoint: string, query: Record<string, string>, schema: TSchema): Promise<v.InferOutput<TSchema>> {
    const url = this.url(endpoint, query)
    let text: string
    for (let attempt = 0; ; attempt += 1) {
      await this.waitForPause()
      const signal = AbortSignal.any([this.controller.signal, AbortSignal.timeout(this.timeoutMs)])
      let response: Response
      try {
        response = await this.fetcher(url, { signal, headers: { accept: 'application/json' } })
        // A rate limit or a short outage says when to come back: wait that long, a few times at most.
        if ((response.status === 429 || response.status === 503) && attempt < MAX_RETRIES) {
          await response.body?.cancel()
          this.pause(retryAfterMs(response.headers.get('retry-after'), attempt), response.status)
          continue
        }
        if (!response.ok) throw new Error(`GET ${url} answered HTTP ${response.status}${response.statusText === '' ? '' : ` ${response.statusText}`}.`)
        text = await response.text()
        break
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('GET ')) throw error
        throw new Error(`GET ${url} failed: ${networkReason(error, this.timeoutMs)}.`)
      }
    }
    const parsed = parseJsonText(url, text)
    if (!parsed.ok) throw new Error(`GET ${url} answered with invalid JSON: ${parsed.problem.received ?? ''}.`)
    const problems = schemaProblems(url, schema, parsed.value)
    if (problems.length > 0) throw new Error(`The API's data has problems:\n${problems.map(formatProblem).join('\n')}`)
    return parsed.value as v.InferOutput<TSchema>
  }

  /** Runs `task` for every item, at most `concurrency` at a time; the first failure cancels the rest. */
  async all<TItem, TResult>(items: readonly TItem[], task: (item: TItem) => Promise<TResult>): Promise<TResult[]> {
    const results: TResult[] = new Array<TResult>(items.length)
    let next = 0
    const worker = async (): Promise<void> => {
      while (next < items.length && !this.controller.signal.aborted) {
        const index = next
        next += 1
        results[index] = await task(items[index] as TItem)
      }
    }
    try {
      await Promise.all(Array.from({ length: Math.min(this.concurrency, items.length) }, worker))
    } catch (error) {
      this.cancel()
      throw error
    }
    return results
  }
}

/** Retries of one request answered 429 or 503. */
const MAX_RETRIES = 4
/** Longest wait asked by a Retry-After header that is honoured, in milliseconds. */
const MAX_RETRY_WAIT_MS = 120_000

/** Wait before a retry, in milliseconds: the Retry-After header (seconds or an HTTP date), else 1, 2, 4, 8 s. */
export function retryAfterMs(header: string | null, attempt: number, nowMs = Date.now()): number {
  const fallback = 1000 * 2 ** attempt
  if (header === null || header.trim() === '') return fallback
  const seconds = Number(header)
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - nowMs
  if (!Number.isFinite(ms)) return fallback
  return Math.min(MAX_RETRY_WAIT_MS, Math.max(0, ms))
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`
  if (error instanceof Error && error.name === 'AbortError') return 'cancelled after another request failed'
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined
  if (cause?.code === 'ECONNREFUSED') return 'connection refused (is the API running at that address?)'
  if (cause?.code === 'ENOTFOUND') return 'host not found'
  if (cause?.code !== undefined) return `network error ${cause.code}`
  return error instanceof Error ? (cause?.message ?? error.message) : String(error)
}

function parseApi(api: string): string {
  let url: URL
  try {
    url = new URL(api)
  } catch {
    throw new PullError(`--api must be an absolute http(s) address such as http://127.0.0.1:4300, got "${api}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PullError(`--api must use http or https, got "${api}".`)
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

async function readPortalConfigs(dataDir: string): Promise<PortalConfig[]> {
  const portals: PortalConfig[] = []
  const problems: SnapshotProblem[] = []
  for (const code of PORTAL_CODES) {
    const file = `portals/${code.toLowerCase()}.json`
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
    throw new PullError(`The portal configs in ${dataDir}/portals have problems:\n${problems.map((p) => formatProblem({ ...p, file: path.join(dataDir, p.file) })).join('\n')}\nNothing was fetched.`)
  }
  return portals
}

/** CLI entry: parses the arguments, runs the pull, and returns the process exit code (0 done, 1 failed, 2 bad usage). */
export async function runPullDataCli(argv: readonly string[], log = console.log, logError = console.error): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({ args: [...argv], options: { api: { type: 'string' }, 'data-dir': { type: 'string' }, timeout: { type: 'string' } } }))
  } catch (error) {
    logError(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run data:pull -- --api URL [--data-dir DIR] [--timeout SECONDS]`)
    return 2
  }
  if (values.api === undefined) {
    logError('Usage: npm run data:pull -- --api URL [--data-dir DIR] [--timeout SECONDS]')
    return 2
  }
  const timeoutSeconds = values.timeout === undefined ? 15 : Number(values.timeout)
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) {
    logError(`--timeout must be a number of seconds above 0, got "${values.timeout}".`)
    return 2
  }
  try {
    const result = await pullData({ api: values.api, dataDir: values['data-dir'] ?? 'data', log, timeoutMs: timeoutSeconds * 1000 })
    log(`Snapshot updated: ${result.files.length} files.`)
    return 0
  } catch (error) {
    logError(error instanceof PullError ? `data:pull failed: ${error.message}` : error)
    return 1
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runPullDataCli(process.argv.slice(2))
}
