// The build's product-page loop. vike prerenders one product page per vertical (the template's samples);
// this loop renders every product page with the same components and document template
// (pages/product/productPageRenderer.tsx, bundled with the same aliases and React plugin as vike's build),
// adds the asset tags vike put into the samples, checks its HTML for every sample against vike's
// byte for byte, and writes each page as soon as it is rendered: memory stays flat at any number of
// products (docs/decisions/007-product-page-loop.md).
import { trustFileOf } from '../../content/trustFile'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { PortalConfig, Vertical } from '../../domain/portal'
import type { ProductCard } from '../../domain/content/schemas'
import type { SimilarIndex } from '../../domain/products/similarProducts'
import { loadVerticalCards } from '../../content/snapshot'
import { formatThousands } from '../../domain/format/numbers'
import { cardsSpec, facetList, type FacetList } from '../../domain/products/facets'
import { writeProductFiles } from './productFiles'
import { applyEntry, applyShardFiles, type ApplyEntry } from '../../domain/wizards/applyLookup'
import { offersFiles } from './offersFiles'
import { pageFile, pageFiles, pagePath } from './sitePages'
import { dataDirFromEnv, portalFromEnv, type Portal } from '../../content/portals'
import { isMain } from '../../server/isMain'
// The catalogue renderer this loop bundles and calls: its type (erased at run time) ties the two, so a
// renamed or changed renderer is a compile error here, not a failed build (tests/unit/architecture).
import type * as CatalogueRenderer from '../../pages/product/productPageRenderer'

/** The renderer's source: the entry of the bundle (the same module as the type above). */
export const RENDERER_ENTRY = fileURLToPath(new URL('../../pages/product/productPageRenderer.tsx', import.meta.url))

type RendererModule = typeof CatalogueRenderer

/**
 * The tags vike adds to a page of a template: stylesheets right after <head>, scripts right before
 * </body>; and `preloads`, what vike's render of the page put right before </head> (the list of island
 * modules to preload and the wake script, renderer/islandPreloads.ts: the same on every page of a
 * template whose islands are marked prefetch), absent when there is none.
 */
export interface AssetTags {
  head: string
  body: string
  preloads?: string
}

const HEAD_OPEN = '<head>'
const HEAD_CLOSE = '</head>'
const BODY_CLOSE = '</body>'

/** Adds a template's asset tags to a document rendered without them, where vike puts them. */
export function withAssetTags(html: string, tags: AssetTags): string {
  const head = html.indexOf(HEAD_OPEN) + HEAD_OPEN.length
  const body = html.lastIndexOf(BODY_CLOSE)
  if (head < HEAD_OPEN.length || body < head) throw new Error('The document has no <head> or no </body>')
  const preloads = tags.preloads ?? ''
  if (preloads === '') return html.slice(0, head) + tags.head + html.slice(head, body) + tags.body + html.slice(body)
  const headClose = html.indexOf(HEAD_CLOSE, head)
  if (headClose < 0 || headClose > body) throw new Error('The document has no </head>')
  return html.slice(0, head) + tags.head + html.slice(head, headClose) + preloads + html.slice(headClose, body) + tags.body + html.slice(body)
}

/**
 * Finds the tags vike added to `vikeHtml`, given the same page rendered without them, or explains why
 * they cannot be found (then the two render paths have drifted apart and the build must stop).
 */
