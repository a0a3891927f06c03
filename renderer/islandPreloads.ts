// Module preloads of the islands a page wants ready for the first tap (decisions 014 and 025).
//
// The client build (vite.config.ts, islandChunksPlugin) writes which chunks each island needs: the
// takeover runtime (renderer/hydrateIsland.tsx, with React and the messages) and the island's own
// chunk, each with every chunk it imports. A prerendered page whose islands are marked data-prefetch
// (forms and calculators) lists those chunks, followed by the wake script (domain/inlineScripts.ts).
// Whichever comes first adds a <link rel="modulepreload"> for each: the wake script at the visitor's
// first touch of the form, or the islands runtime once the page has loaded and is idle. The browser
// fetches and compiles them in parallel without running them, so no island code runs before the
// visitor's first focus (total blocking time stays 0) and, once it comes, the code is there.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ISLAND_MODULES_ID, ISLAND_WAKE_SCRIPT } from '../domain/inlineScripts'

/** What the client build wrote: chunk URLs (site-absolute) of the runtime and of each island. */
export interface IslandChunks {
  runtime: string[]
  islands: Record<string, string[]>
}

/** Where the client build of this portal writes its island chunks (outside the published site). */
export function islandChunksFile(workDir: string): string {
  return join(workDir, 'island-chunks.json')
}

let loaded: { file: string; chunks: IslandChunks | null } | undefined

/** The island chunks of the build under way; null outside a build (vike's dev server, tests). */
function chunksOfThisBuild(): IslandChunks | null {
  const runId = process.env.BUILD_RUN_ID
  const portal = process.env.PORTAL
  const file = process.env.ISLAND_CHUNKS ?? (runId && portal ? islandChunksFile(join(process.cwd(), 'build', runId, portal)) : '')
  if (loaded?.file !== file) loaded = { file, chunks: file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as IslandChunks) : null }
  return loaded.chunks
}

const ISLAND_TAG = /<[a-z]+\s[^>]*\bdata-island="([A-Za-z]+)"[^>]*>/g

/** The chunks to preload for the islands of `html` marked data-prefetch, in load order, once each. */
export function preloadsFor(html: string, chunks: IslandChunks): string[] {
  const urls = new Set<string>()
  for (const match of html.matchAll(ISLAND_TAG)) {
    if (!/\bdata-prefetch="true"/.test(match[0])) continue
    const own = chunks.islands[match[1] ?? '']
    if (!own) throw new Error(`The client build has no chunk for the island ${match[1]}`)
    for (const url of [...chunks.runtime, ...own]) urls.add(url)
  }
  return [...urls]
}

/** Whether every prefetch island of `html` asks for its code to be only downloaded while the page is idle (data-prefetch-idle="download"). */
function downloadOnly(html: string): boolean {
  const tags = [...html.matchAll(ISLAND_TAG)].map((match) => match[0]).filter((tag) => /\bdata-prefetch="true"/.test(tag))
  return tags.length > 0 && tags.every((tag) => /\bdata-prefetch-idle="download"/.test(tag))
}

/**
 * `html` with the chunks of its prefetch islands listed in a JSON data block before </head>, followed
 * by the wake script (unchanged when there are none). The runtime, or the wake script at the first
 * touch, turns them into module preloads: a <link rel="modulepreload"> in the HTML itself would
 * download the code for visitors without JavaScript too. When the page's islands ask only for a
 * download while idle, the block says so (data-idle="download"): the runtime then adds prefetch links
 * at idle, and the module preloads (the compile) wait for the first touch (decision 050).
 */
export function withIslandPreloads(html: string, chunks: IslandChunks | null = chunksOfThisBuild()): string {
  if (!chunks || !html.includes('data-prefetch="true"')) return html
  const urls = preloadsFor(html, chunks)
  if (urls.length === 0) return html
  // Chunk URLs are /assets/... file names; '<' is escaped anyway so the block cannot end early.
  const idle = downloadOnly(html) ? ' data-idle="download"' : ''
  const block = `<script type="application/json" id="${ISLAND_MODULES_ID}"${idle}>${JSON.stringify(urls).replace(/</g, '\\u003c')}</script><script>${ISLAND_WAKE_SCRIPT}</script>`
  const at = html.indexOf('</head>')
  return at < 0 ? html : html.slice(0, at) + block + html.slice(at)
}
