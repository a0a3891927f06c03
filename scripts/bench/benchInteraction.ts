// npm run bench:interaction: input integrity and press-to-result time on an emulated mid-range phone
// (issue "Input integrity", item 6).
//
// Real Chromium, one fresh browser context per run (no cache), every page throttled as a mid-range
// phone on a slow mobile network (CPU 4x slower, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up,
// 412x823 at 2.625x, touch), over every island kind of every portal of the registry
// (content/portals.ts): the calculators, the landing forms, the income form and a list's range
// filter, each where the portal has the page (its paths, landing files and verticals); the figures
// typed come from its config (scripts/bench/interactionInputs.ts).
//
// (a) Typing integrity: the first fields are focused and typed into (50, 150 or 300 ms a key, spread
//     evenly over the runs) as soon as the page's HTML has arrived and the field exists, without
//     waiting for the island's code: the point is typing while that code is still on its way. A run
//     "changed a field" when a field's final value differs from what was typed: text fields exactly;
//     amount fields by their digits (the island regroups them with the portal's thousands separator,
//     150,000 on en-PH and 75.000.000 on id-ID, but keeps the bare digits typed before it took over
//     until the next key). Must be 0.
// (b) Press-to-result time on the calculators and landing forms: from the Enter key (calculators) or
//     the Next click (landing forms) to the frame after the result appears or changes (calculators:
//     `.calc-headline strong`) or step 2 is shown (landing forms; whether its heading got focus is
//     reported too), for the first press after load (which may have to wait for the island's code)
//     and for a later press after a value was changed. Times are the page's own clock: from the key
//     or pointer event's timestamp to the next animation frame after the change.
//
// Serves the built site (dist/{folder} of every portal; built first when one is missing, or with
// --build), with the real lead API (PGlite in a temporary folder) behind the portal servers, as npm
// start does.
// Its parts, in scripts/bench/interaction/:
//   scenarios.ts: the pages of every portal, the fields typed into them and the presses timed.
//   pageProbe.ts: the in-page instrumentation (keys, hydration, the watcher of a press's response).
//   run.ts: the emulated phone and one run (load, type, read the fields back, time the presses).
//   summary.ts: the statistics of the runs and the Markdown tables printed.
// Usage: npx tsx scripts/bench/benchInteraction.ts [--runs 216] [--quick] [--delays 50,150,300]
//        [--only TEXT] [--concurrency 1] [--json PATH] [--build] [--list]
// --list prints the pages of every portal and what is typed into them, and measures nothing.
// Exits 1 when a run changed a field, or when a run could not be completed (its fields unread).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { loadPortals } from '../../content/portals'
import { freePort, startApiProcess, type ApiProcess } from '../servers/apiProcess'
import { chromiumFlags, chromiumPath } from '../quality/chromium'
import { createPortalServer, listen } from '../servers/serve'
import { isMain } from '../../server/isMain'
import { CPU_SLOWDOWN, NETWORK, runOnce, SCREEN, type RunResult } from './interaction/run'
import { scenarios, type Scenario } from './interaction/scenarios'
import { ms, pressBySpeed, pressRows, pressTable, speedTable, typingRows, typingTable } from './interaction/summary'
import { pageFile } from '../pipeline/sitePages'

const DEFAULT_DELAYS = [50, 150, 300]
const DEFAULT_RUNS = 216
const QUICK_RUNS = 14

// ---------------------------------------------------------------------------------------------
// Site, API and browser.

/** Source files changed after the built site was written (the dist may not have them). */
function newerSources(builtAt: number): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(tsx?|css|json)$/.test(entry.name) && statSync(path).mtimeMs > builtAt) found.push(path)
    }
  }
  for (const dir of ['components', 'renderer', 'domain', 'pages', 'data']) if (existsSync(dir)) walk(dir)
  return found.sort()
}

