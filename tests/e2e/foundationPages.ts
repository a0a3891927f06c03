import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import type { PortalKey } from './harness'
import { builtPageHtml, templatePages } from './pages'

// The page sweep of tests/e2e/foundation.test.ts in two halves (docs/decisions/037-page-sweep-by-shape.md):
// what is a fact of a page's HTML is read from every built file in node, with a real HTML parser;
// what only a browser sees (console errors, CSP reports, failed requests, script errors) is seen in
// Chromium on one page of each shape, since a page's shape decides what its scripts do on load.

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

function elements(root: Node): Element[] {
  const out: Element[] = []
  const visit = (node: Node) => {
    if ('tagName' in node) out.push(node)
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
    if ('content' in node) visit(node.content as Node)
  }
  visit(root)
  return out
}

const attr = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value
const text = (el: Element): string => el.childNodes.map((c) => ('value' in c && c.nodeName === '#text' ? c.value : 'tagName' in c ? text(c) : '')).join('')

/** What a page's HTML says, as the sweep checks it. */
export interface PageFacts {
  path: string
  lang: string | null
  title: string
  canonical: number
  ogTitle: number
  /** Same-origin URLs (path and query) the browser fetches while it loads the page: scripts, stylesheets, icons, preloads, images. */
  resources: string[]
  /** Findings the page's Content-Security-Policy would report in the browser (an inline script or handler it does not allow, a resource of another origin). */
  cspFindings: string[]
  /** Everything that decides what the page's scripts do on load (see shapeOf). */
  shape: string
  size: number
}

/** The script hashes the CSP of a portal allows (its _headers file, as the CDN serves it). */
function allowedScriptHashes(portal: PortalKey): Set<string> {
  const headers = readFileSync(join('dist', portal, '_headers'), 'utf8')
  const csp = /Content-Security-Policy:\s*(.*)/.exec(headers)?.[1] ?? ''
  const scriptSrc = /script-src([^;]*)/.exec(csp)?.[1] ?? ''
  return new Set([...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]!))
}

// The page-wide behaviours that load code of their own when the page has their elements
// (renderer/site/startSite.ts, WIDGETS), and the other elements the first script reads on load.
const BEHAVIOUR_SELECTORS: [string, (el: Element) => boolean][] = [
  ['tabs', (el) => attr(el, 'data-tabs') !== undefined],
  ['dialog', (el) => el.tagName === 'dialog' && attr(el, 'data-dialog') !== undefined],
  ['share', (el) => attr(el, 'data-share') !== undefined],
  ['hover-banner', (el) => attr(el, 'data-hover-banner') !== undefined],
  ['list-filter', (el) => attr(el, 'data-list-filter') !== undefined],
  ['log-out-status', (el) => attr(el, 'data-log-out-status') !== undefined],
  ['log-out-button', (el) => attr(el, 'data-log-out-button') !== undefined],
  ['consent', (el) => attr(el, 'id') === 'consent'],
  ['login', (el) => attr(el, 'data-login') !== undefined],
  ['partner-redirect', (el) => attr(el, 'data-partner-redirect') !== undefined],
]

function sameOrigin(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//')
}

