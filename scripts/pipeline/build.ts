// npm run build: checks all inputs, builds every portal of the registry (content/portals.ts), and
// replaces each dist/{folder} atomically. The steps, in order, and the file of each: README.md here.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { PortalConfig } from '../../domain/portal'
import { dataDirFromEnv, loadPortals, type Portal } from '../../content/portals'
import { headersFile, robotsTxt, sitemapXml } from './siteFiles'
import { loadPortalLookups } from '../../content/snapshot'
import { emitLookupFiles } from './lookupFiles'
import { buildApiOrigin, writeCdnFiles } from './cdnFiles'
import { siteStage } from '../../content/siteStage'
import type { ProductPagesSummary } from './productPages'
import { combineSiteStylesheets, type StylesheetSummary } from './pageStylesheets'
import { pageFiles, pagePath, siteFiles } from './sitePages'
import { isMain } from '../../server/isMain'
import { earlyPortalProblems } from './checkAll'
import { keepRenderer, manifestName, productCounts, productHashes, siteKey, stateName, writeState, type BuildState } from './buildState'
import { catalogueBuild, journalPath, type InPlaceSummary } from './catalogueBuild'
import { recoverPublishes } from './publishStore'
import { isRunning } from './processes'

const root = process.cwd()
// Each build writes to its own folder, so two builds at once (two terminals, a test run) never mix.
const runId = `${process.pid}-${Date.now()}`

