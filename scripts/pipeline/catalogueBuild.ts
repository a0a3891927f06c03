// The build when only product files changed since the published one (decision 024): no vike build,
// no renderer bundling, no copy of the site. The pages of each vertical whose product file changed are
// rendered into a staging folder beside the site, with the renderer and the templates' asset tags the
// published build used; an unchanged page is left where it is, and a staged file whose bytes the site
// already holds is dropped. The staged files then replace theirs in the published site by renames, the
// pages and data files of removed products go, and a journal names what is being
// done, so that a build stopped halfway is followed by a whole one.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { FacetList } from '../../domain/products/facets'
import { buildApiOrigin, redirectsFile, routesJson } from './cdnFiles'
import type { Portal } from '../../content/portals'
import { keptRendererDir, manifestName, productCounts, readState, writeAtomically, writeState, type BuildState } from './buildState'
import { checkChangedProducts } from './checkAll'
import { readPrevious, type PageManifest, type Previous, type ProductPagesSummary } from './productPages'
import { sitemapXml } from './siteFiles'
import { pageFile, siteFiles } from './sitePages'

/** The journal of an update in place of a portal's published site, beside it: present only while the update runs. */
export function journalPath(dist: string, folder: string): string {
  return join(dist, `.${folder}-apply.json`)
}

export interface CatalogueBuildContext {
  root: string
  runId: string
  dataDir: string
  dist: string
  registry: readonly Portal[]
  siteKey: string
  /** Each portal's product file hashes, taken at the start of the build. */
  products: Record<string, Record<string, string>>
  step: <T>(name: string, run: () => Promise<T>) => Promise<T>
  /** Runs the page loop (scripts/pipeline/build.ts runProductPages). */
  runLoop: (
    env: Portal,
    dataDir: string,
    full: boolean,
    bundleDir: string,
    where: { site: string; work: string; more: string[]; published: string },
  ) => Promise<ProductPagesSummary>
  /**
   * Given, the staged changes are handed to it instead of being applied under each site's journal:
   * npm run regenerate commits them with the snapshot files in one commit (scripts/pipeline/publishStore.ts).
   */
  commit?: (plans: InPlacePlan[]) => void
}

/** What an update of a portal's site would do: the staged files, the pages to remove, the new manifest and state. */
export interface InPlacePlan {
  folder: string
  /** The folder the staged files are in, by their path in the site. */
  staged: string
  /** The staged files, relative to `staged`. */
  files: string[]
  /** The addresses of the pages no longer built (their files: pageFile). */
  removed: string[]
  /** Other files of the site no longer built (a removed card's file, a filter-index block no longer needed), relative to the site. */
  removedFiles: string[]
  manifest: PageManifest
  state: Omit<BuildState, 'version'>
}

/** What an update in place did to a portal's site. */
export interface InPlaceSummary {
  /** The verticals whose product file changed. */
  verticals: string[]
  /** Files written into the site (pages rendered again, the verticals' product files, sitemap, facets). */
  moved: number
  /** Pages removed (removed products, list pages no longer needed). */
  removed: number
  /** Data files removed (the files of removed cards, filter-index blocks no longer needed). */
  filesRemoved: number
}

/** The templates of the catalogue pages (scripts/pipeline/productPages.ts). */
const CATALOGUE_TEMPLATES = ['product', 'vertical', 'facet'] as const

interface Base {
  env: Portal
  state: BuildState
  previous: Previous
  changed: Set<string>
}

/** The published build of each portal, when only its product files changed since; else why a whole build is needed. */
function bases(ctx: CatalogueBuildContext): Base[] | string {
  if (ctx.registry.length === 0) return 'the portal registry could not be read'
  const found: Base[] = []
  for (const env of ctx.registry) {
    if (existsSync(journalPath(ctx.dist, env.folder))) return `an earlier build stopped while updating dist/${env.folder}`
    const state = readState(ctx.dist, env.folder)
    if (typeof state === 'string') return state
    if (state.siteKey !== ctx.siteKey) return 'the code, the configuration or data other than products changed'
    const previous = readPrevious(join(ctx.dist, env.folder), join(ctx.dist, manifestName(env.folder)))
    if (typeof previous === 'string') return previous
    const { verticals, tags } = previous.manifest
    if (!tags || !verticals || env.config.verticals.some((vertical) => !Array.isArray(verticals[vertical.key])))
      return `the page manifest of dist/${env.folder} does not list each vertical's pages`
    // Each catalogue template's asset tags, learned from vike's samples: a template the last build did
    // not render (no facet list anywhere) has none, and only vike can give them.
    if (CATALOGUE_TEMPLATES.some((template) => tags[template] === undefined)) return `the page manifest of dist/${env.folder} lacks a template's asset tags`
    if (!existsSync(join(keptRendererDir(ctx.root, env.folder, ctx.siteKey), 'productPageRenderer.js')))
      return `the catalogue renderer of ${env.folder} is no longer kept`
    const hashes = ctx.products[env.folder] ?? {}
    const changed = new Set(env.config.verticals.map((vertical) => vertical.key).filter((key) => state.products[key] !== hashes[key]))
    if (changed.size > 0) {
      const counts = productCounts(ctx.dataDir, env.folder, env.config)
      if (counts.products !== state.counts.products || counts.providers !== state.counts.providers)
        return `the home page of ${env.folder} counts other products or providers (${state.counts.products}/${state.counts.providers} -> ${counts.products}/${counts.providers})`
    }
    found.push({ env, state, previous, changed })
  }
  return found
}