export function assetTagsOf(vikeHtml: string, bareHtml: string): AssetTags | string {
  const headAt = bareHtml.indexOf(HEAD_OPEN) + HEAD_OPEN.length
  if (headAt < HEAD_OPEN.length || !vikeHtml.startsWith(bareHtml.slice(0, headAt))) return 'the documents differ before <head>'
  const headEnd = vikeHtml.indexOf(bareHtml.slice(headAt, headAt + 40), headAt)
  if (headEnd < 0) return 'the head of the document differs'
  const head = vikeHtml.slice(headAt, headEnd)
  // What vike's render put before </head> beyond the bare document's head (the island preloads).
  let preloads = ''
  const bareClose = bareHtml.indexOf(HEAD_CLOSE, headAt)
  if (bareClose >= 0) {
    const from = headEnd + (bareClose - headAt)
    const vikeClose = vikeHtml.indexOf(HEAD_CLOSE, from)
    if (vikeClose > from && vikeHtml.slice(headEnd, from) === bareHtml.slice(headAt, bareClose)) preloads = vikeHtml.slice(from, vikeClose)
  }
  const bodyAt = bareHtml.lastIndexOf(BODY_CLOSE)
  const bodyLength = vikeHtml.length - bareHtml.length - head.length - preloads.length
  const vikeBodyAt = vikeHtml.lastIndexOf(BODY_CLOSE)
  if (bodyLength < 0 || vikeBodyAt < 0) return 'the body of the document differs'
  const tags: AssetTags = { head, body: vikeHtml.slice(vikeBodyAt - bodyLength, vikeBodyAt), ...(preloads === '' ? {} : { preloads }) }
  if (bareHtml.slice(bodyAt) !== vikeHtml.slice(vikeBodyAt)) return 'the documents differ after </body>'
  return withAssetTags(bareHtml, tags) === vikeHtml ? tags : firstDifference(withAssetTags(bareHtml, tags), vikeHtml)
}

function firstDifference(ours: string, vike: string): string {
  let i = 0
  while (i < ours.length && ours[i] === vike[i]) i++
  return `they differ at character ${i}: ours "${ours.slice(i, i + 80)}", vike's "${vike.slice(i, i + 80)}"`
}

/** Bundles the catalogue renderer for one portal (the aliases of vite.config.ts, production mode) into `outDir`. */
async function bundleRenderer(root: string, env: Portal, outDir: string): Promise<void> {
  // Imported here: the loop itself does not bundle, and vite takes a while to load.
  const [{ build }, { default: react }, { portalContactPlugin }, { siteStagePlugin }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('../../content/portalDataPlugin'),
    import('../../content/siteStage'),
  ])
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), portalContactPlugin(dataDirFromEnv(), [env]), siteStagePlugin(env.configFile)],
    resolve: {
      alias: {
        '#portal-config': env.configFile,
        '#portal-messages': join(dataDirFromEnv(), 'messages', `${env.locale}.json`),
        '#portal-trust': trustFileOf(dataDirFromEnv(), env.folder),
      },
    },
    build: { ssr: RENDERER_ENTRY, outDir, emptyOutDir: true, minify: false },
  })
  // The bundler names each module it holds in a comment, the data folder's files by their place (a work
  // copy of data/ under a new name on each npm run regenerate). Named <data> instead, so the bundle's
  // text, and with it every page's inputs hash (PageReuse), does not depend on where the data was read:
  // a regenerate whose pull changed one card carries over every other page of the vertical.
  const file = join(outDir, 'productPageRenderer.js')
  writeFileSync(file, dataFolderNamed(readFileSync(file, 'utf8'), relative(root, dataDirFromEnv())))
}

/** The bundle's text with the module comments of the data folder's files (`// data/messages/...`) naming it `<data>`. */
export function dataFolderNamed(bundle: string, dataFolder: string): string {
  return bundle.replaceAll(`// ${dataFolder}/`, '// <data>/')
}

/** Loads the renderer bundled into `bundleDir` (by this script with --bundle-only, run by scripts/pipeline/build.ts). */
async function loadRenderer(env: Portal, bundleDir: string): Promise<RendererModule> {
  const module = (await import(pathToFileURL(join(bundleDir, 'productPageRenderer.js')).href)) as RendererModule
  if (module.portalCode !== env.code) throw new Error(`The product-page renderer was built for ${module.portalCode}, not ${env.code}`)
  return module
}

export interface ProductPagesSummary {
  /** Product pages written (the samples included). */
  pages: number
  /** List and facet-list pages written (their first pages included). */
  listPages: number
  /** Seconds spent on the list pages (the rest of `seconds` on product pages and files). */
  listSeconds: number
  /** Pages carried over unchanged from the last build (incremental build), not rendered. */
  reused: number
  /** Pages rendered: every page of the verticals looped over whose inputs changed (the samples included). */
  rendered: number
  /** Why every page was rendered (no usable last build), in words for the build's output; null for an incremental build. */
  fullBecause: string | null
  /** Pages vike prerendered that the loop rendered too and found identical. */
  samplesChecked: number
  seconds: number
  /** Each vertical's facets, for the site's _redirects and _facets.json. */
  facetLists: FacetList[]
}