/** Runs a build step in its own Node process; resolves with its standard output. */
function runStep(what: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    // Always a production build, whoever runs it: vitest sets NODE_ENV=test, which vite would carry
    // into the client code (React's development build in the pages under test).
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${what} failed:\n${stdout}${stderr}`))))
  })
}

function runVike(env: Portal, dataDir: string): Promise<string> {
  // Its heap capped: vike reads one vertical at a time (decision 019) and keeps little, so a tight heap
  // makes V8 collect early instead of growing the process (654 -> 457 MiB at 50,000 products per portal).
  // Vite's bundler (rolldown) on one thread of each of its pools: the build runs beside the previous
  // portal's page loop on a 2-core machine, so more threads only add their memory (488 -> 436 MiB at
  // 50,000 products a portal, 4.6 -> 4.4 s). The variables are rolldown's own (its pull request 9086)
  // and rayon's.
  // Its young generation smaller too (8 MB a semi-space, not 16): at the build's memory peak it runs
  // beside the other portal's page loop (that peak 742-797 -> 723-744 MiB at 50,000 products a portal,
  // the build 52-54 -> 49-51 s; 4 MB saved no more and cost 3.5 s).
  return runStep(`vike build for ${env.folder}`, ['--max-old-space-size=256', '--max-semi-space-size=8', join(root, 'node_modules/vike/bin.js'), 'build'], {
    PORTAL: env.folder,
    DATA_DIR: dataDir,
    BUILD_RUN_ID: runId,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    ROLLDOWN_WORKER_THREADS: '1',
    ROLLDOWN_MAX_BLOCKING_THREADS: '1',
    RAYON_NUM_THREADS: '1',
  })
}

/**
 * Bundles the portal's catalogue renderer (scripts/pipeline/productPages.ts --bundle-only) in a short-lived
 * process, awaited before the next vike build starts: the bundler's memory never adds to vike's.
 */
async function bundleRenderer(env: Portal, dataDir: string): Promise<string> {
  const bundleDir = join(root, 'build', runId, env.folder, 'product-renderer')
  await runStep(
    `the catalogue renderer of ${env.folder}`,
    ['--import', 'tsx', join(root, 'scripts/pipeline/productPages.ts'), '--portal', env.folder, '--bundle-only', bundleDir],
    { DATA_DIR: dataDir },
  )
  return bundleDir
}

/** Renders the portal's catalogue pages into vike's output (scripts/pipeline/productPages.ts) in a process of its own. */
export async function runProductPages(
  env: Portal,
  dataDir: string,
  full: boolean,
  bundleDir: string,
  {
    site = join(root, 'build', runId, env.folder, 'client'),
    work = join(root, 'build', runId, env.folder),
    more = [] as string[],
    published = process.env.PREVIOUS_DIST_DIR ?? distRoot(),
  } = {},
): Promise<ProductPagesSummary> {
  // The published site and its page manifest: unchanged pages are carried over from it (--full: none).
  // npm run regenerate builds into a staging dist and names the published one in PREVIOUS_DIST_DIR,
  // or, on its short path (decision 034), passes it here.
  const previous = full ? [] : ['--previous', join(published, env.folder), '--manifest', manifestPath(env, published)]
  // Its heap capped: it holds one vertical's cards at a time (decision 007), and at the build's memory
  // peak it runs beside the next portal's vike build (144 MiB: 190-200 MiB of RSS there, 201-235 at 192).
  const stdout = await runStep(
    `product pages of ${env.folder}`,
    [
      '--max-old-space-size=144',
      '--import',
      'tsx',
      join(root, 'scripts/pipeline/productPages.ts'),
      '--portal',
      env.folder,
      '--site',
      site,
      '--work',
      work,
      '--bundle',
      bundleDir,
      ...previous,
      ...more,
    ],
    { DATA_DIR: dataDir },
  )
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as ProductPagesSummary
}

/** Pages a sitemap should list: every prerendered page but noindex ones and the transactional pages. */
function indexablePaths(siteDir: string, portal: PortalConfig, catalogue: ReadonlySet<string>): string[] {
  const unlisted = new Set([portal.paths.thankYou, portal.paths.logout])
  const paths: string[] = []
  for (const file of pageFiles(siteDir)) {
    const rel = pagePath(siteDir, file)
    // The page loop's product and list pages are indexable by construction: their files are not read.
    if (!catalogue.has(rel) && readFileSync(file, 'utf8').slice(0, 4000).includes('content="noindex"')) continue
    if (!unlisted.has(rel)) paths.push(rel)
  }
  return paths.sort()
}

export interface PortalSummary {
  portal: string
  folder: string
  pages: number
  productPages: ProductPagesSummary
  /** Files and bytes of the whole site: not counted when only the catalogue was updated in place (decision 024). */
  files?: number
  bytes?: number
  /** The indexable pages that are not catalogue pages, and how many pages are not, for the next build's state. */
  indexable: string[]
  otherPages?: number
  /** Set when only product files changed and the site was updated in place (decision 024). */
  inPlace?: InPlaceSummary
}

function finishSite(env: Portal, portal: PortalConfig, dataDir: string, productPages: ProductPagesSummary): PortalSummary {
  const siteDir = join(root, 'build', runId, env.folder, 'client')
  writeFileSync(join(siteDir, '_headers'), headersFile(portal))
  writeFileSync(join(siteDir, 'robots.txt'), robotsTxt(portal))
  // The lookups' files; the loop wrote the product files, one vertical at a time.
  emitLookupFiles(siteDir, loadPortalLookups(dataDir, env.folder))
  // The filter form without JavaScript: one provider or feature -> its facet page (decision 013).
  const facetLists = productPages.facetLists
  writeCdnFiles(siteDir, facetLists, buildApiOrigin(process.env.LEAD_API_ORIGIN))
  const catalogue = new Set(Object.keys((JSON.parse(readFileSync(join(root, 'build', runId, env.folder, 'pages.json'), 'utf8')) as { pages: object }).pages))
  const indexable = indexablePaths(siteDir, portal, catalogue)
  writeFileSync(join(siteDir, 'sitemap.xml'), sitemapXml(portal, indexable))
  const files = siteFiles(siteDir)
  return {
    portal: env.code,
    folder: env.folder,
    productPages,
    indexable: indexable.filter((path) => !catalogue.has(path)),
    otherPages: files.filter((f) => f.endsWith('.html')).length - catalogue.size,
    pages: files.filter((f) => f.endsWith('.html')).length,
    files: files.length,
    bytes: files.reduce((sum, f) => sum + statSync(f).size, 0),
  }
}

export function distRoot(): string {
  return process.env.DIST_DIR ?? join(root, 'dist')
}

/** The page manifest of a portal's published site (scripts/pipeline/productPages.ts), beside it and not in it: the CDN does not get it. */
export function manifestPath(env: Portal, dist = distRoot()): string {
  return join(dist, manifestName(env.folder))
}

/**
 * Swaps the new site into dist/{portal} with renames, so dist never holds a half-written site; its page
 * manifest follows it, then the state and the renderer the next build may update it with (decision 024).
 */
function publish(env: Portal, state: Omit<BuildState, 'version'> & { bundleDir: string }): void {
  const dist = distRoot()
  mkdirSync(dist, { recursive: true })
  // First: no state may describe the site while it is being replaced.
  rmSync(join(dist, stateName(env.folder)), { force: true })
  const target = join(dist, env.folder)
  const old = join(dist, `.${env.folder}-old-${runId}`)
  rmSync(old, { recursive: true, force: true })
  if (existsSync(target)) renameSync(target, old)
  renameSync(join(root, 'build', runId, env.folder, 'client'), target)
  renameSync(join(root, 'build', runId, env.folder, 'pages.json'), manifestPath(env))
  rmSync(journalPath(dist, env.folder), { force: true })
  // Removed here, in this process, once the new site is in place (decision 063): a reader that opened a
  // file of the old site reads it whole (an unlinked file is not emptied); no process outlives the build.
  rmSync(old, { recursive: true, force: true, maxRetries: 3 })
  keepRenderer(root, env.folder, state.siteKey, state.bundleDir)
  const { bundleDir: _bundle, ...kept } = state
  writeState(dist, env.folder, kept)
  rmSync(join(root, 'build', runId, env.folder), { recursive: true, force: true })
}

/** Whether a dist/ folder named after a build's run id (`…-{pid}-{time}`) belongs to a build still running. */
function runningBuild(name: string): boolean {
  return isRunning(Number(/-(\d+)-\d+$/.exec(name)?.[1]))
}

/** Removes replaced sites an earlier build left in dist/ (it stopped before removing them), not a running build's. */
function sweepOldSites(): void {
  const dist = distRoot()
  if (!existsSync(dist)) return
  for (const name of readdirSync(dist))
    if (/^\.[a-z0-9-]+-(old|staging)-\d+-\d+$/.test(name) && !name.endsWith(runId) && !runningBuild(name))
      rmSync(join(dist, name), { recursive: true, force: true, maxRetries: 3 })
}

function printSummaries(summaries: readonly PortalSummary[], started: number, steps: readonly string[]): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Built in ${seconds}s (${steps.join(', ')})`)
  for (const s of summaries) {
    const size = s.files === undefined ? '' : `, ${s.files} files, ${((s.bytes ?? 0) / 1024).toFixed(0)} KiB`
    console.log(`  ${s.portal}: ${s.pages} pages${size} -> dist/${s.folder}/`)
    const p = s.productPages
    console.log(
      `    page loop: ${p.pages} product pages and ${p.listPages} list pages (${p.listSeconds.toFixed(1)}s) in ${p.seconds.toFixed(1)}s, ${p.reused} unchanged and carried over (${((p.pages + p.listPages) / Math.max(p.seconds, 0.001)).toFixed(0)} pages/s), ${p.samplesChecked} identical to vike's${p.fullBecause ? `; every page rendered: ${p.fullBecause}` : ''}`,
    )
    const only = s.inPlace
    if (only)
      console.log(
        only.verticals.length === 0
          ? '    updated in place: no product file changed'
          : `    updated in place (only ${only.verticals.join(', ')} changed): ${only.moved} files written, ${only.removed} ${only.removed === 1 ? 'page' : 'pages'} removed`,
      )
  }
}

