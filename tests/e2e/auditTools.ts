import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from 'playwright-core'

// The two accessibility engines (axe-core, HTML_CodeSniffer), loaded into the page under test
// (docs/testing.md, "The engines from the site's origin"). Sent over the DevTools protocol, axe's
// 550 KB cost about 0.28 CPU-seconds a page to carry and parse, and HTML_CodeSniffer's 0.19: more
// than loading the page. Served by the tests' portal servers under one path of their own and
// loaded by a script element, they come from the context's HTTP cache and V8's code cache from
// the second page on. The page's Content-Security-Policy stays on: the script is from its own origin.

const require = createRequire(import.meta.url)

interface Tool {
  /** The name the engine leaves on window once it ran. */
  global: string
  source: string
}

const TOOLS = {
  axe: { global: 'axe', source: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') },
  htmlcs: { global: 'HTMLCS', source: readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8') },
} satisfies Record<string, Tool>

export type AuditTool = keyof typeof TOOLS

/** The path a tool is served under: no page of the site has it (its paths are its pages and /assets/). */
const TOOL_PREFIX = '/__e2e-audit__/'

/** Requests for the engines themselves: not the page's, so a test's log of the page's requests leaves them out. */
export function isAuditToolUrl(url: string): boolean {
  return new URL(url).pathname.startsWith(TOOL_PREFIX)
}

/** Origins whose server answers the tool paths (the portal servers the browser tests start, withAuditTools). */
const servingOrigins = new Set<string>()
/** Browser contexts with JavaScript off: a script element does not run there. */
const scriptless = new WeakSet<BrowserContext>()

export function markScriptless(context: BrowserContext): void {
  scriptless.add(context)
}

/**
 * Adds the tool paths to a portal server started by the harness, in front of its own handler: every
 * other request is the portal server's, unchanged. Call before `listen`; then `servesAuditTools(origin)`.
 */
export function withAuditTools(server: Server): Server {
  const handlers = server.listeners('request') as ((...args: unknown[]) => void)[]
  server.removeAllListeners('request')
  server.on('request', (req, res) => {
    const name = req.url?.startsWith(TOOL_PREFIX) ? req.url.slice(TOOL_PREFIX.length).replace(/\.js$/, '') : undefined
    const tool = name && Object.hasOwn(TOOLS, name) ? TOOLS[name as AuditTool] : undefined
    if (!tool) {
      for (const handler of handlers) handler(req, res)
      return
    }
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' })
    res.end(tool.source)
  })
  return server
}

export function servesAuditTools(origin: string): void {
  servingOrigins.add(origin)
}

/**
 * Makes sure the engine is in the page's document: nothing when it already is (a second check of the
 * same document); from the page's origin when the worker's server serves it and scripts run; else
 * evaluated over the DevTools protocol (a server without the tool path, or JavaScript off).
 */
export async function loadAuditTool(page: Page, name: AuditTool): Promise<void> {
  const tool = TOOLS[name]
  if (await page.evaluate((global) => global in window, tool.global)) return
  const origin = new URL(page.url()).origin
  if (servingOrigins.has(origin) && !scriptless.has(page.context())) await page.addScriptTag({ url: `${origin}${TOOL_PREFIX}${name}.js` })
  else await page.evaluate(tool.source)
}