/** Reads a page's facts from its HTML. */
export function pageFacts(path: string, html: string, allowedHashes: Set<string>): PageFacts {
  const all = elements(parse(html))
  const html0 = all.find((el) => el.tagName === 'html')
  const titleEl = all.find((el) => el.tagName === 'title')
  const resources = new Set<string>()
  const cspFindings: string[] = []
  const shape: string[] = []
  const fetched = (url: string | undefined, what: string) => {
    if (!url || url.startsWith('data:')) return
    if (sameOrigin(url)) resources.add(url)
    else cspFindings.push(`${what} of another origin: ${url}`)
  }
  for (const el of all) {
    for (const a of el.attrs) if (/^on/i.test(a.name)) cspFindings.push(`inline handler ${a.name} on <${el.tagName}>`)
    if (el.tagName === 'script') {
      const type = attr(el, 'type')
      const src = attr(el, 'src')
      if (src !== undefined) {
        fetched(src, 'script')
        shape.push(`script ${type ?? ''} ${src}`)
      } else if (attr(el, 'id') === 'island-modules') {
        // The island code the page preloads once idle (renderer/islandsClient.ts): fetched too.
        const urls = JSON.parse(text(el)) as string[]
        for (const url of urls) fetched(url, 'island module preload')
        shape.push(`island modules ${urls.join(' ')}`)
      } else if (type === undefined || type === '' || type === 'module' || /javascript/.test(type)) {
        const hash = `sha256-${createHash('sha256').update(text(el)).digest('base64')}`
        if (!allowedHashes.has(hash)) cspFindings.push(`inline script not allowed by the CSP (${hash})`)
        shape.push(`inline script ${hash}`)
      }
    } else if (el.tagName === 'link') {
      const rel = attr(el, 'rel') ?? ''
      // canonical and alternate name addresses; the others are fetched.
      if (!/\b(canonical|alternate)\b/.test(rel)) {
        fetched(attr(el, 'href'), `link rel=${rel}`)
        shape.push(`link ${rel} ${attr(el, 'href') ?? ''}`)
      }
    } else if (el.tagName === 'img' || el.tagName === 'source' || el.tagName === 'video' || el.tagName === 'iframe') {
      fetched(attr(el, 'src'), el.tagName)
      fetched(attr(el, 'poster'), el.tagName)
      for (const candidate of (attr(el, 'srcset') ?? '').split(',')) fetched(candidate.trim().split(/\s+/)[0], `${el.tagName} srcset`)
    }
    const island = attr(el, 'data-island')
    if (island !== undefined) {
      // How and when the island wakes, and whether it may wake on load (a query, a stored session key).
      const wakes = ['data-when', 'data-wake', 'data-prefetch', 'data-load-with-query'].map((a) => `${a}=${attr(el, a) ?? ''}`)
      shape.push(`island ${island} ${wakes.join(' ')} session-key=${attr(el, 'data-load-with-session-key') !== undefined}`)
    }
    if (attr(el, 'data-site') !== undefined) {
      shape.push(
        `site ${el.attrs
          .filter((a) => a.name.startsWith('data-'))
          .map((a) => `${a.name}=${a.value}`)
          .sort()
          .join(' ')}`,
      )
    }
    for (const [name, matches] of BEHAVIOUR_SELECTORS) if (matches(el)) shape.push(`behaviour ${name}`)
  }
  return {
    path,
    lang: html0 ? (attr(html0, 'lang') ?? null) : null,
    title: titleEl ? text(titleEl).trim() : '',
    canonical: all.filter((el) => el.tagName === 'link' && (attr(el, 'rel') ?? '').split(/\s+/).includes('canonical')).length,
    ogTitle: all.filter((el) => el.tagName === 'meta' && attr(el, 'property') === 'og:title').length,
    resources: [...resources].sort(),
    cspFindings,
    shape: [...new Set(shape)].sort().join('\n'),
    size: html.length,
  }
}

/** The facts of every page of a portal that the sweep visits (every prerendered page but the 404 page and the partner redirects). */
export function sweptPageFacts(portal: PortalKey, paths: readonly string[]): PageFacts[] {
  const hashes = allowedScriptHashes(portal)
  const wanted = new Set(paths)
  return builtPageHtml(portal)
    .filter((page) => wanted.has(page.path))
    .map((page) => pageFacts(page.path, page.html, hashes))
}

/**
 * The pages Chromium loads: of each shape, its first page and its largest (the most data, so the most
 * for the page's scripts to meet), and one page of each template (templatePages) whatever its shape.
 */
export function browserSample(portal: PortalKey, facts: readonly PageFacts[]): string[] {
  const byShape = new Map<string, PageFacts[]>()
  for (const page of facts) byShape.set(page.shape, [...(byShape.get(page.shape) ?? []), page])
  const sample = new Set<string>()
  for (const pages of byShape.values()) {
    sample.add(pages[0]!.path)
    sample.add(pages.reduce((a, b) => (b.size > a.size ? b : a)).path)
  }
  const swept = new Set(facts.map((page) => page.path))
  for (const path of templatePages(portal)) if (swept.has(path)) sample.add(path)
  return [...sample].sort()
}

/** The portal server's answer to each path (GET, as the browser asks), a few at a time. */
export async function statuses(origin: string, paths: readonly string[], parallel = 8): Promise<[string, number][]> {
  const queue = [...paths]
  const out: [string, number][] = []
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await fetch(origin + path, { redirect: 'manual' })
        await response.arrayBuffer()
        out.push([path, response.status])
      }
    }),
  )
  return out
}
