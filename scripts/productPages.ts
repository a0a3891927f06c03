// The build's product-page loop. vike prerenders one product page per vertical (the template's samples);
// this loop renders every product page with the same components and document template
// (pages/product/productPageRenderer.tsx, bundled with the same aliases and React plugin as vike's build),
// adds the asset tags vike put into the samples, checks its HTML for every sample against vike's
// byte for byte, and writes each page as soon as it is rendered: memory stays flat at any number of
// products (docs/decisions/007-product-page-loop.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import type { ProductCard } from '../domain/content/schemas'
import type { PortalConfig, Vertical } from '../domain/portal'
import { loadPortalProducts, type PortalSnapshot } from '../content/snapshot'
import { portalContactPlugin } from '../content/portalDataPlugin'
import { dataDirFromEnv, portalFromEnv, type Portal } from '../content/portals'
import { isMain } from '../server/isMain'

interface RendererModule {
  portalCode: string
  renderProductPage(card: ProductCard, vertical: Vertical): { path: string; html: string }
}

/** The tags vike adds to a page of a template: stylesheets right after <head>, scripts right before </body>. */
export interface AssetTags {
  head: string
  body: string
}

const HEAD_OPEN = '<head>'
const BODY_CLOSE = '</body>'

/** Adds a template's asset tags to a document rendered without them, where vike puts them. */
export function withAssetTags(html: string, tags: AssetTags): string {
  const head = html.indexOf(HEAD_OPEN) + HEAD_OPEN.length
  const body = html.lastIndexOf(BODY_CLOSE)
  if (head < HEAD_OPEN.length || body < head) throw new Error('The document has no <head> or no </body>')
  return html.slice(0, head) + tags.head + html.slice(head, body) + tags.body + html.slice(body)
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
  const bodyAt = bareHtml.lastIndexOf(BODY_CLOSE)
  const bodyLength = vikeHtml.length - bareHtml.length - head.length
  const vikeBodyAt = vikeHtml.lastIndexOf(BODY_CLOSE)
  if (bodyLength < 0 || vikeBodyAt < 0) return 'the body of the document differs'
  const tags = { head, body: vikeHtml.slice(vikeBodyAt - bodyLength, vikeBodyAt) }
  if (bareHtml.slice(bodyAt) !== vikeHtml.slice(vikeBodyAt)) return 'the documents differ after </body>'
  return withAssetTags(bareHtml, tags) === vikeHtml ? tags : firstDifference(withAssetTags(bareHtml, tags), vikeHtml)
}

function firstDifference(ours: string, vike: string): string {
  let i = 0
  while (i < ours.length && ours[i] === vike[i]) i++
  return `they differ at character ${i}: ours "${ours.slice(i, i + 80)}", vike's "${vike.slice(i, i + 80)}"`
}

/** Bundles the product-page renderer for one portal (the aliases of vite.config.ts, production mode). */
async function bundleRenderer(root: string, env: Portal, outDir: string): Promise<RendererModule> {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), portalContactPlugin(dataDirFromEnv(), [env])],
    resolve: {
      alias: {
        '#portal-config': env.configFile,
        '#portal-messages': join(dataDirFromEnv(), 'messages', `${env.locale}.json`),
      },
    },
    build: { ssr: join(root, 'pages/product/productPageRenderer.tsx'), outDir, emptyOutDir: true, minify: false },
  })
  const module = (await import(pathToFileURL(join(outDir, 'productPageRenderer.js')).href)) as RendererModule
  if (module.portalCode !== env.code) throw new Error(`The product-page renderer was built for ${module.portalCode}, not ${env.code}`)
  return module
}

export interface ProductPagesSummary {
  pages: number
  samplesChecked: number
  seconds: number
}

/**
 * Renders and writes every product page of a portal into `siteDir`, where vike has already written the
 * samples. Throws, naming the page, when the loop's HTML for a sample differs from vike's.
 */
export async function writeProductPages(
  root: string,
  env: Portal,
  portal: PortalConfig,
  snapshot: Pick<PortalSnapshot, 'products'>,
  siteDir: string,
  workDir: string,
): Promise<ProductPagesSummary> {
  const renderer = await bundleRenderer(root, env, join(workDir, 'product-renderer'))
  const started = performance.now()
  let tags: AssetTags | undefined
  let pages = 0
  let samplesChecked = 0
  for (const vertical of portal.verticals) {
    for (const card of snapshot.products[vertical.key] ?? []) {
      let rendered: { path: string; html: string }
      try {
        rendered = renderer.renderProductPage(card, vertical)
      } catch (error) {
        throw new Error(
          `${env.code} product ${card.id} ("${card.slug}") in products/${env.folder}/${vertical.key}.json: its page could not be rendered: ${(error as Error).message}`,
        )
      }
      const { path, html } = rendered
      const file = join(siteDir, path, 'index.html')
      if (existsSync(file)) {
        // A sample vike prerendered: learn the template's tags from it (first) and check the loop against it.
        const vikeHtml = readFileSync(file, 'utf8')
        const found = assetTagsOf(vikeHtml, html)
        if (typeof found === 'string') throw new Error(`${env.code} product page ${path}: the build's page loop does not render what vike rendered: ${found}`)
        if (tags && (found.head !== tags.head || found.body !== tags.body))
          throw new Error(`${env.code} product page ${path}: vike gave it other asset tags than the other product pages`)
        tags = found
        samplesChecked++
      } else {
        if (!tags) throw new Error(`${env.code} product page ${path}: no prerendered sample precedes it (the first product of each vertical is vike's sample)`)
        mkdirSync(join(siteDir, path), { recursive: true })
        writeFileSync(file, withAssetTags(html, tags))
      }
      pages++
    }
  }
  return { pages, samplesChecked, seconds: (performance.now() - started) / 1000 }
}

// Run by scripts/build.ts, one process per portal, so the two portals' pages render on two cores:
// tsx scripts/productPages.ts --portal ecm --site <vike's client folder> --work <scratch folder>
// It prints its summary as one JSON line.
if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { portal: { type: 'string' }, site: { type: 'string' }, work: { type: 'string' } } })
  if (!values.portal || !values.site || !values.work) {
    console.error('Usage: tsx scripts/productPages.ts --portal FOLDER --site DIR --work DIR')
    process.exit(2)
  }
  const env = portalFromEnv(values.portal)
  const root = process.cwd()
  // React's production build, the one vike's prerender runs (scripts/build.ts sets it too).
  process.env.NODE_ENV = 'production'
  const { portal, products } = loadPortalProducts(dataDirFromEnv(), env.folder)
  writeProductPages(root, env, portal, { products }, values.site, values.work).then(
    (summary) => console.log(JSON.stringify(summary)),
    (error: Error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