/** Writes `text` to `rel` in the staging folder when the published site holds other bytes there. */
function stageIfChanged(site: string, staging: string, rel: string, text: string): void {
  const published = join(site, rel)
  if (existsSync(published) && readFileSync(published, 'utf8') === text) return
  mkdirSync(dirname(join(staging, rel)), { recursive: true })
  writeFileSync(join(staging, rel), text)
}

/**
 * The files of the changed verticals' data folders (data/products/{key}/: the filter index and its
 * blocks of cards, decision 050) that the site holds and the loop no longer wrote: a block past the
 * end of a shorter list, the files of an option no card has any more. The loop writes every file of a
 * changed vertical's folder. Read before pruneUnchanged, while the staging folder holds everything the
 * loop wrote.
 */
function staleDataFiles(site: string, staging: string, verticals: ReadonlySet<string>): string[] {
  return [...verticals].flatMap((key) => {
    const dir = join('data', 'products', key)
    if (!existsSync(join(site, dir))) return []
    const written = new Set(existsSync(join(staging, dir)) ? siteFiles(join(staging, dir)).map((file) => relative(staging, file)) : [])
    return siteFiles(join(site, dir))
      .map((file) => relative(site, file))
      .filter((rel) => !written.has(rel))
  })
}

/**
 * Drops from the staging folder every file whose bytes the published site already holds (a page
 * rendered again to the same HTML, an unchanged card's file, an index block the change did not touch):
 * only the files that differ are replaced, so an unchanged file keeps its inode and its CDN copy.
 */
function pruneUnchanged(site: string, staging: string): void {
  for (const file of siteFiles(staging)) {
    const published = join(site, relative(staging, file))
    // Sizes first: most files that changed change size, and then neither is read.
    if (existsSync(published) && statSync(published).size === statSync(file).size && readFileSync(published).equals(readFileSync(file))) rmSync(file)
  }
}

/**
 * Moves every staged file into the site and removes the pages and files no longer built, under a
 * journal; the manifest and the state follow, the journal last. Returns the number of files moved.
 */
function applyInPlace(
  dist: string,
  env: Portal,
  staging: string,
  removed: readonly string[],
  removedFiles: readonly string[],
  manifest: PageManifest,
  state: Omit<BuildState, 'version'>,
): number {
  const site = join(dist, env.folder)
  const journal = journalPath(dist, env.folder)
  const moves = siteFiles(staging).map((file) => relative(staging, file))
  writeAtomically(journal, `${JSON.stringify({ staging, moves, removed, removedFiles })}\n`)
  for (const rel of moves) {
    mkdirSync(dirname(join(site, rel)), { recursive: true })
    renameSync(join(staging, rel), join(site, rel))
  }
  for (const rel of removedFiles) rmSync(join(site, rel), { force: true })
  for (const path of removed) rmSync(pageFile(site, path), { force: true })
  writeAtomically(join(dist, manifestName(env.folder)), JSON.stringify(manifest))
  writeState(dist, env.folder, state)
  rmSync(journal)
  return moves.length
}

/**
 * Updates the published sites in place when only product files changed (decision 024); resolves with
 * the summaries, or with why the whole build is needed (nothing touched then). Throws, with dist/
 * untouched, when a changed product file has problems.
 */