/** The portal that `--portal CODE` names (a code or folder in any case), or undefined: every portal. */
export function portalArgument(argv: readonly string[] = process.argv): string | undefined {
  const at = argv.indexOf('--portal')
  if (at === -1) return undefined
  const name = argv[at + 1]
  if (name === undefined || name.startsWith('--')) throw new Error('--portal needs a portal code, such as --portal ECM')
  return name
}

/** The portals a build writes: `only` (a code or folder) alone, else the whole registry; an unknown one is an error naming the registry. */
export function portalsToBuild(registry: readonly Portal[], only: string | undefined): readonly Portal[] {
  if (only === undefined) return registry
  const found = registry.filter((env) => env.folder === only.trim().toLowerCase())
  if (found.length === 0) throw new Error(`Unknown portal "${only}": the portals are ${registry.map((env) => env.code).join(', ')}`)
  return found
}

export async function buildSite({ full = process.argv.includes('--full'), only = portalArgument() } = {}): Promise<PortalSummary[]> {
  const started = performance.now()
  const steps: string[] = []
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const at = performance.now()
    const result = await run()
    steps.push(`${name} ${((performance.now() - at) / 1000).toFixed(1)}s`)
    return result
  }
  // The build's settings first: a staging build (its partner test hosts) says so; the lead API's origin
  // for Netlify's proxy rules (docs/requirements/operations.md#deploying) must be an https origin.
  if (process.argv.includes('--staging')) process.env.SITE_STAGE = 'staging'
  const stage = siteStage()
  const apiOrigin = buildApiOrigin(process.env.LEAD_API_ORIGIN)
  if (stage === 'staging') console.log("Staging build: the Apply buttons link the partners' test hosts. Never upload it as the production site.")
  console.log(
    apiOrigin === null
      ? 'LEAD_API_ORIGIN is not set: the sites route the lead API on Cloudflare Pages (its setting there) and npm start, not on Netlify.'
      : `Netlify rules proxy the lead API to ${apiOrigin}.`,
  )
  const dataDir = dataDirFromEnv()
  // The portal configs and their messages first, in this process and in well under a second: a
  // mistake there (docs/data.md, "A portal's config") stops the build before anything else is read.
  const early = earlyPortalProblems(dataDir)
  if (early.length > 0) throw new Error(`The data has ${early.length} problem(s); nothing was written to dist/:\n${early.join('\n')}`)
  sweepOldSites()
  mkdirSync(join(root, 'build'), { recursive: true })
  // A publish (npm run regenerate) or rollback whose process died halfway is finished first (decision 034).
  for (const line of recoverPublishes(distRoot())) console.log(line)
  // What this build reads, for the next build's state (decision 024): the key of the code and the data
  // other than products, and each product file's hash, taken before anything is read.
  const key = siteKey(root, dataDir)
  let registryAtStart: readonly Portal[] = []
  try {
    // `--portal CODE`: that portal alone; the others' published sites are left as they are.
    registryAtStart = portalsToBuild(loadPortals(dataDir), only)
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Unknown portal')) throw error
    // A broken registry: the input checks below name its problems.
  }
  const productsAtStart = Object.fromEntries(registryAtStart.map((env) => [env.folder, productHashes(dataDir, env.folder, env.config)]))
  // Only product files changed since the published build: their pages are updated in place.
  if (!full && process.env.PREVIOUS_DIST_DIR === undefined) {
    const fast = await catalogueBuild({
      root,
      runId,
      dataDir,
      dist: distRoot(),
      registry: registryAtStart,
      siteKey: key,
      products: productsAtStart,
      step,
      runLoop: runProductPages,
    })
    if (typeof fast !== 'string') {
      printSummaries(fast, started, steps)
      return fast
    }
    steps.push(`whole build: ${fast}`)
  }
  // A build that stopped while updating a site in place: the site is rebuilt whole.
  if (registryAtStart.some((env) => existsSync(journalPath(distRoot(), env.folder)))) full = true
  // In a process of its own: the whole snapshot the checks read is gone with it before any page renders.
  const { problems, records } = JSON.parse(
    (await step('checks', () => runStep('the input checks', ['--import', 'tsx', join(root, 'scripts/pipeline/checkAll.ts')], { DATA_DIR: dataDir })))
      .trim()
      .split('\n')
      .at(-1) ?? '',
  ) as { problems: string[]; records: Record<string, number> }
  if (problems.length > 0) {
    throw new Error(`The data has ${problems.length} problem(s); nothing was written to dist/:\n${problems.join('\n')}`)
  }
  const registry = portalsToBuild(loadPortals(dataDir), only)
  // The vike builds one after the other: vike transpiles +route.ts files to temporary files beside
  // them, and two builds at once in the same tree delete each other's. A portal's product pages
  // render as soon as its vike build is done, beside the next vike build (two cores, two processes).
  const productPages: Promise<ProductPagesSummary>[] = []
  const stylesheets: (StylesheetSummary & { env: Portal })[] = []
  let summaries: PortalSummary[]
  try {
    try {
      for (const env of registry) {
        await step(`vike ${env.folder}`, () => runVike(env, dataDir))
        // Before the loop starts: it learns the one stylesheet link from vike's pages (decision 020).
        stylesheets.push(
          await step(`stylesheets ${env.folder}`, async () => ({ env, ...combineSiteStylesheets(join(root, 'build', runId, env.folder, 'client')) })),
        )
        const bundleDir = await step(`renderer ${env.folder}`, () => bundleRenderer(env, dataDir))
        const loopStarted = performance.now()
        const loop = runProductPages(env, dataDir, full, bundleDir).then((summary) => {
          steps.push(`page loop ${env.folder} ${((performance.now() - loopStarted) / 1000).toFixed(1)}s`)
          return summary
        })
        // Handled at once: a loop that fails while the next vike build runs is reported below, not
        // left as an unhandled rejection that would end the process before the clean-up.
        loop.catch(() => undefined)
        productPages.push(loop)
      }
    } finally {
      // Never leave a loop running (or its failure unreported) behind a failed vike build.
      await Promise.allSettled(productPages)
    }
    const loops = await Promise.all(productPages)
    summaries = await step('site files', async () => registry.map((env, i) => finishSite(env, env.config, dataDir, loops[i]!)))
    await step('publish', async () => {
      registry.forEach((env, i) =>
        publish(env, {
          siteKey: key,
          products: productsAtStart[env.folder] ?? {},
          indexable: summaries[i]!.indexable,
          otherPages: summaries[i]!.otherPages ?? 0,
          counts: productCounts(dataDir, env.folder, env.config),
          bundleDir: join(root, 'build', runId, env.folder, 'product-renderer'),
        }),
      )
    })
  } finally {
    // A failed build leaves dist/ as it was and no half-built folder behind.
    rmSync(join(root, 'build', runId), { recursive: true, force: true })
  }
  printSummaries(summaries, started, steps)
  for (const { env, combined, files } of stylesheets) {
    const sizes = files.map((f) => `${(f.bytes / 1024).toFixed(1)} KiB from ${f.from}`).join(', ')
    console.log(`  ${env.code}: one stylesheet per page on ${combined} prerendered pages, ${files.length} stylesheet file(s): ${sizes}`)
  }
  console.log('  Records per data file:')
  for (const [file, count] of Object.entries(records)) console.log(`    ${file}: ${count}`)
  return summaries
}

if (isMain(import.meta.url)) {
  buildSite().catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
}