/** Learns a template's asset tags from the page vike wrote at `file`, or checks a page against it; throws naming the page on a difference. */
class TemplateTags {
  private readonly tags: Map<string, AssetTags>
  samplesChecked = 0

  /** `known`: the tags the last build learned, when the code is unchanged and vike did not run (decision 024). */
  constructor(
    private readonly code: string,
    known: Record<string, AssetTags> = {},
  ) {
    this.tags = new Map(Object.entries(known))
  }

  /** Every template's tags, for the page manifest. */
  all(): Record<string, AssetTags> {
    return Object.fromEntries(this.tags)
  }

  /** Checks `html` against vike's file for the same page and learns (or confirms) the template's tags from it. */
  check(template: string, path: string, vikeHtml: string, html: string): void {
    const found = assetTagsOf(vikeHtml, html)
    if (typeof found === 'string') throw new Error(`${this.code} page ${path}: the build's page loop does not render what vike rendered: ${found}`)
    const known = this.tags.get(template)
    if (known && (found.head !== known.head || found.body !== known.body || (found.preloads ?? '') !== (known.preloads ?? '')))
      throw new Error(`${this.code} page ${path}: vike gave it other asset tags than the other ${template} pages`)
    this.tags.set(template, found)
    this.samplesChecked++
  }

  /** The tags of a template as text (what a page's inputs hash includes), or '' before its first sample. */
  key(template: string): string {
    const tags = this.tags.get(template)
    return tags ? tags.head + (tags.preloads ?? '') + tags.body : ''
  }

  /** The document with its template's tags; throws when no page of the template has been checked yet. */
  withTags(template: string, path: string, html: string): string {
    const tags = this.tags.get(template)
    if (!tags) throw new Error(`${this.code} page ${path}: no page vike prerendered precedes it (each ${template} template's first page is vike's sample)`)
    return withAssetTags(html, tags)
  }
}

/** What the last build of a portal rendered: each page's inputs hash, kept beside its published site. */
export interface PageManifest {
  pages: Record<string, string>
  /** The pages of each vertical (its product pages, its list and facet-list pages), by vertical key. */
  verticals?: Record<string, string[]>
  /** Each template's asset tags, as vike gave them (TemplateTags). */
  tags?: Record<string, AssetTags>
}

/** The hash a page is carried over by: the renderer's code, the template, its asset tags and the page's data. */
export function pageInputsHash(codeHash: string, template: string, tagsKey: string, input: unknown): string {
  return createHash('sha256')
    .update(codeHash)
    .update('\0')
    .update(template)
    .update('\0')
    .update(tagsKey)
    .update('\0')
    .update(JSON.stringify(input))
    .digest('base64url')
}

/**
 * Each product page of a vertical with its data: the card, what it shows of its similar products
 * (decision 064) and `input`, what its inputs hash covers. A page shows its vertical's nearest
 * products, so their shown data is part of its input: a neighbour's change renders it again, the
 * change of a product it does not show leaves it as it was.
 */
export function* productPageInputs<TLink>(
  similar: { similarIndex: (cards: ProductCard[]) => SimilarIndex; similarLinks: (index: SimilarIndex, card: ProductCard) => TLink[] },
  vertical: Vertical,
  cards: ProductCard[],
): Generator<{ card: ProductCard; links: TLink[]; input: unknown }> {
  const index = similar.similarIndex(cards)
  for (const card of cards) {
    const links = similar.similarLinks(index, card)
    yield { card, links, input: [vertical, card, links] }
  }
}

/**
 * Incremental builds (issue 18, item 3): a page is rendered again only when the hash of its inputs
 * changed since the last build: the renderer bundle (every component, message and config it holds),
 * the template's asset tags and the page's data (a product's card, a list page's cards and filters).
 * An unchanged page is hard-linked from the published site (copied across file systems); a page that
 * is no longer built is simply not carried over. Pages vike prerendered are always rendered and checked.
 */