export async function catalogueBuild(
  ctx: CatalogueBuildContext,
): Promise<Array<{ portal: string; folder: string; pages: number; productPages: ProductPagesSummary; indexable: string[]; inPlace: InPlaceSummary }> | string> {
  const found = bases(ctx)
  if (typeof found === 'string') return found
  const stagings = found.map(({ env }) => join(ctx.dist, `.${env.folder}-staging-${ctx.runId}`))
  try {
    // The two portals' loops at once, each in a process of its own, while this process checks the
    // changed files: what the loops write stays in their staging folders until the checks have passed.
    const running = Promise.all(
      found.map(async ({ env, changed }, i) => {
        if (changed.size === 0) return null
        const staging = stagings[i]!
        mkdirSync(join(staging, 'site'), { recursive: true })
        const summary = await ctx.step(`page loop ${env.folder} (${[...changed].join(', ')})`, () =>
          ctx.runLoop(env, ctx.dataDir, false, keptRendererDir(ctx.root, env.folder, ctx.siteKey), {
            site: join(staging, 'site'),
            work: staging,
            published: ctx.dist,
            more: ['--in-place', '--only', [...changed].join(',')],
          }),
        )
        const manifest = JSON.parse(readFileSync(join(staging, 'pages.json'), 'utf8')) as PageManifest
        return { summary, manifest }
      }),
    )
    running.catch(() => undefined)
    const problems = await ctx.step('checks (changed product files)', async () =>
      found.flatMap(({ env, changed }) => (changed.size === 0 ? [] : checkChangedProducts(ctx.dataDir, env.config, changed))),
    )
    // A loop that failed on a bad card: the checks' report names the problem better.
    if (problems.length > 0) {
      await Promise.allSettled([running])
      throw new Error(`The data has ${problems.length} problem(s); nothing was written to dist/:\n${problems.join('\n')}`)
    }
    const loops = await running
    return await ctx.step('publish in place', async () => {
      // Everything staged for both portals first (facets, redirects, sitemap, the pages to remove):
      // a problem there leaves both sites untouched. Then each site is updated under its journal.
      const updates = found.map(({ env, state, previous, changed }, i) => {
        const loop = loops[i]
        if (!loop) return null
        const site = join(ctx.dist, env.folder)
        const staged = join(stagings[i]!, 'site')
        // The facets of the changed verticals replace theirs; the sitemap lists the catalogue as it is now.
        const facetLists = (JSON.parse(readFileSync(join(site, '_facets.json'), 'utf8')) as FacetList[]).map(
          (list) => loop.summary.facetLists.find((changedList) => changedList.path === list.path) ?? list,
        )
        stageIfChanged(site, staged, '_facets.json', `${JSON.stringify(facetLists)}\n`)
        stageIfChanged(site, staged, '_redirects', redirectsFile(facetLists, buildApiOrigin(process.env.LEAD_API_ORIGIN)))
        stageIfChanged(site, staged, '_routes.json', routesJson(facetLists))
        stageIfChanged(site, staged, 'sitemap.xml', sitemapXml(env.config, [...state.indexable, ...Object.keys(loop.manifest.pages)].sort()))
        // Pages of the changed verticals that are no longer built (removed products, a list now shorter).
        const now = new Set(Object.keys(loop.manifest.pages))
        const removed = [...changed].flatMap((key) => (previous.manifest.verticals?.[key] ?? []).filter((path) => !now.has(path)))
        const removedFiles = staleDataFiles(site, staged, changed)
        pruneUnchanged(site, staged)
        return { loop, staged, removed, removedFiles }
      })
      const nextState = (env: Portal, state: BuildState) => ({
        siteKey: ctx.siteKey,
        products: ctx.products[env.folder] ?? {},
        indexable: state.indexable,
        otherPages: state.otherPages,
        counts: state.counts,
      })
      const stagedFiles = updates.map((update) => (update ? siteFiles(update.staged).map((file) => relative(update.staged, file)) : []))
      if (ctx.commit)
        ctx.commit(
          found.flatMap(({ env, state }, i) => {
            const update = updates[i]
            if (!update) return []
            return [
              {
                folder: env.folder,
                staged: update.staged,
                files: stagedFiles[i]!,
                removed: update.removed,
                removedFiles: update.removedFiles,
                manifest: update.loop.manifest,
                state: nextState(env, state),
              },
            ]
          }),
        )
      return found.map(({ env, state, previous, changed }, i) => {
        const update = updates[i]
        const summary = {
          portal: env.code,
          folder: env.folder,
          pages: Object.keys(update?.loop.manifest.pages ?? previous.manifest.pages).length + state.otherPages,
          indexable: state.indexable,
        }
        if (!update) {
          const untouched: ProductPagesSummary = {
            pages: 0,
            listPages: 0,
            listSeconds: 0,
            reused: Object.keys(previous.manifest.pages).length,
            rendered: 0,
            fullBecause: null,
            samplesChecked: 0,
            seconds: 0,
            facetLists: [],
          }
          return { ...summary, productPages: untouched, inPlace: { verticals: [], moved: 0, removed: 0, filesRemoved: 0 } }
        }
        const moved = ctx.commit
          ? stagedFiles[i]!.length
          : applyInPlace(ctx.dist, env, update.staged, update.removed, update.removedFiles, update.loop.manifest, nextState(env, state))
        return {
          ...summary,
          productPages: update.loop.summary,
          inPlace: { verticals: [...changed], moved, removed: update.removed.length, filesRemoved: update.removedFiles.length },
        }
      })
    })
  } finally {
    for (const staging of stagings) rmSync(staging, { recursive: true, force: true })
  }
}
