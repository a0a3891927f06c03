// What a build leaves beside each published site for the next one (decision 024): the key of the
// code and the non-catalogue data it was built from, and a hash of each product file. When the next
// build finds the same key, only product files changed: it renders only the pages of the verticals
// whose file changed and puts them into the published site in place (scripts/pipeline/catalogueBuild.ts).
import { createHash } from 'node:crypto'
import { closeSync, cpSync, existsSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { PortalConfig } from '../../domain/portal'
import { siteStage } from '../../content/siteStage'
import { catalogueCounts, trustFigures, type CatalogueCounts } from '../../domain/products/catalogueCounts'

/**
 * Bumped when what the state holds, or what the fast path relies on, changes: an older state then means a whole build.
 * 3: a page is a file named for its address, no longer a folder of index.html (decision 046).
 */
const STATE_VERSION = 3

export interface BuildState {
  version: number
  /** siteKey() of the build that published the site. */
  siteKey: string
  /** sha256 of each product file the site was built from, by vertical key. */
  products: Record<string, string>
  /** The site's indexable pages that are not catalogue pages (home, calculators, guides …), for the sitemap. */
  indexable: string[]
  /** How many pages (HTML files) the site holds besides the catalogue pages. */
  otherPages: number
  /** The figures of products and providers the home page's trust line shows (docs/layout.md, rule 13). */
  counts: CatalogueCounts
}

/** Folders and files of the project whose bytes can change what a build writes; data/ is hashed on its own. */
const CODE = [
  'cdn',
  'components',
  'content',
  'domain',
  'pages',
  'public',
  'renderer',
  'scripts',
  'server',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
]

/** Files that are not inputs: vike's temporary transpiled files (*.build-*.mjs), the generated message catalogues. */
function ignored(rel: string): boolean {
  return /\.build-[^/]*\.mjs$/.test(rel) || /^messages\/[^/]+\.json$/.test(rel)
}

/** Every file under `start` (or `start` itself when a file), in a stable order, as paths relative to `base`. */
function filesUnder(base: string, start: string): string[] {
  if (!existsSync(start)) return []
  if (!statSync(start).isDirectory()) return [relative(base, start)]
  return readdirSync(start, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(base, join(entry.parentPath, entry.name)))
    .sort()
}

/**
 * The key of everything a build depends on but the product files: the project's code and config, the
 * installed dependencies' lock file, Node's version and the data folder without data/products (portal
 * configs, lookups, messages, landings, guides, consents …). Equal keys: only product files can differ.
 */
export function siteKey(root: string, dataDir: string): string {
  // The stage (production or staging) decides the partner hosts every page links: part of the key.
  const hash = createHash('sha256').update(`state ${STATE_VERSION}\0node ${process.version}\0stage ${siteStage()}\0`)
  const add = (base: string, rel: string) =>
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(join(base, rel)))
      .update('\0')
  for (const entry of CODE) for (const rel of filesUnder(root, join(root, entry))) if (!ignored(rel)) add(root, rel)
  const data = resolve(dataDir)
  hash.update('data\0')
  for (const rel of filesUnder(data, data)) if (!rel.startsWith('products/') && !ignored(rel)) add(data, rel)
  return hash.digest('hex')
}

/**
 * sha256 of a file, read through one 1 MiB buffer: the build's main process hashes every product file
 * (3.5 MB a vertical at 50,000 products a portal) and then only waits for its children, so a whole
 * file read at once would stay in memory, uncollected, beside their peak.
 */
function fileHash(file: string, chunk: Buffer): string {
  const hash = createHash('sha256')
  const fd = openSync(file, 'r')
  try {
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) hash.update(chunk.subarray(0, read))
  } finally {
    closeSync(fd)
  }
  return hash.digest('hex')
}

/** sha256 of each of the portal's product files (data/products/{folder}/{key}.json), by vertical key; a missing file hashes as ''. */
export function productHashes(dataDir: string, folder: string, portal: PortalConfig): Record<string, string> {
  const hashes: Record<string, string> = {}
  const chunk = Buffer.allocUnsafe(1024 * 1024)
  for (const vertical of portal.verticals) {
    const file = join(dataDir, 'products', folder, `${vertical.key}.json`)
    hashes[vertical.key] = existsSync(file) ? fileHash(file, chunk) : ''
  }
  return hashes
}

/**
 * The figures the home page's trust line shows for a portal's product files (rounded down to ten; a
 * missing file counts nothing: the build's checks report it). The home page is not a catalogue page:
 * a product change that changes these figures needs the whole build.
 */
export function productCounts(dataDir: string, folder: string, portal: PortalConfig): CatalogueCounts {
  const lists = portal.verticals.map((vertical) => {
    const file = join(dataDir, 'products', folder, `${vertical.key}.json`)
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { provider: string }[]) : []
  })
  const { products, providers } = trustFigures(catalogueCounts(lists))
  return { products: products.shown, providers: providers.shown }
}

/** The file name of a portal's page manifest (scripts/pipeline/productPages.ts) beside its published site. */
export function manifestName(folder: string): string {
  return `.${folder}-pages.json`
}

/** The state file beside a portal's published site (not uploaded: its name starts with a dot). */
export function stateName(folder: string): string {
  return `.${folder}-build.json`
}

function statePath(dist: string, folder: string): string {
  return join(dist, stateName(folder))
}

/**
 * Where the catalogue renderer a site was rendered with is kept for the next build, by the key of its
 * code (scripts/pipeline/productPages.ts --bundle-only): inside the project, whose node_modules its imports
 * resolve from. The last few keys of each portal are kept (a bench or a test builds other data).
 */
export function keptRendererDir(root: string, folder: string, key: string): string {
  return join(root, 'build', 'renderers', folder, key.slice(0, 32))
}

/** Keeps a renderer bundle for its key, and only the four most recent keys of the portal. */
export function keepRenderer(root: string, folder: string, key: string, bundleDir: string): void {
  const target = keptRendererDir(root, folder, key)
  rmSync(target, { recursive: true, force: true })
  cpSync(bundleDir, target, { recursive: true })
  const parent = dirname(target)
  const kept = readdirSync(parent)
    .map((name) => ({ name, at: statSync(join(parent, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
  for (const { name } of kept.slice(4)) rmSync(join(parent, name), { recursive: true, force: true })
}

/** The last build's state of a portal, or why there is none usable (said in the build's output). */
export function readState(dist: string, folder: string): BuildState | string {
  const file = statePath(dist, folder)
  if (!existsSync(file)) return `no build state at ${file}`
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    return `the build state ${file} could not be read (${(error as Error).message})`
  }
  const state = parsed as Partial<BuildState> | null
  if (
    state?.version !== STATE_VERSION ||
    typeof state.siteKey !== 'string' ||
    typeof state.products !== 'object' ||
    !Array.isArray(state.indexable) ||
    typeof state.otherPages !== 'number' ||
    typeof state.counts?.products !== 'number' ||
    typeof state.counts.providers !== 'number'
  )
    return `the build state ${file} is of another version`
  return state as BuildState
}

/** Writes a file whole or not at all: a temporary file renamed over it. */
export function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, file)
}

export function writeState(dist: string, folder: string, state: Omit<BuildState, 'version'>): void {
  writeAtomically(statePath(dist, folder), `${JSON.stringify({ version: STATE_VERSION, ...state })}\n`)
}
