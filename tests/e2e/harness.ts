import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../../scripts/chromium'
import { createPortalServer, listen } from '../../scripts/serve'
import { startTestApi, type TestApi } from './testApi'

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

async function start(): Promise<Site> {
  const apiPort = await freePort()
  const origins = {} as Record<PortalKey, string>
  for (const key of PORTALS) {
    const server = createPortalServer({ siteDir: join('dist', key), apiOrigin: `http://127.0.0.1:${apiPort}` })
    servers.push(server)
    origins[key] = await listen(server, 0)
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags() })
  // The pages call the API on load (login state, client IP), so it runs from the start.
  const api = await startTestApi(apiPort, origins)
  return { browser, origins, api: async () => api }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
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
}

/** Opens a fresh browser context (phone-sized) and records console errors, failed requests and scripts. */
export async function openPage(options: { javaScriptEnabled?: boolean } = {}): Promise<{ page: Page; context: BrowserContext; log: VisitLog }> {
  const { browser } = await site()
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: options.javaScriptEnabled ?? true })
  const page = await context.newPage()
  const log: VisitLog = { consoleErrors: [], failedRequests: [], scripts: [] }
  page.on('console', (msg) => {
    if (msg.type() === 'error') log.consoleErrors.push(msg.text())
  })
  page.on('pageerror', (error) => log.consoleErrors.push(error.message))
  page.on('requestfailed', (req) => log.failedRequests.push(`${req.url()} ${req.failure()?.errorText ?? ''}`))
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico')) log.failedRequests.push(`${res.url()} ${res.status()}`)
  })
  page.on('request', (req) => {
    if (req.resourceType() === 'script') log.scripts.push(req.url())
  })
  return { page, context, log }
}

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** Runs axe-core in the page (evaluated over the DevTools protocol, so the page's CSP stays on). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
  })
  return violations
}
