import { readdirSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { inject } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Response } from 'playwright-core'
import { reservePorts } from '../../scripts/servers/apiProcess'
import { testBrowser } from '../../scripts/quality/chromium'
import { createPortalServer, listen } from '../../scripts/servers/serve'
import { isAuditToolUrl, loadAuditTool, markScriptless, servesAuditTools, withAuditTools } from './auditTools'
import { startTestApi, type TestApi } from './testApi'
import { startWrangler } from './wranglerHost'

export type PortalKey = 'ecm' | 'ckj'
export const PORTALS: PortalKey[] = ['ecm', 'ckj']

interface Site {
  browser: Browser
  origins: Record<PortalKey, string>
  /** The real lead API with its database (started with the site). */
  api: () => Promise<TestApi>
}

// The e2e project runs every file in one worker (isolate: false), so one site, one API and one
// browser serve the whole suite.
let sitePromise: Promise<Site> | undefined
const servers: Server[] = []

/**
 * Where the tests' portals are served (docs/testing.md, "Two hosts"): `node`, npm start's own server
 * (scripts/servers/serve.ts, the default), or `wrangler`, Cloudflare Pages' runtime serving dist/<portal>
 * unchanged (the e2e-cdn project runs the journeys of the lead API there).
 */
export const HOST: 'node' | 'wrangler' = process.env.E2E_HOST === 'wrangler' ? 'wrangler' : 'node'

async function start(): Promise<Site> {
  // Held until the API listens: the portal servers and the share-count double listen on port 0 before it.
  const [apiPort] = await reservePorts(1)
  const apiOrigin = `http://127.0.0.1:${apiPort!.port}`
  const origins = {} as Record<PortalKey, string>
  if (HOST === 'wrangler') {
    const sites = await Promise.all(PORTALS.map((key) => startWrangler(join('dist', key), apiOrigin, inject('e2eDatabaseLabel'))))
    PORTALS.forEach((key, i) => (origins[key] = sites[i]!.origin))
  } else {
    for (const key of PORTALS) {
      const server = withAuditTools(createPortalServer({ siteDir: join('dist', key), apiOrigin }))
      servers.push(server)
      origins[key] = await listen(server, 0)
      servesAuditTools(origins[key])
    }
  }
  const browser = await chromium.launch(testBrowser())
  // The pages call the API on load (login state, client IP), so it runs from the start.
  const api = await startTestApi(apiPort!, origins)
  return { browser, origins, api: async () => api }
}

/** The running site: both portals, the real lead API with its database, and Chromium. */
export function site(): Promise<Site> {
  sitePromise ??= start()
  return sitePromise
}

export interface VisitLog {
  consoleErrors: string[]
  failedRequests: string[]
  scripts: string[]
  /** Every URL the page asked for (scripts, module preloads, data), in order. */
  requests: string[]
}

/**
 * What a test may do with its visitor's browser: a Playwright BrowserContext's cookies, init scripts,
 * routes, pages and network state. A test's visitor is lent from a pool (openPage), so `close` hands
 * it back instead of ending it.
 */
export type VisitorContext = Pick<BrowserContext, 'addCookies' | 'cookies' | 'addInitScript' | 'route' | 'newPage' | 'waitForEvent' | 'setOffline'> & {
  close(): Promise<void>
}

interface Pooled {
  context: BrowserContext
  /** An empty tab kept open between visitors: a context with no tab left tears down what the next one would reuse. */
  keeper: Page
  busy: boolean
  /** Every origin the context has sent a request to: their storage is wiped before the next visitor. */
  origins: Set<string>
}

// A worker keeps its browser contexts and lends one to each test (docs/testing.md, "One visitor's
// browser, lent"). A new context costs a fresh renderer process and a cold HTTP and code cache: about
// twice the CPU of a tab in a context that is already there, for a journey that loads and hydrates a page.
const pools = new Map<boolean, Pooled[]>()

/** Storage kinds wiped per origin between two visitors (cookies go with clearCookies; sessionStorage lives in the tab). */
const VISITOR_STORAGE = 'local_storage,indexeddb,cache_storage,service_workers,shared_storage,storage_buckets'

