import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../../domain/content/schemas'
import type { PortalConfig } from '../../../domain/portal'
import { similarIndex, similarTo, type SimilarIndex } from '../../../domain/products/similarProducts'
import { assetTagsOf, pageInputsHash, productPageInputs, readPrevious, withAssetTags } from '../../../scripts/pipeline/productPages'

// A bare document as renderer/documentHtml.tsx writes it, and the same page as vike writes it: vike puts
// stylesheet links right after <head> and the page's script right before </body> (see any page in dist/).
const bare = '<!DOCTYPE html>\n<html lang="en-PH">\n<head>\n<meta charset="utf-8">\n<title>Card</title>\n</head>\n<body><main>Card</main></body>\n</html>'
const head = '<link rel="stylesheet" type="text/css" href="/assets/static/global.css">'
const body = '<script src="/assets/entries/pages_product_client.js" type="module" async></script>'
const vike = bare.replace('<head>', `<head>${head}`).replace('</body>', `${body}</body>`)

describe('the product-page loop', () => {
  it('learns the asset tags vike added to a sample page', () => {
    expect(assetTagsOf(vike, bare)).toEqual({ head, body })
  })

  it('adds them where vike puts them', () => {
    expect(withAssetTags(bare, { head, body })).toBe(vike)
  })

  it("learns what the render put before </head> (a list page's island preloads, renderer/islandPreloads.ts) and puts it back there", () => {
    const preloads = '<script type="application/json" id="island-modules">["/assets/chunks/a.js"]</script><script>wake()</script>'
    const preloaded = vike.replace('</head>', `${preloads}</head>`)
    expect(assetTagsOf(preloaded, bare)).toEqual({ head, body, preloads })
    expect(withAssetTags(bare, { head, body, preloads })).toBe(preloaded)
    expect(assetTagsOf(preloaded, bare.replace('<title>Card</title>', '<title>Other</title>'))).toContain('differ')
  })

  it('learns empty tags from a page without assets', () => {
    expect(assetTagsOf(bare, bare)).toEqual({ head: '', body: '' })
  })

  it.each([
    ['a different head', bare.replace('<title>Card</title>', '<title>Other</title>'), 'differ'],
    ['a different body', bare.replace('<main>Card</main>', '<main>Other</main>'), 'differ'],
    ['a different language', bare.replace('en-PH', 'id-ID'), 'differ before <head>'],
  ])('reports a sample whose HTML has %s than vike rendered', (_what, drifted, message) => {
    const result = assetTagsOf(vike, drifted)
    expect(typeof result).toBe('string')
    expect(result).toContain(message)
  })

  it('refuses a document without a head', () => {
    expect(() => withAssetTags('<p>no document</p>', { head, body })).toThrow(/no <head>/)
  })
})

describe("an incremental build's last build (readPrevious)", () => {
  const root = mkdtempSync(join(tmpdir(), 'previous-'))
  const site = join(root, 'ecm')
  const manifest = join(root, '.ecm-pages.json')

  it('says why every page is rendered: --full, no published site, no manifest, an unreadable or foreign manifest', () => {
    expect(readPrevious(undefined, undefined)).toMatch(/--full/)
    expect(readPrevious(site, manifest)).toBe(`there is no published site at ${site} (the first build)`)
    mkdirSync(site)
    writeFileSync(join(site, 'index.html'), '<!doctype html>')
    expect(readPrevious(site, manifest)).toMatch(/^the published site has no page manifest at .*\.ecm-pages\.json/)
    writeFileSync(manifest, '{"pages": {"/a": "x"')
    expect(readPrevious(site, manifest)).toMatch(/could not be read \(.*JSON/)
    writeFileSync(manifest, '{"pages": ["/a"]}')
    expect(readPrevious(site, manifest)).toMatch(/is not a page manifest/)
    writeFileSync(manifest, '{"pages": {"/a": 3}}')
    expect(readPrevious(site, manifest)).toMatch(/is not a page manifest/)
  })

  it('reads a good manifest', () => {
    writeFileSync(manifest, '{"pages": {"/products/a": "hash-a"}}')
    expect(readPrevious(site, manifest)).toEqual({ site, manifest: { pages: { '/products/a': 'hash-a' } } })
  })
})

// Decision 064: a product page lists its vertical's nearest products, so the hash its reuse is keyed on
// must change when a neighbour it shows changes, and only then. The real page inputs of the ECM cards.
describe("a product page's inputs hash (productPageInputs, pageInputsHash)", () => {
  const vertical = (JSON.parse(readFileSync('data/portals/ecm.json', 'utf8')) as PortalConfig).verticals.find((v) => v.key === 'credit-cards')!
  const base = JSON.parse(readFileSync('data/products/ecm/credit-cards.json', 'utf8')) as ProductCard[]
  // What a page shows of a neighbour, as pages/product/productPageData.ts's similarLinks gives it (that
  // module reads the portal through vike's '#portal-config', which the unit project does not resolve).
  const similarLinks = (index: SimilarIndex, card: ProductCard) =>
    similarTo(index, card).map((other) => ({
      path: other.slug,
      provider: other.provider,
      name: other.name,
      fee: other.contractType === 'credit-card' ? other.annualFee : 0,
      rating: other.rating,
    }))
  const hashes = (cards: ProductCard[]) =>
    new Map(
      [...productPageInputs({ similarIndex, similarLinks }, vertical, cards)].map(({ card, input }) => [
        card.id,
        pageInputsHash('code', 'product', 'tags', input),
      ]),
    )
  const renamed = (id: number) => base.map((card) => (card.id === id ? { ...card, name: `${card.name} Plus` } : card))
  const page = base[0]!
  const shown = new Set(similarTo(similarIndex(base), page).map((card) => card.id))
  const before = hashes(base)

  it('changes when a neighbour the page shows is renamed', () => {
    const neighbour = [...shown][0]!
    expect(hashes(renamed(neighbour)).get(page.id)).not.toBe(before.get(page.id))
  })

  it("stays when a product it does not show is renamed, while that product's own page changes", () => {
    const far = base.find((card) => card.id !== page.id && !shown.has(card.id))!
    const after = hashes(renamed(far.id))
    expect(after.get(page.id)).toBe(before.get(page.id))
    expect(after.get(far.id)).not.toBe(before.get(far.id))
  })

  it('changes when a neighbour moves out of the nearest (its annual fee far from the page’s)', () => {
    const neighbour = [...shown][0]!
    const moved = base.map((card) => (card.id === neighbour ? { ...card, annualFee: 1_000_000 } : card))
    expect(new Set(similarTo(similarIndex(moved), page).map((card) => card.id)).has(neighbour)).toBe(false)
    expect(hashes(moved).get(page.id)).not.toBe(before.get(page.id))
  })
})