class PageReuse {
  readonly next: Required<Pick<PageManifest, 'pages' | 'verticals'>> = { pages: {}, verticals: {} }
  reused = 0
  private vertical: string[] = []

  /** `inPlace`: the new pages go into the published site itself, so an unchanged page stays where it is (decision 024). */
  constructor(
    private readonly previousSite: string | null,
    private readonly previous: PageManifest,
    private readonly codeHash: string,
    private readonly inPlace = false,
    private readonly folders = new Folders(),
  ) {}

  /** Starts recording the pages of a vertical. */
  beginVertical(key: string): void {
    this.vertical = []
    this.next.verticals[key] = this.vertical
  }

  /** Keeps every page of a vertical whose product file is unchanged, as the last build left them. */
  keepVertical(key: string): void {
    const paths = this.previous.verticals?.[key]
    if (!paths) throw new Error(`The page manifest does not list the pages of the vertical ${key}`)
    for (const path of paths) this.next.pages[path] = this.previous.pages[path] ?? ''
    this.next.verticals[key] = paths
    this.reused += paths.length
  }

  /** Records a page of the vertical begun last, carried over or rendered, with its inputs hash. */
  record(path: string, hash: string): void {
    this.next.pages[path] = hash
    this.vertical.push(path)
  }

  hash(template: string, tagsKey: string, input: unknown): string {
    return pageInputsHash(this.codeHash, template, tagsKey, input)
  }

  /** Carries the published page at `path` into `siteDir` when its inputs hash is the last build's; false when it must be rendered. */
  carry(siteDir: string, path: string, hash: string): boolean {
    if (this.previousSite === null || this.previous.pages[path] !== hash) return false
    const from = pageFile(this.previousSite, path)
    if (this.inPlace) {
      if (!existsSync(from)) return false
      this.reused++
      return true
    }
    const to = pageFile(siteDir, path)
    if (existsSync(to) || !existsSync(from)) return false
    this.folders.make(dirname(to))
    try {
      linkSync(from, to)
    } catch {
      copyFileSync(from, to)
    }
    this.reused++
    return true
  }
}

/** The folders of one loop's site, each made once: most pages share theirs (a vertical's, the site's). */
class Folders {
  private readonly made = new Set<string>()

  make(dir: string): void {
    if (this.made.has(dir)) return
    mkdirSync(dir, { recursive: true })
    this.made.add(dir)
  }
}

/** Writes a page at `path` under `siteDir`, or, for a page vike wrote there (`sample`), checks it against vike's. */
function writeOrCheck(siteDir: string, tags: TemplateTags, template: string, path: string, html: string, sample: boolean, folders: Folders): void {
  const file = pageFile(siteDir, path)
  if (sample) {
    tags.check(template, path, readFileSync(file, 'utf8'), html)
  } else {
    folders.make(dirname(file))
    writeFileSync(file, tags.withTags(template, path, html))
  }
}

/** Where the last build's page manifest is, and its published site: none for a full build. */
export interface Previous {
  site: string
  manifest: PageManifest
}

/**
 * Renders and writes, one vertical at a time, every product page of a portal, every page of its lists
 * and facet lists, and each vertical's product file (data/products/{key}.json) into `siteDir`, where
 * vike has already written the samples (first product of each vertical, first page of each list).
 * Throws, naming the page, when the loop's HTML for a sample differs from vike's. Only one vertical's
 * cards are in memory at a time. With `previous`, a page whose inputs are unchanged is carried over
 * from the published site instead of rendered (PageReuse).
 */