async function borrow(javaScriptEnabled: boolean): Promise<{ pooled: Pooled; page: Page }> {
  const { browser } = await site()
  const pool = pools.get(javaScriptEnabled) ?? []
  pools.set(javaScriptEnabled, pool)
  let pooled = pool.find((candidate) => !candidate.busy)
  if (!pooled) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled })
    if (!javaScriptEnabled) markScriptless(context)
    const created: Pooled = { context, keeper: await context.newPage(), busy: false, origins: new Set() }
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol === 'http:' || url.protocol === 'https:') created.origins.add(url.origin)
    })
    pool.push(created)
    pooled = created
  }
  pooled.busy = true
  const page = await pooled.context.newPage()
  // What the previous visitor left: cookies, local storage, IndexedDB. The HTTP cache stays, as a
  // returning visitor's would; a test that must see a cold cache routes its requests or opens its own context.
  await pooled.context.clearCookies()
  if (pooled.origins.size > 0) {
    const cdp = await pooled.context.newCDPSession(page)
    for (const origin of pooled.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: VISITOR_STORAGE })
    await cdp.detach()
  }
  return { pooled, page }
}

function lend(pooled: Pooled): VisitorContext {
  const { context } = pooled
  const disposables: { dispose(): Promise<void> }[] = []
  const kept = async <T extends { dispose(): Promise<void> }>(made: Promise<T>): Promise<T> => {
    const disposable = await made
    disposables.push(disposable)
    return disposable
  }
  return {
    addCookies: (cookies) => context.addCookies(cookies),
    cookies: (urls) => context.cookies(urls),
    addInitScript: ((script: Parameters<BrowserContext['addInitScript']>[0], arg?: unknown) =>
      kept(context.addInitScript(script, arg))) as BrowserContext['addInitScript'],
    route: (url, handler, options) => kept(context.route(url, handler, options)),
    newPage: () => context.newPage(),
    waitForEvent: context.waitForEvent.bind(context) as BrowserContext['waitForEvent'],
    // The context's tabs share one renderer process (scripts/quality/chromium.ts), whose online state
    // is one for all of them: Playwright switches the tabs one by one, the keeper first, so the
    // test's page would hear "online" while its own network was still off. Going on- or offline, the
    // keeper steps out, and comes back once every tab of the test has switched.
    setOffline: async (offline) => {
      await pooled.keeper.close()
      await context.setOffline(offline)
      pooled.keeper = await context.newPage()
    },
    close: async () => {
      for (const disposable of disposables.splice(0)) await disposable.dispose()
      await context.setOffline(false)
      for (const page of context.pages()) if (page !== pooled.keeper) await page.close()
      pooled.busy = false
    },
  }
}

/**
 * Opens a tab (phone-sized) in a visitor's browser of its own: no cookies, no stored data, no init
 * scripts or routes from an earlier test. Records console errors, failed requests and scripts. The
 * context is lent from the worker's pool; a test that needs a context of its own for the whole run
 * of it (Playwright's clock) makes one with browser.newContext.
 */
export async function openPage(options: { javaScriptEnabled?: boolean } = {}): Promise<{ page: Page; context: VisitorContext; log: VisitLog }> {
  const { pooled, page } = await borrow(options.javaScriptEnabled ?? true)
  const log: VisitLog = { consoleErrors: [], failedRequests: [], scripts: [], requests: [] }
  watch(page, log)
  return { page, context: lend(pooled), log }
}

/** Records a page's console errors, failed requests, scripts and requests into a log (several pages may share one). */
export function watch(page: Page, log: VisitLog): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error') log.consoleErrors.push(msg.text())
  })
  page.on('pageerror', (error) => log.consoleErrors.push(error.message))
  page.on('requestfailed', (req) => log.failedRequests.push(`${req.url()} ${req.failure()?.errorText ?? ''}`))
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico')) log.failedRequests.push(`${res.url()} ${res.status()}`)
  })
  page.on('request', (req) => {
    if (isAuditToolUrl(req.url())) return
    log.requests.push(req.url())
    if (req.resourceType() === 'script') log.scripts.push(req.url())
  })
}

/**
 * Visits every path with `tabs` pages of one context at once, calling `check` on each page once it has
 * loaded; every tab's console errors and failed requests go to the one log. A sweep of hundreds of
 * static pages waits mostly on the browser, so a few tabs at a time cut its time without changing what
 * is checked.
 */
export async function sweep(
  context: Pick<BrowserContext, 'newPage'>,
  paths: readonly string[],
  tabs: number,
  check: (page: Page, path: string) => Promise<void>,
): Promise<VisitLog> {
  const log: VisitLog = { consoleErrors: [], failedRequests: [], scripts: [], requests: [] }
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: Math.min(tabs, paths.length) }, async () => {
      const page = await context.newPage()
      watch(page, log)
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await check(page, path)
      await page.close()
    }),
  )
  return log
}

/**
 * Opens a page and waits until it has settled: loaded; the site script, where the page has one, has
 * started (it shows the login state once the API has answered); and no request has been in flight for
 * `quietMs` (the widgets' chunks, the share counts). Playwright's 'networkidle' waits a fixed 500 ms
 * of silence on every page, and a page with no script has no login state to wait for
 * (docs/testing.md, "Settled, not idle").
 */