function serverClosed(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** Copies dist/{portal} (its modification times kept), retrying while a build is swapping it in. */
async function snapshotSite(portal: string, target: string): Promise<string> {
  const source = join('dist', portal)
  for (let attempt = 1; ; attempt++) {
    try {
      cpSync(source, target, { recursive: true, preserveTimestamps: true, force: true })
      if (existsSync(join(target, 'index.html')) && existsSync(join(target, '_headers'))) return target
      throw new Error(`${source} is incomplete`)
    } catch (error) {
      if (attempt >= 10) throw new Error(`could not copy ${source}: ${(error as Error).message}`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}

/** Every (scenario, delay) pair once, ordered so that the first runs visit every page with varied delays. */
function schedule(list: Scenario[], delays: number[], runs: number): { scenario: Scenario; delay: number }[] {
  const pairs: { scenario: Scenario; delay: number }[] = []
  for (let round = 0; round < delays.length; round++) {
    for (const [i, scenario] of list.entries()) pairs.push({ scenario, delay: delays[(round + i) % delays.length]! })
  }
  return Array.from({ length: runs }, (_, i) => pairs[i % pairs.length]!)
}

interface Options {
  runs: number
  delays: number[]
  only?: string
  concurrency: number
  json: string
  build: boolean
}

function gitIgnores(path: string): boolean {
  if (!existsSync('.gitignore')) return false
  const top = path.split('/')[0]
  return readFileSync('.gitignore', 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
    .some((line) => line === top || line === path)
}

export async function benchInteraction(options: Options): Promise<{ runs: RunResult[]; exitCode: number }> {
  const cleanups: (() => Promise<unknown>)[] = []
  try {
    const portals = loadPortals()
    if (options.build || portals.some((portal) => !existsSync(join('dist', portal.folder, 'index.html')))) {
      console.log(`Building the site (${portals.map((portal) => `dist/${portal.folder}`).join(', ')}) ...`)
      const { buildSite } = await import('../pipeline/build')
      await buildSite()
    }
    const temp = await mkdtemp(join(tmpdir(), 'bench-interaction-'))
    cleanups.push(() => rm(temp, { recursive: true, force: true }))
    // Served from a copy: a build started meanwhile (npm test, another engineer) swaps dist/ under a
    // running server, and every run after that would load missing chunks.
    const siteDirs: Record<string, string> = {}
    for (const portal of portals) siteDirs[portal.folder] = await snapshotSite(portal.folder, join(temp, 'dist', portal.folder))
    const builtAt = Math.min(...portals.map((portal) => statSync(join(siteDirs[portal.folder]!, 'index.html')).mtimeMs))
    const stale = newerSources(builtAt)

    const all = scenarios(portals).filter((s) => !options.only || `${s.portal} ${s.kind} ${s.path}`.includes(options.only))
    const missing = all.filter((s) => !existsSync(pageFile(siteDirs[s.portal]!, s.path)))
    const list = all.filter((s) => !missing.includes(s))
    if (list.length === 0) throw new Error('no page to measure (check --only and dist/)')

    const apiPort = await freePort()
    const apiOrigin = `http://127.0.0.1:${apiPort}`
    // Each portal's server on a free port, keyed by its folder; the API allows each origin as npm start's ({CODE}_PORT).
    const origins: Record<string, string> = {}
    for (const portal of portals) {
      const server = createPortalServer({ siteDir: siteDirs[portal.folder]!, apiOrigin })
      cleanups.push(() => serverClosed(server))
      origins[portal.folder] = await listen(server, 0)
    }
    const api: ApiProcess = await startApiProcess({
      port: apiPort,
      env: {
        PGLITE_DIR: join(temp, 'pglite'),
        DATABASE_URL: '',
        ...Object.fromEntries(portals.map((portal) => [`${portal.code}_PORT`, new URL(origins[portal.folder]!).port])),
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_MAX: '1000000',
        LEAD_LIMIT_PER_ADDRESS: '1000000',
        LEAD_LIMIT_PER_MOBILE: '1000000',
        LOG_LEVEL: 'warn',
      },
    })
    cleanups.push(() => api.stop())
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags() })
    cleanups.push(() => browser.close())

    const plan = schedule(list, options.delays, options.runs)
    console.log(
      `Input integrity and press-to-result on an emulated phone (CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up, ${SCREEN.width}x${SCREEN.height} @${SCREEN.deviceScaleFactor}x, touch)`,
    )
    console.log(
      `Chromium ${browser.version()} (${chromiumPath()}); ${plan.length} runs over ${list.length} pages x ${options.delays.join('/')} ms a key; concurrency ${options.concurrency}; ${cpus().length} cores`,
    )
    if (missing.length) console.log(`Not in dist, skipped: ${missing.map((s) => `${s.portal}${s.path}`).join(', ')}`)
    if (stale.length)
      console.log(
        `NOTE: dist was built ${new Date(builtAt).toISOString()}; ${stale.length} source file(s) changed since (not measured): ${stale.slice(0, 12).join(', ')}${stale.length > 12 ? ' ...' : ''}`,
      )

    const runs: RunResult[] = new Array(plan.length)
    let nextIndex = 0
    let done = 0
    const startedAt = performance.now()
    const worker = async () => {
      for (;;) {
        const index = nextIndex++
        if (index >= plan.length) return
        const { scenario, delay } = plan[index]!
        const run = await runOnce(browser, origins[scenario.portal]!, scenario, delay)
        runs[index] = run
        done++
        const press = [run.first ? `first ${ms(run.first.ms)} ms` : '', run.later ? `later ${ms(run.later.ms)} ms` : ''].filter(Boolean).join(', ')
        const state = run.error
          ? `ERROR ${run.error}`
          : run.changed
            ? `CHANGED ${run.fields
                .filter((f) => !f.ok)
                .map((f) => `${f.selector}: "${f.typed}" -> "${f.final}"`)
                .join('; ')}`
            : 'ok'
        console.log(
          `[${String(done).padStart(3)}/${plan.length}] ${scenario.portal} ${scenario.path} ${delay} ms/key: ${state}; takeover ${run.takeover}${press ? `; ${press}` : ''} (${run.seconds.toFixed(1)} s)`,
        )
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker))
    const minutes = (performance.now() - startedAt) / 60_000

    const typing = typingRows(runs, list)
    const presses = pressRows(runs)
    const changedRuns = runs.filter((r) => r.changed && !(r.error && r.fields.every((f) => f.final === null)))
    const failedRuns = runs.filter((r) => r.error)
    console.log('')
    console.log(`## (a) Typing integrity: ${runs.length} fresh page loads, ${changedRuns.length} with a changed field`)
    console.log('')
    for (const line of typingTable(typing)) console.log(line)
    console.log('')
    console.log('## (b) Press-to-result, ms (key or pointer event to the frame after the result or step 2 shows)')
    console.log('')
    for (const line of pressTable(presses)) console.log(line)
    console.log('')
    const bySpeed = pressBySpeed(runs)
    console.log('## (c) Press-to-result by typing speed, ms (every calculator, every landing form)')
    console.log('')
    for (const line of speedTable(bySpeed)) console.log(line)
    console.log('')
    const keyVsLoad = runs.map((r) => r.firstKeyVsLoadMs).filter((v): v is number => v !== null)
    const beforeLoad = keyVsLoad.filter((v) => v < 0).length
    console.log(`First key before the load event in ${beforeLoad} of ${keyVsLoad.length} runs.`)
    if (failedRuns.length) {
      console.log(`${failedRuns.length} run(s) with an error:`)
      for (const r of failedRuns) console.log(`  ${r.portal} ${r.path} ${r.delay} ms/key: ${r.error}`)
    }
    const withPageErrors = runs.filter((r) => r.pageErrors.length)
    if (withPageErrors.length) {
      console.log(`${withPageErrors.length} run(s) with page errors, e.g.:`)
      for (const r of withPageErrors.slice(0, 5)) console.log(`  ${r.portal} ${r.path}: ${r.pageErrors[0]}`)
    }
    console.log(
      `Took ${minutes.toFixed(1)} min. Load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores.`,
    )

    mkdirSync(dirname(options.json), { recursive: true })
    writeFileSync(
      options.json,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          chromium: browser.version(),
          emulation: { cpuSlowdown: CPU_SLOWDOWN, network: NETWORK, screen: SCREEN, touch: true },
          options,
          distBuiltAt: new Date(builtAt).toISOString(),
          sourcesChangedSinceBuild: stale,
          skipped: missing.map((s) => `${s.portal}${s.path}`),
          minutes,
          typing,
          presses,
          bySpeed,
          runs: runs.map((r) => ({ ...r, firstKeyVsLoadMs: r.firstKeyVsLoadMs === -Infinity ? 'before load started' : r.firstKeyVsLoadMs })),
        },
        null,
        2,
      )}\n`,
    )
    console.log(`Results written to ${options.json}.`)
    const exitCode = changedRuns.length > 0 || failedRuns.some((r) => r.fields.every((f) => f.final === null)) ? 1 : 0
    if (changedRuns.length > 0) console.log(`FAIL: ${changedRuns.length} run(s) changed a field.`)
    return { runs, exitCode }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: Error) => console.error(`cleanup: ${error.message}`))
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      quick: { type: 'boolean', default: false },
      delays: { type: 'string', default: DEFAULT_DELAYS.join(',') },
      only: { type: 'string' },
      concurrency: { type: 'string', default: '1' },
      json: { type: 'string' },
      build: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
    },
  })
  if (values.list) {
    for (const s of scenarios().filter((s) => !values.only || `${s.portal} ${s.kind} ${s.path}`.includes(values.only)))
      console.log(
        `${s.portal.toUpperCase()} ${s.kind} ${s.path}: ${[...s.fields.map((f) => f.text), ...(s.press ? [`later ${s.press.later.text}`] : [])].join(', ')}`,
      )
    process.exit(0)
  }
  const runs = Number(values.runs ?? (values.quick ? QUICK_RUNS : DEFAULT_RUNS))
  const delays = values.delays.split(',').map(Number)
  if (!Number.isInteger(runs) || runs < 1 || delays.some((d) => !Number.isFinite(d) || d < 0)) {
    console.error('--runs must be a whole number of at least 1 and --delays a comma-separated list of milliseconds')
    process.exit(1)
  }
  // bench-results/ is not in .gitignore: the JSON goes to /tmp rather than into the working tree.
  const json = values.json ?? (gitIgnores('bench-results') ? join('bench-results', 'interaction.json') : join(tmpdir(), 'bench-interaction.json'))
  benchInteraction({ runs, delays, ...(values.only ? { only: values.only } : {}), concurrency: Number(values.concurrency), json, build: values.build })
    .then(({ exitCode }) => process.exit(exitCode))
    .catch((error: Error) => {
      console.error(error.stack ?? error.message)
      process.exit(1)
    })
}