export async function writeProductPages(
  env: Portal,
  portal: PortalConfig,
  siteDir: string,
  bundleDir: string,
  previous: Previous | null = null,
  { only, inPlace = false }: { only?: ReadonlySet<string>; inPlace?: boolean } = {},
): Promise<Omit<ProductPagesSummary, 'fullBecause'> & { manifest: PageManifest }> {
  const renderer = await loadRenderer(env, bundleDir)
  // The bundle names the data folder <data> (bundleRenderer): its hash is the same wherever the data is.
  const codeHash = createHash('sha256')
    .update(readFileSync(join(bundleDir, 'productPageRenderer.js'), 'utf8'))
    .digest('hex')
  const folders = new Folders()
  const reuse = new PageReuse(previous?.site ?? null, previous?.manifest ?? { pages: {} }, codeHash, inPlace, folders)
  const started = performance.now()
  // In place (decision 024) vike did not run: the templates' tags are the last build's, learned from its samples.
  const tags = new TemplateTags(env.code, inPlace ? (previous?.manifest.tags ?? {}) : {})
  let pages = 0
  let rendered = 0
  let listPages = 0
  let listSeconds = 0
  const facetLists: FacetList[] = []
  // A page vike prerendered is always rendered and checked; another one is carried over when its inputs are unchanged.
  // Read once: the pages in `siteDir` before the loop writes any (two file checks a page, 116,173 pages at
  // 50,000 products a portal).
  const samples = new Set(pageFiles(siteDir).map((file) => pagePath(siteDir, file)))
  const isSample = (path: string) => samples.has(path)
  /** Carries a page over when its inputs are unchanged (true), else renders it; records it in the manifest either way. */
  const onePage = (template: string, path: string, input: unknown, render: () => string): boolean => {
    const sample = isSample(path)
    let hash: string | undefined
    if (!sample && tags.key(template) !== '') {
      hash = reuse.hash(template, tags.key(template), input)
      if (reuse.carry(siteDir, path, hash)) {
        reuse.record(path, hash)
        return true
      }
    }
    rendered++
    writeOrCheck(siteDir, tags, template, path, render(), sample, folders)
    // The hash with the template's tags, known once its first page (vike's sample) has been checked; a
    // page that is not a sample leaves the tags as they were, so its hash above stands.
    reuse.record(path, hash ?? reuse.hash(template, tags.key(template), input))
    return false
  }
  // The wizard's product lookup holds every card of the portal, a few fields each (docs/data.md#the-wizards-product-lookup).
  const applyEntries: ApplyEntry[] = []
  for (const vertical of portal.verticals) {
    // Only the verticals whose product file changed, when nothing else did (decision 024).
    if (only && !only.has(vertical.key)) {
      reuse.keepVertical(vertical.key)
      // Their cards are read for the lookup only: its shards mix the verticals.
      for (const card of loadVerticalCards(dataDirFromEnv(), env.folder, vertical.key)) applyEntries.push(applyEntry(card, vertical.key))
      continue
    }
    reuse.beginVertical(vertical.key)
    const cards = loadVerticalCards(dataDirFromEnv(), env.folder, vertical.key)
    for (const card of cards) applyEntries.push(applyEntry(card, vertical.key))
    // A product page shows its vertical's nearest products (decision 064): what it shows of them is part of its inputs.
    for (const { card, links, input } of productPageInputs(renderer, vertical, cards)) {
      pages++
      onePage('product', renderer.productPagePath(card), input, () => {
        try {
          return renderer.renderProductPage(card, vertical, links).html
        } catch (error) {
          throw new Error(
            `${env.code} product ${card.id} ("${card.slug}") in products/${env.folder}/${vertical.key}.json: its page could not be rendered: ${(error as Error).message}`,
          )
        }
      })
    }
    const listStarted = performance.now()
    for (const page of renderer.listPages(vertical, cards)) {
      listPages++
      onePage(page.template, page.path, page.data, () => renderer.renderListPage(page))
    }
    listSeconds += (performance.now() - listStarted) / 1000
    // Every product file of the vertical, its index and blocks included (decision 050); in place, the
    // catalogue build then keeps the published file of each that came out the same (scripts/pipeline/catalogueBuild.ts).
    writeProductFiles(siteDir, { [vertical.key]: cards })
    // A loan calculator's offers (docs/data.md#the-calculators-offers-files): only a changed vertical's is
    // written again; in place, the catalogue build keeps the published one when it came out the same.
    for (const file of offersFiles(portal, vertical.key, cards)) {
      folders.make(join(siteDir, 'data', 'offers'))
      writeFileSync(join(siteDir, file.path), file.json)
    }
    facetLists.push(facetList(vertical.path, cardsSpec(cards), (digits) => formatThousands(digits, portal)))
  }
  // Every shard, written whole each time (in place, an unchanged one is dropped from the staged files).
  folders.make(join(siteDir, 'data', 'apply'))
  for (const file of applyShardFiles(applyEntries)) writeFileSync(join(siteDir, file.path), file.json)
  return {
    pages,
    listPages,
    listSeconds,
    reused: reuse.reused,
    rendered,
    samplesChecked: tags.samplesChecked,
    seconds: (performance.now() - started) / 1000,
    facetLists,
    manifest: { ...reuse.next, tags: tags.all() },
  }
}