export async function gotoSettled(page: Page, url: string, quietMs = 150, limitMs = 15_000): Promise<Response | null> {
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const begin = (request: Request) => {
    inFlight.add(request)
    lastChange = Date.now()
  }
  const end = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now()
  }
  page.on('request', begin)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  try {
    const response = await page.goto(url, { waitUntil: 'load' })
    const deadline = Date.now() + limitMs
    if ((await page.locator('script[type="module"][src]').count()) > 0) {
      await page
        .locator('[data-login]:not([data-login-state="unknown"])')
        .first()
        .waitFor({ state: 'attached', timeout: limitMs })
        .catch(() => {
          throw new Error(
            `${url}: the page has a script, but its login state was still unknown after ${limitMs} ms (did the site script start, did the API answer?)`,
          )
        })
    }
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      // A request that never ends (a stream, a hung call) is named, rather than the test waiting out its own limit.
      if (Date.now() > deadline) {
        throw new Error(`${url}: still waiting for ${[...inFlight].map((request) => request.url()).join(', ') || 'a quiet moment'} after ${limitMs} ms`)
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    return response
  } finally {
    page.off('request', begin)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
  }
}

/**
 * Runs axe-core in the page (loaded once a document, from the page's origin: auditTools.ts). Every
 * rule runs; the 'no-passes' reporter only skips building the list of what passed (about a third of
 * axe's own time on a list page), which nothing reads.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await loadAuditTool(page, 'axe')
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'], reporter: 'no-passes' })
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
  })
  return violations
}

/**
 * Waits until React has hydrated an island. An island that waits for the visitor is woken as a
 * visitor would: the pointer over it (or over an element that wakes it, such as a card's compare
 * checkbox).
 */
export async function hydrated(page: Page, island: string): Promise<void> {
  const container = page.locator(`[data-island="${island}"]`).first()
  if ((await container.getAttribute('data-when')) === 'interaction' && (await container.getAttribute('data-hydrated')) !== 'true') {
    const wake = await container.getAttribute('data-wake')
    await (wake ? page.locator(wake).first() : container.locator(':scope > *').first()).dispatchEvent('pointerover')
  }
  await page.locator(`[data-island="${island}"][data-hydrated="true"]`).waitFor({ state: 'attached' })
}

function chunkFiles(portal: PortalKey): { path: string; text: string }[] {
  const dir = join('dist', portal, 'assets', 'chunks')
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ path: `/assets/chunks/${file}`, text: readFileSync(join(dir, file), 'utf8') }))
}

/**
 * Site paths of the built chunks that carry React: the library (its element symbol), React DOM and
 * the hydration runtime (hydrateRoot). A page whose islands sleep must fetch none of them.
 */
export function reactChunkPaths(portal: PortalKey): string[] {
  return chunkFiles(portal)
    .filter((chunk) => chunk.text.includes('react.transitional.element') || chunk.text.includes('hydrateRoot'))
    .map((chunk) => chunk.path)
}

/** Site path of an island's own chunk, read from the hydration runtime's table of island loaders. */
export function islandChunkPath(portal: PortalKey, island: string): string {
  const entry = new RegExp(`"\\.\\./components/islands/${island}\\.tsx":[^"]*?import\\([\`'"]\\./(chunk-[\\w-]+\\.js)`)
  for (const chunk of chunkFiles(portal)) {
    const found = entry.exec(chunk.text)
    if (found) return `/assets/chunks/${found[1]}`
  }
  throw new Error(`No chunk for the island ${island} in dist/${portal}`)
}

/** Paths of the React chunks (reactChunkPaths) and of the island's own chunk that the page has asked for. */
export function islandCodeRequested(log: VisitLog, portal: PortalKey, island: string): string[] {
  const code = new Set([...reactChunkPaths(portal), islandChunkPath(portal, island)])
  return log.requests.map((url) => new URL(url).pathname).filter((path) => code.has(path))
}

/**
 * Holds back the request for an island's own chunk, as a slow network would, until release(): the
 * visitor can focus and type while React is not in charge yet. `requested` settles once the browser
 * has asked for the chunk.
 */
export async function holdIslandChunk(page: Page, portal: PortalKey, island: string): Promise<{ requested: Promise<void>; release: () => void }> {
  const path = islandChunkPath(portal, island)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked = () => {}
  const requested = new Promise<void>((resolve) => (asked = resolve))
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      asked()
      await released
      await route.continue()
    },
  )
  return { requested, release }
}