// Run by scripts/pipeline/build.ts, one process per portal, so the two portals' pages render on two cores:
// tsx scripts/pipeline/productPages.ts --portal ecm --site <vike's client folder> --work <scratch folder>
// It prints its summary as one JSON line.
if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      portal: { type: 'string' },
      site: { type: 'string' },
      work: { type: 'string' },
      previous: { type: 'string' },
      manifest: { type: 'string' },
      'bundle-only': { type: 'string' },
      bundle: { type: 'string' },
      'in-place': { type: 'boolean', default: false },
      only: { type: 'string' },
    },
  })
  if (values.portal && values['bundle-only']) {
    // The renderer's bundling step (loadRenderer), in its own process.
    process.env.NODE_ENV = 'production'
    await bundleRenderer(process.cwd(), portalFromEnv(values.portal), values['bundle-only'])
    process.exit(0)
  }
  if (!values.portal || !values.site || !values.work || !values.bundle) {
    console.error(
      'Usage: tsx scripts/pipeline/productPages.ts --portal FOLDER --bundle-only DIR, then --portal FOLDER --bundle DIR --site DIR --work DIR [--previous PUBLISHED_SITE --manifest ITS_PAGES_JSON [--in-place] [--only VERTICAL,...]]',
    )
    process.exit(2)
  }
  const env = portalFromEnv(values.portal)
  // React's production build, the one vike's prerender runs (scripts/pipeline/build.ts sets it too).
  process.env.NODE_ENV = 'production'
  const previous = readPrevious(values.previous, values.manifest)
  if (values['in-place'] && typeof previous === 'string') {
    console.error(`The pages cannot be updated in place: ${previous}`)
    process.exit(1)
  }
  const fast = { inPlace: values['in-place'], only: values.only === undefined ? undefined : new Set(values.only.split(',')) }
  writeProductPages(env, env.config, values.site, values.bundle, typeof previous === 'string' ? null : previous, fast).then(
    ({ manifest, ...summary }) => {
      // The manifest goes beside the work folder; the build publishes it with the site.
      writeFileSync(join(values.work!, 'pages.json'), JSON.stringify(manifest))
      console.log(JSON.stringify({ ...summary, fullBecause: typeof previous === 'string' ? previous : null }))
    },
    (error: Error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}

/**
 * The last build's manifest and site when both are there and the manifest reads; else why not (a
 * full build, said in the build's output rather than silently taking twice as long).
 */
export function readPrevious(site: string | undefined, manifest: string | undefined): Previous | string {
  if (!site || !manifest) return 'a full build was asked for (--full)'
  if (!existsSync(join(site, 'index.html'))) return `there is no published site at ${site} (the first build)`
  if (!existsSync(manifest)) return `the published site has no page manifest at ${manifest} (built before incremental builds, or copied without it)`
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(manifest, 'utf8'))
  } catch (error) {
    return `the page manifest ${manifest} could not be read (${(error as Error).message})`
  }
  const pages = (parsed as { pages?: unknown } | null)?.pages
  if (typeof pages !== 'object' || pages === null || Array.isArray(pages) || Object.values(pages).some((h) => typeof h !== 'string'))
    return `the page manifest ${manifest} is not a page manifest (no "pages" object of hashes)`
  const { verticals, tags } = parsed as Pick<PageManifest, 'verticals' | 'tags'>
  return { site, manifest: { pages: pages as Record<string, string>, verticals, tags } }
}
